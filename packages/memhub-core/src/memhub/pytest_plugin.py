"""pytest fixtures for code that talks to memhub: the in-memory server and clients of it.

Register it in a top-level `conftest.py` (this repository's does):

    pytest_plugins = ("memhub.pytest_plugin",)

- `server`: a fresh `memhub.testing.MemoryTransport` for each test.
- `client` / `aclient`: a `Memhub` / `AsyncMemhub` bound to `server`, closed after the test.
- `offline_url`: a loopback address nothing listens on.
- `offline_client` / `offline_aclient`: clients of `offline_url` that fail at once
  with a refused connection (no retries), for outage tests.

A conftest that defines a fixture of the same name wins over these, as pytest's
nearer fixtures always do.
"""

from __future__ import annotations

import socket
from collections.abc import AsyncIterator, Iterator

import pytest

from ._client import AsyncMemhub, Memhub
from .testing import MemoryTransport

__all__ = [
    "aclient",
    "client",
    "offline_aclient",
    "offline_client",
    "offline_url",
    "server",
]

_OFFLINE_TIMEOUT = 2.0


@pytest.fixture
def server() -> MemoryTransport:
    """memhub's in-memory test double: no engine, no model."""
    return MemoryTransport()


@pytest.fixture
def client(server: MemoryTransport) -> Iterator[Memhub]:
    with server.client() as sync_client:
        yield sync_client


@pytest.fixture
async def aclient(server: MemoryTransport) -> AsyncIterator[AsyncMemhub]:
    async_client = server.async_client()
    yield async_client
    await async_client.aclose()


@pytest.fixture
def offline_url() -> str:
    """A loopback address nobody listens on: every call fails to connect at once."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    return f"http://127.0.0.1:{port}"


@pytest.fixture
def offline_client(offline_url: str) -> Iterator[Memhub]:
    """A client whose memory server is down."""
    with Memhub(
        base_url=offline_url, api_key="k", max_retries=0, timeout=_OFFLINE_TIMEOUT
    ) as sync_client:
        yield sync_client


@pytest.fixture
async def offline_aclient(offline_url: str) -> AsyncIterator[AsyncMemhub]:
    """An async client whose memory server is down."""
    async_client = AsyncMemhub(
        base_url=offline_url, api_key="k", max_retries=0, timeout=_OFFLINE_TIMEOUT
    )
    yield async_client
    await async_client.aclose()
