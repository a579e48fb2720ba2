"""When a failed call is worth repeating, and how long to wait first."""

from __future__ import annotations

import random
import time
from dataclasses import dataclass
from email.utils import parsedate_to_datetime

import httpx

__all__ = ["RetryPolicy"]


@dataclass(frozen=True)
class RetryPolicy:
    """Exponential backoff with jitter.

    Retried: connection failures (the request never reached the server), timeouts
    of idempotent calls, 429 and 5xx answers. Never retried: any other 4xx, since
    sending the same bad request again cannot succeed.
    """

    max_retries: int = 2
    initial_delay: float = 0.5
    max_delay: float = 8.0
    max_retry_after: float = 60.0
    """A server asking us to wait longer than this gets its error raised instead."""

    def should_retry_status(self, status_code: int) -> bool:
        return status_code == 429 or status_code >= 500

    @staticmethod
    def should_retry_exception(exc: httpx.TransportError, *, idempotent: bool) -> bool:
        if isinstance(exc, httpx.ConnectError | httpx.ConnectTimeout):
            return True  # nothing was sent, so repeating cannot duplicate a write
        if isinstance(exc, httpx.TimeoutException | httpx.RemoteProtocolError):
            return idempotent
        return False

    def delay(self, attempt: int, response: httpx.Response | None = None) -> float | None:
        """Seconds to wait before retry number `attempt` (0-based); None means give up."""
        if response is not None:
            asked = retry_after(response)
            if asked is not None:
                return asked if asked <= self.max_retry_after else None
        base = min(self.max_delay, self.initial_delay * (2.0**attempt))
        # Jitter spreads out clients that failed together so they do not retry in lockstep.
        return base * random.uniform(0.75, 1.25)


def retry_after(response: httpx.Response) -> float | None:
    """The wait a 429/503 asks for: `retry-after-ms`, `retry-after` (seconds or HTTP date)."""
    headers = response.headers
    if (ms := headers.get("retry-after-ms")) is not None:
        try:
            return max(0.0, float(ms) / 1000)
        except ValueError:
            pass
    value = headers.get("retry-after")
    if value is None:
        return None
    try:
        return max(0.0, float(value))
    except ValueError:
        pass
    try:
        when = parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    return max(0.0, when.timestamp() - time.time())
