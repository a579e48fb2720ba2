"""Proper-case chat between two friends (issue #15), round 3: precision on chat nobody
tuned against. The sentences are our own. 25 October 2023 is a Wednesday.
"""

from __future__ import annotations

from datetime import date

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts

WEDNESDAY = date(2023, 10, 25)


def texts(*lines: str, day: date = WEDNESDAY) -> list[str]:
    content = "\n".join(lines)
    return [fact.text for fact in extract_facts(ExtractionInput(content, day))]


# Dates


def test_a_course_that_starts_in_a_month_is_ahead_though_signing_up_is_past() -> None:
    facts = texts("Osric: I signed up for a pottery course that starts in January.")
    assert any("January 2024" in fact for fact in facts), facts
    assert not any("January 2023" in fact for fact in facts), facts


def test_a_month_after_a_past_verb_alone_still_looks_back() -> None:
    facts = texts("Osric: I signed up for a pottery course in January.")
    assert any("January 2023" in fact for fact in facts), facts


def test_a_bare_day_after_a_day_of_a_named_month_is_in_that_month() -> None:
    facts = texts("Osric: We fly out on March 3rd and get back on the 17th.")
    assert any("3 March 2024" in f and "17 March 2024" in f for f in facts), facts


def test_a_smaller_bare_day_after_a_named_day_is_not_put_in_that_month() -> None:
    facts = texts("Osric: Our anniversary is on the 9th of June, and we're away from the 7th.")
    assert not any("7 July" in fact for fact in facts), facts


def test_a_bare_day_alone_keeps_its_own_reading() -> None:
    facts = texts("Osric: My interview is on the 30th.")
    assert any("30 October 2023" in fact for fact in facts), facts


# Answers to questions


def test_did_you_ever_drops_ever_in_the_confirmed_statement() -> None:
    facts = texts(
        "Wilhelmina: Did you ever finish the quilt for your niece?",
        "Osric: I did! It took me four months.",
    )
    assert any(fact.startswith("Osric finished the quilt") for fact in facts), facts
    assert not any("evered" in fact or " ever " in fact for fact in facts), facts


def test_a_yes_to_having_done_anything_forms_nothing_from_the_question() -> None:
    facts = texts(
        "Wilhelmina: Have you watched anything good lately?",
        "Osric: Yes! Mostly old westerns.",
    )
    assert not any("anything" in fact for fact in facts), facts


def test_a_yes_to_finding_something_forms_nothing_from_the_question() -> None:
    facts = texts("Wilhelmina: Did you find something nice at the market?", "Osric: I did.")
    assert not any("something" in fact for fact in facts), facts


def test_it_after_a_question_about_a_relative_is_the_thing_pointed_at() -> None:
    facts = texts(
        "Wilhelmina: Did your uncle ever finish restoring that tractor he bought?",
        "Osric: He did! He drove it to the village fair on Saturday.",
    )
    assert not any("uncle ever" in fact for fact in facts), facts
    assert any("drove the tractor" in fact for fact in facts), facts


def test_it_is_not_the_subject_and_verb_of_an_inverted_question() -> None:
    facts = texts(
        "Wilhelmina: Did the Easter bunny come?",
        "Osric: He did, and my son Piet wants to keep it on the shelf.",
    )
    assert not any("bunny come" in fact for fact in facts), facts


# What a turn says around its fact


def test_a_film_title_with_a_colon_is_no_label() -> None:
    facts = texts("Osric: I went to see Paddington: The Return with my nephews on Saturday.")
    assert any(f.startswith("Osric went to see Paddington: The Return") for f in facts), facts
    assert not any(fact.startswith("The Return") for fact in facts), facts


def test_a_label_before_a_colon_is_still_dropped() -> None:
    facts = texts("Osric: Quick update: Moved into the new flat on Monday.")
    assert any(fact.startswith("Osric moved into the new flat") for fact in facts), facts


def test_a_request_closing_a_statement_is_cut_off() -> None:
    facts = texts("User: I'm lactose intolerant, so please swap the cream for something else.")
    assert facts == ["The user is lactose intolerant."]


def test_a_request_asked_in_its_own_clause_is_cut_off() -> None:
    facts = texts("User: My daughter is turning six, and could you suggest a cake for her?")
    assert not any("could" in fact or "suggest" in fact for fact in facts), facts


def test_a_bare_count_of_what_the_chat_named_forms_nothing() -> None:
    facts = texts(
        "Osric: I set myself a goal of twenty films this year. I've already watched four!",
        "Wilhelmina: I'm looking at flats. I'm seeing three on Friday in Harborne.",
    )
    assert not any("watched four" in fact or "seeing three" in fact for fact in facts), facts


def test_an_age_told_as_a_count_is_kept() -> None:
    facts = texts("Osric: My son Tobin turned five on Sunday.")
    assert any("turned five" in fact for fact in facts), facts


def test_an_it_about_what_is_not_yet_known_is_unresolved() -> None:
    facts = texts("Osric: My daughter Elke keeps asking if it'll be a boy or a girl.")
    assert not any("it'll" in fact for fact in facts), facts


def test_since_a_thing_in_a_season_looks_back() -> None:
    facts = texts(
        "Osric: My dad hasn't been able to drive since his stroke in the summer.",
        day=date(2024, 3, 2),
    )
    assert any("summer 2023" in fact for fact in facts), facts


def test_a_plan_in_a_season_still_looks_ahead() -> None:
    facts = texts("Osric: We're moving to Galway in the spring.")
    assert any("spring 2024" in fact for fact in facts), facts


# Facts that need what the chat said around them


def test_a_race_finished_in_a_time_takes_the_race_from_the_turn() -> None:
    facts = texts("Osric: I ran the marathon on Sunday. I finished in four hours and ten minutes.")
    assert "Osric finished the marathon in four hours and ten minutes." in facts, facts


def test_a_race_finished_in_a_time_takes_the_race_from_the_question() -> None:
    facts = texts("Wilhelmina: How did the 5K go?", "Osric: Great! I finished in 24 minutes.")
    assert "Osric finished the 5K in 24 minutes." in facts, facts


def test_finished_in_a_time_with_no_race_named_forms_nothing() -> None:
    facts = texts("Osric: My legs are killing me, but I finished in under three hours.")
    assert not any("finished" in fact for fact in facts), facts


def test_quit_with_only_a_date_forms_nothing() -> None:
    facts = texts("User: I used to drink a lot of soda, but I quit two years ago.")
    assert not any(fact.startswith("The user quit") for fact in facts), facts


def test_a_wedding_role_takes_the_wedding_the_turn_names() -> None:
    facts = texts("Osric: My cousin Bram is getting married in May and I'm one of the ushers.")
    assert "Osric is one of the ushers at Bram's wedding." in facts, facts


def test_a_wedding_role_with_no_wedding_named_forms_nothing() -> None:
    facts = texts(
        "Wilhelmina: Are you a bridesmaid?",
        "Osric: I am! I've already bought the dress.",
    )
    assert not any("bridesmaid" in fact for fact in facts), facts


def test_a_guess_after_so_maybe_is_cut_off() -> None:
    facts = texts("User: My sister is a florist, so maybe she can do the flowers.")
    assert facts == ["The user's sister is a florist."]


def test_feeling_stuck_is_a_passing_mood() -> None:
    facts = texts("User: I've been learning the violin for a year but I feel stuck.")
    assert not any("stuck" in fact for fact in facts), facts


# Whom a pronoun is


def test_an_auxiliary_opening_a_question_is_no_name() -> None:
    facts = texts(
        "Wilhelmina: Is she still teaching at the primary school?",
        "Osric: Yes, she's the head of Year 2 now.",
    )
    assert not any(fact.startswith("Is ") for fact in facts), facts


def test_does_opening_a_question_is_no_name() -> None:
    facts = texts(
        "Wilhelmina: Does he still play in that band?",
        "Osric: Yes, he's their drummer.",
    )
    assert not any(fact.startswith("Does ") for fact in facts), facts


def test_a_his_is_never_the_parents_the_question_asked_about() -> None:
    facts = texts(
        "Wilhelmina: Are your grandparents coming to the wedding?",
        "Osric: Gran is, but Grandad can't fly because of his heart.",
    )
    assert not any("grandparents's" in fact for fact in facts), facts
    assert any("because of his heart" in fact for fact in facts), facts


def test_a_grumpy_morning_forms_nothing() -> None:
    facts = texts("Osric: I was really grumpy this morning, sorry about that.")
    assert not any("grumpy" in fact for fact in facts), facts


def test_finished_with_a_treatment_is_kept() -> None:
    facts = texts("Osric: I finished with physio in September.")
    assert any(fact.startswith("Osric finished with physio") for fact in facts), facts


# A fan's "we"


def test_a_fans_we_with_a_result_is_the_team() -> None:
    facts = texts("Osric: I support Everton, so Saturdays are stressful. We lost to Spurs again.")
    assert "Everton lost to Spurs again." in facts, facts
    assert not any("Osric and others" in fact for fact in facts), facts


def test_a_we_beside_someone_elses_team_stays() -> None:
    facts = texts("Osric: I support Everton and my brother supports Spurs. We drew on Saturday.")
    assert not any(fact.startswith(("Everton drew", "Spurs drew")) for fact in facts), facts


def test_a_we_with_no_team_supported_stays() -> None:
    facts = texts("Osric: My quiz team had a great night. We won the league on Tuesday.")
    assert not any(fact.startswith("Everton") for fact in facts), facts
