"""Lower-case names in a texted chat (issue #15, session 50, rules/casing.py and
rules/person.py): "jefferson turned 10 on tues" and "keyla was a raindrop in the school
play" name a person by what they did, though the chat never says who they are. An ordinary
word before the same words ("everyone turned up", "it was a raindrop in the play") stays
no name.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts

DAY = date(2024, 5, 20)


def texts(*lines: str) -> list[str]:
    return [fact.text for fact in extract_facts(ExtractionInput("\n".join(lines), DAY))]


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        (
            "nice. jefferson turned 10 on tues. 11 kids!!",
            "Jefferson turned 10",
        ),
        ("haha. keyla turned 7 on sat", "Keyla turned 7"),
        (
            "good enough. keyla was a raindrop in the school play last fri",
            "Keyla was a raindrop in the school play",
        ),
    ],
)
def test_a_lower_case_name_by_what_they_did(said: str, expected: str) -> None:
    found = texts("[10:00] osman: how are the kids", f"[10:02] yadira: {said}", "[10:03] osman: ha")
    assert any(text.startswith(expected) for text in found), found


@pytest.mark.parametrize(
    ("said", "word"),
    [
        ("everyone turned 10 shades of red", "Everyone"),  # no one in particular
        ("work was a nightmare in the run-up to the show", "Work"),
        ("sunshine was a treat in the week of the play", "Sunshine"),
    ],
)
def test_an_ordinary_word_stays_lower_case(said: str, word: str) -> None:
    found = texts("[10:00] osman: how are things", f"[10:02] yadira: {said}", "[10:03] osman: ha")
    assert not any(text.startswith(word) for text in found), found


# --- someone else's news (rules/news.py, rules/person.py) ------------------------------


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        (
            "A distinction! Bwalya has news too: his wife Precious had a baby girl on the 9th "
            "of May.",
            "Bwalya's wife Precious had a baby girl on 9 May 2024 (2024-05-09).",
        ),
        (
            "Bwalya has news: her sister is moving to Lusaka.",
            "Bwalya's sister is moving to Lusaka.",
        ),
    ],
)
def test_whose_news_it_is(said: str, expected: str) -> None:
    found = texts("Chileshe: ok", f"Mutale: {said}", "Chileshe: Lovely!")
    assert any(text.startswith(expected) for text in found), found


def test_the_speakers_own_news_stays_theirs() -> None:
    said = "Mutale: I have news too: my wife had a baby girl."
    found = texts("Chileshe: ok", said, "Chileshe: !")
    assert "Mutale's wife had a baby girl." in found, found
