"""A relative named by kin who does two things, the second told with "he" or "she":
"My sister ran the Leeds 10k in May and this year she's doing the marathon." is two facts
about the sister, each naming her (rules/text.py, ``_kin_halves``). A "he"/"she" that does
not fit the relative's sex, or "my sister and I", is left as it was. All sentences are our
own; 2 September 2024 is a Monday.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts

MONDAY = date(2024, 9, 2)


def texts(line: str) -> list[str]:
    return [f.text for f in extract_facts(ExtractionInput(line, MONDAY))]


@pytest.mark.parametrize(
    ("said", "both"),
    [
        (
            "Ines: My brother moved to Derby in May and he started at the depot last week.",
            [
                "Ines's brother moved to Derby in May 2024.",
                "Ines's brother started at the depot in the week of 26 August 2024 (2024-08-26).",
            ],
        ),
        (
            "Ines: My aunt Rhoda is staying with us for Easter and she's vegetarian.",
            ["Ines's aunt Rhoda is vegetarian."],
        ),
        (
            "Ines: My gran had her knee done in March and this year she's doing the fun run.",
            ["Ines's gran had her knee done in March 2024."],
        ),
    ],
)
def test_the_second_deed_names_the_relative(said: str, both: list[str]) -> None:
    formed = texts(said)
    assert all(fact in formed for fact in both), formed


@pytest.mark.parametrize(
    "said",
    [
        "Ines: My dad retired in June and she threw him a party.",  # "she" is not the dad
        "Ines: My sister and I went to Bruges and she loved it.",  # two people before "she"
    ],
)
def test_a_pronoun_that_does_not_fit_is_not_the_relative(said: str) -> None:
    formed = texts(said)
    assert not any("dad threw" in f or "sister loved" in f for f in formed), formed
