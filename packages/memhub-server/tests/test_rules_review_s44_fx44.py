"""Review of session 44's rules (fx44): verdicts the plain last resort kept, good facts the
day's precision rules lost, and feast days that dated a birth or a habit.

4 March 2024 is a Monday.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts

MONDAY = date(2024, 3, 4)
KNOWN = ("Tomas", "Ffion", "Idris")


def texts(line: str, day: date = MONDAY) -> list[str]:
    item = ExtractionInput(content=line, document_date=day, known_names=KNOWN)
    return [fact.text for fact in extract_facts(item)]


# 2. Good facts the precision rules of the day lost.
@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "Ann: My bosses say I'm getting promoted in May.",
            ["Ann's bosses say Ann is getting promoted in May 2024."],
        ),
        ("Ann: My doctors think I have MS.", ["Ann's doctors think Ann has MS."]),
        ("Ann: My results say I passed!", ["Ann's results say Ann passed."]),
        (
            "Ann: My dad has Parkinson's, according to the consultant.",
            ["Ann's dad has Parkinson's, according to the consultant."],
        ),
        (
            "Ann: I swear to god my sister got engaged on Friday!",
            ["Ann swears to god their sister got engaged on 1 March 2024 (2024-03-01)."],
        ),
        (
            "Ann: My hands are numb from the MS today.",
            ["Ann's hands are numb from the MS on 4 March 2024 (2024-03-04)."],
        ),
        # variants that keep what they formed
        (
            "Ann: My boss says I'm getting promoted in May.",
            ["Ann's boss says Ann is getting promoted in May 2024."],
        ),
        (
            "Ann: My sister got engaged on Friday!",
            ["Ann's sister got engaged on 1 March 2024 (2024-03-01)."],
        ),
        ("Ann: My kids say I'm addicted to crosswords.", []),
        ("Ann: My sisters swear I snore like a walrus.", []),
        ("Ann: My dad has a new job, according to my mum.", []),
        ("Ann: The pool is closing, according to my neighbour.", []),
        ("Ann: I swear my boss never sleeps.", []),
        ("Ann: My hands are numb from the cold today.", []),
        ("Ann: My head is pounding today.", []),
    ],
)
def test_good_facts_kept(line: str, expected: list[str]) -> None:
    assert texts(line) == expected
