"""Precision checks on finished facts (issue #15, session 33b): just back from an outing
(a state that lapses), a reaction to someone just described, a verb whose object the chat named, a
greeting read as a fact, a "him" nobody in the fact can be, and a time told only against
another the chat gave. 1 March 2026 is a Sunday.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts

SUNDAY = date(2026, 3, 1)


def texts(*turns: str) -> list[str]:
    return [fact.text for fact in extract_facts(ExtractionInput("\n".join(turns), SUNDAY))]


# --- just back from a run: true for the moment, so it lapses ---------------------------------


@pytest.mark.parametrize(
    "said",
    [
        "Mirela: I've just got back from a swim in the lake with my brother.",
        "Mirela: I've just come home from my shift at the depot.",
    ],
)
def test_just_back_from_an_outing_lapses(said: str) -> None:
    found = extract_facts(ExtractionInput(said, SUNDAY))
    assert found
    assert all(fact.kind == "recent" and fact.forget_after is not None for fact in found)


def test_just_back_from_a_place_does_not_lapse() -> None:
    found = extract_facts(ExtractionInput("Mirela: I just got back from Lisbon.", SUNDAY))
    assert [fact.forget_after for fact in found] == [None]


# --- a reaction to someone just described ---------------------------------------------------


@pytest.mark.parametrize(
    "reply",
    ["Jonas: I love Greta already.", "Jonas: Ha, I like him already!"],
)
def test_warming_to_someone_in_the_chat_is_no_memory(reply: str) -> None:
    facts = texts("Ines: My nan is ninety and still swims in the sea every day.", reply)
    assert not any("already" in fact for fact in facts), facts


def test_a_lasting_love_of_someone_is_kept() -> None:
    assert "Jonas loves Greta." in texts("Jonas: I love Greta.")


# --- what is learnt or joined was named in the chat ----------------------------------------


@pytest.mark.parametrize(
    "said",
    [
        "Jonas: I've wanted to learn since I was a boy.",
        "Jonas: I've always wanted to try for years.",
        "Jonas: I've wanted to join for ages.",
    ],
)
def test_a_verb_without_its_object_is_no_memory(said: str) -> None:
    assert texts(said) == []


def test_a_verb_with_its_object_is_kept() -> None:
    assert "Jonas has always wanted to learn the cello." in texts(
        "Jonas: I've always wanted to learn the cello."
    )


# --- a greeting read as a fact --------------------------------------------------------------


def test_a_name_and_a_greeting_is_no_memory() -> None:
    facts = texts("Ines: Jonas! How are you?", "Jonas: Ines, hello. I've got a new job in Derby.")
    assert "Jonas has got a new job in Derby." in facts
    assert not any("hello" in fact.lower() for fact in facts), facts


# --- a "him" nobody in the fact can be ------------------------------------------------------


def test_a_him_with_no_one_to_be_is_no_memory() -> None:
    assert texts("Jonas: My aunts and I are giving him a lift to the airport.") == []


def test_a_him_after_the_man_it_is_is_kept() -> None:
    facts = texts("Jonas: Our cat Biscuit hates the vet, we take him every March.")
    assert "Jonas's cat Biscuit hates the vet." in facts


# --- a time told only against another the chat gave -----------------------------------------


@pytest.mark.parametrize(
    "said",
    [
        "Jonas: My cousin is getting married that day, sadly.",
        "Jonas: On the last evening I sang in front of everyone.",
        "Jonas: My dad fell off a ladder a week before and broke his wrist.",
        "Jonas: I finished the course and the following week I started a new job.",
    ],
)
def test_a_time_against_one_the_chat_gave_is_no_memory(said: str) -> None:
    facts = texts(said)
    assert not any(
        phrase in fact
        for fact in facts
        for phrase in ("that day", "last evening", "week before", "following week")
    ), facts


@pytest.mark.parametrize(
    ("said", "kept"),
    [
        (
            "Jonas: We had the party a week before the wedding.",
            "Jonas and others had the party a week before the wedding.",
        ),
        (
            "Jonas: I read ten pages a night before bed.",
            "Jonas reads ten pages a night before bed.",
        ),
    ],
)
def test_a_time_against_a_named_event_is_kept(said: str, kept: str) -> None:
    assert kept in texts(said)


# --- "she" is never a place the chat named ----------------------------------------------------


def test_a_she_after_an_unnamed_buyer_is_not_the_town() -> None:
    facts = texts(
        "Tamar: Hi! Porthleven is windy but fine. I sold my old loom to a customer from Truro.",
        "Osian: Nice! How long did you have it?",
        "Tamar: Nine years. She paid three hundred pounds for it.",
    )
    assert not any("Porthleven paid" in fact for fact in facts), facts


# --- an "it" after the answer says what a thing is about -----------------------------------


def test_past_what_a_thing_is_about_an_it_is_not_the_thing() -> None:
    facts = texts(
        "Assistant: Of course. What is the email about?",
        "User: It's to the school about the minibus to Kendal. They've stopped it, so I need it.",
    )
    assert not any("the email" in fact for fact in facts), facts


def test_an_it_is_the_thing_asked_about_without_its_particles() -> None:
    facts = texts("Osian: Have you fixed your bike up yet?", "Tamar: Yes, I sold it in May.")
    assert "Tamar sold their bike in May 2025." in facts
    facts = texts("Osian: What's your new book called?", "Tamar: The Keeper. I finished it in May.")
    assert "Tamar finished their new book in May 2025." in facts


def test_a_person_asked_about_is_no_it() -> None:
    facts = texts(
        "Tamar: My uncle lent me the money for the van.",
        "Osian: Have you paid him back yet?",
        "Tamar: Half of it so far, two hundred pounds.",
    )
    assert not any("uncle back" in fact or "Half of" in fact for fact in facts), facts


# --- a parent called by a word from another language ------------------------------------------


@pytest.mark.parametrize(
    ("said", "kept"),
    [
        (
            "Ylvi: Pappa fell off the ladder and broke his wrist.",
            "Ylvi's pappa fell off the ladder and broke his wrist.",
        ),
        (
            "Ylvi: Maman is moving to Nantes in June.",
            "Ylvi's maman is moving to Nantes in June 2026.",
        ),
    ],
)
def test_a_parent_word_is_whose_parent(said: str, kept: str) -> None:
    assert kept in texts(said)


# --- a short answer with no verb left in front of the fact ----------------------------------


def test_a_verbless_answer_in_front_is_taken_off() -> None:
    facts = texts(
        "Osian: Why Swansea?",
        "Tamar: better pay, 4 quid more an hour, and my mate dilys has a spare room in sketty",
    )
    assert "Tamar's mate dilys has a spare room in sketty." in facts, facts
    facts = texts(
        "Osian: Are you still on the old ward?",
        "Tamar: Still the old children's ward, but I've been picked to run the new clinic.",
    )
    assert "Tamar has been picked to run the new clinic." in facts, facts


# --- "got a job ..., starting on Monday": the start is ahead ----------------------------------


@pytest.mark.parametrize(
    ("said", "kept"),
    [
        (
            "Tamar: My sister got a job at the library, starting on Monday.",
            "Tamar's sister got a job at the library, starting on Monday, 2 March 2026"
            " (2026-03-02).",
        ),
        (
            "Tamar: I was offered a place on the course, starting on the 9th.",
            "9 March 2026",
        ),
        (
            # the post described at length before its start
            "Tamar: I've been offered a job at the maritime museum in Falmouth, in the maps "
            "department, starting on the 1st of August.",
            "1 August 2026",
        ),
    ],
)
def test_a_thing_starting_on_a_day_starts_ahead(said: str, kept: str) -> None:
    facts = texts(said)
    assert any(kept in fact for fact in facts), facts


def test_a_span_told_from_its_start_stays_behind() -> None:
    facts = texts("Tamar: We had a lovely week in Rome, starting on Monday with the Vatican.")
    assert not any("2 March" in fact for fact in facts), facts


# --- coming to what, only the chat said ---------------------------------------------------------


def test_coming_whatever_the_date_is_no_memory() -> None:
    facts = texts(
        "Osian: We're getting married in the autumn!", "Tamar: I'm coming whatever the date."
    )
    assert not any("coming" in fact for fact in facts), facts


def test_coming_to_a_place_is_kept() -> None:
    assert "Tamar is coming to Cardiff in June 2026." in texts(
        "Tamar: I'm coming to Cardiff in June."
    )


# --- "Now" that only says what comes next ---------------------------------------------------------


def test_a_leading_now_is_taken_off() -> None:
    facts = texts(
        "User: Thanks for that. Now I'm planning a trip to Galway, and I'd like some help."
    )
    assert any(fact.startswith("The user is planning a trip to Galway") for fact in facts), facts


# --- after "<S> and others", the speaker's own "my" names them again --------------------------


def test_my_after_we_is_the_speaker_not_the_group() -> None:
    facts = texts("Tamar: We adopted our cat Pip from a shelter in Truro on my birthday.")
    assert any("on Tamar's birthday" in fact for fact in facts), facts


def test_our_after_we_stays_the_groups() -> None:
    facts = texts("Tamar: We adopted our cat Pip from a shelter in Truro in May.")
    assert any("Tamar and others adopted their cat Pip" in fact for fact in facts), facts


# --- a pair split from its verb, its second half left at the end -------------------------------


def test_a_repeated_pair_half_at_the_end_is_taken_off() -> None:
    facts = texts("Tamar: My brother and I moved to Bath in May, and we love the flat.")
    assert "Tamar and their brother moved to Bath in May 2025." in facts, facts


def test_a_real_list_at_the_end_is_kept() -> None:
    facts = texts("Tamar: I visited my sister in May, and my brother.")
    assert any(fact.endswith("and their brother.") for fact in facts), facts
