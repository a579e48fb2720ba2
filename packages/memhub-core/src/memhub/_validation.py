"""One way to put a pydantic validation error into words, for the client's own
checks and for every 400 the server sends."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

__all__ = ["describe_error", "describe_errors"]


def describe_error(error: Mapping[str, Any], *, where: str | None = None) -> str:
    """``"<where>: <message>"`` for one error of `ValidationError.errors()`.

    `where` defaults to the error's location as a dotted path. FastAPI's ``body``
    prefix is dropped: the field path alone says where the problem is.
    """
    if where is None:
        where = ".".join(str(part) for part in error.get("loc", ()) if part != "body")
    message = str(error.get("msg", "invalid value"))
    if error.get("type") == "extra_forbidden":
        message = "unknown field (not part of the memhub/Supermemory v5 API)"
    elif error.get("type") == "missing":
        message = "field required"
    return f"{where}: {message}" if where else message


def describe_errors(errors: Iterable[Mapping[str, Any]]) -> list[str]:
    """`describe_error` for each error, in order."""
    return [describe_error(error) for error in errors]
