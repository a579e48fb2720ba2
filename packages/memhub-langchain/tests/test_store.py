"""MemhubStore against the real engine, with LangGraph's InMemoryStore as the reference."""

from __future__ import annotations

import json
import math
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime
from typing import Any

import pytest
from langgraph.store.base import (
    BaseStore,
    GetOp,
    InvalidNamespaceError,
    Item,
    ListNamespacesOp,
    MatchCondition,
    PutOp,
    SearchOp,
)
from langgraph.store.memory import InMemoryStore

from memhub import APIConnectionError, Memhub
from memhub_langchain import MemhubStore
from memhub_langchain._store import item_document_id, namespace_key, namespace_of
from memhub_server.testing import LocalEngine

FOOD = ("users", "alex", "food")


@pytest.fixture
def store(engine_client: Memhub) -> MemhubStore:
    return MemhubStore(engine_client, namespace="agent")


Runner = Callable[[BaseStore, list[Any]], Awaitable[list[Any]]]


@pytest.fixture(params=["sync", "async", "async-over-sync"])
def both(
    request: pytest.FixtureRequest, local: LocalEngine, engine_client: Memhub
) -> tuple[BaseStore, Runner]:
    """A MemhubStore reached each way, and how to run a batch on any store that way."""
    if request.param == "sync":
        return MemhubStore(engine_client, namespace="agent"), _sync_batch
    if request.param == "async":
        return MemhubStore(async_client=local.async_client(), namespace="agent"), _async_batch
    return MemhubStore(engine_client, namespace="agent"), _async_batch


async def _sync_batch(store: BaseStore, ops: list[Any]) -> list[Any]:
    return store.batch(ops)


async def _async_batch(store: BaseStore, ops: list[Any]) -> list[Any]:
    return await store.abatch(ops)


def _plain(result: Any) -> Any:
    """A batch result without timestamps, to compare with InMemoryStore's."""
    if isinstance(result, Item):
        return (result.namespace, result.key, result.value)
    if isinstance(result, list):
        return sorted((_plain(r) for r in result), key=repr)
    return result


SCRIPT: list[Any] = [
    PutOp(FOOD, "likes", {"text": "green tea", "rank": 1}),
    PutOp(FOOD, "dislikes", {"text": "coffee", "rank": 5, "tags": ["hot", "bitter"]}),
    PutOp(("users", "alex", "places"), "home", {"city": "Berlin", "meta": {"since": 2019}}),
    PutOp(("users", "sam", "food"), "likes", {"text": "mate", "rank": 2}),
    PutOp(("docs",), "a/b.c", {"title": "key with a slash and a dot"}, index=False),
    GetOp(FOOD, "likes"),
    GetOp(FOOD, "missing"),
    GetOp(("users", "alex"), "likes"),  # a prefix is not the namespace
    PutOp(FOOD, "likes", {"text": "jasmine tea", "rank": 3}),  # replaces
    GetOp(FOOD, "likes"),
    PutOp(("users", "sam", "food"), "likes", None),  # deletes
    PutOp(("users", "sam", "food"), "never-stored", None),
    GetOp(("users", "sam", "food"), "likes"),
    SearchOp(("users",)),
    SearchOp(("users", "alex")),
    SearchOp(()),
    # Comparisons within FOOD only: InMemoryStore fails on an item without the field.
    SearchOp(FOOD, filter={"rank": {"$gte": 3}}),
    SearchOp(FOOD, filter={"rank": {"$gt": 1, "$lt": 5}}),
    SearchOp(FOOD, filter={"rank": {"$lte": 3.0}}),
    SearchOp(("users",), filter={"rank": {"$ne": 3}}),
    SearchOp(("users",), filter={"text": "coffee", "tags": ["hot", "bitter"]}),
    SearchOp(("users",), filter={"meta": {"since": 2019}}),
    SearchOp(("users",), filter={"city": {"$eq": "Berlin"}}),
    SearchOp(("users",), filter={"nothing": 1}),
]


async def test_the_contract_matches_langgraphs_in_memory_store(
    both: tuple[BaseStore, Runner],
) -> None:
    store, run = both
    reference = InMemoryStore()
    for op in SCRIPT:  # one at a time: InMemoryStore applies a batch's puts last
        assert _plain((await run(store, [op]))[0]) == _plain(reference.batch([op])[0]), op

    # InMemoryStore also lists namespaces that were only read or emptied; LangGraph's
    # database stores list those holding items, so compare with a copy of its items.
    holding = InMemoryStore()
    for item in reference.search((), limit=100):
        holding.put(item.namespace, item.key, item.value)
    listings = [
        ListNamespacesOp(),
        ListNamespacesOp(max_depth=2),
        ListNamespacesOp(max_depth=1, limit=1, offset=1),
        ListNamespacesOp(limit=2),
        ListNamespacesOp(match_conditions=(MatchCondition("prefix", ("users", "*", "food")),)),
        ListNamespacesOp(match_conditions=(MatchCondition("suffix", ("places",)),)),
        ListNamespacesOp(match_conditions=(MatchCondition("prefix", ("users", "alex")),)),
        ListNamespacesOp(
            match_conditions=(
                MatchCondition("prefix", ("users",)),
                MatchCondition("suffix", ("*",)),
            ),
            max_depth=2,
        ),
    ]
    for op in listings:
        assert (await run(store, [op]))[0] == holding.batch([op])[0], op


def test_one_batch_runs_its_operations_in_order(store: MemhubStore) -> None:
    results = store.batch(
        [
            PutOp(FOOD, "likes", {"text": "tea"}),
            GetOp(FOOD, "likes"),
            PutOp(FOOD, "likes", None),
            GetOp(FOOD, "likes"),
            ListNamespacesOp(),
        ]
    )

    assert results[0] is None and results[2] is None
    assert isinstance(results[1], Item) and results[1].value == {"text": "tea"}
    assert results[3] is None
    assert results[4] == []


def test_a_comparison_on_a_missing_or_non_numeric_field_does_not_match(
    store: MemhubStore,
) -> None:
    store.put(FOOD, "ranked", {"rank": 4})
    store.put(FOOD, "unranked", {"text": "no rank"})
    store.put(FOOD, "word", {"rank": "high"})

    assert [h.key for h in store.search(FOOD, filter={"rank": {"$gt": 1}})] == ["ranked"]
    with pytest.raises(ValueError, match="unsupported filter operator"):
        store.search(FOOD, filter={"rank": {"$in": [4]}})


def test_put_on_an_existing_key_replaces_the_document_and_keeps_created_at(
    store: MemhubStore, engine_client: Memhub
) -> None:
    store.put(FOOD, "likes", {"text": "green tea"})
    first = store.get(FOOD, "likes")
    store.put(FOOD, "likes", {"text": "jasmine tea", "extra": [1, 2.5, None, True]})
    second = store.get(FOOD, "likes")

    assert first is not None and second is not None
    assert second.value == {"text": "jasmine tea", "extra": [1, 2.5, None, True]}
    assert second.created_at == first.created_at
    assert second.updated_at > first.updated_at
    assert second.created_at.tzinfo is not None
    # One document, holding exactly the latest value (not the two appended).
    document = engine_client.documents.get("agent", item_document_id(FOOD, "likes"))
    assert json.loads(document.content or "") == second.value
    listed = engine_client.list("agent", "documents")
    assert listed.pagination.total_items == 1


def test_the_mapping_onto_memhub_is_documented_and_reversible(
    store: MemhubStore, engine_client: Memhub
) -> None:
    store.put(FOOD, "likes", {"text": "green tea"})
    document = engine_client.documents.get("agent", item_document_id(FOOD, "likes"))

    assert document.metadata["source"] == "langgraph"
    assert document.metadata["langgraph_namespace"] == "users.alex.food"
    assert document.metadata["langgraph_prefixes"] == ["users", "users.alex", "users.alex.food"]
    assert document.metadata["langgraph_key"] == "likes"
    assert namespace_of(namespace_key(FOOD)) == FOOD
    # Labels and keys that join to the same text are still different documents.
    assert item_document_id(("a/b",), "c") != item_document_id(("a",), "b/c")
    assert item_document_id(("a", "b"), "c") != item_document_id(("a",), "b")
    assert item_document_id(FOOD, "likes").startswith("langgraph:")


def test_semantic_search_ranks_by_meaning_within_the_prefix(
    store: MemhubStore, local: LocalEngine
) -> None:
    store.put(FOOD, "drink", {"text": "Alex drinks green tea every morning"})
    store.put(FOOD, "dish", {"text": "Alex cooks spicy noodle soup on Sundays"})
    store.put(("users", "alex", "work"), "job", {"text": "Alex works night shifts as a nurse"})
    store.put(("users", "sam", "food"), "drink", {"text": "Sam drinks green tea too"})
    store.put(FOOD, "hidden", {"text": "Alex drinks green tea, never indexed"}, index=False)
    local.settle()

    hits = store.search(("users", "alex"), query="what tea does Alex drink?", limit=10)
    assert hits[0].key == "drink"
    assert hits[0].namespace == FOOD
    assert all(h.namespace[:2] == ("users", "alex") for h in hits)  # sam is out of scope
    assert "hidden" not in {h.key for h in hits}  # index=False: never found by a query
    scores = [h.score for h in hits if h.score is not None and 0 < h.score <= 1]
    assert len(scores) == len(hits)
    assert scores == sorted(scores, reverse=True)

    assert [h.key for h in store.search(("users", "alex"), query="tea", limit=1)] == ["drink"]
    second = store.search(("users", "alex"), query="what tea does Alex drink?", offset=1, limit=1)
    assert [h.key for h in second] == [hits[1].key]
    filtered = store.search(FOOD, query="tea in the morning", filter={"text": {"$ne": "x"}})
    assert {h.key for h in filtered} == {"drink", "dish"}
    # The unindexed item is still there for get and listing.
    assert store.get(FOOD, "hidden") is not None
    assert "hidden" in {h.key for h in store.search(FOOD, limit=10)}


def test_turning_indexing_on_keeps_the_item_and_makes_it_searchable(
    store: MemhubStore, local: LocalEngine
) -> None:
    store.put(FOOD, "note", {"text": "Alex is allergic to peanuts"}, index=False)
    before = store.get(FOOD, "note")
    local.settle()
    assert store.search(FOOD, query="peanut allergy") == []

    store.put(FOOD, "note", {"text": "Alex is allergic to peanuts and walnuts"})
    local.settle()
    after = store.get(FOOD, "note")
    hits = store.search(FOOD, query="peanut allergy")

    assert before is not None and after is not None
    assert after.created_at == before.created_at
    assert [h.value for h in hits] == [after.value]


def test_search_without_a_query_lists_the_latest_put_first(store: MemhubStore) -> None:
    for key in ("a", "b", "c"):
        store.put(FOOD, key, {"text": key})
    store.put(FOOD, "a", {"text": "a again"})

    assert [h.key for h in store.search(FOOD)] == ["a", "c", "b"]
    assert [h.key for h in store.search(FOOD, limit=1, offset=1)] == ["c"]
    assert all(h.score is None for h in store.search(FOOD))


def test_documents_that_are_not_items_are_ignored(
    store: MemhubStore, engine_client: Memhub, local: LocalEngine
) -> None:
    engine_client.add("agent", content="Alex drinks green tea.", id="chat-1", task_type="superrag")
    engine_client.add(
        "agent", content="{}", id="forged", metadata={"langgraph_prefixes": ["users"]}
    )
    store.put(FOOD, "drink", {"text": "green tea"})
    local.settle()

    assert [h.key for h in store.search(())] == ["drink"]
    assert [h.key for h in store.search(("users",), query="green tea")] == ["drink"]
    assert store.list_namespaces() == [FOOD]


def test_two_racing_first_puts_read_back_as_the_last_one(
    store: MemhubStore, engine_client: Memhub
) -> None:
    # Two processes both find the key new and both add it: memhub appends the second.
    doc_id = item_document_id(FOOD, "likes")
    store.put(FOOD, "likes", {"text": "first"})
    metadata = engine_client.documents.get("agent", doc_id).metadata
    engine_client.add("agent", content=json.dumps({"text": "second"}), id=doc_id, metadata=metadata)

    item = store.get(FOOD, "likes")
    assert item is not None and item.value == {"text": "second"}


@pytest.mark.parametrize(
    "value",
    [
        {"when": datetime(2026, 1, 1, tzinfo=UTC)},
        {"ratio": math.nan},
        {"nested": {"bad": {1, 2}}},
        {"nested": {1: "a key JSON would turn into a string"}},
        ["not", "a", "dict"],
    ],
)
def test_a_value_that_is_not_json_is_refused_and_the_old_one_kept(
    store: MemhubStore, value: Any
) -> None:
    store.put(FOOD, "likes", {"text": "green tea"})
    with pytest.raises(ValueError, match="store value must be"):
        store.put(FOOD, "likes", value)
    item = store.get(FOOD, "likes")
    assert item is not None and item.value == {"text": "green tea"}


def test_bad_namespaces_and_arguments_are_refused(store: MemhubStore) -> None:
    with pytest.raises(InvalidNamespaceError):
        store.put(("users.alex",), "k", {})
    with pytest.raises(InvalidNamespaceError):
        store.put((), "k", {})
    with pytest.raises(InvalidNamespaceError):
        store.batch([GetOp(("a", ""), "k")])
    with pytest.raises(ValueError, match="negative"):
        store.search(FOOD, limit=-1)
    with pytest.raises(NotImplementedError):
        store.put(FOOD, "k", {}, ttl=5)
    with pytest.raises(ValueError, match="needs a client"):
        MemhubStore()
    with pytest.raises(TypeError, match="AsyncMemhub"):
        MemhubStore(async_client=store.client)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="invalid namespace"):
        MemhubStore(store.client, namespace=" ")


def test_an_async_only_store_refuses_sync_calls(local: LocalEngine) -> None:
    store = MemhubStore(async_client=local.async_client())
    with pytest.raises(TypeError, match="a-prefixed"):
        store.get(FOOD, "likes")


def test_an_outage_raises_instead_of_pretending_the_item_is_missing(
    offline_client: Memhub,
) -> None:
    store = MemhubStore(offline_client)
    with pytest.raises(APIConnectionError):
        store.get(FOOD, "likes")
    with pytest.raises(APIConnectionError):
        store.put(FOOD, "likes", {"text": "tea"})
    with pytest.raises(APIConnectionError):
        store.search(FOOD, query="tea")


async def test_async_outage_raises(offline_aclient: Any) -> None:
    store = MemhubStore(async_client=offline_aclient)
    with pytest.raises(APIConnectionError):
        await store.aget(FOOD, "likes")
