"""Memory routes: read one, forget, semantic forget, the review queue, the graph feed."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query
from starlette.responses import Response

from memhub import types as t

from .decoding import StrictRoute
from .deps import Caller, EngineDep, NamespacePath
from .documents import include_values
from .wire import wire

router = APIRouter(prefix="/ns/{namespace}", route_class=StrictRoute)


@router.delete("/memories", response_model=t.ForgetResult)
def forget(
    namespace: NamespacePath, body: t.ForgetMemoriesRequest, caller: Caller, engine: EngineDep
) -> Response:
    caller.check_write(namespace)
    return wire(engine.memories.forget(namespace, body.ids))


@router.delete("/memories/semantic", response_model=t.ForgetResult)
def forget_matching(
    namespace: NamespacePath, body: t.ForgetMatchingRequest, caller: Caller, engine: EngineDep
) -> Response:
    if body.dry_run:
        caller.check_read(namespace)
    else:
        caller.check_write(namespace)
    vector = engine.search.memory_vector(namespace, body.query)
    return wire(engine.memories.forget_matching(namespace, body.query, vector, body.dry_run))


@router.get("/memories/inferred", response_model=t.InferredMemoryList)
def inferred(namespace: NamespacePath, caller: Caller, engine: EngineDep) -> Response:
    caller.check_read(namespace)
    return wire(engine.memories.inferred(namespace))


@router.post("/memories/{memory_id}/review", response_model=t.ReviewResult)
def review(
    namespace: NamespacePath,
    memory_id: str,
    body: t.ReviewRequest,
    caller: Caller,
    engine: EngineDep,
) -> Response:
    caller.check_write(namespace)
    return wire(engine.memories.review(namespace, memory_id, body.action))


@router.get("/memories/{memory_id}", response_model=t.MemoryDetails)
def get_memory(
    namespace: NamespacePath,
    memory_id: str,
    caller: Caller,
    engine: EngineDep,
    include: Annotated[list[str] | None, Query()] = None,
    related_limit: Annotated[int, Query(alias="relatedLimit", ge=1, le=100)] = 10,
) -> Response:
    caller.check_read(namespace)
    wanted = include_values(include, {"related", "documents"})
    return wire(engine.memories.get(namespace, memory_id, wanted, related_limit))


@router.get("/graph", response_model=t.GraphResponse)
def graph(
    namespace: NamespacePath,
    caller: Caller,
    engine: EngineDep,
    page: Annotated[int, Query(ge=1, le=t.MAX_PAGE)] = 1,
    limit: Annotated[int, Query(ge=1, le=100)] = 10,
) -> Response:
    caller.check_read(namespace)
    return wire(engine.memories.graph(namespace, page, limit))
