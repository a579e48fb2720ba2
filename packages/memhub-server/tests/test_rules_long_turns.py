"""Very long run-on turns: every clause is still read on its own, whatever the length."""

from __future__ import annotations

from datetime import date

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules.extractor import extract_facts

_NAMES = [
    f"{first}{last}"
    for first in ("Bel", "Cor", "Dun", "Eld")
    for last in ("wyn", "ric", "ton", "mar")
]


def _texts(said: str) -> list[str]:
    return [
        f.text for f in extract_facts(ExtractionInput(content=said, document_date=date(2024, 5, 4)))
    ]


def test_every_relative_of_a_long_run_on_sentence_is_formed() -> None:
    # past the opening searched for each clause boundary, the rest of the sentence is
    # carried on; no clause may be lost or glued to the next
    clauses = [
        f"my cousin {name} is a {job}"
        for name in _NAMES
        for job in ("baker", "pilot", "miner", "tiler")
    ]
    said = "Ines: " + ", and ".join(clauses * 3) + "."
    assert len(said) > 5_000
    formed = _texts(said)
    for name in _NAMES:
        for job in ("baker", "pilot", "miner", "tiler"):
            assert f"Ines's cousin {name} is a {job}." in formed, (name, job, formed[:4])
    assert not any(" and " in fact for fact in formed if fact.startswith("Ines's cousin")), formed[
        :4
    ]
