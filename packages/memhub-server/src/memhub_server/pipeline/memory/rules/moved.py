"""A day set and then moved, maybe more than once, told in one sentence: "The recital was
booked for the 3rd of May, then moved to the 10th, and now it's the 17th" or "the hearing
was set for Monday but was pushed back to Thursday". Only the latest day stands: the
days before it are no longer when the thing happens. :func:`latest_move` says the thing
with that day alone ("The recital is now on the 17th"), and keeps what follows."""

from __future__ import annotations

import re
from typing import Final

from ...dates import MONTHS
from .lexicon import WEEKDAY

__all__ = ["latest_move"]

_MONTH = "|".join(MONTHS)
_DAY = rf"""(?:the\s+\d{{1,2}}(?:st|nd|rd|th)(?:\s+of\s+(?:{_MONTH}))?
    |\d{{1,2}}(?:st|nd|rd|th)?\s+(?:{_MONTH})|(?:{_MONTH})\s+\d{{1,2}}(?:st|nd|rd|th)?
    |(?:next\s+|this\s+)?{WEEKDAY})"""
_MOVED = r"""(?:moved|changed|pushed\s+back|put\s+back|put\s+off|brought\s+forward
    |postponed|rescheduled|shifted)"""
# "then moved", "but it's been pushed back", "but they moved it"
_MOVED_BY = rf"""(?:(?:it\s*)?(?:was\s+|got\s+|has\s+been\s+|had\s+been\s+|['’]s\s+been\s+)?
    {_MOVED}|(?:they|we|he|she|the\s+\w+)\s+(?:have\s+|['’]ve\s+|had\s+)?{_MOVED}\s+it)"""
_THING = r"(?P<thing>(?:^|(?<=[.!?]\s))[^.!?,;]*?)"
_SET_THEN_MOVED: Final = re.compile(
    rf"""{_THING}\s+(?:was|had\s+been)\s+(?:originally\s+|first\s+)?
    (?:set|booked|planned|scheduled|arranged|fixed|due|supposed\s+to\s+be|going\s+to\s+be)
    \s+(?:for|on)\s+{_DAY}
    (?:,?\s+(?:and\s+|but\s+)?(?:then\s+(?:{_MOVED_BY}\s+)?|{_MOVED_BY}\s+)
      to\s+(?P<moved>{_DAY}))+
    (?:,?\s+(?:and\s+|but\s+)?(?:now|finally)\s+(?:it['’]s|it\s+is)\s+(?:on\s+)?(?P<now>{_DAY}))?""",
    re.IGNORECASE | re.VERBOSE,
)
# "My test got moved from the 12th to the 19th"
_MOVED_FROM_TO: Final = re.compile(
    rf"""{_THING}\s+(?:was|got|has\s+been|had\s+been|['’]s\s+been)\s+{_MOVED}\s+from\s+{_DAY}
    \s+to\s+(?P<moved>{_DAY})""",
    re.IGNORECASE | re.VERBOSE,
)


def latest_move(text: str) -> str:
    """``text`` with a day set and then moved said as the latest day alone ("The fair was
    set for Friday, then moved to Sunday" -> "The fair is now on Sunday")."""
    return _MOVED_FROM_TO.sub(_latest, _SET_THEN_MOVED.sub(_latest, text))


def _latest(match: re.Match[str]) -> str:
    day = (match.groupdict().get("now") or match.group("moved")).strip()
    return f"{match.group('thing')} is now on {day}"
