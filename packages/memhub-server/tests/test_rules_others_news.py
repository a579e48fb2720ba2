"""News about other people told in chat, in lower case as much as in proper case: a name
after an owned relative ("my cousin tavita"), one that sends a greeting ("ottoline says
hi"), one said alone after meeting someone, one that owns a relative ("bronagh's dad"),
a life event ("mirela broke her wrist"), a parent named by the bare word in another
language ("mama gets her results"), and a job no list names ("a volcanologist")."""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.casing import restored_names
from memhub_server.pipeline.memory.rules.text import passages

SATURDAY = date(2025, 3, 15)


def texts(content: str) -> list[str]:
    return [fact.text for fact in extract_facts(ExtractionInput(content, SATURDAY))]


def spelled(content: str) -> frozenset[str]:
    return restored_names(passages(content))[1]


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        (
            "Tomasz: ottoline says hi. she started at the new bakery on the quay on monday",
            "Ottoline started at the new bakery on the quay on Monday, 10 March 2025 (2025-03-10).",
        ),
        (
            "Tomasz: ok so i met someone. renata. she's a volcanologist, she studies etna",
            "Renata is a volcanologist, Renata studies etna.",
        ),
        (
            "Tomasz: mirela broke her wrist at the ice rink on sunday",
            "Mirela broke her wrist at the ice rink on Sunday, 9 March 2025 (2025-03-09).",
        ),
        (
            "Tomasz: also mama gets her scan results on thursday",
            "Tomasz's mama gets her scan results on Thursday, 20 March 2025 (2025-03-20).",
        ),
        (
            "Tomasz: papa had a fall in the garden on friday",
            "Tomasz's papa had a fall in the garden on Friday, 14 March 2025 (2025-03-14).",
        ),
        (
            "Tomasz: my cousin tavita got married in apia last weekend",
            "Tomasz's cousin Tavita got married in apia",
        ),
        ("Tomasz: big news, idris is pregnant!!", "Idris is pregnant (as of 15 March 2025)."),
        ("Tomasz: Renata is a cartographer", "Renata is a cartographer."),
    ],
)
def test_news_about_someone_named_forms_a_memory(content: str, expected: str) -> None:
    assert any(text.startswith(expected) for text in texts(content)), texts(content)


def test_a_name_typed_with_its_possessive_s_but_no_apostrophe() -> None:
    content = "Tomasz: ottoline says hi\nTomasz: ottolines dad came from gdansk to help"
    assert "Ottoline's dad came from gdansk to help." in texts(content)


@pytest.mark.parametrize(
    ("content", "name"),
    [
        ("Ana: my brother tomek and two of his mates", "Tomek"),
        ("Ana: bronagh's dad drove us", "Bronagh"),
        ("Ana: i met someone at the climbing wall. zofia. she fixes boats", "Zofia"),
        ("Ana: liesel sends her love", "Liesel"),
        ("Ana: my son marcus, he's four", "Marcus"),
    ],
)
def test_strong_evidence_makes_a_lower_case_word_a_name(content: str, name: str) -> None:
    assert name in spelled(content)


@pytest.mark.parametrize(
    "content",
    [
        "Ana: my brother gets married in june",
        "Ana: my boss quit",
        "Ana: my dad retired.",
        "Ana: my sister tonight, then my mum",
        "Ana: everyone's mum was there",
        "Ana: the bride's mum cried",
        "Ana: my son plays, my daughter sings",
        "Ana: i met someone. wow. he was rude",
        "Ana: i met someone. gorgeous. she's a chef",
        "Ana: met this guy at the gym, tall, he lifts",
        "Ana: production was moving to china",
    ],
)
def test_no_name_without_strong_evidence(content: str) -> None:
    assert spelled(content) == frozenset()


def test_a_name_said_after_meeting_someone_takes_the_she_after_it() -> None:
    content = (
        "Ana: he hates it, the garden is his. oh and i met someone at the choir. "
        "dorota. she repairs church clocks"
    )
    assert "Dorota repairs church clocks." in texts(content)


def test_one_introduced_with_a_comma_is_said_of_not_spoken_to() -> None:
    content = (
        "Ana: my cousin got married in lyon\n"
        "Ben: congrats to her!\n"
        "Ana: and i met someone at the wedding. teodor, he's a friend of the bride\n"
        "Ben: ooh what does he do\n"
        "Ana: he's a seismologist"
    )
    found = texts(content)
    assert "Teodor is a friend of the bride." in found
    assert "Teodor is a seismologist." in found


def test_a_lower_case_word_asked_after_is_a_name_when_the_answer_tells_of_a_he() -> None:
    content = "Ben: and oskar?\nAna: oskar has started judo, and he loves it"
    assert "Oskar has started judo." in texts(content)
    assert "Oskar" in spelled("Ben: and oskar?\nAna: oskar is good, he's on nights now")
    assert "Oskar" in spelled("Ben: hows oskar\nAna: good, tired, he's on nights now")


@pytest.mark.parametrize(
    "content",
    [
        "Ben: hows work\nAna: busy, he's never there, my boss",
        "Ben: and the garden?\nAna: overgrown, she never weeds it",
        "Ben: hows oskar\nAna: tired, it's been a long week",
        "Ben: and dinner?\nAna: she cooked lasagne",
        "Ben: and oskar?\nAna: good, he's on nights now",
    ],
)
def test_what_is_asked_after_is_no_name_without_a_he_or_she(content: str) -> None:
    assert spelled(content) == frozenset()


def test_a_sentence_taken_back_with_no_wait_forms_nothing() -> None:
    content = "Ana: my exam is on the 14th. no wait, they moved it to the 21st"
    assert texts("Ana: my exam is on the 14th.")
    found = texts(content)
    assert not any("14" in text for text in found), found


def test_someone_s_landlady_is_a_rival_for_a_she() -> None:
    content = "Ben: and oskar?\nAna: he lives in the flat of my landlady, mrs pryce, she feeds him"
    found = texts(content)
    assert not any("Oskar feeds" in text for text in found), found


def test_her_before_his_is_an_object_no_one_named() -> None:
    content = "Ben: hows oskar with the baby\nAna: he reads her his comics"
    assert not any("reads her" in text for text in texts(content))


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        ("Ana: big news. idris is pregnant!! due in october", "Idris is pregnant, due in October"),
        ("Ana: I'm expecting! due on the 2nd of june", "Ana is expecting, due on 2 June 2025"),
    ],
)
def test_a_due_date_said_after_a_pregnancy_joins_it(content: str, expected: str) -> None:
    assert any(text.startswith(expected) for text in texts(content)), texts(content)


def test_two_sentences_about_one_person_spliced_by_a_comma_are_read_apart() -> None:
    content = "Ben: hows the dig\nAna: and Teodor is here, he maps the old walls"
    assert "Teodor maps the old walls." in texts(content)


def test_a_name_owning_a_relative_without_its_apostrophe() -> None:
    content = "Ana: tomeks mum is having her knee done on friday so he's going home"
    found = texts(content)
    assert any(
        text.startswith("Tomek's mum is having her knee done on Friday, 21 March 2025")
        for text in found
    ), found
    assert not any("so is going" in text for text in found), found


def test_his_after_the_name_a_speaker_s_fact_opens_on_is_that_name_s() -> None:
    content = "Ana: jakub is moving to gdansk with his wife, so i'm buying his van"
    assert any(
        text.startswith("Jakub is moving to gdansk with his wife") for text in texts(content)
    )


def test_proper_case_meeting_after_oh_and() -> None:
    content = "Ana: Oh and I met someone at the lido. Dorota. She repairs church clocks."
    assert "Dorota repairs church clocks." in texts(content)
    assert "Idris is pregnant, due in October" in " ".join(
        texts("Ana: Idris is pregnant!! Due in October.")
    )


@pytest.mark.parametrize(
    "content",
    [
        "Ana: my sisters wedding was lovely",
        "Ana: my parents house is huge",
        "Ana: my kids nursery is shut",
        "Ana: my mum car is dead",
    ],
)
def test_a_possessive_without_its_apostrophe_names_no_one(content: str) -> None:
    assert spelled(content) == frozenset()
