"""Fresh chat written for session 34 (issue #15): kinds of news the rules missed.

A plural the speaker owns with "both", "all" or "still" before its verb ("my two
daughters both live in Canada"); "much prefer" and "paper ones" set against "e-books"; a
relative's news in their words with "finally" in it ("Mum says she's finally retiring");
a part of the body in a splint or cast told alone, and the mishap after it; an appointment
"booked for friday" named alone; a count of pets and then a list that counts them too
("Three: two budgies and an old tomcat"); and a post held now ("yep, shift manager now")
after "do you still work at ...", typed with or without its question mark. Each has
near-misses that must form nothing, or nothing wrong. 4 March 2024 is a Monday.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts

MONDAY = date(2024, 3, 4)


def texts(*lines: str, day: date = MONDAY) -> list[str]:
    content = "\n".join(lines)
    return [fact.text for fact in extract_facts(ExtractionInput(content, day))]


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        # a plural owned, an adverb, then its plain verb
        ("Tom: My parents both work at the hospital.", "Tom's parents both work at the hospital."),
        ("Tom: My two sons still live at home.", "Tom's two sons still live at home."),
        (
            "Tom: I'm retired now, and my sisters all live in Leeds.",
            "Tom's sisters all live in Leeds.",
        ),
        # "much prefer", and the "ones" of the kind just named
        ("Tom: I much prefer e-books to paper ones.", "Tom much prefers e-books to paper ones."),
        (
            "Tom: I far prefer electric cars to petrol ones, to be honest.",
            "Tom far prefers electric cars to petrol ones.",
        ),
        ("Tom: We very much prefer the train.", "Tom and others very much prefer the train."),
        # a relative's own news, with an adverb kept
        (
            "Tom: Mum says she's finally retiring in December.",
            "Tom's mum is finally retiring in December 2024.",
        ),
        (
            "Tom: My brother told me he's officially joined the navy.",
            "Tom's brother has officially joined the navy.",
        ),
        ("Tom: Dad says he'll finally retire next year.", "Tom's dad will finally retire in 2025."),
        # a part of the body in a support, told alone, and how it happened
        (
            "Tom: wrist in a splint for 3 weeks, came off my unicycle",
            "Tom's wrist is in a splint for 3 weeks.",
        ),
        (
            "Tom: wrist in a splint for 3 weeks, came off my unicycle",
            "Tom came off their unicycle.",
        ),
        ("Tom: Arm in a cast, fell off a ladder at work.", "Tom's arm is in a cast."),
        ("Tom: Arm in a cast, fell off a ladder at work.", "Tom fell off a ladder at work."),
        (
            "Tom: left ankle in a moon boot for a month",
            "Tom's left ankle is in a moon boot for a month.",
        ),
        # an appointment named alone, booked for a day
        (
            "Tom: driving test booked for friday, bricking it",
            "Tom's driving test is booked for 8 March 2024 (2024-03-08).",
        ),
        (
            "Tom: MOT booked in for Thursday.",
            "Tom's MOT is booked for 7 March 2024 (2024-03-07).",
        ),
        (
            "Tom: Finally! Hospital appointment booked for the 14th.",
            "Tom's hospital appointment is booked for 14 March 2024 (2024-03-14).",
        ),
    ],
)
def test_news_told(said: str, fact: str) -> None:
    assert fact in texts(said)


@pytest.mark.parametrize(
    "said",
    [
        "Tom: My parents both think it's a bad idea.",
        "Tom: My kids both.",
        "Tom: I prefer the red ones.",  # which ones, the chat said
        "Tom: I much preferred the old ones.",
        "Tom: Mum says she's probably moving in May.",  # a hedge, not her news
        "Tom: Mum says he's finally leaving Leeds.",  # "he" is not Mum
        "Tom: Poor Bella, leg in a cast for a month.",  # Bella's leg
        "Tom: The dog's leg in a cast again.",
        "Tom: driving test booked for friday got cancelled",
        "Tom: Table booked for 8.",
        "Tom: the scan booked for Monday was fine",
    ],
)
def test_nothing_formed(said: str) -> None:
    assert texts(said) == []


@pytest.mark.parametrize(
    ("asked", "answer", "fact"),
    [
        (
            "Assistant: How many pets do you have?",
            "User: Three: two budgies and an old tomcat called Brigadier.",
            "The user has two budgies and a tomcat called Brigadier.",
        ),
        (
            "Assistant: how many pets have you got?",
            "User: four. two guinea pigs, a hamster and a corn snake",
            "The user has two guinea pigs, a hamster and a corn snake.",
        ),
        (
            "Lex: wait do u still work at the bowling alley",
            "Kels: yep, shift manager now lol",
            "Kels is the shift manager at the bowling alley now.",
        ),
        (
            "Lex: do you still work at the library?",
            "Kels: yes, head librarian now",
            "Kels is the head librarian at the library now.",
        ),
        (
            "Lex: hang on, are you still at the garage?",
            "Kels: yes, deputy manager now.",
            "Kels is the deputy manager at the garage now.",
        ),
    ],
)
def test_answers_read_with_the_question(asked: str, answer: str, fact: str) -> None:
    assert fact in texts(asked, answer)


@pytest.mark.parametrize(
    ("asked", "answer", "facts"),
    [
        # the list does not add up to the count, or names no animal: the count alone
        (
            "Assistant: how many pets have you got?",
            "User: three. two guinea pigs and a garden",
            ["The user has three pets."],
        ),
        (
            "Assistant: how many pets have you got?",
            "User: five: two guinea pigs and a hamster",
            ["The user has five pets."],
        ),
        # no post named: only that the speaker is still there
        (
            "Lex: do you still work at the bowling alley?",
            "Kels: yes, busier now",
            ["Kels still works at the bowling alley."],
        ),
        ("Lex: so are you still at the garage", "Kels: nope, left in may", []),
    ],
)
def test_answers_that_say_less(asked: str, answer: str, facts: list[str]) -> None:
    assert texts(asked, answer) == facts
