"""Terse lower-case lines in an assistant chat that leave out "my" (issue #15).

A user who types tersely opens a line on a relative or a role and a name, with no "my":
"husband ravi cant stand coriander", "daughter elspeth lives in perth". That is the
user's own relative, named, just as "my husband Ravi" is. A relative word followed by
something that is no name ("wife still works", "son never eats") stays as typed.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.texting import texting_spelled

DAY = date(2024, 5, 15)


def formed(*turns: str) -> list[str]:
    """What a user-and-assistant chat forms; turns alternate from the assistant."""
    lines = [f"{'Assistant' if at % 2 == 0 else 'User'}: {turn}" for at, turn in enumerate(turns)]
    item = ExtractionInput("\n".join(lines), DAY)
    return [fact.text for fact in extract_facts(item)]


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("husband ravi cant stand coriander. kids eat anythin", "The user's husband Ravi"),
        ("daughter elspeth lives in perth now", "The user's daughter Elspeth lives in perth"),
        ("ok. brother tomasz works nights at the bakery", "The user's brother Tomasz works"),
        ("son oisin starts nursery on monday", "The user's son Oisin starts nursery"),
        ("grandad wilf turned 90 last wk", "Wilf"),
        ("partner noor doesnt drink, so no wine pls", "The user's partner Noor doesn't drink"),
    ],
)
def test_a_relative_and_name_opening_a_terse_line_is_the_users(line: str, expected: str) -> None:
    facts = formed("Anything I should know?", line)
    assert any(expected in fact for fact in facts), facts


@pytest.mark.parametrize(
    ("typed", "full"),
    [
        ("wife leena doesnt eat fish", "my wife leena doesn't eat fish"),
        ("ok. niece bryony is 9", "ok. my niece bryony is 9"),
        ("wife still works at the school", "wife still works at the school"),
        ("son never eats his greens", "son never eats his greens"),
        ("brother and i went fishing", "brother and I went fishing"),
        ("boss man said no", "boss man said no"),
        ("neighbour upstairs has a drum kit", "neighbour upstairs has a drum kit"),
        ("cousin just had a baby", "cousin just had a baby"),
    ],
)
def test_my_is_put_back_only_before_a_name(typed: str, full: str) -> None:
    assert texting_spelled(typed) == full


@pytest.mark.parametrize(
    "line",
    [
        "wife still works at the school",
        "son never eats his greens",
        "after 6",
        "mate from uni reckons its a scam lol",
    ],
)
def test_no_named_relative_is_made_up(line: str) -> None:
    facts = formed("What time suits?", line)
    assert not any(word in fact for fact in facts for word in ("Still", "Never", "From")), facts


@pytest.mark.parametrize(
    ("question", "line", "expected"),
    [
        ("Where does your gran live now?", "lives in troon, walks the prom every morning",
         "The user's gran lives in Troon, walks the prom"),
        ("What does your brother do these days?", "drives a bus in dundee",
         "The user's brother drives a bus in dundee"),
        ("What does your husband do?", "owns a cafe in largs", "The user's husband owns a cafe"),
        ("What does your daughter do now?", "teaches piano at a school in ayr",
         "The user's daughter teaches piano"),
        ("Where does your uncle work?", "works at the docks in greenock",
         "The user's uncle works at the docks"),
        ("Is your cousin still in Hull?", "moved to Whitby in june",
         "The user's cousin moved to Whitby"),
    ],
)  # fmt: skip
def test_a_verb_answer_about_your_relative_has_them_as_subject(
    question: str, line: str, expected: str
) -> None:
    facts = formed(question, line)
    assert any(expected in fact for fact in facts), facts


@pytest.mark.parametrize(
    ("question", "line"),
    [
        ("What time suits?", "after 6"),
        ("What does your son eat?", "chips mostly"),
        ("How's your nan?", "said to say hi"),
        ("Any plans tonight?", "owns me at chess every time lol"),
    ],
)
def test_no_relative_is_given_a_deed_it_was_not_asked_about(question: str, line: str) -> None:
    assert not any(
        fact.startswith(("The user's son chips", "The user's nan said")) or "tonight" in fact
        for fact in formed(question, line)
    )


@pytest.mark.parametrize(
    ("typed", "full"),
    [
        ("drives a bus in dundee", "drives a bus in dundee"),
        ("owns a cafe by the harbour", "owns a cafe by the harbour"),
        ("kennys a joiner", "kenny is a joiner"),
    ],
)
def test_a_verb_before_a_is_no_subjects_s(typed: str, full: str) -> None:
    assert texting_spelled(typed) == full
