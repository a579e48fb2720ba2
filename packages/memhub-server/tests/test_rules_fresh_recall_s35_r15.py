"""Formation on fresh proper-case chat (issue #15, session 35, R15).

Kinds of sentence that formed nothing or the wrong thing, each with wordings of our own:

* an injury makes a sentence-opening word a person ("Tom slipped on ice and cracked two
  ribs"), and an adverb may stand between a name and its verb ("Godwin finally has ...");
* a past event keeps without a "the week before" counted from a day another sentence gave;
* the speaker's news after "the same day" keeps the day said before it, though the clause
  before it leans on its context ("It melted three weeks ago, on the same day I ...");
* an "if" of politeness before a colon is no wish frame ("..., if you'll have me: I've
  booked ...");
* an age in weeks or months is an age ("Tegen is fifteen weeks old");
* a day a plan was moved to after a comma, and the start of a post one has just been
  made or promoted to, lie ahead;
* an answer's "he"/"she" is the relative the prompt's last question asks about, not one
  named in news before it.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts

DAY = date(2024, 3, 23)


def texts(*lines: str, day: date = DAY) -> list[str]:
    return [fact.text for fact in extract_facts(ExtractionInput("\n".join(lines), day))]


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "Mina: Tom slipped on ice and cracked two ribs.",
            "Tom slipped on ice and cracked two ribs.",
        ),
        (
            "Mina: Nia fell off her bike and broke her wrist.",
            "Nia fell off her bike and broke her wrist.",
        ),
        ("Mina: Rhys cracked two ribs playing rugby.", "Rhys cracked two ribs playing rugby."),
        (
            "Mina: Ines broke a toe on Saturday.",
            "Ines broke a toe on Saturday, 16 March 2024 (2024-03-16).",
        ),
        ("Mina: Maya finally passed her driving test.", "Maya finally passed her driving test."),
        (
            "Mina: Godwin finally has a date for his hip operation: the 9th of April.",
            "Godwin finally has a date for his hip operation: on 9 April 2024 (2024-04-09).",
        ),
    ],
)
def test_injury_or_adverb_after_a_name(line: str, expected: str) -> None:
    assert expected in texts(line)


@pytest.mark.parametrize(
    "line",
    [
        "Mina: Prices fell sharply and broke records.",
        "Mina: Snow fell on Monday and the trains stopped.",
        "Mina: Dinner finally arrived at ten.",
        "Mina: Everything eventually worked out.",
    ],
)
def test_no_person_without_one(line: str) -> None:
    assert texts(line) == []


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "Mina: Our drummer Wolstan slipped on ice the week before and cracked two ribs.",
            "Mina's drummer Wolstan slipped on ice and cracked two ribs.",
        ),
        (
            "Mina: My sister had the baby the day after, a boy called Ivo.",
            "Mina's sister had the baby, a boy called Ivo.",
        ),
    ],
)
def test_past_event_without_anchorless_day(line: str, expected: str) -> None:
    assert expected in texts(line)


@pytest.mark.parametrize(
    "line", ["Mina: We move the weekend before.", "Mina: I'm flying out the day after."]
)
def test_anchorless_day_ahead_still_forms_nothing(line: str) -> None:
    assert texts(line) == []


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "Mina: It melted three weeks ago, on the same day I adopted a cat!",
            "Mina adopted a cat around 2 March 2024 (2024-03-02).",
        ),
        (
            "Mina: It snowed on Monday, the same day I started my new job.",
            "Mina started their new job on Monday, 18 March 2024 (2024-03-18).",
        ),
        (
            "Mina: It broke down yesterday, the same day we moved into the new flat.",
            "Mina and others moved into the new flat on 22 March 2024 (2024-03-22).",
        ),
    ],
)
def test_own_news_on_the_same_day(line: str, expected: str) -> None:
    assert expected in texts(line)


def test_same_day_without_own_news_forms_nothing() -> None:
    assert texts("Mina: That was on Tuesday, the same day I would have gone.") == []


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "Mina: I'm planning to visit in the spring, if you'll have me: I've booked a "
            "flight to Teesside for the 17th of May.",
            "Mina has booked a flight to Teesside for 17 May 2024 (2024-05-17).",
        ),
        (
            "Mina: I'd love to stay for a week, if that's okay: I've already booked the "
            "ferry for the 3rd of June.",
            "Mina has already booked the ferry for 3 June 2024 (2024-06-03).",
        ),
    ],
)
def test_polite_if_is_no_wish_frame(line: str, expected: str) -> None:
    assert expected in texts(line)


@pytest.mark.parametrize(
    "line", ["Mina: If I won the lottery: I'd buy a boat.", "Mina: Only if it rains: we cancel."]
)
def test_wish_frame_still_holds(line: str) -> None:
    assert texts(line) == []


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        (
            (
                "Mina: My niece is called Tegen.",
                "Ola: How is she?",
                "Mina: Tegen is fifteen weeks old.",
            ),
            "Tegen was fifteen weeks old in March 2024.",
        ),
        (
            (
                "Mina: We got a puppy called Biscuit.",
                "Ola: How old?",
                "Mina: Biscuit is ten weeks old.",
            ),
            "Biscuit was ten weeks old in March 2024.",
        ),
        (("Mina: Ada is six months old now.",), "Ada was six months old in March 2024."),
    ],
)
def test_age_in_weeks_or_months(lines: tuple[str, ...], expected: str) -> None:
    assert expected in texts(*lines)


def test_weeks_that_are_no_age() -> None:
    found = texts(
        "Mina: My niece is called Tegen.", "Ola: How is she?", "Mina: Tegen is three weeks late."
    )
    assert not any("three weeks" in text for text in found)


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "Mina: My opening has moved again, to the 6th of July.",
            "Mina's opening has moved again, to 6 July 2024 (2024-07-06).",
        ),
        (
            "Mina: My hearing has been pushed back, to the 3rd of May.",
            "Mina's hearing has been pushed back, to 3 May 2024 (2024-05-03).",
        ),
        (
            "Mina: I've been made head of sound at the theatre, from the 1st of April.",
            "Mina has been made head of sound at the theatre, from 1 April 2024 (2024-04-01).",
        ),
        (
            "Mina: I've been promoted to manager, starting on the 1st of April.",
            "Mina has been promoted to manager, starting on 1 April 2024 (2024-04-01).",
        ),
    ],
)
def test_day_ahead(line: str, expected: str) -> None:
    assert expected in texts(line)


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "Mina: I was made head of sound from the 1st of March.",
            "Mina was made head of sound from 1 March 2024 (2024-03-01).",
        ),
        (
            "Mina: I got made redundant, from the 1st of March.",
            "Mina got made redundant, from 1 March 2024 (2024-03-01).",
        ),
    ],
)
def test_day_behind_stays_behind(line: str, expected: str) -> None:
    assert expected in texts(line)


@pytest.mark.parametrize(
    ("lines", "expected", "wrong"),
    [
        (
            (
                "Ana: Kai is doing well, he loves school. How's your brother getting on?",
                "Ben: Great. He started a new job at the bakery on Monday.",
            ),
            "Ben's brother started a new job at the bakery on Monday, 18 March 2024 (2024-03-18).",
            "Kai started",
        ),
        (
            (
                "Ana: Is Priit coping?",
                "Ben: He sleeps at his desk, but he's never been happier. How's your dad?",
                "Ana: Brilliant. He walked three miles along the coast on Sunday.",
            ),
            "Ana's dad walked three miles along the coast on Sunday, 17 March 2024 (2024-03-17).",
            "Priit walked",
        ),
    ],
)
def test_answer_to_the_last_question(lines: tuple[str, ...], expected: str, wrong: str) -> None:
    found = texts(*lines)
    assert expected in found
    assert not any(text.startswith(wrong) for text in found)


def test_answer_about_the_one_named_in_the_last_question() -> None:
    found = texts(
        "Ana: Kai started a new job. How's your dad?", "Ben: Good. Kai rang him on Friday."
    )
    assert "Kai rang Ben's dad on Friday, 22 March 2024 (2024-03-22)." in found


@pytest.mark.parametrize(
    "line",
    [
        "Mina: Tristram is right that you're mad. My news is sadder: Liis and I have broken "
        "up. She moved to Tartu on Friday.",
        "Mina: Tell Tristram I said hi. Our news: Liis and I have broken up. She moved to "
        "Tartu on Friday.",
        "Mina: Tristram is right, as ever. I have news too: Liis and I have broken up. She "
        "moved to Tartu on Friday.",
    ],
)
def test_news_announced_leaves_no_rival_before_it(line: str) -> None:
    assert "Liis moved to Tartu on Friday, 22 March 2024 (2024-03-22)." in texts(line)


def test_rival_without_news_announced_still_blocks() -> None:
    found = texts(
        "Mina: Tristram is right. Liis and I have broken up. She moved to Tartu on Friday."
    )
    assert not any("moved to Tartu" in text for text in found)


@pytest.mark.parametrize(
    ("day", "line", "expected"),
    [
        (
            date(2024, 12, 14),
            "Mina: I made Tegen a tiny pair of shoes for Christmas.",
            "Mina made Tegen a tiny pair of shoes for Christmas, 25 December 2024 (2024-12-25).",
        ),
        (
            date(2025, 1, 4),
            "Mina: I made Tegen a tiny pair of shoes for Christmas.",
            "Mina made Tegen a tiny pair of shoes for Christmas, 25 December 2024 (2024-12-25).",
        ),
        (
            date(2024, 11, 20),
            "Mina: I've knitted Dad a scarf for Christmas.",
            "Mina has knitted Dad a scarf for Christmas, 25 December 2024 (2024-12-25).",
        ),
        (
            date(2024, 7, 14),
            "Mina: I got a new bike for Christmas.",
            "Mina got a new bike for Christmas, 25 December 2023 (2023-12-25).",
        ),
    ],
)
def test_present_made_for_the_nearer_holiday(day: date, line: str, expected: str) -> None:
    assert expected in texts(line, day=day)


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "Mina: We came second at the quiz in Leeds last Saturday, out of nine teams, and "
            "Wolstan played the whole thing standing up.",
            "Mina and others came second at the quiz in Leeds on Saturday, 16 March 2024"
            " (2024-03-16), "
            "out of nine teams.",
        ),
        (
            "Mina: I lent my van to a neighbour on Monday, and Tom washed it for me.",
            "Mina lent their van to a neighbour on Monday, 18 March 2024 (2024-03-18).",
        ),
    ],
)
def test_named_closing_clause_that_leans_is_cut(line: str, expected: str) -> None:
    assert expected in texts(line)


def test_number_word_opening_is_no_name() -> None:
    found = texts(
        "Ola: How long were you together?",
        "Mina: Six years in September. We're still friends, and he's left me his bicycle.",
    )
    assert not any("Six" in text for text in found)


def test_number_word_is_not_carried_as_a_name_into_a_later_age() -> None:
    found = texts(
        "Ola: How long were you together?",
        "Mina: Six years in May.",
        "Ola: And how is Figgy?",
        "Mina: She's six months old now.",
    )
    assert "Figgy was six months old in March 2024." in found
