"""News of other people that fresh chat text formed nothing from (issue #15, session 33):
a named person's own news told in their words ("Jamie told me he's quitting his job"), and
what was done to someone told with "has been made" ("Wim has been made manager")."""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts


def texts(
    *turns: str, on: date = date(2025, 8, 25), known: frozenset[str] = frozenset()
) -> list[str]:
    found = extract_facts(
        ExtractionInput(content="\n".join(turns), document_date=on, known_names=known)
    )
    return [f.text for f in found]


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        (
            "Kwame told me he's quitting his job at the depot.",
            "Kwame is quitting his job at the depot (as of 25 August 2025).",
        ),
        (
            "Ilse told me she's moving to Porto in October.",
            "Ilse is moving to Porto in October 2025.",
        ),
        ("Ilse says she's got the job at the aquarium.", "Ilse has got the job at the aquarium."),
        ("Tom said he's moving to Hull in May.", "Tom is moving to Hull in May 2026."),
    ],
)
def test_a_named_persons_news_in_their_words(said: str, expected: str) -> None:
    assert expected in texts(f"Ottla: {said}", "Bruno: Good for them.")


@pytest.mark.parametrize(
    ("turns"),
    [
        # the pronoun is someone else's: the name is a woman's, the prompt names a man
        ("Ottla: Sarah told me he's moving to Leeds.", "Bruno: Oh really?"),
        ("Bruno: How's your brother?", "Ottla: Ilse told me he's moving to Leeds."),
        ("Bruno: Any news of Pavel?", "Ottla: Ilse told me he's moving to Leeds."),
        # a name that does not open the turn: someone before it may be the "she"
        ("Ottla: Saw my aunt. Ilse says she's moving to Leeds.", "Bruno: Oh really?"),
        # hedged twice over, or only maybe
        ("Ottla: Ilse told me she's thinking of moving to Leeds.", "Bruno: Oh really?"),
        ("Ottla: Ilse told me she might move to Leeds.", "Bruno: Oh really?"),
    ],
)
def test_news_that_may_be_someone_elses_forms_nothing_of_the_teller(
    turns: tuple[str, str],
) -> None:
    assert not any(text.startswith(("Ilse is", "Sarah is", "Ilse has")) for text in texts(*turns))


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        (
            "Wilma has been made manager at the brewery.",
            "Wilma has been made manager at the brewery.",
        ),
        ("Wilma has been made redundant.", "Wilma has been made redundant."),
        (
            "Wilma had been made captain before the final.",
            "Wilma had been made captain before the final.",
        ),
    ],
)
def test_has_been_made_what(said: str, expected: str) -> None:
    assert expected in texts(f"Ottla: {said}", known=frozenset({"Wilma"}))


@pytest.mark.parametrize(
    "said",
    ["Wilma has been made to wait for weeks.", "Wilma has been made aware of the problem."],
)
def test_has_been_made_to_or_aware_forms_nothing(said: str) -> None:
    assert texts(f"Ottla: {said}", known=frozenset({"Wilma"})) == []
