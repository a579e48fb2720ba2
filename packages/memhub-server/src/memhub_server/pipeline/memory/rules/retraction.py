"""What a speaker takes back as soon as they say it: "he wants me to play at midsummer..
no wait that already happened", "due the 14th. no wait, they moved it", "I'm moving to
Mars. Just kidding, to Leeds". The sentence
before the "no wait" is no fact: :func:`without_retracted` drops it with the marker, and
what follows (the correction) is read as usual."""

from __future__ import annotations

import re
from typing import Final

__all__ = ["without_retracted"]

# A sentence (or the part of one before a comma) ended by punctuation, then the marker
# ("I mean, no one ...", "wait, no way", "scratch that idea" take nothing back).
_RETRACTED: Final = re.compile(
    r"""(?:^|(?<=[.!?…\n])\s*)(?P<said>[^.!?…\n]+?)\s*[.!?…,]+\s*
    (?:no[,\s]+wait\b|(?:wait|i\s+mean)[,\s]+no(?![\w'-]|\s+(?:one|way|idea|offence|offense
    |problem|worries|doubt|joke|kidding|matter|clue|pressure|rush|biggie)\b)
    |scratch\s+that(?=\s*(?:[,.!…:;-]|$))|sorry[,\s]+i\s+mean\b
    # "A cello, obviously. Just kidding, I went as a witch": the joke taken back
    |(?:just\s+|only\s+)?(?:kidding|joking)(?![\w'])|jk(?![\w']))
    [\s,.!…]*""",
    re.IGNORECASE | re.VERBOSE,
)


def without_retracted(text: str) -> str:
    """``text`` without what it takes back ("6, the 14th. no wait, they moved it" ->
    "they moved it"); a day put right in the next sentence is read by :mod:`.corrections`."""
    if not re.search(
        r"\bwait\b|\bscratch\b|\bi\s+mean\b|\bkidding\b|\bjoking\b|\bjk\b", text, re.I
    ):
        return text
    return _RETRACTED.sub(lambda m: " " if m.start() > 0 else "", text).strip()
