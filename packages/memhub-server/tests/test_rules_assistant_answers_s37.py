"""Assistant chats: notes to self, facts told while asking for help, and short answers read
with the question they answer (issue #15, session 37).

A note to self may open "reminder for me:"; a tradesperson "coming on" a day is the
writer's visit; a round may come "every other Friday" or "on the second Tuesday of every
month". Near-misses (a storm coming, a meeting every week, a note with no day) form
nothing new.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts

DAY = date(2024, 9, 10)


def texts(*lines: str) -> list[str]:
    content = "\n".join(lines)
    return [fact.text for fact in extract_facts(ExtractionInput(content, DAY))]


# --- notes to self --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("note", "expected"),
    [
        (
            "Reminder for me: Grandad's hearing check is on the 2nd of October.",
            "The user's grandad's hearing check is on 2 October 2024 (2024-10-02).",
        ),
        (
            "Note for me: Mum's flu jab is on the 18th of September.",
            "The user's mum's flu jab is on 18 September 2024 (2024-09-18).",
        ),
        (
            "Note to self: the window fitter is coming on the 24th of September.",
            "The user's window fitter is coming on 24 September 2024 (2024-09-24).",
        ),
        (
            "Reminder: the chimney sweep comes on the 19th of September.",
            "The user's chimney sweep is coming on 19 September 2024 (2024-09-19).",
        ),
        (
            "Note to self: the food waste goes out every other Wednesday.",
            "The food waste goes out every other Wednesday.",
        ),
        (
            "Reminder: the glass recycling goes out every second Friday, starting on the 20th.",
            "The glass recycling goes out every second Friday.",
        ),
        (
            "Note to self: the bin men in Tollgate Lane come on the last Thursday of every month.",
            "The bin men in Tollgate Lane come on the last Thursday of every month.",
        ),
    ],
)
def test_note_to_self_forms_the_fact(note: str, expected: str) -> None:
    assert expected in texts(f"User: {note}")


@pytest.mark.parametrize(
    "note",
    [
        "Note to self: the storm is coming on Friday.",
        "Note to self: the meeting comes every Tuesday.",
        "Note to self: the plumber is nice.",
        "Reminder for me: buy more bin bags.",
    ],
)
def test_note_without_a_visit_or_round_forms_nothing(note: str) -> None:
    assert texts(f"User: {note}") == []


def test_a_visit_said_in_chat_is_not_a_note() -> None:
    # only a note makes "the engineer" the writer's own
    assert texts("Ann: The engineer is coming on the 24th of September.") == []


# --- a restatement confirmed ------------------------------------------------------------


@pytest.mark.parametrize(
    ("prompt", "answer", "expected"),
    [
        (
            "You said that you coach the under-tens at the hockey club. Is that right?",
            "Yes, that's right, every Saturday morning.",
            "The user coaches the under-tens at the hockey club every Saturday morning.",
        ),
        (
            "So you sing in the cathedral choir. Have I got that right?",
            "Yes, on Wednesdays and Sundays.",
            "The user sings in the cathedral choir on Wednesdays and Sundays.",
        ),
        (
            "You mentioned that your sister Ilka is a glassblower?",
            "Yes, for twenty years now.",
            "The user's sister Ilka is a glassblower.",
        ),
        (
            "You're still driving the school bus, aren't you?",
            "Yes, still, though I've dropped the afternoon run.",
            "The user is still driving the school bus (as of 10 September 2024).",
        ),
    ],
)
def test_a_restatement_confirmed_is_the_fact(prompt: str, answer: str, expected: str) -> None:
    assert expected in texts("User: Hello.", f"Assistant: {prompt}", f"User: {answer}")


def test_the_clause_after_the_yes_is_read_too() -> None:
    facts = texts(
        "Odile: You and Bram sold the narrowboat, didn't you?",
        "Pia: We did, in July, and I've bought a canoe instead.",
    )
    assert "Pia and Bram sold the narrowboat in July 2024." in facts
    assert "Pia has bought a canoe instead." in facts


@pytest.mark.parametrize(
    "answer",
    [
        "No, the town library.",
        "Not any more.",
        "No, I gave that up in spring.",
        "Hmm, not really.",
    ],
)
def test_a_restatement_denied_forms_nothing_of_it(answer: str) -> None:
    facts = texts(
        "User: Hello.",
        "Assistant: You said that you volunteer at the county library. Is that right?",
        f"User: {answer}",
    )
    assert not any("county library" in fact for fact in facts)


# --- "who did it?", "whose is it?" ------------------------------------------------------


def test_who_made_the_thing_named_with_the() -> None:
    facts = texts("Rafe: Who carved the owl by your gate?", "Ines: My grandad did, years ago.")
    assert "Ines's grandad carved the owl by Ines's gate." in facts or any(
        fact.startswith("Ines's grandad carved the owl") for fact in facts
    )


@pytest.mark.parametrize(
    ("question", "answer", "expected"),
    [
        (
            "Whose is the old Morris Traveller you mentioned?",
            "My uncle's. He bought it new in 1969.",
            "Ines's uncle owns the old Morris Traveller.",
        ),
        (
            "Whose is the big green tractor parked by the barn?",
            "My cousin's.",
            "Ines's cousin owns the big green tractor.",
        ),
        (
            "Whose is the shaggy pony in your field?",
            "She's my niece's. She's here until the spring.",
            "Ines's niece owns the shaggy pony.",
        ),
    ],
)
def test_whose_thing_told(question: str, answer: str, expected: str) -> None:
    facts = texts(f"Rafe: {question}", f"Ines: {answer}")
    assert expected in facts
    assert not any(fact.startswith("Ines's niece is here") for fact in facts)


# --- facts told while asking for help ---------------------------------------------------


@pytest.mark.parametrize(
    ("request_", "expected"),
    [
        (
            "I've torn a ligament in my knee; could you suggest exercises I can do sitting down?",
            "The user has torn a ligament in their knee.",
        ),
        (
            "I've just started keeping bees - how do I stop them swarming?",
            "The user has just started keeping bees.",
        ),
        (
            "Could you write a card for my aunt Rosamund, who has just retired from the shop?",
            "The user's aunt Rosamund has just retired from the shop.",
        ),
    ],
)
def test_fact_inside_a_request(request_: str, expected: str) -> None:
    assert expected in texts(f"User: {request_}")


@pytest.mark.parametrize(
    "request_",
    [
        "Should my father, who's seventy-nine and lives alone, move nearer to me?",
        "Could you suggest a present for Thea, who'd love something handmade?",
        "What should I get Dominika, who thinks she has everything?",
        "I think I might be coming down with a cold; should I cancel?",
        "I was wondering can you help me?",
    ],
)
def test_request_without_a_fact_forms_nothing(request_: str) -> None:
    assert texts(f"User: {request_}") == []


def test_who_clause_after_i_need_help() -> None:
    facts = texts(
        "User: I'm a pharmacist in Tralee, and I need help with a card for my manager "
        "Eithne, who's leaving on the 30th of September after twenty years."
    )
    assert (
        "The user's manager Eithne is leaving on 30 September 2024 (2024-09-30) after "
        "twenty years." in facts
    )


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        (
            "I want to plan a picnic with my twin girls, Maeve and Orla.",
            "The user's twin girls are Maeve and Orla.",
        ),
        (
            "Can you suggest a game for my twin sons, Rory and Cathal?",
            "The user's twin sons are Rory and Cathal.",
        ),
    ],
)
def test_twins_named_in_a_request(said: str, expected: str) -> None:
    assert expected in texts(f"User: {said}")


# --- the asker's wrong restatement, corrected -------------------------------------------


@pytest.mark.parametrize(
    ("prompt", "answer", "expected"),
    [
        ("So you live in Portlaoise?", "No, Tullow, not Portlaoise.", "The user lives in Tullow."),
        ("So you live in Portlaoise?", "No, Tullow.", "The user lives in Tullow."),
        (
            "You work at the library in Carlow, right?",
            "No, Kilkenny.",
            "The user works at the library in Kilkenny.",
        ),
        (
            "So you've sung in the choir for twelve years?",
            "Eight years, not twelve.",
            "The user has sung in the choir for eight years.",
        ),
        ("So you teach chemistry?", "Biology, not chemistry.", "The user teaches biology."),
    ],
)
def test_a_wrong_restatement_corrected(prompt: str, answer: str, expected: str) -> None:
    facts = texts("User: Hello.", f"Assistant: {prompt}", f"User: {answer}")
    assert expected in facts
    assert not any(word in " ".join(facts) for word in ("Portlaoise", "Carlow", "twelve"))


@pytest.mark.parametrize(
    "answer", ["No, not any more.", "No, not really.", "Not now, not ever.", "No, you."]
)
def test_a_no_that_corrects_nothing_forms_nothing(answer: str) -> None:
    facts = texts("User: Hello.", "Assistant: So you live in Portlaoise?", f"User: {answer}")
    assert facts == []


@pytest.mark.parametrize(
    ("question", "answer", "wrong"),
    [
        ("Are you relocating to Sligo?", "No, Fiona.", "to Fiona"),
        ("Are you the one relocating to Sligo?", "No, Declan.", "to Declan"),
        ("So you teach in Athlone?", "No, Thursday.", "in on"),
        ("So you teach in Athlone?", "No, October.", "in October"),
    ],
)
def test_a_no_with_a_name_or_day_puts_no_place_right(
    question: str, answer: str, wrong: str
) -> None:
    facts = texts("Gwen: Hello.", f"Gwen: {question}", f"Rory: {answer}")
    assert not any(wrong in fact or "Athlone" in fact or "Sligo" in fact for fact in facts)


def test_a_no_with_another_place_still_puts_it_right() -> None:
    facts = texts("Gwen: So you teach in Athlone?", "Rory: No, Ballina.")
    assert "Rory teaches in Ballina." in facts


def test_a_mood_after_the_yes_is_no_fact() -> None:
    facts = texts(
        "Odile: You and Bram sold the narrowboat, didn't you?",
        "Pia: We did, in July, and we're both still stunned.",
    )
    assert facts == ["Pia and Bram sold the narrowboat in July 2024."]


def test_made_on_a_thing_of_the_one_asked() -> None:
    facts = texts("Rafe: Who painted the swallows on your shed?", "Ines: My nephew did.")
    assert facts == ["Ines's nephew painted the swallows on Ines's shed."]
