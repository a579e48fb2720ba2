"""What the review of session 42's rules found, and the kinds of facts it checked."""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules.extractor import extract_facts
from memhub_server.pipeline.memory.rules.hedges import hedges_owned


def _facts(*lines: str) -> list[tuple[str, str]]:
    content = "\n".join(lines)
    found = extract_facts(ExtractionInput(content=content, document_date=date(2025, 1, 21)))
    return [(f.kind, f.text) for f in found]


@pytest.mark.parametrize(
    "said",
    [
        "My wife is 7 months pregnant so I'm doing all the cooking.",
        "wife's 6 months pregnant",
        "Kim is twenty weeks pregnant.",
        "My sister is pregnant.",
    ],
)
def test_a_pregnancy_however_far_along_is_a_passing_state(said: str) -> None:
    facts = _facts(f"Ann: {said}")
    assert facts, said
    assert all(kind == "recent" for kind, text in facts if "pregnant" in text), facts


@pytest.mark.parametrize(
    "owned_up",
    ["jk", "lol jk", "haha j/k", "just messing", "only messing lol"],
)
def test_a_joke_owned_up_to_in_the_next_turn_forms_nothing(owned_up: str) -> None:
    assert _facts("Ann: I bought a castle in Wales.", "Bob: what?!", f"Ann: {owned_up}") == []
    assert _facts("Ann: wife's 7 months pregnant", f"Ann: {owned_up}") == []


def test_messing_about_is_no_joke_owned_up() -> None:
    assert _facts(
        "Ann: I bought a castle in Wales.", "Bob: no way", "Ann: messing about in it all day"
    ) == [("recent", "Ann bought a castle in Wales.")]


def _on(day: date, *lines: str) -> list[str]:
    found = extract_facts(ExtractionInput(content="\n".join(lines), document_date=day))
    return [f.text for f in found]


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        ("Pia's leaving do was at the Crown on Friday.",
         "Pia's leaving do was at the Crown on Friday, 1 March 2024 (2024-03-01)."),
        ("Our leaving do was at the Swan on Monday.",
         "Ann's leaving do was at the Swan on Monday, 4 March 2024 (2024-03-04)."),
        ("My birthday do is at the Crown on Friday.",
         "Ann's birthday do is at the Crown on Friday, 8 March 2024 (2024-03-08)."),
    ],
)  # fmt: skip
def test_a_do_that_is_a_party_does_not_set_the_tense(said: str, fact: str) -> None:
    assert _on(date(2024, 3, 6), f"Ann: {said}") == [fact]  # said on a Wednesday


@pytest.mark.parametrize(
    ("typed", "read"),
    [
        ("big prob with the van, the clutch went", "big prob with the van, the clutch went"),
        ("the prob is my landlord", "the prob is my landlord"),
        ("a prob with my back again", "a prob with my back again"),
        ("any probs let me know", "any probs let me know"),
        ("no prob at all", "no prob at all"),
        ("probs got the flat", "probably got the flat"),
        ("ill prob be late", "ill probably be late"),
        ("moving, prob in march", "moving, probably in march"),
        ("prolly gonna sell it", "probably gonna sell it"),
    ],
)
def test_prob_is_probably_only_where_it_hedges_a_word(typed: str, read: str) -> None:
    assert hedges_owned(typed) == read
