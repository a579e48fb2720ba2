"""Counts told with a list of names, and counts told without their noun (session 42).

"We've two geese: Hettie and Pogo." is read whole: the names after the colon are what the
count counted, no clause of their own, so the frame is neither dropped as a label nor
split from its list. "We've four now: ..." counts nothing by itself; the noun comes from
the question it answers or the speaker's turn before, and when neither has one the bare
count forms nothing (no "... has three now"), but a list of names after it is kept as
said. 10 September 2024 is a Tuesday.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.frames import names_listed

TUESDAY = date(2024, 9, 10)


def facts(*lines: str) -> list[str]:
    content = "\n".join(lines)
    return [fact.text for fact in extract_facts(ExtractionInput(content, TUESDAY))]


@pytest.mark.parametrize(
    ("line", "names"),
    [
        ("Bram: We've two geese: Hettie and Pogo.", ("Hettie", "Pogo")),
        ("Bram: I've got three hens now: Pip, Dot and a bald one called Mabel.", ("Mabel",)),
        ("Bram: Ive two rabbits: Flump and Dot.", ("Flump", "Dot")),
        (
            "Bram: We've two cats these days: Marzipan and a one-eyed tom named Skipper.",
            ("Marzipan", "Skipper"),
        ),
        ("Bram: We have three ponies: Sable, Rook and Wren.", ("Sable", "Rook", "Wren")),
    ],
)
def test_a_count_keeps_the_names_after_its_colon(line: str, names: tuple[str, ...]) -> None:
    formed = facts(line)
    assert len(formed) == 1, formed
    assert all(name in formed[0] for name in names), formed


@pytest.mark.parametrize(
    ("lines", "said"),
    [
        (
            ("Ines: How are the goats?", "Bram: We've four now: Bramble, Sorrel, Tansy and Vetch."),
            "four goats now: Bramble, Sorrel, Tansy and Vetch",
        ),
        (
            (
                "Ines: Has Ottilie still got those ferrets?",
                "Bram: She's got three now: Nib, Bodkin and Spoke.",
            ),
            "three ferrets now: Nib, Bodkin and Spoke",
        ),
        (
            (
                "Bram: we fetched some ducks on saturday",
                "Ines: how many",
                "Bram: we've two now: Puddle n Splash",
            ),
            "two ducks now: Puddle and Splash",
        ),
        (
            (
                "Ines: And Jory's alpacas?",
                "Bram: He's got five at the moment: Ash, Elm, Yew, Oak and Fir.",
            ),
            "five alpacas at the moment",
        ),
        (
            ("Ines: how many lambs did you end up with?", "Bram: I have nine now, all ewes."),
            "nine lambs now",
        ),
    ],
)
def test_a_bare_count_takes_the_noun_asked_about(lines: tuple[str, ...], said: str) -> None:
    assert any(said in fact for fact in facts(*lines)), facts(*lines)


@pytest.mark.parametrize(
    "lines",
    [
        ("Ines: hiya", "Bram: she's got two now, Tam and Col."),
        ("Ines: All well?", "Bram: Tomasz has four now."),
        ("Ines: What a week.", "Bram: I've two now, Ada and Ferg, and that's plenty."),
        ("Ines: Busy?", "Bram: They've got six now: Una, Cal, Dee, Fen, Gil and Hal."),
    ],
)
def test_a_bare_count_with_no_noun_forms_no_count(lines: tuple[str, ...]) -> None:
    assert not any(" now" in fact and ("has" in fact or "have" in fact) for fact in facts(*lines))


def test_a_clause_after_a_bare_count_stands() -> None:
    formed = facts(
        "Ines: Busy house?", "Bram: We've three now, Ilse is nine, Kai is six and Lotte is two."
    )
    assert any(fact.startswith("Ilse was nine") for fact in formed), formed
    assert not any("three" in fact for fact in formed), formed


@pytest.mark.parametrize(
    ("clause", "listed"),
    [
        ("Pip, Dot and Mabel.", True),
        ("Puddle n Splash", True),
        ("Frangipane and an old tom called Skipper", True),
        ("Tom and Ann are engaged", False),
        ("I'm moving to Hull", False),
        ("Pip", False),
    ],
)
def test_names_listed(clause: str, listed: bool) -> None:
    assert names_listed(clause) is listed


def test_the_sentence_after_a_dropped_count_stays() -> None:
    formed = facts(
        "Ines: Poor thing.",
        "Bram: She has two. Also, I've started teaching a pottery class at the library in Totnes.",
    )
    assert any("pottery class" in fact for fact in formed), formed
    assert not any("has two" in fact for fact in formed), formed


@pytest.mark.parametrize(
    "lines",
    [
        ("Bram: we've three now: Amy, Ben and Cal",),
        ("Ines: dunno", "Bram: we've three now: Amy, Ben and Cal"),
        ("Ines: what about you?", "Bram: we've three now: Amy, Ben and Cal"),
    ],
)
def test_names_after_a_bare_count_with_no_noun_are_kept(lines: tuple[str, ...]) -> None:
    formed = facts(*lines)
    assert "Bram and others have three now: Amy, Ben and Cal." in formed, formed


def test_a_bare_count_with_names_still_takes_the_noun_asked_about() -> None:
    formed = facts("Ines: how many hens have you got?", "Bram: We've three now: Hob, Nell and Sim.")
    assert "Bram and others have three hens now: Hob, Nell and Sim." in formed, formed
