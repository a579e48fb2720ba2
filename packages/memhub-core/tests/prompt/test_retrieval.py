from __future__ import annotations

import logging
import time
from datetime import UTC, datetime
from typing import Any

import pytest

from memhub import _exceptions as errors
from memhub.prompt import Recall, RecallOptions, arecall
from memhub.types import SearchResponse, StringEqualsFilter

SEARCH_KWARGS = {
    "query": "tea?",
    "search_mode": "hybrid",
    "threshold": 0.3,
    # full mode asks for twice `search_limit`: hits that repeat a profile fact do not count
    "limit": 20,
    "rewrite_query": True,
    "timeout": 3.0,
}


async def test_full_mode_asks_for_profile_and_search_with_pinned_arguments(
    flavour: Any,
) -> None:
    client = flavour.make(static=["Likes tea"], search=["Drinks sencha"])
    result = await flavour.recall(client, "u1", "  tea?  ", RecallOptions())
    assert sorted(client.calls, key=lambda c: c[0]) == [
        ("profile", "u1", {"timeout": 3.0}),
        ("search", "u1", SEARCH_KWARGS),
    ]
    assert result.query == "tea?"
    assert [f.text for f in result.static] == ["Likes tea"]
    assert [f.text for f in result.search] == ["Drinks sencha"]


async def test_profile_mode_never_searches(flavour: Any) -> None:
    client = flavour.make(static=["Likes tea"], search=["unused"])
    result = await flavour.recall(client, "u1", "tea?", RecallOptions(mode="profile"))
    assert client.calls == [("profile", "u1", {"timeout": 3.0})]
    assert result.search == ()


async def test_query_mode_never_reads_the_profile(flavour: Any) -> None:
    client = flavour.make(static=["unused"], search=["Drinks sencha"])
    options = RecallOptions(mode="query", search_limit=3, threshold=0.8, timeout=1.5)
    result = await flavour.recall(client, "u1", "tea?", options)
    # without a profile to repeat, query mode asks for `search_limit` itself
    expected = {**SEARCH_KWARGS, "limit": 3, "threshold": 0.8, "timeout": 1.5}
    assert client.calls == [("search", "u1", expected)]
    assert result.static == ()


async def test_full_mode_asks_for_twice_the_limit_but_never_more_than_100(flavour: Any) -> None:
    for limit, asked in ((1, 2), (5, 10), (50, 100), (80, 100)):
        client = flavour.make()
        await flavour.recall(client, "u1", "tea?", RecallOptions(search_limit=limit))
        assert [kw["limit"] for name, _, kw in client.calls if name == "search"] == [asked]


async def test_hits_that_repeat_the_profile_do_not_use_up_the_search_limit(flavour: Any) -> None:
    client = flavour.make(
        static=["Mira is a potter.", "Mira lives in Ghent."],
        dynamic=["[Recent] Mira has a cold."],
        search=[
            "mira is a potter.",
            "Mira sells her bowls at the Sunday market.",
            "Mira has a cold.",
            "Mira lives in  Ghent.",
            "Mira's kiln is in the garden shed.",
            "Mira's brother is Jonas.",
        ],
    )
    result = await flavour.recall(
        client, "u1", "Where does Mira sell?", RecallOptions(search_limit=2)
    )
    # the two hits the profile does not hold, and the copies ranked before the second one
    assert [f.text for f in result.search] == [
        "mira is a potter.",
        "Mira sells her bowls at the Sunday market.",
        "Mira has a cold.",
        "Mira lives in  Ghent.",
        "Mira's kiln is in the garden shed.",
    ]


async def test_without_profile_copies_the_search_limit_cuts_as_before(flavour: Any) -> None:
    client = flavour.make(
        static=["Mira is a potter."],
        search=["Mira sells bowls.", "Mira's kiln is in the shed.", "Mira's brother is Jonas."],
    )
    result = await flavour.recall(client, "u1", "Mira?", RecallOptions(search_limit=2))
    assert [f.text for f in result.search] == ["Mira sells bowls.", "Mira's kiln is in the shed."]


async def test_query_mode_counts_every_hit_against_the_limit(flavour: Any) -> None:
    # the profile is not shown in query mode, so a hit that repeats it is news to the model
    client = flavour.make(
        static=["Mira is a potter."],
        search=["Mira is a potter.", "Mira sells bowls.", "Mira's brother is Jonas."],
    )
    options = RecallOptions(mode="query", search_limit=2)
    result = await flavour.recall(client, "u1", "Mira?", options)
    assert [f.text for f in result.search] == ["Mira is a potter.", "Mira sells bowls."]


async def test_query_mode_without_text_makes_no_request(flavour: Any) -> None:
    client = flavour.make(search=["x"])
    result = await flavour.recall(client, "u1", "   ", RecallOptions(mode="query"))
    assert client.calls == []
    assert result.is_empty
    assert result.error is None


async def test_full_mode_without_text_falls_back_to_the_profile(flavour: Any) -> None:
    client = flavour.make(static=["Likes tea"], search=["x"])
    result = await flavour.recall(client, "u1", "", RecallOptions(mode="full"))
    assert [name for name, _, _ in client.calls] == ["profile"]
    assert [f.text for f in result.static] == ["Likes tea"]


async def test_filter_is_passed_to_both_calls(flavour: Any) -> None:
    where = StringEqualsFilter(field="source", operator="eq", value="slack")
    client = flavour.make()
    await flavour.recall(client, "u1", "q", RecallOptions(filter=where))
    assert {name: kwargs["filter"] for name, _, kwargs in client.calls} == {
        "profile": where,
        "search": where,
    }


async def test_facts_carry_ids_scores_metadata_and_dates(flavour: Any) -> None:
    client = flavour.make(
        static=["Likes tea", "   "],
        dynamic=["[Recent] Planning a trip"],
        search=[
            {"memory": "Booked Porto", "similarity": 0.82, "metadata": {"source": "chat"}},
            {"chunk": "User: I booked a hotel", "similarity": 0.7},
            {"memory": "  "},
        ],
    )
    result = await flavour.recall(client, "u1", "trip", RecallOptions())
    assert [(f.id, f.section) for f in result.facts] == [
        ("st1", "static"),
        ("dy1", "dynamic"),
        ("se1", "search"),
        ("se2", "search"),
    ]
    booked, chunk = result.search
    assert (booked.similarity, dict(booked.metadata)) == (0.82, {"source": "chat"})
    assert booked.updated_at == datetime(2025, 3, 4, 5, 6, 7, tzinfo=UTC)
    assert chunk.text == "User: I booked a hotel"
    assert result.static[0].similarity is None


async def test_profile_and_search_run_concurrently(flavour: Any) -> None:
    client = flavour.make(static=["a"], search=["b"], delay=0.2)
    started = time.perf_counter()
    result = await flavour.recall(client, "u1", "q", RecallOptions())
    elapsed = time.perf_counter() - started
    assert not result.is_empty
    assert elapsed < 0.35, f"took {elapsed:.3f}s: calls ran one after the other"


async def test_timeout_gives_an_empty_recall_and_a_warning(
    flavour: Any, caplog: pytest.LogCaptureFixture
) -> None:
    client = flavour.make(static=["a"], delay=2.0)
    started = time.perf_counter()
    with caplog.at_level(logging.WARNING, logger="memhub"):
        result = await flavour.recall(client, "u1", "q", RecallOptions(timeout=0.1))
    assert time.perf_counter() - started < 1.0
    assert result.is_empty
    assert isinstance(result.error, errors.APITimeoutError)
    (record,) = caplog.records
    assert record.name == "memhub"
    assert record.levelno == logging.WARNING
    assert "0.1s" in record.getMessage()


async def test_timeout_raises_when_asked(flavour: Any) -> None:
    client = flavour.make(static=["a"], delay=2.0)
    with pytest.raises(errors.APITimeoutError):
        await flavour.recall(client, "u1", "q", RecallOptions(timeout=0.1, raise_on_error=True))


@pytest.mark.parametrize(
    "error", [errors.APIConnectionError("server unreachable"), RuntimeError("bug in transport")]
)
async def test_failure_gives_an_empty_recall(
    flavour: Any, caplog: pytest.LogCaptureFixture, error: Exception
) -> None:
    client = flavour.make(static=["a"], search=["b"], fail={"search": error})
    with caplog.at_level(logging.WARNING, logger="memhub"):
        result = await flavour.recall(client, "u1", "q", RecallOptions())
    assert result == Recall(mode="full", query="q")
    assert result.error is error
    assert str(error) in caplog.text


async def test_failure_raises_the_original_error_when_asked(flavour: Any) -> None:
    error = errors.APIConnectionError("server unreachable")
    client = flavour.make(fail={"profile": error})
    with pytest.raises(errors.APIConnectionError) as raised:
        await flavour.recall(client, "u1", "q", RecallOptions(raise_on_error=True))
    assert raised.value is error


async def test_a_failure_does_not_wait_for_the_slow_sibling(flavour: Any) -> None:
    client = flavour.make(delay={"profile": 2.0}, fail={"search": RuntimeError("down")})
    started = time.perf_counter()
    result = await flavour.recall(client, "u1", "q", RecallOptions(timeout=5.0))
    assert time.perf_counter() - started < 1.0
    assert isinstance(result.error, RuntimeError)


async def test_async_timeout_cancels_the_pending_requests(async_client: Any) -> None:
    client = async_client(delay=2.0)
    await arecall(client, "u1", "q", RecallOptions(timeout=0.05))
    assert sorted(client.cancelled) == ["profile", "search"]


@pytest.mark.parametrize(
    "bad",
    [
        {"mode": "everything"},
        {"search_limit": 0},
        {"search_limit": 101},
        {"threshold": 1.5},
        {"timeout": 0},
    ],
)
def test_options_are_validated(bad: dict[str, Any]) -> None:
    with pytest.raises(ValueError, match=next(iter(bad))):
        RecallOptions(**bad)


def test_default_options() -> None:
    options = RecallOptions()
    assert (
        options.mode,
        options.search_limit,
        options.threshold,
        options.search_mode,
        options.timeout,
        options.raise_on_error,
        options.filter,
        options.rewrite_query,
    ) == ("full", 10, 0.3, "hybrid", 3.0, False, None, True)


def test_a_passage_quoting_the_message_being_answered_is_not_recalled() -> None:
    # An adapter that stores turns as they arrive makes the current message a passage
    # before recall runs; hybrid search would hand it straight back.
    search = SearchResponse.model_validate(
        {
            "results": [
                {
                    "id": "c1",
                    "chunk": "User: Which pier does the ferry leave from?",
                    "similarity": 0.9,
                },
                {"id": "c2", "chunk": "User: The ferry leaves from pier 4.", "similarity": 0.6},
                {"id": "m1", "memory": "Which pier does the ferry leave from?", "similarity": 0.5},
                {"id": "c3", "chunk": "Assistant: hi there", "similarity": 0.4},
            ],
            "searchTime": 1.0,
        }
    )
    recall = Recall.from_responses("query", "which pier does the  ferry leave from?", None, search)
    assert [f.id for f in recall.search] == ["c2", "m1", "c3"]
    short = Recall.from_responses("query", "hi there", None, search)  # too short to tell
    assert [f.id for f in short.search] == ["c1", "c2", "m1", "c3"]
