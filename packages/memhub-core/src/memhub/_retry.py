"""When a failed call is worth repeating, and how long to wait first.

One policy for every HTTP caller memhub has: the client, the background writer,
and the server's remote embedder and LLM extractor. `RetryPolicy` holds the rules
(which answers are retried, backoff with jitter, how much of a `Retry-After` is
honoured); `RetrySchedule` is one call's use of them (retries made so far and the
deadline they share).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC
from email.utils import parsedate_to_datetime

import httpx

__all__ = ["RETRYABLE_STATUSES", "RetryPolicy", "RetrySchedule", "retry_after"]

RETRYABLE_STATUSES = frozenset({408, 425, 429})
"""Client errors that may pass if sent again (every 5xx is retried too): the server
timed out reading the request, found it too early to process, or is rate limiting.
409 is not among them: memhub answers it for a real conflict."""

JITTER = (0.75, 1.25)
"""Each backoff is scaled by a random factor in this range."""


@dataclass(frozen=True)
class RetryPolicy:
    """Exponential backoff with jitter.

    Retried: connection failures (the request never reached the server), timeouts
    and broken connections of idempotent calls, 5xx answers and the statuses in
    `statuses`. Never retried: any other 4xx, since sending the same bad request
    again cannot succeed.

    Retry number `n` (0-based) waits `initial_delay * 2**n`, at most `max_delay`,
    times a jitter factor in `JITTER`, unless the answer carried a `Retry-After`.
    `max_retries=None` retries for as long as the caller keeps asking.
    """

    max_retries: int | None = 2
    initial_delay: float = 0.5
    max_delay: float = 8.0
    max_retry_after: float = 60.0
    """A server asking us to wait longer than this gets its error raised instead."""
    statuses: frozenset[int] = RETRYABLE_STATUSES

    def __post_init__(self) -> None:
        if self.max_retries is not None and self.max_retries < 0:
            raise ValueError("max_retries must be >= 0 (or None for no limit)")
        if not 0 <= self.initial_delay <= self.max_delay:
            raise ValueError("delays must satisfy 0 <= initial_delay <= max_delay")
        if self.max_retry_after < 0:
            raise ValueError("max_retry_after must be >= 0")

    def should_retry_status(self, status_code: int) -> bool:
        return status_code in self.statuses or status_code >= 500

    @staticmethod
    def should_retry_exception(exc: httpx.TransportError, *, idempotent: bool) -> bool:
        if isinstance(exc, httpx.ConnectError | httpx.ConnectTimeout):
            return True  # nothing was sent, so repeating cannot duplicate a write
        if isinstance(exc, httpx.TimeoutException | httpx.NetworkError | httpx.RemoteProtocolError):
            return idempotent  # the request may have been acted on; only safe to repeat if so
        return False

    def backoff(self, attempt: int) -> float:
        """The jittered exponential wait before retry number `attempt` (0-based)."""
        # The exponent is capped only to keep the arithmetic finite in long outages.
        base = min(self.max_delay, self.initial_delay * 2.0 ** min(attempt, 64))
        # Jitter spreads out clients that failed together so they do not retry in lockstep.
        return base * random.uniform(*JITTER)

    def delay(self, attempt: int, response: httpx.Response | None = None) -> float | None:
        """Seconds to wait before retry number `attempt` (0-based); None means give up
        because the server asked for a longer wait than `max_retry_after`."""
        if response is not None:
            asked = retry_after(response)
            if asked is not None:
                return asked if asked <= self.max_retry_after else None
        return self.backoff(attempt)

    def start(
        self, budget: float | None = None, *, clock: Callable[[], float] = time.monotonic
    ) -> RetrySchedule:
        """The retries of one call that may take `budget` seconds in all (None: no limit)."""
        return RetrySchedule(self, budget, clock)


class RetrySchedule:
    """One call's retries: how many were made, and the deadline they all share.

    Retries and their waits spend from the call's budget; no retry is granted once
    its wait would reach the deadline, so a call fails when it must rather than
    sleeping into a deadline it cannot meet.
    """

    def __init__(
        self, policy: RetryPolicy, budget: float | None, clock: Callable[[], float]
    ) -> None:
        self.policy = policy
        self.number = 0
        """Retries granted so far."""
        self._clock = clock
        self.deadline = None if budget is None else clock() + budget

    def remaining(self) -> float | None:
        """Seconds left before the deadline (never negative), or None without one."""
        if self.deadline is None:
            return None
        return max(0.0, self.deadline - self._clock())

    def expired(self) -> bool:
        return self.deadline is not None and self._clock() >= self.deadline

    def grant(self, delay: float | None) -> float | None:
        """`delay` if one more retry fits (retries left, and time left after the
        wait), counting it; None to give up."""
        limit = self.policy.max_retries
        if delay is None or (limit is not None and self.number >= limit):
            return None
        if self.deadline is not None and self._clock() + delay >= self.deadline:
            return None
        self.number += 1
        return delay

    def next_delay(self, response: httpx.Response | None = None) -> float | None:
        """The wait before the next retry after a failed attempt (`response` if it
        was answered), or None when the call should give up."""
        return self.grant(self.policy.delay(self.number, response))


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
    except (TypeError, ValueError, IndexError):
        return None
    if when.tzinfo is None:  # an HTTP date is GMT; a bare one would read as local time
        when = when.replace(tzinfo=UTC)
    return max(0.0, when.timestamp() - time.time())
