"""One error hierarchy for every memhub call.

`MemhubError` is the root. Failures to reach the server (`APIConnectionError`,
`APITimeoutError`) are separate from answers the server gave (`APIStatusError`
and its per-status subclasses), because callers treat them differently: the
first may be retried or buffered, the second usually means the request itself
is wrong. Class names match the official SDK's so `except` clauses port over.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import httpx

if TYPE_CHECKING:
    from ._breaker import CircuitBreaker

__all__ = [
    "APIConnectionError",
    "APIStatusError",
    "APITimeoutError",
    "AuthenticationError",
    "BadRequestError",
    "CircuitOpenError",
    "ConfigurationError",
    "ConflictError",
    "InternalServerError",
    "InvalidRequestError",
    "MemhubError",
    "NotFoundError",
    "PermissionDeniedError",
    "RateLimitError",
    "UnprocessableEntityError",
    "status_error",
]


class MemhubError(Exception):
    """Base class of every error raised by memhub."""


class InvalidRequestError(MemhubError, ValueError):
    """The call was rejected before it was sent: an argument is missing or malformed."""


class APIConnectionError(MemhubError):
    """The server could not be reached, or the connection broke mid-request."""

    def __init__(self, message: str, *, request: httpx.Request | None = None) -> None:
        super().__init__(message)
        self.request = request


class APITimeoutError(APIConnectionError):
    """The request did not complete within its timeout."""


class CircuitOpenError(APIConnectionError):
    """Not sent: the server has been unreachable, and the client's circuit breaker
    is open. Raised at once; `retry_after` says when a call will next be let through."""

    def __init__(
        self, message: str, *, retry_after: float, breaker: CircuitBreaker | None = None
    ) -> None:
        super().__init__(message)
        self.retry_after = retry_after
        self.breaker = breaker


class ConfigurationError(MemhubError, ValueError):
    """The client's settings contradict each other or are missing something."""


class APIStatusError(MemhubError):
    """The server answered with a non-2xx status."""

    status_code: int

    def __init__(self, message: str, *, response: httpx.Response, body: Any) -> None:
        super().__init__(message)
        self.message = message
        self.response = response
        self.status_code = response.status_code
        self.body = body
        self.headers = response.headers

    @property
    def request(self) -> httpx.Request:
        return self.response.request

    def __str__(self) -> str:
        return f"{self.status_code}: {self.message}"


class BadRequestError(APIStatusError):
    """400: the request body or parameters are invalid."""


class AuthenticationError(APIStatusError):
    """401: missing or unknown API key."""


class PermissionDeniedError(APIStatusError):
    """403: the key may not do this, or not in this namespace."""


class NotFoundError(APIStatusError):
    """404."""


class ConflictError(APIStatusError):
    """409: the resource is busy or the action does not apply in its current state."""


class UnprocessableEntityError(APIStatusError):
    """422."""


class RateLimitError(APIStatusError):
    """429."""


class InternalServerError(APIStatusError):
    """5xx."""


_BY_STATUS: dict[int, type[APIStatusError]] = {
    400: BadRequestError,
    401: AuthenticationError,
    403: PermissionDeniedError,
    404: NotFoundError,
    409: ConflictError,
    422: UnprocessableEntityError,
    429: RateLimitError,
}


def status_error(response: httpx.Response, body: Any, message: str) -> APIStatusError:
    """The exception for a non-2xx response."""
    if response.status_code >= 500:
        cls: type[APIStatusError] = InternalServerError
    else:
        cls = _BY_STATUS.get(response.status_code, APIStatusError)
    return cls(message, response=response, body=body)
