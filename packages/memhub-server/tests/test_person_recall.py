"""Person-aware recall: `rewriteQuery` matches a first-person question to what memory
says about the namespace's person, and only where that person is clear."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from memhub import types as t
from memhub_server.engine import Engine
from memhub_server.index.person import is_first_person, namespace_person, to_third_person
from memhub_server.store.memories import NewMemory
from memhub_server.testing import remember

pytestmark = pytest.mark.both_backends


def _remember(engine: Engine, namespace: str, facts: list[tuple[str, str]]) -> None:
    """Store (subject, text) memories as the dreamer would, with real vectors."""
    remember(
        engine, namespace, [NewMemory(text=text, kind="durable", subject=s) for s, text in facts]
    )


def _top(engine: Engine, namespace: str, query: str, rewrite: bool) -> tuple[str, float]:
    request = t.SearchRequest(
        query=query, search_mode="memories", threshold=0, limit=3, rewrite_query=rewrite
    )
    best = engine.search.search(namespace, request).results[0]
    return best.memory or "", best.similarity


@pytest.mark.parametrize(
    ("person", "facts", "question", "answer"),
    [
        (
            "the user",
            [
                "The user lives in Porto.",
                "The user bakes sourdough for a living.",
                "The user is allergic to shellfish.",
            ],
            "Where do I live?",
            "The user lives in Porto.",
        ),
        (
            "Dana",
            ["Dana lives in Ghent.", "Dana plays the cello.", "Dana's brother is called Bo."],
            "What instrument do I play?",
            "Dana plays the cello.",
        ),
    ],
)
def test_a_first_person_question_meets_third_person_memories_when_rewritten(
    make_engine: Callable[..., Engine],
    person: str,
    facts: list[str],
    question: str,
    answer: str,
) -> None:
    engine = make_engine()
    _remember(engine, "me", [(person, fact) for fact in facts])
    as_sent = _top(engine, "me", question, rewrite=False)
    rewritten = _top(engine, "me", question, rewrite=True)
    assert rewritten[0] == answer
    # As sent, "I" and "Dana" are far apart for the model; rewritten, the question
    # reads as one about Dana and clears the prompt core's threshold easily.
    assert rewritten[1] >= 0.75
    assert rewritten[1] > as_sent[1] + 0.1


def test_two_people_equally_leave_a_first_person_question_as_it_is(
    make_engine: Callable[..., Engine],
) -> None:
    engine = make_engine()
    _remember(
        engine,
        "pair",
        [
            ("Ana", "Ana lives in Porto."),
            ("Ben", "Ben lives in Oslo."),
            ("Ana", "Ana sings."),
            ("Ben", "Ben rows on weekends."),
        ],
    )
    assert _top(engine, "pair", "Where do I live?", rewrite=True) == _top(
        engine, "pair", "Where do I live?", rewrite=False
    )


def test_passages_are_matched_with_the_question_as_asked(
    make_engine: Callable[..., Engine],
) -> None:
    # The passage keeps the speaker's first person, so the rewrite must not move it.
    engine = make_engine()
    _remember(engine, "me", [("the user", "The user keeps bees on the roof.")])
    engine.documents.add("me", t.DocumentInput(content="User: I keep bees on my roof."))
    engine.worker.drain()
    request = t.SearchRequest(query="Do I keep bees?", search_mode="chunks", threshold=0)
    as_sent = engine.search.search("me", request).results
    rewritten = engine.search.search("me", request.model_copy(update={"rewrite_query": True}))
    assert [(r.chunk, r.similarity) for r in rewritten.results] == [
        (r.chunk, r.similarity) for r in as_sent
    ]


def test_first_person_words_become_the_person() -> None:
    assert to_third_person("Where do I live?", "Dana") == "Where does Dana live?"
    assert to_third_person("What am I allergic to?", "the user") == (
        "What is the user allergic to?"
    )
    assert to_third_person("Who is my dentist?", "Kim") == "Who is Kim's dentist?"
    assert to_third_person("I\u2019m vegan; what can I cook?", "Kim") == (
        "Kim is vegan; what can Kim cook?"
    )
    assert to_third_person("Where does Rita work?", "Kim") == "Where does Rita work?"
    assert not is_first_person("Is the mine still open?".replace("mine", "quarry"))
    assert is_first_person("Is this mine?")


def test_the_namespace_person_is_the_subject_most_memories_are_about() -> None:
    assert namespace_person(["the user", "The user", "Lena", None, "the user"]) == "the user"
    assert namespace_person(["Ana", "Ben"]) is None  # two friends: "I" is ambiguous
    assert namespace_person([None, "  "]) is None


def test_semantic_forget_reads_a_first_person_request_about_the_namespaces_person(
    make_engine: Callable[..., Engine],
) -> None:
    engine = make_engine()
    facts = [
        ("The user", "The user keeps two beehives on the allotment."),
        ("The user", "The user sings in a community choir."),
        ("The user", "The user repairs old radios as a hobby."),
    ]
    _remember(engine, "hive", facts)
    request = "forget that I keep beehives"
    said = engine.search.embed_query(request)
    rewritten = engine.search.memory_vector("hive", request)
    as_said = engine.memories.forget_matching("hive", request, said, dry_run=True)
    as_meant = engine.memories.forget_matching("hive", request, rewritten, dry_run=True)
    assert [m.memory for m in as_meant.matches] == ["The user keeps two beehives on the allotment."]
    assert len(as_said.matches) < len(as_meant.matches)  # the request as said scores lower
