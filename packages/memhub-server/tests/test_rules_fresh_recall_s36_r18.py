"""Formation on fresh proper-case chat (issue #15, session 36, R18).

Kinds of sentence that formed nothing or the wrong thing, each with wordings of our own:

* a treatment or finding named after the part of the body it is on ("Pietro had a knee
  operation", "Maria had hip surgery", "Grandad had a blood clot in his leg") is what
  befell someone named, like "had an operation"; an operation that is no treatment ("a
  sting operation", "a photo op") is not;
* a day of the month corrected by its number alone keeps the month said before it ("on the
  14th of December. Sorry, the 15th" is 15 December), and "No, wait, it was Monday"
  corrects a day like "No, it was Monday".
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
            "Pietro had a knee operation on 22 May 2024 (2024-05-22).",
        ),
        (
            "Tom: Maria had hip surgery in March.",
            "Maria had hip surgery in March 2024.",
        ),
        (
            "Tom: Maria had emergency surgery on Friday.",
            "Maria had emergency surgery on 17 May 2024 (2024-05-17).",
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
            "Maria had a varicose vein operation on 20 May 2024 (2024-05-20).",
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
            "Dagfinn's grandad had a fall on 20 May 2024 (2024-05-20).",
            "21 May",
        ),
        (
            ["Dagfinn: My sister moved to Oslo on Friday. No, hang on, it was Thursday."],
            "Dagfinn's sister moved to Oslo on 23 May 2024 (2024-05-23).",
            "24 May",
        ),
    ],
)
def test_day_corrected(lines: list[str], expected: str, wrong: str) -> None:
    found = texts(*lines)
    assert expected in found
    assert not any(wrong in text for text in found)

