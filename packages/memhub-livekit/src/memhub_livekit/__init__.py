"""memhub for LiveKit Agents: recall per user turn, capture per session, memory tools.

    memory = LiveKitMemory(Memhub(), namespace=participant.identity, session_id=ctx.room.name)
    await session.start(MemoryAgent(memory, instructions="..."), room=ctx.room)

`LiveKitMemory` holds the pieces (`enrich` for `llm_node`, `tools`, `attach` for
capture); `MemoryAgent` wires them into an `Agent`. Both are loaded on first use,
so importing this package does not import LiveKit.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from memhub.lazy import lazy_exports

if TYPE_CHECKING:
    from ._agent import MemoryAgent
    from ._chat_ctx import MEMORY_MARKER, MemoryRole
    from ._memory import DEFAULT_OPTIONS, DEFAULT_RECALL_TIMEOUT, LiveKitMemory
    from ._tools import DEFAULT_TOOL_NAMES, DEFAULT_TOOLS

__all__ = [
    "DEFAULT_OPTIONS",
    "DEFAULT_RECALL_TIMEOUT",
    "DEFAULT_TOOLS",
    "DEFAULT_TOOL_NAMES",
    "MEMORY_MARKER",
    "LiveKitMemory",
    "MemoryAgent",
    "MemoryRole",
]

__getattr__, __dir__ = lazy_exports(
    __name__,
    {
        "MemoryAgent": "._agent",
        "MEMORY_MARKER": "._chat_ctx",
        "MemoryRole": "._chat_ctx",
        "DEFAULT_OPTIONS": "._memory",
        "DEFAULT_RECALL_TIMEOUT": "._memory",
        "LiveKitMemory": "._memory",
        "DEFAULT_TOOLS": "._tools",
        "DEFAULT_TOOL_NAMES": "._tools",
    },
    sdk="livekit",
    install="memhub-livekit",
)
