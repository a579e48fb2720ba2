"""The remote embedder retries under memhub's one `RetryPolicy`, and its failures
reach API callers as 502/503 with the reason."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path

import httpx
import pytest

from memhub_server.api import create_app
from memhub_server.config import Settings
from memhub_server.embedded import SyncASGITransport
from memhub_server.engine import Engine
from memhub_server.pipeline.embedding import (
    EmbeddingServiceError,
    EmbeddingServiceUnavailable,
    RemoteEmbedder,
    remote,
)
from memhub_server.services.errors import ServiceError

Answer = httpx.Response | Callable[[], httpx.Response]


def vectors(request: httpx.Request) -> httpx.Response:
    texts = json.loads(request.content)["input"]
    data = [{"index": i, "embedding": [1.0, float(len(t)), 0.0]} for i, t in enumerate(texts)]
    return httpx.Response(200, json={"data": data})


class Endpoint:
    """Answers each request with the next scripted status (None: real vectors),
    repeating the last one; records each request's timeouts."""

    def __init__(self, *script: httpx.Response | None) -> None:
        self.script = list(script)
        self.timeouts: list[dict[str, float | None]] = []

    def __call__(self, request: httpx.Request) -> httpx.Response:
        self.timeouts.append(dict(request.extensions["timeout"]))
        answer = self.script.pop(0) if len(self.script) > 1 else self.script[0]
        return vectors(request) if answer is None else answer

    @property
    def calls(self) -> int:
        return len(self.timeouts)


@pytest.fixture
def sleeps(monkeypatch: pytest.MonkeyPatch) -> list[float]:
    slept: list[float] = []
    monkeypatch.setattr(remote, "_sleep", slept.append)
    return slept


def embedder(endpoint: Endpoint, **options: object) -> RemoteEmbedder:
    return RemoteEmbedder(
        base_url="http://embeddings.test/v1",
        model="m",
        dimensions=3,
        transport=httpx.MockTransport(endpoint),
        **options,  # type: ignore[arg-type]
    )


def test_429_and_503_are_retried_with_retry_after_then_backoff(sleeps: list[float]) -> None:
    endpoint = Endpoint(
        httpx.Response(429, headers={"retry-after": "2"}),
        httpx.Response(503),
        None,
    )
    out = embedder(endpoint).embed(["hello"])
    assert out.shape == (1, 3)
    assert endpoint.calls == 3
    assert sleeps[0] == 2.0  # the server's Retry-After
    assert 0.75 <= sleeps[1] <= 1.25  # the policy's second backoff: 1 s +-25 % jitter


def test_a_retry_after_past_the_cap_is_not_waited_for(sleeps: list[float]) -> None:
    endpoint = Endpoint(httpx.Response(429, headers={"retry-after": "3600"}), None)
    with pytest.raises(EmbeddingServiceUnavailable, match="429"):
        embedder(endpoint).embed(["hello"])
    assert (endpoint.calls, sleeps) == (1, [])


def test_retries_are_bounded(sleeps: list[float]) -> None:
    endpoint = Endpoint(httpx.Response(500))
    with pytest.raises(EmbeddingServiceUnavailable, match=r"500 \(gave up after 3 attempts\)"):
        embedder(endpoint, max_retries=2).embed(["hello"])
    assert endpoint.calls == 3 and len(sleeps) == 2


def test_a_client_error_is_not_retried(sleeps: list[float]) -> None:
    endpoint = Endpoint(httpx.Response(400, text="input too long"), None)
    with pytest.raises(EmbeddingServiceError, match="400: input too long") as raised:
        embedder(endpoint).embed(["hello"])
    assert endpoint.calls == 1 and sleeps == []
    assert not isinstance(raised.value, EmbeddingServiceUnavailable)
    assert raised.value.status_code == 502


def test_connection_failures_are_retried(sleeps: list[float]) -> None:
    attempts = 0

    def flaky(request: httpx.Request) -> httpx.Response:
        nonlocal attempts
        attempts += 1
        if attempts == 1:
            raise httpx.ConnectError("refused", request=request)
        return vectors(request)

    made = RemoteEmbedder(
        base_url="http://e.test", model="m", dimensions=3, transport=httpx.MockTransport(flaky)
    )
    assert made.embed(["x"]).shape == (1, 3)
    assert attempts == 2 and len(sleeps) == 1


def test_the_timeout_bounds_every_attempt(sleeps: list[float]) -> None:
    endpoint = Endpoint(httpx.Response(503), None)
    embedder(endpoint, timeout=5.0).embed(["x"])
    for timeouts in endpoint.timeouts:
        assert all(limit is not None and 0 < limit <= 5.0 for limit in timeouts.values())


def test_errors_are_server_errors_with_upstream_statuses() -> None:
    assert issubclass(EmbeddingServiceError, ServiceError)
    assert EmbeddingServiceError("x").status_code == 502
    assert EmbeddingServiceUnavailable("x").status_code == 503


# -- during a search -----------------------------------------------------------------


@pytest.fixture
def failing_search(
    tmp_path: Path, sleeps: list[float]
) -> Iterator[tuple[httpx.Client, Endpoint, Engine]]:
    endpoint = Endpoint(None)  # healthy while the document is indexed
    engine = Engine(
        Settings(data_dir=tmp_path / "data", start_worker=False, auth=False),
        embedder=embedder(endpoint, max_retries=1),
    )
    engine.start()
    with httpx.Client(
        transport=SyncASGITransport(create_app(engine)), base_url="http://memhub.test"
    ) as http:
        yield http, endpoint, engine
    engine.close()


def test_remote_embedder_failure_during_search_is_a_503_with_the_reason(
    failing_search: tuple[httpx.Client, Endpoint, Engine],
) -> None:
    http, endpoint, engine = failing_search
    added = http.post("/ns/alex/document", json={"content": "Alex grows tomatoes."})
    assert added.status_code < 300, added.text
    engine.worker.drain()
    endpoint.script = [httpx.Response(503, text="overloaded")]

    response = http.post("/ns/alex/search", json={"query": "what does Alex grow?"})
    assert response.status_code == 503, response.text
    error = response.json()["error"]
    assert "embeddings endpoint answered 503" in error and "gave up after 2 attempts" in error


def test_an_unusable_embeddings_answer_during_search_is_a_502(
    failing_search: tuple[httpx.Client, Endpoint, Engine],
) -> None:
    http, endpoint, _ = failing_search
    endpoint.script = [httpx.Response(401, text="bad key")]
    response = http.post("/ns/alex/search", json={"query": "anything"})
    assert response.status_code == 502, response.text
    assert response.json()["error"] == "embeddings endpoint answered 401: bad key"
