"""The read-only tools only MCP offers: browse memories and namespaces.

Each takes validated arguments and a client and returns the JSON-ready result. Every
answer is bounded: lists are paged (at most `LIST_LIMIT` items) and a memory's text in
a list is cut at `ITEM_CHARS`. The document tools are `memhub.tools`' own.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping
from typing import Any

from memhub import AsyncMemhub
from memhub import types as t
from memhub._document_tools import cut, pages, when

from ._access import Access
from ._args import integer, text
from ._catalog import LIST_LIMIT

__all__ = ["READERS", "Reader", "list_namespaces"]

ITEM_CHARS = 1000
ID_CHARS = 255


def _paging(args: Mapping[str, Any]) -> tuple[int, int]:
    page = integer(args, "page", low=1, high=10_000, default=1)
    return page, integer(args, "limit", low=1, high=LIST_LIMIT, default=10)


def _memory_item(memory: t.Memory) -> dict[str, Any]:
    item: dict[str, Any] = {
        "id": memory.id,
        "memory": cut(memory.memory, ITEM_CHARS),
        "version": memory.version,
        "updatedAt": when(memory.system.updated_at),
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
    return {"namespace": ns, "memories": memories, **pages(listed.pagination)}


def _related(memory: t.RelatedMemory) -> dict[str, Any]:
    return {
        "id": memory.id,
        "relation": memory.relation,
        "version": memory.version,
        "memory": cut(memory.memory, ITEM_CHARS),
    }


def _source(document: t.IncludedDocument) -> dict[str, Any]:
    return {"id": document.id, "title": document.title, "summary": cut(document.summary, 500)}


async def get_memory(client: AsyncMemhub, ns: str, args: Mapping[str, Any]) -> dict[str, Any]:
    memory_id = text(args, "memory_id", limit=ID_CHARS, required=True)
    assert memory_id is not None
    found = await client.memories.get(ns, memory_id, include=["related", "documents"])
    data = _memory_item(found)
    data.update(
        memory=found.memory,
        latest=found.is_latest,
        forgotten=found.is_forgotten,
        createdAt=when(found.system.created_at),
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
            "description": cut(entry.description, 500),
        }
        for entry in listed.namespaces
    ]
    data: dict[str, Any] = {"namespaces": namespaces, **pages(listed.pagination)}
    if access.namespaces is not None:
        # A scoped key may use namespaces nothing was written to yet (so not listed).
        data["keyNamespaces"] = list(access.namespaces)
    data["readOnly"] = access.read_only
    return data


Reader = Callable[[AsyncMemhub, str, Mapping[str, Any]], Awaitable[dict[str, Any]]]

READERS: dict[str, Reader] = {
    "list_memories": list_memories,
    "get_memory": get_memory,
}
