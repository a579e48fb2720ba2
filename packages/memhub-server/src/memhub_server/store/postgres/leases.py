"""Claims on jobs and dreams that expire unless their process keeps them alive.

A claimed job or dream carries `lease_until`. While this process holds it, a heartbeat
thread pushes that time forward every third of `seconds` (`MEMHUB_LEASE_SECONDS`); a
process that dies stops renewing, and once the lease runs out any process may claim
the work again: every process with a worker sweeps expired claims back into the queue
as often as it renews its own, and announces them, so idle workers wake for them. So a
process that starts never takes work another live process is doing (recovery looks
only at expired leases), and no work stays stranded by a crash for much longer than
one lease. A claim is also stamped by its attempt number: a process whose lease ran out
finds, when it commits, that the work was claimed again, and commits nothing.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Collection, Iterator
from contextlib import AbstractContextManager

from ...config import LEASE_SECONDS
from .connection import Connection
from .notify import announce_work

__all__ = ["LEASE_SECONDS", "ExpirySweeper", "Leases"]

logger = logging.getLogger("memhub")

# (key column, its type) of each table whose rows can be claimed.
_KINDS = {"jobs": ("id", "bigint"), "dreams": ("document_id", "text")}


def _claimed(table: str) -> str:
    """FROM/WHERE matching rows of `table` still claimed by these (key, attempt) pairs."""
    key, key_type = _KINDS[table]
    return (
        f"FROM unnest(%s::{key_type}[], %s::int[]) h(key, attempts) "
        f"WHERE t.{key} = h.key AND t.attempts = h.attempts AND t.status = 'running'"
    )


class Leases:
    """The claims one store holds, renewed in the background until released."""

    def __init__(
        self, write: Callable[[], AbstractContextManager[Connection]], seconds: float
    ) -> None:
        self._write = write
        self.seconds = seconds
        self._held: dict[str, dict[object, int]] = {table: {} for table in _KINDS}
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    def interval(self) -> str:
        """The lease length as a PostgreSQL interval literal."""
        return f"{self.seconds} seconds"

    @property
    def beat(self) -> float:
        """Seconds between renewals (and between sweeps for expired claims)."""
        return self.seconds / 3

    def hold(self, table: str, claims: dict[object, int]) -> None:
        """This process claimed these rows of `table` (key: attempt number): keep them
        alive from now on."""
        if not claims:
            return
        with self._lock:
            self._held[table].update(claims)
            if self._thread is None and not self._stop.is_set():
                self._thread = threading.Thread(
                    target=self._beat, name="memhub-leases", daemon=True
                )
                self._thread.start()

    def drop(self, table: str, keys: Collection[object]) -> None:
        """`keys` are finished with (committed, failed or released)."""
        with self._lock:
            for key in keys:
                self._held[table].pop(key, None)

    def held(self) -> Iterator[tuple[str, list[object], list[int]]]:
        """(table, keys, attempt numbers) of what is held."""
        with self._lock:
            snapshot = {table: dict(claims) for table, claims in self._held.items()}
        for table, claims in snapshot.items():
            if claims:
                yield table, list(claims), list(claims.values())

    def renew(self) -> None:
        """Push every held lease forward one lease from now."""
        with self._write() as conn:
            for table, keys, attempts in self.held():
                conn.execute(
                    f"UPDATE {table} t SET lease_until = now() + %s::interval {_claimed(table)}",
                    (self.interval(), keys, attempts),
                )

    def _beat(self) -> None:
        while not self._stop.wait(self.beat):
            try:
                self.renew()
            except Exception:  # the database may be briefly away; the next beat retries
                logger.warning("renewing job leases failed", exc_info=True)

    def release(self) -> None:
        """Hand every held claim back (this process stops working on it): requeued now
        rather than when its lease would run out. Then stop renewing."""
        self._stop.set()
        if self._thread is not None:
            self._thread.join()
        held = list(self.held())
        if not held:
            return
        with self._write() as conn:
            for table, keys, attempts in held:
                conn.execute(
                    f"UPDATE {table} t SET status = 'queued', lease_until = NULL {_claimed(table)}",
                    (keys, attempts),
                )
            announce_work(conn)  # other processes' idle workers take it at once
        with self._lock:
            for claims in self._held.values():
                claims.clear()


class ExpirySweeper:
    """Calls `sweep` (requeue expired claims, announcing them) every `every` seconds in a
    thread of its own, until closed: how idle workers learn that a dead process's work is
    free again, since nothing is announced when a lease merely runs out."""

    def __init__(self, sweep: Callable[[], object], every: float) -> None:
        self._sweep = sweep
        self._every = every
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._failing = False

    def start(self) -> ExpirySweeper:
        if self._thread is None:
            self._thread = threading.Thread(target=self._run, name="memhub-sweeper", daemon=True)
            self._thread.start()
        return self

    def close(self) -> None:
        """Stop sweeping and wait for the thread to end. Idempotent."""
        self._stop.set()
        if self._thread is not None:
            self._thread.join()
            self._thread = None

    def _run(self) -> None:
        while not self._stop.wait(self._every):
            try:
                self._sweep()
            except Exception:  # the database may be briefly away; the next sweep retries
                if not self._failing:
                    logger.warning("requeuing expired claims failed", exc_info=True)
                self._failing = True
            else:
                self._failing = False
