"""A birthday wished with the age it brought (issue #15, rules/gifts.py).

Between two friends, "happy bday for tues!! 50 now ya old goat" tells the listener's
birthday and age: the age says the day is past, and the banter after it is no part of
the fact. A wish with no day and no age, or one sent ahead for a day to come, still forms
nothing. 8 March 2024 is a Friday.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts

FRIDAY = date(2024, 3, 8)


def texts(*lines: str) -> list[str]:
    return [fact.text for fact in extract_facts(ExtractionInput("\n".join(lines), FRIDAY))]


@pytest.mark.parametrize(
    ("wish", "expected"),
    [
        (
            "happy bday for tues!! 50 now ya old goat",
            "Morag's birthday was on Tuesday, 5 March 2024 (2024-03-05) and Morag was 50 years old "
            "in March 2024.",
        ),
        ("Happy birthday!! 21 today ya wee bairn", "Morag turned 21 years old on 8 March 2024"),
    ],
)
def test_a_wish_with_the_age_tells_birthday_and_age(wish: str, expected: str) -> None:
    assert any(text.startswith(expected) for text in texts(f"Lachie: {wish}", "Morag: ta!!"))


@pytest.mark.parametrize(
    "wish",
    [
        "happy birthday for saturday, hope its a good one",
        "Happy birthday!! 30 years of friendship lol",
        "happy birthday, 3 more sleeps till the party",
    ],
)
def test_a_wish_without_a_past_day_or_age_forms_nothing(wish: str) -> None:
    assert texts(f"Lachie: {wish}", "Morag: ta!!") == []


@pytest.mark.parametrize(
    "wish",
    [
        "Happy birthday to your gran! Did she have a good day?",
        "Happy birthday to Isla! Did she get spoiled?",
        "Happy bday to your dad! Hope he had a good one.",
    ],
)
def test_an_age_in_thanks_for_a_wish_to_someone_else_is_not_the_speakers(wish: str) -> None:
    found = texts(f"Lachie: {wish}", "Morag: Thanks! Ninety at last.")
    assert not [text for text in found if "Morag" in text and "inety" in text], found


def test_an_age_given_today_in_thanks_dates_the_birthday_today() -> None:
    found = texts("Lachie: Happy birthday for the 3rd! What did you get?", "Morag: Ta! 33 today.")
    assert any(text.startswith("Morag turned 33 years old on 8 March 2024") for text in found)
    assert not [text for text in found if "33" in text and "3 March" in text], found
