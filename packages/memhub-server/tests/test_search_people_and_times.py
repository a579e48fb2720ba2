"""Memory search on questions that name a time or someone by who they are to someone.

* A time the question names ("in June 2024") qualifies what it asks; it should not pull
  up every memory of that month ahead of the one on its topic (`query_dates.topic_terms`).
* "What does Aurelie's sister do?" is answered by a memory about Nadia once another says
  "Aurelie's sister is Nadia." (`identities.resolve_relative`).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from memhub import types as t
from memhub_server.engine import Engine
from memhub_server.index.identities import resolve_relative
from memhub_server.index.query_dates import date_spans, topic_terms, without_dates
from memhub_server.store.memories import NewMemory
from memhub_server.testing import remember

pytestmark = pytest.mark.both_backends


def _remember(engine: Engine, namespace: str, facts: list[tuple[str, str]]) -> None:
    """Store (subject, text) memories as the dreamer would, with real vectors."""
    remember(
        engine, namespace, [NewMemory(text=text, kind="durable", subject=s) for s, text in facts]
    )


def _ranked(engine: Engine, namespace: str, query: str, limit: int = 10) -> list[str]:
    request = t.SearchRequest(query=query, search_mode="memories", threshold=0, limit=limit)
    return [r.memory or "" for r in engine.search.search(namespace, request).results]


def test_the_names_of_times_are_found() -> None:
    def said(query: str) -> list[str]:
        return [query[a:b] for a, b in date_spans(query)]

    assert said("What was Marta's job in June 2024?") == ["June 2024"]
    assert said("What did Marta take up in spring 2024?") == ["spring 2024"]
    assert said("What will Marta build in the autumn of 2025?") == ["the autumn of 2025"]
    assert said("What did I do on 4 December 2026 (2026-12-04)?") == [
        "4 December 2026",
        "(2026-12-04)",
    ]
    assert said("How did her work change over 2024 and early 2025?") == ["2024", "early 2025"]
    assert said("What happened on May 7?") == ["May 7"]
    # "may" the verb, weekdays and feasts are not times to set aside.
    assert said("Where may Marta go on Tuesdays at Christmas?") == []


def test_the_topic_of_a_question_leaves_its_times_out() -> None:
    assert topic_terms("What was Marta's job in June 2024?") == {"marta", "job"}
    # A question about a time alone keeps it: there is nothing else to match on.
    assert topic_terms("What happened in June 2024?") == {"happen", "june", "2024"}
    assert without_dates("What was Marta's job in June 2024?") == "What was Marta's job in ?"
    assert without_dates("What happened in June 2024?") == "What happened in June 2024?"
    assert without_dates("Where does Marta work?") == "Where does Marta work?"


def test_a_time_in_the_question_does_not_outrank_its_topic(
    make_engine: Callable[..., Engine],
) -> None:
    # Everyone else's news of June 2024 shares only the time with the question.
    engine = make_engine()
    _remember(
        engine,
        "friends",
        [
            ("Marta", "Marta works as a ferry engineer in Cherbourg."),
            ("Marta", "Marta has a cat called Biscuit."),
            ("Marta", "Marta sings in a choir on Thursdays."),
            ("Tom", "Tom ran a half marathon on 9 June 2024 (2024-06-09)."),
            ("Priya", "Priya's band played at the harbour festival in June 2024."),
            ("Tom", "Tom bought a blue bicycle in June 2024."),
            ("Priya", "Priya painted the kitchen yellow on 2 June 2024 (2024-06-02)."),
            ("Tom", "Tom's sister visited him in June 2024."),
        ],
    )
    answer = "Marta works as a ferry engineer in Cherbourg."
    for question in (
        "What was Marta's job in June 2024?",
        "Where did Marta work in June 2024?",
        "What did Marta do for a living in the summer of 2024?",
    ):
        assert answer in _ranked(engine, "friends", question)[:2]
    # Asked about the time alone, the memories of that time still come first.
    top = _ranked(engine, "friends", "What happened in June 2024?")[:3]
    assert answer not in top


def test_someone_named_by_who_they_are_is_named() -> None:
    said = [
        "Aurelie's sister is Nadia.",
        "The user's big brother is Tobias.",
        "Sam is Ed's cousin.",
        "O'Brien's dog is called Rex.",
        "Obinna lives in Utrecht.",
    ]
    assert resolve_relative("What does Aurelie's sister do for a living?", said) == (
        "What does Nadia do for a living?"
    )
    assert resolve_relative("Where does Aurelie's younger sister live?", said) == (
        "Where does Nadia live?"
    )
    assert resolve_relative("Where does my brother live?", said) == "Where does Tobias live?"
    assert resolve_relative("Is Ed's cousin a vet?", said) == "Is Sam a vet?"
    assert resolve_relative("Is O'Brien's dog well?", said) == "Is Rex well?"
    # Nobody is said to be that, or the question names nobody that way.
    assert resolve_relative("Where does Obinna's sister live?", said) is None
    assert resolve_relative("What is Aurelie's job?", said) is None
    assert resolve_relative("Where does Nadia live?", said) is None


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("What does Aurelie's sister do for a living?", "Nadia works as a barrister in Lyon."),
        ("Where does Aurelie's sister live?", "Nadia lives in a flat above a bakery."),
        ("What is my brother's hobby?", "Tobias restores old motorbikes."),
    ],
)
def test_a_question_about_someone_s_relative_finds_what_is_said_of_them(
    make_engine: Callable[..., Engine], question: str, answer: str
) -> None:
    engine = make_engine()
    facts = [
        ("Aurelie", "Aurelie's sister is Nadia."),
        ("Aurelie", "Aurelie works at the aquarium."),
        ("Aurelie", "Aurelie lives in Nantes with her rabbit."),
        ("Aurelie", "Aurelie swims at the old pier before work."),
        ("Aurelie", "Aurelie loves jazz and plays the double bass."),
        ("Aurelie", "Aurelie is learning to make bread."),
        ("Nadia", "Nadia works as a barrister in Lyon."),
        ("Nadia", "Nadia lives in a flat above a bakery."),
        ("the user", "The user's brother is Tobias."),
        ("Tobias", "Tobias restores old motorbikes."),
    ]
    _remember(engine, "kin", facts)
    # The two questions' results are taken in turn: the answer is among the first four.
    assert answer in _ranked(engine, "kin", question, limit=4)


def test_a_relative_nobody_names_leaves_the_search_as_it_was(
    make_engine: Callable[..., Engine],
) -> None:
    engine = make_engine()
    facts = [
        ("Aurelie", "Aurelie works at the aquarium."),
        ("Aurelie", "Aurelie's sister lives in Lyon."),
        ("Nadia", "Nadia works as a barrister."),
    ]
    _remember(engine, "kin", facts)
    ranked = _ranked(engine, "kin", "Where does Aurelie's sister live?")
    assert ranked[0] == "Aurelie's sister lives in Lyon."


def test_only_a_capitalised_name_names_a_relative() -> None:
    # What a memory says of a relative is no name: the question stays as asked.
    assert (
        resolve_relative("Where does Aurelie's sister work?", ["Aurelie's sister is a nurse."])
        is None
    )
    assert resolve_relative("How is my mum doing?", ["The user's mum is retired."]) is None
    assert (
        resolve_relative("Where did Tom's brother move?", ["Tom's brother is very tall."]) is None
    )


def test_a_question_word_before_s_owns_no_one() -> None:
    assert resolve_relative("How's my mum doing?", ["The user's mum is Rosa."]) == (
        "How's Rosa doing?"
    )


def test_a_month_alone_is_a_time_only_after_a_word_that_says_so() -> None:
    assert without_dates("What does April do for a living?") == "What does April do for a living?"
    assert without_dates("What is August's job now?") == "What is August's job now?"
    for query, time in [("What did Ines sell in May?", "May"), ("Who came last March?", "March")]:
        assert [query[a:b] for a, b in date_spans(query)] == [time]


def test_months_after_other_words_of_time_are_times_too() -> None:
    for query, times in [
        ("What happened between March and May?", ["March", "May"]),
        ("Where was Ines around April?", ["April"]),
        ("What did Ines plan for April?", ["April"]),
    ]:
        assert [query[a:b] for a, b in date_spans(query)] == times
