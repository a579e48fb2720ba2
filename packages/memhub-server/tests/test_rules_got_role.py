"""A new job told short: the role on its own after the news ("got a new job!! head groomer
at a salon in barnsley") is what the job is, and a start with a bare day ("start 2nd
sept") is dated (issue #15, rules/news.py, rules/starts.py). 23 August 2024 is a Friday."""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts

FRIDAY = date(2024, 8, 23)


def texts(said: str) -> list[str]:
    return [fact.text for fact in extract_facts(ExtractionInput(said, FRIDAY))]


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        (
            "Nell: got a new job!! sous chef at a hotel in Keswick",
            "as sous chef at a hotel in Keswick",
        ),
        (
            "Nell: I got the job! Lab technician at the hospital in Derby.",
            "as lab technician at the hospital in Derby",
        ),
        (
            "Nell: landed a new role. Senior planner at an engineering firm",
            "as senior planner at an engineering firm",
        ),
    ],
)
def test_the_role_after_the_news_is_the_job(said: str, expected: str) -> None:
    found = texts(said)
    assert any(expected in text for text in found), found


@pytest.mark.parametrize(
    "said",
    [
        # the next sentence is news of its own, or names no role
        "Nell: got a new job!! my mum cried at the news",
        "Nell: got a new job!! we celebrated at a pub in Keswick",
    ],
)
def test_other_sentences_after_the_news_are_no_role(said: str) -> None:
    found = texts(said)
    assert not any(" as " in text for text in found), found


def test_a_start_on_a_bare_day_is_dated() -> None:
    found = texts("Nell: got a new job!! start 2nd sept")
    assert any("on 2 September 2024" in text for text in found), found
    assert not any("job 2nd" in text for text in found), found
