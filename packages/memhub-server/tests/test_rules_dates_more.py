"""Dates the rule extractor used to get wrong, and what kind of fact a dated remark is.

Every document date is fixed and named with its weekday; the sentences are our own.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.dates import resolve_relative_dates
from memhub_server.pipeline.memory.rules.person import SUBJECT, clause_tense

FRIDAY_MONTH_END = date(2025, 1, 31)
THURSDAY_NEW_YEAR = date(2026, 1, 1)
THURSDAY_LEAP_DAY = date(2024, 2, 29)
THURSDAY = date(2025, 4, 10)
SUNDAY = date(2025, 7, 20)
SUNDAY_MARCH = date(2025, 3, 2)
WEDNESDAY = date(2025, 10, 8)
NEW_YEARS_EVE = date(2025, 12, 31)  # a Wednesday


def resolved(said: str, today: date, past: bool) -> str:
    return resolve_relative_dates(said, today, past, named=True)[0]


# --- "since <day>" always looks back --------------------------------------------------


@pytest.mark.parametrize(
    ("said", "today", "expected"),
    [
        (
            "I've been cycling to work since Monday",
            FRIDAY_MONTH_END,
            "I've been cycling to work since 27 January 2025 (2025-01-27)",
        ),
        (
            "I'm off coffee since Saturday",
            FRIDAY_MONTH_END,
            "I'm off coffee since 25 January 2025 (2025-01-25)",
        ),
        (
            "The heating is broken since Saturday",
            THURSDAY_NEW_YEAR,
            "The heating is broken since 27 December 2025 (2025-12-27)",
        ),
        # said on the weekday named: the one a week before (today would be "today")
        (
            "Gran is staying with us since Sunday",
            SUNDAY_MARCH,
            "Gran is staying with us since 23 February 2025 (2025-02-23)",
        ),
        (
            "I'm sneezing since the weekend",
            WEDNESDAY,
            "I'm sneezing since the weekend of 4 October 2025 (2025-10-04)",
        ),
        (
            "We're decorating since Christmas",
            WEDNESDAY,
            "We're decorating since Christmas, 25 December 2024 (2024-12-25)",
        ),
    ],
)
def test_since_a_day_points_back_whatever_the_tense(said: str, today: date, expected: str) -> None:
    assert resolved(said, today, past=False) == expected


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        ("I booked a table for Friday", "I booked a table for 10 October 2025 (2025-10-10)"),
        (
            "I've arranged to meet her on Friday",
            "I've arranged to meet her on 10 October 2025 (2025-10-10)",
        ),
        # the booking itself, and a holiday spent, stay in the past
        ("I booked it on Monday", "I booked it on 6 October 2025 (2025-10-06)"),
        ("I saw her on Friday", "I saw her on 3 October 2025 (2025-10-03)"),
        (
            "We went to Gran's for Christmas",
            "We went to Gran's for Christmas, 25 December 2024 (2024-12-25)",
        ),
    ],
)
def test_a_weekday_a_plan_was_made_for_points_ahead(said: str, expected: str) -> None:
    assert resolved(said, WEDNESDAY, past=True) == expected


def test_a_bare_weekday_in_a_plan_still_points_ahead() -> None:
    assert resolved("I'm painting the shed on Saturday", WEDNESDAY, past=False) == (
        "I'm painting the shed on 11 October 2025 (2025-10-11)"
    )


# --- "last March", "next March" ----------------------------------------------------------


A_MONTH_WITH_A_MODIFIER_GETS_ITS_YEAR: list[tuple[str, date, bool, str]] = [
    # the most recent such month before the document's month
    ("We sailed to Corsica last June", SUNDAY, True, "We sailed to Corsica in June 2025"),
    ("We sailed to Corsica last July", SUNDAY, True, "We sailed to Corsica in July 2024"),
    (
        "We sailed to Corsica last September",
        SUNDAY,
        True,
        "We sailed to Corsica in September 2024",
    ),
    ("I quit smoking this past April", SUNDAY, True, "I quit smoking in April 2025"),
    ("We married last December", THURSDAY_NEW_YEAR, True, "We married in December 2025"),
    ("We married last January", THURSDAY_NEW_YEAR, True, "We married in January 2025"),
    ("I've lived here since last August", SUNDAY, False, "I've lived here since August 2024"),
    # ahead: the next such month after the document's month
    ("The course starts next July", SUNDAY, False, "The course starts in July 2026"),
    ("The course starts next September", SUNDAY, False, "The course starts in September 2025"),
    (
        "The course starts this coming October",
        SUNDAY,
        False,
        "The course starts in October 2025",
    ),
]


@pytest.mark.parametrize(
    "said",
    [
        "It was the last June we spent in that flat",
        "We went on the last Friday of the month",
        "The last week has been rough",
        "At last March came and the snow went",
        "Every last May bank holiday was rainy",
        "We may go next",
    ],
)
def test_last_after_a_determiner_is_no_date(said: str) -> None:
    assert resolve_relative_dates(said, SUNDAY, True, named=True) == (said, ())


# --- a day named by its number -------------------------------------------------------


A_NUMBERED_DAY_POINTS_WHERE_THE_SENTENCE_DOES: list[tuple[str, date, bool, str]] = [
    # "for the Nth": what is booked for lies ahead (or is today), whatever the tense
    (
        "We reserved a table for the 29th.",
        THURSDAY_LEAP_DAY,
        True,
        "We reserved a table for 29 February 2024 (2024-02-29).",
    ),
    (
        "I booked the van for the 30th.",
        THURSDAY_LEAP_DAY,
        True,
        "I booked the van for 30 March 2024 (2024-03-30).",
    ),
    (
        "The hall is booked for the 31st.",
        THURSDAY,
        False,
        "The hall is booked for 31 May 2025 (2025-05-31).",
    ),
    (
        "I booked flights for the 2nd.",
        NEW_YEARS_EVE,
        True,
        "I booked flights for 2 January 2026 (2026-01-02).",
    ),
    # "on the Nth" in the past: the last one before the document date
    (
        "We moved in on the 29th.",
        THURSDAY_LEAP_DAY,
        True,
        "We moved in on 29 January 2024 (2024-01-29).",
    ),
    (
        "My interview is on the 30th.",
        THURSDAY_LEAP_DAY,
        False,
        "My interview is on 30 March 2024 (2024-03-30).",
    ),
]


@pytest.mark.parametrize(
    ("said", "ordinal"),
    [
        ("Thanks for the 2nd time today", "for the 2nd time"),
        ("I came for the 3rd year running", "for the 3rd year"),
        ("Go for the 4th one", "for the 4th one"),
    ],
)
def test_for_an_ordinal_that_is_no_day_stays(said: str, ordinal: str) -> None:
    assert ordinal in resolve_relative_dates(said, THURSDAY, False, named=True)[0]


# --- a day counted from another date in the same sentence ------------------------------


@pytest.mark.parametrize(
    ("said", "past", "expected"),
    [
        (
            "We closed on the flat on Friday and the movers came the next day.",
            True,
            "We closed on the flat on 3 October 2025 (2025-10-03) and the movers came on "
            "4 October 2025 (2025-10-04).",
        ),
        (
            "My nephew was born on Monday and his sister caught flu the same night.",
            True,
            "My nephew was born on 6 October 2025 (2025-10-06) and his sister caught flu on "
            "the night of 6 October 2025 (2025-10-06).",
        ),
        (
            "I land on the 20th and my brother lands the day before.",
            False,
            "I land on 20 October 2025 (2025-10-20) and my brother lands on "
            "19 October 2025 (2025-10-19).",
        ),
        (
            "The gala is on the 18th, and we rehearse the weekend before.",
            False,
            "The gala is on 18 October 2025 (2025-10-18), and we rehearse on the weekend of "
            "11 October 2025 (2025-10-11).",
        ),
        (
            "We moved house last week and the following week the boiler died.",
            True,
            "We moved house in the week of 29 September 2025 (2025-09-29) and the week of "
            "6 October 2025 (2025-10-06) the boiler died.",
        ),
    ],
)
def test_a_day_counted_from_a_date_in_the_same_sentence(
    said: str, past: bool, expected: str
) -> None:
    assert resolved(said, WEDNESDAY, past) == expected


@pytest.mark.parametrize(
    "said",
    [
        "We left the day before the wedding",  # the anchor is named after it
        "We met the same day",  # no date before it to count from
        "Dad phoned the night before we flew",
        "I've been vegan since Monday, and felt great the next day",  # open-ended anchor
    ],
)
def test_a_counted_day_without_a_day_to_count_from_stays(said: str) -> None:
    text, _ = resolve_relative_dates(said, WEDNESDAY, True, named=True)
    assert any(
        phrase in text for phrase in ("the day before", "the same day", "night before", "next day")
    )


# --- "May" the month is no modal -----------------------------------------------------------


@pytest.mark.parametrize(
    ("clause", "tense"),
    [
        (f"{SUBJECT}'s recital is on the 3rd of May", "present"),
        (f"{SUBJECT}'s course starts in may", "present"),
        (f"{SUBJECT}'s lease ends May 30", "present"),
        (f"{SUBJECT}'s sister may visit", "modal"),
        (f"{SUBJECT}'s landlord may sell the flat", "modal"),
    ],
)
def test_the_month_may_is_not_the_modal(clause: str, tense: str) -> None:
    assert clause_tense(clause) == tense


def test_a_plan_in_may_forms_a_dated_fact_and_a_guess_forms_none() -> None:
    day = date(2025, 3, 10)
    [plan] = extract_facts(
        ExtractionInput("Noor: My pottery course starts on the 7th of May.", day)
    )
    assert "7 May 2025 (2025-05-07)" in plan.text
    assert extract_facts(ExtractionInput("Noor: My cousin may drop by on the 7th.", day)) == []


# --- what kind of fact ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "said",
    [
        "Noor: My budget for the sofa is about 900 pounds.",
        "Noor: I have a tight budget of 300 euros.",
        "Noor: Our washing machine is finally repaired.",
        "Noor: My laptop is completely broken.",
        "Noor: The bathroom's done, my kitchen is finished now.",
    ],
)
def test_a_budget_or_a_thing_just_done_is_recent_but_a_lasting_record(said: str) -> None:
    facts = extract_facts(ExtractionInput(said, WEDNESDAY))
    assert facts
    assert all(fact.kind == "recent" and fact.forget_after is None for fact in facts)


@pytest.mark.parametrize(
    "said",
    [
        "Noor: My brother is a carpenter.",
        "Noor: I'm allergic to sesame.",
        "Noor: I moved to Ghent last March.",
        "Noor: My wife and I have been married for ten years.",
    ],
)
def test_a_job_a_home_a_relation_an_allergy_stay_durable(said: str) -> None:
    facts = extract_facts(ExtractionInput(said, SUNDAY))
    assert facts
    assert all(fact.kind == "durable" for fact in facts)


def test_a_home_moved_to_last_month_name_carries_its_year() -> None:
    [home] = extract_facts(ExtractionInput("Noor: I moved to Ghent last March.", SUNDAY))
    assert home.text == "Noor moved to Ghent in March 2025."


@pytest.mark.parametrize(
    "said",
    [
        "Noor: Is your car fixed yet?",
        "Noor: If the car were fixed we could drive.",
        "Noor: What's your budget for the trip?",
    ],
)
def test_questions_and_hypotheticals_about_a_thing_form_nothing(said: str) -> None:
    assert extract_facts(ExtractionInput(said, WEDNESDAY)) == []


# --- a month of a year named in words, and vague spans back ------------------------------


@pytest.mark.parametrize(
    ("said", "past", "expected"),
    [
        (
            "Ten days in October next year, just us two",
            False,
            "Ten days in October 2026, just us two",
        ),
        ("We adopted her in June last year", True, "We adopted her in June 2024"),
        ("We adopted her in June of last year", True, "We adopted her in June 2024"),
        (
            "I gave up meat a few years ago",
            True,
            "I gave up meat a few years before 20 July 2025 (2025-07-20)",
        ),
        (
            "I sold the boat some months back",
            True,
            "I sold the boat some months before 20 July 2025 (2025-07-20)",
        ),
    ],
)
def test_a_year_said_in_words_joins_its_month_and_vague_spans_are_dated(
    said: str, past: bool, expected: str
) -> None:
    assert resolved(said, SUNDAY, past) == expected


def test_a_day_counted_from_a_date_in_another_sentence_forms_nothing() -> None:
    facts = extract_facts(
        ExtractionInput(
            "Noor: My new job starts on the 3rd of June. We move the weekend before.", SUNDAY
        )
    )
    assert [fact for fact in facts if "weekend" in fact.text] == []
    assert any("3 June 2026 (2026-06-03)" in fact.text for fact in facts)


@pytest.mark.parametrize(
    "said",
    [
        "We bought the house three years ago in May",
        "We bought the house in May three years ago",
        "We bought the house in May, three years ago",
    ],
)
def test_a_month_some_years_ago_is_that_month_of_that_year(said: str) -> None:
    assert resolved(said, SUNDAY, True) == "We bought the house in May 2022"


def test_time_off_work_is_a_passing_state() -> None:
    [off] = extract_facts(ExtractionInput("Noor: I've been off work since the 14th.", SUNDAY))
    assert "since 14 July 2025 (2025-07-14)" in off.text
    assert off.kind == "recent"


# --- kinds the tense gets wrong ----------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "kind"),
    [
        ("Noor: I started at Siemens on Monday.", "durable"),  # a new job
        ("Noor: I got a puppy!", "durable"),
        ("Noor: Ravi and I met at a salsa class in Porto.", "durable"),  # how they met
        ("Noor: I'm drinking green tea these days.", "durable"),  # a habit
        ("Noor: Oh and I'm pregnant!", "recent"),
        ("Noor: I'm off booze for February.", "recent"),
        # dated, a pet gained is an event of that day
        ("Noor: We adopted a rescue cat on Saturday.", "recent"),
        # near-misses: no job, no pet, a meeting that was one evening
        ("Noor: I started at 9 on Monday.", "recent"),
        ("Noor: I bought a new hamster cage yesterday.", "recent"),
        ("Noor: Ravi and I met at the pub yesterday.", "recent"),
    ],
)
def test_what_the_fact_is_decides_its_kind(said: str, kind: str) -> None:
    facts = extract_facts(ExtractionInput(said, WEDNESDAY))
    assert [fact.kind for fact in facts] == [kind]


def test_a_new_job_fills_the_employer_slot() -> None:
    [job] = extract_facts(ExtractionInput("Noor: I started at Siemens on Monday.", WEDNESDAY))
    assert job.slot == "noor:employer"
    assert "6 October 2025 (2025-10-06)" in job.text


@pytest.mark.parametrize(
    "said",
    [
        "User: The user's son Ilan starts nursery in September 2025.",
        "Noor: My passport expires on 3 June 2027.",
    ],
)
def test_a_plan_with_a_date_written_in_full_is_recent_and_kept(said: str) -> None:
    [fact] = extract_facts(ExtractionInput(said, SUNDAY))
    assert fact.kind == "recent"
    assert fact.forget_after is None


def test_a_start_written_in_full_is_no_date_of_the_fact() -> None:
    [home] = extract_facts(ExtractionInput("Noor: I've lived in Ghent since March 2019.", SUNDAY))
    assert home.kind == "durable"


WEEKDAY_NUMBERS_FORTNIGHTS_AND_ENDS_OF_SPANS: list[tuple[str, date, bool, str]] = [
    # counted back from a weekday, and the weekend gone (2025-10-08 is a Wednesday)
    ("We met two Saturdays ago", WEDNESDAY, True, "We met on 27 September 2025 (2025-09-27)"),
    ("We met a week last Friday", WEDNESDAY, True, "We met on 26 September 2025 (2025-09-26)"),
    (
        "We camped the weekend just gone",
        WEDNESDAY,
        True,
        "We camped on the weekend of 4 October 2025 (2025-10-04)",
    ),
    (
        "We camped this weekend",
        WEDNESDAY,
        True,
        "We camped on the weekend of 4 October 2025 (2025-10-04)",
    ),
    (
        "We're camping this weekend",
        WEDNESDAY,
        False,
        "We're camping on the weekend of 11 October 2025 (2025-10-11)",
    ),
    (
        "We camped this weekend",
        SUNDAY,
        True,
        "We camped on the weekend of 19 July 2025 (2025-07-19)",
    ),
    # a weekday with its day number: the nearest day that is both
    ("I start on Monday the 3rd", WEDNESDAY, False, "I start on 3 November 2025 (2025-11-03)"),
    ("We met on Friday the 3rd", WEDNESDAY, True, "We met on 3 October 2025 (2025-10-03)"),
    (
        "Lunch is on Wednesday the 8th",
        WEDNESDAY,
        False,
        "Lunch is on 8 October 2025 (2025-10-08)",
    ),
    (
        "The dance is on Saturday 29th",
        THURSDAY_LEAP_DAY,
        False,
        "The dance is on 29 June 2024 (2024-06-29)",
    ),
    # a fortnight from a day
    (
        "The course starts a fortnight on Monday",
        WEDNESDAY,
        False,
        "The course starts on 27 October 2025 (2025-10-27)",
    ),
    (
        "We fly a fortnight today",
        NEW_YEARS_EVE,
        False,
        "We fly on 14 January 2026 (2026-01-14)",
    ),
    # the end of the week, month or year holding the document date
    (
        "I get paid at the end of the month",
        THURSDAY_LEAP_DAY,
        False,
        "I get paid at the end of February 2024",
    ),
    (
        "The flat is ours by the end of the year",
        NEW_YEARS_EVE,
        False,
        "The flat is ours by the end of 2025",
    ),
    (
        "We leave at the end of the week",
        WEDNESDAY,
        False,
        "We leave at the end of the week of 6 October 2025 (2025-10-06)",
    ),
]


def test_a_weekday_number_that_never_meets_stays() -> None:
    said = "It was on Monday the 31st"  # Monday the 31st comes round, but not the 32nd
    assert resolved("It was on Monday the 32nd", WEDNESDAY, True) == "It was on Monday the 32nd"
    assert "2025" in resolved(said, WEDNESDAY, True)


@pytest.mark.parametrize(
    ("said", "today", "past", "expected"),
    A_MONTH_WITH_A_MODIFIER_GETS_ITS_YEAR
    + A_NUMBERED_DAY_POINTS_WHERE_THE_SENTENCE_DOES
    + WEEKDAY_NUMBERS_FORTNIGHTS_AND_ENDS_OF_SPANS,
)
def test_a_phrase_resolves_against_the_document_date(
    said: str, today: date, past: bool, expected: str
) -> None:
    assert resolved(said, today, past) == expected
