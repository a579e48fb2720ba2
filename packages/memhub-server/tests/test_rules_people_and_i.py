""" "My brothers and I take turns": the speaker's own people before "and I" are half of one
subject, though their last word ends in "s" like a verb (session 49). Before, the sentence
was cut at "and I" and the fact lost who else did it ("Ann takes turns on the nights")."""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts

SATURDAY = date(2024, 5, 4)


def texts(turn: str) -> list[str]:
    return [fact.text for fact in extract_facts(ExtractionInput(f"Ann: {turn}", SATURDAY))]


@pytest.mark.parametrize(
    ("turn", "expected"),
    [
        (
            "My brothers and I take turns on the nights.",
            "Ann and their brothers take turns on the nights.",
        ),
        ("My boss and I went to Paris.", "Ann and their boss went to Paris."),
        ("My two sisters and I share a flat.", "Ann and their two sisters share a flat."),
        ("My friends and I started a band.", "Ann and their friends started a band."),
        (
            "my kids and i made pancakes on sunday",
            "Ann and their kids made pancakes on Sunday, 28 April 2024 (2024-04-28).",
        ),
        (
            "We met in May, and my parents and I went to Crete.",
            "Ann and their parents went to Crete.",
        ),
        # a singular one, as before
        ("My sister and I run a bakery in Tarbes.", "Ann and their sister run a bakery in Tarbes."),
    ],
)
def test_the_speakers_people_and_i_are_one_subject(turn: str, expected: str) -> None:
    assert expected in texts(turn)


@pytest.mark.parametrize(
    ("turn", "expected"),
    [
        # a clause of its own before "and I": still two facts
        (
            "My mum works nights and I do the school run.",
            ["Ann's mum works nights.", "Ann does the school run."],
        ),
        ("My dad retired in March and I took over the shop.", ["Ann's dad retired in March 2024."]),
    ],
)
def test_a_clause_of_their_own_before_and_i_stays_apart(turn: str, expected: list[str]) -> None:
    found = texts(turn)
    for fact in expected:
        assert fact in found, found
    assert not [f for f in found if " and their " in f], found
