"""What the legacy route modules share: URL content, the router, response helpers."""

from __future__ import annotations

import re
from datetime import UTC, datetime
from typing import Any, TypeVar

from fastapi import APIRouter
from pydantic import ValidationError

from memhub import types as t
from memhub._validation import describe_errors

from ...services.errors import InvalidInput
from ..decoding import StrictRoute

__all__ = [
    "TAG",
    "aware",
    "is_url",
    "legacy_router",
    "no_filepath",
    "number",
]

TAG = "legacy"
"""The OpenAPI tag every v3/v4 route carries."""

_URL = re.compile(r"https?://\S+", re.IGNORECASE)


def is_url(content: str) -> bool:
    """Whether `content` is nothing but an http(s) URL."""
    return _URL.fullmatch(content.strip()) is not None


def aware(iso: str) -> datetime:
    """An ISO 8601 date or time (already validated) as an aware datetime; without an
    offset it is UTC."""
    moment = datetime.fromisoformat(iso)
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)


def legacy_router(**kwargs: Any) -> APIRouter:
    return APIRouter(route_class=StrictRoute, tags=[TAG], **kwargs)


def number(value: int | str | None, default: int, name: str) -> int:
    """A legacy page or limit, which may arrive as a numeric string."""
    if value is None:
        return default
    result = int(value)
    if result < 1:
        raise InvalidInput(f"Invalid request: {name} must be at least 1")
    return result


def no_filepath(filepath: str | None) -> None:
    """`filepath` selects by a file path memhub does not keep: refused, not ignored,
    since ignoring it would widen the selection (a bulk delete most of all)."""
    if filepath is not None:
        raise InvalidInput(
            "Invalid request: filepath is not supported by memhub (it keeps no file paths)"
        )


R = TypeVar("R", bound=t.RequestModel)


def v5(model: type[R], **fields: Any) -> R:
    """A v5 request from the legacy one's fields: those not sent (None) are left out,
    as a v5 request leaves out what it does not set."""
    return checked(model, {key: value for key, value in fields.items() if value is not None})


def checked(model: type[R], data: dict[str, Any]) -> R:
    """`model` validated from `data`, a problem being a 400 like any bad request body."""
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        problems = "; ".join(describe_errors(exc.errors()))
        raise InvalidInput(f"Invalid request: {problems}") from None
