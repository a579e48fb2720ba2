"""The PostgreSQL store on a real server: migrations, search in SQL, claims across processes,
HNSW only where it pays, and caches that see what other processes write.

The service-level behaviour is proven by the modules marked `both_backends`, which run
on SQLite and on PostgreSQL alike; this module covers what only PostgreSQL has.
"""

from __future__ import annotations

import random
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterator, Sequence
from datetime import UTC, datetime, timedelta
from pathlib import Path

import numpy as np
import psycopg
import pytest

from memhub import types as t
from memhub_server.cli import _where, main
from memhub_server.config import Settings
from memhub_server.engine import Engine
from memhub_server.pipeline.embedding import LocalMiniLMEmbedder
from memhub_server.pipeline.worker import Worker
from memhub_server.services.auth import hash_key
from memhub_server.services.profiles import ProfileService
from memhub_server.store.backends import open_postgres
from memhub_server.store.base import NewChunk, NewDocument
from memhub_server.store.memories import MemoryRecord, NewMemory
from memhub_server.store.postgres import (
    CHUNKS,
    MEMORIES,
    MIGRATIONS,
    PostgresIndex,
    PostgresStore,
    SchemaTooNew,
    WorkListener,
    migrate,
    schema_version,
)
from memhub_server.store.postgres.memories import terms_of
from memhub_server.store.sqlite import SQLiteStore

DIMS = 16


def _unit(rng: np.random.Generator, count: int) -> np.ndarray:
    vectors = rng.standard_normal((count, DIMS)).astype(np.float32)
    return vectors / np.linalg.norm(vectors, axis=1, keepdims=True)


def _ingest(
    store: PostgresStore | SQLiteStore, namespace: str, texts: list[str], vectors: np.ndarray
) -> list[str]:
    """Store each text as a one-chunk document, as the worker would; the chunk ids."""
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


def _index(store: PostgresStore, **options: int) -> PostgresIndex:  # type: ignore[type-arg]
    return PostgresIndex(store, CHUNKS, store.chunks_by_id, dimensions=DIMS, **options)


# -- migrations ------------------------------------------------------------------------


def test_a_fresh_database_gets_every_migration_once(postgres_url: str) -> None:
    PostgresStore(postgres_url, embedding_model="m").close()
    PostgresStore(postgres_url, embedding_model="m").close()  # a restart applies nothing
    with psycopg.connect(postgres_url) as conn:
        assert schema_version(conn) == len(MIGRATIONS)
        applied = conn.execute("SELECT version FROM memhub_migrations ORDER BY 1").fetchall()
    assert [row[0] for row in applied] == list(range(1, len(MIGRATIONS) + 1))


def test_an_earlier_schema_is_upgraded_with_its_data(postgres_url: str) -> None:
    with psycopg.connect(postgres_url, autocommit=True) as conn:
        assert migrate(conn, upto=1) == 1
    # Rows written by a memhub that knew only the first migration (no statistics yet).
    rng = np.random.default_rng(1)
    with psycopg.connect(postgres_url, autocommit=True) as conn:
        conn.execute(
            "INSERT INTO namespaces VALUES ('ns_a', 'sam', NULL, now(), now());"
            "INSERT INTO documents(id, namespace_id, content, status, dreaming_status,"
            " created_at, updated_at) VALUES ('doc_a', 'ns_a', 'x', 'done', 'done', now(), now())"
        )
        for i, text in enumerate(["Sam mends bicycles", "Sam bakes bread at dawn"]):
            conn.execute(
                "INSERT INTO chunks(id, document_id, namespace_id, position, content, terms,"
                " embedding, embedding_model, created_at)"
                " VALUES (%s, 'doc_a', 'ns_a', %s, %s, %s::tsvector, %s::vector, 'm', now())",
                (f"chk_{i}", i, text, terms_of(text), str(_unit(rng, 1)[0].tolist())),
            )
    store = PostgresStore(postgres_url, embedding_model="m")
    try:
        with psycopg.connect(postgres_url) as conn:
            assert schema_version(conn) == len(MIGRATIONS)
        # The statistics the upgrade added were filled in from the rows already there.
        hits = _index(store).lexical("sam", "bread", 5)
        assert [hit[0] for hit in hits] == ["chk_1"]
        namespace = store.namespace("sam")
        assert namespace is not None and namespace.document_count == 1
    finally:
        store.close()


def test_concurrent_starts_migrate_once(postgres_url: str) -> None:
    starts = 4
    barrier = threading.Barrier(starts)
    errors: list[BaseException] = []

    def start() -> None:
        try:
            barrier.wait()
            PostgresStore(postgres_url, embedding_model="m").close()
        except BaseException as exc:
            errors.append(exc)

    threads = [threading.Thread(target=start) for _ in range(starts)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    with psycopg.connect(postgres_url) as conn:
        rows = conn.execute("SELECT count(*), count(DISTINCT version) FROM memhub_migrations")
        assert rows.fetchone() == (len(MIGRATIONS), len(MIGRATIONS))


def test_a_newer_schema_is_refused_and_left_alone(postgres_url: str) -> None:
    PostgresStore(postgres_url, embedding_model="m").close()
    with psycopg.connect(postgres_url, autocommit=True) as conn:
        conn.execute("INSERT INTO memhub_migrations(version) VALUES (99)")
    with pytest.raises(SchemaTooNew, match="newer memhub"):
        PostgresStore(postgres_url, embedding_model="m")
    with psycopg.connect(postgres_url) as conn:
        assert schema_version(conn) == 99


# -- settings --------------------------------------------------------------------------


def test_a_database_url_chooses_postgres(tmp_path: Path) -> None:
    assert Settings(data_dir=tmp_path).backend == "sqlite"
    chosen = Settings(data_dir=tmp_path, database_url="postgresql://db.example/memhub")
    assert chosen.backend == "postgres"
    with pytest.raises(ValueError, match="database_url"):
        Settings(data_dir=tmp_path, database_url="mysql://db.example/memhub")


def test_the_database_url_flag_reaches_the_store(
    tmp_path: Path, postgres_url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert (
        main(["keys", "create", "--data-dir", str(tmp_path), "--database-url", postgres_url]) == 0
    )
    key = capsys.readouterr().out.split()[0]
    store = PostgresStore(postgres_url, embedding_model="m")
    try:
        assert store.count_api_keys() == 1
        assert store.api_key_by_hash(hash_key(key)) is not None
    finally:
        store.close()
    assert not (tmp_path / "memhub.sqlite3").exists()


def test_startup_names_the_database_without_its_password(tmp_path: Path) -> None:
    settings = Settings(data_dir=tmp_path, database_url="postgresql://me:s3cret@db.internal/mem")
    assert _where(settings) == "PostgreSQL database mem on db.internal"


def test_closing_twice_is_harmless_and_a_closed_store_refuses_work(postgres_url: str) -> None:
    store = PostgresStore(postgres_url, embedding_model="m")
    store.close()
    store.close()
    with pytest.raises(Exception, match="closed"):
        store.namespace("sam")


# -- lexical search --------------------------------------------------------------------

WORDS = [
    "garden",
    "tomato",
    "bicycle",
    "repair",
    "violin",
    "lesson",
    "harbour",
    "sailing",
    "bread",
    "oven",
    "mountain",
    "hiking",
    "chess",
    "club",
    "river",
    "kayak",
    "novel",
    "chapter",
    "recipe",
    "spice",
]


def _sentences(rng: random.Random, count: int) -> list[str]:
    return [
        " ".join(rng.choice(WORDS) for _ in range(rng.randint(3, 12))) + f" note {i}"
        for i in range(count)
    ]


def test_lexical_ranking_matches_sqlite(store: PostgresStore, tmp_path: Path) -> None:
    """Same rows, same query: the same hits with the same BM25 scores on both backends,
    each from its own namespace's statistics (another namespace's rows change nothing)."""
    rng = random.Random(7)
    texts, noise = _sentences(rng, 15), _sentences(rng, 60)
    vectors = _unit(np.random.default_rng(7), len(texts) + len(noise))
    sqlite = SQLiteStore(tmp_path / "db.sqlite3", embedding_model="m")
    try:
        for backend in (store, sqlite):
            _ingest(backend, "sam", texts, vectors)
        index = _index(store)
        for query in ("tomato garden", "violin lesson chapter", "kayak", "the bread oven"):
            alone = index.lexical("sam", query, 10)
            expected = [
                (sqlite.chunks_by_id([i])[i].content, score)
                for i, score in sqlite.fulltext("sam", query, 10)
            ]
            found = [(store.chunks_by_id([i])[i].content, score) for i, score in alone]
            # Equal scores are ordered by id, and ids differ between the stores.
            assert found and len(found) == len(expected)
            assert [s for _, s in found] == pytest.approx([s for _, s in expected], rel=1e-9)
            assert {(text, round(s, 9)) for text, s in found} == {
                (text, round(s, 9)) for text, s in expected
            }
        before = index.lexical("sam", "tomato garden", 10)
        _ingest(store, "other", noise, vectors[len(texts) :])
        assert index.lexical("sam", "tomato garden", 10) == before
    finally:
        sqlite.close()


def test_lexical_drops_common_words_past_the_match_budget(
    store: PostgresStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    from memhub_server.store import _sqlite_memories
    from memhub_server.store.postgres import search

    texts = [f"common word row {i}" for i in range(30)] + ["common rare row"]
    _ingest(store, "sam", texts, _unit(np.random.default_rng(3), len(texts)))
    for module in (search, _sqlite_memories):  # the budget, and the rule that keeps to it
        monkeypatch.setattr(module, "MAX_RANKED_MATCHES", 10)
    hits = _index(store).lexical("sam", "common rare", 3)
    # Only the rare word's row matched the search; it scores on both words.
    assert len(hits) == 1
    assert store.chunks_by_id([hits[0][0]])[hits[0][0]].content == "common rare row"


# -- dense search ----------------------------------------------------------------------


def test_api_processes_starting_together_store_the_configured_key_once(
    store: PostgresStore,
) -> None:
    """Each API process makes sure the configured admin key exists; two starting at
    once on a fresh database both find it missing and both store it: the second gets
    the first's record instead of a unique-key error that stops it."""
    key_hash = hash_key("mh_configured_admin_key")
    first = store.create_api_key(
        key_hash, name="admin (configured)", namespaces=None, read_only=False, admin=True
    )
    second = store.create_api_key(
        key_hash, name="admin (configured)", namespaces=None, read_only=False, admin=True
    )
    assert second == first
    assert store.count_api_keys(admin=True) == 1


def test_vectors_stay_in_their_rows(store: PostgresStore, postgres_url: str) -> None:
    """A 384-dimension vector beside a passage stays in its row: moved to the TOAST
    table (the default past ~2 kB a row), every exact scan fetched it back from there."""
    rng = np.random.default_rng(9)
    vectors = rng.standard_normal((20, 384)).astype(np.float32)
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
    words = [f"w{n:05d}" for n in rng.integers(0, 99_999, size=20 * 90)]
    texts = [" ".join(words[i * 90 : (i + 1) * 90]) for i in range(20)]  # no compressing it
    _ingest(store, "sam", texts, vectors)
    with psycopg.connect(postgres_url) as conn:
        toasted = conn.execute(
            "SELECT pg_relation_size(reltoastrelid) FROM pg_class WHERE oid = 'chunks'::regclass"
        ).fetchone()
        row = conn.execute("SELECT max(pg_column_size(c.*)) FROM chunks c").fetchone()
    assert row is not None and row[0] > 2100  # past the default threshold
    assert toasted == (0,)


def test_dense_search_is_exact_within_a_small_namespace(store: PostgresStore) -> None:
    rng = np.random.default_rng(5)
    vectors = _unit(rng, 40)
    ids = _ingest(store, "sam", [f"row {i}" for i in range(40)], vectors)
    _ingest(store, "other", [f"row {i}" for i in range(40)], vectors)
    query = _unit(rng, 1)[0]
    hits = _index(store).dense("sam", query, 5)
    cosines = vectors @ query
    best = np.argsort(-cosines)[:5]
    assert [hit[0] for hit in hits] == [ids[i] for i in best]
    assert [hit[1] for hit in hits] == pytest.approx(cosines[best].tolist(), abs=1e-5)
    owner = store.chunks_by_id([ids[0]])[ids[0]].document_id
    owned = _index(store).dense("sam", query, 5, owners={owner})
    assert [hit[0] for hit in owned] == [ids[0]]


def test_memories_are_searched_in_their_namespace(store: PostgresStore) -> None:
    from memhub_server.store.memories import NewMemory

    rng = np.random.default_rng(2)
    vectors = _unit(rng, 2)
    outcome = store.add_document("sam", NewDocument(content="Sam kayaks on the river"))
    mine = store.insert_memory(
        "sam",
        NewMemory(text="Sam kayaks on the river", kind="durable"),
        vectors[0],
        document_id=outcome.document.id,
    )
    other = store.add_document("alex", NewDocument(content="Alex kayaks too"))
    store.insert_memory(
        "alex",
        NewMemory(text="Alex kayaks too", kind="durable"),
        vectors[1],
        document_id=other.document.id,
    )
    index: PostgresIndex = PostgresIndex(  # type: ignore[type-arg]
        store, MEMORIES, store.memories, dimensions=DIMS
    )
    assert [hit[0] for hit in index.lexical("sam", "kayak", 5)] == [mine.id]
    assert [hit[0] for hit in index.dense("sam", vectors[1], 5)] == [mine.id]
    assert set(index.vectors("sam", [mine.id])) == {mine.id}
    before = store.memory_stamp("sam")
    store.forget_memories([mine.id], "test")
    assert store.memory_stamp("sam") != before


def test_a_version_chain_cannot_fork(store: PostgresStore) -> None:
    from memhub_server.store.memories import NewMemory

    vector = _unit(np.random.default_rng(4), 1)[0]
    source = store.add_document("sam", NewDocument(content="Sam lives in Oslo")).document
    first = store.insert_memory(
        "sam", NewMemory(text="Sam lives in Oslo", kind="durable"), vector, document_id=source.id
    )
    moved = NewMemory(text="Sam lives in Bergen", kind="durable")
    second = store.insert_memory("sam", moved, vector, document_id=source.id, parent=first)
    # Another process that reconciled against the old version cannot add a sibling.
    with pytest.raises(psycopg.errors.UniqueViolation):
        store.insert_memory("sam", moved, vector, document_id=source.id, parent=first)
    chain = store.list_memories("sam")
    assert [(m.id, m.version, m.is_latest) for m in chain] == [
        (first.id, 1, False),
        (second.id, 2, True),
    ]


# -- claims across processes -----------------------------------------------------------


def test_two_stores_never_claim_one_job_and_keep_document_order(postgres_url: str) -> None:
    first = PostgresStore(postgres_url, embedding_model="m")
    second = PostgresStore(postgres_url, embedding_model="m")
    try:
        for name in ("a", "b", "c"):
            first.add_document("sam", NewDocument(content=f"{name} one", custom_id=name))
            first.add_document("sam", NewDocument(content=f"{name} two", custom_id=name))
        taken = first.next_jobs(2) + second.next_jobs(10)
        assert len({job.id for job in taken}) == len(taken) == 3
        # Each document's first job only: its second waits for the first to finish.
        assert sorted(job.text for job in taken) == ["a one", "b one", "c one"]
        assert second.next_jobs(10) == []
    finally:
        first.close()
        second.close()


def test_concurrent_adds_of_one_caller_id_create_once_then_append(postgres_url: str) -> None:
    stores = [PostgresStore(postgres_url, embedding_model="m") for _ in range(3)]
    barrier = threading.Barrier(len(stores))
    actions: list[str] = []
    errors: list[BaseException] = []

    def add(store: PostgresStore, turn: int) -> None:
        try:
            barrier.wait()
            new = NewDocument(content=f"turn {turn}", custom_id="chat")
            actions.append(store.add_document("sam", new).action)
        except BaseException as exc:
            errors.append(exc)

    threads = [threading.Thread(target=add, args=(s, i)) for i, s in enumerate(stores)]
    try:
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        assert errors == []
        assert sorted(actions) == ["appended", "appended", "created"]
        document = stores[0].document("sam", "chat")
        assert document is not None
        assert sorted(document.content.split("\n\n")) == ["turn 0", "turn 1", "turn 2"]
    finally:
        for store in stores:
            store.close()


def _lease(url: str, job_id: int) -> tuple[str, object]:
    with psycopg.connect(url) as conn:
        row = conn.execute(
            "SELECT status, lease_until FROM jobs WHERE id = %s", (job_id,)
        ).fetchone()
    assert row is not None
    return row[0], row[1]


def test_a_starting_process_leaves_live_claims_alone(postgres_url: str) -> None:
    working = PostgresStore(postgres_url, embedding_model="m")
    starting = PostgresStore(postgres_url, embedding_model="m")
    try:
        working.add_document("sam", NewDocument(content="Sam plays chess"))
        [job] = working.next_jobs(5)
        assert starting.recover_jobs() == 0
        assert starting.next_jobs(5) == []
        # The heartbeat keeps the claim alive past its first lease.
        before = _lease(postgres_url, job.id)[1]
        working.leases.renew()
        assert _lease(postgres_url, job.id)[1] > before  # type: ignore[operator]
        vector = _unit(np.random.default_rng(0), 1)[0]
        assert working.finish_jobs([(job, [NewChunk(0, job.text, vector)])])[0]
    finally:
        working.close()
        starting.close()


def test_work_whose_lease_ran_out_is_done_once_elsewhere(postgres_url: str) -> None:
    dead = PostgresStore(postgres_url, embedding_model="m")
    alive = PostgresStore(postgres_url, embedding_model="m")
    vector = _unit(np.random.default_rng(0), 1)[0]
    try:
        dead.add_document("sam", NewDocument(content="Sam plays chess", custom_id="d"))
        [job] = dead.next_jobs(5)
        # Its process stops renewing (killed): the lease runs out.
        with psycopg.connect(postgres_url, autocommit=True) as conn:
            conn.execute("UPDATE jobs SET lease_until = now() - interval '1 second'")
        [again] = alive.next_jobs(5)
        assert (again.id, again.attempts) == (job.id, job.attempts + 1)
        # The first claim is void: committing it stores nothing, failing it changes nothing.
        dead.fail_job(job, "late", retry=True)
        assert dead.finish_jobs([(job, [NewChunk(0, job.text, vector)])]) == [[]]
        assert alive.finish_jobs([(again, [NewChunk(0, again.text, vector)])])[0]
        document = alive.document("sam", "d")
        assert document is not None and document.status == "done"
        assert len(alive.document_chunks(document.id)) == 1
    finally:
        dead.close()
        alive.close()


def test_closing_hands_claimed_work_back(postgres_url: str) -> None:
    first = PostgresStore(postgres_url, embedding_model="m")
    second = PostgresStore(postgres_url, embedding_model="m")
    try:
        first.add_document("sam", NewDocument(content="Sam plays chess"))
        [job] = first.next_jobs(5)
        first.close()
        assert _lease(postgres_url, job.id) == ("queued", None)
        assert [j.id for j in second.next_jobs(5)] == [job.id]
    finally:
        second.close()


def test_one_process_forms_a_namespaces_memories_at_a_time(postgres_url: str) -> None:
    first = PostgresStore(postgres_url, embedding_model="m", dream_window=0)
    second = PostgresStore(postgres_url, embedding_model="m", dream_window=0)
    try:
        texts = ["Sam likes tea", "Sam likes jazz"]
        _ingest(first, "sam", texts, _unit(np.random.default_rng(0), 2))
        _ingest(first, "alex", ["Alex likes rain"], _unit(np.random.default_rng(1), 1))
        later = datetime.now(UTC) + timedelta(seconds=5)
        [mine] = first.due_dreams(later, 1)
        # Sam's other dream waits for the process forming Sam's memories; Alex's does not.
        theirs = second.due_dreams(later, 10)
        assert [d.namespace for d in theirs] == ["alex"]
        assert second.due_dreams(later, 10) == []
        first.finish_dream(mine)
        [rest] = second.due_dreams(later, 10)
        assert (rest.namespace, rest.text) == ("sam", (set(texts) - {mine.text}).pop())
    finally:
        first.close()
        second.close()


# -- process roles ---------------------------------------------------------------------


def test_split_roles_need_postgres(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["worker", "--data-dir", str(tmp_path)]) == 2
    assert main(["serve", "--no-worker", "--data-dir", str(tmp_path)]) == 2
    assert "needs a PostgreSQL database" in capsys.readouterr().err


def test_a_worker_process_ingests_what_another_process_accepted(
    tmp_path: Path, postgres_url: str
) -> None:
    command = [sys.executable, "-m", "memhub_server.cli", "worker", "--database-url", postgres_url]
    worker = subprocess.Popen(
        [*command, "--data-dir", str(tmp_path), "--log-level", "warning"],
        stdout=subprocess.PIPE,
        text=True,
    )
    store = None
    try:
        assert worker.stdout is not None
        assert worker.stdout.readline().strip() == "memhub worker: running"
        store = PostgresStore(postgres_url, embedding_model="m")
        store.add_document("sam", NewDocument(content="Sam restores old clocks.", custom_id="c"))
        deadline = time.monotonic() + 60
        while (document := store.document("sam", "c")) and document.status != "done":
            assert time.monotonic() < deadline, "the worker process did not ingest it"
            time.sleep(0.1)
        assert document is not None and store.document_chunks(document.id)
        worker.send_signal(signal.SIGTERM)
        out, _ = worker.communicate(timeout=60)
        assert worker.returncode == 0 and "stopped cleanly" in out
    finally:
        if worker.poll() is None:
            worker.kill()
            worker.wait()
        if store is not None:
            store.close()


def test_a_worker_is_woken_by_work_another_process_queued(
    postgres_url: str, embedder: LocalMiniLMEmbedder
) -> None:
    """With polling 30 s apart, only the notification can get the document done soon."""
    backend = open_postgres(
        Path("."),
        embedding_model=embedder.model,
        dimensions=embedder.dimensions,
        dream_window=5.0,
        database_url=postgres_url,
    )
    worker = Worker(backend.store, embedder, backend.chunks, poll=30.0)
    assert backend.wake_on_work is not None
    stop_listening = backend.wake_on_work(worker.wake)
    other = PostgresStore(postgres_url, embedding_model=embedder.model)
    try:
        worker.start()
        assert worker._idle.wait(30), "the worker never went idle"
        other.add_document("ana", NewDocument(content="Ana bakes rye bread.", custom_id="r"))
        deadline = time.monotonic() + 10
        while (document := other.document("ana", "r")) and document.status != "done":
            assert time.monotonic() < deadline, "the worker was not woken by the notification"
            time.sleep(0.05)
    finally:
        stop_listening()
        worker.stop()
        other.close()
        backend.store.close()


def test_closing_a_listener_ends_its_thread(postgres_url: str) -> None:
    woken = threading.Event()
    listener = WorkListener(postgres_url, woken.set).start()
    store = PostgresStore(postgres_url, embedding_model="m")
    try:
        assert listener.running
        store.add_document("ana", NewDocument(content="Ana bakes rye bread."))
        assert woken.wait(10)
    finally:
        listener.close()
        store.close()
    assert not listener.running
    listener.close()  # twice is harmless


def test_work_in_another_schema_does_not_wake(postgres_url: str) -> None:
    woken = threading.Event()
    listener = WorkListener(postgres_url, woken.set).start()
    try:
        with psycopg.connect(postgres_url, autocommit=True) as conn:
            conn.execute("SELECT pg_notify('memhub_work', 'some_other_schema')")
            conn.execute("SELECT pg_notify('memhub_work', current_schema())")
        assert woken.wait(10)
        woken.clear()
        with psycopg.connect(postgres_url, autocommit=True) as conn:
            conn.execute("SELECT pg_notify('memhub_work', 'some_other_schema')")
        assert not woken.wait(1.0)
    finally:
        listener.close()


def test_a_lost_listener_connection_is_reported_once_and_reconnected(
    postgres_url: str, caplog: pytest.LogCaptureFixture
) -> None:
    woken = threading.Event()
    listener = WorkListener(postgres_url, woken.set, retry=0.1).start()
    try:
        with caplog.at_level("INFO", logger="memhub.worker"):
            with psycopg.connect(postgres_url, autocommit=True) as conn:
                conn.execute(
                    "SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                    "WHERE query = 'LISTEN memhub_work' AND pid <> pg_backend_pid()"
                )
            deadline = time.monotonic() + 10
            while "woken by notifications again" not in caplog.text:
                assert time.monotonic() < deadline, "the listener did not reconnect"
                time.sleep(0.05)
        warnings = [r for r in caplog.records if r.levelname == "WARNING"]
        assert len(warnings) == 1 and "no longer woken" in warnings[0].getMessage()
        woken.clear()
        store = PostgresStore(postgres_url, embedding_model="m")
        try:
            store.add_document("ana", NewDocument(content="Ana bakes rye bread."))
        finally:
            store.close()
        assert woken.wait(10)
    finally:
        listener.close()
    assert not listener.running


# -- the services on both backends -----------------------------------------------------

CORPUS = [
    "Priya keeps bees on the roof of her building in Leeds.",
    "Priya repairs vintage radios and sells them at the Sunday market.",
    "Priya was cycling home; she cycles to work unless it snows.",
    "Priya cannot eat shellfish and checks every menu for prawns.",
    "The ingest queue stalled with error E-204 after the disk filled up.",
    "In April Priya flies to Lima to visit her grandmother.",
]


def test_search_ranks_alike_on_both_backends(
    tmp_path: Path, embedder: LocalMiniLMEmbedder, postgres_url: str
) -> None:
    """The same documents give the same results, scores included, for every search mode:
    dense and lexical candidates from SQL feed the same fusion as SQLite's."""
    engines = [
        Engine(
            Settings(
                data_dir=tmp_path / name, start_worker=False, auth=False, dream_window=0, **db
            ),
            embedder=embedder,
        )
        for name, db in (("sqlite", {}), ("postgres", {"database_url": postgres_url}))
    ]
    try:
        for engine in engines:
            engine.start()
            for i, text in enumerate(CORPUS):
                engine.documents.add("priya", t.DocumentInput(content=text, id=f"d{i}"))
            assert engine.worker.drain()
        compared = 0
        for query in ("bees", "Priya radio market", "cycling home", "E-204 disk"):
            for mode in ("hybrid", "chunks", "memories"):
                request = t.SearchRequest(query=query, search_mode=mode, threshold=0, limit=10)  # type: ignore[arg-type]
                sqlite, postgres = (
                    [
                        (r.chunk or r.memory, r.similarity)
                        for r in e.search.search("priya", request).results
                    ]
                    for e in engines
                )
                # Rows that tie in a ranking are ordered by id, and ids differ between
                # the stores: the same results with the same scores, the best first.
                pairs = list(zip(sorted(postgres), sorted(sqlite), strict=True))
                assert [p[0] for p, _ in pairs] == [q[0] for _, q in pairs], request
                assert [p[1] for p, _ in pairs] == pytest.approx([q[1] for _, q in pairs], abs=1e-5)
                assert [r[0] for r in postgres[:1]] == [r[0] for r in sqlite[:1]]
                compared += len(sqlite)
        assert compared > 30
    finally:
        for engine in engines:
            engine.close()


# -- HNSW only where it pays -----------------------------------------------------------


def _rows(store: PostgresStore, namespace: str, vectors: np.ndarray) -> list[str]:
    """One one-chunk document per vector; the chunk ids."""
    texts = [f"{namespace} row {i}" for i in range(len(vectors))]
    return _ingest(store, namespace, texts, vectors)


def _namespace_id(store: PostgresStore, name: str) -> str:
    record = store.namespace(name)
    assert record is not None
    return record.id


def _hnsw_indexes(url: str) -> dict[str, str]:
    """Name -> definition of every HNSW index in the database's memhub schema.

    A background `DROP INDEX CONCURRENTLY` can remove an index between the catalog scan
    seeing its row and `pg_get_indexdef` looking it up ("cache lookup failed"): that
    read is taken again, as the drop has then finished.
    """
    for _ in range(50):
        try:
            with psycopg.connect(url) as conn:
                rows = conn.execute(
                    "SELECT c.relname, pg_get_indexdef(c.oid) FROM pg_class c "
                    "JOIN pg_am a ON a.oid = c.relam WHERE a.amname = 'hnsw' "
                    "AND c.relnamespace = current_schema()::regnamespace"
                ).fetchall()
        except psycopg.errors.InternalError_ as error:
            if "cache lookup failed" not in str(error):
                raise
            time.sleep(0.05)
            continue
        return dict(rows)
    raise AssertionError("the HNSW indexes never held still long enough to be read")


def _until(condition: object, what: str, timeout: float = 20.0) -> None:
    """Wait for a background build or drop (not a timing assertion: only a bound)."""
    deadline = time.monotonic() + timeout
    while not condition():  # type: ignore[operator]
        if time.monotonic() > deadline:
            raise AssertionError(f"{what} did not happen within {timeout} s")
        time.sleep(0.05)


def test_a_namespace_growing_past_the_exact_limit_gets_its_own_index_at_ingestion(
    store: PostgresStore, postgres_url: str
) -> None:
    rng = np.random.default_rng(3)
    index = _index(store, exact_up_to=50)
    small = _rows(store, "small", _unit(rng, 30))
    index.add("small", small, small, _unit(rng, len(small)))
    big = _rows(store, "big", _unit(rng, 60))
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
    ids = _rows(store, "sam", small)
    _rows(store, "crowd", large)
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
    _rows(store, "gone", _unit(rng, 60))
    _rows(store, "kept", _unit(rng, 60))
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
        _rows(writer, "sam", _unit(rng, 3))  # rows without either word: idf changes
        writer.add_documents("sam", [NewDocument(content="Alex rents a kayak")])
        (job,) = writer.next_jobs(10)
        writer.finish_jobs([(job, [NewChunk(0, job.text, _unit(rng, 1)[0])])])
        after = cached.lexical("sam", "kayak bread", 5)
        assert after == _index(reader, exact_up_to=50).lexical("sam", "kayak bread", 5)
        assert len(after) == len(before) + 1 and after != before
        # Another namespace's writes keep this one's counts.
        counts = dict(cached._term_counts)
        _rows(writer, "alex", _unit(rng, 2))
        cached.lexical("sam", "kayak bread", 5)
        assert cached._term_counts == counts
    finally:
        reader.close()
        writer.close()
