"""Titled names, fronted habits and weekly spans of session 52 (issue #15).

- "Tata Crisóstomo turns 100 on the 29th of June", "Grandma Noro turns 92 ...": a kin
  title before an attested name opens a named subject with any verb (rules/person.py).
- "Three evenings a week I draw maps ...": how often, told first, goes after the doing
  (rules/extractor.py); "for a hotel that sells them to its guests": a relative clause
  that leans on its context is cut, the thing kept (rules/context.py).
- "Since January I start at five, Monday to Friday": a span of weekdays in a sentence
  about starting or finishing is the week's pattern, not one week's days (rules/dates.py).
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts

DAY = date(2024, 6, 1)  # a Saturday


def _facts(*lines: str, day: date = DAY, known: frozenset[str] = frozenset()) -> list[str]:
    item = ExtractionInput("\n".join(lines), day, known_names=known)
    return [f.text for f in extract_facts(item)]


@pytest.mark.parametrize(
    ("said", "formed"),
    [
        ("Nayeli: Tata Crisóstomo turns 100 on the 29th of June.",
         "Tata Crisóstomo turns 100 years old on 29 June 2024 (2024-06-29)."),
        ("Nayeli: Grandma Noro turns 92 on the 29th of June.",
         "Grandma Noro turns 92 years old on 29 June 2024 (2024-06-29)."),
    ],
)  # fmt: skip
def test_a_titled_name_turns_an_age(said: str, formed: str) -> None:
    known = frozenset({"Nayeli", "Reynaldo", "Crisóstomo", "Noro"})
    assert _facts("Reynaldo: How is everyone?", said, known=known) == [formed]


def test_a_title_before_no_attested_name_is_no_subject() -> None:
    known = frozenset({"Nayeli", "Reynaldo"})
    found = _facts("Reynaldo: hi", "Nayeli: Grandma Knows turns up every day.", known=known)
    assert not any(text.startswith("Grandma Knows") for text in found), found


@pytest.mark.parametrize(
    ("said", "formed"),
    [
        ("Reynaldo: Three evenings a week I draw maps of Sucre for a backpackers' hotel that "
         "sells them to its guests.",
         "Reynaldo draws maps of Sucre for a backpackers' hotel three evenings a week."),
        ("Nayeli: Every Sunday I climb the steps up to the Concordia statue.",
         "Nayeli climbs the steps up to the Concordia statue every Sunday."),
        ("Nayeli: Twice a week I swim at the club.", "Nayeli swims at the club twice a week."),
    ],
)  # fmt: skip
def test_how_often_told_first_goes_after_the_doing(said: str, formed: str) -> None:
    assert _facts("Mwila: hi", said, day=date(2024, 7, 20)) == [formed]


def test_a_past_after_how_often_is_not_moved() -> None:
    found = _facts("Mwila: hi", "Nayeli: Every Sunday I went to mass.", day=date(2024, 7, 20))
    assert not any("went to mass every Sunday" in text for text in found), found


def test_a_relative_clause_leaning_on_context_is_cut() -> None:
    assert _facts("Mwila: hi", "Reynaldo: I work for a hotel that sells them to its guests.") == [
        "Reynaldo works for a hotel."
    ]


def test_a_relative_clause_of_being_is_no_cut() -> None:
    found = _facts(
        "Mwila: hi", "Reynaldo: I have a sister who is a nurse and a brother that is a chef."
    )
    assert "Reynaldo has a sister who is a nurse." in found, found


def test_and_that_opens_no_relative_clause() -> None:
    found = _facts(
        "Lowell: Did he get it back?",
        "Esmé: Just in time. I've been a bus driver for twelve years and that was a first.",
        known=frozenset({"Lowell", "Esmé"}),
    )
    assert "Esmé has been a bus driver for twelve years." in found, found


def test_a_weekday_span_when_starting_is_the_weeks_pattern() -> None:
    found = _facts(
        "Chilufya: hi",
        "Mwila: Since January I start at five, Monday to Friday.",
        day=date(2025, 2, 8),
    )
    assert found == ["Since January 2025 Mwila starts at five, Monday to Friday."]


def test_a_weekday_span_next_week_is_one_weeks() -> None:
    found = _facts(
        "Chilufya: hi", "Mwila: I start Monday to Friday next week.", day=date(2025, 2, 8)
    )
    assert found and "2025-02-10" in found[0], found


# --- texted doings, and a doing with no one doing it -------------------------------------------


@pytest.mark.parametrize(
    ("said", "formed"),
    [
        ("User: ok. also doing 11k steps a day now, was 6k in march",
         "The user is doing 11k steps a day now (as of 20 July 2024)."),
        ("User: need a caption for my stall post. selling second hand sneakers in behoririka "
         "now, 15k a pair",
         "The user is selling second hand sneakers in behoririka now (as of 20 July 2024)."),
    ],
)  # fmt: skip
def test_a_texted_daily_count_or_trade_is_the_speakers(said: str, formed: str) -> None:
    assert formed in _facts("Assistant: Nice.", said, day=date(2024, 7, 20))


@pytest.mark.parametrize(
    "said",
    ["User: making a cake for my mum", "User: keeping the room for my sister"],
)
def test_a_doing_with_no_one_doing_it_forms_nothing(said: str) -> None:
    assert _facts("Assistant: Nice.", said) == []


def test_a_doing_as_a_subject_still_forms() -> None:
    assert _facts("Assistant: Nice.", "User: Swimming is my favourite sport.") == [
        "Swimming is the user's favourite sport."
    ]


# --- a second liking, an interruption ------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "formed"),
    [
        ("[09:00] tiana: cant stand the 5am class at the gym, way prefer evening runs",
         "Tiana can't stand the 5am class at the gym, and Tiana prefers evening runs."),
        ("[09:00] tiana: hate olives, love capers", "Tiana hates olives, and Tiana loves capers."),
    ],
)  # fmt: skip
def test_a_second_texted_liking_is_kept(said: str, formed: str) -> None:
    assert _facts(said) == [formed]


def test_a_deed_after_a_liking_is_not_made_a_liking() -> None:
    found = _facts("[09:00] tiana: hate olives, went to the market")
    assert not any("and Tiana went" in text for text in found), found


@pytest.mark.parametrize(
    "said",
    [
        "User: Sorry, my grandmother just called, one second.",
        "User: ugh the doorbell just rang, brb",
        "User: my son just woke up, give me a minute",
    ],
)
def test_an_interruption_forms_nothing(said: str) -> None:
    assert _facts("Assistant: Sure.", said) == []


def test_news_told_with_an_interruption_stays() -> None:
    found = _facts(
        "Assistant: Sure.", "User: my grandmother just called, she broke her hip. one sec"
    )
    assert "The user's grandmother broke her hip." in found, found
