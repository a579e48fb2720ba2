"""Texted days and "me" of session 50 (issue #15, rules/texting.py): "every mon n wed
night" is a habit's days, not one Wednesday; "me still guiding on the river" is "I'm still
guiding". A short day after "every" alone, a "me" that is an answer, and a "me" before no
doing stay as typed.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.fragment_tails import question_in_full
from memhub_server.pipeline.memory.rules.texting import casual_spelled


@pytest.mark.parametrize(
    ("typed", "read"),
    [
        ("every mon n wed night 7 to 9", "every Monday and Wednesday night 7 to 9"),
        ("every tues & thurs", "every Tuesday and Thursday"),
        ("every mon, wed and fri", "every Monday, Wednesday and Friday"),
        ("me still guiding on the cangrejal", "I'm still guiding on the cangrejal"),
        ("lol. me now working nights", "lol. I'm now working nights"),
        ("car died sat on the road", "my car died sat on the road"),
        ("ugh. phone broke again", "ugh. my phone broke again"),
    ],
)
def test_days_of_a_habit_and_me_doing(typed: str, read: str) -> None:
    assert casual_spelled(typed) == read


@pytest.mark.parametrize(
    "typed",
    [
        "every sat",  # one day: read where days are read
        "went sat and sun",  # no "every"
        "me still",  # no doing
        "give me still water",  # "me" inside a clause
        "me n jess still going",  # a pair, read elsewhere
        "the car died",  # whose, "the" says
        "car park was full",
    ],
)
def test_left_as_typed(typed: str) -> None:
    assert "Monday" not in casual_spelled(typed)
    assert "I'm" not in casual_spelled(typed)
    assert "my car" not in casual_spelled(typed)


def test_a_short_day_after_what_befell_a_thing() -> None:
    found = _answered("how was the weekend", "car died sat on the road to rocha. 9000 pesos, ugh")
    assert any(t.startswith("Yadira's car died on Saturday, 27 January 2024") for t in found), found


# --- "still at the bakery?" texted, and the job told after "still there" -----------------


@pytest.mark.parametrize(
    ("asked", "read"),
    [
        ("still at the bakery?", "are you still at the bakery?"),
        ("yadi!! hows sps? still at the bakery?", "yadi!! how's sps? are you still at the bakery?"),
        ("u still in leeds?", "are you still in leeds?"),
    ],
)
def test_a_texted_still_question_asks_the_one_texted(asked: str, read: str) -> None:
    assert question_in_full(asked) == read


@pytest.mark.parametrize(
    "asked",
    ["aw how is she? still doing physics?", "its still raining?", "still at it lol"],
)
def test_a_still_question_about_someone_else_or_no_question(asked: str) -> None:
    assert "are you" not in question_in_full(asked)


def _answered(asked: str, said: str) -> list[str]:
    content = f"[10:53] osman: {asked}\n[10:54] yadira: {said}\n[10:55] osman: wow"
    return [f.text for f in extract_facts(ExtractionInput(content, date(2024, 2, 3)))]


def test_the_job_told_after_still_there() -> None:
    found = _answered(
        "yadi!! hows sps? still at the bakery?",
        "still there, cake decorator at panaderia la espiga 5 yrs now",
    )
    assert "Yadira is still at the bakery." in found, found
    assert "Yadira works as a cake decorator at panaderia la espiga for 5 years now." in found


def test_still_there_then_no_job() -> None:
    found = _answered("still at the bakery?", "still there, busy at the weekends")
    assert not any("works as" in text for text in found), found
