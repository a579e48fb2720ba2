"""What the sync and async clients share: configuration, requests, errors, retry decisions."""

from __future__ import annotations

import contextlib
import logging
import os
from typing import Any, TypeVar

import httpx

from ._exceptions import (
    APIConnectionError,
    APIStatusError,
    APITimeoutError,
    MemhubError,
    status_error,
)
from ._ops import UNSET_TIMEOUT, Operation
from ._retry import RetryPolicy
from ._version import __version__
from .types import ErrorBody

__all__ = ["DEFAULT_TIMEOUT", "BaseClient"]

logger = logging.getLogger("memhub")

T = TypeVar("T")

DEFAULT_TIMEOUT = httpx.Timeout(60.0, connect=5.0)
DEFAULT_MAX_RETRIES = 2
EMBEDDED_BASE_URL = "http://memhub.embedded"


def resolve_base_url(base_url: str | None) -> str | None:
    """Explicit argument, then MEMHUB_BASE_URL, then SUPERMEMORY_BASE_URL."""
    for value in (
        base_url,
        os.environ.get("MEMHUB_BASE_URL"),
        os.environ.get("SUPERMEMORY_BASE_URL"),
    ):
        if value:
            return value.rstrip("/")
    return None


def resolve_api_key(api_key: str | None) -> str | None:
    """Explicit argument, then MEMHUB_API_KEY, then SUPERMEMORY_API_KEY."""
    for value in (api_key, os.environ.get("MEMHUB_API_KEY"), os.environ.get("SUPERMEMORY_API_KEY")):
        if value:
            return value
    return None


class BaseClient:
    """Configuration and the parts of a call that do no I/O."""

    def __init__(
        self,
        *,
        base_url: str | None,
        api_key: str | None,
        timeout: float | httpx.Timeout | None,
        max_retries: int,
        default_headers: dict[str, str] | None,
    ) -> None:
        self.base_url = resolve_base_url(base_url)
        self.api_key = resolve_api_key(api_key)
        self.timeout = DEFAULT_TIMEOUT if timeout is None else httpx.Timeout(timeout)
        self.retry = RetryPolicy(max_retries=max_retries)
        headers = {
            "accept": "application/json",
            "user-agent": f"memhub-python/{__version__}",
        }
        if self.api_key:
            headers["authorization"] = f"Bearer {self.api_key}"
        headers.update(default_headers or {})
        self._headers = headers

    @property
    def embedded(self) -> bool:
        """True when no server URL is configured and the engine runs in this process."""
        return self.base_url is None

    def _http_base_url(self) -> str:
        return self.base_url or EMBEDDED_BASE_URL

    def _request(self, http: httpx.Client | httpx.AsyncClient, op: Operation[Any]) -> httpx.Request:
        extra: dict[str, Any] = {}
        if op.timeout is not UNSET_TIMEOUT:  # an explicit per-call timeout
            extra["timeout"] = op.timeout
        return http.build_request(
            op.method,
            op.path,
            json=op.json,
            params=op.params or None,
            files=op.files or None,
            data=op.data or None,
            headers=op.headers or None,
            **extra,
        )

    def _retry_delay(
        self,
        op: Operation[Any],
        attempt: int,
        *,
        response: httpx.Response | None = None,
        error: httpx.TransportError | None = None,
    ) -> float | None:
        """Seconds to wait before trying `op` again, or None to give up now."""
        if attempt >= self.retry.max_retries:
            return None
        if error is not None:
            if not self.retry.should_retry_exception(error, idempotent=op.idempotent):
                return None
            return self.retry.delay(attempt)
        assert response is not None
        if not self.retry.should_retry_status(response.status_code):
            return None
        return self.retry.delay(attempt, response)

    def _log_retry(self, op: Operation[Any], delay: float, reason: str) -> None:
        logger.info(
            "memhub: %s %s failed (%s); retrying in %.2fs", op.method, op.path, reason, delay
        )

    @staticmethod
    def _connection_error(error: httpx.TransportError, request: httpx.Request) -> MemhubError:
        if isinstance(error, httpx.TimeoutException):
            return APITimeoutError(f"request timed out: {error}", request=request)
        return APIConnectionError(f"could not reach the memhub server: {error}", request=request)

    @staticmethod
    def _status_error(response: httpx.Response) -> APIStatusError:
        body: Any
        try:
            body = response.json()
        except ValueError:
            body = response.text
        message = response.reason_phrase or f"HTTP {response.status_code}"
        if isinstance(body, dict):
            with contextlib.suppress(ValueError):
                message = ErrorBody.model_validate(body).message
        elif isinstance(body, str) and body.strip():
            message = body.strip()[:500]
        return status_error(response, body, message)

    @staticmethod
    def _parse(op: Operation[T], response: httpx.Response) -> T:
        try:
            return op.parse(response)
        except ValueError as exc:
            raise APIStatusError(
                f"unexpected response body from {op.method} {op.path}: {exc}",
                response=response,
                body=response.text,
            ) from exc
