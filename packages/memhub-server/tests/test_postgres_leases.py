"""Claims on PostgreSQL work that outlive a dead process by one lease: the lease length
setting, requeued work waking idle workers, a worker killed mid-batch, and two worker
processes forming one namespace's memories."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import psycopg
import pytest

from memhub_server.cli import main
from memhub_server.config import Settings, SettingsError
from memhub_server.pipeline.embedding import LocalMiniLMEmbedder
from memhub_server.pipeline.worker import Worker
from memhub_server.store.backends import open_backend
from memhub_server.store.base import NewDocument
from memhub_server.store.postgres import PostgresStore, WorkListener

DEADLINE = 90.0  # seconds a wait may take before the test fails, on a loaded machine


def _wait_until(check: Callable[[], bool], what: str, deadline: float = DEADLINE) -> None:
    end = time.monotonic() + deadline
    while not check():
        assert time.monotonic() < end, what
        time.sleep(0.05)


def _rows(url: str, query: str, *args: object) -> list[tuple[object, ...]]:
    with psycopg.connect(url) as conn:
        return list(conn.execute(query, args).fetchall())


# -- the setting -----------------------------------------------------------------------


@pytest.mark.parametrize("value", ["0.5", "0", "-3", "3601", "nan", "soon"])
def test_a_lease_length_out_of_bounds_is_refused_by_name(
    value: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("MEMHUB_LEASE_SECONDS", value)
    with pytest.raises(SettingsError, match=f"MEMHUB_LEASE_SECONDS='{value}'"):
        Settings.from_env()
    assert main(["worker", "--database-url", "postgresql://db.example/memhub"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("memhub: invalid setting: MEMHUB_LEASE_SECONDS=")


def test_a_lease_outside_the_bounds_says_what_the_bounds_are() -> None:
    with pytest.raises(ValueError, match="a lease must last from 1 to 3600 seconds"):
        Settings(lease_seconds=0.5)
    assert Settings(lease_seconds=1).lease_seconds == 1
    assert Settings(lease_seconds=3600).lease_seconds == 3600
    assert Settings().lease_seconds == 60


def test_the_lease_length_reaches_the_store_and_paces_the_heartbeat(
    tmp_path: Path, postgres_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("MEMHUB_LEASE_SECONDS", "4.5")
    settings = Settings.from_env(data_dir=tmp_path, database_url=postgres_url)
    backend = open_backend(
        settings.backend,
        tmp_path,
        embedding_model="m",
        dimensions=4,
        dream_window=0,
        database_url=settings.database_url,
        lease_seconds=settings.lease_seconds,
    )
    store = backend.store
    assert isinstance(store, PostgresStore)
    try:
        assert (store.leases.seconds, store.leases.beat) == (4.5, 1.5)
        store.add_document("sam", NewDocument(content="Sam plays chess"))
        assert len(store.next_jobs(5)) == 1
        [(left,)] = _rows(postgres_url, "SELECT extract(epoch FROM lease_until - now()) FROM jobs")
        assert 3.0 < float(left) <= 4.5  # type: ignore[arg-type]
    finally:
        store.close()
    # SQLite keeps no leases: the setting is accepted and not passed on.
    sqlite = open_backend(
        "sqlite", tmp_path, embedding_model="m", dimensions=4, dream_window=0, lease_seconds=2
    )
    sqlite.store.close()


# -- requeued work is announced --------------------------------------------------------


def _claim_and_die(url: str, lease: str) -> None:
    """What a worker that claimed every queued job and was then killed leaves behind."""
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute(
            "UPDATE jobs SET status = 'running', attempts = attempts + 1, "
            "lease_until = now() + %s::interval",
            (lease,),
        )


@pytest.fixture
def listening(postgres_url: str) -> Iterator[threading.Event]:
    """Set whenever work is announced in the test's schema."""
    woken = threading.Event()
    listener = WorkListener(postgres_url, woken.set).start()
    yield woken
    listener.close()


def test_requeuing_expired_and_failed_work_wakes_listeners(
    postgres_url: str, listening: threading.Event
) -> None:
    store = PostgresStore(postgres_url, embedding_model="m")
    try:
        store.add_document("sam", NewDocument(content="Sam plays chess"))
        assert listening.wait(10)
        _claim_and_die(postgres_url, "-1 second")
        listening.clear()
        assert store.recover_jobs() == 1
        assert listening.wait(10), "requeuing an expired claim announced nothing"
        listening.clear()
        assert store.recover_jobs() == 0
        assert not listening.wait(1.0)  # nothing requeued, nothing announced
        [job] = store.next_jobs(5)
        store.fail_job(job, "the model was away", retry=True)
        assert listening.wait(10), "a job queued for another attempt announced nothing"
        listening.clear()
        store.next_jobs(5)
        store.close()  # hands its claim back
        assert listening.wait(10), "work handed back on close was not announced"
    finally:
        store.close()


def test_an_idle_worker_takes_a_dead_processs_job_once_its_lease_runs_out(
    postgres_url: str, embedder: LocalMiniLMEmbedder
) -> None:
    """With polling 30 s apart, only the sweep for expired claims and its announcement
    can get the document done soon."""
    backend = open_backend(
        "postgres",
        Path("."),
        embedding_model=embedder.model,
        dimensions=embedder.dimensions,
        dream_window=0,
        database_url=postgres_url,
        lease_seconds=1.0,
    )
    worker = Worker(backend.store, embedder, backend.chunks, poll=30.0)
    assert backend.wake_on_work is not None
    other = PostgresStore(postgres_url, embedding_model=embedder.model)
    other.add_document("ana", NewDocument(content="Ana bakes rye bread.", custom_id="r"))
    _claim_and_die(postgres_url, "2 seconds")  # before the worker starts: it sees none
    stop_listening = backend.wake_on_work(worker.wake)
    try:
        worker.start()
        assert worker._idle.wait(30), "the worker never went idle"
        _wait_until(
            lambda: (doc := other.document("ana", "r")) is not None and doc.status == "done",
            "the idle worker was not woken for the expired claim",
            deadline=15,
        )
        assert _rows(postgres_url, "SELECT count(*) FROM chunks") == [(1,)]
    finally:
        stop_listening()
        worker.stop()
        other.close()
        backend.store.close()
