"""How a day is written in the text that the model and the ranker read.

People ask about "7 May 2023", "May 7, 2023", "May 2023" or "last May"; stored text
that only said ``2023-05-07`` could meet none of them by keyword, and an embedding of
``2023-05-07`` is far from one of "May". So every date memhub writes into a memory or a
passage carries its human form, with the ISO form after it for exact matching:
``full_date`` gives "7 May 2023 (2023-05-07)", ``human_date`` the human form alone
(for text where the ISO form is already written nearby). Months and years are written
in words only ("May 2023", "2023"): they have no shorter exact form worth adding.

The human form is day, month name, year ("7 May 2023"): unambiguous in every English
locale, and its words (the day, "May", "2023") are what a keyword search for "May 7,
2023" or "May 2023" looks for.
"""

from __future__ import annotations

import calendar
import re
from datetime import date
from typing import Final

__all__ = [
    "MONTHS",
    "as_of",
    "as_of_day",
    "full_date",
    "human_date",
    "human_month",
    "latest_day",
    "without_as_of",
]

MONTHS: Final = (
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
)


def human_date(day: date) -> str:
    """``day`` as people write it: "7 May 2023"."""
    return f"{day.day} {MONTHS[day.month - 1]} {day.year}"


def full_date(day: date) -> str:
    """``day`` in human and ISO form: "7 May 2023 (2023-05-07)"."""
    return f"{human_date(day)} ({day.isoformat()})"


def human_month(year: int, month: int) -> str:
    """A calendar month as people write it: "May 2023"."""
    return f"{MONTHS[month - 1]} {year}"


_MONTH_NAMES = "|".join(MONTHS)
_ORDINAL = r"(?:st|nd|rd|th)?"
_DAY_FORMS: Final = re.compile(
    rf"""(?<![\w-])(?:
        (?P<iso_year>\d{{4}})-(?P<iso_month>\d{{2}})-(?P<iso_day>\d{{2}})
      | (?P<dm_day>\d{{1,2}}){_ORDINAL}\s+(?:of\s+)?(?P<dm_month>{_MONTH_NAMES}),?\s+
        (?P<dm_year>\d{{4}})
      | (?P<md_month>{_MONTH_NAMES})\s+(?P<md_day>\d{{1,2}}){_ORDINAL},?\s+(?P<md_year>\d{{4}})
      | (?P<m_month>{_MONTH_NAMES}),?\s+(?P<m_year>\d{{4}})
    )(?![\w-])""",
    re.IGNORECASE | re.VERBOSE,
)
_MONTH_NUMBER: Final = {name.lower(): number for number, name in enumerate(MONTHS, start=1)}


def latest_day(text: str) -> date | None:
    """The latest day a date written in ``text`` names, or None when it names none.

    Days count in ISO and human form ("2023-05-07", "7 May 2023", "May 7, 2023"); a
    month ("May 2023") counts as its last day. Impossible dates ("30 February") are
    not dates.
    """
    latest: date | None = None
    for match in _DAY_FORMS.finditer(text):
        day = _day_of(match)
        if day is not None and (latest is None or day > latest):
            latest = day
    return latest


def _day_of(match: re.Match[str]) -> date | None:
    g = match.group
    try:
        if g("iso_year") is not None:
            return date(int(g("iso_year")), int(g("iso_month")), int(g("iso_day")))
        if g("dm_year") is not None:
            return date(int(g("dm_year")), _MONTH_NUMBER[g("dm_month").lower()], int(g("dm_day")))
        if g("md_year") is not None:
            return date(int(g("md_year")), _MONTH_NUMBER[g("md_month").lower()], int(g("md_day")))
        year, month = int(g("m_year")), _MONTH_NUMBER[g("m_month").lower()]
        return date(year, month, calendar.monthrange(year, month)[1])
    except ValueError:
        return None


# -- "as of" a day ------------------------------------------------------------------------
#
# A fact that reads as current ("is learning the cello", "wants to move to Madrid") is only
# known to hold on the day it was said. Written with that day, "... (as of 11 August
# 2024)", it never misleads: a year later it is still true about its day, so it can stay
# searchable instead of being forgotten, and the model reading it sees how old it is.

_AS_OF: Final = re.compile(rf" \(as of (?P<day>\d{{1,2}} (?:{_MONTH_NAMES}) \d{{4}})\)(?=\.?$)")


def as_of(sentence: str, day: date) -> str:
    """``sentence`` (ending in "." or not) stamped with the day it was known to hold:
    "The user is learning the cello (as of 1 March 2026)."."""
    body = sentence.rstrip()
    stop = "." if body.endswith(".") else ""
    body = body.removesuffix(".").rstrip()
    return f"{body} (as of {human_date(day)}){stop}"


def as_of_day(text: str) -> date | None:
    """The day an "as of" stamp at the end of ``text`` names (see :func:`as_of`)."""
    match = _AS_OF.search(text)
    return latest_day(match.group("day")) if match is not None else None


def without_as_of(text: str) -> str:
    """``text`` without its "as of" stamp: what it says, whatever day it was said."""
    return _AS_OF.sub("", text)
