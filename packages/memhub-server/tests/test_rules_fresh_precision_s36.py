"""Fresh chat written for session 36 (issue #15): memories the rules formed wrong.

Each kind is tried in several wordings of our own, with near-misses that must keep what
they formed before (or form nothing). 7 October 2024 is a Monday.
"""

from __future__ import annotations

from datetime import date

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.text import passages

MONDAY = date(2024, 10, 7)


def texts(*lines: str, day: date = MONDAY) -> list[str]:
    content = "\n".join(lines)
    return [fact.text for fact in extract_facts(ExtractionInput(content, day))]


def subjects(*lines: str, day: date = MONDAY) -> set[str]:
    content = "\n".join(lines)
    return {fact.subject for fact in extract_facts(ExtractionInput(content, day))}


# --- names typed in lower case as speaker labels --------------------------------------


def test_lower_case_names_with_timestamps_are_the_speakers() -> None:
    said = texts(
        "[09:12] ozzie: moved into my new flat on saturday!!",
        "[09:14] rhian: omg finally. where is it",
        "[09:15] ozzie: above the chippy on mill lane lol",
        "[09:20] rhian: nice. i got a job at the garden centre btw",
    )
    assert any(t.startswith("Ozzie moved") for t in said), said
    assert any(t.startswith("Rhian got a job at the garden centre") for t in said), said
    assert not any("the user" in t.lower() for t in said), said


def test_lower_case_names_without_timestamps_when_they_open_most_lines() -> None:
    said = subjects(
        "tamsin: i sold my car last week",
        "declan: no way. what are u driving now",
        "tamsin: my mums old fiesta lol",
        "declan: ha. i started at the bakery on monday",
    )
    assert said == {"Tamsin", "Declan"}, said


def test_speakers_shown_in_title_case() -> None:
    found = passages(
        "[10:01] maisie: hi\n[10:02] joel: hiya\n[10:03] maisie: hows things\n[10:04] joel: gd"
    )
    assert [p.speaker for p in found] == ["Maisie", "Joel", "Maisie", "Joel"]


def test_one_lower_case_name_is_not_a_chat() -> None:
    # a single lower-case "word:" line, or one repeated by only one name, is prose
    assert [p.speaker for p in passages("ok: i booked the table for friday")] == [None]
    found = passages("remember: bins on thursday\nok: fine\nok: done")
    assert all(p.speaker is None for p in found), found


def test_title_case_labels_unchanged() -> None:
    found = passages("Nadia: I moved to Hull.\nPete: Nice!")
    assert [p.speaker for p in found] == ["Nadia", "Pete"]
