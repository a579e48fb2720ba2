"""`POST /v4/memories` (state memories directly) and `POST /v4/memories/list` (memory
entries with their history), on the memory and document services.

Memories stated directly still come from a document, as every memhub memory does: a
stored-only document (`taskType: store`, never chunked or mined, so the memories are
not formed a second time) holds their text, and its id is the answer's `documentId`.
"""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Any, Literal

from pydantic import Field, StrictBool
from starlette.responses import Response

from memhub import types as t

from ...engine import Engine
from ...services.auth import Principal
from ...services.views import pagination
from ...store.memories import MemoryRecord, NewMemory
from ..deps import Caller, EngineDep
from ..wire import wire
from .common import aware, legacy_router, number
from .filters import translate_filters
from .models import (
    Filters,
    ListLimit,
    MemoryFields,
    MemoryText,
    PageNumber,
    Tag,
    Tags,
    WrittenMemory,
)
from .tags import namespace_of_tag, namespaces_of

__all__ = ["router"]

router = legacy_router()

_STATIC_KIND, _OTHER_KIND = "durable", "recent"
"""How memory formation files a lasting fact and anything else (`isStatic`)."""
_DEFAULT_LIMIT = 10
_MAX_LIMIT = 100


class MemoryInput(MemoryFields):
    content: MemoryText
    is_static: StrictBool | None = None


class CreateMemories(t.RequestModel):
    """`POST /v4/memories`."""

    container_tag: Tag
    memories: Annotated[list[MemoryInput], Field(min_length=1, max_length=100)]


class CreatedMemory(WrittenMemory):
    is_static: bool


class MemoriesCreated(t.ResponseModel):
    document_id: str | None = None
    memories: list[CreatedMemory] = Field(default_factory=list)


class ListMemories(t.RequestModel):
    """`POST /v4/memories/list`: the latest, unforgotten memories of the tags."""

    container_tags: Annotated[Tags, Field(min_length=1)]
    filters: Filters | None = None
    limit: ListLimit | None = None
    page: PageNumber | None = None
    order: t.SortOrder | None = None
    sort: Literal["createdAt", "updatedAt"] | None = None


class HistoryEntry(t.ResponseModel):
    id: str
    memory: str
    version: int
    created_at: datetime
    updated_at: datetime
    parent_memory_id: str | None = None
    root_memory_id: str | None = None
    is_latest: bool
    is_forgotten: bool


class MemoryEntry(HistoryEntry):
    is_static: bool
    is_inference: bool
    space_id: str
    org_id: str = "memhub"
    source_count: int
    forget_after: datetime | None = None
    forget_reason: str | None = None
    metadata: dict[str, Any] | None = None
    memory_relations: None = None
    temporal_context: Any = None
    history: list[HistoryEntry] = Field(default_factory=list)
    document_ids: list[str] = Field(default_factory=list)


class MemoryEntries(t.ResponseModel):
    memory_entries: list[MemoryEntry] = Field(default_factory=list)
    pagination: t.Pagination = Field(default_factory=t.Pagination)


def _new_memory(item: MemoryInput) -> NewMemory:
    forget_after = aware(item.forget_after) if item.forget_after is not None else None
    return NewMemory(
        text=item.content,
        kind=_STATIC_KIND if item.is_static else _OTHER_KIND,
        forget_after=forget_after,
        forget_reason=item.forget_reason if forget_after is not None else None,
        metadata=item.merged_metadata() or {},
    )


@router.post(
    "/v4/memories",
    status_code=201,
    response_model=MemoriesCreated,
    summary="Add memories directly, without memory formation (v4)",
    description=(
        "Each memory is embedded and searchable at once. Their text is kept in one "
        "stored-only source document (`documentId`), which is never mined again."
    ),
)
def create_memories(body: CreateMemories, caller: Caller, engine: EngineDep) -> Response:
    namespace = namespace_of_tag(body.container_tag)
    caller.check_write(namespace)
    news = [_new_memory(item) for item in body.memories]
    source = t.DocumentInput(content="\n".join(new.text for new in news))
    ref = engine.documents.add(namespace, source, task_type="store")
    document = engine.documents.find(namespace, ref.id)
    assert document is not None  # just stored; a delete in between would be a 404 race
    records = engine.memories.create(namespace, document.id, news)
    created = [CreatedMemory(**WrittenMemory.fields_of(r), is_static=r.is_static) for r in records]
    return wire(MemoriesCreated(document_id=ref.id, memories=created), status_code=201)


def _history_entry(record: MemoryRecord) -> HistoryEntry:
    return HistoryEntry(
        id=record.id,
        memory=record.text,
        version=record.version,
        created_at=record.created_at,
        updated_at=record.updated_at,
        parent_memory_id=record.parent_id,
        root_memory_id=record.root_id,
        is_latest=record.is_latest,
        is_forgotten=record.is_forgotten,
    )


def _entry(engine: Engine, record: MemoryRecord) -> MemoryEntry:
    return MemoryEntry(
        **dict(_history_entry(record)),
        is_static=record.is_static,
        is_inference=record.is_inference,
        space_id=record.namespace,
        source_count=record.source_count,
        forget_after=record.forget_after,
        forget_reason=record.forget_reason,
        metadata=record.metadata or None,
        temporal_context=record.metadata.get("temporalContext"),
        history=[_history_entry(r) for r in engine.memories.history(record)],
        document_ids=engine.memories.document_ids(record.namespace, record.id),
    )


def _listing(engine: Engine, caller: Principal, body: ListMemories) -> MemoryEntries:
    names = namespaces_of(caller, None, body.container_tags, access="read")
    page = number(body.page, 1, "page")
    limit = min(number(body.limit, _DEFAULT_LIMIT, "limit"), _MAX_LIMIT)
    sort = body.sort or "createdAt"
    descending = (body.order or "desc") == "desc"
    filter = translate_filters(body.filters)
    records = [
        record
        for name in names
        for record in engine.memories.listing(name, filter, False, sort, descending)
    ]
    if len(names) > 1:
        key = "updated_at" if sort == "updatedAt" else "created_at"
        records.sort(key=lambda r: getattr(r, key), reverse=descending)
    chosen = records[(page - 1) * limit : page * limit]
    return MemoryEntries(
        memory_entries=[_entry(engine, r) for r in chosen],
        pagination=pagination(len(records), page, limit),
    )


@router.post(
    "/v4/memories/list",
    response_model=MemoryEntries,
    summary="The latest memories of some tags, with their history (v4)",
    description=(
        "Latest, unforgotten memories under `memoryEntries`, each with its earlier "
        "versions (`history`) and source documents (`documentIds`); `limit` at most 100."
    ),
)
def list_memories(body: ListMemories, caller: Caller, engine: EngineDep) -> Response:
    return wire(_listing(engine, caller, body))
