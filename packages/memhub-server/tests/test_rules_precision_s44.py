"""Precision probes written for session 44 (issue #15), not taken from any dev set.

Five kinds of false memory, each with variants in wording, tense, person and names, and
near misses that keep what they formed before:

* an ache or a chill told with the day it is felt ("my head is banging this morning") is
  a passing state, like a mood: it forms nothing (told with no day, or as a hurt the part
  shows, "swollen", it stays a state);
* a view of the speaker told by more than one ("my kids reckon I'm addicted to
  crosswords") is someone else's opinion, as the singular "my mum says ..." already was;
  their own news in their words ("my parents say they're moving") stays;
* a sentence about something else that ends "according to <someone>" is hearsay; one
  the speaker is in ("I'm anaemic, according to my doctor") stays;
* thanks for a deed done "while I was away" forms the speaker's own clause, not a
  fact with no subject ("For feeding the cat while ...");
* the speaker's guess about someone else ("pretty sure my neighbour is a spy", "I bet the
  cafe closes by Christmas", "I swear my boss never sleeps") forms nothing; one about
  themself stays.

12 March 2025 is a Wednesday.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts

WEDNESDAY = date(2025, 3, 12)


def texts(*lines: str) -> list[str]:
    return [f.text for f in extract_facts(ExtractionInput("\n".join(lines), WEDNESDAY))]


@pytest.mark.parametrize(
    "line",
    [
        "Petra: ugh my back is aching like mad today",
        "User: My feet are killing me this evening.",
        "Nico: my head is banging this morning",
        "User: My ankle's throbbing a bit tonight.",
        "Oli: My hands are frozen this morning.",
        "User: My shoulders are killing me today, too much digging.",
        "Basil: My knees are sore after that walk today.",
        "User: My eyes are stinging tonight, too much screen time.",
        "Tamsin: my neck is so stiff right now",
        "User: my knee is sore right now, so no running",
        "User: I'm ravenous today.",
        "Hal: I'm famished, let's eat.",
        "User: I'm parched after that walk.",
    ],
)
def test_an_ache_or_a_hunger_of_the_day_forms_nothing(line: str) -> None:
    assert texts(line) == []


@pytest.mark.parametrize(
    ("line", "kept"),
    [
        ("User: My knee has been aching since the marathon in April.", "knee has been aching"),
        ("Tam: my back's been killing me for weeks", "back has been killing"),
        ("User: My neck is stiff.", "neck is stiff"),
        ("Vic: I've got a stinking cold today.", "stinking cold"),
        ("User: I hurt my back lifting the sofa on Saturday.", "hurt their back"),
        # near misses of thanks
        ("Gil: Thanks for the lift! I start at the bakery on Monday.", "starts at the bakery"),
        ("User: Thank you for helping when we moved to Leeds.", "moved to Leeds"),
        # near misses of a guess
        ("Bob: I swear by cider vinegar for my joints.", "swears by cider vinegar"),
        ("User: I swore off chocolate in January.", "swore off chocolate"),
        ("Cat: I swore an oath when I joined the lifeboat crew.", "swore an oath"),
        ("Eve: I'm pretty sure I'm allergic to cats.", "allergic to cats"),
        ("User: I bet on the Grand National and won forty quid.", "won forty quid"),
        ("Bob: I'm pretty sure I've broken my toe.", "broken their toe"),
        ("User: I suspect I've got a bit of a cold.", "cold"),
        ("User: I'm sure of it now: I'm moving to Bath in May.", "moving to Bath"),
        # near misses of someone else's view
        ("User: I'm anaemic, according to my doctor.", "The user is anaemic"),
        ("User: My parents say they're moving to Spain in June.", "moving to Spain"),
        ("User: My boys play rugby for Otley.", "play rugby for Otley"),
        ("Hal: My brothers run a garage in Leek.", "run a garage in Leek"),
        ("User: We moved to Otley in 2019, according to my diary.", "moved to Otley in 2019"),
    ],
)
def test_near_misses_still_form(line: str, kept: str) -> None:
    assert any(kept in fact for fact in texts(line)), texts(line)


@pytest.mark.parametrize(
    "line",
    [
        "User: My kids say I'm addicted to crosswords.",
        "Ann: my parents think i work too hard",
        "User: My cousins reckon I should move back home.",
        "Dov: my sisters swear I snore like a walrus",
        "User: My neighbour keeps telling me my hedge is too tall.",
        "Cat: Our road floods every winter, according to the farmer next door.",
        "User: The market moves to Fridays in May, according to the parish newsletter.",
        "Dan: Apparently the chip shop is shutting, according to my gran.",
    ],
)
def test_someone_elses_view_forms_nothing(line: str) -> None:
    assert texts(line) == []


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("User: Thanks for feeding the cat while I was in Crete!", ["The user was in Crete."]),
        (
            "User: Thank you for looking after Biscuit while I was in hospital.",
            ["The user was in hospital."],
        ),
        ("Bob: Cheers for minding the shop while I was at the dentist.", []),
        ("User: Thanks so much for walking the dog when I had flu.", ["The user had flu."]),
        ("Cat: ta for picking up the kids while i was stuck at work", []),
        (
            "User: thanks again for driving me when I broke my wrist",
            ["The user broke their wrist."],
        ),
    ],
)
def test_thanks_for_a_deed_keeps_only_the_speakers_clause(line: str, expected: list[str]) -> None:
    formed = texts(line)
    assert not any(fact.lower().startswith(("for ", "much ", "ta ", "cheers")) for fact in formed)
    for fact in expected:
        assert fact in formed, formed


def test_thanks_for_a_thing_forms_nothing_new() -> None:
    assert texts("Fay: Thanks for the scarf!") == []


@pytest.mark.parametrize(
    "line",
    [
        "User: Pretty sure my neighbour is a spy.",
        "Ann: I'm pretty sure the vicar fancies my aunt.",
        "User: I bet the cafe closes by Christmas.",
        "Cat: I suspect my brother is hiding something.",
        "User: I'm fairly certain the pub is haunted.",
        "User: I'm quite sure the ferry stops running in October.",
        "Fay: im convinced my landlord reads my post",
        "User: I swear I've walked a thousand miles today.",
        "Ann: i swear the cat understands every word",
        "User: I swear my boss never sleeps.",
    ],
)
def test_a_guess_about_someone_else_forms_nothing(line: str) -> None:
    assert texts(line) == []
