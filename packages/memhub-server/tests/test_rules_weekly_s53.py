"""A week's evenings, counts of "us" and rivers in flood, of session 53 (issue #15).

- "I have my Sranan Tongo class on Tuesday and Thursday evenings": days joined before
  "evenings" are a week's pattern, not a day pointing back (rules/gate.py), and a class on
  the evenings of named days is a habit (rules/extractor.py).
- "There are fifteen of us in the squad" is no fact about "<S> and others" (rules/gate.py).
- "The river flooded our street on Monday night": rising water damages like weather
  (rules/weather.py).
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.gate import unsafe

DAY = date(2024, 10, 12)  # a Saturday


def _facts(said: str) -> list[tuple[str, str]]:
    return [(f.text, f.kind) for f in extract_facts(ExtractionInput(f"User: {said}", DAY))]


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        ("I have my Spanish class on Tuesday and Thursday evenings.",
         "The user has their Spanish class on Tuesday and Thursday evenings."),
        ("I have my Spanish class on Monday, Wednesday and Friday mornings.",
         "The user has their Spanish class on Monday, Wednesday and Friday mornings."),
        ("I have my yoga class on Tuesday evenings.",
         "The user has their yoga class on Tuesday evenings."),
        ("Yes. And add that I have my Sranan Tongo class on Tuesday and Thursday evenings, so I'm "
         "out then.", "The user has their Sranan Tongo class on Tuesday and Thursday evenings."),
    ],
)  # fmt: skip
def test_a_class_on_the_evenings_of_named_days_is_a_habit(said: str, fact: str) -> None:
    assert _facts(said) == [(fact, "durable")]


def test_named_days_alone_are_still_dates() -> None:
    assert _facts("I saw Tom on Tuesday and Thursday.") == [
        (
            "The user saw Tom on Tuesday, 8 October 2024 (2024-10-08) and Thursday, 10 October "
            "2024 (2024-10-10).",
            "recent",
        )
    ]
    # a day left unresolved still points back
    assert unsafe("The user has their class on Tuesday and then a break.", "the user") == (
        "relative date"
    )


@pytest.mark.parametrize(
    "fact",
    [
        "There are fifteen of Everild and others in the squad.",
        "There were 12 of Everild and others on the trip.",
    ],
)
def test_a_count_of_us_is_no_fact(fact: str) -> None:
    assert unsafe(fact, "Everild") is not None


@pytest.mark.parametrize(
    "fact",
    [
        "Everild has a photo of Everild and others at the lake.",
        "Both of Everild and others got covid in the week of 15 July 2024.",  # news, clumsily
    ],
)
def test_other_counts_of_the_subject_and_others_stay(fact: str) -> None:
    assert unsafe(fact, "Everild") is None


@pytest.mark.parametrize(
    "said",
    [
        "This week I'm working on Tuesday and Thursday evenings, so I can't come.",
        "Last week we went out on Friday and Saturday nights, I'm exhausted.",
    ],
)
def test_one_weeks_evenings_are_no_habit(said: str) -> None:
    assert all(kind == "recent" for _, kind in _facts(said)), _facts(said)


@pytest.mark.parametrize(
    "said",
    ["The burn ruined my holiday, I couldn't swim.", "The stream killed my wifi all evening."],
)
def test_a_burn_or_a_stream_is_no_weather(said: str) -> None:
    assert not any("by the" in text for text, _ in _facts(said)), _facts(said)


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        ("The river flooded our street on Monday night.",
         "The user's street was flooded by the river on the night of Monday, 7 October 2024 "
         "(2024-10-07)."),
        ("the canal flooded my cellar on Tuesday",
         "The user's cellar was flooded by the canal on Tuesday, 8 October 2024 (2024-10-08)."),
    ],
)  # fmt: skip
def test_rising_water_damages_like_weather(said: str, fact: str) -> None:
    assert [text for text, _ in _facts(said)] == [fact]


def test_a_river_on_a_shared_place_is_no_ones() -> None:
    assert _facts("The river flooded the bridge.") == []
