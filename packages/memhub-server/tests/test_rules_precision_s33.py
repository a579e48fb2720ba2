"""Precision fixes of session 33 (issue #15): dates that pointed the wrong way, and passing
moods and whereabouts kept as lasting facts.

- The tense that dates a plan is the subject's own clause: "my brother and I start the
  course on the 24th, and we've paid already" puts the 24th ahead.
- "I've been picked to go on a course in March", "decided to move in the summer": the
  month or season is when the chosen thing happens, ahead.
- "from the 15th to the 26th of July": the first day takes the month of the second, and
  the end of a range points the way its start does.
- "escaped on the 17th lol": a day of the month before a texting tag is still a day.
- "the Monday blues", "she's cheerful", "I'm off before the rain starts": passing,
  nothing kept; "on the night bus", "on my break": where someone is for now, a state
  that lapses.
- "How is the class going?" - "Very well, but I've moved it to Thursdays.": the verbless
  lead of an answer is left out, and the clause after "but" read (rules/leads.py).

All sentences are our own. 15 May 2024 is a Wednesday.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.leads import lead_dropped, verdict_dropped

WEDNESDAY = date(2024, 5, 15)


def facts(line: str, day: date = WEDNESDAY) -> list[tuple[str, str]]:
    return [(f.kind, f.text) for f in extract_facts(ExtractionInput(line, day))]


def texts(line: str, day: date = WEDNESDAY) -> list[str]:
    return [text for _, text in facts(line, day)]


# --- dates ---------------------------------------------------------------------------


def test_plan_date_follows_its_own_clause_not_a_later_perfect() -> None:
    found = " ".join(
        texts(
            "Corrie: My cousin Ffion and I start the Pennine Way on the 20th, and we've "
            "booked every hostel."
        )
    )
    assert "20 May 2024" in found
    assert "20 April 2024" not in found


def test_later_clause_still_decides_when_the_subject_does_not_lead() -> None:
    found = " ".join(
        texts(
            "Corrie: The council gave me the allotment last week, and I'm going to plant "
            "leeks in the autumn."
        )
    )
    assert "autumn 2024" in found


def test_past_clause_with_a_date_stays_past() -> None:
    found = " ".join(
        texts("Corrie: My cousin and I walked the Pennine Way on the 2nd, and we loved it.")
    )
    assert "2 May 2024" in found


@pytest.mark.parametrize(
    ("line", "wanted", "unwanted"),
    [
        (
            "Corrie: I've been picked to go on a leadership course in Bristol in March.",
            "March 2025",
            "March 2024",
        ),
        (
            "Corrie: I've been invited to give a talk at the library in February.",
            "February 2025",
            "February 2024",
        ),
        (
            "Corrie: We've decided to sell the flat and move to Whitby in the autumn.",
            "autumn 2024",
            "autumn 2023",
        ),
    ],
)
def test_chosen_or_decided_to_points_ahead(line: str, wanted: str, unwanted: str) -> None:
    found = " ".join(texts(line))
    assert wanted in found
    assert unwanted not in found


def test_past_season_without_a_plan_stays_past() -> None:
    found = " ".join(
        texts("Corrie: We moved to Whitby in the winter, and we love it.", date(2024, 7, 1))
    )
    assert "2025" not in found


@pytest.mark.parametrize(
    "line",
    [
        "Corrie: I've signed up for a pottery course in Ludlow, from the 20th to the 24th of May.",
        "Corrie: We're in Crete from the 20th to the 24th of May.",
    ],
)
def test_range_with_one_month_named(line: str) -> None:
    found = " ".join(texts(line))
    assert "from 20 May 2024 (2024-05-20) to 24 May 2024 (2024-05-24)" in found


def test_range_told_afterwards_stays_in_the_past() -> None:
    found = " ".join(texts("Corrie: We were in Crete from the 2nd to the 9th of May.", WEDNESDAY))
    assert "from 2 May 2024 (2024-05-02) to 9 May 2024 (2024-05-09)" in found


def test_range_whose_first_day_is_later_is_left() -> None:
    found = " ".join(texts("Corrie: We were in Crete from the 28th to the 3rd of May."))
    assert "28 May" not in found


def test_day_of_month_before_a_texting_tag() -> None:
    found = " ".join(texts("Corrie: my hamster got out on the 11th lol, found him in a boot"))
    assert "11 May 2024" in found


# --- passing moods and whereabouts ---------------------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        "Corrie: Ugh, I've got the Sunday blues.",
        "Corrie: My dad's still on crutches, but he's cheerful.",
        "Corrie: I'm in high spirits this morning.",
        "Corrie: Right, I'm off before the traffic gets bad. Bye!",
        "Corrie: I'm off now, bye!",
    ],
)
def test_passing_moods_form_nothing(line: str) -> None:
    assert texts(line) == []


@pytest.mark.parametrize(
    "line",
    [
        "Corrie: I'm on the late train to Carlisle, and it's packed.",
        "Corrie: I'm on my lunch break at the garage.",
    ],
)
def test_whereabouts_are_states_that_lapse(line: str) -> None:
    found = extract_facts(ExtractionInput(line, WEDNESDAY))
    assert found
    assert all(f.kind == "recent" and f.forget_after is not None for f in found)


@pytest.mark.parametrize(
    ("line", "kept"),
    [
        ("Corrie: I'm off to Spain on the 3rd of June.", "Spain"),
        ("Corrie: On Fridays I'm off.", "off"),
        ("Corrie: I'm a cheerful person.", "cheerful"),
        ("Corrie: I've got the blues on vinyl.", "blues"),
        ("Corrie: I'm on the early shift all month.", "early shift"),
    ],
)
def test_near_misses_still_form(line: str, kept: str) -> None:
    assert any(kept in text for text in texts(line))


# --- a verbless lead before ", but" in an answer -------------------------------------


def chat(*lines: str) -> list[str]:
    return [f.text for f in extract_facts(ExtractionInput("\n".join(lines), WEDNESDAY))]


@pytest.mark.parametrize(
    ("question", "answer", "kept"),
    [
        (
            "Ines: How is the choir going?",
            "Corrie: Really well, but I've moved it to Mondays.",
            "Corrie has moved the choir to Mondays.",
        ),
        (
            "Ines: Have you sold the caravan yet?",
            "Corrie: Not yet, but I've put an advert in the paper.",
            "Corrie has put an advert in the paper.",
        ),
        (
            "Ines: How's the new job?",
            "Corrie: Hard, but I love the people.",
            "Corrie loves the people.",
        ),
    ],
)
def test_answer_lead_is_left_out(question: str, answer: str, kept: str) -> None:
    found = chat(question, answer)
    assert kept in found
    assert not any(text.startswith(("Really", "Not yet", "Hard")) for text in found)


@pytest.mark.parametrize(
    ("question", "answer", "lead"),
    [
        # a clause of its own, a name, or a verb left out: the lead stays part of it
        ("Ines: How was the trip?", "Corrie: Tom got lost, but I loved it.", "Tom got lost"),
        (
            "Ines: Are you still at the garage?",
            "Corrie: Still fixing cars, but I've applied to the fire service.",
            "fixing cars",
        ),
    ],
)
def test_lead_that_says_something_stays(question: str, answer: str, lead: str) -> None:
    said = answer.split(": ", 1)[1]
    assert lead in lead_dropped(said, question.split(": ", 1)[1])


def test_lead_after_a_statement_is_left() -> None:
    said = "Not fast, but I didn't fall once!"
    assert lead_dropped(said, "I ran the half marathon on Sunday.") == said
    assert lead_dropped(said, None) == said


def test_lead_that_answers_the_question_stays() -> None:
    said = "Leeds, but I grew up in Hull."
    assert lead_dropped(said, "Where's home these days?") == said


# --- what leans on the chat ----------------------------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        "Corrie: Of course I'll come!",
        "Corrie: Ooh, I want to visit.",
        "Corrie: I'd love to join.",
        "Corrie: I bought three hundred grams for four pounds.",
        "Corrie: We made the second batch last week.",
        "Corrie: I borrowed my aunt's old blue one.",
        "Corrie: My brother made the whole thing out of pallets.",
        "Corrie: I'd love to come, if I can get the day off.",
        "Corrie: I was eleven.",
    ],
)
def test_nothing_without_what_it_leans_on(line: str) -> None:
    assert texts(line) == []


@pytest.mark.parametrize(
    ("line", "kept"),
    [
        ("Corrie: I want to visit Kyoto.", "Kyoto"),
        ("Corrie: I've joined the lifeboat crew.", "lifeboat"),
        ("Corrie: I bought three hundred grams of saffron.", "saffron"),
        ("Corrie: We made the first batch of damson gin in October.", "damson gin"),
        ("Corrie: I've lost 6 kilos since Christmas.", "6 kilos"),
        ("Corrie: I borrowed my aunt's old blue van.", "van"),
        ("Corrie: We repainted the whole house in August.", "whole house"),
        ("Corrie: I'll move to Oban, if I get the ferry job.", "Oban"),
        ("Corrie: My daughter is eleven.", "eleven"),
    ],
)
def test_with_what_it_is_about_it_stays(line: str, kept: str) -> None:
    assert any(kept in text for text in texts(line))


def test_one_after_a_comma_names_the_thing_again() -> None:
    found = texts("Corrie: I've started Morag's scarf, a grey one with tassels.")
    assert any("Morag's scarf" in text for text in found)


# --- what the assistant is asked for ------------------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        "User: Now I need help planning a party.",
        "User: Now I need a meal plan.",
        "User: I need a quick bread recipe for twelve people.",
        "User: I'd like some advice, please.",
    ],
)
def test_requests_form_nothing(line: str) -> None:
    assert texts(line) == []


@pytest.mark.parametrize(
    ("line", "kept", "gone"),
    [
        (
            "User: My son's christening is on the 2nd of June, and I need a cake recipe "
            "for thirty.",
            "christening",
            "recipe",
        ),
        (
            "User: I'm planning a walking holiday in Skye, and I'd like some help with the route.",
            "walking holiday in Skye",
            "help",
        ),
        ("User: I need a recipe book for my dad's birthday.", "recipe book", "\0"),
    ],
)
def test_request_beside_a_fact(line: str, kept: str, gone: str) -> None:
    found = texts(line)
    assert any(kept in text for text in found)
    assert not any(gone in text for text in found)


# --- "No, it was ..." corrects the speaker's own day in the same turn ----------------


def test_bare_no_corrects_a_count_back() -> None:
    found = " ".join(
        texts(
            "Corrie: Two weeks ago we planted the oak at Dunkery. No, it was three weeks "
            "ago, the day after the storm."
        )
    )
    assert "24 April 2024" in found
    assert "1 May 2024" not in found


def test_bare_no_answering_the_other_changes_nothing() -> None:
    found = " ".join(
        chat(
            "Corrie: I sold the bike on Friday.",
            "Ines: Was that the day of the flood?",
            "Corrie: No, it was Saturday, the flood.",
        )
    )
    assert "10 May 2024" in found
    assert "11 May 2024" not in found


# --- "Weekend was lovely, we went to the coast": the verdict before the news goes -------------


@pytest.mark.parametrize(
    ("said", "kept"),
    [
        (
            "Weekend was lovely, we went to the coast on Saturday.",
            "We went to the coast on Saturday.",
        ),
        ("Birthday was good, my gran took me bowling.", "My gran took me bowling."),
        ("Hi Bo. Work is a bit mad, I'm covering nights.", "Hi Bo. I'm covering nights."),
    ],
)
def test_a_verdict_before_the_news_is_left_out(said: str, kept: str) -> None:
    assert verdict_dropped(said) == kept


@pytest.mark.parametrize(
    "said",
    [
        "My sister is a nurse, she works nights.",  # no verdict: a job
        "She was great, we talked for hours.",  # about her, not a verdict on a thing
        "The flat is tiny but cosy, we love it.",  # "but": not words of how it went alone
        "Glasgow was home, I grew up there.",  # what it was, not how it went
        "It was lovely, and I met the mayor.",  # met at what "it" was: leans on the chat
    ],
)
def test_a_clause_that_is_no_verdict_stays(said: str) -> None:
    assert verdict_dropped(said) == said


def test_the_news_after_a_verdict_forms_its_fact() -> None:
    assert texts("Nell: Birthday was good, my gran took me bowling on Saturday.") == [
        "Nell's gran took Nell bowling on Saturday, 11 May 2024 (2024-05-11)."
    ]
