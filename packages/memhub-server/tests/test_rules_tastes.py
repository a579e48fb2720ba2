"""Short answers to questions about tastes, pastimes, studies and how long (issue #15).

"what kind of music do you like?" - "mostly jazz" says nothing alone; read with its
question it says what the answerer likes. Checked on the facts the whole extractor forms
from a two-person chat. Hedges, jokes, "nothing really", questions back and answers that
name no kind of thing form nothing.
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


@pytest.mark.parametrize(
    ("question", "answer", "fact"),
    [
        # tastes
        (
            "What kind of music do you like?",
            "Mostly folk, especially Nick Drake.",
            "Sol likes folk, especially Nick Drake.",
        ),
        # a whole turn that is a wh-question about "you" asks it, its "?" left off or not
        ("what sort of films do you watch", "horror mostly", "Sol watches horror."),
        ("what a week it has been", "horror mostly", None),  # no question
        ("what sort of films do you watch?", "horror mostly", "Sol watches horror."),
        ("which bands are you into?", "Wet Leg and Idles", "Sol is into Wet Leg and Idles."),
        ("What kind of food does Petra like?", "Georgian!", "Petra likes Georgian."),
        # pastimes
        (
            "What do you do in your spare time?",
            "Ceramics, mostly. And a bit of fencing.",
            "Sol is into ceramics and fencing.",
        ),
        ("what are you into these days?", "birdwatching!", "Sol is into birdwatching."),
        ("What do you do for fun?", "Play the cello", "Sol plays the cello."),
        ("What does your sister do for fun?", "Archery", "Sol's sister is into archery."),
        ("What are your hobbies?", "Woodwork, mostly.", "Sol is into woodwork."),
        # studies
        ("What are you studying?", "Dentistry, 3rd year", "Sol is studying dentistry (3rd year)."),
        ("what does Petra study?", "geology, final year", "Petra studies geology (final year)."),
    ],
)
def test_a_short_answer_forms_the_fact_asked_for(
    question: str, answer: str, fact: str | None
) -> None:
    formed = texts(f"Lin: {question}", f"Sol: {answer}")
    if fact is None:
        assert not any(answer.split()[0].lower() in f.lower() for f in formed)
    else:
        assert fact in formed


def test_a_span_said_with_now_keeps_the_clause_after_it() -> None:
    formed = texts(
        "Lin: How long have you been learning Welsh?",
        "Sol: About three years now, I go to classes on Mondays.",
    )
    assert "Sol has been learning Welsh for about three years." in formed
    assert "Sol goes to classes on Mondays." in formed


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("What kind of music do you like?", "nothing really"),
        ("What kind of music do you like?", "no idea tbh"),
        ("What kind of music do you like?", "folk, you?"),
        ("What kind of music do you like?", "why do you ask?"),
        ("What kind of music do you like?", "all sorts"),
        ("What kind of music do you like?", "music"),
        ("What kind of music do you like?", "polka lol"),
        ("What kind of food do you want tonight?", "Thai"),
        ("What do you do for fun?", "work, mostly"),
        ("What do you do in your spare time?", "sleep haha"),
        ("What do you do in your spare time?", "not much"),
        ("What do you do in your spare time?", "spare time?? what's that"),
        ("What are you into these days?", "the usual"),
        ("What are your hobbies?", "kids and work lol"),
        ("How long have you been together?", "five years now"),
        ("How long have you been learning Welsh?", "too long lol"),
    ],
)
def test_no_answer_to_the_question_forms_nothing(question: str, answer: str) -> None:
    assert texts(f"Lin: {question}", f"Sol: {answer}") == []
