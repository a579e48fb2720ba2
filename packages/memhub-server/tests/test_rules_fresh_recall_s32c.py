"""News that a third fresh chat text (issue #15, session 32, round 3) formed nothing from:
a couple named with where they live ("Hugh and Penny next door"), the night a show opens
said as someone's, and a day asked after by name answered with the town it is held in."""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts


def texts(*turns: str, on: date = date(2026, 12, 1)) -> list[str]:
    found = extract_facts(ExtractionInput(content="\n".join(turns), document_date=on))
    return [f.text for f in found]


# --- a couple named with where the speaker knows them from -------------------------


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        ("Ines: Marek and Tove next door have split up.", "Marek and Tove have split up."),
        (
            "Ines: Oskar and Wren upstairs are moving to Leeds in January.",
            "Oskar and Wren are moving to Leeds in January 2027.",
        ),
    ],
)
def test_a_couple_known_by_where_they_live(said: str, expected: str) -> None:
    assert expected in texts(said)


@pytest.mark.parametrize(
    "said",
    [
        "Ines: Marek and Tove next door are so loud.",
        "Ines: Salt and Pepper next door are the cats.",
    ],
)
def test_a_couple_known_by_where_with_no_news_forms_nothing(said: str) -> None:
    assert texts(said) == []


# --- the night a show opens, said as someone's ------------------------------------


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        (
            "Ines: Dorota's opening night is the ninth of December.",
            "Dorota's opening night is on 9 December 2026 (2026-12-09).",
        ),
        (
            "Ines: Kemal's recital is on December 14.",
            "Kemal's recital is on 14 December 2026 (2026-12-14).",
        ),
    ],
)
def test_someones_opening_night_is_dated(said: str, expected: str) -> None:
    assert expected in texts(said)


@pytest.mark.parametrize(
    "said",
    ["Ines: Dorota's premiere was amazing.", "Ines: The opening night is on Friday."],
)
def test_an_opening_night_with_no_day_or_no_owner_forms_nothing(said: str) -> None:
    assert texts(said) == []


# --- a day asked after by name, answered with where ---------------------------------


@pytest.mark.parametrize(
    ("answer", "expected"),
    [
        ("Pavel: Next June in Toronto.", "Odile's wedding is in June 2027 in Toronto."),
        ("Pavel: It's next June in Porto.", "Odile's wedding is in June 2027 in Porto."),
    ],
)
def test_a_day_answered_with_its_town(answer: str, expected: str) -> None:
    assert expected in texts("Ines: When's Odile's wedding?", answer)


@pytest.mark.parametrize(
    "answer", ["Pavel: Next week in June.", "Pavel: No idea in Toronto.", "Pavel: Not sure."]
)
def test_no_day_with_a_town_forms_nothing(answer: str) -> None:
    assert texts("Ines: When's Odile's wedding?", answer) == []


# --- a finding a doctor told someone else ------------------------------------------


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        ("Ines: The doctor told Grandpa he has gout.", "Ines's grandpa has gout."),
        ("Ines: The GP told my aunt she's got asthma.", "Ines's aunt has asthma."),
        ("Ines: The consultant told Rufus that he has diabetes.", "Rufus has diabetes."),
    ],
)
def test_a_finding_told_to_someone_is_theirs(said: str, expected: str) -> None:
    assert expected in texts(said)


@pytest.mark.parametrize(
    "said",
    [
        "Ines: The doctor told Grandma he has gout.",
        "Ines: The vet told Grandpa his cat has arthritis.",
        "Ines: The doctor told Grandpa he should rest.",
        "Ines: The doctor told Grandpa he might have gout.",
        "Ines: The doctor told Grandpa it's a sprain.",
    ],
)
def test_a_finding_told_to_someone_that_is_not_plainly_theirs_forms_nothing(said: str) -> None:
    assert texts(said) == []


# --- someone else's new job, told with the work it is ------------------------------


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        (
            "Ines: Bertil got a job teaching maths in Lisbon.",
            "Bertil got a job teaching maths in Lisbon.",
        ),
        (
            "Ines: Did you hear Bertil got a job teaching maths in Lisbon?",
            "Bertil got a job teaching maths in Lisbon.",
        ),
        (
            "Ines: Bertil has landed a job managing a hostel in Oban.",
            "Bertil has landed a job managing a hostel in Oban.",
        ),
    ],
)
def test_someones_job_told_with_its_work(said: str, expected: str) -> None:
    assert expected in texts(said)


@pytest.mark.parametrize(
    "said",
    [
        "Ines: Bertil got a job teaching.",
        "Ines: If Bertil got a job teaching maths he'd stay.",
        "Ines: Did Bertil get a job teaching maths?",
    ],
)
def test_no_job_plainly_got_forms_nothing(said: str) -> None:
    assert texts(said) == []


# --- someone become a grandparent ----------------------------------------------------


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        ("Ines: Did you hear Ottmar has become a grandad?", "Ottmar has become a grandad."),
        ("Ines: Ottmar has become a grandad again.", "Ottmar has become a grandad again."),
        (
            "Ines: Ottilie became a grandmother last week!",
            "Ottilie became a grandmother in the week of 23 November 2026 (2026-11-23).",
        ),
    ],
)
def test_someone_become_a_grandparent(said: str, expected: str) -> None:
    assert expected in texts(said)


@pytest.mark.parametrize(
    "said",
    [
        "Ines: Has Ottmar become a grandad?",
        "Ines: Ottmar hasn't become a grandad yet.",
        "Ines: Ottmar has become a grandad's favourite.",
        "Ines: If Ottmar became a grandad he'd retire.",
    ],
)
def test_no_grandparent_plainly_become_forms_nothing(said: str) -> None:
    assert texts(said) == []


# --- a business the speaker no longer runs ------------------------------------------


@pytest.mark.parametrize(
    ("answer", "expected"),
    [
        ("Pavel: No, I handed it over in March.", "Pavel handed over the bakery in March 2026."),
        ("Pavel: Nope, I shut it down last year.", "Pavel shut down the bakery in 2025."),
    ],
)
def test_a_business_handed_over(answer: str, expected: str) -> None:
    assert expected in texts("Ines: Are you still running the bakery?", answer)


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("Ines: Are you still running the half marathon?", "Pavel: No, I handed it over in March."),
        ("Ines: Are you still running the bakery?", "Pavel: Yes, I handed it over in March."),
        ("Ines: Are you still running the bakery?", "Pavel: Maybe I'll hand it over in March."),
    ],
)
def test_no_business_plainly_handed_over_forms_nothing(question: str, answer: str) -> None:
    assert texts(question, answer) == []


def test_a_finding_told_to_an_aunt_by_name() -> None:
    assert "Auntie Meg has lupus." in texts("Ines: The consultant told Auntie Meg she has lupus.")
    assert texts("Ines: The consultant told Uncle Meg she has lupus.") == []
