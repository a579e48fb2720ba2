"""A childhood story told to explain a liking: "I hate sprouts. My nan boiled them for an
hour every Christmas", "love the sea. dad used to take us to Whitby every summer".

The liking is the fact; the story after it is why, told of years gone and of the way things
used to be, and no one's news now. Kept, it forms "<S>'s nan boiled them for an hour every
Christmas", a memory that reads as a fact about the nan. :func:`story_dropped` leaves the
liking and drops each sentence right after it that tells of how things used to be ("used
to", "every year", "when I was little") with the speaker a child in it ("us", "me", a
grandparent). A sentence after a liking that tells of now ("I love Rome. My sister lives
there now.") is news and stays.
"""

from __future__ import annotations

import re
from typing import Final

__all__ = ["story_dropped"]

# A sentence that says the speaker likes or can't stand something ("I" may be left out).
_LIKING: Final = re.compile(
    r"""^\s*(?:i\s+|i['’]ve\s+always\s+|we\s+)?(?:(?:really|absolutely|just|honestly|truly|still
    |totally)\s+)?(?:love|hate|adore|loathe|detest|dislike|(?:can['’]?t|cant|cannot)\s+(?:stand
    |bear|abide))\s+\S""",
    re.IGNORECASE | re.VERBOSE,
)
# A sentence that tells of how things used to be: "used to", "when I was little", or a
# past verb beside "every year".
_USED_TO_BE: Final = re.compile(
    r"""\b(?:used\s+to|would\s+always|when\s+(?:i|we)\s+(?:was|were)\s+(?:a\s+)?(?:kids?|little
    |young|small|child|children|teenagers?|\d+|[a-z]+teen|five|six|seven|eight|nine|ten))\b""",
    re.IGNORECASE | re.VERBOSE,
)
_EVERY_YEAR: Final = re.compile(
    r"""\bevery\s+(?:single\s+)?(?:year|summer|winter|spring|autumn|christmas|easter|sunday
    |saturday|weekend|holiday)\b""",
    re.IGNORECASE | re.VERBOSE,
)
_PAST: Final = re.compile(r"\b(?:was|were|did|had|made|took|went|kept|\w{2,}ed)\b", re.IGNORECASE)


# The speaker as a child in it: "took us", "made me", "when I was eight", a grandparent.
# (A story of grown-up days names its own things and is kept: "My old housemate used to
# leave his razor in the soap dish", "My brother used to run a bakery".)
_CHILDHOOD: Final = re.compile(
    r"""\b(?:us|me|when\s+(?:i|we)\s+(?:was|were)|gran|granny|grandma|grandmother|nan|nana
    |nanna|grandad|granddad|grandpa|grandfather)\b""",
    re.IGNORECASE | re.VERBOSE,
)


def _of_years_gone(sentence: str) -> bool:
    gone = _USED_TO_BE.search(sentence) is not None or (
        _EVERY_YEAR.search(sentence) is not None and _PAST.search(sentence) is not None
    )
    return gone and _CHILDHOOD.search(sentence) is not None


_SENTENCE: Final = re.compile(r"[^.!?…]+[.!?…]*\s*")


def story_dropped(text: str) -> str:
    """``text`` (one turn) without the sentences of how things used to be told right after
    a liking (see the module docstring)."""
    if not _USED_TO_BE.search(text) and not _EVERY_YEAR.search(text):
        return text
    kept: list[str] = []
    after_liking = False
    for found in _SENTENCE.finditer(text):
        sentence = found.group()
        if after_liking and _of_years_gone(sentence):
            continue
        after_liking = _LIKING.match(sentence) is not None
        kept.append(sentence)
    return "".join(kept).strip()
