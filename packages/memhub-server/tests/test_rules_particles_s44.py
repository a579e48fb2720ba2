"""A deed done to the speaker's thing, and the phrases that only look like one (session 44).

"The garage repaired our van" is news about the van; "the view took my breath away" or
"that film broke my heart in two" says how the speaker felt: a particle in or right after
"my ..." makes it a phrase about the speaker, and no "<thing> was taken" fact forms.
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
