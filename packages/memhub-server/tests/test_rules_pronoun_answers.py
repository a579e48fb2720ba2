"""An answer's "he"/"she"/"they" is the one the question asked about.

"How's Kofi?" - "He'll start at the bakery on Monday.": the pronoun means the one person
(or pet, or relative) the question names or asks after, when it agrees with them and no
one else in reach competes; it carries through the answer while the same pronoun goes on.
The future contractions ("he'll", "she'll", "they'll") are the same subject as "he's" or
"he'd". 15 May 2024 is a Wednesday.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.context import with_prompt

WEDNESDAY = date(2024, 5, 15)


def texts(*lines: str) -> list[str]:
    content = "\n".join(lines)
    return [fact.text for fact in extract_facts(ExtractionInput(content, WEDNESDAY))]


# --- "he'll", "she'll", "they'll": the subject, with "will" -----------------------------

FUTURE_SETTLED = [
    ("How's Kofi?", "He'll start at the bakery on Monday.", None, "Kofi will start at the bakery"),
    (
        "How old is your grandmother now?",
        "She'll be ninety on the 14th of April.",
        None,
        "my grandmother will be ninety",
    ),
    ("Are your parents still in Faro?", "They'll be back in May.", None, "my parents will be back"),
    ("And Tomasz?", "he'll fly home on friday", None, "Tomasz will fly home"),
    (
        "How is your gran?",
        "She'll be ninety in May and she's still driving.",
        None,
        "my gran will be ninety in May and my gran is still driving",
    ),
    (
        "Ouch. Is he all right?",
        "He'll be out for six weeks.",
        "It did hurt. Our goalkeeper, Olek, went off with a dislocated finger.",
        "Olek will be out for six weeks",
    ),
]


@pytest.mark.parametrize(("prompt", "answer", "earlier", "said"), FUTURE_SETTLED)
def test_future_contraction_is_the_one_asked_about(
    prompt: str, answer: str, earlier: str | None, said: str
) -> None:
    assert said in with_prompt(prompt, answer, earlier)


FUTURE_LEFT = [
    ("How's your brother?", "She'll be fine, my sister I mean."),  # no "she" for a brother
    ("Did Ana and Tom come?", "He'll come next week."),  # two who could be "he"
    ("How's Kofi?", "We'll see."),  # "we", not "he"
    ("Is Mr Okafor retiring?", "She'll retire in June."),  # "Mr" is no "she"
]


@pytest.mark.parametrize(("prompt", "answer"), FUTURE_LEFT)
def test_future_contraction_left_when_it_does_not_fit(prompt: str, answer: str) -> None:
    assert with_prompt(prompt, answer) == answer


def test_future_contraction_forms_the_fact() -> None:
    facts = texts(
        "Caradoc: It did hurt. Our goalkeeper, Olek, went off with a dislocated finger.",
        "Tryphena: Ouch. Is he all right?",
        "Caradoc: He'll be out for six weeks, so I'm looking for a new keeper.",
    )
    assert any(f.startswith("Olek will be out for six weeks") for f in facts), facts


def test_future_contraction_within_the_turn() -> None:
    facts = texts("Ann: My cousin Bram rang. He'll move to Ghent in March.")
    assert any(f.startswith("Bram will move to Ghent") for f in facts), facts
