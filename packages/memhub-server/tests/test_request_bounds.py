"""Every cost a request controls is bounded, and a request past a bound gets a clear 400.

Filters are bounded in total (not only per group and depth), queries in length,
document metadata in keys and size, profile buckets per namespace. The client
refuses what the server would refuse before sending it. Within the bounds, a
filter is compiled once per request, so its cost per document is small.
"""

from __future__ import annotations

import json
import threading
from typing import Any

import httpx
import pytest
from pydantic import TypeAdapter, ValidationError

from memhub import InvalidRequestError, Memhub
from memhub import types as t
from memhub.filtering import compile_filter
from memhub_server.engine import Engine
from memhub_server.index.lexical import MAX_SEARCH_TERMS, search_terms
from memhub_server.services.documents import (
    MAX_METADATA_BYTES,
    MAX_METADATA_KEY_CHARS,
    MAX_METADATA_KEYS,
)

pytestmark = pytest.mark.both_backends

PARSE = TypeAdapter(t.FilterExpression)


def eq(field: str, value: str, **extra: Any) -> dict[str, Any]:
    return {"field": field, "operator": "eq", "value": value, **extra}


def any_of(*operands: dict[str, Any]) -> dict[str, Any]:
    return {"operator": "or", "operands": list(operands)}


def all_of(*operands: dict[str, Any]) -> dict[str, Any]:
    return {"operator": "and", "operands": list(operands)}


# --- filters ----------------------------------------------------------------------------

WIDE = any_of(*(any_of(*(eq("tag", f"v{i}_{j}") for j in range(200))) for i in range(100)))
"""20,000 predicates: within every per-group and depth bound, far past the total one."""


def test_filter_total_is_bounded_not_only_per_group() -> None:
    at_limit = all_of(any_of(*(eq("a", str(i)) for i in range(100))),
                      any_of(*(eq("b", str(i)) for i in range(100))))  # fmt: skip
    PARSE.validate_python(at_limit)
    over = all_of(*at_limit["operands"], eq("c", "x"))
    for expr in (over, WIDE):
        with pytest.raises(ValidationError, match="at most 200 predicates in all"):
            PARSE.validate_python(expr)
    assert t.MAX_FILTER_PREDICATES == 200


def test_filter_strings_are_bounded() -> None:
    PARSE.validate_python(eq("a", "x" * t.MAX_FILTER_VALUE_CHARS))
    for expr in (
        eq("a", "x" * (t.MAX_FILTER_VALUE_CHARS + 1)),
        {"field": "a", "operator": "contains", "value": "x" * 5000},
        {"field": "a", "operator": "arrayContains", "value": "x" * 5000},
        eq("a" * 257, "x"),
    ):
        with pytest.raises(ValidationError):
            PARSE.validate_python(expr)


@pytest.mark.parametrize(
    ("method", "path", "body"),
    [
        ("POST", "/ns/alex/search", {"query": "bees", "filter": WIDE}),
        ("POST", "/ns/alex/profile", {"filter": WIDE}),
        ("POST", "/ns/alex/list/documents", {"filter": WIDE}),
        ("POST", "/ns/alex/list/memories", {"filter": WIDE}),
    ],
)
def test_oversized_filters_are_400(
    http: httpx.Client, method: str, path: str, body: dict[str, Any]
) -> None:
    response = http.request(method, path, json=body)
    assert response.status_code == 400
    assert "at most 200 predicates in all" in response.json()["details"]


def test_the_client_refuses_an_oversized_filter_before_sending(client: Memhub) -> None:
    with pytest.raises(InvalidRequestError, match="at most 200 predicates"):
        client.search("alex", query="bees", filter=WIDE)


META = {"source": "Slack", "tag": "b17", "n": 4, "tags": ["x", "y"]}


@pytest.mark.parametrize(
    ("expr", "expected"),
    [
        (any_of(*(eq("tag", f"b{i}") for i in range(100))), True),
        (any_of(*(eq("tag", f"B{i}") for i in range(100))), False),
        (any_of(*(eq("tag", f"B{i}", caseSensitive=False) for i in range(100))), True),
        (any_of(eq("tag", "nope"), {"field": "n", "operator": "gt", "value": 3}), True),
        (any_of(eq("tag", "nope"), eq("source", "slack")), False),
        (any_of(eq("missing", "b17"), eq("tags", "x")), False),  # eq never matches a list
        (any_of(eq("tag", "nope"), eq("source", "slack", caseSensitive=False)), True),
        (
            all_of(eq("tag", "b17"), {"field": "tags", "operator": "arrayContains", "value": "y"}),
            True,
        ),
        (
            all_of(
                *(
                    {"field": "source", "operator": "notContains", "value": f"z{i}"}
                    for i in range(150)
                )
            ),
            True,
        ),
        ({"field": "tag", "operator": "neq", "value": "b17"}, False),
        ({"field": "absent", "operator": "neq", "value": "b17"}, True),
    ],
)
def test_compiled_filters_keep_the_semantics(expr: dict[str, Any], expected: bool) -> None:
    assert compile_filter(PARSE.validate_python(expr))(META) is expected


# --- queries ----------------------------------------------------------------------------


def test_query_length_is_bounded(http: httpx.Client, client: Memhub, engine: Engine) -> None:
    client.add("alex", content="Alex keeps bees on the roof.")
    engine.worker.drain()
    longest = ("bees " * (t.MAX_QUERY_CHARS // 5))[: t.MAX_QUERY_CHARS]
    assert http.post("/ns/alex/search", json={"query": longest}).status_code == 200
    response = http.post("/ns/alex/search", json={"query": longest + "s"})
    assert response.status_code == 400
    assert "at most 10000 characters" in response.json()["details"]
    with pytest.raises(InvalidRequestError, match="query"):
        client.search("alex", query=longest + "s")


def test_a_long_query_sends_its_longest_words_to_full_text() -> None:
    words = [f"w{i:03d}" for i in range(200)] + ["beekeeping", "honeycombs"]
    terms = search_terms(" ".join(words))
    assert len(terms) == MAX_SEARCH_TERMS
    assert {"beekeeping", "honeycombs"} <= set(terms)
    assert terms == sorted(terms)
    assert search_terms("where does Alex keep the bees") == ["alex", "bees", "keep"]


def test_two_slow_queries_leave_room_for_a_third(engine: Engine) -> None:
    pool = engine.query_executor()
    release = threading.Event()
    slow = [pool.submit(release.wait, 60) for _ in range(2)]
    try:
        quick = pool.submit(engine.search.search, "alex", t.SearchRequest(query="bees"))
        assert quick.result(timeout=60).results == []
    finally:
        release.set()
    assert all(future.result(timeout=60) for future in slow)


# --- metadata ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("metadata", "message"),
    [
        ({f"k{i}": i for i in range(MAX_METADATA_KEYS + 1)}, "metadata has 101 keys"),
        ({"k" * (MAX_METADATA_KEY_CHARS + 1): 1}, "is 129 characters; the limit is 128"),
        ({"notes": "x" * MAX_METADATA_BYTES}, "bytes as JSON; the limit is 32768"),
    ],
)
def test_metadata_is_bounded(
    http: httpx.Client, engine: Engine, metadata: dict[str, Any], message: str
) -> None:
    response = http.post("/ns/alex/document", json={"content": "hi", "metadata": metadata})
    assert (response.status_code, message in response.json()["error"]) == (400, True)
    group = http.post("/ns/alex/document", json={"content": "hi", "group": metadata})
    assert group.status_code == 400 and message.replace("metadata", "group") in group.text
    batch = http.post(
        "/ns/alex/document/batch",
        json={"documents": [{"content": "ok", "id": "ok"}, {"content": "x", "metadata": metadata}]},
    ).json()
    assert (batch["count"], batch["failed"]) == (1, 1)
    assert message in batch["results"][1]["error"]
    update = http.patch("/ns/alex/document/ok", json={"metadata": metadata})
    assert update.status_code == 400
    upload = http.post(
        "/ns/alex/document/file",
        files={"file": ("a.txt", b"hello")},
        data={"metadata": json.dumps(metadata)},
    )
    assert upload.status_code == 400
    stored = engine.store.document("alex", "ok")
    assert stored is not None and stored.metadata == {}


def test_metadata_within_bounds_is_stored(client: Memhub, engine: Engine) -> None:
    metadata = {f"k{i}": "v" * 200 for i in range(MAX_METADATA_KEYS)}
    ref = client.add("alex", content="hi", metadata=metadata)
    record = engine.store.document("alex", ref.id)
    assert record is not None and record.metadata == metadata


# --- buckets ----------------------------------------------------------------------------


def test_buckets_per_namespace_are_bounded(http: httpx.Client) -> None:
    first = {f"b{i:02d}": "things" for i in range(30)}
    assert http.put("/ns/alex/profile/buckets", json={"buckets": first}).status_code == 200
    second = {f"c{i:02d}": "things" for i in range(20)}
    assert http.put("/ns/alex/profile/buckets", json={"buckets": second}).status_code == 200
    # Changing a kept bucket is fine; one more is not.
    assert http.put("/ns/alex/profile/buckets",
                    json={"buckets": {"b00": "other things"}}).status_code == 200  # fmt: skip
    response = http.put("/ns/alex/profile/buckets", json={"buckets": {"d00": "things"}})
    assert response.status_code == 400
    assert "at most 50 custom buckets" in response.json()["error"]
    assert len(http.get("/ns/alex/profile/buckets").json()["buckets"]) == 51  # + preferences
    assert http.request("DELETE", "/ns/alex/profile/buckets",
                        json={"buckets": ["b00"]}).status_code == 200  # fmt: skip
    assert http.put("/ns/alex/profile/buckets",
                    json={"buckets": {"d00": "things"}}).status_code == 200  # fmt: skip


# --- NUL characters -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("method", "path", "body", "where"),
    [
        ("POST", "/ns/nul/document", {"content": "tea\u0000time", "id": "d"}, "the body"),
        ("POST", "/ns/nul/document", {"content": "tea", "metadata": {"k\u0000": "v"}}, "the body"),
        ("POST", "/ns/nul/document", {"content": "tea", "metadata": {"k": ["\u0000"]}}, "the body"),
        ("POST", "/ns/nul/search", {"query": "tea\u0000"}, "the body"),
        ("GET", "/ns/nul/document/a%00b", None, "the path"),
    ],
)
def test_a_nul_character_is_a_400_on_every_backend(
    http: httpx.Client, method: str, path: str, body: dict[str, Any] | None, where: str
) -> None:
    # PostgreSQL cannot store U+0000 in text or JSON; SQLite could, but one contract holds.
    response = http.request(method, path, json=body)
    assert response.status_code == 400, response.text
    assert f"{where} contains a NUL character" in response.text
    # Nothing was stored, and an escaped backslash-u text is not mistaken for a NUL.
    assert http.post("/ns/nul/list/documents").json()["documents"] == []
    kept = http.post("/ns/nul/document", json={"content": "a \\u0000 b", "id": "escaped"})
    assert kept.status_code == 200, kept.text
    assert http.get("/ns/nul/document/escaped").json()["content"] == "a \\u0000 b"


def test_a_nul_in_a_form_field_is_a_400(http: httpx.Client) -> None:
    response = http.post(
        "/ns/nul/document/file",
        files={"file": ("note.txt", b"plain words", "text/plain")},
        data={"supportingContext": "a\u0000b"},
    )
    assert response.status_code == 400, response.text
    assert "NUL character" in response.text
