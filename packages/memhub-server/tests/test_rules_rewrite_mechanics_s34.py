"""How text is rewritten, session 34 (issue #15): general slips of the rewrite steps.

A "we" said out after its clause by "me and X" that is itself the subject of a new clause
("We went to the pub, me and Jake stayed till one"); a word of how much opening a
verbless sentence ("Less driving, more paperwork. He says ...") taken as the one a "he"
is; a date or a hedge the answer opens on before ", but I ..." ("Yes, on Friday, but I
turned it down"), which belongs to the half the answer leaves unsaid; a place after
"to"/"in" taken as one an object "him"/"her" may be ("flying to Porto to meet him"); an
object "us" rewritten "them", which reads as someone else's group. Each has wordings
that must stay as they were. 15 May 2024 is a Wednesday.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts

DAY = date(2024, 5, 15)


def texts(*lines: str, day: date = DAY) -> list[str]:
    content = "\n".join(lines)
    return [fact.text for fact in extract_facts(ExtractionInput(content, day))]


@pytest.mark.parametrize(
    ("said", "facts"),
    [
        (
            "Ann: We went to the pub, me and Jake stayed till one.",
            ["Ann and others went to the pub.", "Ann and Jake stayed till one."],
        ),
        (
            "Ann: We drove to the coast, me and Lucy swam all afternoon.",
            ["Ann and others drove to the coast.", "Ann and Lucy swam all afternoon."],
        ),
    ],
)
def test_me_and_someone_opening_a_clause_is_not_who_we_is(said: str, facts: list[str]) -> None:
    assert texts(said) == facts


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        ("Ann: We went to the pub, me and Jake.", "Ann went to the pub with Jake."),
        (
            "Ann: We play in a ceilidh band now, me and some friends from work.",
            "Ann plays in a ceilidh band now with some friends from work.",
        ),
        (
            "Ann: We climbed Snowdon in April, me, Callum and Ewan.",
            "Ann climbed Snowdon in April 2024 with Callum and Ewan.",
        ),
    ],
)
def test_me_and_someone_ending_the_clause_is_still_who_we_is(said: str, fact: str) -> None:
    assert texts(said) == [fact]


@pytest.mark.parametrize(
    "said",
    [
        "Ann: Fewer meetings, more coding. He says I'm the fastest tester on the team.",
        "Ann: Less driving, more paperwork. He says I'm the calmest person in the port.",
        "Ann: More sleep, less coffee. She says I'm a different person.",
    ],
)
def test_a_word_of_how_much_is_no_one_a_he_can_be(said: str) -> None:
    assert not any(fact.startswith(("Fewer", "Less", "More")) for fact in texts(said))


@pytest.mark.parametrize(
    ("lines", "fact"),
    [
        (
            ("Bob: Did you get the offer?", "Ann: Yes, on Friday, but I turned it down."),
            "Ann turned the offer down.",
        ),
        (
            ("Bob: Did you finish the course?", "Ann: Yes, two weeks ago, but I failed the exam."),
            "Ann failed the exam.",
        ),
        (
            ("Bob: Did you sell the van?", "Ann: Sort of, but I sold the car in June."),
            "Ann sold the car in June 2023.",
        ),
    ],
)
def test_a_leading_date_before_but_is_not_glued_on(lines: tuple[str, ...], fact: str) -> None:
    assert texts(*lines) == [fact]


def test_a_date_opening_a_whole_clause_stays() -> None:
    assert texts("Ann: On Friday I got the job, but I turned it down.") == [
        "On Friday, 10 May 2024 (2024-05-10) Ann turned down the job."
    ]


@pytest.mark.parametrize(
    "said",
    [
        "Ann: I'm flying out to Porto to meet him on the 3rd of May.",
        "Ann: I'm going to Leeds in June to see her.",
        "Ann: I drove in from Hull at the weekend to surprise him.",
    ],
)
def test_a_place_is_no_one_an_object_him_or_her_can_be(said: str) -> None:
    assert texts(said) == []


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        (
            "Ann: I'm flying out to Porto to meet Jonah on the 23rd of May.",
            "Ann is flying out to Porto to meet Jonah on 23 May 2024 (2024-05-23).",
        ),
        ("Ann: I met Jonah in Porto.", "Ann met Jonah in Porto."),
    ],
)
def test_a_person_named_is_still_met(said: str, fact: str) -> None:
    assert texts(said) == [fact]


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        (
            "Ann: My gran is coming over to us in the summer instead.",
            "Ann's gran is coming over to Ann and others in summer 2024 instead.",
        ),
        (
            "Ann: My sister visited us in April.",
            "Ann's sister visited Ann and others in April 2024.",
        ),
    ],
)
def test_an_object_us_is_never_them(said: str, fact: str) -> None:
    assert texts(said) == [fact]


@pytest.mark.parametrize(
    ("said", "facts"),
    [
        (
            "Ann: My uncle worked in Derby for years, and then they closed the factory.",
            ["Ann's uncle worked in Derby for years."],
        ),
        (
            "Ann: We both worked at the plant in Derby for years, and then they closed it.",
            ["Ann and others both worked at the plant in Derby for years."],
        ),
        (
            "Ann: I worked at the mill until 2015, when they shut it down.",
            ["Ann worked at the mill until 2015."],
        ),
    ],
)
def test_a_they_with_no_group_named_is_cut(said: str, facts: list[str]) -> None:
    assert texts(said) == facts


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        (
            "Ann: My parents ran a pub in Hull for years, and then they retired to Spain.",
            "Ann's parents ran a pub in Hull for years, and then they retired to Spain.",
        ),
        (
            "Ann: My neighbours had a baby in March and they named her Ivy.",
            "Ann's neighbours had a baby in March 2024 and they named her Ivy.",
        ),
    ],
)
def test_a_they_after_a_group_stays(said: str, fact: str) -> None:
    assert texts(said) == [fact]


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        (
            "Ann: My brother flew in from Leeds as a surprise, and she didn't recognise him.",
            "Ann's brother flew in from Leeds as a surprise.",
        ),
        (
            "Ann: My dad came round on Sunday, and she made him a cake.",
            "Ann's dad came round on Sunday, 12 May 2024 (2024-05-12).",
        ),
        (
            "Ann: My uncle moved to Derby in 2010, and she never visited him.",
            "Ann's uncle moved to Derby in 2010.",
        ),
    ],
)
def test_a_he_or_she_the_speaker_said_is_not_the_speaker(said: str, fact: str) -> None:
    assert texts(said) == [fact]


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        (
            "Ann: Jory's mum is ill, so he's moving back to Derby in June.",
            "Jory's mum is ill, so he's moving back to Derby in June 2024.",
        ),
        ("Ann: My husband broke his leg in March.", "Ann's husband broke his leg in March 2024."),
    ],
)
def test_a_he_or_she_with_someone_to_be_stays(said: str, fact: str) -> None:
    assert texts(said) == [fact]


def test_hers_with_only_a_place_before_it_forms_nothing() -> None:
    assert texts("Ann: Kit has moved back to Hull, to a house two streets from hers.") == []


def test_a_counted_us_stays_them() -> None:
    assert texts("Ann: We'll be in Dingle in August, all four of us.") == [
        "Ann and others will be in Dingle in August 2024, all four of them."
    ]


@pytest.mark.parametrize(
    ("said", "facts"),
    [
        ("Ann: We heard on the 4th, the court agreed he can stay with us.", []),
        ("Ann: I moved in on the 4th.", ["Ann moved in on 4 May 2024 (2024-05-04)."]),
        ("Ann: I live on the 4th floor.", ["Ann lives on the 4th floor."]),
    ],
)
def test_a_day_of_the_month_left_unresolved_is_no_date(said: str, facts: list[str]) -> None:
    assert texts(said) == facts
