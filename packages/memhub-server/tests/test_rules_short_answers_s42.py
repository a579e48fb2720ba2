"""Short answers to "how old will ... be?" and "what will you call ...?" (session 42).

An age asked ahead ("how old will your son be this year?") answered by the age and when
it comes ("Twelve, in March.") forms the birthday to come; with no when, nothing. A name
asked for the animal the answerer just said they are getting ("we're adopting a kitten on
Saturday" - "what will you call it?") is that animal's, also when a pet they already have
is said to be "getting a sister" before the colon; the name's chooser, told after, is no
owner. 14 September 2024 is a Saturday.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts

SATURDAY = date(2024, 9, 14)


def facts(*lines: str) -> list[str]:
    content = "\n".join(lines)
    return [fact.text for fact in extract_facts(ExtractionInput(content, SATURDAY))]


@pytest.mark.parametrize(
    ("question", "answer", "fact"),
    [
        (
            "How old will your son be this year?",
            "Twelve, in March.",
            "Bo's son turns 12 in March 2025",
        ),
        ("how old will Pia be?", "seven in may", "Pia turns 7"),
        (
            "How old will your grandad be next year?",
            "Ninety-one, on the 2nd of June.",
            "Bo's grandad turns 91 on 2 June 2025",
        ),
        (
            "how old will your sister be then?",
            "30 - next Tuesday!",
            "Bo's sister turns 30 on Tuesday, 17 September",
        ),
        (
            "How old will your niece be this year?",
            "Sixteen, in December.",
            "Bo's niece turns 16 in December 2024",
        ),
    ],
)
def test_an_age_to_come_is_the_birthday(question: str, answer: str, fact: str) -> None:
    formed = facts(f"Ann: {question}", f"Bo: {answer}")
    assert any(f.startswith(fact) for f in formed), formed


@pytest.mark.parametrize(
    "answer",
    ["Eighty.", "Eighty, if she makes it.", "Four, and they're a handful.", "no idea, ask mum"],
)
def test_an_age_to_come_without_when_forms_no_age(answer: str) -> None:
    formed = facts("Ann: How old will your nan be this year?", f"Bo: {answer}")
    assert not any("turns" in f or "years old" in f for f in formed), formed


@pytest.mark.parametrize(
    ("news", "question", "answer", "fact"),
    [
        (
            "We're adopting a kitten on Saturday.",
            "What will you call it?",
            "Pickle.",
            "Bo's kitten is called Pickle.",
        ),
        (
            "Also, Nutmeg is getting a sister: we pick up a second Dachshund puppy on the 20th.",
            "Congratulations! What will you call her?",
            "Clove. Hattie chose it.",
            "Bo's puppy is called Clove.",
        ),
        (
            "I'm picking up a kitten from the farm tomorrow.",
            "What have you named her?",
            "Tansy.",
            "Bo's kitten is called Tansy.",
        ),
        (
            "we're collecting a rescue puppy next week",
            "what are you going to call him?",
            "Moss",
            "Bo's puppy is called Moss.",
        ),
        (
            "I'm fetching a new rabbit from the breeder on Monday.",
            "What'll you call him?",
            "Bramble!",
            "Bo's rabbit is called Bramble.",
        ),
    ],
)
def test_a_name_for_the_animal_to_come(news: str, question: str, answer: str, fact: str) -> None:
    formed = facts(f"Bo: {news}", f"Ann: {question}", f"Bo: {answer}")
    assert fact in formed, formed
    assert not any(f.startswith(("Hattie's", "Hattie has")) for f in formed), formed


@pytest.mark.parametrize(
    ("news", "answer"),
    [
        ("My sister is getting a puppy.", "Rolo."),
        ("We're getting a kitten and my mum is getting a puppy.", "Rolo."),
        ("We're getting a new car soon.", "Bertha."),
        ("we're getting a puppy next month", "no idea yet"),
        ("We're adopting a kitten on Saturday.", "Pickle, probably."),
    ],
)
def test_a_name_with_no_one_animal_or_no_name_forms_none(news: str, answer: str) -> None:
    formed = facts(f"Bo: {news}", "Ann: What will you call him?", f"Bo: {answer}")
    assert not any(" called " in f for f in formed), formed


@pytest.mark.parametrize(
    ("news", "question"),
    [
        ("my sister's pregnant!", "what will you call her?"),
        ("my daughter's pregnant!", "what will you call her?"),
        ("My brother is expecting twins.", "What are you going to call him?"),
    ],
)
def test_a_name_to_come_is_no_relatives_name(news: str, question: str) -> None:
    formed = facts(f"Bo: {news}", f"Ann: {question}", "Bo: Nutmeg")
    assert not any(" called " in f or "name is" in f for f in formed), formed


@pytest.mark.parametrize(
    ("news", "fact"),
    [
        ("we've just had a daughter!", "Bo's daughter is called Nutmeg."),
        ("I got a new puppy!", "Bo's puppy is called Nutmeg."),
    ],
)
def test_a_name_to_come_for_a_new_one_stays(news: str, fact: str) -> None:
    assert fact in facts(f"Bo: {news}", "Ann: what will you call her?", "Bo: Nutmeg")
