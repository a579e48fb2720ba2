"""Holidays and days that open a clause (issue #15, session 44).

A return told after a holiday falls after it: "down on Boxing Day, home on the 3rd" is
January's 3rd, "away on Easter Sunday, back on the 1st" May's. A holiday that opens its
clause with no "on" before a subject is a day ("New Year's Day my cousin swam in the
sea"), and so is a day that opens a clause whose "I" was left out ("yesterday got my
results", "fri passed my test"). A holiday said of every year, or one that is itself
the subject, names no day. The sentences are our own.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts

# 20 January 2025 is a Monday; 10 May 2025 a Saturday (Easter Sunday 2025 is 20 April).
JANUARY = date(2025, 1, 20)
MAY = date(2025, 5, 10)


def facts(*turns: str, day: date = JANUARY) -> list[str]:
    return [fact.text for fact in extract_facts(ExtractionInput("\n".join(turns), day))]


# --- a return after a holiday --------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "day", "back"),
    [
        (
            "Maud: We drove down to Cornwall on Boxing Day and came home on the 3rd.",
            JANUARY,
            "came home on 3 January 2025 (2025-01-03)",
        ),
        (
            "Maud: Flew out to Lanzarote on Christmas Eve, back on the 4th",
            JANUARY,
            "back on 4 January 2025 (2025-01-04)",
        ),
        (
            "Maud: On New Year's Eve my sister and I took the sleeper to Inverness; we were"
            " home on the 2nd.",
            JANUARY,
            "home on 2 January 2025 (2025-01-02)",
        ),
        (
            "Maud: easter sunday we went up to my aunt's in Perth, home on the 1st",
            MAY,
            "home on 1 May 2025 (2025-05-01)",
        ),
        (
            "Maud: I went to Crete at Easter and came back on the 28th.",
            date(2025, 7, 20),
            "came back on 28 April 2025 (2025-04-28)",
        ),
    ],
)
def test_a_return_after_a_holiday_falls_after_it(said: str, day: date, back: str) -> None:
    assert any(back in fact for fact in facts(said, day=day))


def test_another_day_beside_a_holiday_keeps_its_own_reading() -> None:
    found = facts("Maud: We had a quiet Christmas, and Dad's operation is on the 28th.")
    assert any("28 January 2025" in fact for fact in found)
    assert not any("28 December" in fact for fact in found)


# --- a holiday that opens its clause -------------------------------------------------


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        (
            "Maud: Boxing Day we walked the dogs on Formby beach.",
            "On Boxing Day, 26 December 2024 (2024-12-26) Maud and others walked the dogs",
        ),
        (
            "Maud: New Year's Day my cousin Rhys swam in the sea at Tenby.",
            "On New Year's Day, 1 January 2025 (2025-01-01) Maud's cousin Rhys swam",
        ),
        (
            "Maud: Christmas Eve I finally finished the quilt for Nan.",
            "On Christmas Eve, 24 December 2024 (2024-12-24) Maud finally finished the quilt",
        ),
        (
            "Maud: easter monday we drove over to llandudno",
            "On Easter Monday, 21 April 2025 (2025-04-21) Maud and others drove over to",
        ),
        (
            "Maud: Christmas we stayed with Nan in Hull.",
            "At Christmas, 25 December 2024 (2024-12-25) Maud and others stayed with their nan",
        ),
    ],
)
def test_a_holiday_opening_its_clause_is_a_day(said: str, fact: str) -> None:
    day = MAY if "easter" in said else JANUARY
    assert any(fact in found for found in facts(said, day=day))


@pytest.mark.parametrize(
    "said",
    [
        "Maud: Christmas Day we always go to my gran's.",
        "Maud: Halloween is my favourite night of the year.",
        "Maud: Christmas ruined my diet.",
        "Maud: We had a quiet Easter this time.",
    ],
)
def test_a_holiday_of_every_year_or_as_the_subject_is_no_day(said: str) -> None:
    assert not any("2024" in fact or "2025" in fact for fact in facts(said, day=MAY))


# --- a day that opens a clause whose "I" was left out --------------------------------


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        (
            "Maud: yesterday got my results back from the clinic",
            "On 19 January 2025 (2025-01-19) Maud got their results back from the clinic.",
        ),
        (
            "[09:12] maud: sat got the keys to the new flat",
            "On Saturday, 18 January 2025 (2025-01-18) Maud got the keys to the new flat.",
        ),
        (
            "Maud: fri passed my driving test!!",
            "On Friday, 17 January 2025 (2025-01-17) Maud passed their driving test.",
        ),
        (
            "Maud: last week finished my plumbing course",
            "In the week of 13 January 2025 (2025-01-13) Maud finished their plumbing course.",
        ),
        (
            "Maud: Boxing Day drove up to Whitby with the kids",
            "On Boxing Day, 26 December 2024 (2024-12-26) Maud drove up to Whitby with the kids.",
        ),
        (
            "Maud: weds did my first parkrun",
            "On Wednesday, 15 January 2025 (2025-01-15) Maud did their first parkrun.",
        ),
    ],
)
def test_a_day_opening_a_clause_keeps_the_subject_left_out(said: str, fact: str) -> None:
    assert fact in facts(said)


@pytest.mark.parametrize(
    "said",
    [
        "maud: sun came out at last",
        "maud: sat stunned in the car for ages",
        "Maud: Christmas ruined my diet.",
    ],
)
def test_a_short_day_that_is_another_word_leaves_no_subject(said: str) -> None:
    assert not any("Maud" in fact for fact in facts(said))


# --- a phrase of the speaker's own that says when ------------------------------------


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        (
            "Maud: During my last week in Rome, I lost my passport.",
            "During Maud's last week in Rome, Maud lost their passport.",
        ),
        (
            "Maud: On my first day at the new school I got lost twice.",
            "On Maud's first day at the new school Maud got lost twice.",
        ),
        (
            "Maud: In my final year at uni I met my husband.",
            "In Maud's final year at uni Maud met their husband.",
        ),
        (
            "Maud: On our honeymoon we swam with turtles.",
            "On Maud's honeymoon Maud and others swam with turtles.",
        ),
        (
            "Maud: On my last night in Seville I danced till dawn.",
            "On Maud's last night in Seville Maud danced till dawn.",
        ),
        (
            "Maud: For my fortieth we hired a narrowboat.",
            "For Maud's fortieth Maud and others hired a narrowboat.",
        ),
    ],
)
def test_a_phrase_of_ones_own_saying_when_leaves_the_speaker_the_subject(
    said: str, fact: str
) -> None:
    assert fact in facts(said)


def test_an_opinion_after_a_phrase_of_ones_own_is_no_fact() -> None:
    assert facts("Maud: In my opinion I should get the job.") == []


# --- saints' days and midsummer ---------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "day", "fact"),
    [
        (
            "Maud: On St Andrew's Day we're walking up Arthur's Seat with the kids.",
            date(2024, 11, 24),
            "On St Andrew's Day, 30 November 2024 (2024-11-30) Maud and others are walking",
        ),
        (
            "Maud: on st andrews day we're going to the ceilidh",
            date(2024, 11, 24),
            "On St Andrew's Day, 30 November 2024 (2024-11-30) Maud and others are going",
        ),
        (
            "Maud: On St David's Day my daughter wore a daffodil costume to school.",
            date(2025, 3, 5),
            "On St David's Day, 1 March 2025 (2025-03-01) Maud's daughter wore a daffodil",
        ),
        (
            "Maud: Midsummer's Eve we lit a bonfire on the beach.",
            date(2025, 6, 28),
            "On Midsummer's Eve, 23 June 2025 (2025-06-23) Maud and others lit a bonfire",
        ),
        (
            "Maud: We're flying the flag at the pub on St George's Day.",
            date(2025, 4, 10),
            "on St George's Day, 23 April 2025 (2025-04-23)",
        ),
    ],
)
def test_a_saints_day_or_midsummer_is_its_day(said: str, day: date, fact: str) -> None:
    assert any(fact in found for found in facts(said, day=day))


# --- a span gone by, rated, before what was done in it ---------------------------------


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        (
            "Maud: Last weekend in York was so much fun, we did the ghost walk.",
            "On the weekend of 18 January 2025 (2025-01-18) in York, Maud and others did the"
            " ghost walk.",
        ),
        (
            "Maud: last weekend at the caravan was lush, we went crabbing",
            "On the weekend of 18 January 2025 (2025-01-18) at the caravan, Maud and others"
            " went crabbing.",
        ),
        (
            "Maud: Yesterday at the zoo was brilliant, I held a snake!",
            "On 19 January 2025 (2025-01-19) at the zoo, Maud held a snake.",
        ),
        (
            "Maud: Last week in Tenerife was bliss, we hiked up Teide.",
            "In the week of 13 January 2025 (2025-01-13) in Tenerife, Maud and others hiked up"
            " Teide.",
        ),
        (
            "Maud: Last month in Gdansk was freezing, I learnt to skate on the river.",
            "In December 2024 in Gdansk, Maud learnt to skate on the river.",
        ),
    ],
)
def test_a_rated_span_gone_by_dates_what_was_done_in_it(said: str, fact: str) -> None:
    assert fact in facts(said)


def test_a_span_rated_alone_forms_no_garbled_fact() -> None:
    assert not any(" in York was " in fact for fact in facts("Maud: Last week in York was fun."))
