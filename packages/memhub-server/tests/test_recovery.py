"""Crash safety: every accepted document finishes exactly once, whatever stage a crash hits."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from memhub import APIConnectionError, Memhub
from memhub_server.config import Settings
from memhub_server.engine import Engine
from memhub_server.pipeline.chunker import chunk_text
from memhub_server.pipeline.embedding import LocalMiniLMEmbedder

KEY = "mh_recovery_test_admin"


def _document(i: int) -> str:
    # Several paragraphs so each document becomes several chunks and ingestion takes a while.
    paragraphs = [
        f"Entry {i}.{p}: " + " ".join(f"Sentence {s} of paragraph {p} in document {i} about "
                                     f"topic {(i * 7 + p) % 13}." for s in range(8))
        for p in range(3)
    ]  # fmt: skip
    return "\n\n".join(paragraphs)


def _expected_chunks(text: str) -> int:
    return len(chunk_text(text))


def _assert_exactly_once(engine: Engine, namespace: str, texts: dict[str, str]) -> None:
    for doc_id, text in texts.items():
        record = engine.store.document(namespace, doc_id)
        assert record is not None, f"{doc_id} was lost"
        assert record.status == "done", f"{doc_id} is {record.status}"
        chunks = engine.store.document_chunks(record.id)
        assert [c.position for c in chunks] == list(range(len(chunks))), f"{doc_id} positions"
        assert len(chunks) == _expected_chunks(text), f"{doc_id} has duplicate or missing chunks"
    assert engine.store.pending_jobs() == 0


@pytest.mark.both_backends
def test_restart_after_a_crash_mid_pipeline(
    tmp_path: Path, embedder: LocalMiniLMEmbedder, database_settings: dict[str, Any]
) -> None:
    settings = Settings(data_dir=tmp_path / "data", start_worker=False, **database_settings)
    texts = {f"doc-{i}": _document(i) for i in range(4)}
    first = Engine(settings, embedder=embedder)
    first.start()
    first.documents.add("ns", _input("doc-0", texts["doc-0"]))
    assert first.worker.run_once()  # doc-0 completes
    for doc_id, text in list(texts.items())[1:]:
        first.documents.add("ns", _input(doc_id, text))
    # doc-1 is claimed and gets as far as embedding, then the process "dies":
    [job] = first.store.next_jobs(1)
    first.store.set_statuses([job.document_id], "embedding")
    first.store.close()  # nothing after this point was committed

    second = Engine(settings, embedder=embedder)
    second.start()
    assert second.worker.drain()
    _assert_exactly_once(second, "ns", texts)
    second.close()


def _input(doc_id: str, text: str):
    from memhub.types import DocumentInput

    return DocumentInput(id=doc_id, content=text)


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _start(data_dir: Path, port: int) -> subprocess.Popen[str]:
    env = {**os.environ, "MEMHUB_ADMIN_KEY": KEY}
    command = [sys.executable, "-m", "memhub_server.cli", "serve", "--data-dir", str(data_dir)]
    return subprocess.Popen(
        [*command, "--port", str(port), "--log-level", "warning"],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )


def _wait_healthy(client: Memhub, timeout: float = 30) -> None:
    deadline = time.monotonic() + timeout
    while True:
        try:
            client.health()
            return
        except APIConnectionError:
            assert time.monotonic() < deadline, "server did not come up"
            time.sleep(0.05)


@pytest.fixture
def server_dir(tmp_path: Path) -> Path:
    return tmp_path / "served"


@pytest.mark.timeout(300)
def test_kill_9_mid_ingestion_then_restart(server_dir: Path, embedder: LocalMiniLMEmbedder) -> None:
    port = _free_port()
    texts = {f"doc-{i}": _document(i) for i in range(24)}
    process = _start(server_dir, port)
    try:
        # No breaker: _wait_healthy expects refusals until the server is up.
        with Memhub(
            base_url=f"http://127.0.0.1:{port}", api_key=KEY, max_retries=0, breaker=False
        ) as client:
            _wait_healthy(client)
            result = client.documents.batch_add(
                "ns", documents=[{"id": k, "content": v} for k, v in texts.items()]
            )
            assert result.count == len(texts)
            deadline = time.monotonic() + 120
            while True:  # kill once ingestion is visibly under way but not finished
                statuses = [
                    d.system.status for d in client.list("ns", "documents", limit=100).documents
                ]
                done = statuses.count("done")
                # The worker takes all 24 in one batch, so "under way" is a batch past
                # claiming (its documents chunking or embedding), not one already done.
                if done >= 1 or {"chunking", "embedding", "indexing"} & set(statuses):
                    break
                assert time.monotonic() < deadline
                time.sleep(0.02)
            process.send_signal(signal.SIGKILL)
            process.wait(10)
            assert done < len(texts), "ingestion finished before the crash; make documents longer"
    finally:
        if process.poll() is None:
            process.kill()
        process.communicate(timeout=10)

    restarted = _start(server_dir, port)
    try:
        with Memhub(base_url=f"http://127.0.0.1:{port}", api_key=KEY, breaker=False) as client:
            _wait_healthy(client)
            deadline = time.monotonic() + 180
            while True:
                docs = client.list("ns", "documents", limit=100).documents
                waiting = {d.id: d.system.status for d in docs if d.system.status != "done"}
                if not waiting:
                    break
                assert time.monotonic() < deadline, f"not finished after restart: {waiting}"
                time.sleep(0.1)
    finally:
        restarted.send_signal(signal.SIGTERM)
        output, _ = restarted.communicate(timeout=30)
    # uvicorn re-raises SIGTERM after its graceful shutdown, so -15 is a clean exit too.
    assert restarted.returncode in (0, -signal.SIGTERM)
    assert "memhub: stopped cleanly" in output

    engine = Engine(Settings(data_dir=server_dir, start_worker=False), embedder=embedder)
    try:
        _assert_exactly_once(engine, "ns", texts)
    finally:
        engine.close()
