"""A real memhub engine for tests: in-process, on a private data dir, no socket.

    from memhub_server.testing import LocalEngine

    with LocalEngine(tmp_path) as local:
        client = local.client()              # a memhub.Memhub bound to this engine
        client.add("alex", content="Alex keeps bees.")
        local.settle()                       # wait for chunks and memories
        client.search("alex", query="bees")

The engine runs its worker thread exactly as a server does; `settle()` waits for
ingestion and memory formation to finish. Memory formation is immediate
(`dream_window=0`) unless asked otherwise, so a test does not wait on a timer.
Every `LocalEngine` in a process shares one copy of the embedding model.
"""

from __future__ import annotations

import threading
from pathlib import Path
from types import TracebackType
from typing import Any

import httpx

from memhub import AsyncMemhub, Memhub

from .api import create_app
from .config import Settings
from .embedded import SyncASGITransport
from .engine import Engine
from .pipeline.embedding import Embedder, LazyLocalEmbedder

__all__ = ["LocalEngine", "shared_embedder"]

BASE_URL = "http://memhub.test"

_embedder: LazyLocalEmbedder | None = None
_embedder_lock = threading.Lock()


def shared_embedder() -> Embedder:
    """The process-wide local model, loaded on first use."""
    global _embedder
    with _embedder_lock:
        if _embedder is None:
            _embedder = LazyLocalEmbedder()
        return _embedder


class LocalEngine:
    """One engine on `data_dir`, with clients that reach it through its ASGI app.

    Keyword arguments override `Settings` fields (for example `dream_window=5`, or
    `start_worker=False` to process documents only when `settle()` is called).
    """

    def __init__(
        self,
        data_dir: str | Path,
        *,
        embedder: Embedder | None = None,
        **settings: Any,
    ) -> None:
        settings.setdefault("dream_window", 0)
        settings.setdefault("auth", False)
        self.settings = Settings(data_dir=Path(data_dir), **settings)
        self.engine = Engine(self.settings, embedder=embedder or shared_embedder())
        self.engine.start()
        self.app = create_app(self.engine)
        self._clients: list[Memhub] = []

    def client(self, **kwargs: Any) -> Memhub:
        """A sync client for this engine; extra arguments go to `Memhub(...)`."""
        kwargs.setdefault("base_url", BASE_URL)
        kwargs.setdefault("api_key", "local-test")
        client = Memhub(transport=SyncASGITransport(self.app), **kwargs)
        self._clients.append(client)
        return client

    def async_client(self, **kwargs: Any) -> AsyncMemhub:
        """An async client for this engine (close it with `await client.aclose()`)."""
        kwargs.setdefault("base_url", BASE_URL)
        kwargs.setdefault("api_key", "local-test")
        return AsyncMemhub(transport=httpx.ASGITransport(app=self.app), **kwargs)

    def settle(self, timeout: float = 60.0) -> None:
        """Block until every accepted document is processed and its memories formed."""
        if not self.engine.worker.drain(timeout):
            raise TimeoutError(f"memhub did not finish processing within {timeout} s")

    def close(self) -> None:
        for client in self._clients:
            client.close()
        self._clients.clear()
        self.engine.close()

    def __enter__(self) -> LocalEngine:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()
