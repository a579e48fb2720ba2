"""The storage interface every backend implements, and the records it returns.

Services speak only this interface. Each method is one atomic unit of work, so
a backend can implement it as one transaction: an accepted document and its
ingestion job are stored together, and a finished job's chunks, vectors and
status land together, which is what makes ingestion crash-safe.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date, datetime
from typing import Any, Generic, Literal, TypeVar

import numpy as np
import numpy.typing as npt

__all__ = [
    "STORE_ONLY",
    "ApiKeyRecord",
    "AppendOutcome",
    "ChunkRecord",
    "DocumentHead",
    "DocumentRecord",
    "IngestJob",
    "NamespaceRecord",
    "NewChunk",
    "NewDocument",
    "Page",
    "StoreUnavailable",
    "document_day",
    "written_order",
]

Vector = npt.NDArray[np.float32]
T = TypeVar("T")


def document_day(value: str | None, fallback: datetime) -> date:
    """The day a document speaks from: its own `date` when it parses, else when it arrived."""
    if value:
        try:
            return datetime.fromisoformat(value).date()
        except ValueError:
            pass
    return fallback.date()


def written_order(
    value: str | None, created_at: datetime, document_id: str
) -> tuple[date, datetime, str]:
    """Where a document stands in its namespace's story, for the order its memories form
    in: the day it speaks from, then the order documents arrived in (ids are made in
    creation order and break a tie of equal times). Never when its dream happens to be
    due: a session retried after a failure still comes before a later one of its day."""
    return document_day(value, created_at), created_at, document_id


STORE_ONLY = "store"
"""The task type of a document kept verbatim and never chunked, embedded, indexed or
mined: it is `done` on arrival and nothing derived from it exists (memhub's extension
of the v5 `taskType`, for data an adapter must read back exactly, not recall)."""


class StoreUnavailable(RuntimeError):
    """The backend cannot be reached or used as configured: a start-up error whose
    message is one line fit to show an operator (it never holds a password)."""


@dataclass(frozen=True)
class NamespaceRecord:
    id: str
    name: str
    supporting_context: str | None
    created_at: datetime
    updated_at: datetime
    document_count: int = 0
    memory_count: int = 0


@dataclass(frozen=True)
class DocumentHead:
    """A document without its content or processing state: what a search result
    shows of its source, read without loading text that may run to megabytes."""

    id: str
    namespace: str
    custom_id: str | None
    title: str | None
    type: str
    summary: str | None
    url: str | None
    metadata: dict[str, Any]
    created_at: datetime
    updated_at: datetime

    @property
    def public_id(self) -> str:
        """The id callers know the document by: theirs when they chose one."""
        return self.custom_id or self.id


@dataclass(frozen=True)
class DocumentRecord(DocumentHead):
    """A whole document: its head, its content and where its processing stands."""

    content: str
    group: dict[str, Any]
    supporting_context: str | None
    date: str | None
    task_type: str | None
    dreaming: str | None
    status: str
    dreaming_status: str
    error: str | None


@dataclass(frozen=True)
class NewDocument:
    """A document as accepted from a request, before any processing."""

    content: str
    custom_id: str | None = None
    metadata: dict[str, Any] = field(default_factory=dict)
    group: dict[str, Any] = field(default_factory=dict)
    supporting_context: str | None = None
    date: str | None = None
    task_type: str | None = None
    dreaming: str | None = None
    title: str | None = None
    type: str = "text"
    url: str | None = None


@dataclass(frozen=True)
class AppendOutcome:
    """What an add did: created, appended new content, or found nothing new."""

    document: DocumentRecord
    action: Literal["created", "appended", "unchanged"]


@dataclass(frozen=True)
class ChunkRecord:
    id: str
    document_id: str
    namespace: str
    position: int
    content: str
    metadata: dict[str, Any]
    created_at: datetime


@dataclass(frozen=True)
class NewChunk:
    position: int
    content: str
    vector: Vector
    metadata: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class IngestJob:
    """Work for the pipeline: turn a document's unprocessed content into chunks.

    `text` is exactly the content this job covers (the appended part, or the whole
    document after a replace), so a retried job redoes the same work.
    """

    id: int
    document_id: str
    namespace: str
    kind: Literal["append", "replace"]
    text: str
    attempts: int


@dataclass(frozen=True)
class ApiKeyRecord:
    id: str
    name: str
    namespaces: tuple[str, ...] | None
    """None: every namespace."""
    read_only: bool
    admin: bool
    created_at: datetime


@dataclass(frozen=True)
class Page(Generic[T]):
    items: list[T]
    total: int
