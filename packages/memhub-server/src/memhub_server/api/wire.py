"""Serialising responses the way the wire contract reads."""

from __future__ import annotations

from pydantic import BaseModel
from starlette.responses import Response

__all__ = ["wire"]


def wire(model: BaseModel, status_code: int = 200) -> Response:
    """camelCase JSON: a field the contract lists as nullable is sent as null, and an
    `Omittable` one (`memory`/`chunk` on a search hit, an `included` block, ...) is
    left out when it has no value.

    Serialised by pydantic-core straight to bytes (no intermediate dict and stdlib
    `json` pass), which matters on the hot routes: search and profile.
    """
    return Response(
        model.model_dump_json(by_alias=True),
        status_code=status_code,
        media_type="application/json",
    )
