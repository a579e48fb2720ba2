"""Short answers read with their question (session 43).

A vehicle or boat the answerer just said they bought or got ("we've bought an old fishing
boat") is the "she" or "it" of "what's she called?", as a pet is; an adverb opening an
exclamation ("Back on the road!") is nobody's name, so it is no "she" either. A question
about several of the answerer's own ("who are your witnesses?") is answered with every
item of the list and "are"; an item's own hedge ("Ines, if she'll do it, and ...") is kept
as "unconfirmed", a list hedged as a whole ("Mia and Jo, hopefully") is a guess and forms
nothing, and a "her" in it is the name listed before it, or no list (review s43).
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts

SATURDAY = date(2025, 5, 17)


def facts(*lines: str) -> list[str]:
    content = "\n".join(lines)
    return [fact.text for fact in extract_facts(ExtractionInput(content, SATURDAY))]


@pytest.mark.parametrize(
    ("told", "question", "answer", "fact"),
    [
        (
            "I've bought a little boat again, a clinker, for nine hundred pounds.",
            "Back on the water! What's she called?",
            "Sea Holly, of course.",
            "Ada's boat is called Sea Holly.",
        ),
        (
            "We've just bought an old fishing boat.",
            "Lovely. What's her name?",
            "Morning Star.",
            "Ada's boat is called Morning Star.",
        ),
        (
            "I restored a vintage motorbike over the winter.",
            "Nice! What's he called?",
            "Bruno.",
            "Ada's motorbike is called Bruno.",
        ),
        (
            "we finally bought a camper van",
            "omg!! what's she called?",
            "Bertha",
            "Ada's van is called Bertha.",
        ),
        (
            "I got a second-hand car last week.",
            "Finally! What's it called?",
            "The Green Bean",
            "Ada's car is called the Green Bean.",
        ),
    ],
)
def test_a_thing_just_bought_is_named_by_the_answer(
    told: str, question: str, answer: str, fact: str
) -> None:
    assert fact in facts(f"Ada: {told}", f"Bo: {question}", f"Ada: {answer}")


@pytest.mark.parametrize(
    ("told", "question", "answer"),
    [
        # an answer that names nothing
        ("We've bought an old boat.", "What's she called?", "No idea yet."),
        ("We've bought an old boat.", "What's she called?", "Haven't decided."),
    ],
)
def test_no_name_given_to_a_thing_when_the_pairing_is_unclear(
    told: str, question: str, answer: str
) -> None:
    assert not [
        f for f in facts(f"Ada: {told}", f"Bo: {question}", f"Ada: {answer}") if "called" in f
    ]


@pytest.mark.parametrize("opening", ["Back", "Home", "Away", "Again"])
def test_an_adverb_opening_an_exclamation_is_no_name(opening: str) -> None:
    said = facts(
        "Ada: I've bought an old boat.",
        f"Bo: {opening} at last! What's she called?",
        "Ada: Kestrel.",
    )
    assert "Ada's boat is called Kestrel." in said
    assert not [f for f in said if f.startswith(f"{opening} ")]


@pytest.mark.parametrize(
    ("question", "answer", "fact"),
    [
        (
            "Who are your witnesses?",
            "Ines, if she'll do it, and Tom's brother Paul.",
            "Ada's witnesses are Ines (unconfirmed) and Tom's brother Paul.",
        ),
        (
            "Who are your bridesmaids?",
            "Petra, Zora and my cousin Lin.",
            "Ada's bridesmaids are Petra, Zora and their cousin Lin.",
        ),
        (
            "What are your goats called?",
            "Salt and Pepper!",
            "Ada's goats are called Salt and Pepper.",
        ),
        (
            "who are your flatmates?",
            "Two nurses and a baker",
            "Ada's flatmates are two nurses and a baker.",
        ),
        ("Who are your godparents?", "Rui and Carmen", "Ada's godparents are Rui and Carmen."),
    ],
)
def test_a_list_answers_a_question_about_several(question: str, answer: str, fact: str) -> None:
    assert fact in facts("Ada: We're having a party in June.", f"Bo: {question}", f"Ada: {answer}")


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("Who are your witnesses?", "Not decided yet."),
        ("Who are your neighbours?", "No idea, never met them."),
        ("What are your plans?", "Dunno, maybe Spain."),
    ],
)
def test_no_list_from_an_answer_that_lists_nothing(question: str, answer: str) -> None:
    said = facts("Ada: We're having a party in June.", f"Bo: {question}", f"Ada: {answer}")
    assert said == ["Ada and others are having a party in June 2025."]


@pytest.mark.parametrize(
    ("question", "answer", "fact"),
    [
        ("Are you still in Galway?", "Since 2019, yes.", "Ada has been in Galway since 2019."),
        (
            "Is your brother back from Lisbon?",
            "since thursday",
            "Ada's brother has been back from Lisbon since Thursday, 15 May 2025 (2025-05-15).",
        ),
        (
            "Is Mira working at the cannery now?",
            "Since January. She likes it.",
            "Mira has been working at the cannery since January 2025.",
        ),
        (
            "are you and Tom still together?",
            "ever since 2016!",
            "Tom and Ada have been together since 2016.",
        ),
        (
            "Is your dad still teaching at the college?",
            "Since 1998, yep.",
            "Ada's dad has been teaching at the college since 1998.",
        ),
    ],
)
def test_since_a_day_answers_how_long_a_state_asked_about_has_held(
    question: str, answer: str, fact: str
) -> None:
    assert fact in facts(f"Bo: {question}", f"Ada: {answer}")


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("Is she with him?", "Since May."),  # who, the question does not say
        ("Are you free on Friday?", "Since when do you ask?"),
        ("Are you going to the fair?", "Since Monday."),
        ("Is Mira at the cannery?", "Since she left school she's been there, I think."),
    ],
)
def test_no_since_fact_when_the_pairing_is_unclear(question: str, answer: str) -> None:
    assert not [f for f in facts(f"Bo: {question}", f"Ada: {answer}") if " since " in f]


@pytest.mark.parametrize(
    ("answer", "lives"),
    [
        ("Home! At last.", None),
        ("Same place as ever.", None),
        ("Abroad, for now.", None),
        ("North Yorkshire.", "North Yorkshire"),
        ("New Mexico, near the border.", "New Mexico"),
    ],
)
def test_a_where_answer_that_names_no_place_forms_no_home(answer: str, lives: str | None) -> None:
    formed = [
        fact.text
        for fact in extract_facts(
            ExtractionInput("Cato: Where are you living now?\nIlse: " + answer, date(2024, 3, 2))
        )
        if " lives " in fact.text
    ]
    assert formed == ([] if lives is None else [f"Ilse lives in {lives}."])


# review s43: a hedged list is a guess; an item's "her" is the name before it, or no fact
@pytest.mark.parametrize(
    "answer",
    [
        "Mia and Jo, hopefully.",
        "Mia and Jo, if they say yes.",
        "My sister and her best friend.",
    ],
)
def test_a_hedged_list_or_an_owner_unsaid_forms_no_list(answer: str) -> None:
    said = facts("Bo: Who are your bridesmaids?", f"Ada: {answer}")
    assert not [f for f in said if "bridesmaids" in f or " her " in f], said


@pytest.mark.parametrize(
    ("answer", "fact"),
    [
        (
            "Ines, if she'll do it, and her sister Tom.",
            "Ada's bridesmaids are Ines (unconfirmed) and Ines's sister Tom.",
        ),
        ("Ines, and her sister Tom.", "Ada's bridesmaids are Ines and Ines's sister Tom."),
        # no hedge, no owner: as before
        ("Mia, Jo and Priya.", "Ada's bridesmaids are Mia, Jo and Priya."),
        ("Rui and Carmen", "Ada's bridesmaids are Rui and Carmen."),
    ],
)
def test_a_settled_list_still_answers(answer: str, fact: str) -> None:
    assert fact in facts("Bo: Who are your bridesmaids?", f"Ada: {answer}")
