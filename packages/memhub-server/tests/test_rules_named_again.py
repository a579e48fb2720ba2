"""The speaker named again in a clause whose subject is someone of theirs (rules/person.py).

"My boss asked me to lead it" is about the boss, so a "them" for the speaker would read
as someone else; the name is written again. Every sentence here is written for these
tests; the document date is 15 May 2024.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.person import SUBJECT, to_third_person

DAY = date(2024, 5, 15)


def texts(content: str) -> list[str]:
    return [fact.text for fact in extract_facts(ExtractionInput(content, DAY))]


@pytest.mark.parametrize(
    ("clause", "expected"),
    [
        ("My coach moved me up to the first team", "<S>'s coach moved <S> up to the first team"),
        ("My aunt left me her piano", "<S>'s aunt left <S> her piano"),
        (
            "My sister borrowed my tent for the festival",
            "<S>'s sister borrowed <S>'s tent for the festival",
        ),
        (
            "My uncle taught me to sail when I was nine",
            "<S>'s uncle taught <S> to sail when <S> was nine",
        ),
        # the speaker as the subject first: "their" is theirs, as before
        ("I lent my drill to my brother", "<S> lent their drill to their brother"),
        # a clause-final "me" and a new clause after a comma keep the pronoun
        ("My cats ignore me", "<S>'s cats ignore them"),
        ("My exam is on Friday, wish me luck", "<S>'s exam is on Friday, wish them luck"),
    ],
)
def test_a_clause_about_someone_of_the_speakers_names_the_speaker_again(
    clause: str, expected: str
) -> None:
    assert to_third_person(clause).replace(SUBJECT, "<S>") == expected


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "Wren: My manager offered me the team lead job.",
            "Wren's manager offered Wren the team lead job.",
        ),
        (
            "Wren: My cousin Ilse is moving in with me in July.",
            "Wren's cousin Ilse is moving in with Wren in July 2024.",
        ),
        (
            "Wren: My gran knitted me a jumper for the winter.",
            "Wren's gran knitted Wren a jumper for the winter.",
        ),
    ],
)
def test_the_fact_names_the_speaker_where_them_would_be_someone_else(
    line: str, expected: str
) -> None:
    assert expected in texts(line)


@pytest.mark.parametrize(
    "line",
    [
        # others' advice and nagging stay out with the name written in
        "Wren: My flatmates keep telling me to get a cat.",
        "Wren: My mum keeps asking me to move home.",
        # a remark about how others feel about the speaker
        "Wren: my neighbours hate me",
    ],
)
def test_what_others_say_or_feel_about_the_speaker_still_forms_nothing(line: str) -> None:
    assert texts(line) == []


# --- final checks on a formed fact: a joke taken back, a wish, a bare answer -----------


@pytest.mark.parametrize(
    ("content", "kept", "gone"),
    [
        (
            "Juno: I'm moving to Mars in August. Just kidding, I'm moving to Leeds in August.",
            "Juno is moving to Leeds in August 2024.",
            "Mars",
        ),
        (
            "Juno: Our puppy is called Sir Barksalot. Only joking, our puppy is called Rolo.",
            "Rolo",
            "Barksalot",
        ),
    ],
)
def test_a_joke_taken_back_forms_nothing_and_the_truth_after_it_stays(
    content: str, kept: str, gone: str
) -> None:
    formed = texts(content)
    assert any(kept in text for text in formed), formed
    assert not any(gone in text for text in formed), formed


@pytest.mark.parametrize(
    "content",
    [
        "Juno: My brother starts his new job on Monday.\nPell: Hope he likes it.",
        "Juno: Arlo has his driving test on Friday.\nPell: I hope Arlo passes.",
        "Juno: My aunt lent her van to Tamsin for the move.\nPell: Hope Tamsin brings it back.",
    ],
)
def test_a_listeners_good_wishes_form_no_fact(content: str) -> None:
    assert not any("hope" in text.lower() for text in texts(content))


@pytest.mark.parametrize(
    "content",
    [
        "Pell: Were you close?\nJuno: Yes, very.",
        "Pell: You play the cello?\nJuno: I'm learning.",
    ],
)
def test_a_bare_answer_that_needs_its_question_forms_nothing(content: str) -> None:
    assert texts(content) == []


def test_a_plan_hoped_for_and_a_skill_being_learnt_stay() -> None:
    assert texts("Juno: I hope to move to Lisbon next year.") == [
        "Juno hopes to move to Lisbon in 2025."
    ]
    assert texts("Juno: I'm learning the cello.")[0].startswith("Juno is learning the cello")


def test_who_they_are_stays_unresolved_with_the_speaker_named_again() -> None:
    formed = texts("Juno: My manager left in March and they gave me her job.")
    assert not any("they gave" in text for text in formed), formed


@pytest.mark.parametrize(
    "content",
    [
        "Juno: The recital is on the 12th. Actually the 14th, I misread the email.",
        "Juno: Correction, the party is on Sunday, not Saturday. Tamsin got the date wrong.",
    ],
)
def test_the_slip_behind_a_correction_is_no_fact(content: str) -> None:
    formed = texts(content)
    assert not any("misread" in text or "wrong" in text for text in formed), formed


def test_a_misreading_that_led_to_something_stays() -> None:
    formed = texts("Juno: I misread the signs and drove to Bath instead of Bristol yesterday.")
    assert any(text.startswith("Juno misread the signs") for text in formed), formed
