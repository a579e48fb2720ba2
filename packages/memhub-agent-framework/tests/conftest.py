"""A scripted model and a request counter for the Agent Framework adapter tests.

memhub's test double (`server`, `client`, `offline_client`) comes from
`memhub.pytest_plugin`, registered in the top-level conftest.

The model is `memhub_agent_framework.testing.ScriptedChatClient`: the framework's
own chat client layers over a script, recording what each request carried, so
tests assert on what the model saw.
"""

from __future__ import annotations

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
def seeded(client: Memhub) -> Memhub:
    """A client whose namespace already knows where Alex lives and what Alex drinks."""
    # The double makes one memory per line, so the facts are seeded as the engine
    # would phrase them.
    client.add(
        NAMESPACE, content="The user lives in Berlin.\nThe user loves green tea.", id="intro"
    )
    return client


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
