"""memhub for Pipecat: a frame processor that recalls and captures memory.

Put `MemoryProcessor` between the user context aggregator and the LLM service.
Importing this package stays cheap: Pipecat is loaded on first use of
`MemoryProcessor`, not before.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .placement import InjectPosition, InjectRole, place_block, strip_memory

if TYPE_CHECKING:
    from .processor import MemoryProcessor

__all__ = ["InjectPosition", "InjectRole", "MemoryProcessor", "place_block", "strip_memory"]


def __getattr__(name: str) -> Any:
    if name == "MemoryProcessor":
        from .processor import MemoryProcessor

        return MemoryProcessor
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
