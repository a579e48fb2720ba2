"""Records and the storage interface for memories, dreaming and profile buckets."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Literal, Protocol

from .base import Vector

__all__ = [
    "PREMISE_FORGOTTEN",
    "Dream",
    "MemoryRecord",
    "MemoryStore",
    "NewMemory",
    "StoredMemory",
]

PREMISE_FORGOTTEN = "a memory it was derived from was forgotten"
"""The forget reason of an unreviewed inference whose premise was forgotten: forgetting a
memory (or the last document supporting it) also forgets the inferences linked to it by
`derives` (history memories among them), since they restate what it said."""


@dataclass(frozen=True)
class MemoryRecord:
    id: str
    namespace: str
    text: str
    subject: str | None
    slot: str | None
    kind: str
    is_inference: bool
    is_latest: bool
    is_forgotten: bool
    forget_reason: str | None
    forget_after: datetime | None
    review_status: str | None
    version: int
    parent_id: str | None
    root_id: str
    source_count: int
    metadata: dict[str, Any]
    created_at: datetime
    updated_at: datetime

    @property
    def is_static(self) -> bool:
        return self.kind == "durable"

    def expired(self, now: datetime) -> bool:
        return self.forget_after is not None and self.forget_after <= now

    def live(self, now: datetime) -> bool:
        """Recalled by default: the latest version, not forgotten, not expired."""
        return self.is_latest and not self.is_forgotten and not self.expired(now)


@dataclass(frozen=True)
class NewMemory:
    text: str
    kind: str
    subject: str | None = None
    slot: str | None = None
    is_inference: bool = False
    forget_after: datetime | None = None
    forget_reason: str | None = None
    """Why the memory is due to be forgotten at `forget_after` (a scheduled forget)."""
    metadata: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class StoredMemory:
    """A memory with its place in the store's order of insertion (`seq`, which only
    grows), and the place of the memory it is a new version of, if that still exists."""

    seq: int
    record: MemoryRecord
    parent_seq: int | None


@dataclass(frozen=True)
class Dream:
    """New content of one document waiting to be turned into memories."""

    document_id: str
    namespace: str
    kind: Literal["append", "replace"]
    text: str
    attempts: int


class MemoryStore(Protocol):
    def memory(self, namespace: str, memory_id: str) -> MemoryRecord | None: ...
    def memories(self, ids: Sequence[str]) -> dict[str, MemoryRecord]: ...
    def latest_in_slot(self, namespace: str, slot: str) -> MemoryRecord | None: ...
    def insert_memory(
        self,
        namespace: str,
        new: NewMemory,
        vector: Vector,
        *,
        document_id: str,
        parent: MemoryRecord | None = None,
    ) -> MemoryRecord: ...
    def add_source(self, memory_id: str, document_id: str) -> MemoryRecord: ...
    def link(self, source_id: str, target_id: str, relation: str) -> None: ...
    def links(self, memory_id: str) -> list[tuple[str, str, str]]: ...
    def links_of(self, memory_ids: Sequence[str]) -> list[tuple[str, str, str]]: ...
    def sources(self, memory_id: str) -> list[str]: ...
    def sources_of(self, document_ids: Sequence[str]) -> list[tuple[str, str]]: ...
    def children(self, memory_id: str) -> list[MemoryRecord]: ...
    def list_memories(self, namespace: str) -> list[MemoryRecord]: ...
    def forget_memories(self, ids: Sequence[str], reason: str) -> None:
        """Forget `ids` and the unreviewed inferences derived from them (`PREMISE_FORGOTTEN`)."""
        ...

    def set_review(
        self, memory_id: str, *, status: str | None, is_inference: bool, is_forgotten: bool
    ) -> MemoryRecord: ...
    def memories_only_from(self, document_id: str) -> list[str]: ...
    def memory_stamp(self, namespace: str) -> tuple[str, int]: ...
    def memories_after(self, namespace: str, seq: int) -> list[StoredMemory]:
        """Every memory of the namespace inserted after `seq` (0: all of them), in order
        of insertion, whatever its state: what a cache of the namespace has not seen."""
        ...

    def live_memory_tally(self, namespace: str) -> tuple[int, int]:
        """How many of the namespace's memories are latest and not forgotten, and the
        sum of their seqs: a cheap check that a cache counted exactly those."""
        ...

    def document_memories(self, document_id: str) -> list[MemoryRecord]: ...
    def memory_count(self, namespace: str, document_id: str | None = None) -> int: ...
    def memory_counts(self, namespace: str, document_ids: Sequence[str]) -> dict[str, int]: ...
    # dreaming
    def due_dreams(self, now: datetime, limit: int) -> list[Dream]: ...
    def finish_dream(self, dream: Dream) -> None: ...
    def retry_dream(self, dream: Dream, error: str, due_at: datetime | None) -> None: ...
    def fail_dream(self, dream: Dream, error: str) -> None: ...
    def pending_dreams(self) -> int: ...
    # buckets
    def buckets(self, namespace: str) -> dict[str, str]: ...
    def set_buckets(self, namespace: str, buckets: dict[str, str]) -> dict[str, str]: ...
    def delete_buckets(self, namespace: str, names: Sequence[str]) -> dict[str, str]: ...
