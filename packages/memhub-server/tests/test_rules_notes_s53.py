"""Jotted departures and events moved to a day, of session 53 (issue #15).

- "Note: night bus to Punta Gorda leaves Friday the 13th of December at 10 p.m.": what a
  jotted occasion does on its day is kept ("leaves"), and a bus, train or ferry is one;
  "my flight to Lisbon leaves on ..." no longer reads "leaves is on" (rules/notes.py).
- "Note: board game night at the library moved to Saturday the 26th of April": moved to a
  day, with no "from", is on that day (rules/notes.py).
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.notes import jotted_event


def _facts(note: str, day: date) -> list[str]:
    return [f.text for f in extract_facts(ExtractionInput(note, day))]


@pytest.mark.parametrize(
    ("note", "fact"),
    [
        ("Note: night bus to Punta Gorda leaves Friday the 13th of December at 10 p.m., seat 14.",
         "The night bus to Punta Gorda leaves on Friday, 13 December 2024 (2024-12-13) at 10 p.m."),
        ("Note: my flight to Lisbon leaves on Friday the 13th of December at 10 p.m.",
         "The user's flight to Lisbon leaves on Friday, 13 December 2024 (2024-12-13) at 10 p.m."),
    ],
)  # fmt: skip
def test_a_jotted_departure_keeps_what_it_does(note: str, fact: str) -> None:
    assert _facts(note, date(2024, 12, 5)) == [fact]


def test_an_event_moved_to_a_day_is_on_that_day() -> None:
    note = (
        "Note: board game night at the library moved to Saturday the 26th of April, bring snacks."
    )
    assert _facts(note, date(2025, 4, 10)) == [
        "The board game night at the library is on Saturday, 26 April 2025 (2025-04-26)."
    ]


@pytest.mark.parametrize(
    ("clause", "read"),
    [
        ("quiz night moved to Friday the 3rd", "the quiz night is on Friday the 3rd"),
        ("train to Leeds leaves the 9th at six", "the train to Leeds leaves on the 9th at six"),
        ("school trip moved from Friday the 24th to Tuesday the 28th",
         "the school trip is on Tuesday the 28th"),
    ],
)  # fmt: skip
def test_jotted_events_read_as_sentences(clause: str, read: str) -> None:
    assert jotted_event(clause) == read


@pytest.mark.parametrize(
    "clause", ["no class on Monday", "maybe lunch on Friday", "Tom left Friday"]
)
def test_no_occasion_or_a_doubt_is_not_jotted(clause: str) -> None:
    assert jotted_event(clause) is None


def test_a_meeting_moved_to_a_weekday_is_on_that_day_not_a_schedule() -> None:
    # (a one-off change: the meeting's day, not a regular one; see test_notes_near_misses)
    assert _facts("Reminder: the meeting has moved to Thursday.", date(2024, 5, 13)) == [
        "The meeting is on Thursday, 16 May 2024 (2024-05-16)."
    ]
