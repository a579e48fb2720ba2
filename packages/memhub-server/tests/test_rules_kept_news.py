"""Plain news the precision checks must not drop: a change in someone's life said without
its new value ("I started a new job"), a preference worded as "more of a", and a
relative's "'s" that stands for "is" before an article, a negation or an age."""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.contraction import after_owner
from memhub_server.pipeline.memory.rules.gate import unsafe

THURSDAY = date(2025, 10, 9)


def texts(content: str) -> list[str]:
    return [fact.text for fact in extract_facts(ExtractionInput(content, THURSDAY))]


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        ("Oskar: I started a new job", "Oskar started a new job."),
        (
            "Oskar: I got a new boss\nLene: oh? what's she like?\nOskar: strict",
            "Oskar got a new boss.",
        ),
        ("Oskar: we moved house", "Oskar and others moved house."),
        ("Oskar: I'm more of a dog person", "Oskar is more of a dog person."),
        (
            "Oskar: my gran's 90 on Sunday",
            "Oskar's gran is 90 on Sunday, 12 October 2025 (2025-10-12).",
        ),
        ("Oskar: my cousin's no longer vegetarian", "Oskar's cousin is no longer vegetarian."),
        ("Oskar: my uncle's a plumber in Aalborg", "Oskar's uncle is a plumber in Aalborg."),
    ],
)
def test_plain_news_forms(content: str, expected: str) -> None:
    assert expected in texts(content)


@pytest.mark.parametrize(
    "content",
    ["Oskar: I changed my email", "Oskar: I got a new phone number", "Oskar: my flat is bigger"],
)
def test_a_change_without_the_value_it_is_about_still_forms_nothing(content: str) -> None:
    assert texts(content) == []


@pytest.mark.parametrize(
    ("rest", "verb"),
    [
        ("a nurse", "is"),
        ("not coming", "is"),
        ("no longer vegan", "is"),
        ("70 on Sunday", "is"),
        ("12 now", "is"),
        ("moved to Leeds", "has"),
        ("two favourite toys are balls", None),
        ("wedding is in June", None),
    ],
)
def test_what_a_relatives_s_stands_for(rest: str, verb: str | None) -> None:
    assert after_owner(rest) == verb


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        # a relative of the other sex, or a place, is no rival for a he/she
        ("Oskar's sister and her husband came over, she is pregnant.", True),
        ("Oskar's mum and dad visited, he is retired now.", True),
        ("Oskar met Lasse at Vestas and he is an engineer.", True),
        # two who could be meant: a guess
        ("Oskar saw Ida and Frida, she has moved to Odense.", False),
        ("Oskar's mum and aunt visited, she is retired now.", False),
        ("Oskar rang Ida and Frida in Aarhus, she has moved.", False),
    ],
)
def test_a_he_or_she_is_a_guess_only_among_people_who_could_be_meant(text: str, kept: bool) -> None:
    assert (unsafe(text, "Oskar") is None) is kept
