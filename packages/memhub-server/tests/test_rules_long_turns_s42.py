"""A "he"/"she" deep inside a long turn is read against the sentences just before it, as
one early in a short turn is: the same rivals count, and a long turn costs no more per
pronoun (what that costs in time is measured by /bench, not here)."""

from __future__ import annotations

from datetime import date

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules.context import _kin_unnamed, _tail_start
from memhub_server.pipeline.memory.rules.extractor import extract_facts

_FILLER = "The rain kept on all afternoon. " * 60  # about 1,900 characters, no one named


def _texts(content: str) -> list[str]:
    return [
        f.text
        for f in extract_facts(ExtractionInput(content=content, document_date=date(2025, 3, 4)))
    ]


def test_a_pronoun_after_long_filler_still_names_the_one_before_it() -> None:
    assert "Cai works at a bakery in Rhyl." in _texts(
        f"Bet: {_FILLER}My cousin Cai is a baker. He works at a bakery in Rhyl."
    )


def test_a_rival_just_before_still_leaves_the_pronoun_to_nobody() -> None:
    facts = _texts(f"Bet: {_FILLER}Dilys rang. Then Nia rang. She's moved to Bangor.")
    assert not any("moved to Bangor" in f for f in facts), facts


def test_a_name_far_back_is_no_rival() -> None:
    for opening in ("Dilys rang. ", "Dilys rang. I have news too. "):
        facts = _texts(f"Bet: {opening}{_FILLER}Nia rang. She's moved to Bangor.")
        assert "Nia has moved to Bangor." in facts, facts


def test_the_tail_read_for_rivals_is_just_over_the_reach() -> None:
    short = ["Ana rang.", "She's fine."]
    assert _tail_start(short) == 0
    long = ["x" * 100 + "."] * 20
    start = _tail_start(long)
    assert 0 < start < 20
    assert len(" ".join(long[start:])) > 800 >= len(" ".join(long[start + 1 :]))


def test_relatives_are_found_only_where_a_relative_is_said() -> None:
    assert _kin_unnamed("My mum and my step-dad came over.") == ["mum", "dad"]
    assert _kin_unnamed("Rhys and Nia came over.") == []


def test_a_name_said_alone_after_meeting_someone_is_found_after_long_filler() -> None:
    filler = _FILLER.lower()
    facts = _texts(f"Bet: {filler}i met someone. yasmin. she restores harpsichords in Ely.")
    assert "Yasmin restores harpsichords in Ely." in facts, facts
