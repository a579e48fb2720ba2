"""Counted answers, a place answer with a detail, and notes to self (issue #15, session 28).

"how many pets have you got?" - "two. a terrapin and a cockatiel" says which animals, not
only how many; "how many are coming?" - "eleven, it's my whole bell-ringing team" says
the speaker is in that team; "where's home these days?" - "Aberystwyth, near the pier"
says where they live. Near-misses (a list that is not all animals, a count the list does
not match, a group named by nothing but "work", a joke) form nothing new.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts

DAY = date(2024, 5, 15)


def texts(*lines: str) -> list[str]:
    content = "\n".join(lines)
    return [fact.text for fact in extract_facts(ExtractionInput(content, DAY))]


# --- counted answers ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("question", "answer", "expected"),
    [
        (
            "how many pets have you got now?",
            "two. a terrapin and a very loud cockatiel",
            ["Noor has a terrapin and a cockatiel."],
        ),
        (
            "How many pets do you have?",
            "Three: a dog, a cat and a ginger kitten.",
            ["Noor has a dog, a cat and a ginger kitten."],
        ),
        (
            "how many animals do you have?",
            "four: a horse, a pony, a goat and a donkey",
            ["Noor has a horse, a pony, a goat and a donkey."],
        ),
        (
            "how many dogs have you got?",
            "two, a whippet and an old spaniel",
            ["Noor has a whippet and a spaniel."],
        ),
    ],
)
def test_counted_animals_named_by_kind(question: str, answer: str, expected: list[str]) -> None:
    assert texts(f"Ilse: {question}", f"Noor: {answer}") == expected


@pytest.mark.parametrize(
    "answer",
    [
        "two. a dog and a lot of noise",  # not an animal
        "two. a dog, a cat and a rabbit",  # three named, two counted
        "two",
    ],
)
def test_counted_animals_keep_the_count_otherwise(answer: str) -> None:
    assert texts("Ilse: how many pets have you got?", f"Noor: {answer}") == ["Noor has two pets."]


def test_counted_animals_of_someone_else_keep_the_count() -> None:
    said = texts("Ilse: how many dogs does Kit have now?", "Noor: two, a whippet and a spaniel")
    assert said == ["Kit has two dogs."]


@pytest.mark.parametrize(
    ("question", "answer", "expected"),
    [
        (
            "how many are coming?",
            "eleven, it's my whole bell-ringing team",
            ["Noor is in a bell-ringing team."],
        ),
        (
            "How many people are you bringing?",
            "Eleven - it's our entire netball squad!",
            ["Noor is in a netball squad."],
        ),
        ("how many are coming?", "eleven, it's my whole team", []),
        ("how many are coming?", "eleven, it's my whole work team", []),
        ("how many are coming?", "twelve, it's my whole family", []),
        ("how many are coming?", "eleven, it's my whole Sunday league team", []),
        ("what time are you coming?", "eleven, it's my whole bell-ringing team", []),
    ],
)
def test_counted_group(question: str, answer: str, expected: list[str]) -> None:
    assert texts(f"Ilse: {question}", f"Noor: {answer}") == expected


# --- where is home ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("question", "answer", "expected"),
    [
        ("where's home these days?", "Aberystwyth, near the pier", ["Noor lives in Aberystwyth."]),
        (
            "so where is home now?",
            "Aberystwyth, just outside the town",
            ["Noor lives in Aberystwyth."],
        ),
        ("where do you call home?", "Aberystwyth, on the seafront", ["Noor lives in Aberystwyth."]),
        (
            "where are you living now?",
            "Aberystwyth, by the harbour",
            ["Noor lives in Aberystwyth."],
        ),
        ("where's home these days?", "still Leeds", ["Noor lives in Leeds."]),
        ("where's home?", "Cork originally", ["Noor is from Cork."]),
        ("where's home?", "Leeds, born and raised", ["Noor is from Leeds."]),
        ("where's home these days?", "the moon haha", []),
        ("where's home these days?", "between Leeds and London", []),
        ("where is home for you?", "Glasgow, but I grew up in Fife", ["Noor lives in Glasgow."]),
        ("where are you living now?", "the moon haha", []),
    ],
)
def test_where_home(question: str, answer: str, expected: list[str]) -> None:
    assert texts(f"Ilse: {question}", f"Noor: {answer}") == expected


def test_whereabouts_with_a_purpose() -> None:
    said = texts(
        "Assistant: Whereabouts do you live, so I can suggest walks nearby?",
        "User: Aberystwyth, near the pier",
    )
    assert said == ["The user lives in Aberystwyth."]


# --- notes to self ------------------------------------------------------------------


def facts(*lines: str) -> list[tuple[str, str, str]]:
    content = "\n".join(lines)
    found = extract_facts(ExtractionInput(content, DAY))
    return [(fact.subject, fact.text, fact.kind) for fact in found]


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        (
            ["Reminder: the recycling round in Larch Avenue has moved to Wednesdays."],
            [
                (
                    "the recycling round in Larch Avenue",
                    "The recycling round in Larch Avenue is on Wednesdays.",
                    "durable",
                )
            ],
        ),
        (
            ["User: reminder - the farmers' market is now on Saturdays and Sundays"],
            [
                (
                    "the farmers' market",
                    "The farmers' market is on Saturdays and Sundays.",
                    "durable",
                )
            ],
        ),
        (
            ["Note: Dr Okafor's surgery has moved to 22 Tanner Lane."],
            [("Dr Okafor", "Dr Okafor's surgery is at 22 Tanner Lane.", "durable")],
        ),
    ],
)
def test_note_of_a_regular_day_or_address(
    lines: list[str], expected: list[tuple[str, str, str]]
) -> None:
    assert facts(*lines) == expected


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "note to self: the van's MOT runs out in August 2025",
            "The user's van's MOT runs out in August 2025.",
        ),
        (
            "User: note to self: the van's MOT runs out in August 2025",
            "The user's van's MOT runs out in August 2025.",
        ),
        (
            "User: Reminder: the boiler service is due in October",
            "The user's boiler service is due in October 2024.",
        ),
        (
            "User: Reminder: the boiler is due a service in November",
            "The user's boiler is due a service in November 2024.",
        ),
        (
            "User: todo: the home insurance renews on 1 June",
            "The user's home insurance renews on 1 June 2024 (2024-06-01).",
        ),
    ],
)
def test_note_of_what_the_writer_owns(line: str, expected: str) -> None:
    assert [text for _, text, _ in facts(line)] == [expected]


@pytest.mark.parametrize(
    "lines",
    [
        # not a note: a chat turn without the opening
        ["User: the van's MOT runs out in August 2025", "Assistant: noted"],
        ["User: the recycling is now on Tuesdays", "Assistant: ok"],
        ["Ana: reminder: the bins have moved to Thursdays", "Bo: thanks"],
        # the thing owned, but nothing about when it falls due
        ["note to self: the car is making a weird noise"],
        ["Note: the car's MOT is a pain"],
        ["Note: the warranty expires in May."],  # whose warranty, for what?
        # no schedule: what is on that day is not a round, a class or a club
        ["Note: the office has moved to Tuesdays"],
        ["Reminder: the problem is on Mondays"],
        # a task, not a fact
        ["User: todo: book the MOT"],
    ],
)
def test_notes_near_misses(lines: list[str]) -> None:
    assert facts(*lines) == []


# --- review fixes (session 28) ------------------------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        "the meeting has moved to Thursdays.",  # which meeting?
        "Reminder: the class is on Mondays now",
        "note: the bins are on thursdays now",
    ],
)
def test_note_of_a_bare_regular_thing_forms_nothing(line: str) -> None:
    assert facts(line) == []


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "the bin collection is on thursdays now",
            ("the bin collection", "The bin collection is on Thursdays.", "durable"),
        ),
        (
            "reminder: the yoga class has moved to mondays and wednesdays",
            ("the yoga class", "The yoga class is on Mondays and Wednesdays.", "durable"),
        ),
        (
            "note: the market in Otley is now on saturdays",
            ("the market in Otley", "The market in Otley is on Saturdays.", "durable"),
        ),
    ],
)
def test_note_of_regular_days_in_lower_case(line: str, expected: tuple[str, str, str]) -> None:
    assert facts(line) == [expected]


# --- asked to remember, appointments and callers in notes (session 38) ---------------------
# DAY is Wednesday 15 May 2024.


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "User: remind me that the optician is on Friday at 10am",
            "The user has got the optician on Friday, 17 May 2024 (2024-05-17) at 10am.",
        ),
        (
            "User: Don't let me forget that the blood test is next Tuesday.",
            "The user has got the blood test on Tuesday, 21 May 2024 (2024-05-21).",
        ),
        (
            "User: Please remember that I'm allergic to shellfish.",
            "The user is allergic to shellfish.",
        ),
        (
            "User: Can you remember I'm gluten-free? Then suggest a pudding.",
            "The user is gluten-free.",
        ),
        (
            "User: Note to self: the scissor sharpener comes on the last Monday of every month.",
            "The user's scissor sharpener comes on the last Monday of every month.",
        ),
        (
            "User: reminder: the window cleaner comes every third Thursday",
            "The user's window cleaner comes every third Thursday.",
        ),
    ],
)
def test_asked_to_remember_and_callers(line: str, expected: str) -> None:
    assert expected in [text for _, text, _ in facts(line)]


@pytest.mark.parametrize(
    "lines",
    [
        # a shared past asked about, not a request to keep anything
        ["User: Remember the old boathouse? They've painted it blue."],
        # no day: where the dentist is, not an appointment
        ["User: remind me that the dentist is on holiday"],
        # a pair chat: "remind me" is no note there, and the dentist may be anyone's
        ["Ivo: remind me that the dentist is on Thursday", "Pia: will do"],
        # a caller with no day or round
        ["User: note to self: the window cleaner comes when he feels like it"],
        # where someone is, not when: no appointment
        ["User: remind me that the doctor is next door"],
        ["User: remind me that the consultant is on the 4th floor"],
        ["User: remind me that the vet is on 9th Street"],
        # what the app keeps, asked about, not a fact to keep
        ["User: Will you remember my husband is diabetic if I log out?"],
        ["User: Could you remember I'm vegan next time I ask?"],
    ],
)
def test_asked_to_remember_near_misses(lines: list[str]) -> None:
    assert facts(*lines) == []


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "User: remind me that my optician is on Friday at 10am",
            "The user has got their optician on Friday, 17 May 2024 (2024-05-17) at 10am.",
        ),
        (
            "User: remind me that our vet is next Tuesday",
            "The user has got their vet on Tuesday, 21 May 2024 (2024-05-21).",
        ),
    ],
)
def test_a_note_of_my_appointment_takes_no_the(line: str, expected: str) -> None:
    found = [text for _, text, _ in facts(line)]
    assert expected in found, found
    assert not [text for text in found if "the their" in text or "the my" in text], found
