"""memhub for Cartesia Line voice agents: recall per caller turn, capture per call, tools.

    memory = CartesiaMemory(AsyncMemhub(), namespace=call_request.from_,
                            session_id=call_request.call_id)
    return MemoryAgent(LlmAgent(model=..., api_key=..., config=...), memory)

`CartesiaMemory` holds the pieces (`capture`, `context`, `tools`, `aclose`);
`MemoryAgent` wires them around an `LlmAgent`. Both are loaded on first use, so
importing this package does not import the Line SDK.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from memhub.lazy import lazy_exports

if TYPE_CHECKING:
    from ._agent import ContextAgent, MemoryAgent
    from ._capture import spoken_turns
    from ._memory import DEFAULT_OPTIONS, DEFAULT_RECALL_TIMEOUT, CartesiaMemory
    from ._tools import DEFAULT_TOOL_NAMES, DEFAULT_TOOLS

__all__ = [
    "DEFAULT_OPTIONS",
    "DEFAULT_RECALL_TIMEOUT",
    "DEFAULT_TOOLS",
    "DEFAULT_TOOL_NAMES",
    "CartesiaMemory",
    "ContextAgent",
    "MemoryAgent",
    "spoken_turns",
]

__getattr__, __dir__ = lazy_exports(
    __name__,
    {
        "ContextAgent": "._agent",
        "MemoryAgent": "._agent",
        "spoken_turns": "._capture",
        "DEFAULT_OPTIONS": "._memory",
        "DEFAULT_RECALL_TIMEOUT": "._memory",
        "CartesiaMemory": "._memory",
        "DEFAULT_TOOLS": "._tools",
        "DEFAULT_TOOL_NAMES": "._tools",
    },
    sdk="line",
    install="memhub-cartesia",
)
