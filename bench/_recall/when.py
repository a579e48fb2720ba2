"""Dates as people say them: relative to the day they speak, or written out for humans.

Every relative phrase produced here names exactly one day, under the conventions memhub
documents (weeks start on Monday): "on Tuesday" is a day earlier in the speaker's own week
(or later in it, for plans), "last Friday" is the Friday of the week before, "next
Monday" the Monday of the week after, "a week from Saturday" seven days after the coming
Saturday. Phrases that people read two ways ("last Friday" said on a Sunday) are never
produced, so the gold date of a temporal question is never a matter of taste.
"""

from __future__ import annotations

import random
from datetime import date, timedelta

from .lexicon import MONTHS, WEEKDAYS

DATASET_EPOCH = date(2026, 12, 3)
"""The day the set was written for: questions are "asked" on it, every session is at
least a year before it, and phrases in questions ("last year") count from it."""


def ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def human_date(day: date, rng: random.Random) -> str:
    """The day written out in one of the ways people write it ("May 7, 2024")."""
    month = MONTHS[day.month - 1]
    return rng.choice(
        (
            f"{month} {day.day}, {day.year}",
            f"{day.day} {month} {day.year}",
            f"the {ordinal(day.day)} of {month} {day.year}",
        )
    )


def month_year(day: date) -> str:
    return f"{MONTHS[day.month - 1]} {day.year}"


def _same_week(a: date, b: date) -> bool:
    return a.isocalendar()[:2] == b.isocalendar()[:2]


def past_phrases(event: date, today: date) -> list[str]:
    """Every exact way to name `event` (on or before `today`) from `today`."""
    gap = (today - event).days
    weekday = WEEKDAYS[event.weekday()]
    found: list[str] = []
    if gap == 0:
        found += ["today", "this morning", "earlier today"]
    elif gap == 1:
        found += ["yesterday", "yesterday afternoon"]
    elif gap == 2:
        found += ["the day before yesterday", "two days ago"]
    if 3 <= gap <= 6 and _same_week(event, today):
        found += [f"on {weekday}", f"this {weekday}"]
    previous_week = _same_week(event + timedelta(days=7), today)
    if 2 <= gap <= 13 and previous_week and event.weekday() > today.weekday():
        found.append(f"last {weekday}")  # also the most recent such weekday: unambiguous
    if gap == 7:
        found.append("a week ago today")
    if gap == 14:
        found.append("two weeks ago today")
    if gap >= 3 and event.month == today.month and event.year == today.year:
        found.append(f"on the {ordinal(event.day)}")
    return found


def future_phrases(event: date, today: date) -> list[str]:
    """Every exact way to name `event` (after `today`) from `today`."""
    gap = (event - today).days
    weekday = WEEKDAYS[event.weekday()]
    found: list[str] = []
    if gap == 1:
        found.append("tomorrow")
    elif gap == 2:
        found.append("the day after tomorrow")
    if 2 <= gap <= 6 and _same_week(event, today):
        found += [f"on {weekday}", f"this {weekday}"]
    if _same_week(event - timedelta(days=7), today) and event.weekday() < today.weekday():
        found.append(f"next {weekday}")
    for days, words in ((7, "a week"), (14, "two weeks")):
        base = event - timedelta(days=days)
        if today < base and _same_week(base, today):
            found.append(f"{words} from {WEEKDAYS[base.weekday()]}")
    if gap == 14:
        found.append("two weeks from today")
    if gap >= 3 and event.month == today.month and event.year == today.year:
        found.append(f"on the {ordinal(event.day)}")
    return found


def say_day(event: date, today: date, rng: random.Random) -> str:
    """A phrase for `event` as said on `today`: relative when one is exact, else written out."""
    options = past_phrases(event, today) if event <= today else future_phrases(event, today)
    if options:
        return rng.choice(options)
    return f"on {MONTHS[event.month - 1]} {ordinal(event.day)}"


def relative_day(event: date, today: date, rng: random.Random) -> str | None:
    """A relative phrase for `event` from `today`, or None when no exact one exists."""
    options = past_phrases(event, today) if event <= today else future_phrases(event, today)
    return rng.choice(options) if options else None
