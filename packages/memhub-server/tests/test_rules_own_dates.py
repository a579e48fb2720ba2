"""Days said plainly and appointments said with "the" (issue #15).

"the deadline is the 3rd of May" names a day without a preposition in front of it, and
"The interview was on Monday" is the speaker's interview though no "my" says so. Where the
turn has already named someone else, "the operation" may be theirs and is left alone. The
sentences are our own. 18 March 2024 is a Monday.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.dates import month_carried, resolve_relative_dates

MONDAY = date(2024, 3, 18)


def texts(content: str) -> list[str]:
    return [fact.text for fact in extract_facts(ExtractionInput(content, MONDAY))]


@pytest.mark.parametrize(
    ("said", "resolved"),
    [
        ("the deadline is the 3rd of May", "the deadline is on 3 May 2024 (2024-05-03)"),
        ("flying into Truro the 12th of april", "flying into Truro on 12 April 2024 (2024-04-12)"),
        ("the viva is the 4th", "the viva is on 4 April 2024 (2024-04-04)"),  # after "is"
        # no month and no "is": an ordinal, not a day
        ("it's the 3rd time", "it's the 3rd time"),
        ("the flat is on the 3rd floor", "the flat is on the 3rd floor"),
        ("the 2 March meeting ran long", "the 2 March meeting ran long"),
    ],
)
def test_a_numbered_day_with_its_month_or_after_is_is_a_day(said: str, resolved: str) -> None:
    assert resolve_relative_dates(said, MONDAY, False)[0] == resolved


def test_an_appointment_said_with_the_is_the_speakers() -> None:
    assert "Oskar's interview is on Thursday, 21 March 2024 (2024-03-21), in person." in texts(
        "Oskar: got the call back! The interview is on Thursday, in person."
    )
    assert texts("Oskar: the exam was on Friday and it went fine.") == [
        "Oskar's exam was on Friday, 15 March 2024 (2024-03-15)."  # how it went passes
    ]
    assert "Oskar's deadline is on 3 May 2024 (2024-05-03)." in texts(
        "Ines: when do you need it by?\nOskar: the deadline is the 3rd of May"
    )


@pytest.mark.parametrize(
    "content",
    [
        "Oskar: Dad's in hospital again. The operation is on Tuesday.",  # Dad's, not Oskar's
        "Oskar: my sister is nervous, the interview is on Thursday.",
        "Oskar: she rang last night. The scan is on Friday.",
        "Oskar: the interview was brilliant.",  # no day: nothing to keep here
    ],
)
def test_an_appointment_that_may_be_someone_elses_is_not_made_the_speakers(content: str) -> None:
    assert not [text for text in texts(content) if "Oskar's" in text and "(20" in text]


# -- "last" after an owner is the final one -------------------------------------------------


@pytest.mark.parametrize(
    ("said", "kept"),
    [
        ("Priya's last night shift is Friday", "Priya's last night shift is on 22 March 2024"),
        ("Tomasz's last week at the depot went fast", "Tomasz's last week at the depot"),
        ("my cousin's last month in Oslo is June", "my cousin's last month in Oslo"),
    ],
)
def test_last_after_an_owner_is_the_final_one_not_the_one_before(said: str, kept: str) -> None:
    assert resolve_relative_dates(said, MONDAY, False)[0].startswith(kept)


@pytest.mark.parametrize(
    ("said", "resolved"),
    [
        # a place named by its owner: the time after it is still a time
        ("we ate at Tomasz's last night", "we ate at Tomasz's on the night of 17 March 2024"),
        ("bell practice at St Ives's last Sunday", "on 17 March 2024"),
        ("went round Priya's last week", "went round Priya's in the week of 11 March 2024"),
    ],
)
def test_a_place_named_by_its_owner_keeps_the_time_after_it(said: str, resolved: str) -> None:
    assert resolved in resolve_relative_dates(said, MONDAY, True)[0]


def test_the_speakers_last_night_shift_forms_with_its_day_and_is_not_yesterday() -> None:
    facts = texts("Ruth: My last night shift is Friday, then I'm back on days from 1 April.")
    assert any("Ruth's last night shift is on Friday, 22 March 2024" in fact for fact in facts)
    assert not any("the night of 17 March" in fact for fact in facts)


# -- a day alone after several months takes the nearest ----------------------------------------


@pytest.mark.parametrize(
    ("said", "carried"),
    [
        ("I'm in Porto in May and in June, home on the 12th.", "home on the 12th of June."),
        ("She's on tour in July and in August, back on the 3rd", "back on the 3rd of August"),
        ("in march n in april, home the 2nd", "home the 2nd of April"),
    ],
)
def test_a_day_alone_after_several_months_takes_the_nearest_one(said: str, carried: str) -> None:
    assert month_carried(said).endswith(carried)


def test_a_new_subjects_day_after_several_months_keeps_no_month() -> None:
    said = "I was in Oslo in May and in June, and Tom flies out on the 4th."
    assert month_carried(said) == said


# -- a return on a smaller day is the next month's -----------------------------------------


@pytest.mark.parametrize(
    ("said", "back"),
    [
        ("we're off on the 27th of June, back on the 4th", "back on 4 July 2024"),
        ("I'm in Vienna from the 30th of December till the 2nd", "till 2 January 2025"),
        ("she flies out on the 25th of April and comes home on the 3rd", "home on 3 May 2024"),
    ],
)
def test_a_return_on_a_smaller_day_falls_in_the_next_month(said: str, back: str) -> None:
    assert back in resolve_relative_dates(said, MONDAY, False)[0]


def test_a_smaller_day_with_no_return_keeps_its_own_reading() -> None:
    said = "the gala is on the 26th of May, and we paid the deposit on the 2nd"
    assert "2 June" not in resolve_relative_dates(said, MONDAY, False)[0]
