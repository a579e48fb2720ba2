"""News announced with what it is about before a colon ("My big news is sport: ...") is
the speaker's statement after the colon (issue #15, rules/text.py). 13 April 2024 is a
Saturday."""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts

SATURDAY = date(2024, 4, 13)


def texts(said: str) -> list[str]:
    return [fact.text for fact in extract_facts(ExtractionInput(said, SATURDAY))]


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        (
            "Kasia: My big news is sport: on Sunday the 7th I ran the Kraków half marathon.",
            "On Sunday, 7 April 2024 (2024-04-07) Kasia ran the Kraków half marathon.",
        ),
        (
            "Kasia: My only news is the garden: I planted forty tulips.",
            "Kasia planted forty tulips.",
        ),
    ],
)
def test_what_the_news_is_about_is_dropped(said: str, expected: str) -> None:
    found = texts(said)
    assert expected in found, found


def test_the_frame_never_opens_a_memory() -> None:
    found = texts("Kasia: Our news was about the flat: we sold it in March.")
    assert not any(text.startswith(("Is ", "Was ", "About ")) for text in found), found


def test_news_that_is_the_statement_itself_stays() -> None:
    found = texts("Kasia: The news is that I've been made a supervisor.")
    assert "Kasia has been made a supervisor." in found, found
