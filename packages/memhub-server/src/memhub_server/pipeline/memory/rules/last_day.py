"""A first or last day told with the day first: "Friday was my last day."

"My last day at the farm was Friday" forms a dated memory; the same said the other way
round ("Friday was my last day") formed none. :func:`day_first_told` turns it round, and
when the sentence before says what the speaker quit or left ("I quit the salmon farm.
Friday was my last day.") the day is said to be the last one there.

Only a day word ("Friday", "last Friday", "yesterday", "the 3rd") and only "my first
day"/"my last day" are read; anything else is left as it was.
"""

from __future__ import annotations

import re
from typing import Final

__all__ = ["day_first_told"]

_FLAGS: Final = re.IGNORECASE | re.VERBOSE
_DAY: Final = r"""(?:(?:last|this\s+past)\s+)?(?:monday|tuesday|wednesday|thursday|friday
    |saturday|sunday)|yesterday|today|the\s+\d{1,2}(?:st|nd|rd|th)(?:\s+of\s+[a-z]+)?"""
_DAY_FIRST: Final = re.compile(
    rf"""(?:^|(?<=[.!?])\s+)(?P<day>{_DAY})\s+was\s+my\s+(?P<which>first|last)\s+day
    (?P<where>\s+(?:at|in|on)\s+(?:the\s+)?[\w'’-]+(?:\s+[\w'’-]+){{0,2}})?
    (?=\s*(?:[.!?,;]|$))""",
    _FLAGS,
)
# Words that make "I left the ..." a leaving of the moment ("I left the party early", "I
# left the gym at 6"), or of a gathering, not of a job.
_NOT_PLACE: Final = r"""(?:early|late|at|in|on|with|for|after|before|by|then|today|tonight
    |yesterday|again|\d+|party|pub|club|house|room|meeting|wedding|match|game|gig|concert
    |cinema|kids|dog|car|keys?|door|group|chat)\b"""
# "I quit the salmon farm", "I left my job at the bakery": where the last day was.
_LEFT: Final = re.compile(
    rf"""\b(?:i|i've|i\s+have)\s+(?:just\s+|finally\s+)?(?:quit|left|resigned\s+from)\s+
    (?:my\s+job\s+at\s+)?(?P<place>the\s+(?!{_NOT_PLACE})[\w'’-]+(?:\s+(?!{_NOT_PLACE})[\w'’-]+){{0,2}})
    \s*[.!]""",
    _FLAGS,
)


def day_first_told(text: str) -> str:
    """``text`` with "<day> was my first/last day" said as "My last day was on <day>"."""
    match = _DAY_FIRST.search(text)
    if match is None:
        return text
    day = match.group("day")
    if day.lower() not in {"yesterday", "today"}:
        day = f"on {day}"  # "on Friday", "on the 28th"
    where = match.group("where") or ""
    if not where and match.group("which").lower() == "last":
        lefts = list(_LEFT.finditer(text, 0, match.start()))
        if lefts:
            where = f" at {lefts[-1].group('place')}"
    said = f"My {match.group('which').lower()} day{where} was {day}"
    lead = text[: match.start("day")]
    return f"{lead}{said}{text[match.end() :]}"
