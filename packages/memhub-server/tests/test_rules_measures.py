"""A quantity said on its own after the deed it measures joins that deed's fact (issue #15).

"Tobias passed his theory test. 94 percent!" is one fact: the test, with 94 percent. A
percentage measures an exam or a score, a sum of money a thing bought or sold, a distance a
journey or a new place of work, and a time a race or a swim ("ran the canal 10k sat. 49
mins"), its "I" left out or not; in the speaker's next turn too, after the other only
cheered. A price of what the speaker pays for is theirs. A quantity that goes on into a
clause of its own, follows a question, or has nothing to measure joins nothing. The
sentences are our own; 7 October 2025 is a Tuesday.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.measures import measures_joined
from memhub_server.pipeline.memory.rules.text import passages

TUESDAY = date(2025, 10, 7)


def texts(*turns: str) -> list[str]:
    return [fact.text for fact in extract_facts(ExtractionInput("\n".join(turns), TUESDAY))]


@pytest.mark.parametrize(
    ("turn", "fact"),
    [
        (
            "Wilfreda: My son passed his maths exam. 88 percent.",
            "Wilfreda's son passed his maths exam, with 88 percent.",
        ),
        (
            "Wilfreda: got my dissertation mark back today. 71%",
            "Wilfreda got their dissertation mark back on 7 October 2025 (2025-10-07), with 71%.",
        ),
        (
            "Wilfreda: We sold the caravan last week. Four thousand pounds.",
            "Wilfreda and others sold the caravan in the week of 29 September 2025 "
            "(2025-09-29), for four thousand pounds.",
        ),
        (
            "Wilfreda: I've bought a second-hand kiln. £350.",
            "Wilfreda has bought a second-hand kiln, for £350.",
        ),
        (
            "Wilfreda: I started the new job at the quarry in Kelso. 30 miles each way.",
            "Wilfreda started the new job at the quarry in Kelso, 30 miles each way.",
        ),
    ],
)
def test_a_quantity_on_its_own_joins_what_it_measures(turn: str, fact: str) -> None:
    assert texts("Bo: Any news?", turn) == [fact]


@pytest.mark.parametrize(
    ("turn", "fact"),
    [
        (
            "Wilfreda: I ran the canal 10k on Saturday. 49 minutes!",
            "Wilfreda ran the canal 10k on Saturday, 4 October 2025 (2025-10-04), in 49 minutes.",
        ),
        (
            "Wilfreda: finished my first marathon sunday. 4 hrs 12",
            "Wilfreda finished their first marathon on Sunday, 5 October 2025 (2025-10-05), in 4"
            " hrs 12.",
        ),
        (
            "Wilfreda: ooh Tobias and I swam round the island on Sunday!! 1hr 42",
            "Tobias and Wilfreda swam round the island on Sunday, 5 October 2025 (2025-10-05),"
            " in 1hr 42.",
        ),
        (
            "Wilfreda: rowed the whole loch yesterday. Three hours and a bit.",
            "Wilfreda rowed the whole loch on 6 October 2025 (2025-10-06).",
        ),
    ],
)
def test_a_time_on_its_own_joins_the_outing_even_without_its_i(turn: str, fact: str) -> None:
    assert texts("Bo: Any news?", turn) == [fact]


def read(*turns: str) -> list[str]:
    return [p.text for p in measures_joined(passages("\n".join(turns)))]


@pytest.mark.parametrize(
    "turn",
    [
        # the quantity goes on into a clause of its own
        "Wilfreda: I bought a kite. £20 was a steal.",
        # a question is answered, not measured
        "Wilfreda: Did you finish the race? 3 hours?",
        # nothing it can measure
        "Wilfreda: I love that café. £4 for a coffee though.",
        "Wilfreda: We had a lovely lunch. Forty minutes.",
        "Wilfreda: Tobias passed his exam. 3 miles.",
        "Wilfreda: I must have told you a hundred times. A million thanks.",
        "Wilfreda: one sec. give me five minutes",
        "Wilfreda: It's 2 for 1 on Tuesdays. Ten out of ten for effort.",
        # a salary, or the cost of an event that is no purchase: no price paid
        "Wilfreda: I got a new job. 40k.",
        "Wilfreda: Tom got married. 20 grand!",
        "Wilfreda: Got the job! 32 grand a year.",
    ],
)
def test_a_quantity_that_measures_nothing_joins_nothing(turn: str) -> None:
    assert read(turn) == [turn.removeprefix("Wilfreda: ")]


def test_the_next_turn_reads_the_joined_text_as_its_prompt() -> None:
    joined = measures_joined(passages("Wilfreda: I bought a canoe. 400 quid.\nBo: Bargain!"))
    assert [p.text for p in joined] == ["I bought a canoe, for 400 quid.", "Bargain!"]
    assert joined[1].prompt == "I bought a canoe, for 400 quid."


@pytest.mark.parametrize(
    ("turn", "fact"),
    [
        (
            "Wilfreda: Our wedding! The venue in Harrogate wants six thousand pounds.",
            "Wilfreda's venue in Harrogate wants six thousand pounds.",
        ),
        ("Wilfreda: rent 780 a month. moving in sat", "Wilfreda's rent is 780 a month."),
        (
            "Wilfreda: the rent's £1,250 a month. we sign friday",
            "Wilfreda's rent is £1,250 a month.",
        ),
        (
            "Wilfreda: The roofer wants 4k for the whole job. We booked him.",
            "Wilfreda's roofer wants 4k for the whole job.",
        ),
        (
            "Wilfreda: So the caterers charged us £900.",
            "Wilfreda and others were charged £900 by Wilfreda's caterers.",
        ),
        # tied to the speaker by a deed of theirs, before or after the price
        ("Wilfreda: rent 950 a month. sign for it mon", "Wilfreda's rent is 950 a month."),
    ],
)
def test_a_price_of_what_the_speaker_pays_for_is_theirs(turn: str, fact: str) -> None:
    assert texts("Bo: How's it going?", turn)[:1] == [fact]


def test_a_price_tied_by_an_earlier_deed_is_the_speakers() -> None:
    said = texts(
        "Bo: How's it going?", "Wilfreda: I'm renting a flat in Leeds. The rent's 950 a month."
    )
    assert "Wilfreda's rent is 950 a month." in said


@pytest.mark.parametrize(
    "turn",
    [
        "Wilfreda: Rent in London is 2000 a month.",
        "Wilfreda: My sister moved into a flat. The rent's 950 a month.",
        "Wilfreda: Went to Tom's wedding. The band was 2 grand!",
        "Wilfreda: Tom's getting married. The venue wants 4000 euros.",
    ],
)
def test_a_price_of_someone_elses_or_anyones_thing_is_not_the_speakers(turn: str) -> None:
    facts = texts("Bo: How's it going?", turn)
    assert not [fact for fact in facts if "Wilfreda's" in fact and any(c.isdigit() for c in fact)]


@pytest.mark.parametrize(
    "turn",
    [
        "Wilfreda: The bus is £2 now.",
        "Wilfreda: The pub wants £5 a pint.",
        "Wilfreda: The band was brilliant.",
        "Wilfreda: It's 2 for 1 on Tuesdays at the venue.",
        "Wilfreda: A million thanks for the quote.",
        "Wilfreda: Ten out of ten for effort.",
    ],
)
def test_a_price_of_what_nobody_pays_for_forms_nothing(turn: str) -> None:
    assert texts(turn) == []


@pytest.mark.parametrize(
    ("said", "text"),
    [
        (
            "Wilfreda: News! We bought the barn in Hawes! We get the keys in May. / Bo: Wow! "
            "/ Wilfreda: Two hundred thousand pounds. Gulp.",
            "News! We bought the barn in Hawes, for two hundred thousand pounds! We get the keys "
            "in May.",
        ),
        (
            "Wilfreda: we sold the camper / Bo: nooo / Wilfreda: 6k. gutted",
            "we sold the camper, for 6k.",
        ),
        (
            "Wilfreda: Tobias passed his driving theory. / Bo: Go Tobias! / Wilfreda: 96 percent!",
            "Tobias passed his driving theory, with 96 percent.",
        ),
        (
            "Wilfreda: My new job's at the mill in Hebden. / Bo: Nice. "
            "/ Wilfreda: 12 miles instead of 3.",
            "My new job's at the mill in Hebden, 12 miles instead of 3.",
        ),
    ],
)
def test_a_quantity_opening_the_next_turn_joins_the_speakers_deed(said: str, text: str) -> None:
    assert read(*said.split(" / "))[0] == text


@pytest.mark.parametrize(
    "said",
    [
        # the other asked: an answer, not a measure
        "Wilfreda: I bought a puppy. / Bo: How much was he? / Wilfreda: £800.",
        # the other spoke of more than a cheer
        "Wilfreda: We sold the camper. / Bo: We sold ours last year to a man from Kendal. "
        "/ Wilfreda: £4,000.",
        # nothing in the turn before that it measures
        "Wilfreda: We had a lovely day out. / Bo: Nice! / Wilfreda: 30 miles.",
    ],
)
def test_a_quantity_opening_the_next_turn_that_measures_nothing_stays(said: str) -> None:
    turns = said.split(" / ")
    assert read(*turns)[0] == turns[0].removeprefix("Wilfreda: ")


@pytest.mark.parametrize(
    ("said", "text"),
    [
        (
            "Wilfreda: We've booked the wedding for June at the boathouse. / Bo: Lovely! "
            "/ Wilfreda: 80 guests.",
            "We've booked the wedding for June at the boathouse, 80 guests.",
        ),
        (
            "Wilfreda: we're having a party for Tobias on saturday. 30 kids. pray for me",
            "we're having a party for Tobias on saturday, 30 kids. pray for me",
        ),
    ],
)
def test_a_number_of_guests_joins_the_do(said: str, text: str) -> None:
    assert read(*said.split(" / "))[0] == text


def test_a_number_of_people_after_anything_else_stays() -> None:
    turn = "Wilfreda: We went to the beach. 30 people. Too busy."
    assert read(turn) == [turn.removeprefix("Wilfreda: ")]


@pytest.mark.parametrize(
    ("turn", "text"),
    [
        ("Wilfreda: I got a new bike. 400 quid.", "I got a new bike, for 400 quid."),
        ("Wilfreda: We got a puppy. £800.", "We got a puppy, for £800."),
    ],
)
def test_a_sum_after_a_thing_got_is_its_price(turn: str, text: str) -> None:
    assert read(turn) == [text]
