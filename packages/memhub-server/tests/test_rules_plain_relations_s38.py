"""A partner named with a chat word is stored under the word a question asks with
(issue #15, session 38): "my fella", "my other half", "the hubby" become partner, husband."""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.kin import plainly_related

DAY = date(2024, 10, 2)


def texts(*lines: str) -> list[str]:
    return [f.text for f in extract_facts(ExtractionInput("\n".join(lines), DAY))]


@pytest.mark.parametrize(
    ("said", "plain"),
    [
        ("Una's fella is a roofer in Tralee.", "Una's partner is a roofer in Tralee."),
        ("The user's other half, Joss, keeps bees.", "The user's partner, Joss, keeps bees."),
        ("Una's hubby drives a taxi.", "Una's husband drives a taxi."),
        ("The user's missus teaches yoga.", "The user's wife teaches yoga."),
        # not after an owner: left as said
        ("Una met a fella from Cork.", "Una met a fella from Cork."),
        # not the whole word
        ("Una's fellowship starts in May.", "Una's fellowship starts in May."),
    ],
)
def test_plainly_related(said: str, plain: str) -> None:
    assert plainly_related(said) == plain


def test_a_partner_told_in_chat_words_is_stored_as_partner() -> None:
    found = texts(
        "Una: My fella's a glazier at the works in Ennis.",
        "Cian: Grand.",
        "Una: And my sister's hubby is a sheep shearer.",
    )
    assert "Una's partner is a glazier at the works in Ennis." in found
    assert not any("fella" in text or "hubby" in text for text in found)


@pytest.mark.parametrize(
    ("question", "answer", "fact"),
    [
        ("You're the one who runs the book swap, aren't you?", "That's me.", "runs the book swap"),
        ("Aren't you the one who organises the rota?", "Yes, since March.", "organises the rota"),
    ],
)
def test_the_one_who_is_said_as_what_they_do(question: str, answer: str, fact: str) -> None:
    # a confirmed "you're the one who ..." is stored as the deed, not the frame
    found = texts(f"Cian: {question}", f"Ines: {answer}")
    assert f"Ines {fact}." in found
    assert not any("the one who" in text for text in found)


def test_a_confirmed_the_one_who_is_stored_as_what_they_do() -> None:
    found = texts(
        "Cian: You're the one who runs the seed library in Ennis, aren't you?",
        "Una: That's me! Every second Saturday.",
    )
    assert "Una runs the seed library in Ennis." in found
