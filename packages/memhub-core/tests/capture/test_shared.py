from __future__ import annotations

from collections.abc import Iterator

import httpx
import pytest

from memhub import Memhub
from memhub.capture import shared_writer


@pytest.fixture
def clients() -> Iterator[tuple[Memhub, Memhub]]:
    transport = httpx.MockTransport(lambda request: httpx.Response(200, json={"id": "d"}))
    first = Memhub(base_url="http://memhub.test", api_key="k", transport=transport)
    second = Memhub(base_url="http://memhub.test", api_key="k", transport=transport)
    yield first, second
    first.close()
    second.close()


def test_one_writer_per_client(clients: tuple[Memhub, Memhub]) -> None:
    first, second = clients
    writer = shared_writer(first, name="memhub-test-writer", flush_timeout=1.0)
    assert shared_writer(first) is writer
    assert shared_writer(second) is not writer
    # Settings apply to the call that creates the writer.
    assert writer.flush_timeout == 1.0
    writer.submit("alex", content="hello")
    assert writer.flush(5.0)
    assert writer.sent == 1
