"""Scale-out on PostgreSQL with real processes: several `memhub worker` processes and
several `memhub serve --no-worker` processes on one database share the ingest queue, do
every job exactly once, and keep each document's appends in order."""

from __future__ import annotations

import os
import secrets
import socket
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import httpx
import psycopg
import pytest

DOCUMENTS = 60
APPENDS = 10  # per document: 600 ingest jobs in all
WORKERS = 3
SERVERS = 2
DEADLINE = 90.0  # seconds a wait may take before the test fails, on a loaded machine


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _stop(processes: list[subprocess.Popen[str]]) -> None:
    """Terminate every process, then kill those that do not exit."""
    for process in processes:
        if process.poll() is None:
            process.terminate()
    for process in processes:
        try:
            process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def _wait_until(check: Callable[[], bool], what: str) -> None:
    deadline = time.monotonic() + DEADLINE
    while not check():
        assert time.monotonic() < deadline, what
        time.sleep(0.1)


@pytest.fixture
def cluster(tmp_path: Path, postgres_url: str) -> Iterator[tuple[list[str], str]]:
    """WORKERS worker processes and SERVERS API processes on `postgres_url`: the API base
    URLs and the admin key."""
    key = f"mh_{secrets.token_hex(16)}"
    env = {**os.environ, "MEMHUB_ADMIN_KEY": key}
    command = [sys.executable, "-m", "memhub_server.cli"]
    common = ["--database-url", postgres_url, "--log-level", "warning"]
    processes: list[subprocess.Popen[str]] = []
    try:
        for n in range(WORKERS):
            processes.append(
                subprocess.Popen(
                    [*command, "worker", *common, "--data-dir", str(tmp_path / f"w{n}")],
                    env=env,
                    stdout=subprocess.DEVNULL,
                    text=True,
                )
            )
        urls = []
        for n in range(SERVERS):
            port = _free_port()
            processes.append(
                subprocess.Popen(
                    [
                        *command,
                        "serve",
                        "--no-worker",
                        *common,
                        "--host",
                        "127.0.0.1",
                        "--port",
                        str(port),
                        "--data-dir",
                        str(tmp_path / f"s{n}"),
                    ],
                    env=env,
                    stdout=subprocess.DEVNULL,
                    text=True,
                )
            )
            urls.append(f"http://127.0.0.1:{port}")
        for url in urls:
            _wait_until(lambda url=url: _healthy(url), f"{url} never answered")
        yield urls, key
    finally:
        _stop(processes)


def _healthy(url: str) -> bool:
    try:
        return httpx.get(f"{url}/health", timeout=2).status_code == 200
    except httpx.HTTPError:
        return False


def _queue(postgres_url: str) -> dict[str, int]:
    """How many jobs are left, by status."""
    with psycopg.connect(postgres_url) as conn:
        rows = conn.execute("SELECT status, count(*) FROM jobs GROUP BY status").fetchall()
    return {str(status): int(count) for status, count in rows}


def _chunks_by_document(postgres_url: str) -> dict[str, list[str]]:
    with psycopg.connect(postgres_url) as conn:
        rows = conn.execute(
            "SELECT d.custom_id, c.content FROM chunks c JOIN documents d ON d.id = c.document_id "
            "ORDER BY d.custom_id, c.position"
        ).fetchall()
    out: dict[str, list[str]] = {}
    for custom_id, content in rows:
        out.setdefault(str(custom_id), []).append(str(content))
    return out


def _line(document: int, turn: int) -> str:
    return f"Ledger {document} entry {turn} records a delivery of crate number {turn}."


def test_workers_and_api_processes_share_the_queue_exactly_once_in_order(
    cluster: tuple[list[str], str], postgres_url: str
) -> None:
    urls, key = cluster
    headers = {"authorization": f"Bearer {key}"}

    def feed(document: int) -> None:
        # One document's appends in order, alternating between the API processes.
        clients = [httpx.Client(base_url=url, headers=headers, timeout=60) for url in urls]
        try:
            for turn in range(APPENDS):
                response = clients[turn % len(clients)].post(
                    "/v3/documents",
                    json={
                        "content": _line(document, turn),
                        "customId": f"ledger-{document:03d}",
                        "containerTag": "scale",
                    },
                )
                assert response.status_code == 200, response.text
        finally:
            for client in clients:
                client.close()

    with ThreadPoolExecutor(8) as pool:
        list(pool.map(feed, range(DOCUMENTS)))

    # A finished job's row is deleted (a failed one stays): every accepted append was
    # queued before its request returned, so an empty queue means every job finished.
    _wait_until(lambda: not _queue(postgres_url), "the workers did not finish every job")
    assert _queue(postgres_url) == {}  # none failed either
    chunks = _chunks_by_document(postgres_url)
    assert len(chunks) == DOCUMENTS
    for document in range(DOCUMENTS):
        text = " ".join(chunks[f"ledger-{document:03d}"])
        positions = [text.find(_line(document, turn)) for turn in range(APPENDS)]
        # Each append is stored once and after the one before it.
        assert all(p >= 0 for p in positions), text
        assert positions == sorted(positions), text
        assert all(text.count(_line(document, turn)) == 1 for turn in range(APPENDS)), text
