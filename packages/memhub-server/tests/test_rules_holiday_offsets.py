"""A day counted from a holiday ("the day after Boxing Day") is dated as that day, not as
the holiday (issue #15, rules/dates.py). 7 December 2024 is a Saturday."""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts

SATURDAY = date(2024, 12, 7)


def texts(said: str, today: date = SATURDAY) -> list[str]:
    return [fact.text for fact in extract_facts(ExtractionInput(said, today))]


@pytest.mark.parametrize(
    ("said", "today", "expected", "wrong"),
    [
        (
            "Ailsa: On the day after Boxing Day I'm taking my nieces to the panto.",
            SATURDAY,
            "27 December 2024",
            "26 December 2024",
        ),
        (
            "Ailsa: The day before Christmas Eve I'm flying to Lisbon.",
            SATURDAY,
            "23 December 2024",
            "24 December 2024",
        ),
        (
            "Ailsa: We drove to Oban the day after New Year's Day.",
            date(2025, 1, 10),
            "2 January 2025",
            "1 January 2025",
        ),
    ],
)
def test_a_day_counted_from_a_holiday(said: str, today: date, expected: str, wrong: str) -> None:
    found = texts(said, today)
    assert any(expected in text for text in found), found
    assert not any(wrong in text for text in found), found


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        # the holiday itself, or "after" it without "the day": its own date
        ("Ailsa: I'm flying to Lisbon on Boxing Day.", "26 December 2024"),
        ("Ailsa: After Boxing Day I'm flying to Lisbon.", "26 December 2024"),
    ],
)
def test_the_holiday_itself_keeps_its_date(said: str, expected: str) -> None:
    found = texts(said)
    assert any(expected in text for text in found), found
