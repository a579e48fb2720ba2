"""A query that names the user meets memories about "the user" (`index.person.as_the_user`)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from memhub import types as t
from memhub_server.engine import Engine
from memhub_server.index.person import USER_NAME_SLOT, as_the_user, user_name
from memhub_server.store.memories import NewMemory
from memhub_server.testing import remember

pytestmark = pytest.mark.both_backends


def _remember(engine: Engine, namespace: str, facts: list[tuple[str, str | None]]) -> None:
    """Store (text, slot) memories about the user as the dreamer would, with real vectors."""
    remember(
        engine,
        namespace,
        [
            NewMemory(text=text, kind="durable", subject="the user", slot=slot)
            for text, slot in facts
        ],
    )


def _ranked(engine: Engine, namespace: str, query: str) -> list[str]:
    request = t.SearchRequest(query=query, search_mode="memories", threshold=0, limit=10)
    return [r.memory or "" for r in engine.search.search(namespace, request).results]


FACTS: list[tuple[str, str | None]] = [
    ("The user's name is Marisol.", USER_NAME_SLOT),
    ("The user restores old clocks in a shed behind the house.", None),
    ("The user volunteers at the lifeboat station every summer.", None),
    ("The user's brother is Tobias.", None),
    ("The user is learning Portuguese for a trip to Lisbon.", None),
    ("The user has a vegetable patch with twelve kinds of tomato.", None),
]


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("What does Marisol do every summer?", "The user volunteers at the lifeboat station"),
        ("Which language is Marisol learning?", "The user is learning Portuguese"),
        ("What does Marisol repair in her shed?", "The user restores old clocks"),
        ("Who is Marisol's brother?", "The user's brother is Tobias."),
    ],
)
def test_a_question_naming_the_user_finds_what_is_said_of_the_user(
    make_engine: Callable[..., Engine], question: str, answer: str
) -> None:
    engine = make_engine()
    _remember(engine, "mine", FACTS)
    assert _ranked(engine, "mine", question)[0].startswith(answer)


def test_without_a_known_name_the_query_is_searched_as_asked(
    make_engine: Callable[..., Engine],
) -> None:
    # No memory says what the user is called: "Marisol" is someone else, left alone.
    engine = make_engine()
    _remember(engine, "other", [*FACTS[1:], ("Marisol keeps bees.", None)])
    assert _ranked(engine, "other", "What does Marisol do?")[0] == "Marisol keeps bees."


def test_the_user_name_is_read_from_the_name_memory() -> None:
    assert user_name("The user's name is Marisol.") == "Marisol"
    assert user_name("The user's name is Marisol Vidal.") == "Marisol Vidal"
    assert user_name("The user is called Bo.") == "Bo"
    assert user_name("The user's name is not known.") is None


def test_the_name_is_written_as_memories_write_the_user() -> None:
    assert as_the_user("What does Marisol do every summer?", "Marisol") == (
        "What does the user do every summer?"
    )
    assert as_the_user("Marisol's brother?", "Marisol") == "The user's brother?"
    assert as_the_user("Marisol\u2019s brother?", "Marisol") == "The user's brother?"
    assert as_the_user("Did Marisol Vidal move?", "Marisol Vidal") == "Did the user move?"
    assert as_the_user("Did Marisol move?", "Marisol Vidal") == "Did the user move?"
    assert as_the_user("Are Marisol and Tobias close?", "Marisol") == (
        "Are the user and Tobias close?"
    )
    # Other names, longer names and the word in lower case are left alone.
    assert as_the_user("Who is Marisolina?", "Marisol") == "Who is Marisolina?"
    assert as_the_user("Where does Tobias live?", "Marisol") == "Where does Tobias live?"
    assert as_the_user("what will you do", "Will") == "what will you do"
    assert as_the_user("Is this may be late?", "May") == "Is this may be late?"


def test_a_name_that_opens_a_question_before_its_subject_is_a_word() -> None:
    assert as_the_user("Will Dana come to the party?", "Will") == "Will Dana come to the party?"
    assert as_the_user("May I ask what May does?", "May Jones") == "May I ask what the user does?"
    assert as_the_user("Will sold what?", "Will") == "The user sold what?"
