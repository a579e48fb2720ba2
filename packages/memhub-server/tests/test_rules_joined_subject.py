"""A clause whose subject is two people joined to "I" ("my wife Hedda and I are ...")
after a list of the speaker's deeds is a clause of its own (issue #15): it is not split
at "and I", which left "I are cycling" and a deed that ended in "... and their wife
Hedda". The sentences are our own.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.text import Passage, statements


@pytest.mark.parametrize(
    ("said", "clauses"),
    [
        (
            "I've sold the car, and my husband Idris and I are sailing to Jersey in May.",
            ["I've sold the car", "my husband Idris and I are sailing to Jersey in May"],
        ),
        (
            "I sold the piano and my sister and I were in Porto in March.",
            ["I sold the piano", "my sister and I were in Porto in March"],
        ),
        (
            "i live in hull and my mate dev and i are opening a chippy",
            ["I live in hull", "my mate dev and I are opening a chippy"],
        ),
        # "My wife and I" opening the sentence stays one subject, as before
        (
            "My wife and I got married in June and I started a new job.",
            ["My wife and I got married in June and I started a new job"],
        ),
    ],
)
def test_a_subject_joined_to_i_is_not_split(said: str, clauses: list[str]) -> None:
    assert statements(Passage("Stanislav", said)) == clauses


def test_the_joined_clause_forms_its_fact_and_the_deed_before_it_stays_whole() -> None:
    content = (
        "Bo: Any news?\n"
        "Stanislav: I've sold the van, and my husband Idris and I are sailing to Jersey in May."
    )
    formed = [f.text for f in extract_facts(ExtractionInput(content, date(2024, 3, 2)))]
    assert "Stanislav has sold the van." in formed
    assert "Stanislav and their husband Idris are sailing to Jersey in May 2024." in formed
    assert not any("and their husband Idris." in text for text in formed)
