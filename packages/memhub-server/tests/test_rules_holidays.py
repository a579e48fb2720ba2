"""Days people name by their occasion are dated like any other day (issue #15).

"We had a party on Boxing Day" said in January is about the 26th of December before it;
"on Good Friday" follows Easter, which moves from year to year. A holiday named with no
preposition ("Bonfire Night is the best night of the year") is no one day and dates
nothing. The sentences are our own.
"""

from __future__ import annotations

import re
from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.dates import _easter

ISO_DAY = re.compile(r"\(\d{4}-\d\d-\d\d\)")


def texts(line: str, on: date) -> list[str]:
    content = f"Osmund: How have you been?\nWendeline: {line}\nOsmund: Lovely."
    return [fact.text for fact in extract_facts(ExtractionInput(content, on))]


@pytest.mark.parametrize(
    ("line", "on", "day"),
    [
        # fixed days, the last one before a past tense
        ("We had a big party on Boxing Day.", date(2025, 1, 6), "26 December 2024 (2024-12-26)"),
        ("I went to a ceilidh at Hogmanay.", date(2025, 1, 6), "31 December 2024 (2024-12-31)"),
        ("We ate haggis on Burns Night.", date(2024, 2, 2), "25 January 2024 (2024-01-25)"),
        ("I marched in the parade on St Patrick's Day.", date(2024, 4, 2), "17 March 2024"),
        ("we watched the fireworks on bonfire night", date(2023, 11, 20), "5 November 2023"),
        # days that follow Easter (31 March 2024, 20 April 2025)
        ("I ran a trail race on Good Friday.", date(2024, 4, 6), "29 March 2024 (2024-03-29)"),
        ("My brother visited on Easter Monday.", date(2025, 5, 1), "21 April 2025 (2025-04-21)"),
        ("We made crêpes on Shrove Tuesday.", date(2024, 3, 1), "13 February 2024 (2024-02-13)"),
        ("I started my new job on Whit Monday.", date(2024, 6, 1), "20 May 2024 (2024-05-20)"),
        # the next one ahead of a plan
        ("I'm going to a bonfire on Bonfire Night.", date(2024, 10, 20), "5 November 2024"),
        ("We're hosting my in-laws on Boxing Day.", date(2024, 12, 1), "26 December 2024"),
    ],
)
def test_a_named_day_is_dated(line: str, on: date, day: str) -> None:
    formed = texts(line, on)
    assert len(formed) == 1
    assert day in formed[0]


def test_easter_sunday_is_computed_for_any_year() -> None:
    known = {2023: date(2023, 4, 9), 2024: date(2024, 3, 31), 2025: date(2025, 4, 20)}
    assert {year: _easter(year) for year in known} == known


@pytest.mark.parametrize(
    "line",
    [
        "Bonfire Night is the best night of the year.",
        "Boxing Day sales are always chaos.",
        # "good Friday" as praise of a Friday, not the day before Easter Saturday
        "Fish and chips make a good Friday treat.",
        "We'll have fish on a good Friday evening.",
    ],
)
def test_a_named_day_said_of_no_one_day_dates_nothing(line: str) -> None:
    assert not any(ISO_DAY.search(text) for text in texts(line, date(2024, 6, 1)))
