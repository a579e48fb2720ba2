"""Embeddings from any OpenAI-compatible `/embeddings` endpoint."""

from __future__ import annotations

import logging
import time
from collections.abc import Sequence

import httpx
import numpy as np
from numpy.typing import NDArray

from memhub import RetryPolicy

from ...services.errors import UpstreamError, UpstreamUnavailable
from .._http import endpoint_client

__all__ = ["EmbeddingServiceError", "EmbeddingServiceUnavailable", "RemoteEmbedder"]

logger = logging.getLogger(__name__)

_sleep = time.sleep  # tests replace it


class EmbeddingServiceError(UpstreamError):
    """The embeddings endpoint failed or answered with something unusable (502)."""


class EmbeddingServiceUnavailable(EmbeddingServiceError, UpstreamUnavailable):
    """The embeddings endpoint could not be reached or stayed overloaded (503)."""


class RemoteEmbedder:
    """Calls `POST {base_url}/embeddings` in batches and normalises the vectors.

    `dimensions` is learned from the first answer when not given, by embedding a
    probe string, so the engine knows the vector width before storing anything.
    Failures are retried under memhub's `RetryPolicy` (429, 5xx, connection
    trouble; `Retry-After` honoured), and `timeout` bounds each batch's request
    with all its retries.
    """

    def __init__(
        self,
        *,
        base_url: str,
        model: str,
        api_key: str | None = None,
        dimensions: int | None = None,
        batch_size: int = 64,
        timeout: float = 30.0,
        max_retries: int = 3,
        transport: httpx.BaseTransport | None = None,
    ) -> None:
        self._http = endpoint_client(base_url, api_key, timeout=timeout, transport=transport)
        self.model = f"openai-compatible:{model}"
        self._model_name = model
        self._batch_size = batch_size
        self._timeout = timeout
        self._retry = RetryPolicy(max_retries=max_retries)
        self.dimensions = dimensions or int(self._request(["dimension probe"]).shape[1])

    def embed(self, texts: Sequence[str]) -> NDArray[np.float32]:
        if not texts:
            return np.zeros((0, self.dimensions), dtype=np.float32)
        parts = [
            self._request(texts[i : i + self._batch_size])
            for i in range(0, len(texts), self._batch_size)
        ]
        vectors = np.concatenate(parts).astype(np.float32, copy=False)
        norms = np.linalg.norm(vectors, axis=1, keepdims=True)
        unit: NDArray[np.float32] = (vectors / np.maximum(norms, np.float32(1e-12))).astype(
            np.float32, copy=False
        )
        return unit

    def _request(self, texts: Sequence[str]) -> NDArray[np.float32]:
        schedule = self._retry.start(self._timeout)
        body = {"model": self._model_name, "input": list(texts)}
        while True:
            response: httpx.Response | None = None
            try:
                response = self._http.post("/embeddings", json=body, timeout=schedule.remaining())
            except httpx.TransportError as exc:
                if not self._retry.should_retry_exception(exc, idempotent=True):
                    raise EmbeddingServiceError(f"embeddings endpoint unusable: {exc}") from exc
                error = f"embeddings endpoint unreachable: {type(exc).__name__}: {exc}"
            else:
                if response.is_success:
                    return self._parse(response, len(texts))
                error = f"embeddings endpoint answered {response.status_code}"
                if not self._retry.should_retry_status(response.status_code):
                    raise EmbeddingServiceError(f"{error}: {response.text[:300]}")
            delay = schedule.next_delay(response)
            if delay is None:
                attempts = schedule.number + 1
                raise EmbeddingServiceUnavailable(f"{error} (gave up after {attempts} attempts)")
            logger.warning("%s; retrying in %.2fs", error, delay)
            _sleep(delay)

    @staticmethod
    def _parse(response: httpx.Response, count: int) -> NDArray[np.float32]:
        try:
            data = sorted(response.json()["data"], key=lambda item: item["index"])
            vectors = np.array([item["embedding"] for item in data], dtype=np.float32)
        except (ValueError, KeyError, TypeError) as exc:
            raise EmbeddingServiceError(f"unexpected embeddings response: {exc}") from exc
        if vectors.ndim != 2 or len(vectors) != count:
            raise EmbeddingServiceError(
                f"embeddings endpoint returned {len(vectors)} vectors for {count} inputs"
            )
        return vectors

    def close(self) -> None:
        self._http.close()
