"""Namespaces, the organization, the graph feed and health."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import Field, StringConstraints

from ._base import Omittable, RequestModel, ResponseModel, Timestamps
from ._documents import Memory
from ._listing import Pagination
from ._search import MemoryRelation

__all__ = [
    "GraphDocument",
    "GraphEdge",
    "GraphMemory",
    "GraphResponse",
    "Health",
    "Namespace",
    "NamespaceDeleted",
    "NamespaceDetails",
    "NamespaceList",
    "Organization",
    "UpdateNamespaceRequest",
    "UpdateOrganizationRequest",
]


class Namespace(ResponseModel):
    id: str = ""
    namespace: str
    document_count: int = 0
    memory_count: int = 0
    description: str | None = None
    system: Timestamps = Field(default_factory=Timestamps)


class NamespaceList(ResponseModel):
    namespaces: list[Namespace] = Field(default_factory=list)
    pagination: Pagination = Field(default_factory=Pagination)


class NamespaceDetails(ResponseModel):
    namespace: str
    supporting_context: str | None = None
    system: Timestamps = Field(default_factory=Timestamps)


class UpdateNamespaceRequest(RequestModel):
    """`PATCH /ns/{namespace}`; `supporting_context=None` clears it (sent as JSON null)."""

    supporting_context: Annotated[str, StringConstraints(max_length=1500)] | None


class NamespaceDeleted(ResponseModel):
    """`DELETE /ns/{namespace}`: `deleted` (200). memhub moves at once, so a `moveTo`
    answers `deleted` too (the hosted service may answer `queued` (202) for a later move)."""

    status: Literal["deleted", "queued"] | str
    namespace: str
    deleted_documents_count: Omittable[int] = None
    deleted_memories_count: Omittable[int] = None
    operation_id: Omittable[str] = None
    move_to: Omittable[str] = None


class Organization(ResponseModel):
    organizational_context: str | None = None
    namespace_count: int = 0


class WhoAmI(ResponseModel):
    """`GET /whoami` (memhub extension): what the calling key may touch. `namespaces`
    is None for a key that reaches every namespace."""

    namespaces: list[str] | None = None
    read_only: bool = False
    admin: bool = False


class UpdateOrganizationRequest(RequestModel):
    """`PATCH /organization`; `organizational_context=None` clears it."""

    organizational_context: Annotated[str, StringConstraints(min_length=1)] | None


class GraphDocument(ResponseModel):
    id: str
    title: str | None = None
    type: str = "text"
    metadata: dict[str, Any] = Field(default_factory=dict)
    system: Timestamps = Field(default_factory=Timestamps)


class GraphMemory(Memory):
    document_ids: list[str] = Field(default_factory=list)


class GraphEdge(ResponseModel):
    """`source` relates to `target`: a memory `updates`/`extends`/`derives` another,
    or (`relation="source"`) a memory was derived from a document."""

    source: str
    target: str
    relation: MemoryRelation | Literal["source"] | str


class GraphResponse(ResponseModel):
    """`GET /ns/{namespace}/graph` (memhub extension), paginated over documents."""

    documents: list[GraphDocument] = Field(default_factory=list)
    memories: list[GraphMemory] = Field(default_factory=list)
    edges: list[GraphEdge] = Field(default_factory=list)
    pagination: Pagination = Field(default_factory=Pagination)


class Health(ResponseModel):
    status: str = "ok"
    version: str = ""
