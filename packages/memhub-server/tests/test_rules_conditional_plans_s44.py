"""A plan told with a condition keeps it, or forms nothing (issue #15, session 44).

"Freya's leaving do is on Thursday, if she still wants one" is no firm plan: cutting the
condition off (its "she" needs the chat) would state one. A condition that opens the
sentence ("Assuming the ferry runs, ...") stays in front of the plan, and is never read
as the speaker's deed ("Ann provided the ferry runs"). A hedge on how a thing is said
("if you must know") is no condition on it. The sentences are our own.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts

# 15 January 2025 is a Wednesday.
WEDNESDAY = date(2025, 1, 15)
_CONDITIONS = ("if ", "unless ", "assuming ", "provided ", "as long as ")


def facts(said: str) -> list[str]:
    return [fact.text for fact in extract_facts(ExtractionInput(said, WEDNESDAY))]


@pytest.mark.parametrize(
    "said",
    [
        "Hal: Freya's leaving do is on Thursday, if she still wants one.",
        "Hal: I'm collecting the new van on Tuesday, unless it fails the inspection.",
        "Hal: Our barbecue is on Sunday, as long as it doesn't rain.",
        "Hal: My brother's wedding is in June, if they can find a venue.",
        "Hal: We're moving to Whitby in April, if it all goes through.",
        "Hal: Assuming the ferry runs, we're crossing to Arran tomorrow.",
        "Hal: Provided the ferry runs, we're crossing to Arran tomorrow.",
        "Hal: we're crossing to Arran tomorrow, provided the ferry runs",
        "Hal: My sister is moving to Leeds in March if she gets the job.",
    ],
)
def test_a_plan_with_a_condition_keeps_it_or_forms_nothing(said: str) -> None:
    for fact in facts(said):
        assert any(word in fact.lower() for word in _CONDITIONS), fact


def test_a_condition_kept_in_front_of_the_plan() -> None:
    found = facts("Hal: Assuming the ferry runs, we're crossing to Arran tomorrow.")
    assert found == [
        "Assuming the ferry runs, Hal and others are crossing to Arran on 16 January 2025"
        " (2025-01-16)."
    ]


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        ("Hal: I've got two kids, if you must know.", "Hal has got two kids."),
        (
            "Hal: I'm starting at the bakery on Monday.",
            "Hal is starting at the bakery on Monday, 20 January 2025 (2025-01-20).",
        ),
    ],
)
def test_a_hedge_or_no_condition_leaves_the_fact(said: str, fact: str) -> None:
    assert fact in facts(said)
