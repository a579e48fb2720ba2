"""Text embedders: the packaged local model unless an endpoint is configured.

:class:`Embedder` is the small interface the rest of memhub relies on: something that
turns a batch of strings into unit-length float32 vectors and says which model made
them, so stored vectors from different models are never compared with each other.
`local` runs the packaged model in NumPy (search queries in int8 by ONNX Runtime when the
`onnx` extra is installed, see `quantized`); `remote` calls an OpenAI-compatible
`/embeddings` endpoint.
"""

from __future__ import annotations

from ...config import Settings
from .base import Embedder, QueryEmbedder, embed_queries
from .local import LazyLocalEmbedder, LocalMiniLMEmbedder, QueryEncoder
from .remote import EmbeddingServiceError, EmbeddingServiceUnavailable, RemoteEmbedder

__all__ = [
    "Embedder",
    "EmbeddingServiceError",
    "EmbeddingServiceUnavailable",
    "LazyLocalEmbedder",
    "LocalMiniLMEmbedder",
    "QueryEmbedder",
    "QueryEncoder",
    "RemoteEmbedder",
    "embed_queries",
    "embedder_for",
]


def embedder_for(settings: Settings) -> Embedder:
    if settings.embeddings_base_url and settings.embeddings_model:  # Settings requires both
        return RemoteEmbedder(
            base_url=settings.embeddings_base_url,
            model=settings.embeddings_model,
            api_key=settings.embeddings_api_key,
        )
    return LazyLocalEmbedder(threads=settings.embed_threads, query_encoder=settings.query_encoder)
