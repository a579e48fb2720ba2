"""A word opening a sentence is someone's name when what follows says only a person could be
meant (issue #15, session 33): "Carla and her husband are moving to Spain" and "Nadia's
pregnant!" formed nothing when Carla or Nadia was named nowhere else."""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts


def texts(*turns: str, on: date = date(2025, 3, 1)) -> list[str]:
    found = extract_facts(ExtractionInput(content="\n".join(turns), document_date=on))
    return [f.text for f in found]


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        (
            "Carla and her husband are moving to Spain in June.",
            "Carla and her husband are moving to Spain in June 2025.",
        ),
        (
            "Tobiah and his daughter opened a bike shop in Leith last month.",
            "Tobiah and his daughter opened a bike shop in Leith in February 2025.",
        ),
    ],
)
def test_a_name_with_their_own_family_is_someone(said: str, expected: str) -> None:
    assert expected in texts("Ben: Any news?", f"Mia: {said}")


@pytest.mark.parametrize(
    ("said", "word"),
    [
        # a weekday or a pronoun is no one, whatever follows
        ("Monday and her husband were both busy.", "Monday"),
        ("She and her husband are moving to Spain in June.", "She"),
        # "and her" without a relative after it says nothing of who the first word is
        ("Paris and her streets were lovely.", "Paris"),
    ],
)
def test_no_name_is_made_of_a_word_that_is_not_one(said: str, word: str) -> None:
    assert not any(t.startswith(word) for t in texts("Ben: Any news?", f"Mia: {said}"))


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        ("Nadia's pregnant! We're all so happy.", "Nadia is pregnant (as of 1 March 2025)."),
        ("Nadia's pregnant with twins.", "Nadia is pregnant with twins (as of 1 March 2025)."),
    ],
)
def test_a_name_s_pregnant_is_a_person_expecting(said: str, expected: str) -> None:
    # "'s" before a state only a person is in stands for "is", and makes the word a name
    assert expected in texts("Ben: How are things?", f"Mia: {said}")


def test_a_name_s_state_before_a_noun_owns_the_noun() -> None:
    # "Nadia's pregnant cat": the cat is hers; nobody is said to be pregnant
    assert not any(
        "is pregnant" in t
        for t in texts("Ben: How are things?", "Mia: Nadia's pregnant cat had kittens.")
    )
