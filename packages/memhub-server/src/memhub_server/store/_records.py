"""Records built the same way by every backend: new ids, new API keys, claimed jobs and
dreams read from their rows, and the document statuses a finished job leaves.

Pure: no SQL, no connection. What differs by database (placeholders, how JSON, times and
booleans are stored) stays in each backend; a row here is anything indexed by column
name (`sqlite3.Row`, psycopg's dict rows).
"""

from __future__ import annotations

import itertools
import secrets
import threading
import time
from collections.abc import Iterable, Sequence
from datetime import UTC, datetime, timedelta
from typing import Any, Protocol, TypeVar

from .base import ApiKeyRecord, IngestJob, NamespaceRecord, written_order
from .memories import Dream

__all__ = [
    "INDEXING_WAIT",
    "MAX_DREAM_ATTEMPTS",
    "MAX_JOB_ATTEMPTS",
    "Row",
    "claimed_dreams",
    "claimed_jobs",
    "dream_failure",
    "finished_statuses",
    "new_api_key",
    "new_id",
    "read_api_key",
    "read_namespace",
    "within_chars",
    "written_first",
]


class Row(Protocol):
    def __getitem__(self, column: str, /) -> Any: ...


R = TypeVar("R", bound=Row)

MAX_JOB_ATTEMPTS = 3
"""Claims of one ingestion job before it fails for good."""
MAX_DREAM_ATTEMPTS = 5
"""Claims of one dream before memory formation gives up on it."""
INDEXING_WAIT = timedelta(seconds=60)
"""How long a namespace's due dreams wait for its other documents still being indexed.
A conversation's sessions form their memories together, in the order they were written,
whatever the worker happened to have indexed when the first came due; a document whose
indexing is stuck holds its namespace back no longer than this."""


_SEQUENCE = itertools.count()
_SEQUENCE_LOCK = threading.Lock()


def new_id(prefix: str) -> str:
    """A fresh id that sorts after the ids this process made before it.

    Search breaks a tie between equal scores by the smaller id (`index.order`), so ids
    made in creation order make that tie go to the older record, the same way on every
    run over the same data, instead of to whichever random id happened to be smaller.
    Layout after the prefix: the creation time in milliseconds (12 hex digits), this
    process's running count (8 hex digits, wrapping), then 8 random characters so ids
    made by other processes in the same millisecond do not collide.
    """
    with _SEQUENCE_LOCK:
        count = next(_SEQUENCE) & 0xFFFFFFFF
    return f"{prefix}_{time.time_ns() // 1_000_000:012x}{count:08x}{secrets.token_hex(4)}"


def new_api_key(
    *, name: str, namespaces: Sequence[str] | None, read_only: bool, admin: bool
) -> ApiKeyRecord:
    """The record of a key about to be stored (its hash is stored beside it, never here)."""
    return ApiKeyRecord(
        id=new_id("key"),
        name=name,
        namespaces=tuple(namespaces) if namespaces is not None else None,
        read_only=read_only,
        admin=admin,
        created_at=datetime.now(UTC),
    )


def read_api_key(
    row: Row, *, namespaces: Sequence[str] | None, created_at: datetime
) -> ApiKeyRecord:
    """An `api_keys` row as its record; `namespaces` and `created_at` come decoded, as
    each database stores them its own way."""
    return ApiKeyRecord(
        id=row["id"],
        name=row["name"],
        namespaces=tuple(namespaces) if namespaces is not None else None,
        read_only=bool(row["read_only"]),
        admin=bool(row["admin"]),
        created_at=created_at,
    )


def read_namespace(
    row: Row, *, created_at: datetime, updated_at: datetime, documents: int, memories: int
) -> NamespaceRecord:
    """A `namespaces` row as its record, with its times decoded and its counts taken."""
    return NamespaceRecord(
        id=row["id"],
        name=row["name"],
        supporting_context=row["supporting_context"],
        created_at=created_at,
        updated_at=updated_at,
        document_count=documents,
        memory_count=memories,
    )


def within_chars(rows: Iterable[R], max_chars: int) -> list[R]:
    """The leading job rows whose `text` fits in `max_chars` (always at least one, so an
    oversized job is still taken on its own)."""
    taken: list[R] = []
    size = 0
    for row in rows:
        if taken and size + len(row["text"]) > max_chars:
            break
        taken.append(row)
        size += len(row["text"])
    return taken


def claimed_jobs(rows: Iterable[Row]) -> list[IngestJob]:
    """Job rows as read before the claim counted one more attempt."""
    return [
        IngestJob(
            id=row["id"],
            document_id=row["document_id"],
            namespace=row["namespace"],
            kind=row["kind"],
            text=row["text"],
            attempts=row["attempts"] + 1,
        )
        for row in rows
    ]


def claimed_dreams(rows: Iterable[Row]) -> list[Dream]:
    """Dream rows as read before the claim counted one more attempt."""
    return [
        Dream(row["document_id"], row["namespace"], row["kind"], row["text"], row["attempts"] + 1)
        for row in rows
    ]


def written_first(rows: Iterable[Row], limit: int) -> list[str]:
    """The document ids of the first `limit` of a namespace's dream rows (with their
    documents' `date` and `created_at`) in the order the documents were written: the
    dreams to claim. Sorted here, not in SQL: a document's day is read as the extractor
    reads it (`written_order`), which no ORDER BY on the raw `date` text can match."""

    def order(row: Row) -> tuple[Any, ...]:
        created = row["created_at"]
        if isinstance(created, str):
            created = datetime.fromisoformat(created)
        return written_order(row["date"], created, row["document_id"])

    return [row["document_id"] for row in sorted(rows, key=order)[:limit]]


def dream_failure(dream: Dream, error: str, due_at: datetime | None) -> str | None:
    """Why to give up on `dream` now (the reason recorded on its document), or None to
    try again at `due_at`."""
    if due_at is None or dream.attempts >= MAX_DREAM_ATTEMPTS:
        return f"memory formation failed after {dream.attempts} attempts: {error}"
    return None


def finished_statuses(*, jobs_waiting: bool, dreams_waiting: bool) -> tuple[str, str]:
    """A document's `status` and `dreaming_status` once one of its jobs is done."""
    return (
        "queued" if jobs_waiting else "done",
        "dreaming" if jobs_waiting or dreams_waiting else "done",
    )
