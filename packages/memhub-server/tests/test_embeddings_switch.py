"""Vectors remember their model: switching models needs an explicit re-embed."""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import httpx
import numpy as np
import pytest
from numpy.typing import NDArray

from memhub.types import DocumentInput
from memhub_server.config import Settings
from memhub_server.engine import EmbeddingModelMismatch, Engine
from memhub_server.pipeline.embedding import (
    EmbeddingServiceError,
    LocalMiniLMEmbedder,
    RemoteEmbedder,
)


class ScaledEmbedder:
    """The local model under another name (a stand-in for a different model)."""

    model = "test-model-b"

    def __init__(self, inner: LocalMiniLMEmbedder) -> None:
        self._inner = inner
        self.dimensions = inner.dimensions
        self.calls = 0

    def embed(self, texts: Sequence[str]) -> NDArray[np.float32]:
        self.calls += 1
        return self._inner.embed(texts)


def _engine(data: Path, embedder: object, **database: Any) -> Engine:
    settings = Settings(data_dir=data, start_worker=False, **database)
    return Engine(settings, embedder=embedder)  # type: ignore[arg-type]


@pytest.mark.both_backends
def test_switching_models_requires_reembed(
    tmp_path: Path, embedder: LocalMiniLMEmbedder, database_settings: dict[str, Any]
) -> None:
    data = tmp_path / "data"
    first = _engine(data, embedder, **database_settings)
    first.start()
    first.documents.add("ns", DocumentInput(content="Alex grows tomatoes.", id="d"))
    first.worker.drain()
    first.close()

    other = ScaledEmbedder(embedder)
    second = _engine(data, other, **database_settings)
    with pytest.raises(EmbeddingModelMismatch, match="memhub reembed"):
        second.start()
    progress: list[tuple[int, int]] = []
    assert second.reembed(progress=lambda done, total: progress.append((done, total))) == 1
    assert progress[-1] == (1, 1)
    assert second.store.embedding_models() == {"test-model-b": 1}
    second.start()  # no longer refused
    from memhub.types import SearchRequest

    hits = second.search.search("ns", SearchRequest(query="What does Alex grow?"))
    assert hits.results and "tomatoes" in (hits.results[0].chunk or "")
    second.close()


def _embeddings_endpoint(calls: list[dict[str, object]], dims: int = 4) -> httpx.MockTransport:
    def handler(request: httpx.Request) -> httpx.Response:
        body = json.loads(request.content)
        calls.append({"auth": request.headers.get("authorization"), **body})
        data = [
            {"index": i, "embedding": [float(len(text)), 1.0, 0.0, 2.0][:dims]}
            for i, text in reversed(list(enumerate(body["input"])))  # out of order on purpose
        ]
        return httpx.Response(200, json={"object": "list", "data": data, "model": body["model"]})

    return httpx.MockTransport(handler)


def test_remote_embedder_batches_orders_and_normalises() -> None:
    calls: list[dict[str, object]] = []
    embedder = RemoteEmbedder(
        base_url="http://embeddings.test/v1",
        model="text-embedding-3-small",
        api_key="sk-test",
        batch_size=2,
        transport=_embeddings_endpoint(calls),
    )
    assert embedder.dimensions == 4
    assert embedder.model == "openai-compatible:text-embedding-3-small"
    vectors = embedder.embed(["a", "bbb", "cc"])
    assert vectors.dtype == np.float32 and vectors.shape == (3, 4)
    assert np.allclose(np.linalg.norm(vectors, axis=1), 1.0)
    assert vectors[0][0] < vectors[1][0]  # order follows `index`, not arrival
    sent = [c["input"] for c in calls[1:]]
    assert sent == [["a", "bbb"], ["cc"]]
    assert all(c["auth"] == "Bearer sk-test" for c in calls)
    assert embedder.embed([]).shape == (0, 4)


def test_remote_embedder_errors_are_clear() -> None:
    def failing(request: httpx.Request) -> httpx.Response:
        return httpx.Response(401, json={"error": {"message": "bad key"}})

    with pytest.raises(EmbeddingServiceError, match="401"):
        RemoteEmbedder(
            base_url="http://e.test",
            model="m",
            dimensions=4,
            transport=httpx.MockTransport(failing),
        ).embed(["x"])

    def wrong_count(request: httpx.Request) -> httpx.Response:
        return httpx.Response(200, json={"data": [{"index": 0, "embedding": [1.0]}] * 2})

    with pytest.raises(EmbeddingServiceError, match="2 vectors for 1"):
        RemoteEmbedder(
            base_url="http://e.test",
            model="m",
            dimensions=1,
            transport=httpx.MockTransport(wrong_count),
        ).embed(["x"])
