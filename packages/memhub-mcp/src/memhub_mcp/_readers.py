"""The read-only tools only MCP offers: browse memories, documents and namespaces.

Each takes validated arguments and a client and returns the JSON-ready result. Every
answer is bounded: lists are paged (at most `LIST_LIMIT` items), a memory's text in a
list is cut at `ITEM_CHARS`, and a document's text at the call's `max_chars`.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping
from datetime import datetime
from typing import Any

from memhub import AsyncMemhub, NotFoundError
from memhub import types as t

from ._access import Access
from ._args import Refusal, integer, text
from ._catalog import DOCUMENT_MAX_CHARS, DOCUMENT_TEXT_DEFAULT, LIST_LIMIT

__all__ = ["READERS", "Reader", "list_namespaces"]

ITEM_CHARS = 1000
ID_CHARS = 255


def _when(value: datetime | None) -> str | None:
    return None if value is None else value.isoformat()


def _cut(value: str | None, limit: int) -> str | None:
    if value is None or len(value) <= limit:
        return value
    return value[:limit] + " …"


def _pages(pagination: t.Pagination) -> dict[str, int]:
    return {
        "page": pagination.current_page,
        "totalPages": pagination.total_pages,
        "total": pagination.total_items,
    }


def _paging(args: Mapping[str, Any]) -> tuple[int, int]:
    page = integer(args, "page", low=1, high=10_000, default=1)
    return page, integer(args, "limit", low=1, high=LIST_LIMIT, default=10)


def _memory_item(memory: t.Memory) -> dict[str, Any]:
    item: dict[str, Any] = {
        "id": memory.id,
        "memory": _cut(memory.memory, ITEM_CHARS),
        "version": memory.version,
        "updatedAt": _when(memory.system.updated_at),
    }
    if memory.is_static:
        item["static"] = True
    if memory.is_inference:
        item["inferred"] = True
    return item


async def list_memories(client: AsyncMemhub, ns: str, args: Mapping[str, Any]) -> dict[str, Any]:
    page, limit = _paging(args)
    listed = await client.list(ns, "memories", page=page, limit=limit, sort="updatedAt")
    memories = [_memory_item(memory) for memory in listed.memories]
    return {"namespace": ns, "memories": memories, **_pages(listed.pagination)}


def _related(memory: t.RelatedMemory) -> dict[str, Any]:
    return {
        "id": memory.id,
        "relation": memory.relation,
        "version": memory.version,
        "memory": _cut(memory.memory, ITEM_CHARS),
    }


def _source(document: t.IncludedDocument) -> dict[str, Any]:
    return {"id": document.id, "title": document.title, "summary": _cut(document.summary, 500)}


async def get_memory(client: AsyncMemhub, ns: str, args: Mapping[str, Any]) -> dict[str, Any]:
    memory_id = text(args, "memory_id", limit=ID_CHARS, required=True)
    assert memory_id is not None
    found = await client.memories.get(ns, memory_id, include=["related", "documents"])
    data = _memory_item(found)
    data.update(
        memory=found.memory,
        latest=found.is_latest,
        forgotten=found.is_forgotten,
        createdAt=_when(found.system.created_at),
    )
    included = found.included
    related = included.related if included else None
    if related is not None:
        data["versions"] = [_related(m) for m in related.parents if m.relation == "updates"]
        data["links"] = {
            "parents": [_related(m) for m in related.parents if m.relation != "updates"],
            "children": [_related(m) for m in related.children],
            "siblings": [_related(m) for m in related.siblings],
        }
    document = included.document if included else None
    data["sources"] = [] if document is None else [_source(document)]
    return data


def _document_item(document: t.DocumentListItem) -> dict[str, Any]:
    return {
        "id": document.id,
        "title": document.title,
        "type": document.type,
        "status": document.system.status,
        "summary": _cut(document.summary, 500),
        "createdAt": _when(document.system.created_at),
        "updatedAt": _when(document.system.updated_at),
    }


async def list_documents(client: AsyncMemhub, ns: str, args: Mapping[str, Any]) -> dict[str, Any]:
    page, limit = _paging(args)
    listed = await client.list(ns, "documents", page=page, limit=limit)
    documents = [_document_item(document) for document in listed.documents]
    return {"namespace": ns, "documents": documents, **_pages(listed.pagination)}


async def _document_or_source(client: AsyncMemhub, ns: str, given: str) -> tuple[t.Document, bool]:
    """The document `given` names, or the source of the memory it names (then True)."""
    try:
        return await client.documents.get(ns, given), False
    except NotFoundError:
        try:
            memory = await client.memories.get(ns, given, include=["documents"])
        except NotFoundError:
            raise Refusal(f"no document or memory {given!r} in namespace {ns!r}") from None
    source = memory.included.document if memory.included else None
    if source is None:
        raise Refusal(f"memory {given!r} has no source document")
    return await client.documents.get(ns, source.id), True


async def get_document(client: AsyncMemhub, ns: str, args: Mapping[str, Any]) -> dict[str, Any]:
    given = text(args, "document_id", limit=ID_CHARS, required=True)
    assert given is not None
    limit = integer(
        args, "max_chars", low=1, high=DOCUMENT_MAX_CHARS, default=DOCUMENT_TEXT_DEFAULT
    )
    document, via_memory = await _document_or_source(client, ns, given)
    content = document.content or ""
    data: dict[str, Any] = {
        "id": document.id,
        "title": document.title,
        "type": document.type,
        "status": document.system.status,
        "summary": _cut(document.summary, 2000),
        "createdAt": _when(document.system.created_at),
        "updatedAt": _when(document.system.updated_at),
        "content": content[:limit],
        "truncated": len(content) > limit,
        "totalChars": len(content),
    }
    if via_memory:
        data["fromMemory"] = given
    return data


async def list_namespaces(
    client: AsyncMemhub, access: Access, args: Mapping[str, Any]
) -> dict[str, Any]:
    query = text(args, "query", limit=100, required=False)
    page, limit = _paging(args)
    listed = await client.namespaces.list(page=page, limit=limit, q=query)
    namespaces = [
        {
            "namespace": entry.namespace,
            "documents": entry.document_count,
            "memories": entry.memory_count,
            "description": _cut(entry.description, 500),
        }
        for entry in listed.namespaces
    ]
    data: dict[str, Any] = {"namespaces": namespaces, **_pages(listed.pagination)}
    if access.namespaces is not None:
        # A scoped key may use namespaces nothing was written to yet (so not listed).
        data["keyNamespaces"] = list(access.namespaces)
    data["readOnly"] = access.read_only
    return data


Reader = Callable[[AsyncMemhub, str, Mapping[str, Any]], Awaitable[dict[str, Any]]]

READERS: dict[str, Reader] = {
    "list_memories": list_memories,
    "get_memory": get_memory,
    "list_documents": list_documents,
    "get_document": get_document,
}
