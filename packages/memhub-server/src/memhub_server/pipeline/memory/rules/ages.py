"""An age kept with the month it was said: "Tui is nine now" -> "Tui was nine years old
in March 2025".

An age stated as it stands ("Jojo's chinchilla is 9 now and still steals socks", "a little
girl called Thaddea, who's four", "Ada is 6 months old now", "my son turned 7") turns
false as time passes; said with the month it was true it stays true, and what is said
beside it stays as it is: "Jojo's chinchilla was 9 years old in March 2025 and still steals
socks." Years, months and weeks are kept in the unit said; a bare number is years.

What is left alone: an age with a date of its own ("turned 30 on 9 March 2025", "turned 7
in the week of ..."), an age to come ("she'll be 5 on 3 June"), an age at a past event
("At 20 Mia moved to Lisbon"), an age in a condition or a question ("if Otto is 12 ...").
A bare number needs a subject that can have an age: a name the conversation gives a
person or a pet, a relative or a pet by the word ("Mia's son", "the dog"), or "he", "she",
"who"; "it's 9 now" and "the score is 3" are no ages.

An age may also open a sentence on its own, the one it belongs to named in the clause
after it: "Sixty-eight, and he still runs the allotment." :func:`age_fronted` says it of
that "he" or name ("He's sixty-eight, and he still runs ..."), so the age is read like
any other and the "he" is settled as any other is.

A count said again as a bare number puts the one said before right, or tells how it
has grown: "Marit keeps twelve hens now." - "Twelve!" - "Thirteen since Sunday."
:func:`count_grown` says the new count in full ("Marit keeps thirteen hens since
Sunday."), from the fact the speaker's turn before formed.
"""

from __future__ import annotations

import re
from datetime import date
from typing import Final

from ...dates import human_month
from .lexicon import IRREGULAR_PAST, KIN_EXTRA, NUMBER_WORDS, PETS, RELATIVES, ROLES, alternation

__all__ = ["age_dated", "age_fronted", "count_grown"]

_TENS: Final = alternation(word for word, n in NUMBER_WORDS.items() if int(n) >= 20)
_UNITS: Final = alternation(word for word, n in NUMBER_WORDS.items() if int(n) < 10)
_UNDER_TWENTY: Final = alternation(word for word, n in NUMBER_WORDS.items() if int(n) < 20)
_NUMBER: Final = rf"""(?:\d{{1,3}}|(?:{_TENS})(?:[-\s](?:{_UNITS}))?(?![\w-])
    |(?:{_UNDER_TWENTY})(?![\w-]))(?:\s+and\s+a\s+half)?"""
# "9", "9 years old", "6 months old", "8 wks old", "12 y/o", "nine-year-old" is no age said
# this way and stays out.
_UNIT: Final = r"""(?:\s*(?P<unit{n}>years?|yrs?|months?|mos?|weeks?|wks?)\s+old
    |\s*(?P<yo{n}>y/?o)\b)"""
# (not "four and a half feet tall": "and a half" belongs to the number)
_END: Final = r"(?=\s*$|\s*[.,;!)]|\s+(?:and(?!\s+a\s+half)|but|so|too|as\s+well)\b)"
_AGE: Final = re.compile(
    rf"""(?P<who>\b[\w'’-]+)(?P<verb>\s+is|\s+are|['’]s)\s+
    (?:(?:now|just|only|already)\s+)?(?:(?P<about>nearly|almost)\s+)?
    (?P<age>{_NUMBER}(?:(?:\s*,\s*|\s+and\s+){_NUMBER})*){_UNIT.format(n=1)}?(?:\s+(?:now|already|these\s+days|today))?{_END}
    |(?P<who2>\b[\w'’-]+)\s+(?:just\s+|has\s+just\s+|has\s+)?turned\s+
    (?P<age2>{_NUMBER}){_UNIT.format(n=2)}?{_END}""",
    re.IGNORECASE | re.VERBOSE,
)
# Before the age in the same fact, a word that makes it a condition, a time to come or a
# question, not how old someone is: "if Otto is 12", "by the time she's 18".
_NOT_SO: Final = re.compile(
    r"""\b(?:if|whether|unless|until|till|once|when|whenever|by\s+the\s+time|before|after
    |as\s+soon\s+as|will|would|could|should|might|wish|wishes|pretend|pretends|imagine)\b
    |\?""",
    re.IGNORECASE | re.VERBOSE,
)
_AGED: Final = frozenset({"he", "she", "who", "they", "user"}) | RELATIVES | KIN_EXTRA | PETS
_AGED_WITH_UNIT: Final = _AGED | ROLES
_NOT_AGED: Final = frozenset({"it", "that", "this", "there", "what", "which", "here"})


def age_dated(text: str, today: date, names: frozenset[str]) -> str:
    """``text`` with each age it states as it stands said as of ``today``'s month:
    "Tui is nine now" -> "Tui was nine years old in May 2024". ``names``: those the
    conversation gives people and pets (a bare number is an age only of one of them, of a
    relative or pet by the word, or of "he", "she", "who"). What follows with "and" stays
    in the present: "Tui is nine and very shy" -> "Tui was nine years old in May 2024 and
    is very shy"."""
    month = human_month(today.year, today.month)
    out: list[str] = []
    at = 0
    for match in _AGE.finditer(text):
        who = (match.group("who") or match.group("who2")).rstrip("'’")
        age = match.group("age") or match.group("age2")
        said = next((u for u in match.group("unit1", "yo1", "unit2", "yo2") if u), None)
        low = who.lower()
        if low in _NOT_AGED or _NOT_SO.search(text, 0, match.start()):
            continue
        if said is None and low not in _AGED and who not in names:
            continue
        if said is not None and low not in _AGED_WITH_UNIT and not who[:1].isupper():
            continue
        if any(n.isdigit() and not 0 < int(n) <= 120 for n in re.split(r"\W+", age)):
            continue
        plural = (match.group("verb") or "").strip() == "are"
        out.append(text[at : match.start()])
        # "nearly 3" is no "3": what was said of the age stays with it
        about = f"{match.group('about').lower()} " if match.group("about") else ""
        was = "were" if plural else "was"
        out.append(f"{who} {was} {about}{age} {_unit(said, age)} old in {month}")
        at = match.end()
        rest = _AND_REST.match(text, at)
        if (
            rest is not None
            and not plural
            and not _is_verb(_after_adverb(rest.group("rest")))
            and not _own_subject(rest.group("rest"))
        ):
            out.append(f"{rest.group('and')}is ")  # "and nearly blind" -> "and is nearly blind"
            at = rest.end("and")
    return "".join(out) + text[at:] if out else text


# What follows an age with "and": "and still steals socks", "and very bossy".
_AND_REST: Final = re.compile(r"(?P<and>\s+and\s+)(?P<rest>[\w'’-]+(?:\s+[\w'’-]+)?)")
_ADVERBS: Final = frozenset({"still", "also", "already", "really", "even", "always", "now", "just"})
# Words that open a clause of its own after "and": "and she stays", "and the dog ..."
_OWN_CLAUSE: Final = frozenset(
    {"the", "he", "she", "they", "we", "i", "it", "his", "her", "their", "our", "my", "its"}
    | {"who", "there", "that", "this", "then", "so", "is", "was", "are", "were", "will"}
)


_BE_OR_HAVE: Final = frozenset({"is", "are", "was", "were", "has", "have", "had", "'s", "’s"})


def _own_subject(rest: str) -> bool:
    """Whether ``rest`` opens on a subject of its own and its verb: "and eino is 4", "and
    his twin was born ..." (a name typed in lower case is still a subject)."""
    words = rest.split()
    return len(words) == 2 and words[0].lower() not in _ADVERBS and words[1].lower() in _BE_OR_HAVE


def _after_adverb(rest: str) -> str:
    words = rest.split()
    while len(words) > 1 and words[0].lower() in _ADVERBS:
        words = words[1:]
    return words[0]


def _is_verb(word: str) -> bool:
    """Whether ``word`` reads as a verb after a subject ("steals", "loved", "has") or opens
    a clause of its own ("she", "the")."""
    if word[:1].isupper():
        return True
    word = word.lower()
    if word in _OWN_CLAUSE:
        return True
    if word in {"has", "had", "does", "did", "can", "loves", "hates", "lives", "works"}:
        return True
    if word.endswith(("n't", "n’t")) or word in {"will", "would", "could", "should", "might"}:
        return True  # "and still won't sleep": a verb of its own, no "is" before it
    if word.endswith(("ss", "ous", "less", "us", "is")):
        return False
    return word.endswith("ed") or (word.endswith("s") and len(word) > 3) or word in IRREGULAR_PAST


def _unit(said: str | None, age: str) -> str:
    """The unit an age was said in, written out: "yrs" -> "years", none -> years."""
    word = (said or "years").lower()
    if word.startswith(("mo",)):
        unit = "months"
    elif word.startswith(("w",)):
        unit = "weeks"
    else:
        unit = "years"
    return unit[:-1] if age.lower() in {"1", "one"} else unit


# A sentence (or turn) that opens on a bare age, "and" and a clause of the one it belongs
# to: "Seventy-two, and she still swims", "40 now and Jonas has never cooked", "nine and
# he reads everything". The clause is in the present: "10, and he was asleep" may be a
# time, "3, and he would have ..." anything.
_FRONTED: Final = re.compile(
    rf"""(?P<gap>^|(?<=[.!?])\s+)(?P<age>{_NUMBER})(?:\s+(?:now|already|this\s+year))?
    (?P<and>\s*,?\s+(?:and|n|&)\s+(?:(?:yet|still|already|now)\s+)?)
    (?P<who>(?-i:[A-Z])[\w-]+|he|she)(?P<rest>(?:['’]s)?\s+(?:(?:still|already|now|just|even
    |also|never)\s+)*(?P<verb>[\w'’-]+))""",
    re.IGNORECASE | re.VERBOSE,
)
# After the one named, what shows the clause is no present fact of theirs.
_NOT_NOW: Final = frozenset(
    {"was", "were", "had", "would", "will", "could", "should", "might", "said", "says"}
)


# A question a bare number answers as no age: "How much was it?", "What time ...?",
# "What was the score?", "How many came?"
_ASKED_NUMBER: Final = re.compile(
    r"\b(?:how\s+(?:much|many|long|far|late|early)|what\s+time|when|score|cost|price|pay)\b",
    re.IGNORECASE,
)


# "How's your nan?", "how is Ravi doing?": the one asked after, whom a bare age in the
# answer belongs to.
_HOW_IS: Final = re.compile(
    rf"""\bhow(?:['’]s|\s+is)\s+(?P<who>(?:your|ur)\s+(?:{alternation(RELATIVES)})
    |(?-i:[A-Z])[\w-]+)(?:\s+(?:doing|getting\s+on|keeping))?\s*\?*\s*$""",
    re.IGNORECASE | re.VERBOSE,
)
# An answer that opens on a bare age and no more of it than "now": "92 and back home",
# "Seventy now, and still dancing", "eighty-one!".
_AGE_ALONE: Final = re.compile(
    rf"^(?P<age>{_NUMBER})(?=(?:\s+now)?(?:\s*[,.!]|\s+(?:and|n|&)\s|\s*$))",
    re.IGNORECASE,
)


def age_fronted(text: str, names: frozenset[str], prompt: str | None = None) -> str:
    """``text`` with each sentence that opens on a bare age said of the one its clause
    after "and" is about: "Eighty-one, and she still drives." -> "She's eighty-one, and
    she still drives."; "Forty now and Jonas ..." -> "Jonas is forty, and Jonas ...".
    The one must be "he", "she" or one of ``names`` (those the conversation gives people);
    as it was otherwise ("9, and it was late", "3, and we won"), and when ``prompt`` asks
    for a number that is no age ("How much was it?" - "Twenty, and he paid it")."""
    if prompt is not None and _ASKED_NUMBER.search(prompt):
        return text
    asked = _HOW_IS.search(prompt) if prompt is not None else None
    alone = _AGE_ALONE.match(text) if asked is not None else None
    if asked is not None and alone is not None:
        # "How's your nan?" - "92 and back in her garden": the age of the one asked
        who = asked.group("who")
        if who.lower().startswith(("your ", "ur ")):
            who = "my " + who.split()[1]
        elif who not in names:
            return text
        age = alone.group("age")
        age = age if age[:1].isdigit() else age.lower()
        return f"{who[:1].upper()}{who[1:]} is {age}{text[alone.end('age') :]}"

    def said(match: re.Match[str]) -> str:
        who, age = match.group("who"), match.group("age")
        low = who.lower()
        verb = match.group("verb").lower()
        if low not in {"he", "she"} and who not in names:
            return match.group()
        if verb in _NOT_NOW or verb.endswith(("'d", "’d")) or _NOT_SO.fullmatch(verb):
            return match.group()
        if any(n.isdigit() and not 0 < int(n) <= 120 for n in re.split(r"\W+", age)):
            return match.group()
        age = age if age[:1].isdigit() else age.lower()  # "Seventy" opened the sentence
        lead = f"{who.capitalize()}'s" if low in {"he", "she"} else f"{who} is"
        return f"{match.group('gap')}{lead} {age}, and {who}{match.group('rest')}"

    return _FRONTED.sub(said, text)


# A turn opening on a bare number and at most when it came to be: "Thirteen since
# Sunday.", "14 now", "well, eleven".
_RECOUNT: Final = re.compile(
    rf"""^(?:(?:well|actually|no|nope|make\s+that|oh)[\s,]+)*(?P<count>{_NUMBER})
    (?P<when>\s+(?:now|since\s+[\w\s'’-]{{1,30}}?|as\s+of\s+[\w\s'’-]{{1,30}}?))?
    \s*(?P<end>[.!,]+|$)""",
    re.IGNORECASE | re.VERBOSE,
)
# A count the speaker's turn before said of someone: "Marit keeps twelve hens now.",
# "Joe has got 40 sheep.", "Ines has 3 allotments"
_COUNTED: Final = re.compile(
    rf"""^(?P<who>[\w'’ -]+?)\s+(?P<verb>has\s+got|has|keeps|owns|looks\s+after|runs)\s+
    (?P<count>{_NUMBER})\s+(?P<things>[a-z]+)(?:\s+now)?\.?$""",
    re.IGNORECASE | re.VERBOSE,
)


def count_grown(text: str, before: list[str], prompt: str | None = None) -> str:
    """``text`` (a turn) with the bare number it opens on said as the new count of what
    one of the facts ``before`` (formed from the speaker's turn before) counted: "Thirteen
    since Sunday." after "Marit keeps twelve hens now." -> "Marit keeps thirteen hens
    since Sunday."; "Thirteen." -> "... thirteen hens now."; as it was when the turn
    opens otherwise, when no fact counted anything or the number is the same, or when
    the ``prompt`` between asked something else ("and you?", "how about cats?")."""
    said = _RECOUNT.match(text)
    if said is None:
        return text
    for fact in before:
        counted = _COUNTED.match(fact)
        if counted is None or counted.group("count").lower() == said.group("count").lower():
            continue
        if prompt and "?" in prompt and not _asked_again(prompt, counted):
            continue  # the bare number answers the question asked in between
        count = said.group("count")
        count = count if count[:1].isdigit() else count.lower()
        told = f"{counted.group('who')} {counted.group('verb')} {count} {counted.group('things')}"
        return f"{told}{said.group('when') or ' now'}." + text[said.end() :]
    return text


def _asked_again(prompt: str, counted: re.Match[str]) -> bool:
    """Whether the question ``prompt`` asks about the ``counted`` count again: says its
    number or its things back ("Three?", "more hens?"), or asks "how many" with no other
    thing and not of the answerer ("how many does she have now?")."""
    things = counted.group("things").lower().removesuffix("s")
    low = prompt.lower()
    if re.search(
        rf"\b(?:{re.escape(counted.group('count').lower())}|{re.escape(things)}\w*)\b", low
    ):
        return True
    return bool(re.search(r"\bhow\s+many\b(?!\s+[a-z]+s\b)", low)) and not re.search(
        r"\b(?:you|u|ya|yours?)\b", low
    )
