"""A day told by its weekday keeps the weekday in the fact (session 48).

"sold my van tues" said on Wednesday 15 May 2024 is formed as "... on Tuesday, 14 May 2024
(2024-05-14)", so that "what did Ann do on Tuesday?" meets it. The weekday is given back
only to a day the turn told by that weekday: a habit ("on Fridays") gains no date, a day the
turn wrote by its number keeps its plain form, a date written in full stays as written, and
a weekday in a quoted title or a "sat"/"sun" that is a verb or a noun names no day. 15 May
2024 is a Wednesday.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.dates import weekday_named
from memhub_server.pipeline.memory.rules.gate import unsafe

WEDNESDAY = date(2024, 5, 15)
_WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")


def texts(turn: str, today: date = WEDNESDAY) -> list[str]:
    facts = extract_facts(ExtractionInput(f"Ann: {turn}", today))
    assert all(unsafe(fact.text, fact.subject) is None for fact in facts)
    return [fact.text for fact in facts]


@pytest.mark.parametrize(
    ("turn", "expected"),
    [
        # short forms, past
        ("sold my van tues", "Ann sold their van on Tuesday, 14 May 2024 (2024-05-14)."),
        (
            "my nephew was born thurs",
            "Ann's nephew was born on Thursday, 9 May 2024 (2024-05-09).",
        ),
        # a time of day with a short weekday
        (
            "got engaged thurs night!!",
            "Ann got engaged on the night of Thursday, 9 May 2024 (2024-05-09).",
        ),
        (
            "ran the 10k sat morning",
            "Ann ran the 10k on the morning of Saturday, 11 May 2024 (2024-05-11).",
        ),
        # "last", "this", "next"
        (
            "my sister moved to Cork last sunday",
            "Ann's sister moved to Cork on Sunday, 12 May 2024 (2024-05-12).",
        ),
        (
            "Tomas started his new job this Monday.",
            "Tomas started his new job on Monday, 13 May 2024 (2024-05-13).",
        ),
        (
            "I'm flying to Oslo next Friday.",
            "Ann is flying to Oslo on Friday, 17 May 2024 (2024-05-17) or Friday, 24 May 2024"
            " (2024-05-24).",
        ),
        # a plan to come
        (
            "I'm seeing the dentist on Friday.",
            "Ann is seeing the dentist on Friday, 17 May 2024 (2024-05-17).",
        ),
        # two days in one fact, and a weekday beside its number
        (
            "mum had her op weds, home since fri",
            "Ann's mum had her op on Wednesday, 8 May 2024 (2024-05-08), home since Friday,"
            " 10 May 2024 (2024-05-10).",
        ),
        (
            "Tomas turned ten on Monday the 13th.",
            "Tomas turned ten on Monday, 13 May 2024 (2024-05-13).",
        ),
        # counted from a weekday, months ahead
        (
            "My appointment is on the first Monday of July.",
            "Ann's appointment is on Monday, 1 July 2024 (2024-07-01).",
        ),
    ],
)
def test_a_day_told_by_its_weekday_names_it(turn: str, expected: str) -> None:
    assert texts(turn) == [expected]


@pytest.mark.parametrize(
    ("turn", "expected"),
    [
        # a habit gains no date
        ("I go swimming on Fridays.", "Ann goes swimming on Fridays."),
        # a date written in full stays as written
        ("Tomas was born on Monday, 8 May 2023.", "Tomas was born on Monday, 8 May 2023."),
        # a day given by "yesterday", with no weekday said
        ("Tomas sat his exam yesterday.", "Tomas sat his exam on 14 May 2024 (2024-05-14)."),
    ],
)
def test_no_weekday_is_added_where_none_told_the_day(turn: str, expected: str) -> None:
    assert texts(turn) == [expected]


def test_a_day_written_by_its_number_is_not_named_by_another_weekday() -> None:
    # 7 June 2024 is a Friday too, but the turn told it by its number
    assert texts("On Friday I booked my trip to Rome for 7 June.") == [
        "On Friday, 10 May 2024 (2024-05-10) Ann booked their trip to Rome for 7 June 2024"
        " (2024-06-07)."
    ]


def test_sat_and_sun_as_words_name_no_day() -> None:
    # 11 May 2024 is a Saturday: "sat" here is the verb and "sun" the noun
    assert texts("We sat out in the sun yesterday.", date(2024, 5, 12)) == [
        "Ann and others sat out in the sun on 11 May 2024 (2024-05-11)."
    ]


@pytest.mark.parametrize(
    "said",
    [
        'we watched "Friday Night Lights" last night',  # in quotes
        "we watched Friday Night Lights last night",  # a title: capitals after, no "on"
        "\u201cFriday Club\u201d met last night",
    ],
)
def test_a_weekday_in_a_title_names_no_day(said: str) -> None:
    fact = "Ann watched a film on the night of 10 May 2024 (2024-05-10)."
    assert weekday_named(fact, said) == fact


def test_the_weekday_matches_the_day_and_is_never_doubled() -> None:
    fact = "Ann ran on 12 May 2024 (2024-05-12) and on 13 May 2024 (2024-05-13)."
    named = weekday_named(fact, "ran sun and mon")
    assert named == (
        "Ann ran on Sunday, 12 May 2024 (2024-05-12) and on Monday, 13 May 2024 (2024-05-13)."
    )
    assert weekday_named(named, "ran sun and mon") == named
    # only the weekday said: Monday alone names 13 May, not 12 May
    assert weekday_named(fact, "on monday") == (
        "Ann ran on 12 May 2024 (2024-05-12) and on Monday, 13 May 2024 (2024-05-13)."
    )
    for day in range(1, 29):
        iso = date(2024, 2, day)
        said = f"on {_WEEKDAYS[iso.weekday()]}"
        out = weekday_named(f"Ann ran on {day} February 2024 ({iso.isoformat()}).", said)
        assert out.startswith(f"Ann ran on {_WEEKDAYS[iso.weekday()]}, {day} February")


@pytest.mark.parametrize(
    ("fact", "said"),
    [
        # the day a week starts on is no day the weekday told
        (
            "Ann had bad luck in the week of 22 April 2024 (2024-04-22): the van died.",
            "bad luck last week: the van died on monday",
        ),
        ("Ann was away on the weekend of 11 May 2024 (2024-05-11).", "away last weekend, back sat"),
        (
            "Ann was off in the fortnight of 6 May 2024 (2024-05-06).",
            "off for a fortnight from monday",
        ),
    ],
)
def test_the_start_of_a_week_is_not_named(fact: str, said: str) -> None:
    assert weekday_named(fact, said) == fact


def test_a_week_and_a_day_in_it() -> None:
    fact = (
        "Ann had bad luck in the week of 22 April 2024 (2024-04-22): the van died on"
        " 22 April 2024 (2024-04-22)."
    )
    assert weekday_named(fact, "bad luck last week: the van died on monday") == (
        "Ann had bad luck in the week of 22 April 2024 (2024-04-22): the van died on"
        " Monday, 22 April 2024 (2024-04-22)."
    )


def test_the_gate_reads_a_named_day_as_the_day() -> None:
    # the weekday's comma splits no clause, and the weekday is no relative date there
    assert (
        unsafe("Dev and Marta collect the tabby on Friday, 6 March 2026 (2026-03-06).", "Marta")
        is None
    )
    assert unsafe("Tomas was born on Monday, 8 May 2023.", "Tomas") is None
    assert unsafe("Dev and Marta collect the tabby on Friday.", "Marta") == "relative date"


def test_a_long_turn_stays_fast() -> None:
    said = "sat sun the sun i sat " * 1500 + '"Friday ' * 500
    fact = "Ann ran on 11 May 2024 (2024-05-11)."
    assert weekday_named(fact, said) == "Ann ran on Saturday, 11 May 2024 (2024-05-11)."
