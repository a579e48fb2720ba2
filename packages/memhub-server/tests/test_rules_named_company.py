"""Someone named with their own company ("Tor and his wife opened a bakery", "Halina and
her mother cheered") is the subject together; a couple asked about by name answers how
long they have been together."""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.gate import unsafe

THURSDAY = date(2025, 3, 13)


def texts(content: str, day: date = THURSDAY) -> list[str]:
    facts = extract_facts(ExtractionInput(content, day))
    assert all(unsafe(fact.text, fact.subject) is None for fact in facts)
    return [fact.text for fact in facts]


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        (
            "User: my friend Ottilie is back from Peru.\nAssistant: Lovely!\nUser: Ottilie and"
            " her husband have moved to Galway.",
            "Ottilie and her husband have moved to Galway.",
        ),
        (
            "User: my cousin Bram is a baker.\nAssistant: Nice.\nUser: Bram and his wife opened"
            " a bakery in Ghent last year.",
            "Bram and his wife opened a bakery in Ghent in 2024.",
        ),
        (
            "User: my sister Ines is lovely.\nAssistant: Aw.\nUser: Ines and her husband have"
            " been married for twenty years.",
            "Ines and her husband have been married for twenty years.",
        ),
        (
            "User: I'm writing a card for my son Lorcan's wedding.\nAssistant: How long have"
            " Lorcan and his fiancée been together?\nUser: Six years.",
            "Lorcan and his fiancée have been together for six years.",
        ),
        (
            "Assistant: How long have Ines and Ruth been married?\nUser: since 2015",
            "Ines and Ruth have been married since 2015.",
        ),
    ],
)
def test_named_with_company(content: str, expected: str) -> None:
    assert expected in texts(content)


@pytest.mark.parametrize(
    "content",
    [
        # no verb of their own: nothing to say
        "User: my sister Ines is lovely.\nAssistant: Aw.\nUser: Ines and her husband.",
        "User: my sister Ines is lovely.\nAssistant: Aw.\nUser: Ines and her big ideas, honestly.",
        # the answer is no span
        "Assistant: How long have Ines and her husband been married?\nUser: no idea, ages",
        # a couple asked about in a question of one's own, not an answer
        "User: how long have Ines and Ruth been married?",
    ],
)
def test_forms_nothing_of_the_couple(content: str) -> None:
    assert not any(text.startswith("Ines and") for text in texts(content))


def test_her_after_a_name_and_someone_else_still_leans() -> None:
    # "her" here is not Ines's: a second clause on its own that only the context explains
    assert not any("her" in text for text in texts("User: Her husband moved to Galway."))
