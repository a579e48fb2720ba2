"""A circuit breaker: stop calling a server that is not there.

Memory runs in front of every model call, and a voice turn has tens of
milliseconds to spare. Without a breaker, every call to an unreachable server
pays its whole time box again (a refused connection is retried, a hung one is
waited for). After `failure_threshold` consecutive connection failures or
timeouts the breaker *opens*: calls fail at once with `CircuitOpenError`, which
recall turns into "no memory" and the background writer into "keep buffering".
After a cooldown one call at a time is let through as a probe; its success
closes the breaker, its failure opens it again for twice as long (up to
`max_cooldown`).

Only a server that cannot be reached counts. Any HTTP answer, a 4xx or a 5xx
included, shows the server is there and speaking, so it closes the breaker.
One breaker belongs to one client; its state is guarded by a lock, so the
threads of a sync client and the tasks of an async client share it safely.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable
from typing import Literal

from ._exceptions import CircuitOpenError

__all__ = ["CircuitBreaker", "CircuitState"]

logger = logging.getLogger("memhub")

CircuitState = Literal["closed", "open", "half-open"]


class CircuitBreaker:
    """Consecutive-failure breaker with a growing cooldown and one probe at a time.

    `failure_threshold` connection failures or timeouts in a row open it for
    `cooldown` seconds; each failed probe doubles the cooldown up to
    `max_cooldown`; a success resets everything. `clock` is for tests.

    The default threshold is two because a recall sends two requests at once
    (profile and search): one turn that cannot reach the server is evidence
    enough, and the next turn already costs nothing.
    """

    def __init__(
        self,
        *,
        failure_threshold: int = 2,
        cooldown: float = 1.0,
        max_cooldown: float = 60.0,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        if failure_threshold < 1:
            raise ValueError(f"failure_threshold must be at least 1, got {failure_threshold}")
        if not 0 < cooldown <= max_cooldown:
            raise ValueError("cooldowns must satisfy 0 < cooldown <= max_cooldown")
        self.failure_threshold = failure_threshold
        self.cooldown = cooldown
        self.max_cooldown = max_cooldown
        self._clock = clock
        self._lock = threading.Lock()
        self._state: CircuitState = "closed"
        self._failures = 0
        self._current_cooldown = cooldown
        self._retry_at = 0.0
        self._on_close: list[Callable[[], None]] = []

    @property
    def state(self) -> CircuitState:
        """ "closed" (calls go through), "open" (calls fail at once), or "half-open"
        (cooling down is over; the next call, or the one in flight, is the probe)."""
        with self._lock:
            if self._state == "open" and self._clock() >= self._retry_at:
                return "half-open"
            return self._state

    def retry_after(self) -> float:
        """Seconds until a call would be let through as a probe (0 when closed)."""
        with self._lock:
            return self._wait_left()

    def refusal(self) -> CircuitOpenError | None:
        """The error a call made now would fail with at once, or None if it would go
        through. Changes nothing: a caller can skip work the breaker would refuse."""
        with self._lock:
            reason = self._refusal()
            if reason is None:
                return None
            return CircuitOpenError(reason, retry_after=self._wait_left(), breaker=self)

    # -- one call's life: acquire, then exactly one of succeeded / failed / released

    def acquire(self) -> bool:
        """Let a call through or raise `CircuitOpenError`. True means this call is
        the probe, whose outcome decides whether the breaker closes."""
        with self._lock:
            reason = self._refusal()
            if reason is not None:
                raise CircuitOpenError(reason, retry_after=self._wait_left(), breaker=self)
            if self._state == "open":
                self._state = "half-open"
                return True
            return False

    def succeeded(self, probe: bool) -> None:
        """The server answered (any HTTP status): it is reachable."""
        with self._lock:
            recovered = self._state != "closed"
            self._state = "closed"
            self._failures = 0
            self._current_cooldown = self.cooldown
            callbacks, self._on_close = self._on_close, []
        if recovered:
            logger.info("memhub server is reachable again; circuit breaker closed")
        for callback in callbacks:
            callback()

    def failed(self, probe: bool, error: BaseException) -> None:
        """The server could not be reached, or did not answer in time."""
        with self._lock:
            if probe:
                self._current_cooldown = min(self._current_cooldown * 2, self.max_cooldown)
                self._open()
                opened = False
            elif self._state == "closed":
                self._failures += 1
                opened = self._failures >= self.failure_threshold
                if opened:
                    self._open()
            else:
                return  # a call that started before the breaker opened: old news
            cooldown = self._current_cooldown
        if opened:
            logger.warning(
                "memhub server unreachable after %d failed attempts in a row (%s); "
                "circuit breaker open: recall answers without memory, writes stay buffered; "
                "next try in %gs",
                self.failure_threshold,
                error,
                cooldown,
            )
        elif probe:
            logger.debug("memhub server still unreachable (%s); next try in %gs", error, cooldown)

    def released(self, probe: bool) -> None:
        """The call ended without telling anything (cancelled, or an unrelated error).
        A probe's turn passes to the next call."""
        if not probe:
            return
        with self._lock:
            if self._state == "half-open":
                self._state = "open"
                self._retry_at = self._clock()

    # -- for callers that wait out an outage

    def call_when_closed(self, callback: Callable[[], None]) -> None:
        """Run `callback` once, as soon as the breaker is closed (now, if it is)."""
        with self._lock:
            closed = self._state == "closed"
            if not closed and callback not in self._on_close:
                self._on_close.append(callback)
        if closed:
            callback()

    def probe_now(self) -> None:
        """End the cooldown: the next call is let through as a probe. For a last
        attempt that must not wait (a writer flushing at shutdown)."""
        with self._lock:
            if self._state == "open":
                self._retry_at = min(self._retry_at, self._clock())

    # -- under the lock

    def _open(self) -> None:
        self._state = "open"
        self._failures = 0
        self._retry_at = self._clock() + self._current_cooldown

    def _wait_left(self) -> float:
        if self._state == "closed":
            return 0.0
        if self._state == "half-open":
            # A probe is out; it usually settles within one request.
            return min(self.cooldown, self._current_cooldown)
        return max(0.0, self._retry_at - self._clock())

    def _refusal(self) -> str | None:
        if self._state == "closed":
            return None
        if self._state == "open" and self._clock() >= self._retry_at:
            return None  # cooled down: this call may probe
        if self._state == "half-open":
            return "memhub server unreachable; another call is checking whether it is back"
        return (
            "memhub server unreachable (circuit breaker open); "
            f"next try in {self._retry_at - self._clock():.1f}s"
        )
