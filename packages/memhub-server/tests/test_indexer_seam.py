"""The write side of retrieval: the pipeline and services keep a backend's indexes in step
through the `Indexer` protocol alone.

The engine here runs on a backend whose indexes are a recording stand-in: it writes down
every index call and hands it on to SQLite's. It has none of `VectorIndex`'s own methods
(`search`, `remove_documents`), so a worker, dreamer or service that still reached past the
protocol into the in-memory index would fail here, and one that skipped a call would leave
it out of the record.
"""

from __future__ import annotations

from collections.abc import Collection, Iterator, Sequence
from pathlib import Path
from typing import Any, Generic, TypeVar

import pytest

from memhub import types as t
from memhub_server.config import Settings
from memhub_server.engine import Engine
from memhub_server.index.retrieval import SearchIndex
from memhub_server.pipeline.embedding import LocalMiniLMEmbedder
from memhub_server.pipeline.memory.facts import CandidateFact, ExtractionInput
from memhub_server.store import backends
from memhub_server.store.backends import Backend, open_sqlite
from memhub_server.store.base import Vector

R = TypeVar("R")
Call = tuple[Any, ...]


class RecordingIndex(Generic[R]):
    """A `SearchIndex` that records its writes (and vector reads) as (kind.call, args)."""

    def __init__(self, kind: str, inner: SearchIndex[R], calls: list[Call]) -> None:
        self._kind = kind
        self._inner = inner
        self._calls = calls

    def _record(self, call: str, *args: Any) -> None:
        self._calls.append((f"{self._kind}.{call}", *args))

    def dense(
        self, namespace: str, vector: Vector, k: int, *, owners: Collection[str] | None = None
    ) -> list[tuple[str, float]]:
        return self._inner.dense(namespace, vector, k, owners=owners)

    def lexical(self, namespace: str, query: str, k: int) -> list[tuple[str, float]]:
        return self._inner.lexical(namespace, query, k)

    def cosines(self, namespace: str, vector: Vector, ids: Sequence[str]) -> dict[str, float]:
        return dict(self._inner.cosines(namespace, vector, ids))

    def fetch(self, namespace: str, ids: Sequence[str]) -> dict[str, R]:
        return dict(self._inner.fetch(namespace, ids))

    def vectors(self, namespace: str, ids: Sequence[str]) -> dict[str, Vector]:
        self._record("vectors", namespace, sorted(ids))
        return dict(self._inner.vectors(namespace, ids))

    def add(
        self, namespace: str, ids: Sequence[str], owners: Sequence[str], vectors: Vector
    ) -> None:
        assert vectors.shape[0] == len(ids) == len(owners)
        self._record("add", namespace, list(ids), list(owners))
        self._inner.add(namespace, ids, owners, vectors)

    def remove(self, namespace: str, owners: Collection[str]) -> None:
        self._record("remove", namespace, set(owners))
        self._inner.remove(namespace, owners)

    def forget(self, namespace: str) -> None:
        self._record("forget", namespace)
        self._inner.forget(namespace)

    def clear(self) -> None:
        self._record("clear")
        self._inner.clear()


class OneFact:
    """Each document is one durable fact, word for word."""

    name = "one-fact"

    def extract(self, batch: Sequence[ExtractionInput]) -> list[list[CandidateFact]]:
        return [[CandidateFact(text=i.content, subject="Sam", kind="durable")] for i in batch]


@pytest.fixture
def recorded(
    tmp_path: Path, embedder: LocalMiniLMEmbedder, monkeypatch: pytest.MonkeyPatch
) -> Iterator[tuple[Engine, list[Call]]]:
    calls: list[Call] = []

    def open_recording(data_dir: Path, **options: Any) -> Backend:
        real = open_sqlite(data_dir, **options)
        return Backend(
            store=real.store,
            chunks=RecordingIndex("chunks", real.chunks, calls),
            memories=RecordingIndex("memories", real.memories, calls),
        )

    monkeypatch.setitem(backends.BACKENDS, "recording", open_recording)
    settings = Settings(
        data_dir=tmp_path / "data",
        backend="recording",
        start_worker=False,
        auth=False,
        dream_window=0,
    )
    engine = Engine(settings, embedder=embedder, extractor=OneFact())
    engine.start()
    yield engine, calls
    engine.close()


def _taken(calls: list[Call]) -> list[Call]:
    """The calls recorded so far, leaving the record empty."""
    taken = list(calls)
    calls.clear()
    return taken


def test_worker_dreamer_and_services_write_through_the_indexer(
    recorded: tuple[Engine, list[Call]],
) -> None:
    engine, calls = recorded
    engine.documents.add("sam", t.DocumentInput(content="Sam repairs old bicycles.", id="bikes"))
    assert engine.worker.drain()
    document = engine.store.document("sam", "bikes")
    assert document is not None
    chunk_ids = [c.id for c in engine.store.document_chunks(document.id)]
    (memory,) = engine.store.list_memories("sam")
    # The worker adds the chunks it committed; the dreamer reads their vectors (what the
    # new content is about, to find related memories) and adds the memory it formed.
    assert _taken(calls) == [
        ("chunks.add", "sam", chunk_ids, [document.id] * len(chunk_ids)),
        ("chunks.vectors", "sam", sorted(chunk_ids)),
        ("memories.add", "sam", [memory.id], [memory.id]),
    ]

    # What was added is what search finds: the stand-in is the only way in.
    request = t.SearchRequest(query="cycling mechanic", search_mode="memories", threshold=0)
    found = engine.search.search("sam", request)
    assert [r.memory for r in found.results] == ["Sam repairs old bicycles."]
    engine.profiles.profile("sam", t.ProfileRequest())
    assert ("memories.vectors", "sam", [memory.id]) in _taken(calls)

    # New content replaces the old chunks: removed by their document, then added again.
    engine.documents.update("sam", "bikes", t.UpdateDocumentRequest(content="Sam sails boats."))
    assert engine.worker.drain()
    new_chunks = [c.id for c in engine.store.document_chunks(document.id)]
    writes = [c for c in _taken(calls) if c[0].startswith("chunks.")]
    assert writes == [
        ("chunks.remove", "sam", {document.id}),
        ("chunks.add", "sam", new_chunks, [document.id] * len(new_chunks)),
        ("chunks.vectors", "sam", sorted(new_chunks)),  # the dreamer, reading
    ]

    engine.documents.delete("sam", t.DeleteDocumentsRequest(ids=["bikes"]))
    assert _taken(calls) == [("chunks.remove", "sam", {document.id})]

    engine.namespaces.delete("sam", None)
    assert {("chunks.forget", "sam"), ("memories.forget", "sam")} <= set(_taken(calls))

    engine.reembed()
    assert {("chunks.clear",), ("memories.clear",)} <= set(_taken(calls))


def test_a_move_forgets_both_namespaces_in_every_index(
    recorded: tuple[Engine, list[Call]],
) -> None:
    engine, calls = recorded
    engine.documents.add("sam", t.DocumentInput(content="Sam grows tomatoes."))
    assert engine.worker.drain()
    calls.clear()
    engine.namespaces.delete("sam", "samuel")
    forgotten = {c for c in calls if c[0].endswith(".forget")}
    assert forgotten == {
        (f"{kind}.forget", name) for kind in ("chunks", "memories") for name in ("sam", "samuel")
    }
