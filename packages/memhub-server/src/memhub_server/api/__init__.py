"""The HTTP API: one router per resource, no logic beyond validation and auth."""

from __future__ import annotations

from fastapi import FastAPI

from .._version import __version__
from ..engine import Engine
from . import documents, namespaces, search
from .errors import install_error_handlers
from .limits import BodyLimit

__all__ = ["create_app"]


def create_app(engine: Engine) -> FastAPI:
    """The FastAPI app for `engine`. The caller owns the engine's start and close."""
    app = FastAPI(
        title="memhub",
        version=__version__,
        description="Long-term memory for LLM applications (Supermemory v5 wire format).",
    )
    app.state.engine = engine
    install_error_handlers(app)
    app.include_router(namespaces.router)
    app.include_router(documents.router)
    app.include_router(search.router)
    app.add_middleware(BodyLimit, max_bytes=engine.settings.limits.max_body_bytes)
    return app
