"""Formation on fresh proper-case chat (issue #15, session 36, R18).

Kinds of sentence that formed nothing or the wrong thing, each with wordings of our own:

* a treatment or finding named after the part of the body it is on ("Pietro had a knee
  operation", "Maria had hip surgery", "Grandad had a blood clot in his leg") is what
  befell someone named, like "had an operation"; an operation that is no treatment ("a
  sting operation", "a photo op") is not;
* a day of the month corrected by its number alone keeps the month said before it ("on the
  14th of December. Sorry, the 15th" is 15 December), and "No, wait, it was Monday"
  corrects a day like "No, it was Monday";
* the speaker's own news joined on with the day it happened (", and on Sunday I ...",
  ", and last week I ...") is kept when the clause before it leans on its context;
* a post given by an employer left unnamed ("they've just made me head cutter", "they
  made me team leader") is the speaker's, as "I've been made head cutter" is; not "they
  made me a cake" or "they made me wait";
* a name given after a description of the one just mentioned ("We got a puppy. He's
  mostly legs, he's called Bruno"), and a newborn's name with more said after it ("She's
  called Isla, and she'll be ...") after "had a girl" with no more than its day;
* a birthday wished late with its day, between two friends ("Happy birthday for
  yesterday!"), says the listener's birthday; a wish with no day, or to someone else,
  says nothing;
* "When is it?" after one occasion of the answerer's named in the same prompt ("Good luck
  with your exam! When is it?") asks when that occasion is;
* a "she" after a colon tells of the one named as the subject before it, whoever the
  prompt asked about ("How is Kim?" - "Fine. Our aunt Ola isn't so good: she fell ...");
* "And the real news?" takes the news before it for a joke, as "What's the real news?"
  does.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts

DAY = date(2024, 5, 24)  # a Friday


def texts(*lines: str, day: date = DAY) -> list[str]:
    return [fact.text for fact in extract_facts(ExtractionInput("\n".join(lines), day))]


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "Ugo: Pietro had a knee operation on Wednesday, and he's already back at work.",
            "Pietro had a knee operation on Wednesday, 22 May 2024 (2024-05-22).",
        ),
        (
            "Tom: Maria had hip surgery in March.",
            "Maria had hip surgery in March 2024.",
        ),
        (
            "Tom: Maria had emergency surgery on Friday.",
            "Maria had emergency surgery on Friday, 17 May 2024 (2024-05-17).",
        ),
        (
            "Tom: Maria had a kidney transplant two years ago.",
            "Maria had a kidney transplant in 2022.",
        ),
        (
            "Tom: Maria had a blood clot in her leg in April.",
            "Maria had a blood clot in her leg in April 2024.",
        ),
        (
            "Tom: Maria had a hip replacement on the 3rd of May.",
            "Maria had a hip replacement on 3 May 2024 (2024-05-03).",
        ),
        (
            "Tom: maria had a varicose vein operation on monday",
            "Maria had a varicose vein operation on Monday, 20 May 2024 (2024-05-20).",
        ),
    ],
)
def test_treatment_named_after_the_body(line: str, expected: str) -> None:
    assert expected in texts(line)


@pytest.mark.parametrize(
    "line",
    [
        "Tom: Maria had a sting operation planned.",
        "Tom: Maria had a photo op with the mayor.",
        "Tom: Maria had a lovely fall.",
    ],
)
def test_no_treatment(line: str) -> None:
    assert not any(text.startswith("Maria had") for text in texts(line))


@pytest.mark.parametrize(
    ("lines", "expected", "wrong"),
    [
        (
            ["Ugo: Lena had a girl on the 14th of December. Sorry, the 15th; just after midnight."],
            "Lena had a girl on 15 December 2023 (2023-12-15).",
            "January",
        ),
        (
            ["Dagfinn: My sister moved to Oslo on the 3rd of May. Sorry, the 4th of April."],
            "Dagfinn's sister moved to Oslo on 4 April 2024 (2024-04-04).",
            "May",
        ),
        (
            ["Dagfinn: I passed my driving test on the 3rd of May. Actually, it was the 4th."],
            "Dagfinn passed their driving test on 4 May 2024 (2024-05-04).",
            "3 May",
        ),
        (
            [
                "Dagfinn: My grandad had a fall on Tuesday, by the way. No, wait, it was Monday;"
                " the doctor came later."
            ],
            "Dagfinn's grandad had a fall on Monday, 20 May 2024 (2024-05-20).",
            "21 May",
        ),
        (
            ["Dagfinn: My sister moved to Oslo on Friday. No, hang on, it was Thursday."],
            "Dagfinn's sister moved to Oslo on Thursday, 23 May 2024 (2024-05-23).",
            "24 May",
        ),
    ],
)
def test_day_corrected(lines: list[str], expected: str, wrong: str) -> None:
    found = texts(*lines)
    assert expected in found
    assert not any(wrong in text for text in found)


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        (
            [
                "Ugo: How was the fair?",
                "Anna: It's on every June, and on Sunday I sold sixty jars of honey.",
            ],
            "On Sunday, 19 May 2024 (2024-05-19) Anna sold sixty jars of honey.",
        ),
        (
            [
                "Ugo: How was it?",
                "Anna: It rained all day, and last week I passed my driving test.",
            ],
            "In the week of 13 May 2024 (2024-05-13) Anna passed their driving test.",
        ),
        (
            [
                "Ugo: And the party?",
                "Anna: it was loud, and yesterday i sang three songs with the band",
            ],
            "On 23 May 2024 (2024-05-23) Anna sang three songs with the band.",
        ),
    ],
)
def test_own_news_after_a_clause_that_leans(lines: list[str], expected: str) -> None:
    assert expected in texts(*lines)


@pytest.mark.parametrize(
    "lines",
    [
        ["Ugo: How was it?", "Anna: It was lovely, and on Sunday I loved it even more."],
        ["Ugo: How was it?", "Anna: It was lovely, and I met the mayor."],
        ["Ugo: How was it?", "Anna: It was loud, and on Sunday I think it got worse."],
    ],
)
def test_no_own_news_after_a_clause_that_leans(lines: list[str]) -> None:
    assert texts(*lines) == []


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "Ines: I've worked at the bakery for six years, and they've just made me head baker.",
            "Ines has just been made head baker.",
        ),
        (
            "Ines: They made me team leader last week!",
            "Ines was made team leader in the week of 13 May 2024 (2024-05-13).",
        ),
        (
            "Ines: they've finally made me a partner at the firm",
            "Ines has finally been made a partner at the firm.",
        ),
    ],
)
def test_post_given_by_them(line: str, expected: str) -> None:
    assert expected in texts(line)


@pytest.mark.parametrize(
    "line",
    [
        "Ines: They've made me a cake.",
        "Ines: They made me wait for an hour.",
        "Ines: They made me laugh so much.",
    ],
)
def test_no_post_given(line: str) -> None:
    assert texts(line) == []


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        (
            [
                "Ugo: Any news?",
                "Ana: We got a puppy. He's mostly legs, he's called Bruno, and he eats socks.",
            ],
            "Ana's new puppy is called Bruno.",
        ),
        (
            [
                "Ugo: Any news?",
                "Ana: I've adopted a cat from the shelter! She's tiny and she's called Pip.",
            ],
            "Ana's new cat is called Pip.",
        ),
        (
            [
                "Ugo: Lena had a girl on the 15th of December. She's called Isla, and she'll"
                " be two months old soon."
            ],
            "Lena's baby girl is called Isla.",
        ),
        (
            ["Ugo: My cousin had a boy yesterday! He's called Rafe, and he's huge."],
            "Ugo's cousin's baby boy is called Rafe.",
        ),
    ],
)
def test_name_given_with_more_said(lines: list[str], expected: str) -> None:
    assert expected in texts(*lines)


@pytest.mark.parametrize(
    "lines",
    [
        ["Ugo: Mae had a boy in her class who bit everyone. He's called Jack."],
        ["Ugo: My cousin had a boy yesterday! She's called Rafe, and he's huge."],
        ["Ugo: Any news?", "Ana: We went to see a band. They're loud, they're called Hexes."],
    ],
)
def test_no_name_given(lines: list[str]) -> None:
    assert not any("called" in text for text in texts(*lines))


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        (
            ["Ines: Hi!", "Tom: Ines, happy birthday for yesterday! How does forty feel?"],
            "Ines's birthday was on 23 May 2024 (2024-05-23).",
        ),
        (
            ["Ines: Hi!", "Tom: Happy belated birthday for Saturday, Ines!"],
            "Ines's birthday was on Saturday, 18 May 2024 (2024-05-18).",
        ),
    ],
)
def test_birthday_wished_late(lines: list[str], expected: str) -> None:
    assert expected in texts(*lines)


@pytest.mark.parametrize(
    "lines",
    [
        ["Ines: Hi!", "Tom: Happy birthday!"],
        ["Ines: Hi!", "Tom: Tell your mum happy birthday for yesterday!"],
        ["Ines: Hi!", "Tom: Maria, happy birthday for yesterday!"],
        ["User: Hi!", "Assistant: Happy birthday for yesterday!"],
    ],
)
def test_no_birthday_wished(lines: list[str]) -> None:
    assert not any("birthday" in text for text in texts(*lines))


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        (
            ["Ana: Good luck with your exam! When is it?", "Ugo: On Thursday."],
            "Ugo's exam is on Thursday, 30 May 2024 (2024-05-30).",
        ),
        (
            [
                "Ana: I'll knit you a scarf for your birthday. When is it again?",
                "Ugo: The 3rd of June.",
            ],
            "Ugo's birthday is on the 3rd of June.",
        ),
        (
            ["Ana: When's your birthday?", "Ugo: On the 3rd of June."],
            "Ugo's birthday is on the 3rd of June.",
        ),
    ],
)
def test_when_is_it_of_yours(lines: list[str], expected: str) -> None:
    assert any(text.startswith(expected) for text in texts(*lines))


@pytest.mark.parametrize(
    "lines",
    [
        ["Ana: Your party or your wedding? When is it?", "Ugo: The 3rd of June."],
        ["Ana: Is your wedding in Rome? When is it?", "Ugo: The 3rd of June."],
        ["Ana: I loved the party. When is it next year?", "Ugo: The 3rd of June."],
    ],
)
def test_when_is_it_of_no_one_occasion(lines: list[str]) -> None:
    assert not any(text.startswith("Ugo's") for text in texts(*lines))


def test_colon_tells_of_the_subject_before_it() -> None:
    found = texts(
        "Ana: How is Kim?",
        "Ugo: She's well. Our aunt Ola isn't so good, though: she fell off a ladder and"
        " cracked her shin.",
    )
    assert "Ola fell off a ladder and cracked her shin." in found


@pytest.mark.parametrize(
    "line",
    [
        "Ugo: Fine. Ana rang, she's moved to Leeds.",
        "Ugo: Fine. Ana told me about Kim: she's moved to Leeds.",
    ],
)
def test_comma_or_object_leaves_the_rival(line: str) -> None:
    assert not any("Leeds" in text for text in texts("Ana: How is Kim?", line))


@pytest.mark.parametrize(
    "reply", ["Ana: Of course you are. And the real news?", "Ana: Ha. The real news?"]
)
def test_real_news_asked(reply: str) -> None:
    found = texts("Ana: How are you?", "Ugo: I'm giving up teaching to become an astronaut.", reply)
    assert not any("astronaut" in text for text in found)


def test_real_news_said() -> None:
    found = texts(
        "Ana: How are you?",
        "Ugo: I'm moving to Oslo in May.",
        "Ana: Great! The real news is that I'm jealous.",
    )
    assert "Ugo is moving to Oslo in May 2024." in found
