"""memhub for Pipecat: a frame processor that recalls and captures memory.

Put `MemoryProcessor` between the user context aggregator and the LLM service;
`MemoryFunctions` gives the LLM service the memory tools.
Importing this package stays cheap: Pipecat is loaded on first use of
`MemoryProcessor`, not before.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from memhub.lazy import lazy_exports

from ._placement import InjectPosition, InjectRole, place_block, strip_memory

if TYPE_CHECKING:
    from ._functions import DEFAULT_TOOL_NAMES, DEFAULT_TOOL_TIMEOUT, DEFAULT_TOOLS, MemoryFunctions
    from ._processor import DEFAULT_OPTIONS, DEFAULT_RECALL_TIMEOUT, MemoryProcessor

__all__ = [
    "DEFAULT_OPTIONS",
    "DEFAULT_RECALL_TIMEOUT",
    "DEFAULT_TOOLS",
    "DEFAULT_TOOL_NAMES",
    "DEFAULT_TOOL_TIMEOUT",
    "InjectPosition",
    "InjectRole",
    "MemoryFunctions",
    "MemoryProcessor",
    "place_block",
    "strip_memory",
]

__getattr__, __dir__ = lazy_exports(
    __name__,
    {
        "DEFAULT_OPTIONS": "._processor",
        "DEFAULT_RECALL_TIMEOUT": "._processor",
        "MemoryProcessor": "._processor",
        "DEFAULT_TOOLS": "._functions",
        "DEFAULT_TOOL_NAMES": "._functions",
        "DEFAULT_TOOL_TIMEOUT": "._functions",
        "MemoryFunctions": "._functions",
    },
    sdk="pipecat",
    install="memhub-pipecat",
)
