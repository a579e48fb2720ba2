"""A day said and then corrected is remembered with the corrected day (issue #15).

"We buried him on Sunday. Sorry, it was Saturday." is one fact about Saturday; the
correction itself ("I'm all muddled") is no fact. A correction may follow in the speaker's
next turn, after the other's reply. Nothing that only looks like a correction changes
anything. The sentences are our own; 7 October 2025 is a Tuesday.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.corrections import corrected
from memhub_server.pipeline.memory.rules.text import Passage, passages

TUESDAY = date(2025, 10, 7)


def texts(*turns: str) -> list[str]:
    return [fact.text for fact in extract_facts(ExtractionInput("\n".join(turns), TUESDAY))]


@pytest.mark.parametrize(
    ("turn", "fact"),
    [
        (
            "Wilfreda: We planted the pear tree on Sunday. Sorry, it was Saturday, "
            "I'm all over the place this week.",
            "Wilfreda and others planted the pear tree on 4 October 2025 (2025-10-04).",
        ),
        (
            "Wilfreda: Two weeks ago I passed my driving test. Actually, it was three weeks ago.",
            "Around 16 September 2025 (2025-09-16) Wilfreda passed their driving test.",
        ),
        (
            "Wilfreda: i passed my driving test two weeks ago. actually it was three weeks ago, "
            "not two",
            "Wilfreda passed their driving test around 16 September 2025 (2025-09-16).",
        ),
        (
            "Wilfreda: My exam is on the 14th. Actually it's the 16th, not the 14th.",
            "Wilfreda's exam is on 16 October 2025 (2025-10-16).",
        ),
        (
            "Wilfreda: I met Tobias on Monday. Sorry, it was last Sunday, I mean.",
            "Wilfreda met Tobias on 5 October 2025 (2025-10-05).",
        ),
    ],
)
def test_a_day_corrected_in_the_same_turn(turn: str, fact: str) -> None:
    assert texts("Bo: How are things?", turn, "Bo: Oh, lovely.") == [fact]


def test_a_day_corrected_in_the_speakers_next_turn() -> None:
    read = corrected(
        passages(
            "Bo: And how is the van?\n"
            "Wilfreda: Stolen! Someone took it from outside the depot two weeks ago.\n"
            "Bo: Oh no, that's awful. Did you tell the police?\n"
            "Wilfreda: I did. Actually, it was three weeks ago, not two. I checked the report."
        )
    )
    assert [p.text for p in read] == [
        "And how is the van?",
        "Stolen! Someone took it from outside the depot three weeks ago.",
        "Oh no, that's awful. Did you tell the police?",
        "I did. I checked the report.",
    ]
    assert read[2].prompt == read[1].text


@pytest.mark.parametrize(
    "turns",
    [
        # not a correction: the day is what the sentence is about
        ("Wilfreda: I'm free on Monday. Actually, Tuesday works better for me.",),
        ("Wilfreda: We moved on Friday. Sorry, it was Saturday night chaos here.",),
        # the word it says it replaces is not there
        ("Wilfreda: I started on Monday. Actually, it was Tuesday, not Wednesday.",),
        # another speaker's day is theirs to correct
        ("Bo: I saw your sister on Friday.", "Wilfreda: Actually, it was Thursday."),
        # no day of that kind before it
        ("Wilfreda: We finally painted the hall. Actually, it was three weeks ago.",),
    ],
)
def test_what_only_looks_like_a_correction_changes_nothing_before_it(
    turns: tuple[str, ...],
) -> None:
    read = passages("\n".join(turns))
    assert [p.text for p in corrected(read)[:-1]] == [p.text for p in read[:-1]]


def test_the_prompt_of_the_next_turn_is_the_corrected_text() -> None:
    read = corrected(
        passages("Wilfreda: We landed on Sunday. Sorry, it was Monday.\nBo: Welcome back!")
    )
    assert read == [
        Passage("Wilfreda", "We landed on Monday."),
        Passage("Bo", "Welcome back!", "We landed on Monday."),
    ]
