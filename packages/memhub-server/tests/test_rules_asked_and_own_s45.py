"""Session 45 (issue #15): a relative or a mate named after a request ("help me write a
card, my mate costin turns 50 on the 20th") is read as news of its own (rules/text.py), and
a line that opens on where the speaker works or lives, its "I" left out ("work nights at
the lock gate in sulina"), is the speaker's (rules/continuation.py). 5 May 2025 is a
Monday.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts

MONDAY = date(2025, 5, 5)


def texts(*lines: str) -> list[str]:
    item = ExtractionInput("\n".join(lines), MONDAY)
    return [fact.text for fact in extract_facts(item)]


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "User: help me write a card, my mate costin turns 50 on the 20th",
            "The user's mate Costin turns 50 on 20 May 2025",
        ),
        (
            "User: can you suggest a gift, my boss Aled retires in June",
            "The user's boss Aled retires in June",
        ),
        ("User: write me a toast, my sister marries in June", "The user's sister marries in June"),
        ("User: find me a recipe, my son loves pasta", "The user's son loves pasta"),
        (
            "User: draft a note to the school, my daughter Ffion starts on Monday",
            "The user's daughter Ffion starts on Monday, 12 May 2025",
        ),
    ],
)
def test_news_of_ones_people_after_a_request(line: str, expected: str) -> None:
    assert any(text.startswith(expected) for text in texts(line)), texts(line)


@pytest.mark.parametrize(
    "line",
    ["User: help me write a card, my mate is lovely", "User: help me write a card for my mate"],
)
def test_a_request_with_no_news_after_it_forms_nothing(line: str) -> None:
    assert texts(line) == []


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("User: work nights at the lock gate in sulina, 6 yrs now", "The user works nights at"),
        ("User: live in a van on the coast these days", "The user lives in a van on the coast"),
        ("User: work for the council, parks dept", "The user works for the council"),
        ("User: volunteer at the food bank in Leith", "The user volunteers at the food bank"),
        ("User: work weekends at a garden centre", "The user works weekends at a garden centre"),
    ],
)
def test_where_the_speaker_works_or_lives_without_i(line: str, expected: str) -> None:
    assert any(text.startswith(expected) for text in texts(line)), texts(line)


@pytest.mark.parametrize(
    "line",
    [
        "User: work in the garden is hard",
        "User: work at it every day, you'll get there",
        "User: live in the moment, they say",
    ],
)
def test_work_or_life_as_a_subject_or_advice_forms_nothing(line: str) -> None:
    assert not any(text.startswith(("The user works", "The user lives")) for text in texts(line))
