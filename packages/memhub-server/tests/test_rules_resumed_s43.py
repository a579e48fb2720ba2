"""A state that stopped, and a return to it (issue #15, session 43).

"I stopped X ..., but I'm going back in May" tells two facts; the return names what it
returns to only through the first half, so it is named in the return: "going back to X".
A reason after a semicolon ("I've stopped coaching; the new job takes every Saturday") is
a sentence of its own. A return to something never named forms no made-up object.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.resumed import return_named

DAY = date(2025, 2, 15)


def texts(*lines: str) -> list[str]:
    return [fact.text for fact in extract_facts(ExtractionInput("\n".join(lines), DAY))]


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "Ann: I stopped swimming in the winter, but I'm going back in May.",
            "Ann is going back to swimming in May 2025.",
        ),
        (
            "Ann: I've given up the allotment, but I'll start again in the spring.",
            "Ann will start the allotment again in spring 2025.",
        ),
        (
            "Ann: I quit the gym in March; I'll go back after the wedding.",
            "Ann will go back to the gym after the wedding (as of 15 February 2025).",
        ),
        (
            "Ann: I've stopped the piano lessons for now, but I'm starting again in September.",
            "Ann is starting the piano lessons again in September 2025.",
        ),
        (
            "Ann: We stopped going to the quiz at the Crown, but we're going back in April.",
            "Ann and others are going back to the quiz at the Crown in April 2025.",
        ),
    ],
)
def test_the_return_names_what_stopped(line: str, expected: str) -> None:
    assert expected in texts(line)


@pytest.mark.parametrize(
    ("said", "read"),
    [
        (
            "I've stopped coaching; the new job takes every Saturday.",
            "I've stopped coaching. The new job takes every Saturday.",
        ),
        (
            "We gave up the boat last year; it cost too much.",
            "We gave up the boat last year. It cost too much.",
        ),
        # no stop, or a return with its own object: as said
        ("I'm going back in May.", "I'm going back in May."),
        (
            "I stopped in the winter, but I'm going back to the pool in May.",
            "I stopped in the winter, but I'm going back to the pool in May.",
        ),
        ("She stopped the car; it was raining.", "She stopped the car; it was raining."),
    ],
)
def test_what_the_return_and_the_reason_read_as(said: str, read: str) -> None:
    assert return_named(said) == read


def test_a_stop_with_no_object_names_nothing() -> None:
    assert return_named("I stopped in the winter, but I'm going back in May.") == (
        "I stopped in the winter, but I'm going back in May."
    )


def test_the_reason_is_not_part_of_the_stop() -> None:
    assert texts("Ann: I've stopped coaching; the new job takes every Saturday.")[0] == (
        "Ann has stopped coaching."
    )


# review s43: "back" with a place or thing after it is back there, not back at what stopped
@pytest.mark.parametrize(
    ("line", "formed", "not_formed"),
    [
        (
            "Ann: I stopped caring what people think, but I'm back at work on Monday",
            "Ann is back at work on Monday, 17 February 2025 (2025-02-17).",
            "caring what people think at work",
        ),
        (
            "Ann: I stopped swimming in the winter, but I'm back in London in May",
            "Ann is back in London in May 2025.",
            "back swimming",
        ),
        (
            "Ann: I quit the band in 2019, but I'm back from tour in May",
            "Ann is back from tour in May 2025.",
            "back at the band",
        ),
        (
            "Ann: I stopped swimming in the winter, but I'm back at it from March",
            "Ann is back swimming from March 2025.",
            "at it",
        ),
    ],
)
def test_back_somewhere_is_no_return_to_what_stopped(
    line: str, formed: str, not_formed: str
) -> None:
    facts = texts(line)
    assert formed in facts
    assert not any(not_formed in fact for fact in facts)


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        # a time alone after "back" still returns to what stopped, and "start again" with a
        # place still starts what stopped: as before
        (
            "Ann: I quit the choir, but I'm back next week",
            "Ann is back at the choir in the week of 17 February 2025 (2025-02-17).",
        ),
        (
            "Ann: I stopped swimming, but I'll start again at the new pool in May",
            "Ann will start swimming again at the new pool in May 2025.",
        ),
    ],
)
def test_back_with_a_time_alone_still_returns(line: str, expected: str) -> None:
    assert expected in texts(line)
