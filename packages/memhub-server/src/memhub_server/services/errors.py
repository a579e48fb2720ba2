"""Errors the server raises; the API layer maps each to its HTTP status.

`ServiceError` is the one base: anything memhub raises on purpose derives from it,
so the API answers it with its status and message instead of a generic 500.
"""

from __future__ import annotations

__all__ = [
    "Conflict",
    "Forbidden",
    "InvalidInput",
    "NotFound",
    "PayloadTooLarge",
    "ServiceError",
    "Unauthorized",
    "UpstreamError",
    "UpstreamUnavailable",
]


class ServiceError(Exception):
    """The base of every error the server raises on purpose."""

    status_code = 500

    def __init__(self, message: str, *, details: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.details = details


class InvalidInput(ServiceError):
    status_code = 400


class Unauthorized(ServiceError):
    status_code = 401


class Forbidden(ServiceError):
    status_code = 403


class NotFound(ServiceError):
    status_code = 404


class Conflict(ServiceError):
    status_code = 409


class PayloadTooLarge(ServiceError):
    status_code = 413


class UpstreamError(ServiceError):
    """A service memhub calls (an embeddings or LLM endpoint) answered with
    something unusable."""

    status_code = 502


class UpstreamUnavailable(UpstreamError):
    """A service memhub calls could not be reached, was overloaded or timed out, even
    after retries. Passing: the same request may succeed later."""

    status_code = 503
