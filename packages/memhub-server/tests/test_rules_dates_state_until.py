"""A state told without its verb that lasts "till <weekday>" lasts from now: the weekday is
the coming one, even in a turn that opened in the past tense (session 46).

"got strep throat, off work till mon" was dated to the Monday gone, because "got" made the
turn past; the state "off work" is the speaker's now.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.dates import resolve_relative_dates

DAY = date(2024, 2, 21)  # a Wednesday


def texts(line: str) -> list[str]:
    return [f.text for f in extract_facts(ExtractionInput(f"Bob: Any news?\n{line}", DAY))]


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("Kasper: got strep throat, off work till mon", "2024-02-26"),
        ("Ann: Got the flu, off work until Friday.", "2024-02-23"),
        ("Ann: broke my wrist, in a cast until thursday", "2024-02-22"),
        ("Ann: caught covid and off school till Monday", "2024-02-26"),
        ("Ann: Sprained my ankle skiing; on crutches till Tuesday", "2024-02-27"),
    ],
)
def test_a_verbless_state_lasts_till_the_coming_weekday(line: str, expected: str) -> None:
    assert any(expected in t for t in texts(line))


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("Ann: I was off work until Monday with flu.", "2024-02-19"),  # a past verb of its own
        ("Ann: stayed with my mum till sunday", "2024-02-18"),
        ("Ann: got to Paris on Friday, there till Sunday", "2024-02-18"),  # a date before it
    ],
)
def test_a_past_clause_or_an_earlier_date_keeps_the_tense(line: str, expected: str) -> None:
    assert any(expected in t for t in texts(line))


def test_a_state_after_a_long_past_turn_lasts_till_the_coming_weekday() -> None:
    before = "We walked to the harbour and looked at the boats for hours. " * 200
    said, _ = resolve_relative_dates(before + "got flu, off till Monday", DAY, True, named=True)
    assert said.endswith("off till 26 February 2024 (2024-02-26)")
