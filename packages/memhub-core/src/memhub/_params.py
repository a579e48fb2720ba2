"""Keyword arguments of the client methods, declared once for the sync and async clients.

Each method takes `**params: Unpack[...]`, so type checkers and editors see every
argument, while the two clients share one definition. Leaving an argument out (or
passing None) omits it from the request; the server's default applies.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import IO, Any, Literal, Required, TypedDict

import httpx

from .types import (
    DocumentInclude,
    DocumentInput,
    DreamingMode,
    FilterExpression,
    ListSort,
    MemoryInclude,
    MetadataValue,
    RerankMode,
    SearchInclude,
    SearchMode,
    SortOrder,
    TaskType,
)

__all__ = [
    "AddParams",
    "BatchAddParams",
    "CallOptions",
    "DocumentFields",
    "FileInput",
    "FileParams",
    "GetDocumentParams",
    "GetMemoryParams",
    "GraphParams",
    "ListParams",
    "NamespaceListParams",
    "ProfileParams",
    "SearchParams",
    "UpdateDocumentParams",
]

Timeout = float | httpx.Timeout | None
FilterInput = FilterExpression | Mapping[str, Any]
MetadataInput = Mapping[str, MetadataValue]

FileInput = bytes | IO[bytes] | tuple[str, bytes | IO[bytes]] | tuple[str, bytes | IO[bytes], str]
"""Raw bytes, a binary file object, or (filename, content[, content_type])."""


class CallOptions(TypedDict, total=False):
    timeout: Timeout
    """Overrides the client's timeout for this call only."""


class DocumentFields(TypedDict, total=False):
    """What a document carries besides its content and id, the same for `add`, an
    update, a file upload and `BackgroundWriter.submit`."""

    supporting_context: str | None
    metadata: MetadataInput | None
    group: MetadataInput | None
    date: str | None
    task_type: TaskType | None
    dreaming: DreamingMode | None


class AddParams(CallOptions, DocumentFields, total=False):
    content: Required[str]
    id: str | None


class BatchAddParams(CallOptions, total=False):
    documents: Required[Sequence[DocumentInput | Mapping[str, Any]]]
    task_type: TaskType | None
    dreaming: DreamingMode | None


class UpdateDocumentParams(CallOptions, DocumentFields, total=False):
    content: str | None


class FileParams(CallOptions, DocumentFields, total=False):
    file_type: Literal["text", "pdf", "image", "video", "audio"] | None
    mime_type: str | None


class GetDocumentParams(CallOptions, total=False):
    include: Sequence[DocumentInclude] | None


class SearchParams(CallOptions, total=False):
    query: Required[str]
    filter: FilterInput | None
    search_mode: SearchMode | None
    limit: int | None
    include: SearchInclude | Mapping[str, bool] | None
    threshold: float | None
    rerank: RerankMode | None
    rewrite_query: bool | None


class ProfileParams(CallOptions, total=False):
    filter: FilterInput | None
    buckets: Sequence[str] | None


class ListParams(CallOptions, total=False):
    page: int | None
    limit: int | None
    sort: ListSort | None
    order: SortOrder | None
    filter: FilterInput | None
    include: Mapping[str, bool] | None


class GetMemoryParams(CallOptions, total=False):
    include: Sequence[MemoryInclude] | None
    related_limit: int | None


class NamespaceListParams(CallOptions, total=False):
    page: int | None
    limit: int | None
    q: str | None


class GraphParams(CallOptions, total=False):
    page: int | None
    limit: int | None
