"""A real memhub engine for tests: in-process, on a private data dir, no socket.

    from memhub_server.testing import LocalEngine

    with LocalEngine(tmp_path) as local:
        client = local.client()              # a memhub.Memhub bound to this engine
        client.add("alex", content="Alex keeps bees.")
        local.settle()                       # wait for chunks and memories
        client.search("alex", query="bees")

The engine runs its worker thread exactly as a server does; `settle()` waits for
ingestion and memory formation to finish. `LocalEngine.loopback()` puts its HTTP API
on a real 127.0.0.1 port (a `LoopbackServer`) that a test can stop and start
again, for outages. Tests that only need plausible answers, not the engine, use
`memhub.testing.MemoryTransport` instead: no model, no numpy. Memory formation is immediate
(`dream_window=0`) unless asked otherwise, so a test does not wait on a timer.
Every `LocalEngine` in a process shares one copy of the embedding model.
"""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import httpx
import uvicorn

from memhub import AsyncMemhub, Memhub
from memhub._closing import Closing

from .api import create_app
from .config import Settings
from .embedded import SyncASGITransport
from .engine import Engine
from .pipeline.embedding import Embedder, LazyLocalEmbedder
from .store.base import NewDocument
from .store.memories import MemoryRecord, NewMemory

__all__ = ["BASE_URL", "LocalEngine", "LoopbackServer", "remember", "shared_embedder"]

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


def remember(engine: Engine, namespace: str, memories: Sequence[NewMemory]) -> list[MemoryRecord]:
    """Store ``memories`` in ``namespace`` as the dreamer would, with their real vectors,
    all from one note document: for tests of search and recall that need memories to be
    there without going through memory formation."""
    document = engine.store.add_document(
        namespace, NewDocument(content="notes", task_type="store")
    ).document
    vectors = engine.embedder.embed([memory.text for memory in memories])
    return [
        engine.store.insert_memory(namespace, memory, vector, document_id=document.id)
        for memory, vector in zip(memories, vectors, strict=True)
    ]


class LocalEngine(Closing):
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

    def loopback(self) -> LoopbackServer:
        """This engine's API on a free 127.0.0.1 port, not started yet."""
        return LoopbackServer(self.app)

    def settle(self, timeout: float = 60.0) -> None:
        """Block until every accepted document is processed and its memories formed."""
        if not self.engine.worker.drain(timeout):
            raise TimeoutError(f"memhub did not finish processing within {timeout} s")

    def close(self) -> None:
        for client in self._clients:
            client.close()
        self._clients.clear()
        self.engine.close()


class LoopbackServer:
    """An API app served by uvicorn on a fixed 127.0.0.1 port, in a thread, that can go
    down and come back on the same port.

    The engine keeps running while the server is down, as a real outage of the API
    process in front of its database looks to a client: refused connections.
    """

    def __init__(self, app: Any) -> None:
        self.app = app
        with socket.socket() as sock:
            sock.bind(("127.0.0.1", 0))
            self.port = int(sock.getsockname()[1])
        self.base_url = f"http://127.0.0.1:{self.port}"
        self._server: uvicorn.Server | None = None
        self._thread: threading.Thread | None = None

    def start(self, timeout: float = 10.0) -> None:
        config = uvicorn.Config(
            self.app,
            host="127.0.0.1",
            port=self.port,
            log_level="warning",
            lifespan="off",
            ws="none",
        )
        self._server = server = uvicorn.Server(config)
        self._thread = thread = threading.Thread(target=server.run, daemon=True)
        thread.start()
        deadline = time.monotonic() + timeout
        while not server.started:
            if not thread.is_alive():
                raise RuntimeError("the server thread died while starting")
            if time.monotonic() > deadline:
                raise TimeoutError(f"the server did not start within {timeout} s")
            time.sleep(0.01)

    def stop(self, timeout: float = 10.0) -> None:
        """Stop serving (idempotent); the engine behind the app keeps running."""
        if self._server is not None and self._thread is not None:
            self._server.should_exit = True
            self._thread.join(timeout)
            if self._thread.is_alive():
                raise TimeoutError(f"the server did not stop within {timeout} s")
            self._server = self._thread = None

    def __enter__(self) -> LoopbackServer:
        self.start()
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.stop()
