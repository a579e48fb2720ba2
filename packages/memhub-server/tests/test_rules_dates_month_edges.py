"""A part of a named month ("the end of August", "the middle of May") after any preposition
of time, or bare as chat says it ("done end of feb"), gets its year (session 46).

Before, only "at the end of May" was read; "until the end of August", "since the middle of
July", "by end of aug" were left without a year, so the fact read as timeless.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.dates import resolve_relative_dates

DAY = date(2024, 8, 6)


def resolved(text: str, *, past: bool = False) -> str:
    return resolve_relative_dates(text, DAY, past, named=True)[0]


def texts(line: str) -> list[str]:
    return [f.text for f in extract_facts(ExtractionInput(f"Bob: Any news?\n{line}", DAY))]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I'm off sick until the end of October.", "until the end of October 2024."),
        ("She's in Lisbon till the middle of September", "till the middle of September 2024"),
        ("The roof will be done by end of November.", "by the end of November 2024."),
        ("He's had the cast off since the start of July.", "since the start of July 2024."),
        ("we stay til the beginning of march", "til the beginning of March 2025"),
        ("The shop closes end of January", "at the end of January 2025"),
        ("Back from the start of December, fingers crossed", "from the start of December 2024"),
        ("the pool reopens before the end of september", "before the end of September 2024"),
    ],
)
def test_a_part_of_a_month_gets_its_year(text: str, expected: str) -> None:
    assert expected in resolved(text)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("We sold the boat at the end of February.", "at the end of February 2024."),
        ("he left in the middle of June", "in the middle of June 2024"),
        ("harvest was done end of april", "at the end of April 2024"),
    ],
)
def test_a_past_part_of_a_month_looks_back(text: str, expected: str) -> None:
    assert expected in resolved(text, past=True)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("End of October.", "At the end of October 2024."),
        ("moving in end of september, finally", "moving in at the end of September 2024, finally"),
    ],
)
def test_a_bare_part_reads_as_a_time(text: str, expected: str) -> None:
    assert resolved(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "The end of May was hard.",  # a subject, no time of anything
        "I was there at the very end of June.",  # not garbled into "the very at the end"
        "We go to the races every year at the end of July.",  # every year's, no one July
        "They always close at the start of January.",
        "The end of the line is near.",  # no month
    ],
)
def test_near_misses_stay_as_said(text: str) -> None:
    assert resolved(text) == text


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("Ann: I'm off work with a broken toe until the end of September.", "September 2024"),
        ("Ann: got the plaster off, back at the bakery from the middle of aug", "August 2024"),
    ],
)
def test_the_fact_keeps_the_year(line: str, expected: str) -> None:
    assert any(expected in t for t in texts(line))


@pytest.mark.parametrize(
    "text",
    ["till end of " * 2500, "the end of the middle of " * 1200, "until the end of the " * 1250],
)
def test_a_long_turn_of_month_parts_without_a_month_is_left_as_said(text: str) -> None:
    # (how its time grows with length is bench/bench_long_turns.py's to measure)
    assert resolved(text) == text
