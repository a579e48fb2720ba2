"""News that formed nothing in session 33 (issue #15): a start told with its "I" left out
after the job just got ("got a job at the mill, start on monday"), news framed as "my own
news is that ..." or "I should also say that ...", "big news tho, ..." typed in lower case,
and a chat "u." ("get u.") that is no initial, so the sentence after it is read."""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.sentences import split_sentences


def texts(*turns: str, on: date = date(2026, 8, 9)) -> list[str]:
    found = extract_facts(ExtractionInput(content="\n".join(turns), document_date=on))
    return [f.text for f in found]


# --- a start with its "I" left out, after the job just got ---------------------------
# 9 August 2026 is a Sunday.


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        (
            "Tam: got a job at the sawmill, start on monday",
            "Tam starts the job at the sawmill on Monday, 10 August 2026 (2026-08-10).",
        ),
        (
            "Tam: I landed a job with a plumbing firm, starting on the 1st of September!",
            "Tam is starting the job with a plumbing firm on 1 September 2026 (2026-09-01).",
        ),
        (
            "Tam: Got the apprenticeship!! Start on the 24th.",
            "Tam starts the apprenticeship on 24 August 2026 (2026-08-24).",
        ),
    ],
)
def test_a_start_after_the_job_got_is_ahead(said: str, expected: str) -> None:
    found = texts(said)
    assert expected in found
    # the start is ahead: no memory puts it on a day already gone
    assert not any("3 August 2026" in f or "1 September 2025" in f for f in found)


@pytest.mark.parametrize(
    "said",
    [
        "Tam: I applied for a job at the sawmill, start on monday if I get it.",
        "Tam: I'm thinking about a new job, starting next year maybe.",
        "Tam: My brother got a job at the sawmill, starting on Monday.",
        "Tam: I quit my job at the sawmill, starting on Monday I'm free.",
        "Tam: The sawmill has offered me a job as a sawyer, starting in September.",
    ],
)
def test_a_start_of_no_job_got_by_the_speaker_is_not_named(said: str) -> None:
    assert not any("starting the job" in f or "starts the job" in f for f in texts(said))


# --- news framed before it is told -------------------------------------------------


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        (
            "Ros: My own news is that I've decided to sell my old camper van.",
            "Ros has decided to sell their old camper van.",
        ),
        (
            "Ros: I should also say that my grandad died in July.",
            "Ros's grandad died in July 2026.",
        ),
        (
            "Ros: big news tho, i started my plastering course at the college on monday",
            "Ros started their plastering course at the college on Monday, 3 August 2026"
            " (2026-08-03).",
        ),
    ],
)
def test_news_after_a_frame_is_read(said: str, expected: str) -> None:
    assert expected in texts(said)


def test_a_frame_alone_forms_nothing() -> None:
    assert texts("Ros: My own news is boring.", "Ros: big news tho") == []


# --- "u." typed for "you" ends a sentence ----------------------------------------------


def test_a_chat_u_before_a_lower_case_word_ends_the_sentence() -> None:
    assert split_sentences("get u. im moving to carlisle") == ["get u.", "im moving to carlisle"]
    assert split_sentences("k. see you then") == ["k.", "see you then"]
    assert any(
        f.startswith("Tam is moving to Carlisle")
        for f in texts("Tam: get u. im moving to Carlisle")
    )


@pytest.mark.parametrize("said", ["J. Smith came round", "see U. Smith", "vitamin d. it helps"])
def test_an_initial_still_goes_on(said: str) -> None:
    assert len(split_sentences(said)) == 1


# --- a code kept in a note ---------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        (
            "User: Note for later: the code for the tool shed at the allotment is 3309.",
            "The user's code for the tool shed at the allotment is 3309.",
        ),
        (
            "User: Reminder: the wifi password at the caravan is heron77.",
            "The user's wifi password at the caravan is heron77.",
        ),
        ("User: Note to self: the gate code is 5120.", "The user's gate code is 5120."),
    ],
)
def test_a_code_in_a_note_is_the_writers(said: str, expected: str) -> None:
    assert expected in texts(said)


@pytest.mark.parametrize(
    "said",
    [
        "User: the gate code is 5120.",  # no note: whose gate?
        "User: Note to self: the code is in the drawer.",
        "User: Note to self: the password is changing next week.",
    ],
)
def test_a_code_not_noted_or_not_given_forms_nothing(said: str) -> None:
    assert not any("code" in f or "password" in f for f in texts(said))


# --- how the speaker is, answered before the news ------------------------------------


def test_not_bad_before_news_told_without_i() -> None:
    found = texts(
        "Tam: not bad, still plastering in Wrexham, but im in the darts final in Rhyl"
        " on the 9th of october"
    )
    assert "Tam is still plastering in Wrexham (as of 9 August 2026)." in found
    assert "Tam is in the darts final in Rhyl on 9 October 2026 (2026-10-09)." in found


def test_not_bad_alone_forms_nothing() -> None:
    assert texts("Tam: Not bad at all.", "Tam: Not bad, considering.") == []


# --- a closing clause of its own that leans on a pronoun -----------------------------


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        (
            "User: My husband Idris has taken up the bagpipes, and the dog howls whenever"
            " he practises.",
            "The user's husband Idris has taken up the bagpipes.",
        ),
        (
            "Ros: My son Cai has started the trombone, and the neighbour bangs on the wall"
            " when he plays.",
            "Ros's son Cai has started the trombone.",
        ),
    ],
)
def test_a_closing_clause_on_a_pronoun_is_cut(said: str, expected: str) -> None:
    found = texts(said)
    assert expected in found
    assert not any("whenever" in f or "when he" in f for f in found)


# --- what is new, listed without a verb ---------------------------------------------


def test_a_list_of_new_things_is_the_speakers() -> None:
    found = texts(
        "Jo: new job at a garage in Selkirk, new flat above it, and a new girlfriend"
        " called Morven lol"
    )
    assert "Jo has got a new job at a garage in Selkirk." in found
    assert "Jo has got a new girlfriend called Morven." in found
    assert "Jo has got a new flat above the garage in Selkirk." in found
    assert not any("above it" in f for f in found)


@pytest.mark.parametrize(
    "said",
    [
        "Jo: New job, new flat, new me!",
        "Jo: New job is great, new flat not so much.",
        "Jo: new job at a garage in Selkirk",  # one thing alone: whose, and is it news?
    ],
)
def test_new_things_not_listed_as_news_form_nothing(said: str) -> None:
    assert not any("has got a new" in f for f in texts(said))


# --- what was just found or got, described as "it" in the next sentence ---------------


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        (
            "Ros: We've bought a house! It's a narrow stone cottage in Crail, near the harbour.",
            "Ros and others have bought a house, a narrow stone cottage in Crail,"
            " near the harbour.",
        ),
        (
            "Ros: I've found a place for my pottery studio. It's an old forge in Kelso.",
            "Ros has found a place for their pottery studio, an old forge in Kelso.",
        ),
        (
            "Ros: I got a kitten! She's a little tortoiseshell called Marmite, and she's"
            " ten weeks old.",
            "Ros got a kitten, a little tortoiseshell called Marmite, and Marmite was"
            " ten weeks old in August 2026.",
        ),
    ],
)
def test_what_was_got_is_described_by_it(said: str, expected: str) -> None:
    assert expected in texts(said)


@pytest.mark.parametrize(
    "said",
    [
        "Ros: I bought a car. It's a bit old, but it runs.",
        "Ros: I bought a car. It's a shame I can't drive.",
        "Ros: I rented a flat. It's a little far from work.",
        "Ros: I rented a flat. It's a little small for us.",
        "Ros: I got a new boss. She's a nightmare.",
        "Ros: I bought a ticket. It's a long way though.",
        "Ros: We bought a van. It's a real pain to park.",
        "Ros: I got a new boss. She's a retired sailor from Wick.",  # "she" only for an animal
    ],
)
def test_a_verdict_on_what_was_got_is_no_description(said: str) -> None:
    assert not any(", a " in f for f in texts(said))


# --- "still" before a past verb with its "I" left out ----------------------------------


def test_still_before_a_past_deed_is_the_speakers() -> None:
    found = texts("Tam: lost in the quarter final lol. still won 200 quid tho")
    assert "Tam still won 200 quid." in found


@pytest.mark.parametrize(
    "said",
    [
        "Tam: still got my old bike",  # "got" here is "have": nothing done
        "Tam: still jetlagged from Lima, woke up at 4am",  # how Tam is, not a deed
        "Tam: my sister failed her test. still passed the theory",  # the sister's
    ],
)
def test_still_before_no_deed_of_the_speakers_forms_nothing(said: str) -> None:
    assert not any(f.startswith("Tam still") for f in texts(said))
