"""The v3/v4 request and response bodies, as the official 3.x clients send and read them.

Requests are strict like memhub's own: an unknown key is a 400. Every field a
published 3.x client sends is accepted; the few memhub cannot act on are named in
their descriptions (and in the README's legacy section).
"""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Any, Literal

from pydantic import Field, StrictBool, StrictFloat, StrictInt, StringConstraints, model_validator

from memhub import types as t

from ...store.memories import MemoryRecord
from .tags import MAX_TAGS

__all__ = [
    "AddDocument",
    "BatchAdd",
    "BatchItem",
    "BulkDelete",
    "BulkDeleted",
    "Conversation",
    "ConversationAdded",
    "Defaults",
    "DocumentChunks",
    "DocumentSearch",
    "DocumentSearchResponse",
    "ForgetMemory",
    "Forgotten",
    "LegacyBatchResult",
    "LegacyDocument",
    "LegacyListItem",
    "LegacyListResponse",
    "ListDocuments",
    "MemoryRevised",
    "MemorySearch",
    "MemorySearchResponse",
    "ProcessingList",
    "ProfileAnswer",
    "ProfileQuery",
    "Settings",
    "SettingsUpdate",
    "SettingsUpdated",
    "UpdateDocument",
    "UpdateMemory",
]

Tag = Annotated[str, StringConstraints(min_length=1, max_length=1000)]
"""A container tag: any non-blank text; one that is not a namespace name is mapped."""
Tags = Annotated[list[Tag], Field(max_length=MAX_TAGS)]
CustomId = Annotated[str, StringConstraints(min_length=1, max_length=255)]
EntityContext = Annotated[str, StringConstraints(max_length=1500)]
LegacyTaskType = Literal["memory", "superrag"]
Filters = dict[str, Any] | str
"""A legacy QueryFilter (`{"AND": [...]}` / `{"OR": [...]}`) or its JSON text."""
Threshold = Annotated[StrictFloat | StrictInt, Field(ge=0, le=1)]
Query = Annotated[str, StringConstraints(min_length=1, max_length=t.MAX_QUERY_CHARS)]
Digits = Annotated[str, StringConstraints(pattern=r"^[0-9]{1,7}$")]
PageNumber = Annotated[StrictInt, Field(ge=1, le=t.MAX_PAGE)] | Digits
"""A page number: the legacy API also takes it as a numeric string."""
MAX_LIST_LIMIT = 1100
ListLimit = Annotated[StrictInt, Field(ge=1, le=MAX_LIST_LIMIT)] | Digits
_FILEPATH = "Accepted for compatibility; memhub keeps no file paths, so it has no effect."


class _Tagged(t.RequestModel):
    container_tag: Tag | None = None
    container_tags: Tags | None = None


class Defaults(_Tagged):
    """The fields a batch sets for all its documents, and each document for itself."""

    document_date: t.IsoDate | None = None
    dreaming: t.DreamingMode | None = None
    entity_context: EntityContext | None = None
    filepath: str | None = Field(None, description=_FILEPATH)
    filter_by_metadata: t.Metadata | None = None
    metadata: t.Metadata | None = None
    task_type: LegacyTaskType | None = None


class _DocumentFields(Defaults):
    custom_id: CustomId | None = None


class AddDocument(_DocumentFields):
    """`POST /v3/documents`."""

    content: str


class BatchItem(_DocumentFields):
    content: str


class BatchAdd(Defaults):
    """`POST /v3/documents/batch`: the top-level fields are defaults for every item."""

    documents: Annotated[
        list[BatchItem | str], Field(min_length=1, max_length=t.MAX_BATCH_DOCUMENTS)
    ]
    content: None = Field(None, description="Always null when sent (the generated SDK sends it).")

    @model_validator(mode="before")
    @classmethod
    def _null_content(cls, data: Any) -> Any:
        # `content: null` is the one null the contract lists here; drop it before the
        # generic "optional fields are not null" check sees it.
        if isinstance(data, dict) and "content" in data and data["content"] is None:
            data = {k: v for k, v in data.items() if k != "content"}
        return data


class UpdateDocument(_DocumentFields):
    """`PATCH /v3/documents/{id}`."""

    content: str | None = None


class ListDocuments(t.RequestModel):
    """`POST /v3/documents/list`: several tags list the documents of any of them."""

    container_tags: Tags | None = None
    filters: Filters | None = None
    include_content: StrictBool | None = None
    limit: ListLimit | None = None
    page: PageNumber | None = None
    order: t.SortOrder | None = None
    sort: Literal["createdAt", "updatedAt"] | None = None
    filepath: str | None = Field(None, description="Not supported by memhub: a 400 when sent.")


class BulkDelete(t.RequestModel):
    """`DELETE /v3/documents/bulk`: `ids`, or `containerTags` to empty whole containers."""

    ids: Annotated[list[CustomId], Field(min_length=1, max_length=t.MAX_DELETE_IDS)] | None = None
    container_tags: Annotated[list[Tag], Field(min_length=1, max_length=MAX_TAGS)] | None = None
    filepath: str | None = Field(None, description="Not supported by memhub: a 400 when sent.")


class DocumentSearch(_Tagged):
    """`POST /v3/search`: chunks grouped by their document."""

    q: Query
    chunk_threshold: Threshold | None = None
    document_threshold: Threshold | None = Field(None, description="Deprecated; no effect.")
    doc_id: CustomId | None = None
    filters: Filters | None = None
    include_full_docs: StrictBool | None = None
    include_summary: StrictBool | None = None
    limit: Annotated[StrictInt, Field(ge=1, le=100)] | None = None
    only_matching_chunks: StrictBool | None = None
    rerank: StrictBool | None = None
    rewrite_query: StrictBool | None = None
    categories_filter: list[str] | None = Field(None, description="Deprecated; no effect.")
    filepath: str | None = Field(None, description="Not supported by memhub: a 400 when sent.")


class MemorySearchInclude(t.RequestModel):
    chunks: StrictBool | None = None
    documents: StrictBool | None = None
    forgotten_memories: StrictBool | None = None
    related_memories: StrictBool | None = None
    summaries: StrictBool | None = None


class MemorySearch(_Tagged):
    """`POST /v4/search`: memories (default), hybrid, or document chunks."""

    q: Query
    aggregate: StrictBool | None = None
    filters: Filters | None = None
    include: MemorySearchInclude | None = None
    limit: Annotated[StrictInt, Field(ge=1, le=100)] | None = None
    rerank: StrictBool | None = None
    rewrite_query: StrictBool | None = None
    search_mode: Literal["memories", "hybrid", "documents"] | None = None
    threshold: Threshold | None = None
    filepath: str | None = Field(None, description="Not supported by memhub: a 400 when sent.")


class ProfileQuery(t.RequestModel):
    """`POST /v4/profile`; with `q`, the answer also carries `searchResults`."""

    container_tag: Tag
    q: Query | None = None
    threshold: Threshold | None = None
    filters: Filters | None = None
    include: list[Literal["static", "dynamic", "buckets"]] | None = None
    buckets: Annotated[list[t.BucketName], Field(max_length=t.MAX_BUCKETS)] | None = None
    limit: Annotated[StrictInt, Field(ge=1, le=100)] | None = Field(
        None, description="Sent by the Pipecat and Cartesia adapters: caps `searchResults`."
    )


class ForgetMemory(t.RequestModel):
    """`DELETE /v4/memories`: one memory, by `id` or by its exact text."""

    container_tag: Tag
    id: Annotated[str, StringConstraints(min_length=1, max_length=255)] | None = None
    content: Annotated[str, StringConstraints(min_length=1)] | None = None
    reason: Annotated[str, StringConstraints(max_length=1000)] | None = None


MemoryText = Annotated[str, StringConstraints(min_length=1, max_length=10_000)]
_CLEARABLE = frozenset({"forget_after", "forgetAfter", "forget_reason", "forgetReason"})


class TemporalContext(t.RequestModel):
    document_date: str | None = None
    event_date: list[str] | None = None


class MemoryFields(t.RequestModel):
    """What a caller may set on a memory it states or revises. `forgetAfter: null` and
    `forgetReason: null` mean "none" (the other fields stay omittable, not nullable)."""

    forget_after: t.IsoDate | None = None
    forget_reason: Annotated[str, StringConstraints(max_length=1000)] | None = None
    metadata: t.Metadata | None = None
    temporal_context: TemporalContext | None = Field(
        None, description="Kept in the memory's metadata under `temporalContext`."
    )

    @classmethod
    def __pydantic_init_subclass__(cls, **kwargs: Any) -> None:
        super().__pydantic_init_subclass__(**kwargs)
        cls._optional_keys = cls._optional_keys - _CLEARABLE

    def merged_metadata(self) -> dict[str, Any] | None:
        """`metadata` with `temporalContext` in it; None when neither was sent."""
        if self.metadata is None and self.temporal_context is None:
            return None
        merged: dict[str, Any] = dict(self.metadata or {})
        if self.temporal_context is not None:
            merged["temporalContext"] = self.temporal_context.to_wire()
        return merged


class UpdateMemory(MemoryFields):
    """`PATCH /v4/memories`: a new version of one memory, by `id` or its exact text.
    `forgetAfter`/`forgetReason` left out keep the previous version's; `null` clears."""

    container_tag: Tag
    new_content: MemoryText
    id: Annotated[str, StringConstraints(min_length=1, max_length=255)] | None = None
    content: Annotated[str, StringConstraints(min_length=1)] | None = None


class MessagePart(t.RequestModel):
    type: Literal["text", "image_url"]
    text: str | None = None
    image_url: dict[str, Any] | None = Field(None, alias="image_url")
    image_url_camel: dict[str, Any] | None = Field(None, alias="imageUrl")


class ConversationMessage(t.RequestModel):
    role: Literal["user", "assistant", "system", "tool"]
    content: str | list[MessagePart]
    name: str | None = None
    tool_calls: list[Any] | None = Field(None, alias="tool_calls")
    tool_call_id: str | None = Field(None, alias="tool_call_id")


class Conversation(t.RequestModel):
    """`POST /v4/conversations`: the whole conversation so far, resent each turn."""

    conversation_id: Annotated[str, StringConstraints(min_length=1, max_length=255)]
    messages: Annotated[list[ConversationMessage], Field(min_length=1)]
    container_tag: Tag | None = None
    container_tags: Tags | None = None
    metadata: t.Metadata | None = None
    entity_context: EntityContext | None = None


class SettingsUpdate(t.RequestModel):
    """`PATCH /v3/settings`: `filterPrompt` is the organization's context; `null` clears it,
    leaving it out changes nothing."""

    filter_prompt: Annotated[str, StringConstraints(max_length=20_000)] | None = None


SettingsUpdate._optional_keys = frozenset()  # `filterPrompt: null` means "clear"


# -- responses ----------------------------------------------------------------------------


class LegacyMemory(t.ResponseModel):
    id: str
    memory: str
    created_at: datetime
    updated_at: datetime | None = None
    is_latest: bool = True
    is_forgotten: bool = False
    is_static: bool = False
    is_inference: bool = False
    version: int = 1
    source_count: int = 1
    metadata: dict[str, Any] | None = None
    parent_memory_id: str | None = None
    root_memory_id: str | None = None


class LegacyListItem(t.ResponseModel):
    """A document in a v3 listing."""

    id: str
    custom_id: str | None = None
    connection_id: None = None
    container_tags: list[str] = Field(default_factory=list)
    title: str | None = None
    summary: str | None = None
    type: str = "text"
    url: str | None = None
    filepath: None = None
    metadata: dict[str, Any] | None = None
    status: str = "unknown"
    created_at: datetime
    updated_at: datetime
    content: t.Omittable[str] = None
    """Only with `includeContent`."""


class LegacyDocument(LegacyListItem):
    """`GET /v3/documents/{id}`: the listing's fields, the content, and the memories."""

    content: str | None = None
    raw: str | None = None
    source: str | None = None
    og_image: None = None
    dreaming_status: str = "dreaming"
    task_type: str = "memory"
    latest_revision: int = 1
    memories: t.Omittable[list[LegacyMemory]] = None


class LegacyChunk(t.ResponseModel):
    id: str
    position: int
    content: str
    type: str = "text"
    metadata: dict[str, Any] | None = None
    created_at: datetime | None = None


class DocumentChunks(t.ResponseModel):
    """`GET /v3/documents/{id}/chunks`: the chunks in order of position."""

    document_id: str
    chunks: list[LegacyChunk] = Field(default_factory=list)
    total: int = 0


class LegacyListResponse(t.ResponseModel):
    """The documents are under `memories`, as the v3 API has it."""

    memories: list[LegacyListItem] = Field(default_factory=list)
    pagination: t.Pagination = Field(default_factory=t.Pagination)


class ProcessingList(t.ResponseModel):
    documents: list[LegacyListItem] = Field(default_factory=list)
    total_count: int = 0


class LegacyBatchResult(t.ResponseModel):
    results: list[t.BatchAddItemResult] = Field(default_factory=list)
    success: int = 0
    failed: int = 0


class BulkDeleted(t.ResponseModel):
    success: bool = True
    deleted_count: int = 0
    errors: t.Omittable[list[t.IdError]] = None
    container_tags: t.Omittable[list[str]] = None


class SearchChunk(t.ResponseModel):
    content: str
    is_relevant: bool = True
    score: float = 0.0
    position: int = 0


class DocumentHit(t.ResponseModel):
    document_id: str
    title: str | None = None
    type: str | None = None
    metadata: dict[str, Any] | None = None
    score: float = 0.0
    chunks: list[SearchChunk] = Field(default_factory=list)
    summary: t.Omittable[str] = None
    content: t.Omittable[str] = None
    created_at: datetime | None = None
    updated_at: datetime | None = None


class DocumentSearchResponse(t.ResponseModel):
    results: list[DocumentHit] = Field(default_factory=list)
    timing: float = 0.0
    total: int = 0


class ContextMemory(t.ResponseModel):
    memory: str
    relation: str
    version: t.Omittable[int] = None
    metadata: dict[str, Any] | None = None
    updated_at: datetime | None = None


class ResultContext(t.ResponseModel):
    parents: list[ContextMemory] = Field(default_factory=list)
    children: list[ContextMemory] = Field(default_factory=list)
    related: list[ContextMemory] = Field(default_factory=list)


class ResultDocument(t.ResponseModel):
    id: str
    title: str | None = None
    type: str | None = None
    metadata: dict[str, Any] | None = None
    summary: str | None = None
    created_at: datetime | None = None
    updated_at: datetime | None = None


class MemoryHit(t.ResponseModel):
    id: str
    memory: t.Omittable[str] = None
    chunk: t.Omittable[str] = None
    metadata: dict[str, Any] | None = None
    similarity: float = 0.0
    updated_at: datetime | None = None
    version: t.Omittable[int] = None
    context: t.Omittable[ResultContext] = None
    documents: t.Omittable[list[ResultDocument]] = None


class MemorySearchResponse(t.ResponseModel):
    results: list[MemoryHit] = Field(default_factory=list)
    timing: float = 0.0
    total: int = 0


class LegacyProfile(t.ResponseModel):
    static: t.Omittable[list[str]] = None
    dynamic: t.Omittable[list[str]] = None
    buckets: t.Omittable[dict[str, list[str]]] = None


class ProfileAnswer(t.ResponseModel):
    profile: LegacyProfile = Field(default_factory=LegacyProfile)
    search_results: t.Omittable[MemorySearchResponse] = None


class Forgotten(t.ResponseModel):
    id: str
    forgotten: bool = True


class WrittenMemory(t.ResponseModel):
    """A memory as `POST` and `PATCH /v4/memories` report what they wrote."""

    id: str
    memory: str
    created_at: datetime
    forget_after: datetime | None = None
    forget_reason: str | None = None
    metadata: dict[str, Any] | None = None

    @staticmethod
    def fields_of(record: MemoryRecord) -> dict[str, Any]:
        return {
            "id": record.id,
            "memory": record.text,
            "created_at": record.created_at,
            "forget_after": record.forget_after,
            "forget_reason": record.forget_reason,
            "metadata": record.metadata or None,
        }


class MemoryRevised(WrittenMemory):
    """`PATCH /v4/memories`: the new version."""

    version: int
    parent_memory_id: str | None = None
    root_memory_id: str | None = None


class ConversationAdded(t.ResponseModel):
    id: str
    conversation_id: str
    status: str


class SettingsUpdated(t.ResponseModel):
    """`PATCH /v3/settings`: what changed, under `updated`."""

    org_id: str = "memhub"
    org_slug: str = "memhub"
    updated: dict[str, Any] = Field(default_factory=dict)


class Settings(t.ResponseModel):
    filter_prompt: str | None = None
    should_llm_filter: bool | None = None
    chunk_size: None = None
    include_items: None = None
    exclude_items: None = None
    profile_buckets: list[dict[str, str]] = Field(default_factory=list)
