"""Things given between the two friends chatting, told to the one who gave or gets them.

Between two people a gift is told in the second person: "Thank you for the scarf, it's so
soft!" to the one who sent it, "I posted you a book about whales" to the one who will get
it. The "you" is the other speaker, which no clause rule can name, so :func:`gifts_told`
names them before the turn is read: "I thanked Tomasz for the scarf", "I posted Tomasz a
book about whales".

It is narrow on purpose. Only a chat between exactly two named people (not a user and an
assistant); only thanks for a thing ("the lamp", "those lovely flowers"), not for help,
advice, a lift or a message; only a thing sent, posted, given, bought, made, knitted or
baked for the listener with its article ("I got you a mug"), not a message, a link or a
photo sent.

A birthday wished late with its day ("Happy birthday for yesterday!", "Happy belated
birthday for Saturday, Ines") says the listener's birthday the same way: "Ines's birthday
was yesterday"; with the age it brought ("Happy birthday for Thursday! 30 now") the day is
past and the age is told too. A wish with no day is left alone (it may be sent on the day
or not) unless it gives the age "today".
"""

from __future__ import annotations

import re
from collections.abc import Collection
from typing import Final

from .lexicon import NUMBER_WORDS, WEEKDAY

__all__ = ["age_thanked", "deed_thanked", "gifts_told"]

# What is thanked for or sent that is no gift: help, talk and messages.
_NOT_THINGS: Final = r"""(?:advice|help|chat|talk|tips?|reminder|heads[- ]up|info|information
    |offer|invite|invitation|update|news|message|messages|text|texts|call|email|e-mail|link
    |links|photos?|pics?|pictures?|video|voice\s+note|support|kind\s+words|words|lift|ride
    |recommendation|suggestions?|ideas?|company|laugh|laughs|patience|time|visit|warning
    |answer|reply|list|details|address|number|card\s+details|notes?|feedback|thought
    |thoughts|wishes|card)\b"""
_ADJECTIVES: Final = r"""(?:(?:lovely|beautiful|gorgeous|amazing|wonderful|fab|fabulous
    |brilliant|great|kind|sweet|thoughtful|little|big|cute|perfect|delicious|fancy|new|nice)
    \s+)*"""
# "Thank you so much for the scarf", "Thanks for the lovely flowers": thanks for a thing.
_THANKS: Final = re.compile(
    rf"""(?:^|(?<=[.!?])\s+)(?:(?:oh|and|also|ps|p\.s\.)[\s,]+)?
    (?:thank\s+you|thanks|thank\s+u|thx|ty)(?:\s+(?:so|very)\s+much|\s+a\s+lot|\s+again)?
    \s+for\s+(?P<thing>(?:the|that|those|these|my)\s+{_ADJECTIVES}(?!{_NOT_THINGS})
    [a-z][\w-]*(?:\s+(?!for\b|it\b|they\b)[a-z][\w-]*){{0,2}})
    (?=\s*(?:[,.!;]|$))""",
    re.IGNORECASE | re.VERBOSE,
)
# "I posted you a book about whales", "I've sent you some seeds": a thing on its way.
_SENT: Final = re.compile(
    rf"""(?:^|(?<=[.!?,])\s+|(?<=\bso\s)|(?<=\band\s))(?P<who>I|i|we)(?P<aux>['’]ve|\s+have)?
    \s+(?:just\s+|finally\s+)?(?P<verb>posted|sent|mailed|gave|bought|got|made|knitted|baked
    |ordered|picked\s+up)\s+(?P<you>you|u)\s+(?P<thing>(?:a|an|some|the|two|three)\s+
    {_ADJECTIVES}(?!{_NOT_THINGS})[a-z][\w-]*)""",
    re.VERBOSE,
)


# "Happy birthday for yesterday!", "Ines, happy belated birthday for Saturday": a wish
# sent late, with the day it was for.
_WISHED: Final = re.compile(
    rf"""(?:^|(?<=[.!?])\s+)(?:(?P<before>(?-i:[A-Z])[\w'’-]+),\s+)?(?:a\s+)?(?:very\s+)?
    happy\s+(?P<late>belated\s+|late\s+)?(?:birthday|bday|b-day)(?:\s+to\s+you)?
    (?:,\s+(?P<after>(?-i:[A-Z])[\w'’-]+),?)?(?:\s+for\s+(?P<day>yesterday|(?:last\s+)?{WEEKDAY}
    |the\s+\d{{1,2}}(?:st|nd|rd|th)))?
    (?:,\s+(?P<last>(?-i:[A-Z])[\w'’-]+))?
    # "... for Thursday!! 30 now", "happy birthday! 40 today": the age it brought
    (?:[.!,]+\s*(?P<age>\d{{1,3}})\s+(?P<when>now|today)\b|(?=\s*(?:[.!,]|$)))""",
    re.IGNORECASE | re.VERBOSE,
)


def gifts_told(text: str, speaker: str | None, speakers: Collection[str]) -> str:
    """``text`` (one turn by ``speaker``) with the thanks for a thing, the thing sent and
    a birthday wished late told to the other of the two ``speakers`` by name; as it was
    otherwise."""
    listener = _listener(speaker, speakers)
    if listener is None:
        return text
    text = _THANKS.sub(lambda m: f"{_lead(m)}I thanked {listener} for {m.group('thing')}", text)
    text = _WISHED.sub(lambda m: _wished(m, listener), text)
    return _SENT.sub(lambda m: _sent(m, listener), text)


# "Thanks for feeding the cat while I was in Crete!", "cheers for having the kids when we
# moved": thanks for a deed done while the speaker was somewhere or busy with something.
_DEED_THANKED: Final = re.compile(
    r"""(?:^|(?<=[.!?])\s+)(?:(?:oh|and|also|ps|p\.s\.|aw+)[\s,]+)?
    (?:thank\s+you|thanks|thank\s+u|thx|ty|cheers|ta)(?:\s+(?:so|very)\s+much|\s+a\s+lot
    |\s+again|\s+loads)?\s+for\s+(?:[a-z]+ing|everything|all\s+(?:the|your)\s+help)\b[^.!?]*?,?\s+
    (?:while|whilst|when)\s+
    (?P<said>(?:I|i|we)\b[^.!?]*)""",
    re.IGNORECASE | re.VERBOSE,
)


def deed_thanked(text: str) -> str:
    """``text`` with thanks for a deed done while the speaker was away or busy told as
    the speaker's own clause: "Thanks for feeding the cat while I was in Crete!" -> "I was
    in Crete!". Whole, it reads as no one's ("For feeding the cat while ..."); the deed
    thanked for is the listener's kindness, nothing to keep."""
    return _DEED_THANKED.sub(lambda m: m.group("said")[:1].upper() + m.group("said")[1:], text)


def age_thanked(
    text: str, prompt: str | None, speaker: str | None, speakers: Collection[str]
) -> str:
    """``text`` (one turn by ``speaker``) with the age it gives in thanks for a birthday
    wished in ``prompt`` said in full: "Happy birthday for Tuesday! Did you have a nice
    day?" - "Thanks! Fifty at last." -> "Thanks! I turned fifty on Tuesday."; as it was
    when the wish is for someone else or may be for a day still ahead."""
    if not prompt or _listener(speaker, speakers) is None:
        return text
    wished = _WISH.search(prompt)
    if wished is None or (wished.group("who") or speaker) != speaker:
        return text
    if (wished.group("to") or "you").lower() not in {"you", "u"}:
        return text  # "Happy birthday to your mum!": someone else's age
    thanked = _AGE_THANKED.match(text)
    guessed = _AGE_GUESSED.search(prompt, wished.end())
    if thanked is None and guessed is not None:
        thanked = _guess_answered(text, guessed)  # "Forty at last?" - "Thirty-nine!"
    if thanked is None:
        return text
    day = wished.group("day")
    if thanked.groupdict().get("today") is not None:
        day_told = " today"  # "Cheers! 45 today.": the day is today, whatever was wished
    elif day is None:
        day_told = ""  # "Happy birthday!": sent on the day, or near it
    elif _gone(wished, prompt) or (guessed is not None and guessed.group("reached")):
        # "Forty at last?": the age is guessed as reached, so the day is past
        day_told = " yesterday" if day.lower() == "yesterday" else f" on {day}"
    else:
        return text  # "Happy birthday for Saturday!" may come before the day
    age = thanked.group("age") or (guessed.group("age") if guessed is not None else "")
    told = f"{thanked.groupdict().get('thanks') or ''}I turned {age.lower()}{day_told}."
    return told + text[thanked.end() :]


def _guess_answered(text: str, guessed: re.Match[str]) -> re.Match[str] | None:
    """The reply to an age guessed after a birthday wish ("Forty at last?"), when it puts
    the age right ("Thirty-nine, thank you very much!") or agrees ("Yep, the big one!"):
    its ``age`` is None when it agrees. None when it does neither ("Ha, don't remind me")."""
    put_right = _AGE_PUT_RIGHT.match(text)
    if put_right is not None:
        return put_right
    agreed = _GUESS_AGREED.match(text)
    if agreed is None or _NOT_AGREED.search(text[: agreed.end() + 40]):
        return None
    return agreed


# "Happy birthday!", "Happy belated birthday for Wednesday, Ines!": the wish, its day and
# whom it names.
_WISH: Final = re.compile(
    rf"""\bhappy\s+(?P<late>belated\s+|late\s+)?(?:birthday|bday|b-day)
    # "to you", or to someone else: "to your mum", "to Jess"
    (?:\s+to\s+(?P<to>[\w'’-]+))?
    (?:\s+for\s+(?P<day>yesterday|(?:last\s+)?{WEEKDAY}|the\s+\d{{1,2}}(?:st|nd|rd|th)))?
    (?:,?\s+(?P<who>(?-i:[A-Z])[\w'’-]+))?""",
    re.IGNORECASE | re.VERBOSE,
)
# An age in figures or words: "40", "forty", "forty-one".
_AGE_WORD: Final = (
    rf"""(?:\d{{1,3}}|(?:{"|".join(NUMBER_WORDS)})(?:-(?:{"|".join(list(NUMBER_WORDS)[:9])}))?)"""
)
# Ages said in thanks: "Thank you! Forty at last.", "Thanks, 60 today!"
_AGE_THANKED: Final = re.compile(
    rf"""^(?P<thanks>(?:aw+\s+|oh\s+)?(?:thank\s+you|thanks|thank\s+u|ta|cheers)
    (?:\s+(?:so|very)\s+much|\s+(?-i:[A-Z])[\w'’-]+)?\s*[!.,]+\s*)
    (?P<age>{_AGE_WORD})
    (?:\s+(?:at\s+last|(?P<today>today)|now|already|years\s+old|and\s+counting))?
    \s*[!.]+(?=\s|$)""",
    re.IGNORECASE | re.VERBOSE,
)
# "Forty at last?", "30 today?", "Are you sixty now?": the age the wisher guesses.
_AGE_GUESSED: Final = re.compile(
    rf"""(?:^|[.!?,]\s+)(?:(?:are\s+(?:you|u)|you're|ur)\s+)?(?P<age>{_AGE_WORD})
    (?:\s+(?:(?P<reached>at\s+last|now|already|finally)|today|this\s+time|then))?\s*\?+\s*$""",
    re.IGNORECASE | re.VERBOSE,
)
# "Thirty-nine, thank you very much!", "Nope, 39!", "39 actually": the age put right.
_AGE_PUT_RIGHT: Final = re.compile(
    rf"""^(?:(?:no|nope|nah|not\s+quite|close|cheeky)[,!.]*\s+)?(?:(?:i'm|i\s+am|only|just)\s+)?
    (?P<age>{_AGE_WORD})(?:\s+(?:actually|thanks|thank\s+you))?(?:\s*[!.,]+(?=\s|$)|\s*$)""",
    re.IGNORECASE | re.VERBOSE,
)
# "Yep!", "Aye, the big four-oh", "Sure am": the guess agreed.
_GUESS_AGREED: Final = re.compile(
    r"^(?P<age>)(?:yes|yep|yeah|yup|aye|indeed|sure\s+am|i\s+am|afraid\s+so|that's\s+right)\b[!.,]*",
    re.IGNORECASE,
)
_NOT_AGREED: Final = re.compile(r"\b(?:not|no|nope|nah|wish|don't|joking|kidding)\b", re.I)
# A question after the wish that puts the day behind: "Did you have a nice day?"
_DAY_GONE: Final = re.compile(
    r"\b(?:did\s+you|how\s+was|was\s+it|hope\s+you\s+had|what\s+did\s+you)\b", re.IGNORECASE
)


def _gone(wished: re.Match[str], prompt: str) -> bool:
    """Whether the wish ``wished`` in ``prompt`` is for a day gone: wished late, for
    yesterday or last Saturday, or asked after as past ("Did you have a nice day?")."""
    day = wished.group("day") or ""
    return (
        wished.group("late") is not None
        or re.match(r"yesterday|last\s", day, re.IGNORECASE) is not None
        or _DAY_GONE.search(prompt, wished.end()) is not None
    )


def _wished(match: re.Match[str], listener: str) -> str:
    """ "<listener>'s birthday was <day>", when the wish names no one else and is late
    ("belated", "late") or for a day gone ("yesterday", "last Saturday")."""
    named = {match.group(g) for g in ("before", "after", "last")} - {None}
    if named - {listener}:
        return match.group(0)
    day, age = match.group("day"), match.group("age")
    if day is None:
        if age is None or match.group("when").lower() != "today":
            return match.group(0)  # "Happy birthday!": on the day or not, no age
        return f"{_lead(match)}{listener} turned {age} today{_stop(match)}"
    if age is None and not _gone(match, match.string):
        # "Happy birthday for Saturday!" may be sent before the day: not known as past.
        return match.group(0)
    on = "" if day.lower() == "yesterday" else "on "
    turned = f" and {listener} turned {age}{_stop(match)}" if age is not None else ""
    return f"{_lead(match)}{listener}'s birthday was {on}{day}{turned}"


def _stop(match: re.Match[str]) -> str:
    """A full stop after the age, unless one follows: "30 now ya auld wife" ends there."""
    return "" if re.match(r"\s*(?:[.!?,]|$)", match.string[match.end() :]) else "."


def _lead(match: re.Match[str]) -> str:
    """The space before the thanks, kept."""
    said = match.group(0)
    return said[: len(said) - len(said.lstrip())]


def _sent(match: re.Match[str], listener: str) -> str:
    said = match.group(0)
    head = said[: match.start("you") - match.start()]
    return f"{head}{listener} {match.group('thing')}"


_NO_FRIENDS: Final = frozenset({"user", "assistant", "ai", "bot", "system"})


def _listener(speaker: str | None, speakers: Collection[str]) -> str | None:
    """The one other speaker of a chat between two named people, or None."""
    if speaker is None or len(speakers) != 2 or speaker not in speakers:
        return None
    if any(s.lower() in _NO_FRIENDS for s in speakers):
        return None
    (other,) = (s for s in speakers if s != speaker)
    return other
