"""Review of the rules added for others' news, own news tucked in and chat noise: each
case is a sentence of ordinary chat that one of them misread (a wrong memory, or a good
one lost), with the memory it must form."""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts

WEDNESDAY = date(2024, 5, 15)


def texts(*lines: str, day: date = WEDNESDAY) -> list[str]:
    return [fact.text for fact in extract_facts(ExtractionInput("\n".join(lines), day))]


def joined(*lines: str) -> str:
    return " | ".join(texts(*lines))


# A bare "I start on ..." names only the speaker's own job, not one someone else got or
# one merely asked about.
@pytest.mark.parametrize(
    ("lines", "wrong"),
    [
        (("Ana: my brother got a job at Google. I start on the 4th", "Bo: ??"), "starts the"),
        (
            ("Ana: tom got the job as a chef at the ritz. I start in June", "Bo: nice"),
            "Ana starts the job",
        ),
        (("Ana: Tom got the job as a chef at the Ritz. I start in June",), "Ana works as"),
        (("Bo: is the job at the bank still open?", "Ana: I start on Monday"), "still open"),
        (("Ana: congrats on your new job! I start on Monday too", "Bo: ta"), "starts the"),
        (("Ana: my sister's new job is in Leeds. I start on Monday", "Bo: ok"), "starts the"),
    ],
)
def test_start_names_no_job_of_someone_else(lines: tuple[str, ...], wrong: str) -> None:
    assert wrong not in joined(*lines)


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        (
            ("Ana: they offered me a job at the bakery. I start in June", "Bo: nice"),
            "Ana starts the job at the bakery in June 2024.",
        ),
        (
            ("Ana: my mum got me a job at the bakery. I start in June", "Bo: nice"),
            "Ana starts the job at the bakery in June 2024.",
        ),
        (
            ("Bo: did you get the Dundee post?", "Ana: yes! I start on the 3rd"),
            "Ana starts the Dundee post on 3 June 2024 (2024-06-03).",
        ),
        (
            ("Ana: got the job!! I start on the 3rd", "Bo: yay"),
            "Ana starts the job on 3 June 2024 (2024-06-03).",
        ),
    ],
)
def test_start_still_names_the_speakers_job(lines: tuple[str, ...], expected: str) -> None:
    assert expected in texts(*lines)


# An injury named alone is the speaker's only after a sentence about the speaker.
def test_injury_after_a_relatives_fall_is_not_the_speakers() -> None:
    got = joined("Ana: my son fell off his bike. broken arm, it happened on saturday", "Bo: oh")
    assert "Ana got a broken arm" not in got
    assert "Ana has a broken arm" not in got


def test_injury_after_the_speakers_back_is_theirs() -> None:
    assert "Ana has a slipped disc." in texts("Ana: my back is killing me. slipped disc.")


def test_trip_leg_with_a_verdict_is_not_read_as_taken() -> None:
    got = joined(
        "Ana: we went to Skye. ferry from Uig to Tarbert on the 14th of June was lovely",
        "Bo: nice",
    )
    assert "ferry from Uig to Tarbert on the 14th of June was lovely" not in got


# Passing or failing an inspection makes the thing the speaker's only when it can be.
@pytest.mark.parametrize(
    "line",
    [
        "Ana: the school passed its inspection on tuesday, great news for the kids",
        "Ana: so the restaurant failed its safety check yesterday lol",
        "Ana: The bridge failed its survey last week, the road is closed",
        "Ana: The bus failed its MOT so I was late.",
    ],
)
def test_public_things_that_failed_a_check_are_not_the_speakers(line: str) -> None:
    got = joined(line, "Bo: oh")
    assert "Ana's school" not in got
    assert "Ana's restaurant" not in got
    assert "Ana's bridge" not in got
    assert "Ana's bus" not in got


def test_own_vehicle_still_passed_its_check() -> None:
    assert "Ana's land rover passed its inspection on Tuesday, 14 May 2024 (2024-05-14)." in texts(
        "Ana: the land rover passed its inspection on tuesday"
    )


# "They rang on friday" makes news of a result, not of anything the speaker got.
@pytest.mark.parametrize(
    "lines",
    [
        ("Ana: I got a cold. the GP rang on friday", "Bo: oh"),
        ("Ana: we got a puppy! they rang yesterday", "Bo: aw"),
    ],
)
def test_a_call_on_a_day_is_no_news_of_a_cold_or_a_puppy(lines: tuple[str, ...]) -> None:
    assert "heard on" not in joined(*lines)


def test_a_call_still_dates_a_result() -> None:
    got = texts("Ana: I got the job at Tesco, they told me on monday.")
    assert "Ana got the job at Tesco." in got
    assert any(text.startswith("Ana heard on Monday, 13 May 2024") for text in got)


# "I mean, no one ..." and "scratch that idea" take nothing back.
@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "Ana: my sister Ida lives in Oslo. I mean, no one visits her though.",
            "Ana's sister Ida lives in Oslo.",
        ),
        (
            "Ana: I adopted a cat called Milo. scratch that idea of a dog, cats are easier.",
            "Ana adopted a cat called Milo.",
        ),
        (
            "Ana: I adopted a cat called Milo. wait, no way, you got one too?",
            "Ana adopted a cat called Milo.",
        ),
    ],
)
def test_no_retraction_without_one(line: str, expected: str) -> None:
    assert expected in texts(line, "Bo: aw")


def test_a_real_retraction_is_still_dropped() -> None:
    got = joined("Ana: I moved to Leeds in March. I mean, no it was April actually.", "Bo: ok")
    assert "in March" not in got


# "how's baking?" asks after a pastime, not a person called Baking.
def test_asked_after_pastime_is_no_name() -> None:
    assert "Baking" not in joined("Bo: how's baking?", "Ana: baking is fun, she taught me")


def test_activity_after_a_relative_is_no_name() -> None:
    assert "Rugby" not in joined("Ana: my son rugby is on saturday", "Bo: nice")


def test_relative_name_after_kin_still_restored() -> None:
    assert "Ana's sister Florence just got engaged." in texts(
        "Ana: my sister florence just got engaged"
    )


# "ones" or "one" the fact itself names is no unresolved reference.
@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "Ana: we adopted two kittens, the grey ones from the shelter",
            "Ana and others adopted two kittens, the grey ones from the shelter.",
        ),
        (
            "Ana: my kids are the only ones who can swim in our family",
            "Ana's kids are the only ones who can swim in their family.",
        ),
        (
            "Ana: I got one on Monday, a Tesla Model 3",
            "Ana got one on Monday, 13 May 2024 (2024-05-13), a Tesla Model 3.",
        ),
    ],
)
def test_one_named_in_the_fact_is_kept(line: str, expected: str) -> None:
    assert expected in texts(line, "Bo: nice")


def test_bare_ones_still_dropped() -> None:
    assert texts("Ana: I bought the red ones in the end.", "Bo: nice") == []


# "Any kids?" answered with a hope or a loose lot is no child of the speaker's.
@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("Any kids?", "Hopefully one day!"),
        ("Any kids?", "Loads of nieces."),
        ("Any pets?", "Maybe a dog soon."),
    ],
)
def test_any_answered_with_a_hope_forms_nothing(question: str, answer: str) -> None:
    assert not any(
        text.startswith("Ana has") for text in texts(f"Bo: {question}", f"Ana: {answer}")
    )


def test_any_answered_with_one_named_still_forms() -> None:
    assert "Ana has an older brother." in texts("Bo: Any siblings?", "Ana: An older brother, Tom.")
    assert "Ana is allergic to Cats." in texts(
        "Bo: Any allergies I should know about?", "Ana: Cats mostly, and hay fever."
    )


# A verdict that says what befell the thing is no verdict to drop: the course was
# cancelled, the class was full.
@pytest.mark.parametrize(
    "line",
    [
        "Ana: The yoga course I booked was cancelled.",
        "Ana: The cooking class I joined was full.",
        "Ana: The Italian restaurant I went to was shut.",
    ],
)
def test_outcome_is_not_read_as_a_verdict(line: str) -> None:
    got = joined(line, "Bo: oh no")
    assert "Ana booked the yoga course" not in got
    assert "Ana joined the cooking class" not in got
    assert "Ana went to the Italian restaurant" not in got


def test_verdict_still_puts_what_was_done_first() -> None:
    assert "Ana did the escape room." in texts("Ana: The escape room I did was great.")


# A plan without its "I'm" is the speaker's only when nobody else's was asked after.
@pytest.mark.parametrize(
    "lines",
    [
        ("Bo: what's Tom doing this summer?", "Ana: going to Spain in June apparently"),
        ("Bo: what's your brother up to?", "Ana: gonna move to Leeds"),
    ],
)
def test_plan_asked_of_someone_else_is_not_the_speakers(lines: tuple[str, ...]) -> None:
    assert not any(text.startswith("Ana is going") for text in texts(*lines))


def test_plan_without_i_still_the_speakers() -> None:
    assert "Ana is going to move back to Leeds (as of 15 May 2024)." in texts(
        "Ana: Tom and I broke up. gonna move back to Leeds", "Bo: oh"
    )


# A job, course or placement the speaker has done or left is not the one they start.
@pytest.mark.parametrize(
    ("lines", "wrong"),
    [
        (
            (
                "Ana: I did a placement at the hospital back in 2019",
                "Bo: nice",
                "Ana: I start on Monday",
            ),
            "starts the placement",
        ),
        (
            (
                "Ana: the job at the bank was awful, I left in March",
                "Bo: oh",
                "Ana: I start on Monday",
            ),
            "starts the job",
        ),
        (
            ("Ana: I finished my degree in May!", "Bo: congrats", "Ana: I start on the 3rd"),
            "starts the degree",
        ),
    ],
)
def test_start_names_no_finished_thing(lines: tuple[str, ...], wrong: str) -> None:
    assert wrong not in joined(*lines)


def test_love_from_names_who_sends_not_where() -> None:
    assert "got to Tom" not in joined("Ana: love from Tom and the kids! we got here on monday")
    assert "Ana and others got to Lisbon on Monday, 13 May 2024 (2024-05-13)." in texts(
        "Ana: hello from Lisbon! we got here on monday", "Bo: nice"
    )


def test_start_keeps_what_the_job_is() -> None:
    got = joined(
        "Ana: I got the job teaching sound production at Clyde College!",
        "Bo: when do you start?",
        "Ana: I start in January",
    )
    assert "starts the job teaching sound production at Clyde College in January 2025" in got


# "off to ..." drops a sign-off ("off to bed"), not a life event, a move or a long stay.
@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "Ana: we're off to get married in Vegas!",
            "Ana and others are off to get married in Vegas.",
        ),
        ("Ana: I'm off to have surgery on my knee", "Ana is off to have surgery on their knee."),
        ("Ana: I'm off to work in Canada for a year", "Ana is off to work in Canada for a year."),
    ],
)
def test_off_to_a_life_event_is_kept(line: str, expected: str) -> None:
    assert expected in texts(line, "Bo: wow")


@pytest.mark.parametrize("line", ["Ana: I'm off to bed, night!", "Ana: off to make dinner"])
def test_off_to_sign_off_still_dropped(line: str) -> None:
    assert texts(line) == []


# Whether a lower-case word opens a clause is read from the words just before it only (the
# whole turn before each word made long turns quadratic); far into a turn it still works.
def test_name_at_clause_start_far_into_a_turn() -> None:
    filler = "we had a lovely time at the seaside with the dog. " * 12
    got = joined(f"Ana: {filler}oh and rose moved to Leeds", "Bo: yay")
    assert "Rose moved to Leeds." in got


# "Going to X was fun" is a verdict on having gone, not a plan.
@pytest.mark.parametrize(
    "line", ["Ana: going to the gym was a mistake lol", "Ana: Going to Tom's party was fun."]
)
def test_going_to_as_a_subject_is_no_plan(line: str) -> None:
    assert not any(text.startswith("Ana is going") for text in texts(line, "Bo: ha"))
