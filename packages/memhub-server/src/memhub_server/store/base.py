"""The storage interface every backend implements, and the records it returns.

Services speak only this interface. Each method is one atomic unit of work, so
a backend can implement it as one transaction: an accepted document and its
ingestion job are stored together, and a finished job's chunks, vectors and
status land together, which is what makes ingestion crash-safe.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Generic, Literal, Protocol, TypeVar

import numpy as np
import numpy.typing as npt

__all__ = [
    "ApiKeyRecord",
    "AppendOutcome",
    "ChunkRecord",
    "DocumentRecord",
    "IngestJob",
    "NamespaceRecord",
    "NewChunk",
    "NewDocument",
    "Page",
    "Store",
]

Vector = npt.NDArray[np.float32]
T = TypeVar("T")


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
class DocumentRecord:
    id: str
    namespace: str
    custom_id: str | None
    content: str
    title: str | None
    type: str
    summary: str | None
    url: str | None
    metadata: dict[str, Any]
    group: dict[str, Any]
    supporting_context: str | None
    date: str | None
    task_type: str | None
    dreaming: str | None
    status: str
    dreaming_status: str
    error: str | None
    created_at: datetime
    updated_at: datetime

    @property
    def public_id(self) -> str:
        """The id callers know the document by: theirs when they chose one."""
        return self.custom_id or self.id


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
    first_position: int
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


class Store(Protocol):
    """Everything the services need from persistent storage."""

    embedding_model: str

    def close(self) -> None: ...

    # -- keys
    def create_api_key(
        self,
        key_hash: str,
        *,
        name: str,
        namespaces: Sequence[str] | None,
        read_only: bool,
        admin: bool,
    ) -> ApiKeyRecord: ...
    def api_key_by_hash(self, key_hash: str) -> ApiKeyRecord | None: ...
    def count_api_keys(self, *, admin: bool | None = None) -> int: ...

    # -- organization
    def organization_context(self) -> str | None: ...
    def set_organization_context(self, context: str | None) -> None: ...

    # -- namespaces
    def namespace(self, name: str) -> NamespaceRecord | None: ...
    def list_namespaces(
        self, *, page: int, limit: int, query: str | None, only: Sequence[str] | None
    ) -> Page[NamespaceRecord]: ...
    def set_namespace_context(self, name: str, context: str | None) -> NamespaceRecord | None: ...
    def delete_namespace(self, name: str) -> tuple[int, int] | None: ...
    def move_namespace(self, source: str, target: str) -> bool: ...

    # -- documents
    def add_document(self, namespace: str, new: NewDocument) -> AppendOutcome: ...
    def replace_document(
        self, namespace: str, ref: str, *, content: str | None, fields: dict[str, Any]
    ) -> DocumentRecord | None: ...
    def document(self, namespace: str, ref: str) -> DocumentRecord | None: ...
    def delete_document(self, namespace: str, ref: str) -> bool: ...
    def list_documents(
        self, namespace: str, *, sort: str, descending: bool
    ) -> Iterator[DocumentRecord]: ...

    # -- chunks
    def document_chunks(self, document_id: str) -> list[ChunkRecord]: ...
    def list_chunks(
        self,
        namespace: str,
        *,
        document_ids: set[str] | None,
        sort: str,
        descending: bool,
        offset: int,
        limit: int,
    ) -> Page[ChunkRecord]: ...
    def chunks_by_id(self, ids: Sequence[str]) -> dict[str, ChunkRecord]: ...
    def namespace_vectors(self, namespace: str) -> tuple[list[str], list[str], Vector]: ...
    def fulltext(self, namespace: str, query: str, limit: int) -> list[tuple[str, float]]: ...

    # -- pipeline
    def next_job(self) -> IngestJob | None: ...
    def next_jobs(self, limit: int, *, max_chars: int = 500_000) -> list[IngestJob]: ...
    def set_status(self, document_id: str, status: str) -> None: ...
    def set_statuses(self, document_ids: Sequence[str], status: str) -> None: ...
    def finish_job(self, job: IngestJob, chunks: Sequence[NewChunk]) -> list[ChunkRecord]: ...
    def finish_jobs(
        self, work: Sequence[tuple[IngestJob, Sequence[NewChunk]]]
    ) -> list[list[ChunkRecord]]: ...
    def fail_job(self, job: IngestJob, error: str, *, retry: bool) -> None: ...
    def recover_jobs(self) -> int: ...
    def pending_jobs(self) -> int: ...

    # -- embeddings
    def embedding_models(self) -> dict[str, int]: ...
    def chunks_to_reembed(self, limit: int) -> list[tuple[str, str]]: ...
    def set_embeddings(self, vectors: dict[str, Vector]) -> None: ...
