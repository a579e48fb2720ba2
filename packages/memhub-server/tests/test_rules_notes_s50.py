"""Notes of session 50 (issue #15, rules/notes.py, rules/extractor.py).

A note dates an occasion however it was jotted: with no verb ("road test on Sunday the
22nd at eight"), with its new day after a change ("the school trip moved from Friday the
24th to Tuesday the 28th"), with whose it is ("Dina's field day is on ..."), with where it
is before its verb ("the Christmas play at the school is on ..."), or by a group's own verb
("the choir rehearses on ..."). A task a note sets its writer with a sum or a name in it is
the writer's ("pay the caterer 4,500 EGP by the 15th"), and a payment falls due or changes
("boat shed rent due 12th june", "rent goes up to 950 from july"). In a chat, someone's
occasion on its date is theirs whoever they are ("Camila's exam is on Friday").
14 March 2024 is a Thursday.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.notes import jotted_event

THURSDAY = date(2024, 3, 14)


def texts(*lines: str) -> list[str]:
    item = ExtractionInput("\n".join(lines), THURSDAY)
    return [fact.text for fact in extract_facts(item)]


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "Reminder: road test on Sunday the 17th of March at eight, at the test centre.",
            "The road test is on Sunday, 17 March 2024 (2024-03-17) at eight",
        ),
        (
            "Note: Upendo's graduation party on Saturday the 23rd of March at Grandma's, "
            "60 guests.",
            "Upendo's graduation party is on Saturday, 23 March 2024 (2024-03-23) at Grandma's",
        ),
        (
            "Note: council office appointment for the plot papers, Monday the 18th of March "
            "at 9:00, room 14.",
            "The council office appointment for the plot papers is on Monday, 18 March 2024 "
            "(2024-03-18) at 9:00",
        ),
        (
            "Note: Amani's school trip to the snake park moved from Friday the 15th to "
            "Tuesday the 19th of March, bring lunch.",
            "Amani's school trip to the snake park is on Tuesday, 19 March 2024 (2024-03-19)",
        ),
        (
            "Note: Dad's cardiology appointment moved from Thursday the 21st to Tuesday the "
            "26th of March, at 10:30 at the Hospital Cajuru.",
            "The user's dad's cardiology appointment is on Tuesday, 26 March 2024 (2024-03-26), "
            "at 10:30 at the Hospital Cajuru",
        ),
        (
            "Note: Dina's school field day is on Thursday the 21st of March at nine, at the "
            "club in Sporting.",
            "Dina's school field day is on Thursday, 21 March 2024 (2024-03-21) at nine, at the "
            "club in Sporting",
        ),
        (
            "Note: the Christmas play at Malte's school is on Thursday the 12th of December "
            "at five, and he is the third king.",
            "The Christmas play at Malte's school is on Thursday, 12 December 2024 (2024-12-12)",
        ),
        (
            "Note: the candombe group rehearses on Thursday the 21st of March at eight.",
            "The candombe group rehearses on Thursday, 21 March 2024 (2024-03-21) at eight",
        ),
        (
            "User: Note to self: Camila's Guaraní exam is on the 3rd of May.",
            "Camila's Guaraní exam is on 3 May 2024 (2024-05-03)",
        ),
        (
            "User: Note to self: dentist for both children on the 22nd of March at half past "
            "three.",
            "The user has got the dentist for both children on 22 March 2024 (2024-03-22)",
        ),
    ],
)
def test_an_occasion_a_note_dates(line: str, expected: str) -> None:
    assert any(text.startswith(expected) for text in texts(line)), texts(line)


@pytest.mark.parametrize(
    "clause",
    [
        "milk on Friday",  # no occasion
        "the car, Tuesday",
        "I've got the car service fri at 10am",  # the writer's own, read elsewhere
        "the school play is on Friday",  # has its verb: NOTE_EVENT's
        "party ideas for Saturday",  # "ideas" is what is jotted, not the party
        "the trip was great",
        "class on Monday",  # one bare word: maybe what is left of "no class on Monday"
        "Tom missed his test on Tuesday",
        "skip lunch on Friday",
        "my exam on Friday went fine",
    ],
)
def test_what_is_not_an_occasion_jotted_without_its_verb(clause: str) -> None:
    assert jotted_event(clause) is None


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "To do: pay the caterer 4,500 EGP for the henna night by the 15th of April.",
            "The user needs to pay the caterer 4,500 EGP for the henna night by 15 April 2024",
        ),
        (
            "User: note: pay Oskar back 200 shillings on friday",
            "The user needs to pay Oskar back 200 shillings on Friday, 15 March 2024",
        ),
        (
            "User: note: boat shed rent due 12th june",
            "The user's boat shed rent is due on 12 June 2024 (2024-06-12)",
        ),
        ("User: note: gym fees due fri", "The user's gym fees are due on Friday, 15 March 2024"),
        ("User: note: rent goes up to 950 from july", "The user's rent goes up to 950 from July"),
    ],
)
def test_a_task_or_payment_a_note_keeps(line: str, expected: str) -> None:
    assert any(text.startswith(expected) for text in texts(line)), texts(line)


@pytest.mark.parametrize(
    "line",
    [
        "Note: bring the receipts.",  # no one, no sum: an errand
        "Note: buy milk",
        "Note: call Mum on Sunday",  # a relative is no one named
        "User: note: Buy milk",  # the capital opens the note, no name
        "User: To do: Order more printer ink",
        "User: can you pay the 40 quid for me?",  # asked of the assistant, no note
    ],
)
def test_an_errand_is_no_task_worth_keeping(line: str) -> None:
    assert not any("needs to" in text for text in texts(line)), texts(line)


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("Ana: Camila's exam is on Friday.", "Camila's exam is on Friday, 15 March 2024"),
        (
            "Ana: Camila's school play was on Tuesday.",
            "Camila's school play was on Tuesday, 12 March 2024",
        ),
        (
            "Ana: Tobi's piano recital is on the 20th.",
            "Tobi's piano recital is on 20 March 2024",
        ),
    ],
)
def test_someones_occasion_on_its_date_in_a_chat(line: str, expected: str) -> None:
    assert any(text.startswith(expected) for text in texts(line, "Bo: ok")), texts(line)


@pytest.mark.parametrize(
    "line",
    [
        "Ana: Camila's exam is on her mind.",  # no date
        "Ana: Camila's exam was hard.",
        "Ana: Camila's sister is on holiday.",  # no occasion
    ],
)
def test_no_occasion_or_no_date_forms_no_dated_occasion(line: str) -> None:
    assert not any("(20" in text for text in texts(line, "Bo: ok")), texts(line)


@pytest.mark.parametrize(
    "line",
    [
        "User: note: no class on Monday",
        "User: note: no road test on Monday",
        "User: note: Dina's not having a party on Saturday",
    ],
)
def test_an_occasion_that_is_not_on_forms_nothing(line: str) -> None:
    assert not any(" is on " in text for text in texts(line, "Bo: ok")), texts(line)
