"""`/v3/container-tags/*` and `POST /v4/profile/buckets`: a container tag's own settings,
listing, deletion and review queue, on the namespace, profile and memory services.

A tag is its namespace (see `tags`), so these are the v5 namespace routes under their
legacy names: `entityContext` is the namespace's supporting context, `profileBuckets`
its own (non-default) profile buckets, and deleting a tag deletes the namespace.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime
from typing import Annotated, Literal

from fastapi import Path
from pydantic import Field, RootModel, StringConstraints
from starlette.responses import Response

from memhub import types as t

from ...engine import Engine
from ...services.auth import Principal
from ...services.profiles import DEFAULT_BUCKETS
from ..deps import Caller, EngineDep
from ..errors import error_response
from ..openapi import ERROR_RESPONSE
from ..wire import wire
from .common import legacy_router
from .models import EntityContext, Tag
from .tags import namespace_of_tag, namespaces_of, visible

__all__ = ["router"]

router = legacy_router()

TagPath = Annotated[str, Path(min_length=1, max_length=1000, description="A container tag")]
_NOVA_PREFIX = "sm_project_"


class Bucket(t.RequestModel):
    key: t.BucketName
    description: Annotated[str, StringConstraints(max_length=2000)]


class BucketEntry(t.ResponseModel):
    key: str
    description: str


class TagSummary(t.ResponseModel):
    """One entry of `GET /v3/container-tags/list`."""

    id: str
    name: str
    container_tag: str
    description: str | None = None
    created_at: datetime | None = None
    updated_at: datetime | None = None
    is_experimental: bool = False
    is_nova: bool = False
    document_count: int = 0
    memory_count: int = 0
    last_activity_at: datetime | None = None


class TagList(RootModel[list[TagSummary]]):
    """`GET /v3/container-tags/list` answers a bare array."""


class TagSettings(t.ResponseModel):
    container_tag: str
    name: str | None = None
    entity_context: str | None = None
    profile_buckets: list[BucketEntry] = Field(default_factory=list)
    created_at: t.Omittable[datetime] = None
    updated_at: datetime | None = None


class TagUpdate(t.RequestModel):
    """`PATCH /v3/container-tags/{tag}`: `entityContext` (`null` clears it) and
    `profileBuckets` (replaces the tag's own buckets; the defaults always stay)."""

    entity_context: EntityContext | None = None
    profile_buckets: Annotated[list[Bucket], Field(max_length=t.MAX_BUCKETS)] | None = None
    name: Annotated[str, StringConstraints(min_length=1, max_length=100)] | None = Field(
        None, description="Not supported: memhub namespaces have no display name (a 400)."
    )


TagUpdate._optional_keys = TagUpdate._optional_keys - {"entity_context", "entityContext"}


class TagDeleted(t.ResponseModel):
    success: bool = True
    container_tag: str
    deleted_documents_count: int = 0
    deleted_memories_count: int = 0


class ReviewAction(t.RequestModel):
    action: Literal["approve", "decline", "undo"]


class BucketsQuery(t.RequestModel):
    container_tag: Tag


class BucketList(t.ResponseModel):
    buckets: list[BucketEntry] = Field(default_factory=list)


def _summaries(engine: Engine, caller: Principal) -> Iterator[TagSummary]:
    for entry in visible(engine, caller):
        yield TagSummary(
            id=entry.namespace,
            name=entry.namespace,
            container_tag=entry.namespace,
            description=entry.description,
            created_at=entry.system.created_at,
            updated_at=entry.system.updated_at,
            is_nova=entry.namespace.startswith(_NOVA_PREFIX),
            document_count=entry.document_count,
            memory_count=entry.memory_count,
            last_activity_at=entry.system.updated_at,
        )


@router.get(
    "/v3/container-tags/list",
    response_model=TagList,
    summary="Every container tag the key may read (v3)",
    description="A flat array; `containerTag` is the namespace the tag maps to.",
)
def list_tags(caller: Caller, engine: EngineDep) -> Response:
    return wire(TagList(list(_summaries(engine, caller))))


def _own_buckets(engine: Engine, namespace: str) -> list[BucketEntry]:
    return [
        BucketEntry(key=key, description=text)
        for key, text in engine.profiles.buckets(namespace).items()
        if key not in DEFAULT_BUCKETS
    ]


def _settings(engine: Engine, tag: str, namespace: str) -> TagSettings:
    details = engine.namespaces.get(namespace)
    return TagSettings(
        container_tag=tag,
        entity_context=details.supporting_context,
        profile_buckets=_own_buckets(engine, namespace),
        created_at=details.system.created_at,
        updated_at=details.system.updated_at,
    )


@router.get(
    "/v3/container-tags/{tag}",
    response_model=TagSettings,
    summary="A container tag's settings (v3)",
)
def get_tag(tag: TagPath, caller: Caller, engine: EngineDep) -> Response:
    namespace = namespace_of_tag(tag)
    caller.check_read(namespace)
    return wire(_settings(engine, tag, namespace))


@router.patch(
    "/v3/container-tags/{tag}",
    response_model=TagSettings,
    summary="Set a container tag's entity context and profile buckets (v3)",
)
def update_tag(tag: TagPath, body: TagUpdate, caller: Caller, engine: EngineDep) -> Response:
    namespace = namespace_of_tag(tag)
    caller.check_write(namespace)
    if body.name is not None:
        return error_response(
            400, "Invalid request: name is not supported (memhub namespaces have no display name)"
        )
    engine.namespaces.get(namespace)  # 404 before anything changes
    if "entity_context" in body.model_fields_set:
        change = t.UpdateNamespaceRequest(supporting_context=body.entity_context)
        engine.namespaces.update(namespace, change)
    if body.profile_buckets is not None:
        wanted = {bucket.key: bucket.description for bucket in body.profile_buckets}
        dropped = [b.key for b in _own_buckets(engine, namespace) if b.key not in wanted]
        if dropped:
            engine.profiles.delete_buckets(namespace, dropped)
        if wanted:
            engine.profiles.set_buckets(namespace, wanted)
    settings = _settings(engine, tag, namespace)
    settings.created_at = None
    return wire(settings)


@router.delete(
    "/v3/container-tags/{tag}",
    response_model=TagDeleted,
    summary="Delete a container tag with its documents and memories (v3)",
)
def delete_tag(tag: TagPath, caller: Caller, engine: EngineDep) -> Response:
    namespace = namespace_of_tag(tag)
    caller.check_write(namespace)
    deleted = engine.namespaces.delete(namespace, None)
    return wire(
        TagDeleted(
            container_tag=tag,
            deleted_documents_count=deleted.deleted_documents_count or 0,
            deleted_memories_count=deleted.deleted_memories_count or 0,
        )
    )


@router.post(
    "/v3/container-tags/merge",
    status_code=404,
    responses={404: {**ERROR_RESPONSE, "description": "Not served by memhub"}},
    summary="Merge container tags (v3; not served)",
)
def merge_tags() -> Response:
    return error_response(
        404,
        "Merging container tags is not available on memhub: move one namespace into another "
        "with DELETE /ns/{namespace}?moveTo=<target>",
    )


@router.get(
    "/v3/container-tags/{tag}/inferred",
    response_model=t.InferredMemoryList,
    summary="Inferred memories waiting for review (v3)",
)
def inferred(tag: TagPath, caller: Caller, engine: EngineDep) -> Response:
    namespace = namespace_of_tag(tag)
    caller.check_read(namespace)
    return wire(engine.memories.inferred(namespace))


@router.post(
    "/v3/container-tags/{tag}/inferred/{memory_id}/review",
    response_model=t.ReviewResult,
    summary="Approve, decline or undo the review of an inferred memory (v3)",
)
def review(
    tag: TagPath, memory_id: str, body: ReviewAction, caller: Caller, engine: EngineDep
) -> Response:
    namespace = namespace_of_tag(tag)
    caller.check_write(namespace)
    return wire(engine.memories.review(namespace, memory_id, body.action))


@router.post(
    "/v4/profile/buckets",
    response_model=BucketList,
    summary="The profile buckets in effect for a container tag (v4)",
    description="The default buckets, then the tag's own.",
)
def profile_buckets(body: BucketsQuery, caller: Caller, engine: EngineDep) -> Response:
    namespace = namespaces_of(caller, body.container_tag, None, access="read")[0]
    buckets = engine.profiles.buckets(namespace)
    return wire(BucketList(buckets=[BucketEntry(key=k, description=v) for k, v in buckets.items()]))
