"""What the cartesia tests share besides fixtures: the prompt, waiting, a slow server."""

from __future__ import annotations

import asyncio
import time

import httpx

from memhub import Memhub
from memhub.prompt import RecallOptions

SYSTEM_PROMPT = "You are Juniper, a friendly voice assistant."
INTRODUCTION = "Hi, this is Juniper."


def wait_for_memories(client: Memhub, namespace: str, document_id: str) -> None:
    """Block until the engine has formed the memories of `document_id`."""
    deadline = time.monotonic() + 30
    while client.documents.get(namespace, document_id).system.dreaming_status != "done":
        assert time.monotonic() < deadline, "the engine did not form memories within 30 s"
        time.sleep(0.05)


class Gate(httpx.AsyncBaseTransport):
    """The real server over HTTP behind a gate that, once `close()`d, holds requests
    back (a server gone slow) until `open()`; `held` counts those waiting."""

    def __init__(self) -> None:
        self.inner = httpx.AsyncHTTPTransport()
        self.held = 0
        self._open = asyncio.Event()
        self._open.set()

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        if not self._open.is_set():
            self.held += 1
            try:
                await self._open.wait()
            finally:
                self.held -= 1
        return await self.inner.handle_async_request(request)

    def close(self) -> None:
        self._open.clear()

    def open(self) -> None:
        self._open.set()

    async def aclose(self) -> None:
        self.open()
        await self.inner.aclose()


PATIENT = RecallOptions(timeout=20.0)
"""Recall for tests that check what memory says, not how fast: the machine may be busy."""
