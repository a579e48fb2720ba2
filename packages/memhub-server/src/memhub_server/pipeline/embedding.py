"""Choosing the embedder: the packaged local model unless an endpoint is configured."""

from __future__ import annotations

import threading
from collections.abc import Sequence

import numpy as np
from numpy.typing import NDArray

from ..config import Settings
from .embedder import Embedder, LocalMiniLMEmbedder
from .remote_embedder import RemoteEmbedder

__all__ = ["LazyLocalEmbedder", "embedder_for"]


class LazyLocalEmbedder:
    """The local model, loaded on first use so start-up and empty servers stay light."""

    model = LocalMiniLMEmbedder.MODEL_ID
    dimensions = 384

    def __init__(self, threads: int = 1) -> None:
        self._threads = threads
        self._inner: LocalMiniLMEmbedder | None = None
        self._lock = threading.Lock()

    def _load(self) -> LocalMiniLMEmbedder:
        with self._lock:
            if self._inner is None:
                self._inner = LocalMiniLMEmbedder(threads=self._threads)
            return self._inner

    def embed(self, texts: Sequence[str]) -> NDArray[np.float32]:
        return self._load().embed(texts)


def embedder_for(settings: Settings) -> Embedder:
    if settings.embeddings_base_url:
        if not settings.embeddings_model:
            raise ValueError("MEMHUB_EMBEDDINGS_MODEL must be set with MEMHUB_EMBEDDINGS_BASE_URL")
        return RemoteEmbedder(
            base_url=settings.embeddings_base_url,
            model=settings.embeddings_model,
            api_key=settings.embeddings_api_key,
        )
    return LazyLocalEmbedder(threads=settings.embed_threads)
