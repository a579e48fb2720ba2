"""memhub for LangChain: a retriever, a chat message history and memory tools.

- `MemhubRetriever`: memories and source chunks as `Document`s.
- `MemhubChatMessageHistory`: a session's messages kept as a memhub conversation,
  so what the user says also becomes long-term memory.
- `create_memory_tools`: search, add, profile and forget as `StructuredTool`s.

Importing this package is cheap: LangChain is loaded when one of these names is
first used.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .chat_history import MemhubChatMessageHistory
    from .retriever import MemhubRetriever
    from .tools import create_memory_tools

__all__ = ["MemhubChatMessageHistory", "MemhubRetriever", "create_memory_tools"]

_HOMES = {
    "MemhubChatMessageHistory": ".chat_history",
    "MemhubRetriever": ".retriever",
    "create_memory_tools": ".tools",
}


def __getattr__(name: str) -> Any:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(home, __name__), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted([*globals(), *__all__])
