"""Someone else's health and life events told in the third person (issue #15, session 35, 2A).

Kinds of sentence that formed nothing, each with wordings of our own, and the near misses
that must still form nothing:

* a fall ("had a fall", "fell down the stairs", "tripped over", "collapsed at work"): a
  bare fall makes a person of a given name only, never of "Prices" or "Christmas";
* an attack a body has ("an asthma attack", "a panic attack"), not one from outside;
* a body part giving way ("Hal's lung collapsed");
* a stay in a hospital named in full ("in the Alexandra Hospital"), a state that passes;
* a baby's milestone ("has two teeth", "took her first steps");
* a past event counted from a day another sentence gave ("a week before") keeps without
  it.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts

DAY = date(2025, 6, 11)  # a Wednesday


def facts(*lines: str, day: date = DAY) -> list[tuple[str, str]]:
    return [
        (fact.kind, fact.text) for fact in extract_facts(ExtractionInput("\n".join(lines), day))
    ]


def texts(*lines: str, day: date = DAY) -> list[str]:
    return [text for _, text in facts(*lines, day=day)]


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("Mina: Kai had a fall on Monday.", "Kai had a fall on Monday, 9 June 2025 (2025-06-09)."),
        ("Mina: Doris had a nasty fall yesterday.", "Doris had a nasty fall on 10 June 2025"),
        ("Mina: Tom fell on Monday.", "Tom fell on Monday, 9 June 2025 (2025-06-09)."),
        (
            "Mina: Alice collapsed at work on Saturday.",
            "Alice collapsed at work on Saturday, 7 June 2025",
        ),
        ("Mina: Ottilie fell down the stairs last week.", "Ottilie fell down the stairs"),
        ("Mina: Bram tripped over on Sunday.", "Bram tripped over on Sunday, 8 June 2025"),
        (
            "Mina: Ruairi fell off his bike on Saturday.",
            "Ruairi fell off his bike on Saturday, 7 June 2025",
        ),
    ],
)
def test_a_fall_of_someone_named_forms(line: str, expected: str) -> None:
    assert any(text.startswith(expected) for text in texts(line)), texts(line)


def test_a_fall_after_another_sentence_about_them_still_forms() -> None:
    found = texts("Mina: Kai makes fudge. Kai had a fall on Monday.")
    assert "Kai makes fudge." in found
    assert "Kai had a fall on Monday, 9 June 2025 (2025-06-09)." in found


@pytest.mark.parametrize(
    "line",
    [
        "Mina: Prices had a fall on Monday.",
        "Mina: Prices fell on Monday.",
        "Mina: Shares fell off a cliff on Monday.",
        "Mina: The market fell on Monday.",
        "Mina: Christmas fell on a Monday.",
        "Mina: Tom had a laugh.",
        "Mina: Tom fell in love last year.",
        "Mina: Mark fell asleep on Monday.",
    ],
)
def test_what_is_no_persons_fall_forms_nothing(line: str) -> None:
    assert texts(line) == []


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "Mina: Phyllida had an angina attack on Monday.",
            "Phyllida had an angina attack on Monday, 9 June 2025 (2025-06-09).",
        ),
        (
            "Mina: Kai had a bad asthma attack yesterday.",
            "Kai had a bad asthma attack on 10 June 2025 (2025-06-10).",
        ),
        (
            "Mina: Imogen had a panic attack at work on Friday.",
            "Imogen had a panic attack at work on Friday, 6 June 2025 (2025-06-06).",
        ),
    ],
)
def test_an_attack_a_body_has_forms(line: str, expected: str) -> None:
    assert expected in texts(line)


@pytest.mark.parametrize(
    "line",
    [
        "Mina: Kai had a shark attack on Monday.",
        "Mina: Kai had an attack of the giggles on Monday.",
    ],
)
def test_an_attack_from_outside_forms_nothing(line: str) -> None:
    assert texts(line) == []


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("Mina: Hal's lung collapsed on Monday.", "Hal's lung collapsed on Monday, 9 June 2025"),
        ("Mina: Ines's appendix burst last week.", "Ines's appendix burst in the week of"),
    ],
)
def test_a_body_part_giving_way_forms(line: str, expected: str) -> None:
    assert any(text.startswith(expected) for text in texts(line)), texts(line)


def test_a_plan_that_failed_forms_nothing() -> None:
    assert texts("Mina: Hal's plan failed on Monday.") == []


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "Mina: Tom is in the Alexandra Hospital in Redditch.",
            "Tom is in the Alexandra Hospital in Redditch.",
        ),
        ("Mina: Tom is in the Royal Infirmary.", "Tom is in the Royal Infirmary."),
        (
            "Mina: My dad is in the Royal Free Hospital.",
            "Mina's dad is in the Royal Free Hospital.",
        ),
        ("Mina: My gran is still in hospital.", "Mina's gran is still in hospital."),
    ],
)
def test_a_stay_in_hospital_is_a_state_that_passes(line: str, expected: str) -> None:
    assert ("recent", expected) in facts(line)


def test_a_job_in_a_hospital_stays_durable() -> None:
    assert ("durable", "Mina's mum is a nurse in the hospital.") in facts(
        "Mina: My mum is a nurse in the hospital."
    )


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("Mina: Clover has two teeth.", "Clover has two teeth."),
        ("Mina: Clover has her first tooth!", "Clover has her first tooth."),
        (
            "Mina: Ivo cut his first tooth on Monday.",
            "Ivo cut his first tooth on Monday, 9 June 2025",
        ),
        (
            "Mina: Ivo took his first steps on Monday.",
            "Ivo took his first steps on Monday, 9 June 2025",
        ),
        ("Mina: Ivo said his first word yesterday.", "Ivo said his first word on 10 June 2025"),
    ],
)
def test_a_babys_milestone_forms(line: str, expected: str) -> None:
    assert any(text.startswith(expected) for text in texts(line)), texts(line)


@pytest.mark.parametrize(
    "line",
    [
        "Mina: Tom has two teeth missing.",
        "Mina: Tom has a loose tooth.",
        "Mina: Tom took two steps back.",
        "Mina: Tom said a few words.",
        "Mina: Tom says hi.",
    ],
)
def test_what_is_no_milestone_forms_nothing(line: str) -> None:
    assert texts(line) == []


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("Mina: Lyle had laryngitis a week before.", "Lyle had laryngitis."),
        ("Mina: I had flu two days before.", "Mina had flu."),
        ("Mina: Hal's lung collapsed the night before.", "Hal's lung collapsed."),
    ],
)
def test_a_past_event_keeps_without_a_day_counted_from_elsewhere(line: str, expected: str) -> None:
    assert expected in texts(line)


def test_a_day_counted_from_what_it_names_stays() -> None:
    assert "Lyle had laryngitis two days before the wedding." in texts(
        "Mina: Lyle had laryngitis two days before the wedding."
    )


def test_a_plan_counted_from_elsewhere_forms_nothing() -> None:
    assert texts("Mina: Lyle moves a week before.") == []


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        (
            ("Mina: How's Tom?", "Ben: He had an asthma attack on Monday but he's fine now."),
            "Tom had an asthma attack on Monday, 9 June 2025 (2025-06-09).",
        ),
        (
            ("Mina: How's Tom?", "Ben: He fell on Monday."),
            "Tom fell on Monday, 9 June 2025 (2025-06-09).",
        ),
        (("Mina: How is Clover?", "Ben: She has two teeth now!"), "Clover has two teeth now."),
        (
            ("Mina: How's your nan?", "Ben: She had a fall on Monday."),
            "Ben's nan had a fall on Monday, 9 June 2025 (2025-06-09).",
        ),
    ],
)
def test_told_in_answer_to_how_someone_is(lines: tuple[str, ...], expected: str) -> None:
    assert expected in texts(*lines)


@pytest.mark.parametrize(
    "line",
    [
        "Mina: Rain fell on Monday.",
        "Mina: Easter fell on a Sunday.",
        "Mina: Sales had a fall in May.",
        "Mina: The Tories had a fall in the polls.",
    ],
)
def test_what_falls_that_is_no_body_forms_nothing(line: str) -> None:
    assert texts(line) == []


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "Mina: My mum bakes. She had a stroke on Monday, though.",
            "Mina's mum had a stroke on Monday, 9 June 2025 (2025-06-09).",
        ),
        ("Mina: I still swim at the lido, though.", "Mina still swims at the lido."),
    ],
)
def test_a_trailing_though_is_no_part_of_the_fact(line: str, expected: str) -> None:
    assert expected in texts(line)
