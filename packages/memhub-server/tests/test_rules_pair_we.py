"""A subject "we" after the speaker pairs themselves with one person is that pair."""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.pair_we import we_the_pair

WEDNESDAY = date(2025, 10, 15)


def texts(*turns: str) -> list[str]:
    return [f.text for f in extract_facts(ExtractionInput("\n".join(turns), WEDNESDAY))]


@pytest.mark.parametrize(
    ("said", "written"),
    [
        (
            "Ilona and I are splitting up. we told the kids on sunday",
            "Ilona and I are splitting up. Ilona and I told the kids on sunday",
        ),
        (
            "me and Ilona drove to Bergen, we're staying till friday",
            "me and Ilona drove to Bergen, Ilona and I are staying till friday",
        ),
        (
            "My husband and I sold the van. We've bought bikes instead",
            "My husband and I sold the van. My husband and I have bought bikes instead",
        ),
    ],
)
def test_a_we_after_the_pair_is_written_as_the_pair(said: str, written: str) -> None:
    assert we_the_pair(said, {"Ilona"}) == written


@pytest.mark.parametrize(
    "said",
    [
        "we told the kids on sunday. Ilona and I are splitting up",  # the pair comes later
        "Ilona and I went to Bergen and Oskar and I went to Oslo. we loved it",  # two pairs
        "Ilona and I went to Bergen. we'd never been",  # had or would: left alone
        "Ilona and I went to Bergen. should we go back?",  # no subject "we" opens a clause
        "Monday and I never get on. we argue",  # not a name the document attests
    ],
)
def test_anything_else_stays_as_said(said: str) -> None:
    assert we_the_pair(said, {"Ilona", "Oskar"}) == said


def test_the_pair_is_named_in_the_memory_instead_of_others() -> None:
    facts = texts("Teodor: Ilona and I are splitting up. we told the kids on sunday")
    assert "Ilona and Teodor told the kids on Sunday, 12 October 2025 (2025-10-12)." in facts
    assert not any("others" in f for f in facts), facts


def test_a_relative_pair_carries_too() -> None:
    facts = texts("Teodor: my sister and I rented a cabin in Voss. we go up on the 24th")
    assert any(f.startswith("Teodor and their sister go up") for f in facts), facts


def test_a_we_after_one_reply_is_the_pair_of_the_speakers_turn_before() -> None:
    # session 33: the speaker's next turn, after one reply, reads its "we" as the pair
    # (pair_we.who_we_are); before, this stayed "Teodor and others"
    facts = texts(
        "Teodor: Ilona and I are splitting up",
        "Maja: oh no, I'm sorry",
        "Teodor: we told the kids on sunday",
    )
    assert "Ilona and Teodor told the kids on Sunday, 12 October 2025 (2025-10-12)." in facts


def test_a_we_two_turns_of_the_speaker_later_is_still_the_speaker_and_others() -> None:
    facts = texts(
        "Teodor: Ilona and I are splitting up",
        "Maja: oh no, I'm sorry",
        "Teodor: it's for the best",
        "Maja: are you ok?",
        "Teodor: we told the kids on sunday",
    )
    assert "Teodor and others told the kids on Sunday, 12 October 2025 (2025-10-12)." in facts


def test_a_second_pair_with_the_speaker_names_the_speaker_again() -> None:
    facts = texts("Teodor: Ilona and I went to Bergen, and Oskar and I went to Oslo")
    assert facts == ["Ilona and Teodor went to Bergen, and Oskar and Teodor went to Oslo."]
