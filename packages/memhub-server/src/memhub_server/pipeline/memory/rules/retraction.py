"""What a speaker takes back as soon as they say it: "he wants me to play at midsummer..
no wait that already happened", "due the 14th. no wait, they moved it", "I'm moving to
Mars. Just kidding, to Leeds", "I swam the Channel. Not really." The sentence
before the "no wait" is no fact: :func:`without_retracted` drops it with the marker, and
what follows (the correction) is read as usual. A joke taken back in the turns after it
("I've been crowned Emperor of Estonia." - "Now what's the real news?"; "I'm giving up
chocolate to surf." - "You?" - "True, it's a joke.") is dropped by :func:`joke_dropped`."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final

from .lexicon import LAUGH
from .text import Passage

__all__ = ["joke_dropped", "quips_dropped", "without_retracted"]

# A sentence (or the part of one before a comma) ended by punctuation, then the marker
# ("I mean, no one ...", "wait, no way", "scratch that idea" take nothing back).
_RETRACTED: Final = re.compile(
    r"""(?:^|(?<=[.!?…\n])\s*)(?P<said>[^.!?…\n]+?)\s*[.!?…,]+\s*
    (?:no[,\s]+wait\b|(?:wait|i\s+mean)[,\s]+no(?![\w'-]|\s+(?:one|way|idea|offence|offense
    |problem|worries|doubt|joke|kidding|matter|clue|pressure|rush|biggie)\b)
    |scratch\s+that(?=\s*(?:[,.!…:;-]|$))|sorry[,\s]+i\s+mean\b
    # "her mam's a dinner... nah a crossing warden": a word trailed off and taken back
    |(?:(?<=\.\.\.\s)|(?<=\.\.\.)|(?<=…\s)|(?<=…))nah(?![\w'])
    # "A cello, obviously. Just kidding, I went as a witch": the joke taken back, after a
    # "no" or a laugh too ("No, joking, ...", "Haha nah, I'm only kidding")
    |(?:(?:no|nah|nope|ha(?:ha)*|lol)[,!\s]+)*(?:(?:i['’]?m\s+|i\s+am\s+)?(?:just\s+|only\s+)?
    (?:kidding|joking)|jk)(?![\w'])
    # "I ran a marathon. Not really.": the sentence taken back ("Not really my thing" is
    # a view of its own)
    |not\s+really(?=\s*(?:[.!…]|$)))
    [\s,.!…]*""",
    re.IGNORECASE | re.VERBOSE,
)


def without_retracted(text: str) -> str:
    """``text`` without what it takes back ("6, the 14th. no wait, they moved it" ->
    "they moved it"); a day put right in the next sentence is read by :mod:`.corrections`."""
    if not re.search(
        r"\bwait\b|\bscratch\b|\bi\s+mean\b|\bkidding\b|\bjoking\b|\bjk\b|\bnot\s+really\b"
        r"|\bnah\b",
        text,
        re.I,
    ):
        return text
    return _RETRACTED.sub(lambda m: " " if m.start() > 0 else "", text).strip()


# Disbelief said just before "And the real news?": after dull news ("Riveting. And the
# real news?") the question is a tease, and the news stands.
_DISBELIEF: Final = r"""(?:ha(?:\s*ha)*|haha+|lol|yeah,?\s+right|sure|right|very\s+funny|as\s+if
    |nice\s+try|of\s+course(?:\s+(?:you|he|she|they)\s+(?:are|is|did|have|has|will|do|does))?
    |pull\s+the\s+other\s+one|in\s+your\s+dreams|good\s+one|yeah,?\s+sure)"""
# The listener calling the news a joke: "Now what's the real news?", "And the real news?",
# "Very funny.", "Nice try." ("Are you kidding?!" is as often delight at true news, and
# takes nothing back.)
_CALLED_A_JOKE: Final = re.compile(
    rf"""\b(?:what(?:'s|’s|s|\s+is)\s+the\s+real\s+news|(?:ha\s*ha|haha+)[,!.]*\s+very\s+funny
    |(?:^|[.!?]\s+)(?:oh[,]?\s+)?{_DISBELIEF}[,!.?]*\s+(?:(?:and|so|now|ok|okay)[,]?\s+)?
    the\s+real\s+news\s*\?
    |^(?:(?:oh|ha|haha+)[,!.]*\s+)?(?:very\s+funny|nice\s+try)\b)""",
    re.IGNORECASE | re.VERBOSE,
)
# The speaker owning up in their next turn: "True, it's a joke.", "Only joking!", "I'm
# kidding, obviously.", "lol jk", "just messing".
_OWNED_A_JOKE: Final = re.compile(
    r"""^(?:(?:true|ok|okay|fine|yes|yeah|no|nah|ha+|haha+|lol|well|alright|all\s+right)
    [,!.]*\s+)*(?:(?:it's|it’s|it\s+was|that's|that’s|that\s+was|i'm|i’m|i\s+am|i\s+was)\s+)?
    (?:(?:just|only|obviously)\s+)?(?:a\s+joke|joking|kidding|having\s+you\s+on
    |pulling\s+your\s+leg|jk|j/k|(?<=just\s)messing|(?<=only\s)messing)\b""",
    re.IGNORECASE | re.VERBOSE,
)
# ... unless the speaker insists: "I'm serious", "No, really", "Not joking!".
_INSISTED: Final = re.compile(
    r"""^(?:(?:no|nope|honestly|seriously|genuinely)[,!.]*\s+)*(?:(?:i'm|i’m|i\s+am)\s+
    (?:serious|not\s+(?:joking|kidding))|really\b|not\s+(?:joking|kidding)|for\s+real
    |it's\s+true|it’s\s+true|honestly\b|seriously\b)""",
    re.IGNORECASE | re.VERBOSE,
)
_LAST_SENTENCE: Final = re.compile(r"(?:^|(?<=[.!?…]))\s*[^.!?…]+[.!?…]*\s*$")


def joke_dropped(text: str, speaker: str | None, later: Sequence[Passage]) -> str:
    """``text`` (a turn of ``speaker``'s) without its last sentence when the turns ``later``
    take it for a joke: the listener asks for the real news, or the speaker's next turn
    owns up ("True, it's a joke")."""
    if speaker is None or not later:
        return text
    following = later[0]
    reply = following.text if following.speaker != speaker else following.prompt
    own = next((p.text for p in later if p.speaker == speaker), None)
    if not (
        (reply is not None and _CALLED_A_JOKE.search(reply.strip()))
        or (own is not None and _OWNED_A_JOKE.match(own.strip()))
    ) or (own is not None and _INSISTED.match(own.strip())):
        return text
    return _LAST_SENTENCE.sub("", text, count=1).strip()


# "Then we can never be real friends, haha.", "We'll never live this down lol": what "we"
# can or will never do, said with a laugh, is banter between the two, not a plan.
_WE_NEVER_LAUGHING: Final = re.compile(
    r"""(?:^|(?<=[.!?…]))\s*[^.!?…]*?\bwe(?:['’]ll|\s+(?:can|will|could|shall))?\s+never\b
    [^.!?…]*?[,\s]*(?:ha(?:\s*ha)+|haha+|hah|lol|lmao|rofl|😂|🤣)+[.!…]*""",
    re.IGNORECASE | re.VERBOSE,
)


# Laughing so hard one is undone, said beside a laugh: "hahaha im weak", "lmao I'm dead",
# "I can't breathe 😂", "im crying lol". A reaction to what was said, not how the speaker
# is ("I'm weak after the flu, lol" and "I'm dead tired" go on, and are read as said).
_LAUGHED_OUT: Final = re.compile(
    rf"""(?:{LAUGH}[\s,.!]*)*+
    (?:i['’]?m|i\s+am|i['’]?ve\s+died|i\s+(?:literally\s+)?(?:can['’]?t|cannot)\s+breathe)
    (?:\s+(?:literally|actually|so|just|absolutely|officially))*
    (?:\s+(?:dea+d+|deceased|we+a+k+|cry+ing|scre+a*ming|whee+zing|howling|dy+ing|done|gone
    |in\s+tears|in\s+bits|on\s+the\s+floor|rolling|crying\s+laughing))?
    [\s,.!]*(?:{LAUGH}[\s,.!]*)*+""",
    re.IGNORECASE | re.VERBOSE,
)
_A_LAUGH: Final = re.compile(LAUGH, re.IGNORECASE | re.VERBOSE)


def _laughed_out(text: str) -> str:
    """``text`` without each sentence that only says the speaker is undone by laughing,
    and without a laugh at what a pet, a phone or a child just did ("haha my cat just
    walked across the screen", "lol my phone changed koshari to kosher again")."""
    if _A_LAUGH.search(text) is None:
        return text
    kept = []
    for found in _SENTENCES.finditer(text):
        sentence = found.group()
        reaction = _LAUGHED_OUT.fullmatch(sentence.strip())
        undone = reaction is not None and _A_LAUGH.search(sentence) and _UNDONE.search(sentence)
        if not undone and _ANTICS.match(sentence.strip()) is None:
            kept.append(sentence)
    return "".join(kept).strip()


# A laugh, then what the speaker's pet, phone or child just did or did again: the moment,
# shared, not news to keep.
_ANTICS: Final = re.compile(
    rf"""(?:{LAUGH}|omg)[,!.\s]+(?:my|our)\s+(?:cat|dog|kitten|puppy|parrot|bird|phone
    |autocorrect)\s+(?:just\s+)?(?:walked\s+(?:across|over|on)|sat\s+on|jumped\s+on|knocked
    |changed|autocorrected|photobombed|sneezed|stole\s+my)\b[^,;]*?(?:\bagain\b)?[.!?]*$""",
    re.IGNORECASE | re.VERBOSE,
)


_SENTENCES: Final = re.compile(r"[^.!?…]+[.!?…]*\s*|[.!?…]+\s*")
_UNDONE: Final = re.compile(
    r"""\b(?:dea+d+|deceased|we+a+k+|cry+ing|scre+a*ming|whee+zing|howling|dy+ing|done|gone
    |tears|bits|floor|rolling|died|breathe)\b""",
    re.IGNORECASE | re.VERBOSE,
)


# "Sorry, my grandmother just called, one second": an interruption, told as the chat
# pauses, no news.
_INTERRUPTED: Final = re.compile(
    r"""(?:^|(?<=[.!?]\s))(?:(?:sorry|oops|argh|ugh|ok|okay)[,!]?\s+)?(?:my\s+[\w-]+|someone
    |somebody|the\s+(?:door|doorbell|phone|baby|kettle))\s+(?:just\s+)?(?:called|rang|phoned
    |texted|knocked|woke\s+up|arrived)(?:\s+(?:again|now|lol|haha))?\s*[,;-]?\s*
    (?:one\s+sec(?:ond)?|brb|hold\s+on|hang\s+on|be\s+right\s+back|back\s+in\s+a\s+(?:sec|second
    |minute|moment|mo)|give\s+me\s+a\s+(?:sec|second|minute|moment|mo))\b
    (?:\s*(?:lol|haha\w*|sorry|x+))?\s*(?:[.!?]+\s*|$)""",
    re.IGNORECASE | re.VERBOSE,
)
# A sentence that leans on the one before it: "He started school on Monday".
_LEANS_BACK: Final = re.compile(r"(?:he|she|they|him|her|his|their)\b", re.IGNORECASE)


def _interruptions_dropped(text: str) -> str:
    """``text`` without each interruption that says nothing else, unless the sentence
    after it leans on who it named ("My son just woke up, one second. He started ...")."""
    out: list[str] = []
    at = 0
    for found in _INTERRUPTED.finditer(text):
        if _LEANS_BACK.match(text, found.end()):
            continue
        out.append(text[at : found.start()])
        at = found.end()
    return ("".join(out) + text[at:]).strip() if out else text


def quips_dropped(text: str) -> str:
    """``text`` without a sentence in which "we" can or will never do something, ended
    with a laugh ("Then we can never be real friends, haha"), without one that says the
    speaker is undone by laughing ("hahaha im weak"), and without an interruption ("Sorry,
    my grandmother just called, one second")."""
    text = _interruptions_dropped(_laughed_out(text))
    if "never" not in text.lower():
        return text
    return _WE_NEVER_LAUGHING.sub("", text).strip()
