"""Review of the rule extractor's news and relation rewrites (issue #15): facts that
misstated what was said. 1 March 2026 is a Sunday.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts

SUNDAY = date(2026, 3, 1)


def texts(content: str) -> list[str]:
    return [fact.text for fact in extract_facts(ExtractionInput(content, SUNDAY))]


# --- "I got the job! <Name>.": the name must be the whole next sentence -------------------


@pytest.mark.parametrize(
    "said",
    [
        "Odile: I got the job! My dad cried.",
        "Odile: I got the job! Not at Brightwater though.",
        "Odile: I accepted the offer. Gunnar thinks I'm mad.",
        "Odile: I landed the contract!! Everyone cheered.",
    ],
)
def test_the_next_sentence_is_no_place_of_work(said: str) -> None:
    facts = texts(said)
    assert not any(" at " in fact for fact in facts), facts


def test_a_place_named_on_its_own_still_joins_the_news() -> None:
    assert "Odile got the job at Brightwater Dental." in texts(
        "Odile: I got the job!! Brightwater Dental. Still shaking"
    )


# --- a couple that has parted is no couple ----------------------------------------------


@pytest.mark.parametrize(
    "said",
    [
        "Odile: My husband Ruairi and I divorced in 2019.",
        "Odile: My boyfriend Teo and I broke up at Christmas.",
        "Odile: My wife Soraya and I are separating.",
    ],
)
def test_a_parted_partner_forms_no_present_relation(said: str) -> None:
    assert not any(" is " in fact and "'s " in fact for fact in texts(said)), texts(said)


def test_other_relations_in_a_parting_sentence_still_count() -> None:
    assert "Odile's wife is Soraya." in texts("Odile: My wife Soraya and I are moving to Tromsø.")


# --- a name given after "I have a ...": had all along, not new ----------------------------


def test_a_relative_had_all_along_is_not_called_new() -> None:
    facts = texts("Odile: I have a brother. His name is Anselm.")
    assert "Odile's brother is called Anselm." in facts
    assert not any("new" in fact for fact in facts), facts


def test_one_just_taken_on_is_still_new() -> None:
    assert "Odile's new lodger is called Anselm." in texts(
        "Odile: I took on a lodger. His name is Anselm."
    )


# --- "it's my ..., <Name>": a name after a thing is the one spoken to ---------------------


@pytest.mark.parametrize(
    "said",
    [
        "Odile: it's my birthday, Gunnar!",
        "Odile: it's my car, Ilse.",
        "Odile: it's my day off, Bram",
    ],
)
def test_a_name_after_a_thing_is_spoken_to(said: str) -> None:
    assert not any(" is " in fact for fact in texts(said)), texts(said)


def test_a_name_after_a_person_still_names_them() -> None:
    assert "Odile's new physio is Karen." in texts("Odile: she's my new physio, Karen.")


# --- a fragment answer that asks back or points back gives no value -----------------------


@pytest.mark.parametrize(
    "said",
    [
        "Bram: What's your parrot called?\nOdile: Why?",
        "Bram: Where are you working these days?\nOdile: Same place, unfortunately.",
        "Bram: Where are you working these days?\nOdile: Nowhere.",
        "Bram: Who's your favourite painter?\nOdile: Nobody really.",
    ],
)
def test_an_answer_that_names_nothing_forms_nothing(said: str) -> None:
    assert texts(said) == []


def test_a_fragment_answer_still_names_its_value() -> None:
    assert "Odile's parrot is called Kiwi." in texts(
        "Bram: What's your parrot called?\nOdile: Kiwi!"
    )


# --- "his"/"her" after two people named: whose, the sentence does not say -----------------


def test_her_after_an_owner_and_a_relative_is_unsettled() -> None:
    facts = texts("Odile: Ilse's flatmate Wanda and her boyfriend Piet dropped by.")
    assert "Ilse's flatmate is Wanda." in facts
    assert not any("boyfriend is Piet" in fact for fact in facts), facts


def test_her_after_the_speakers_relative_is_still_settled() -> None:
    assert "Wanda's boyfriend is Piet." in texts(
        "Odile: My cousin Wanda and her boyfriend Piet dropped by."
    )


@pytest.mark.parametrize("said", ["Odile: I got the job!!! NOT.", "Odile: I got the offer! Jk."])
def test_a_joke_taken_back_names_no_place_of_work(said: str) -> None:
    assert not any(" at " in fact for fact in texts(said)), texts(said)
