"""The in-memory test double answers like the server for the routes adapters use."""

from __future__ import annotations

from typing import Any

import pytest

from memhub import APIConnectionError, AsyncMemhub, InternalServerError, Memhub, NotFoundError
from memhub.testing import MemoryTransport


def test_a_seeded_fact_comes_back_from_search_and_profile(server: MemoryTransport) -> None:
    client = server.client()
    ref = client.add("alex", content="Alex keeps bees.\nAlex lives in Lyon.")
    assert ref.status == "done"
    hits = client.search("alex", query="What does Alex keep?").results
    # Crude keyword overlap: every query word for the first, "alex" alone for the second.
    assert [(hit.memory, hit.similarity) for hit in hits] == [
        ("Alex keeps bees.", 1.0),
        ("Alex lives in Lyon.", 0.5),
    ]
    facts = [fact.memory for fact in client.profile("alex").profile.static]
    assert facts == ["Alex keeps bees.", "Alex lives in Lyon."]
    # Namespaces are isolated.
    assert client.search("sam", query="bees").results == []


def test_adding_to_an_id_appends_like_the_server(server: MemoryTransport) -> None:
    client = server.client()
    client.add("alex", content="user: hi", id="conversation:1")
    client.add("alex", content="user: hi\n\nuser: I keep bees", id="conversation:1")
    client.add("alex", content="user: I keep bees", id="conversation:1")  # a retried tail
    client.add("alex", content="user: do you keep bees?", id="conversation:1")
    document = client.documents.get("alex", "conversation:1")
    assert document.content == "user: hi\n\nuser: I keep bees\n\nuser: do you keep bees?"
    # One memory per new line; a question states no fact.
    assert server.memories("alex") == ["user: hi", "user: I keep bees"]


def test_superrag_documents_are_searchable_chunks_without_memories(
    server: MemoryTransport,
) -> None:
    client = server.client()
    client.add("alex", content="The hive inspection is on Tuesday.", task_type="superrag")
    assert server.memories("alex") == []
    hits = client.search("alex", query="hive inspection").results
    assert [(hit.kind, hit.text) for hit in hits] == [
        ("chunk", "The hive inspection is on Tuesday.")
    ]


def test_documents_list_and_delete(server: MemoryTransport) -> None:
    client = server.client()
    client.add("alex", content="one", id="a/1")
    client.add("alex", content="two", id="a/2")
    listed = client.list("alex", "documents", include={"content": True})
    assert [(d.id, d.content) for d in listed.documents] == [("a/2", "two"), ("a/1", "one")]
    assert listed.pagination.total_items == 2
    result = client.documents.delete("alex", ids=["a/1", "missing"])
    assert result.count == 1
    assert [error.id for error in result.errors] == ["missing"]
    with pytest.raises(NotFoundError):
        client.documents.get("alex", "a/1")
    assert server.memories("alex") == ["two"]


def test_forgetting_hides_a_memory(server: MemoryTransport) -> None:
    client = server.client()
    client.add("alex", content="Alex keeps bees.")
    memory_id = client.search("alex", query="bees").results[0].id
    assert client.memories.forget("alex", ids=[memory_id]).count == 1
    assert client.search("alex", query="bees").results == []
    assert client.profile("alex").profile.static == []


def test_down_fails_every_request_and_requests_are_recorded(server: MemoryTransport) -> None:
    client = server.client(max_retries=0)
    server.down = True
    with pytest.raises(APIConnectionError):
        client.search("alex", query="bees")
    server.down = False
    client.search("alex", query="bees")
    assert [request.url.path for request in server.requests] == ["/ns/alex/search"] * 2


def test_an_unserved_route_is_refused_clearly(server: MemoryTransport) -> None:
    client = server.client(max_retries=0)
    with pytest.raises(InternalServerError, match="does not serve GET /ns/alex/graph"):
        client.graph("alex")


async def test_the_async_client_shares_the_same_store(server: MemoryTransport) -> None:
    server.client().add("alex", content="Alex keeps bees.")
    aclient = server.async_client()
    try:
        hits = (await aclient.search("alex", query="bees")).results
    finally:
        await aclient.aclose()
    assert [hit.memory for hit in hits] == ["Alex keeps bees."]


# -- memhub.pytest_plugin (registered by the top-level conftest) --------------------


def test_the_client_fixtures_talk_to_the_server_fixture(
    server: MemoryTransport, client: Memhub
) -> None:
    client.add("alex", content="Alex keeps bees.")
    assert server.memories("alex") == ["Alex keeps bees."]


async def test_the_async_client_fixture_talks_to_the_same_server(
    server: MemoryTransport, client: Memhub, aclient: AsyncMemhub
) -> None:
    client.add("alex", content="Alex keeps bees.")
    assert [hit.memory for hit in (await aclient.search("alex", query="bees")).results] == [
        "Alex keeps bees."
    ]


async def test_the_offline_clients_are_refused_at_once(
    offline_client: Memhub, offline_aclient: AsyncMemhub
) -> None:
    with pytest.raises(APIConnectionError):
        offline_client.search("alex", query="bees")
    with pytest.raises(APIConnectionError):
        await offline_aclient.search("alex", query="bees")


# -- what a file store needs: update, sorted and filtered listing, store-only documents --


def test_an_update_replaces_content_metadata_and_the_memories_formed(
    server: MemoryTransport,
) -> None:
    client = server.client()
    client.add("alex", content="Alex keeps bees.", id="note", metadata={"kind": "a", "v": 1})
    client.documents.update("alex", "note", content="Alex keeps goats.", metadata={"v": 2})
    document = client.documents.get("alex", "note")
    assert (document.content, document.metadata) == ("Alex keeps goats.", {"v": 2})
    assert server.memories("alex") == ["Alex keeps goats."]
    client.documents.update("alex", "note", metadata={"v": 3})  # content kept
    assert client.documents.get("alex", "note").content == "Alex keeps goats."
    with pytest.raises(NotFoundError):
        client.documents.update("alex", "missing", content="x")


def test_listing_sorts_and_filters_documents_by_metadata(server: MemoryTransport) -> None:
    client = server.client()
    for name, kind in (("one", "file"), ("two", "chat"), ("three", "file")):
        client.add("alex", content=f"Document {name}.", id=name, metadata={"kind": kind})
    client.documents.update("alex", "one", metadata={"kind": "file", "touched": True})

    def ids(**params: Any) -> list[str]:
        return [d.id for d in client.list("alex", "documents", **params).documents]

    assert ids() == ["three", "two", "one"]  # newest first by default
    assert ids(sort="createdAt", order="asc") == ["one", "two", "three"]
    assert ids(sort="updatedAt")[0] == "one"
    files = {"field": "kind", "operator": "eq", "value": "file"}
    assert ids(filter=files, order="asc") == ["one", "three"]
    touched = {
        "operator": "and",
        "operands": [files, {"field": "touched", "operator": "eq", "value": True}],
    }
    assert ids(filter=touched) == ["one"]
    page = client.list("alex", "documents", filter=files, limit=1, page=2)
    assert [d.id for d in page.documents] == ["one"] and page.pagination.total_pages == 2


def test_a_store_only_document_forms_no_memory_and_is_never_searched(
    server: MemoryTransport,
) -> None:
    client = server.client()
    client.add("alex", content="Alex keeps bees.", id="kept", task_type="store")
    assert server.memories("alex") == []
    assert client.search("alex", query="bees", search_mode="chunks").results == []
    assert client.documents.get("alex", "kept").content == "Alex keeps bees."


def test_a_memory_is_read_by_id_with_its_source_document(server: MemoryTransport) -> None:
    client = server.client()
    client.add("alex", content="Alex keeps bees.", id="hives")
    [hit] = client.search("alex", query="bees").results
    memory = client.memories.get("alex", hit.id, include=["documents"])
    assert memory.memory == "Alex keeps bees."
    assert memory.included is not None and memory.included.document is not None
    assert memory.included.document.id == "hives"
    assert client.memories.get("alex", hit.id).included is None
    with pytest.raises(NotFoundError):
        client.memories.get("alex", "mem_missing")
    # The fixed route beside it still answers: forgetting by description.
    assert client.memories.forget_matching("alex", query="bees", dry_run=False).count == 1
