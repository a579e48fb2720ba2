"""Proper-case chat between two friends (issue #15), round 2: full sentences, names,
relative dates. The sentences are our own. 14 March 2024 is a Thursday.
"""

from __future__ import annotations

from datetime import date

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts

THURSDAY = date(2024, 3, 14)


def texts(*lines: str, day: date = THURSDAY) -> list[str]:
    content = "\n".join(lines)
    return [fact.text for fact in extract_facts(ExtractionInput(content, day))]


def test_a_yes_followed_by_a_gift_confirms_no_buying() -> None:
    facts = texts(
        "Wren: Is that a new banjo? Did you buy it?",
        "Tobias: Yes! My uncle gave it to me for Christmas.",
    )
    assert not any("bought" in fact for fact in facts), facts
    assert any(fact.startswith("Tobias's uncle gave the new banjo") for fact in facts), facts


def test_a_plain_yes_still_confirms_what_was_done() -> None:
    facts = texts("Wren: Did you knit that scarf?", "Tobias: Yes! It took me three weeks.")
    assert any(fact.startswith("Tobias knitted") for fact in facts), facts


def test_why_a_place_makes_there_that_place() -> None:
    facts = texts(
        "Wren: Why Halifax?",
        "Tobias: We've always wanted to live there.",
    )
    assert facts == ["Tobias and others have always wanted to live in Halifax."]


def test_why_a_place_leaves_an_answer_naming_its_own_place() -> None:
    facts = texts("Wren: Why Halifax?", "Tobias: We met in Oslo and loved it there.")
    assert not any("Halifax" in fact for fact in facts), facts


def test_a_relative_doing_with_the_speaker_what_the_speaker_entered() -> None:
    facts = texts(
        "Wren: I entered the Harbour Swim next month. My brother Nils is doing it with me.",
    )
    assert any(
        fact.startswith("Wren's brother Nils is doing the Harbour Swim with") for fact in facts
    ), facts


def test_a_relative_doing_it_with_no_entry_before_forms_no_thing() -> None:
    facts = texts("Wren: I bought the paint yesterday. My brother is doing it with me.")
    assert not any("doing the paint" in fact for fact in facts), facts


def test_two_named_children_each_with_a_past_verb() -> None:
    facts = texts(
        "Wren: How are the kids?",
        "Tobias: Really well! Ottilie started violin lessons in January and Rune joined "
        "the chess club.",
    )
    assert any(fact.startswith("Ottilie started violin lessons in January 2024") for fact in facts)


def test_a_place_or_a_season_opening_beside_a_name_is_no_name() -> None:
    assert texts("Tobias: Portugal changed everything and Sofia loved the food.") == []
    assert texts("Tobias: Christmas arrived early and Sofia opened her presents.") == []


def test_a_name_after_the_names_a_thing_no_he_can_be() -> None:
    facts = texts(
        "Wren: Which marathon?",
        "Tobias: The Boston one. He ran his first half marathon last spring.",
    )
    assert not any(fact.startswith("Boston") for fact in facts), facts


def test_how_is_your_relative_answered_by_a_name() -> None:
    facts = texts(
        "Wren: How's your wife?",
        "Tobias: Greta is great, she's training for a triathlon in June.",
    )
    assert "Tobias's wife is Greta." in facts
    assert any(fact.startswith("Greta is training for a triathlon in June 2024") for fact in facts)


def test_how_is_your_relative_answered_by_calling_the_asker() -> None:
    assert texts("Wren: How's your wife?", "Tobias: Wren, she's fine.") == []


def test_how_is_your_pet_answered_by_a_name() -> None:
    facts = texts("Wren: How's your dog?", "Tobias: Juniper is great, thanks.")
    assert facts == ["Tobias's dog is Juniper."]


def test_it_reminds_me_of_someone_is_no_aside_to_cut() -> None:
    facts = texts("Tobias: It reminds me of my uncle, he used to fix clocks.")
    assert not any(fact.startswith("Of ") for fact in facts), facts
    assert texts("Tobias: That reminds me, I booked the ferry to Skye.") == [
        "Tobias booked the ferry to Skye."
    ]


def test_one_of_your_things_is_the_it_of_the_answer() -> None:
    facts = texts(
        "Wren: Is that one of your vases on the shelf?",
        "Tobias: Yes, I threw it on the wheel last weekend.",
    )
    assert any(fact.startswith("Tobias threw the vase on the wheel") for fact in facts), facts


def test_no_i_left_after_are_you_still_at_a_place() -> None:
    facts = texts(
        "Wren: Are you still at the print shop?",
        "Tobias: No, I left in January. I teach art now.",
    )
    assert "Tobias left the print shop in January 2024." in facts, facts


def test_no_i_left_after_are_you_still_with_someone_names_nothing() -> None:
    facts = texts("Wren: Are you still with Ingrid?", "Tobias: No, I left.")
    assert not any("left" in fact for fact in facts), facts


def test_them_after_a_verb_and_a_gerund_is_not_the_verb_read_as_a_plural() -> None:
    facts = texts("Tobias: Just some raspberries. My son Emil loves picking them.")
    assert not any("picking them" in fact for fact in facts), facts


def test_the_relative_asked_about_and_named_is_no_rival_to_a_she() -> None:
    facts = texts("Wren: How is your sister doing?", "Tobias: Ylva is great! She just got engaged.")
    assert "Tobias's sister is Ylva." in facts
    assert any(fact.startswith("Ylva just got engaged") for fact in facts), facts
