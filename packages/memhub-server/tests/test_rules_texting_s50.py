"""Texted days and "me" of session 50 (issue #15, rules/texting.py): "every mon n wed
night" is a habit's days, not one Wednesday; "me still guiding on the river" is "I'm still
guiding". A short day after "every" alone, a "me" that is an answer, and a "me" before no
doing stay as typed.
"""

from __future__ import annotations

import pytest

from memhub_server.pipeline.memory.rules.texting import casual_spelled


@pytest.mark.parametrize(
    ("typed", "read"),
    [
        ("every mon n wed night 7 to 9", "every Monday and Wednesday night 7 to 9"),
        ("every tues & thurs", "every Tuesday and Thursday"),
        ("every mon, wed and fri", "every Monday, Wednesday and Friday"),
        ("me still guiding on the cangrejal", "I'm still guiding on the cangrejal"),
        ("lol. me now working nights", "lol. I'm now working nights"),
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
    ],
)
def test_left_as_typed(typed: str) -> None:
    assert "Monday" not in casual_spelled(typed)
    assert "I'm" not in casual_spelled(typed)
