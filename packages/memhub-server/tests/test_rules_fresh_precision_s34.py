"""Fresh chat written for session 34 (issue #15): memories the rules formed wrong.

Passing moods said in words the feelings list lacked ("worn out", "in such a good mood",
"the Sunday-night blues"); a view of a kind of thing ("I think Christmas adverts start far
too early"); a count of years after "first" or a superlative, which says how long since,
not when ("their first trip abroad in ten years"); a base verb after "to" read as a past
("going to quit my job in March"); a span of weekdays that is a weekly routine ("I work
Monday to Friday now"); and a later clause in the present after one in the past ("we've
found a flat, and we get the keys on the 1st", "..., and he's in a cast until February").
Each has near-misses that must form what they formed before. 7 October 2024 is a Monday.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts

MONDAY = date(2024, 10, 7)


def texts(*lines: str, day: date = MONDAY) -> list[str]:
    content = "\n".join(lines)
    return [fact.text for fact in extract_facts(ExtractionInput(content, day))]


@pytest.mark.parametrize(
    "said",
    [
        "Ann: I'm absolutely worn out today.",
        "Ann: Honestly, I'm completely worn out this evening.",
        "Ann: I'm totally done in after that shift.",
        "Ann: I'm in such a good mood this morning!",
        "Ann: I'm in a bit of a mood today, sorry.",
        "Ann: My husband is in such a foul mood this week.",
        "Ann: Ugh, I've got the Sunday-night blues already.",
        "Ann: I've got the post-holiday blues.",
        "Ann: I'm a bit frazzled today.",
    ],
)
def test_a_passing_mood_forms_nothing(said: str) -> None:
    assert texts(said, "Bob: Aw.") == []


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        (
            "Ann: I'm worn out today, we finally moved into the new house in Leeds.",
            "Ann and others finally moved into the new house in Leeds.",
        ),
        (
            "Ann: I play in a blues band called the Mudcats.",
            "Ann plays in a blues band called the Mudcats.",
        ),
    ],
)
def test_news_beside_a_mood_is_kept(said: str, fact: str) -> None:
    assert fact in texts(said, "Bob: Nice.")


@pytest.mark.parametrize(
    "said",
    [
        "Ann: Honestly, I think Christmas adverts start far too early.",
        "Ann: I reckon supermarkets put the Easter eggs out too soon.",
        "Ann: I think football players get paid far too much.",
        "Ann: I reckon councils should fix the potholes first.",
        "Ann: I think hospitals never have enough nurses.",
        "Ann: I believe teenagers sleep far too little these days.",
    ],
)
def test_a_view_of_a_kind_of_thing_forms_nothing(said: str) -> None:
    assert texts(said, "Bob: Agreed.") == []


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        ("Ann: I think Tom wants to move to Leeds.", "Ann thinks Tom wants to move to Leeds."),
        ("Ann: I think James works too hard.", "Ann thinks James works too hard."),
        (
            "Ann: I think my kids spend too much time on screens.",
            "Ann thinks their kids spend too much time on screens.",
        ),
    ],
)
def test_a_view_of_someone_of_ones_own_is_kept(said: str, fact: str) -> None:
    assert texts(said, "Bob: Hm.") == [fact]


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        (
            "Ann: We're going to Spain in May, our first holiday in two years.",
            "Ann and others are going to Spain in May 2025, their first holiday in two years.",
        ),
        (
            "Ann: My sister is visiting in June, her first visit home in five years.",
            "Ann's sister is visiting in June 2025, her first visit home in five years.",
        ),
        (
            "Ann: I finally saw my brother last week, the first time in 3 years.",
            "Ann finally saw their brother in the week of 30 September 2024 (2024-09-30),"
            " the first time in 3 years.",
        ),
        ("Ann: I'll retire in ten years.", "Ann will retire in 2034."),
        (
            "Ann: Our first holiday is in two weeks.",
            "Ann's first holiday is around 21 October 2024 (2024-10-21).",
        ),
    ],
)
def test_years_since_the_last_are_no_date(said: str, fact: str) -> None:
    assert texts(said, "Bob: Wow.") == [fact]


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        (
            "Ann: I'm going to quit my job in March.",
            "Ann is going to quit their job in March 2025.",
        ),
        (
            "Ann: We've decided to put the house on the market in March.",
            "Ann and others have decided to put the house on the market in March 2025.",
        ),
        ("Ann: I want to quit smoking in January.", "Ann wants to quit smoking in January 2025."),
        ("Ann: I quit my job in March.", "Ann quit their job in March 2024."),
    ],
)
def test_a_base_verb_after_to_looks_ahead(said: str, fact: str) -> None:
    assert texts(said, "Bob: Wow.") == [fact]


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        (
            "Ann: I work Monday to Friday at the bakery now.",
            "Ann works Monday to Friday at the bakery now.",
        ),
        (
            "Ann: I'm on early shifts now, Tuesday to Saturday.",
            "Ann is on early shifts now, Tuesday to Saturday.",
        ),
        (
            "Ann: My new hours are Monday to Thursday, ten till six.",
            "Ann's new hours are Monday to Thursday, ten till six.",
        ),
        (
            "Ann: I'm in London from Monday to Friday for a course.",
            "Ann is in London from 14 October 2024 (2024-10-14) to 18 October 2024 (2024-10-18)"
            " for a course.",
        ),
        (
            "Ann: I'm off work Monday to Wednesday next week.",
            "Ann is off work on 14 October 2024 (2024-10-14) to 16 October 2024 (2024-10-16).",
        ),
    ],
)
def test_a_span_of_weekdays_in_a_routine_is_every_week(said: str, fact: str) -> None:
    assert texts(said, "Bob: Great.") == [fact]


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        (
            "Ann: Tom and I are moving in together. We've found a flat in Leeds with a garden,"
            " and we get the keys on the 1st of November.",
            "Tom and Ann have found a flat in Leeds with a garden, and Tom and Ann get the keys"
            " on 1 November 2024 (2024-11-01).",
        ),
        (
            "Ann: Tom and I have bought a house, and we move in on the 2nd of December.",
            "Tom and Ann have bought a house, and Tom and Ann move in on 2 December 2024"
            " (2024-12-02).",
        ),
        (
            "Ann: One sad thing: my best friend Kofi broke his leg caving in Wales, and he's in"
            " a cast until February.",
            "Ann's best friend Kofi broke his leg caving in Wales, and Kofi is in a cast until"
            " February 2025.",
        ),
        (
            "Ann: Bad news: my neighbour Kofi fell off a ladder, and he's moved to a care home"
            " in September.",
            "Kofi has moved to a care home in September 2024.",
        ),
    ],
)
def test_a_present_clause_after_a_past_one_looks_ahead(said: str, fact: str) -> None:
    assert fact in texts(said, "Bob: Oh.")
