"""Search: recall memories and source chunks for a query."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import Field, StrictBool, StrictFloat, StrictInt, StringConstraints

from ._base import Omittable, RequestModel, ResponseModel, Timestamps
from ._filters import FilterExpression

__all__ = [
    "MAX_QUERY_CHARS",
    "IncludedDocument",
    "MemoryRelation",
    "RelatedMemories",
    "RelatedMemory",
    "RerankMode",
    "SearchInclude",
    "SearchMode",
    "SearchRequest",
    "SearchResponse",
    "SearchResult",
    "SearchResultIncluded",
    "SearchResultSystem",
]

SearchMode = Literal["hybrid", "memories", "chunks"]
RerankMode = Literal["none", "order", "aggregate"]
MemoryRelation = Literal["updates", "extends", "derives"]

MAX_QUERY_CHARS = 10_000
"""Characters of a search query. The contract sets no bound; this one is far past what
the embedding model reads (about 1,000 characters) and what a question or a chat turn
needs, and keeps a query's full-text and scoring work small."""


class SearchInclude(RequestModel):
    documents: StrictBool | None = None
    related: StrictBool | None = None
    forgotten: StrictBool | None = None


class SearchRequest(RequestModel):
    """`POST /ns/{namespace}/search`. Server defaults: hybrid, limit 10, threshold 0.3."""

    query: Annotated[str, StringConstraints(min_length=1, max_length=MAX_QUERY_CHARS)]
    filter: FilterExpression | None = None
    search_mode: SearchMode | None = None
    limit: Annotated[StrictInt, Field(ge=1, le=100)] | None = None
    include: SearchInclude | None = None
    threshold: Annotated[StrictFloat, Field(ge=0, le=1)] | None = None
    rerank: RerankMode | None = None
    rewrite_query: StrictBool | None = None


class IncludedDocument(ResponseModel):
    id: str
    title: str | None = None
    type: str | None = None
    metadata: dict[str, Any] = Field(default_factory=dict)
    summary: str | None = None
    system: Timestamps = Field(default_factory=Timestamps)


class RelatedMemory(ResponseModel):
    id: str
    relation: MemoryRelation | str = "extends"
    version: int | None = None
    memory: str = ""
    metadata: dict[str, Any] = Field(default_factory=dict)
    system: Timestamps = Field(default_factory=Timestamps)
    document: Omittable[IncludedDocument] = None


class RelatedMemories(ResponseModel):
    parents: list[RelatedMemory] = Field(default_factory=list)
    children: list[RelatedMemory] = Field(default_factory=list)
    siblings: list[RelatedMemory] = Field(default_factory=list)


class SearchResultIncluded(ResponseModel):
    related: Omittable[RelatedMemories] = None
    document: Omittable[IncludedDocument] = None


class SearchResultSystem(Timestamps):
    pass


class SearchResult(ResponseModel):
    """One hit: a memory (`memory` set) or a source chunk (`chunk` set)."""

    id: str
    memory: Omittable[str] = None
    chunk: Omittable[str] = None
    metadata: dict[str, Any] = Field(default_factory=dict)
    similarity: float = 0.0
    is_latest: bool = True
    is_inference: bool = False
    system: SearchResultSystem = Field(default_factory=SearchResultSystem)
    included: Omittable[SearchResultIncluded] = None

    @property
    def text(self) -> str:
        """The hit's text, whichever kind it is."""
        return self.memory if self.memory is not None else (self.chunk or "")

    @property
    def kind(self) -> Literal["memory", "chunk"]:
        return "memory" if self.memory is not None else "chunk"


class SearchResponse(ResponseModel):
    results: list[SearchResult] = Field(default_factory=list)
    search_time: float = 0.0
