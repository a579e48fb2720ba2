"""The seam to the in-process engine.

With no server URL configured, the client sends its requests through a transport
that runs the memhub engine inside this process. The transport is created on the
first request, so constructing a client (and importing memhub) stays cheap and
never imports the server.
"""

from __future__ import annotations

import asyncio
import importlib
import os
import threading
from pathlib import Path
from typing import Any

import httpx

from ._exceptions import MemhubError

__all__ = ["AsyncEmbeddedTransport", "EmbeddedTransport", "default_data_dir"]

_INSTALL_HINT = (
    "no memhub server is configured: pass base_url=..., set MEMHUB_BASE_URL, "
    "or install memhub-server to run the engine in this process"
)


def default_data_dir() -> Path:
    return Path(os.environ.get("MEMHUB_DATA_DIR") or ".memhub")


def _engine_module() -> Any:
    try:
        return importlib.import_module("memhub_server.embedded")
    except ModuleNotFoundError as exc:
        if exc.name and exc.name.startswith("memhub_server"):
            raise MemhubError(_INSTALL_HINT) from None
        raise


class EmbeddedTransport(httpx.BaseTransport):
    """A sync transport that hands requests to the in-process engine."""

    def __init__(self, data_dir: Path | None = None) -> None:
        self._data_dir = data_dir
        self._inner: httpx.BaseTransport | None = None
        self._lock = threading.Lock()

    def _transport(self) -> httpx.BaseTransport:
        with self._lock:
            if self._inner is None:
                module = _engine_module()
                self._inner = module.sync_transport(self._data_dir or default_data_dir())
            return self._inner

    def start(self) -> None:
        """Start the engine now; once started, this returns at once."""
        self._transport()

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        return self._transport().handle_request(request)

    def close(self) -> None:
        if self._inner is not None:
            self._inner.close()


class AsyncEmbeddedTransport(httpx.AsyncBaseTransport):
    """An async transport that hands requests to the in-process engine."""

    def __init__(self, data_dir: Path | None = None) -> None:
        self._data_dir = data_dir
        self._inner: httpx.AsyncBaseTransport | None = None

    def _transport(self) -> httpx.AsyncBaseTransport:
        if self._inner is None:
            module = _engine_module()
            self._inner = module.async_transport(self._data_dir or default_data_dir())
        return self._inner

    async def start(self) -> None:
        """Start the engine now, off the event loop (importing it blocks for seconds)."""
        if self._inner is None:
            await asyncio.to_thread(self._transport)

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        return await self._transport().handle_async_request(request)

    async def aclose(self) -> None:
        if self._inner is not None:
            await self._inner.aclose()
