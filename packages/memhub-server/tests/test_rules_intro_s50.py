"""A speaker introducing themself without "I'm" (issue #15, session 50, rules/intro.py):
"hi. kagiso from francistown. need an ad" is who the user is and where they are from. An
answer ("Peppers from Gernika."), a greeting from somewhere ("bonjour from Dungarvan"), a
thing sent ("photos from the wedding") and a relative ("mum from work") are not.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.intro import introduced

DAY = date(2024, 4, 27)


def texts(*lines: str) -> list[str]:
    return [fact.text for fact in extract_facts(ExtractionInput("\n".join(lines), DAY))]


@pytest.mark.parametrize(
    "said",
    [
        "hi. kagiso from francistown. need an ad to sell my old bike",
        "Kagiso from Francistown here. I need an ad.",
        "Hello, this is Kagiso from Francistown.",
    ],
)
def test_a_speaker_introduced(said: str) -> None:
    found = texts(f"User: {said}", "Assistant: Hi Kagiso! Happy to help.")
    assert "The user is Kagiso from Francistown." in found, found


@pytest.mark.parametrize(
    "said",
    [
        "Peppers from Gernika.",  # an answer
        "Learning from mistakes.",
        "bonjour from Dungarvan!",
        "hi, greetings from Crete!",
        "hi! photos from the wedding",
        "hi, mum from work here",
        "hi. Reading from page 4 now",
    ],
)
def test_no_one_introduced(said: str) -> None:
    assert introduced(said) == said
