"""Serialising responses the way the wire contract reads."""

from __future__ import annotations

from pydantic import BaseModel
from starlette.responses import JSONResponse

__all__ = ["wire"]


def wire(model: BaseModel, status_code: int = 200) -> JSONResponse:
    """camelCase JSON; absent optional values are left out rather than sent as null."""
    return JSONResponse(
        model.model_dump(mode="json", by_alias=True, exclude_none=True), status_code=status_code
    )
