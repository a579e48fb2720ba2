"""The speaker's home breaking, and texted plans, of session 52 (issue #15).

- "The roof started leaking on Tuesday night", "the bathroom ceiling fell in on Tuesday":
  a part of the home that broke, told with "the", is the speaker's, unless the turn or its
  prompt speaks of someone else's (rules/checks.py).
- "swimming across lake anosy sun for the hospital appeal": a plan's "-ing" verb may go
  on with "across", "to", "through" ...; "sun" before "for the" is a day
  (rules/continuation.py, rules/short_days.py).
- "[09:08] tiana: moving flats sat, the new one ...": a short day ending a clause marks a
  stamped line as texting (pipeline/speakers.py).
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.checks import owned_broken

DAY = date(2025, 1, 23)  # a Thursday


def _facts(*lines: str) -> list[str]:
    item = ExtractionInput("\n".join(lines), DAY, known_names=frozenset({"Kasun", "Dilini"}))
    return [f.text for f in extract_facts(item)]


@pytest.mark.parametrize(
    ("said", "mine"),
    [
        ("The roof started leaking on Tuesday night.", "My roof started leaking on Tuesday night."),
        ("ugh, the boiler died tues", "ugh, my boiler died tues"),
        ("It got in. The bathroom ceiling fell in on Tuesday.",
         "It got in. My bathroom ceiling fell in on Tuesday."),
        ("so the washing machine packed up", "so my washing machine packed up"),
    ],
)  # fmt: skip
def test_a_broken_part_of_the_home_is_the_speakers(said: str, mine: str) -> None:
    assert owned_broken(said, None) == mine


@pytest.mark.parametrize(
    ("said", "prompt"),
    [
        ("My mum's house is a mess. The roof started leaking on Tuesday.", None),
        ("Ana's place is worse: the boiler died on Monday.", None),
        ("The roof started leaking on Tuesday.", "How is your gran's cottage?"),
        ("The roof is lovely.", None),  # nothing broke
        ("The roof at work started leaking.", None),  # not the fixture and its breaking
    ],
)
def test_someone_elses_home_or_no_breakage_stays(said: str, prompt: str | None) -> None:
    assert owned_broken(said, prompt) == said


def test_the_leaking_roof_forms_the_speakers_fact() -> None:
    found = _facts(
        "Dilini: how's the flat?",
        "Kasun: It got into my kitchen. The roof started leaking on Tuesday night, right over "
        "the stove.",
    )
    assert any(t.startswith("Kasun's roof started leaking on the night of Tuesday") for t in found)


# --- texted plans ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "formed"),
    [
        ("User: swimming across lake anosy sun for the hospital appeal",
         "The user is swimming across lake anosy on Sunday, 26 January 2025 (2025-01-26) for "
         "the hospital appeal."),
        ("User: walking to the market on sunday",
         "The user is walking to the market on Sunday, 26 January 2025 (2025-01-26)."),
        ("[09:08] tiana: moving flats sat, the new one is in isoraka",
         "Tiana is moving flats on Saturday, 25 January 2025 (2025-01-25), the new one is in "
         "isoraka."),
    ],
)  # fmt: skip
def test_texted_plans_with_a_short_day(said: str, formed: str) -> None:
    assert _facts(said) == [formed]


@pytest.mark.parametrize(
    "said",
    [
        "User: lay in the sun for the afternoon",  # the sun, after "the"
        "User: talking to my mum on sunday was lovely",  # a gerund subject
    ],
)
def test_no_plan_read_into(said: str) -> None:
    assert not any(" is lying" in t or " is talking" in t for t in _facts(said))


# --- a list of news, a part of the body mended ----------------------------------------------------


@pytest.mark.parametrize(
    ("said", "formed"),
    [
        ("Fanja: My son Tojo started at the collège, Grandma Noro turned ninety-two, and the "
         "workshop finally has a new roof.",
         ["Fanja's son Tojo started at the collège.",
          "Grandma Noro was ninety-two years old in January 2025."]),
        ("[10:00] tiana: quit the cafe job, lova moved to mahajanga, n my knee is finally better",
         ["Tiana quit the cafe job.", "Lova moved to mahajanga.",
          "Tiana's knee is finally better."]),
    ],
)  # fmt: skip
def test_a_list_of_news_is_each_piece(said: str, formed: list[str]) -> None:
    assert sorted(_facts(said)) == sorted(formed)


@pytest.mark.parametrize(
    "said",
    [
        # a frame first: what follows happened within it
        "Fanja: When we were at Lake Como in summer, Mengia swam across to Bellagio, and we "
        "took the ferry back.",
        # only two parts: read as before
        "Fanja: Tojo started at the collège, and Noro turned ninety-two.",
        # a list of things, not of news
        "Fanja: I bought eggs, milk, and bread.",
    ],
)
def test_no_list_of_news(said: str) -> None:
    found = _facts(said)
    assert not any(text.startswith(("Mengia swam", "Milk", "Bread")) for text in found), found


@pytest.mark.parametrize(
    ("said", "formed"),
    [
        ("User: My knee is finally better.", "The user's knee is finally better."),
        ("User: my ankle has finally healed", "The user's ankle has finally healed."),
    ],
)
def test_a_mended_part_of_the_body_is_a_state(said: str, formed: str) -> None:
    found = [f for f in extract_facts(ExtractionInput(said, DAY)) if f.text == formed]
    assert found and found[0].kind == "recent", [
        f.text for f in extract_facts(ExtractionInput(said, DAY))
    ]


def test_a_comparison_is_no_mended_body() -> None:
    assert _facts("User: my knee is better than yours") == []
