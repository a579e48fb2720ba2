"""Requests to remember, remind or note, in assistant chats (issue #15, session 39).

A user who asks an assistant to keep something often asks in the middle of a turn, after a
thanks or an "Also,", and about one of their people as often as about themself: "Lovely.
Also, remind me that Seren has the dentist on Friday at 4pm", "And can you remember that
Tomos is allergic to sesame?". "note that ..." asks the same. A money day said with no
month ("my payday is the 15th") falls every month and is kept as said, not dated; a request
after a comma (", and suggest a budget") is no part of the fact. Near misses (a shared
past, a question about when, the assistant's wording, a day with its month, a one-off
about money) form nothing new.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.monthly import monthly_days
from memhub_server.pipeline.memory.rules.put_right import put_right

DAY = date(2024, 5, 15)  # a Wednesday


def texts(*lines: str) -> list[str]:
    return [fact.text for fact in extract_facts(ExtractionInput("\n".join(lines), DAY))]


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        (
            ["User: And can you remember that Tomos is allergic to sesame?"],
            "Tomos is allergic to sesame.",
        ),
        (
            ["User: Great, thanks. And can you remember that I've got a bad knee?"],
            "The user has got a bad knee.",
        ),
        (
            ["User: Perfect. Also, remind me that the optician is on Friday at 11am."],
            "The user has got the optician on Friday, 17 May 2024 (2024-05-17) at 11am.",
        ),
        (
            [
                "User: My son Iestyn is nine.",
                "Assistant: Lovely.",
                "User: ok. also remind me that Iestyn has a swimming gala on Saturday.",
            ],
            "Iestyn has a swimming gala on Saturday, 18 May 2024 (2024-05-18).",
        ),
        (
            ["User: cheers. remind me physio is fri 10am"],
            "The user has got the physio on Friday, 17 May 2024 (2024-05-17) at 10am.",
        ),
        (
            ["User: Note that my pension comes in on the 22nd."],
            "The user's pension comes in on the 22nd of each month.",
        ),
        (
            ["User: note the standing order for the allotment goes out on the 9th"],
            "The user's standing order for the allotment goes out on the 9th of each month.",
        ),
        (
            ["User: Note that my rent is due on the 2nd, and suggest a way to save."],
            "The user's rent is due on the 2nd of each month.",
        ),
        (
            ["User: I get paid on the 27th."],
            "The user gets paid on the 27th of each month.",
        ),
    ],
)
def test_asked_to_keep(lines: list[str], expected: str) -> None:
    assert expected in texts(*lines)


@pytest.mark.parametrize(
    "lines",
    [
        # a shared past asked about, after a lead word
        ["User: And remember the old lido? They've filled it in."],
        # asking when, not telling
        ["User: Also, can you remind me when the recycling goes out?"],
        ["User: remind me what the vet said"],
        # the assistant repeating it back: the assistant's words are no memory
        ["Assistant: Noted: your payday is the 15th."],
    ],
)
def test_asked_to_keep_near_misses(lines: list[str]) -> None:
    assert texts(*lines) == []


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        ("my payday is the 15th now", "my payday is the 15th of each month now"),
        (
            "Note that my savings day at the bank is the 6th",
            "Note that my savings day at the bank is the 6th of each month",
        ),
        ("our mortgage goes out on the 1st", "our mortgage goes out on the 1st of each month"),
        # with its month, a day; a one-off about money; a day at the bank; a birthday
        ("my rent is due on the 4th of June", "my rent is due on the 4th of June"),
        ("my pay rise starts on the 1st", "my pay rise starts on the 1st"),
        ("my appointment at the bank is on the 4th", "my appointment at the bank is on the 4th"),
        ("my last payday was the 28th", "my last payday was the 28th"),
        ("my birthday is the 4th", "my birthday is the 4th"),
    ],
)
def test_monthly_days(said: str, expected: str) -> None:
    assert monthly_days(said) == expected


# --- facts told while asking, and answers to the assistant ---------------------------


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        (
            ["User: Need a cake for Gethin, 50 on the 25th."],
            "Gethin is turning 50 on 25 May 2024 (2024-05-25).",
        ),
        (
            ["User: any ideas for a card for my aunt Non, turning 80 on Sunday?"],
            "The user's aunt Non is turning 80 on Sunday, 19 May 2024 (2024-05-19).",
        ),
        (
            [
                "User: I need a personal statement.",
                "Assistant: Happy to. What should it open with?",
                "User: That I've coached the under-twelves for six years.",
            ],
            "The user has coached the under-twelves for six years.",
        ),
    ],
)
def test_told_while_asking(lines: list[str], expected: str) -> None:
    assert expected in texts(*lines)


@pytest.mark.parametrize(
    "lines",
    [
        # bought, not asked for: the day may be the buying's
        ["User: I bought a card for Gethin, 50 on Friday."],
        # "That" not the speaker's clause, or no "what" asked
        ["User: hi", "Assistant: What should it say?", "User: That was a lovely evening."],
        ["User: hi", "Assistant: Shall I start now?", "User: That I've no idea."],
    ],
)
def test_told_while_asking_near_misses(lines: list[str]) -> None:
    said = texts(*lines)
    assert not any(word in text for text in said for word in ("turning", "evening", "idea"))


# --- the user putting the assistant right --------------------------------------------


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        (
            [
                "User: My daughter Elin can't have dairy.",
                "Assistant: Got it. Since Elin is allergic to eggs, I'll skip the meringue.",
                "User: Dairy, not eggs! Eggs are fine.",
            ],
            "Elin is allergic to dairy, not eggs.",
        ),
        (
            [
                "User: I work long shifts.",
                "Assistant: As you're a paramedic, let's keep the plan light.",
                "User: plumber not paramedic lol",
            ],
            "The user is a plumber, not a paramedic.",
        ),
    ],
)
def test_put_right(lines: list[str], expected: str) -> None:
    found = texts(*lines)
    assert expected in found
    assert not any("allergic to eggs." in text or "is a paramedic." in text for text in found)


@pytest.mark.parametrize(
    ("prompt", "answer"),
    [
        # the wrong word names a thing inside the clause, not what the clause says
        ("Since your tractor starts early, you could rest after lunch.", "combine not tractor"),
        # the prompt never said the word put right
        ("Shall I add a line for the cake?", "Scones, not biscuits!"),
        # no verb in the prompt's clause: a reminder's wording
        ("Reminder set: the dentist, Monday at 9am.", "Tuesday, not Monday!"),
        # "not" with no wrong word of the assistant's
        ("Do you like it?", "No, not really."),
    ],
)
def test_put_right_near_misses(prompt: str, answer: str) -> None:
    assert put_right(answer, prompt) == answer


# --- a request after what it asks to keep, a tradesman, the listener's "so ..." --------


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        (
            ["User: smear test fri 10am. remind me pls"],
            "The user has got the smear test on Friday, 17 May 2024 (2024-05-17) at 10am.",
        ),
        (
            ["User: Remind me that the gas man is coming on Monday at noon."],
            "The user's gas man is coming on Monday, 20 May 2024 (2024-05-20) at noon.",
        ),
        (
            ["User: my grandad uses a hearing aid, so speak slowly on the card"],
            "The user's grandad uses a hearing aid.",
        ),
        (
            ["User: I'm coeliac, so gluten-free recipes please"],
            "The user is coeliac.",
        ),
    ],
)
def test_kept_and_asked(lines: list[str], expected: str) -> None:
    assert expected in texts(*lines)


@pytest.mark.parametrize(
    "lines",
    [
        # the request after a remark with no appointment in it
        ["User: The optician was rude. remind me"],
        # an old man coming is no tradesman's visit
        ["User: remind me the old man is coming on Friday"],
    ],
)
def test_kept_and_asked_near_misses(lines: list[str]) -> None:
    assert texts(*lines) == []


def test_so_with_a_subject_stays() -> None:
    # "so" and a subject of its own: the speaker's news goes on, no request
    said = texts("User: My aunt is a florist, so she does the church flowers every Friday.")
    assert "The user's aunt does the church flowers every Friday." in said


# --- a statement, a semicolon, then the question ---------------------------------------


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "User: My daughter Lowri is nine, and she's got a peanut allergy; what can I bake?",
            "Lowri has got a peanut allergy.",
        ),
        (
            "User: Last week my uncle Hywel retired from the railway; could you draft a toast?",
            "In the week of 6 May 2024 (2024-05-06) the user's uncle Hywel retired from the "
            "railway.",
        ),
    ],
)
def test_statement_before_a_semicolon_question(line: str, expected: str) -> None:
    assert expected in texts(line)


def test_question_after_a_question_forms_nothing() -> None:
    assert texts("User: Is it windy on the coast; should I bring a kite?") == []


@pytest.mark.parametrize(
    "said",
    [
        # a ranking or a place in a row, not a day of the month
        "my mortgage is the 2nd biggest on the street",
        "our bank is the 1st on the right",
        "my loan is the 4th we've had",
        "my pension is the 3rd that I've claimed",
        "my salary is the 5th lowest in the team",
    ],
)
def test_an_ordinal_ranking_a_money_thing_is_no_monthly_day(said: str) -> None:
    assert monthly_days(said) == said


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        ("my rent is the 1st, worst day", "my rent is the 1st of each month, worst day"),
        ("my pay comes in on the 25th but", "my pay comes in on the 25th of each month but"),
        ("I get paid on the 28th so", "I get paid on the 28th of each month so"),
    ],
)
def test_a_monthly_day_before_a_clause_goes_on(said: str, expected: str) -> None:
    assert monthly_days(said) == expected
