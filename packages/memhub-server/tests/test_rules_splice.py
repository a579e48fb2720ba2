"""Statements spliced onto a remark with a comma (issue #15, rules/splice.py).

"not great, my landlord is selling the flat" is a remark and a statement run together: read
whole it leans on nothing, or keeps the remark as the memory's opening words. The statement
after the comma is read on its own when it opens on its subject; the remark forms nothing
unless it is a clause itself. Conditions, comparisons, hedges and another's words keep
their hold on what follows. A greeting passed on ("Priya sends her love, she's ...") is no
reported speech. 15 May 2024 is a Wednesday.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.splice import greeter_named, spliced

WEDNESDAY = date(2024, 5, 15)


def texts(*lines: str) -> list[str]:
    content = "\n".join(lines)
    return [fact.text for fact in extract_facts(ExtractionInput(content, WEDNESDAY))]


# --- the split itself ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("clause", "names", "parts"),
    [
        (
            "pretty rough, my landlord is selling the flat",
            set(),
            ["my landlord is selling the flat"],
        ),
        ("long story, I broke my wrist skating", set(), ["I broke my wrist skating"]),
        # a remark that says something of its own, or dates the statement, keeps the whole
        # reading first
        ("it was chaos, Oskar starts in Tartu", {"Oskar"}, None),
        (
            "Big family news, our nephew Ilan got into art school",
            set(),
            ["our nephew Ilan got into art school"],
        ),
        (
            "quick update on my side, the council approved our extension",
            set(),
            ["the council approved our extension"],
        ),
        (
            "Wren sends her love, she's started a welding course",
            {"Wren"},
            ["she's started a welding course"],
        ),
        ("muddy, cold, and I loved every minute", set(), ["I loved every minute"]),
        ("not sure if you heard, my sister is engaged", set(), ["my sister is engaged"]),
        ("long story - I lost my passport in Riga", set(), ["I lost my passport in Riga"]),
        ("sorry for the slow reply, we were camping", set(), ["we were camping"]),
        ("two years now, I know every bus driver in town", set(), None),
        ("Last spring, I moved to Tromsø", set(), None),
        # conditions, comparisons and places stay tied to the statement
        ("If it snows, I work from home", set(), None),
        ("Like my grandad, I can't whistle", set(), None),
        ("In another life, I'd be a baker", set(), None),
        ("Usually, I cycle to work", set(), None),
        # the part after the comma opens on no subject, or on a name nobody attests
        ("red, blue, green", set(), None),
        ("lovely, Porto is sunny", set(), None),
        ("bread, milk, my keys", set(), None),
        ("My cousin Ines, I don't drive", set(), None),
        # the statement is a reply to another's view, or leans on what the remark named
        ("Rafe thinks we should sell, I'm not sure", {"Rafe"}, None),
        # hedges and another's words: nothing is stated
        ("Worst case, we sell the van", set(), []),
        ("Mum reckons, I'm too thin", set(), []),
        ("Hypothetical question, I win the lottery", set(), []),
    ],
)
def test_split(clause: str, names: set[str], parts: list[str] | None) -> None:
    assert spliced(clause, frozenset(names)) == parts


def test_a_dating_remark_is_left_off_only_when_asked() -> None:
    # the extractor asks once the whole clause formed nothing ("it was a long week, ...")
    clause = "two years now, I know every bus driver in town"
    assert spliced(clause, frozenset(), loose=True) == ["I know every bus driver in town"]
    clause = "-8 this morning, Biscuit refused his walk"
    assert spliced(clause, frozenset({"Biscuit"}), loose=True) == ["Biscuit refused his walk"]
    clause = "it was chaos, Oskar starts in Tartu"
    assert spliced(clause, frozenset({"Oskar"}), loose=True) == [
        "it was chaos",
        "Oskar starts in Tartu",
    ]
    assert spliced("If it snows, I work from home", frozenset(), loose=True) is None
    # the statement leans on what the remark named ("mine" is my car)
    clause = "it's my aunt's car, she lends it to me while mine's in the shop"
    assert spliced(clause, frozenset(), loose=True) is None


# --- the greeting -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "named"),
    [
        (
            "Bastian says hello btw, he's started evening classes in Dutch",
            "Bastian says hello btw, Bastian has started evening classes in Dutch",
        ),
        (
            "my aunt sends her love. she'll be 90 in June",
            "my aunt sends her love. my aunt will be 90 in June",
        ),
        # another person in the turn: "he" may be either
        (
            "Bastian says hello, he's seeing Ruari again",
            "Bastian says hello, he's seeing Ruari again",
        ),
        # the relative is no "he"
        ("my aunt says hi, he's in Lyon", "my aunt says hi, he's in Lyon"),
        # not a greeting: what is said is reported
        ("Bastian says he's moving to Lyon", "Bastian says he's moving to Lyon"),
    ],
)
def test_greeter_named(text: str, named: str) -> None:
    assert greeter_named(text, frozenset({"Bastian", "Ruari"})) == named


# --- what the extractor forms -------------------------------------------------------


@pytest.mark.parametrize(
    ("lines", "formed"),
    [
        (
            ["Gil: pretty rough, my landlord is selling the flat"],
            ["Gil's landlord is selling the flat."],
        ),
        (
            ["Gil: long story, I broke my wrist skating"],
            ["Gil broke their wrist skating."],
        ),
        (
            ["Gil: it was a long week, Oskar is moving to Tartu. Oskar is my cousin"],
            ["Oskar is moving to Tartu.", "Oskar is Gil's cousin."],
        ),
        (
            ["Gil: Big family news, our nephew Ilan got into art school"],
            ["Gil's nephew Ilan got into art school."],
        ),
        (
            ["Gil: Another question, I'm flying to Chile in March"],
            ["Gil is flying to Chile in March 2025."],
        ),
        (
            ["Gil: Wren sends her love, she's started a welding course"],
            ["Wren has started a welding course."],
        ),
        (
            ["Gil: my aunt says hi. she's moved to a flat in Lyon"],
            ["Gil's aunt has moved to a flat in Lyon."],
        ),
        (
            ["Gil: Sadly, my grandad passed away last month"],
            ["Gil's grandad passed away in April 2024."],
        ),
        (
            ["Gil: what a fortnight - my boiler broke and my van got towed"],
            ["Gil's boiler broke and their van got towed."],
        ),
        (
            ["Gil: Not me, my sister got the job"],
            ["Gil's sister got the job."],
        ),
    ],
)
def test_forms_the_statement(lines: list[str], formed: list[str]) -> None:
    assert texts(*lines) == formed


@pytest.mark.parametrize(
    "line",
    [
        "Gil: Worst case, we sell the van",
        "Gil: Best case scenario, I get the corner office",
        "Gil: Hopefully, I pass the exam",
        "Gil: Mum reckons, I'm too thin",
        "Gil: jk, I'm moving to the moon",
        "Gil: If it snows, I work from home",
        "Gil: Hypothetical question, I win the lottery",
        "Gil: random question, do I need a visa for Peru",
        "Gil: quick one, can you check my essay",
        "Gil: it was mutual, she is moving to Tartu",
        "Gil: fair enough, you can keep it",
        "Gil: my aunt says hi, he's in Lyon",
        "Gil: Rafe thinks we should sell the boat, I'm not convinced",
    ],
)
def test_forms_nothing(line: str) -> None:
    assert texts(line) == []


def test_the_remark_stays_when_it_dates_a_statement_that_forms() -> None:
    # "Growing up" and "In 2019" say when: the whole reading is kept
    assert texts("Gil: In 2019, I moved to Tromsø") == ["In 2019, Gil moved to Tromsø."]
    assert texts("Gil: Usually, I cycle to work") != ["Gil cycles to work."]
