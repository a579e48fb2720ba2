"""How long a fact holds, read from what it is (issue #15): an occupation said "at the
moment" is still the speaker's occupation, "at the moment" on a tail after a comma does not
make the whole fact pass, and a move to another place is worth finding after the move."""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import CandidateFact, ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts

ON = date(2025, 1, 11)


def only(turn: str) -> CandidateFact:
    (fact,) = extract_facts(ExtractionInput(content=turn, document_date=ON))
    return fact


@pytest.mark.parametrize(
    ("turn", "text"),
    [
        (
            "User: i tutor maths, mostly online, about 14 students at the moment",
            "The user tutors maths, mostly online, about 14 students at the moment.",
        ),
        ("User: I tutor maths at the moment.", "The user tutors maths at the moment."),
        (
            "Ana: I teach piano, about 10 pupils right now.",
            "Ana teaches piano, about 10 pupils right now.",
        ),
    ],
)
def test_an_occupation_said_at_the_moment_lasts(turn: str, text: str) -> None:
    fact = only(turn)
    assert (fact.text, fact.kind, fact.forget_after) == (text, "durable", None)


@pytest.mark.parametrize(
    "turn", ["User: I am in Rome at the moment.", "User: my knee is sore right now, so no running"]
)
def test_a_state_said_at_the_moment_still_passes(turn: str) -> None:
    fact = only(turn)
    assert fact.kind == "recent"
    assert fact.forget_after is not None


@pytest.mark.parametrize(
    ("turn", "text"),
    [
        (
            "Cas: my sister is moving to Leeds for work.",
            "Cas's sister is moving to Leeds for work.",
        ),
        ("Cas: We are moving to the Netherlands!", "Cas and others are moving to the Netherlands."),
        ("Cas: Lucien is moving to Eindhoven.", "Lucien is moving to Eindhoven."),
    ],
)
def test_a_move_to_another_place_never_expires(turn: str, text: str) -> None:
    fact = only(turn)
    assert (fact.text, fact.kind, fact.forget_after) == (text, "recent", None)


def test_a_move_within_a_place_is_still_a_passing_plan() -> None:
    fact = only("Cas: I am moving to a new desk.")
    assert fact.forget_after is not None
