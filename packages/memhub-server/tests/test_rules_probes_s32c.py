"""Fresh chat turns, round 3 of issue #15 session 32, not taken from any dev set.

An adverb "very" or "quite" before a verb stays an adverb ("I very nearly sold it", "I
quite like it"). A scoffing "Yeah right, I love ..." is no liking, "Just what I needed"
after a complaint no fact, nor a refused day ("Sorry, I can't make Friday"), an echo ("I
heard that too") or a possessive whose thing the turn before named ("Mine never do"). A
choice still open ("can't make my mind up", "..., haven't decided") forms nothing, nor
does an answer "Not any more, I caved at Christmas" or "I held my nerve". How the body
feels that day passes ("I'm freezing this morning", "my wrist has been sore since
Monday"). 15 May 2024 is a Wednesday.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import CandidateFact, ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts

WEDNESDAY = date(2024, 5, 15)


def facts(*lines: str, day: date = WEDNESDAY) -> list[CandidateFact]:
    return extract_facts(ExtractionInput("\n".join(lines), day))


def texts(*lines: str, day: date = WEDNESDAY) -> list[str]:
    return [fact.text for fact in facts(*lines, day=day)]


@pytest.mark.parametrize(
    "lines",
    [
        ("Rhian: I very nearly sold my bike yesterday.", "Omar: Glad you didn't."),
        ("Rhian: Yeah right, I love ironing shirts.", "Omar: Ha."),
        ("Rhian: Oh brilliant, the boiler's broken again. Just what I needed.", "Omar: Ugh."),
        ("Rhian: Sorry, I can't make Friday, I've got a thing.", "Omar: No worries."),
        ("Rhian: Apparently the new cafe on Mill Road is awful.", "Omar: I heard that too."),
        ("Rhian: They say the bridge will shut in June.", "Omar: I read that too."),
        ("Rhian: Oh brilliant, more roadworks. I just love detours.", "Omar: Ha."),
        ("Rhian: Teenagers never tidy their rooms.", "Omar: Mine never do."),
        ("Rhian: I can't make my mind up about the flat in Salford.", "Omar: Take your time."),
        ("Rhian: We're getting a cat or a rabbit in June, haven't decided.", "Omar: Cat!"),
        ("Rhian: I still haven't made up my mind about the course.", "Omar: No rush."),
        ("Rhian: Are you still off sugar?", "Omar: Not any more, I caved at Christmas."),
        ("Rhian: Are you still on nights?", "Omar: No, I swapped in March."),
        ("Rhian: I almost walked out of the meeting, but I held my nerve.", "Omar: Good."),
    ],
)
def test_nothing_to_keep(lines: tuple[str, ...]) -> None:
    assert texts(*lines) == []


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        (("Rhian: I quite like the new office.", "Omar: Me too."),
         "Rhian quite likes the new office."),
        (("Rhian: Yeah, I love ironing shirts actually.", "Omar: Weird."),
         "Rhian loves ironing shirts."),
        (("Rhian: I heard that the pool in Dunmore is closing.", "Omar: Shame."),
         "Rhian heard that the pool in Dunmore is closing."),
        (("Rhian: We're going to Rome in June, we booked it yesterday.", "Omar: Lovely."),
         "Rhian and others are going to Rome in June 2024."),
        (("Rhian: Are you still on nights?", "Omar: No, I swapped to days in March."),
         "Omar swapped to days in March 2024."),
        (("Rhian: I made up my mind, I'm taking the job in Salford.", "Omar: Great!"),
         "Rhian is taking the job in Salford (as of 15 May 2024)."),
    ],
)  # fmt: skip
def test_still_formed(lines: tuple[str, ...], expected: str) -> None:
    assert expected in texts(*lines)


@pytest.mark.parametrize(
    "lines",
    [
        ("Rhian: My wrist has been sore since Monday.", "Omar: Rest it."),
    ],
)
def test_feeling_of_the_day_passes(lines: tuple[str, ...]) -> None:
    found = facts(*lines)
    assert found, "the state is still kept for a few days"
    assert all(fact.forget_after is not None for fact in found)
    assert all(fact.kind != "durable" for fact in found)


@pytest.mark.parametrize(
    "lines",
    [
        ("Rhian: I'm freezing this morning.", "Omar: Put the heating on."),
        ("Rhian: I'm so cold tonight.", "Omar: Tea."),
    ],
)
def test_a_chill_of_the_day_forms_nothing(lines: tuple[str, ...]) -> None:
    # session 44: felt on the day it is told, it passes like a mood ("I'm freezing")
    assert facts(*lines) == []


def test_cold_as_a_trait_is_not_a_feeling_of_the_day() -> None:
    assert texts("Rhian: My flat is always cold in winter.", "Omar: Get a heater.") == [
        "Rhian's flat is always cold in winter."
    ]
