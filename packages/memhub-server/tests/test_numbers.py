"""Amounts said in words get their figures in what the model and the ranker read.

A memory of "she paid four hundred and twenty pounds" must meet a search for "£420", and a
passage saying "nineteen hundred" one for "1,900": see ``memhub_server.pipeline.numbers``.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from memhub.types import DocumentInput
from memhub_server.engine import Engine
from memhub_server.pipeline.chunker import chunk_text
from memhub_server.pipeline.memory.rules import RuleExtractor
from memhub_server.pipeline.numbers import numerals_noted, spelled_amounts, with_numerals


@pytest.mark.parametrize(
    ("said", "figures"),
    [
        ("four hundred and twenty pounds", "£420"),
        ("two thousand one hundred pounds", "£2,100"),
        ("twelve hundred euros", "€1,200"),
        ("fifty dollars", "$50"),
        ("six quid", "£6"),
        ("a hundred pounds", "£100"),
        ("two point five pounds", "£2.50"),
        ("six thousand kronor", "6,000 kronor"),
        ("nineteen hundred", "1,900"),
        ("forty-one", "41"),
        ("Thirty-Five", "35"),
        ("a hundred and fifty", "150"),
        ("one thousand two hundred and thirty-four", "1,234"),
        ("seventy-one point four", "71.4"),
        ("two million", "2,000,000"),
        ("one point five million pounds", "£1,500,000"),
        ("forty grand", "40,000"),
        ("two thousand", "2,000"),
        ("ten", "10"),
    ],
)
def test_an_amount_in_words_gets_its_figures(said: str, figures: str) -> None:
    (amount,) = spelled_amounts(f"It came to {said} in the end.")
    assert amount.figures == figures
    assert with_numerals(f"It came to {said} in the end.") == (
        f"It came to {said} ({figures}) in the end."
    )


@pytest.mark.parametrize(
    "text",
    [
        "I have two kids and three cats.",  # small counts stay words
        "We met on the twenty-first of May.",  # an ordinal
        "She's forty-something now.",
        "That was back in two thousand and nineteen.",  # years said in words
        "It was nineteen ninety-nine, or twenty twenty-four.",
        "Thanks a million for that.",
        "It costs £420 (four hundred and twenty pounds).",  # the figures are there already
        "She paid four hundred and twenty pounds (£420) for it.",
        "Someone, anyone, and a hundred other things.",  # "a hundred" alone is a manner of speaking
        "An eighty-one-year-old neighbour.",
        "We bought two grand pianos.",  # "grand" the adjective
        "She won three grand slam titles.",
        "Count one, two, three.",
    ],
)
def test_what_gets_no_figures(text: str) -> None:
    assert with_numerals(text) == text
    assert numerals_noted(text) == []


def test_pounds_of_weight_are_no_money() -> None:
    assert with_numerals("I've lost twelve pounds since January.") == (
        "I've lost twelve (12) pounds since January."
    )
    assert with_numerals("She weighed nine pounds two ounces.") == (
        "She weighed nine pounds two ounces."
    )
    assert with_numerals("The baby was born at nine pounds and three ounces.") == (
        "The baby was born at nine pounds and three ounces."
    )


def test_money_stays_money_near_a_weight_word_and_after_a_point() -> None:
    assert with_numerals("I lost my purse with sixty pounds in it.") == (
        "I lost my purse with sixty pounds (£60) in it."
    )
    assert with_numerals("At that point fifty thousand pounds had gone.") == (
        "At that point fifty thousand pounds (£50,000) had gone."
    )
    assert with_numerals("I've lost about twelve pounds.") == "I've lost about twelve (12) pounds."


def test_figures_are_added_once_whatever_the_number_of_passes() -> None:
    once = with_numerals("I sold it for three hundred euros and bought one for nineteen hundred.")
    assert once == (
        "I sold it for three hundred euros (€300) and bought one for nineteen hundred (1,900)."
    )
    assert with_numerals(once) == once


def test_a_list_of_numbers_is_not_one_number() -> None:
    assert with_numerals("Scores of twenty, thirty and forty.") == (
        "Scores of twenty (20), thirty (30) and forty (40)."
    )
    assert with_numerals("eleven minutes and forty-one seconds") == (
        "eleven (11) minutes and forty-one (41) seconds"
    )


def test_a_passage_notes_the_figures_after_its_turn() -> None:
    text = (
        "Priya: A man in Paignton offered me two thousand two hundred pounds for the van.\n\n"
        "Tomasz: Take it! Mine went for nine hundred, three weeks ago.\n\n"
        "Priya: Maybe."
    )
    (chunk,) = chunk_text(text, date="2024-02-29", passage_tokens=100)
    assert chunk.content == (
        "[2024-02-29, 29 February 2024]\n"
        "Priya: A man in Paignton offered me two thousand two hundred pounds for the van. "
        "[two thousand two hundred pounds = £2,200]\n\n"
        "Tomasz: Take it! Mine went for nine hundred, three weeks ago. "
        "[three weeks ago = around 8 February 2024 (2024-02-08); nine hundred = 900]\n\n"
        "Priya: Maybe."
    )


def test_figures_are_noted_without_a_date_too() -> None:
    (chunk,) = chunk_text("Priya: It cost fifty pounds.\nTomasz: Cheap!")
    assert chunk.content == "Priya: It cost fifty pounds. [fifty pounds = £50]\nTomasz: Cheap!"
    prose = "The repair cost fifty pounds."
    assert chunk_text(prose)[0].content == prose  # prose keeps its own words


def test_a_memory_carries_the_figures_of_its_amounts(
    make_engine: Callable[..., Engine],
) -> None:
    engine = make_engine(extractor=RuleExtractor())
    said = "I sold my old van to a farmer in Allendale for three thousand two hundred pounds."
    engine.documents.add("alex", DocumentInput(id="van", content=said, date="2024-05-04"))
    assert engine.worker.drain(30)
    texts = [m.text for m in engine.memories.listing("alex", None, True, "createdAt", False)]
    assert any("three thousand two hundred pounds (£3,200)" in text for text in texts), texts
