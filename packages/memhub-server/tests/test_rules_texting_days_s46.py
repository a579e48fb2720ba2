"""A lone lower-case line whose only mark of texting is a day cut short that is a word of
its own too ("mon", "sat", "sun") after a word that dates it reads as texting, so its
speaker is kept (session 46): "[19:05] kasper: got strep throat, off work till mon".
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.speakers import reads_as_texting

DAY = date(2024, 2, 21)  # a Wednesday


@pytest.mark.parametrize(
    ("said", "texted"),
    [
        ("got strep throat, off work till mon", True),
        ("back on sat, cant wait", True),
        ("flu since sun, off school", True),
        ("moved the boat next sat", True),
        ("sold the van last sun", True),
        # near-misses: the words of their own, a capital, no dating word before
        ("keynote on the sun deck", False),
        ("lunch in the sun", False),
        ("sat exams all morning", False),
        ("got flu, off work till Mon", False),
    ],
)
def test_a_short_day_after_a_dating_word_marks_texting(said: str, texted: bool) -> None:
    assert reads_as_texting(said) is texted


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("[19:05] kasper: got strep throat, off work till mon", "2024-02-26"),
        ("[08:12] dani: broke a toe, off the team till sat", "2024-02-24"),
        ("[21:40] remy: sprained my ankle, on crutches till mon", "2024-02-26"),
    ],
)
def test_a_lone_line_so_typed_forms_its_fact(line: str, expected: str) -> None:
    found = [f.text for f in extract_facts(ExtractionInput(line, DAY))]
    assert any(expected in t for t in found), found
