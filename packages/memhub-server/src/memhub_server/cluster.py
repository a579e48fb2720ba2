"""Several memhub processes on one PostgreSQL database, as an operator would run them:
`memhub worker` processes and `memhub serve --no-worker` API processes. What the
scale-out tests and `bench/bench_scale_out.py` start, feed and check.

    with Cluster(database_url, tmp_path, env={"MEMHUB_LEASE_SECONDS": "2"}) as cluster:
        worker = cluster.worker()
        url = cluster.api()
        ...
        cluster.kill(worker)  # SIGKILL: no clean hand-back of its claims

The processes are real (`python -m memhub_server.cli`), so nothing is shared with the
test but the database. Every process still running is stopped on close.

`HashEmbeddings` is an OpenAI-compatible embeddings endpoint on loopback that answers
at once with vectors made from a hash of each text (the same text, the same vector),
and can hold requests until released: how a test stops a worker in the middle of a
batch, and keeps the model's CPU time out of tests about queues and processes.
"""

from __future__ import annotations

import hashlib
import json
import os
import secrets
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import httpx

from memhub._closing import Closing

__all__ = [
    "Cluster",
    "HashEmbeddings",
    "append_problems",
    "chunks_by_document",
    "disorder",
    "ledger_id",
    "ledger_line",
    "queue",
    "send_appends",
    "wait_until",
]

RUNNING = "memhub worker: running"


def wait_until(check: Callable[[], bool], what: str, timeout: float) -> None:
    """Poll `check` until it holds; `TimeoutError(what)` after `timeout` seconds."""
    deadline = time.monotonic() + timeout
    while not check():
        if time.monotonic() > deadline:
            raise TimeoutError(what)
        time.sleep(0.05)


class Cluster(Closing):
    """Worker and API processes on `database_url`, each with its own data folder (for
    its log) under `folder`, sharing one admin key."""

    def __init__(
        self,
        database_url: str,
        folder: Path,
        *,
        env: Mapping[str, str] | None = None,
        timeout: float = 90.0,
    ) -> None:
        self.database_url = database_url
        self.folder = folder
        self.admin_key = f"mh_{secrets.token_hex(16)}"
        self.timeout = timeout  # how long a process may take to start
        self._env = {**os.environ, **(env or {}), "MEMHUB_ADMIN_KEY": self.admin_key}
        self.processes: list[subprocess.Popen[bytes]] = []

    def _start(
        self, role: str, *args: str, env: Mapping[str, str] | None = None
    ) -> tuple[subprocess.Popen[bytes], Path]:
        name = f"{role}{len(self.processes)}"
        log = self.folder / f"{name}.log"
        command = [sys.executable, "-m", "memhub_server.cli", role, *args]
        command += ["--database-url", self.database_url, "--log-level", "warning"]
        command += ["--data-dir", str(self.folder / name)]
        with log.open("wb") as out:
            process = subprocess.Popen(
                command, env={**self._env, **(env or {})}, stdout=out, stderr=out
            )
        self.processes.append(process)
        return process, log

    def worker(
        self, *, wait: bool = True, env: Mapping[str, str] | None = None
    ) -> subprocess.Popen[bytes]:
        """A `memhub worker` (`env` added to its environment); with `wait`, once it is
        taking work."""
        process, log = self._start("worker", env=env)
        if wait:
            wait_until(
                lambda: RUNNING in log.read_text(errors="replace") or process.poll() is not None,
                f"worker {process.pid} did not start",
                self.timeout,
            )
            if process.poll() is not None:
                raise RuntimeError(f"worker exited: {log.read_text(errors='replace')}")
        return process

    def api(self) -> str:
        """A `memhub serve --no-worker` answering on a free loopback port: its base URL."""
        port = _free_port()
        process, log = self._start(
            "serve", "--no-worker", "--host", "127.0.0.1", "--port", str(port)
        )
        url = f"http://127.0.0.1:{port}"
        wait_until(
            lambda: _healthy(url) or process.poll() is not None,
            f"{url} never answered",
            self.timeout,
        )
        if process.poll() is not None:
            raise RuntimeError(f"API process exited: {log.read_text(errors='replace')}")
        return url

    def kill(self, process: subprocess.Popen[bytes]) -> None:
        """SIGKILL, as the kernel or an operator's `kill -9` would: nothing handed back."""
        process.send_signal(signal.SIGKILL)
        process.wait()

    def close(self) -> None:
        """Terminate every process, then kill those that do not exit."""
        for process in self.processes:
            if process.poll() is None:
                process.terminate()
        for process in self.processes:
            try:
                process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()


class HashEmbeddings(Closing):
    """`POST /v1/embeddings` on a free loopback port, in a thread of this process.

    While held (`hold()`), requests wait until `release()`; `waiting` is set once one
    does. `env` is what points a memhub process at it."""

    DIMENSIONS = 16

    def __init__(self) -> None:
        self.waiting = threading.Event()
        self._open = threading.Event()
        self._open.set()
        self._held = ""
        owner = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                texts = [str(text) for text in body["input"]]
                held = texts != ["dimension probe"] and not owner._open.is_set()
                if held and any(owner._held in text for text in texts):
                    owner.waiting.set()
                    owner._open.wait()
                data = [
                    {"object": "embedding", "index": i, "embedding": _hash_vector(text)}
                    for i, text in enumerate(texts)
                ]
                answer = json.dumps({"object": "list", "data": data, "model": body["model"]})
                try:
                    self.send_response(200)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(answer)))
                    self.end_headers()
                    self.wfile.write(answer.encode())
                except OSError:
                    pass  # the asking process was killed meanwhile

            def log_message(self, format: str, *args: Any) -> None:
                pass

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._server.daemon_threads = True
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)
        self._thread.start()
        port = self._server.server_address[1]
        self.env = {
            "MEMHUB_EMBEDDINGS_BASE_URL": f"http://127.0.0.1:{port}/v1",
            "MEMHUB_EMBEDDINGS_MODEL": "hash",
        }

    def hold(self, containing: str = "") -> None:
        """Hold requests to embed a text `containing` this (by default, every request)."""
        self._held = containing
        self.waiting.clear()
        self._open.clear()

    def release(self) -> None:
        self._open.set()

    def close(self) -> None:
        self.release()
        self._server.shutdown()
        self._server.server_close()


def _hash_vector(text: str) -> list[float]:
    digest = hashlib.sha256(text.encode()).digest()
    return [byte / 255 - 0.5 for byte in digest[: HashEmbeddings.DIMENSIONS]]


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _healthy(url: str) -> bool:
    try:
        return httpx.get(f"{url}/health", timeout=2).status_code == 200
    except httpx.HTTPError:
        return False


def _rows(database_url: str, query: str) -> list[tuple[Any, ...]]:
    import psycopg

    with psycopg.connect(database_url) as conn:
        return list(conn.execute(query).fetchall())


def queue(database_url: str) -> dict[str, int]:
    """How many ingestion jobs are left, by status (a finished job's row is deleted)."""
    rows = _rows(database_url, "SELECT status, count(*) FROM jobs GROUP BY status")
    return {str(status): int(count) for status, count in rows}


def chunks_by_document(database_url: str) -> dict[str, str]:
    """Each document's text as its chunks hold it, in position order, by caller id."""
    rows = _rows(
        database_url,
        "SELECT d.custom_id, string_agg(c.content, ' ' ORDER BY c.position) FROM chunks c "
        "JOIN documents d ON d.id = c.document_id GROUP BY d.custom_id",
    )
    return {str(custom_id): str(text) for custom_id, text in rows}


def disorder(text: str, parts: Iterable[str]) -> str | None:
    """Why `text` does not hold each of `parts` exactly once and in order; None if it does."""
    at = -1
    for part in parts:
        count = text.count(part)
        if count != 1:
            return f"{part!r} appears {count} times"
        found = text.find(part)
        if found < at:
            return f"{part!r} comes before the part sent ahead of it"
        at = found
    return None


# -- the scale-out workload: appends to many documents, each document's in order --------


def ledger_line(document: int, turn: int) -> str:
    """The text of one append: which document and which turn, so order can be checked."""
    return f"Ledger {document} entry {turn} records a delivery of crate number {turn}."


def ledger_id(document: int) -> str:
    """The caller id of the `document`th document."""
    return f"ledger-{document:03d}"


def send_appends(
    urls: Sequence[str],
    admin_key: str,
    *,
    documents: int,
    appends: int,
    threads: int = 8,
    namespace: str = "scale",
) -> list[float]:
    """Append `appends` lines to each of `documents` documents through the API
    processes at `urls`: each document's lines one after another, alternating between
    the processes, and `threads` documents at once. Each request's latency (ms)."""
    headers = {"authorization": f"Bearer {admin_key}"}

    def feed(document: int) -> list[float]:
        clients = [httpx.Client(base_url=url, headers=headers, timeout=60) for url in urls]
        took = []
        try:
            for turn in range(appends):
                started = time.perf_counter()
                response = clients[turn % len(clients)].post(
                    "/v3/documents",
                    json={
                        "content": ledger_line(document, turn),
                        "customId": ledger_id(document),
                        "containerTag": namespace,
                    },
                )
                took.append((time.perf_counter() - started) * 1000)
                if response.status_code != 200:
                    raise RuntimeError(f"append refused: {response.status_code} {response.text}")
        finally:
            for client in clients:
                client.close()
        return took

    with ThreadPoolExecutor(threads) as pool:
        return [ms for document in pool.map(feed, range(documents)) for ms in document]


def append_problems(database_url: str, *, documents: int, appends: int) -> list[str]:
    """What `send_appends` left wrong once the queue is empty: documents missing, and
    lines lost, stored twice or out of order. Empty when every job was done exactly
    once and in order."""
    texts = chunks_by_document(database_url)
    problems = []
    for document in range(documents):
        text = texts.get(ledger_id(document))
        if text is None:
            problems.append(f"{ledger_id(document)}: no chunks")
            continue
        wrong = disorder(text, [ledger_line(document, turn) for turn in range(appends)])
        if wrong:
            problems.append(f"{ledger_id(document)}: {wrong}")
    return problems
