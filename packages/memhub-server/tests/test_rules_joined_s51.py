"""Joined news of session 51 (issue #15): a turn that strings several people's news
together is read as that many facts.

- "I sold my car, and Glenford moved in with me": after the speaker's deed, a named
  someone's deed with its own past verb is a clause of its own (rules/text.py).
- "new job at the airport starts in jan, sold my car": the speaker's new job and when, then
  the rest of the news with its subject left out (rules/news.py, rules/continuation.py).
- "..., so I took the night bus instead": another way found is told with the plan that
  fell through, one fact (rules/worth.py).
- "jefferson turned 10 on tues, we took him to the water park": the "him" clause spliced on
  with a comma is cut, the birthday stays (rules/extractor.py).
- "..., wife furaha is expecting in may": a texted kin word after a comma is the speaker's
  when what comes before it is the speaker's own news, not someone else's (rules/texting.py).
- "u seeing someone??": a texted yes-no question with "are" left out (rules/fragment_tails.py).
- "I reckon our team will go down": the speaker's guess at how a team or the prices will go
  is no fact (rules/extractor.py).
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.fragment_tails import question_in_full

DAY = date(2024, 12, 5)  # a Thursday


def _facts(content: str, day: date = DAY) -> list[str]:
    return [f.text for f in extract_facts(ExtractionInput(content, day))]


# --- a named someone's deed after the speaker's -----------------------------------------


@pytest.mark.parametrize(
    ("said", "first", "second"),
    [
        ("I sold my car, and Glenford moved in with me.", "Elvia sold their car.",
         "Glenford moved in with Elvia."),
        ("I sold my car, and Glenford bought a van.", "Elvia sold their car.",
         "Glenford bought a van."),
        ("I started a new job, and Ana moved to Leeds.", "Elvia started a new job.",
         "Ana moved to Leeds."),
        ("We visited Oaxaca, and Tomas finally passed his driving test.",
         "Elvia and others visited Oaxaca.", "Tomas finally passed his driving test."),
    ],
)  # fmt: skip
def test_a_named_deed_after_the_speakers_is_its_own_fact(
    said: str, first: str, second: str
) -> None:
    found = _facts(f"Elvia: {said}")
    assert first in found, found
    assert second in found, found


@pytest.mark.parametrize(
    ("said", "whole"),
    [
        # "Ana and Tom" has no verb after "Ana": one thing the speaker did
        ("I met Ana and Tom at the fair.", "Elvia met Ana and Tom at the fair."),
        # "Tom and I": half of the subject
        ("I moved out, and Tom and I found a flat in Leeds.",
         "Tom and Elvia found a flat in Leeds."),
    ],
)  # fmt: skip
def test_a_name_that_is_no_subject_of_its_own_stays_in_its_clause(said: str, whole: str) -> None:
    found = _facts(f"Elvia: {said}")
    assert whole in found, found
    assert not any(text.startswith(("Tom found", "Tom at", "Ana ")) for text in found), found


def test_a_named_half_that_only_had_to_stays_joined() -> None:
    found = _facts(
        "Ugo: We sold six hundred cones on Saturday, and Donatella had to run out twice."
    )
    assert not any(text.startswith("Donatella") for text in found), found


# --- the speaker's new job, then more news -----------------------------------------------


def test_a_texted_new_job_that_starts_then_more_news() -> None:
    found = _facts(
        "[17:20] elvia: new job at the airport starts in jan, sold my car, "
        "n glenford moved in with me"
    )
    assert "Elvia's new job at the airport starts in January 2025." in found, found
    assert "Elvia sold their car." in found, found
    assert "Glenford moved in with Elvia." in found, found


def test_a_new_job_where_stays_a_new_job_got() -> None:
    found = _facts("Elvia: new job at the farm shop, sold my car")
    assert "Elvia has got a new job at the farm shop." in found, found
    assert "Elvia sold their car." in found, found


@pytest.mark.parametrize(
    "said",
    [
        "met Tom's family, brother jake works at the garage",
        "as for Kemi, sister bola got married",
    ],
)
def test_a_kin_word_after_someone_elses_name_is_not_the_speakers(said: str) -> None:
    assert not any(text.startswith("Ann's") for text in _facts(f"Ann: {said}")), said


@pytest.mark.parametrize(
    ("said", "owner"),
    [
        # the speaker's own affair: the clause after it is the speaker's
        ("My flight was cancelled, took the night bus instead.", "Elvia's flight"),
        # someone the speaker has: the clause after it is theirs
        ("My sister got married, moved to Leeds.", "Elvia's sister"),
    ],
)
def test_whose_the_clause_after_an_owned_thing_is(said: str, owner: str) -> None:
    found = _facts(f"Elvia: {said}")
    assert found and all(text.startswith(owner) for text in found), found


# --- another way found, after what fell through ------------------------------------------


@pytest.mark.parametrize(
    ("said", "then"),
    [
        ("My flight to Cancún was cancelled on Monday, so I took the night bus from Belize "
         "City instead.",
         "The user's flight to Cancún was cancelled on Monday, 2 December 2024 (2024-12-02), "
         "so the user took the night bus from Belize City instead."),
        ("My ferry was cancelled, so we hired a car.",
         "The user's ferry was cancelled, so the user and others hired a car."),
    ],
)  # fmt: skip
def test_another_way_found_is_told_with_what_fell_through(said: str, then: str) -> None:
    assert _facts(f"User: {said}") == [then]


def test_a_mere_consequence_is_still_dropped() -> None:
    found = _facts("User: I'm a lifeguard, so I work weekends.")
    assert not any("weekends" in text for text in found), found


# --- a spliced "we ... him" clause cut, the news before it kept --------------------------


@pytest.mark.parametrize(
    "said",
    [
        "hey jefferson turned 10 on tues, we took him to the water park",
        "Jefferson turned 10 on Tuesday, we took him bowling",
    ],
)
def test_a_birthday_before_a_spliced_clause_about_him(said: str) -> None:
    found = _facts(f"Neema: {said}\nRui: nice", date(2024, 5, 4))
    assert "Jefferson turned 10 on Tuesday, 30 April 2024 (2024-04-30)." in found, found


def test_a_spliced_clause_that_leans_on_nothing_stays() -> None:
    found = _facts(
        "Neema: Jefferson turned 10 on Tuesday, we took the kids bowling", date(2024, 5, 4)
    )
    assert found == [
        "Jefferson turned 10 on Tuesday, 30 April 2024 (2024-04-30), Neema and others took "
        "the kids bowling."
    ]


# --- texted questions with "are" left out ------------------------------------------------


@pytest.mark.parametrize(
    ("asked", "read"),
    [
        ("u seeing someone??", "are you seeing someone?"),
        ("you moving in with him", "are you moving in with him?"),
        ("ok. u workin tomorrow", "ok. are you working tomorrow?"),
    ],
)
def test_a_texted_question_with_are_left_out(asked: str, read: str) -> None:
    assert question_in_full(asked) == read


@pytest.mark.parametrize("asked", ["you know what", "u ok?", "Are you seeing someone?"])
def test_no_are_put_before_what_is_no_doing(asked: str) -> None:
    assert "are you" not in question_in_full(asked)


def test_a_texted_yes_answered_question_forms_the_answer() -> None:
    found = _facts("[10:00] shayla: u seeing someone??\n[10:01] elvia: yep, since june", DAY)
    assert "Elvia has been seeing someone since June 2024." in found, found
    assert not any("seeings" in text for text in found), found


# --- the speaker's own guess at how things will go ---------------------------------------


@pytest.mark.parametrize(
    "said",
    [
        "I reckon our team will go down this season.",
        "I think our team will win the league.",
        "I reckon the rent will go up in July.",
        "I think prices are going to rise again.",
    ],
)
def test_the_speakers_guess_at_a_team_or_prices_is_no_fact(said: str) -> None:
    assert _facts(f"Neema: {said}", date(2024, 5, 4)) == []


@pytest.mark.parametrize(
    ("said", "kept"),
    [
        ("I think I'll join the club in May.", "Neema thinks they will join the club in May 2024."),
        ("I think my sister will move to Leeds.", "Neema thinks their sister will move to Leeds."),
    ],
)
def test_the_speakers_hedged_plan_stays(said: str, kept: str) -> None:
    assert kept in _facts(f"Neema: {said}", date(2024, 5, 4))


@pytest.mark.parametrize(
    ("said", "not_alone"),
    [
        ("My mum says the house is sold and Tom got the job.", "Tom got the job."),
        ("I asked Teun to marry me and Teun said yes.", "Teun said yes."),
    ],
)
def test_a_named_half_passed_on_or_said_back_is_not_split_off(said: str, not_alone: str) -> None:
    assert not_alone not in _facts(f"Ines: {said}")


# --- near misses the review found ---------------------------------------------------------


def test_a_day_after_and_is_no_named_someone() -> None:
    found = _facts("Ann: I played hockey and Sunday ended in tears.")
    assert not any("Ann ended" in text or text.startswith("On Sunday") for text in found), found


def test_another_way_keeps_the_speakers_name_and_leaves_idioms() -> None:
    assert _facts("Ann: My flight was cancelled, so I took the night bus instead.") == [
        "Ann's flight was cancelled, so Ann took the night bus instead."
    ]
    found = _facts("Ann: My flight was cancelled, so I took a deep breath.")
    assert not any("deep breath" in text for text in found), found


@pytest.mark.parametrize(
    ("asked", "read"),
    [
        ("you bring a coat?", "you bring a coat?"),
        ("you begin the course soon?", "you begin the course soon?"),
    ],
)
def test_no_are_before_a_verb_that_only_ends_like_a_doing(asked: str, read: str) -> None:
    assert question_in_full(asked) == read


def test_a_new_job_starting_soon_is_still_got() -> None:
    found = _facts("Ann: new job at the airport starting soon, mum is happy")
    assert any("new job at the airport" in text for text in found), found


def test_a_texted_kin_word_after_the_speakers_own_news_is_theirs() -> None:
    found = _facts(
        '[{"role": "user", "content": "new job at the ferry company starts mon, '
        'wife furaha is expecting in may, n we moved to njiro last wk"}]',
        date(2024, 11, 20),
    )
    assert "The user's wife Furaha is expecting in May 2025." in found, found


# --- "my" clauses with an irregular past are clauses of their own -------------------------


@pytest.mark.parametrize(
    ("said", "facts"),
    [
        ("My wife started at the courthouse on Sunday, and our neighbour sold his van.",
         ["The user's wife started at the courthouse on Sunday, 8 December 2024 (2024-12-08).",
          "The user's neighbour sold his van."]),
        ("My sister passed her exams, my dad sold the old car, and I got the job at the port.",
         ["The user's sister passed her exams.", "The user's dad sold the old car.",
          "The user got the job at the port."]),
    ],
)  # fmt: skip
def test_own_peoples_news_with_an_irregular_past_is_split(said: str, facts: list[str]) -> None:
    found = _facts(f"User: {said}", date(2024, 12, 10))
    assert all(fact in found for fact in facts), found


def test_what_cannot_be_done_for_a_span_is_news_of_its_own() -> None:
    found = _facts(
        "User: My mum fell on the ice and cracked her elbow, so she can't drive for six weeks."
    )
    assert any("can't drive for six weeks" in text for text in found), found


def test_a_passing_consequence_for_a_span_is_still_dropped() -> None:
    found = _facts(
        "Evadne: We're starting the kitchen renovation on Monday, so we'll be living on "
        "takeaways for a month."
    )
    assert not any("takeaways" in text for text in found), found


def test_never_learned_alone_is_no_fact() -> None:
    found = _facts("Tobiah: She grew up speaking it on Lewis and I never learned, feels like a gap")
    assert not any("never learned" in text for text in found), found


def test_the_doctors_finding_after_a_colon_then_so() -> None:
    found = _facts(
        "User: I'm writing from the waiting room: my doctor found my B12 is low, so I get a "
        "B12 injection once a month now."
    )
    assert "The user has low B12." in found, found
