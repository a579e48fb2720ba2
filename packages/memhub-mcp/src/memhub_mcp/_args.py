"""Argument checks for the MCP-only tools: `memhub.tools`' own, so the wording matches.

A bad call becomes an error result the model can read and correct
(`invalid arguments for get_memory: 'memory_id' is required`), never an exception.
"""

from __future__ import annotations

from memhub._tool_args import ArgumentError, integer, only, text

__all__ = ["ArgumentError", "Refusal", "integer", "only", "text"]


class Refusal(ValueError):
    """A call that cannot be done as asked; the message is for the model."""
