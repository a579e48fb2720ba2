"""Fixtures for tests that cross packages: a real memhub server on a loopback port."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from memhub_server.api import create_app
from memhub_server.config import Settings
from memhub_server.engine import Engine
from memhub_server.pipeline.embedding import LocalMiniLMEmbedder
from memhub_server.services.auth import ensure_admin_key
from memhub_server.testing import LoopbackServer

ADMIN_KEY = "mh_test_admin_key_for_the_suite"


@dataclass
class LiveServer:
    base_url: str
    api_key: str
    engine: Engine

    def settle(self, timeout: float = 60.0) -> None:
        """Wait until every accepted document has been processed."""
        assert self.engine.worker.drain(timeout), "ingestion did not finish in time"


@pytest.fixture(scope="session")
def embedder() -> LocalMiniLMEmbedder:
    return LocalMiniLMEmbedder()


@pytest.fixture
def live_server(
    tmp_path: Path, embedder: LocalMiniLMEmbedder, database_settings: dict[str, Any]
) -> Iterator[LiveServer]:
    """A uvicorn server on 127.0.0.1 with its worker thread running, as `memhub serve` runs
    (on PostgreSQL too for a test marked `both_backends`)."""
    settings = Settings(data_dir=tmp_path / "data", dream_window=0, **database_settings)
    engine = Engine(settings, embedder=embedder)
    engine.start()
    ensure_admin_key(engine.store, ADMIN_KEY)
    try:
        with LoopbackServer(create_app(engine)) as server:
            yield LiveServer(server.base_url, ADMIN_KEY, engine)
    finally:
        engine.close()
