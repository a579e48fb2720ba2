"""Taught with nothing taught, a first word in a list of news, and a sentence glued on, of
session 53 (issue #15).

- "My grandfather taught me.": taught what, the chat said before (rules/gate.py).
- "Vannak said his first word, Chenda got her passport back, and ...": a first word said is
  news, not a report framing the list (rules/text.py).
- "... three days a week. A childminder, Mrs Manivanh, has Thongdy on Mondays": a sentence
  whose subject is named after a comma is no description of the one before (rules/news.py).
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


def test_a_sentence_opening_on_someone_named_after_a_comma_is_not_glued_on() -> None:
    facts = _facts(
        "I've gone back to work at the civil registry, three days a week. A childminder, "
        "Mrs Manivanh, has Thongdy on Mondays, Wednesdays and Fridays."
    )
    assert "Nayeli has gone back to work at the civil registry, three days a week." in facts
    assert not any("Nayeli has Thongdy" in fact or "a childminder" in fact for fact in facts)


def test_a_thing_described_in_the_next_sentence_is_still_joined() -> None:
    facts = _facts("We got a dog. A rescue greyhound, we collect her on Friday.")
    assert any("a rescue greyhound" in fact for fact in facts), facts
