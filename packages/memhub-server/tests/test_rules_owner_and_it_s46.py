"""Fixes to session 46's owner and "it" rules (review of 2024-05-04).

* A "his"/"her" after a capitalised word opening its sentence is that word's only when the
  word is a person: "Rome suits his health" is the dad asked about, as "Marek sold his van"
  stays Marek's. A place, a country, a time, or a treatment doing what a thing does to
  someone ("suits", "helps", "eases" ... someone's back or health) owns nothing.
* "his" is always an owner: "Physio helps his back" is the dad's back (not "dad back").
* A plural thing asked about may be the "it" when the answer names no other thing before
  it ("How are your gas bills?" - "I paid it yesterday").
* A sentence opening on another thing ("The weather was awful but I love it") leaves an
  "it" a verb takes after "but"/"and" in the same sentence to the thing asked.
* "I sort, of course, the post": with the aside cut, "sort" before a comma is no verb.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts


def texts(*turns: str, known: frozenset[str] = frozenset()) -> list[str]:
    found = extract_facts(
        ExtractionInput(content="\n".join(turns), document_date=date(2024, 5, 4), known_names=known)
    )
    return [f.text for f in found]


@pytest.mark.parametrize(
    ("asked", "answer", "fact"),
    [
        (
            "Assistant: How's your dad?",
            "User: Good. Rome suits his health, he moved there in March.",
            "Rome suits the user's dad's health.",
        ),
        (
            "Assistant: How's your dad?",
            "User: Good. Leeds suits his health.",
            "Leeds suits the user's dad's health.",
        ),
        (
            "Assistant: How's your mum?",
            "User: Good. Spain suits her health.",
            "Spain suits the user's mum's health.",
        ),
        (
            "Assistant: How's your dad?",
            "User: Christmas ruined his diet.",
            "Christmas ruined the user's dad's diet.",
        ),
        (
            "Assistant: How's your dad?",
            "User: Good. Physio helps his back a lot.",
            "Physio helps the user's dad's back a lot.",
        ),
        (
            "Assistant: How's your dad?",
            "User: Yoga suits his back.",
            "Yoga suits the user's dad's back.",
        ),
        (
            "Assistant: How's your dad?",
            "User: Massage eases his shoulder.",
            "Massage eases the user's dad's shoulder.",
        ),
    ],
)
def test_a_place_or_thing_opening_the_sentence_owns_nothing(
    asked: str, answer: str, fact: str
) -> None:
    said = texts(asked, answer)
    assert fact in said, said
    assert not any(" his " in t or " her " in t for t in said), said


@pytest.mark.parametrize(
    ("lines", "fact"),
    [
        (
            "Assistant: How's your dad?\nUser: Fine. Marek sold his van on Friday.",
            "Marek sold his van",
        ),
        (
            "Assistant: How's your dad?\nUser: Good. Jonas helps his dad on the farm.",
            "Jonas helps his dad",
        ),
        (
            "Ann: I hurt my back, and Greta did the lambing.\n"
            "Bob: Oh no. Piotr sits his final exam on the 3rd of June.",
            "Piotr sits his final exam",
        ),
        ("Assistant: How's your dad?\nUser: Good. Marek fixed his bike.", "Marek fixed his bike"),
    ],
)
def test_a_person_opening_the_sentence_still_owns_it(lines: str, fact: str) -> None:
    said = texts(lines)
    assert any(fact in t for t in said), said


@pytest.mark.parametrize(
    ("asked", "answer", "fact"),
    [
        (
            "Assistant: How are your gas bills?",
            "User: I paid it yesterday.",
            "The user paid their gas bills on 3 May 2024",
        ),
        (
            "Assistant: How are your new tyres?",
            "User: Great, I love it.",
            "The user loves their new tyres.",
        ),
        (
            "Assistant: How is your glasses?",
            "User: I broke it yesterday.",
            "The user broke their glasses on 3 May 2024",
        ),
        (
            "Assistant: How are your new boots?",
            "User: Brilliant, I wear it every day.",
            "The user wears their new boots every day.",
        ),
        (
            "Assistant: How are your roses?",
            "User: I pruned it on Sunday.",
            "The user pruned their roses on Sunday, 28 April 2024",
        ),
    ],
)
def test_a_plural_thing_is_the_it_when_the_answer_names_no_other(
    asked: str, answer: str, fact: str
) -> None:
    said = texts(asked, answer)
    assert any(t.startswith(fact) for t in said), said


@pytest.mark.parametrize(
    ("asked", "answer", "wrong"),
    [
        (
            "Orsolya: How are your fingers?",
            "Taddeo: Fine. But the cottage fell through. Marek Dunstall gave it to the new "
            "apprentice, Ilmari.",
            "fingers to",
        ),
        (
            "Assistant: How are your knees?",
            "User: Better. I sold the bike though; I bought it in 2019.",
            "knees",
        ),
        (
            "Orsolya: How are the chickens?",
            "Taddeo: Laying well. The old coop rotted, so I burned it on Sunday.",
            "chickens on",
        ),
    ],
)
def test_a_plural_thing_is_no_it_beside_another_thing(asked: str, answer: str, wrong: str) -> None:
    said = texts(asked, answer, known=frozenset({"Marek"}))
    assert not any(wrong in t for t in said), said


@pytest.mark.parametrize(
    ("asked", "answer", "fact"),
    [
        (
            "Assistant: How's the garden?",
            "User: The weather was awful but I love it.",
            "the user loves the garden.",
        ),
        (
            "Assistant: How's the novel going?",
            "User: The plot needs work but I finished it last night.",
            "the user finished the novel on the night of 3 May 2024",
        ),
        (
            "Assistant: How's the allotment?",
            "User: The rain was endless but I love it.",
            "the user loves the allotment.",
        ),
        (
            "Assistant: How's the kitchen going?",
            "User: The tiler was late and I finished it myself on Friday.",
            "the user finished the kitchen themselves on Friday, 3 May 2024",
        ),
    ],
)
def test_an_it_taken_after_but_in_the_same_sentence_is_the_thing_asked(
    asked: str, answer: str, fact: str
) -> None:
    said = texts(asked, answer)
    assert any(fact in t for t in said), said


@pytest.mark.parametrize(
    ("asked", "answer", "wrong"),
    [
        (
            "Assistant: And the clay class?",
            "User: Finished. The jug leans, but it holds water. I gave it to Mum.",
            "class to",
        ),
        ("Assistant: How's the shed?", "User: The roof leaks, and it needs paint.", "shed needs"),
    ],
)
def test_an_it_after_another_thing_s_sentence_is_not_the_thing_asked(
    asked: str, answer: str, wrong: str
) -> None:
    said = texts(asked, answer)
    assert not any(wrong in t for t in said), said


@pytest.mark.parametrize(
    ("line", "fact"),
    [
        ("User: I sort, of course, the post at the depot.", None),
        ("User: I sort, honestly, the post at the depot.", None),
        ("User: I sort the post at the depot.", "The user sorts the post at the depot."),
        ("User: I sort parcels at the depot.", "The user sorts parcels at the depot."),
        ("User: I sort of work at the depot.", "The user sort of works at the depot."),
    ],
)
def test_sort_before_a_comma_is_no_verb(line: str, fact: str | None) -> None:
    said = texts(line)
    assert not any("sorts," in t for t in said), said
    if fact is not None:
        assert fact in said, said
