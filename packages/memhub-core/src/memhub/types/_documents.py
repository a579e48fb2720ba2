"""Documents: raw input (text, transcripts, files) and their processing state."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Any, Literal

from pydantic import Field, StringConstraints

from ._base import (
    DocumentId,
    IsoDate,
    Metadata,
    Omittable,
    RequestModel,
    ResponseModel,
    Timestamps,
)

__all__ = [
    "MAX_BATCH_DOCUMENTS",
    "MAX_DELETE_IDS",
    "AddDocumentRequest",
    "BatchAddItemResult",
    "BatchAddRequest",
    "BatchAddResult",
    "Chunk",
    "ChunkSystem",
    "DeleteDocumentsRequest",
    "DeleteDocumentsResult",
    "Document",
    "DocumentInclude",
    "DocumentInput",
    "DocumentRef",
    "DocumentStatus",
    "DocumentSystem",
    "DreamingMode",
    "DreamingStatus",
    "FileType",
    "IdError",
    "Memory",
    "TaskType",
    "UpdateDocumentRequest",
]

MAX_BATCH_DOCUMENTS = 600
MAX_DELETE_IDS = 100

TaskType = Literal["memory", "superrag", "store"]
"""`store` is memhub's: keep the content verbatim, never index or mine it (the document
is `done` at once and never appears in search); fixed when the document is created."""
DreamingMode = Literal["dynamic", "instant"]
DocumentStatus = Literal[
    "unknown", "queued", "extracting", "chunking", "embedding", "indexing", "done", "failed"
]
DreamingStatus = Literal["dreaming", "done", "failed"]
"""`failed` is memhub's: memory formation for this document gave up (reason in `system.error`)."""
FileType = Literal["text", "pdf", "image", "video", "audio"]
"""The `fileType` form field of an upload: the source type, when the file does not say."""
DocumentInclude = Literal["chunks", "memories"]

SupportingContext = Annotated[str, StringConstraints(max_length=1500)]


class DocumentInput(RequestModel):
    """One document to ingest; a reused `id` appends to that document."""

    content: str
    id: DocumentId | None = None
    supporting_context: SupportingContext | None = None
    metadata: Metadata | None = None
    group: Metadata | None = None
    date: IsoDate | None = None


class AddDocumentRequest(DocumentInput):
    """`POST /ns/{namespace}/document`."""

    task_type: TaskType | None = None
    dreaming: DreamingMode | None = None


class BatchAddRequest(RequestModel):
    """`POST /ns/{namespace}/document/batch`."""

    documents: Annotated[list[DocumentInput], Field(min_length=1, max_length=MAX_BATCH_DOCUMENTS)]
    task_type: TaskType | None = None
    dreaming: DreamingMode | None = None


class UpdateDocumentRequest(RequestModel):
    """`PATCH /ns/{namespace}/document/{id}`: supplied content replaces the old content."""

    content: str | None = None
    supporting_context: SupportingContext | None = None
    metadata: Metadata | None = None
    group: Metadata | None = None
    date: IsoDate | None = None
    task_type: TaskType | None = None
    dreaming: DreamingMode | None = None


class DeleteDocumentsRequest(RequestModel):
    """`DELETE /ns/{namespace}/document` (a JSON body on DELETE)."""

    ids: Annotated[list[DocumentId], Field(min_length=1, max_length=MAX_DELETE_IDS)]


class DocumentRef(ResponseModel):
    """The answer to a write: which document, and its state after the request."""

    id: str
    status: DocumentStatus | str = "unknown"


class BatchAddItemResult(ResponseModel):
    id: str | None = None
    status: DocumentStatus | Literal["error"] | str = "unknown"
    error: Omittable[str] = None
    details: Omittable[Any] = None
    url: Omittable[str] = None


class BatchAddResult(ResponseModel):
    results: list[BatchAddItemResult] = Field(default_factory=list)
    count: int = 0
    failed: int = 0


class IdError(ResponseModel):
    """A per-id failure inside an otherwise successful bulk call."""

    id: str
    error: str


class DeleteDocumentsResult(ResponseModel):
    count: int = 0
    errors: list[IdError] = Field(default_factory=list)


class DocumentSystem(Timestamps):
    status: DocumentStatus | str = "unknown"
    dreaming_status: DreamingStatus | str | None = None
    memory_count: Omittable[int] = None
    error: Omittable[str] = None


class ChunkSystem(ResponseModel):
    created_at: Omittable[datetime] = None


class Chunk(ResponseModel):
    id: str
    position: int = 0
    content: str = ""
    type: str = "text"
    metadata: dict[str, Any] = Field(default_factory=dict)
    system: ChunkSystem = Field(default_factory=ChunkSystem)


class Memory(ResponseModel):
    """A fact derived from documents. Versioned: an update makes a new version."""

    id: str
    memory: str = ""
    metadata: dict[str, Any] = Field(default_factory=dict)
    is_static: bool = False
    is_inference: bool = False
    is_latest: bool = True
    is_forgotten: bool = False
    version: int = 1
    system: Timestamps = Field(default_factory=Timestamps)


class Document(ResponseModel):
    """`GET /ns/{namespace}/document/{id}`; `chunks`/`memories` only when included."""

    id: str
    title: str | None = None
    type: str = "text"
    summary: str | None = None
    content: str | None = None
    metadata: dict[str, Any] = Field(default_factory=dict)
    system: DocumentSystem = Field(default_factory=DocumentSystem)
    chunks: Omittable[list[Chunk]] = None
    memories: Omittable[list[Memory]] = None
