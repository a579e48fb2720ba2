"""memhub for LangChain: a retriever, a chat message history and memory tools.

- `MemhubRetriever`: memories and source chunks as `Document`s.
- `MemhubChatMessageHistory`: a session's messages kept as a memhub conversation,
  so what the user says also becomes long-term memory.
- `create_memory_tools`: search, add, profile and forget as `StructuredTool`s.
- `MemhubStore` (extra `langgraph`): a LangGraph `BaseStore` kept in memhub.
- `MemhubMiddleware` (extra `agents`): `create_agent` middleware that recalls
  memory into each model call and captures the conversation.

Importing this package is cheap: LangChain is loaded when one of these names is
first used.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from memhub.lazy import lazy_exports

if TYPE_CHECKING:
    from ._chat_history import MemhubChatMessageHistory
    from ._middleware import MemhubMiddleware
    from ._retriever import MemhubRetriever
    from ._store import MemhubStore
    from ._tools import create_memory_tools

__all__ = [
    "MemhubChatMessageHistory",
    "MemhubMiddleware",
    "MemhubRetriever",
    "MemhubStore",
    "create_memory_tools",
]

_HOMES = {
    "MemhubChatMessageHistory": "._chat_history",
    "MemhubRetriever": "._retriever",
    "create_memory_tools": "._tools",
}
# The store and the middleware need optional extras; a missing one is named in the error.
_EXTRAS = {
    "MemhubStore": lazy_exports(
        __name__, {"MemhubStore": "._store"}, sdk="langgraph", install="memhub-langchain[langgraph]"
    ),
    "MemhubMiddleware": lazy_exports(
        __name__,
        {"MemhubMiddleware": "._middleware"},
        sdk="langchain",
        install="memhub-langchain[agents]",
    ),
}
_core_getattr, _core_dir = lazy_exports(
    __name__, _HOMES, sdk="langchain_core", install="memhub-langchain"
)


def __getattr__(name: str) -> Any:
    extra = _EXTRAS.get(name)
    return extra[0](name) if extra is not None else _core_getattr(name)


def __dir__() -> list[str]:
    return sorted({*_core_dir(), *_EXTRAS})
