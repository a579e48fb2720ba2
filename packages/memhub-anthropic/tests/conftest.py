"""Each test writes to a namespace of its own, and can read what the store holds.

`client` and `aclient` are clients of memhub's in-memory test double
(`memhub.pytest_plugin`, registered in the top-level conftest), which answers every
route the tool uses: no engine, no model. The whole loop against a real engine is
in the top-level `tests/test_anthropic_runner.py`.

For `with_memory` and the memory tools, `claude` is the Messages API faked behind
the real SDK's HTTP layer (`memhub_anthropic.testing.ScriptedClaude`), and `seeded`
is the test's memhub with what Alex said in an earlier chat already remembered.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from memhub import AsyncMemhub, Memhub, NotFoundError
from memhub.capture import BackgroundWriter
from memhub_anthropic import memory_file_id, with_memory
from memhub_anthropic.testing import ScriptedClaude

Stored = Callable[[str, str], "str | None"]

_namespaces = itertools.count(1)


@pytest.fixture
def namespace() -> str:
    return f"claude_{next(_namespaces)}"


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


@pytest.fixture
def claude() -> ScriptedClaude:
    return ScriptedClaude()


@pytest.fixture
def seeded(client: Memhub) -> Memhub:
    """The test's memhub, remembering (one memory a line) where Alex lives and what Alex drinks."""
    client.add("alex", content="The user lives in Berlin.\nThe user loves green tea.", id="intro")
    return client


@pytest.fixture
def writer(client: Memhub) -> Iterator[BackgroundWriter]:
    with BackgroundWriter(client, flush_at_exit=False) as background:
        yield background


Remember = Callable[[Any, "Memhub | AsyncMemhub", str], Any]


@pytest.fixture
def remember(writer: BackgroundWriter) -> Remember:
    """`remember(sdk_client, memhub, chat)`: the client with Alex's memory, capturing the
    conversation `chat` through the test's `writer`."""

    def wrap(sdk_client: Any, memhub: Memhub | AsyncMemhub, chat: str) -> Any:
        return with_memory(
            sdk_client, namespace="alex", conversation_id=chat, memhub=memhub, writer=writer
        )

    return wrap
