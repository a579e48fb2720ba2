"""The HTTP edge: what it refuses, what every response carries, what the schema says.

Regression tests for issue #13 (hardening): text that cannot be served back,
page overflow, lax JSON types, nulls, 405/413/x-request-id, the OpenAPI document.
"""

from __future__ import annotations

import re
import warnings
from collections.abc import AsyncIterator
from typing import Any

import httpx
import pytest

from memhub import types as t
from memhub_server.api import create_app
from memhub_server.embedded import SyncASGITransport
from memhub_server.engine import Engine
from memhub_server.services.auth import create_key

BASE = "http://memhub.test"

pytestmark = pytest.mark.both_backends
JSON = {"content-type": "application/json"}
EQ = {"field": "k", "operator": "eq", "value": "v"}
CONTAINS = {**EQ, "operator": "contains"}


def _raw(http: httpx.Client, method: str, path: str, body: bytes) -> httpx.Response:
    """Send `body` byte for byte: httpx would refuse to encode a lone surrogate itself."""
    return http.request(method, path, content=body, headers=JSON)


def _assert_readable(http: httpx.Client, namespace: str, doc_id: str) -> None:
    """Every read of the namespace still answers: nothing unservable got stored."""
    reads = [
        http.post(f"/ns/{namespace}/search", json={"query": "tea"}),
        http.post(f"/ns/{namespace}/list/documents"),
        http.post(f"/ns/{namespace}/list/chunks"),
        http.post(f"/ns/{namespace}/list/memories"),
        http.post(f"/ns/{namespace}/profile", json={}),
        http.get(f"/ns/{namespace}/document/{doc_id}", params={"include": "chunks,memories"}),
        http.get(f"/ns/{namespace}/graph"),
        http.get("/ns"),
    ]
    assert [r.status_code for r in reads] == [200] * len(reads), [r.text for r in reads]


# -- 3. unpaired surrogates never get in ---------------------------------------------------


@pytest.mark.parametrize(
    "body",
    [
        rb'{"content":"User: I love tea.","metadata":{"k":"\udfff"}}',
        rb'{"content":"User: I love tea.","metadata":{"\ud800":"v"}}',
        rb'{"content":"User: I love tea \ud83d."}',
        rb'{"content":"User: I love tea.","id":"doc-\udc00"}',
        rb'{"content":"User: I love tea.","supportingContext":"\ud800\ud800"}',
        # A surrogate as raw (CESU-8) bytes: json.loads decodes these with surrogatepass.
        b'{"content":"User: I love tea \xed\xa0\x80."}',
        b'{"content":"User: I love tea.","metadata":{"k":NaN}}',
    ],
)
def test_unservable_text_is_refused_and_the_namespace_stays_readable(
    http: httpx.Client, engine: Engine, body: bytes
) -> None:
    refused = _raw(http, "POST", "/ns/h/document", body)
    assert refused.status_code == 400, refused.text
    assert refused.json()["error"].startswith("Invalid request")
    ok = http.post("/ns/h/document", json={"content": "User: I love tea.", "id": "tea"})
    assert ok.status_code == 200
    engine.worker.drain()
    _assert_readable(http, "h", "tea")


@pytest.mark.parametrize(
    ("method", "path", "body"),
    [
        ("POST", "/ns/h/search", rb'{"query":"\udfff"}'),
        (
            "POST",
            "/ns/h/search",
            rb'{"query":"t","filter":{"field":"k","operator":"eq","value":"\udfff"}}',
        ),
        ("POST", "/ns/h/document/batch", rb'{"documents":[{"content":"a \udfff"}]}'),
        ("PATCH", "/ns/h/document/tea", rb'{"metadata":{"k":["\udfff"]}}'),
        ("PATCH", "/ns/h", rb'{"supportingContext":"\udfff"}'),
        ("PUT", "/ns/h/profile/buckets", rb'{"buckets":{"work":"\udfff"}}'),
        ("DELETE", "/ns/h/memories/semantic", rb'{"query":"\udfff","dryRun":true}'),
        ("PATCH", "/organization", rb'{"organizationalContext":"\udfff"}'),
    ],
)  # fmt: skip
def test_every_json_route_refuses_a_lone_surrogate(
    http: httpx.Client, engine: Engine, method: str, path: str, body: bytes
) -> None:
    http.post("/ns/h/document", json={"content": "User: I love tea.", "id": "tea"})
    engine.worker.drain()
    response = _raw(http, method, path, body)
    assert response.status_code == 400, response.text
    assert "surrogate" in response.json()["error"]
    _assert_readable(http, "h", "tea")


def _multipart(fields: list[tuple[str, str | None, bytes]], charset: str = "utf-8") -> tuple:
    """A multipart body built by hand, so a part may declare any charset."""
    boundary = "memhub-boundary"
    out = b""
    for name, filename, data in fields:
        disposition = f'form-data; name="{name}"'
        if filename is not None:
            disposition += f'; filename="{filename}"'
        out += f"--{boundary}\r\nContent-Disposition: {disposition}\r\n\r\n".encode()
        out += data + b"\r\n"
    out += f"--{boundary}--\r\n".encode()
    content_type = f"multipart/form-data; charset={charset}; boundary={boundary}"
    return out, {"content-type": content_type}


@pytest.mark.parametrize(
    "fields",
    [
        # JSON-encoded metadata holding an escaped lone surrogate.
        [("file", "a.txt", b"User: I love tea."), ("metadata", None, rb'{"k":"\udfff"}')],
        # A charset whose decoder yields lone surrogates, for a field and for a file name.
        [("file", "a.txt", b"User: I love tea."), ("supportingContext", None, rb"\udfff")],
        [("file", r"\udfff.txt", b"User: I love tea.")],
    ],
)
def test_upload_refuses_lone_surrogates_in_fields_and_file_names(
    http: httpx.Client, engine: Engine, fields: list[tuple[str, str | None, bytes]]
) -> None:
    body, headers = _multipart(fields, charset="unicode_escape")
    response = http.post("/ns/h/document/file", content=body, headers=headers)
    assert response.status_code == 400, response.text
    assert "surrogate" in response.json()["error"]
    assert http.post("/ns/h/list/documents").json()["documents"] == []


def test_file_text_that_decodes_to_lone_surrogates_is_stored_servable(
    http: httpx.Client, engine: Engine
) -> None:
    # Not UTF-8 (the 0xff), so the declared charset is tried, and it yields a lone surrogate.
    part = ("tea.txt", b"\xff I love tea \\udfff", "text/plain; charset=unicode_escape")
    ref = http.post("/ns/h/document/file", files={"file": part})
    assert ref.status_code == 200, ref.text
    engine.worker.drain()
    stored = http.get(f"/ns/h/document/{ref.json()['id']}")
    assert stored.status_code == 200
    assert stored.json()["content"].endswith("I love tea \ufffd")
    _assert_readable(http, "h", ref.json()["id"])


def test_a_url_that_is_not_utf8_is_refused_not_guessed(http: httpx.Client) -> None:
    # %ED%A0%80 is a UTF-16 surrogate in UTF-8 form; decoded with replacement it
    # would silently become another id.
    assert http.get("/ns/h/document/%ED%A0%80").status_code == 400
    assert http.get("/ns", params={"q": "\ufffd"}).status_code == 200
    assert http.get("/ns?q=%ED%A0%80").status_code == 400


# -- 9. page overflow and internal errors --------------------------------------------------


@pytest.mark.parametrize(
    ("method", "path"),
    [
        ("GET", "/ns?page=10000000000000000000"),
        ("GET", "/namespaces?page=1000001"),
        ("POST", "/ns/x/list/chunks?page=1000000000000000000"),
        ("POST", "/ns/x/list/documents?page=99999999999999999999"),
        ("POST", "/ns/x/list/memories?page=1000000000000000000"),
        ("GET", "/ns/x/graph?page=1000000000000000000"),
        ("POST", "/ns/x/list/documents?limit=101"),
    ],
)
def test_page_overflow_is_a_clear_400(http: httpx.Client, method: str, path: str) -> None:
    response = http.request(method, path)
    assert response.status_code == 400, response.text
    assert re.search(r"page|limit", response.json()["error"])


def test_an_internal_error_is_a_clean_500_json(
    http: httpx.Client, engine: Engine, monkeypatch: pytest.MonkeyPatch
) -> None:
    def explode(*args: object, **kwargs: object) -> None:
        raise RuntimeError("boom")

    monkeypatch.setattr(engine.namespaces, "get", explode)
    response = http.get("/ns/x", headers={"x-request-id": "trace-42"})
    assert response.status_code == 500
    assert response.json() == {"error": "Internal server error", "details": "request id trace-42"}
    assert response.headers["x-request-id"] == "trace-42"


# -- 10. the protocol list -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("path", "allowed"),
    [
        ("/ns/x", "DELETE, GET, PATCH"),
        ("/ns/x/search", "POST"),
        ("/ns/x/profile/buckets", "DELETE, GET, PUT"),
        ("/ns/x/document/file/abc", "GET, PATCH, POST"),
    ],
)
def test_405_names_every_allowed_method(http: httpx.Client, path: str, allowed: str) -> None:
    response = http.request("PUT" if "buckets" not in path else "POST", path)
    assert response.status_code == 405
    assert response.headers["allow"] == allowed
    assert "not allowed" in response.json()["error"]


async def test_an_over_limit_streamed_body_is_413(engine: Engine, admin_key: str) -> None:
    limit = engine.settings.limits.max_body_bytes
    chunk = b"x" * (1024 * 1024)

    async def body() -> AsyncIterator[bytes]:
        # Chunked, no Content-Length: the limit trips while FastAPI reads the JSON.
        yield b'{"content":"'
        for _ in range(limit // len(chunk) + 1):
            yield chunk
        yield b'"}'

    async with httpx.AsyncClient(
        transport=httpx.ASGITransport(app=create_app(engine)),
        base_url=BASE,
        headers={"authorization": f"Bearer {admin_key}", **JSON},
    ) as client:
        response = await client.post("/ns/h/document", content=body())
    assert response.status_code == 413, response.text
    assert "too large" in response.json()["error"]
    assert response.headers["x-request-id"]


@pytest.mark.parametrize(
    ("path", "body"),
    [
        ("/ns/h/search", {"query": "q", "filter": {**EQ, "caseSensitive": 0}}),
        ("/ns/h/search", {"query": "q", "filter": {**CONTAINS, "caseSensitive": "false"}}),
        ("/ns/h/search", {"query": "q", "include": {"documents": 1}}),
        ("/ns/h/search", {"query": "q", "rewriteQuery": "true"}),
        ("/ns/h/search", {"query": "q", "limit": True}),
        ("/ns/h/search", {"query": "q", "limit": "5"}),
        ("/ns/h/search", {"query": "q", "limit": 5.0}),
        ("/ns/h/search", {"query": "q", "threshold": "0.5"}),
        ("/ns/h/search", {"query": "q", "threshold": True}),
        ("/ns/h/list/memories", {"include": {"forgotten": 1}}),
        ("/ns/h/list/documents", {"include": {"content": "yes"}}),
    ],
)  # fmt: skip
def test_json_types_are_strict(http: httpx.Client, path: str, body: object) -> None:
    response = http.post(path, json=body)
    assert response.status_code == 400, response.text


def test_dry_run_must_be_a_boolean(http: httpx.Client) -> None:
    response = http.request("DELETE", "/ns/h/memories/semantic", json={"query": "q", "dryRun": 0})
    assert response.status_code == 400


def test_numbers_are_still_numbers(http: httpx.Client) -> None:
    # Strict does not mean fussy: an integer is a valid JSON number for `threshold`.
    response = http.post("/ns/h/search", json={"query": "q", "threshold": 1, "limit": 3})
    assert response.status_code == 200, response.text


@pytest.mark.parametrize(
    ("method", "path", "body", "field"),
    [
        ("POST", "/ns/h/document", {"content": "x", "id": None}, "id"),
        ("POST", "/ns/h/document", {"content": "x", "metadata": None}, "metadata"),
        ("POST", "/ns/h/document", {"content": "x", "taskType": None}, "taskType"),
        ("POST", "/ns/h/document/batch", {"documents": [{"content": "x", "date": None}]}, "date"),
        ("PATCH", "/ns/h/document/d", {"content": None}, "content"),
        ("POST", "/ns/h/search", {"query": "q", "limit": None}, "limit"),
        ("POST", "/ns/h/search", {"query": "q", "include": {"documents": None}}, "documents"),
        ("POST", "/ns/h/profile", {"buckets": None}, "buckets"),
        ("POST", "/ns/h/list/documents", {"filter": None}, "filter"),
    ],
)
def test_optional_fields_may_be_left_out_but_not_null(
    http: httpx.Client, method: str, path: str, body: object, field: str
) -> None:
    response = http.request(method, path, json=body)
    assert response.status_code == 400, response.text
    assert f"{field} may be left out but must not be null" in response.json()["error"]


def test_null_still_clears_where_the_contract_allows_it(http: httpx.Client) -> None:
    http.post("/ns/h/document", json={"content": "x"})
    assert http.patch("/ns/h", json={"supportingContext": None}).status_code == 200
    assert http.patch("/organization", json={"organizationalContext": None}).status_code == 200


@pytest.mark.parametrize("kind", ["documents", "memories"])
def test_sort_by_position_is_for_chunks_only(http: httpx.Client, kind: str) -> None:
    response = http.post(f"/ns/h/list/{kind}", params={"sort": "position"})
    assert response.status_code == 400
    assert "chunks only" in response.json()["error"]
    assert http.post("/ns/h/list/chunks", params={"sort": "position"}).status_code == 200


@pytest.mark.parametrize(
    ("path", "params"),
    [
        ("/ns/h/search", {"limit": "5"}),
        ("/ns/h/list/documents", {"pageSize": "5"}),
        ("/ns", {"containerTag": "h"}),
        ("/ns/h/document/d", {"include": "chunks", "raw": "1"}),
    ],
)
def test_an_option_in_the_wrong_place_is_refused(
    http: httpx.Client, path: str, params: dict[str, str]
) -> None:
    method = "GET" if path in ("/ns", "/ns/h/document/d") else "POST"
    body = {"query": "q"} if path.endswith("search") else None
    response = http.request(method, path, params=params, json=body)
    assert response.status_code == 400, response.text
    assert "unknown" in response.json()["error"]


@pytest.mark.parametrize(
    ("form", "fragment"),
    [
        ({"mimeType": "not a mime"}, "mimeType"),
        ({"mimeType": "text"}, "mimeType"),
        ({"fileType": "spreadsheet"}, "fileType"),
    ],
)
def test_upload_checks_mime_and_file_type(
    http: httpx.Client, form: dict[str, str], fragment: str
) -> None:
    files = {"file": ("a.txt", b"User: I love tea.", "text/plain")}
    response = http.post("/ns/h/document/file", files=files, data=form)
    assert response.status_code == 400, response.text
    assert fragment in response.json()["error"]


def test_upload_refuses_a_repeated_field(http: httpx.Client) -> None:
    files = [
        ("file", ("a.txt", b"User: I love tea.", "text/plain")),
        ("metadata", (None, b'{"k": 1}')),
        ("metadata", (None, b'{"k": 2}')),
    ]
    response = http.post("/ns/h/document/file", files=files)
    assert response.status_code == 400, response.text
    assert "more than once" in response.json()["error"]


def test_upload_mime_type_is_the_content_type(http: httpx.Client, engine: Engine) -> None:
    # A part sent as octet-stream but declared text/markdown by mimeType is read as markdown.
    files = {"file": ("notes", b"# Tea notes\n\nGreen tea, no sugar.", "application/octet-stream")}
    ref = http.post("/ns/h/document/file", files=files, data={"mimeType": "text/markdown"})
    assert ref.status_code == 200, ref.text
    engine.worker.drain()
    assert http.get(f"/ns/h/document/{ref.json()['id']}").json()["title"] == "Tea notes"


def test_fields_only_file_patch_ignores_file_type(http: httpx.Client) -> None:
    ref = http.post("/ns/h/document", json={"content": "User: I love tea.", "id": "d"}).json()
    response = http.patch(
        f"/ns/h/document/file/{ref['id']}", data={"fileType": "text", "metadata": '{"k": 1}'}
    )
    assert response.status_code == 200, response.text
    assert http.get("/ns/h/document/d").json()["metadata"] == {"k": 1}


def test_nullable_fields_are_present_as_null(http: httpx.Client, engine: Engine) -> None:
    http.post("/ns/h/document", json={"content": "User: I love green tea.", "id": "d"})
    engine.worker.drain()
    document = http.get("/ns/h/document/d").json()
    assert {"title", "summary", "content"} <= document.keys()
    assert document["title"] is None and document["summary"] is None
    assert "chunks" not in document and "memories" not in document
    item = http.post("/ns/h/list/documents").json()["documents"][0]
    assert {"title", "summary", "url"} <= item.keys() and item["url"] is None
    assert "content" not in item and "memoryCount" not in item["system"]
    namespace = http.get("/ns").json()["namespaces"][0]
    assert "description" in namespace and namespace["description"] is None
    assert http.get("/ns/h").json()["supportingContext"] is None
    assert "organizationalContext" in http.get("/organization").json()
    hits = http.post(
        "/ns/h/search", json={"query": "green tea", "include": {"documents": True}}
    ).json()["results"]
    assert hits
    for hit in hits:
        assert ("memory" in hit) != ("chunk" in hit)
        included = hit["included"]["document"]
        assert {"title", "summary", "type"} <= included.keys() and included["title"] is None
        assert "related" not in hit["included"]


def test_request_id_is_echoed_when_sane_and_minted_otherwise(http: httpx.Client) -> None:
    echoed = http.get("/health", headers={"x-request-id": "abc-123"})
    assert echoed.headers["x-request-id"] == "abc-123"
    for insane in ("has space", "x" * 200, ""):
        minted = http.get("/health", headers={"x-request-id": insane})
        assert minted.headers["x-request-id"].startswith("req_")
    seen = set()
    for response in (
        http.get("/health"),
        http.post("/ns/h/search", json={}),  # 400
        http.get("/ns/h/document/missing"),  # 404
        http.put("/ns/h"),  # 405
        http.post("/ns/h/document", json={"content": "x" * (33 * 1024 * 1024)}),  # 413
    ):
        seen.add(response.headers["x-request-id"])
    assert len(seen) == 5


def test_a_scoped_key_counts_only_its_namespaces(engine: Engine, http: httpx.Client) -> None:
    for namespace in ("a", "b", "c"):
        http.post(f"/ns/{namespace}/document", json={"content": "x"})
    key, _ = create_key(engine.store, name="scoped", namespaces=["a", "zz"], read_only=True)
    with httpx.Client(
        transport=SyncASGITransport(create_app(engine)),
        base_url=BASE,
        headers={"authorization": f"Bearer {key}"},
    ) as scoped:
        assert scoped.get("/organization").json()["namespaceCount"] == 1
    assert http.get("/organization").json()["namespaceCount"] == 3


# -- the OpenAPI document ---------------------------------------------------------------------


@pytest.fixture
def openapi(http: httpx.Client) -> Any:
    response = http.get("/openapi.json")
    assert response.status_code == 200
    return response.json()


def test_openapi_documents_400_with_the_error_envelope(openapi: dict) -> None:
    assert "HTTPValidationError" not in openapi["components"]["schemas"]
    error = openapi["components"]["schemas"]["Error"]
    assert error["required"] == ["error"] and set(error["properties"]) == {"error", "details"}
    for path, operations in openapi["paths"].items():
        for method, operation in operations.items():
            responses = operation["responses"]
            assert "422" not in responses, (method, path)
            schema = responses["400"]["content"]["application/json"]["schema"]
            assert schema == {"$ref": "#/components/schemas/Error"}
            assert all("x-request-id" in r["headers"] for r in responses.values())


def test_openapi_declares_every_path_parameter_and_unique_ids(openapi: dict) -> None:
    ids = []
    for path, operations in openapi["paths"].items():
        in_path = set(re.findall(r"{(\w+)}", path))
        for method, operation in operations.items():
            ids.append(operation["operationId"])
            declared = {p["name"] for p in operation.get("parameters", []) if p["in"] == "path"}
            assert declared == in_path, (method, path)
    assert len(ids) == len(set(ids))


_NOT_SERVED = ("/connectors", "/feedback", "/v3/connections")
_NOT_SERVED_OPERATIONS = {("post", "/v3/container-tags/merge")}


def test_openapi_documents_every_operation_cleanly(engine: Engine) -> None:
    """Built fresh with every warning an error (FastAPI warns of a duplicate operation id
    and goes on): each operation has its own id and documents what it answers, a served
    route its success body's schema, a not-served one its 404 error."""
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        schema = create_app(engine).openapi()
    operations = [
        (method, path, operation)
        for path, methods in schema["paths"].items()
        for method, operation in methods.items()
    ]
    assert len(operations) == 82
    ids = [operation["operationId"] for _, _, operation in operations]
    assert len(set(ids)) == len(ids)
    for method, path, operation in operations:
        responses = operation["responses"]
        assert "422" not in responses, (method, path)
        for status, response in responses.items():
            if status == "204":  # no content, by definition (the v3 document delete)
                assert "content" not in response, (method, path)
                continue
            content = response.get("content", {})
            assert content and all(c.get("schema") for c in content.values()), (path, status)
        success = [status for status in responses if status.startswith("2")]
        if (
            path.removeprefix("/ns/{namespace}").startswith(_NOT_SERVED)
            or (method, path) in _NOT_SERVED_OPERATIONS
        ):
            assert success == [], (method, path)
            error = responses["404"]["content"]["application/json"]["schema"]
            assert error == {"$ref": "#/components/schemas/Error"}
        elif success == ["204"]:
            assert (method, path) == ("delete", "/v3/documents/{doc_id}")
        elif success == ["201"]:
            assert (method, path) == ("post", "/v4/memories")
        else:
            assert success == ["200"], (method, path)
            content = responses["200"]["content"]
            if (method, path) == ("get", "/admin/export"):  # JSON Lines, one record a line
                assert content["application/x-ndjson"]["schema"]["properties"]["record"]
                continue
            body = content["application/json"]["schema"]
            assert body["$ref"].startswith("#/components/schemas/"), (method, path)


def test_openapi_says_what_rerank_and_rewrite_query_do(openapi: dict) -> None:
    search = openapi["components"]["schemas"]["SearchRequest"]["properties"]
    assert "first-person question" in search["rewriteQuery"]["description"]
    rerank = search["rerank"]["description"]
    assert "no effect" not in rerank and '"order"' in rerank and '"aggregate"' in rerank


def test_openapi_request_schemas_say_optional_is_not_nullable(openapi: dict) -> None:
    schemas = openapi["components"]["schemas"]
    assert schemas["AddDocumentRequest"]["properties"]["id"]["type"] == "string"
    nullable = schemas["UpdateNamespaceRequest"]["properties"]["supportingContext"]["anyOf"]
    assert {"type": "null"} in nullable
    upload = openapi["paths"]["/ns/{namespace}/document/file"]["post"]["requestBody"]
    form = upload["content"]["multipart/form-data"]["schema"]
    assert form["required"] == ["file"] and "mimeType" in form["properties"]


def test_wire_models_reject_lax_types_in_the_client_too() -> None:
    with pytest.raises(ValueError, match="valid boolean"):
        t.ForgetMatchingRequest.model_validate({"query": "q", "dryRun": "yes"})
    with pytest.raises(ValueError, match="finite"):
        t.SearchRequest.model_validate({"query": "q", "threshold": float("nan")})
