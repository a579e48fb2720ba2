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
            ["Ann swears to god their sister got engaged on Friday, 1 March 2024 (2024-03-01)."],
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
            ["Ann's sister got engaged on Friday, 1 March 2024 (2024-03-01)."],
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


# 1. Verdicts after a copula that open on an article or a preposition, and doubt tails.
@pytest.mark.parametrize(
    "line",
    [
        "Ann: Tomas was an absolute muppet on Friday.",
        "Ann: Tomas was in the doghouse on Friday.",
        "Ann: Tomas was head over heels on Friday.",
        "Ann: Tomas was off his face on Friday.",
        "Ann: Tomas was away with the fairies on Friday.",
        "Ann: Tomas had a cow on Friday.",
        "Ann: Tomas is on the ball.",
        "Ann: Tomas is in the loop.",
        "Ann: Tomas is in the zone.",
        "Ann: Tomas is in a world of trouble.",
        "Ann: Tomas was in hospital on Friday... not.",
        "Ann: Tomas was in hospital on Friday, if you believe him.",
        "Ann: My sister got engaged on Friday... not.",
    ],
)
def test_verdicts_and_doubts_form_nothing(line: str) -> None:
    assert texts(line) == []


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("Ann: Tomas was in hospital on Friday.", "Tomas was in hospital on Friday, 1 March 2024"),
        ("Ann: Ffion is in a neck brace.", "Ffion is in a neck brace (as of 4 March 2024)."),
        (
            "Ann: Idris is back on the night boat.",
            "Idris is back on the night boat (as of 4 March 2024).",
        ),
        # variants that keep what they formed
        (
            "Ann: Tomas was in the garden on Friday.",
            "Tomas was in the garden on Friday, 1 March 2024",
        ),
        ("Ann: Tomas is on the night shift.", "Tomas is on the night shift (as of 4 March"),
        ("Ann: Tomas got engaged on Friday, not Saturday.", "Tomas got engaged on Friday, 1 March"),
        (
            "Ann: Tomas got engaged on Friday... not sure when.",
            "Tomas got engaged on Friday, 1 March",
        ),
    ],
)
def test_records_still_form(line: str, expected: str) -> None:
    assert any(fact.startswith(expected) for fact in texts(line)), texts(line)


# 3. A feast day gives a birth no year, and a fronted one opening a habit no day.
@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "Ann: My sister was born on Midsummer's Day.",
            ["Ann's sister was born on Midsummer's Day."],
        ),
        (
            "Ann: Boxing Day my mum does a massive buffet.",
            ["Boxing Day Ann's mum does a massive buffet."],
        ),
        (
            "Ann: Twelfth Night we take the tree down, always.",
            ["Twelfth Night Ann and others take the tree down, always."],
        ),
        # variants that keep what they formed
        (
            "Ann: Boxing Day my mum did a massive buffet.",
            ["On Boxing Day, 26 December 2023 (2023-12-26) Ann's mum did a massive buffet."],
        ),
        (
            "Ann: New Year's Eve my brother proposed.",
            ["On New Year's Eve, 31 December 2023 (2023-12-31) Ann's brother proposed."],
        ),
        (
            "Ann: My sister had her baby on Midsummer's Day.",
            ["Ann's sister had her baby on Midsummer's Day, 24 June 2023 (2023-06-24)."],
        ),
    ],
)
def test_feast_days(line: str, expected: list[str]) -> None:
    assert texts(line, date(2024, 6, 1)) == expected
