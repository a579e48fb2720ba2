"""A "his"/"her" after a name that opens its sentence on a verb in "-s" is that name's, not
the one the prompt named: "Ouch. Nejc plays his first concert" (after a turn about Urška)
is Nejc's concert. Cut just before the pronoun, "Nejc plays" showed no name opening on its
verb, so no rival to the prompt's person was seen and "his" became Urška's. A pronoun that
opens the answer, or that follows no other name, is still the prompt's person's."""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts


def texts(*turns: str, known: frozenset[str] = frozenset()) -> list[str]:
    found = extract_facts(
        ExtractionInput(
            content="\n".join(turns), document_date=date(2024, 6, 15), known_names=known
        )
    )
    return [f.text for f in found]


# (prompt, answer, the owner the pronoun must not be given, a fact that must be formed)
OWN_SUBJECT = [
    (
        "Matevž: By the way, I cut my hand on the 3rd of May, and Urška tied all the vines.",
        "Tjaša: Ouch. Nejc plays his first concert with the youth wind band on the 6th of July.",
        "Urška's first concert",
        "Nejc plays his first concert with the youth wind band on 6 July 2024 (2024-07-06).",
    ),
    (
        "Bob: My wife Carla painted the fence.",
        "Ann: Nice. Tomas sits his driving test on the 6th of July.",
        "Carla's driving test",
        "Tomas sits his driving test on 6 July 2024 (2024-07-06).",
    ),
    (
        "Ines: How's Dorota?",
        "Maud: Fine. Kwame starts his new job on Monday.",
        "Dorota's new job",
        "Kwame starts his new job on Monday, 17 June 2024 (2024-06-17).",
    ),
    (
        "Ines: Did you see Priya?",
        "Maud: Yes! Aiyana sells her paintings at the market now.",
        "Priya's paintings",
        None,
    ),
    (
        "Ines: Is Oskar still at the bakery?",
        "Maud: Yes. Lena runs her own stall next door.",
        "Oskar's own stall",
        None,
    ),
]


@pytest.mark.parametrize(("prompt", "answer", "wrong", "formed"), OWN_SUBJECT)
def test_a_possessive_after_a_name_and_its_verb_is_the_names(
    prompt: str, answer: str, wrong: str, formed: str | None
) -> None:
    said = texts(prompt, answer, known=frozenset({"Nejc", "Tomas", "Kwame"}))
    assert not any(wrong in text for text in said), said
    if formed is not None:
        assert formed in said


@pytest.mark.parametrize(
    ("prompt", "answer", "formed"),
    [
        ("Ines: How's Dorota?", "Maud: She loves her new job.", "Dorota loves her new job."),
        (
            "Ines: How's Dorota?",
            "Maud: Her new job starts on Monday.",
            "Dorota's new job starts on Monday, 17 June 2024 (2024-06-17).",
        ),
        (
            "Ines: How's Dorota?",
            "Maud: Great, she starts her new job on Monday.",
            "Dorota starts her new job on Monday, 17 June 2024 (2024-06-17).",
        ),
    ],
)
def test_a_pronoun_no_other_name_comes_before_is_still_the_one_asked_about(
    prompt: str, answer: str, formed: str
) -> None:
    assert formed in texts(prompt, answer)


# "his" is never an object (that is "him"), so "his back leg" is owned, and a name before
# it in the answer is a rival to the one the prompt named: "Ruaraidh back leg" was formed.
@pytest.mark.parametrize(
    ("prompt", "answer", "wrong"),
    [
        ("Ann: How's Ruaraidh?", "Kenina: Fine. And Brutus had an op on his back leg.", "Ruaraidh"),
        ("Ann: How's Tomasz?", "Kenina: Great. Piotr got his back pay at last.", "Tomasz"),
        ("Ann: How's Olek?", "Kenina: Tired. Piotr hurt his back at football.", "Olek"),
        ("Ann: Is Dafydd well?", "Kenina: Yes. Gethin put his back out though.", "Dafydd"),
        ("Ann: How's Malik?", "Kenina: Busy. Idris took his back garden apart.", "Malik"),
    ],
)
def test_his_before_back_is_owned_by_the_name_before_it(
    prompt: str, answer: str, wrong: str
) -> None:
    said = texts(prompt, answer, known=frozenset({"Brutus", "Piotr", "Gethin", "Idris"}))
    assert not any(wrong in text for text in said), said


@pytest.mark.parametrize(
    ("prompt", "answer", "formed"),
    [
        (
            "Ann: How's your dad?",
            "Kenina: He hurt his back lifting the boat.",
            "Kenina's dad hurt his back lifting the boat.",
        ),
    ],
)
def test_his_of_the_one_asked_about_is_still_theirs(prompt: str, answer: str, formed: str) -> None:
    assert formed in texts(prompt, answer)


# A thing asked about in the plural is no "it": "How are your fingers?" - "... the cottage
# fell through. Marek gave it to the new apprentice" formed "gave Taddeo's fingers to".
@pytest.mark.parametrize(
    ("prompt", "answer", "wrong"),
    [
        (
            "Orsolya: How are your fingers?",
            "Taddeo: Fine. But the cottage fell through. Marek Dunstall gave it to the new "
            "apprentice, Ilmari.",
            "fingers to",
        ),
        (
            "Orsolya: How are your knees?",
            "Taddeo: Better. I sold the bike though; Nils bought it for his son.",
            "knees",
        ),
        (
            "Orsolya: How are the chickens?",
            "Taddeo: Laying well. The old coop rotted, so I burned it on Sunday.",
            "chickens on",
        ),
    ],
)
def test_a_plural_thing_asked_about_is_no_it(prompt: str, answer: str, wrong: str) -> None:
    said = texts(prompt, answer, known=frozenset({"Marek", "Nils"}))
    assert not any(wrong in text for text in said), said


@pytest.mark.parametrize(
    ("prompt", "answer", "formed"),
    [
        ("Ann: How's the car?", "Bo: Great, I drive it to work every day.", "car"),
        ("Ann: How's the new class?", "Bo: Busy. I teach it on Tuesdays.", "class"),
        (
            "Leila: Who made that mural of the allotments in the kitchen? It's gorgeous.",
            "Lorenzo: Wen painted it! Took ages.",
            "Wen painted the mural of the allotments.",
        ),
        (
            "Ann: Where did you get the map of the islands?",
            "Bo: Ife drew it for me.",
            "map of the islands",
        ),
    ],
)
def test_a_thing_asked_about_in_the_singular_is_still_the_it(
    prompt: str, answer: str, formed: str
) -> None:
    assert any(formed in text for text in texts(prompt, answer, known=frozenset({"Wen", "Ife"})))
