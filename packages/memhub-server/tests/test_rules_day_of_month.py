"""A day of a named month ("the 3rd of May") is a day wherever it stands in the sentence
(issue #15), also before "while ..." or "since ..."; alone, "the 3rd" is one only where a
day can stand ("the 3rd floor" is none), and a year written after the month stays the
year it says. The sentences are our own.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.rules.dates import resolve_relative_dates

MIDSUMMER = date(2025, 6, 21)


@pytest.mark.parametrize(
    ("said", "read"),
    [
        (
            "<S> moved to Leeds on the 3rd of May while their wife was in Spain",
            "<S> moved to Leeds on 3 May 2025 (2025-05-03) while their wife was in Spain",
        ),
        (
            "<S>'s puppies were born on the 27th of April whilst <S> was away",
            "<S>'s puppies were born on 27 April 2025 (2025-04-27) whilst <S> was away",
        ),
        (
            "<S>'s son was born on the 9th of december, 3.6 kg",
            "<S>'s son was born on 9 December 2024 (2024-12-09), 3.6 kg",
        ),
        ("<S> lives on the 3rd floor", "<S> lives on the 3rd floor"),
        # a year of its own is never replaced by the one the tense points to
        (
            "<S> got married on the 3rd of May 2019 while on leave",
            "<S> got married on the 3rd of May 2019 while on leave",
        ),
    ],
)
def test_a_day_of_a_named_month(said: str, read: str) -> None:
    assert resolve_relative_dates(said, MIDSUMMER, True)[0] == read
