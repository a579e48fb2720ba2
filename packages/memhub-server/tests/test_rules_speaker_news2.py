"""A speaker's news finished by a fragment after it (an exception, a budget, a place
with its surroundings, what a new thing is, who is working on what was just got, how
long the way to work takes) reads as one plain fact; near-misses form nothing of it."""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.gate import unsafe
from memhub_server.pipeline.memory.rules.news import plain_news

TUESDAY = date(2026, 3, 3)


def texts(content: str) -> list[str]:
    facts = extract_facts(ExtractionInput(content, TUESDAY))
    assert all(unsafe(fact.text, fact.subject) is None for fact in facts)
    return [fact.text for fact in facts]


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        # the exception joins the sentence; the remark after it is its own and forms nothing
        (
            "Rosa: honestly I like everything. except jazz, jazz is noise",
            ["Rosa likes everything except jazz."],
        ),
        ("Rosa: I read anything. apart from horror", ["Rosa reads anything apart from horror."]),
        # a budget, tied to what the speaker is saving for
        (
            "Rosa: we're saving for a sofa. budget is £600",
            [
                "Rosa and others are saving for a sofa (as of 3 March 2026).",
                "Rosa's budget for the sofa is £600.",
            ],
        ),
        (
            "Rosa: I need a laptop for uni, budget around 700 euros",
            [
                "Rosa needs a laptop for uni (as of 3 March 2026).",
                "Rosa's budget for the laptop is around 700 euros.",
            ],
        ),
        # what was just got, and who is working on it
        (
            "Rosa: we bought a boat, an old dinghy, Marek's sanding it",
            [
                "Rosa and others bought a boat, an old dinghy.",
                "Marek is sanding the old dinghy (as of 3 March 2026).",
            ],
        ),
        # a place, then where it is; the "they"/"it" after it is left on its own
        (
            "Rosa: we're renting a cottage! in Dorset, near the coast, and it has a garden",
            [
                "Rosa and others are renting a cottage in Dorset, near the coast"
                " (as of 3 March 2026)."
            ],
        ),
        # what the new thing is, given after where it is
        (
            "Rosa: I joined a new choir at the church in Leeds. a group of forty singers",
            ["Rosa joined a new choir, a group of forty singers, at the church in Leeds."],
        ),
        # the way to work
        (
            "Rosa: the tram is fine, 25 minutes to work",
            ["Rosa's commute to work is 25 minutes."],
        ),
    ],
)
def test_a_fragment_finishes_the_news(content: str, expected: list[str]) -> None:
    assert texts(content) == expected


@pytest.mark.parametrize(
    "said",
    [
        "is it everything? except the eggs",  # a question
        "Marek moved closer, 10 minutes to work",  # someone else's way to work
        "would it be 40 minutes to work?",
        "the project budget is tight",  # no amount
        "we bought a boat, Friday's sanding it",  # not a name
        "I started a new job at the bank. a job, they said, with long hours",
        "I'm fine. except my knee",  # no "everything" to except from
        "they moved! in Leeds, near the park",  # fragment after non-news, kept as it was
    ],
)
def test_near_misses_are_left_alone_or_form_nothing_new(said: str) -> None:
    rewritten = plain_news(said)
    if said.endswith("?") or "Marek" in said or "tight" in said or "knee" in said:
        assert rewritten == said
    assert not any(
        fact.endswith(("commute to work is 10 minutes.", "sanding the boat."))
        for fact in texts(f"Rosa: {said}")
    )


@pytest.mark.parametrize(
    "content",
    [
        "Rosa: if my budget is 500 dollars, what can I get?",
        "Rosa: my sister wants a puppy, budget 300 pounds? no way",
        "Rosa: would you lend me a car? budget around 50 euros",
    ],
)
def test_budget_near_misses_form_no_budget_for_a_thing(content: str) -> None:
    assert not any("budget for the" in fact for fact in texts(content))


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        # how many were staying, after the news about who came
        (
            "Osei: busy! my cousins flew in from Kumasi, nine people in our flat",
            [
                "Osei's cousins flew in from Kumasi.",
                "Osei and others had nine people in their flat.",
            ],
        ),
        # a streak kept, said without "I've done"
        (
            "Osei: 120 days of piano in a row. my neighbours hate me",
            ["Osei has done 120 days of piano in a row."],
        ),
        # the speaker's work, said without "I'm"
        (
            "Osei: work is fine. fixing boilers for a housing trust, mostly",
            ["Osei is fixing boilers for a housing trust, mostly (as of 3 March 2026)."],
        ),
        # a place the question takes them to live in, described as a place
        (
            "Lise: how's lagos treating you\nOsei: Lagos is so humid, I love it",
            ["Osei lives in Lagos."],
        ),
    ],
)
def test_counts_streaks_work_and_home_said_in_shorthand(content: str, expected: list[str]) -> None:
    assert texts(content) == expected


@pytest.mark.parametrize(
    "content",
    [
        "Osei: four days of rain in a row. grim",  # weather is nobody's streak
        "Osei: was it 40 days of yoga in a row?",
        "Lise: how's Tomas treating you\nOsei: Tomas is lovely, he cooks",  # a person
        "Lise: how's the new flat treating you\nOsei: the flat is freezing",  # no name
        "Lise: how's oslo treating you\nOsei: is Oslo rainy? no idea, I'm in Bergen",
        "Osei: the weather is awful. raining at the station all day",  # not about work
        "Osei: Pia's parents came, 6 people in their house",  # not the speaker's house
    ],
)
def test_shorthand_near_misses_form_nothing_of_it(content: str) -> None:
    said = texts(content)
    assert not any(
        fact.startswith(("Osei lives in", "Osei has done", "Osei is raining"))
        or "had 6 people" in fact
        for fact in said
    )


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        # a date given as the answer to "when did you ...?"
        (
            "Kit: when did you get your visa in the end?\nRosa: on Friday! took ages",
            ["Rosa got their visa on Friday, 27 February 2026 (2026-02-27)."],
        ),
        (
            "Kit: so when do you start?\nRosa: the 9th of March",
            ["Rosa starts on 9 March 2026 (2026-03-09)."],
        ),
        # how long, as the answer to an echoed "you sing?"; the group named after it
        (
            "Kit: wait, you sing?\nRosa: for ten years! in a choir called Vox Nova",
            ["Rosa has sung for ten years in a choir called Vox Nova."],
        ),
        # a move told inside a "when" clause
        (
            "Rosa: it took me months to make friends when we moved over from Porto",
            ["Rosa and others moved from Porto."],
        ),
    ],
)
def test_answers_and_asides_about_the_speakers_past(content: str, expected: list[str]) -> None:
    assert texts(content) == expected


@pytest.mark.parametrize(
    "content",
    [
        "Kit: when did you see it?\nRosa: yesterday",  # what was seen is unresolved
        "Kit: when did you say he left?\nRosa: Monday",  # not the speaker's doing
        "Kit: when did you get the keys?\nRosa: the day after the 5th of May?",  # a question
        "Kit: you play the piano?\nRosa: ten years ago, not now",  # not a span
        "Kit: would you play the piano?\nRosa: for two years!",  # a hypothetical
        "Kit: when did he get the keys?\nRosa: on Friday",  # someone else
        "Rosa: it was chaos when they moved from Porto",  # someone else's move
    ],
)
def test_answer_near_misses_form_nothing(content: str) -> None:
    assert texts(content) == []


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        # an echoed "a whole house?" answered with what it is like
        (
            "Kit: wait. a whole house??\nRosa: a narrow townhouse, three floors. no garden",
            ["Rosa's house is a narrow townhouse, three floors."],
        ),
        # "still ...?" answered with how often
        (
            "Kit: you still rowing with the Tyne club?\nRosa: every Saturday on the river",
            ["Rosa is still rowing with the Tyne club every Saturday on the river."],
        ),
    ],
)
def test_an_answer_describes_what_the_question_named(content: str, expected: list[str]) -> None:
    assert texts(content) == expected


@pytest.mark.parametrize(
    "content",
    [
        "Kit: did you see the dog?\nRosa: a big one, yes",  # not an echo of the speaker's news
        "Kit: a new car?\nRosa: a what?",
        "Kit: a new car?\nRosa: a red one",  # "one" stands for something else
        "Kit: you still rowing?\nRosa: every Saturday? no, I stopped in May",
        "Kit: would you still be rowing?\nRosa: every Saturday if I could",
    ],
)
def test_described_answer_near_misses_form_nothing_of_it(content: str) -> None:
    said = texts(content)
    assert not any(
        fact.startswith(("Rosa's dog is", "Rosa's car is", "Rosa is still")) for fact in said
    )


def test_a_bare_noun_that_is_done_is_the_speakers() -> None:
    assert texts("Rosa: bathroom is DONE. finished yesterday!! so shiny") == [
        "Rosa's bathroom is DONE, finished on 2 March 2026 (2026-03-02)."
    ]
    assert texts("Rosa: ha, dissertation is finally submitted!") == [
        "Rosa's dissertation is finally submitted."
    ]


@pytest.mark.parametrize(
    "said",
    ["dinner is done", "what is done is done", "is bathroom done?", "Marek is done", "it is done"],
)
def test_done_near_misses_are_left_as_said(said: str) -> None:
    assert plain_news(said) == said
