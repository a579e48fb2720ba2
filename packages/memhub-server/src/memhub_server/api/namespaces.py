"""Namespace, organization and health routes, and the platform features memhub omits."""

from __future__ import annotations

from collections.abc import Callable
from typing import Annotated

from fastapi import APIRouter, Path, Query
from starlette.responses import Response

from memhub import types as t

from .._version import __version__
from ..services.errors import InvalidInput
from .decoding import StrictRoute
from .deps import Caller, EngineDep, NamespacePath
from .errors import error_response
from .openapi import ERROR_RESPONSE
from .wire import wire

router = APIRouter(route_class=StrictRoute)


@router.get("/health", response_model=t.Health)
def health() -> Response:
    return wire(t.Health(status="ok", version=__version__))


@router.get("/ns", response_model=t.NamespaceList)
@router.get("/namespaces", response_model=t.NamespaceList)
def list_namespaces(
    caller: Caller,
    engine: EngineDep,
    page: Annotated[int, Query(ge=1, le=t.MAX_PAGE)] = 1,
    limit: Annotated[int, Query(ge=1, le=100)] = 10,
    q: Annotated[str | None, Query(max_length=100)] = None,
) -> Response:
    return wire(engine.namespaces.list(caller, page=page, limit=limit, query=q))


@router.get("/ns/{namespace}", response_model=t.NamespaceDetails)
def get_namespace(namespace: NamespacePath, caller: Caller, engine: EngineDep) -> Response:
    caller.check_read(namespace)
    return wire(engine.namespaces.get(namespace))


@router.patch("/ns/{namespace}", response_model=t.NamespaceDetails)
def update_namespace(
    namespace: NamespacePath, body: t.UpdateNamespaceRequest, caller: Caller, engine: EngineDep
) -> Response:
    caller.check_write(namespace)
    return wire(engine.namespaces.update(namespace, body))


@router.delete(
    "/ns/{namespace}",
    response_model=t.NamespaceDeleted,
    description=(
        "Delete the namespace and its content, or with `moveTo` move its content into that "
        "namespace first. A move is complete when the answer comes (200, `status: deleted` "
        "with both counts 0 and `moveTo` set); memhub never answers 202 `queued`."
    ),
)
def delete_namespace(
    namespace: NamespacePath,
    caller: Caller,
    engine: EngineDep,
    move_to: Annotated[str | None, Query(alias="moveTo", max_length=t.NAMESPACE_MAX_LENGTH)] = None,
) -> Response:
    caller.check_write(namespace)
    if move_to is not None:
        if not t.is_valid_namespace(move_to):
            raise InvalidInput("Invalid move destination: not a valid namespace name")
        caller.check_write(move_to)
    return wire(engine.namespaces.delete(namespace, move_to))


@router.get("/organization", response_model=t.Organization)
def get_organization(caller: Caller, engine: EngineDep) -> Response:
    return wire(engine.namespaces.organization(caller))


@router.get(
    "/whoami",
    response_model=t.WhoAmI,
    description="What the calling key may touch (memhub extension): its namespaces (null: "
    "all) and whether it is read-only or admin. MCP hosts use it to pick a namespace.",
)
def whoami(caller: Caller) -> Response:
    namespaces = None if caller.namespaces is None else list(caller.namespaces)
    return wire(t.WhoAmI(namespaces=namespaces, read_only=caller.read_only, admin=caller.admin))


@router.patch("/organization", response_model=t.Organization)
def update_organization(
    body: t.UpdateOrganizationRequest, caller: Caller, engine: EngineDep
) -> Response:
    caller.check_admin()
    return wire(engine.namespaces.update_organization(caller, body))


_NOT_SERVED = (
    "{feature} are a feature of the hosted Supermemory platform and are not available on "
    "memhub; ingest content through the document routes instead"
)


ConnectorPath = Annotated[str, Path(description="The rest of the connector route")]


def _connectors() -> Response:
    return error_response(404, _NOT_SERVED.format(feature="Connectors"))


def _namespace_connectors(namespace: NamespacePath) -> Response:
    return _connectors()


def _connector(rest: ConnectorPath) -> Response:
    return _connectors()


def _namespace_connector(namespace: NamespacePath, rest: ConnectorPath) -> Response:
    return _connectors()


_CONNECTOR_ROUTES: tuple[tuple[str, Callable[..., Response], tuple[str, ...]], ...] = (
    ("/connectors", _connectors, ("GET", "POST")),
    ("/connectors/{rest:path}", _connector, ("GET", "POST", "PATCH", "DELETE")),
    ("/ns/{namespace}/connectors", _namespace_connectors, ("GET", "POST")),
    (
        "/ns/{namespace}/connectors/{rest:path}",
        _namespace_connector,
        ("GET", "POST", "PATCH", "DELETE"),
    ),
)

# One route per method, so that each gets an operation id of its own.
for _path, _endpoint, _methods in _CONNECTOR_ROUTES:
    for _method in _methods:
        router.add_api_route(
            _path,
            _endpoint,
            methods=[_method],
            status_code=404,
            operation_id=f"{_endpoint.__name__.strip('_')}_{_method.lower()}",
            responses={404: {**ERROR_RESPONSE, "description": "Not served by memhub"}},
            summary="Connectors (not served)",
        )


@router.post(
    "/feedback",
    status_code=404,
    responses={404: {**ERROR_RESPONSE, "description": "Not served by memhub"}},
)
def feedback() -> Response:
    return error_response(404, _NOT_SERVED.format(feature="Feedback reports"))
