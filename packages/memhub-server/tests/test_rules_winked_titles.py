"""A grand name the speaker gives themself with a wink after it ("..., obviously") is a joke
and forms nothing; the same shape said plainly about a real post is kept. Sentences invented
for these tests."""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts

ON = date(2025, 3, 4)


def _texts(*turns: str) -> list[str]:
    return [
        f.text for f in extract_facts(ExtractionInput(content="\n".join(turns), document_date=ON))
    ]


@pytest.mark.parametrize(
    "turn",
    [
        "Maelor: I'm the Keeper of the Seven Keys, obviously. Anyway, the bins.",
        "Maelor: I am the Duke of Fenwick Marsh, of course. Right, where was I?",
        "Maelor: Ha, I'm the Grand Wizard, clearly.",
    ],
)
def test_a_grand_name_with_a_wink_forms_nothing(turn: str) -> None:
    assert _texts("Ffion: How was the fete?", turn) == []


@pytest.mark.parametrize(
    ("turn", "fact"),
    [
        ("Maelor: I'm the Head of Science at Ysgol Bryn now.", "Head of Science"),
        ("Maelor: I'm the treasurer of the bowls club, obviously.", "treasurer"),
    ],
)
def test_a_real_post_said_plainly_is_kept(turn: str, fact: str) -> None:
    assert any(fact in text for text in _texts(turn)), _texts(turn)
