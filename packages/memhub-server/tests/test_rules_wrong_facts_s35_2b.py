"""Wrong facts still formed on fresh chat (issue #15, session 35, helper 2B).

A weekday a frame names before a colon ("Tuesdays are my long days: I'm at the workshop
from seven") belongs to the clause after it; a weekday said to be a kind of day in
someone's week ("so Monday is my long day") is a habit, never one date.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts

DAY = date(2024, 5, 15)


def texts(*lines: str, day: date = DAY) -> list[str]:
    content = "\n".join(lines)
    return [fact.text for fact in extract_facts(ExtractionInput(content, day))]


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "Mira: Tuesdays are my long days: I'm at the depot from six until six.",
            "On Tuesdays Mira is at the depot from six until six.",
        ),
        (
            "Mira: And Fridays are my clinic days: I'm at the surgery all day.",
            "On Fridays Mira is at the surgery all day.",
        ),
        (
            "Mira: Thursday is my day off: I swim at the lido.",
            "On Thursdays Mira swims at the lido.",
        ),
        (
            "Mira: thursdays are my busy days: i do the school run, then i work till 9",
            "On Thursdays Mira does the school run, then they work till 9.",
        ),
        (
            "Mira: Mondays and Fridays are our quiet days: we shut the café at three.",
            "On Mondays and Fridays Mira and others shut the café at three.",
        ),
    ],
)
def test_weekly_days_kept_with_the_clause_after_the_colon(line: str, expected: str) -> None:
    assert expected in texts(line)


@pytest.mark.parametrize(
    ("line", "left_out"),
    [
        ("Mira: Tuesdays are my long days: I'm at the depot from six until six.", "Mira is at"),
        ("Mira: Thursday is my day off: I swim at the lido.", "Mira swims"),
    ],
)
def test_no_clause_formed_without_its_days(line: str, left_out: str) -> None:
    assert not any(text.startswith(left_out) for text in texts(line))


def test_a_clause_with_its_own_time_is_left_alone() -> None:
    got = texts("Mira: Fridays are my favourite: I see the kids every week.")
    assert not any("On Fridays" in text for text in got)
    assert texts("Mira: Big news: I'm moving to Hull.") == ["Mira is moving to Hull."]


@pytest.mark.parametrize(
    "line",
    [
        "Tomasz: I'm at the office on Mondays now, so Monday is my long day.",
        "Tomasz: I work weekends now, so Friday's my day off.",
        "Tomasz: Wednesday is still our early day.",
    ],
)
def test_a_weekday_as_a_kind_of_day_gets_no_date(line: str) -> None:
    assert not any("2025-" in text for text in texts(line, day=date(2025, 6, 10)))


@pytest.mark.parametrize(
    "line",
    [
        "Tomasz: I've handed in my notice, so Friday is my last day at the bank.",
        "Tomasz: I'm getting married on Saturday, so Saturday is my big day.",
    ],
)
def test_one_day_said_of_a_weekday_keeps_its_date(line: str) -> None:
    assert any("(2025-06-" in text for text in texts(line, day=date(2025, 6, 10)))
