"""Wire views of stored records, shared by the services that return them."""

from __future__ import annotations

import math
from datetime import UTC, datetime

from memhub import types as t

from ..store.base import DocumentHead
from ..store.memories import MemoryRecord

__all__ = ["included_document", "memory_model", "pagination", "related_memory"]


def pagination(total: int, page: int, limit: int) -> t.Pagination:
    """Where page `page` of `limit` items sits among `total`."""
    return t.Pagination(
        current_page=page,
        limit=limit,
        total_items=total,
        total_pages=math.ceil(total / limit) if total else 0,
    )


def memory_model(record: MemoryRecord) -> t.Memory:
    metadata = dict(record.metadata)
    if record.forget_after is not None:
        metadata["forgetAfter"] = record.forget_after.isoformat()
    if record.forget_reason is not None:
        # Why it was (or is due to be) forgotten: the caller's reason, or memhub's own.
        metadata["forgetReason"] = record.forget_reason
    return t.Memory(
        id=record.id,
        memory=record.text,
        metadata=metadata,
        is_static=record.is_static,
        is_inference=record.is_inference,
        is_latest=record.is_latest,
        is_forgotten=record.is_forgotten or record.expired(datetime.now(UTC)),
        version=record.version,
        system=t.Timestamps(created_at=record.created_at, updated_at=record.updated_at),
    )


def related_memory(record: MemoryRecord, relation: str) -> t.RelatedMemory:
    return t.RelatedMemory(
        id=record.id,
        relation=relation,
        version=record.version,
        memory=record.text,
        metadata=record.metadata,
        system=t.Timestamps(updated_at=record.updated_at),
    )


def included_document(record: DocumentHead) -> t.IncludedDocument:
    return t.IncludedDocument(
        id=record.public_id,
        title=record.title,
        type=record.type,
        metadata=record.metadata,
        summary=record.summary,
        system=t.Timestamps(created_at=record.created_at, updated_at=record.updated_at),
    )
