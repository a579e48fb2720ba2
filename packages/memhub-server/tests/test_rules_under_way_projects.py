"""A project the speaker is in the middle of, told without "I'm" (session 49): "saving for a
secondhand car", "training for a marathon in October", "building a shed for my mum" are
the speaker's, as "starting my new job on monday" already was. A sentence where the
"-ing" phrase is a subject ("Learning the guitar is hard") or one said to the listener is
no such news."""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts

SATURDAY = date(2024, 6, 8)


def texts(answer: str, prompt: str = "How are things?") -> list[str]:
    content = f"Marlon: {prompt}\nMylene: {answer}"
    return [fact.text for fact in extract_facts(ExtractionInput(content, SATURDAY))]


@pytest.mark.parametrize(
    ("answer", "expected"),
    [
        (
            "saving for a secondhand car. goal 350k by next yr",
            "Mylene is saving for a secondhand car (as of 8 June 2024).",
        ),
        (
            "Training for a marathon in October.",
            "Mylene is training for a marathon in October 2024.",
        ),
        (
            "building a shed for my mum",
            "Mylene is building a shed for their mum (as of 8 June 2024).",
        ),
        ("Saving up for the wedding!", "Mylene is saving up for the wedding (as of 8 June 2024)."),
        (
            "Restoring an old Vespa in the garage.",
            "Mylene is restoring an old Vespa in the garage (as of 8 June 2024).",
        ),
    ],
)
def test_a_project_under_way_is_the_speakers(answer: str, expected: str) -> None:
    assert expected in texts(answer)


@pytest.mark.parametrize(
    "answer",
    [
        "Learning the guitar is hard.",  # a subject, not a doing
        "Writing a novel, would you believe.",  # said to the listener
        "Saving for a car would take me years.",
    ],
)
def test_an_ing_phrase_that_is_no_news(answer: str) -> None:
    assert not [f for f in texts(answer) if f.startswith("Mylene is ")]


def test_about_someone_else_it_is_not_the_speakers() -> None:
    found = texts("saving for a secondhand car", prompt="How's your brother?")
    assert not [f for f in found if f.startswith("Mylene is saving")], found
