"""Chat answers that open on how someone is, shifts, and more job words (issue #15).

"how's Tomasz?" - "good, tired, he's on nights at the depot till march": the moods before
the news say nothing; the clause after them is about the one asked after. A run of
shifts with where or till when is kept for a while. Checked in lower case and proper
case. 15 May 2024 is a Wednesday.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts

WEDNESDAY = date(2024, 5, 15)


def texts(*lines: str) -> list[str]:
    content = "\n".join(lines)
    return [fact.text for fact in extract_facts(ExtractionInput(content, WEDNESDAY))]


# --- moods before the news -----------------------------------------------------------


@pytest.mark.parametrize(
    ("prompt", "answer"),
    [
        ("Hana: How's Tomasz?", "Rui: Good, tired, he's on nights at the depot till March."),
        ("Hana: hows tomasz", "Rui: good, tired, he's on nights at the depot till march"),
    ],
)
def test_moods_before_a_shift_answer(prompt: str, answer: str) -> None:
    assert texts(prompt, answer) == ["Tomasz is on nights at the depot till March 2025."]


@pytest.mark.parametrize("mood", ["Good", "Busy", "Fine, busy"])
def test_moods_before_a_job(mood: str) -> None:
    said = texts("Hana: How's Tomasz?", f"Rui: {mood}, he's a paramedic in Leeds now.")
    assert said == ["Tomasz is a paramedic in Leeds now."]


def test_mood_before_a_name_said_plainly() -> None:
    assert texts("Rui: Good, Tomasz is a paramedic in Leeds.") == [
        "Tomasz is a paramedic in Leeds."
    ]


def test_mood_before_a_word_that_is_no_name_forms_nothing() -> None:
    # "Fine, Thursday is ...": no one attested, so no one's fact
    assert texts("Rui: Fine, Thursday is a good day for it.") == []


# --- shifts --------------------------------------------------------------------------


def test_shifts_with_a_place() -> None:
    assert texts("Hana: How's Tomasz?", "Rui: He's on earlies at the bakery.") == [
        "Tomasz is on earlies at the bakery (as of 15 May 2024)."
    ]


def test_shifts_alone_form_nothing() -> None:
    # where or till when makes it worth keeping; "he's on nights" alone passes
    assert texts("Hana: How's Tomasz?", "Rui: He's on nights.") == []


# --- job words -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("job", "said"),
    [
        ("a software tester", "Tomasz is a software tester."),
        ("a stonemason", "Tomasz is a stonemason."),
        ("an arborist", "Tomasz is an arborist."),
        ("a taxidermist", "Tomasz is a taxidermist."),
    ],
)
def test_job_words(job: str, said: str) -> None:
    facts = texts(
        "User: My husband Tomasz cooks.", "Assistant: What does he do?", f"User: He's {job}."
    )
    assert said in facts


# --- "when?" after news of a relative or someone named ---------------------------------


@pytest.mark.parametrize(
    ("news", "prompt", "answer", "fact"),
    [
        (
            "Ola: our daughter liv was born!!",
            "Ben: omg when??",
            "Ola: the 9th, a bit early",
            "Ola's daughter Liv was born on 9 May 2024 (2024-05-09).",
        ),
        (
            "Ola: My grandad passed away.",
            "Ben: Oh no. When?",
            "Ola: On Monday.",
            "Ola's grandad passed away on Monday, 13 May 2024 (2024-05-13).",
        ),
        (
            "Ola: Fen graduated!",
            "Ben: When?",
            "Ola: In March.",
            "Fen graduated in March 2024.",
        ),
    ],
)
def test_when_after_their_news(news: str, prompt: str, answer: str, fact: str) -> None:
    assert fact in texts(news, prompt, answer)


def test_when_after_a_state_is_no_date_of_it() -> None:
    # "Fen is pregnant" - "when?" - "in July": July is when the baby is due
    facts = texts("Ola: Fen is pregnant!", "Ben: When?", "Ola: In July.")
    assert not any("July" in f for f in facts)
