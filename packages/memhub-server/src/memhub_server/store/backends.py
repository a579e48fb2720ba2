"""Storage backends by name: what `Settings.backend` chooses between.

A backend is the store plus a search index for chunks and one for memories: what
search reads (`Retriever`) and what the pipeline keeps in step as it writes
(`Indexer`). SQLite's keep vectors in in-memory matrices, loaded from the store on
first use; a backend that searches vectors in its database would answer the
indexer's calls by doing nothing, and nothing outside this module would know.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, NotRequired, TypedDict, Unpack

from ..config import LEASE_SECONDS
from ..index.retrieval import IndexedRetriever, SearchIndex
from ..index.vectors import VectorIndex
from .base import ChunkRecord, StoreUnavailable
from .interface import Store
from .memories import MemoryRecord

if TYPE_CHECKING:
    from .sqlite import SQLiteStore

__all__ = [
    "BACKENDS",
    "Backend",
    "BackendOptions",
    "open_backend",
    "open_postgres",
    "sqlite_indexes",
]

DATABASE_FILE = "memhub.sqlite3"


Wake = Callable[[], None]


@dataclass(frozen=True)
class Backend:
    store: Store
    chunks: SearchIndex[ChunkRecord]
    memories: SearchIndex[MemoryRecord]
    # Where other processes may queue work: starts calling the given wake-up whenever
    # they do, and returns what stops it. None where only this process queues work.
    wake_on_work: Callable[[Wake], Wake] | None = None


class BackendOptions(TypedDict):
    """What every backend is opened with, by keyword; `database_url` and `lease_seconds`
    only where the backend keeps its data (and its work queue) outside the data
    directory, shared by several processes."""

    embedding_model: str
    dimensions: int
    dream_window: float
    database_url: NotRequired[str | None]
    lease_seconds: NotRequired[float]


def open_sqlite(
    data_dir: Path, *, embedding_model: str, dimensions: int, dream_window: float
) -> Backend:
    """One SQLite file in the data directory (FTS5 full text), vectors searched in memory."""
    from .sqlite import SQLiteStore

    store = SQLiteStore(
        data_dir / DATABASE_FILE, embedding_model=embedding_model, dream_window=dream_window
    )
    chunks, memories = sqlite_indexes(store, dimensions)
    return Backend(store=store, chunks=chunks, memories=memories)


def sqlite_indexes(
    store: SQLiteStore, dimensions: int
) -> tuple[SearchIndex[ChunkRecord], SearchIndex[MemoryRecord]]:
    """The chunk and memory indexes over a SQLite store: in-memory vectors loaded from it,
    full text and records read from it.

    Vectors and full text are read through these only: `namespace_vectors`, `fulltext`
    and their memory twins are `SQLiteStore`'s, not the `Store` protocol's. Lambdas look
    the store's methods up at each call, so anything that wraps them on the instance
    (the benchmarks' timers) still sees every call.
    """
    chunks = IndexedRetriever(
        VectorIndex(store.namespace_vectors, dimensions),
        lexical=lambda namespace, query, k: store.fulltext(namespace, query, k),
        records=lambda ids: store.chunks_by_id(ids),
    )
    memories = IndexedRetriever(
        VectorIndex(store.memory_vectors, dimensions),
        lexical=lambda namespace, query, k: store.memory_fulltext(namespace, query, k),
        records=lambda ids: store.memories(ids),
    )
    return chunks, memories


def open_postgres(data_dir: Path, **options: Unpack[BackendOptions]) -> Backend:
    """A PostgreSQL database with pgvector: vectors and full text searched in SQL, so
    nothing is kept in the process (any number of processes may share the database)."""
    database_url = options.get("database_url")
    if not database_url:
        raise ValueError("the postgres backend needs MEMHUB_DATABASE_URL (or --database-url)")
    try:
        from .postgres import (
            CHUNKS,
            MEMORIES,
            ExpirySweeper,
            PostgresIndex,
            PostgresStore,
            WorkListener,
        )
    except ImportError as exc:  # psycopg is an optional dependency
        raise StoreUnavailable(
            "the postgres backend needs psycopg: install memhub-server[postgres]"
        ) from exc
    store = PostgresStore(
        database_url,
        embedding_model=options["embedding_model"],
        dream_window=options["dream_window"],
        lease_seconds=options.get("lease_seconds", LEASE_SECONDS),
    )
    dimensions = options["dimensions"]
    chunks: PostgresIndex[ChunkRecord] = PostgresIndex(
        store, CHUNKS, store.chunks_by_id, dimensions=dimensions
    )
    memories: PostgresIndex[MemoryRecord] = PostgresIndex(
        store, MEMORIES, store.memories, dimensions=dimensions
    )

    def wake_on_work(wake: Wake) -> Wake:
        # Notified of new work, and of work whose claim ran out (a process died).
        listener = WorkListener(database_url, wake).start()
        sweeper = ExpirySweeper(store.recover_jobs, store.leases.beat).start()

        def stop() -> None:
            sweeper.close()
            listener.close()

        return stop

    return Backend(store=store, chunks=chunks, memories=memories, wake_on_work=wake_on_work)


Opener = Callable[..., Backend]
BACKENDS: dict[str, Opener] = {"sqlite": open_sqlite, "postgres": open_postgres}


def open_backend(name: str, data_dir: Path, **options: Unpack[BackendOptions]) -> Backend:
    opener = BACKENDS.get(name)
    if opener is None:
        known = ", ".join(sorted(BACKENDS))
        raise ValueError(
            f"Unknown storage backend {name!r} (MEMHUB_BACKEND); choose one of: {known}"
        )
    # Only a backend that takes a database URL is given one (and a lease length).
    if not options.get("database_url"):
        options.pop("database_url", None)
        options.pop("lease_seconds", None)
    return opener(data_dir, **options)
