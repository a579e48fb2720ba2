"""Sixth review of the rule extractor (issue #15): the rules added in session 30, read
against sentences they could misread.

A span answering some other "how long" after news of a break-up, "I left the party early"
read as the place of a last day, "the start of the month" or "the Easter holidays" of a
habit given one date, a span "starting in March" after "for weeks" sent ahead, "yes,
terribly" read as what one is afraid of, "will be working on my tan all weekend" kept
forever, a fan's "we" for any "we lost" or "we won", and a place won put in the event the
prompt asked about when the answer says it was elsewhere. Each class has cases that must
still form. 4 December 2026 is a Friday.
"""

from __future__ import annotations

from datetime import date

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts

FRIDAY = date(2026, 12, 4)


def facts_of(*turns: str, on: date = FRIDAY) -> list[tuple[str, str, object]]:
    return [
        (fact.kind, fact.text, fact.forget_after)
        for fact in extract_facts(ExtractionInput("\n".join(turns), on))
    ]


def texts(*turns: str, on: date = FRIDAY) -> list[str]:
    return [text for _, text, _ in facts_of(*turns, on=on)]


# --- how long a couple was together --------------------------------------------------------


def test_a_span_answering_another_how_long_is_no_relationship() -> None:
    facts = texts(
        "Kim: i split up with jo. also got offered the flat finally",
        "Lou: oh no :( how long is the lease?",
        "Kim: 3 years. not bad",
    )
    assert not any("together" in f for f in facts), facts
    facts = texts(
        "Kim: Sam and I broke up.",
        "Lou: Sorry to hear. How long have you lived in that flat?",
        "Kim: 4 years.",
    )
    assert not any("together" in f for f in facts), facts


def test_left_me_on_read_and_the_band_are_no_break_up() -> None:
    facts = texts("Kim: Tom left me on read again.", "Lou: ugh what happened?", "Kim: 5 years.")
    assert not any("together" in f for f in facts), facts
    facts = texts(
        "Kim: The band and I split up.",
        "Lou: Oh no, what happened?",
        "Kim: Creative differences. Six years is a long time though.",
    )
    assert not any("together" in f for f in facts), facts


def test_how_long_together_still_forms() -> None:
    facts = texts(
        "Kim: Jo and I split up.", "Lou: Oh no! How long were you together?", "Kim: 3 years."
    )
    assert "Jo and Kim were together for 3 years." in facts, facts


# --- the place of a last day ---------------------------------------------------------------


def test_leaving_a_party_or_the_gym_at_six_is_no_place_of_a_last_day() -> None:
    for turn in (
        "Kim: I left the party early. Friday was my last day.",
        "Kim: i left the gym at 6. yesterday was my last day",
    ):
        facts = texts(turn)
        assert not any("last day at" in f for f in facts), facts


def test_quitting_a_place_still_names_the_last_day_there() -> None:
    facts = texts("Kim: I quit the bakery. Friday was my last day.")
    assert any("last day at the bakery was on Friday, 27 November 2026" in f for f in facts), facts


# --- a habit keeps no date ---------------------------------------------------------------


def test_the_start_of_the_month_of_a_habit_has_no_date() -> None:
    for turn in (
        "Kim: I'm paid at the start of the month.",
        "Kim: i always get paid at the start of the month lol",
    ):
        facts = texts(turn)
        assert facts and not any("2026" in f or "2027" in f for f in facts), facts


def test_the_christmas_holidays_of_a_habit_have_no_date() -> None:
    facts = texts("Kim: We always go to my nan's over the Christmas holidays.")
    assert facts and not any("2026" in f for f in facts), facts


def test_the_start_of_the_month_ahead_is_the_next_one() -> None:
    facts = texts("Kim: I'm starting a new job at the start of the month.")
    assert any("the start of January 2027" in f for f in facts), facts
    facts = texts("Kim: At the start of the year I had no job, now I run a team.")
    assert any("the start of 2026" in f for f in facts), facts


def test_the_easter_holidays_still_dated() -> None:
    facts = texts("Kim: We went to Cornwall over the Easter holidays.", on=date(2026, 4, 20))
    assert any("around 5 April 2026" in f for f in facts), facts


def test_starting_in_after_a_span_looks_back() -> None:
    facts = texts("Kim: I was ill for weeks, starting in March.")
    assert any("March 2026" in f for f in facts), facts
    assert not any("2027" in f for f in facts), facts


# --- a yes that names which ------------------------------------------------------------------


def test_a_yes_with_an_adverb_names_nothing_feared() -> None:
    for asked, said in (
        ("Lou: Are you afraid of heights?", "Kim: yes, terribly"),
        ("Lou: Are you scared of spiders?", "Kim: Yes, unfortunately."),
        ("Lou: Are you allergic to cats?", "Kim: yes, badly"),
        ("Lou: Are you allergic to cats or dogs?", "Kim: yes, both"),
    ):
        facts = texts(asked, said)
        assert not any(
            w in f for f in facts for w in ("terribly", "unfortunately", "badly", "both")
        ), facts


def test_a_yes_naming_which_still_forms() -> None:
    assert "Kim is allergic to cats." in texts(
        "Lou: are you allergic to anything?", "Kim: yeah, cats"
    )
    facts = texts("Lou: Are you allergic to nuts?", "Kim: yes, peanuts and cashews")
    assert any("allergic to peanuts and cashews" in f for f in facts), facts


# --- work of a while ahead --------------------------------------------------------------------


def test_work_of_a_while_or_an_occasion_expires() -> None:
    for turn in (
        "Kim: I'll be working on my tan all weekend lol",
        "Kim: i'll be working in the garden all week",
        "Kim: I'll be building a snowman with the kids.",
        "Kim: I'll be working with Dan on the report.",
        "Kim: I'll be managing the bar at the wedding.",
    ):
        found = facts_of(turn)
        assert found and all(_passing(text, forget) for _, text, forget in found), found


def test_work_a_new_job_will_have_one_do_still_lasts() -> None:
    found = facts_of("Kim: I got the job! I'll be designing pedestrian bridges.")
    assert any("designing" in t and not _passing(t, forget) for _, t, forget in found), found


# --- a fan's "we" ------------------------------------------------------------------------------


def test_a_we_that_is_no_match_result_is_not_the_team() -> None:
    for turn in (
        "Kim: I support Oxfam. We won a grant for the food bank last year.",
        "Kim: I support Arsenal. We lost the dog for an hour today lol",
        "Kim: I support Leeds. My work team played last night and we lost 5-0.",
    ):
        facts = texts(turn)
        assert not any(f.startswith(("Oxfam", "Arsenal", "Leeds")) for f in facts), facts
        assert not any("Leeds lost" in f for f in facts), facts


def test_a_person_followed_is_no_team() -> None:
    facts = texts("Kim: I follow Jess, and we won the pub quiz last night!")
    assert not any("Jess won" in f for f in facts), facts


def test_a_fans_match_result_is_still_the_team() -> None:
    facts = texts("Kim: I support Everton, so Saturdays are stressful. We lost to Spurs again.")
    assert any("Everton lost to Spurs" in f for f in facts), facts


# --- a place won ------------------------------------------------------------------------------


def test_a_place_won_elsewhere_is_not_in_the_prompts_event() -> None:
    facts = texts("Lou: Did you see the cup final?", "Kim: No, I was at parkrun. I came third!")
    assert not any("in the cup" in f for f in facts), facts
    facts = texts(
        "Lou: Did you watch the final?",
        "Kim: Missed it, was at my nephew's sports day. He came second!",
    )
    assert not any("in the final" in f for f in facts), facts


def test_a_place_won_in_the_event_asked_about_still_forms() -> None:
    facts = texts("Lou: How was the quiz?", "Kim: Good! My sister came first.")
    assert "Kim's sister came first in the quiz." in facts, facts


def test_treating_oneself_ahead_expires() -> None:
    found = facts_of("Kim: I'll be treating myself to a massage.")
    assert found and all(_passing(text, forget) for _, text, forget in found), found


def _passing(text: str, forget: object) -> bool:
    """Not a lasting fact: one that expires, or one written with the day it was said."""
    return forget is not None or "(as of " in text


# --- a home in a named place ------------------------------------------------------------------


def test_a_flat_in_a_month_or_for_a_stay_is_no_home_town() -> None:
    for turn in (
        "Kim: We moved into our new flat in March.",
        "Kim: I moved into a flat in Soho for my internship, back home in June.",
    ):
        kinds = [kind for kind, _, _ in facts_of(turn)]
        assert kinds and "durable" not in kinds, facts_of(turn)


def test_a_flat_in_a_town_is_still_a_home() -> None:
    kinds = [kind for kind, _, _ in facts_of("Kim: We moved into a tiny flat in Galway in March.")]
    assert "durable" in kinds
