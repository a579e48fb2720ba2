"""A clause opening on a person's name keeps its "his"/"her" (the name is who it means)
also when an adverb stands before the verb or the verb is an irregular past or a modal:
"Marit finally sold her van". Opinions, reported speech and guesses still form nothing."""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.context import cut_unresolved

THURSDAY = date(2025, 10, 9)
OPENING = "Ilka: my cousin Marit is a welder\nRune: cool\nIlka: "


def texts(line: str) -> list[str]:
    formed = extract_facts(ExtractionInput(OPENING + line, THURSDAY))
    return [fact.text for fact in formed if not fact.text.startswith("Ilka's cousin")]


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("Marit finally sold her van last week", "Marit finally sold her van in the week of"),
        (
            "Marit won her first race on Sunday",
            "Marit won her first race on Sunday, 5 October 2025",
        ),
        ("Marit just got her results", "Marit just got her results"),
        ("Marit will open her workshop in March", "Marit will open her workshop in March 2026"),
    ],
)
def test_the_named_subject_owns_the_possessive(line: str, expected: str) -> None:
    formed = texts(line)
    assert any(text.startswith(expected) for text in formed), formed


@pytest.mark.parametrize(
    "line",
    [
        "Marit thinks her job is dull",
        "Marit says her boss quit",
        "Marit might sell her van",
    ],
)
def test_opinions_reports_and_guesses_still_form_nothing(line: str) -> None:
    assert texts(line) == []


@pytest.mark.parametrize(
    "clause",
    ["She finally sold her van", "Then her van broke down", "The van lost its wheel"],
)
def test_a_clause_opening_on_no_name_still_leans_on_its_context(clause: str) -> None:
    assert cut_unresolved(clause) is None
