"""What befell the speaker, and when, of session 51 (issue #15).

- "a pothound bit me on the ankle", "A taxi drove into the back of my car": what an animal
  or a vehicle did to the speaker or their thing is told of them (rules/checks.py).
- "..., wed.": a short weekday standing alone after a comma at the end of a sentence told
  in the past is when it happened (rules/short_days.py).
- "we have 3 cats now, a kitten followed Jelani home in April": a clause opened by "a" and
  its noun has its own tense for its month (rules/dates.py).
- "me collecting calypso records now": texted "I'm" left out before a doing (rules/texting.py).
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.checks import harmed_told
from memhub_server.pipeline.memory.rules.texting import casual_spelled

DAY = date(2024, 6, 20)  # a Thursday


def _facts(content: str, known: frozenset[str] = frozenset()) -> list[str]:
    return [f.text for f in extract_facts(ExtractionInput(content, DAY, known_names=known))]


@pytest.mark.parametrize(
    ("said", "told"),
    [
        ("A dog bit me on the ankle.", "I got bitten by a dog on the ankle."),
        ("fine until a pothound bit me on the ankle", "I got bitten by a pothound on the ankle"),
        ("A wasp stung me.", "I got stung by a wasp."),
        ("ugh, a goose chased me", "ugh, I got chased by a goose"),
        ("A taxi drove into the back of my car at the roundabout.",
         "My car got hit in the back by a taxi at the roundabout."),
        ("so a van reversed into our car", "so our car got hit by a van"),
        ("It was awful. A bus ran into my bike.", "It was awful. My bike got hit by a bus."),
    ],
)  # fmt: skip
def test_what_an_animal_or_a_vehicle_did_is_told_of_the_speaker(said: str, told: str) -> None:
    assert harmed_told(said) == told


@pytest.mark.parametrize(
    "said",
    [
        "The dog bit me.",  # whose dog: the chat says
        "A dog bit my brother.",  # not the speaker
        "a car hit me",  # not a verb read here
        "A dog bit the postman.",
        "A taxi drove into the lake.",
    ],
)
def test_other_harms_are_left_as_said(said: str) -> None:
    assert harmed_told(said) == said


def test_a_bite_forms_the_speakers_news_with_its_day() -> None:
    assert _facts("Tamika: A dog bit me on the ankle on Wednesday.") == [
        "Tamika got bitten by a dog on the ankle on Wednesday, 19 June 2024 (2024-06-19)."
    ]


def test_a_car_hit_forms_the_speakers_car_news() -> None:
    found = _facts(
        "Enow: I had an accident on Monday. A taxi drove into the back of my car at the "
        "Mile 16 roundabout."
    )
    assert "Enow's car got hit in the back by a taxi at the Mile 16 roundabout." in found, found


# --- a texted day alone at the end of a sentence -----------------------------------------


@pytest.mark.parametrize(
    ("said", "told"),
    [
        ("went to the beach at maracas, sat. so hot",
         "Tamika went to the beach at maracas, on Saturday, 15 June 2024 (2024-06-15)."),
        ("fine until a pothound bit me on the ankle on the lady hailes road, wed. 4 stitches",
         "Tamika got bitten by a pothound on the ankle on the lady hailes road, on Wednesday, "
         "19 June 2024 (2024-06-19)."),
        ("moved the boat to the marina, tues.",
         "Tamika moved the boat to the marina, on Tuesday, 18 June 2024 (2024-06-18)."),
    ],
)  # fmt: skip
def test_a_short_day_alone_after_a_comma_dates_the_sentence(said: str, told: str) -> None:
    assert told in _facts(f"[10:00] darnell: hey\n[10:01] tamika: {said}")


@pytest.mark.parametrize("said", ["so hot today, sun.", "hot hot hot, sun"])
def test_a_short_day_after_nothing_told_in_the_past_is_no_day(said: str) -> None:
    assert not any("Sunday" in text for text in _facts(f"[10:01] tamika: {said}"))


# --- the month of a clause opened by "a" and its noun ------------------------------------


def test_a_month_after_a_past_verb_in_a_clause_of_its_own() -> None:
    found = _facts(
        "Darnell: We have 3 cats now, a kitten followed Jelani home in April.",
        frozenset({"Jelani"}),
    )
    assert any("in April 2024" in text for text in found), found


def test_a_month_after_a_present_clause_of_its_own_is_ahead() -> None:
    found = _facts("Darnell: We sold the boat, a new one arrives in August.")
    assert not any("August 2023" in text for text in found), found


# --- texted doing with "I'm" left out ----------------------------------------------------


@pytest.mark.parametrize(
    ("typed", "read"),
    [
        ("me collecting calypso records now", "I'm collecting calypso records now"),
        ("lol. me working nights at the port now", "lol. I'm working nights at the port now"),
        ("me still guiding on the river", "I'm still guiding on the river"),
    ],
)
def test_me_before_a_doing(typed: str, read: str) -> None:
    assert casual_spelled(typed) == read


@pytest.mark.parametrize(
    "typed",
    [
        "me nothing much",
        "me morning shift again",
        "me n jess going",
        "me wedding is in june",  # "me" for "my"
        "me darling husband bought flowers now",
    ],
)
def test_me_before_no_doing(typed: str) -> None:
    assert "I'm" not in casual_spelled(typed)


# --- the speaker's own cast, stitches or healed limb -------------------------------------


@pytest.mark.parametrize(
    ("said", "told"),
    [
        ("Good news first: the wrist healed, and the cast came off on the 20th of May.",
         "Tamika's wrist healed, and their cast came off on 20 May 2024 (2024-05-20)."),
        ("The stitches came out on Friday.",
         "Tamika's stitches came out on Friday, 14 June 2024 (2024-06-14)."),
    ],
)  # fmt: skip
def test_the_speakers_own_injury_mended(said: str, told: str) -> None:
    assert told in _facts(f"Tamika: {said}")


@pytest.mark.parametrize(
    "said",
    [
        "Ana broke her arm. The cast came off on Monday.",  # hers
        "The cast of the play came out on Friday.",  # another cast
    ],
)
def test_someone_elses_cast_is_not_the_speakers(said: str) -> None:
    assert not any(text.startswith("Tamika's") for text in _facts(f"Tamika: {said}"))


def test_a_cast_after_a_question_about_someone_else_is_not_the_speakers() -> None:
    found = _facts("Bob: how is your mum?\nTamika: the cast came off yesterday")
    assert not any(text.startswith("Tamika's cast") for text in found), found


@pytest.mark.parametrize("said", ["we sat in the garden, sun.", "lovely lunch outside, sun."])
def test_sun_alone_after_a_comma_may_be_the_weather(said: str) -> None:
    assert not any("Sunday" in text for text in _facts(f"[10:01] tamika: {said}"))
