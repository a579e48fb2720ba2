"""Fixtures: a real memhub engine over HTTP, clients for it, and a scripted model.

The engine runs in the main environment (memhub-server cannot share this one with
cartesia-line): `tests/test_cartesia.py` in the repository's suite starts it on a
loopback port and runs these tests with `MEMHUB_CARTESIA_TEST_URL` pointing at it.
To run them alone, start a server yourself and point the variable at it:

    MEMHUB_DREAM_WINDOW=0 memhub serve --port 6790 --data-dir /tmp/cartesia-tests &
    MEMHUB_CARTESIA_TEST_URL=http://127.0.0.1:6790 MEMHUB_API_KEY=mh_... uv run pytest
"""

from __future__ import annotations

import os
import sys
import uuid
from collections.abc import AsyncIterator, Iterator

import pytest
from cartesia_support import Gate
from loguru import logger

from memhub import AsyncMemhub, Memhub
from memhub_cartesia.testing import ScriptedModel

# memhub's own fixtures; `offline_url` is a loopback address nothing listens on.
pytest_plugins = ("memhub.pytest_plugin",)

# Line logs every event at INFO through loguru; a failing test's output should be ours.
logger.remove()
logger.add(sys.stderr, level="WARNING")


@pytest.fixture(scope="session")
def engine_url() -> str:
    url = os.environ.get("MEMHUB_CARTESIA_TEST_URL")
    if not url:
        pytest.fail(
            "MEMHUB_CARTESIA_TEST_URL is not set: run these tests through the repository's "
            "suite (tests/test_cartesia.py starts the engine), or see tests/conftest.py"
        )
    return url


def _key() -> str:
    return os.environ.get("MEMHUB_API_KEY", "local-test")


@pytest.fixture
def namespace() -> str:
    """A namespace of this test's own on the shared engine."""
    return f"cartesia-{uuid.uuid4().hex[:12]}"


@pytest.fixture
def client(engine_url: str) -> Iterator[Memhub]:
    with Memhub(base_url=engine_url, api_key=_key()) as client:
        yield client


@pytest.fixture
async def aclient(engine_url: str) -> AsyncIterator[AsyncMemhub]:
    client = AsyncMemhub(base_url=engine_url, api_key=_key())
    yield client
    await client.aclose()


@pytest.fixture
def model() -> ScriptedModel:
    """The model: numbered replies ("Reply 1: ...")."""
    model = ScriptedModel()
    model.default = lambda _body: f"Reply {len(model.requests)}: happy to help with that."
    return model


@pytest.fixture
async def gate(engine_url: str) -> AsyncIterator[tuple[AsyncMemhub, Gate]]:
    """An async client whose requests can be held back, like a server gone slow."""
    transport = Gate()
    client = AsyncMemhub(base_url=engine_url, api_key=_key(), transport=transport)
    yield client, transport
    transport.open()
    await client.aclose()
