"""Checks on the arguments a model passes to a tool, worded for the model to correct.

`memhub.tools` and the MCP server's own tools check arguments with these, so a model
reads the same message for the same mistake whichever way it reached memhub
(`'limit' must be between 1 and 50`, `'query' is required`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

__all__ = ["ArgumentError", "integer", "only", "text"]


class ArgumentError(ValueError):
    """A call's arguments do not fit its tool; the message is for the model."""


def only(args: Mapping[str, Any], schema: Mapping[str, Any]) -> None:
    """Refuse arguments the tool's JSON schema does not name."""
    unknown = sorted(set(args) - set(schema["properties"]))
    if unknown:
        raise ArgumentError(f"unexpected argument(s): {', '.join(unknown)}")


def integer(args: Mapping[str, Any], key: str, *, low: int, high: int, default: int) -> int:
    """An integer argument within [low, high], `default` when absent or null."""
    value = args.get(key)
    if value is None:
        return default
    if isinstance(value, bool) or not isinstance(value, int):
        raise ArgumentError(f"'{key}' must be an integer")
    if not low <= value <= high:
        raise ArgumentError(f"'{key}' must be between {low} and {high}")
    return value


def text(args: Mapping[str, Any], key: str, *, limit: int, required: bool) -> str | None:
    """A stripped string argument; None when absent, null or blank and not required."""
    value = args.get(key)
    if value is None:
        if required:
            raise ArgumentError(f"'{key}' is required")
        return None
    if not isinstance(value, str):
        raise ArgumentError(f"'{key}' must be a string")
    value = value.strip()
    if not value:
        if required:
            raise ArgumentError(f"'{key}' must not be empty")
        return None
    if len(value) > limit:
        raise ArgumentError(f"'{key}' is longer than {limit} characters")
    return value
