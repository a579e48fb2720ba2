"""memhub's test double and a scripted model for the Agent Framework adapter tests.

The model is `memhub_agent_framework.testing.ScriptedChatClient`: the framework's
own chat client layers over a script, recording what each request carried, so
tests assert on what the model saw.
"""

from __future__ import annotations

import socket
from collections.abc import Iterator

import httpx
import pytest

from memhub import Memhub
from memhub.testing import MemoryTransport
from memhub_agent_framework.testing import ScriptedChatClient

NAMESPACE = "alex"


@pytest.fixture
def make_model() -> type[ScriptedChatClient]:
    return ScriptedChatClient


@pytest.fixture
def server() -> MemoryTransport:
    """memhub's in-memory test double: no engine, no model."""
    return MemoryTransport()


@pytest.fixture
def client(server: MemoryTransport) -> Memhub:
    return server.client()


@pytest.fixture
def seeded(client: Memhub) -> Memhub:
    """A client whose namespace already knows where Alex lives and what Alex drinks."""
    # The double makes one memory per line, so the facts are seeded as the engine
    # would phrase them.
    client.add(
        NAMESPACE, content="The user lives in Berlin.\nThe user loves green tea.", id="intro"
    )
    return client


def unreachable_url() -> str:
    """A loopback URL nothing listens on: requests fail at once with a refused connection."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    return f"http://127.0.0.1:{port}"


@pytest.fixture
def offline_client() -> Iterator[Memhub]:
    """A client whose memory server is down."""
    with Memhub(base_url=unreachable_url(), api_key="k", max_retries=0, timeout=2.0) as client:
        yield client


@pytest.fixture
def counted(server: MemoryTransport) -> Iterator[tuple[Memhub, CountingTransport]]:
    """A client of the test double whose requests are counted, and the counter."""
    transport = CountingTransport(server)
    with Memhub(base_url="http://memhub.test", api_key="k", transport=transport) as client:
        yield client, transport


class CountingTransport(httpx.BaseTransport):
    """Passes requests on and counts them by path, to see how often memory was asked."""

    def __init__(self, inner: httpx.BaseTransport) -> None:
        self.inner = inner
        self.paths: list[str] = []

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        self.paths.append(request.url.path)
        return self.inner.handle_request(request)
