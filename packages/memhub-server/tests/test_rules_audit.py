"""Adversarial review of the offline extractor (issue #15): memories that were false to
their source. 15 May 2024 is a Wednesday.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.answers import short_answer
from memhub_server.pipeline.memory.rules.gate import unsafe

WEDNESDAY = date(2024, 5, 15)


def texts(content: str) -> list[str]:
    return [fact.text for fact in extract_facts(ExtractionInput(content, WEDNESDAY))]


# --- a colon after someone else's words or a wish: its I/we are not the speaker's -------


@pytest.mark.parametrize(
    "said",
    [
        "Corin: Yusra's text: I quit my job today!!",
        "Corin: her exact words: I am moving to Tromsø next month",
        "Corin: the landlord wrote: we are selling the building",
        "Corin: my manager said: we're all getting a bonus. Sure",
        "Corin: my dream: I run a vineyard in Chile",
        "Corin: in my ideal world: Yusra moves back to Derry",
    ],
)
def test_a_frame_of_other_words_or_wishes_keeps_its_clause(said: str) -> None:
    assert texts(said) == []


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        ("Corin: Yusra messaged me: she passed her viva", "Yusra passed her viva."),
        (
            "Corin: I told the agent: I'm taking the flat",
            "Corin is taking the flat (as of 15 May 2024).",
        ),
        ("Corin: quick update: I start at the bakery on Monday", "Corin starts at the bakery"),
    ],
)
def test_a_plain_frame_still_splits_at_its_colon(said: str, fact: str) -> None:
    assert any(found.startswith(fact) for found in texts(said)), texts(said)


# --- a short answer under a condition holds only if the condition does ----------------


@pytest.mark.parametrize(
    "chat",
    [
        "Yusra: how many instruments do you play?\nCorin: four if you count the kazoo",
        "Yusra: when are you sailing?\nCorin: Sunday unless the wind picks up",
        "Yusra: how many sisters does Anouk have?\nCorin: two if you count her stepsister",
    ],
)
def test_a_conditional_answer_forms_no_statement(chat: str) -> None:
    facts = texts(chat)
    assert not any(
        word in fact for fact in facts for word in ("four", "Sunday", "19 May", "two")
    ), facts


def test_an_answer_with_a_reason_still_reads() -> None:
    assert "Corin is moving to Carlisle." in texts(
        "Yusra: where are you moving to?\nCorin: Carlisle, for the hospital job"
    )


# --- a short answer that is a clause of its own, or names someone else ------------------


def test_an_answer_about_someone_else_is_no_job_of_the_one_asked() -> None:
    facts = texts(
        "Yusra: what does your cousin do?\nCorin: Anouk's a pharmacist, my cousin's a welder"
    )
    assert not any("works as" in fact for fact in facts), facts


@pytest.mark.parametrize(
    "earlier",
    ["my uncle rescued a greyhound", "my niece got a kitten last week"],
)
def test_a_name_asked_with_a_newcomer_about_is_nobody_s(earlier: str) -> None:
    facts = texts(f"Corin: {earlier}\nYusra: aww what's its name?\nCorin: Pudding")
    facts += texts(f"Corin: {earlier}\nYusra: aww what's her name?\nCorin: Pudding")
    assert not any("Pudding" in fact for fact in facts), facts


def test_one_s_own_new_pet_is_still_named() -> None:
    assert "Corin's puppy is called Pudding." in texts(
        "Corin: I rescued a puppy\nYusra: aww what's his name?\nCorin: Pudding"
    )


# --- yes to a question that offers a choice or asks in the negative ----------------------


@pytest.mark.parametrize(
    "question",
    [
        "did Anouk move to Ghent or Bruges?",
        "did Anouk not get the lease?",
        "has Anouk never visited Oslo?",
    ],
)
def test_yes_to_a_choice_or_a_negative_question_says_nothing(question: str) -> None:
    assert texts(f"Yusra: {question}\nCorin: yes") == []


def test_yes_to_a_plain_question_still_reads() -> None:
    assert "Anouk got the lease." in texts("Yusra: did Anouk get the lease?\nCorin: yes!")


def test_a_relative_s_pet_named_is_not_the_relative() -> None:
    # the short-answer reader alone: the context module reads this turn first
    said = short_answer("what's her name?", "Clementine", "my aunt's dog had puppies")
    assert said == "Clementine"


def test_a_year_answering_when_reads_in_that_year() -> None:
    facts = texts("Yusra: when did Anouk move to Ghent?\nCorin: 2017")
    assert any(fact.endswith("in 2017.") for fact in facts), facts
    assert not any("on 2017" in fact for fact in facts), facts


# --- a day or month named in a sentence set in another year ------------------------------


@pytest.mark.parametrize(
    "said",
    [
        "Corin: we got engaged in 2016 on the 9th of April",
        "Corin: back in 2015 I hiked the Pennine Way in July",
    ],
)
def test_a_day_in_a_year_named_is_not_dated_this_year(said: str) -> None:
    facts = texts(said)
    assert facts, facts
    assert not any("2024" in fact for fact in facts), facts


def test_a_year_that_only_describes_a_thing_still_lets_a_day_resolve() -> None:
    facts = texts("Corin: my 2023 accounts are due on the 31st of July")
    assert any("31 July 2024" in fact for fact in facts), facts


# --- what a short answer leaves in front of a clause is no fact ---------------------------


@pytest.mark.parametrize(
    "chat",
    [
        "Yusra: what do you coach?\nCorin: nothing these days, I stopped",
        "Yusra: where is Anouk based?\nCorin: Ghent, last I heard",
        "Yusra: how tall is your nephew?\nCorin: taller than he looks",
        'Yusra: what\'s your horse called?\nCorin: "Duchess" according to my niece',
    ],
)
def test_an_answer_left_before_a_clause_forms_nothing(chat: str) -> None:
    assert texts(chat) == []


@pytest.mark.parametrize(
    "fact",
    [
        "Sadly, Anouk lost the lease.",
        "In 2019, Anouk moved to Ghent.",
        "Anouk is taller than her brother.",
        "Anouk, as a welder, works nights.",
    ],
)
def test_a_clause_with_an_opener_or_comparison_passes_the_gate(fact: str) -> None:
    assert unsafe(fact, "Anouk") is None


# --- when? after news of preparing for something dates the thing, not the preparing ------


@pytest.mark.parametrize(
    "news",
    ["I'm organising a reunion", "we're saving for a wedding", "I'm training for a triathlon"],
)
def test_a_date_asked_after_preparations_is_not_theirs(news: str) -> None:
    facts = texts(f"Corin: {news}\nYusra: when is it?\nCorin: the 22nd")
    assert not any("22 May" in fact for fact in facts), facts


def test_a_date_asked_after_the_event_itself_dates_it() -> None:
    facts = texts("Corin: we're getting a kitten!\nYusra: when?\nCorin: Saturday")
    assert any("getting a kitten on Saturday, 18 May 2024" in fact for fact in facts), facts


@pytest.mark.parametrize("joke", ["Jupiter, obviously", "Narnia lol", "the Moon"])
def test_a_joke_place_is_no_move(joke: str) -> None:
    assert texts(f"Yusra: where are you moving to?\nCorin: {joke}") == []


# --- a pet's name that a person also bears, or a person's doing -------------------------


def test_a_name_a_pet_shares_with_a_relative_is_no_pet() -> None:
    facts = texts(
        "Corin: my cat Juno and my niece Juno both hate baths. Juno is starting school in September"
    )
    assert not any("cat Juno is starting" in fact for fact in facts), facts


def test_a_pet_s_owner_is_not_given_to_a_person_s_doing() -> None:
    facts = texts("Corin: Anouk's dog Fig is sick. Fig works at the library")
    assert not any("dog Fig works" in fact for fact in facts), facts
    assert "Anouk's dog Fig is sick." in facts


def test_a_pet_alone_still_takes_its_owner() -> None:
    facts = texts("Corin: my tortoise Sheldon is ancient. Sheldon hates lettuce")
    assert "Corin's tortoise Sheldon hates lettuce." in facts, facts


# --- a name given to a relative by a naming verb is a nickname, not their name -----------


@pytest.mark.parametrize(
    "said", ["Corin: I nicknamed my landlord Gollum", "Corin: we all call my uncle Bishop"]
)
def test_a_nickname_given_is_no_relation_fact(said: str) -> None:
    facts = texts(said)
    assert not any(" is Gollum" in fact or " is Bishop" in fact for fact in facts), facts


def test_a_relative_named_in_passing_still_is() -> None:
    assert "Corin's uncle is Bishop." in texts("Corin: I visited my uncle Bishop")


# --- "how did X go?": the "go" is the question's verb, not part of the thing -------------


@pytest.mark.parametrize(
    ("chat", "thing"),
    [
        ("Yusra: how did the audition go?\nCorin: I nailed it", "Corin nailed the audition."),
        ("Yusra: how did Anouk's viva go?\nCorin: she aced it", "Anouk aced Anouk's viva."),
    ],
)
def test_it_after_how_did_it_go_is_the_thing_alone(chat: str, thing: str) -> None:
    facts = texts(chat)
    assert thing in facts, facts
