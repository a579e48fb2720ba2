"""Fixes to session 46's date rules (review FX46).

- A birth date said with no year and no preposition ("my dad was born 3 feb") is a
  birthday: no year is given to it (the new day-and-short-month reading had dated it).
- A liking keeps a month yearless only in its own clause: "I like the flat I moved into in
  March" dates the move, not the liking.
- A verbless state after a past state ("Tom was ill, off work till Friday") keeps the
  tense; after an event that starts it ("got strep throat, off work till mon") it runs to
  the coming weekday.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts

DAY = date(2024, 5, 4)  # a Saturday


def texts(line: str) -> list[str]:
    chat = f"Assistant: How are things?\n{line}"
    return [f.text for f in extract_facts(ExtractionInput(chat, DAY))]


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("User: My dad was born 3 feb, he's 70 now.", "The user's dad was born 3 February."),
        ("User: My daughter was born 12 June.", "The user's daughter was born 12 June."),
        ("User: remind me my wifes bday is 19 aug", "The user's wifes birthday is 19 August."),
        ("User: My mum was born 21 sept, she's a Virgo.", "The user's mum was born 21 September."),
        (
            "User: Grandad was born 9 Nov in Cork.",
            "The user's grandad was born 9 November in Cork.",
        ),
        (
            "User: My sister was born 30 jan and she hates it.",
            "The user's sister was born 30 January.",
        ),
    ],
)
def test_a_birth_date_without_a_year_is_a_birthday(line: str, expected: str) -> None:
    assert expected in texts(line)


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        # a birth told with "on" stays a dated birth (the tests of named days hold it)
        ("User: My son was born on the 12th of June.", "(2023-06-12)"),
        # a numbered birthday comes once
        ("User: Mum's 70th birthday is on 3 March.", "(2025-03-03)"),
        # not a birth: the day is when
        ("User: My dad retired 3 feb, he's 70 now.", "(2024-02-03)"),
    ],
)
def test_near_misses_keep_their_date(line: str, expected: str) -> None:
    assert any(expected in t for t in texts(line))


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("User: I like the flat I moved into in March.", "moved into in March 2024."),
        ("User: I hate that my surgery is in July.", "surgery is in July 2024."),
        ("User: I enjoy my work at the bakery I opened in February.", "in February 2024."),
        ("User: I love the house we bought in March.", "bought in March 2024."),
        ("User: I like the garden Tom planted in April.", "planted in April 2024."),
        ("User: I like the course I took in February.", "took in February 2024."),
    ],
)
def test_a_month_of_another_clause_after_a_liking_is_dated(line: str, expected: str) -> None:
    assert any(t.endswith(expected) for t in texts(line))


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("User: I love Paris in April.", "The user loves Paris in April."),
        (
            "User: Nothing beats a long evening by the sea in July.",
            "The user loves a long evening by the sea in July.",
        ),
        ("User: I hate the cold in January.", "The user hates the cold in January."),
        ("User: I love the beach in August.", "The user loves the beach in August."),
    ],
)
def test_a_liked_month_stays_yearless(line: str, expected: str) -> None:
    assert expected in texts(line)


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("User: Tom was ill, off work till Friday.", "(2024-05-03)"),
        ("User: I had flu, in bed until Friday.", "(2024-05-03)"),
        ("User: We were all sick, off school till Monday.", "(2024-04-29)"),
        ("User: Mia was poorly, off nursery until Wednesday.", "(2024-05-01)"),
    ],
)
def test_a_state_told_in_the_past_before_keeps_the_tense(line: str, expected: str) -> None:
    assert any(expected in t for t in texts(line))


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("User: got strep throat, off work till mon", "(2024-05-06)"),
        ("User: caught covid, off work till Thursday", "(2024-05-09)"),
        ("User: Jo had a fall, off work till Friday.", "(2024-05-10)"),
        ("User: broke my wrist, in a cast until thursday", "(2024-05-09)"),
    ],
)
def test_an_event_that_starts_the_state_runs_to_the_coming_weekday(
    line: str, expected: str
) -> None:
    assert any(expected in t for t in texts(line))
