"""Facts said in passing while asking for help, and ages in months or weeks (issue #15,
session 35, R17; rules/in_passing.py and the age rule of rules/extractor.py).

A request is no fact, so its clause used to be dropped whole, and with it the reason the
speaker gave ("..., because my colleague Ravi broke his wrist") and the day of the
occasion the help is for ("ideas for my son's tenth birthday, on the 12th of October").
An age in months or weeks ("Ada is five months old") formed nothing unless a relation word
came before the name.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.in_passing import (
    asked_of_one_named,
    mention_told,
    occasions_named,
    reason_told,
    we_met_named,
)

DAY = date(2024, 10, 2)


def texts(*lines: str, day: date = DAY) -> list[str]:
    return [fact.text for fact in extract_facts(ExtractionInput("\n".join(lines), day))]


# --- the reason a request gives -----------------------------------------------------------


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        # (praise, "bakes the best cake in Leeds", is a compliment and forms nothing)
        (
            "User: Add some cake, because my sister Gwen bakes all our birthday cakes.",
            "The user's sister Gwen bakes all their birthday cakes.",
        ),
        (
            "User: Write it in Welsh, because my grandmother Eira only reads Welsh.",
            "The user's grandmother Eira only reads Welsh.",
        ),
        (
            "User: Make it simple, because my son is only five.",
            "The user's son was five years old in October 2024.",
        ),
        (
            "User: Suggest something vegetarian, because we stopped eating meat in January.",
            "The user and others stopped eating meat in January 2024.",
        ),
        (
            "User: Add a warning about ladders, because my colleague Ravi broke his wrist "
            "last week.",
            "The user's colleague Ravi broke his wrist in the week of 23 September 2024 "
            "(2024-09-23).",
        ),
        (
            "User: Can you make it funny, because Marta loves a good pun.",
            "Marta loves a good pun.",
        ),
    ],
)
def test_a_reason_after_a_request_is_read(line: str, expected: str) -> None:
    assert expected in texts(line)


@pytest.mark.parametrize(
    "line",
    [
        "User: Please keep it short, because I have no idea what to say.",
        "User: Give me ideas, because I'm useless at this.",
        "User: Recommend a quiet hotel, because I'm in a hurry.",
        "User: Keep it gentle, because it's for my boss.",
        "User: Make it shorter, because they won't read a long one.",
    ],
)
def test_a_reason_about_the_asking_forms_nothing(line: str) -> None:
    assert texts(line) == []


def test_reason_told_needs_a_subject_of_its_own() -> None:
    assert reason_told("Add a line, because my dog ate the last one") == "my dog ate the last one"
    assert reason_told("Add a line, because of the rain") is None
    assert reason_told("Because my dog ate it") is None  # no request before it


# --- the occasion a request is for --------------------------------------------------------


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "User: I need ideas for my son Olly's tenth birthday, which is on Saturday the "
            "12th of October.",
            "The user's son Olly's tenth birthday is on Saturday, 12 October 2024 (2024-10-12).",
        ),
        (
            "User: I need help planning a weekend in York for my partner Dulcie's fiftieth "
            "birthday, on the 8th of February.",
            "The user's partner Dulcie's fiftieth birthday is on 8 February 2025 (2025-02-08).",
        ),
        (
            "User: I'm a nurse, and I need a present idea for my dad's sixtieth birthday on "
            "the 28th of October.",
            "The user's dad's sixtieth birthday is on 28 October 2024 (2024-10-28).",
        ),
        (
            "User: Can you suggest a cake for my sister's wedding on the 3rd of November?",
            "The user's sister's wedding is on 3 November 2024 (2024-11-03).",
        ),
        (
            "User: Any ideas for Tom's 40th birthday on Friday?",
            "Tom's 40th birthday is on Friday, 4 October 2024 (2024-10-04).",
        ),
    ],
)
def test_the_day_of_an_occasion_asked_for_is_kept(line: str, expected: str) -> None:
    assert expected in texts(line)


@pytest.mark.parametrize(
    "sentence",
    [
        # done, not asked for: the day may be the buying's
        "I bought a dress for Amira's wedding on Saturday.",
        # two days, no one date
        "I want to bake something for my nephew's birthday on the 14th or 15th.",
        # no day
        "I'm planning a party for my parents' anniversary.",
        # the speaker's own, with no occasion named
        "Can you help me plan something for my fortieth on the 9th of May?",
    ],
)
def test_no_occasion_day_without_a_request_and_one_day(sentence: str) -> None:
    assert occasions_named(sentence) == []


def test_a_plain_yearly_birthday_stays_undated() -> None:
    # said as when it falls each year, with no number: no one date
    assert "Jo's mum's birthday is on the 28th of October." in texts(
        "Jo: It's my mum's birthday on the 28th of October.", "Sam: Nice."
    )


# --- ages in months and weeks -------------------------------------------------------------


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        (("Jo: Ada is five months old.", "Sam: Cute!"), "Ada was five months old in October 2024."),
        (("Jo: Bix is 10 weeks old now.", "Sam: Cute!"), "Bix was 10 weeks old in October 2024."),
        (
            ("Sam: How is Ada?", "Jo: She's seven months old now."),
            "Ada was seven months old in October 2024.",
        ),
        (
            (
                "Jo: I've bought a goat. She's called Pip, and she's four months old.",
                "Sam: Ha!",
            ),
            "Pip was four months old in October 2024.",
        ),
    ],
)
def test_an_age_in_months_or_weeks_is_kept(lines: tuple[str, ...], expected: str) -> None:
    assert expected in texts(*lines)


@pytest.mark.parametrize(
    "line",
    [
        "Jo: The news is two weeks old.",
        "Jo: This milk is two weeks old.",
        "Jo: If Ada is six months old by then, she can come.",
        "Jo: It's three months old.",
    ],
)
def test_no_age_in_months_for_things_or_conditions(line: str) -> None:
    assert not any("months old" in t or "weeks old" in t for t in texts(line, "Sam: Oh."))


# --- a "she"/"he" the prompt's question asks about, named just before it ------------------


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        (
            (
                "Sam: Our cat Mote won a rosette!",
                "Jo: Congratulations to Mote! How old is she now?",
                "Sam: Eleven months.",
            ),
            "Sam's cat Mote was eleven months old in October 2024.",
        ),
        (
            (
                "Jo: I'm planning a trip for my friend Wren.",
                "Sam: Lovely, happy birthday to Wren. What does she do?",
                "Jo: She's a nurse in Leeds.",
            ),
            "Wren is a nurse in Leeds.",
        ),
    ],
)
def test_the_one_named_before_the_question_is_who_it_asks_about(
    lines: tuple[str, ...], expected: str
) -> None:
    assert expected in texts(*lines)


def test_asked_of_one_named_leaves_echoes_places_and_others() -> None:
    names = frozenset({"Leyla", "Prague", "Wren", "Kim", "Hull"})
    assert asked_of_one_named("Wren sounds great. How old is she?", names) == (
        "Wren sounds great. How old is Wren?"
    )
    # the name alone: an echo of where, not who
    assert asked_of_one_named("Prague! is she nervous?", names) == "Prague! is she nervous?"
    # a place
    assert asked_of_one_named("Good luck in Hull. Is she ready?", names) == (
        "Good luck in Hull. Is she ready?"
    )
    # two people before the question
    assert asked_of_one_named("Wren and Kim came. Did she stay?", names) == (
        "Wren and Kim came. Did she stay?"
    )
    # the turn before the prompt is about someone else
    said = "Leyla is going to the chess championship next month."
    assert asked_of_one_named("Good for Wren. Is she nervous?", names, said) == (
        "Good for Wren. Is she nervous?"
    )


# --- a job with what is made or tended before a hyphen ------------------------------------


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("Jo: Dulcie is a boat-builder in Stourport.", "Dulcie is a boat-builder in Stourport."),
        ("Jo: Kai is a sheep-farmer.", "Kai is a sheep-farmer."),
        ("Jo: My brother is a bus-driver in Hull.", "Jo's brother is a bus-driver in Hull."),
    ],
)
def test_a_hyphenated_job_is_a_job(line: str, expected: str) -> None:
    assert expected in texts(line, "Sam: Nice.")


@pytest.mark.parametrize(
    "line", ["Jo: Kai is an ex-teacher.", "Jo: Kai is a non-smoker.", "Jo: Kai is a self-starter."]
)
def test_a_prefix_that_says_no_job_forms_none(line: str) -> None:
    assert texts(line, "Sam: Nice.") == []


def test_asked_of_one_named_leaves_a_make_and_a_pronoun_said_before() -> None:
    names = frozenset({"Pixar", "Wren"})
    asked = "You took her to a Pixar film! Did she like it?"
    assert asked_of_one_named(asked, names) == asked
    asked = "Wren took her home. Did she like it?"
    assert asked_of_one_named(asked, names) == asked


# --- what a request asks to have said -----------------------------------------------------


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "User: Please mention that my dad retired from the railways in May.",
            "The user's dad retired from the railways in May 2024.",
        ),
        (
            "User: Write that my sister Ola has moved to Gdansk.",
            "The user's sister Ola has moved to Gdansk.",
        ),
    ],
)
def test_what_a_request_asks_to_have_said_is_read(line: str, expected: str) -> None:
    assert expected in texts(line)


@pytest.mark.parametrize(
    "asked",
    [
        "Please say that I'm honoured to be here",
        "Mention that it's a surprise",
        "Please note that I have no idea what he likes",
        "Say thanks to everyone",
    ],
)
def test_no_clause_to_mention_that_leans_or_is_for_the_speech(asked: str) -> None:
    assert mention_told(asked) is None


# --- "which is how we met" said of the one named ------------------------------------------


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        (
            ("Sam: What does Dulcie do?", "Jo: She's a nurse at the Royal, which is how we met."),
            "Dulcie is a nurse at the Royal, which is how Dulcie met Jo.",
        ),
        (
            (
                "Sam: How is Wren?",
                "Jo: Wren teaches salsa in Leeds now, which is where we first met.",
            ),
            "Wren teaches salsa in Leeds now, which is where Wren first met Jo.",
        ),
    ],
)
def test_how_we_met_is_the_one_named_and_the_speaker(lines: tuple[str, ...], expected: str) -> None:
    assert expected in texts(*lines)


def test_how_we_met_needs_a_person_named_first() -> None:
    names = frozenset({"Wren"})
    said = "Yoga is a big part of my life, which is how we met"
    assert we_met_named(said, names, "Jo") == said
    said = "Wren and Kim came, which is how we met"
    assert we_met_named(said, names, "Wren") == said  # the speaker's own name
