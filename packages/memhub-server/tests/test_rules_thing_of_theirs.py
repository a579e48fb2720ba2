"""What befell a thing in or of the speaker's home or belongings is their news (session 49):
"The water heater in my flat died on Sunday morning" forms "The water heater in Stavros's
flat died on ...", as "My boiler broke on Tuesday" already did. Only a deed in the past, of
a home, a room, a vehicle or a device of theirs, and not where the speaker is in the rest
of the clause ("The man in my office laughed at me")."""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.gate import unsafe

SATURDAY = date(2024, 2, 10)


def texts(turn: str) -> list[str]:
    facts = extract_facts(ExtractionInput(f"Stavros: {turn}", SATURDAY))
    assert all(unsafe(f.text, f.subject) is None for f in facts)
    return [f.text for f in facts]


@pytest.mark.parametrize(
    ("turn", "expected"),
    [
        (
            "The water heater in my flat died on Sunday morning.",
            "The water heater in Stavros's flat died on the morning of Sunday, 4 February 2024"
            " (2024-02-04).",
        ),
        (
            "The boiler in our house broke last week.",
            "The boiler in Stavros's house broke in the week of 29 January 2024 (2024-01-29).",
        ),
        (
            "The roof of my shed blew off in the storm on Friday.",
            "The roof of Stavros's shed blew off in the storm on Friday, 9 February 2024"
            " (2024-02-09).",
        ),
        (
            "the lock on my front door broke on monday",
            "The lock on Stavros's front door broke on Monday, 5 February 2024 (2024-02-05).",
        ),
        (
            "The clutch of my van finally went in January.",
            "The clutch of Stavros's van finally went in January 2024.",
        ),
    ],
)
def test_what_befell_a_thing_of_theirs_is_their_news(turn: str, expected: str) -> None:
    assert expected in texts(turn)


@pytest.mark.parametrize(
    "turn",
    [
        "The man in my office laughed at me.",  # someone's moment, the speaker in it
        "The kitchen in my flat is tiny.",  # no deed
        "The bakery in my street will open in May.",  # not in the past
        "The cat in my dream talked.",  # no home or belonging
    ],
)
def test_no_news_of_theirs(turn: str) -> None:
    assert not [f for f in texts(turn) if "Stavros's" in f and f.startswith("The ")]
