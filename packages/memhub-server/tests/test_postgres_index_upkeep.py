"""What the PostgreSQL backend keeps beside the rows: per-namespace HNSW indexes, built
only where exact search gets too slow, and in-process caches that see other processes'
writes."""

from __future__ import annotations

import time
from collections.abc import Iterator, Sequence

import numpy as np
import psycopg
import pytest

from memhub import types as t
from memhub_server.services.profiles import ProfileService
from memhub_server.store.base import NewChunk, NewDocument
from memhub_server.store.memories import MemoryRecord, NewMemory
from memhub_server.store.postgres import (
    CHUNKS,
    MEMORIES,
    PostgresIndex,
    PostgresStore,
    migrate,
)

DIMS = 16


def _unit(rng: np.random.Generator, count: int) -> np.ndarray:
    vectors = rng.standard_normal((count, DIMS)).astype(np.float32)
    return vectors / np.linalg.norm(vectors, axis=1, keepdims=True)


def _ingest(store: PostgresStore, namespace: str, vectors: np.ndarray) -> list[str]:
    """One one-chunk document per vector, committed as the worker commits; the chunk ids."""
    texts = [f"{namespace} row {i}" for i in range(len(vectors))]
    store.add_documents(namespace, [NewDocument(content=text) for text in texts])
    jobs = store.next_jobs(len(texts) + 1, max_chars=10**9)
    order = {text: i for i, text in enumerate(texts)}
    work = [(job, [NewChunk(0, job.text, vectors[order[job.text]])]) for job in jobs]
    return [records[0].id for records in store.finish_jobs(work)]


@pytest.fixture
def store(postgres_url: str) -> Iterator[PostgresStore]:
    store = PostgresStore(postgres_url, embedding_model="m")
    yield store
    store.close()


def _index(store: PostgresStore, exact_up_to: int) -> PostgresIndex:  # type: ignore[type-arg]
    return PostgresIndex(
        store, CHUNKS, store.chunks_by_id, dimensions=DIMS, exact_up_to=exact_up_to
    )


def _namespace_id(store: PostgresStore, name: str) -> str:
    with store._read() as conn:
        row = conn.execute("SELECT id FROM namespaces WHERE name = %s", (name,)).fetchone()
    assert row is not None
    return str(row["id"])


def _hnsw_indexes(url: str) -> dict[str, str]:
    """Name -> definition of every HNSW index in the database's memhub schema."""
    with psycopg.connect(url) as conn:
        rows = conn.execute(
            "SELECT c.relname, pg_get_indexdef(c.oid) FROM pg_class c "
            "JOIN pg_am a ON a.oid = c.relam WHERE a.amname = 'hnsw' "
            "AND c.relnamespace = current_schema()::regnamespace"
        ).fetchall()
    return dict(rows)


def _until(condition: object, what: str, timeout: float = 20.0) -> None:
    """Wait for a background build or drop (not a timing assertion: only a bound)."""
    deadline = time.monotonic() + timeout
    while not condition():  # type: ignore[operator]
        if time.monotonic() > deadline:
            raise AssertionError(f"{what} did not happen within {timeout} s")
        time.sleep(0.05)


# -- HNSW only where it pays -----------------------------------------------------------


def test_a_namespace_growing_past_the_exact_limit_gets_its_own_index_at_ingestion(
    store: PostgresStore, postgres_url: str
) -> None:
    rng = np.random.default_rng(3)
    index = _index(store, exact_up_to=50)
    small = _ingest(store, "small", _unit(rng, 30))
    index.add("small", small, small, _unit(rng, len(small)))
    big = _ingest(store, "big", _unit(rng, 60))
    # The worker tells the index of the rows it committed: that is when the build starts.
    index.add("big", big, big, _unit(rng, len(big)))
    big_id = _namespace_id(store, "big")
    _until(lambda: _hnsw_indexes(postgres_url), "the big namespace's HNSW build")
    indexes = _hnsw_indexes(postgres_url)
    assert list(indexes) == [f"chunks_hnsw_{DIMS}_{big_id}"]
    # Partial: inserts into any other namespace never touch the graph.
    assert f"namespace_id = '{big_id}'" in next(iter(indexes.values()))
    _until(lambda: index._approximate(big_id), "the index being found ready")
    # The small namespace stays exact, and never gets an index of its own.
    assert len(index.dense("small", _unit(rng, 1)[0], 5)) == 5
    assert list(_hnsw_indexes(postgres_url)) == [f"chunks_hnsw_{DIMS}_{big_id}"]


def test_a_large_namespace_is_searched_through_its_index_with_iterative_scan(
    store: PostgresStore,
) -> None:
    """A namespace that is a small part of a large table still gets `k` results from the
    approximate path, and nearly the exact ones; the plan walks that namespace's graph."""
    rng = np.random.default_rng(11)
    small, large = _unit(rng, 60), _unit(rng, 600)
    ids = _ingest(store, "sam", small)
    _ingest(store, "crowd", large)
    index = _index(store, exact_up_to=50)
    sam = _namespace_id(store, "sam")
    assert index.build_hnsw(sam)
    assert index.build_hnsw(_namespace_id(store, "crowd"))
    queries = _unit(rng, 10)
    found = 0
    for query in queries:
        with store._read() as conn, conn.transaction():
            index.approximate_settings(conn, 10)
            plan = conn.execute(
                psycopg.sql.SQL("EXPLAIN ") + index.approximate_query(sam),
                {"q": query, "model": "m", "k": 10},
            ).fetchall()
        assert any(f"chunks_hnsw_{DIMS}_{sam}" in str(row) for row in plan), plan
        hits = index.dense("sam", query, 10)
        assert len(hits) == 10
        exact = {ids[i] for i in np.argsort(-(small @ query))[:10]}
        found += len(exact & {hit[0] for hit in hits})
        assert [h[1] for h in hits] == sorted((h[1] for h in hits), reverse=True)
    assert found / (10 * len(queries)) >= 0.9


def test_a_deleted_namespace_loses_its_index(store: PostgresStore, postgres_url: str) -> None:
    rng = np.random.default_rng(4)
    _ingest(store, "gone", _unit(rng, 60))
    _ingest(store, "kept", _unit(rng, 60))
    index = _index(store, exact_up_to=50)
    assert index.build_hnsw(_namespace_id(store, "gone"))
    assert index.build_hnsw(kept := _namespace_id(store, "kept"))
    assert store.delete_namespace("gone") is not None
    index.forget("gone")
    _until(lambda: len(_hnsw_indexes(postgres_url)) == 1, "dropping the deleted one's index")
    assert list(_hnsw_indexes(postgres_url)) == [f"chunks_hnsw_{DIMS}_{kept}"]


def test_an_upgrade_drops_the_whole_table_index_earlier_versions_kept(postgres_url: str) -> None:
    with psycopg.connect(postgres_url, autocommit=True) as conn:
        migrate(conn, upto=4)
        # What an earlier memhub built over every namespace's rows at once.
        conn.execute(
            f"CREATE INDEX chunks_hnsw_{DIMS} ON chunks USING hnsw "
            f"((embedding::vector({DIMS})) vector_ip_ops) WHERE vector_dims(embedding) = {DIMS}"
        )
        conn.execute("CREATE INDEX chunks_by_content ON chunks(content)")  # not ours to drop
    PostgresStore(postgres_url, embedding_model="m").close()
    assert _hnsw_indexes(postgres_url) == {}
    with psycopg.connect(postgres_url) as conn:
        assert conn.execute("SELECT to_regclass('chunks_by_content')").fetchone() != (None,)


# -- caches that see other processes' writes -------------------------------------------


class _WordEmbedder:
    """A stand-in model: a fixed random vector per text (profiles embed bucket names)."""

    model = "m"
    dimensions = DIMS

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        return (
            np.stack([_unit(np.random.default_rng(sum(map(ord, text))), 1)[0] for text in texts])
            if texts
            else np.zeros((0, DIMS), np.float32)
        )


def _remember(store: PostgresStore, namespace: str, text: str) -> MemoryRecord:
    outcome = store.add_document(namespace, NewDocument(content=text))
    vector = _unit(np.random.default_rng(len(text)), 1)[0]
    return store.insert_memory(
        namespace, NewMemory(text=text, kind="durable"), vector, document_id=outcome.document.id
    )


def _static(profiles: ProfileService, namespace: str) -> list[str]:
    reply = profiles.profile(namespace, t.ProfileRequest())
    return [fact.memory for fact in reply.profile.static]


def test_a_cached_profile_sees_a_write_made_by_another_process(postgres_url: str) -> None:
    """Two stores on one database stand for two processes (each has its own pool): a
    memory written or forgotten through one is in the other's next profile, which it
    serves from its cache only while the namespace's memory version is unchanged."""
    writer = PostgresStore(postgres_url, embedding_model="m")
    reader = PostgresStore(postgres_url, embedding_model="m")
    try:
        memories: PostgresIndex[MemoryRecord] = PostgresIndex(
            reader, MEMORIES, reader.memories, dimensions=DIMS
        )
        profiles = ProfileService(reader, _WordEmbedder(), memories)
        first = _remember(writer, "sam", "Sam works as a ferry pilot")
        assert _static(profiles, "sam") == [first.text]
        cached = profiles._state("sam")
        assert profiles._state("sam") is cached  # nothing changed: served from the cache
        second = _remember(writer, "sam", "Sam grows chillies on the balcony")
        assert sorted(_static(profiles, "sam")) == sorted([first.text, second.text])
        writer.forget_memories([first.id], "moved on")
        assert _static(profiles, "sam") == [second.text]
        # Another namespace's writes leave this one's cache alone.
        cached = profiles._state("sam")
        _remember(writer, "alex", "Alex sails on weekends")
        assert profiles._state("sam") is cached
    finally:
        reader.close()
        writer.close()


def test_the_memory_version_is_spread_over_shard_rows(postgres_url: str) -> None:
    """Writers to one namespace add to the shard row of their own backend, not all to
    one row, and the version is the sum of the shards."""
    stores = [PostgresStore(postgres_url, embedding_model="m", pool_size=1) for _ in range(4)]
    try:
        pids = set()
        for store in stores:
            with store._read() as conn:
                row = conn.execute("SELECT pg_backend_pid() AS pid").fetchone()
            assert row is not None
            pids.add(int(row["pid"]))
        for round_ in range(2):
            for number, store in enumerate(stores):
                _remember(store, "sam", f"Sam fact {round_}-{number}")
        namespace_id, version = stores[1].memory_stamp("sam")
        assert namespace_id == _namespace_id(stores[0], "sam")
        with psycopg.connect(postgres_url) as conn:
            rows = conn.execute(
                "SELECT shard, memory_writes FROM namespace_stats WHERE namespace_id = %s",
                (namespace_id,),
            ).fetchall()
        assert {shard for shard, writes in rows if writes} == {pid % 8 for pid in pids}
        assert sum(writes for _, writes in rows) == version == 8
    finally:
        for store in stores:
            store.close()


def test_cached_word_counts_follow_another_process_s_writes(postgres_url: str) -> None:
    """A process keeps how many rows hold each searched word, for the namespace's
    current version: a chunk written through another process changes the version, so
    the next search scores from fresh counts, exactly as a process without the cache."""
    writer = PostgresStore(postgres_url, embedding_model="m")
    reader = PostgresStore(postgres_url, embedding_model="m")
    try:
        rng = np.random.default_rng(8)
        texts = ["Sam paddles a kayak", "Sam mends nets", "Sam bakes bread", "Sam naps"]
        store_rows = dict(zip(texts, _unit(rng, len(texts)), strict=True))
        writer.add_documents("sam", [NewDocument(content=text) for text in texts])
        jobs = writer.next_jobs(10)
        writer.finish_jobs([(job, [NewChunk(0, job.text, store_rows[job.text])]) for job in jobs])
        cached = _index(reader, exact_up_to=50)
        before = cached.lexical("sam", "kayak bread", 5)
        assert cached._term_counts  # counted once, kept
        assert cached.lexical("sam", "kayak bread", 5) == before
        _ingest(writer, "sam", _unit(rng, 3))  # rows without either word: idf changes
        writer.add_documents("sam", [NewDocument(content="Alex rents a kayak")])
        (job,) = writer.next_jobs(10)
        writer.finish_jobs([(job, [NewChunk(0, job.text, _unit(rng, 1)[0])])])
        after = cached.lexical("sam", "kayak bread", 5)
        assert after == _index(reader, exact_up_to=50).lexical("sam", "kayak bread", 5)
        assert len(after) == len(before) + 1 and after != before
        # Another namespace's writes keep this one's counts.
        counts = dict(cached._term_counts)
        _ingest(writer, "alex", _unit(rng, 2))
        cached.lexical("sam", "kayak bread", 5)
        assert cached._term_counts == counts
    finally:
        reader.close()
        writer.close()
