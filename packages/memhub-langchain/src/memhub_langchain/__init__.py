"""memhub for LangChain: a retriever, a chat message history and memory tools.

- `MemhubRetriever`: memories and source chunks as `Document`s.
- `MemhubChatMessageHistory`: a session's messages kept as a memhub conversation,
  so what the user says also becomes long-term memory.
- `create_memory_tools`: search, add, profile and forget as `StructuredTool`s.

Importing this package is cheap: LangChain is loaded when one of these names is
first used.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from memhub.lazy import lazy_exports

if TYPE_CHECKING:
    from ._chat_history import MemhubChatMessageHistory
    from ._retriever import MemhubRetriever
    from ._tools import create_memory_tools

__all__ = [
    "MemhubChatMessageHistory",
    "MemhubRetriever",
    "create_memory_tools",
]

__getattr__, __dir__ = lazy_exports(
    __name__,
    {
        "MemhubChatMessageHistory": "._chat_history",
        "MemhubRetriever": "._retriever",
        "create_memory_tools": "._tools",
    },
    sdk="langchain_core",
    install="memhub-langchain",
)
