"""A deed told as the result of how someone was: "so ... that I ...".

"My new knee is so good that I walked round the castle grounds on Sunday", "I was so
nervous that I said good evening instead of good morning": the deed after "that" is news
of its own, which a clause read whole hides behind "so good". The sentence is told as two,
how it was and what was done ("My new knee is so good. I walked round ..."), when the
"so" is the speaker's own (their "I", "we" or "my" thing) and what follows "that I" is a
deed in the past. A wish, a thought or what nearly or could have happened ("so tired that
I could sleep for a week", "so hungry that I wanted to eat the table") is no deed, and is
left as it was.
"""

from __future__ import annotations

import re
from typing import Final

from .lexicon import IRREGULAR_PAST, word_set

__all__ = ["result_told"]

_SO_THAT: Final = re.compile(
    r"""(?P<how>(?:^|(?<=[.!?]\s))(?:(?:and|so|oh|honestly|well)[,]?\s+)?
    (?:I\s+(?:was|got|felt)|we\s+(?:were|got|felt)|(?:my|our)\s+(?:[a-z]+\s+){0,2}?[a-z]+\s+
    (?:is|was|are|were))
    \s+so\s+[a-z]+)
    \s+that\s+(?P<who>I|we)\s+(?P<verb>[a-z]+)\b""",
    re.IGNORECASE | re.VERBOSE,
)
# Past forms that say no deed: a wish, a thought, how one felt.
_NO_DEED: Final = word_set(
    """wanted needed wished hoped thought felt nearly almost could would might
    should was were had""",
    None,
)
# "-ed" words that are no past deed of their own.
_NOT_PAST: Final = word_set("need seed feed bleed breed speed shed bed", None)


def _deed(verb: str) -> bool:
    low = verb.lower()
    if low in _NO_DEED:
        return False
    return low in IRREGULAR_PAST or (low.endswith("ed") and low not in _NOT_PAST)


def result_told(text: str) -> str:
    """``text`` (one turn) with a deed told after "so <word> that I" made a sentence of its
    own: "I was so nervous that I said good evening" -> "I was so nervous. I said good
    evening"."""

    def told(match: re.Match[str]) -> str:
        if not _deed(match.group("verb")):
            return match.group()
        who = "I" if match.group("who").lower() == "i" else "We"
        return f"{match.group('how')}. {who} {match.group('verb')}"

    return _SO_THAT.sub(told, text)
