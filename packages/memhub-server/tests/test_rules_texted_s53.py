"""Texted favourites, waits and things done, and one of a kind picked, of session 53
(issue #15).

- "fav food is num banh chok": the speaker's favourite, "my" left out
  (rules/continuation.py).
- "dara finally got her licence renewed": a lower-case word before what one does to one's
  own ("got her", "lost his") is a name (rules/casing.py).
- "..., took her 3 months lol", "passport renewed fri. took 9 wks": how long the wait was,
  put with the thing done (rules/time_taken.py); "passport renewed fri": the speaker's
  thing, its "my" and "was" left out (rules/texting.py).
- "which bike did u get in the end, the green or the red?" - "the green one": the one
  picked, with the kind the question names (rules/answers.py).
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.time_taken import wait_joined

DAY = date(2025, 5, 19)  # a Monday


def _facts(*lines: str, day: date = DAY) -> list[str]:
    return [f.text for f in extract_facts(ExtractionInput("\n".join(lines), day))]


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        ("fav food is num banh chok, every sunday",
         "The user's fav food is num banh chok, every sunday."),
        ("favourite band is the Cure", "The user's favourite band is the Cure."),
    ],
)  # fmt: skip
def test_a_texted_favourite_is_the_speakers(said: str, fact: str) -> None:
    assert _facts(f"User: {said}") == [fact]


def test_a_favourite_after_a_question_about_someone_else_is_not_the_speakers() -> None:
    chat = ("[10:00] tim: hows your sister", "[10:01] kim: fine. fav food is still pizza")
    assert _facts(*chat) == []


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        ("dara finally got her licence renewed, took her 3 months lol",
         "Dara finally got her licence renewed, after 3 months."),
        ("kofi lost his job on fri", "Kofi lost his job on Friday, 16 May 2025 (2025-05-16)."),
    ],
)  # fmt: skip
def test_a_lower_case_name_before_what_one_does_to_ones_own(said: str, fact: str) -> None:
    assert _facts(f"[10:00] vanna: {said}") == [fact]


def test_a_kin_word_before_got_her_is_no_name() -> None:
    assert _facts("[10:00] dara: hey", "[10:01] vanna: my mum finally got her licence renewed") == [
        "Vanna's mum finally got her licence renewed."
    ]


@pytest.mark.parametrize(
    ("said", "joined"),
    [
        ("got her licence renewed, took her 3 months lol",
         "got her licence renewed, after 3 months"),
        ("passport renewed fri. took 9 wks", "passport renewed fri, after 9 wks"),
        ("The visa came through. It took about six weeks.",
         "The visa came through, after about six weeks."),
    ],
)  # fmt: skip
def test_the_wait_joins_the_thing_done(said: str, joined: str) -> None:
    assert wait_joined(said) == joined


@pytest.mark.parametrize(
    "said",
    [
        "I ran the 10k. Took me 52 minutes.",  # a time taken, not a wait (time_taken.py)
        "I painted the fence. It took 3 days.",  # the speaker's own doing
        "renewed my vows. took ages",  # no span
    ],
)
def test_a_time_after_anything_else_is_left(said: str) -> None:
    assert wait_joined(said) == said


def test_a_texted_thing_done_is_the_speakers() -> None:
    assert _facts("User: passport renewed fri. took 9 wks") == [
        "The user's passport was renewed on Friday, 16 May 2025 (2025-05-16), after 9 weeks."
    ]
    assert _facts("[10:00] kim: car serviced yday, 200 quid") == [
        "Kim's car was serviced on 18 May 2025 (2025-05-18), 200 quid."
    ]


@pytest.mark.parametrize(
    ("asked", "said", "fact"),
    [
        ("[10:00] dara: which bike did u get in the end, the green or the red?",
         "[10:01] vanna: the green one", "Vanna got the green bike."),
        ("[10:00] dara: which bike did u get in the end, the green or the red?",
         "[10:01] vanna: green", "Vanna got the green bike."),
        ("Dara: Which car did you sell in the end?", "Vanna: The blue one, the Datsun.",
         "Vanna sold the blue car, the Datsun."),
        ("Dara: Which car did you sell in the end?", "Vanna: The blue one, it was cheaper.",
         "Vanna sold the blue car."),
    ],
)  # fmt: skip
def test_one_of_a_kind_picked_names_the_kind(asked: str, said: str, fact: str) -> None:
    assert _facts(asked, said, day=date(2024, 3, 13)) == [fact]


@pytest.mark.parametrize(
    ("asked", "said"),
    [
        ("which bike did u get in the end?", "mine"),  # no one of a kind picked out
        ("which bike did u get, the green or the red?", "neither lol"),
        ("which way did you go?", "the long one"),  # no kind of thing
        ("what time did you get in?", "a late one"),
    ],
)
def test_no_one_picked_forms_nothing(asked: str, said: str) -> None:
    assert _facts(f"[10:00] dara: {asked}", f"[10:01] vanna: {said}", day=date(2024, 3, 13)) == []


@pytest.mark.parametrize(
    "said",
    [
        "amma lost her glasses at the temple on fri",
        "baba sold his car on fri",
        "pup hurt his paw on fri so vet tomorrow",
        "lodger lost his job on fri, worried about rent",
    ],
)
def test_a_kin_word_pet_or_role_before_got_her_is_no_name(said: str) -> None:
    facts = extract_facts(
        ExtractionInput(f"[10:00] tim: any news\n[10:01] kim: {said}\n[10:02] tim: oh", DAY)
    )
    assert all(f.subject in {"Kim", "the user"} for f in facts), facts


def test_the_other_one_picks_out_nothing() -> None:
    chat = (
        "[10:00] dara: which bike did u get in the end, the green or the red?",
        "[10:01] vanna: the other one",
    )
    assert _facts(*chat, day=date(2024, 3, 13)) == []


def test_a_price_paid_over_years_is_no_wait() -> None:
    said = "i paid for the course, took me 2 years"
    assert wait_joined(said) == said


@pytest.mark.parametrize(
    "said", ["passport renewed by friday hopefully", "car serviced tmrw then the trip"]
)
def test_a_texted_thing_still_to_be_done_is_not_done(said: str) -> None:
    facts = _facts("[10:00] tim: any news", f"[10:01] kim: {said}", "[10:02] tim: ok")
    assert not any("was renewed" in f or "was serviced" in f for f in facts), facts


def test_a_terse_visit_with_the_is_said_once_and_a_negated_one_not_at_all() -> None:
    day = date(2025, 5, 19)
    assert _facts("Note: The landlord visiting Friday the 23rd of May, 10 am.", day=day) == [
        "The user has got the landlord visiting on Friday, 23 May 2025 (2025-05-23), 10 am."
    ]
    assert _facts("Note: no plumber coming Thursday, rebooked.", day=day) == []


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        ("need an ad for a room. flatmate tural moving out 30 nov",
         "The user's flatmate Tural is moving out on 30 November 2024 (2024-11-30)."),
        ("sister aysel starting uni in sept",
         "The user's sister Aysel is starting uni in September 2025."),
    ],
)  # fmt: skip
def test_a_texted_relative_doing_something_is_the_speakers(said: str, fact: str) -> None:
    assert _facts(f"User: {said}", "Assistant: Sure.", day=date(2024, 11, 9)) == [fact]


@pytest.mark.parametrize(
    "said", ["his flatmate tural moving out soon", "flatmate getting married lol"]
)
def test_someone_elses_or_an_unnamed_relative_doing_is_not_read(said: str) -> None:
    assert _facts(f"User: {said}", "Assistant: Sure.", day=date(2024, 11, 9)) == []
