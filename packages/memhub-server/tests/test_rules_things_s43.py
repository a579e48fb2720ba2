"""Things as the subject (session 43, issue #15): a boat or a car with a name of its own,
a part of the vehicle just spoken of, and a thing the speaker earlier called theirs, told
of with "the". 2 June 2025 is a Monday.

Each chat must form a fact holding all the key words given; the near misses (questions,
hypotheticals, others' things, general remarks) must form none about the thing.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExistingMemory, ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts

MONDAY = date(2025, 6, 2)


def _facts(turns: tuple[str, ...]) -> list[str]:
    item = ExtractionInput(content="\n".join(turns), document_date=MONDAY)
    return [fact.text for fact in extract_facts(item)]


FORMED: list[tuple[tuple[str, ...], tuple[str, ...]]] = [
    # a thing's own name, "the" before it, opening the sentence
    (
        (
            "Maud: Sorry I missed your call. And the Kittiwake lost her rudder off Dunbar "
            "on Friday.",
        ),
        ("The Kittiwake lost", "rudder", "30 May 2025"),
    ),
    (
        ("Pieter: ugh. the Bluebell was towed away from outside the flat on Tuesday!",),
        ("The Bluebell was towed away", "27 May 2025"),
    ),
    (
        ("Sunniva: Big day: the Albatross was relaunched at Brixham on Saturday.",),
        ("The Albatross was relaunched at Brixham", "31 May 2025"),
    ),
    (
        (
            "Nkechi: We bought an old narrowboat, the Dabchick, in March.",
            "Odile: Lovely!",
            "Nkechi: The Dabchick got a new engine on Thursday, two thousand pounds.",
        ),
        ("The Dabchick got a new engine", "29 May 2025"),
    ),
    (
        ("Ingrid: So the Minerva has been repainted, eleven hundred euros.",),
        ("The Minerva has been repainted",),
    ),
    # a part of the vehicle the turn or its question names
    (
        ("Bea: Still driving the Fiesta?", "Cal: Yes. The clutch went on Monday, sadly."),
        ("The Fiesta's clutch went", "26 May 2025"),
    ),
    (
        ("Dov: how's your boat?", "Eli: the mast snapped in the gale on saturday"),
        ("Eli's boat's mast snapped", "31 May 2025"),
    ),
    (
        ("Fen: My van is falling apart. The exhaust fell off on the M6 on Thursday.",),
        ("Fen's van's exhaust fell off", "29 May 2025"),
    ),
    (
        ("Gus: We took the Dolphin out at Easter. The outboard died on Sunday.",),
        ("The Dolphin's outboard died", "1 June 2025"),
    ),
    (
        ("Hal: Is the Corsa fixed yet?", "Ivy: Nope. The battery died again on Friday."),
        ("The Corsa's battery died", "30 May 2025"),
    ),
    # a thing the speaker called theirs before
    (
        (
            "Jo: I joined a rowing club in April.",
            "Kas: Nice.",
            "Jo: The club won the novice regatta at Henley on Saturday.",
        ),
        ("Jo's club won the novice regatta", "31 May 2025"),
    ),
    (
        ("Kit: Our caravan is ancient.", "Lou: ha", "Kit: The caravan was flooded on Tuesday."),
        ("Kit's caravan was flooded", "27 May 2025"),
    ),
    (
        (
            "Lars: I bought a little sailing boat last year. The boat was stolen from the "
            "marina on Wednesday.",
        ),
        ("Lars's boat was stolen", "28 May 2025"),
    ),
    (
        (
            "Mia: I'm secretary of the bowls club now.",
            "Nia: Congrats!",
            "Mia: The bowls club raised three hundred pounds at the fete on Saturday.",
        ),
        ("Mia's bowls club raised three hundred pounds", "31 May 2025"),
    ),
    (
        ("Ned: my dog is a nightmare", "Ola: lol", "Ned: the dog ate a whole loaf on sunday"),
        ("Ned's dog ate a whole loaf", "1 June 2025"),
    ),
    # a business or a club named as someone's, and what it did for "its" own
    (
        ("Pim: My sister Rhian runs a cafe. Rhian's cafe won an award for its cakes on Friday.",),
        ("Rhian's cafe won an award for its cakes", "30 May 2025"),
    ),
]


@pytest.mark.parametrize(("turns", "words"), FORMED)
def test_thing_as_subject_forms(turns: tuple[str, ...], words: tuple[str, ...]) -> None:
    facts = _facts(turns)
    assert any(all(word in fact for word in words) for fact in facts), facts


NOT_FORMED: list[tuple[tuple[str, ...], str]] = [
    (("Tom: The Beatles broke up in 1970.",), "Beatles"),
    (("Uma: Did the Kittiwake lose her rudder?",), "Kittiwake"),
    (("Uma: If the Bluebell breaks down again, I'll scrap it.",), "Bluebell"),
    (("Vic: How was the bus?", "Wyn: The engine broke down near Leeds."), "engine"),
    (("Wyn: The clutch on a car like that usually lasts ten years.",), "clutch"),
    (("Xan: The bus broke down on Sunday.",), "bus broke"),
    (
        (
            "Yas: Our neighbour's dog bit a postman.",
            "Zed: yikes",
            "Yas: The dog ate a shoe on Friday.",
        ),
        "Yas's dog",
    ),
    (("Abe: My car is fine. The train was cancelled on Friday.",), "Abe's train"),
]


@pytest.mark.parametrize(("turns", "word"), NOT_FORMED)
def test_near_misses_form_nothing(turns: tuple[str, ...], word: str) -> None:
    facts = _facts(turns)
    assert not any(word in fact for fact in facts), facts


def _with_memory(turns: tuple[str, ...], memory: str, subject: str) -> list[str]:
    item = ExtractionInput(
        content="\n".join(turns),
        document_date=MONDAY,
        existing=[ExistingMemory(id="m1", text=memory, subject=subject)],
    )
    return [fact.text for fact in extract_facts(item)]


@pytest.mark.parametrize(
    ("turns", "memory", "words"),
    [
        (
            ("Ros: And the darts team won the county cup on Friday!",),
            "Ros is captain of the darts team at the Swan.",
            ("Ros's darts team won the county cup", "30 May 2025"),
        ),
        (
            ("Sol: the camper was broken into on saturday night",),
            "Sol's camper is a 1990 Hymer.",
            ("Sol's camper was broken into", "31 May 2025"),
        ),
        (
            ("Tam: Oh, the choir sang at the cathedral on Sunday.",),
            "Tam joined a choir in Ely in March 2025.",
            ("Tam's choir sang at the cathedral", "1 June 2025"),
        ),
    ],
)
def test_thing_a_memory_says_is_theirs(
    turns: tuple[str, ...], memory: str, words: tuple[str, ...]
) -> None:
    facts = _with_memory(turns, memory, turns[0].split(":")[0])
    assert any(all(word in fact for word in words) for fact in facts), facts


def test_a_thing_the_speaker_is_only_tired_of_is_not_theirs() -> None:
    facts = _with_memory(
        ("Uli: The band played till two on Saturday.",), "Uli is sick of the band next door.", "Uli"
    )
    assert not any("Uli's band" in fact for fact in facts), facts
