"""How the speaker's own ordeal went, told with "the" ("The talk went really well"), is a
fact about their talk; with someone else spoken of first, it is left alone."""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.checks import owned_outcome
from memhub_server.pipeline.memory.rules.gate import unsafe

TUESDAY = date(2025, 3, 11)


def texts(content: str, day: date = TUESDAY) -> list[str]:
    facts = extract_facts(ExtractionInput(content, day))
    assert all(unsafe(fact.text, fact.subject) is None for fact in facts)
    return [fact.text for fact in facts]


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        ("User: Hello again, Oswald here. The talk went really well.", "The user's talk went"),
        ("User: the job interview went badly tbh", "The user's job interview went badly."),
        (
            "Assistant: Is there anything else?\nUser: And the presentation went great, thanks,"
            " and my boss Renata clapped.",
            "The user's presentation went great, and",
        ),
    ],
)
def test_own_outcome_is_the_speakers(content: str, expected: str) -> None:
    assert any(text.startswith(expected) for text in texts(content))


@pytest.mark.parametrize(
    ("text", "prompt"),
    [
        # someone else's ordeal was spoken of first: the audition may be theirs
        ("Maya had her audition today. The audition went brilliantly.", None),
        ("The interview went well.", "How did Sam's interview go?"),
        ("The exam went fine, he says.", "Did your son sit his exam?"),
        # not an ordeal of one's own: a wedding, a race, an operation may be anyone's
        ("The wedding went really well.", None),
        ("The operation went well.", None),
        ("The race went well.", None),
        # not said to have gone: a hope or a question
        ("Hope the interview went well!", None),
        ("How did the talk go?", None),
    ],
)
def test_not_read_as_the_speakers(text: str, prompt: str | None) -> None:
    assert owned_outcome(text, prompt) == text


def test_a_contraction_in_the_prompt_is_nobody_else() -> None:
    assert owned_outcome("The viva went fine.", "That's a relief. What's next?") == (
        "My viva went fine."
    )


@pytest.mark.parametrize(
    "content",
    [
        "User: Hope the interview went well!",
        "Assistant: How did Sam's interview go?\nUser: The interview went well.",
        "User: The party went really well.",
    ],
)
def test_forms_no_outcome(content: str) -> None:
    assert not any("went" in text for text in texts(content))


# --- an "it" past another thing brought up -----------------------------------------------


def test_it_past_another_thing_is_not_the_thing_asked() -> None:
    content = (
        "Assistant: Happy to help. What is the complaint about?\nUser: It's to the landlord"
        " about the boiler in the flat. He's ignored it for a month, so I rely on it."
    )
    assert not any("complaint" in text for text in texts(content))


def test_it_the_thing_itself_still_reads_as_asked() -> None:
    # "It's the dream" says what it is: a later "it" is still what was asked about
    from memhub_server.pipeline.memory.rules.context import with_prompt

    said = with_prompt("What is your new bike like?", "It's a beauty. I ride it every day.")
    assert "I ride my new bike" in said
