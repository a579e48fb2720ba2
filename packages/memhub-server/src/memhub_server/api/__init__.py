"""The HTTP API: one router per resource, no logic beyond validation and auth."""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager

from fastapi import FastAPI

from .. import console
from .._version import __version__
from ..engine import Engine
from . import documents, legacy, memories, namespaces, search, transfer
from .errors import InternalErrors, install_error_handlers
from .limits import BodyLimit
from .openapi import install_openapi
from .request_id import RequestId

__all__ = ["create_app"]


def create_app(engine: Engine, *, on_shutdown: Callable[[], None] | None = None) -> FastAPI:
    """The FastAPI app for `engine`.

    The caller owns the engine; `on_shutdown` runs when the server stops (the CLI
    closes the engine there, because uvicorn re-raises SIGTERM once it is done).
    """

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        yield
        if on_shutdown is not None:
            on_shutdown()

    app = FastAPI(
        title="memhub",
        version=__version__,
        description="Long-term memory for LLM applications (Supermemory v5 wire format).",
        lifespan=lifespan,
    )
    app.state.engine = engine
    install_error_handlers(app)
    app.include_router(namespaces.router)
    app.include_router(documents.router)
    app.include_router(search.router)
    app.include_router(memories.router)
    app.include_router(transfer.router)  # operators: export, import, status
    for router in legacy.routers:  # the v3/v4 compatibility layer
        app.include_router(router)
    app.include_router(console.router)  # the web console at /console/ (not in the schema)
    install_openapi(app)
    # Outermost last: every response, a 413 or a 500 included, carries its request id.
    app.add_middleware(BodyLimit, max_bytes=engine.settings.limits.max_body_bytes)
    app.add_middleware(InternalErrors)
    app.add_middleware(RequestId)
    return app
