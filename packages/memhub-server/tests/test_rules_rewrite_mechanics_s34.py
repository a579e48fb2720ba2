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
        "On 10 May 2024 (2024-05-10) Ann got the job."
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
        ("Ann: My sister visited us in April.", "Ann's sister visited Ann and others in April 2024."),
    ],
)
def test_an_object_us_is_never_them(said: str, fact: str) -> None:
    assert texts(said) == [fact]
