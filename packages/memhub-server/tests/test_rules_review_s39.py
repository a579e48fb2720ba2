"""Second review of session 39 (issue #15): a person's age is not a pet's, a role that is no
work is no job, and a count of years still to come is no start date. Sentences invented for
these tests; 2 March 2024 is a Saturday."""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import CandidateFact, ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts


def _facts(*turns: str) -> list[CandidateFact]:
    return extract_facts(ExtractionInput(content="\n".join(turns), document_date=date(2024, 3, 2)))


def _texts(*turns: str) -> list[str]:
    return [fact.text for fact in _facts(*turns)]


def test_an_age_no_animal_reaches_is_not_the_pets() -> None:
    formed = _texts("Ann: My cousin Elin got a lurcher called Sprout, she's 34.")
    assert not any(text.startswith("Sprout was") for text in formed), formed


def test_a_pets_age_told_after_it_is_named_is_the_pets() -> None:
    formed = _texts("Ann: My partner Gwil and I got a collie called Fflam, she's 3.")
    assert any(text.startswith("Fflam was 3 years old") for text in formed), formed


def test_a_long_run_of_pets_is_still_read() -> None:
    formed = _texts("Ann: " + "my uncle got a terrier called Pip " * 1000 + "and he's 4.")
    assert isinstance(formed, list)


@pytest.mark.parametrize(
    "said",
    [
        "Ann: Tom was made redundant at the tannery.",
        "Ann: I'm a senior at the grammar school.",
        "Ann: I'm a season ticket holder at the Racecourse Ground.",
        "Ann: I'm a lightweight at the pub these days.",
        "Ann: I've been a guinea pig for the new asthma trial.",
        "Ann: Tom got made captain for the season.",
    ],
)
def test_a_role_that_is_no_work_is_no_job(said: str) -> None:
    assert not any(fact.slot and fact.slot.endswith(":job_title") for fact in _facts(said)), _texts(
        said
    )


@pytest.mark.parametrize(
    "said",
    [
        "Ann: I've started a course that takes two years in September.",
        "Ann: Our cat will be two years in May.",
    ],
)
def test_a_count_of_years_still_to_come_has_no_start(said: str) -> None:
    assert not any("(since" in text for text in _texts(said)), _texts(said)


def test_a_count_of_years_lived_keeps_its_start() -> None:
    formed = _texts("Ann: I've been at the tannery eight years in March.")
    assert any("(since March 2016)" in text for text in formed), formed


@pytest.mark.parametrize(
    "prompt",
    [
        "Bob: Happy birthday to your nan! How old is she?",
        "Bob: How old is your brother now?",
        "Bob: Happy birthday to Jess from all of us!",
    ],
)
def test_an_age_today_after_someone_elses_birthday_is_not_the_speakers(prompt: str) -> None:
    facts = _facts(prompt, "Ann: Thanks! 70 today.")
    assert not any(fact.slot == "ann:age" for fact in facts), [f.text for f in facts]


def test_an_age_today_after_the_speakers_own_birthday_is_theirs() -> None:
    facts = _facts("Bob: Happy birthday, Ann!", "Ann: Thanks! 40 today.")
    assert any(fact.slot == "ann:age" and "40" in fact.text for fact in facts), [
        f.text for f in facts
    ]
