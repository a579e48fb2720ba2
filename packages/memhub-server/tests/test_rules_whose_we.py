"""Whose "we": the group a turn names, the person the question pairs the speaker with or
asks after, and the speaker's partner named in the session, in place of "<S> and others"."""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.pair_we import partner_named, we_named, who_we_are

WEDNESDAY = date(2025, 10, 15)


def texts(*turns: str) -> list[str]:
    return [f.text for f in extract_facts(ExtractionInput("\n".join(turns), WEDNESDAY))]


def test_a_group_the_turn_names_is_the_we() -> None:
    facts = texts(
        "Ruth: How's the quiz going?",
        "Nye: Brilliant. We're the Quizzy Rascals now, and we came second at the Red Lion on "
        "Monday.",
    )
    assert "Nye is in the Quizzy Rascals now." in facts
    assert (
        "Nye and the Quizzy Rascals came second at the Red Lion on Monday, 13 October 2025"
        " (2025-10-13)." in facts
    )


def test_a_group_called_so_is_the_we_too() -> None:
    facts = texts(
        "Ruth: Still rowing?",
        "Nye: Every week. we're called the Tidal Hags, eight of us, and we race at Henley in July.",
    )
    assert "Nye and the Tidal Hags race at Henley in July 2026." in facts


@pytest.mark.parametrize(
    "said",
    [
        "We're Man United fans, so we watch every match.",  # a name, then more: no group's
        "We're the only ones left at the party. We leave at midnight.",  # no name
        "We're going to Cardiff on Friday.",
    ],
)
def test_no_group_named_leaves_the_we(said: str) -> None:
    assert _group_of(said) is None


def _group_of(said: str) -> str | None:
    return who_we_are(said, {"Nye", "Ruth"}, "Still rowing?", None)


@pytest.mark.parametrize(
    ("prompt", "answer", "fact"),
    [
        (
            "Congratulations to you and Mireille!",
            "Thanks! We're getting married in June in Lyon.",
            "Mireille and Nye are getting married in June 2026 in Lyon.",
        ),
        (
            "You and Tomos still playing squash?",
            "Yes, we play every Friday at the leisure centre.",
            "Tomos and Nye play every Friday at the leisure centre.",
        ),
        (
            "How did you and Osian meet?",
            "We met on a ferry to Rosslare.",
            "Osian and Nye met on a ferry to Rosslare.",
        ),
    ],
)
def test_the_one_person_the_question_pairs_the_speaker_with(
    prompt: str, answer: str, fact: str
) -> None:
    assert fact in texts(f"Ruth: {prompt}", f"Nye: {answer}")


def test_two_people_asked_with_leave_the_we() -> None:
    facts = texts("Ruth: How are you and Tomos and Ade?", "Nye: We went to Wales on Sunday.")
    assert "Nye and others went to Wales on Sunday, 12 October 2025 (2025-10-12)." in facts


@pytest.mark.parametrize(
    ("said", "partner"),
    [
        ("My girlfriend, Gwenllian, got a new job.", "Gwenllian"),
        ("Bryn, my husband, has retired.", "Bryn"),
        ("Seren and I are engaged!", "Seren"),
        ("Seren and I have been seeing each other since May.", "Seren"),
        ("I'm dating Seren from the library.", "Seren"),
        ("I've met someone! Her name is Seren.", "Seren"),
        ("My sister Seren got a new job.", None),  # a sister: no partner
        ("Her name is Seren.", None),  # whose name, unsaid
        ("My wife Seren and my girlfriend Gwen.", None),  # two
    ],
)
def test_the_partner_the_speaker_names(said: str, partner: str | None) -> None:
    assert partner_named(said, "Any news?", {"Seren", "Gwenllian", "Bryn", "Gwen"}) == partner


def test_the_new_partner_the_question_asks_who_is() -> None:
    facts = texts(
        "Ruth: So who's the lucky girl?",
        "Nye: Catrin, a vet from Ruthin. We met on a train in May.",
    )
    assert "Catrin and Nye met on a train in May 2025." in facts
    facts = texts("Ruth: So who's the lucky girl?", "Nye: Honestly, a long story. We met in May.")
    assert "Nye and others met in May 2025." in facts


def test_someone_met_is_the_we_of_the_turn_and_the_session() -> None:
    facts = texts(
        "Nye: I have news. I've met someone! His name is Tomos, he's a baker in Bala, and we "
        "met at a wedding in May.",
        "Ruth: Tell me more!",
        "Nye: He's very kind. We went to Harlech on Sunday.",
    )
    assert "Tomos and Nye met at a wedding in May 2025." in facts
    assert "Tomos and Nye went to Harlech on Sunday, 12 October 2025 (2025-10-12)." in facts


def test_the_partner_named_earlier_in_the_session() -> None:
    facts = texts(
        "Nye: My wife Efa starts at the hospital on Monday.",
        "Ruth: Great news!",
        "Ruth: Any plans for the summer?",
        "Nye: We're going to Pembrokeshire in August.",
    )
    assert "Efa and Nye are going to Pembrokeshire in August 2026." in facts


@pytest.mark.parametrize(
    "answer",
    [
        "We're celebrating with the whole team at work on Friday.",  # work: whose "we"?
        "We're going to miss Efa at the depot.",  # the partner is who the "we" misses
    ],
)
def test_a_we_that_may_not_be_the_partner_stays(answer: str) -> None:
    facts = texts("Nye: My wife Efa has retired.", "Ruth: Any plans?", f"Nye: {answer}")
    assert any(f.startswith("Nye and others") for f in facts), facts


def test_two_partners_in_the_session_leave_the_we() -> None:
    facts = texts(
        "Nye: My wife Efa has retired.",
        "Ruth: And Gwen?",
        "Nye: My girlfriend Gwen, you mean? She's fine.",
        "Ruth: Any plans?",
        "Nye: We're going to Pembrokeshire in August.",
    )
    assert "Nye and others are going to Pembrokeshire in August 2026." in facts


@pytest.mark.parametrize(
    ("prompt", "answer", "fact"),
    [
        (
            "And how is Nives?",
            "She's fine. We're looking for a bigger flat in Split.",
            "Nives and Nye are looking for a bigger flat in Split (as of 15 October 2025).",
        ),
        (
            "Is Tomos well?",
            "He is! We fly to Crete on Friday.",
            "Tomos and Nye fly to Crete on Friday, 17 October 2025 (2025-10-17).",
        ),
    ],
)
def test_the_one_person_the_question_asks_after(prompt: str, answer: str, fact: str) -> None:
    assert fact in texts(f"Ruth: {prompt}", f"Nye: {answer}")


@pytest.mark.parametrize(
    ("prompt", "answer"),
    [
        ("How's Gran?", "Frail. We're taking her to the seaside on Friday."),  # done to her
        ("How's Mabli's new job?", "Fine. We went to Crete on Friday."),  # her job, not her
        ("How's Tomos?", "He's fine. We're all off to Crete on Friday."),  # all of them
        ("Congratulations to you both!", "Thanks! We're getting married in June."),  # no name
    ],
)
def test_a_question_about_no_one_person_leaves_the_we(prompt: str, answer: str) -> None:
    facts = texts(f"Ruth: {prompt}", f"Nye: {answer}")
    # (a couple's doing, "getting married", is the speaker's and their partner's)
    assert any(f.startswith(("Nye and others", "Nye and their partner")) for f in facts), facts


@pytest.mark.parametrize(
    ("fact", "subject", "we", "written"),
    [
        ("Nye and others met in May.", "Nye", "Catrin", "Catrin and Nye met in May."),
        (
            "The user and others met in May.",
            "the user",
            "Catrin",
            "Catrin and the user met in May.",
        ),
        ("Nye and others play folk.", "Nye", "my band", "Nye and their band play folk."),
        (
            "Nye and others are the Tidal Hags, eight rowers.",
            "Nye",
            "the Tidal Hags",
            "Nye is in the Tidal Hags, eight rowers.",
        ),
        (
            "The user and others were Low Tide Static.",
            "the user",
            "Low Tide Static",
            "The user was in Low Tide Static.",
        ),
        (
            "On Sunday Nye and others won.",
            "Nye",
            "the Tidal Hags",
            "On Sunday Nye and the Tidal Hags won.",
        ),
        ("Nye went home.", "Nye", "Catrin", "Nye went home."),
        ("Joanye and others met.", "Nye", "Catrin", "Joanye and others met."),  # someone else
        (
            "Nye and others met in May, and Nye and others married in June.",
            "Nye",
            "Catrin",
            "Catrin and Nye met in May, and Catrin and Nye married in June.",
        ),
    ],
)
def test_the_we_written_in_the_fact(fact: str, subject: str, we: str, written: str) -> None:
    assert we_named(fact, subject, we) == written


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        (
            "Landed in Oslo! Sindre picked me up and we went straight for pizza.",
            "Sindre and Nye went straight for pizza.",
        ),
        (
            "Tomos texted me and we're meeting at the pub at eight.",
            "Tomos and Nye are meeting at the pub at eight (as of 15 October 2025).",
        ),
    ],
)
def test_someone_who_did_something_with_the_speaker_and_then_we(said: str, fact: str) -> None:
    assert fact in texts(f"Nye: {said}", "Ruth: Nice!")


@pytest.mark.parametrize(
    "said",
    [
        "Tomos lost his job and we're worried.",  # nothing with the speaker
        "Ana rang me about Tomos and we talked for hours.",  # two people named
        "Tomos texted me and we're meeting at eight. We're going to Lisbon in May.",  # two "we"
        "Everyone told me and we laughed.",  # no one named
    ],
)
def test_no_one_person_with_the_speaker_leaves_the_we(said: str) -> None:
    assert who_we_are(said, {"Nye", "Tomos", "Ana"}, "Nice!", None) is None


@pytest.mark.parametrize(
    ("prompt", "answer", "fact"),
    [
        (
            "You still coach the under-nines, don't you?",
            "I do! We won the county cup on Saturday.",
            "Nye and the under-nines won the county cup on Saturday, 11 October 2025 (2025-10-11).",
        ),
        (
            "Any news?",
            "I've been made captain of the Bangor Vikings. We play in Rhyl on Saturday.",
            "Nye and the Bangor Vikings play in Rhyl on Saturday, 18 October 2025 (2025-10-18).",
        ),
        (
            "Any news?",
            "I sing with the Conwy Male Voice Choir now. We're off to Cardiff in May.",
            "Nye and the Conwy Male Voice Choir are off to Cardiff in May 2026.",
        ),
    ],
)
def test_a_group_the_speaker_leads_or_plays_for(prompt: str, answer: str, fact: str) -> None:
    assert fact in texts(f"Ruth: {prompt}", f"Nye: {answer}")


@pytest.mark.parametrize(
    "said",
    [
        "I run the Chester marathon in April and we're raising money for the hospice.",
        "I coach the under-nines and the under-tens. We won on Saturday.",  # either
        "Ruth runs the chip shop. We went on Saturday.",  # not the speaker's
    ],
)
def test_no_one_group_the_speaker_leads_leaves_the_we(said: str) -> None:
    assert who_we_are(said, {"Nye", "Ruth"}, "Any news?", None) is None
