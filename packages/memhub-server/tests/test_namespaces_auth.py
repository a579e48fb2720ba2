"""Namespaces, the organization, keys and isolation between namespaces."""

from __future__ import annotations

import httpx
import pytest

from memhub import (
    AuthenticationError,
    InvalidRequestError,
    Memhub,
    NotFoundError,
    PermissionDeniedError,
)
from memhub_server.api import create_app
from memhub_server.embedded import SyncASGITransport
from memhub_server.engine import Engine
from memhub_server.services.auth import create_key, ensure_admin_key

pytestmark = pytest.mark.both_backends

BASE = "http://memhub.test"


def _client(engine: Engine, key: str | None) -> Memhub:
    return Memhub(base_url=BASE, api_key=key, transport=SyncASGITransport(create_app(engine)))


def test_namespaces_list_get_patch(client: Memhub, engine: Engine) -> None:
    client.add("team_a", content="a")
    client.add("team_b", content="b")
    client.add("team_b", content="c")
    listing = client.namespaces.list(limit=10)
    counts = {n.namespace: n.document_count for n in listing.namespaces}
    assert counts == {"team_a": 1, "team_b": 2}
    assert listing.pagination.total_items == 2
    assert [n.namespace for n in client.namespaces.list(q="_A").namespaces] == ["team_a"]
    assert client.namespaces.get("team_a").supporting_context is None
    updated = client.namespaces.update("team_a", supporting_context="A support team")
    assert updated.supporting_context == "A support team"
    assert client.namespaces.update("team_a", supporting_context=None).supporting_context is None
    with pytest.raises(NotFoundError, match="Namespace not found"):
        client.namespaces.get("never_written")


def test_namespace_patch_needs_its_field(http: httpx.Client, client: Memhub) -> None:
    client.add("team_a", content="a")
    assert http.patch("/ns/team_a", json={}).status_code == 400
    assert http.patch("/ns/team_a", json={"name": "x"}).status_code == 400


def test_namespace_delete_and_move(client: Memhub, engine: Engine, http: httpx.Client) -> None:
    client.add("old", content="Alex likes jazz.", id="d1")
    client.add("old", content="Alex plays piano.", id="d2")
    client.add("new", content="Alex likes coffee.", id="d1")
    engine.worker.drain()
    moved = http.delete("/ns/old", params={"moveTo": "new"})
    # The move is done when the answer comes: no "queued", no operation id to trace.
    assert (moved.status_code, moved.json()) == (
        200,
        {
            "status": "deleted",
            "namespace": "old",
            "deletedDocumentsCount": 0,
            "deletedMemoriesCount": 0,
            "moveTo": "new",
        },
    )
    with pytest.raises(NotFoundError):
        client.namespaces.get("old")
    listed = client.list("new", "documents", limit=10)
    assert listed.pagination.total_items == 3  # a clashing caller id is kept, not dropped
    hits = client.search("new", query="What instrument does Alex play?", threshold=0)
    assert "piano" in hits.results[0].text  # the moved memory, or its source chunk
    deleted = client.namespaces.delete("new")
    assert (deleted.status, deleted.deleted_documents_count) == ("deleted", 3)
    assert client.search("new", query="piano").results == []
    with pytest.raises(NotFoundError):
        client.namespaces.delete("new")


def test_move_to_self_is_400(http: httpx.Client, client: Memhub) -> None:
    client.add("a", content="x")
    assert http.delete("/ns/a", params={"moveTo": "a"}).status_code == 400
    assert http.delete("/ns/a", params={"moveTo": "bad ns"}).status_code == 400


def test_organization(client: Memhub) -> None:
    client.add("a", content="x")
    org = client.organization.get()
    assert (org.organizational_context, org.namespace_count) == (None, 1)
    org = client.organization.update(organizational_context="We run a bike shop.")
    assert org.organizational_context == "We run a bike shop."
    assert client.organization.update(organizational_context=None).organizational_context is None


def test_missing_and_wrong_keys_are_401(engine: Engine, http: httpx.Client) -> None:
    with pytest.raises(AuthenticationError, match="Missing API key"):
        _client(engine, None).search("a", query="x")
    with pytest.raises(AuthenticationError, match="Invalid API key"):
        _client(engine, "mh_wrong").search("a", query="x")
    raw = http.post("/ns/a/search", json={"query": "x"}, headers={"authorization": "Basic abc"})
    assert raw.status_code == 401
    assert http.get("/health", headers={"authorization": ""}).status_code == 200


def test_scoped_keys_cannot_cross_namespaces(client: Memhub, engine: Engine) -> None:
    client.add("alice", content="Alice's secret diary entry about her garden.", id="diary")
    engine.worker.drain()
    key, _ = create_key(engine.store, name="bob", namespaces=["bob"])
    bob = _client(engine, key)
    bob.add("bob", content="Bob's own note.")
    for call in (
        lambda: bob.search("alice", query="garden"),
        lambda: bob.documents.get("alice", "diary"),
        lambda: bob.list("alice", "documents"),
        lambda: bob.documents.delete("alice", ids=["diary"]),
        lambda: bob.add("alice", content="injected"),
        lambda: bob.namespaces.get("alice"),
        lambda: bob.namespaces.delete("alice"),
        lambda: bob.namespaces.delete("bob", move_to="alice"),
        lambda: bob.organization.update(organizational_context="x"),
    ):
        with pytest.raises(PermissionDeniedError):
            call()
    assert [n.namespace for n in bob.namespaces.list().namespaces] == ["bob"]
    # Alice's data is untouched.
    assert client.documents.get("alice", "diary").content is not None
    # Bob searching his own namespace never sees Alice.
    assert all(
        "Alice" not in (r.chunk or "") for r in bob.search("bob", query="garden diary").results
    )


def test_read_only_keys(client: Memhub, engine: Engine) -> None:
    client.add("alice", content="hello", id="d")
    key, _ = create_key(engine.store, name="viewer", namespaces=["alice"], read_only=True)
    viewer = _client(engine, key)
    assert viewer.documents.get("alice", "d").id == "d"
    with pytest.raises(PermissionDeniedError, match="read-only"):
        viewer.add("alice", content="x")
    with pytest.raises(PermissionDeniedError):
        viewer.documents.update("alice", "d", content="changed")


def test_keys_are_stored_hashed(engine: Engine) -> None:
    key, _ = create_key(engine.store, name="k")
    if engine.settings.database_url:
        import psycopg

        with psycopg.connect(engine.settings.database_url) as conn:
            rows = conn.execute("SELECT t::text FROM api_keys t").fetchall()
        raw = "".join(row[0] for row in rows).encode()
        assert rows
    else:
        raw = (engine.settings.data_dir / "memhub.sqlite3").read_bytes()
    assert key.encode() not in raw


def test_admin_key_is_created_once(engine: Engine) -> None:
    first = ensure_admin_key(engine.store, None)
    assert first is not None and first.startswith("mh_")
    assert ensure_admin_key(engine.store, None) is None
    admin = _client(engine, first)
    assert admin.organization.get().namespace_count == 0


def test_configured_admin_key(engine: Engine) -> None:
    assert ensure_admin_key(engine.store, "mh_configured_secret") is None
    assert _client(engine, "mh_configured_secret").organization.get().namespace_count == 0


def test_unserved_platform_routes_say_so(http: httpx.Client) -> None:
    for method, path in (
        ("GET", "/connectors"),
        ("POST", "/ns/a/connectors"),
        ("POST", "/feedback"),
    ):
        response = http.request(method, path, json={})
        assert response.status_code == 404
        assert "not available on memhub" in response.json()["error"]
    unknown = http.get("/v2/documents")
    assert unknown.status_code == 404 and "No such route" in unknown.json()["error"]


def test_bad_paging_is_400(client: Memhub, http: httpx.Client) -> None:
    assert http.get("/ns", params={"limit": 0}).status_code == 400
    assert http.post("/ns/a/list/documents", params={"page": 0}, json={}).status_code == 400
    assert http.post("/ns/a/list/widgets", json={}).status_code == 400
    with pytest.raises(InvalidRequestError):
        client.list("a", "documents", sort="title")  # type: ignore[arg-type]
