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

from typing import TYPE_CHECKING

from memhub.lazy import lazy_exports

if TYPE_CHECKING:
    from ._bridge import DEFAULT_OPTIONS
    from ._context_provider import MemhubContextProvider
    from ._middleware import MemhubChatMiddleware
    from ._tools import memory_tools

__all__ = [
    "DEFAULT_OPTIONS",
    "MemhubChatMiddleware",
    "MemhubContextProvider",
    "memory_tools",
]

__getattr__, __dir__ = lazy_exports(
    __name__,
    {
        "DEFAULT_OPTIONS": "._bridge",
        "MemhubContextProvider": "._context_provider",
        "MemhubChatMiddleware": "._middleware",
        "memory_tools": "._tools",
    },
    sdk="agent_framework",
    install="memhub-agent-framework",
)
