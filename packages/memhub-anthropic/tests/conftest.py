"""Each test writes to a namespace of its own, and can read what the store holds.

`client` and `aclient` are clients of memhub's in-memory test double
(`memhub.pytest_plugin`, registered in the top-level conftest), which answers every
route the tool uses: no engine, no model. The whole loop against a real engine is
in the top-level `tests/test_anthropic_runner.py`.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable

import pytest

from memhub import Memhub, NotFoundError
from memhub_anthropic import memory_file_id

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
