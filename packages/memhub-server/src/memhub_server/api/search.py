"""Recall routes: search, profile and buckets, listing."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Body, Header, Query
from starlette.responses import JSONResponse, Response

from memhub import types as t

from ..services.documents import empty_listing
from .deps import Caller, EngineDep, NamespacePath
from .wire import wire

router = APIRouter(prefix="/ns/{namespace}")


@router.post("/search")
def search(
    namespace: NamespacePath, body: t.SearchRequest, caller: Caller, engine: EngineDep
) -> JSONResponse:
    caller.check_read(namespace)
    return wire(engine.search.search(namespace, body))


@router.post("/profile")
def profile(
    namespace: NamespacePath,
    caller: Caller,
    engine: EngineDep,
    body: Annotated[t.ProfileRequest | None, Body()] = None,
    accept: Annotated[str | None, Header()] = None,
) -> Response:
    caller.check_read(namespace)
    # Memory formation (dreaming) is not part of this engine yet, so the profile is
    # truthfully empty: no durable or recent facts have been learned.
    result = t.ProfileResponse(profile=t.Profile(static=[], dynamic=[], buckets={}))
    if accept and "text/markdown" in accept:
        return Response(_markdown(namespace, result.profile), media_type="text/markdown")
    return wire(result)


def _markdown(namespace: str, profile: t.Profile) -> str:
    lines = [f"# Profile: {namespace}", ""]
    for title, facts in (("Static", profile.static), ("Dynamic", profile.dynamic)):
        lines += [f"## {title}", ""]
        lines += [f"- {fact.memory}" for fact in facts] or ["_Nothing recorded yet._"]
        lines.append("")
    return "\n".join(lines)


@router.post("/list/documents/memory-counts")
def memory_counts(
    namespace: NamespacePath, body: t.MemoryCountsRequest, caller: Caller, engine: EngineDep
) -> JSONResponse:
    caller.check_read(namespace)
    return wire(engine.documents.memory_counts(namespace, body))


@router.post("/list/{kind}")
def list_items(
    namespace: NamespacePath,
    kind: t.ListType,
    caller: Caller,
    engine: EngineDep,
    params: Annotated[t.ListParams, Query()],
    body: Annotated[t.ListRequest | None, Body()] = None,
) -> JSONResponse:
    caller.check_read(namespace)
    request = body or t.ListRequest()
    if kind == "documents":
        return wire(engine.documents.list_documents(namespace, params, request))
    if kind == "chunks":
        return wire(engine.documents.list_chunks(namespace, params, request))
    return wire(empty_listing(params))
