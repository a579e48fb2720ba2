"""Fire-and-forget document writes that never slow down or break the host app.

Capturing a conversation must not add latency to the reply, and a memory server
that is down must not take the app down with it. `BackgroundWriter` queues each
write and sends it from one daemon thread through a synchronous client. A thread,
rather than asyncio tasks, because capture hooks run in sync code and inside
event loops alike, and a thread serves both without touching any loop.

Delivery is at least once and in submission order. A write that fails for a
reason that may pass (no connection, timeout, 408, 429, 5xx) stays at the head of
the queue and is retried with backoff while new writes keep queueing behind it,
so an outage shorter than the buffer loses nothing. A write the server rejects
for good (any other 4xx) or that makes the sink raise something unexpected is
logged and dropped alone. A request that timed out may have been stored anyway,
so a retry can store it twice; memory tolerates a duplicate far better than a gap.

While the client's circuit breaker is open (the server has been unreachable),
writes stay queued: the worker waits until the breaker lets a probe through, and
wakes as soon as the breaker closes, whoever's call closed it.

Closing (or interpreter exit) flushes for at most the flush budget (`flush_timeout`,
default `MEMHUB_FLUSH_TIMEOUT` or 5 s); with the breaker open it tries the server
once more right away rather than wait out the cooldown. What is still queued after
that is dropped, and the warning says how many writes were lost and why.

Every submitted write ends up counted exactly once: `sent + dropped + failed +
pending` equals the number of writes submitted.
"""

from __future__ import annotations

import asyncio
import atexit
import contextlib
import logging
import os
import threading
import time
from collections import deque
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Protocol, Unpack

from .._closing import AsyncClosing, Closing
from .._exceptions import APIConnectionError, APIStatusError, CircuitOpenError
from .._params import AddParams, DocumentFields
from .._retry import RetryPolicy

__all__ = ["BackgroundWriter", "DocumentSink"]

logger = logging.getLogger("memhub")

DEFAULT_FLUSH_TIMEOUT = 5.0
"""Seconds `close` and interpreter exit wait for queued writes, unless configured."""


def _flush_timeout(given: float | None) -> float:
    """The flush budget: the argument, then `MEMHUB_FLUSH_TIMEOUT`, then the default."""
    if given is None:
        raw = os.environ.get("MEMHUB_FLUSH_TIMEOUT", "").strip()
        if not raw:
            return DEFAULT_FLUSH_TIMEOUT
        try:
            given = float(raw)
        except ValueError:
            raise ValueError(
                f"MEMHUB_FLUSH_TIMEOUT must be a number of seconds, got {raw!r}"
            ) from None
    if not given >= 0:  # also rejects NaN
        raise ValueError(f"flush_timeout must be 0 or more seconds, got {given}")
    return given


class DocumentSink(Protocol):
    """Anything with the sync client's `add` method, such as `memhub.Memhub`."""

    def add(self, namespace: str, **params: Unpack[AddParams]) -> object: ...


@dataclass(slots=True)
class _Write:
    seq: int
    namespace: str
    content: str
    id: str | None
    options: dict[str, Any]
    """The other `add` arguments that were given (None values left out)."""

    def joins(self, other: _Write) -> bool:
        """Whether `other` may ride in the same request, its content appended.

        The server appends content sent under an existing id, so one request
        carrying both contents stores the same as two. Without an id each write
        is its own document and must stay separate.
        """
        return (
            self.id is not None
            and self.id == other.id
            and self.namespace == other.namespace
            and self.options == other.options
        )


class BackgroundWriter(Closing, AsyncClosing):
    """Queue `add` calls and send them from a background thread.

    `max_buffer` bounds the writes waiting in the queue; beyond it the oldest is
    dropped. `backoff_initial` / `backoff_max` shape the retry delays (seconds).
    `request_timeout`, when set, is passed to each `add` call so that a hung
    request cannot hold up the queue for long. Consecutive writes to the same id are
    sent as one request up to `max_coalesced_chars` of content (0 turns this off).
    `flush_timeout` is the flush budget of `close` and of interpreter exit
    (`flush_at_exit`): default `MEMHUB_FLUSH_TIMEOUT`, else 5 seconds.
    """

    def __init__(
        self,
        sink: DocumentSink,
        *,
        max_buffer: int = 1000,
        backoff_initial: float = 0.5,
        backoff_max: float = 30.0,
        request_timeout: float | None = None,
        max_coalesced_chars: int = 50_000,
        flush_at_exit: bool = True,
        flush_timeout: float | None = None,
        name: str = "memhub-writer",
    ) -> None:
        if max_buffer < 1:
            raise ValueError("max_buffer must be at least 1")
        if not 0 <= backoff_initial <= backoff_max:
            raise ValueError("backoffs must satisfy 0 <= backoff_initial <= backoff_max")
        self._sink = sink
        self._max_buffer = max_buffer
        # Retried for as long as the writer runs; a longer Retry-After is cut to backoff_max.
        self._retry = RetryPolicy(
            max_retries=None,
            initial_delay=backoff_initial,
            max_delay=backoff_max,
            max_retry_after=backoff_max,
        )
        self._request_timeout = request_timeout
        self._max_coalesced_chars = max_coalesced_chars
        self._flush_at_exit = flush_at_exit
        self.flush_timeout = _flush_timeout(flush_timeout)
        self._name = name

        self._lock = threading.Lock()
        self._changed = threading.Condition(self._lock)
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._queue: deque[_Write] = deque()
        self._in_flight: list[_Write] = []
        self._async_waiters: list[tuple[int, Callable[[], None]]] = []
        self._last_seq = 0
        self._sent = self._dropped = self._failed = 0
        self._closed = False
        self._close_by: float | None = None  # the flush budget's end, once closing
        self._probed_at_close = False
        self._wake = False  # cuts the worker's backoff short (closing, breaker closed)
        self._overflowing = False  # warn once per overflow, not once per drop
        self._failing = False  # warn once per outage, not once per retry
        self._last_error: Exception | None = None  # why writes are failing, if they are

    # -- stats -------------------------------------------------------------

    @property
    def pending(self) -> int:
        """Writes submitted but not yet sent, dropped or failed."""
        with self._lock:
            return len(self._queue) + len(self._in_flight)

    @property
    def sent(self) -> int:
        """Writes the server accepted (a coalesced request counts each write)."""
        return self._sent

    @property
    def dropped(self) -> int:
        """Writes discarded unsent: buffer overflow, or still queued at close."""
        return self._dropped

    @property
    def failed(self) -> int:
        """Writes the server rejected for good, or that made the sink raise."""
        return self._failed

    # -- submitting --------------------------------------------------------

    def submit(
        self,
        namespace: str,
        *,
        content: str,
        id: str | None = None,
        **fields: Unpack[DocumentFields],
    ) -> None:
        """Queue one `add` call and return at once. Never raises for delivery problems.

        `fields` are the document's other `add` arguments (`metadata`, `task_type`, ...).
        """
        unknown = sorted(set(fields) - DocumentFields.__optional_keys__)
        if unknown:
            raise TypeError(f"submit() got an unexpected keyword argument {unknown[0]!r}")
        options = _options(**fields)
        with self._lock:
            if self._closed:
                refused = True
            else:
                refused = False
                self._last_seq += 1
                self._queue.append(_Write(self._last_seq, namespace, content, id, options))
                started_overflow = self._enforce_bound()
                self._start_worker()
                self._settled()
        if refused:
            logger.warning("memhub writer is closed; ignoring a write to %r", namespace)
        elif started_overflow:
            self._warn_overflow()

    # -- waiting and closing -----------------------------------------------

    def flush(self, timeout: float | None = None) -> bool:
        """Block until every write submitted before this call is sent, dropped or
        failed. False if `timeout` seconds pass first (e.g. the server is down)."""
        with self._lock:
            target = self._last_seq
            return self._changed.wait_for(lambda: self._done_through(target), timeout)

    async def aflush(self, timeout: float | None = None) -> bool:
        """`flush` for async code: waits without blocking the event loop or
        occupying an executor thread, and can be cancelled."""
        loop = asyncio.get_running_loop()
        done: asyncio.Future[None] = loop.create_future()

        def wake() -> None:  # may run on the worker thread
            # A closed loop raises here; then nobody is waiting any more.
            with contextlib.suppress(RuntimeError):
                loop.call_soon_threadsafe(_resolve, done)

        with self._lock:
            target = self._last_seq
            if self._done_through(target):
                return True
            waiter = (target, wake)
            self._async_waiters.append(waiter)
        try:
            async with asyncio.timeout(timeout):
                await done
        except TimeoutError:
            return False
        finally:
            with self._lock:
                if waiter in self._async_waiters:
                    self._async_waiters.remove(waiter)
        return True

    def close(self, timeout: float | None = None) -> None:
        """Refuse new writes, flush for up to `timeout` seconds (default: the flush
        budget), stop the thread. Writes still unsent after that are dropped, and
        a warning says how many and why."""
        budget = self.flush_timeout if timeout is None else timeout
        deadline = self._refuse_new(budget)
        self.flush(budget)
        thread = self._stop_worker()
        if thread is not None and thread is not threading.current_thread():
            thread.join(max(0.0, deadline - time.monotonic()))
        self._abandon_queue(budget)

    async def aclose(self, timeout: float | None = None) -> None:
        """`close` for async code, without blocking the event loop."""
        budget = self.flush_timeout if timeout is None else timeout
        deadline = self._refuse_new(budget)
        await self.aflush(budget)
        thread = self._stop_worker()
        if thread is not None:
            # Bounded by the deadline, so this never pins an executor thread for long.
            await asyncio.to_thread(thread.join, max(0.0, deadline - time.monotonic()))
        self._abandon_queue(budget)

    # -- bookkeeping (callers hold self._lock) -----------------------------

    def _done_through(self, seq: int) -> bool:
        # The queue is in submission order and anything in flight is older than it.
        if self._in_flight:
            return self._in_flight[0].seq > seq
        return not self._queue or self._queue[0].seq > seq

    def _settled(self) -> None:
        """Wake whoever waits for writes to leave the queue."""
        self._changed.notify_all()
        for waiter in [w for w in self._async_waiters if self._done_through(w[0])]:
            self._async_waiters.remove(waiter)
            waiter[1]()

    def _enforce_bound(self) -> bool:
        """Drop the oldest queued writes beyond `max_buffer`. True when this
        starts a new overflow, so the caller logs once outside the lock."""
        excess = len(self._queue) - self._max_buffer
        if excess <= 0:
            return False
        for _ in range(excess):
            self._queue.popleft()
        self._dropped += excess
        first = not self._overflowing
        self._overflowing = True
        return first

    def _start_worker(self) -> None:
        if self._thread is not None:
            return
        self._thread = threading.Thread(target=self._run, name=self._name, daemon=True)
        self._thread.start()
        if self._flush_at_exit:
            atexit.register(self._close_at_exit)

    # -- lifecycle helpers -------------------------------------------------

    def _refuse_new(self, budget: float) -> float:
        """Stop taking writes and hurry the worker; returns the flush deadline."""
        deadline = time.monotonic() + budget
        with self._lock:
            self._closed = True
            if self._close_by is None or deadline < self._close_by:
                self._close_by = deadline
            self._wake = True
            self._changed.notify_all()
        return deadline

    def _stop_worker(self) -> threading.Thread | None:
        with self._lock:
            self._stop.set()
            self._changed.notify_all()
            thread = self._thread
        if thread is not None and self._flush_at_exit:
            atexit.unregister(self._close_at_exit)
        return thread

    def _abandon_queue(self, budget: float) -> None:
        with self._lock:
            left = len(self._queue)
            in_flight = len(self._in_flight)
            self._queue.clear()
            self._dropped += left
            self._settled()
            reason = self._loss_reason()
        if left:
            still = f"; {in_flight} more are still being sent" if in_flight else ""
            logger.warning(
                "memhub writer closed with %d unsent writes after its %gs flush budget; "
                "they are lost: %s%s",
                left,
                budget,
                reason,
                still,
            )

    def _loss_reason(self) -> str:
        """Why queued writes did not go out (callers hold self._lock)."""
        error = self._last_error
        if isinstance(error, CircuitOpenError):
            return f"the memory server is unreachable and the circuit breaker is open ({error})"
        if isinstance(error, APIConnectionError):
            return f"the memory server is unreachable ({error})"
        if error is not None:
            return f"the memory server keeps failing ({error})"
        return (
            "the budget ran out before they were sent "
            "(raise flush_timeout or MEMHUB_FLUSH_TIMEOUT to wait longer)"
        )

    def _close_at_exit(self) -> None:
        self.close()

    def _warn_overflow(self) -> None:
        logger.warning(
            "memhub write buffer is full (%d writes); dropping the oldest until the "
            "server takes writes again",
            self._max_buffer,
        )

    # -- the worker thread -------------------------------------------------

    def _run(self) -> None:
        attempt = 0
        while (batch := self._next_batch()) is not None:
            error = self._send(batch)
            delay = self._record(batch, error, attempt)
            if delay is None:
                attempt = 0
            else:
                attempt += 1
                self._pause(delay, error)

    def _pause(self, delay: float, error: Exception | None) -> None:
        """Wait before a retry; closing, stopping or a closed breaker cut it short."""
        refused = error if isinstance(error, CircuitOpenError) else None
        if refused is not None and refused.breaker is not None:
            refused.breaker.call_when_closed(self._nudge)
        with self._lock:
            if refused is not None and self._close_by is not None and not self._probed_at_close:
                return  # closing: the next attempt is the one last try (see _timeout_now)
            self._changed.wait_for(lambda: self._wake or self._stop.is_set(), delay)
            self._wake = False

    def _nudge(self) -> None:
        with self._lock:
            self._wake = True
            self._changed.notify_all()

    def _next_batch(self) -> list[_Write] | None:
        """Take the head write plus the following writes that can join it."""
        with self._lock:
            while not self._queue and not self._stop.is_set():
                self._changed.wait()
            if self._stop.is_set():
                return None
            batch = [self._queue.popleft()]
            size = len(batch[0].content)
            while self._queue and batch[0].joins(self._queue[0]):
                size += len(self._queue[0].content) + 2
                if size > self._max_coalesced_chars:
                    break
                batch.append(self._queue.popleft())
            self._in_flight = batch
            return batch

    def _send(self, batch: list[_Write]) -> Exception | None:
        head = batch[0]
        options = dict(head.options)
        timeout = self._timeout_now()
        if timeout is not None:
            options["timeout"] = timeout
        try:
            self._sink.add(
                head.namespace,
                content="\n\n".join(write.content for write in batch),
                id=head.id,
                **options,
            )
        except Exception as error:  # the host app must survive whatever the sink does
            return error
        return None

    def _timeout_now(self) -> float | None:
        """This request's timeout: `request_timeout`, cut to what is left of the
        flush budget once closing. Closing also ends an open breaker's cooldown
        once, so the queue gets one more try instead of waiting it out."""
        breaker = None
        with self._lock:
            close_by, error = self._close_by, self._last_error
            last_try = close_by is not None and not self._probed_at_close
            if last_try and isinstance(error, CircuitOpenError):
                self._probed_at_close = True
                breaker = error.breaker
        if breaker is not None:
            breaker.probe_now()
        if close_by is None:
            return self._request_timeout
        left = max(0.0, close_by - time.monotonic())
        return left if self._request_timeout is None else min(self._request_timeout, left)

    def _record(self, batch: list[_Write], error: Exception | None, attempt: int) -> float | None:
        """Account for one request's outcome; returns the delay before a retry."""
        if error is None:
            self._record_success(batch)
            return None
        if not self._retryable(error):
            self._record_failure(batch, error)
            return None
        if not self._requeue(batch, error):
            return None
        return self._backoff(attempt, error)

    def _record_success(self, batch: list[_Write]) -> None:
        with self._lock:
            self._in_flight = []
            self._sent += len(batch)
            recovered = self._failing
            self._failing = self._overflowing = False
            self._last_error = None
            self._settled()
        if recovered:
            logger.info("memhub writes are going through again")

    def _record_failure(self, batch: list[_Write], error: Exception) -> None:
        with self._lock:
            self._in_flight = []
            self._failed += len(batch)
            self._settled()
        logger.error(
            "memhub rejected a write to %r (id=%r); dropping it: %s",
            batch[0].namespace,
            batch[0].id,
            error,
            # A status error says all there is; anything else is a bug worth a traceback.
            exc_info=None if isinstance(error, APIStatusError) else error,
        )

    def _requeue(self, batch: list[_Write], error: Exception) -> bool:
        """Put a batch that may yet succeed back at the head of the queue.
        False if the writer is stopping, in which case the batch is dropped."""
        with self._lock:
            self._in_flight = []
            # Checked under the lock so that close() cannot slip in between the
            # check and the requeue and leave writes in a queue nobody serves.
            stopping = self._stop.is_set()
            self._last_error = error
            if stopping:
                self._dropped += len(batch)
                started_overflow = first_failure = False
                reason = self._loss_reason()
            else:
                # In order, at the head: retried before anything submitted later.
                self._queue.extendleft(reversed(batch))
                started_overflow = self._enforce_bound()
                first_failure = not self._failing
                self._failing = True
            self._settled()
        if stopping:
            logger.warning(
                "memhub writer closed while %d writes were failing; they are lost: %s",
                len(batch),
                reason,
            )
        elif first_failure:
            logger.warning("memhub write failed (%s); buffering and retrying", error)
        else:
            logger.debug("memhub write failed again: %s", error)
        if started_overflow:
            self._warn_overflow()
        return not stopping

    def _backoff(self, attempt: int, error: Exception) -> float:
        if isinstance(error, CircuitOpenError):
            # Nothing was sent; try when the breaker will let a probe through.
            return min(error.retry_after, self._retry.max_delay)
        if isinstance(error, APIStatusError):
            delay = self._retry.delay(attempt, error.response)
            return self._retry.max_delay if delay is None else delay
        return self._retry.backoff(attempt)

    def _retryable(self, error: Exception) -> bool:
        if isinstance(error, APIConnectionError):
            return True  # includes timeouts
        if isinstance(error, APIStatusError):
            return self._retry.should_retry_status(error.status_code)
        return False


def _options(**given: Any) -> dict[str, Any]:
    """The arguments that were given, with metadata copied: the caller may reuse
    and change its dict after `submit` returns, before the write is sent."""
    options: dict[str, Any] = {}
    for key, value in given.items():
        if value is None:
            continue
        if isinstance(value, Mapping):
            value = {k: list(v) if isinstance(v, list) else v for k, v in value.items()}
        options[key] = value
    return options


def _resolve(future: asyncio.Future[None]) -> None:
    if not future.done():
        future.set_result(None)
