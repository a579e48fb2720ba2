"""What a "but" takes back, and plans given up by someone close (issue #15).

"We had an offer accepted on a barn in Hawes, but it fell through" must not be kept as an
offer accepted; "My cousin was meant to be moving to Perth, but she backed out" not as a
move to come. What did happen beside the undoing ("we were outbid", "never went") stays.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.undone import undone_dropped

DAY = date(2024, 6, 12)


def texts(*lines: str) -> list[str]:
    content = "\n".join(lines)
    return [fact.text for fact in extract_facts(ExtractionInput(content, DAY))]


@pytest.mark.parametrize(
    "line",
    [
        "Ines: We had an offer accepted on a barn in Hawes, but it fell through on Friday.",
        "Ines: I was given a place at the dance school in Leeds, but the school cancelled it.",
        "Ines: We'd booked a cottage on Skye but had to cancel.",
        "Ines: We were buying a terrace in Whitby but the chain collapsed.",
        "Ines: We agreed a price for the caravan but the buyer pulled out.",
        "Ines: I got the job at the museum! Well, I thought I had, but they withdrew the offer.",
        "Ines: My cousin was meant to be moving to Perth in August, but she backed out.",
        "Ines: We'd planned to adopt a greyhound in the spring but we changed our minds.",
        "Ines: My nephew had planned to retrain as a plumber.",
    ],
)
def test_what_is_taken_back_forms_nothing(line: str) -> None:
    assert texts(line) == []


def test_the_rest_of_the_turn_stays() -> None:
    found = texts(
        "Ines: We had an offer accepted on a barn in Hawes, but it fell through. "
        "I've started a pottery class in Settle."
    )
    assert not any("barn" in text for text in found), found
    assert any("pottery class" in text for text in found), found


@pytest.mark.parametrize(
    "said",
    [
        "We put in an offer on a flat in Bude but we were outbid.",
        "I bought a new kayak, but the old one was stolen.",
        "I signed up for the choir but never went.",
        "My sister got engaged in March, but the wedding's off now.",
        "The party was lovely but the fireworks were cancelled.",
    ],
)
def test_what_did_happen_is_not_dropped(said: str) -> None:
    assert undone_dropped(said) == said


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        (
            "Ann: I got the job at the lido, but I turned it down.",
            "Ann turned down the job at the lido.",
        ),
        (
            "Ann: They offered me the flat on Gower Street but I said no.",
            "Ann turned down the flat on Gower Street.",
        ),
        (
            "Ann: Odd week: I was offered a place at York, but declined it.",
            "Ann turned down a place at York.",
        ),
    ],
)
def test_an_offer_turned_down_is_told_as_turned_down(said: str, fact: str) -> None:
    formed = [
        f.text for f in extract_facts(ExtractionInput(content=said, document_date=date(2024, 3, 2)))
    ]
    assert fact in formed, formed
    assert not any("got the job" in text or "offered" in text for text in formed), formed


@pytest.mark.parametrize(
    "said",
    [
        "Ann: I got the job, but it's part time.",
        "Ann: I got the flat, but I said no to the parking space.",
    ],
)
def test_an_offer_kept_is_not_turned_down(said: str) -> None:
    formed = [
        f.text for f in extract_facts(ExtractionInput(content=said, document_date=date(2024, 3, 2)))
    ]
    assert not any("turned down" in text for text in formed), formed
