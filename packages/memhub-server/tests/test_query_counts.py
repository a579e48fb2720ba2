"""Paged views read the store a fixed number of times, whatever the page size.

Each SQL statement the store runs on the test's thread is counted through SQLite's
trace callback. Before the links of a page's memories, its documents' memory counts
and its chunks' document ids were read in one go, these views ran one query per
item (an N+1): the graph feed, the review queue, document and chunk listings.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from functools import partial
from pathlib import Path
from typing import TypeVar

import numpy as np
import pytest

from memhub import types as t
from memhub_server.engine import Engine
from memhub_server.index.vectors import VectorIndex
from memhub_server.pipeline.memory.rules import RuleExtractor
from memhub_server.services.memories import MemoryService
from memhub_server.store.base import DocumentHead, NewChunk, NewDocument
from memhub_server.store.memories import MemoryRecord, NewMemory
from memhub_server.store.sqlite import SQLiteStore

T = TypeVar("T")
VECTOR = np.zeros(4, dtype=np.float32)


@pytest.fixture
def store(tmp_path: Path) -> Iterator[SQLiteStore]:
    store = SQLiteStore(tmp_path / "db.sqlite3", embedding_model="m")
    yield store
    store.close()


def _service(store: SQLiteStore) -> MemoryService:
    # Neither view reads vectors or extracts: the index stays empty, the extractor idle.
    unused = VectorIndex(lambda namespace: ([], [], np.zeros((0, 4), np.float32)), 4)
    return MemoryService(store, unused, RuleExtractor())


@pytest.fixture
def service(store: SQLiteStore) -> MemoryService:
    return _service(store)


def _statements(store: SQLiteStore, call: Callable[[], T]) -> tuple[T, int]:
    """What `call` returns and how many SQL statements it ran on this thread."""
    seen: list[str] = []
    conn = store._conn()
    conn.set_trace_callback(seen.append)
    try:
        result = call()
    finally:
        conn.set_trace_callback(None)
    return result, len(seen)


def _fill(store: SQLiteStore, documents: int) -> list[MemoryRecord]:
    """Per document: a stated memory, its next version, and an inference derived from
    both versions and extending the previous document's; returns the inferences."""
    inferences: list[MemoryRecord] = []
    for i in range(documents):
        doc = store.add_document("ns", NewDocument(content=f"document {i}")).document
        stated = store.insert_memory(
            "ns", NewMemory(text=f"Fact {i}.", kind="durable"), VECTOR, document_id=doc.id
        )
        newer = store.insert_memory(
            "ns",
            NewMemory(text=f"Fact {i}, revised.", kind="durable"),
            VECTOR,
            document_id=doc.id,
            parent=stated,
        )
        inferred = store.insert_memory(
            "ns",
            NewMemory(text=f"Guess {i}.", kind="durable", is_inference=True),
            VECTOR,
            document_id=doc.id,
        )
        store.link(inferred.id, stated.id, "derives")
        store.link(inferred.id, newer.id, "derives")
        if inferences:
            store.link(inferred.id, inferences[-1].id, "extends")
            store.link(inferences[-1].id, inferred.id, "derives")
        inferences.append(inferred)
    return inferences


def test_graph_reads_a_fixed_number_of_times_whatever_the_page_size(
    store: SQLiteStore, service: MemoryService
) -> None:
    _fill(store, 30)
    small, small_count = _statements(store, lambda: service.graph("ns", 1, 2))
    large, large_count = _statements(store, lambda: service.graph("ns", 1, 30))
    assert (len(small.memories), len(large.memories)) == (6, 90)
    assert small_count == large_count


def test_review_queue_reads_a_fixed_number_of_times_whatever_its_length(tmp_path: Path) -> None:
    counts = []
    for size in (2, 30):
        sized = SQLiteStore(tmp_path / f"queue-{size}.sqlite3", embedding_model="m")
        _fill(sized, size)
        queue, count = _statements(sized, partial(_service(sized).inferred, "ns"))
        sized.close()
        assert queue.total == size
        counts.append(count)
    assert counts[0] == counts[1]


def _edges_one_by_one(store: SQLiteStore, graph: t.GraphResponse) -> list[t.GraphEdge]:
    """The graph's edges as read before, one `links` query per memory."""
    edges = []
    for memory in graph.memories:
        record = store.memories([memory.id])[memory.id]
        edges += [
            t.GraphEdge(source=record.id, target=d, relation="source") for d in memory.document_ids
        ]
        if record.parent_id:
            edges.append(t.GraphEdge(source=record.id, target=record.parent_id, relation="updates"))
        edges += [
            t.GraphEdge(source=s, target=o, relation=r)
            for s, o, r in store.links(record.id)
            if s == record.id
        ]
    return edges


def test_batched_reads_answer_what_the_per_memory_reads_did(
    store: SQLiteStore, service: MemoryService
) -> None:
    inferences = _fill(store, 5)
    graph = service.graph("ns", 1, 3)
    assert [d.id for d in graph.documents] == [d.public_id for d in _newest(store, 3)]
    assert graph.edges == _edges_one_by_one(store, graph)
    assert {e.relation for e in graph.edges} == {"source", "updates", "derives", "extends"}
    queue = service.inferred("ns")
    expected = {
        r.id: sum(1 for _, _, rel in store.links(r.id) if rel == "derives") for r in inferences
    }
    assert {m.id: m.parent_count for m in queue.memories} == expected
    # The first inference has its own two parents and derives its successor: 3.
    assert expected[inferences[0].id] == 3 and expected[inferences[-1].id] == 3


def _newest(store: SQLiteStore, count: int) -> list[DocumentHead]:
    return store.list_document_heads("ns", sort="createdAt", descending=True)[:count]


def test_links_of_reads_more_ids_than_one_statement_binds(store: SQLiteStore) -> None:
    inferences = _fill(store, 2)
    ids = [inferences[0].id, *(f"mem_missing_{i}" for i in range(1200))]
    assert store.links_of(ids) == sorted(store.links(inferences[0].id))


def _listing_statements(engine: Engine, kind: str, limit: int) -> int:
    params = t.ListParams(limit=limit)
    request = t.ListRequest(include=t.ListInclude(memory_count=True))
    listing = getattr(engine.documents, f"list_{kind}")
    page, count = _statements(engine.store, partial(listing, "ns", params, request))
    assert len(page.documents) + len(page.chunks) == limit
    return count


def test_document_and_chunk_pages_read_a_fixed_number_of_times(engine: Engine) -> None:
    _fill(engine.store, 12)
    chunks = [NewChunk(content="a chunk", position=0, vector=VECTOR)]
    work = [(job, chunks) for job in engine.store.next_jobs(12)]
    engine.store.finish_jobs(work)
    for kind in ("documents", "chunks"):
        assert _listing_statements(engine, kind, 2) == _listing_statements(engine, kind, 12)
    listed = engine.documents.list_documents(
        "ns", t.ListParams(limit=12), t.ListRequest(include=t.ListInclude(memory_count=True))
    )
    # Per document: the revised fact and the guess; the first version is no longer latest.
    assert {d.system.memory_count for d in listed.documents} == {2}
    asked = t.MemoryCountsRequest(ids=[d.id for d in listed.documents[:3]] + ["absent"])
    answer = engine.documents.memory_counts("ns", asked)
    assert [(c.id, c.memory_count) for c in answer.counts] == [(i, 2) for i in asked.ids[:3]]
    stored = _newest(engine.store, 1)[0].id
    assert engine.store.memory_counts("ns", [stored, "doc_absent"]) == {
        stored: engine.store.memory_count("ns", stored),
        "doc_absent": 0,
    }
