"""A name opening a sentence with "and her husband" / "and his daughter" after it is a
person's (issue #15, session 33): "Carla and her husband are moving to Spain" formed
nothing when Carla was named nowhere else."""

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
