"""Session 42 (issue #15): news about other people that formed nothing or the wrong thing.

A family listed in one breath ("Oswin's niece ..., his nephew ..."), where each "his" or
"her" is the one it can only be; news passed on through two people ("Dad said Uncle
Bryn told him ..."), kept with both. Each shape has near-misses that must form nothing,
or nothing wrong. 4 March 2024 is a Monday.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts

MONDAY = date(2024, 3, 4)


def texts(*lines: str, day: date = MONDAY) -> list[str]:
    content = "\n".join(lines)
    return [fact.text for fact in extract_facts(ExtractionInput(content, day))]


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        (
            "Ann: Oswin's niece is a potter in Lyme Regis, his nephew is a welder in Hull,"
            " and his wife has just bought a narrowboat.",
            "Oswin's nephew is a welder in Hull.",
        ),
        (
            "Ann: Oswin's niece is a potter in Lyme Regis, his nephew is a welder in Hull,"
            " and his wife has just bought a narrowboat.",
            "Oswin's wife has just bought a narrowboat.",
        ),
        (
            "Ann: Peredur's wife teaches maths in Bala; his brother drives a school bus.",
            "Peredur's brother drives a school bus.",
        ),
        (
            "Ann: Gwenllian's son works at the fire station in Rhyl, and her husband"
            " retired from the council in January.",
            "Gwenllian's husband retired from the council in January 2024.",
        ),
        (
            "Ann: my cousin Brigida is a midwife in Truro, her husband's a lifeboat"
            " coxswain, and my brother has moved to Oban.",
            "Brigida's husband is a lifeboat coxswain.",
        ),
        (
            "Ann: Tancred's daughter is at art school in Falmouth, his son plays"
            " the cello in an orchestra in Bristol.",
            "Tancred's son plays the cello in an orchestra in Bristol.",
        ),
    ],
)
def test_his_or_her_relative_in_a_list_is_whose_it_can_only_be(said: str, fact: str) -> None:
    assert fact in texts(said)


@pytest.mark.parametrize(
    ("said", "wrong"),
    [
        # "her": the sister or Yusuf's? Either could be meant
        ("Ann: Yusuf's sister lives in Kendal and her husband fixes boilers.", "Yusuf's husband"),
        # "his" can be no one before it: a son is no "her"
        ("Ann: Bertrand's son is a farrier in Ludlow and her daughter teaches yoga.", "'s daughter"),
        # someone met in the piece before may be the "her"
        ("Ann: my brother met Delyth at work and her dad is a vicar.", "brother's dad"),
        # a list that opens on "his": whose, the sentence does not say
        ("Ann: His son is a chef in Leeds, and his daughter is a vet in York.", "'s son is"),
    ],
)
def test_his_or_her_that_could_be_either_is_left(said: str, wrong: str) -> None:
    assert not any(wrong in text for text in texts(said))
