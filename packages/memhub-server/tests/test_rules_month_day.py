"""A month typed short or in lower case before its day ("apr 20", "august 3"), as chat
writes a date, is a date (session 49): "gets married apr 20" said on 5 December 2024 is
"... on 20 April 2025 (2025-04-20)". A month written first with no preposition dates the
clause where the clause ends after it, as "20 April" already did; after a comma it may
date a thing named before it, and is left as written."""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.gate import unsafe

THURSDAY = date(2024, 12, 5)


def texts(turn: str) -> list[str]:
    facts = extract_facts(ExtractionInput(f"Ana: {turn}", THURSDAY))
    assert all(unsafe(f.text, f.subject) is None for f in facts)
    return [f.text for f in facts]


@pytest.mark.parametrize(
    ("turn", "expected"),
    [
        (
            "remember my bro gets married in fray bentos apr 20. need a suit",
            "Ana's brother gets married in fray bentos on 20 April 2025 (2025-04-20).",
        ),
        (
            "my bro gets married april 20",
            "Ana's brother gets married on 20 April 2025 (2025-04-20).",
        ),
        ("ran my first 10k on nov 24", "Ana ran their first 10k on 24 November 2024 (2024-11-24)."),
        ("I got back home September 14.", "Ana got back home on 14 September 2024 (2024-09-14)."),
        (
            "my sister moves to Lyon feb 3",
            "Ana's sister moves to Lyon on 3 February 2025 (2025-02-03).",
        ),
    ],
)
def test_a_month_before_its_day_is_a_date(turn: str, expected: str) -> None:
    assert expected in texts(turn)


@pytest.mark.parametrize(
    ("turn", "kept"),
    [
        # a count, a description, or a date after a comma: left as written
        ("gave jan 20 quid for the tickets", "20 quid"),
        ("the April 20 meeting was long", None),
        ("got a stall at the christmas bazaar, dec 14 n 15", "December 14"),
    ],
)
def test_a_month_and_a_number_that_date_nothing_stay(turn: str, kept: str | None) -> None:
    found = texts(turn)
    assert not [f for f in found if "(20" in f], found
    if kept is not None:
        assert [f for f in found if kept in f], found
