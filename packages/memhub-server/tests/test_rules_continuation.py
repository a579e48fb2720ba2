"""Clauses without a subject of their own, or with the speaker in the object
(rules/continuation.py), read through the whole extractor.

Every sentence here is written for these tests; the document date is 15 May 2024.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.continuation import (
    fragments_joined,
    speaker_led,
    with_subjects,
)

DAY = date(2024, 5, 15)


def texts(*lines: str) -> list[str]:
    return [fact.text for fact in extract_facts(ExtractionInput("\n".join(lines), DAY))]


# --- a past verb whose subject the turn left out -----------------------------------------


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        # after the speaker's own clause
        (
            ("Odile: I sprained my thumb. trapped my hand in the car door on friday",),
            "Odile trapped their hand in the car door on Friday, 10 May 2024 (2024-05-10).",
        ),
        (
            ("Odile: I twisted my knee. slipped on the wet steps at work on monday",),
            "Odile slipped on the wet steps at work on Monday, 13 May 2024 (2024-05-13).",
        ),
        # opening the turn, after a greeting or an exclamation with no verb
        (
            ("Odile: honestly what a week. lost my wallet on the bus",),
            "Odile lost their wallet on the bus.",
        ),
        (
            ("Odile: Ran into my old teacher at the market on sunday",),
            "Odile ran into their old teacher at the market on Sunday, 12 May 2024 (2024-05-12).",
        ),
        # after the speaker's clause that ends on another part ("the van is, I'm ...")
        (
            ("Odile: the van stays, I'm selling the car. advertised the car on tuesday",),
            "Odile advertised the car on Tuesday, 14 May 2024 (2024-05-14).",
        ),
        # after a remark of the other speaker's about themself
        (
            ("Ebbe: Ha, next time I'll bake you something", "Odile: Just got back from Corwen"),
            "Odile just got back from Corwen.",
        ),
        # a question about the speaker themself
        (
            ("Ebbe: how was your weekend?", "Odile: cycled to Ludlow and back on saturday"),
            "Odile cycled to Ludlow and back on Saturday, 11 May 2024 (2024-05-11).",
        ),
    ],
)
def test_speaker_is_the_left_out_subject(lines: tuple[str, ...], expected: str) -> None:
    assert expected in texts(*lines)


def test_someone_elses_left_out_subject_is_not_the_speaker() -> None:
    found = texts("Odile: my brother was in hospital for a week. discharged on monday")
    assert found == ["Odile's brother was in hospital for a week."]


def test_a_thing_put_first_is_what_the_speakers_verb_took() -> None:
    found = texts("Odile: the written part I did in march. the practical, passed on friday")
    assert "Odile passed the practical on Friday, 10 May 2024 (2024-05-10)." in found
    assert with_subjects(["the attic, finished last week"], "Odile") == [
        "I finished the attic last week"
    ]
    # someone, a clause or the weather put first: not a thing the speaker did
    for clause in ["my cousin, moved in march", "the van is, sold on monday"]:
        assert with_subjects([clause], "Odile") == [clause]
    assert with_subjects(["the forecast, rained all week"], "Odile") == [
        "the forecast, rained all week"
    ]


def test_we_carries_to_the_next_clause() -> None:
    found = texts("Odile: we're exhausted, we drove all night. reached Thirsk at dawn on sunday")
    assert "Odile and others reached Thirsk at dawn on Sunday, 12 May 2024 (2024-05-12)." in found


@pytest.mark.parametrize(
    "lines",
    [
        # someone else's clause before: the left-out subject is theirs, not the speaker's
        ("Odile: Brigid got the job! started on monday",),
        ("Odile: the boiler was ancient. needed a new pump",),
        ("Odile: Brigid was lonely, so she adopted a cat. got a second one on sunday",),
        # the prompt asks about someone else (one of the answerer's own relatives is
        # given the deed: test_rules_terse_kin_s41)
        ("Ebbe: did Brigid like the scarf?", "Odile: loved it, wore it to work on monday"),
        ("Ebbe: what did he say about the offer?", "Odile: accepted it on the spot"),
        # instructions, plain verbs and reactions that only look past
        ("Odile: put it on the shopping list",),
        ("Odile: let me know by friday",),
        ("Odile: read the whole thing twice",),
        ("Odile: sounds good",),
        ("Odile: love that",),
        ("Odile: happens to the best of us",),
        ("Odile: thought so",),
        ("Odile: saw that coming",),
        ("Odile: said no",),
        ("Odile: was brilliant",),
        ("Odile: tired of it all",),
        ("Odile: stuck in traffic again",),
        ("Odile: booked!",),
        ("Odile: bit fed up tonight",),
        # a verb whose object the turn before gave: left what, started what?
        ("Ebbe: still at the library?", "Odile: nope, left in April"),
        ("Odile: started on monday",),
        # weather and how things went: the left-out subject is "it"
        ("Odile: rained all weekend",),
        ("Odile: happened last week",),
        ("Odile: turned out fine",),
        ("Odile: went really well",),
        # a participle opening a sentence about something else
        ("Odile: built in 1890, the chapel has a tin roof",),
        ("Odile: made by hand in Padstow",),
        # said to the one listening
        ("Odile: missed you at the barbecue",),
        ("Odile: added you to the group chat",),
    ],
)
def test_left_out_subject_that_is_not_the_speaker_forms_nothing(lines: tuple[str, ...]) -> None:
    assert texts(*lines) == []


def test_with_subjects_keeps_each_clause_in_place() -> None:
    clauses = [
        "I broke a tooth",
        "crunched down on an olive stone",
        "the dentist was lovely",
        "fixed the crack in an hour",
    ]
    assert with_subjects(clauses, "Odile") == [
        "I broke a tooth",
        "I crunched down on an olive stone",
        "the dentist was lovely",
        "",
    ]
    assert with_subjects(clauses, None) == clauses  # a note: whose clause, no speaker says


# --- a verb that needs nothing after it ----------------------------------------------------


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        ("Brigid died on Tuesday", "Brigid died on Tuesday, 14 May 2024 (2024-05-14)."),
        ("Brigid retired in March", "Brigid retired in March 2024."),
        ("Brigid emigrated in 2019", "Brigid emigrated in 2019."),
    ],
)
def test_a_complete_verb_with_only_a_time_forms(said: str, expected: str) -> None:
    found = texts(f"Odile: my aunt Brigid taught piano for forty years. {said}")
    assert expected in found


def test_a_verb_missing_its_object_still_forms_nothing() -> None:
    found = texts("Odile: my aunt Brigid is a nurse. Brigid left in April")
    assert not [text for text in found if "left" in text]


# --- the speaker in the object -------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        (
            "the cathedral in Corwen asked me to be their organist",
            "I was asked to be the cathedral in Corwen's organist",
        ),
        (
            "the bakery on Mill Street offered me a weekend job",
            "I was offered a weekend job by the bakery on Mill Street",
        ),
        (
            "the council fined me 80 pounds for parking on the verge",
            "I was fined 80 pounds by the council for parking on the verge",
        ),
        ("Fenwick hired me on monday", "I was hired by Fenwick on monday"),
        (
            "big news for once, the museum asked me to run a workshop",
            "I was asked by the museum to run a workshop",
        ),
        (
            "a collector bought my old cello last week",
            "my old cello was bought by a collector last week",
        ),
        ("someone stole my bike on friday", "my bike was stolen on friday"),
    ],
)
def test_speaker_led(said: str, expected: str) -> None:
    assert speaker_led(said) == expected


@pytest.mark.parametrize(
    "said",
    [
        "the hospital asked me if I could work nights",  # a question, not a request
        "they asked me to stay late",  # who "they" are, the clause does not say
        "if a school asked me to teach I would say yes",
        "if I'm lucky, the museum offered me a job",
        "the club asked me to play next season",  # whose time "next season" is, unclear
        "my sister told me about the flat",
        "the museum is lovely",
    ],
)
def test_not_speaker_led(said: str) -> None:
    assert speaker_led(said) is None


def test_the_speaker_in_the_object_forms_a_dated_memory() -> None:
    assert texts("Odile: a gallery in Keswick bought my big painting on tuesday") == [
        "Odile's big painting was bought by a gallery in Keswick on Tuesday, 14 May 2024"
        " (2024-05-14)."
    ]
    assert texts("Odile: the choir in Leominster asked me to conduct their carol concert") == [
        "Odile was asked to conduct the choir in Leominster's carol concert."
    ]


# --- a verbless fragment that tells more of the news before it -----------------------------


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        (
            "Piet: i bought a boat. a 1970s dinghy from a sailing club near Hoorn, paid 300 euros",
            "Piet bought a boat, a 1970s dinghy from a sailing club near Hoorn, paid 300 euros.",
        ),
        (
            "Piet: my news: Saskia is getting married! in Utrecht, in june",
            "Saskia is getting married in Utrecht, in June 2024.",
        ),
        (
            "Piet: fair. speaking of pets i got a tortoise. on thursday.",
            "Piet got a tortoise on Thursday, 9 May 2024 (2024-05-09).",
        ),
    ],
)
def test_a_fragment_after_news_is_part_of_it(said: str, expected: str) -> None:
    assert expected in texts(said)


def test_a_fragment_after_a_feeling_stays_apart() -> None:
    assert texts("Piet: I'm so tired. a long day at work.") == []


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        (
            "Piet: They offered me the job on Friday!",
            "Piet was offered the job on Friday, 10 May 2024 (2024-05-10).",
        ),
        (
            "Piet: They put me on a team with two retired nurses.",
            "Piet was put on a team with two retired nurses.",
        ),
    ],
)
def test_what_they_did_to_the_speaker_needs_no_they(said: str, expected: str) -> None:
    assert texts(said) == [expected]


def test_what_they_asked_of_the_speaker_forms_nothing() -> None:
    assert texts("Piet: they asked me to stay late") == []


def test_a_long_run_of_stops_is_read_once() -> None:
    # each stop of the run was once read again to the end of it: 50,000 took seconds
    assert fragments_joined("." * 50000) == "." * 50000
    said = fragments_joined("I bought a harp" + "." * 50000 + " a Welsh triple harp")
    assert said == "I bought a harp, a Welsh triple harp"


@pytest.mark.parametrize(
    "turn",
    [
        "User: 6 came down in the storm in november",
        "User: and 3 went missing from the flock last week",
        "User: 12 turned up to the open day on Saturday.",
    ],
)
def test_a_count_opening_the_clause_is_its_subject_not_a_left_out_i(turn: str) -> None:
    facts = extract_facts(ExtractionInput(turn, date(2025, 12, 1)))
    assert not [f.text for f in facts if f.text.startswith("The user")]
