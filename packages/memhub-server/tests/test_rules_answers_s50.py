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
            "The user's brother Mussa is picking the kids up from school every Tuesday and "
            "Thursday",
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
        (("Ana: Did you get a new bike?", "Bo: no, we're giving the kids one more year"), "bike"),
        (("Ana: Did you buy a lamp?", "Bo: yes, I bought the blue one that Tom liked."), "lamp"),
    ],
)
def test_one_that_is_left_as_it_is(lines: tuple[str, str], kept: str) -> None:
    found = texts(*lines)
    assert not any(kept in text for text in found), found


@pytest.mark.parametrize(
    "lines",
    [
        ("Ana: Who made the cake for the party?", "Bo: he did, Yesterday."),
        ("Ana: Who made the cake for the party?", "Bo: She did, Honestly, it was amazing"),
        ("Assistant: who is picking the kids up?", "User: he is. my brother obviously"),
    ],
)
def test_a_pronoun_answer_names_no_one_by_a_word_that_is_no_name(lines: tuple[str, str]) -> None:
    found = texts(*lines)
    assert not any("made the cake" in t or "picking the kids" in t for t in found), found


# --- how much, how many, how often, how old (rules/answers.py) -------------------------


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        (
            (
                "Assistant: How much did the new phone cost you?",
                "User: Two hundred and forty thousand shillings, in the end.",
            ),
            "The user paid two hundred and forty thousand shillings for the new phone.",
        ),
        (
            (
                "Nermeen: How many guests are coming to your sister's henna night?",
                "Mariam: Seventy-two, and my aunt is bringing the stuffed pigeons.",
            ),
            "Seventy-two guests are coming to Mariam's sister's henna night.",
        ),
        (
            ("Assistant: How many driving lessons have you had so far?", "User: 12. test in may"),
            "The user has had 12 driving lessons.",
        ),
        (
            (
                "Assistant: How many hours have you volunteered at the food drive?",
                "User: Forty hours so far this year, mostly Saturday mornings.",
            ),
            "The user has volunteered forty hours at the food drive so far in 2024.",
        ),
        (
            (
                "Lucimara: How often does your dog have to take the antibiotics?",
                "Fabiana: Every twelve hours, for ten days.",
            ),
            "Fabiana's dog has to take the antibiotics every twelve hours for ten days.",
        ),
        (("Ana: How often do you swim?", "Bo: twice a week"), "Bo swims twice a week."),
    ],
)
def test_how_much_many_often_answered(lines: tuple[str, str], expected: str) -> None:
    found = texts(*lines)
    assert expected in found, found


@pytest.mark.parametrize(
    "lines",
    [
        ("Ana: How much did the wardrobe cost?", "Bo: Six thousand pesos."),  # whose?
        ("Ana: How many people came to the party?", "Bo: forty"),  # whose party?
        ("Ana: How many guests are coming to your wedding?", "Bo: one, sadly"),
        ("Ana: How many hours have you worked?", "Bo: loads, no idea"),
        ("Ana: How often do you see her?", "Bo: every week"),  # who "her" is, the chat said
        ("Ana: How often do you swim?", "Bo: not often enough"),
        ("Ana: How often do you go to the gym?", "Bo: three times a week until my knee went"),
    ],
)
def test_how_much_many_often_left_unread(lines: tuple[str, str]) -> None:
    found = texts(*lines)
    assert not any(
        word in text
        for text in found
        for word in ("paid", "came to", "guests", "worked", "every week", "swims", "gym")
    ), found


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        (
            ("Zawadi: How old is your son now?", "Neema: Eleven, on Sunday."),
            "Neema's son turned eleven (11) on Sunday, 28 April 2024 (2024-04-28).",
        ),
        (
            (
                "Assistant: How old is your puppy now?",
                "User: Fourteen weeks on Tuesday, and she's already chewed two sofas.",
            ),
            "The user's puppy turned fourteen weeks old on Tuesday, 30 April 2024 (2024-04-30).",
        ),
        (
            ("Zawadi: How old is your son now?", "Neema: Seven in March."),
            "Neema's son turns 7 in March 2025.",
        ),
        (
            ("Ana: How old is your son?", "Bo: Eleven, next week"),
            "Bo's son turns eleven (11) in the week of 6 May 2024 (2024-05-06).",
        ),
        (
            ("Ana: How old is your puppy?", "Bo: six months old tomorrow"),
            "Bo's puppy turns six months old on 2 May 2024 (2024-05-02).",
        ),
    ],
)
def test_an_age_reached_on_a_day(lines: tuple[str, str], expected: str) -> None:
    found = texts(*lines)
    assert expected in found, found
