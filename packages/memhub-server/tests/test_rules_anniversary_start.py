"""A span of years told by the anniversary still to come (issue #15, rules/dates.py).

"Seven years in October" said in August 2024 means something began in October 2017: the
month named is the next one (or this one), and the start is kept beside the span, so that
"since when?" and "how long?" both meet it. A count of years that only opens a sentence
about something done ("Two years in June we drove to Porto") says when, not how long.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts

DAY = date(2024, 8, 20)


def texts(*lines: str) -> list[str]:
    content = "\n".join(lines)
    return [fact.text for fact in extract_facts(ExtractionInput(content, DAY))]


@pytest.mark.parametrize(
    ("lines", "start"),
    [
        (("Oona: I've been at the tannery seven years in October.",), "since October 2017"),
        (("Oona: still with marco, 3 years in december",), "since December 2021"),
        (("Oona: We've been married eleven years this month.",), "since August 2013"),
        (("Oona: I've run the ferry café twenty-one years this autumn.",), "since autumn 2003"),
        (
            (
                "Pavel: Are you still at the pottery in Rye?",
                "Oona: Yes, still there, nine years in May.",
            ),
            "since May 2016",
        ),
        (
            (
                "Pavel: Are you still driving the school bus?",
                "Oona: Still am, four years this month.",
            ),
            "since August 2020",
        ),
    ],
)
def test_an_anniversary_gives_the_start(lines: tuple[str, ...], start: str) -> None:
    found = texts(*lines)
    assert any(start in text for text in found), found


def test_the_month_named_is_the_one_to_come() -> None:
    # said in August: the March meant is March 2025, so it began in March 2019
    found = texts("Oona: I've kept bees for six years in March.")
    assert any("March 2025 (since March 2019)" in text for text in found), found


@pytest.mark.parametrize(
    "line",
    [
        "Oona: Two years in June we drove to Porto.",
        "Oona: I turn nine years old in May, says my niece.",
        "Oona: The loan runs for five years in total.",
        "Oona: We spent three weeks in March in Crete.",
    ],
)
def test_no_start_without_an_anniversary(line: str) -> None:
    assert not any("(since " in text for text in texts(line))
