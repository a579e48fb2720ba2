"""Date defects a review found: which way a weekday points, and a weekday with a number.

Every document date is fixed and named with its weekday; the sentences are our own.
"""

from __future__ import annotations

from datetime import date, timedelta

import pytest

from memhub_server.pipeline.chunker import chunk_text
from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.dates import resolve_relative_dates
from memhub_server.pipeline.memory.rules.person import SUBJECT, clause_tense

TUESDAY = date(2025, 6, 10)  # Friday 13 June 2025 is three days ahead
MONDAY_AFTER_THE_13TH = date(2025, 6, 16)
MONDAY_BEFORE_THE_9TH = date(2025, 5, 5)  # Friday 9 May 2025 is four days ahead
WEDNESDAY = date(2025, 10, 8)


def resolved(said: str, today: date, past: bool) -> str:
    return resolve_relative_dates(said, today, past, named=True)[0]


def formed(said: str, today: date) -> list[str]:
    return [fact.text for fact in extract_facts(ExtractionInput(said, today))]


# --- a participle that describes a noun is no past verb -------------------------------


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        (
            "I'm collecting a one-eyed kitten on Friday",
            "I'm collecting a one-eyed kitten on 13 June 2025 (2025-06-13)",
        ),
        (
            "We're selling the hand-painted dresser on Saturday",
            "We're selling the hand-painted dresser on 14 June 2025 (2025-06-14)",
        ),
        (
            "I'm meeting a retired teacher on Monday",
            "I'm meeting a retired teacher on 16 June 2025 (2025-06-16)",
        ),
        (
            "I'm bringing home the newly adopted puppy on Thursday",
            "I'm bringing home the newly adopted puppy on 12 June 2025 (2025-06-12)",
        ),
        # near-misses: a real past verb before the day still looks back
        ("We co-hosted it on Friday", "We co-hosted it on 6 June 2025 (2025-06-06)"),
        (
            "I'm glad it finally arrived on Monday",
            "I'm glad it finally arrived on 9 June 2025 (2025-06-09)",
        ),
    ],
)
def test_an_adjective_in_ed_does_not_turn_a_plan_into_the_past(said: str, expected: str) -> None:
    assert resolved(said, TUESDAY, False) == expected


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        # the past verb right before the day dates it, whatever the main verb
        ("I know they started on Monday", "I know they started on 9 June 2025 (2025-06-09)"),
        ("I think Odile arrived on Sunday", "I think Odile arrived on 8 June 2025 (2025-06-08)"),
        # near-misses: base forms, states, things done to a noun, a future perfect
        ("We come home on Friday", "We come home on 13 June 2025 (2025-06-13)"),
        ("I'm booked on Friday", "I'm booked on 13 June 2025 (2025-06-13)"),
        (
            "I'm having my wisdom teeth removed on Thursday",
            "I'm having my wisdom teeth removed on 12 June 2025 (2025-06-12)",
        ),
        ("I'll have finished by Friday", "I'll have finished by 13 June 2025 (2025-06-13)"),
        ("I've got an exam on Friday", "I've got an exam on 13 June 2025 (2025-06-13)"),
    ],
)
def test_the_verb_right_before_a_weekday_decides_its_way(said: str, expected: str) -> None:
    assert resolved(said, TUESDAY, False) == expected


def test_a_compound_in_ed_leaves_the_clause_in_the_present() -> None:
    assert clause_tense(f"{SUBJECT}'s sister's dog-obsessed friend visits on Saturday") == (
        "present"
    )
    assert clause_tense(f"{SUBJECT}'s sister's friend visited on Saturday") == "past"
    assert clause_tense(f"{SUBJECT} co-hosted a quiz night on Monday") == "past"
    assert formed("Fenna: My neighbour's long-haired cat stays with us on Friday.", TUESDAY) == [
        "Fenna's neighbour's long-haired cat stays with Fenna and others"
        " on Friday, 13 June 2025 (2025-06-13)."
    ]


# --- "since" looks back, with a hedge too --------------------------------------------


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        (
            "The swelling has gone down since about Monday",
            "The swelling has gone down since about 9 June 2025 (2025-06-09)",
        ),
        (
            "Her cough is better since around Sunday",
            "Her cough is better since around 8 June 2025 (2025-06-08)",
        ),
    ],
)
def test_since_with_a_hedge_still_looks_back(said: str, expected: str) -> None:
    text, [period] = resolve_relative_dates(said, TUESDAY, False, named=True)
    assert text == expected
    assert not period.bounded  # when it began, not when it is over


def test_around_a_day_without_since_points_with_the_tense() -> None:
    assert resolved("I'm off work from around Monday", TUESDAY, False) == (
        "I'm off work from around 16 June 2025 (2025-06-16)"
    )


# --- a weekday with a day number --------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "today", "past", "expected"),
    [
        # the weekday cut short, or set off by a comma, is one phrase with its number
        (
            "The recital is on Fri the 13th",
            TUESDAY,
            False,
            "The recital is on 13 June 2025 (2025-06-13)",
        ),
        (
            "The recital is on Friday, the 13th",
            TUESDAY,
            False,
            "The recital is on 13 June 2025 (2025-06-13)",
        ),
        # a named month: that month's day, in a year where it is that weekday
        (
            "The recital is on Friday 12 September",
            TUESDAY,
            False,
            "The recital is on 12 September 2025 (2025-09-12)",
        ),
        (
            "The recital is on Friday, September 12th",
            TUESDAY,
            False,
            "The recital is on 12 September 2025 (2025-09-12)",
        ),
        (
            "The recital is on Friday the 13th of February",
            TUESDAY,
            False,
            "The recital is on 13 February 2026 (2026-02-13)",
        ),
        # the one just gone, when none lies near ahead
        (
            "My results from Friday the 13th are in",
            MONDAY_AFTER_THE_13TH,
            False,
            "My results from 13 June 2025 (2025-06-13) are in",
        ),
        # a plan made for it points ahead even in the past tense
        (
            "I booked the vet for Friday the 9th",
            MONDAY_BEFORE_THE_9TH,
            True,
            "I booked the vet for 9 May 2025 (2025-05-09)",
        ),
        # no Tuesday the 31st near: the number decides, and no weekday is written
        (
            "My driving test is on Tuesday the 31st",
            WEDNESDAY,
            False,
            "My driving test is on 31 October 2025 (2025-10-31)",
        ),
        # a date written in full keeps its weekday as written
        (
            "The recital was on Friday 13 June 2025",
            TUESDAY,
            True,
            "The recital was on Friday 13 June 2025",
        ),
        (
            "The recital was on Friday, June 13, 2025",
            TUESDAY,
            True,
            "The recital was on Friday, June 13, 2025",
        ),
    ],
)
def test_a_weekday_with_a_number_names_one_day(
    said: str, today: date, past: bool, expected: str
) -> None:
    assert resolved(said, today, past) == expected


@pytest.mark.parametrize("past", [False, True])
def test_a_weekday_with_a_number_never_gets_another_weekday_written(past: bool) -> None:
    for shift in range(0, 200, 5):
        today = WEDNESDAY + timedelta(days=shift)
        text, [period] = resolve_relative_dates("It is on Friday the 13th", today, past)
        assert "Friday" not in text and "13th" not in text
        assert period.start.day == 13
        if period.start.weekday() != 4:
            # only when no Friday the 13th lies three months the tense's way or a month
            # the other way
            ahead, back = (31, 90) if past else (90, 31)
            near = (today + timedelta(days=n) for n in range(-back, ahead + 1))
            assert [day for day in near if day.day == 13 and day.weekday() == 4] == []


def test_a_weekday_with_a_number_forms_a_dated_fact() -> None:
    assert formed("Fenna: My piano recital is on Fri the 13th.", TUESDAY) == [
        "Fenna's piano recital is on Friday, 13 June 2025 (2025-06-13)."
    ]


# --- more of the same family --------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "past", "expected"),
    [
        # a decision or a report of what will happen points ahead
        (
            "I've decided to repaint the shed on Saturday",
            True,
            "I've decided to repaint the shed on 14 June 2025 (2025-06-14)",
        ),
        (
            "Maelle said she'll ring on Thursday",
            True,
            "Maelle said she'll ring on 12 June 2025 (2025-06-12)",
        ),
        # near-misses: a plan that was, a decision taken that day, a past verb after
        # the future one, look back
        (
            "She'll be cross I missed it on Friday",
            True,
            "She'll be cross I missed it on 6 June 2025 (2025-06-06)",
        ),
        (
            "I was going to ring on Thursday",
            True,
            "I was going to ring on 5 June 2025 (2025-06-05)",
        ),
        ("I decided on Saturday", True, "I decided on 7 June 2025 (2025-06-07)"),
        # a weekday cut short after a preposition is a day; short words that are words stay
        ("I'm away till Fri", False, "I'm away till 13 June 2025 (2025-06-13)"),
        ("I'm off work from Thurs", False, "I'm off work from 12 June 2025 (2025-06-12)"),
        ("We sat in the sun all day", True, "We sat in the sun all day"),
        # "the Monday", "that Friday": counted from a date not said here
        (
            "We moved in on the Monday after the wedding",
            True,
            "We moved in on the Monday after the wedding",
        ),
        ("I'll never forget that Friday", False, "I'll never forget that Friday"),
        # "for the weekend" names one
        (
            "I'm in Lisbon for the weekend",
            False,
            "I'm in Lisbon for the weekend of 14 June 2025 (2025-06-14)",
        ),
        (
            "We went to the coast for the weekend",
            True,
            "We went to the coast for the weekend of 7 June 2025 (2025-06-07)",
        ),
        ("I'm looking forward to the weekend", False, "I'm looking forward to the weekend"),
    ],
)
def test_more_weekdays_point_the_way_they_mean(said: str, past: bool, expected: str) -> None:
    assert resolved(said, TUESDAY, past) == expected


@pytest.mark.parametrize(
    ("said", "today", "past", "expected"),
    [
        # "this January" said in late autumn of what is ahead: the coming one
        (
            "My evening class starts this January",
            date(2025, 11, 20),
            False,
            "My evening class starts in January 2026",
        ),
        (
            "My evening class starts this January",
            date(2025, 12, 30),
            False,
            "My evening class starts in January 2026",
        ),
        # near-misses: said of the past, or with the month further off, this year's
        (
            "The flat flooded this January",
            date(2025, 12, 30),
            True,
            "The flat flooded in January 2025",
        ),
        ("The rent went up this March", date(2025, 5, 14), False, "The rent went up in March 2025"),
    ],
)
def test_this_month_points_where_the_sentence_does(
    said: str, today: date, past: bool, expected: str
) -> None:
    assert resolved(said, today, past) == expected


@pytest.mark.parametrize(
    ("said", "today", "past", "expected"),
    [
        # a weekday of a week named is one day of that week
        (
            "I saw the surgeon on Tuesday of last week",
            TUESDAY,
            True,
            "I saw the surgeon on 3 June 2025 (2025-06-03)",
        ),
        (
            "The boiler man comes on Thursday next week",
            TUESDAY,
            False,
            "The boiler man comes on 19 June 2025 (2025-06-19)",
        ),
        (
            "The boiler man comes next week on Monday",
            TUESDAY,
            False,
            "The boiler man comes on 16 June 2025 (2025-06-16)",
        ),
        (
            "The boiler man comes Thursday next.",
            TUESDAY,
            False,
            "The boiler man comes on 19 June 2025 (2025-06-19).",
        ),
        # "this coming": the next one to come
        (
            "We're camping this coming weekend",
            TUESDAY,
            False,
            "We're camping on the weekend of 14 June 2025 (2025-06-14)",
        ),
        (
            "We're camping the coming weekend",
            TUESDAY,
            False,
            "We're camping on the weekend of 14 June 2025 (2025-06-14)",
        ),
        (
            "We're camping this coming weekend",
            date(2025, 6, 14),
            False,
            "We're camping on the weekend of 21 June 2025 (2025-06-21)",
        ),
        (
            "The painters start this coming Monday",
            TUESDAY,
            False,
            "The painters start on 16 June 2025 (2025-06-16)",
        ),
        # near-misses: a weekday and a week apart, and a week counted from another day
        (
            "I can do Thursday or next week",
            TUESDAY,
            False,
            "I can do on 12 June 2025 (2025-06-12) or the week of 16 June 2025 (2025-06-16)",
        ),
        ("The next week was a blur", TUESDAY, True, "The next week was a blur"),
    ],
)
def test_a_weekday_of_a_named_week(said: str, today: date, past: bool, expected: str) -> None:
    assert resolved(said, today, past) == expected


@pytest.mark.parametrize(
    ("said", "past", "expected"),
    [
        # "in two weeks' time" is "in two weeks"
        (
            "The scaffolding comes down in two weeks' time",
            False,
            "The scaffolding comes down around 24 June 2025 (2025-06-24)",
        ),
        (
            "The scaffolding comes down in 3 days' time",
            False,
            "The scaffolding comes down on 13 June 2025 (2025-06-13)",
        ),
        (
            "The scaffolding comes down in a fortnight's time",
            False,
            "The scaffolding comes down around 24 June 2025 (2025-06-24)",
        ),
        # counted back from a day: one day, not a week and a day side by side
        (
            "The parcel left the depot a week ago yesterday",
            True,
            "The parcel left the depot on 2 June 2025 (2025-06-02)",
        ),
        (
            "The parcel left the depot two weeks ago on Friday",
            True,
            "The parcel left the depot on 23 May 2025 (2025-05-23)",
        ),
        # a day of a month named from this one
        (
            "The deposit is due on the 1st of next month",
            False,
            "The deposit is due on 1 July 2025 (2025-07-01)",
        ),
        ("We signed on the 28th of last month", True, "We signed on 28 May 2025 (2025-05-28)"),
        (
            "We sign on the 31st of this month",
            False,
            "We sign on the 31st of this month",
        ),  # June has 30
        # a month with "the" before its day, and "mid-June" without a preposition
        (
            "The harvest fair is on July the 19th",
            False,
            "The harvest fair is on 19 July 2025 (2025-07-19)",
        ),
        ("The harvest fair is mid-July", False, "The harvest fair is in mid July 2025"),
        # near-misses
        ("Two weeks ago I quit", True, "around 27 May 2025 (2025-05-27) I quit"),
        ("I need more time", False, "I need more time"),
    ],
)
def test_counted_days_and_days_of_a_named_month(said: str, past: bool, expected: str) -> None:
    assert resolved(said, TUESDAY, past) == expected


def test_the_verb_before_its_object_dates_the_day() -> None:
    # "adopted [a lop-eared rabbit] on Sunday": the adjective is skipped, the verb found
    assert resolved("We adopted a lop-eared rabbit on Sunday", TUESDAY, False) == (
        "We adopted a lop-eared rabbit on 8 June 2025 (2025-06-08)"
    )
    assert resolved("We're visiting the retired vicar on Sunday", TUESDAY, False) == (
        "We're visiting the retired vicar on 15 June 2025 (2025-06-15)"
    )


def test_passage_notes_say_a_date_or_nothing() -> None:
    (chunk,) = chunk_text(
        "Ana: We adopted a lop-eared rabbit on Sunday!\n"
        "Shop: On Saturday 24 August we close at noon.\nBen: Thanks.",
        date="2024-08-08",
    )
    assert "on Sunday! [Sunday = 4 August 2024 (2024-08-04)]" in chunk.content
    # one note for the whole phrase, not "[On Saturday = on]"
    assert "[On Saturday 24 August = 24 August 2024 (2024-08-24)]" in chunk.content


def test_a_passage_note_covers_the_whole_phrase() -> None:
    (chunk,) = chunk_text(
        "Ana: We landed on February 3rd, it rained this morning.\nBen: Oh no.",
        date="2025-02-26",
    )
    assert "[February 3rd = 3 February 2025 (2025-02-03); " in chunk.content
    assert "; this morning = the morning of 26 February 2025 (2025-02-26)]" in chunk.content


@pytest.mark.parametrize(
    ("said", "past", "expected"),
    [
        # the end of a range of weekdays or day numbers never comes before its start
        (
            "The workshop runs from Monday to Friday",
            False,
            "The workshop runs from 16 June 2025 (2025-06-16) to 20 June 2025 (2025-06-20)",
        ),
        (
            "The workshop ran from Monday to Friday",
            True,
            "The workshop ran from 2 June 2025 (2025-06-02) to 6 June 2025 (2025-06-06)",
        ),
        (
            "I'm off between Monday and Thursday",
            False,
            "I'm off between 16 June 2025 (2025-06-16) and 19 June 2025 (2025-06-19)",
        ),
        (
            "The clinic is shut from the 5th to the 12th",
            False,
            "The clinic is shut from 5 July 2025 (2025-07-05) to 12 July 2025 (2025-07-12)",
        ),
        (
            "The clinic was shut from the 20th to the 3rd",
            True,
            "The clinic was shut from 20 May 2025 (2025-05-20) to 3 June 2025 (2025-06-03)",
        ),
        # near-misses: two days that are no range keep their own nearest dates
        (
            "The bins go out Monday and Friday",
            False,
            "The bins go out on 16 June 2025 (2025-06-16) and 13 June 2025 (2025-06-13)",
        ),
        ("I sat in the front row", True, "I sat in the front row"),
        # a weekday cut short with a part of the day is a day
        (
            "The jumble sale is Sat morning",
            False,
            "The jumble sale is on the morning of 14 June 2025 (2025-06-14)",
        ),
    ],
)
def test_a_range_of_days_runs_forwards(said: str, past: bool, expected: str) -> None:
    assert resolved(said, TUESDAY, past) == expected


@pytest.mark.parametrize(
    ("said", "past", "expected"),
    [
        # a day number in words, with its month
        (
            "The wedding is on the twenty-first of June",
            False,
            "The wedding is on 21 June 2025 (2025-06-21)",
        ),
        (
            "The wedding is on August the third",
            False,
            "The wedding is on 3 August 2025 (2025-08-03)",
        ),
        ("We married on the first of March", True, "We married on 1 March 2025 (2025-03-01)"),
        # near-misses: no preposition, or no month
        ("May the fourth be with you", False, "May the fourth be with you"),
        ("It was the first of many", True, "It was the first of many"),
        ("The first of June was sunny", True, "The first of June was sunny"),
    ],
)
def test_a_day_number_in_words(said: str, past: bool, expected: str) -> None:
    assert resolved(said, TUESDAY, past) == expected


SUNDAY_15_SEPTEMBER = date(2024, 9, 15)


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        # review s41: a past verb between the modal and "until": the modal governs another verb
        (
            "Fenna: I must admit I smoked until April.",
            "Fenna must admit they smoked until April 2024.",
        ),
        (
            "Fenna: I'll never forget that I worked nights until June.",
            "Fenna will never forget that they worked nights until June 2024.",
        ),
        # the modal governs the verb before "by": still ahead
        (
            "Fenna: I will have finished the course by June.",
            "Fenna will have finished the course by June 2025.",
        ),
        (
            "Fenna: We'll have the kitchen painted by June.",
            "Fenna and others will have the kitchen painted by June 2025.",
        ),
    ],
)
def test_a_modal_counts_only_for_the_verb_before_until_or_by(said: str, fact: str) -> None:
    assert formed(said, SUNDAY_15_SEPTEMBER) == [fact]
