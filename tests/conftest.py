"""Fixtures for tests that cross packages: a real memhub server on a loopback port."""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
import uvicorn

from memhub_server.api import create_app
from memhub_server.config import Settings
from memhub_server.engine import Engine
from memhub_server.pipeline.embedding import LocalMiniLMEmbedder
from memhub_server.services.auth import ensure_admin_key

ADMIN_KEY = "mh_test_admin_key_for_the_suite"


@dataclass
class LiveServer:
    base_url: str
    api_key: str
    engine: Engine

    def settle(self, timeout: float = 60.0) -> None:
        """Wait until every accepted document has been processed."""
        assert self.engine.worker.drain(timeout), "ingestion did not finish in time"


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@pytest.fixture(scope="session")
def embedder() -> LocalMiniLMEmbedder:
    return LocalMiniLMEmbedder()


@pytest.fixture
def live_server(tmp_path: Path, embedder: LocalMiniLMEmbedder) -> Iterator[LiveServer]:
    """A uvicorn server on 127.0.0.1 with its worker thread running, as `memhub serve` runs."""
    engine = Engine(Settings(data_dir=tmp_path / "data", dream_window=0), embedder=embedder)
    engine.start()
    ensure_admin_key(engine.store, ADMIN_KEY)
    port = _free_port()
    server = uvicorn.Server(
        uvicorn.Config(create_app(engine), host="127.0.0.1", port=port, log_level="warning")
    )
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 10
    while not server.started:
        assert time.monotonic() < deadline, "server did not start"
        time.sleep(0.01)
    try:
        yield LiveServer(f"http://127.0.0.1:{port}", ADMIN_KEY, engine)
    finally:
        server.should_exit = True
        thread.join(10)
        engine.close()
