"""A span of months a habit fills every year, and a place answer that says its verb again
(session 45, after a review).

The habit word must be in the span's own clause: "We usually go to Spain, but this year we're
there from June to August" names this year's span, and a turn with no full stop is looked at
only near each span, not scanned whole for each one.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.dates import _yearly_month_ranges

DAY = date(2024, 5, 4)


def texts(line: str) -> list[str]:
    return [f.text for f in extract_facts(ExtractionInput(f"Bob: How are you?\n{line}", DAY))]


@pytest.mark.parametrize(
    "line",
    [
        "Ann: We usually go to Spain but this year we're there from June to August",
        "Ann: We usually go to Spain, but we're there from June to August",
        "Ann: I always work the summer at the camp; I'm in Wales from June to August",
        "Ann: We usually stay home, but we're in Crete from June to August",
    ],
)
def test_a_span_outside_the_habits_clause_is_this_years(line: str) -> None:
    assert any("June 2024" in t for t in texts(line))


@pytest.mark.parametrize(
    "line",
    [
        "Ann: I swim every morning from May to September.",
        "Ann: we usually rent the beach hut from May to October",
        "Ann: Every weekend from April to June I sell honey at the market.",
    ],
)
def test_a_span_a_habit_fills_gets_no_year(line: str) -> None:
    found = texts(line)
    assert found and not any("2024" in t or "2025" in t for t in found)


def test_a_long_turn_without_stops_still_finds_every_span() -> None:
    assert len(_yearly_month_ranges("every May to June " * 1666)) == 1666


@pytest.mark.parametrize(
    ("question", "answer", "formed"),
    [
        ("where do you live?", "live in a van", "Ann lives in a van."),
        ("where do you live now?", "live in a van now", "Ann lives in a van now."),
        (
            "Where are you living these days?",
            "living in a flat in Hove",
            "Ann lives in a flat in Hove.",
        ),
        (
            "where do you live?",
            "i live in a caravan by the river",
            "Ann lives in a caravan by the river.",
        ),
    ],
)
def test_a_place_answer_that_says_the_verb_again_reads_once(
    question: str, answer: str, formed: str
) -> None:
    found = [f.text for f in extract_facts(ExtractionInput(f"Bob: {question}\nAnn: {answer}", DAY))]
    assert formed in found
    assert not any("live in" in t or "living in" in t for t in found)
