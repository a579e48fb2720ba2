"""Plans texted without their "I" (issue #15, session 50, rules/person.py and
rules/continuation.py): "startin nights at the bakery mon", "moving flat thurs, to the
block by the harbour", "Starting night shifts on Monday." are the speaker's plans for that
day. Without a day the "-ing" opening is no plan ("Starting to think he's right"), and an
"-ing" phrase before "was" or "is" is the subject of it ("Taking the kids to the park on
Sunday was fun"). 12 December 2024 is a Thursday.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts

THURSDAY = date(2024, 12, 12)


def texts(*lines: str) -> list[str]:
    item = ExtractionInput("\n".join(lines), THURSDAY)
    return [fact.text for fact in extract_facts(item)]


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        (
            "startin nights at the bakery mon, 6 wks",
            "Tarek is starting nights at the bakery on Monday, 16 December 2024 (2024-12-16)",
        ),
        (
            "starting night shifts at the sorting centre mon",
            "Tarek is starting night shifts at the sorting centre on Monday, 16 December 2024",
        ),
        (
            "moving flat thurs, to the block by the harbour",
            "Tarek is moving flat on Thursday, 19 December 2024 (2024-12-19)",
        ),
        (
            "Starting night shifts on Monday.",
            "Tarek is starting night shifts on Monday, 16 December 2024 (2024-12-16)",
        ),
        (
            "Starting my new job on Monday which is exciting",
            "Tarek is starting their new job on Monday, 16 December 2024",
        ),
        (
            "Visiting my gran in Tanta on Saturday.",
            "Tarek is visiting their gran in Tanta on Saturday, 14 December 2024",
        ),
    ],
)
def test_a_plan_texted_without_its_subject(said: str, expected: str) -> None:
    found = texts(f"Tarek: {said}", "Sara: nice")
    assert any(text.startswith(expected) for text in found), found


@pytest.mark.parametrize(
    "said",
    [
        "Starting to think he's right.",  # no day: no plan
        "Meeting new people is hard.",
        "Taking the kids to the park on Sunday was fun.",  # the -ing phrase is a subject
        "Driving to work on Mondays is a pain.",
        "Moving house is the worst, tomorrow is another day.",
    ],
)
def test_an_ing_opening_that_is_no_plan(said: str) -> None:
    found = texts(f"Tarek: {said}", "Sara: nice")
    assert not any(text.startswith("Tarek is") for text in found), found
