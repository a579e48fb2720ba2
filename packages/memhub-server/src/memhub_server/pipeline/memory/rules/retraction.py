"""What a speaker takes back as soon as they say it: "he wants me to play at midsummer..
no wait that already happened", "due the 14th. no wait, they moved it". The sentence
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
    |scratch\s+that(?=\s*(?:[,.!…:;-]|$))|sorry[,\s]+i\s+mean\b)
    [\s,.!…]*""",
    re.IGNORECASE | re.VERBOSE,
)


# A day said, then put right in the next sentence: "We buried him on Sunday. Sorry, it was
# Saturday.", "Two weeks ago I passed. Actually, it was three weeks ago."
_WEEKDAY = r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)"
_COUNT = r"(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|\d{1,2})"
_WHEN = rf"""(?:(?:on\s+|last\s+)?{_WEEKDAY}|{_COUNT}\s+(?:days?|weeks?|months?|years?)\s+ago
    |yesterday|last\s+(?:week|weekend|month|year))"""
_DATE_CORRECTED: Final = re.compile(
    rf"""(?P<said>[^.!?\n]*?(?<![\w'])(?P<old>{_WHEN})(?![\w'])[^.!?\n]*[.!?]+)\s*
    (?:actually|sorry|oops|no|wait|correction)[,\s]+(?:it\s+was|it's|that\s+was|make\s+that)\s+
    (?P<new>{_WHEN})(?![\w'])[^.!?\n]*[.!?]*""",
    re.IGNORECASE | re.VERBOSE,
)
_PLAIN_WEEKDAY: Final = re.compile(rf"{_WEEKDAY}$", re.IGNORECASE)


def _corrected(match: re.Match[str]) -> str:
    """The sentence with the day it named put right, the correction dropped."""
    old, new = match.group("old"), match.group("new")
    if _PLAIN_WEEKDAY.match(new) and old.lower().startswith(("on ", "last ")):
        new = f"{old.split()[0]} {new}"  # "on Sunday" put right as "Saturday": "on Saturday"
    if old[:1].isupper():
        new = new[:1].upper() + new[1:]
    said = match.group("said")
    at = match.start("old") - match.start("said")
    return f"{said[:at]}{new}{said[at + len(old) :]}"


def without_retracted(text: str) -> str:
    """``text`` without what it takes back ("6, the 14th. no wait, they moved it" ->
    "they moved it"), and with a day put right in the sentence after it said there
    ("on Sunday. Sorry, it was Saturday" -> "on Saturday")."""
    if re.search(r"\b(?:it\s+was|it's|that\s+was|make\s+that)\b", text, re.IGNORECASE):
        text = _DATE_CORRECTED.sub(_corrected, text)
    if not re.search(r"\bwait\b|\bscratch\b|\bi\s+mean\b", text, re.IGNORECASE):
        return text
    return _RETRACTED.sub(lambda m: " " if m.start() > 0 else "", text).strip()
