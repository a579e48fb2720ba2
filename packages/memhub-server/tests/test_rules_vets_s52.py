"""A vet's "it" for a pet the turn does not call an animal (session 52, issue #15).

"Tormenta hurt her leg, and the vet says it's a cracked bone": the turn never says
Tormenta is an animal, but the document or the namespace's memories do; the names known
to be pets reach the finding reader (rules/findings.py, rules/extractor.py).
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExistingMemory, ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.findings import plain_findings

DAY = date(2024, 3, 13)  # a Wednesday


def test_a_known_pet_takes_the_vets_it() -> None:
    said = "Tormenta hurt her leg, and the vet says it's a cracked bone."
    assert plain_findings(said, None, frozenset({"Tormenta"})) == (
        "Tormenta hurt her leg. Tormenta has a cracked bone."
    )


@pytest.mark.parametrize(
    "said",
    [
        # the turn does not say Tormenta is an animal, and no pet is known
        "Tormenta hurt her leg, and the vet says it's a cracked bone.",
        # the known pet is not the one the turn names
        "Rosalind hurt her leg, and the vet says it's a cracked bone.",
    ],
)
def test_no_known_pet_leaves_the_vets_it_reported(said: str) -> None:
    found = plain_findings(said, None, frozenset({"Pimiento"}))
    assert "has a cracked bone" not in found


def test_two_named_stay_unsure_even_when_one_is_a_pet() -> None:
    said = "Tormenta and Rosalind were out, and the vet says it's a cracked bone."
    assert "has a cracked bone" not in plain_findings(said, None, frozenset({"Tormenta"}))


def _later_session(line: str, memory: str) -> list[str]:
    item = ExtractionInput(
        f"{line}\nIsidro: oh no, poor thing",
        DAY,
        existing=[ExistingMemory("m1", memory, subject="Maite")],
        known_names=frozenset({"Tormenta", "Isidro", "Maite"}),
    )
    return [fact.text for fact in extract_facts(item)]


def test_a_pet_an_earlier_session_named_gets_the_vets_finding() -> None:
    formed = _later_session(
        "Maite: Tormenta hurt her leg on the rocks, and the vet says it's a cracked bone.",
        "Maite's dog is called Tormenta.",
    )
    assert any("Tormenta has a cracked bone" in text for text in formed), formed
    assert not any("Maite has a cracked bone" in text for text in formed), formed


def test_a_person_an_earlier_session_named_gets_no_vets_finding() -> None:
    formed = _later_session(
        "Maite: Tormenta hurt her leg on the rocks, and the vet says it's a cracked bone.",
        "Maite's sister is called Tormenta.",
    )
    assert not any("has a cracked bone" in text for text in formed), formed


# --- an animal's parasites pass -------------------------------------------------------------


@pytest.mark.parametrize(
    "said",
    [
        "Maite: Our dog Tormenta has fleas.",
        "Maite: The vet said Tormenta has worms.",
        "Maite: Tormenta has kennel cough.",
    ],
)
def test_an_animals_parasites_are_recent(said: str) -> None:
    item = ExtractionInput(said, DAY, known_names=frozenset({"Tormenta"}))
    found = [fact for fact in extract_facts(item) if "Tormenta has" in fact.text]
    assert found, said
    assert all(fact.kind == "recent" for fact in found), found


def test_a_lasting_animal_condition_stays_durable() -> None:
    item = ExtractionInput(
        "Maite: The vet said Tormenta has hip dysplasia.", DAY, known_names=frozenset({"Tormenta"})
    )
    found = [fact for fact in extract_facts(item) if "hip dysplasia" in fact.text]
    assert found and all(fact.kind == "durable" for fact in found), found
