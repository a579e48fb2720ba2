"""The v3/v4 routes over HTTP: tag mapping, multi-tag documents, scoped and read-only
keys, strict 400s, and the OpenAPI document."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from memhub import namespace_for
from memhub_server.api import create_app
from memhub_server.api.legacy.filters import translate_filters
from memhub_server.config import Settings
from memhub_server.embedded import SyncASGITransport
from memhub_server.engine import Engine
from memhub_server.pipeline.embedding import LocalMiniLMEmbedder
from memhub_server.services.auth import create_key
from memhub_server.services.errors import InvalidInput

pytestmark = pytest.mark.both_backends

BASE = "http://memhub.test"

Connect = Callable[..., httpx.Client]


@pytest.fixture
def legacy_engine(
    tmp_path: Path, embedder: LocalMiniLMEmbedder, database_settings: dict[str, Any]
) -> Iterator[Engine]:
    settings = Settings(
        data_dir=tmp_path / "data", start_worker=False, dream_window=0, **database_settings
    )
    engine = Engine(settings, embedder=embedder)
    engine.start()
    yield engine
    engine.close()


@pytest.fixture
def connect(legacy_engine: Engine) -> Iterator[Connect]:
    """HTTP clients for keys minted on the spot: `connect(namespaces=[...], read_only=True)`."""
    app = create_app(legacy_engine)
    opened: list[httpx.Client] = []

    def make(**scope: object) -> httpx.Client:
        admin = not scope
        key, _ = create_key(legacy_engine.store, name="test", admin=admin, **scope)  # type: ignore[arg-type]
        client = httpx.Client(
            transport=SyncASGITransport(app),
            base_url=BASE,
            headers={"authorization": f"Bearer {key}"},
        )
        opened.append(client)
        return client

    yield make
    for client in opened:
        client.close()


def _settle(engine: Engine) -> None:
    assert engine.worker.drain(60)


def test_a_valid_tag_is_the_namespace_and_any_other_is_mapped(
    connect: Connect, legacy_engine: Engine
) -> None:
    admin = connect()
    assert admin.post("/v3/documents", json={"content": "a", "containerTag": "user_1"}).is_success
    odd = "team:ocean lab/β"
    reply = admin.post("/v3/documents", json={"content": "b", "containerTag": odd})
    assert reply.status_code == 200
    names = {n["namespace"] for n in admin.get("/ns").json()["namespaces"]}
    assert names == {"user_1", namespace_for(odd)}
    # The v5 route reads what the v3 route wrote, in the mapped namespace.
    doc = admin.get(f"/ns/{namespace_for(odd)}/document/{reply.json()['id']}").json()
    assert doc["content"] == "b"
    # Blank tags are refused, not pooled into one namespace.
    blank = admin.post("/v3/documents", json={"content": "c", "containerTag": "  "})
    assert blank.status_code == 400


def test_a_document_with_several_tags_is_seen_under_each(
    connect: Connect, legacy_engine: Engine
) -> None:
    admin = connect()
    body = {"content": "Marta repairs violins in Cremona.", "containerTags": ["marta", "shop"]}
    doc_id = admin.post("/v3/documents", json=body).json()["id"]
    _settle(legacy_engine)
    for tag in ("marta", "shop"):
        hits = admin.post(
            "/v4/search",
            json={
                "q": "violin repair",
                "containerTag": tag,
                "searchMode": "hybrid",
                "threshold": 0,
            },
        ).json()["results"]
        assert any("violins" in (h.get("memory") or h.get("chunk") or "") for h in hits), tag
    got = admin.get(f"/v3/documents/{doc_id}").json()
    assert sorted(got["containerTags"]) == ["marta", "shop"]
    listing = admin.post("/v3/documents/list", json={"containerTags": ["marta", "shop"]}).json()
    assert [d["id"] for d in listing["memories"]] == [doc_id]
    assert sorted(listing["memories"][0]["containerTags"]) == ["marta", "shop"]
    assert admin.delete(f"/v3/documents/{doc_id}").status_code == 204
    for tag in ("marta", "shop"):
        assert admin.post(f"/ns/{tag}/list/documents").json()["documents"] == []


def test_scoped_key_sees_and_writes_only_its_tags(connect: Connect, legacy_engine: Engine) -> None:
    admin = connect()
    bob_doc = admin.post(
        "/v3/documents",
        json={"content": "Bob's secret plan.", "containerTag": "bob", "customId": "plan"},
    ).json()["id"]
    alice = connect(namespaces=["alice"])
    # Without a tag, a key scoped to one namespace writes there.
    untagged = alice.post("/v3/documents", json={"content": "Alice likes tea.", "customId": "tea"})
    assert untagged.status_code == 200
    assert admin.get("/v3/documents/tea").json()["containerTags"] == ["alice"]
    _settle(legacy_engine)
    denied = alice.post("/v3/documents", json={"content": "x", "containerTag": "bob"})
    assert denied.status_code == 403
    assert (
        alice.post(
            "/v3/documents", json={"content": "x", "containerTags": ["alice", "bob"]}
        ).status_code
        == 403
    )
    assert alice.post("/v4/search", json={"q": "plan", "containerTag": "bob"}).status_code == 403
    assert alice.post("/v4/profile", json={"containerTag": "bob"}).status_code == 403
    assert alice.post("/v3/search", json={"q": "plan", "containerTags": ["bob"]}).status_code == 403
    # Another tenant's document does not exist for this key: not readable, not deletable.
    assert alice.get(f"/v3/documents/{bob_doc}").status_code == 404
    assert alice.delete(f"/v3/documents/{bob_doc}").status_code == 404
    bulk = alice.request("DELETE", "/v3/documents/bulk", json={"ids": [bob_doc]}).json()
    assert bulk["deletedCount"] == 0 and bulk["errors"][0]["id"] == bob_doc
    listed = alice.post("/v3/documents/list", json={}).json()["memories"]
    assert [d["id"] for d in listed] == ["tea"]
    assert admin.get(f"/v3/documents/{bob_doc}").status_code == 200
    assert alice.patch("/v3/settings", json={"filterPrompt": "x"}).status_code == 403


def test_read_only_key_reads_but_never_writes(connect: Connect, legacy_engine: Engine) -> None:
    admin = connect()
    admin.post(
        "/v3/documents",
        json={"content": "Ravi runs marathons.", "containerTag": "ravi", "customId": "r1"},
    )
    _settle(legacy_engine)
    reader = connect(namespaces=["ravi"], read_only=True)
    assert reader.get("/v3/documents/r1").status_code == 200
    assert reader.post("/v4/profile", json={"containerTag": "ravi"}).status_code == 200
    assert (
        reader.post("/v3/search", json={"q": "running", "containerTag": "ravi"}).status_code == 200
    )
    for method, path, body in [
        ("POST", "/v3/documents", {"content": "x", "containerTag": "ravi"}),
        ("POST", "/v3/documents/batch", {"documents": ["x"], "containerTag": "ravi"}),
        ("PATCH", "/v3/documents/r1", {"metadata": {"a": 1}}),
        ("DELETE", "/v3/documents/r1", None),
        ("DELETE", "/v3/documents/bulk", {"containerTags": ["ravi"]}),
        ("DELETE", "/v4/memories", {"containerTag": "ravi", "content": "Ravi runs marathons."}),
        (
            "POST",
            "/v4/conversations",
            {
                "conversationId": "c",
                "containerTag": "ravi",
                "messages": [{"role": "user", "content": "hi"}],
            },
        ),
    ]:
        reply = reader.request(method, path, json=body)
        assert reply.status_code == 403, (method, path, reply.text)
    assert admin.get("/v3/documents/r1").json()["content"] == "Ravi runs marathons."


def test_strict_input_and_request_ids(connect: Connect) -> None:
    admin = connect()
    for path, body in [
        ("/v3/documents", {"content": "x", "containerTag": "a", "colour": "red"}),
        ("/v3/documents", {"content": "x", "customId": None}),
        ("/v3/documents", {"content": "x", "containerTags": [f"t{i}" for i in range(21)]}),
        ("/v4/search", {"q": ""}),
        ("/v4/search", {"q": "x", "searchMode": "chunks"}),
        ("/v4/search", {"q": "x", "filters": {"AND": [{"key": "k"}]}}),
        ("/v3/search", {"q": "x", "filepath": "/a"}),
        ("/v3/documents/list", {"page": "0"}),
        ("/v4/profile", {"q": "x"}),
    ]:
        reply = admin.post(path, json=body)
        assert reply.status_code == 400, (path, body, reply.text)
        assert reply.json()["error"].startswith("Invalid request")
        assert reply.headers["x-request-id"]
    assert admin.get("/v3/documents/processing?colour=red").status_code == 400
    missing = admin.get("/v3/documents/nope", headers={"x-request-id": "trace-1"})
    assert missing.status_code == 404 and missing.headers["x-request-id"] == "trace-1"
    assert admin.request("DELETE", "/v3/documents/bulk", json={}).status_code == 400
    unauthenticated = httpx.Client(transport=admin._transport, base_url=BASE)
    assert unauthenticated.post("/v3/documents", json={"content": "x"}).status_code == 401


def test_url_content_is_never_stored_as_the_content(connect: Connect) -> None:
    """Regression: a URL used to be a 422 (the only one in the API). It is now fetched;
    one that cannot be (here: a non-public address, refused by default) is a 400 for a
    single add and a failed item in a batch, and the URL string is never stored."""
    admin = connect()
    single = admin.post(
        "/v3/documents", json={"content": " http://127.0.0.1:9/a ", "containerTag": "u"}
    )
    assert single.status_code == 400 and "was not fetched" in single.json()["error"]
    batch = admin.post(
        "/v3/documents/batch",
        json={"documents": ["http://10.0.0.1/b", "Plain text stays."], "containerTag": "u"},
    ).json()
    assert batch["success"] == 1 and batch["failed"] == 1
    assert [r["status"] for r in batch["results"]] == ["queued", "error"]
    contents = [
        d["content"]
        for d in admin.post("/ns/u/list/documents", json={"include": {"content": True}}).json()[
            "documents"
        ]
    ]
    assert contents == ["Plain text stays."]
    # A URL inside text is ordinary content.
    assert admin.post(
        "/v3/documents", json={"content": "See https://example.com for more.", "containerTag": "u"}
    ).is_success


def test_conversation_resend_appends_only_new_messages(connect: Connect) -> None:
    admin = connect()
    turn = [{"role": "user", "content": "I moved to Oslo."}]
    first = admin.post(
        "/v4/conversations", json={"conversationId": "c1", "containerTag": "k", "messages": turn}
    ).json()
    assert first["conversationId"] == "c1" and first["id"] == "conversation:c1"
    turn += [{"role": "assistant", "content": [{"type": "text", "text": "Nice!"}]}]
    admin.post(
        "/v4/conversations", json={"conversationId": "c1", "containerTag": "k", "messages": turn}
    )
    content = admin.get("/v3/documents/conversation:c1").json()["content"]
    assert content == "User: I moved to Oslo.\n\nAssistant: Nice!"


def test_legacy_filters_translate_to_v5() -> None:
    both = translate_filters({"AND": [{"key": "turn", "value": "5"}]})
    assert both is not None
    dumped = both.model_dump(by_alias=True, exclude_none=True)
    assert dumped["operands"][0] == {
        "operator": "or",
        "operands": [
            {"field": "turn", "operator": "eq", "value": "5"},
            {"field": "turn", "operator": "eq", "value": 5},
        ],
    }
    negated = translate_filters(
        '{"OR": [{"key": "n", "value": "3", "filterType": "numeric", '
        '"numericOperator": ">", "negate": "true"}]}'
    )
    assert negated is not None
    assert negated.model_dump(exclude_none=True)["operands"][0] == {
        "field": "n",
        "operator": "lte",
        "value": 3,
    }
    contains = translate_filters(
        {"OR": [{"key": "t", "value": "Ab", "filterType": "string_contains", "ignoreCase": True}]}
    )
    assert contains is not None
    assert (
        contains.model_dump(by_alias=True, exclude_none=True)["operands"][0]["caseSensitive"]
        is False
    )
    for bad in (
        {"AND": []},
        {"XOR": [{}]},
        {"AND": [{"key": "n", "value": "x", "filterType": "numeric"}]},
    ):
        with pytest.raises(InvalidInput):
            translate_filters(bad)


def test_legacy_filters_select_documents(connect: Connect) -> None:
    admin = connect()
    for turn in (1, 2, 3):
        admin.post(
            "/v3/documents",
            json={
                "content": f"t{turn}",
                "containerTag": "f",
                "customId": f"d{turn}",
                "metadata": {"turn": turn},
            },
        )
    body = {
        "containerTags": ["f"],
        "filters": {
            "AND": [{"key": "turn", "value": "2", "filterType": "numeric", "numericOperator": ">="}]
        },
        "sort": "createdAt",
        "order": "asc",
    }
    listing = admin.post("/v3/documents/list", json=body).json()
    assert [d["customId"] for d in listing["memories"]] == ["d2", "d3"]
    assert listing["pagination"] == {
        "currentPage": 1,
        "limit": 10,
        "totalItems": 2,
        "totalPages": 1,
    }


def test_openapi_documents_the_legacy_routes(connect: Connect) -> None:
    schema = connect().get("/openapi.json").json()
    legacy = {p: ops for p, ops in schema["paths"].items() if p.startswith(("/v3/", "/v4/"))}
    assert {
        "/v3/documents",
        "/v3/documents/list",
        "/v4/search",
        "/v4/profile",
        "/v3/settings",
    } <= set(legacy)
    for operations in legacy.values():
        for operation in operations.values():
            assert operation["tags"] == ["legacy"]
            assert "422" not in operation["responses"]
            assert "x-request-id" in operation["responses"]["400"]["headers"]
    assert "204" in legacy["/v3/documents/{doc_id}"]["delete"]["responses"]


def test_file_upload_with_tags_and_custom_id(connect: Connect) -> None:
    admin = connect()
    form = {"containerTags": '["files", "team x"]', "customId": "notes-1", "metadata": '{"k": 1}'}
    files = {"file": ("notes.txt", b"Quarterly goals: ship the v3 layer.", "text/plain")}
    reply = admin.post("/v3/documents/file", data=form, files=files)
    assert reply.status_code == 200 and reply.json()["id"] == "notes-1"
    got = admin.get("/v3/documents/notes-1").json()
    assert got["content"] == "Quarterly goals: ship the v3 layer."
    assert sorted(got["containerTags"]) == sorted(["files", namespace_for("team x")])
    assert got["metadata"] == {"k": 1}
    # The same customId again replaces the content with the new file's.
    files = {"file": ("notes.txt", b"Quarterly goals: done.", "text/plain")}
    admin.post(
        "/v3/documents/file", data={"containerTag": "files", "customId": "notes-1"}, files=files
    )
    assert admin.get("/ns/files/document/notes-1").json()["content"] == "Quarterly goals: done."
    bad = admin.post("/v3/documents/file", data={"colour": "red"}, files=files)
    assert bad.status_code == 400


def test_settings_patch_sets_clears_or_keeps(connect: Connect) -> None:
    admin = connect()
    set_prompt = admin.patch("/v3/settings", json={"filterPrompt": "Facts only."}).json()
    assert set_prompt["updated"] == {"filterPrompt": "Facts only."}
    assert admin.patch("/v3/settings", json={}).json()["updated"] == {}
    assert admin.get("/v3/settings").json()["filterPrompt"] == "Facts only."
    assert admin.get("/organization").json()["organizationalContext"] == "Facts only."
    cleared = admin.patch("/v3/settings", json={"filterPrompt": None}).json()
    assert cleared["updated"] == {"filterPrompt": None}
    assert admin.get("/v3/settings").json()["filterPrompt"] is None
    assert admin.patch("/v3/settings", json={"chunkSize": 512}).status_code == 400
    assert admin.patch("/v3/settings", json={"filterPrompt": ""}).status_code == 400


def test_connections_are_not_served_whatever_the_query(connect: Connect) -> None:
    admin = connect()
    for method, path in [
        ("POST", "/v3/connections/list"),
        ("GET", "/v3/connections/abc/resources?page=2&parent_id=x"),
        ("DELETE", "/v3/connections/notion?deleteDocuments=true"),
    ]:
        reply = admin.request(method, path)
        assert reply.status_code == 404
        assert "not available on memhub" in reply.json()["error"]


def test_batch_fields_default_each_document(connect: Connect) -> None:
    admin = connect()
    body = {
        "containerTag": "b",
        "metadata": {"src": "batch"},
        "documents": [
            {"content": "one", "customId": "one"},
            {"content": "two", "customId": "two", "metadata": {"src": "own"}, "containerTag": "c"},
        ],
    }
    reply = admin.post("/v3/documents/batch", json=body).json()
    assert reply["success"] == 2 and reply["failed"] == 0
    assert admin.get("/ns/b/document/one").json()["metadata"] == {"src": "batch"}
    assert admin.get("/ns/c/document/two").json()["metadata"] == {"src": "own"}


def _one_memory(
    admin: httpx.Client, engine: Engine, tag: str, text: str, about: str
) -> dict[str, object]:
    """The memory formed from `text` that mentions `about`."""
    assert admin.post("/v3/documents", json={"content": text, "containerTag": tag}).is_success
    _settle(engine)
    memories = admin.post(f"/ns/{tag}/list/memories", json={}).json()["memories"]
    memory: dict[str, object] = next(m for m in memories if about in m["memory"])
    return memory


def test_patch_memory_makes_a_new_version(connect: Connect, legacy_engine: Engine) -> None:
    admin = connect()
    old = _one_memory(admin, legacy_engine, "p1", "I live in Bergen.", "Bergen")
    sent = {
        "containerTag": "p1",
        "id": old["id"],
        "newContent": "The user now lives in Tromsø.",
        "forgetAfter": "2099-01-01",
        "forgetReason": "moving again next year",
        "temporalContext": {"documentDate": "2026-12-01"},
    }
    revised = admin.patch("/v4/memories", json=sent)
    assert revised.status_code == 200, revised.text
    new = revised.json()
    assert new["memory"] == "The user now lives in Tromsø." and new["version"] == 2
    assert new["parentMemoryId"] == old["id"] and new["rootMemoryId"] == old["id"]
    assert new["forgetAfter"].startswith("2099-01-01T00:00:00")
    assert new["forgetReason"] == "moving again next year"
    assert new["metadata"]["temporalContext"] == {"documentDate": "2026-12-01"}
    # The old version stays, no longer latest; recall finds the new text.
    assert admin.get(f"/ns/p1/memories/{old['id']}").json()["isLatest"] is False
    found = admin.post("/v4/search", json={"q": "where does the user live", "containerTag": "p1"})
    assert [r["memory"] for r in found.json()["results"]][:1] == ["The user now lives in Tromsø."]
    # By exact text, clearing the expiry (and its reason with it).
    third = admin.patch(
        "/v4/memories",
        json={
            "containerTag": "p1",
            "content": "The user now lives in Tromsø.",
            "newContent": "The user lives in Tromsø for good.",
            "forgetAfter": None,
        },
    ).json()
    assert third["version"] == 3 and third["forgetAfter"] is None and third["forgetReason"] is None
    # Only the latest version can be revised; unknown ids and bad requests say so.
    stale = admin.patch("/v4/memories", json={**sent, "newContent": "x"})
    assert stale.status_code == 409 and "latest" in stale.json()["error"]
    unknown = admin.patch("/v4/memories", json={**sent, "id": "mem_nope", "newContent": "x"})
    assert unknown.status_code == 404
    neither = admin.patch("/v4/memories", json={"containerTag": "p1", "newContent": "c"})
    assert neither.status_code == 400 and "'id' or 'content'" in neither.json()["error"]
    reader = connect(namespaces=["p1"], read_only=True)
    assert reader.patch("/v4/memories", json={**sent, "newContent": "y"}).status_code == 403


def test_forget_records_the_reason_given(connect: Connect, legacy_engine: Engine) -> None:
    """Regression: the reason sent with a v4 forget used to be dropped."""
    admin = connect()
    memory = _one_memory(admin, legacy_engine, "f1", "I work as a nurse.", "nurse")
    forgot = admin.request(
        "DELETE",
        "/v4/memories",
        json={"containerTag": "f1", "id": memory["id"], "reason": "changed jobs"},
    )
    assert forgot.json() == {"id": memory["id"], "forgotten": True}
    shown = admin.get(f"/ns/f1/memories/{memory['id']}").json()
    assert shown["isForgotten"] is True and shown["metadata"]["forgetReason"] == "changed jobs"
    again = admin.request("DELETE", "/v4/memories", json={"containerTag": "f1", "id": memory["id"]})
    assert again.status_code == 409


def test_scoped_keys_on_tags_memories_and_buckets(connect: Connect) -> None:
    admin = connect()
    for tag in ("alice", "bob"):
        assert admin.post("/v3/documents", json={"content": "x", "containerTag": tag}).is_success
    alice = connect(namespaces=["alice"])
    listed = alice.get("/v3/container-tags/list").json()
    assert [entry["containerTag"] for entry in listed] == ["alice"]
    assert alice.get("/v3/container-tags/bob").status_code == 403
    assert alice.delete("/v3/container-tags/bob").status_code == 403
    assert alice.post("/v4/profile/buckets", json={"containerTag": "bob"}).status_code == 403
    stated = {"containerTag": "bob", "memories": [{"content": "Bob likes tea."}]}
    assert alice.post("/v4/memories", json=stated).status_code == 403
    assert alice.post("/v4/memories/list", json={"containerTags": ["bob"]}).status_code == 403
    assert alice.get("/v3/documents/anything/chunks").status_code == 404
    reader = connect(namespaces=["alice"], read_only=True)
    assert reader.post("/v4/profile/buckets", json={"containerTag": "alice"}).is_success
    own = {"containerTag": "alice", "memories": [{"content": "Alice likes tea."}]}
    assert reader.post("/v4/memories", json=own).status_code == 403
    assert reader.patch("/v3/container-tags/alice", json={"profileBuckets": []}).status_code == 403
    assert admin.get("/v3/container-tags/bob").status_code == 200
