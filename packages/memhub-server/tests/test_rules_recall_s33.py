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
            "Tam starts the job at the sawmill on 10 August 2026 (2026-08-10).",
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
            "Ros started their plastering course at the college on 3 August 2026 (2026-08-03).",
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
