"""A deed told as the result of how the speaker was ("I was so nervous that I said good
evening") is news of its own; a wish or what nearly happened is not."""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.gate import unsafe
from memhub_server.pipeline.memory.rules.results import result_told

MONDAY = date(2025, 3, 17)


def texts(content: str, day: date = MONDAY) -> list[str]:
    facts = extract_facts(ExtractionInput(content, day))
    assert all(unsafe(fact.text, fact.subject) is None for fact in facts)
    return [fact.text for fact in facts]


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        (
            "User: My new hip is so good that I climbed Ben Ledi on Saturday.",
            "The user climbed Ben Ledi on Saturday, 15 March 2025 (2025-03-15).",
        ),
        (
            "Odile: I was so jetlagged that I slept through my brother's graduation.",
            "Odile slept through their brother's graduation.",
        ),
        (
            "User: We were so late that we missed the last ferry to Arran on Friday.",
            "The user and others missed the last ferry to Arran on Friday, 14 March 2025"
            " (2025-03-14).",
        ),
    ],
)
def test_the_deed_is_read(content: str, expected: str) -> None:
    assert expected in texts(content)


@pytest.mark.parametrize(
    "text",
    [
        "I was so tired that I could sleep for a week.",
        "I was so hungry that I wanted to eat the table.",
        "I was so angry that I nearly quit.",
        "I was so sure that I had locked it.",
        # not the speaker's own "so": what a thing was is left as it is
        "It was so cold that I stayed in bed.",
        "Is it so bad that I skipped the gym?",
    ],
)
def test_no_deed_is_left_alone(text: str) -> None:
    assert result_told(text) == text


def test_the_deed_only_is_split() -> None:
    assert result_told("I was so nervous that I forgot my lines.") == (
        "I was so nervous. I forgot my lines."
    )
