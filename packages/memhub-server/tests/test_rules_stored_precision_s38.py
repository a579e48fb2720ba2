"""What is stored, and how it reads (session 38, issue #15): a joke claim, a non-event owned
up to, praise of a relative's cooking, a prayer said over the news, a fuss or a mishap of
the moment and news echoed back form nothing; a verb after "<time> in and I" agrees with the
one speaker, and a thing given to the speaker is said in the order English says it. The
sentences are invented for these tests. 4 March 2025 is a Tuesday.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.gate import unsafe
from memhub_server.pipeline.memory.rules.person import SUBJECT, to_third_person

TUESDAY = date(2025, 3, 4)


def _texts(*turns: str) -> list[str]:
    content = "\n".join(turns)
    return [f.text for f in extract_facts(ExtractionInput(content=content, document_date=TUESDAY))]


@pytest.mark.parametrize(
    "turns",
    [
        # a title claimed in fun
        ("Wenna: I'm the Empress of the Galaxy, of course. Right, back to the menu.",),
        ("Pryce: Oh, and I am the King of Sheba. Where was I?",),
        # a non-event owned up to, with a trifle done instead
        ("Ifor: I didn't actually go swimming on Sunday; I just packed the bag.",),
        ("Ifor: I never actually went to the class, I only paid for it.",),
        # praise of someone's baking or brewing, with where it is the best of
        ("Tamsin: My grandad bakes the best saffron buns in Cornwall.",),
        ("Tamsin: My aunt brews the finest perry in the county.",),
        ("Gethin: My son's paintings are better than anything at the museum.",),
        # news echoed back with no clause of its own
        ("Rhodri: Our Bethan, engaged!",),
        ("Rhodri: My cousin, finally pregnant!",),
        # a fuss, an eagerness or a small mishap of the moment
        ("Nia: My dad is already fussing.",),
        ("Rhodri: Sion and I are counting the days.",),
        ("Nia: Sorry, I just spilt my tea.",),
        ("Rhodri: Worst morning: I smashed a mug.",),
        # news only announced
        ("kit: lol same. got news 2",),
        # a promise to keep a secret, and back in the chat after a silence
        ("Bryn: Congratulations! My lips are sealed.",),
        ("bryn: lowri!! im alive lol, work has been mental",),
        # a guess at what was asked, with no clause of its own
        ("User: I reckon three weeks of work, give or take.",),
        # asking the other to share, said as what one will expect
        ("Bryn: A christening! I'll expect photos.",),
        ("Bryn: I want every detail.",),
        # sore after a race, said in fun
        ("Bryn: Ha, my knees still haven't forgiven me.",),
        # a listener addressed by name before "i", then a passing need
        ("lowri: hiya", "bryn: hiya", "lowri: bryn i need a rant"),
        # an answer's "aye" and a brother pointed at, with no clause of its own
        ("Deryn: Aye, my big sister, the one who keeps bees in Tregaron.",),
    ],
)
def test_forms_nothing(turns: tuple[str, ...]) -> None:
    assert _texts(*turns) == []


@pytest.mark.parametrize(
    ("turns", "expected"),
    [
        # a tall title only in jest: a real one stays
        (("Wenna: I'm the president of the bowls club now.",), "Wenna is the president"),
        # a non-event that gave way to real news
        (
            ("Ifor: I didn't actually get the flat, but I just got promoted to head chef.",),
            "Ifor just got promoted to head chef.",
        ),
        # a superlative that is a fact, and a prize won for praise
        (("Tamsin: My uncle runs the oldest forge in the valley.",), "oldest forge"),
        # a place opened or run, however it is praised
        (("Tamsin: My cousin opened the best bakery in Truro in May.",), "opened the best bakery"),
        (("Tamsin: My aunt runs the finest chippy in Whitby.",), "runs the finest chippy"),
        (
            ("Tamsin: My mum won a rosette for the best jam in the county on Saturday.",),
            "Tamsin's mum won a rosette for the best jam in the county",
        ),
        # a prayer or a charm said over the news is cut, the news stays
        (("Nia: I'm chairing the parish council, God help us.",), "parish council (as of"),
        (
            ("Rhodri: I've been off the crisps since January, touch wood.",),
            "Rhodri has been off the crisps since January 2025.",
        ),
        # a verb after a time said with "in" or "off" before "and I" is the speaker's alone
        (
            ("Deryn: Three months in and I've finished my first quilt.",),
            "Three months in and Deryn has finished their first quilt.",
        ),
        (
            ("Deryn: Two weeks off and I've already repainted the hall.",),
            "Two weeks off and Deryn has already repainted the hall.",
        ),
        # two people named before "and I" are still a pair
        (("Deryn: My neighbour Alwyn and I have bought a canoe.",), "Deryn"),
        # a thing given to the speaker, then a clause of its own
        (
            (
                "Pryce: The head gardener gave me my certificate and everyone clapped, "
                "as is the custom.",
            ),
            "Pryce was given their certificate by the head gardener and",
        ),
        # a plain verb after "and" continues the speaker
        (("Pryce: I'm fifty-two and wear a hat for the sun.",), "Pryce wears a hat"),
        (
            ("Pryce: I open the cafe at six and finish at the bakery at ten.",),
            "Pryce finishes at the bakery at ten.",
        ),
        # after an age, a clause with a verb of its own takes no "is"
        (
            ("Nia: Our puppy Mabli is nine weeks old and still won't sit.",),
            "was nine weeks old in March 2025 and still won't sit.",
        ),
        # a verdict on the other's words, and a "next", before the speaker's own news
        (
            ("User: That sounds fair; I'll charge nine hundred. Next, I teach the ukulele.",),
            "The user teaches the ukulele.",
        ),
        (
            ("User: That sounds fair; I'll charge nine hundred.",),
            "The user will charge nine hundred",
        ),
        # a guess with a clause of its own, and "only" with a verb, are kept
        (("Bryn: I reckon the boiler needs a new pump.",), "Bryn reckons the boiler needs"),
        (("Bryn: Only my sister came to the christening.",), "Only Bryn's sister came"),
        # a listener addressed by name before "i", then news
        (
            ("lowri: hiya", "bryn: hiya", "lowri: bryn im starting at the bakery in june"),
            "Lowri is starting at the bakery in June",
        ),
        # a secret asked of the listener is cut, the news stays
        (
            ("Bryn: We've only told my parents so far, so keep it quiet.",),
            "Bryn and others have only told their parents so far.",
        ),
        # a fuss about something said is kept
        (("Nia: My dad is fussing about the roof leak.",), "Nia's dad is fussing about the roof"),
        # a mishap with more to it is kept
        (
            ("Rhodri: I dropped a tray of glasses at the gala and had to pay for them.",),
            "Rhodri dropped a tray of glasses at the gala",
        ),
    ],
)
def test_forms_the_fact(turns: tuple[str, ...], expected: str) -> None:
    texts = _texts(*turns)
    assert any(expected in text for text in texts), texts


@pytest.mark.parametrize(
    ("clause", "expected"),
    [
        # a new subject after ", and" keeps its own verb
        (
            "I sing in a choir, the Quay Voices, and we need robes.",
            f"{SUBJECT} sings in a choir, the Quay Voices, and they need robes.",
        ),
        # someone described between commas and the speaker are a pair
        (
            "My wife Sioned, a potter, and I live above the chip shop.",
            f"{SUBJECT}'s wife Sioned, a potter, and {SUBJECT} live above the chip shop.",
        ),
        (
            "Six weeks in and I've built a shed.",
            f"Six weeks in and {SUBJECT} has built a shed.",
        ),
    ],
)
def test_verbs_agree_with_the_speaker(clause: str, expected: str) -> None:
    assert to_third_person(clause) == expected


def test_clause_before_and_i_is_not_a_pair() -> None:
    texts = _texts("Efa: My brother came over and I cooked him a curry.")
    assert not any("and their brother" in text for text in texts), texts


def test_word_before_a_number_is_no_one() -> None:
    texts = _texts(
        "User: My daughter Efa wants a new saddle.",
        "Assistant: What budget do you have in mind?",
        "User: Roughly ninety pounds. She turned ten on Friday, so it must be adjustable.",
    )
    assert texts, texts
    assert not any(text.startswith("Roughly") for text in texts), texts


@pytest.mark.parametrize(
    ("fact", "reason"),
    [
        ("Only Bryn's aunt Glenys and the dog.", "fragment"),
        ("Bryn reckons three weeks of work.", "partial fact"),
        ("Bryn's Lowri, engaged.", "fragment"),
        ("Bryn's big sister, the one who keeps bees in Tregaron.", "fragment"),
        ("Only Bryn's sister came to the christening.", None),
        ("Bryn reckons the boiler needs a new pump.", None),
    ],
)
def test_gate_reads_the_finished_fact(fact: str, reason: str | None) -> None:
    assert unsafe(fact, "Bryn") == reason
