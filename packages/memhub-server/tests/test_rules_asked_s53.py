"""Invitations, deeds said back and pipes in one's own flat, of session 53 (issue #15).

- "My sister has invited me to Luxembourg for Christmas": an invitation is to the coming
  Christmas, though the verb is past (rules/dates.py).
- "Did you pass the freediving exam?" - "I passed on the 20th of July!": the deed said back
  with when is a yes, and takes the question's object (rules/context.py).
- "A pipe burst in my flat on Christmas Day!": the speaker had it burst (rules/checks.py).
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts


def _facts(*lines: str, day: date) -> list[str]:
    return [f.text for f in extract_facts(ExtractionInput("\n\n".join(lines), day))]


def test_an_invitation_for_christmas_is_to_the_coming_one() -> None:
    facts = _facts(
        "Adilson: My sister Lurdes has invited me to Luxembourg for Christmas, so I need a visa.",
        "Djamila: Apply now.",
        day=date(2024, 6, 1),
    )
    assert any("Christmas, 25 December 2024 (2024-12-25)" in fact for fact in facts), facts


def test_an_invitation_that_was_enjoyed_is_last_christmas() -> None:
    facts = _facts(
        "Adilson: My sister invited us for Christmas and we had a lovely time.",
        "Djamila: nice",
        day=date(2024, 6, 1),
    )
    assert any("25 December 2023" in fact for fact in facts), facts


@pytest.mark.parametrize(
    ("asked", "said", "fact"),
    [
        ("Did you pass the freediving exam?", "I passed on the 20th of July! It was cold.",
         "Adilson passed the freediving exam on 20 July 2024 (2024-07-20)."),
        ("did u get the job?", "i got it!!", "Adilson got the job."),
    ],
)  # fmt: skip
def test_a_deed_said_back_takes_the_questions_object(asked: str, said: str, fact: str) -> None:
    assert fact in _facts(f"Djamila: {asked}", f"Adilson: {said}", day=date(2024, 9, 7))


def test_another_verb_said_back_is_no_yes() -> None:
    facts = _facts(
        "Djamila: Did you pass the exam?",
        "Adilson: I passed out from the heat.",
        day=date(2024, 9, 7),
    )
    assert not any("passed the exam" in fact for fact in facts), facts


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        ("Merry Christmas, even if it wasn't merry here. A pipe burst in my flat on Christmas Day!",
         "Adilson had a pipe burst in their flat on Christmas Day, 25 December 2024 (2024-12-25)."),
        ("A pipe burst in our kitchen on Monday.",
         "Adilson had a pipe burst in their kitchen on Monday, 23 December 2024 (2024-12-23)."),
    ],
)  # fmt: skip
def test_a_pipe_burst_in_ones_own_flat_is_the_speakers(said: str, fact: str) -> None:
    assert _facts(f"Adilson: {said}", "Djamila: oh no", day=date(2024, 12, 28)) == [fact]


def test_a_pipe_burst_in_a_relatives_flat_is_not_the_speakers() -> None:
    facts = _facts(
        "Adilson: A pipe burst in my mum's flat on Monday.",
        "Djamila: oh no",
        day=date(2024, 12, 28),
    )
    assert not any(fact.startswith("Adilson had") for fact in facts), facts


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        ("Yes, the charity is sending me to Nimule for six weeks in October.",
         "Okello is going to Nimule for six weeks in October 2024."),
        ("My boss is sending me to Lagos next week.",
         "Okello is going to Lagos in the week of 16 September 2024 (2024-09-16)."),
    ],
)  # fmt: skip
def test_where_work_sends_the_speaker_they_go(said: str, fact: str) -> None:
    assert fact in _facts("Nakato: For the hand pumps?", f"Okello: {said}", day=date(2024, 9, 14))


def test_someone_else_sent_is_not_the_speaker() -> None:
    facts = _facts(
        "Nakato: any news?",
        "Okello: The charity is sending Apio to Kampala.",
        day=date(2024, 9, 14),
    )
    assert not any(fact.startswith("Okello is going") for fact in facts), facts


def test_a_wait_after_an_aside_joins_the_thing_done() -> None:
    facts = _facts(
        "Okello: My work permit for South Sudan came through, by the way. It took four months.",
        "Nakato: South Sudan!",
        day=date(2024, 9, 14),
    )
    assert "Okello's work permit for South Sudan came through, after four months." in facts


@pytest.mark.parametrize("lead", ["Sad news here:", "Bad news in Gulu:", "Sad news from here:"])
def test_weather_with_when_after_it_fells_the_speakers_tree(lead: str) -> None:
    facts = _facts(
        f"Nakato: {lead} the storm on Sunday night brought down the old mvule tree in my yard, "
        "and it fell on my car.",
        "Okello: Oh no.",
        day=date(2024, 6, 15),
    )
    assert (
        "Nakato's old mvule tree was brought down by the storm on the night of Sunday, 9 June "
        "2024 (2024-06-09) in Nakato's yard." in facts
    ), facts


def test_weather_on_a_tree_at_work_is_not_the_speakers() -> None:
    facts = _facts(
        "Nakato: the storm on Sunday night brought down the old tree at work.",
        "Okello: Oh no.",
        day=date(2024, 6, 15),
    )
    assert not any("tree" in fact for fact in facts), facts


@pytest.mark.parametrize(
    ("chat", "wrong"),
    [
        (("Tom: Did you give up smoking?", "Ann: I gave in last week."), "gave up smoking"),
        (("Tom: Did you call the plumber?", "Ann: I called in sick this morning."), "plumber"),
        (("Tom: Did you get the tickets?", "Ann: I got in this morning."), "tickets"),
        (("Kim: Did you pass the exam, Ann?", "Tom: I passed on Monday!"), "exam, Ann"),
        (("Tom: Did you finish the marathon?", "Ann: I finished last!"), "finished the marathon."),
    ],
)
def test_a_particle_or_a_vocative_is_no_deed_said_back(chat: tuple[str, str], wrong: str) -> None:
    facts = _facts(*chat, "Tom: ok", day=date(2024, 9, 7))
    assert not any(wrong in fact for fact in facts), facts


@pytest.mark.parametrize(
    ("said", "day", "year"),
    [
        ("We're in Luxembourg! My aunt has invited us for Christmas.", date(2024, 12, 27), 2024),
        ("My sister has asked us for Easter, so lovely, we all went.", date(2025, 4, 25), 2025),
        ("My therapist has asked me how I coped for Christmas.", date(2025, 1, 5), 2024),
    ],
)
def test_an_invitation_for_a_day_just_gone_or_no_invitation_keeps_the_past(
    said: str, day: date, year: int
) -> None:
    facts = _facts(f"Ann: {said}", "Tom: nice", day=day)
    assert any(f"{year} ({year}-" in fact for fact in facts), facts


@pytest.mark.parametrize(
    "said",
    [
        "A pipe burst in my best friend's flat on Christmas Day.",
        "A pipe burst in my parents house on Monday.",
        "Worst fear? A pipe burst in my flat while I'm away.",
        "A boiler died at my gym so cold showers lol.",
        "Nightmare. A pipe burst in my dream last night.",
    ],
)
def test_a_pipe_burst_elsewhere_or_feared_is_not_the_speakers(said: str) -> None:
    facts = _facts(f"Ann: {said}", "Tom: oh no", day=date(2024, 12, 28))
    assert not any(fact.startswith("Ann had") for fact in facts), facts


@pytest.mark.parametrize(
    "said",
    [
        "The company is sending me to Dubai but I said no.",
        "My husbands company is sending us to Singapore next year.",
        "The bank is sending me to voicemail every time I call.",
        "My work is sending me to an early grave lol.",
        "Everyone assumes the company is sending me to Dubai but it's Tom.",
    ],
)
def test_a_refusal_someone_elses_work_or_an_idiom_sends_no_one(said: str) -> None:
    facts = _facts(f"Ann: {said}", "Tom: ha", day=date(2024, 9, 14))
    assert not any(fact.startswith("Ann is going") for fact in facts), facts


@pytest.mark.parametrize(
    "said",
    [
        "The hail yesterday dented the car in my neighbour's driveway.",
        "Did you see the news? The storm on Sunday flattened the stadium roof.",
        "Sad news from Tom: the storm on Sunday night brought down the old tree.",
    ],
)
def test_weather_on_someone_elses_or_a_public_thing_is_not_the_speakers(said: str) -> None:
    facts = _facts(f"Ann: {said}", "Kim: oh no", day=date(2024, 6, 15))
    assert not any(fact.startswith("Ann's") and " by the " in fact for fact in facts), facts


def test_news_in_a_place_said_inside_the_sentence_keeps_the_place() -> None:
    facts = _facts(
        "Ann: Big news in London today, I got engaged.", "Kim: yay", day=date(2024, 6, 15)
    )
    assert any("London" in fact for fact in facts), facts


def test_a_body_part_better_now_is_a_state() -> None:
    facts = extract_facts(
        ExtractionInput(
            "Chilufya: How is your knee?\n\nMwila: My knee is a lot better now.", date(2024, 7, 6)
        )
    )
    assert [(f.text, f.kind) for f in facts] == [("Mwila's knee is a lot better now.", "recent")]


@pytest.mark.parametrize(
    ("asked", "said", "fact"),
    [
        ("how many steps are you doing a day now?", "6k. was 3k in jan",
         "Mwila is doing 6k steps a day now (as of 6 July 2024)."),
        ("How many cups of coffee a day do you drink?", "about four",
         "Mwila drinks about four cups of coffee a day."),
    ],
)  # fmt: skip
def test_how_many_a_day_answered(asked: str, said: str, fact: str) -> None:
    chat = ("Chilufya: hi", "Mwila: hey", f"Chilufya: {asked}", f"Mwila: {said}")
    assert fact in _facts(*chat, day=date(2024, 7, 6))


def test_how_many_a_day_answered_with_no_count_forms_nothing() -> None:
    chat = (
        "Chilufya: hi",
        "Mwila: hey",
        "Chilufya: how many steps do you do a day?",
        "Mwila: loads",
    )
    assert not any("steps" in fact for fact in _facts(*chat, day=date(2024, 7, 6)))


def test_texted_weather_with_a_short_day_and_part_of_it() -> None:
    assert _facts(
        "User: storm sat night flooded the kitchen. fridge dead", day=date(2025, 3, 17)
    ) == [
        "The user's kitchen was flooded by the storm on the night of Saturday, 15 March 2025 "
        "(2025-03-15).",
        # (session 56: a texted thing of the speaker's said dead is a fact of its own)
        "The user's fridge is dead.",
    ]


def test_a_short_day_alone_after_the_weather_is_no_when() -> None:
    # "sat" alone could be the verb: "the storm sat over the bay"
    facts = _facts(
        "User: the storm sat over the bay and flooded the kitchen", day=date(2025, 3, 17)
    )
    assert not any("Saturday" in fact for fact in facts), facts


@pytest.mark.parametrize(
    ("asked", "said", "fact"),
    [
        ("And the shower?", "It broke again on Wednesday.",
         "Reynaldo's shower broke again on Wednesday, 19 June 2024 (2024-06-19)."),
        ("How's the car?", "It broke down again on Wednesday.",
         "Reynaldo's car broke down again on Wednesday, 19 June 2024 (2024-06-19)."),
    ],
)  # fmt: skip
def test_the_answerers_thing_asked_after_with_the(asked: str, said: str, fact: str) -> None:
    assert _facts(f"Nayeli: {asked}", f"Reynaldo: {said}", day=date(2024, 6, 22)) == [fact]


@pytest.mark.parametrize(
    "asked", ["And the party?", "How's the weather?", "And the shower, is it fixed yet?"]
)
def test_other_things_asked_after_with_the_stay_unread(asked: str) -> None:
    facts = _facts(f"Nayeli: {asked}", "Reynaldo: It broke again.", day=date(2024, 6, 22))
    assert not any(fact.startswith("Reynaldo's") for fact in facts), facts
