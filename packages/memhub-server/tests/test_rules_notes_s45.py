"""Notes of session 45 (issue #15, rules/notes.py, rules/extractor.py, rules/dates.py): an
event dated with where it is held between its name and its verb ("the reed festival at
Caraorman is on the 19th of October"), an appointment jotted with whom it is for ("vet for
rex 21 march 10am"), and a day number before a lower-case "march" or "may" a date.
14 March 2024 is a Thursday.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.dates import resolve_relative_dates

THURSDAY = date(2024, 3, 14)


def texts(*lines: str) -> list[str]:
    item = ExtractionInput("\n".join(lines), THURSDAY)
    return [fact.text for fact in extract_facts(item)]


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "User: Note: the reed festival at Caraorman is on the 19th of October, with a parade.",
            "The reed festival at Caraorman is on 19 October 2024 (2024-10-19)",
        ),
        (
            "User: Note: the harvest fair at Long Melford is on the 2nd of November.",
            "The harvest fair at Long Melford is on 2 November 2024 (2024-11-02)",
        ),
        (
            "User: reminder - the book fair in Hay is on the 14th of April",
            "The book fair in Hay is on 14 April 2024 (2024-04-14)",
        ),
        (
            "User: The Kilmore regatta in Dunmore East is on the 9th of August, as every year.",
            "The Kilmore regatta in Dunmore East is on 9 August 2024 (2024-08-09)",
        ),
        (
            "User: the village show at Upper Slaughter will be on Saturday",
            "The village show at Upper Slaughter will be on Saturday, 16 March 2024 (2024-03-16)",
        ),
    ],
)
def test_an_event_dated_with_where_it_is_held(line: str, expected: str) -> None:
    assert any(text.startswith(expected) for text in texts(line)), texts(line)


@pytest.mark.parametrize(
    "line",
    ["User: The party at Tom's is on Saturday.", "User: the parade in town was great"],
)
def test_an_event_without_a_named_place_or_a_day_forms_no_event(line: str) -> None:
    assert not any(text.startswith(("The party", "The parade")) for text in texts(line))


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("User: note: vet for grivei 21 march 10am", "vet for grivei on 21 March 2024"),
        ("User: note: dentist for the kids 3 april 4pm", "dentist for the kids on 3 April 2024"),
        ("User: Reminder: vet for Biscuit on the 2nd of May at 9am", "vet for Biscuit on 2 May"),
        ("User: note to self: haircut for tom fri 5pm", "haircut for tom on Friday, 15 March 2024"),
        ("User: note: vet for rex 3 may 10am", "vet for rex on 3 May 2024 (2024-05-03) at 10am"),
    ],
)
def test_an_appointment_jotted_with_whom_it_is_for(line: str, expected: str) -> None:
    assert any(expected in text for text in texts(line)), texts(line)


def test_an_appointment_place_with_no_day_forms_no_appointment() -> None:
    assert not any(
        "has got" in text for text in texts("User: note: the vet for cats is on the high street")
    )


@pytest.mark.parametrize(
    ("said", "read"),
    [
        ("on 21 march", "on 21 March 2024 (2024-03-21)"),
        ("on 21 march 10am", "on 21 March 2024 (2024-03-21) 10am"),
        ("on 3 may at 4pm", "on 3 May 2024 (2024-05-03) at 4pm"),
        # near-misses: a count, "may" as a verb, a year after the month
        ("did 3 march routes", "did 3 march routes"),
        ("the 2 may be late", "the 2 may be late"),
        ("on 21 March 1990", "on 21 March 1990"),
    ],
)
def test_a_day_number_before_march_or_may(said: str, read: str) -> None:
    assert resolve_relative_dates(said, THURSDAY, False, named=True)[0] == read


@pytest.mark.parametrize(
    ("said", "read"),
    [
        ("quit smoking in june, 4 months clean", "quit smoking in June 2023, 4 months clean"),
        ("moved in May, 2 weeks after the wedding", "moved in May 2023, 2 weeks after the wedding"),
        ("since January, 3 days a week", "since January 2024, 3 days a week"),
        # near-misses: a year or a day after the comma
        ("born in June, 1990", "born in June, 1990"),
        ("in June, 4th", "in June, 4th"),
    ],
)
def test_a_month_before_a_count_of_time_after_a_comma(said: str, read: str) -> None:
    assert resolve_relative_dates(said, THURSDAY, True, named=True)[0] == read
