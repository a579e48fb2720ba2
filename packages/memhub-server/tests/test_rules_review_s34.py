"""Fixes from a review of session 34's rules, with guards that must keep working.

Most of these failed before their fix; the "I've been together", "Finally.", "A cats" and
weekday-span tests are guards (another step already read them right).

Every sentence here is written for these tests; the document date is Monday 3 June 2024.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts

DAY = date(2024, 6, 3)


def texts(*lines: str) -> list[str]:
    return [fact.text for fact in extract_facts(ExtractionInput("\n".join(lines), DAY))]


def test_a_piece_of_writing_asked_for_is_no_need_whatever_its_words() -> None:
    # "{0, 2}" in an f-string was a tuple, so only one word could stand before "speech"
    assert (
        texts(
            "User: I need to write a best man speech for Saturday. Can you help?",
            "Assistant: Of course.",
        )
        == []
    )


@pytest.mark.parametrize(
    ("answer", "expected"),
    [
        ("Three. Two cats and a dog.", "The user has two cats and a dog."),
        ("Three: two goldfish and a hamster.", "The user has two goldfish and a hamster."),
        ("Three. A cats and a dog.", "The user has three pets."),
    ],
)
def test_a_counted_list_of_animals_agrees_in_number(answer: str, expected: str) -> None:
    assert texts("Assistant: How many pets have you got?", f"User: {answer}") == [expected]


def test_a_partner_with_ive_been_together() -> None:
    assert texts("Zvon: Big news: Nives and I've been together since October.", "Ev: Wow!") == [
        "Nives and Zvon have been together since October 2023."
    ]


def test_a_pair_with_ill_opens_its_own_clause() -> None:
    assert "Nives and Zvon will buy a van in July 2024." in texts(
        "Zvon: We sold the old car on Friday, and Nives and I'll buy a van in July.", "Ev: Nice."
    )


@pytest.mark.parametrize("name", ["Emily", "Holly"])
def test_a_listed_name_said_alone_is_the_one_met(name: str) -> None:
    assert f"Tom met {name}." in texts(f"Tom: I met someone. {name}.", "Ev: Ooh!")


def test_a_name_of_those_endings_with_a_pronoun_after_is_the_one_met() -> None:
    assert "Tom met Kelly." in texts("Tom: I met someone. Kelly, she's a vet in Ripon.", "Ev: Ooh!")


def test_a_word_of_those_endings_alone_is_no_name() -> None:
    assert texts("Tom: I met someone. Finally.", "Ev: Ooh!") == ["Tom met someone."]


def test_a_particle_on_is_no_day() -> None:
    assert texts("Ev: Did you take on the apprentice?", "Tom: I did, last week.") == [
        "Tom took on the apprentice in the week of 27 May 2024 (2024-05-27)."
    ]


def test_a_routine_word_in_another_sentence_does_not_make_a_span_weekly() -> None:
    assert texts("Tom: I'm in Leeds Monday to Wednesday. Work is mad.", "Ev: OK.") == [
        "Tom is in Leeds on Monday, 10 June 2024 (2024-06-10) to Wednesday, 12 June 2024"
        " (2024-06-12)."
    ]


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "Tom: My brother was sentenced to one year in prison in March.",
            "Tom's brother was sentenced to one year in prison in March 2024.",
        ),
        (
            "Tom: Our lease went from one year to two in April.",
            "Tom's lease went from one year to two in April 2024.",
        ),
    ],
)
def test_one_before_year_is_a_count(line: str, expected: str) -> None:
    assert texts(line, "Ev: Oh.") == [expected]


def test_a_body_part_of_two_words_agrees_by_its_last() -> None:
    assert texts("Tom: left achilles in a cast for 6 weeks, fell off a ladder", "Ev: Oh no.") == [
        "Tom's left achilles is in a cast for 6 weeks.",
        "Tom fell off a ladder.",
    ]
