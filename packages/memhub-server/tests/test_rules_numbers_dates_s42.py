"""Numbers and dates read whole (issue #15, session 42).

A number said in words keeps its "and" ("six hundred and forty"): the clause is not cut
there, and a number cut short is never a fact. A day of the month said alone after a
month named in the same sentence falls in that month ("is in March, so we fly on the
9th"). "For three weeks from Monday" is a span from Monday, not a day three weeks on.
Notes jot down a renewal or a job done on the house without its "the" or "is" ("van tax
due 2nd may", "the gutters are being cleared on the 3rd"). A price said after "'s"
("rent's 700 a month") reads "is". A value owned up to ("Thirty-one, if I'm honest")
puts right the one said before it and is no fact of its own.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts

# 3 March 2025 is a Monday.
MONDAY = date(2025, 3, 3)


def facts(*turns: str, day: date = MONDAY) -> list[str]:
    content = "\n".join(turns)
    return [fact.text for fact in extract_facts(ExtractionInput(content, day))]


# --- numbers in words ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        (
            "Orla: We walked a hundred and twelve miles along the canal.",
            "Orla and others walked a hundred and twelve miles along the canal.",
        ),
        (
            "Orla: I've got three hundred and forty ewes on the hill now.",
            "Orla has got three hundred and forty ewes on the hill now.",
        ),
        (
            "Orla: my brother paid two thousand and fifty for his boat",
            "Orla's brother paid two thousand and fifty for his boat.",
        ),
        (
            "Orla: Sold the trailer for four hundred and sixty, and bought a quad.",
            "Orla sold the trailer for four hundred and sixty.",
        ),
    ],
)
def test_a_number_in_words_keeps_its_and(said: str, fact: str) -> None:
    assert fact in facts(said)


@pytest.mark.parametrize(
    "said",
    [
        "Orla: We paid seven hundred and twenty pounds for him.",
        "Orla: I paid three hundred and fifteen euros for it.",
        "Orla: it cost nine hundred and ninety quid to get it fixed",
        "Orla: She gave two hundred and eighty for hers.",
    ],
)
def test_a_number_is_never_cut_at_its_and(said: str) -> None:
    cut = [
        fact
        for fact in facts(said)
        if fact.rstrip(".").endswith(("hundred", "thousand", "hundred and", "thousand and"))
    ]
    assert cut == []


# --- a month named, then a day alone ---------------------------------------------------


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        (
            "Orla: Dad's birthday is in May, so we're sailing to Arranmore on the 17th.",
            "Orla and others are sailing to Arranmore on 17 May 2025 (2025-05-17).",
        ),
        (
            "Orla: The regatta is in August and we race on the 9th.",
            "Orla and others race on 9 August 2025 (2025-08-09).",
        ),
        (
            "Orla: my exams are in june, i finish on the 20th",
            "Orla finishes on 20 June 2025 (2025-06-20).",
        ),
        (
            "Orla: Next April we're driving to Kerry on the 2nd.",
            "Orla and others are driving to Kerry on 2 April 2025 (2025-04-02).",
        ),
        (
            "Orla: The sale is in July, so I'm listing the flat on the 1st.",
            "Orla is listing the flat on 1 July 2025 (2025-07-01).",
        ),
        (  # of two months, the nearer one: the stay ends in June
            "Orla: We're away in May and in June, back on the 12th.",
            "back on 12 June 2025 (2025-06-12).",
        ),
    ],
)
def test_a_day_alone_falls_in_the_month_the_sentence_named(said: str, fact: str) -> None:
    # the clause may keep what the sentence said before it ("The sale is in July 2025, so")
    assert any(f.endswith(fact) for f in facts(said)), facts(said)


@pytest.mark.parametrize(
    "said",
    [
        # a month the sentence only names as an end or a start is no month of the day
        "Orla: I'm in Galway till July, and my flat is free from the 2nd.",
    ],
)
def test_a_day_alone_takes_no_month_that_is_not_plainly_its_own(said: str) -> None:
    days = ("(2025-07-02)",)
    assert not any(day in fact for fact in facts(said) for day in days)


# --- a span from a day ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        (
            "Orla: I'm signed off for two weeks from Thursday.",
            "Orla is signed off for two weeks from Thursday, 6 March 2025 (2025-03-06).",
        ),
        (
            "Orla: We're in Lisbon for ten days from Saturday.",
            "Orla and others are in Lisbon for ten days from Saturday, 8 March 2025 (2025-03-08)",
        ),
        (
            "Orla: im off work for 3 weeks from wednesday",
            "Orla is off work for 3 weeks from Wednesday, 5 March 2025 (2025-03-05).",
        ),
    ],
)
def test_for_a_span_from_a_day_starts_on_that_day(said: str, fact: str) -> None:
    formed = facts(said)
    assert any(f.startswith(fact.rstrip(".")) for f in formed), formed


def test_a_count_of_weeks_from_a_day_is_still_a_day() -> None:
    assert "Orla's exam is on Friday, 21 March 2025 (2025-03-21)." in facts(
        "Orla: My exam is two weeks from Friday."
    )


# --- notes ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("note", "fact"),
    [
        (
            "User: note: van tax due 2nd may",
            "The user's van tax is due on 2 May 2025 (2025-05-02).",
        ),
        (
            "User: reminder - passport expires 14 august",
            "The user's passport expires on 14 August 2025 (2025-08-14).",
        ),
        (
            "User: Note: my railcard runs out 20th March",
            "The user's railcard runs out on 20 March 2025 (2025-03-20).",
        ),
        (
            "User: Note for later: the gutters are being cleared on the 19th.",
            "The user's gutters are being cleared on 19 March 2025 (2025-03-19).",
        ),
        (
            "User: Note to self - the piano is getting tuned on Friday the 14th of March.",
            "The user's piano is getting tuned on Friday, 14 March 2025 (2025-03-14).",
        ),
    ],
)
def test_a_note_keeps_a_jotted_renewal_or_a_job_on_the_house(note: str, fact: str) -> None:
    assert fact in facts(note)


@pytest.mark.parametrize(
    "note",
    [
        "User: note: the road is being resurfaced on Monday",
        "User: note: the car is making a noise again",
        "User: note: bins due thursday",
    ],
)
def test_a_note_gives_the_writer_nothing_that_is_not_theirs(note: str) -> None:
    assert not any(fact.startswith("The user's") for fact in facts(note))


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        (
            "User: Note: Uncle Fergal's eightieth is at the Anchor Inn in Much Marcle on "
            "Saturday the 5th of April.",
            "Uncle Fergal's eightieth is at the Anchor Inn in Much Marcle on Saturday, 5 April"
            " 2025 "
            "(2025-04-05).",
        ),
        (
            "Orla: My cousin Ita's wedding is at the old mill in Bunratty on the 21st of June.",
            "Orla's cousin Ita's wedding is at the old mill in Bunratty on 21 June 2025 "
            "(2025-06-21).",
        ),
    ],
)
def test_an_occasion_keeps_its_place_and_day(said: str, fact: str) -> None:
    assert fact in facts(said)


# --- prices after "'s" ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        ("Orla: my rent's 720 a month", "Orla's rent is 720 a month."),
        ("Orla: My sister's rent's 600 a month.", "Orla's sister's rent is 600 a month."),
        (
            "Orla: our mortgage's eight hundred and ten a month now",
            "Orla and others' mortgage is eight hundred and ten a month now.",
        ),
    ],
)
def test_a_price_after_s_reads_is(said: str, fact: str) -> None:
    formed = facts(said)
    assert any(f.replace("Orla's mortgage", "Orla and others' mortgage") == fact for f in formed)


def test_a_thing_owned_before_a_price_is_not_read_as_a_verb() -> None:
    assert not any("'s 720" in fact for fact in facts("Orla: my rent's 720 a month"))


# --- a value owned up to ----------------------------------------------------------------


@pytest.mark.parametrize(
    "turns",
    [
        (
            "Orla: We had forty guests at the barn in Adare.",
            "Finn: Forty!",
            "Orla: Thirty-one, if I'm honest. It felt like more.",
        ),
        ("Orla: We had forty guests at the barn in Adare. Well, 31 if I'm honest.",),
    ],
)
def test_a_value_owned_up_to_puts_the_first_right(turns: tuple[str, ...]) -> None:
    formed = facts(*turns)
    assert any("guests at the barn in Adare" in f for f in formed)
    assert not any("forty guests" in f for f in formed)
    assert not any("honest" in f for f in formed)


@pytest.mark.parametrize(
    "turns",
    [
        (
            "Orla: I swam the lough in two hours and ten minutes.",
            "Orla: Two hours thirty, if I'm honest. I stopped for tea.",
        ),
        ("Orla: I'm shattered, to be honest.",),
    ],
)
def test_an_owning_up_is_no_fact(turns: tuple[str, ...]) -> None:
    assert not any("honest" in f for f in facts(*turns))


# --- a holiday typed short; a sale's purpose ----------------------------------------------


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        (
            "Orla: we got engaged on new yrs eve",
            "New Year's Eve, 31 December 2024 (2024-12-31)",
        ),
        ("Orla: my party is on new yr's day", "New Year's Day, 1 January 2026 (2026-01-01)"),
    ],
)
def test_new_year_typed_short_is_resolved(said: str, fact: str) -> None:
    assert any(fact in f for f in facts(said, day=date(2025, 1, 6)))


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        (
            "Orla: Sold my old kayak for 240 to help pay for it.",
            "Orla sold their old kayak for 240.",
        ),
        ("Orla: I did two extra shifts to cover it", "Orla did two extra shifts."),
        (
            "Orla: we sold the caravan for nine hundred quid, to put towards it",
            "Orla and others sold the caravan for nine hundred quid.",
        ),
    ],
)
def test_what_a_deed_paid_for_is_left_off(said: str, fact: str) -> None:
    assert fact in facts(said)


def test_what_someone_had_to_pay_for_stays() -> None:
    formed = facts("Orla: I broke a window at the hall and had to pay for it.")
    assert not any(f.rstrip(".").endswith(" had") for f in formed)


# --- review (session 42): a month only for a day of its own clause ---------------------

SATURDAY = date(2024, 3, 2)


@pytest.mark.parametrize(
    ("said", "wrong"),
    [
        ("Ann: In March we moved; the party's on the 14th", "14 March 2023"),
        ("Ann: We moved in September and the baby's due on the 14th", "14 September"),
        ("Ann: In September we went to Rome; my birthday is on the 14th", "of September"),
        ("Ann: in February, on the 30th we moved", "30th of February"),
    ],
)
def test_a_month_of_another_clause_or_a_day_it_lacks_is_not_carried(said: str, wrong: str) -> None:
    formed = facts(said, day=SATURDAY)
    assert formed
    assert not any(wrong in f for f in formed), formed


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        ("Ann: In September we flew to Rome on the 14th", "on 14 September 2023 (2023-09-14)"),
        ("Ann: in February, on the 10th we moved", "on 10 February 2024 (2024-02-10)"),
        (
            "Ann: In September we're moving house on the 14th",
            "on 14 September 2024 (2024-09-14)",
        ),
    ],
)
def test_a_month_still_dates_a_day_of_its_own_clause(said: str, fact: str) -> None:
    assert any(fact in f for f in facts(said, day=SATURDAY)), facts(said, day=SATURDAY)


@pytest.mark.parametrize(
    ("said", "day"),
    [
        ("Ann: In March we moved; the party's on the 14th", "on 14 March 2024 (2024-03-14)"),
        (
            "Ann: We moved in September and the baby's due on the 14th",
            "on 14 March 2024 (2024-03-14)",
        ),
        ("Ann: In September we went to Rome; my birthday is on the 14th", "14th of March"),
        # a past clause of its own, or one clause told in the past, still looks back
        ("Ann: we moved; the party was on the 14th", "on 14 February 2024 (2024-02-14)"),
        ("Ann: we moved on the 14th", "on 14 February 2024 (2024-02-14)"),
    ],
)
def test_a_bare_day_in_a_present_clause_of_its_own_is_the_next(said: str, day: str) -> None:
    assert any(day in f for f in facts(said, day=SATURDAY)), facts(said, day=SATURDAY)
