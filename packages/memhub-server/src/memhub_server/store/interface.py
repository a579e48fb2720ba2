"""The whole storage interface the services depend on.

Search reads and index upkeep are not part of it: they go through the backend's
`Retriever` / `Indexer` (see `store.backends`), however that backend stores them.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any, Protocol

from .base import (
    ApiKeyRecord,
    AppendOutcome,
    ChunkRecord,
    DocumentHead,
    DocumentRecord,
    IngestJob,
    NamespaceRecord,
    NewChunk,
    NewDocument,
    Page,
    Vector,
)
from .memories import MemoryStore
from .transfer import Transfer

__all__ = ["Store"]


class Store(MemoryStore, Protocol):
    """Everything the services need from persistent storage."""

    embedding_model: str

    def close(self) -> None: ...
    def transfer(self) -> Transfer:
        """Whole namespaces out and in (`memhub export` / `import`), and their counts."""
        ...

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
    def add_documents(self, namespace: str, news: Sequence[NewDocument]) -> list[AppendOutcome]: ...
    def replace_document(
        self, namespace: str, ref: str, *, content: str | None, fields: dict[str, Any]
    ) -> DocumentRecord | None: ...
    def document(self, namespace: str, ref: str) -> DocumentRecord | None: ...
    def delete_document(self, namespace: str, ref: str) -> bool: ...
    def list_documents(
        self, namespace: str, *, sort: str, descending: bool
    ) -> Iterator[DocumentRecord]: ...
    def document_metadata(
        self, namespace: str, *, sort: str, descending: bool
    ) -> list[tuple[str, dict[str, Any]]]: ...
    def documents_by_id(self, namespace: str, ids: Sequence[str]) -> dict[str, DocumentRecord]: ...
    def document_heads(self, namespace: str, ids: Sequence[str]) -> dict[str, DocumentHead]: ...
    def list_document_heads(
        self, namespace: str, *, sort: str, descending: bool
    ) -> list[DocumentHead]: ...

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

    # -- pipeline
    def next_jobs(self, limit: int, *, max_chars: int = 500_000) -> list[IngestJob]: ...
    def set_statuses(self, document_ids: Sequence[str], status: str) -> None: ...
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
