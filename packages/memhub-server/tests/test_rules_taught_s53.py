"""Taught with nothing taught, and a first word in a list of news, of session 53 (issue #15).

- "My grandfather taught me.": taught what, the chat said before (rules/gate.py).
- "Vannak said his first word, Chenda got her passport back, and ...": a first word said is
  news, not a report framing the list (rules/text.py).
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts

DAY = date(2025, 9, 20)


def _facts(said: str) -> list[str]:
    chat = f"Nayeli: {said}\n\nReynaldo: nice"
    return [f.text for f in extract_facts(ExtractionInput(chat, DAY))]


@pytest.mark.parametrize(
    "said",
    [
        "I've played the roneat since I was nine. My grandfather taught me.",
        "been mending roofs since I was 16, my uncle taught me",
    ],
)
def test_taught_with_nothing_taught_forms_no_fact_of_it(said: str) -> None:
    facts = _facts(said)
    assert not any("taught" in fact for fact in facts), facts


def test_a_first_word_in_a_list_of_news_is_news() -> None:
    facts = _facts(
        "Vannak said his first word, Chenda got her passport back, and we moved house in May."
    )
    assert "Vannak said his first word." in facts
    assert "Chenda got her passport back." in facts


def test_a_report_still_frames_a_list() -> None:
    said = "Tomas said his mum moved to Lima, Rosa got married, and Luis sold the farm."
    assert "Rosa got married." not in _facts(said)
