"""Fixes from a review of session 35's rules, with guards that must keep working.

Every sentence here is written for these tests; documents are dated Monday 7 December 2026
unless a test says otherwise.
"""

from __future__ import annotations

from datetime import date

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts

DAY = date(2026, 12, 7)


def texts(*lines: str, day: date = DAY) -> list[str]:
    return [fact.text for fact in extract_facts(ExtractionInput("\n".join(lines), day))]


def test_a_dated_plan_about_particular_people_is_no_view_of_a_kind() -> None:
    assert texts("Ana: I think the builders should be finished by Friday the 18th.") == [
        "Ana thinks the builders should be finished by Friday, 18 December 2026 (2026-12-18)."
    ]
    assert texts("Ana: I reckon our twins should be home from camp on Saturday.") != []
    # what a kind should do on a day is still a view
    assert texts("Ana: Honestly, I think fireworks should only be allowed on Bonfire Night.") == []


def test_a_date_got_wrong_is_no_date_set() -> None:
    (fact,) = texts("Ana: I got the date wrong, the party was on Saturday.")
    assert "5 December 2026" in fact


def test_a_date_set_for_an_occasion_lies_ahead() -> None:
    (fact,) = texts(
        "Ana: We've set the date for the wedding, the 16th of August.", day=date(2025, 3, 1)
    )
    assert "16 August 2025" in fact


def test_a_dish_made_for_a_holiday_is_the_last_one() -> None:
    (fact,) = texts(
        "Ana: I made a lamb roast for Easter and everyone loved it.", day=date(2026, 11, 20)
    )
    assert "5 April 2026" in fact


def test_back_with_someone_for_a_while_is_no_reunion() -> None:
    assert texts("Ana: Mia is back with Steve for the week.") == []
    assert texts("Ana: Mia is back with Steve again.") == ["Mia is back with Steve again."]


def test_what_the_help_is_for_is_no_news() -> None:
    facts = texts("Ana: Can you help me write a toast, because I want to make my sister laugh?")
    assert not any("wants" in fact for fact in facts)


def test_a_still_answer_goes_to_the_last_question_and_to_a_person() -> None:
    # The last question asks the speaker, not Tom.
    assert texts(
        "Bea: How's Tom? Are you still working at the bakery?",
        "Ana: Still working at the bakery, yes, four days a week.",
    ) == ["Ana is still working at the bakery four days a week."]
    # Christmas is no one.
    assert texts("Bea: How was Christmas?", "Ana: Still recovering from all the food!") == []


def test_a_still_answer_after_and_your_relative_is_theirs() -> None:
    (fact,) = texts("Bea: And your brother?", "Ana: Still living in Leeds.")
    assert fact.startswith("Ana's brother is still living in Leeds")
    (fact,) = texts("Bea: How's your nan these days?", "Ana: Still running the allotment.")
    assert fact.startswith("Ana's nan is still running the allotment")


def test_one_day_s_event_is_no_weekly_habit() -> None:
    assert not any(
        fact.startswith("On ")
        for line in (
            "Ana: Saturday is my birthday: we're going bowling.",
            "Ana: Tuesdays are my gym days: I'm off to Spain next week.",
            "Ana: Mondays are my favourite days: we went to the zoo last week.",
        )
        for fact in texts(line)
    )
    assert texts("Ana: Tuesdays are my long days: I'm at the workshop from seven until seven.") == [
        "On Tuesdays Ana is at the workshop from seven until seven."
    ]


def test_a_person_named_after_my_is_no_thing_of_the_speaker_s() -> None:
    facts = texts(
        "Bea: How's Maria getting on?",
        "Ana: Really well. She came to Leeds with me and my son, Leo, last week and she starts"
        " her new job at the bank on Monday.",
    )
    assert any(fact.startswith("Maria starts her new job at the bank") for fact in facts)


def test_an_it_in_the_same_sentence_as_a_thing_got_is_still_the_thing_asked_about() -> None:
    facts = texts(
        "Bea: Have you sold your old van yet?",
        "Ana: Not yet, I got a new bike first, and it goes on eBay next week.",
    )
    assert any("old van goes on eBay" in fact for fact in facts)


def test_a_month_is_carried_to_the_next_sentence_only_in_the_same_tense() -> None:
    from memhub_server.pipeline.memory.rules.dates import month_carried

    assert month_carried("We flew to Rome on 14 October 2025. Tom joined us on the 20th.") == (
        "We flew to Rome on 14 October 2025. Tom joined us on the 20th of October 2025."
    )
    said = "Jo was born on 1 May. She gets her braces off on the 10th."
    assert month_carried(said) == said
