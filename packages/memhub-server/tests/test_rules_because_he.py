"""A "he"/"she" in a named person's clause that can only be that person (issue #15,
rules/context.py and rules/gate.py).

"Tom quit his job because he's moving to Spain": Tom is the only one the clause names,
and "he" fits him, so the reason stays with the news. A pronoun that does not fit the
name, a clause of the speaker's own, or a clause that opens on no name keeps forming
nothing. 15 May 2024 is a Wednesday.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts

WEDNESDAY = date(2024, 5, 15)


def texts(*lines: str) -> list[str]:
    item = ExtractionInput("\n".join(lines), WEDNESDAY)
    return [fact.text for fact in extract_facts(item)]


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        ("Ola: Tom quit his job because he's moving to Spain.", "because he's moving to Spain"),
        ("Ola: Greta sold her car because she is never in town any more.", "because she is"),
        (
            "Ola: Rhys has left the Ynys Male Voice Choir, because he's moved to Cardiff.",
            "because he's moved to Cardiff",
        ),
        ("Ola: Priya missed the final because she was ill.", "because she was ill"),
    ],
)
def test_the_reason_stays_with_the_named_news(said: str, expected: str) -> None:
    found = texts(said)
    assert any(expected in text for text in found), found


@pytest.mark.parametrize(
    "said",
    [
        # the pronoun does not fit the name
        "Ola: Tom quit his job because she's moving to Spain.",
        # the clause opens on no name: whose "he" the chat said before
        "Ola: The shop closed because he retired.",
        # two named before it: either may be meant
        "Ola: Tom and Ben fell out because he forgot the tickets.",
    ],
)
def test_a_pronoun_that_may_be_someone_else_still_forms_nothing(said: str) -> None:
    found = texts(said)
    assert not any(" he " in f" {text} " or " she" in text for text in found), found


def test_the_speakers_own_clause_keeps_their_he_someone_else() -> None:
    found = texts("Ola: I quit the band because he kept shouting at me.")
    assert not any(" he " in text for text in found), found


# --- a named clause, then ", and the ... are ..." ----------------------------------------


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        ("Ola: Tom sold his van last week, and the kids are gutted.", "Tom sold his van"),
        (
            "Ola: Ilse and Bram had lunch together on Friday, and the whole family is relieved.",
            "Ilse and Bram had lunch together on Friday, 10 May 2024",
        ),
    ],
)
def test_a_named_half_is_read_apart_from_a_mood_after_it(said: str, expected: str) -> None:
    found = texts(said)
    assert any(expected in text for text in found), found
    assert not any("gutted" in text or "relieved" in text for text in found), found


def test_a_half_on_a_pronoun_still_forms_nothing() -> None:
    found = texts("Ola: They sold the van last week, and the kids are gutted.")
    assert found == [], found


# --- the gate: a name given to its own object, a pair's "he" ----------------------------


def test_a_subject_named_again_as_its_own_object_is_dropped() -> None:
    from memhub_server.pipeline.memory.rules.gate import unsafe

    assert unsafe("Dewi walks Dewi on a lead.", "Dewi", "Kenzie") is not None
    assert unsafe("Dewi walks Dewi's dog on a lead.", "Dewi", "Kenzie") is None
    assert unsafe("Dewi walks the dog on a lead.", "Dewi", "Kenzie") is None


def test_a_he_after_a_pair_is_a_guess() -> None:
    from memhub_server.pipeline.memory.rules.gate import unsafe

    said = "Oona and Piet drove to Wick, and he got a speeding ticket."
    assert unsafe(said, "Oona and Piet", "Kenzie") is not None


# --- a date in a past clause before a present one --------------------------------------


def test_a_date_in_the_past_clause_is_past() -> None:
    found = texts("Ola: my dad got back from Lisbon in March, he's still tanned")
    assert any("March 2024" in text for text in found), found
    assert not any("March 2025" in text for text in found), found


def test_a_date_in_the_present_clause_after_it_is_ahead() -> None:
    found = texts("Ola: I moved to Leeds in March, and I'm starting a job in September.")
    assert any("March 2024" in text for text in found), found
    assert any("September 2024" in text for text in found), found


def test_a_named_clause_and_the_speakers_own_half_are_read_apart() -> None:
    found = texts("Ola: Marek took me out in his kayak at dawn and we didn't tip over once")
    assert any(text.startswith("Marek took Ola out in his kayak") for text in found), found
