"""A weekday said at a rate ("one Saturday a month", "a Sunday per term") is a habit, not
one date: it was read as the Saturday nearest the day said, garbling the fact ("helps at
the blood donation days, one on 6 April 2024 (2024-04-06) a month"). A weekday a span is
counted from ("on Saturday a month ago", "on Friday, a week later") is still a day."""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.dates import resolve_relative_dates


def texts(turn: str) -> list[str]:
    found = extract_facts(ExtractionInput(content=turn, document_date=date(2024, 4, 1)))
    return [f.text for f in found]


@pytest.mark.parametrize(
    ("turn", "formed"),
    [
        (
            "User: I volunteer at the food bank one Saturday a month.",
            "The user volunteers at the food bank one Saturday a month.",
        ),
        (
            "User: I help at the blood donation days at the hospital, one Saturday a month, "
            "making tea and sandwiches.",
            "The user helps at the blood donation days at the hospital, one Saturday a month, "
            "making tea and sandwiches.",
        ),
        (
            "Ann: Our choir sings at the cathedral one Sunday per term.",
            "Ann's choir sings at the cathedral one Sunday per term.",
        ),
        (
            "User: My sister and I are walking the whole path, all twenty-six stages, one "
            "Sunday a month.",
            "The user and their sister are walking the whole path, all twenty-six stages, one "
            "Sunday a month (as of 1 April 2024).",
        ),
    ],
)
def test_a_weekday_at_a_rate_is_a_habit(turn: str, formed: str) -> None:
    said = texts(turn)
    assert formed in said
    assert not any("2024-03" in text or "2024-04" in text for text in said), said


@pytest.mark.parametrize(
    "text",
    [
        "I work from home one Friday a fortnight.",
        "Grandad takes the kids fishing one Saturday each month.",
        "we have a stall there one Tuesday every month",
        "I'm at the depot one Monday a week and in town the rest.",
        "she has the grandchildren a Sunday a month",
    ],
)
def test_no_date_is_read_from_a_weekday_at_a_rate(text: str) -> None:
    periods = resolve_relative_dates(text, date(2024, 4, 1), False)[1]
    assert not any(period.bounded for period in periods), periods


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("I moved into the new flat on Saturday a month ago.", date(2024, 3, 30)),
        ("We bought the van on Friday, a week later it broke down.", date(2024, 3, 29)),
        ("I ran the half marathon on Sunday a month after my knee op.", date(2024, 3, 31)),
    ],
)
def test_a_weekday_a_span_is_counted_from_is_still_a_day(text: str, day: date) -> None:
    periods = resolve_relative_dates(text, date(2024, 4, 1), True)[1]
    assert any(period.start == day for period in periods), periods
