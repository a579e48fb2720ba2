"""Every client method sends exactly the request the wire contract describes."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import httpx
import pytest
import respx

from memhub import AsyncMemhub, Memhub
from memhub.types import FilterAnd, NumberCompareFilter, StringEqualsFilter

BASE = "http://memhub.test"


@dataclass
class Case:
    name: str
    call: Callable[[Any], Any]
    method: str
    path: str
    body: Any = None
    query: dict[str, str] = field(default_factory=dict)
    response: Any = field(default_factory=dict)
    check: Callable[[Any], bool] = lambda result: True


DOC_REF = {"id": "doc-1", "status": "queued"}
MEMORY = {
    "id": "m1",
    "memory": "Alex lives in Lisbon",
    "metadata": {},
    "isStatic": True,
    "isInference": False,
    "isLatest": True,
    "isForgotten": False,
    "version": 2,
    "system": {"createdAt": "2026-01-01T00:00:00Z", "updatedAt": "2026-01-02T00:00:00Z"},
}

CASES = [
    Case(
        "add",
        lambda c: c.add(
            "user_1",
            content="I moved to Lisbon",
            id="conv-1",
            metadata={"source": "chat", "n": 2, "ok": True, "tags": ["a"]},
            supporting_context="a chat",
            date="2026-03-01",
            task_type="memory",
            dreaming="instant",
        ),
        "POST",
        "/ns/user_1/document",
        body={
            "content": "I moved to Lisbon",
            "id": "conv-1",
            "metadata": {"source": "chat", "n": 2, "ok": True, "tags": ["a"]},
            "supportingContext": "a chat",
            "date": "2026-03-01",
            "taskType": "memory",
            "dreaming": "instant",
        },
        response=DOC_REF,
        check=lambda r: r.id == "doc-1" and r.status == "queued",
    ),
    Case(
        "add omits None",
        lambda c: c.add("u", content="hi", id=None, metadata=None),
        "POST",
        "/ns/u/document",
        body={"content": "hi"},
        response=DOC_REF,
    ),
    Case(
        "batch_add",
        lambda c: c.documents.batch_add(
            "u", documents=[{"content": "a", "id": "1"}, {"content": "b"}], dreaming="dynamic"
        ),
        "POST",
        "/ns/u/document/batch",
        body={"documents": [{"content": "a", "id": "1"}, {"content": "b"}], "dreaming": "dynamic"},
        response={"results": [{"id": "1", "status": "queued"}], "count": 2, "failed": 0},
        check=lambda r: r.count == 2 and r.results[0].id == "1",
    ),
    Case(
        "documents.get with include",
        lambda c: c.documents.get("u", "doc/1 x", include=["chunks", "memories"]),
        "GET",
        "/ns/u/document/doc%2F1%20x",
        query={"include": "chunks,memories"},
        response={
            "id": "doc/1 x",
            "content": "hello",
            "system": {"status": "done", "dreamingStatus": "done"},
            "chunks": [{"id": "c1", "position": 0, "content": "hello"}],
            "memories": [MEMORY],
        },
        check=lambda r: (
            r.system.status == "done"
            and r.chunks[0].content == "hello"
            and r.memories[0].version == 2
        ),
    ),
    Case(
        "documents.update",
        lambda c: c.documents.update("u", "doc-1", content="new", metadata={"k": "v"}),
        "PATCH",
        "/ns/u/document/doc-1",
        body={"content": "new", "metadata": {"k": "v"}},
        response=DOC_REF,
    ),
    Case(
        "documents.delete",
        lambda c: c.documents.delete("u", ids=["a", "b"]),
        "DELETE",
        "/ns/u/document",
        body={"ids": ["a", "b"]},
        response={"count": 1, "errors": [{"id": "b", "error": "Document not found"}]},
        check=lambda r: r.count == 1 and r.errors[0].id == "b",
    ),
    Case(
        "documents.memory_counts",
        lambda c: c.documents.memory_counts("u", ids=["a"]),
        "POST",
        "/ns/u/list/documents/memory-counts",
        body={"ids": ["a"]},
        response={"counts": [{"id": "a", "memoryCount": 3}]},
        check=lambda r: r.counts[0].memory_count == 3,
    ),
    Case(
        "search",
        lambda c: c.search(
            "u",
            query="where does alex live",
            search_mode="memories",
            limit=5,
            threshold=0.6,
            include={"documents": True},
            filter=FilterAnd(
                operator="and",
                operands=[
                    StringEqualsFilter(
                        field="source", operator="eq", value="slack", case_sensitive=False
                    ),
                    NumberCompareFilter(field="n", operator="gte", value=3),
                ],
            ),
            rerank="none",
            rewrite_query=False,
        ),
        "POST",
        "/ns/u/search",
        body={
            "query": "where does alex live",
            "searchMode": "memories",
            "limit": 5,
            "threshold": 0.6,
            "include": {"documents": True},
            "filter": {
                "operator": "and",
                "operands": [
                    {"field": "source", "operator": "eq", "value": "slack", "caseSensitive": False},
                    {"field": "n", "operator": "gte", "value": 3},
                ],
            },
            "rerank": "none",
            "rewriteQuery": False,
        },
        response={
            "results": [
                {"id": "m1", "memory": "Alex lives in Lisbon", "similarity": 0.8, "future": 1},
                {"id": "c1", "chunk": "raw text", "similarity": 0.5},
            ],
            "searchTime": 3.5,
        },
        check=lambda r: (
            [x.kind for x in r.results] == ["memory", "chunk"]
            and r.results[0].model_extra == {"future": 1}
            and r.results[1].text == "raw text"
            and r.search_time == 3.5
        ),
    ),
    Case(
        "profile",
        lambda c: c.profile("u", buckets=["preferences"]),
        "POST",
        "/ns/u/profile",
        body={"buckets": ["preferences"]},
        response={
            "profile": {
                "static": [{"id": "m1", "memory": "Alex is a nurse"}],
                "dynamic": [],
                "buckets": {"preferences": [{"id": "m2", "memory": "likes tea"}]},
            }
        },
        check=lambda r: (
            r.profile.static[0].memory == "Alex is a nurse"
            and r.profile.buckets["preferences"][0].id == "m2"
        ),
    ),
    Case(
        "profile with no arguments sends {}",
        lambda c: c.profile("u"),
        "POST",
        "/ns/u/profile",
        body={},
        response={"profile": {"static": [], "dynamic": [], "buckets": {}}},
    ),
    Case(
        "list memories",
        lambda c: c.list(
            "u",
            "memories",
            page=2,
            limit=50,
            sort="updatedAt",
            order="asc",
            include={"forgotten": True},
        ),
        "POST",
        "/ns/u/list/memories",
        body={"include": {"forgotten": True}},
        query={"page": "2", "limit": "50", "sort": "updatedAt", "order": "asc"},
        response={
            "documents": [],
            "chunks": [],
            "memories": [MEMORY],
            "pagination": {"currentPage": 2, "limit": 50, "totalItems": 51, "totalPages": 2},
        },
        check=lambda r: r.memories[0].id == "m1" and r.pagination.total_items == 51,
    ),
    Case(
        "memories.get",
        lambda c: c.memories.get("u", "m1", include=["related", "documents"], related_limit=5),
        "GET",
        "/ns/u/memories/m1",
        query={"include": "related,documents", "relatedLimit": "5"},
        response={
            **MEMORY,
            "included": {
                "related": {
                    "parents": [{"id": "m0", "relation": "updates", "memory": "Berlin"}],
                    "children": [],
                    "siblings": [],
                }
            },
        },
        check=lambda r: r.included.related.parents[0].relation == "updates",
    ),
    Case(
        "memories.forget",
        lambda c: c.memories.forget("u", ids=["m1"]),
        "DELETE",
        "/ns/u/memories",
        body={"ids": ["m1"]},
        response={"count": 1, "errors": [], "matches": [{"id": "m1", "memory": "x"}]},
        check=lambda r: r.count == 1 and r.matches[0].id == "m1",
    ),
    Case(
        "memories.forget_matching",
        lambda c: c.memories.forget_matching("u", query="my old job", dry_run=True),
        "DELETE",
        "/ns/u/memories/semantic",
        body={"query": "my old job", "dryRun": True},
        response={"count": 0, "errors": [], "matches": []},
    ),
    Case(
        "memories.inferred",
        lambda c: c.memories.inferred("u"),
        "GET",
        "/ns/u/memories/inferred",
        response={
            "memories": [{"id": "m9", "memory": "likes hiking", "parentCount": 2}],
            "total": 1,
        },
        check=lambda r: r.memories[0].parent_count == 2 and r.total == 1,
    ),
    Case(
        "memories.review",
        lambda c: c.memories.review("u", "m9", action="approve"),
        "POST",
        "/ns/u/memories/m9/review",
        body={"action": "approve"},
        response={
            "id": "m9",
            "isInference": False,
            "isForgotten": False,
            "reviewStatus": "approved",
        },
        check=lambda r: r.review_status == "approved",
    ),
    Case(
        "profiles.get_buckets",
        lambda c: c.profiles.get_buckets("u"),
        "GET",
        "/ns/u/profile/buckets",
        response={"buckets": {"preferences": "likes"}},
        check=lambda r: r.buckets == {"preferences": "likes"},
    ),
    Case(
        "profiles.set_buckets",
        lambda c: c.profiles.set_buckets("u", buckets={"work": "job facts"}),
        "PUT",
        "/ns/u/profile/buckets",
        body={"buckets": {"work": "job facts"}},
        response={"buckets": {"work": "job facts"}},
    ),
    Case(
        "profiles.delete_buckets",
        lambda c: c.profiles.delete_buckets("u", buckets=["work"]),
        "DELETE",
        "/ns/u/profile/buckets",
        body={"buckets": ["work"]},
        response={"buckets": {}},
    ),
    Case(
        "namespaces.list",
        lambda c: c.namespaces.list(page=1, limit=20, q="user"),
        "GET",
        "/ns",
        query={"page": "1", "limit": "20", "q": "user"},
        response={
            "namespaces": [{"id": "1", "namespace": "user_1", "documentCount": 2}],
            "pagination": {"currentPage": 1, "totalItems": 1, "totalPages": 1},
        },
        check=lambda r: r.namespaces[0].document_count == 2,
    ),
    Case(
        "namespaces.get",
        lambda c: c.namespaces.get("user_1"),
        "GET",
        "/ns/user_1",
        response={"namespace": "user_1", "supportingContext": None},
    ),
    Case(
        "namespaces.update clears with null",
        lambda c: c.namespaces.update("u", supporting_context=None),
        "PATCH",
        "/ns/u",
        body={"supportingContext": None},
        response={"namespace": "u", "supportingContext": None},
    ),
    Case(
        "namespaces.delete moves via query string",
        lambda c: c.namespaces.delete("u", move_to="archive"),
        "DELETE",
        "/ns/u",
        query={"moveTo": "archive"},
        response={"status": "queued", "operationId": "op1", "namespace": "u", "moveTo": "archive"},
        check=lambda r: r.status == "queued" and r.move_to == "archive",
    ),
    Case(
        "organization.get",
        lambda c: c.organization.get(),
        "GET",
        "/organization",
        response={"organizationalContext": "acme", "namespaceCount": 3},
        check=lambda r: r.namespace_count == 3,
    ),
    Case(
        "organization.update",
        lambda c: c.organization.update(organizational_context="We sell bikes"),
        "PATCH",
        "/organization",
        body={"organizationalContext": "We sell bikes"},
        response={"organizationalContext": "We sell bikes", "namespaceCount": 3},
    ),
    Case(
        "graph",
        lambda c: c.graph("u", page=1, limit=50),
        "GET",
        "/ns/u/graph",
        query={"page": "1", "limit": "50"},
        response={
            "documents": [{"id": "d1"}],
            "memories": [{**MEMORY, "documentIds": ["d1"]}],
            "edges": [{"source": "m1", "target": "d1", "relation": "source"}],
        },
        check=lambda r: r.edges[0].relation == "source" and r.memories[0].document_ids == ["d1"],
    ),
    Case(
        "whoami",
        lambda c: c.whoami(),
        "GET",
        "/whoami",
        response={"namespaces": ["u"], "readOnly": True, "admin": False},
        check=lambda r: r.namespaces == ["u"] and r.read_only and not r.admin,
    ),
    Case(
        "health",
        lambda c: c.health(),
        "GET",
        "/health",
        response={"status": "ok", "version": "0.1.0"},
    ),
]


def _assert_request(request: httpx.Request, case: Case) -> None:
    assert request.method == case.method
    assert request.url.raw_path.split(b"?")[0].decode() == case.path
    assert dict(request.url.params) == case.query
    assert request.headers["authorization"] == "Bearer sk-test"
    if case.body is None:
        assert request.content == b""
    else:
        assert request.headers["content-type"] == "application/json"
        assert json.loads(request.content) == case.body


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_sync_route(case: Case) -> None:
    with respx.mock(base_url=BASE, assert_all_called=True) as mock:
        route = mock.route(method=case.method).respond(200, json=case.response)
        with Memhub(base_url=BASE, api_key="sk-test") as client:
            result = case.call(client)
    _assert_request(route.calls.last.request, case)
    assert case.check(result)


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
async def test_async_route(case: Case) -> None:
    with respx.mock(base_url=BASE, assert_all_called=True) as mock:
        route = mock.route(method=case.method).respond(200, json=case.response)
        async with AsyncMemhub(base_url=BASE, api_key="sk-test") as client:
            result = await case.call(client)
    _assert_request(route.calls.last.request, case)
    assert case.check(result)


def test_profile_markdown_sends_accept_header() -> None:
    with respx.mock(base_url=BASE) as mock:
        route = mock.post("/ns/u/profile").respond(
            200, text="# Profile\n- likes tea", headers={"content-type": "text/markdown"}
        )
        text = Memhub(base_url=BASE, api_key="k").profile_markdown("u")
    assert text.startswith("# Profile")
    assert route.calls.last.request.headers["accept"] == "text/markdown"


def test_upload_file_is_multipart_with_json_encoded_metadata() -> None:
    with respx.mock(base_url=BASE) as mock:
        route = mock.post("/ns/u/document/file").respond(200, json=DOC_REF)
        Memhub(base_url=BASE, api_key="k").documents.upload_file(
            "u", file=("notes.md", b"# hi"), metadata={"a": 1}, file_type="text"
        )
    request = route.calls.last.request
    assert request.headers["content-type"].startswith("multipart/form-data")
    content = request.content.decode()
    assert 'name="metadata"\r\n\r\n{"a": 1}' in content
    assert 'name="fileType"\r\n\r\ntext' in content
    assert 'filename="notes.md"' in content
    assert "Content-Type: text/markdown" in content
    assert "# hi" in content


def test_base_url_path_prefix_is_kept() -> None:
    with respx.mock() as mock:
        route = mock.post("http://proxy.test/memhub/ns/u/search").respond(200, json={"results": []})
        Memhub(base_url="http://proxy.test/memhub/", api_key="k").search("u", query="x")
    assert route.called
