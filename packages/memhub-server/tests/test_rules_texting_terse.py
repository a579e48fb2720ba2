"""Terse lower-case texting (issue #15): a yes or a no typed before the news, a reply
before the speaker's own line, an age told without "I", a day that is a word of its own
told as a time, "no more" after a denial, and a common typo.

"na sold the trailer", "sweet noted. got a new kayak", "was 40 on fri", "left the band
sun after 9 yrs", "dont smoke no more": the speaker's news, read as if typed in full. A
"no" that is a determiner ("no kids yet"), a "ya" that is "you" ("ya know"), a "sun" or
"sat" that is the word ("sat with the dog", "lay in the sun after lunch") stay as typed.
12 June 2024 is a Wednesday.
"""

from __future__ import annotations

import re
from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.continuation import with_subjects
from memhub_server.pipeline.memory.rules.short_days import day_stands
from memhub_server.pipeline.memory.rules.texting import texting_spelled

WEDNESDAY = date(2024, 6, 12)


def said(line: str, speaker: str = "tavita") -> list[str]:
    """What one lower-case line forms in a messenger log, after a short hello."""
    turns = [("hemi", "yo"), (speaker, "hey"), ("hemi", "whats new"), (speaker, line)]
    log = "\n".join(f"[08:0{at}] {who}: {text}" for at, (who, text) in enumerate(turns))
    return [fact.text for fact in extract_facts(ExtractionInput(log, WEDNESDAY))]


def short_day(text: str) -> bool:
    """Whether the first cut-short weekday in ``text`` is read as a day."""
    found = re.search(r"(?<!\w)(?:tues|weds|thurs|fri|mon|sat|sun|wed)(?!\w)", text)
    assert found is not None
    return day_stands(text, found.start(), found.end())


@pytest.mark.parametrize(
    ("line", "fact"),
    [
        ("na sold the trailer to my uncle", "Tavita sold the trailer to their uncle."),
        ("ya moved the bees to the back paddock", "Tavita moved the bees to the back paddock."),
        ("nah gave the old couch to my cousin", "Tavita gave the old couch to their cousin."),
        ("yep booked the ferry for the 3rd of july", "Tavita booked the ferry for 3 July 2024."),
        (
            "yeah quit the pub quiz team mon",
            "Tavita quit the pub quiz team on Monday, 10 June 2024",
        ),
        ("nope sold my drum kit last wk", "Tavita sold their drum kit in the week of 3 June"),
    ],
)
def test_a_yes_or_no_before_the_speakers_news(line: str, fact: str) -> None:
    assert any(text.startswith(fact.rstrip(".")) for text in said(line)), said(line)


@pytest.mark.parametrize(
    ("line", "fact"),
    [
        ("sweet noted. got a new kayak, a blue one", "Tavita got a new kayak"),
        ("all sorted. bought a campervan off my boss", "Tavita bought a campervan off their boss"),
        ("gutted. sold my guitar to pay the rent", "Tavita sold their guitar to pay the rent"),
        ("stoked. passed my forklift ticket", "Tavita passed their forklift ticket"),
        ("chuffed. adopted a greyhound called zip", "Tavita adopted a greyhound called"),
    ],
)
def test_a_reply_word_before_the_speakers_own_line(line: str, fact: str) -> None:
    assert any(text.startswith(fact) for text in said(line)), said(line)


@pytest.mark.parametrize(
    ("line", "fact"),
    [
        ("was 40 on fri. feel ancient", "Tavita was 40 on Friday, 7 June 2024"),
        ("was 27 on sat, big night", "Tavita was 27 on Saturday, 8 June 2024"),
        ("was 35 yesterday lol", "Tavita was 35 on 11 June 2024"),
        ("was 19 last tues", "Tavita was 19 on Tuesday, 4 June 2024"),
        ("ya was 50 on mon. no party", "Tavita was 50 on Monday, 10 June 2024"),
    ],
)
def test_an_age_told_without_i(line: str, fact: str) -> None:
    assert any(text.startswith(fact) for text in said(line)), said(line)


@pytest.mark.parametrize(
    "line",
    [
        "was 5 quid at the market",
        "was 20 mins late again",
        "na the bus was 40 mins late",
        "no kids yet",
        "ya know what i mean",
        "gutted. my sister sold her car",
    ],
)
def test_near_misses_form_no_fact_of_the_speaker(line: str) -> None:
    assert not [text for text in said(line) if text.startswith("Tavita ")], said(line)


@pytest.mark.parametrize(
    "text",
    [
        "left the band sun after 9 yrs",
        "quit the choir sun after 4 years",
        "sold the boat sun btw",
        "got the keys mon after a long wait",
        "moved house sat btw",
        "my bday was thurs btw",
        "sold it weds, 300 to a mate",
        "the party is fri",
    ],
)
def test_a_day_parted_from_what_follows_is_a_time(text: str) -> None:
    assert short_day(text)


@pytest.mark.parametrize(
    "text",
    [
        "lay in the sun after lunch",
        "went home sat with the dog",
        "we sat after dinner and talked",
        "caught too much sun after the swim",
        "she was sat btw",
        "the kids sat before the show",
    ],
)
def test_a_day_that_is_a_word_of_its_own_stays_one(text: str) -> None:
    assert not short_day(text)


@pytest.mark.parametrize(
    ("typed", "full"),
    [
        ("not on lates no more", "not on lates any more"),
        ("dont smoke no more, 3 months now", "don't smoke any more, 3 months now"),
        ("never go there no more", "never go there any more"),
        ("no more cake for me", "no more cake for me"),
        ("teh van is fixed", "the van is fixed"),
        ("ya know what i mean", "ya know what I mean"),
        ("na sold it", "na, sold it"),
        ("sold it last wk", "sold it last week"),
        ("3 yrs in aug, a yr ago", "3 years in aug, a year ago"),
        ("yr mum rang", "yr mum rang"),
    ],
)
def test_texting_spelled(typed: str, full: str) -> None:
    assert texting_spelled(typed) == full


def test_a_day_after_a_no_dates_the_deed() -> None:
    facts = said("na left the choir sun after 6 yrs")
    assert facts == ["Tavita left the choir on Sunday, 9 June 2024 (2024-06-09) after 6 years."]


@pytest.mark.parametrize(
    ("clause", "read"),
    [
        ("and did a half marathon in york on sunday", "I did a half marathon in york on sunday"),
        ("so had covid all over new year", "I had covid all over new year"),
        ("ya, was 44 on Monday", "I was 44 on Monday"),
    ],
)
def test_a_link_before_a_subjectless_did_had_or_was_is_left_out(clause: str, read: str) -> None:
    assert with_subjects([clause], "Tavita") == [read]
