"""Time that means what people mean: how dates are written, what expires, and relative
dates in questions.

Dates are fixed: 2026-03-01 is a Sunday.
"""

from __future__ import annotations

from datetime import UTC, date, datetime

import pytest

from memhub_server.index.lexical import search_terms
from memhub_server.index.query_dates import absolute_query
from memhub_server.pipeline.dates import full_date, human_date, human_month, latest_day
from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules.dates import resolve_relative_dates
from memhub_server.pipeline.memory.rules.extractor import extract_facts

SUNDAY = date(2026, 3, 1)
ASKED = date(2026, 12, 3)  # a Thursday


# --- how a date is written ------------------------------------------------------------


def test_a_day_is_written_in_words_with_its_iso_form() -> None:
    assert human_date(date(2023, 5, 7)) == "7 May 2023"
    assert full_date(date(2023, 5, 7)) == "7 May 2023 (2023-05-07)"
    assert full_date(date(1, 1, 1)) == "1 January 1 (0001-01-01)"
    assert human_month(2024, 11) == "November 2024"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Sam sold the boat on 4 June 2024 (2024-06-04).", date(2024, 6, 4)),
        ("Sam sold the boat on June 4th, 2024.", date(2024, 6, 4)),
        ("Sam sold the boat on the 4th of June 2024.", date(2024, 6, 4)),
        ("Sam moved in February 2024 and sold the boat on 2023-09-30.", date(2024, 2, 29)),
        ("Sam sold the boat.", None),
        ("Sam paid 2024 euros for 12 boats.", None),
        ("The log says 2024-02-30.", None),
    ],
)
def test_the_latest_day_a_text_names(text: str, expected: date | None) -> None:
    assert latest_day(text) == expected


def test_memories_carry_dates_in_human_and_iso_form() -> None:
    [fact] = extract_facts(ExtractionInput("Sam: I sold my boat yesterday", SUNDAY))
    assert "on 28 February 2026 (2026-02-28)" in fact.text
    # a keyword search for the day as people write it meets the memory
    assert {"28", "february", "2026"} <= set(search_terms(fact.text))


# --- what expires ----------------------------------------------------------------------


@pytest.mark.parametrize(
    "said",
    [
        "I visited my grandmother last Tuesday.",
        "I sold my boat yesterday.",
        "I ran a half marathon.",
        "I had the flu last week.",
        "I've finished my thesis.",
    ],
)
def test_a_past_event_is_a_lasting_fact_about_its_date(said: str) -> None:
    facts = extract_facts(ExtractionInput(f"Sam: {said}", SUNDAY))
    assert facts, said
    assert all(fact.forget_after is None for fact in facts), facts


@pytest.mark.parametrize(
    "said",
    [
        # a plan: its text names the day, so it is the plan before and history after
        "I'm flying to Oslo next Thursday.",
        # a temporary state with a span: the span is in the text
        "I'm in Madrid this week.",
        "I'm on leave this month.",
    ],
)
def test_dated_states_and_plans_never_expire(said: str) -> None:
    [fact] = extract_facts(ExtractionInput(f"Sam: {said}", SUNDAY))
    assert fact.kind == "recent"
    assert "2026" in fact.text
    assert fact.forget_after is None


@pytest.mark.parametrize(
    ("said", "expires"),
    [
        # an undated temporary state or plan: a fixed time after the document date
        ("I'm feeling dizzy.", datetime(2026, 3, 4, tzinfo=UTC)),
        ("I've been feeling dizzy.", datetime(2026, 3, 4, tzinfo=UTC)),
        ("I'm stuck at the airport.", datetime(2026, 3, 4, tzinfo=UTC)),
    ],
)
def test_undated_states_and_plans_expire_after_a_fixed_time(said: str, expires: datetime) -> None:
    [fact] = extract_facts(ExtractionInput(f"Sam: {said}", SUNDAY))
    assert fact.kind == "recent"
    assert fact.forget_after == expires


@pytest.mark.parametrize("said", ["I'm learning to weld.", "I want to move to Porto."])
def test_an_undated_activity_says_its_day_and_never_expires(said: str) -> None:
    # Read a year later, "(as of 1 March 2026)" says how old it is: it stays searchable.
    [fact] = extract_facts(ExtractionInput(f"Sam: {said}", SUNDAY))
    assert fact.kind == "recent" and fact.forget_after is None
    assert fact.text.endswith(" (as of 1 March 2026)."), fact.text


@pytest.mark.parametrize(
    "said",
    ["I swim most Tuesday mornings.", "I do yoga on Friday evenings.", "I cycle most Sundays."],
)
def test_a_weekday_that_repeats_is_a_habit_not_a_date(said: str) -> None:
    [fact] = extract_facts(ExtractionInput(f"Sam: {said}", SUNDAY))
    assert "2026" not in fact.text
    assert fact.kind == "durable"
    assert fact.forget_after is None


# --- relative dates in questions -------------------------------------------------------


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("what did I cook last May", "what did I cook in May 2026"),
        ("what did I cook last December", "what did I cook in December 2025"),
        ("any plans for next January?", "any plans for January 2027?"),
        ("who visited this April", "who visited in April 2026"),
        ("which band did I see in June last year", "which band did I see in June 2025"),
        ("which band did I see in June of next year", "which band did I see in June 2027"),
        ("where did we sail in August three years ago", "where did we sail in August 2023"),
        ("since last March", "since March 2026"),
        ("what did I buy yesterday", "what did I buy on 2 December 2026 (2026-12-02)"),
        ("what happened last week", "what happened in the week of 23 November 2026 (2026-11-23)"),
        ("who called on Monday", "who called on 30 November 2026 (2026-11-30)"),
        ("what am I doing on Monday", "what am I doing on 7 December 2026 (2026-12-07)"),
        ("what did I read two months ago", "what did I read in October 2026"),
        # nothing to resolve: left exactly as asked
        ("this may sound odd, but what is my dog called?", None),
        ("what do I cook every Friday", None),
        ("what did I do in the past week", None),
        ("what did I do in May", None),
        ("two weeks before the wedding", None),
    ],
)
def test_relative_dates_in_a_question_become_absolute(question: str, expected: str | None) -> None:
    assert absolute_query(question, ASKED) == (question if expected is None else expected)


def test_a_relative_question_meets_a_dated_memory_by_keyword() -> None:
    [memory] = extract_facts(
        ExtractionInput("Sam: I went to a pottery fair last weekend", date(2025, 6, 9))
    )
    question = absolute_query("Where did Sam go last June?", ASKED.replace(year=2025))
    assert {"june", "2025"} <= set(search_terms(question)) & set(search_terms(memory.text))


@pytest.mark.parametrize("question", ["what is on tomorrow", "plans for next December?"])
def test_a_question_pointing_past_the_calendar_is_left_as_asked(question: str) -> None:
    assert absolute_query(question, date.max) == question


def test_a_month_before_the_calendar_is_left_as_asked() -> None:
    assert absolute_query("what did I do in May 5 years ago", date(3, 6, 1)) == (
        "what did I do in May 5 years ago"
    )


# --- day phrases the resolver used to leave relative or garble --------------------------

WEDNESDAY = date(2026, 3, 4)


@pytest.mark.parametrize(
    ("said", "past", "resolved"),
    [
        # before: "in the week of 23 February 2026 (2026-02-23) on 4 March 2026 (...)"
        ("We met a week ago today", True, "We met on 25 February 2026 (2026-02-25)"),
        ("We met two weeks ago today", True, "We met on 18 February 2026 (2026-02-18)"),
        (
            "The recital is a week from Friday",
            False,
            "The recital is on 13 March 2026 (2026-03-13)",
        ),
        ("The recital is 3 days from now.", False, "The recital is on 7 March 2026 (2026-03-07)."),
        ("It opens two weeks from tomorrow", False, "It opens on 19 March 2026 (2026-03-19)"),
        ("We landed on the 1st, tired", True, "We landed on 1 March 2026 (2026-03-01), tired"),
        ("We moved on the 30th.", True, "We moved on 30 January 2026 (2026-01-30)."),
        ("The rent is due by the 10th.", False, "The rent is due by 10 March 2026 (2026-03-10)."),
        ("It closes on the 2nd of May", False, "It closes on 2 May 2026 (2026-05-02)"),
        # a month and day without a year: the nearest one (back from D in the past tense)
        ("We moved on March 2nd", True, "We moved on 2 March 2026 (2026-03-02)"),
        ("We arrived on 4 March", True, "We arrived on 4 March 2026 (2026-03-04)"),
        ("We moved on December 30th.", True, "We moved on 30 December 2025 (2025-12-30)."),
        ("The fair is on March 20th.", False, "The fair is on 20 March 2026 (2026-03-20)."),
        ("The fair is on 2 March", False, "The fair is on 2 March 2027 (2027-03-02)"),
        ("I've run daily since March 1st", False, "I've run daily since 1 March 2026 (2026-03-01)"),
        # not dates, or dates already absolute: left as written
        ("We moved on 2 March 2025 (2025-03-02).", True, "We moved on 2 March 2025 (2025-03-02)."),
        ("We moved on March 2, 2025.", True, "We moved on March 2, 2025."),
        ("The 2 March meeting ran late", True, "The 2 March meeting ran late"),
        ("Prices may 5x on March", False, "Prices may 5x on March"),
        ("It was the 4th attempt", True, "It was the 4th attempt"),
        ("Our flat is on the 3rd floor", False, "Our flat is on the 3rd floor"),
    ],
)
def test_day_phrases_resolve_to_that_day(said: str, past: bool, resolved: str) -> None:
    assert resolve_relative_dates(said, WEDNESDAY, past)[0] == resolved


def test_a_day_named_by_its_number_is_dated_and_never_expires() -> None:
    [plan] = extract_facts(ExtractionInput("Sam: My recital is on the 20th.", WEDNESDAY))
    assert "on 20 March 2026 (2026-03-20)" in plan.text
    assert plan.forget_after is None
    [trip] = extract_facts(ExtractionInput("Sam: I got back from Ghent on the 2nd.", WEDNESDAY))
    assert "on 2 March 2026 (2026-03-02)" in trip.text
    assert trip.forget_after is None


@pytest.mark.parametrize(
    ("said", "past", "resolved"),
    [
        # Sunday 1 March 2026: ahead for a plan, behind for what was done
        ("a barbecue on the last Friday of August", False, "a barbecue on 28 August 2026"),
        ("the fair on the second Saturday in July", False, "the fair on 11 July 2026"),
        ("went sailing on the first weekend of May", True, "went sailing on 3 May 2025"),
        ("the first Sunday of March", False, "on 1 March 2026"),  # today counts
        ("met on the third Tuesday of February", True, "met on 17 February 2026"),
    ],
)
def test_a_weekday_counted_in_a_month_is_one_day(said: str, past: bool, resolved: str) -> None:
    assert resolve_relative_dates(said, SUNDAY, past)[0].startswith(resolved)


def test_a_weekday_counted_in_every_month_stays_a_habit() -> None:
    text = "Our quiz team meets on the first Monday of every month."
    assert resolve_relative_dates(text, SUNDAY, False)[0] == text
