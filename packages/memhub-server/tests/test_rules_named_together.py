"""Animals got together and named together (issue #15): "I've adopted two kittens.
They're called Quince and Sloe." is what the kittens are called, the speaker's (or, after
"my neighbour got two goats", the neighbour's). The sentences are our own.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts


def texts(turn: str) -> list[str]:
    content = f"Bo: Any news?\nGaspara: {turn}"
    return [fact.text for fact in extract_facts(ExtractionInput(content, date(2025, 7, 6)))]


@pytest.mark.parametrize(
    ("turn", "fact"),
    [
        (
            "I've adopted two kittens, sisters from a farm near Kranj. They're called Quince "
            "and Sloe.",
            "Gaspara's kittens are called Quince and Sloe.",
        ),
        (
            "we got two rescue puppies last week! we've named them Pip, Dot and Bramble",
            "Gaspara's puppies are called Pip, Dot and Bramble.",
        ),
        (
            "My neighbour got two goats. They're called Bill and Ben.",
            "Gaspara's neighbour's goats are called Bill and Ben.",
        ),
    ],
)
def test_animals_got_together_are_named_together(turn: str, fact: str) -> None:
    assert fact in texts(turn)


def test_one_animal_got_is_not_named_by_names_of_several() -> None:
    formed = texts("I've adopted a kitten. They're called Quince and Sloe at the shelter.")
    assert not any("are called Quince and Sloe" in text for text in formed)
