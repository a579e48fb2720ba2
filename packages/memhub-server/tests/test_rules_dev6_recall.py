"""Evidence turns no memory covered on the proper-case dev set (issue #15, session 30).

Two kinds of turn, both common in any chat between two friends:

* a "he"/"she" after the speaker turns to news of their own ("Lol. I have news too, my
  grandad died on the 2nd. He was 94"): whoever the prompt spoke of is no longer who the
  pronoun means, so the prompt's people are no rivals for it;
* how long a couple was together, told right after the news of the break-up ("Kim and I
  broke up." - "Are you ok?" - "Not really. 4 years."), said as the couple's.

Near-misses form nothing. 15 May 2024 is a Wednesday.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.context import turns_to_news
from memhub_server.pipeline.memory.rules.together import together_told

WEDNESDAY = date(2024, 5, 15)


def texts(*lines: str) -> list[str]:
    content = "\n".join(lines)
    return [fact.text for fact in extract_facts(ExtractionInput(content, WEDNESDAY))]


# --- a "he"/"she" after the speaker's own news --------------------------------------------


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        (
            (
                "Priya: my cousin Dev, the one who says he never cries. he cried",
                "Omar: haha. i have news too, grandpa died on the 3rd. he was 91",
            ),
            "Omar's grandpa was 91.",
        ),
        (
            (
                "Priya: How is your brother Sam?",
                "Omar: Good! I have news too. My grandmother died. She was 88.",
            ),
            "Omar's grandmother was 88.",
        ),
        (
            ("Priya: How's Jakub?", "Omar: Fine. Guess what, my dad retired in March. He is 67."),
            "Omar's dad was 67 years old in May 2024.",
        ),
    ],
)
def test_a_pronoun_after_own_news_is_who_the_news_is_about(
    lines: tuple[str, ...], expected: str
) -> None:
    assert expected in texts(*lines)


def test_without_news_the_prompt_still_rivals() -> None:
    # "How's Kim?" - "Ana rang. She's moved to Leeds.": "she" may be Kim, so nothing
    assert not any(
        "Leeds" in t for t in texts("Priya: How's Kim?", "Omar: Ana rang. She's moved to Leeds.")
    )


def test_rivals_after_the_news_still_count() -> None:
    said = texts(
        "Priya: How are you?",
        "Omar: I have news too. Jo rang. Then Kim rang. She's moved to Leeds.",
    )
    assert not any("Leeds" in t for t in said)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("i have news too, grandad died", True),
        ("Guess what, we got a dog", True),
        ("We've got some big news!", True),
        ("By the way, Liam got the job", True),
        ("I saw it on the news", False),
        ("He guessed wrong", False),
    ],
)
def test_turns_to_news(text: str, expected: bool) -> None:
    assert turns_to_news(text) is expected


# --- how long a couple was together -------------------------------------------------------


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        (
            (
                "Mara: It's been a rough month. Jonas and I decided to separate.",
                "Lou: Oh Mara, I'm so sorry. Are you okay?",
                "Mara: Sad, but it was right. Nine years is a long time, but we'd drifted apart.",
            ),
            "Jonas and Mara were together for nine years.",
        ),
        (
            (
                "Mara: I split up with Tomas on Sunday.",
                "Lou: Oh no! How long were you together?",
                "Mara: Six years together.",
            ),
            "Tomas and Mara were together for six years.",
        ),
        (
            ("Mara: Tomas left me last night.", "Lou: Are you ok??", "Mara: No. 7 years!"),
            "Tomas and Mara were together for 7 years.",
        ),
    ],
)
def test_a_span_after_break_up_news_is_the_couples(lines: tuple[str, ...], expected: str) -> None:
    assert expected in texts(*lines)


@pytest.mark.parametrize(
    "lines",
    [
        # a span of something else
        (
            "Mara: I split up with Tomas.",
            "Lou: Oh no! Are you ok?",
            "Mara: Not great. 4 years at the firm too.",
        ),
        # no break-up: a job left
        ("Mara: I quit my job at Halcrow.", "Lou: Oh no! Are you ok?", "Mara: Yeah. 4 years."),
        # someone else's break-up
        ("Mara: Kim and Ana broke up.", "Lou: Oh no! Are you ok?", "Mara: Yeah. 3 years."),
        (
            "Mara: My parents split up.",
            "Lou: Oh no! Are you ok?",
            "Mara: Yeah. 30 years is a long time.",
        ),
        # not a break-up
        ("Mara: Work left me exhausted.", "Lou: Oh no! Are you ok?", "Mara: Yeah. 3 years."),
        ("Mara: Mum and I split the bill.", "Lou: Oh no! Are you ok?", "Mara: Yeah. 3 years."),
        # the reply is no reply to the news
        ("Mara: Tomas and I broke up.", "Lou: Nice weather today.", "Mara: 3 years."),
    ],
)
def test_no_couple_no_span(lines: tuple[str, ...]) -> None:
    assert not any("together for" in t for t in texts(*lines))


def test_together_told_needs_one_partner() -> None:
    before = ["Tomas and I broke up, and Kim and I split up too."]
    assert together_told("4 years.", "Are you ok?", before) == "4 years."
    assert together_told("4 years.", "Are you ok?", ["Tomas and I broke up."]) == (
        "Tomas and I were together for 4 years."
    )


# --- "now and I ...": a clause joined, not a pair -----------------------------------------


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "Mia: Three years as a nurse now and I still work nights.",
            "Three years as a nurse now and Mia still works nights.",
        ),
        ("Mia: Two weeks and I already miss Lisbon.", "Two weeks and Mia already misses Lisbon."),
    ],
)
def test_i_after_a_clause_of_time_agrees_in_the_singular(line: str, expected: str) -> None:
    assert expected in texts(line)


def test_a_pair_with_i_stays_plural() -> None:
    assert "Tom and Mia live in Leeds." in texts("Mia: Tom and I live in Leeds.")


# --- ", opening in June": ahead, whatever the tense before it ------------------------------


def test_a_place_opening_in_a_month_is_ahead() -> None:
    said = texts(
        "Mia: My sister found a shop on Mill Lane, opening in June if the lease is signed."
    )
    assert any("June 2024" in t for t in said)  # 15 May 2024: the coming June
    said = texts("Mia: My sister found a shop on Mill Lane, opening in March.")
    assert any("March 2025" in t for t in said)


def test_a_past_opening_stays_past() -> None:
    assert any("March 2024" in t for t in texts("Mia: My sister's shop opened in March."))


# --- a name given after a description of the one just mentioned ---------------------------


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "Ines: I have a cat now! A tabby that sat outside my door "
            "for a week. She's called Sardine.",
            "Ines's cat is called Sardine.",
        ),
        (
            "Ines: i have a cat now!! a tabby that sat outside my door "
            "for a week. she's called sardine",
            "Ines's cat is called Sardine.",
        ),
    ],
)
def test_a_name_after_a_description_is_the_ones_just_mentioned(line: str, expected: str) -> None:
    assert expected in texts(line)


@pytest.mark.parametrize(
    "line",
    [
        # the sentence between is no description: someone else is in it
        "Ines: I adopted a cat. A neighbour helped me carry her home. Her name is Ann.",
        # a question of one's own settles nothing
        "Ines: Did I tell you about the cat? A tabby that sat outside my door. "
        "She's called Sardine.",
    ],
)
def test_no_description_between_no_name(line: str) -> None:
    assert not any("called" in t for t in texts(line))


# --- "born at"; how one is, no name; a prompt's own "he" --------------------------------


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        (("Mia: Noor was born at St Mary's on Friday.",), "Noor was born at St Mary's"),
        (("Mia: I was born at home.",), "Mia was born at home."),
        (
            (
                "Mia: Say hello to Noor! She arrived on Monday.",
                "Jo: Congratulations! How are you?",
                "Mia: Exhausted. She was born at St Mary's at six in the morning.",
            ),
            "Noor was born at St Mary's at six in the morning.",
        ),
    ],
)
def test_born_at(lines: tuple[str, ...], expected: str) -> None:
    assert any(t.startswith(expected) for t in texts(*lines))


def test_how_one_is_opening_an_answer_is_no_name() -> None:
    said = texts(
        "Mia: Say hello to Noor! She arrived on Monday.",
        "Jo: Congratulations! How are you?",
        "Mia: Tired and happy. She was born at St Mary's.",
    )
    assert not any(t.startswith(("Tired", "Exhausted")) for t in said)
    assert "Noor was born at St Mary's." in said


@pytest.mark.parametrize(
    "lines",
    [
        (
            "Mia: Say hello to Noor! She arrived on Monday.",
            "Jo: She's gorgeous! How are you and Dana?",
            "Mia: Tired. She was born at St Mary's.",
        ),
        (
            "Mia: Noor is walking now.",
            "Jo: Aww she's so cute. How's Dana?",
            "Mia: Good. She started school on Monday.",
        ),
    ],
)
def test_a_prompts_own_pronoun_leaves_the_answers_open(lines: tuple[str, ...]) -> None:
    assert not any(t.startswith("Dana") for t in texts(*lines))


def test_a_prompts_pronoun_of_the_other_sex_settles_nothing() -> None:
    said = texts(
        "Jo: she already is. how's Reece",
        "Mia: Reece is 10 now! We did his birthday at the zoo on Sunday.",
    )
    assert any("Reece's birthday" in t for t in said)


# --- "Friday was my last day" -------------------------------------------------------------


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        # 15 May 2024 is a Wednesday: "Monday" is the 13th
        (
            "Mia: Monday was my last day at the bakery.",
            "Mia's last day at the bakery was on Monday, 13 May 2024",
        ),
        (
            "Mia: i quit the call centre. monday was my last day",
            "Mia's last day at the call centre was on Monday, 13 May 2024",
        ),
        ("Mia: Yesterday was my first day at Lidl!", "Mia's first day at Lidl was on 14 May 2024"),
    ],
)
def test_a_day_first_told(line: str, expected: str) -> None:
    assert any(t.startswith(expected) for t in texts(line))


@pytest.mark.parametrize(
    "line",
    [
        "Mia: Monday was my last day of freedom lol",
        "Mia: Monday was my best day ever.",
        "Mia: Mum said Monday was my last day.",
        "Mia: Monday was my last day off.",
    ],
)
def test_no_first_or_last_day_no_date(line: str) -> None:
    assert not any("day" in t and "2024" in t for t in texts(line))
