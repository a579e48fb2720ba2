"""The interface every embedder meets."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, runtime_checkable

import numpy as np
from numpy.typing import NDArray

__all__ = ["Embedder", "QueryEmbedder", "embed_queries"]


class Embedder(Protocol):
    """Anything that can turn texts into comparable vectors.

    ``model`` is recorded next to every stored vector; two vectors are only
    comparable when they carry the same ``model`` string, so it must change whenever
    the weights or the pre/post-processing change in a way that moves the vectors.
    """

    model: str
    dimensions: int

    def embed(self, texts: Sequence[str]) -> NDArray[np.float32]:
        """Return a ``(len(texts), dimensions)`` float32 array of L2-normalised rows.

        Row ``i`` belongs to ``texts[i]``. An empty input gives shape
        ``(0, dimensions)``.
        """
        ...


@runtime_checkable
class QueryEmbedder(Embedder, Protocol):
    """An embedder with a faster path for search queries.

    ``embed_queries`` returns vectors meant only to be compared with stored ones made
    by ``embed`` (same model, same shape), never to be stored themselves.
    """

    def embed_queries(self, texts: Sequence[str]) -> NDArray[np.float32]: ...


def embed_queries(embedder: Embedder, texts: Sequence[str]) -> NDArray[np.float32]:
    """Vectors for search queries: the embedder's query path when it has one."""
    if isinstance(embedder, QueryEmbedder):
        return embedder.embed_queries(texts)
    return embedder.embed(texts)
