"""Feeling "freezing" or "boiling", and boiling or freezing something as work (session 45).

"I'm boiling in here" says how the speaker feels and passes with the day; "I'm still boiling
pulpo at the fairs" says what they do, and was lost because the feeling list read "boiling"
whatever followed it.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts

SATURDAY = date(2024, 8, 3)


def texts(*lines: str) -> list[str]:
    return [f.text for f in extract_facts(ExtractionInput("\n".join(lines), SATURDAY))]


@pytest.mark.parametrize(
    ("line", "kept"),
    [
        ("Breixo: I'm still boiling pulpo at the fairs.", "boiling pulpo at the fairs"),
        ("Breixo: I'm boiling lobsters at the pier these days.", "boiling lobsters at the pier"),
        ("Noor: I'm still boiling sweets for the shop in Rye.", "boiling sweets for the shop"),
        ("Tam: I'm freezing the leftovers for Sunday.", "freezing the leftovers"),
        ("Ines: Still boiling crabs on the quay every summer.", "boiling crabs on the quay"),
    ],
)
def test_boiling_or_freezing_something_is_what_someone_does(line: str, kept: str) -> None:
    assert any(kept in t for t in texts("Uxía: How are things?", line))


@pytest.mark.parametrize(
    "line",
    [
        "Breixo: I'm boiling",
        "Breixo: I'm boiling in here!",
        "Breixo: I'm absolutely boiling today",
        "Breixo: I'm freezing this morning.",
        "Breixo: I'm freezing out here lol",
        "Breixo: I'm freezing again and the bus is late",
    ],
)
def test_feeling_hot_or_cold_forms_nothing_about_the_speaker(line: str) -> None:
    assert not any(t.startswith("Breixo is") for t in texts("Uxía: How are things?", line))
