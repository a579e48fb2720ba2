"""Precision on fresh chat (session 33, Q5): whose "we", whose "she", a place asked about,
openers and errands. Sentences are our own."""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.pair_we import we_named, who_we_are

SATURDAY = date(2024, 6, 8)


def texts(*turns: str) -> list[str]:
    return [f.text for f in extract_facts(ExtractionInput("\n".join(turns), SATURDAY))]


# --- "we" after the speaker's own pair, one turn back --------------------------------


def test_we_after_the_pair_of_the_speakers_turn_before_is_that_pair() -> None:
    said = texts(
        "Gwen: I've got bad news. Ravi and I split up.",
        "Ola: Oh no, I'm so sorry. What happened?",
        "Gwen: We wanted different things. He wants kids and I don't.",
    )
    assert "Ravi and Gwen wanted different things." in said
    assert not any("Gwen and others" in s for s in said)


def test_a_relative_paired_one_turn_back_is_their_relative() -> None:
    said = texts(
        "Gwen: My husband and I finally sold the flat.",
        "Ola: Congratulations! Where to next?",
        "Gwen: We bought a cottage near Hexham.",
    )
    assert "Gwen and their husband bought a cottage near Hexham." in said


def test_two_partners_one_turn_back_leave_the_we_as_it_was() -> None:
    said = texts(
        "Gwen: Ravi and I went to Porto, and Tess and I went to Faro.",
        "Ola: Lovely! How was it?",
        "Gwen: We ate far too much.",
    )
    assert not any(s.startswith(("Ravi and Gwen ate", "Tess and Gwen ate")) for s in said)


def test_a_pair_two_speaker_turns_back_is_not_carried() -> None:
    said = texts(
        "Gwen: Ravi and I went to Porto last month.",
        "Ola: Nice!",
        "Gwen: Yes, it was lovely.",
        "Ola: What else is new?",
        "Gwen: We adopted a kitten on Tuesday.",
    )
    assert not any(s.startswith("Ravi and Gwen adopted") for s in said)


# --- "we" of a group the speaker belongs to ------------------------------------------


@pytest.mark.parametrize(
    ("turns", "written"),
    [
        (
            ("Ines: I joined a running club in March. We run every Tuesday by the river.",),
            "Ines and their running club run every Tuesday by the river.",
        ),
        (
            ("Ola: Did you join that choir in the end?", "Ines: I did! We sing on Thursdays."),
            "Ines and their choir sing on Thursdays.",
        ),
        (
            ("Ola: How is your band?", "Ines: Busy. We play the Crown every Friday."),
            "Ines and their band play the Crown every Friday.",
        ),
    ],
)
def test_we_of_the_one_group_named_is_the_speaker_and_the_group(
    turns: tuple[str, ...], written: str
) -> None:
    assert written in texts(*turns)


@pytest.mark.parametrize(
    "turns",
    [
        # a group left: the "we" may be the household
        ("Ines: I quit the band last year. We moved to Derby in May.",),
        # two groups: either
        ("Ines: I'm in a choir and a book club. We meet on Mondays.",),
        # the other's own group, asked about without "you"
        ("Ola: Mo's band played last night.", "Ines: We went to watch."),
    ],
)
def test_no_group_when_it_is_left_two_or_not_the_speakers(turns: tuple[str, ...]) -> None:
    assert not any("and their" in s for s in texts(*turns))


def test_who_we_are_and_we_named() -> None:
    assert who_we_are("We play folk.", {"Ines"}, None, "I joined a folk band.") == "my folk band"
    assert who_we_are("We play folk.", {"Ines"}, None, None) is None
    assert who_we_are("Ravi and I cook. We eat late.", {"Ravi"}, None, None) is None
    assert we_named("Ines and others play folk.", "Ines", "my band") == (
        "Ines and their band play folk."
    )
    assert we_named("Ines and others cook.", "Ines", "Ravi") == "Ravi and Ines cook."


# --- "he"/"she" across the turn ------------------------------------------------------


def test_she_is_not_the_one_her_own_sentence_named_after_an_earlier_she() -> None:
    said = texts(
        "Ben: My aunt moved into sheltered housing.",
        "Ola: How is she finding it?",
        "Ben: Fine. She's already friends with a man called Colin and a lady called Maud.",
        "Ola: Do you see her much?",
        "Ben: Every Friday. We do the crossword and she always finishes first.",
    )
    assert not any("Maud always" in s or "Colin always" in s for s in said)


def test_he_is_not_the_place_asked_about() -> None:
    said = texts(
        "Ines: Ravi and I are moving to Glasgow in July.",
        "Ola: Wow! Why Glasgow?",
        "Ines: He got a job at the hospital there.",
    )
    assert not any(s.startswith("Glasgow got") for s in said)
    assert any("moving to Glasgow" in s for s in said)


def test_he_still_carries_to_a_person_named_before() -> None:
    said = texts(
        "Ines: My cousin Bram rang last night.",
        "Ola: Oh nice, how is he?",
        "Ines: He's moving to Ghent in August.",
    )
    starts = ("Ines's cousin Bram is moving to Ghent", "Bram is moving to Ghent")
    assert any(s.startswith(starts) for s in said), said


# --- openers, chatter, errands -------------------------------------------------------


def test_a_yes_opener_is_not_part_of_the_fact() -> None:
    said = texts("Ola: Will you keep going?", "Ines: Definitely, I booked ten more lessons.")
    assert "Ines booked ten more lessons." in said


@pytest.mark.parametrize(
    "said",
    [
        "I can imagine.",
        "I can only imagine.",
        "I'll ask him at the party, ha.",
        "I'll ask her next time.",
    ],
)
def test_chatter_and_errands_form_nothing(said: str) -> None:
    facts = texts("Ola: My brother loves fantasy. The night shifts are brutal.", f"Ines: {said}")
    assert not any(fact.startswith("Ines") for fact in facts)


# --- banter that is true and says nothing ---------------------------------------------


@pytest.mark.parametrize(
    "said",
    [
        "I did something stupid.",
        "I thought I was going to die.",
        "Ugh, I spend a fortune.",
        "I've caught the bug.",
        "I've got a bit of news too, though not as exciting.",
    ],
)
def test_banter_forms_nothing(said: str) -> None:
    assert texts("Ola: How was the week?", f"Ines: {said}") == []


def test_praise_of_a_place_forms_nothing_but_a_place_told_of_does() -> None:
    assert texts("Ola: We might move to Leeds.", "Ines: Leeds is a lovely city.") == []
    said = texts("Ines: I spent a fortune on the wedding.", "Ola: Worth it!")
    assert "Ines spent a fortune on the wedding." in said
    said = texts("Ines: I caught a stomach bug on holiday.")
    assert any("stomach bug" in s for s in said)


# --- irony, and a pronoun of the other sex after a named relative ---------------------


@pytest.mark.parametrize(
    "said",
    [
        "Oh yes, Mondays are my favourite.",
        "Oh great, Monday mornings are my absolute favourite.",
        "Oh joy, night shifts are my favourite.",
    ],
)
def test_a_hated_thing_called_a_favourite_is_irony(said: str) -> None:
    assert texts("Ola: Back to work tomorrow!", f"Ines: {said}") == []


def test_a_favourite_said_plainly_is_kept() -> None:
    said = texts("Ola: Which day do you like best?", "Ines: Oh yes, Fridays are my favourite.")
    assert "Fridays are Ines's favourite." in said


def test_he_after_my_sister_jo_is_not_jo() -> None:
    said = texts("Ines: My sister Jo rang yesterday, he's got a new job in Leeds.")
    assert not any(s.startswith("Jo has") or "he's" in s for s in said)
    assert "Ines's sister Jo rang on 7 June 2024 (2024-06-07)." in said


def test_she_after_my_sister_jo_is_jo() -> None:
    said = texts("Ines: My sister Jo rang yesterday, she's got a new job in Leeds.")
    assert "Jo has got a new job in Leeds." in said


def test_he_after_a_named_owner_may_be_the_owner() -> None:
    # a month in the fact is no one the "he" could be; the owner named alone still is
    said = texts(
        "Ola: how's jory?",
        "Ines: jory's mum is having an operation on tuesday so he's going up to truro",
    )
    # (read as two pieces of news since session 41: the mum's, then Jory's own)
    assert any(s.startswith("Jory is going up to truro") for s in said), said
