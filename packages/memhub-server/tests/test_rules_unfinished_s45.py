"""Facts formed from whole conversations that did not read on their own (issue #15,
session 45).

- An object left in the chat (:mod:`.rules.unfinished`): "<S> is halfway through", "<S>
  cried at the end", "<S> has run out", "<S> was a few weeks late", "<S> is the
  secretary" say nothing a year later; the same facts naming their object are kept, and
  so are short facts with an object of their own.
- A day counted from a day another sentence gave ("I started the Monday after") is no
  date: it is left out of a past event, like "the week before" (:mod:`.rules.dates`).
- A span of months told with a habit ("I swim every morning from May to September") comes
  back every year: no year is added to either month (:mod:`.rules.dates`).
- A past verb after a subject opened by a count or a determiner and an adjective ("five
  young ones joined in April", "the new lambs arrived in April") dates the month behind
  the day it was said, whatever the tense of the clause before it.
- "Are you still swimming every morning?" - "Every morning from May": the words the
  answer opens on are said once (:mod:`.rules.news`).

The sentences are our own.
"""

from __future__ import annotations

import re
from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.dates import resolve_relative_dates
from memhub_server.pipeline.memory.rules.gate import unsafe

OCTOBER = date(2024, 10, 19)


def facts(*turns: str, day: date = OCTOBER) -> list[str]:
    return [fact.text for fact in extract_facts(ExtractionInput("\n".join(turns), day))]


def _subject(fact: str) -> str:
    return "The user" if fact.startswith("The user") else fact.split()[0]


# --- an object left in the chat ----------------------------------------------------------


@pytest.mark.parametrize(
    "fact",
    [
        "Flurin is halfway through.",
        "Marit is nearly halfway through now.",
        "Joaquim and others are half way there.",
        "Ojārs is on the last chapter.",
        "Keziah is up to the third episode.",
        "Dagny is on the final lap.",
        "Ilze cried at the end.",
        "Toma laughed all the way to the very end.",
        "Ursina and others have run out.",
        "Bram ran out.",
        "Halvard gave up.",
        "Jolene stopped when grindin started.",
        "Orsolya started.",
        "Roimata fell thru.",
        "Tamsin and others have fallen through.",
        "Priya has stopped once the baby came.",
        "Breixo was only a few weeks late.",
        "Oona was ten minutes early.",
        "Sefton was late.",
        "Wanjiru and others are coming too.",
        "The user is paying.",
        "Oskar is hosting.",
        "Ursina is the secretary.",
        "Lorcan is treasurer now.",
        "The user has been the captain.",
    ],
)
def test_fact_with_its_object_in_the_chat_is_dropped(fact: str) -> None:
    assert unsafe(fact, _subject(fact)) is not None


@pytest.mark.parametrize("subject", ["Gian-Andri", "Fingers", ""])
def test_wish_with_crossed_fingers_is_dropped(subject: str) -> None:
    assert unsafe("Fingers crossed for Gian-Andri.", subject) is not None
    assert unsafe("Toes crossed for the user's exam on 3 May 2024.", subject) is not None


@pytest.mark.parametrize(
    "fact",
    [
        "Mengia keeps the refuge.",
        "Valdis has stopped teaching windsurfing.",
        "Flurin is halfway through the novel.",
        'Ojārs is on the last chapter of "The Amber Ferry".',
        "Ilze cried at the end of the film.",
        "Linnea lives at the end of the lane.",
        "Tomasz won in the end.",
        "Bram ran out of money in Rome.",
        "Halvard gave up smoking in March 2024.",
        "Priya stopped drinking when the baby came.",
        "Orsolya started at the sail loft in March 2024.",
        "Roimata's sale fell through in May 2024.",
        "Sefton was late for work three times.",
        "The user is driving to Leeds on 3 May 2024 (2024-05-03).",
        "Wanjiru is coming to the wedding.",
        "Ursina is the secretary of the felt club.",
        "Lorcan is the treasurer at the bowls club now.",
        "Ana is a secretary at the school.",
        "Oona is always ten minutes early.",
        "Dagny is retiring.",
        "The user is driving.",
    ],
)
def test_fact_naming_its_object_is_kept(fact: str) -> None:
    assert unsafe(fact, _subject(fact)) is None


def test_answer_halfway_through_forms_nothing_of_its_own() -> None:
    formed = facts(
        'Ines: My daughter chose a novel for me, "Seven Winters".',
        "Ines: I'm halfway through.",
    )
    assert not any(fact.rstrip(".").endswith("halfway through") for fact in formed)


@pytest.mark.parametrize(
    ("said", "kept"),
    [
        ("Orsolya: I got the promotion. I started the Monday after.", "got the promotion"),
        ("Cas: I slipped on the ice the Sunday before and cracked two ribs.", "cracked two"),
        ("Cas: My sister moved to Leeds the month after.", "moved to Leeds"),
        ("Ines: We sold the van the Friday before, to a farmer.", "sold the van"),
        ("Ines: Dad retired the year after.", ""),
    ],
)
def test_weekday_counted_from_elsewhere_is_no_date(said: str, kept: str) -> None:
    formed = facts(said)
    assert not any(
        re.search(r"the (?:monday|sunday|friday|month|year) (?:after|before)", f, re.I)
        for f in formed
    ), formed
    if kept:
        assert any(kept in fact for fact in formed), formed


def test_weekday_after_a_named_day_is_kept() -> None:
    formed = facts(
        "Cas: I've been back on the van since the Monday after Valentine's Day.",
        day=date(2025, 2, 20),
    )
    assert any("the Monday after Valentine's Day" in fact for fact in formed), formed


# --- a span of months that comes back every year -----------------------------------------


@pytest.mark.parametrize(
    "said",
    [
        "The user swims every morning from May to September at Laida beach.",
        "Every morning from May to October, for twelve years.",
        "The cafe usually opens between April and October.",
        "We walk the dogs each evening from june to august.",
        "Most years the user sails from March till November.",
        "The user always rents the hut from June through August.",
    ],
)
def test_month_span_of_a_habit_gets_no_year(said: str) -> None:
    text, periods = resolve_relative_dates(said, OCTOBER, False, named=True)
    assert text == said
    assert periods == ()


@pytest.mark.parametrize(
    ("said", "dated"),
    [
        ("The user is in Spain from May to October.", "May 2025"),
        ("The user swims every day from May to June 2025.", "May 2025"),
        ("The user worked in Rome from May to June.", "May 2024"),
    ],
)
def test_one_span_of_months_is_still_dated(said: str, dated: str) -> None:
    text, _ = resolve_relative_dates(said, OCTOBER, "worked" in said, named=True)
    assert dated in text


def test_habit_over_months_formed_without_a_year() -> None:
    formed = facts("Edurne: I swim every morning from May to September at the harbour.")
    assert any("from May to September" in fact for fact in formed), formed
    assert not any("May 2025" in fact for fact in formed)


# --- a past verb after a counted subject -------------------------------------------------


@pytest.mark.parametrize(
    ("said", "dated"),
    [
        ("The club has 51 members now; five young ones joined in April.", "April 2024"),
        ("The user is happy; the new lambs arrived in April.", "April 2024"),
        ("The farm has eight cows now; two heifers came in August.", "August 2024"),
        ("The choir is bigger, and 3 new singers started in March.", "March 2024"),
        ("The user is glad; several neighbours helped in June.", "June 2024"),
    ],
)
def test_counted_subject_past_verb_dates_back(said: str, dated: str) -> None:
    text, _ = resolve_relative_dates(said, OCTOBER, False, named=True)
    assert dated in text


@pytest.mark.parametrize(
    ("said", "dated"),
    [
        ("The user is happy; the new shop opens in November.", "November 2024"),
        ("The user is happy; the album comes out in December.", "December 2024"),
        ("The user is busy, and the new kitchen goes in in November.", "November 2024"),
        ("The user is happy; two old friends visit in March.", "March 2025"),
    ],
)
def test_present_clause_after_counted_subject_still_ahead(said: str, dated: str) -> None:
    text, _ = resolve_relative_dates(said, OCTOBER, False, named=True)
    assert dated in text


# --- the answer's opening words said once ------------------------------------------------


@pytest.mark.parametrize(
    ("asked", "answer", "said"),
    [
        (
            "Are you still swimming in the sea every morning?",
            "Every morning from May to October, for twelve years.",
            "still swimming in the sea every morning from May to October",
        ),
        (
            "Are you still going to the gym on Mondays?",
            "On Mondays and Thursdays now.",
            "still going to the gym on Mondays and Thursdays",
        ),
        (
            "Are you still rowing every Saturday?",
            "Every Saturday at 7, yes.",
            "still rowing every Saturday at 7",
        ),
        (
            "Are you still cycling to work?",
            "Every day, rain or shine.",
            "still cycling to work every day",
        ),
        (
            "You still running along the canal every evening?",
            "every evening, 5k, rain or shine.",
            "still running along the canal every evening, 5k",
        ),
    ],
)
def test_still_doing_answer_says_its_opening_once(asked: str, answer: str, said: str) -> None:
    formed = facts(f"Ann: {asked}", f"Bob: {answer}")
    assert any(said in fact for fact in formed), formed


# --- an office in the group the question named -------------------------------------------


@pytest.mark.parametrize(
    ("asked", "answer", "said"),
    [
        (
            "Two hundred! And the touring club?",
            "We're up to twenty-three members. I'm the secretary, so I get all the emails.",
            "Bob is the secretary of the touring club",
        ),
        ("How's the choir going?", "Great. I'm treasurer now.", "Bob is treasurer of the choir"),
        (
            "How is your rowing club?",
            "Busy! I've been made captain.",
            "Bob has been made captain of the rowing club",
        ),
        (
            "And the parish council?",
            "Dull as ever, and I am the chair.",
            "the chair of the parish council",
        ),
        (
            "how's ur darts team doing",
            "top of the league. im captain again!",
            "captain of the darts team",
        ),
    ],
)
def test_office_is_the_asked_groups(asked: str, answer: str, said: str) -> None:
    formed = facts(f"Ann: {asked}", f"Bob: {answer}")
    assert any(said in fact for fact in formed), formed


@pytest.mark.parametrize(
    ("asked", "answer"),
    [
        ("How are the choir and the rowing club?", "Busy! I'm the secretary."),
        ("How was your weekend?", "Long. I'm the secretary now."),
        ("And the touring club?", "I'm the secretary of the bowls club now, not that one."),
    ],
)
def test_office_without_one_asked_group_names_none(asked: str, answer: str) -> None:
    formed = facts(f"Ann: {asked}", f"Bob: {answer}")
    assert not any(
        re.search(r"secretary of the (?:choir|rowing club|touring club)", f) for f in formed
    ), formed
