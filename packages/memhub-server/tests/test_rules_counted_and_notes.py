"""Counted answers, a place answer with a detail, and notes to self (issue #15, session 28).

"how many pets have you got?" - "two. a terrapin and a cockatiel" says which animals, not
only how many; "how many are coming?" - "eleven, it's my whole bell-ringing team" says
the speaker is in that team; "where's home these days?" - "Aberystwyth, near the pier"
says where they live. Near-misses (a list that is not all animals, a count the list does
not match, a group named by nothing but "work", a joke) form nothing new.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts

DAY = date(2024, 5, 15)


def texts(*lines: str) -> list[str]:
    content = "\n".join(lines)
    return [fact.text for fact in extract_facts(ExtractionInput(content, DAY))]


# --- counted answers ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("question", "answer", "expected"),
    [
        (
            "how many pets have you got now?",
            "two. a terrapin and a very loud cockatiel",
            ["Noor has a terrapin and a cockatiel."],
        ),
        (
            "How many pets do you have?",
            "Three: a dog, a cat and a ginger kitten.",
            ["Noor has a dog, a cat and a ginger kitten."],
        ),
        (
            "how many dogs have you got?",
            "two, a whippet and an old spaniel",
            ["Noor has a whippet and a spaniel."],
        ),
    ],
)
def test_counted_animals_named_by_kind(question: str, answer: str, expected: list[str]) -> None:
    assert texts(f"Ilse: {question}", f"Noor: {answer}") == expected


@pytest.mark.parametrize(
    "answer",
    [
        "two. a dog and a lot of noise",  # not an animal
        "two. a dog, a cat and a rabbit",  # three named, two counted
        "two",
    ],
)
def test_counted_animals_keep_the_count_otherwise(answer: str) -> None:
    assert texts("Ilse: how many pets have you got?", f"Noor: {answer}") == ["Noor has two pets."]


def test_counted_animals_of_someone_else_keep_the_count() -> None:
    said = texts("Ilse: how many dogs does Kit have now?", "Noor: two, a whippet and a spaniel")
    assert said == ["Kit has two dogs."]


@pytest.mark.parametrize(
    ("question", "answer", "expected"),
    [
        (
            "how many are coming?",
            "eleven, it's my whole bell-ringing team",
            ["Noor is in a bell-ringing team."],
        ),
        (
            "How many people are you bringing?",
            "Eleven - it's our entire netball squad!",
            ["Noor is in a netball squad."],
        ),
        ("how many are coming?", "eleven, it's my whole team", []),
        ("how many are coming?", "eleven, it's my whole work team", []),
        ("how many are coming?", "twelve, it's my whole family", []),
        ("what time are you coming?", "eleven, it's my whole bell-ringing team", []),
    ],
)
def test_counted_group(question: str, answer: str, expected: list[str]) -> None:
    assert texts(f"Ilse: {question}", f"Noor: {answer}") == expected


# --- where is home ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("question", "answer", "expected"),
    [
        ("where's home these days?", "Aberystwyth, near the pier", ["Noor lives in Aberystwyth."]),
        (
            "so where is home now?",
            "Aberystwyth, just outside the town",
            ["Noor lives in Aberystwyth."],
        ),
        ("where do you call home?", "Aberystwyth, on the seafront", ["Noor lives in Aberystwyth."]),
        (
            "where are you living now?",
            "Aberystwyth, by the harbour",
            ["Noor lives in Aberystwyth."],
        ),
        ("where's home these days?", "still Leeds", ["Noor lives in Leeds."]),
        ("where's home?", "Cork originally", ["Noor is from Cork."]),
        ("where's home?", "Leeds, born and raised", ["Noor is from Leeds."]),
        ("where's home these days?", "the moon haha", []),
        ("where are you living now?", "the moon haha", []),
    ],
)
def test_where_home(question: str, answer: str, expected: list[str]) -> None:
    assert texts(f"Ilse: {question}", f"Noor: {answer}") == expected
