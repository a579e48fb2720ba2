"""Fixtures: memhub's in-memory test double, and a model faked at the OpenAI SDK's HTTP
layer (`memhub_openai.testing.ScriptedOpenAI`: it records each request body the SDK
sends and answers with recorded-shape JSON or SSE streams for Chat Completions and the
Responses API).
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

import httpx
import pytest

from memhub import AsyncMemhub, Memhub
from memhub.capture import BackgroundWriter
from memhub.testing import BASE_URL, MemoryTransport
from memhub_openai.testing import Reply, ScriptedOpenAI

NAMESPACE = "alex"
MODEL = "gpt-4.1-mini-2025-04-14"
CREATED = 1_767_225_600


class CountingTransport(httpx.BaseTransport):
    """Passes requests to memhub and counts them by path, to see what memory fetched.

    `delay` puts memhub that many seconds away, for time boxes and parallelism.
    """

    def __init__(self, inner: httpx.BaseTransport, delay: float = 0.0) -> None:
        self.inner = inner
        self.delay = delay
        self.paths: list[str] = []

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        self.paths.append(request.url.path)
        if self.delay:
            time.sleep(self.delay)
        return self.inner.handle_request(request)

    def count(self, suffix: str) -> int:
        return sum(path.endswith(suffix) for path in self.paths)


# -- fixtures -----------------------------------------------------------------------


@pytest.fixture(scope="session")
def server() -> MemoryTransport:
    """memhub's in-memory test double, one for the session; tests keep apart by
    namespace and conversation id."""
    return MemoryTransport()


@pytest.fixture(scope="session")
def memhub_client(server: MemoryTransport) -> Memhub:
    """A client of the double, with what Alex said in an earlier chat already remembered.

    Tests that capture write to conversations of their own and, unless they also
    check recall, to namespaces of their own, so Alex's memory stays as seeded.
    The double keeps each line as one memory, so facts are seeded one per line.
    """
    client = server.client()
    client.add(
        NAMESPACE,
        content="The user lives in Berlin.\nThe user loves green tea.",
        id="earlier-chat",
    )
    # Robin is the tool tests' user: they save and forget memories of their own.
    client.add("robin", content="The user lives in Lisbon.", id="robin-intro")
    return client


@pytest.fixture
async def amemhub_client(server: MemoryTransport, memhub_client: Memhub) -> Any:
    client: AsyncMemhub = server.async_client()
    yield client
    await client.aclose()


@pytest.fixture
def counting(server: MemoryTransport, memhub_client: Memhub) -> tuple[Memhub, CountingTransport]:
    """A client of the same double that counts the requests it makes."""
    transport = CountingTransport(server)
    client = Memhub(base_url=BASE_URL, api_key="local-test", transport=transport)
    return client, transport


@pytest.fixture
def slow_memhub(server: MemoryTransport, memhub_client: Memhub) -> Iterator[Memhub]:
    """A client of the same double, one second away."""
    transport = CountingTransport(server, delay=1.0)
    with Memhub(base_url=BASE_URL, api_key="local-test", transport=transport) as client:
        yield client


@pytest.fixture
def writer(memhub_client: Memhub) -> Iterator[BackgroundWriter]:
    with BackgroundWriter(memhub_client, flush_at_exit=False) as background:
        yield background


@pytest.fixture
def model() -> ScriptedOpenAI:
    return ScriptedOpenAI()


@pytest.fixture
def reply() -> type[Reply]:
    return Reply
