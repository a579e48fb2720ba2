"""Wording of finished facts: two gaps of the first-to-third-person rewrite
(rules/person.py) and a closing tag that repeats the fact (rules/worth.py).

- A later "me and <someone>" that opens a clause is half of its subject, so it takes the
  speaker's name ("..., me and Inge found a flat"); "them and Inge" would be somebody else.
- A verb that continues the subject after "and then" / "and also" takes the third person
  like one right after "and" ("... and then coaches the juniors").
- "..., always have" or "..., and always will" after a fact only repeats it, so it is cut
  ("Greta hates mushrooms, always have" read as a broken sentence).

Every sentence here is written for these tests.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.person import SUBJECT, to_third_person

DAY = date(2024, 6, 3)


def texts(content: str) -> list[str]:
    return [fact.text for fact in extract_facts(ExtractionInput(content, DAY))]


def third(clause: str) -> str:
    return to_third_person(clause).replace(SUBJECT, "<S>")


@pytest.mark.parametrize(
    ("clause", "expected"),
    [
        (
            "I left my old job, me and Inge found a flat in Kiel",
            "<S> left their old job, <S> and Inge found a flat in Kiel",
        ),
        (
            "I sold my bike and me and my brother bought a canoe",
            "<S> sold their bike and <S> and their brother bought a canoe",
        ),
        ("I quit; me and Gus are opening a cafe", "<S> quit; <S> and Gus are opening a cafe"),
    ],
)
def test_me_and_someone_opening_a_clause_is_the_speaker(clause: str, expected: str) -> None:
    assert third(clause) == expected


@pytest.mark.parametrize(
    ("clause", "expected"),
    [
        # the object "me" stays a pronoun
        ("I asked Rosa to phone me and she did", "<S> asked Rosa to phone them and she did"),
        ("My aunt told me and my cousin off", "<S>'s aunt told <S> and <S>'s cousin off"),
        ("I think they invited me and Pia", "<S> thinks they invited them and Pia"),
    ],
)
def test_me_as_an_object_is_unchanged(clause: str, expected: str) -> None:
    assert third(clause) == expected


@pytest.mark.parametrize(
    ("clause", "expected"),
    [
        (
            "I clean boats in the morning and then coach the juniors at night",
            "<S> cleans boats in the morning and then coaches the juniors at night",
        ),
        ("I drive a bus and also teach the guitar", "<S> drives a bus and also teaches the guitar"),
        (
            "I work nights and sometimes cook at the pub",
            "<S> works nights and sometimes cooks at the pub",
        ),
    ],
)
def test_verb_after_and_then_continues_the_subject(clause: str, expected: str) -> None:
    assert third(clause) == expected


@pytest.mark.parametrize(
    ("clause", "expected"),
    [
        # a past tense subject: nothing to conjugate later
        (
            "I cleaned the van and then drove to Ely",
            "<S> cleaned the van and then drove to Ely",
        ),
        # "then" opening a new subject's clause is left alone
        (
            "I love my garden and then there's the allotment",
            "<S> loves their garden and then there's the allotment",
        ),
    ],
)
def test_and_then_without_a_verb_of_the_subject_is_unchanged(clause: str, expected: str) -> None:
    assert third(clause) == expected


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("Greta: I can't stand olives, never have.", "Greta can't stand olives."),
        ("Greta: I hate mushrooms, always have.", "Greta hates mushrooms."),
        (
            "Greta: I've supported Grimsby since I was six, and always will!",
            "Greta has supported Grimsby since they were six.",
        ),
    ],
)
def test_a_tag_that_repeats_the_fact_is_cut(line: str, expected: str) -> None:
    assert texts(f"{line}\nOlly: Ha.") == [expected]


def test_always_inside_the_fact_stays() -> None:
    assert texts("Greta: I always have porridge for breakfast.\nOlly: Ha.") == [
        "Greta always has porridge for breakfast."
    ]


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        (
            "Ned: Ilse came home from Graz on Friday, and Ilse and I went for a long walk.",
            [
                "Ilse came home from Graz on Friday, 31 May 2024 (2024-05-31).",
                "Ilse and Ned went for a long walk.",
            ],
        ),
        (
            "Ned: Bram is finishing his course in July, and Ilse and I want to keep him on.",
            ["Bram is finishing his course in July 2024."],
        ),
    ],
)
def test_an_and_i_that_completes_a_pair_starts_the_speakers_clause(
    lines: str, expected: list[str]
) -> None:
    # Before: "..., and Ilse." and "Ned went for a long walk." -- a fragment and half a pair.
    assert texts(f"{lines}\nOlly: Nice.") == expected
