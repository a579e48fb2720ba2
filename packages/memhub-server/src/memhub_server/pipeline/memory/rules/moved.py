"""A day set and then moved, maybe more than once, told in one sentence: "The recital was
booked for the 3rd of May, then moved to the 10th, and now it's the 17th" or "the hearing
was set for Monday but was pushed back to Thursday". Only the latest day stands: the
days before it are no longer when the thing happens. :func:`latest_move` says the thing
with that day alone ("The recital is now on the 17th"), and keeps what follows.

A move told in the past ("got moved to the 19th") may be of a thing already over: its day
is then the last when it is well nearer than the next ("The test was on the 19th" when the
19th was a week ago), or the last when the question asks about it as over ("How was the wedding?").
A move told in the present perfect ("it's been pushed back", "now it's the 17th") is ahead."""

from __future__ import annotations

import re
from datetime import date
from typing import Final

from ...dates import MONTHS
from .dates import resolve_relative_dates
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
      (?:back\s+)?to\s+(?P<moved>{_DAY}))+
    (?:,?\s+(?:and\s+|but\s+)?(?:now|finally)\s+(?:it['’]s|it\s+is)\s+(?:on\s+)?(?P<now>{_DAY}))?""",
    re.IGNORECASE | re.VERBOSE,
)
# "My test got moved from the 12th to the 19th"
_MOVED_FROM_TO: Final = re.compile(
    rf"""{_THING}\s+(?:was|got|has\s+been|had\s+been|['’]s\s+been)\s+{_MOVED}\s+from\s+{_DAY}
    \s+to\s+(?P<moved>{_DAY})""",
    re.IGNORECASE | re.VERBOSE,
)


# The move told as of now: "it's been pushed back", "they've moved it", "now it's the 17th".
_MOVED_AS_OF_NOW: Final = re.compile(
    r"\b(?:has|have)\s+been\b|['’](?:s|ve)\s+(?:been|moved)\b|\bhave\s+moved\b|\bnow\b",
    re.IGNORECASE,
)
# A question that asks about the thing as over: "How was the wedding?", "How did it go?"
_ASKED_AS_OVER: Final = re.compile(
    r"\b(?:how\s+(?:was|were|did)|did\s+(?:it|you|the|your)|was\s+it)\b", re.IGNORECASE
)


def latest_move(text: str, today: date | None = None, prompt: str | None = None) -> str:
    """``text`` with a day set and then moved said as the latest day alone ("The fair was
    set for Friday, then moved to Sunday" -> "The fair is now on Sunday"). With ``today``,
    a move told in the past keeps the past when its day is nearer behind than ahead, or
    when ``prompt`` asks about the thing as over ("The fair was on Sunday")."""

    def latest(match: re.Match[str]) -> str:
        day = _with_month((match.groupdict().get("now") or match.group("moved")).strip(), match)
        thing = match.group("thing")
        if today is not None and not _MOVED_AS_OF_NOW.search(match.group(0)):
            asked_as_over = prompt is not None and _ASKED_AS_OVER.search(prompt) is not None
            if asked_as_over or _nearer_behind(f"on {day}", today):
                return f"{thing} was on {day}"
        return f"{thing} is now on {day}"

    return _MOVED_FROM_TO.sub(latest, _SET_THEN_MOVED.sub(latest, text))


# "the 3rd": a day of the month that names no month; any month named in a text.
_BARE_DAY: Final = re.compile(r"the\s+\d{1,2}(?:st|nd|rd|th)", re.IGNORECASE)
_MONTH_NAMED: Final = re.compile(rf"\b(?:{_MONTH})\b", re.IGNORECASE)


def _with_month(day: str, match: re.Match[str]) -> str:
    """``day`` with the month named before it in ``match`` when it names none ("the 3rd" in
    "set for the 3rd of May, then moved to the 10th, then back to the 3rd")."""
    if not _BARE_DAY.fullmatch(day):
        return day
    months = _MONTH_NAMED.findall(match.group(0))
    return f"{day} of {months[-1]}" if months else day


def _nearer_behind(day: str, today: date) -> bool:
    """Whether the last ``day`` before ``today`` is well nearer than the next one (less
    than half as far: a plan is more often told than one over, so "Friday" said on a Monday
    stays ahead)."""
    _, behind = resolve_relative_dates(day, today, True, named=True)
    _, ahead = resolve_relative_dates(day, today, False, named=True)
    if not behind or not ahead:
        return False
    return 2 * (today - behind[0].start).days < (ahead[0].start - today).days
