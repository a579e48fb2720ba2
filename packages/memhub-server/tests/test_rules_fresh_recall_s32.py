"""News of other people that fresh chat text formed nothing from (issue #15, session 32):
what was done to someone, told in the passive ("Bram was made redundant", "Teo has been
offered a job"), and a person named with where the speaker knows them from ("Priya from
work got promoted", "Ruth next door is moving to Cornwall")."""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts


def texts(
    *turns: str, on: date = date(2025, 8, 25), known: frozenset[str] = frozenset()
) -> list[str]:
    found = extract_facts(
        ExtractionInput(content="\n".join(turns), document_date=on, known_names=known)
    )
    return [f.text for f in found]


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        (
            "Wilma was made redundant at the print works.",
            "Wilma was made redundant at the print works.",
        ),
        (
            "Wilma was laid off on Friday.",
            "Wilma was laid off on Friday, 22 August 2025 (2025-08-22).",
        ),
        (
            "Wilma was diagnosed with asthma in March.",
            "Wilma was diagnosed with asthma in March 2025.",
        ),
        ("Wilma has been offered a job in Calgary.", "Wilma has been offered a job in Calgary."),
        ("Wilma was made head of science.", "Wilma was made head of science."),
        (
            "Wilma was rushed to hospital on Sunday.",
            "Wilma was rushed to hospital on Sunday, 24 August 2025 (2025-08-24).",
        ),
    ],
)
def test_what_was_done_to_someone_named(said: str, expected: str) -> None:
    assert expected in texts(f"Ottla: {said}", known=frozenset({"Wilma"}))


@pytest.mark.parametrize(
    "said",
    [
        "Wilma was shocked by the news.",
        "Wilma was made to wait for hours.",
        "Wilma was made fun of at school.",
        "Wilma was thrilled with the cake.",
        "Wilma was tired after the drive.",
    ],
)
def test_a_feeling_or_a_passing_passive_forms_nothing(said: str) -> None:
    assert texts(f"Ottla: {said}", known=frozenset({"Wilma"})) == []


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        ("Sjoerd from work got promoted.", "Sjoerd got promoted."),
        ("Ruza from uni is moving to Leeds.", "Ruza is moving to Leeds."),
        (
            "Hennie next door is moving to Cornwall to be near her grandkids.",
            "Hennie is moving to Cornwall to be near her grandkids.",
        ),
        ("Hennie from next door got a puppy.", "Hennie got a puppy."),
        ("Sjoerd from the club is a plumber.", "Sjoerd is a plumber."),
        (
            "Ruza from uni is staying with us this week.",
            "Ruza is staying with Ottla and others in the week of 25 August 2025 (2025-08-25).",
        ),
    ],
)
def test_someone_named_with_where_they_are_known_from(said: str, expected: str) -> None:
    assert expected in texts(f"Ottla: {said}")


@pytest.mark.parametrize(
    "said",
    [
        "Someone from work got fired.",
        "Lunch from work was free.",
        "Paris from the air is lovely.",
        "Ruza from uni says hi.",
        "Sjoerd from work is lovely.",
        "Everyone next door is away.",
    ],
)
def test_no_news_of_a_person_known_by_place_forms_nothing(said: str) -> None:
    assert texts(f"Ottla: {said}") == []


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        (
            "Big news on my end, I started at the fish market in Brill this morning.",
            "Ottla started at the fish market in Brill on the morning of 25 August 2025"
            " (2025-08-25).",
        ),
        (
            "Some sad news from me - Gran died on Sunday.",
            "Ottla's gran died on Sunday, 24 August 2025 (2025-08-24).",
        ),
        ("big news here, i quit the bakery!!", "Ottla quit the bakery."),
        (
            "Exciting news, we're moving to Hull in May.",
            "Ottla and others are moving to Hull in May 2026.",
        ),
    ],
)
def test_news_announced_before_a_comma_or_a_dash(said: str, expected: str) -> None:
    assert expected in texts(f"Ottla: {said}")


@pytest.mark.parametrize(
    "said", ["Good news, right?", "Big news, huh.", "Some news from me, later."]
)
def test_news_only_announced_forms_nothing(said: str) -> None:
    assert texts(f"Ottla: {said}") == []


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        (
            "Dad wants to walk the Rota Vicentina in May.",
            "Ottla's dad wants to walk the Rota Vicentina in May 2026.",
        ),
        ("Gran lives in Bergen now.", "Ottla's gran lives in Bergen now."),
        (
            "Dad and Uncle Joost finished the Camino on Saturday.",
            "Ottla's dad and Uncle Joost finished the Camino on Saturday, 23 August 2025"
            " (2025-08-23).",
        ),
    ],
)
def test_a_bare_parent_with_a_wish_a_home_or_a_partner_in_the_deed(
    said: str, expected: str
) -> None:
    assert expected in texts(f"Ottla: {said}")


def test_dad_jokes_stay_jokes() -> None:
    assert texts("Ottla: Mum and dad jokes are the worst.") == []


@pytest.mark.parametrize(
    ("said", "on", "expected"),
    [
        (
            "We've decided on Crete for the honeymoon, two weeks in October.",
            date(2026, 4, 17),
            "Ottla and others have decided on Crete for the honeymoon, two weeks in October 2026.",
        ),
        (
            "We picked Madeira for our holiday in August.",
            date(2026, 4, 17),
            "Ottla and others picked Madeira for their holiday in August 2026.",
        ),
        (
            "I got a place on the course, starting after the summer.",
            date(2026, 4, 3),
            "Ottla got a place on the course, starting after summer 2026.",
        ),
        (
            "We went to Madeira for our holiday in August.",
            date(2026, 4, 17),
            "Ottla and others went to Madeira for their holiday in August 2025.",
        ),
    ],
)
def test_what_was_chosen_or_won_for_later_is_dated_ahead(
    said: str, on: date, expected: str
) -> None:
    assert expected in texts(f"Ottla: {said}", on=on)


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        (
            "We moved the barbecue to Friday.",
            "Ottla and others moved the barbecue to Friday, 29 August 2025 (2025-08-29).",
        ),
        (
            "I postponed the op until the 3rd of December.",
            "Ottla postponed the op until 3 December 2025 (2025-12-03).",
        ),
        (
            "My housewarming is moving to the twenty-second.",
            "Ottla's housewarming is moving to 22 September 2025 (2025-09-22).",
        ),
        (
            "My niece had a baby boy on the second, they called him Tobiah.",
            "Ottla's niece had a baby boy on 2 August 2025 (2025-08-02), they called him Tobiah.",
        ),
    ],
)
def test_a_day_moved_to_or_named_by_its_ordinal_word(said: str, expected: str) -> None:
    assert expected in texts(f"Ottla: {said}")


@pytest.mark.parametrize(
    "said",
    [
        "I came second on the second day.",
        "It was the first time I went there.",
        "She got to the third round.",
    ],
)
def test_an_ordinal_that_is_no_day_stays_as_written(said: str) -> None:
    assert not any("2025-" in text for text in texts(f"Ottla: {said}"))


def test_someone_from_my_team_keeps_whose_team() -> None:
    said = texts("Ottla: Sjoerd from my team got promoted, so now he's my manager.")
    assert "Ottla's manager is Sjoerd." in said


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        (
            "did a half marathon in Breda last sunday",
            "Ottla did a half marathon in Breda on Sunday, 24 August 2025 (2025-08-24).",
        ),
        (
            "Had my op on Monday, all went fine.",
            "Ottla had their op on Monday, 18 August 2025 (2025-08-18), all went fine.",
        ),
        (
            "had a baby girl on Friday!!",
            "Ottla had a baby girl on Friday, 22 August 2025 (2025-08-22).",
        ),
        (
            "had covid over the bank holiday",
            "Ottla had covid over the bank holiday, 25 August 2025 (2025-08-25).",
        ),
    ],
)
def test_did_or_had_with_the_speaker_left_out(said: str, expected: str) -> None:
    assert expected in texts(f"Ottla: {said}")


@pytest.mark.parametrize(
    "turns",
    [
        ("Ottla: had a great time at the party",),
        ("Ottla: did nothing all weekend",),
        ("Ottla: did a parcel come for me",),
        ("Ottla: had a look at the flat on Friday",),
        ("Ottla: How's Wilma? || Ines: had flu all week, poor thing",),
    ],
)
def test_did_or_had_as_a_remark_or_about_someone_else_forms_nothing(turns: tuple[str, ...]) -> None:
    lines = [p.strip() for t in turns for p in t.split("||")]
    assert not any(
        text.startswith(("Ottla did", "Ottla had", "Ines had")) for text in texts(*lines)
    )


@pytest.mark.parametrize(
    ("turns", "expected"),
    [
        (
            (
                "Ottla: How is Sjoerd doing?",
                "Ines: Not great. He's staying in our spare room until he finds a flat.",
            ),
            "Sjoerd is staying in Ines's spare room until Sjoerd finds a flat"
            " (as of 25 August 2025).",
        ),
        (
            ("Ottla: How's Sjoerd?", "Ines: He's staying with us."),
            "Sjoerd is staying with Ines and others (as of 25 August 2025).",
        ),
        (
            ("Ines: Sjoerd is living with me now.",),
            "Sjoerd is living with Ines now (as of 25 August 2025).",
        ),
    ],
)
def test_someone_staying_in_the_speakers_home_is_a_stay_not_a_moment(
    turns: tuple[str, ...], expected: str
) -> None:
    assert expected in texts(*turns, known=frozenset({"Sjoerd"}))


@pytest.mark.parametrize(
    "said",
    [
        "Sjoerd is sleeping on my sofa.",
        "Sjoerd is sitting with me at the moment.",
        "Sjoerd is waiting with me.",
    ],
)
def test_a_moment_with_the_speaker_still_forms_nothing(said: str) -> None:
    assert texts(f"Ines: {said}", known=frozenset({"Sjoerd"})) == []


def test_a_named_relative_had_the_baby() -> None:
    said = texts(
        "Ines: Wilma had the baby on Monday, a girl called Roos.", known=frozenset({"Wilma"})
    )
    assert "Wilma had the baby on Monday, 18 August 2025 (2025-08-18), a girl called Roos." in said


def test_minding_the_baby_is_no_birth() -> None:
    assert texts("Ines: Wilma had the baby all weekend.", known=frozenset({"Wilma"})) == []


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        (
            "I asked Teun to marry me on the pier at Scheveningen and he said yes!",
            "Ines proposed to Teun on the pier at Scheveningen and Teun said yes.",
        ),
        ("Teun asked me to marry him!", "Teun proposed to Ines."),
    ],
)
def test_a_proposal_told_by_what_was_asked(said: str, expected: str) -> None:
    assert expected in texts(f"Ines: {said}", known=frozenset({"Teun"}))


def test_a_proposal_only_wondered_about_forms_nothing() -> None:
    assert texts("Ines: Should I ask Teun to marry me?") == []


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        (
            "Someone stole my bike from outside the library on Friday.",
            "Ines's bike got stolen from outside the library on Friday, 22 August 2025"
            " (2025-08-22).",
        ),
        (
            "Ugh. Somebody broke into our van last night.",
            "Ines's van got broken into on the night of 24 August 2025 (2025-08-24).",
        ),
        (
            "someone reversed into my car at the garden centre",
            "Ines's car got hit at the garden centre.",
        ),
    ],
)
def test_what_someone_did_to_the_speakers_thing(said: str, expected: str) -> None:
    assert expected in texts(f"Ines: {said}")


def test_someone_stealing_a_heart_is_no_theft() -> None:
    assert not any("stolen" in text for text in texts("Ines: I think someone stole my heart."))


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        ("Forty today. Feeling ancient.", "Ines turned forty on 25 August 2025 (2025-08-25)."),
        (
            "thirty-five today, cake for breakfast",
            "Ines turned thirty-five on 25 August 2025 (2025-08-25), cake for breakfast.",
        ),
    ],
)
def test_the_speakers_age_told_alone_with_today(said: str, expected: str) -> None:
    assert expected in texts(f"Ines: {said}")


@pytest.mark.parametrize(
    "said", ["Ten today!", "It was forty today, so hot.", "Forty today would be nice."]
)
def test_a_child_or_a_temperature_is_no_birthday_of_the_speaker(said: str) -> None:
    assert not any(text.startswith("Ines turned") for text in texts(f"Ines: {said}"))


def test_a_wedding_anniversary_today_keeps_its_words_together() -> None:
    said = texts("Ines: It's our twelfth wedding anniversary today.")
    assert "Ines's twelfth wedding anniversary is on 25 August 2025 (2025-08-25)." in said


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        (
            "Wilma was offered a post at the herbarium and starts in October.",
            "Wilma was offered a post at the herbarium and starts in October 2025.",
        ),
        (
            "I got the job and start on Friday.",
            "Ines got the job and start on Friday, 29 August 2025 (2025-08-29).",
        ),
        (
            "Wilma got the job and starts on Friday.",
            "Wilma got the job and starts on Friday, 29 August 2025 (2025-08-29).",
        ),
    ],
)
def test_a_start_told_in_the_present_after_past_news_is_ahead(said: str, expected: str) -> None:
    assert expected in texts(f"Ines: {said}", known=frozenset({"Wilma"}))


def test_a_start_told_in_the_past_stays_behind() -> None:
    said = texts("Ines: Wilma started in March.", known=frozenset({"Wilma"}))
    assert not any("2026" in text for text in said)
