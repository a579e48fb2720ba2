"""Fresh chat written for session 34 (issue #15): kinds of news the rules missed.

A plural the speaker owns with "both", "all" or "still" before its verb ("my two
daughters both live in Canada"); "much prefer" and "paper ones" set against "e-books"; a
relative's news in their words with "finally" in it ("Mum says she's finally retiring");
a part of the body in a splint or cast told alone, and the mishap after it; an appointment
"booked for friday" named alone; a count of pets and then a list that counts them too
("Three: two budgies and an old tomcat"); a post held now ("yep, shift manager now") after
"do you still work at ...", typed with or without its question mark; deeds in a run after
"I've" ("I've sold the van, bought a tandem"); the day a "did ...?" answer gives ("I did,
in December"), and a deed of someone named that it confirms ("Did Priya pass?" - "She
did!"); an age said with "she'll be" and a clause after it; "she and her husband Kenelm"
as one subject; "the new man in your life, then?" asking who the partner is, and "His
name's Carl" answering who; news announced with "I should tell you:", and the one just
named by "Her name is Zuleika" kept through "she's nineteen, and she starts ..."; a race
time in three parts said after the race ("One hour twenty-four minutes and thirty
seconds"); "yep still got her, she's 9 now" to "do you still have that chinchilla"; "Twelve,
my whole canoe club." to "how many ...?"; "My son-in-law did." to "Who organised your
party?". Each has near-misses that must form nothing, or nothing wrong. 4 March 2024 is a
Monday.
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
            "Tom's driving test is booked for Friday, 8 March 2024 (2024-03-08).",
        ),
        (
            "Tom: MOT booked in for Thursday.",
            "Tom's MOT is booked for Thursday, 7 March 2024 (2024-03-07).",
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


@pytest.mark.parametrize(
    ("said", "facts"),
    [
        (
            "Tom: I've quit the choir, joined a band, and my wife and I are learning Welsh.",
            ["Tom has quit the choir.", "Tom joined a band."],
        ),
        (
            "Tom: We've sold the caravan, bought a boat.",
            ["Tom and others have sold the caravan.", "Tom and others bought a boat."],
        ),
    ],
)
def test_deeds_after_ive_read_apart(said: str, facts: list[str]) -> None:
    formed = texts(said)
    assert all(fact in formed for fact in facts)


@pytest.mark.parametrize(
    ("asked", "answer", "fact"),
    [
        (
            "Ann: Did you ever send the application?",
            "Tom: I did, in January.",
            "Tom sent the application in January 2024.",
        ),
        (
            "Ann: Did you sell the car?",
            "Tom: Yes, two weeks ago.",
            "Tom sold the car around 19 February 2024 (2024-02-19).",
        ),
        (
            "Ann: Did Priya pass her driving test?",
            "Tom: She did, last week!",
            "Priya passed her driving test in the week of 26 February 2024 (2024-02-26).",
        ),
        (
            "Ann: Did your brother move to Hull?",
            "Tom: Yes, in January.",
            "Tom's brother moved to Hull in January 2024.",
        ),
        (
            "Ann: Did Temitope move in?",
            "Tom: She did, on the 5th of January, with two suitcases.",
            "Temitope moved in on 5 January 2024 (2024-01-05).",
        ),
        (
            "Ann: How old is your grandad now?",
            "Tom: He'll be eighty on the 2nd of May, so we're throwing him a party.",
            "Tom's grandad turns 80 on 2 May 2024 (2024-05-02).",
        ),
    ],
)
def test_did_and_age_answers(asked: str, answer: str, fact: str) -> None:
    assert fact in texts(asked, answer)


@pytest.mark.parametrize(
    ("asked", "answer"),
    [
        ("Ann: Did Priya like the film?", "Tom: No, she didn't."),
        ("Ann: Did it rain at the wedding?", "Tom: Yes, on and off."),
        ("Ann: Did you move in yet?", "Tom: Yes, last week."),  # never "moved in yet"
    ],
)
def test_did_answers_that_form_nothing(asked: str, answer: str) -> None:
    assert texts(asked, answer) == []


def test_did_answer_with_a_but_keeps_only_what_it_says() -> None:
    formed = texts("Ann: Did Priya get the job?", "Tom: Yes, she did, but she hates it.")
    assert "Priya got the job." not in formed
    assert texts("Ann: Did you finish the marathon?", "Tom: I did, in four hours.") == [
        "Tom finished the marathon."
    ]


@pytest.mark.parametrize(
    ("lines", "fact"),
    [
        (
            (
                "Tryphena: I've lent my car to my sister Ismay.",
                "Caradoc: How is Ismay otherwise?",
                "Tryphena: Not great. She and her husband Kenelm are separating after ten years.",
            ),
            "Ismay and her husband Kenelm are separating after ten years (as of 4 March 2024).",
        ),
        (
            (
                "Manuela: Who's the new man in your life, then?",
                "Eirlys: Iestyn, a sheep shearer from Bala.",
            ),
            "Eirlys's new partner is Iestyn.",
        ),
        (
            ("Manuela: so who's the new woman in your life?", "Eirlys: Her name's Carys."),
            "Eirlys's new partner is Carys.",
        ),
        (
            ("Manuela: who's your new boss?", "Eirlys: Her name is Ana Lopes."),
            "Eirlys's new boss is Ana Lopes.",
        ),
        (
            ("Manuela: Where do you work now, then?", "Eirlys: At the bakery on Mill Street."),
            "Eirlys works at the bakery on Mill Street.",
        ),
    ],
)
def test_who_is_asked_and_told(lines: tuple[str, ...], fact: str) -> None:
    assert fact in texts(*lines)


@pytest.mark.parametrize(
    "lines",
    [
        ("Manuela: Is there a man in your life?", "Eirlys: Not at the moment."),
        ("Manuela: who's your new boyfriend?", "Eirlys: His name's a secret."),
    ],
)
def test_who_answers_that_form_nothing(lines: tuple[str, ...]) -> None:
    assert texts(*lines) == []


@pytest.mark.parametrize(
    ("said", "facts"),
    [
        (
            "Tryphena: Oh, I should tell you: I've taken on an apprentice. Her name is Zuleika,"
            " she's nineteen, and she starts on the 3rd of February.",
            [
                "Tryphena's new apprentice is called Zuleika.",
                "Zuleika starts on 3 February 2025 (2025-02-03).",
            ],
        ),
        (
            "Tom: We've hired a new barista. Her name is Ola, she's twenty, and she starts on"
            " Monday.",
            [
                "Tom's new barista is called Ola.",
                "Ola starts on Monday, 11 March 2024 (2024-03-11).",
            ],
        ),
        (
            "Tom: I should tell you, I'm moving to Leeds in May.",
            ["Tom is moving to Leeds in May 2024."],
        ),
        ("Tom: I should tell you that I hate surprises.", ["Tom hates surprises."]),
    ],
)
def test_news_told_after_its_announcement(said: str, facts: list[str]) -> None:
    formed = texts(said)
    assert all(fact in formed for fact in facts), formed


def test_a_she_after_someone_else_named_stays_unread() -> None:
    formed = texts(
        "Tom: We hired a cleaner and a cook. The cook is called Ana. Then Mia rang, and she"
        " starts on Monday."
    )
    assert not any("Ana starts" in fact for fact in formed)


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        (
            "Sam: I did the duathlon! One hour twenty-four minutes and thirty seconds, seven"
            " minutes faster than Yewande's time.",
            "Sam did the duathlon, in one hour twenty-four minutes and thirty seconds, seven"
            " minutes faster than Yewande's time.",
        ),
        (
            "Sam: I ran the half marathon on Sunday! Two hours, fourteen minutes and ten seconds.",
            "Sam ran the half marathon on Sunday, 3 March 2024 (2024-03-03), in two hours, fourteen"
            " minutes and ten seconds.",
        ),
        (
            "Sam: We walked up Snowdon on Saturday. Five hours, forty minutes.",
            "Sam and others walked up Snowdon on Saturday, 2 March 2024 (2024-03-02), in five"
            " hours,"
            " forty minutes.",
        ),
    ],
)
def test_time_taken_in_parts(said: str, fact: str) -> None:
    assert fact in texts(said)


def test_time_left_is_no_time_taken() -> None:
    assert texts("Sam: I did the washing up. Two hours to go.") == ["Sam did the washing up."]


@pytest.mark.parametrize(
    ("asked", "answer", "facts"),
    [
        (
            "Tam: wait do u still have that chinchilla",
            "Jojo: yep still got her, she's 9 now and still steals socks",
            [
                "Jojo still has the chinchilla.",
                "Jojo's chinchilla was 9 years old in March 2024 and still steals socks.",
            ],
        ),
        (
            "Tam: do you still have the old Vespa?",
            "Fliss: yep, still got it",
            ["Fliss still has the old Vespa."],
        ),
        ("Tam: do you still have the old Vespa?", "Fliss: nope, sold it in may", []),
        (
            "Assistant: How many people will you be cooking for?",
            "User: Twelve, my whole canoe club.",
            ["The user is in a canoe club."],
        ),
        ("Assistant: How many are coming?", "User: Twelve, my whole work team.", []),
        (
            "Severus: Who organised your retirement party? It was brilliant.",
            "Ariadne: My son-in-law did.",
            ["Ariadne's son-in-law organised the retirement party."],
        ),
        (
            "Severus: Who fixed your car?",
            "Ariadne: My dad did, in the end.",
            ["Ariadne's dad fixed the car."],
        ),
        (
            "Severus: Who organised your retirement party?",
            "Ariadne: No idea, it was a surprise.",
            [],
        ),
    ],
)
def test_still_had_counted_and_made(asked: str, answer: str, facts: list[str]) -> None:
    assert texts(asked, answer) == facts


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        (
            "Obadiah: On Monday I took my daughter Guinevere to the Chagall show in Kirkcaldy,"
            " and now she wants to be a painter.",
            "On Monday, 26 February 2024 (2024-02-26) Obadiah took their daughter Guinevere to"
            " the Chagall"
            " show in Kirkcaldy.",
        ),
        (
            "Obadiah: I bought a second-hand piano in May, and now it takes up the whole lounge.",
            "Obadiah bought a second-hand piano in May 2023.",
        ),
    ],
)
def test_a_closing_and_now_she_is_cut(said: str, fact: str) -> None:
    formed = texts(said)
    assert fact in formed
    assert not any(" she " in f or " it " in f for f in formed)
