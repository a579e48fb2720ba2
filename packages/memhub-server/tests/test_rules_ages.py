"""An age kept with the month it was said (issue #15, rules/ages.py).

"Tui is nine now" turns false as time passes; "Tui was nine years old in May 2024" stays
true. What follows the age with "and" stays in the present ("and is very shy"). Ages to
come, ages at a past event, ages in a condition or a question, and numbers that are no
age stay as they are.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.ages import age_dated

DAY = date(2024, 5, 15)


def texts(*lines: str) -> list[str]:
    content = "\n".join(lines)
    return [fact.text for fact in extract_facts(ExtractionInput(content, DAY))]


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "Noor: My hamster is 2 now and still bites.",
            "Noor's hamster was 2 years old in May 2024 and still bites.",
        ),
        (
            "Noor: My nephew Idris is 8 weeks old.",
            "Noor's nephew Idris was 8 weeks old in May 2024.",
        ),
        ("Noor: My grandson Ravi is 12.", "Noor's grandson Ravi was 12 years old in May 2024."),
        ("Noor: I'm 47 and I teach maths.", "Noor was 47 years old in May 2024."),
        (
            "Noor: My twins are 6 and love trains.",
            "Noor's twins were 6 years old in May 2024 and love trains.",
        ),
        (
            "Noor: My goddaughter Elspeth turned 6.",
            "Noor's goddaughter Elspeth was 6 years old in May 2024.",
        ),
        (
            "Noor: my cousin's baby is 4 months old now",
            "Noor's cousin's baby was 4 months old in May 2024.",
        ),
    ],
)
def test_an_age_is_kept_with_the_month_it_was_said(line: str, expected: str) -> None:
    formed = texts(line)
    assert expected in formed
    assert not any(" is 2" in t or " is 12" in t or " is 8 weeks" in t for t in formed)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Fenella is twenty-nine now and a vet in Leeds.",
            "Fenella was twenty-nine years old in May 2024 and is a vet in Leeds.",
        ),
        (
            "Noor's tortoise is 60 and nearly blind.",
            "Noor's tortoise was 60 years old in May 2024 and is nearly blind.",
        ),
        (
            "Noor's grandad is 91 and still drives.",
            "Noor's grandad was 91 years old in May 2024 and still drives.",
        ),
        (
            "Noor's mum is 70 and she swims every day.",
            "Noor's mum was 70 years old in May 2024 and she swims every day.",
        ),
        (
            "Noor's kids are 3 and 5.",
            "Noor's kids were 3 and 5 years old in May 2024.",
        ),
        (
            "Ravi is 4 and Luca is 7.",
            "Ravi was 4 years old in May 2024 and Luca was 7 years old in May 2024.",
        ),
        (
            "Noor's mum is 70 and had a fall.",
            "Noor's mum was 70 years old in May 2024 and had a fall.",
        ),
    ],
)
def test_what_follows_the_age_stays_in_the_present(text: str, expected: str) -> None:
    assert age_dated(text, DAY, frozenset({"Fenella", "Ravi", "Luca"})) == expected


def test_an_age_inside_a_longer_fact_is_dated_where_it_stands() -> None:
    said = age_dated(
        "Corrie is Noor's old family spaniel, and she's eleven now.", DAY, frozenset({"Corrie"})
    )
    assert said == (
        "Corrie is Noor's old family spaniel, and she was eleven years old in May 2024."
    )
    said = age_dated("Noor's son has a girl called Wren, who's three.", DAY, frozenset({"Wren"}))
    assert said == "Noor's son has a girl called Wren, who was three years old in May 2024."


@pytest.mark.parametrize(
    "text",
    [
        "It's 9 now, so the shop is shut.",
        "The score is 3 and the match is over.",
        "By the time Ravi is 18 Noor will have moved.",
        "If Ravi is 12 he can go alone.",
        "At 20 Noor moved to Lisbon.",
        "Noor's daughter will be 5 on 3 June 2024 (2024-06-03).",
        "Luca turned 30 years old on 9 March 2024 (2024-03-09).",
        "Noor's daughter turned 7 in the week of 6 May 2024 (2024-05-06).",
        "The flat is 12 minutes from the station.",
        "Noor's course is 2 years long.",
        "How old is Ravi?",
        "Noor's grandma is four and a half feet tall.",
        "Noor's brother is 200 miles away.",
        "Noor's flight is 9.",
        "Noor's daughter is 1 of 3 girls in her class.",
    ],
)
def test_what_is_no_age_as_it_stands_is_left_alone(text: str) -> None:
    assert age_dated(text, DAY, frozenset({"Ravi", "Luca", "Noor"})) == text


def test_questions_and_ages_to_come_form_no_dated_age() -> None:
    formed = texts("Noor: How old is your dog?", "Tam: My dog will be 4 in June.")
    assert not any("years old in May 2024" in t for t in formed)
    assert not any("was" in t and "old in" in t for t in texts("Noor: If I were 30 I'd travel."))


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "Noor: My godson Emrys turned five last week.",
            "Noor's godson Emrys turned five in the week of 6 May 2024 (2024-05-06).",
        ),
        ("Noor: Emrys turned seven last month.", "Emrys turned seven in April 2024."),
    ],
)
def test_an_age_turned_is_kept_when_said_in_words(line: str, expected: str) -> None:
    assert expected in texts(line)


@pytest.mark.parametrize(
    "line",
    [
        "Noor: The van turned nine last month.",
        "Noor: The milk turned sour last week.",
        "Noor: Emrys turns five next week.",
    ],
)
def test_what_turned_without_an_age_forms_no_age(line: str) -> None:
    assert not any("years old" in text or " turned " in text for text in texts(line))


def test_an_age_turned_is_that_day_s_news() -> None:
    content = "Noor: Emrys turned 9 last month."
    [fact] = extract_facts(ExtractionInput(content, DAY))
    assert fact.text == "Emrys turned 9 years old in April 2024."
    assert fact.kind == "recent"
    assert fact.forget_after is None


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        (
            ("Noor: My gran moved into sheltered housing. Eighty-eight, and she still swims.",),
            "Noor's gran was eighty-eight years old in May 2024.",
        ),
        (
            ("Tam: How's your grandad getting on?", "Noor: 93 and he still mows the lawn!"),
            "Noor's grandad was 93 years old in May 2024.",
        ),
        (
            ("Noor: My nephew Idris got his first job. 16 n he already drives a forklift",),
            "Idris was 16 years old in May 2024.",
        ),
        (
            ("Tam: Is Ravi enjoying school?", "Noor: Loves it. Six, and he reads everything."),
            "Ravi was six years old in May 2024.",
        ),
        (
            ("Noor: Wendell fixed our fence. Seventy now and he's still up ladders.",),
            "Wendell was seventy years old in May 2024.",
        ),
    ],
)
def test_an_age_opening_a_sentence_is_said_of_the_one_after_and(
    lines: tuple[str, ...], expected: str
) -> None:
    assert any(text.startswith(expected.rstrip(".")) for text in texts(*lines))


@pytest.mark.parametrize(
    "lines",
    [
        ("Tam: How much was the bike?", "Noor: Ninety, and he paid cash."),
        ("Tam: When did Luca get in?", "Noor: 11, and he was soaked."),
        ("Noor: My cousin Emrys came over. Ten, and we were still playing cards.",),
        ("Noor: My son played football. 3-1, and he scored twice.",),
        ("Noor: My uncle Tobiah rang. Nine, and he'd already had breakfast.",),
        ("Noor: Twelve and it was still raining.",),
    ],
)
def test_a_number_opening_a_sentence_that_is_no_age_forms_none(lines: tuple[str, ...]) -> None:
    assert not any("years old" in text for text in texts(*lines))


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        (
            (
                "Noor: My aunt Marit has twelve hens now.",
                "Tam: Twelve!",
                "Noor: Thirteen since Sunday.",
            ),
            "Marit has thirteen hens since Sunday, 12 May 2024",
        ),
        (
            ("Noor: My brother Joe has got 40 sheep.", "Tam: Wow.", "Noor: 41 now, one was born."),
            "Joe has got 41 sheep now",
        ),
        (
            (
                "Noor: My friend Ines has three plots.",
                "Tam: Three?",
                "Noor: Well, four since March.",
            ),
            "Ines has four plots since March 2024",
        ),
        (
            ("Noor: my cousin Dev runs 2 cafes", "Tam: nice", "Noor: 3 as of last week!"),
            "Dev runs 3 cafes",
        ),
        (
            ("Noor: my nan has got 14 grandkids", "Tam: wow", "Noor: 15 since tuesday lol"),
            "Noor's nan has got 15 grandkids since Tuesday, 14 May 2024",
        ),
    ],
)
def test_a_count_said_again_as_a_bare_number_is_the_new_count(
    lines: tuple[str, ...], expected: str
) -> None:
    assert any(expected in text for text in texts(*lines))


@pytest.mark.parametrize(
    "lines",
    [
        # the count was someone else's word, or no count came before
        ("Tam: My aunt Marit has twelve hens now.", "Noor: Thirteen since Sunday."),
        ("Noor: Marit got back from Oslo.", "Tam: Oh nice", "Noor: Thirteen since Sunday."),
        # the same number said again, or a number in a longer sentence
        ("Noor: My aunt Marit has twelve hens.", "Tam: Wow", "Noor: Twelve, yes."),
        ("Noor: My aunt Marit has twelve hens.", "Tam: Wow", "Noor: Thirteen came to see them."),
    ],
)
def test_a_bare_number_with_no_count_of_the_speaker_before_it_counts_nothing(
    lines: tuple[str, ...],
) -> None:
    assert not any("thirteen hens" in text.lower() for text in texts(*lines))


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("Noor: My nephew Idris is nearly 3.", "Noor's nephew Idris was nearly 3 years old"),
        ("Noor: my grandma is almost 100 now", "Noor's grandma was almost 100 years old"),
        ("Noor: My son Ravi is now nearly nine.", "Noor's son Ravi was nearly nine years old"),
    ],
)
def test_an_age_said_as_nearly_reached_keeps_the_nearly(line: str, expected: str) -> None:
    assert any(text.startswith(expected) for text in texts(line))


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        (("Tam: How's your nan?", "Noor: 94 and back on her feet."), "Noor's nan was 94 years"),
        (("Tam: How is your son doing?", "Noor: 3, he's teething."), "Noor's son was 3 years"),
        (("Tam: how's ur grandad", "Noor: 81 now, still dancing"), "Noor's grandad was 81 years"),
        (
            ("Tam: Is Ravi well?", "Noor: Yes.", "Tam: How's Ravi getting on?", "Noor: Nine!"),
            "Ravi was nine years",
        ),
        (
            ("Tam: How's your daughter?", "Noor: Six and a half and very loud."),
            "Noor's daughter was six and a half years",
        ),
    ],
)
def test_a_bare_age_answering_how_someone_is_is_their_age(
    lines: tuple[str, ...], expected: str
) -> None:
    assert any(text.startswith(expected) for text in texts(*lines))


@pytest.mark.parametrize(
    "lines",
    [
        ("Tam: How's your mum?", "Noor: 10/10, she loved the trip."),
        ("Tam: How's your dad?", "Noor: 2 weeks off work and bored stiff."),
        ("Tam: How's the new flat?", "Noor: 40 minutes from town, but lovely."),
        ("Tam: How much is your son's bike?", "Noor: 90, and he saved for it."),
    ],
)
def test_a_number_answering_how_someone_is_that_is_no_age_forms_none(
    lines: tuple[str, ...],
) -> None:
    assert not any("years old" in text for text in texts(*lines))


@pytest.mark.parametrize(
    ("lines", "wrong"),
    [
        (
            (
                "Tam: how many kids do you have?",
                "Noor: Tom has two.",
                "Tam: and you?",
                "Noor: three",
            ),
            "Tom has three kids",
        ),
        (
            (
                "Tam: how many dogs does Jo have?",
                "Noor: two",
                "Tam: how about cats?",
                "Noor: three",
            ),
            "Jo has three dogs",
        ),
    ],
)
def test_a_bare_number_answers_the_question_asked_in_between(
    lines: tuple[str, ...], wrong: str
) -> None:
    assert not any(wrong in text for text in texts(*lines))


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        (
            ("Tam: how many dogs does Jo have?", "Noor: two", "Tam: wow", "Noor: three now"),
            "Jo has three dogs now",
        ),
        (
            ("Noor: My friend Ines has three plots.", "Tam: Three?", "Noor: Four now."),
            "Ines has four plots now",
        ),
    ],
)
def test_a_bare_number_after_an_echo_is_still_the_new_count(
    lines: tuple[str, ...], expected: str
) -> None:
    assert any(expected in text for text in texts(*lines))
