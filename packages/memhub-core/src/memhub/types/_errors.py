"""Error bodies as the server sends them."""

from __future__ import annotations

from pydantic import Field

from ._base import Omittable, ResponseModel

__all__ = ["ErrorBody", "ValidationIssue"]


class ValidationIssue(ResponseModel):
    message: str
    path: list[str | int] = Field(default_factory=list)


class ErrorBody(ResponseModel):
    """`{"error": "...", "details"?: ...}`; a 400 may carry a list of issues instead."""

    error: str | list[ValidationIssue]
    details: Omittable[str] = None
    success: Omittable[bool] = None

    @property
    def message(self) -> str:
        if isinstance(self.error, str):
            return self.error
        return "; ".join(
            f"{'.'.join(map(str, issue.path))}: {issue.message}" if issue.path else issue.message
            for issue in self.error
        )
