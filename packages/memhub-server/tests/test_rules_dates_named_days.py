"""Named days of the year (Mothering Sunday, the bank holidays, "the Sunday before Christmas")
and days written next to a month the way chat writes them ("the 3rd september", "14th june
next yr"): the name kept whole, the right day, ahead for a plan and behind for what was done.

Every document date is fixed and named with its weekday; the sentences are our own.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.dates import resolve_relative_dates

FRIDAY_MARCH = date(2026, 3, 20)  # Easter 2026 is Sunday 5 April
THURSDAY_AUGUST = date(2026, 8, 20)
SUNDAY_FEBRUARY = date(2026, 2, 1)
MONDAY_DECEMBER = date(2026, 12, 28)  # Christmas 2026 is a Friday


def resolved(said: str, today: date, past: bool) -> str:
    return resolve_relative_dates(said, today, past, named=True)[0]


@pytest.mark.parametrize(
    ("said", "today", "past", "expected"),
    [
        (  # the fourth Sunday of Lent, three weeks before Easter, its name kept whole
            "On Mothering Sunday my son cooked me lunch",
            FRIDAY_MARCH,
            True,
            "on Mothering Sunday, 15 March 2026 (2026-03-15) my son cooked me lunch",
        ),
        (
            "We're taking Gran out for Mother's Day",
            SUNDAY_FEBRUARY,
            False,
            "We're taking Gran out for Mother's Day, 15 March 2026 (2026-03-15)",
        ),
        (  # the third Sunday of June
            "I'm taking Dad fishing for Father's Day",
            FRIDAY_MARCH,
            False,
            "I'm taking Dad fishing for Father's Day, 21 June 2026 (2026-06-21)",
        ),
        (
            "We flipped pancakes on Shrove Tuesday",
            FRIDAY_MARCH,
            True,
            "We flipped pancakes on Shrove Tuesday, 17 February 2026 (2026-02-17)",
        ),
        (
            "The choir sings on Palm Sunday",
            FRIDAY_MARCH,
            False,
            "The choir sings on Palm Sunday, 29 March 2026 (2026-03-29)",
        ),
        (  # chat drops the apostrophe
            "we got engaged on new years eve",
            SUNDAY_FEBRUARY,
            True,
            "we got engaged on New Year's Eve, 31 December 2025 (2025-12-31)",
        ),
        (
            "the party is on valentines day",
            SUNDAY_FEBRUARY,
            False,
            "the party is on Valentine's Day, 14 February 2026 (2026-02-14)",
        ),
        (
            "we're flying to Dublin for st patricks day",
            SUNDAY_FEBRUARY,
            False,
            "we're flying to Dublin for St Patrick's Day, 17 March 2026 (2026-03-17)",
        ),
    ],
)
def test_a_named_day_keeps_its_name_and_finds_its_day(
    said: str, today: date, past: bool, expected: str
) -> None:
    assert resolved(said, today, past) == expected


@pytest.mark.parametrize(
    ("said", "past", "expected"),
    [
        (  # a plan: the next bank holiday, the last Monday of August
            "We're opening the tearoom on the bank holiday Monday",
            False,
            "We're opening the tearoom on the bank holiday, 31 August 2026 (2026-08-31)",
        ),
        (  # done: the last one gone, the last Monday of May
            "On the bank holiday we took the kids to the coast",
            True,
            "on the bank holiday, 25 May 2026 (2026-05-25) we took the kids to the coast",
        ),
        (  # the month named after it says which
            "We moved house on the bank holiday Monday at the start of May",
            True,
            "We moved house on the bank holiday, 4 May 2026 (2026-05-04)",
        ),
        (
            "She has been swimming again since the spring bank holiday",
            False,
            "She has been swimming again since the spring bank holiday, 25 May 2026 (2026-05-25)",
        ),
        (
            "We're camping over the bank holiday weekend",
            False,
            "We're camping over the bank holiday weekend of 29 August 2026 (2026-08-29)",
        ),
    ],
)
def test_the_bank_holiday_is_the_one_the_tense_points_to(
    said: str, past: bool, expected: str
) -> None:
    assert resolved(said, THURSDAY_AUGUST, past) == expected


@pytest.mark.parametrize(
    ("said", "today", "past", "expected"),
    [
        (  # the Monday of the week off, on or after 12 February
            "yeah since half term, she loves it",
            FRIDAY_MARCH,
            True,
            "yeah since the half term, the week of 16 February 2026 (2026-02-16), she loves it",
        ),
        (  # borrowed for it: the nearer one, still to come
            "We've borrowed a tent for the half-term week",
            date(2026, 10, 8),
            True,
            "We've borrowed a tent for the half term, the week of 26 October 2026 (2026-10-26)",
        ),
        (
            "The kids are at their dad's over half term",
            THURSDAY_AUGUST,
            False,
            "The kids are at their dad's over the half term, the week of 26 October "
            "2026 (2026-10-26)",
        ),
    ],
)
def test_half_term_is_a_school_week(said: str, today: date, past: bool, expected: str) -> None:
    assert resolved(said, today, past) == expected


@pytest.mark.parametrize(
    ("said", "today", "expected"),
    [
        (
            "we visited his aunt the sunday before xmas",
            MONDAY_DECEMBER,
            "we visited his aunt on the Sunday before Christmas, 20 December 2026 (2026-12-20)",
        ),
        (
            "The week before Christmas I ran the market stall",
            MONDAY_DECEMBER,
            "in the week before Christmas, the week of 14 December 2026 (2026-12-14) "
            "I ran the market stall",
        ),
        (
            "We went walking the weekend after Easter",
            FRIDAY_MARCH,  # last year's: Easter 2025 was 20 April
            "We went walking on the weekend after Easter, the weekend of 26 April 2025 "
            "(2025-04-26)",
        ),
        (
            "He moved in the day after Boxing Day",
            MONDAY_DECEMBER,
            "He moved in on the day after Boxing Day, 27 December 2026 (2026-12-27)",
        ),
    ],
)
def test_a_day_or_week_beside_a_named_day(said: str, today: date, expected: str) -> None:
    assert resolved(said, today, True) == expected


def test_a_name_written_with_its_marks_is_kept() -> None:
    assert resolved("I met Dr. Okafor on St. Patrick's Day", FRIDAY_MARCH, True) == (
        "I met Dr. Okafor on St. Patrick's Day, 17 March 2026 (2026-03-17)"
    )


@pytest.mark.parametrize(
    "said",
    [
        "Christmas is my favourite time of year",
        "the Easter holidays felt very long",
        "Bank holidays are always busy at the garden centre",
    ],
)
def test_a_named_day_said_of_no_one_day_stays(said: str) -> None:
    assert resolved(said, THURSDAY_AUGUST, True) == said


@pytest.mark.parametrize(
    ("said", "past", "expected"),
    [
        ("my cousin lands on the 3rd September", False, "my cousin lands on 3 September 2026"),
        ("the gig is on the 9th october", False, "the gig is on 9 October 2026"),
        ("she starts on the 2nd march", False, "she starts on 2 March 2027"),
        ("we booked saturday 12th june next yr", True, "we booked on 12 June 2027"),
        ("the party is on the 5th of december next yr", False, "the party is on 5 December 2027"),
        ("back on the 2nd September, can't wait", True, "back on 2 September 2026"),
    ],
)
def test_a_day_beside_its_month_as_chat_writes_it(said: str, past: bool, expected: str) -> None:
    assert resolved(said, THURSDAY_AUGUST, past).startswith(expected)


@pytest.mark.parametrize(
    "said",
    [
        "the 2nd may be the better flat",
        "I cleaned 9 windows in one day",
        "we walked forty miles in two days",
        "my 3rd march for the climate",
    ],
)
def test_a_number_that_is_no_day_stays(said: str) -> None:
    assert resolved(said, THURSDAY_AUGUST, False) == said


def test_a_texted_date_reaches_the_fact() -> None:
    facts = extract_facts(
        ExtractionInput(
            content="jodie: i start at the chippy on the 7th september",
            document_date=THURSDAY_AUGUST,
        )
    )
    assert any("7 September 2026 (2026-09-07)" in fact.text for fact in facts)
