"""Waking workers in every process when work is queued: `LISTEN`/`NOTIFY`.

The store announces each queued job or dream inside the transaction that queues it,
so the notification goes out on commit and never for work rolled back. PostgreSQL
folds identical notifications of one transaction into one, so a batch wakes once.

Notifications are a shortcut, not a guarantee: they are lost while a listener is
reconnecting and never pass a transaction-pooling proxy. Workers keep polling, and a
listener that lost its connection says so once and reconnects with a growing pause.
The payload is the schema the work was queued in, so databases shared by several
memhub schemas only wake their own workers.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from typing import Any

import psycopg

__all__ = ["CHANNEL", "WorkListener", "announce_work"]

CHANNEL = "memhub_work"

logger = logging.getLogger("memhub.worker")


def announce_work(conn: psycopg.Connection[Any]) -> None:
    """Wake listening workers once this transaction commits."""
    conn.execute("SELECT pg_notify(%s, current_schema())", (CHANNEL,))


class WorkListener:
    """One dedicated connection per process that calls `wake` when work is announced.

    `start` listens before it returns (work queued afterwards always wakes), unless
    the database is unreachable then: the listener then keeps trying in its thread.
    """

    def __init__(
        self,
        url: str,
        wake: Callable[[], None],
        *,
        wait: float = 0.5,
        retry: float = 1.0,
        max_retry: float = 30.0,
        check_every: float = 30.0,
    ) -> None:
        self._url = url
        self._wake = wake
        self._wait = wait  # how long `close` may take to be noticed
        self._retry = retry
        self._max_retry = max_retry
        self._check_every = check_every  # a dead peer that never closed the socket shows here
        self._schema = ""
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._lost = False

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def start(self) -> WorkListener:
        if self._thread is None:
            conn = None
            try:
                conn = self._connect()
            except psycopg.Error as exc:
                self._losing(exc)
            self._thread = threading.Thread(
                target=self._run, args=(conn,), name="memhub-listener", daemon=True
            )
            self._thread.start()
        return self

    def close(self) -> None:
        """Stop listening and wait for the thread to end. Idempotent."""
        self._stop.set()
        if self._thread is not None:
            self._thread.join(self._wait + 15)
            self._thread = None

    def _connect(self) -> psycopg.Connection[Any]:
        conn = psycopg.connect(self._url, autocommit=True, connect_timeout=10)
        try:
            row = conn.execute("SELECT current_schema()").fetchone()
            self._schema = str(row[0]) if row else ""
            conn.execute(f"LISTEN {CHANNEL}")
        except BaseException:
            conn.close()
            raise
        return conn

    def _losing(self, exc: Exception) -> None:
        if not self._lost:
            detail = str(exc).strip().splitlines() or [type(exc).__name__]
            logger.warning(
                "no longer woken by notifications (polling instead until reconnected): %s",
                detail[0],
            )
        self._lost = True

    def _run(self, conn: psycopg.Connection[Any] | None) -> None:
        failures = 0
        try:
            while not self._stop.is_set():
                if conn is None:
                    try:
                        conn = self._connect()
                    except psycopg.Error as exc:
                        self._losing(exc)
                        failures += 1
                        self._stop.wait(min(self._max_retry, self._retry * 2 ** (failures - 1)))
                        continue
                    failures = 0
                    if self._lost:
                        logger.info("woken by notifications again")
                        self._lost = False
                    self._wake()  # what was announced meanwhile is lost: look now
                try:
                    self._listen(conn)
                except psycopg.Error as exc:
                    if self._stop.is_set():
                        break
                    self._losing(exc)
                    conn.close()
                    conn = None
        finally:
            if conn is not None:
                conn.close()

    def _listen(self, conn: psycopg.Connection[Any]) -> None:
        """Wake on each announcement for our schema until stopped or `check_every` passes
        quietly; then check the connection is still alive."""
        quiet = 0.0
        while not self._stop.is_set():
            woken = False
            for notify in conn.notifies(timeout=self._wait):
                if notify.payload == self._schema:
                    self._wake()
                    woken = True
            if woken:
                quiet = 0.0
                continue
            quiet += self._wait
            if quiet >= self._check_every:
                conn.execute("SELECT 1")
                quiet = 0.0
