"""memhub for Microsoft Agent Framework: context provider, tools and chat middleware.

- `MemhubContextProvider`: recalls memory into each agent run's instructions and
  stores the run's exchange in the background.
- `MemhubChatMiddleware`: the same at the chat-client layer, around every model call.
- `memory_tools`: search_memories, add_memory, get_profile and forget_memory as
  function tools for the agent to call.

The names are loaded on first use, so importing this package does not import
Agent Framework until one of them is needed.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ._context_provider import MemhubContextProvider
    from ._middleware import MemhubChatMiddleware
    from ._tools import memory_tools

__all__ = ["MemhubChatMiddleware", "MemhubContextProvider", "memory_tools"]

_HOMES = {
    "MemhubChatMiddleware": "._middleware",
    "MemhubContextProvider": "._context_provider",
    "memory_tools": "._tools",
}


def __getattr__(name: str) -> Any:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(home, __name__), name)
    globals()[name] = value  # later lookups skip this function
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})
