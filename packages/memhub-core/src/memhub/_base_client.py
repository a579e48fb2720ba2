"""What the sync and async clients share: configuration, requests, errors."""

from __future__ import annotations

import contextlib
import os
from typing import Any, TypeVar

import httpx

from ._attempts import Attempts, budget_of
from ._breaker import CircuitBreaker
from ._exceptions import (
    APIConnectionError,
    APIStatusError,
    APITimeoutError,
    ConfigurationError,
    MemhubError,
    status_error,
)
from ._ops import UNSET_TIMEOUT, Operation
from ._retry import RetryPolicy
from ._version import __version__
from .types import ErrorBody

__all__ = ["DEFAULT_TIMEOUT", "BaseClient"]

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


def _check_engine_wanted(embedded: bool | None, api_key: str | None) -> None:
    """Refuse to fall back to the in-process engine when settings point at a server."""
    if embedded is False:
        raise ConfigurationError(
            "embedded=False needs a memhub server: pass base_url=... or set MEMHUB_BASE_URL"
        )
    if api_key:
        # A key without a URL is a forgotten URL, not a wish for a local engine that
        # would quietly keep the app's memory in ./.memhub.
        raise ConfigurationError(
            "an API key is set (api_key, MEMHUB_API_KEY or SUPERMEMORY_API_KEY) but no "
            "server URL: pass base_url=... or set MEMHUB_BASE_URL; to run the engine in "
            "this process anyway, pass embedded=True"
        )


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
        embedded: bool | None,
        breaker: CircuitBreaker | bool,
        custom_transport: bool,
    ) -> None:
        if embedded:
            if base_url:
                raise ConfigurationError(
                    "embedded=True runs the engine in this process; do not also pass base_url"
                )
            # Keys and URLs in the environment belong to a server; the engine needs neither.
            self.base_url: str | None = None
            self.api_key = api_key
        else:
            self.base_url = resolve_base_url(base_url)
            self.api_key = resolve_api_key(api_key)
            if self.base_url is None and not custom_transport:
                _check_engine_wanted(embedded, self.api_key)
        self.timeout = DEFAULT_TIMEOUT if timeout is None else httpx.Timeout(timeout)
        self.retry = RetryPolicy(max_retries=max_retries)
        self.breaker: CircuitBreaker | None = None
        # The in-process engine cannot be unreachable, so it never needs a breaker.
        if not (self.base_url is None and not custom_transport):
            if isinstance(breaker, CircuitBreaker):
                self.breaker = breaker
            elif breaker:
                self.breaker = CircuitBreaker()
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

    def _attempts(self, http: httpx.Client | httpx.AsyncClient, op: Operation[Any]) -> Attempts:
        """The attempts at `op`, its timeout spanning all of them."""
        timeout = self.timeout if op.timeout is UNSET_TIMEOUT else op.timeout
        return Attempts(
            op,
            self._request(http, op),
            retry=self.retry,
            breaker=self.breaker,
            budget=budget_of(timeout),
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
