"""A hyphenated verb turns to the third person as one word: its last part agrees
("co-host" -> "co-hosts"), a past form stays as it is ("co-hosted", "re-sat")."""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.person import to_third_person

THURSDAY = date(2025, 10, 9)


@pytest.mark.parametrize(
    ("clause", "expected"),
    [
        ("I co-host a radio show", "co-hosts a radio show"),
        ("I co-hosted the pub quiz", "co-hosted the pub quiz"),
        ("I re-sat the exam", "re-sat the exam"),
        ("I hand-painted the shop sign", "hand-painted the shop sign"),
        ("I double-check everything", "double-checks everything"),
        ("we co-own a narrowboat", "co-own a narrowboat"),
        ("my sister-in-law lives in Ely", "sister-in-law lives in Ely"),
    ],
)
def test_a_hyphenated_verb_agrees_as_one_word(clause: str, expected: str) -> None:
    assert to_third_person(clause).endswith(expected)


def test_the_fact_keeps_the_hyphenated_verb_whole() -> None:
    facts = extract_facts(ExtractionInput("Vilja: I co-founded a bakery in Turku", THURSDAY))
    assert [fact.text for fact in facts] == ["Vilja co-founded a bakery in Turku."]
