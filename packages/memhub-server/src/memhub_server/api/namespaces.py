"""Namespace, organization and health routes, and the platform features memhub omits."""

from __future__ import annotations

import re
from typing import Annotated

from fastapi import APIRouter, Query
from starlette.responses import Response

from memhub import types as t

from .._version import __version__
from ..services.errors import InvalidInput
from .deps import Caller, EngineDep, NamespacePath
from .errors import error_response
from .wire import wire

router = APIRouter()

_NAMESPACE = re.compile(t.NAMESPACE_PATTERN)


@router.get("/health")
def health() -> Response:
    return wire(t.Health(status="ok", version=__version__))


@router.get("/ns")
@router.get("/namespaces")
def list_namespaces(
    caller: Caller,
    engine: EngineDep,
    page: Annotated[int, Query(ge=1)] = 1,
    limit: Annotated[int, Query(ge=1, le=100)] = 10,
    q: Annotated[str | None, Query(max_length=100)] = None,
) -> Response:
    return wire(engine.namespaces.list(caller, page=page, limit=limit, query=q))


@router.get("/ns/{namespace}")
def get_namespace(namespace: NamespacePath, caller: Caller, engine: EngineDep) -> Response:
    caller.check_read(namespace)
    return wire(engine.namespaces.get(namespace))


@router.patch("/ns/{namespace}")
def update_namespace(
    namespace: NamespacePath, body: t.UpdateNamespaceRequest, caller: Caller, engine: EngineDep
) -> Response:
    caller.check_write(namespace)
    return wire(engine.namespaces.update(namespace, body))


@router.delete("/ns/{namespace}")
def delete_namespace(
    namespace: NamespacePath,
    caller: Caller,
    engine: EngineDep,
    move_to: Annotated[str | None, Query(alias="moveTo", max_length=100)] = None,
) -> Response:
    caller.check_write(namespace)
    if move_to is not None:
        if not _NAMESPACE.match(move_to):
            raise InvalidInput("Invalid move destination: not a valid namespace name")
        caller.check_write(move_to)
    result = engine.namespaces.delete(namespace, move_to)
    return wire(result, status_code=202 if result.status == "queued" else 200)


@router.get("/organization")
def get_organization(caller: Caller, engine: EngineDep) -> Response:
    return wire(engine.namespaces.organization())


@router.patch("/organization")
def update_organization(
    body: t.UpdateOrganizationRequest, caller: Caller, engine: EngineDep
) -> Response:
    caller.check_admin()
    return wire(engine.namespaces.update_organization(body))


_NOT_SERVED = (
    "{feature} are a feature of the hosted Supermemory platform and are not available on "
    "memhub; ingest content through the document routes instead"
)


@router.api_route("/connectors", methods=["GET", "POST"])
@router.api_route("/connectors/{rest:path}", methods=["GET", "POST", "PATCH", "DELETE"])
@router.api_route("/ns/{namespace}/connectors", methods=["GET", "POST"])
@router.api_route(
    "/ns/{namespace}/connectors/{rest:path}", methods=["GET", "POST", "PATCH", "DELETE"]
)
def connectors() -> Response:
    return error_response(404, _NOT_SERVED.format(feature="Connectors"))


@router.post("/feedback")
def feedback() -> Response:
    return error_response(404, _NOT_SERVED.format(feature="Feedback reports"))
