"""Deeds done to the speaker or their things, and phrases that only look like them
(session 44, after a review).

"The garage repaired our van" is news about the van; "the view took my breath away" or
"that film broke my heart in two" says how the speaker felt (a thing given, taken or
spoilt only in a manner of speaking: `lexicon.FIGURATIVE_THINGS`). A thing handed to the
speaker in jest, in doubt or on a condition is no settled fact; weather damage is the
speaker's only when the thing is; "Over my dead body ..." takes its clause back.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts

FRIDAY = date(2025, 1, 10)


def texts(line: str) -> list[str]:
    return [f.text for f in extract_facts(ExtractionInput(line, FRIDAY))]


@pytest.mark.parametrize(
    "line",
    [
        "Ann: the wind took my breath away on the cliff path",
        "Ann: Honestly the view took my breath away.",
        "Ann: that song broke my heart in two",
        "Ann: The news knocked my socks off last night",
        "Ann: the long drive took my whole day up",
    ],
)
def test_a_phrase_about_the_speaker_is_no_deed_done_to_a_thing(line: str) -> None:
    assert not any(" was taken" in t or " was broken" in t for t in texts(line))


@pytest.mark.parametrize(
    ("line", "fact"),
    [
        ("Ann: The garage repaired our van last week.", "Ann's van was repaired by the garage"),
        ("Ann: the burglars took my laptop on Monday", "Ann's laptop was taken by the burglars"),
        (
            "Ann: The council towed my old blue car yesterday",
            "Ann's old blue car was towed by the council",
        ),
        ("Ann: Someone stole my bike on Friday.", "Ann's bike got stolen"),
    ],
)
def test_a_deed_done_to_the_speakers_thing_still_forms(line: str, fact: str) -> None:
    assert any(t.startswith(fact) for t in texts(line))


@pytest.mark.parametrize(
    ("line", "fact"),
    [
        ("Ann: the burglars took my laptop away on Friday", "Ann's laptop was taken away by"),
        ("Ann: someone towed my car away on Friday", "Ann's car was towed away"),
        ("Ann: The bailiffs took our telly away last week", "Ann's telly was taken away by"),
    ],
)
def test_a_particle_after_the_thing_goes_with_the_deed(line: str, fact: str) -> None:
    assert any(t.startswith(fact) for t in texts(line))


# --- things handed to the speaker, and what only sounds like it -----------------------


@pytest.mark.parametrize(
    "line",
    [
        "Ann: Piet is giving me his car lol",
        "Ann: Piet is giving me his car, yeah right",
        "Ann: Piet is lending me his van, I think",
        "Ann: Piet will lend me his van if I ask nicely",
        "Ann: Piet is giving me his car in his dreams",
        "Ann: Piet is giving me his puppy eyes",
        "Ann: Kate's giving us her two cents",
        "Ann: Joss is lending me his ear tonight",
    ],
)
def test_a_thing_handed_in_jest_in_doubt_or_in_a_manner_of_speaking(line: str) -> None:
    assert not any("getting" in t or "borrowing" in t for t in texts(line))


def test_the_giver_keeps_the_deed_that_follows() -> None:
    # "and went home" is the boss's: the speaker must not be made to go home.
    assert not any(
        t.startswith("Ann got") for t in texts("Ann: My boss handed me his keys and went home")
    )


@pytest.mark.parametrize(
    ("line", "fact"),
    [
        ("Ann: Mum's lending me her car for the week", "Ann is borrowing their mum's car"),
        ("Ann: Dad will lend me his drill on Saturday", "Ann is borrowing their dad's drill"),
        ("Ann: Piet is giving me his old laptop next week", "Ann is getting Piet's old laptop"),
    ],
)
def test_a_thing_handed_to_the_speaker_still_forms(line: str, fact: str) -> None:
    assert any(t.startswith(fact) for t in texts(line))


# --- weather and what was the speaker's ----------------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        "Ann: The frost killed the tomatoes at the allotment, not mine thankfully",
        "Ann: the hail dented the car at work",
        "Ann: The rain flooded the kitchen at the pub on Sunday",
        "Ann: the storm flattened the trees in the park",
        "Ann: the storm ruined my mood",
        "Ann: The rain killed my motivation today",
    ],
)
def test_weather_damage_to_what_is_not_the_speakers(line: str) -> None:
    assert not any(t.startswith("Ann's") for t in texts(line))


@pytest.mark.parametrize(
    ("line", "fact"),
    [
        ("Ann: The storm took the shed roof last night", "Ann's shed roof was taken off"),
        ("Ann: The rain flooded our cellar on Tuesday", "Ann's cellar was flooded by the rain"),
        ("Ann: the hail dented the car on Sunday", "Ann's car was dented by the hail"),
    ],
)
def test_weather_damage_to_the_speakers_things_still_forms(line: str, fact: str) -> None:
    assert any(t.startswith(fact) for t in texts(line))


# --- a phrase in front that takes it all back -------------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        "Ann: Over my dead body I'm moving to Leeds",
        "Ann: In my dreams I'm a millionaire",
        "Ann: In my wildest dreams I'm running the company",
    ],
)
def test_a_phrase_that_takes_the_clause_back_forms_nothing(line: str) -> None:
    assert texts(line) == []


def test_a_phrase_that_says_when_still_leads_to_the_speaker() -> None:
    assert any(
        t.startswith("On Ann's birthday Ann is going to Rome")
        for t in texts("Ann: On my birthday I'm going to Rome")
    )


@pytest.mark.parametrize(
    "line", ["Ann: My feet are freezing", "Ann: my hands are frozen", "Ann: Toes are freezing!"]
)
def test_cold_hands_and_feet_pass_with_the_weather(line: str) -> None:
    assert texts(line) == []


def test_a_frozen_shoulder_and_a_lasting_ache_stay() -> None:
    assert texts("Ann: My shoulder is frozen, the physio says it's adhesive capsulitis")
    assert texts("Ann: My knees have been aching for weeks")
