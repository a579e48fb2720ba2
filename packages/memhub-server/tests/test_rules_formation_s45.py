"""Formation misses of session 45 (issue #15): turns whose fact was never formed.

A felt "-ing" word ("boiling", "freezing", "buzzing", "starving") followed by its object is a
verb of work or cooking, not how someone feels: "I'm still boiling octopus at the fairs"
forms a fact, while "I'm boiling today" still forms nothing. The sentences are our own.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import RuleExtractor

DAY = date(2024, 8, 3)  # a Saturday


def texts(*lines: str, day: date = DAY) -> list[str]:
    [facts] = RuleExtractor().extract([ExtractionInput(content="\n".join(lines), document_date=day)])
    return [fact.text for fact in facts]


# --- a felt "-ing" word with an object is a verb ---------------------------------------------


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("Breixo: I'm still boiling pulpo at the fairs.", "Breixo is still boiling pulpo at the fairs"),
        ("Maren: I was freezing the berries for winter.", "Maren was freezing the berries for winter"),
        (
            "Tobiah: im boiling crawfish for the church supper every friday",
            "Tobiah is boiling crawfish for the church supper every friday",
        ),
        (
            "Odile: I'm still buzzing visitors in at the hospital front desk.",
            "Odile is still buzzing visitors in at the hospital front desk",
        ),
        (
            "Kwame: Lucky you. I'm still boiling sweetcorn at the county show, in my uncle's old pot.",
            "Kwame is still boiling sweetcorn at the county show",
        ),
    ],
)
def test_felt_ing_word_with_an_object_forms_a_fact(line: str, expected: str) -> None:
    assert any(expected in text for text in texts(line)), texts(line)


@pytest.mark.parametrize(
    "line",
    [
        "Breixo: I'm boiling today.",
        "Maren: I'm absolutely freezing this morning!",
        "Tobiah: im starving lol",
        "Odile: I'm buzzing tonight!",
        "Kwame: I am boiling in this heat.",
        "Ines: I was freezing all day at the match.",
    ],
)
def test_felt_ing_word_without_an_object_stays_a_feeling(line: str) -> None:
    assert texts(line) == []
