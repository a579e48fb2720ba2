"""Generated requests against the real app: no input may produce a 5xx.

Two bounded searches, both in process against the ASGI app and an engine whose
embedder is a fast feature hash (the model is not what is under test here):

- every operation of the OpenAPI document, fuzzed by schemathesis with valid and
  invalid data, each response checked against what the document promises;
- awkward Unicode (lone surrogates, NUL, bidi controls, combining marks, astral
  characters, long strings) in every string field of add, search, list, profile
  and the memory routes: a 400, or a 200 whose data reads back unchanged, and the
  namespace still answers every read afterwards.
"""

from __future__ import annotations

import json
import zlib
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any
from urllib.parse import quote

import httpx
import numpy as np
import pytest
import schemathesis
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from hypothesis.errors import Unsatisfiable
from numpy.typing import NDArray
from schemathesis.checks import not_a_server_error
from schemathesis.specs.openapi.checks import (
    content_type_conformance,
    negative_data_rejection,
    response_headers_conformance,
    response_schema_conformance,
    status_code_conformance,
)

from memhub_server.api import create_app
from memhub_server.config import Settings
from memhub_server.embedded import SyncASGITransport
from memhub_server.engine import Engine

pytestmark = [
    pytest.mark.both_backends,
    # psycopg's pool draws jitter from the global `random` module in its own threads;
    # hypothesis, seeing the global state move while it draws a case, takes it for a
    # strategy using `random`. Nothing here does.
    pytest.mark.filterwarnings(
        "ignore:Do not use the `random` module inside strategies"
        ":hypothesis.errors.HypothesisDeprecationWarning"
    ),
]

BASE = "http://memhub.test"
CHECKS = [
    not_a_server_error,
    status_code_conformance,
    content_type_conformance,
    response_headers_conformance,
    response_schema_conformance,
]


class HashEmbedder:
    """Words hashed into 64 buckets: deterministic, instant, and good enough to rank."""

    model = "test-feature-hash-64"
    dimensions = 64

    def embed(self, texts: Sequence[str]) -> NDArray[np.float32]:
        out = np.zeros((len(texts), self.dimensions), dtype=np.float32)
        for row, text in enumerate(texts):
            out[row, 0] = 1e-3  # never a zero vector
            for word in text.lower().split():
                bucket = zlib.crc32(word.encode("utf-8", "surrogatepass")) % self.dimensions
                out[row, bucket] += 1.0
        norms: NDArray[np.float32] = np.linalg.norm(out, axis=1, keepdims=True)
        return out / norms


@pytest.fixture
def fast_engine(tmp_path: Path, database_settings: dict[str, Any]) -> Iterator[Engine]:
    settings = Settings(
        data_dir=tmp_path / "data",
        auth=False,
        start_worker=False,
        dream_window=0,
        **database_settings,
    )
    engine = Engine(
        settings,
        embedder=HashEmbedder(),
    )
    engine.start()
    yield engine
    engine.close()


# -- schema fuzzing --------------------------------------------------------------------------

EXAMPLES_PER_OPERATION = 25


def _examples(full: int, backend_name: str) -> int:
    """`full` on SQLite; a fifth on PostgreSQL, whose run checks the storage layer's own
    handling of the same inputs (NUL bytes, surrogates) and need not repeat the schema's."""
    return full if backend_name == "sqlite" else max(3, full // 5)


def _fuzz(
    operation: schemathesis.APIOperation,
    mode: schemathesis.GenerationMode,
    sent: dict[str, int],
    server_errors: list[str],
    examples: int = EXAMPLES_PER_OPERATION,
) -> None:
    # Every multipart form field is a string on the wire: a "number" or an empty "array"
    # generated as invalid data arrives as a valid string or as no field at all, so only
    # JSON bodies can be held to rejecting negative data. Multipart routes still get every
    # other check (no 5xx, responses match the schema).
    multipart = "multipart/form-data" in str(operation.definition.raw.get("requestBody", {}))
    rejects = mode.is_negative and not multipart
    checks = [*CHECKS, negative_data_rejection] if rejects else CHECKS

    @settings(
        max_examples=examples,
        deadline=None,
        database=None,
        suppress_health_check=list(HealthCheck),
        derandomize=True,
    )
    @given(case=operation.as_strategy(generation_mode=mode))
    def run(case: schemathesis.Case) -> None:
        response = case.call()
        sent[mode.value] = sent.get(mode.value, 0) + 1
        if response.status_code >= 500:
            server_errors.append(f"{case.method} {case.formatted_path}")
        case.validate_response(response, checks=checks)

    try:
        run()
    except Unsatisfiable:
        # An operation with no parameters and no body has nothing to make invalid.
        if not mode.is_negative:
            raise


# About 2,000 generated requests: a minute alone on 2 CPUs, more beside another test worker.
@pytest.mark.timeout(360)
def test_no_generated_request_gets_a_5xx_or_breaks_the_schema(
    fast_engine: Engine, backend_name: str
) -> None:
    app = create_app(fast_engine)
    with httpx.Client(transport=SyncASGITransport(app), base_url=BASE) as http:
        http.post("/ns/seed/document", json={"content": "User: I love green tea.", "id": "tea"})
    fast_engine.worker.drain()

    schema = schemathesis.openapi.from_asgi("/openapi.json", app)
    operations = [result.ok() for result in schema.get_all_operations()]
    assert len(operations) >= 40
    sent: dict[str, int] = {}
    server_errors: list[str] = []
    for operation in operations:
        for mode in (schemathesis.GenerationMode.POSITIVE, schemathesis.GenerationMode.NEGATIVE):
            examples = _examples(EXAMPLES_PER_OPERATION, backend_name)
            _fuzz(operation, mode, sent, server_errors, examples)

    assert server_errors == []
    # Enough cases ran to mean something: at least a few per operation and mode.
    assert sent["positive"] >= 3 * len(operations)
    assert sent["negative"] >= len(operations)


# -- Unicode in every string field -------------------------------------------------------------

EDGE_CHARACTERS = st.one_of(
    st.characters(min_codepoint=0xD800, max_codepoint=0xDFFF),  # lone surrogates
    st.sampled_from(
        [
            "\x00",  # NUL
            "\u202e",  # right-to-left override
            "\u200f",  # right-to-left mark
            "\u0301",  # combining acute accent
            "\u200d",  # zero-width joiner
            "\ufeff",  # byte-order mark
            "\uffff",  # noncharacter
            "\U0001f375",  # astral: teacup
            "\U0010fffd",  # last plane
            "ש",
        ]
    ),
    st.characters(codec="utf-8"),
)
EDGE_TEXT = st.one_of(
    st.lists(EDGE_CHARACTERS, min_size=1, max_size=12).map("".join),
    st.tuples(EDGE_CHARACTERS, st.integers(1000, 20_000)).map(lambda cu: "tea " + cu[0] * cu[1]),
)


def _segment(text: str) -> str:
    """`text` as one percent-encoded path segment; a lone surrogate in its UTF-8-like form."""
    return quote(text.encode("utf-8", "surrogatepass"), safe="")


def _json(value: object) -> bytes:
    """JSON as a client in another language would send it: lone surrogates as \\u escapes."""
    return json.dumps(value).encode("ascii")


class Probe:
    """Sends one awkward request, then proves the namespace it touched still reads."""

    def __init__(self, http: httpx.Client, engine: Engine) -> None:
        self.http = http
        self.engine = engine
        self.count = 0
        self.accepted = 0

    def fresh_namespace(self) -> str:
        self.count += 1
        namespace = f"u{self.count}"
        seeded = self.http.post(
            f"/ns/{namespace}/document", json={"content": "User: I love green tea.", "id": "tea"}
        )
        assert seeded.status_code == 200
        return namespace

    def send(self, method: str, path: str, body: object = None) -> httpx.Response:
        content = None if body is None else _json(body)
        headers = {"content-type": "application/json"} if content is not None else {}
        response = self.http.request(method, path, content=content, headers=headers)
        assert response.status_code in (200, 400, 404, 409), (method, path, response.text)
        if response.status_code == 400:
            assert response.json()["error"].startswith("Invalid request"), response.text
        else:
            self.accepted += 1
        return response

    def assert_readable(self, namespace: str) -> None:
        self.engine.worker.drain()
        reads = [
            self.http.post(f"/ns/{namespace}/search", json={"query": "tea"}),
            self.http.post(f"/ns/{namespace}/list/documents", json={"include": {"content": True}}),
            self.http.post(f"/ns/{namespace}/list/chunks"),
            self.http.post(f"/ns/{namespace}/list/memories"),
            self.http.post(f"/ns/{namespace}/profile", json={}),
            self.http.get(f"/ns/{namespace}/document/tea", params={"include": "chunks,memories"}),
            self.http.get(f"/ns/{namespace}/graph"),
            self.http.get(f"/ns/{namespace}"),
            self.http.get("/ns", params={"limit": 100}),
        ]
        assert [r.status_code for r in reads] == [200] * len(reads), [r.text for r in reads]


@pytest.fixture
def probe(fast_engine: Engine) -> Iterator[Probe]:
    with httpx.Client(transport=SyncASGITransport(create_app(fast_engine)), base_url=BASE) as http:
        yield Probe(http, fast_engine)


PROPERTY_SETTINGS = settings(
    max_examples=150,
    deadline=None,
    database=None,
    suppress_health_check=list(HealthCheck),
    derandomize=True,
)

ADD_FIELDS = ("content", "id", "supportingContext", "metadataKey", "metadataValue", "groupValue")


def test_add_is_a_400_or_reads_back_unchanged(probe: Probe, backend_name: str) -> None:
    @settings(PROPERTY_SETTINGS, max_examples=_examples(150, backend_name))
    @given(field=st.sampled_from(ADD_FIELDS), text=EDGE_TEXT)
    @example(field="content", text="tea\x00 \u202eeet\u0301 \U0001f375 \ufeff\uffff")
    @example(field="content", text="tea \udfff")
    @example(field="metadataKey", text="k\x00\u200f")
    @example(field="metadataValue", text="\U0010fffd" * 5000)
    @example(field="id", text="\u202edoc/\x00 1")
    def check(field: str, text: str) -> None:
        namespace = probe.fresh_namespace()
        body: dict[str, Any] = {"content": "User: I love tea.", "id": "doc", "metadata": {"k": "v"}}
        if field == "metadataKey":
            body["metadata"] = {text: "v"}
        elif field == "metadataValue":
            body["metadata"] = {"k": text, "list": [text]}
        elif field == "groupValue":
            body["group"] = {"k": text}
        else:
            body[field] = text[:1500] if field == "supportingContext" else text
            if field == "id":
                body["id"] = text[:255]
        response = probe.send("POST", f"/ns/{namespace}/document", body)
        if response.status_code == 200:
            ref = response.json()["id"]
            stored = probe.http.get(f"/ns/{namespace}/document/{_segment(ref)}").json()
            assert stored["id"] == body["id"]
            assert stored["content"] == body["content"]
            assert stored["metadata"] == body["metadata"]
        probe.assert_readable(namespace)

    check()
    assert probe.accepted > 0  # some awkward text is valid and must be kept intact


def test_reads_and_forgets_are_a_400_or_a_200(probe: Probe, backend_name: str) -> None:
    def filter_on(text: str) -> dict[str, Any]:
        return {"field": "k", "operator": "contains", "value": text}

    requests = {
        "search.query": lambda ns, s: ("POST", f"/ns/{ns}/search", {"query": s}),
        "search.filter": lambda ns, s: (
            "POST",
            f"/ns/{ns}/search",
            {"query": "tea", "filter": filter_on(s)},
        ),
        "list.filter": lambda ns, s: ("POST", f"/ns/{ns}/list/memories", {"filter": filter_on(s)}),
        "profile.filter": lambda ns, s: ("POST", f"/ns/{ns}/profile", {"filter": filter_on(s)}),
        "profile.buckets": lambda ns, s: ("POST", f"/ns/{ns}/profile", {"buckets": [s]}),
        "memories.forget": lambda ns, s: ("DELETE", f"/ns/{ns}/memories", {"ids": [s]}),
        "memories.semantic": lambda ns, s: (
            "DELETE",
            f"/ns/{ns}/memories/semantic",
            {"query": s[:2000], "dryRun": False},
        ),
        "memories.get": lambda ns, s: ("GET", f"/ns/{ns}/memories/{_segment(s[:1000])}", None),
        "document.get": lambda ns, s: ("GET", f"/ns/{ns}/document/{_segment(s[:1000])}", None),
        "namespace.patch": lambda ns, s: ("PATCH", f"/ns/{ns}", {"supportingContext": s[:1500]}),
        "buckets.put": lambda ns, s: ("PUT", f"/ns/{ns}/profile/buckets", {"buckets": {"a": s}}),
    }

    @settings(PROPERTY_SETTINGS, max_examples=_examples(150, backend_name))
    @given(route=st.sampled_from(sorted(requests)), text=EDGE_TEXT)
    def check(route: str, text: str) -> None:
        namespace = probe.fresh_namespace()
        method, path, body = requests[route](namespace, text)
        probe.send(method, path, body)
        probe.assert_readable(namespace)

    check()
