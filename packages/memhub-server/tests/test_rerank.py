"""Rerank: the second-stage scorer over fused candidates, alone and behind `rerank` on search."""

from __future__ import annotations

from datetime import date

import pytest

from memhub import Memhub
from memhub_server.engine import Engine
from memhub_server.index.rerank import question_time, rerank, text_dates

pytestmark = pytest.mark.both_backends

TODAY = date(2026, 6, 15)


def _order(query: str, texts: list[str], **kwargs: object) -> list[str]:
    return rerank(query, texts, lambda text: text, today=TODAY, **kwargs)  # type: ignore[arg-type]


def test_the_passage_holding_the_rare_words_rises_above_one_sharing_only_the_name() -> None:
    texts = [
        "Tobias: Morning! Tobias here, Tobias is tired today.\nWren: Same, Tobias.",
        "Wren: Chatting about the weekend.\nTobias: I finally repaired the greenhouse roof.",
    ]
    assert _order("When did Tobias repair the greenhouse roof?", texts)[0] == texts[1]


def test_query_words_side_by_side_beat_the_same_words_scattered() -> None:
    scattered = (
        "The garden looked great.\nWe talked about the party for ages.\n"
        "Later there was a long story about a cat.\nShe mentioned the shed too."
    )
    together = "Nobody else knew.\nThe garden party is in the shed this year."
    assert _order("garden party shed", [scattered, together])[0] == together


def test_fragments_fall_below_a_sentence_that_answers() -> None:
    fragment = "Odile goes."
    answer = "Odile goes to pottery class every Thursday evening."
    assert _order("Where does Odile go on Thursday evenings?", [fragment, answer]) == [
        answer,
        fragment,
    ]


def test_a_text_dated_inside_the_asked_month_rises() -> None:
    november = "[2022-11-02] Priya: We saw the new bakery open downtown."
    march = "[2023-03-14] Priya: We saw the new bakery open downtown."
    assert _order("What did Priya see in March 2023?", [november, march])[0] == march
    # Without a date in the question the fused order stands.
    assert _order("What did Priya see?", [november, march])[0] == november


def test_relative_question_dates_are_resolved_against_today() -> None:
    older = "Kofi ran the coastal half marathon on 2023-09-10."
    asked = "Kofi ran the coastal half marathon on 2024-09-08."
    # Two years before 2026 is 2024.
    assert _order("Which race did Kofi run two years ago?", [older, asked])[0] == asked


def test_without_query_words_or_dates_the_fused_order_is_kept() -> None:
    texts = ["first passage here", "second passage there", "third one"]
    assert _order("what is it?", texts) == texts
    assert _order("anything", []) == []
    assert _order("anything", ["only"]) == ["only"]


def test_merge_drops_a_text_repeated_inside_a_higher_one() -> None:
    long = "Imani: The ferry leaves at noon.\nJonas: Thanks, see you on the ferry at noon!"
    repeated = "the ferry leaves at NOON"
    other = "Jonas packed sandwiches for the ferry."
    merged = _order("When does the ferry leave?", [long, repeated, other], merge=True)
    assert repeated not in merged and set(merged) == {long, other}
    assert len(_order("When does the ferry leave?", [long, repeated, other])) == 3


@pytest.mark.parametrize(
    ("query", "days_inside", "days_outside"),
    [
        ("What happened on May 7, 2023?", [date(2023, 5, 7)], [date(2023, 5, 8)]),
        ("What happened on 7 May 2023?", [date(2023, 5, 7)], [date(2022, 5, 7)]),
        ("What happened on 2023-05-07?", [date(2023, 5, 7)], [date(2023, 6, 7)]),
        (
            "Where were they in October 2024?",
            [date(2024, 10, 1), date(2024, 10, 31)],
            [date(2024, 11, 1)],
        ),
        ("What changed in 2022?", [date(2022, 1, 1), date(2022, 12, 31)], [date(2023, 1, 1)]),
        ("What did she start last year?", [date(2025, 3, 3)], [date(2026, 3, 3)]),
        ("Who visited in May?", [date(2021, 5, 2), date(2025, 5, 30)], [date(2025, 6, 1)]),
        # Read by query_dates, as search reads it: the latest May before this month.
        ("Where did they sail last May?", [date(2026, 5, 10)], [date(2025, 5, 10)]),
        ("What did they plant in March of next year?", [date(2027, 3, 9)], [date(2026, 3, 9)]),
    ],
)
def test_question_time(query: str, days_inside: list[date], days_outside: list[date]) -> None:
    when = question_time(query, TODAY)
    assert when
    assert all(when.holds(day) for day in days_inside)
    assert not any(when.holds(day) for day in days_outside)


def test_may_the_verb_is_no_month() -> None:
    assert not question_time("Where may I park the van?", TODAY)
    assert not question_time("May I march in the parade?", TODAY)
    assert not question_time("What does Lior cook?", TODAY)


def test_text_dates_read_iso_and_written_forms() -> None:
    found = text_dates("[2024-02-29] met on 3rd March 2024, again March 9, 2024; 2024-13-01 no")
    assert found == [date(2024, 2, 29), date(2024, 3, 3), date(2024, 3, 9)]


def test_dates_outside_the_calendar_are_ignored_not_errors() -> None:
    odd = "On 0000-12-05, 9999-12-31, 9999-12, 2023-02-30, February 30, 2023 and 31 June 2021"
    assert text_dates(odd) == [date(9999, 12, 31)]
    when = question_time(f"What happened {odd}?", TODAY)
    assert not when  # none of them names a span of days that can be checked
    texts = [odd, "Nothing dated here at all."]
    assert sorted(_order(f"What happened {odd}?", texts)) == sorted(texts)


# --- behind the API ---------------------------------------------------------------------


@pytest.fixture
def garden(client: Memhub, engine: Engine) -> Memhub:
    notes = {
        "a": "Soren chatted about the weather and about Soren's busy week at the office.",
        "b": "Soren planted three apple trees behind the cottage in the spring.",
        "c": "Soren liked the film and Soren says hello to everyone.",
    }
    for doc_id, text in notes.items():
        client.add("soren", content=text, id=doc_id)
    engine.worker.drain()
    return client


def test_search_rerank_order_keeps_the_results_and_may_only_reorder(garden: Memhub) -> None:
    query = "How many apple trees did Soren plant?"
    fused = garden.search("soren", query=query, search_mode="chunks", threshold=0)
    reranked = garden.search(
        "soren", query=query, search_mode="chunks", threshold=0, rerank="order"
    )
    none = garden.search("soren", query=query, search_mode="chunks", threshold=0, rerank="none")
    assert [r.id for r in none.results] == [r.id for r in fused.results]
    assert sorted(r.id for r in reranked.results) == sorted(r.id for r in fused.results)
    assert "apple trees" in (reranked.results[0].chunk or "")
    aggregated = garden.search("soren", query=query, threshold=0, rerank="aggregate")
    assert aggregated.results and "apple" in (
        aggregated.results[0].chunk or aggregated.results[0].memory or ""
    )


def test_search_calls_the_reranker_only_when_asked(
    garden: Memhub, monkeypatch: pytest.MonkeyPatch
) -> None:
    from memhub_server.services import search as search_module

    calls: list[bool] = []

    def reversed_order(query: str, items: list[object], text: object, *, merge: bool) -> list:
        calls.append(merge)
        return list(reversed(items))

    monkeypatch.setattr(search_module, "rerank", reversed_order)
    query = "apple trees"
    fused = garden.search("soren", query=query, search_mode="chunks", threshold=0)
    assert calls == []
    flipped = garden.search("soren", query=query, search_mode="chunks", threshold=0, rerank="order")
    assert [r.id for r in flipped.results] == [r.id for r in reversed(fused.results)]
    garden.search("soren", query=query, threshold=0, rerank="aggregate")
    garden.search("soren", query=query, threshold=0, rerank="none")
    assert calls == [False, True]
