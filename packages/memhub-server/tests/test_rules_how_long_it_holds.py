"""How long a fact holds, read from what it is (issue #15): an occupation said "at the
moment" is still the speaker's occupation, "at the moment" on a tail after a comma does not
make the whole fact pass, and a move to another place is worth finding after the move."""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import CandidateFact, ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts

ON = date(2025, 1, 11)


def only(turn: str) -> CandidateFact:
    (fact,) = extract_facts(ExtractionInput(content=turn, document_date=ON))
    return fact


@pytest.mark.parametrize(
    ("turn", "text"),
    [
        (
            "User: i tutor maths, mostly online, about 14 students at the moment",
            "The user tutors maths, mostly online, about 14 students at the moment.",
        ),
        ("User: I tutor maths at the moment.", "The user tutors maths at the moment."),
        (
            "Ana: I teach piano, about 10 pupils right now.",
            "Ana teaches piano, about 10 pupils right now.",
        ),
    ],
)
def test_an_occupation_said_at_the_moment_lasts(turn: str, text: str) -> None:
    fact = only(turn)
    assert (fact.text, fact.kind, fact.forget_after) == (text, "durable", None)


@pytest.mark.parametrize(
    "turn",
    [
        "User: I am in Rome at the moment.",
        # (an ache felt right now, "my knee is sore right now", forms nothing: session 44)
        "User: I'm on antibiotics right now, so no wine",
    ],
)
def test_a_state_said_at_the_moment_still_passes(turn: str) -> None:
    fact = only(turn)
    assert fact.kind == "recent"
    assert fact.forget_after is not None


@pytest.mark.parametrize(
    ("turn", "text"),
    [
        (
            "Cas: my sister is moving to Leeds for work.",
            "Cas's sister is moving to Leeds for work.",
        ),
        ("Cas: We are moving to the Netherlands!", "Cas and others are moving to the Netherlands."),
        ("Cas: Lucien is moving to Eindhoven.", "Lucien is moving to Eindhoven."),
    ],
)
def test_a_move_to_another_place_never_expires(turn: str, text: str) -> None:
    fact = only(turn)
    assert (fact.text, fact.kind, fact.forget_after) == (text, "recent", None)


def test_a_move_within_a_place_is_still_a_passing_plan() -> None:
    fact = only("Cas: I am moving to a new desk.")
    assert fact.kind == "recent" and fact.text.endswith("(as of 11 January 2025).")


def texts(turn: str, on: date = ON) -> list[str]:
    return [f.text for f in extract_facts(ExtractionInput(content=turn, document_date=on))]


@pytest.mark.parametrize(
    ("turn", "text"),
    [
        (
            "Mara: We meet on the first Tuesday of every month.",
            "Mara and others meet on the first Tuesday of every month.",
        ),
        (
            # in a month named, the weekday so counted is that one day
            "Mara: My appointment is on the first Monday of July.",
            "Mara's appointment is on Monday, 7 July 2025 (2025-07-07).",
        ),
    ],
)
def test_a_weekday_counted_within_a_month_is_never_a_wrong_day(turn: str, text: str) -> None:
    assert texts(turn) == [text]


def test_i_after_a_clause_joining_and_is_the_speaker_in_the_singular() -> None:
    assert texts("Mara: My grandmother taught me to bake, and I still use her recipe.") == [
        "Mara's grandmother taught Mara to bake, and Mara still uses her recipe."
    ]
    assert texts("Mara: Sam and I live in Leeds.") == ["Sam and Mara live in Leeds."]


@pytest.mark.parametrize(
    ("turn", "text"),
    [
        (
            "Mara: The pay isn't great, but I love being around books all day.",
            "Mara loves being around books all day.",
        ),
        ("Mara: The flat is tiny, but I love the garden.", "Mara loves the garden."),
    ],
)
def test_a_verdict_on_a_thing_before_the_speakers_clause_is_not_kept_with_it(
    turn: str, text: str
) -> None:
    assert texts(turn) == [text]


@pytest.mark.parametrize(
    "turn",
    [
        "Mara: I'm so excited, I can barely sit still!",
        "Mara: I can hardly keep my eyes open.",
        "Mara: I can't stop smiling.",
    ],
)
def test_how_strongly_a_feeling_shows_forms_nothing(turn: str) -> None:
    assert texts(turn) == []


def test_what_someone_cannot_do_for_long_is_kept() -> None:
    assert texts("Mara: I can't sleep at night since the accident.") != []


def test_when_a_class_just_joined_meets_is_a_habit_of_it() -> None:
    assert texts("Mel: I signed up for a pottery class. It's every Thursday evening.") == [
        "Mel signed up for a pottery class.",
        "Mel's pottery class is every Thursday evening.",
    ]
    assert texts("Mel: I bought a bike. It's every bit as good as my old one.") == [
        "Mel bought a bike."
    ]


def test_what_a_new_job_will_have_someone_do_never_expires() -> None:
    (fact, _) = extract_facts(
        ExtractionInput(
            content="Seun: I got the job! I'll be designing pedestrian bridges. I fly out in May.",
            document_date=ON,
        )
    )[1:3]
    assert (fact.text, fact.kind, fact.forget_after) == (
        "Seun will be designing pedestrian bridges.",
        "recent",
        None,
    )
    tomorrow = only("Seun: I'll be working from home tomorrow.")
    assert tomorrow.text == "Seun will be working from home on 12 January 2025 (2025-01-12)."


@pytest.mark.parametrize(
    "turn",
    [
        "Ann: And we moved into our flat in Wilten on the 1st of March.",
        "Ann: We moved into a new house in Cobh last week.",
    ],
)
def test_moving_into_a_home_in_a_named_place_is_where_one_lives(turn: str) -> None:
    fact = only(turn)
    assert fact.kind == "durable"
    assert fact.slot is not None and fact.slot.endswith(":home_city")


def test_moving_into_a_tent_for_a_festival_is_no_home() -> None:
    assert only("Ann: We moved into a tent in Hyde Park for the festival.").kind == "recent"


def test_a_weekday_naming_a_kind_of_meal_or_market_is_no_date() -> None:
    assert texts("Tad: My nonna had us over for Sunday lunch.", on=date(2024, 6, 19)) == [
        "Tad's nonna had Tad and others over for Sunday lunch."
    ]
    assert texts("Tad: I met Jo on Sunday at lunch.", on=date(2024, 6, 19)) == [
        "Tad met Jo on Sunday, 16 June 2024 (2024-06-16) at lunch."
    ]


@pytest.mark.parametrize(
    ("turn", "expected"),
    [
        (
            "Ana: I started my new job at the start of the month.",
            "Ana started their new job at the start of May 2023.",
        ),
        (
            "Ana: I signed the contract earlier this week.",
            "Ana signed the contract earlier in the week of 8 May 2023 (2023-05-08).",
        ),
        (
            "Ana: I've been volunteering at the hospice since the start of the year.",
            "Ana has been volunteering at the hospice since the start of 2023 (as of 8 May 2023).",
        ),
    ],
)
def test_the_start_of_this_month_or_year_and_earlier_this_week_are_dated(
    turn: str, expected: str
) -> None:
    assert texts(turn, on=date(2023, 5, 8)) == [expected]


def test_the_start_of_the_year_as_a_subject_takes_no_preposition() -> None:
    from memhub_server.pipeline.memory.rules.dates import resolve_relative_dates

    said, _ = resolve_relative_dates("the start of the year was hard", date(2023, 5, 8), True)
    assert said == "the start of 2023 was hard"


@pytest.mark.parametrize(
    ("turn", "expected"),
    [
        (
            "Ana: We visited my in-laws over the Easter holidays.",
            "Ana and others visited their in-laws over the Easter holidays, around 9 April 2023"
            " (2023-04-09).",
        ),
        (
            "Ana: We're going to Cork for the Easter break.",
            "Ana and others are going to Cork for the Easter break, around 31 March 2024"
            " (2024-03-31).",
        ),
        ("Ana: The Christmas party was fun.", None),
    ],
)
def test_the_holidays_around_a_feast_are_dated_by_it(turn: str, expected: str | None) -> None:
    assert texts(turn, on=date(2023, 5, 8)) == ([expected] if expected else [])


@pytest.mark.parametrize(
    ("turn", "expected"),
    [
        (
            "User: I'm planning a trip to Japan in October. We've got two weeks.",
            ["The user is planning a trip to Japan in October 2025."],
        ),
        ("Ana: I can't stand still for long because of my back.", None),
    ],
)
def test_a_bare_span_forms_nothing_and_a_lasting_weakness_stays(
    turn: str, expected: list[str] | None
) -> None:
    said = texts(turn)
    assert said == expected if expected is not None else said != []


# --- a need that passes with the day ------------------------------------------------------------


@pytest.mark.parametrize(
    "turn",
    [
        "Farah: I need a holiday from my holiday",
        "Farah: I really need a coffee.",
        "Farah: I could use a long nap!",
        "Farah: omg I need to meet Dash!!",
        "Farah: I need to come and meet Biscuit soon",
    ],
)
def test_a_need_that_passes_with_the_day_forms_nothing(turn: str) -> None:
    # Kept with its day these would be clutter for good: a joke, a craving, eagerness.
    assert texts(turn) == []


@pytest.mark.parametrize(
    ("turn", "kept"),
    [
        ("Farah: I need a new laptop for uni.", "Farah needs a new laptop for uni"),
        ("Farah: I need a kidney transplant.", "Farah needs a kidney transplant"),
        (
            "Farah: We need to meet Dr Patel about the results.",
            "Farah and others need to meet Dr Patel about the results",
        ),
    ],
)
def test_a_need_that_lasts_is_still_kept(turn: str, kept: str) -> None:
    assert [t for t in texts(turn) if t.startswith(kept)], texts(turn)


@pytest.mark.parametrize(
    ("turn", "text"),
    [
        # a child's school year holds until the next September: a record of its day
        ("Ana: Pip is in Year 4 now.", "Pip is in Year 4 now (as of 11 January 2025)."),
        (
            "Ana: My nephew is in Reception.",
            "Ana's nephew is in Reception (as of 11 January 2025).",
        ),
        ("Ana: Kit is in P6 now.", "Kit is in P6 now (as of 11 January 2025)."),
        # where someone is, by the place's name: worth finding a year later, said with its day
        ("Ana: Dervla is in Ostrava.", "Dervla is in Ostrava (as of 11 January 2025)."),
        ("Ana: We're in Tallinn!", "Ana and others are in Tallinn (as of 11 January 2025)."),
    ],
)
def test_a_school_year_or_a_named_place_is_kept_with_its_day(turn: str, text: str) -> None:
    fact = only(turn)
    assert (fact.text, fact.kind, fact.forget_after) == (text, "recent", None)


@pytest.mark.parametrize(
    "turn",
    [
        "Ana: Dervla is in Ostrava right now.",  # said to pass
        "Ana: Dervla is in the waiting room.",  # no place worth keeping
        "Ana: Pip is in Set 2 for spelling.",  # not a school year
    ],
)
def test_a_passing_whereabouts_still_expires(turn: str) -> None:
    fact = only(turn)
    assert fact.kind == "recent"
    assert fact.forget_after is not None
