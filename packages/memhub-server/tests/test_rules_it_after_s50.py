"""An "it" that opens the sentence after the speaker's own thing (issue #15, session 50,
rules/it_after.py): "I cancelled my gym membership. It was 40 pounds a month." says what
the membership cost. A person, several things, a doing, a day out or a sentence further
on are no such "it".
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.it_after import it_named

DAY = date(2024, 7, 20)


def texts(said: str) -> list[str]:
    content = f"Bo: {said}\nAna: ok"
    return [fact.text for fact in extract_facts(ExtractionInput(content, DAY))]


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        (
            "I cancelled my gym membership. It was 40 pounds a month.",
            "Bo's gym membership was 40 pounds a month.",
        ),
        ("I bought a new bike on Friday. It cost 300 pounds.", "Bo's new bike cost 300 pounds."),
        ("My laptop died on Sunday. It was six years old.", "Bo's laptop was six years old."),
        (
            "And I cancelled my satellite TV subscription. It was 450 kwacha a month.",
            "Bo's satellite TV subscription was 450 kwacha a month.",
        ),
    ],
)
def test_it_is_the_thing_just_named(said: str, expected: str) -> None:
    assert expected in texts(said), texts(said)


@pytest.mark.parametrize(
    "said",
    [
        "I visited my gran on Sunday. It was lovely.",  # a visit, not a thing got
        "I bought two chairs. It was a bargain.",  # several things
        "I booked my brother for the gig. It was his idea.",  # a person
        "I started running. It was hard.",  # a doing
        "I bought a new bike. We went to the coast. It was lovely.",  # not the next sentence
        "I lost my keys and my phone. It was a mess.",  # the thing's phrase goes on
        "I bought a new bike. It was a good day.",  # the day, not the bike
        "I sold my car. It was hard to say goodbye.",
        "I sold my car. It was the third time this year.",
        "I booked a table at Luigi's. It was fully booked.",
    ],
)
def test_no_thing_for_the_it(said: str) -> None:
    assert it_named(said) == said
