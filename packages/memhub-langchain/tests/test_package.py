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
    _passes(code)


def _passes(code: str) -> None:
    """Run `code` in a fresh interpreter, which must exit cleanly."""
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr


def test_public_names_resolve() -> None:
    from memhub_langchain._chat_history import MemhubChatMessageHistory
    from memhub_langchain._middleware import MemhubMiddleware
    from memhub_langchain._retriever import MemhubRetriever
    from memhub_langchain._store import MemhubStore
    from memhub_langchain._tools import create_memory_tools

    assert memhub_langchain.MemhubChatMessageHistory is MemhubChatMessageHistory
    assert memhub_langchain.MemhubRetriever is MemhubRetriever
    assert memhub_langchain.create_memory_tools is create_memory_tools
    assert memhub_langchain.MemhubStore is MemhubStore
    assert memhub_langchain.MemhubMiddleware is MemhubMiddleware
    assert sorted(memhub_langchain.__all__) == sorted(
        [
            "MemhubChatMessageHistory",
            "MemhubMiddleware",
            "MemhubRetriever",
            "MemhubStore",
            "create_memory_tools",
        ]
    )
    assert set(memhub_langchain.__all__) <= set(dir(memhub_langchain))


def test_a_missing_extra_is_named_in_the_error() -> None:
    # Without langgraph / langchain installed, the error names the extra to add.
    code = (
        "import sys\n"
        "sys.modules['langgraph'] = None\n"
        "sys.modules['langchain'] = None\n"
        "import memhub_langchain\n"
        "for name, extra in (('MemhubStore', 'langgraph'), ('MemhubMiddleware', 'agents')):\n"
        "    try:\n"
        "        getattr(memhub_langchain, name)\n"
        "    except ImportError as exc:\n"
        "        assert f'memhub-langchain[{extra}]' in str(exc), exc\n"
        "    else:\n"
        "        raise AssertionError(name)\n"
    )
    _passes(code)
