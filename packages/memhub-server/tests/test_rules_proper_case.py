"""Proper-case chat between two friends (issue #15): full sentences, names, relative
dates. The sentences are our own. 2 February 2024 is a Friday.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts

FRIDAY = date(2024, 2, 2)


def texts(*lines: str, day: date = FRIDAY) -> list[str]:
    content = "\n".join(lines)
    return [fact.text for fact in extract_facts(ExtractionInput(content, day))]


@pytest.mark.parametrize(
    ("said", "day", "formed"),
    [
        # "last weekend" is one weekend ago; "two weekends ago" the one before it
        (
            "Lucy: I adopted a puppy two weekends ago.",
            FRIDAY,
            "Lucy adopted a puppy on the weekend of 20 January 2024 (2024-01-20).",
        ),
        # said on the Sunday: this weekend is not one of those gone
        (
            "Lucy: We went camping three weekends back with the kids.",
            date(2024, 2, 4),
            "on the weekend of 13 January 2024 (2024-01-13)",
        ),
    ],
)
def test_weekends_ago(said: str, day: date, formed: str) -> None:
    facts = texts("Ben: How have you been?", said, day=day)
    assert any(formed in fact for fact in facts), facts


def test_it_for_a_thing_asked_about_takes_the() -> None:
    facts = texts(
        "Caroline: Is that a ukulele?",
        "Derek: Yes! My sister Hannah gave it to me for my birthday.",
    )
    assert any("gave the ukulele to" in fact for fact in facts), facts
    assert not any("the a " in fact for fact in facts), facts


@pytest.mark.parametrize(
    "said",
    [
        "Theo has been obsessed with trains lately.",
        "Theo has been really into trains since the summer.",
    ],
)
def test_named_person_has_been_into(said: str) -> None:
    facts = texts("Ben: How are the kids doing?", f"Lucy: {said}")
    assert any(fact.startswith("Theo has been") and "trains" in fact for fact in facts), facts


def test_made_for_a_relative_keeps_whom_and_names_them() -> None:
    facts = texts(
        "Ben: Congrats on finishing the class! What did you make?",
        "Lucy: A pair of bookends for my brother Felix.",
    )
    assert any("made a pair of bookends for" in fact and "Felix" in fact for fact in facts), facts
    assert "Lucy's brother is Felix." in facts, facts


def test_made_for_someone_not_a_relative_is_left_out() -> None:
    facts = texts("Ben: What did you make?", "Lucy: A pair of bookends for Felix.")
    assert not any("Felix" in fact for fact in facts), facts


@pytest.mark.parametrize(
    ("asked", "said", "formed"),
    [
        (
            "Are you still working at the garden centre?",
            "Yes, I've been a manager there for four years now.",
            "Lucy has been a manager at the garden centre for four years now.",
        ),
        (
            "Do you still volunteer at the food bank?",
            "No, I left there last spring.",
            "Lucy left the food bank in spring 2023.",
        ),
    ],
)
def test_there_is_the_workplace_asked_about(asked: str, said: str, formed: str) -> None:
    facts = texts(f"Ben: {asked}", f"Lucy: {said}")
    assert formed in facts, facts


@pytest.mark.parametrize("cry", ["Oh my gosh", "Oh my god", "My goodness"])
def test_my_gosh_is_no_possession(cry: str) -> None:
    facts = texts(
        "Rob: My husband Kofi and I are adopting a little boy in March!",
        f"Gina: {cry}, congratulations! That's the best news.",
    )
    assert not any(fact.startswith("Gina") for fact in facts), facts
    assert "Rob's husband is Kofi." in facts, facts


@pytest.mark.parametrize(
    "said",
    ["Wow. I'd love to see photos!", "I would love to see some pictures sometime."],
)
def test_asking_to_see_photos_is_no_memory(said: str) -> None:
    facts = texts("Rob: We hiked up to a glacier lake in the Alps.", f"Gina: {said}")
    assert not any(fact.startswith("Gina") for fact in facts), facts


@pytest.mark.parametrize(
    ("asked", "said", "formed"),
    [
        (
            "Is this a lighthouse?",
            "Yeah, it's from our trip to Nova Scotia in July. It's special to me.",
            "Tom and others went on a trip to Nova Scotia in July 2023.",
        ),
        (
            "Wow, where is this?",
            "That's from my ski trip to Andorra in March.",
            "Tom went on a ski trip to Andorra in March 2023.",
        ),
    ],
)
def test_shown_thing_from_a_trip(asked: str, said: str, formed: str) -> None:
    facts = texts(f"Nadia: {asked}", f"Tom: {said}", day=date(2023, 10, 20))
    assert formed in facts, facts


@pytest.mark.parametrize(
    ("asked", "said", "formed"),
    [
        (
            "Is this your own painting?",
            "Yes, I made it for my nephew's birthday last month.",
            "Melanie made the painting for their nephew's birthday in January 2024.",
        ),
        (
            "Is this a photo of your allotment?",
            "Yes, I took it last Sunday.",
            "Melanie took the photo of their allotment on Sunday, 28 January 2024 (2024-01-28).",
        ),
    ],
)
def test_it_is_the_thing_shown_in_the_answerers_words(asked: str, said: str, formed: str) -> None:
    facts = texts(f"Caroline: {asked}", f"Melanie: {said}")
    assert formed in facts, facts


@pytest.mark.parametrize(
    ("asked", "formed"),
    [
        (
            "How did the citizenship interview go?",
            "Caroline's citizenship interview went really well.",
        ),
        ("Hey! How did your piano recital go?", "Caroline's piano recital went really well."),
    ],
)
def test_how_did_it_go(asked: str, formed: str) -> None:
    facts = texts(f"Melanie: {asked}", "Caroline: Oh, it went really well, thanks for asking!")
    assert formed in facts, facts


@pytest.mark.parametrize("asked", ["How did the party go?", "How did your day go?"])
def test_how_did_it_go_of_no_one_in_particular(asked: str) -> None:
    facts = texts(f"Melanie: {asked}", "Caroline: It went really well, thanks for asking!")
    assert facts == [], facts


@pytest.mark.parametrize(
    "said",
    ["Yes, sadly. I'll make another one next week.", "I'm getting another one on Saturday."],
)
def test_another_one_alone_is_no_memory(said: str) -> None:
    facts = texts("Tom: Oh no! Did the teapot break?", f"Nadia: {said}")
    assert not any("another one" in fact for fact in facts), facts


def test_another_one_after_the_news_keeps_the_news() -> None:
    facts = texts(
        "Tom: How's the studio?", "Nadia: My dog knocked over my best bowl, so I made another one."
    )
    assert any(fact.startswith("Nadia's dog knocked over") for fact in facts), facts


def test_pronoun_right_after_a_name_given() -> None:
    facts = texts("Ben: Aww, what's the kitten's name?", "Lucy: His name is Bramble. He's a tabby.")
    assert "Bramble is a tabby." in facts, facts


def test_pronoun_of_the_other_sex_is_left() -> None:
    facts = texts("Ben: What's her name?", "Lucy: Her name is Wren. He's a vet in town.")
    assert not any(fact.startswith("Wren is a vet") for fact in facts), facts


def test_yes_no_question_it_is_the_answerers_news() -> None:
    facts = texts(
        "Joanna: Pretty good. I finished my first novel last Tuesday!",
        "Maria: That's huge! Are you sending it to any publishers?",
        "Joanna: Yes, I sent it to an agent in London yesterday.",
        day=date(2023, 6, 12),
    )
    assert (
        "Joanna sent the first novel to an agent in London on 11 June 2023 (2023-06-11)." in facts
    ), facts


@pytest.mark.parametrize(
    "asked",
    [
        "Oh cool. I read a book about them. Did you finish it?",  # the asker's own thing
        "Oh cool. Do you like it?",  # how the answerer finds it all
    ],
)
def test_yes_no_question_it_of_something_else(asked: str) -> None:
    facts = texts(
        "Joanna: I watched a documentary about octopuses.",
        f"Maria: {asked}",
        "Joanna: Yes, I finished it last night.",
        day=date(2023, 6, 12),
    )
    assert not any("documentary on" in fact for fact in facts), facts


def test_she_after_my_daughter_named_in_the_turn() -> None:
    facts = texts(
        "Jonas: Yeah, I glazed it myself! Anja loved it.",
        "Priya: My daughter Maya would adore that. She's really into ceramics lately.",
    )
    assert "Maya is really into ceramics lately." in facts, facts


def test_pronoun_after_a_relative_and_someone_else_is_left() -> None:
    facts = texts(
        "Jonas: How's everyone?",
        "Priya: My son Leo met Ana at school. She's moving to Oslo in May.",
    )
    assert not any("Leo is moving" in fact or "Ana is moving" in fact for fact in facts), facts
