"""Jobs told without a known job word, and posts given (issue #15, session 39).

People name a job the word list has never heard of ("a ferry purser", "the verger") and
say it is one by where it is held: "a ferry purser with Western Isles Ferries", "the verger
at the abbey". A rank before a noun says the same ("a senior purser", "lead sonographer"),
and so does a post given ("has been made foreman at the quarry"). After "got the job!!" the
role told on its own with where it is ("lock keeper for the canal trust") is the job; after
"got promoted." the rank told on its own is the post. Near misses (how someone is, a tie to
a place that is no work, a group someone is one of, "made welcome") form no job.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts

DAY = date(2024, 5, 15)  # a Wednesday
ASKED = "Bryn: How is everyone? And Morwenna?"


def facts(*lines: str) -> list[tuple[str, str | None]]:
    found = extract_facts(ExtractionInput("\n".join(lines), DAY))
    return [(fact.text, fact.slot) for fact in found]


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        (
            "Morwenna is a ferry purser with Western Isles Ferries.",
            "Morwenna is a ferry purser with Western Isles Ferries.",
        ),
        ("Morwenna is the verger at the abbey in Tewkesbury.", None),
        (
            "Morwenna has been a lock warden for the canal trust since March.",
            "Morwenna has been a lock warden for the canal trust since March 2024.",
        ),
        ("Morwenna is a senior purser.", None),
        ("Morwenna was made lead sonographer.", None),
        ("Morwenna has been made foreman at the quarry.", None),
        (
            "morwenna's been made head of the night shift.",
            "Morwenna has been made head of the night shift.",
        ),
    ],
)
def test_a_post_held_is_a_job(said: str, expected: str | None) -> None:
    found = facts(ASKED, f"Tegan: {said}")
    assert (expected or said, "morwenna:job_title") in found


@pytest.mark.parametrize(
    "said",
    [
        "Morwenna is a nightmare at home.",
        "Morwenna is a saint for putting up with me.",
        "Morwenna is a regular at the Red Lion.",
        "Morwenna is a member at the bowls club.",
        "Morwenna was a guest at the wedding.",
        "Morwenna has been made welcome at the club.",
        "Morwenna has been made redundant.",
        "Morwenna is the quickest at the club.",
        "Morwenna is a senior citizen.",
        "Morwenna is a hit with the kids.",
        "Morwenna was made to queue at the post office.",
        "Morwenna has been made an offer for the cottage.",
        "Morwenna has been a rock for the family.",
    ],
)
def test_how_someone_is_is_no_job(said: str) -> None:
    found = facts(ASKED, f"Tegan: {said}")
    assert not any(slot == "morwenna:job_title" for _, slot in found)


def test_a_group_one_is_of_names_no_workplace() -> None:
    found = facts("Tegan: We're the hand-bell choir at St Austell's, six of us.")
    assert not any("works at" in text for text, _ in found)


def test_the_role_told_after_the_job_news() -> None:
    found = facts("Tegan: guess what, got the job!! lock keeper for the canal trust, start in june")
    assert any("got the job as lock keeper for the canal trust" in text for text, _ in found)


def test_feeling_after_the_job_news_is_no_role() -> None:
    found = facts("Tegan: got the job!! so chuffed with the news")
    assert not any(" as " in text for text, _ in found)


def test_the_post_told_after_a_promotion() -> None:
    found = facts("Tegan: oh and got promoted. senior buyer, from monday")
    assert any(
        text.startswith("Tegan got promoted to senior buyer") and slot == "tegan:job_title"
        for text, slot in found
    )
