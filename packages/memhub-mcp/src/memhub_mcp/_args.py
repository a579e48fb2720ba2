"""Argument checks for the MCP-only tools, worded like `memhub.tools`' own.

A bad call becomes an error result the model can read and correct
(`invalid arguments for get_memory: 'memory_id' is required`), never an exception.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

__all__ = ["ArgumentError", "Refusal", "integer", "only", "text"]


class Refusal(ValueError):
    """A call that cannot be done as asked; the message is for the model."""


class ArgumentError(Refusal):
    """A call's arguments do not fit its tool."""


def only(args: Mapping[str, Any], schema: Mapping[str, Any]) -> None:
    """Refuse arguments the tool's schema does not name."""
    unknown = sorted(set(args) - set(schema["properties"]))
    if unknown:
        raise ArgumentError(f"unexpected argument(s): {', '.join(unknown)}")


def text(args: Mapping[str, Any], key: str, *, limit: int, required: bool) -> str | None:
    """A stripped string argument, None when it is absent and not required."""
    value = args.get(key)
    if value is None or (isinstance(value, str) and not value.strip()):
        if required:
            problem = "is required" if value is None else "must not be empty"
            raise ArgumentError(f"'{key}' {problem}")
        return None
    if not isinstance(value, str):
        raise ArgumentError(f"'{key}' must be a string")
    value = value.strip()
    if len(value) > limit:
        raise ArgumentError(f"'{key}' is longer than {limit} characters")
    return value


def integer(args: Mapping[str, Any], key: str, *, low: int, high: int, default: int) -> int:
    """An integer argument within [low, high], `default` when absent."""
    value = args.get(key)
    if value is None:
        return default
    if isinstance(value, bool) or not isinstance(value, int):
        raise ArgumentError(f"'{key}' must be an integer")
    if not low <= value <= high:
        raise ArgumentError(f"'{key}' must be between {low} and {high}")
    return value
