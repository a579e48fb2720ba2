"""The engine in the caller's process, reached through httpx transports.

`memhub.Memhub()` with no server URL sends its requests here: the same HTTP
app, routes and validation a server runs, without a socket. One engine per
data directory is shared by every client in the process.
"""

from __future__ import annotations

import asyncio
import atexit
import threading
from pathlib import Path

import httpx
from fastapi import FastAPI

from .api import create_app
from .config import Settings
from .engine import Engine

__all__ = ["async_transport", "shared_app", "sync_transport"]

_apps: dict[Path, tuple[Engine, FastAPI]] = {}
_lock = threading.Lock()


def shared_app(data_dir: Path) -> FastAPI:
    """The process-wide app for `data_dir`, started on first use."""
    key = data_dir.resolve()
    with _lock:
        if key not in _apps:
            engine = Engine(Settings.from_env(data_dir=key, auth=False))
            engine.start()
            _apps[key] = (engine, create_app(engine))
        return _apps[key][1]


@atexit.register
def _close_all() -> None:
    with _lock:
        for engine, _ in _apps.values():
            engine.close()
        _apps.clear()


def async_transport(data_dir: Path) -> httpx.AsyncBaseTransport:
    return httpx.ASGITransport(app=shared_app(data_dir))


class _LoopThread:
    """An event loop on a daemon thread, for driving the ASGI app from sync code."""

    def __init__(self) -> None:
        self.loop = asyncio.new_event_loop()
        thread = threading.Thread(target=self.loop.run_forever, name="memhub-embedded", daemon=True)
        thread.start()


_loop_thread: _LoopThread | None = None


def _loop() -> asyncio.AbstractEventLoop:
    global _loop_thread
    with _lock:
        if _loop_thread is None:
            _loop_thread = _LoopThread()
        return _loop_thread.loop


class SyncASGITransport(httpx.BaseTransport):
    """Runs each request through the ASGI app on a private loop and waits for it."""

    def __init__(self, app: FastAPI) -> None:
        self._inner = httpx.ASGITransport(app=app)

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        body = request.read()

        async def send() -> httpx.Response:
            forwarded = httpx.Request(
                request.method,
                request.url,
                headers=request.headers,
                content=body,
                extensions=request.extensions,
            )
            response = await self._inner.handle_async_request(forwarded)
            content = await response.aread()
            return httpx.Response(
                response.status_code,
                headers=response.headers,
                content=content,
                extensions=response.extensions,
            )

        return asyncio.run_coroutine_threadsafe(send(), _loop()).result()


def sync_transport(data_dir: Path) -> httpx.BaseTransport:
    return SyncASGITransport(shared_app(data_dir))
