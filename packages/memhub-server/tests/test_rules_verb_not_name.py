"""A verb or a mood after "my <relative>" is no name: "Drives a bus" answering "what does your
brother do?" and "my husband mad" in texting never make "... 's brother is Drives"."""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules.extractor import extract_facts


def _texts(*lines: str) -> list[str]:
    content = "\n".join(lines)
    return [
        f.text
        for f in extract_facts(ExtractionInput(content=content, document_date=date(2025, 3, 4)))
    ]


@pytest.mark.parametrize(
    ("asked", "said", "fact"),
    [
        ("What does your brother do these days?", "Drives a taxi in Perth.",
         "Ula's brother drives a taxi in Perth."),
        ("What does your sister do now?", "Teaches the cello in Bath.",
         "Ula's sister teaches the cello in Bath."),
        ("Where does your gran live?", "Lives in Oban, swims every morning",
         "Ula's gran lives in Oban, swims every morning."),
        ("What does your uncle do?", "Works nights at the docks in Hull.",
         "Ula's uncle works nights at the docks in Hull."),
    ],
)  # fmt: skip
def test_a_verb_answer_about_a_relative_keeps_the_verb_a_verb(
    asked: str, said: str, fact: str
) -> None:
    facts = _texts(f"Rae: {asked}", f"Ula: {said}")
    assert fact in facts
    assert not any(f" is {said.split()[0].rstrip(',')}" in f for f in facts)


@pytest.mark.parametrize(
    "said",
    [
        "mostly my husband mad. i was wiped",
        "my wife fine, kids loud",
        "my boss good. my son great",
        "my dad tired, my mum busy",
    ],
)
def test_a_mood_after_a_relative_in_texting_is_no_name(said: str) -> None:
    facts = _texts("Rae: hows everyone", f"Ula: {said}")
    assert not any("'s husband is" in f or "'s wife is" in f for f in facts), facts
    assert not any(
        f" is {w}." in f for f in facts for w in ("Mad", "Fine", "Good", "Great", "Tired", "Busy")
    ), facts


def test_a_name_after_a_relative_in_texting_still_forms() -> None:
    assert _texts("Rae: news?", "Ula: my sister florencia got married sat") == [
        "Ula's sister Florencia got married on Saturday, 1 March 2025 (2025-03-01)."
    ]
