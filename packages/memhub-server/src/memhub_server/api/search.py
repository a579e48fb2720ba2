"""Recall routes: search, profile and buckets, listing."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Body, Header, Query
from starlette.responses import Response

from memhub import types as t

from ..services.errors import InvalidInput
from .decoding import StrictRoute
from .deps import Caller, EngineDep, NamespacePath, run_query
from .wire import wire

router = APIRouter(prefix="/ns/{namespace}", route_class=StrictRoute)


@router.post("/search", response_model=t.SearchResponse)
async def search(
    namespace: NamespacePath, body: t.SearchRequest, caller: Caller, engine: EngineDep
) -> Response:
    caller.check_read(namespace)
    return wire(await run_query(engine, engine.search.search, namespace, body))


@router.post(
    "/profile",
    response_model=t.ProfileResponse,
    responses={
        200: {"content": {"text/markdown": {"schema": {"type": "string"}}}},
    },
)
async def profile(
    namespace: NamespacePath,
    caller: Caller,
    engine: EngineDep,
    body: Annotated[t.ProfileRequest | None, Body()] = None,
    accept: Annotated[str | None, Header()] = None,
) -> Response:
    caller.check_read(namespace)
    result = await run_query(engine, engine.profiles.profile, namespace, body or t.ProfileRequest())
    if accept and "text/markdown" in accept:
        markdown = engine.profiles.markdown(namespace, result.profile)
        return Response(markdown, media_type="text/markdown")
    return wire(result)


@router.get("/profile/buckets", response_model=t.ProfileBuckets)
def get_buckets(namespace: NamespacePath, caller: Caller, engine: EngineDep) -> Response:
    caller.check_read(namespace)
    return wire(t.ProfileBuckets(buckets=engine.profiles.buckets(namespace)))


@router.put("/profile/buckets", response_model=t.ProfileBuckets)
def set_buckets(
    namespace: NamespacePath, body: t.SetBucketsRequest, caller: Caller, engine: EngineDep
) -> Response:
    caller.check_write(namespace)
    return wire(engine.profiles.set_buckets(namespace, dict(body.buckets)))


@router.delete("/profile/buckets", response_model=t.ProfileBuckets)
def delete_buckets(
    namespace: NamespacePath, body: t.DeleteBucketsRequest, caller: Caller, engine: EngineDep
) -> Response:
    caller.check_write(namespace)
    return wire(engine.profiles.delete_buckets(namespace, body.buckets))


@router.post("/list/documents/memory-counts", response_model=t.MemoryCountsResponse)
def memory_counts(
    namespace: NamespacePath, body: t.MemoryCountsRequest, caller: Caller, engine: EngineDep
) -> Response:
    caller.check_read(namespace)
    return wire(engine.documents.memory_counts(namespace, body))


@router.post("/list/{kind}", response_model=t.ListResponse)
def list_items(
    namespace: NamespacePath,
    kind: t.ListType,
    caller: Caller,
    engine: EngineDep,
    params: Annotated[t.ListParams, Query()],
    body: Annotated[t.ListRequest | None, Body()] = None,
) -> Response:
    caller.check_read(namespace)
    if params.sort == "position" and kind != "chunks":
        raise InvalidInput("Invalid request: sort=position applies to chunks only")
    request = body or t.ListRequest()
    if kind == "documents":
        return wire(engine.documents.list_documents(namespace, params, request))
    if kind == "chunks":
        return wire(engine.documents.list_chunks(namespace, params, request))
    return wire(engine.memories.list_page(namespace, params, request))
