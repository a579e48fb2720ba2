"""Review of the rule extractor (issue #15, session 36): facts that misstated what was
said. 15 May 2024 is a Wednesday.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts

WEDNESDAY = date(2024, 5, 15)


def texts(content: str) -> list[str]:
    return [fact.text for fact in extract_facts(ExtractionInput(content, WEDNESDAY))]


# --- a birthday wished for a day is past only when late or for a day gone ------------------


@pytest.mark.parametrize(
    "said",
    [
        "Tom: Happy birthday for Saturday!\nAnn: Thank you!",
        "Tom: Happy birthday for the 18th, Ann!\nAnn: Thanks!",
    ],
)
def test_a_wish_before_the_day_forms_no_past_birthday(said: str) -> None:
    assert not any("birthday was" in fact for fact in texts(said)), texts(said)


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        ("Tom: Happy belated birthday for Saturday!\nAnn: Thanks!", "11 May 2024"),
        ("Tom: Happy birthday for last Sunday!\nAnn: Thank you!", "12 May 2024"),
    ],
)
def test_a_late_wish_still_dates_the_birthday(said: str, fact: str) -> None:
    assert any("Ann's birthday was" in f and fact in f for f in texts(said)), texts(said)
