"""Day phrases that :mod:`.dates` leaves alone, made absolute against the source's date.

People name a day by its number or by counting from another day as often as they say
"tomorrow"; each of these names exactly one day (``D`` is the document date):

==============================  ==================================================
phrase                          resolves to
==============================  ==================================================
on the 11th                     that day of D's month; when it is already past
                                (or, in the past tense, still ahead) the one in
                                the month after (before)
on May 7th, on 7 May            that day in D's year, or the year after (before)
                                by the same rule; left alone beside "birthday"
                                or "anniversary", which come back every year
a week / N weeks from <day>     7 / 7N days after the day: today, tomorrow, or the
                                next such weekday after D
N days from today               D + N
a week / N weeks ago today      D - 7 / D - 7N
==============================  ==================================================

They are rewritten the way :mod:`.dates` writes a day ("on 2026-03-11"); run this
first, so that "a week from Sunday" is not read as a bare "Sunday" there.
"""

from __future__ import annotations

import re
from datetime import date, timedelta
from typing import Final

from .dates import Period

__all__ = ["resolve_day_phrases"]

_WEEKDAYS: Final = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_MONTHS: Final = (
    "january", "february", "march", "april", "may", "june", "july", "august", "september",
    "october", "november", "december",
)  # fmt: skip
_MONTH_ABBREVIATIONS: Final = {m[:3]: n for n, m in enumerate(_MONTHS, start=1)} | {"sept": 9}
_COUNTS: Final = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}

_MONTH = r"(?:january|february|march|april|may|june|july|august|september|october|november" \
    r"|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\.?"  # fmt: skip
_ORDINAL = r"(?P<day>[0-3]?\d)(?:st|nd|rd|th)"
_COUNT = r"a|an|one|two|three|four|five|six|\d"
_PHRASE: Final = re.compile(
    rf"""(?<![\w-])(?:
        (?P<lead>on|by|until|till|before|after|since|from)?\s*
        (?:the\s+{_ORDINAL}(?!\s+(?:of\s+)?{_MONTH}\b|\s+(?:century|floor|time|place
            |anniversary|birthday|grade|row|round|edition|attempt)\b)
         |(?P<month_a>{_MONTH})\s+(?P<day_a>[0-3]?\d)(?:st|nd|rd|th)?(?![\d,]*\s*\d{{4}})
         |(?:the\s+)?(?P<day_b>[0-3]?\d)(?:st|nd|rd|th)?\s+(?:of\s+)?(?P<month_b>{_MONTH})
            (?!,?\s*\d{{4}})
        )
      | (?P<count>{_COUNT})\s+(?P<unit>days?|weeks?)\s+(?:from|after)\s+
        (?P<base>today|now|tomorrow|{"|".join(_WEEKDAYS)})
      | (?P<ago>{_COUNT})\s+(?P<ago_unit>days?|weeks?)\s+ago\s+today
    )(?![\w'-])""",
    re.IGNORECASE | re.VERBOSE,
)
_YEARLY: Final = re.compile(r"\b(?:birthday|bday|anniversary|name\s*day|born)\b", re.IGNORECASE)
_HINT: Final = re.compile(r"\d|\b(?:from|after|ago)\b", re.IGNORECASE)


def resolve_day_phrases(text: str, today: date, past: bool) -> tuple[str, tuple[Period, ...]]:
    """``text`` with the phrases above replaced by ``on <ISO day>``, and the days named.

    ``past`` says whether the sentence is in the past tense: it decides which way a day
    of the month without its month points.
    """
    if _HINT.search(text) is None:
        return text, ()
    yearly = _YEARLY.search(text) is not None
    periods: list[Period] = []

    def replace(match: re.Match[str]) -> str:
        try:
            day = _day_of(match, today, past, yearly)
        except (OverflowError, ValueError):
            day = None  # outside the calendar: left as written
        if day is None:
            return match.group()
        lead = (match.group("lead") or "on").lower()
        bounded = lead not in {"since", "after", "from"}
        periods.append(Period(day, day + timedelta(days=1), bounded))
        return f"{lead} {day.isoformat()}"

    rewritten = _PHRASE.sub(replace, text)
    return rewritten, tuple(periods)


def _day_of(match: re.Match[str], today: date, past: bool, yearly: bool) -> date | None:
    g = match.group
    if g("unit") is not None:
        days = _COUNTS.get(g("count").lower()) or int(g("count"))
        step = days * (7 if g("unit").lower().startswith("week") else 1)
        return _base(g("base").lower(), today) + timedelta(days=step)
    if g("ago_unit") is not None:
        days = _COUNTS.get(g("ago").lower()) or int(g("ago"))
        return today - timedelta(days=days * (7 if g("ago_unit").lower().startswith("w") else 1))
    if yearly:
        return None
    if g("day") is not None:
        return _day_in_month(int(g("day")), today, past)
    month_name = (g("month_a") or g("month_b")).lower().rstrip(".")
    day = int(g("day_a") or g("day_b"))
    month = _MONTH_ABBREVIATIONS.get(month_name[:4] if month_name == "sept" else month_name[:3])
    if month is None:
        return None
    found = date(today.year, month, day)
    if past and found > today:
        return date(today.year - 1, month, day)
    if not past and found < today:
        return date(today.year + 1, month, day)
    return found


def _base(word: str, today: date) -> date:
    if word in {"today", "now"}:
        return today
    if word == "tomorrow":
        return today + timedelta(days=1)
    # "a week from Sunday": the next Sunday after today, then seven days on.
    ahead = (_WEEKDAYS.index(word) - today.weekday() - 1) % 7 + 1
    return today + timedelta(days=ahead)


def _day_in_month(day: int, today: date, past: bool) -> date | None:
    if not 1 <= day <= 31:
        return None
    year, month = today.year, today.month
    if past and day > today.day:
        year, month = (year - 1, 12) if month == 1 else (year, month - 1)
    elif not past and day < today.day:
        year, month = (year + 1, 1) if month == 12 else (year, month + 1)
    try:
        return date(year, month, day)
    except ValueError:
        return None  # "the 31st" of a month without one
