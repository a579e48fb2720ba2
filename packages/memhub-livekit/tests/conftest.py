"""Fixtures: memhub's in-memory test double behind a transport that can hold requests back.

The chat model is `memhub_livekit.testing.ScriptedLLM`, imported by the tests.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from dataclasses import dataclass

import httpx
import pytest

from memhub import Memhub
from memhub.testing import BASE_URL, MemoryTransport


class Gate(httpx.BaseTransport):
    """A transport in front of memhub that counts requests by path and
    holds back those whose path ends with one of `slow` for `delay` seconds (or
    until `release()`), like a server that has become slow."""

    def __init__(self, inner: httpx.BaseTransport) -> None:
        self.inner = inner
        self.calls: dict[str, int] = {}
        self.slow: tuple[str, ...] = ()
        self.delay = 0.0
        self.held = 0
        self._lock = threading.Lock()
        self._released = threading.Event()

    def hold(self, *paths: str, delay: float) -> None:
        self.slow, self.delay = paths, delay
        self._released.clear()

    def release(self) -> None:
        self.slow = ()
        self._released.set()

    def count(self, suffix: str) -> int:
        with self._lock:
            return sum(n for path, n in self.calls.items() if path.endswith(suffix))

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        with self._lock:
            self.calls[request.url.path] = self.calls.get(request.url.path, 0) + 1
        if self.slow and request.url.path.endswith(self.slow):
            with self._lock:
                self.held += 1
            self._released.wait(self.delay)
            with self._lock:
                self.held -= 1
        return self.inner.handle_request(request)


@dataclass
class Engine:
    """The memhub a test talks to (the in-memory test double), and a sync client
    that goes through a `Gate`."""

    server: MemoryTransport
    gate: Gate
    client: Memhub

    def seed(self, namespace: str, content: str, id: str) -> None:
        """Store `content`; the double keeps each line as one memory at once."""
        self.client.add(namespace, content=content, id=id)

    def document(self, namespace: str, id: str) -> str:
        """The stored text of a document."""
        return self.client.documents.get(namespace, id).content or ""


@pytest.fixture
def engine() -> Iterator[Engine]:
    server = MemoryTransport()
    gate = Gate(server)
    client = Memhub(base_url=BASE_URL, api_key="local-test", transport=gate, max_retries=0)
    try:
        yield Engine(server, gate, client)
    finally:
        gate.release()
        client.close()
