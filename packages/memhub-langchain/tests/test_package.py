"""The public surface and the cost of importing it."""

from __future__ import annotations

import subprocess
import sys

import memhub_langchain


def test_importing_the_package_does_not_import_langchain() -> None:
    code = (
        "import sys, memhub_langchain\n"
        "assert 'langchain_core' not in sys.modules, 'langchain_core imported eagerly'\n"
        "memhub_langchain.MemhubRetriever\n"
        "assert 'langchain_core' in sys.modules\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr


def test_public_names_resolve() -> None:
    from memhub_langchain._chat_history import MemhubChatMessageHistory
    from memhub_langchain._retriever import MemhubRetriever
    from memhub_langchain._tools import create_memory_tools

    assert memhub_langchain.MemhubChatMessageHistory is MemhubChatMessageHistory
    assert memhub_langchain.MemhubRetriever is MemhubRetriever
    assert memhub_langchain.create_memory_tools is create_memory_tools
    assert sorted(memhub_langchain.__all__) == sorted(
        ["MemhubChatMessageHistory", "MemhubRetriever", "create_memory_tools"]
    )
    assert set(memhub_langchain.__all__) <= set(dir(memhub_langchain))
