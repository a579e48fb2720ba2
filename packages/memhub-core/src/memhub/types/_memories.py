"""Memories: reading one with its history, forgetting, and the review queue."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Any, Literal

from pydantic import Field, StrictBool, StringConstraints

from ._base import Omittable, RequestModel, ResponseModel
from ._documents import IdError, Memory
from ._search import IncludedDocument, RelatedMemories

__all__ = [
    "MAX_FORGET_IDS",
    "ForgetMatch",
    "ForgetMatchingRequest",
    "ForgetMemoriesRequest",
    "ForgetResult",
    "InferredMemory",
    "InferredMemoryList",
    "MemoryDetails",
    "MemoryDetailsIncluded",
    "MemoryInclude",
    "ReviewAction",
    "ReviewRequest",
    "ReviewResult",
    "ReviewStatus",
]

MAX_FORGET_IDS = 500

MemoryInclude = Literal["related", "documents"]
ReviewAction = Literal["approve", "decline", "undo"]
ReviewStatus = Literal["approved", "declined"]


class ForgetMemoriesRequest(RequestModel):
    """`DELETE /ns/{namespace}/memories`: soft-forget exact ids."""

    ids: Annotated[
        list[Annotated[str, StringConstraints(min_length=1)]],
        Field(min_length=1, max_length=MAX_FORGET_IDS),
    ]


class ForgetMatchingRequest(RequestModel):
    """`DELETE /ns/{namespace}/memories/semantic`: `dry_run` is required on purpose."""

    query: Annotated[str, StringConstraints(min_length=1, max_length=2000)]
    dry_run: StrictBool


class ForgetMatch(ResponseModel):
    id: str
    memory: str = ""


class ForgetResult(ResponseModel):
    """The same envelope for a preview (dry run) and for an applied forget."""

    count: int = 0
    errors: list[IdError] = Field(default_factory=list)
    matches: list[ForgetMatch] = Field(default_factory=list)


class MemoryDetailsIncluded(ResponseModel):
    related: Omittable[RelatedMemories] = None
    document: Omittable[IncludedDocument] = None


class MemoryDetails(Memory):
    """`GET /ns/{namespace}/memories/{id}`."""

    included: Omittable[MemoryDetailsIncluded] = None


class InferredMemory(ResponseModel):
    """An unreviewed inference waiting in the review queue."""

    id: str
    memory: str = ""
    parent_count: int = 0
    metadata: dict[str, Any] = Field(default_factory=dict)
    created_at: Omittable[datetime] = None
    updated_at: Omittable[datetime] = None


class InferredMemoryList(ResponseModel):
    """`GET /ns/{namespace}/memories/inferred` (memhub extension)."""

    memories: list[InferredMemory] = Field(default_factory=list)
    total: int = 0


class ReviewRequest(RequestModel):
    """`POST /ns/{namespace}/memories/{id}/review` (memhub extension)."""

    action: ReviewAction


class ReviewResult(ResponseModel):
    id: str
    is_inference: bool = False
    is_forgotten: bool = False
    review_status: Omittable[ReviewStatus] = None
