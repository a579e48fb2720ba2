"""Answers of session 50 (issue #15, rules/context.py).

Who did it, answered with a pronoun first ("She did, Halima, ...", "he is. my brother
mussa, every tues"), or asked with "who is" or "who will" in full, not only "who's";
what was made, said back without a second "the"; a question that leans on "them" or "it"
gets no answer of who; "the cheaper one" after "a new laptop?" is the cheaper laptop.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts

DAY = date(2024, 5, 1)


def texts(*lines: str) -> list[str]:
    return [fact.text for fact in extract_facts(ExtractionInput("\n".join(lines), DAY))]


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        (
            ("Omari: Who made the cake for the naming ceremony?", "Faraja: Halima did."),
            "Halima made the cake for the naming ceremony.",
        ),
        (
            (
                "Omari: Who made the cake for the naming ceremony?",
                "Faraja: She did, Halima, with four layers and the baby's name in icing.",
            ),
            "Halima made the cake for the naming ceremony.",
        ),
        (
            (
                "Assistant: who is picking the kids up from school?",
                "User: he is. my brother mussa, every tues n thurs",
            ),
            "The user's brother Mussa is picking the kids up from school every tues and thurs",
        ),
        (
            (
                "Assistant: Who is picking the kids up from school?",
                "User: My brother Mussa, every Tuesday and Thursday.",
            ),
            "The user's brother Mussa is picking the kids up from school every Tuesday and "
            "Thursday.",
        ),
        (
            ("Ana: Who will feed the hens next week?", "Bo: Our neighbour Ilse will."),
            "Bo's neighbour Ilse will feed the hens",
        ),
    ],
)
def test_who_does_it_answered(lines: tuple[str, str], expected: str) -> None:
    found = texts(*lines)
    assert any(text.startswith(expected) for text in found), found


@pytest.mark.parametrize(
    "lines",
    [
        (
            "Assistant: Who will look after them while you're away?",
            "User: Our neighbour Gwendolyn.",
        ),  # "them" is whatever the turn before said
        ("Ana: Who is driving, you or Tom?", "Bo: Tom is."),  # a choice between two
        ("Ana: who is picking the kids up?", "Bo: she is. no idea when though"),
    ],
)
def test_no_deed_said_for_a_doer_that_leans_on_context(lines: tuple[str, str]) -> None:
    found = texts(*lines)
    assert not any(" will look after them" in t or "is driving" in t for t in found), found
    assert not any("picking the kids up" in t for t in found), found


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        (
            (
                "Assistant: Have you decided on a new laptop?",
                "User: Yes, I bought the cheaper one in the end, because the old one can't be "
                "repaired.",
            ),
            "The user bought the cheaper laptop in the end, because the old laptop can't be "
            "repaired.",
        ),
        (
            ("Ana: Did you find a flat?", "Bo: Yes, I took the smaller one near the station."),
            "Bo took the smaller flat near the station.",
        ),
    ],
)
def test_one_of_the_kind_asked_after(lines: tuple[str, str], expected: str) -> None:
    found = texts(*lines)
    assert expected in found, found


@pytest.mark.parametrize(
    ("lines", "kept"),
    [
        (("Ana: Did you meet a new friend?", "Bo: Yes, the quiet one from choir."), "quiet friend"),
        (("Ana: Did you buy a bike?", "Bo: Yes, the only one they had left."), "only bike"),
        (("Ana: Did you get a dog?", "Bo: Yes, the one that barks."), "one dog"),
    ],
)
def test_one_that_is_left_as_it_is(lines: tuple[str, str], kept: str) -> None:
    found = texts(*lines)
    assert not any(kept in text for text in found), found
