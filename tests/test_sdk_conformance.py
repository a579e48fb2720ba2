"""The official `supermemory` SDK (5.x), unchanged, against a memhub server.

Code written for the hosted service should work by pointing `base_url` at
memhub; these tests send exactly what the SDK sends and read what it parses.
"""

from __future__ import annotations

from collections.abc import Iterator

import httpx
import pytest
import supermemory

from .conftest import LiveServer

# Code written for the hosted service meets the same answers on either storage backend.
pytestmark = pytest.mark.both_backends


def _sdk(live_server: LiveServer, http: httpx.Client, key: str) -> supermemory.Supermemory:
    # The SDK's own transport stack, over a real socket; we only own the pool so we can close it.
    return supermemory.Supermemory(api_key=key, base_url=live_server.base_url, http_client=http)


@pytest.fixture
def http() -> Iterator[httpx.Client]:
    with httpx.Client(timeout=30) as client:
        yield client


@pytest.fixture
def sdk(live_server: LiveServer, http: httpx.Client) -> supermemory.Supermemory:
    return _sdk(live_server, http, live_server.api_key)


def test_add_append_get(sdk: supermemory.Supermemory, live_server: LiveServer) -> None:
    ref = sdk.add(
        "user_alex",
        content="User: I adopted a beagle called Pixel.",
        id="conversation-1",
        metadata={"source": "chat", "turn": 1, "pinned": False, "tags": ["pets"]},
        date="2026-03-01",
        task_type="memory",
        dreaming="instant",
    )
    assert ref.id == "conversation-1"
    assert ref.status == "queued"
    live_server.settle()
    appended = sdk.add(
        "user_alex",
        content="User: I adopted a beagle called Pixel.\n\nAssistant: Lovely name!",
        id="conversation-1",
    )
    assert appended.status == "queued"
    live_server.settle()
    doc = sdk.documents.get("user_alex", "conversation-1", include=["chunks", "memories"])
    assert doc.id == "conversation-1"
    assert doc.content is not None and doc.content.endswith("Lovely name!")
    assert doc.system.status == "done"
    assert doc.system.dreaming_status == "done"
    assert doc.metadata["tags"] == ["pets"]
    assert doc.chunks is not None and len(doc.chunks) == 2
    assert [c.position for c in doc.chunks] == [0, 1]
    unchanged = sdk.add("user_alex", content="Assistant: Lovely name!", id="conversation-1")
    assert unchanged.status == "done"


def test_batch_update_delete(sdk: supermemory.Supermemory, live_server: LiveServer) -> None:
    batch = sdk.documents.batch_add(
        "user_alex",
        documents=[
            {"content": "Alex works at Acme as an engineer.", "id": "job"},
            {"content": "Alex lives in Berlin.", "id": "home", "supportingContext": "profile"},
        ],
    )
    assert batch.count == 2 and batch.failed == 0
    assert {r.id for r in batch.results} == {"job", "home"}
    live_server.settle()
    updated = sdk.documents.update("user_alex", "home", content="Alex lives in Lisbon now.")
    assert updated.id == "home"
    live_server.settle()
    assert sdk.documents.get("user_alex", "home").content == "Alex lives in Lisbon now."
    meta_only = sdk.documents.update("user_alex", "job", metadata={"verified": True})
    assert meta_only.status == "done"
    deleted = sdk.documents.delete("user_alex", ids=["job", "ghost"])
    assert deleted.count == 1
    assert [e.id for e in deleted.errors] == ["ghost"]
    with pytest.raises(supermemory.NotFoundError):
        sdk.documents.get("user_alex", "job")


def test_upload_file(sdk: supermemory.Supermemory, live_server: LiveServer) -> None:
    ref = sdk.documents.upload_file(
        "user_alex",
        file=("notes.md", b"# Notes\n\nAlex's passport expires in May.", "text/markdown"),
        metadata='{"kind": "notes"}',
    )
    live_server.settle()
    doc = sdk.documents.get("user_alex", ref.id)
    assert doc.title == "Notes"
    assert doc.metadata == {"kind": "notes"}


def test_list_and_search(sdk: supermemory.Supermemory, live_server: LiveServer) -> None:
    for i, text in enumerate(
        [
            "Alex's sister Maria is a pilot.",
            "Alex prefers oat milk in coffee.",
            "The team offsite is in Porto next week.",
        ]
    ):
        sdk.add("user_alex", content=text, id=f"fact-{i}", metadata={"rank": i})
    live_server.settle()
    listing = sdk.list("user_alex", "documents", page=1, limit=2, sort="createdAt", order="asc")
    assert [d.id for d in listing.documents] == ["fact-0", "fact-1"]
    assert listing.chunks == [] and listing.memories == []
    assert listing.pagination.total_items == 3
    chunks = sdk.list(
        "user_alex", "chunks", filter={"field": "rank", "operator": "gte", "value": 1}
    )
    assert len(chunks.chunks) == 2
    assert {c.document_id for c in chunks.chunks} == {"fact-1", "fact-2"}
    hits = sdk.search(
        "user_alex",
        query="What does Alex put in coffee?",
        search_mode="hybrid",
        limit=3,
        threshold=0.2,
        include={"documents": True},
    )
    assert hits.results
    top = hits.results[0]
    # Hybrid ranks the learned memory and its source chunk together; both name oat milk.
    assert "oat milk" in (top.memory or top.chunk or "")
    assert {"memory", "chunk"} == {"memory" if r.memory else "chunk" for r in hits.results}
    chunk = next(r for r in hits.results if r.chunk)
    assert "oat milk" in chunk.chunk and chunk.memory is None
    assert 0 < top.similarity <= 1
    assert top.included is not None and top.included.document is not None
    assert top.included.document.id == "fact-1"
    assert hits.search_time >= 0
    filtered = sdk.search(
        "user_alex",
        query="coffee",
        threshold=0,
        filter={
            "operator": "and",
            "operands": [{"field": "rank", "operator": "eq", "value": 2}],
        },
    )
    assert {r.metadata["rank"] for r in filtered.results} == {2}


def test_namespaces(sdk: supermemory.Supermemory, live_server: LiveServer) -> None:
    sdk.add("team_a", content="a note")
    sdk.add("team_b", content="b note")
    listing = sdk.namespaces.list(limit=10)
    assert {n.namespace for n in listing.namespaces} == {"team_a", "team_b"}
    details = sdk.namespaces.update("team_a", supporting_context="Support team notes")
    assert details.supporting_context == "Support team notes"
    assert sdk.namespaces.get("team_a").supporting_context == "Support team notes"
    moved = sdk.namespaces.delete("team_a", move_to="team_b")
    # Moved before the answer: the SDK parses the `deleted` variant, nothing deleted.
    assert isinstance(moved, supermemory.NamespaceDeleted_Deleted)
    assert (moved.namespace, moved.deleted_documents_count, moved.deleted_memories_count) == (
        "team_a",
        0,
        0,
    )
    assert sdk.namespaces.get("team_b").namespace == "team_b"
    deleted = sdk.namespaces.delete("team_b")
    assert deleted.status == "deleted"
    assert deleted.deleted_documents_count == 2


def test_sdk_errors_map(
    sdk: supermemory.Supermemory, live_server: LiveServer, http: httpx.Client
) -> None:
    with pytest.raises(supermemory.NotFoundError):
        sdk.namespaces.get("never_written")
    with pytest.raises(supermemory.BadRequestError):
        sdk.search("user_alex", query="x", extra_body={"q": "legacy"})
    anonymous = _sdk(live_server, http, "mh_not_a_key")
    with pytest.raises(supermemory.AuthenticationError):
        anonymous.search("user_alex", query="x")


def test_profile_memories_and_forgetting(
    sdk: supermemory.Supermemory, live_server: LiveServer
) -> None:
    sdk.add("user_sam", content="User: I live in Berlin.", id="c1", date="2026-01-10")
    live_server.settle()
    sdk.add("user_sam", content="User: I moved to Lisbon last month.", id="c2", date="2026-04-10")
    sdk.add("user_sam", content="User: I love green tea.", id="c3", date="2026-04-11")
    live_server.settle()
    profile = sdk.profile("user_sam")
    static = [fact.memory for fact in profile.profile.static]
    assert "The user moved to Lisbon in March 2026." in static
    assert "The user loves green tea." in static
    assert all("Berlin" not in s for s in static)
    assert "preferences" in profile.profile.buckets
    listed = sdk.list("user_sam", "memories", include={"forgotten": True})
    # Besides both versions, a history memory of the move (an inference) was formed.
    stated = [m for m in listed.memories if not m.is_inference]
    berlin = next(m for m in stated if "Berlin" in m.memory)
    lisbon = next(m for m in stated if "Lisbon" in m.memory)
    [moved] = [m for m in listed.memories if m.is_inference]
    assert moved.memory.startswith("The user lived in Berlin, until this changed by 10 April")
    assert berlin.is_latest is False and lisbon.version == 2
    details = sdk.memories.get("user_sam", lisbon.id, include=["related", "documents"])
    assert details.included is not None
    assert [p.id for p in details.included.related.parents] == [berlin.id]
    hits = sdk.search("user_sam", query="Where does the user live?", search_mode="memories")
    assert hits.results[0].memory.endswith("The user moved to Lisbon in March 2026.")
    preview = sdk.memories.forget_matching(
        "user_sam", query="The user loves green tea", dry_run=True
    )
    assert [m.memory for m in preview.matches] == ["The user loves green tea."]
    tea = preview.matches[0].id
    forgotten = sdk.memories.forget("user_sam", ids=[tea, "mem_missing"])
    assert forgotten.count == 1 and [e.id for e in forgotten.errors] == ["mem_missing"]
    assert "The user loves green tea." not in [
        f.memory for f in sdk.profile("user_sam").profile.static
    ]
    buckets = sdk.profiles.set_buckets("user_sam", buckets={"home": "Where the user lives"})
    assert set(buckets.buckets) == {"preferences", "home"}
    counts = sdk.content_management.post_ns_by_namespace_list_documents_memory_counts(
        "user_sam", ids=["c2", "nope"]
    )
    assert [(c.id, c.memory_count) for c in counts.counts] == [("c2", 2)]  # fact, history
