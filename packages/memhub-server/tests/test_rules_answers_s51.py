"""Short answers and fragments of session 51 (issue #15).

- "How long is the drive up now?" - "Twenty-five minutes": how long the one asked takes on
  a way they go (rules/answers.py).
- "Eleven years as a fire lookout on Zomba Plateau.": how long the speaker has been what
  they are, told alone, with where after the job (rules/durations.py).
- "How old is Madalitso now? I lose track.": how the speaker's memory goes is no fact
  (rules/extractor.py).
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts

DAY = date(2024, 1, 20)


def _answered(asked: str, said: str) -> list[str]:
    content = f"Chisomo: {asked}\nMphatso: {said}"
    return [f.text for f in extract_facts(ExtractionInput(content, DAY))]


@pytest.mark.parametrize(
    ("asked", "said", "told"),
    [
        ("How long is the drive up now?", "Twenty-five minutes, and I stay dry.",
         "Mphatso's drive up takes twenty-five minutes."),
        ("How long does it take you to get to work?", "Twenty-five minutes by car.",
         "Mphatso's journey to work takes twenty-five minutes by car."),
        ("How long does it take you to get to the zoo these days?",
         "Twenty-two minutes now, on the bike.",
         "Mphatso's journey to the zoo takes twenty-two minutes now, on the bike."),
        ("How long is your commute?", "About forty minutes.",
         "Mphatso's commute takes about forty minutes."),
        ("How long is the ferry crossing?", "An hour and a half.",
         "Mphatso's ferry crossing takes an hour and a half."),
    ],
)  # fmt: skip
def test_how_long_a_way_takes(asked: str, said: str, told: str) -> None:
    found = _answered(asked, said)
    assert told in found, found


@pytest.mark.parametrize(
    ("asked", "said"),
    [
        ("How long is the drive up now?", "No idea, I never timed it."),  # no span
        ("How long is the drive up now?", "Twenty-five minutes if the road is clear."),  # if
        ("How long did the film last?", "Two hours."),  # no way gone
        ("How long have you been a lookout?", "Eleven years."),  # read elsewhere
    ],
)
def test_no_way_taken(asked: str, said: str) -> None:
    assert not any(" takes " in text for text in _answered(asked, said))


@pytest.mark.parametrize(
    ("said", "told"),
    [
        ("Every day from six to two. Eleven years as a fire lookout on Zomba Plateau.",
         "Mphatso has been a fire lookout on Zomba Plateau for eleven years."),
        ("20 yrs as a postie now.", "Mphatso has been a postie for 20 years now."),
        ("Yes, nearly thirty years as a nurse.",
         "Mphatso has been a nurse for nearly thirty years."),
        # a clause of its own after "and": the span stays with it
        ("Three years as a nurse now and I still work nights.",
         "Three years as a nurse now and Mphatso still works nights."),
    ],
)  # fmt: skip
def test_years_as_what_the_speaker_is(said: str, told: str) -> None:
    found = _answered("How's work?", said)
    assert told in found, found


@pytest.mark.parametrize(
    "said",
    [
        "Ten years as a mother, can you believe it.",  # an aside after: a remark
        "I spent two years as a volunteer in Peru.",  # a sentence of its own already
    ],
)
def test_years_as_not_alone(said: str) -> None:
    assert not any(
        text.endswith(("for ten years.", "for two years.")) for text in _answered("Hi!", said)
    )


@pytest.mark.parametrize(
    "said", ["How old is Madalitso now? I lose track.", "I always lose track."]
)
def test_losing_track_is_no_fact(said: str) -> None:
    assert not any("track" in text for text in _answered("Hello!", said))


# --- out of how many, the way a walk went, what the one told of is keen on ---------------


@pytest.mark.parametrize(
    ("asked", "said", "told"),
    [
        ("How did your team do at the quiz?", "Third, out of fourteen teams.",
         "Mphatso's team came third out of fourteen teams at the quiz."),
        ("How did you do at the race?", "Fifth, out of 200 runners.",
         "Mphatso came fifth out of 200 runners at the race."),
        # no count after "out of": not how many
        ("How did you do at the race?", "Fifth, out of breath.", "Mphatso came fifth at the race."),
    ],
)  # fmt: skip
def test_out_of_how_many(asked: str, said: str, told: str) -> None:
    assert told in _answered(asked, said)


@pytest.mark.parametrize(
    ("asked", "said", "told"),
    [
        ("Did you finish the walk for the hospital?", "I did, on the 20th. Dangriga to Hopkins, "
         "18 kilometres.", "Mphatso finished the walk for the hospital on 20 January 2024 "
         "(2024-01-20), from Dangriga to Hopkins, 18 kilometres."),
    ],
)  # fmt: skip
def test_the_way_a_walk_went(asked: str, said: str, told: str) -> None:
    found = [
        f.text
        for f in extract_facts(
            ExtractionInput(f"Rudy: {asked}\nMphatso: {said}", date(2024, 1, 25))
        )
    ]
    assert told in found, found


def test_a_route_after_no_journey_is_not_joined() -> None:
    found = _answered("How's the shop?", "I sold the lamps on Monday. Leeds to York.")
    assert not any("from Leeds to York" in text for text in found), found


@pytest.mark.parametrize(
    "said",
    ["he's 9. mad about football", "He's nine. Obsessed with dinosaurs."],
)
def test_what_the_one_told_of_is_keen_on(said: str) -> None:
    content = f"Assistant: How old is your son?\nUser: {said}"
    found = [f.text for f in extract_facts(ExtractionInput(content, date(2024, 12, 5)))]
    keen = said.split(". ")[1].lower()
    assert any(text.startswith("The user's son was") and keen in text for text in found), found


def test_years_as_asked_of_someone_else_are_not_the_speakers() -> None:
    found = _answered("How long was your dad a miner?", "Twenty years as a miner.")
    assert not any(text.startswith("Mphatso has been") for text in found), found


@pytest.mark.parametrize(
    "said",
    [
        "my flight is delayed. mad with the airline",  # a mood, of no one
        "my sister is getting married. crazy with the planning",
    ],
)
def test_no_keenness_joined_to_a_mood_or_a_thing(said: str) -> None:
    found = [f.text for f in extract_facts(ExtractionInput(f"Ann: {said}", DAY))]
    assert not any(" and mad" in text or " and crazy" in text for text in found), found


def test_a_route_after_no_journey_made_is_not_joined() -> None:
    found = _answered("How's the commute?", "I hate the drive. Leeds to York.")
    assert not any("from Leeds to York" in text for text in found), found


def test_losing_track_of_a_count_keeps_the_count() -> None:
    found = _answered("Hi!", "I lost track of how many marathons I've run, over 40 now.")
    assert any("marathons" in text for text in found), found


# --- a day told alone after the deed, a breed with its colours ---------------------------


@pytest.mark.parametrize(
    ("said", "told"),
    [
        ("passed the test btw. 2nd try, 14 may",
         "The user passed the test on 14 May 2024 (2024-05-14), on the 2nd try."),
        ("I moved house. 3 January.", "The user moved house on 3 January 2024 (2024-01-03)."),
        ("passed the test on 14 may, 2nd try",
         "The user passed the test on 14 May 2024 (2024-05-14), 2nd try."),
    ],
)  # fmt: skip
def test_the_day_told_alone_after_the_deed(said: str, told: str) -> None:
    content = (
        f'[{{"role": "assistant", "content": "news?"}}, {{"role": "user", "content": "{said}"}}]'
    )
    found = [f.text for f in extract_facts(ExtractionInput(content, date(2024, 6, 20)))]
    assert told in found, found


def test_a_day_alone_after_no_deed_is_not_joined() -> None:
    content = "Ann: My birthday. 3 June."
    found = [f.text for f in extract_facts(ExtractionInput(content, DAY))]
    assert not any("birthday on" in text for text in found), found


def test_a_breed_with_its_colours() -> None:
    content = (
        "Assistant: What is your dog's name?\nUser: Her name is Bula. She's a fox terrier, "
        "white with a brown patch over one eye, and she's four years old."
    )
    found = [f.text for f in extract_facts(ExtractionInput(content, date(2024, 6, 7)))]
    assert "Bula is a fox terrier, white with a brown patch over one eye." in found, found
    assert "Bula was four years old in June 2024." in found, found


# --- a new when instead of a new what; a laugh at a pet's antics --------------------------


def test_still_going_answered_with_a_new_when() -> None:
    content = (
        "Agustina: Are you still going to the gym every morning?\n"
        "Micaela: Only on Tuesdays now; I swim on Thursdays instead."
    )
    found = [f.text for f in extract_facts(ExtractionInput(content, DAY))]
    assert "Micaela is going to the gym only on Tuesdays now." in found, found


def test_still_doing_answered_with_a_new_what() -> None:
    assert "Mphatso is teaching physics now (as of 20 January 2024)." in _answered(
        "Still teaching maths?", "physics now."
    )


@pytest.mark.parametrize(
    "said",
    ["haha my cat just walked across the screen", "lol my phone changed koshari to kosher again"],
)
def test_a_laugh_at_antics_is_no_fact(said: str) -> None:
    assert _answered("Hi!", said) == []


@pytest.mark.parametrize(
    ("said", "kept"),
    [
        (
            "haha my son just passed his driving test!",
            "Mphatso's son just passed his driving test.",
        ),
        ("lol my dog just had puppies", "Mphatso's dog just had puppies."),
    ],
)
def test_a_laugh_before_news_keeps_the_news(said: str, kept: str) -> None:
    assert kept in _answered("Hi!", said)
