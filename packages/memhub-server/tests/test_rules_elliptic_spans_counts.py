"""Three clauses that read as facts but say nothing alone (session 49).

* How long, with the verb left out: "I take a tablet every morning, and I have for six
  years" splits into a fact and "Ann has for six years.", which says nothing.
* A span of two weekdays cut short ("me mon to wed") is days, not the verb "wed": the
  clause then has no verb, and forms nothing.
* A count doing something ("8 jars. n 3 went to my aunt"): three of what, only the chat
  said. A count with what it counts ("3 friends came") stays.
"""

from __future__ import annotations

import re
from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.gate import unsafe
from memhub_server.pipeline.memory.rules.texting import casual_spelled, texting_spelled

WEDNESDAY = date(2024, 5, 15)


def texts(turn: str) -> list[str]:
    return [fact.text for fact in extract_facts(ExtractionInput(f"Ann: {turn}", WEDNESDAY))]


@pytest.mark.parametrize(
    ("turn", "kept"),
    [
        (
            "I take a tablet for my blood pressure every morning, and I have for six years.",
            "Ann takes a tablet for their blood pressure every morning.",
        ),
        (
            "I've run the club since 2019, and my wife has since 2021.",
            "Ann has run the club since 2019.",
        ),
        ("i've coached the under 9s for ages, and my brother has for two", None),
        ("We've lived in Tarbes since March, and my parents have since the spring.", None),
        ("I've had the allotment since 2015 and my neighbour has since last year", None),
    ],
)
def test_how_long_without_its_verb_forms_nothing(turn: str, kept: str | None) -> None:
    found = texts(turn)
    assert not [t for t in found if re.search(r"\b(?:has|have) (?:for|since)\b", t)], found
    if kept is not None:
        assert kept in found, found


@pytest.mark.parametrize(
    ("turn", "expected"),
    [
        # not elliptic: the verb is there
        ("my wife has since moved to Leeds", "Ann's wife has since moved to Leeds."),
        ("I have lived in Leeds for six years.", "Ann has lived in Leeds for six years."),
    ],
)
def test_how_long_with_its_verb_stays(turn: str, expected: str) -> None:
    assert expected in texts(turn)


@pytest.mark.parametrize(
    ("said", "spelled"),
    [
        ("me mon to wed", "me Monday to Wednesday"),
        ("Tues-Thurs at the bakery", "Tuesday-Thursday at the bakery"),
        ("off fri thru sun", "off Friday thru Sunday"),
        ("weds till sat", "Wednesday till Saturday"),
        ("sat - sun at my mum's", "Saturday - Sunday at my mum's"),
        # no span: left to the rules for one day
        ("we sat till sunrise", "we sat till sunrise"),
        ("they got wed in june", "they got wed in june"),
        ("lay in the sun to dry", "lay in the sun to dry"),
    ],
)
def test_a_span_of_two_short_days_is_written_in_full(said: str, spelled: str) -> None:
    assert casual_spelled(said) == spelled


@pytest.mark.parametrize(
    "turn",
    ["me mon to wed", "n me thurs to sat", "my sister tues - thurs", "dad fri to sun"],
)
def test_a_span_of_days_alone_forms_nothing(turn: str) -> None:
    assert texts(turn) == []


def test_a_span_of_days_in_a_clause_is_kept_as_days() -> None:
    assert texts("i work tues-thurs at the bakery") == ["Ann works Tuesday-Thursday at the bakery."]


@pytest.mark.parametrize(
    "fact",
    [
        "3 went to Ann's aunt.",
        "Two of them failed.",
        "Three came back on Monday.",
        "12 were broken.",
        "Five have gone to Ann's sister.",
    ],
)
def test_a_count_doing_something_is_unresolved(fact: str) -> None:
    assert unsafe(fact, "Ann") == "unresolved reference"


@pytest.mark.parametrize(
    "fact",
    [
        "3 friends came to Ann's party.",
        "Two kittens arrived at Ann's in May 2024.",
        "2019 was a good year for Ann.",
        "Two hundred guests came to Ann's wedding.",
        "Eighteen hundred people signed Ann's petition.",
        "Ann sold 3 jars.",
    ],
)
def test_a_count_with_what_it_counts_stays(fact: str) -> None:
    assert unsafe(fact, "Ann") is None


def test_n_before_a_number_is_and() -> None:
    assert texting_spelled("8 jars. n 3 went to my aunt") == "8 jars. and 3 went to my aunt"
    assert texts("8 jars. n 3 went to my aunt") == []
