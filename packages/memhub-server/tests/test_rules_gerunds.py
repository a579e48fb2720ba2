"""An activity of the speaker's own said as a gerund subject ("Dancing has been my
passion", "Volunteering at the shelter is the highlight of my week") read as a fact, and
the near misses (generic opinions, events, hypotheticals, questions) left alone."""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.gerunds import plain_gerunds

FRIDAY = date(2026, 5, 8)


def facts(said: str) -> list[tuple[str, str]]:
    content = f"Oksana: {said}\nPiet: nice"
    return [(fact.kind, fact.text) for fact in extract_facts(ExtractionInput(content, FRIDAY))]


@pytest.mark.parametrize(
    ("said", "plain"),
    [
        ("Fencing has been my passion since I was little.", "I've loved fencing since childhood."),
        ("Sketching birds is the highlight of my week!", "I love sketching birds!"),
        ("so rowing has honestly become my whole personality", "so I love rowing."),
        ("Crocheting is my way of unwinding at night.", "I unwind by crocheting at night."),
        ("Swimming laps keeps me sane.", "I stay sane by swimming laps."),
        (
            "Cycling to work is a great way for me to clear my head.",
            "I clear my head by cycling to work.",
        ),
        ("Learning Welsh has been a big step for me.", "I've been learning Welsh."),
        ("Hiking has always been my thing.", "I love hiking."),
        ("Visiting Lisbon is my favourite thing.", "I love visiting Lisbon."),
    ],
)
def test_rewritten(said: str, plain: str) -> None:
    assert plain_gerunds(said) == plain


@pytest.mark.parametrize(
    ("said", "kind", "fact"),
    [
        (
            "Fencing has been my passion since I was a kid.",
            "durable",
            "Oksana has loved fencing since childhood.",
        ),
        (
            "Volunteering at the food bank is the highlight of my week.",
            "durable",
            "Oksana loves volunteering at the food bank.",
        ),
        ("Bouldering has been a huge part of my life.", "durable", "Oksana loves bouldering."),
        ("Sketching is a great outlet for me.", "durable", "Oksana loves sketching."),
        (
            "Baking bread is my way of relaxing after a long shift.",
            "durable",
            "Oksana relaxes by baking bread after a long shift.",
        ),
        (
            "Walking the dog helps me switch off.",
            "durable",
            "Oksana switches off by walking the dog.",
        ),
        (
            "Looking into foster care has been a big step for me.",
            "recent",
            "Oksana has been looking into foster care (as of 8 May 2026).",
        ),
        (
            "jogging has been so good for my mental health",
            "recent",
            "Oksana has been jogging (as of 8 May 2026).",
        ),
        ("Sketching's been a great outlet for me lately.", "durable", "Oksana loves sketching."),
        (
            "Going to therapy has been really good for me.",
            "recent",
            "Oksana has been going to therapy (as of 8 May 2026).",
        ),
        (
            "Mentoring at the youth club has been so rewarding for me.",
            "recent",
            "Oksana has been mentoring at the youth club (as of 8 May 2026).",
        ),
        (
            "Sailing with the kids has been the highlight of my summer!",
            "durable",
            "Oksana loves sailing with the kids.",
        ),
        (
            "Journaling has been my therapy since the move.",
            "recent",
            "Oksana has been journaling since the move (as of 8 May 2026).",
        ),
    ],
)
def test_formed(said: str, kind: str, fact: str) -> None:
    assert facts(said) == [(kind, fact)]


@pytest.mark.parametrize(
    "said",
    [
        "Volunteering is a great way to meet people.",
        "Running is bad for your knees.",
        "Losing my job was hard for me.",
        "Losing my job has been a big step for me.",
        "Adopting Biscuit has been a big step for me.",
        "Taking the job in Leeds has been a big step for me.",
        "Moving abroad would be a big step for me.",
        "Is fencing your passion?",
        "Fencing has never been my thing.",
        "Fencing was my passion back then.",
        "Talking to you is the highlight of my week.",
        "Jogging is great for my mental health.",
        "Jogging would help me relax.",
        "Drinking wine is a great way to relax.",
    ],
)
def test_nothing_formed(said: str) -> None:
    assert plain_gerunds(said) == said
    assert facts(said) == []


@pytest.mark.parametrize(
    "said",
    ["Something is my favourite thing.", "Morning is my favourite part of the day."],
)
def test_words_in_ing_that_are_not_activities(said: str) -> None:
    assert plain_gerunds(said) == said


def test_a_clause_after_the_comma_keeps_the_sentence() -> None:
    said = "Swimming has been so good for my back, I go three times a week."
    assert plain_gerunds(said) == said


def test_a_question_later_in_the_sentence_keeps_it() -> None:
    said = "Gardening is my favourite part of the weekend, is that weird?"
    assert plain_gerunds(said) == said


def test_how_long_loved() -> None:
    assert facts("Fencing has been my passion for 20 years.") == [
        ("durable", "Oksana has loved fencing for 20 years.")
    ]


def test_a_gerund_subject_is_not_news_left_without_i() -> None:
    # :mod:`.news` once read "Nursing ... for 20 years" as "I've been Nursing ...".
    assert not [
        text
        for _, text in facts("Nursing has been my passion for 20 years.")
        if "been Nursing" in text
    ]


def test_a_hedge_is_not_the_name_of_a_thing() -> None:
    # "I think painting is my passion" once became "I love I think painting".
    assert facts("I think painting is my passion.") == []


# --- review fixes (session 28) ------------------------------------------------------


@pytest.mark.parametrize(
    "said",
    [
        "Running has been great for me but I stopped last year.",
        "Swimming helps me relax, or so my doctor says.",
        "Cycling is my passion though my knees disagree.",
        "Baking has been my escape until the oven broke.",
        "Dancing is my passion when I can find the time.",
    ],
)
def test_a_tail_that_turns_the_sentence_keeps_it(said: str) -> None:
    assert plain_gerunds(said) == said
    assert facts(said) == []


@pytest.mark.parametrize(
    "said",
    [
        "Cheating has been a big part of my life.",
        "Writing my thesis has been a huge part of my life this year.",
        "Commuting is the highlight of my day.",
    ],
)
def test_a_big_part_of_life_is_love_only_for_a_pastime(said: str) -> None:
    assert plain_gerunds(said) == said


def test_a_pastime_that_is_a_big_part_of_life_is_loved() -> None:
    assert plain_gerunds("Dancing has been a big part of my life.") == "I love dancing."


def test_a_sentence_after_more_than_one_space_opens_a_rewrite() -> None:
    assert plain_gerunds("ok.  Painting is my way of relaxing.") == ("ok.  I relax by painting.")
