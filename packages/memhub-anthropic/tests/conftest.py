"""One real engine per test session; each test writes to a namespace of its own.

Namespaces are memhub's isolation boundary, so tests sharing the engine cannot
see each other's files, and the engine (and its embedding model) starts once.
"""

from __future__ import annotations

import itertools
from collections.abc import AsyncIterator, Callable, Iterator

import pytest

from memhub import AsyncMemhub, Memhub, NotFoundError
from memhub_anthropic import memory_file_id
from memhub_server.testing import LocalEngine

Stored = Callable[[str, str], "str | None"]

_namespaces = itertools.count(1)


@pytest.fixture(scope="session")
def engine(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LocalEngine]:
    """A real engine whose pipeline runs only on `settle()`: file commands need no
    chunks or memories, and an idle worker keeps the tests fast on a shared CPU."""
    with LocalEngine(tmp_path_factory.mktemp("store"), start_worker=False) as local:
        yield local


@pytest.fixture(scope="session")
def live_engine(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LocalEngine]:
    """A real engine with its worker running, for chunks, memories and search."""
    with LocalEngine(tmp_path_factory.mktemp("live")) as local:
        yield local


@pytest.fixture
def namespace() -> str:
    return f"claude_{next(_namespaces)}"


@pytest.fixture
def client(engine: LocalEngine) -> Memhub:
    return engine.client(max_retries=0)


@pytest.fixture
async def aclient(engine: LocalEngine) -> AsyncIterator[AsyncMemhub]:
    client = engine.async_client(max_retries=0)
    yield client
    await client.aclose()


@pytest.fixture
def stored(client: Memhub) -> Stored:
    """What the store holds for (namespace, path), read straight from memhub; None: nothing."""

    def read(namespace: str, path: str) -> str | None:
        try:
            document = client.documents.get(namespace, memory_file_id(path))
        except NotFoundError:
            return None
        if document.metadata.get("file_blank") is True:  # the API refuses blank content
            text = document.metadata["file_blank_text"]
            assert isinstance(text, str)
            return text
        return document.content

    return read
