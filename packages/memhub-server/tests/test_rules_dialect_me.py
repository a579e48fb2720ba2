"""Dialect "me" for "my" (issue #15, rules/dialect_me.py).

"cut me hand on the outboard", "me dad sold the shop", "off me feet again": "me" before
someone the speaker has or a part of the body is "my", and the clause forms what it forms
with "my". Where "me" is the object of the word before ("told me dad was ill", "give me
money", "paid me back", "made me head of year", "calls ... me auntie"), it stays.
15 May 2024 is a Wednesday.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.dialect_me import my_for_me

WEDNESDAY = date(2024, 5, 15)


def texts(*lines: str) -> list[str]:
    item = ExtractionInput("\n".join(lines), WEDNESDAY)
    return [fact.text for fact in extract_facts(item)]


@pytest.mark.parametrize(
    ("said", "read"),
    [
        ("cut me hand on the outboard fri", "cut my hand on the outboard fri"),
        ("off me feet again, twisted me foot", "off my feet again, twisted my foot"),
        ("Me mum's in hospital again", "My mum's in hospital again"),
        ("took me nan to the bingo", "took my nan to the bingo"),
        ("sprained me left wrist at netball", "sprained my left wrist at netball"),
        ("me and me little sister went", "me and my little sister went"),
        ("got me foot stuck in a drain", "got my foot stuck in a drain"),
        ("walked me dog round the lough", "walked my dog round the lough"),
        ("lying on me back all week", "lying on my back all week"),
        ("it's for me dad's birthday", "it's for my dad's birthday"),
    ],
)
def test_a_dialect_me_before_someone_or_a_body_part_is_my(said: str, read: str) -> None:
    assert my_for_me(said) == read


@pytest.mark.parametrize(
    "said",
    [
        "give me money",
        "told me dad was ill",
        "let me know",
        "paid me back on friday",
        "drove me back home",
        "made me head of year",
        "got me brother a pint",
        "give me hand with this",
        "calls my sister mummy and me auntie",
        "for me, dad is the best",
        "remind me wife's bday is soon",
    ],
)
def test_an_object_me_stays(said: str) -> None:
    assert my_for_me(said) == said


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("Tomas: cut me hand on the boat fri, needed stitches", "Tomas cut their hand on the boat"),
        ("Aoife: broke me wrist at camogie last night", "Aoife broke their wrist at camogie"),
        ("Kev: me sister moved to Perth in March", "Kev's sister moved to Perth in March 2024"),
    ],
)
def test_a_dialect_me_forms_the_fact_my_would(line: str, expected: str) -> None:
    assert any(text.startswith(expected) for text in texts(line)), texts(line)


def test_an_object_me_forms_no_fact_about_my() -> None:
    assert not any("Kev's hand" in text for text in texts("Kev: the nurse gave me hand cream"))
