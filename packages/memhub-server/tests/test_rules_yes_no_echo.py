"""A yes-no question typed as a text, and a "yes" said by doing the deed again (session 49).

* "did ur sister pass the road test" is asked without its mark; it is read as the question
  it is, so "ya straight away" and "nah turned it down" are answers to it.
* "Did your brother pass his driving test?" - "He passed!": the deed said again in the past
  with nothing after it is the "yes" of "He did", and what was passed comes from the
  question.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.fragment_tails import question_in_full

TUESDAY = date(2024, 9, 17)


def texts(*lines: str) -> list[str]:
    return [fact.text for fact in extract_facts(ExtractionInput("\n".join(lines), TUESDAY))]


@pytest.mark.parametrize(
    ("prompt", "asked"),
    [
        ("did ur sister pass the road test", "did your sister pass the road test?"),
        ("noooo. did u cancel the card", "noooo. did you cancel the card?"),
        ("u too. did u take the riverside job", "you too. did you take the riverside job?"),
        ("is he still at the garage", "is he still at the garage?"),
        ("have they sold the flat yet", "have they sold the flat yet?"),
        # no question: the speaker's own news, a statement about them, capitals
        ("did my first parkrun today", "did my first parkrun today"),
        ("was a long day", "was a long day"),
        ("Did you cancel the card", "Did you cancel the card"),
    ],
)
def test_a_yes_no_question_typed_as_a_text_gets_its_mark(prompt: str, asked: str) -> None:
    assert question_in_full(prompt) == asked


@pytest.mark.parametrize(
    ("question", "answer", "expected"),
    [
        (
            "Did your brother pass his driving test?",
            "He passed!",
            "Tarek's brother passed his driving test.",
        ),
        (
            "Did Maya finish the marathon?",
            "She finished! 4 hours 10.",
            "Maya finished the marathon.",
        ),
        ("Did your cousin quit the band?", "He quit!", "Tarek's cousin quit the band."),
        ("Did Ilse win the race?", "She won.", "Ilse won the race."),
        ("Did your parents move to Leeds?", "They moved!", "Tarek's parents moved to Leeds."),
    ],
)
def test_the_deed_said_again_confirms_it(question: str, answer: str, expected: str) -> None:
    assert expected in texts(f"Sherif: {question}", f"Tarek: {answer}")


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        # another verb, an object of its own, or a no
        ("Did your mum like the show?", "She loved it!"),
        ("Did Ana move to Leeds?", "She moved to York instead."),
        ("Did your dad pass his test?", "He failed!"),
        ("Did your brother pass his test?", "No, he passed out at the wheel."),
    ],
)
def test_an_answer_that_is_no_echo_takes_nothing_from_the_question(
    question: str, answer: str
) -> None:
    asked_object = question.split(" ", 3)[-1].rstrip("?")
    found = texts(f"Sherif: {question}", f"Tarek: {answer}")
    assert not [f for f in found if asked_object in f and "moved to York" not in f], found


def test_a_texted_question_and_its_echo_in_a_chat() -> None:
    found = texts(
        "[10:00] sherif: did ur sister pass the road test", "[10:01] tarek: she passed!! 2nd try"
    )
    assert "Tarek's sister passed the road test." in found


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("[09:40] dilys: did u get the flat in the end", "[09:42] rowena: yeh moved in on friday"),
        ("Dilys: Did you get the flat in the end?", "Rowena: Yeh, moved in on Friday."),
        ("Dilys: Did you get the flat in the end?", "Rowena: Yes! Moved in on Friday."),
    ],
)
def test_a_yes_then_the_next_deed_keeps_both(question: str, answer: str) -> None:
    found = texts(question, answer)
    assert "Rowena got the flat." in found, found
    assert "Rowena moved in on Friday, 13 September 2024 (2024-09-13)." in found, found


def test_after_a_question_about_another_the_deed_is_not_the_speakers() -> None:
    found = texts(
        "[09:40] bexley: did u find him",
        "[09:42] iggy: yeah curled up on the towels, warm as toast",
    )
    assert not [f for f in found if f.startswith("Iggy curled")], found
