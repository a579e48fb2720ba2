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
            "Maud: Sorry I missed your call. We sail an old ketch, the Kittiwake. And the "
            "Kittiwake lost her rudder off Dunbar on Friday.",
        ),
        ("The Kittiwake lost", "rudder", "30 May 2025"),
    ),
    (
        ("Pieter: our Bluebell is a wreck. ugh. the Bluebell was towed away on Tuesday!",),
        ("The Bluebell was towed away", "27 May 2025"),
    ),
    (
        (
            "Sunniva: We bought the Albatross in May.",
            "Sunniva: Big day: the Albatross was relaunched at Brixham on Saturday.",
        ),
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
        ("Ingrid: We're selling the Minerva. So the Minerva has been repainted, 1100 euros.",),
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


# Review (session 43): whose thing it is. Each reviewer's chat must form no fact holding
# the wrong words; the variants beside them still form what they formed.
REVIEWED_NOT_FORMED: list[tuple[tuple[str, ...], str]] = [
    # a part of a vehicle that is not the speaker's, or no vehicle at all
    (("Bob: My van is in the garage again.", "Ann: The clutch went on Monday."), "Ann's van"),
    (("Bob: Is your car fixed yet?", "Ann: Not mine, Bob's. The gearbox went."), "Ann's car"),
    (("Ann: Bob, your van looked great yesterday. The exhaust fell off though.",), "Ann's van"),
    (("Ann: We drove to the Tesco in town. The engine died on the way back.",), "Tesco's"),
    # a named car the chat shows is someone else's
    (("Ann: Bob drives a red 2010 Corsa. The Corsa failed its MOT on Tuesday.",), "Ann's Corsa"),
    (("Ann: Bob sold the Corsa to Jo. The Corsa failed its MOT on Tuesday.",), "Ann's Corsa"),
    # being somewhere, a relative's thing, another's said in the sentence, a narrower thing
    (
        ("Ann: I'm sat in the pub with Jo.", "Bob: nice", "Ann: The pub was packed last night."),
        "Ann's pub",
    ),
    (
        (
            "Ann: I'm waiting at the cafe for Mia.",
            "Bob: ok",
            "Ann: The cafe closed early on Friday.",
        ),
        "Ann's cafe",
    ),
    (("Ann: my sisters van is old", "Ann: the van broke down fri"), "Ann's van"),
    (("Ann: my dog Rex is 5", "Ann: the dog bit Tom, the neighbour's dog I mean"), "Ann's dog bit"),
    (
        ("Ann: I sang in my choir for years.", "Ann: The church choir was disbanded in May."),
        "Ann's church choir",
    ),
    # a "the Name" opening the chat does not show as a thing of the speaker's world
    (("Ann: We watched the Avengers. The Hulk smashed everything.",), "Hulk smashed"),
    (("Ann: We rode the Tube. The Tube stopped at Bank for an hour.",), "Tube stopped"),
    (
        ("Ann: I read about a boat, the Endeavour. The Endeavour sailed to Tahiti in 1768.",),
        "Endeavour sailed",
    ),
]


@pytest.mark.parametrize(("turns", "word"), REVIEWED_NOT_FORMED)
def test_reviewed_not_the_speakers_thing(turns: tuple[str, ...], word: str) -> None:
    facts = _facts(turns)
    assert not any(word in fact for fact in facts), facts


REVIEWED_STILL_FORMED: list[tuple[tuple[str, ...], tuple[str, ...]]] = [
    (
        ("Bob: Is your car fixed yet?", "Ann: Nope. The gearbox went on Friday."),
        ("Ann's car's gearbox went",),
    ),
    (
        (
            "Bob: Still driving the Panda?",
            "Ann: No, sold it. My new car is a Golf. The clutch went on Monday.",
        ),
        ("Ann's car's clutch went", "26 May 2025"),
    ),
    (("Ann: The van failed its MOT on Tuesday.",), ("Ann's van failed its MOT", "27 May 2025")),
    (
        ("Ann: Bob drives a red 2010 Corsa. The Corsa got a new clutch on Tuesday.",),
        ("The Corsa got a new clutch", "27 May 2025"),
    ),
    (
        ("Ann: my dog Rex is 5", "Ann: the dog bit Tom on friday"),
        ("Ann's dog bit Tom", "30 May 2025"),
    ),
    (
        (
            "Ann: I'm the new treasurer of the allotment society.",
            "Ann: The allotment society won a prize on Friday.",
        ),
        ("Ann's allotment society won a prize", "30 May 2025"),
    ),
    (
        (
            "Ann: He's bought an old skûtsje, the Wetterhin. And the Wetterhin got a new "
            "mast on Tuesday.",
        ),
        ("The Wetterhin got a new mast", "27 May 2025"),
    ),
    (
        ("Ann: Our boat, the Wetterhin, is in dock. The Wetterhin got a new mast on Tuesday.",),
        ("The Wetterhin got a new mast", "27 May 2025"),
    ),
]


@pytest.mark.parametrize(("turns", "words"), REVIEWED_STILL_FORMED)
def test_reviewed_variants_still_form(turns: tuple[str, ...], words: tuple[str, ...]) -> None:
    facts = _facts(turns)
    assert any(all(word in fact for word in words) for fact in facts), facts


@pytest.mark.parametrize(
    ("turns", "known", "words"),
    [
        (
            ("Wiebke: Good for him. And the Wetterhin got a new mast on Tuesday.",),
            frozenset({"Wetterhin"}),
            ("The Wetterhin got a new mast", "27 May 2025"),
        ),
        (
            ("Efisio: Bad news: the Ape was stolen from outside the cooperative on Monday.",),
            frozenset({"Ape"}),
            ("The Ape was stolen", "26 May 2025"),
        ),
    ],
)
def test_a_name_earlier_sessions_made_known_opens_a_fact(
    turns: tuple[str, ...], known: frozenset[str], words: tuple[str, ...]
) -> None:
    item = ExtractionInput(content="\n".join(turns), document_date=MONDAY, known_names=known)
    facts = [fact.text for fact in extract_facts(item)]
    assert any(all(word in fact for word in words) for fact in facts), facts
