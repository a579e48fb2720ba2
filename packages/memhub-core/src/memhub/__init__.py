"""memhub: long-term memory for LLM applications.

`Memhub` and `AsyncMemhub` speak the memhub HTTP API (wire-compatible with
Supermemory v5). `namespace_for` maps any user id onto a valid namespace.
`memhub.prompt` recalls and formats memory for a model call;
`memhub.capture` turns conversations into documents without blocking the app.
Importing this package is cheap: no numpy, no framework SDK, no server.
"""

from ._breaker import CircuitBreaker
from ._client import AsyncMemhub, Memhub
from ._exceptions import (
    APIConnectionError,
    APIStatusError,
    APITimeoutError,
    AuthenticationError,
    BadRequestError,
    CircuitOpenError,
    ConfigurationError,
    ConflictError,
    InternalServerError,
    InvalidRequestError,
    MemhubError,
    NotFoundError,
    PermissionDeniedError,
    RateLimitError,
    UnprocessableEntityError,
)
from ._retry import RetryPolicy
from ._version import __version__
from .capture.identifiers import namespace_for

__all__ = [
    "APIConnectionError",
    "APIStatusError",
    "APITimeoutError",
    "AsyncMemhub",
    "AuthenticationError",
    "BadRequestError",
    "CircuitBreaker",
    "CircuitOpenError",
    "ConfigurationError",
    "ConflictError",
    "InternalServerError",
    "InvalidRequestError",
    "Memhub",
    "MemhubError",
    "NotFoundError",
    "PermissionDeniedError",
    "RateLimitError",
    "RetryPolicy",
    "UnprocessableEntityError",
    "__version__",
    "namespace_for",
]
