"""A colon that introduces a clause of its own ("Ana asked me to tell you: she got the
grant") splits the sentence, so the clause forms its fact; a colon before a list or a
fragment splits nothing."""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.text import Passage, statements

THURSDAY = date(2025, 10, 9)


def texts(content: str) -> list[str]:
    return [fact.text for fact in extract_facts(ExtractionInput(content, THURSDAY))]


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        (
            "Ilka: Bastien asked me to pass this on: he got into the sculpture course in Ghent\n"
            "Rune: tell him well done",
            "Bastien got into the sculpture course in Ghent.",
        ),
        ("Ilka: quick update: I passed my driving test on Monday", "Ilka passed"),
        ("Ilka: so, the verdict: we're keeping the allotment", "Ilka and others are keeping"),
    ],
)
def test_a_clause_after_a_colon_forms_its_fact(content: str, expected: str) -> None:
    assert any(text.startswith(expected) for text in texts(content)), texts(content)


@pytest.mark.parametrize(
    "sentence",
    [
        "my shopping list: eggs, oat milk and bread",
        "the plan: dinner at eight",
        "we met at 10:30 this morning",
        "ratio: 3:1",
    ],
)
def test_a_colon_before_a_list_or_fragment_splits_nothing(sentence: str) -> None:
    found = statements(Passage("Ilka", sentence))
    assert all(":" not in clause or clause == sentence for clause in found)
    assert len(found) <= 1


def test_the_frame_before_the_colon_forms_nothing_of_its_own() -> None:
    content = "Ilka: Greta said to tell you: she's starting at the bakery on Monday"
    formed = texts(content)
    assert formed, "the clause after the colon must form a fact"
    assert all("said" not in text and "tell" not in text for text in formed), formed
