"""Paginated listing of documents, chunks and memories."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import Field, StrictBool

from ._base import DocumentId, Omittable, RequestModel, ResponseModel, SortOrder
from ._documents import Chunk, DocumentSystem, Memory
from ._filters import FilterExpression

__all__ = [
    "MAX_PAGE",
    "MAX_PAGE_LIMIT",
    "ChunkListItem",
    "DocumentListItem",
    "ListInclude",
    "ListParams",
    "ListRequest",
    "ListResponse",
    "ListSort",
    "ListType",
    "MemoryCount",
    "MemoryCountsRequest",
    "MemoryCountsResponse",
    "Pagination",
]

MAX_PAGE_LIMIT = 100
MAX_PAGE = 1_000_000
"""The highest page number a listing accepts: past it an offset stops being a sane request."""

ListType = Literal["documents", "chunks", "memories"]
ListSort = Literal["createdAt", "updatedAt", "position"]


class ListParams(RequestModel):
    """The query string of `POST /ns/{namespace}/list/{type}` (pagination stays in the URL)."""

    page: Annotated[int, Field(ge=1, le=MAX_PAGE)] = 1
    limit: Annotated[int, Field(ge=1, le=MAX_PAGE_LIMIT)] = 10
    sort: ListSort = "createdAt"
    order: SortOrder = "desc"


class ListInclude(RequestModel):
    content: StrictBool | None = None
    memory_count: StrictBool | None = None
    forgotten: StrictBool | None = None


class ListRequest(RequestModel):
    filter: FilterExpression | None = None
    include: ListInclude | None = None


class Pagination(ResponseModel):
    current_page: int = 1
    limit: Omittable[int] = None
    total_items: int = 0
    total_pages: int = 0


class DocumentListItem(ResponseModel):
    id: str
    title: str | None = None
    type: str = "text"
    content: Omittable[str] = None
    """Only with `include.content`."""
    summary: str | None = None
    metadata: dict[str, Any] = Field(default_factory=dict)
    url: str | None = None
    system: DocumentSystem = Field(default_factory=DocumentSystem)


class ChunkListItem(Chunk):
    # A `Chunk` with the document it belongs to (no docstring: it would become the
    # schema's description).
    document_id: str | None = None


class ListResponse(ResponseModel):
    """All four keys are always present; only the requested collection is filled."""

    documents: list[DocumentListItem] = Field(default_factory=list)
    chunks: list[ChunkListItem] = Field(default_factory=list)
    memories: list[Memory] = Field(default_factory=list)
    pagination: Pagination = Field(default_factory=Pagination)


class MemoryCountsRequest(RequestModel):
    ids: Annotated[list[DocumentId], Field(min_length=1, max_length=100)]


class MemoryCount(ResponseModel):
    id: str
    memory_count: int = 0


class MemoryCountsResponse(ResponseModel):
    counts: list[MemoryCount] = Field(default_factory=list)
