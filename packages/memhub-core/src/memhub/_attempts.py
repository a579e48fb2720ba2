"""One call's attempts: one deadline over all of them, retry decisions, breaker bookkeeping.

A call's timeout is the whole call's budget. Retries and their backoff spend from
it, each retry's httpx timeouts are cut to the time left, and no retry starts
(or is waited for) once it cannot finish in time. Every attempt also reports to
the client's circuit breaker: a connection failure or timeout counts against the
server, any HTTP answer counts for it. The sync and async clients drive this the
same way and differ only in how they send and sleep.
"""

from __future__ import annotations

import asyncio
import logging
import time
from typing import Any

import httpx

from ._breaker import CircuitBreaker
from ._ops import Operation
from ._retry import RetryPolicy

__all__ = ["Attempts", "budget_of"]

logger = logging.getLogger("memhub")

_now = time.monotonic  # the clock deadlines are kept on (tests replace it)


def budget_of(timeout: float | httpx.Timeout | None) -> float | None:
    """Seconds a call may take in all. An `httpx.Timeout` limits each phase of an
    attempt; its longest phase is also the whole call's budget."""
    if timeout is None:
        return None
    if isinstance(timeout, httpx.Timeout):
        phases = [t for t in (timeout.connect, timeout.read, timeout.write, timeout.pool) if t]
        return max(phases) if phases else None
    return float(timeout)


def _unreachable(error: httpx.TransportError) -> bool:
    """Failures that say the server is not there: it refused or never answered.
    A connection broken mid-answer came from a server that was reachable."""
    return isinstance(error, httpx.ConnectError | httpx.TimeoutException)


class Attempts:
    """The attempts at one operation, from the first to the one that settles it.

    For each attempt the client calls `begin`, sends `request`, and reports the
    outcome with exactly one of `answered`, `unreachable` or `abandoned`.
    """

    def __init__(
        self,
        op: Operation[Any],
        request: httpx.Request,
        *,
        retry: RetryPolicy,
        breaker: CircuitBreaker | None,
        budget: float | None,
    ) -> None:
        self.op = op
        self.request = request
        self._schedule = retry.start(budget, clock=lambda: _now())
        self.deadline = self._schedule.deadline
        self._retry = retry
        self._breaker = breaker
        self._probe = False
        self._reports_later = False
        self._phases: dict[str, float | None] = dict(request.extensions.get("timeout") or {})

    @property
    def number(self) -> int:
        """Retries made so far (0 during the first attempt)."""
        return self._schedule.number

    @property
    def probe(self) -> bool:
        """Whether the current attempt is the breaker's probe."""
        return self._probe

    def remaining(self) -> float | None:
        """Seconds left before the deadline (never negative), or None without one."""
        return self._schedule.remaining()

    def begin(self) -> None:
        """Ask the breaker (may raise `CircuitOpenError`) and fit a retry into the time left."""
        if self._breaker is not None and not self.op.bypass_breaker:
            self._probe = self._breaker.acquire()
        left = self.remaining()
        if self.number and left is not None:
            self.request.extensions["timeout"] = {
                phase: left if limit is None else min(limit, left)
                for phase, limit in self._phases.items()
            }

    def answered(self, response: httpx.Response) -> float | None:
        """The server answered. Seconds to wait before retrying, or None to settle."""
        if self._breaker is not None:
            self._breaker.succeeded(self._probe)
        if response.is_success or not self._retry.should_retry_status(response.status_code):
            return None
        return self._next(response, f"HTTP {response.status_code}")

    def unreachable(self, error: httpx.TransportError) -> float | None:
        """The attempt raised. Seconds to wait before retrying, or None to give up."""
        if self._breaker is not None:
            if _unreachable(error):
                self._breaker.failed(self._probe, error)
            else:
                self._breaker.released(self._probe)
        if not self._retry.should_retry_exception(error, idempotent=self.op.idempotent):
            return None
        return self._next(None, type(error).__name__)

    def abandoned(self) -> None:
        """The attempt ended with no answer and no transport error: cancelled, or a
        bug. Cancelled once its time was up, it counts as a timeout."""
        if self._breaker is None or self._reports_later:
            return
        if self._schedule.expired():
            self._breaker.failed(self._probe, TimeoutError("cancelled at its deadline"))
        else:
            self._breaker.released(self._probe)

    def report_later(self, attempt: asyncio.Future[httpx.Response]) -> None:
        """The caller gave up on a probe that is still running: tell the breaker how
        it ends when it ends. Cancelling it instead would leave the breaker no wiser,
        and a caller that always cancels (a recall whose other call was refused
        while the probe was out) would cut every probe short."""
        self._reports_later = True
        attempt.add_done_callback(self._settle_late)

    def _settle_late(self, attempt: asyncio.Future[httpx.Response]) -> None:
        assert self._breaker is not None
        if attempt.cancelled():
            self._breaker.released(self._probe)
        elif (error := attempt.exception()) is None:
            self._breaker.succeeded(self._probe)
        elif isinstance(error, httpx.TransportError) and _unreachable(error):
            self._breaker.failed(self._probe, error)
        else:
            self._breaker.released(self._probe)

    def _next(self, response: httpx.Response | None, reason: str) -> float | None:
        if self._breaker is not None and self._breaker.refusal() is not None:
            return None  # the server was just declared unreachable
        # None also when the retry could not finish in time: fail now, not at the deadline.
        delay = self._schedule.next_delay(response)
        if delay is None:
            return None
        logger.info(
            "memhub: %s %s failed (%s); retrying in %.2fs",
            self.op.method,
            self.op.path,
            reason,
            delay,
        )
        return delay
