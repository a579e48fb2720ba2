"""An appointment "got" for a day said with nerves or hope about it is still ahead
(issue #15): "got an interview at the cider farm on friday, wish me luck" said on a
Tuesday is the interview that Friday, not the Friday before. Without a word looking
forward, "got" is read as said. The sentences are our own; 25 February 2025 is a Tuesday.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.appointments import appointment_ahead


def texts(turn: str) -> list[str]:
    content = f"Bo: Any news?\nEllis: {turn}"
    return [fact.text for fact in extract_facts(ExtractionInput(content, date(2025, 2, 25)))]


@pytest.mark.parametrize(
    ("turn", "fact"),
    [
        (
            "got an interview at the cider farm on friday, wish me luck",
            "Ellis has an interview at the cider farm on Friday, 28 February 2025 (2025-02-28).",
        ),
        (
            "I got a job interview at the bank on Thursday, so nervous.",
            "Ellis has a job interview at the bank on Thursday, 27 February 2025 (2025-02-27).",
        ),
        (
            "Got my driving test on Monday, fingers crossed.",
            "Ellis has their driving test on Monday, 3 March 2025 (2025-03-03).",
        ),
    ],
)
def test_an_appointment_looked_forward_to_is_ahead(turn: str, fact: str) -> None:
    assert texts(turn) == [fact]


@pytest.mark.parametrize(
    "turn",
    [
        "I got an interview on Friday!",  # the offer may have come on Friday
        "I got a call on Friday, wish me luck with the move.",  # no appointment
        "I got my exam results on Monday, so nervous about them.",  # results came
    ],
)
def test_got_is_read_as_said_otherwise(turn: str) -> None:
    assert appointment_ahead(turn) == turn
    assert any("21 February 2025" in t or "24 February 2025" in t for t in texts(turn))
