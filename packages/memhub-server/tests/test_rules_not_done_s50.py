"""What did not happen forms nothing (issue #15, session 50, rules/extractor.py).

"We almost drove up to the crater", "We never did get to the fair in the end", "We never
got round to the race", "I didn't in the end", and a title given in jest ("I'm the Queen of
the night shift, according to Jens") are no memories. What did happen, a lasting dislike
said with "never did", a job not got, and a real title stay.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts

DAY = date(2024, 12, 1)


def texts(said: str) -> list[str]:
    content = f"Neema: {said}\nHalima: ha"
    return [fact.text for fact in extract_facts(ExtractionInput(content, DAY))]


@pytest.mark.parametrize(
    "said",
    [
        "We almost drove up to the crater for the weekend, but in the end we stayed home.",
        "I nearly flew to Dar on Friday.",
        "I nearly signed up for the cooking contest at church, but I didn't in the end.",
        "We never did go to the gilding fair in Siena in the end.",
        "I never did get to the wine fair in Carmelo; it rained the whole week.",
        "We never got round to the reed-boat race in the end.",
        "We never made it to the lantern parade.",
        "I'm the Queen of the night shift, according to Jens.",
        "I'm the Grand Vizier of the bird tower, as far as the crows are concerned.",
    ],
)
def test_what_did_not_happen_forms_nothing(said: str) -> None:
    assert texts(said) == []


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        ("We drove up to the crater on Saturday.", "Neema and others drove up to the crater"),
        ("I never did like olives.", "Neema never did like olives."),
        ("I never did get the head grower job.", "Neema never did get the head grower job."),
        ("I'm the head of the night shift.", "Neema is the head of the night shift."),
        (
            "I'm the Head of Marketing, according to my new contract.",
            "Neema is the Head of Marketing",
        ),
    ],
)
def test_what_did_happen_or_lasts_stays(said: str, expected: str) -> None:
    assert any(text.startswith(expected) for text in texts(said)), texts(said)


# --- someone else's guess or view (rules/extractor.py) ----------------------------------


@pytest.mark.parametrize(
    "said",
    [
        "sherif reckons our team will go down this yr",
        "Sherif reckons our team will go down this year.",
        "Sherif thinks the new coach is useless.",
        "My dad reckons it'll rain all week.",
    ],
)
def test_another_ones_guess_forms_nothing(said: str) -> None:
    assert not any("reckons" in t or "thinks" in t for t in texts(said)), texts(said)


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        ("Sherif says he's moving to Cairo in May.", "Sherif is moving to Cairo in May"),
        ("I think we'll move to Cairo in May.", "Neema thinks they will move to Cairo"),
    ],
)
def test_news_told_or_a_guess_about_the_speaker_stays(said: str, expected: str) -> None:
    assert any(expected in text for text in texts(said)), texts(said)
