"""Storage backends by name: what `Settings.backend` chooses between.

A backend is the store plus what search reads: a retriever for chunks and one for
memories. The vector indexes are the in-memory matrices the ingestion pipeline keeps
in step as it writes (a backend that searches vectors in its database would hand
out indexes that are never loaded, and retrievers that never read them).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from ..index.retrieval import IndexedRetriever, Retriever
from ..index.vectors import VectorIndex
from .base import ChunkRecord
from .interface import Store
from .memories import MemoryRecord

__all__ = ["BACKENDS", "Backend", "open_backend"]

DATABASE_FILE = "memhub.sqlite3"


@dataclass(frozen=True)
class Backend:
    store: Store
    chunk_vectors: VectorIndex
    memory_vectors: VectorIndex
    chunks: Retriever[ChunkRecord]
    memories: Retriever[MemoryRecord]


def open_sqlite(
    data_dir: Path, *, embedding_model: str, dimensions: int, dream_window: float
) -> Backend:
    """One SQLite file in the data directory (FTS5 full text), vectors searched in memory."""
    from .sqlite import SQLiteStore

    store = SQLiteStore(
        data_dir / DATABASE_FILE, embedding_model=embedding_model, dream_window=dream_window
    )
    chunk_vectors = VectorIndex(store.namespace_vectors, dimensions)
    memory_vectors = VectorIndex(store.memory_vectors, dimensions)
    return Backend(
        store=store,
        chunk_vectors=chunk_vectors,
        memory_vectors=memory_vectors,
        # Lambdas look the store's methods up at each call, so anything that wraps them
        # on the instance (the benchmarks' timers) still sees every call.
        chunks=IndexedRetriever(
            chunk_vectors,
            lexical=lambda namespace, query, k: store.fulltext(namespace, query, k),
            records=lambda ids: store.chunks_by_id(ids),
        ),
        memories=IndexedRetriever(
            memory_vectors,
            lexical=lambda namespace, query, k: store.memory_fulltext(namespace, query, k),
            records=lambda ids: store.memories(ids),
        ),
    )


Opener = Callable[..., Backend]
BACKENDS: dict[str, Opener] = {"sqlite": open_sqlite}


def open_backend(
    name: str, data_dir: Path, *, embedding_model: str, dimensions: int, dream_window: float
) -> Backend:
    opener = BACKENDS.get(name)
    if opener is None:
        known = ", ".join(sorted(BACKENDS))
        raise ValueError(
            f"Unknown storage backend {name!r} (MEMHUB_BACKEND); choose one of: {known}"
        )
    return opener(
        data_dir, embedding_model=embedding_model, dimensions=dimensions, dream_window=dream_window
    )
