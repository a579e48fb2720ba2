"""Dependencies every route shares: the engine, the caller, and path parameters."""

from __future__ import annotations

from typing import Annotated

from fastapi import Depends, Header, Path, Request

from memhub.types import NAMESPACE_PATTERN

from ..engine import Engine
from ..services.auth import Principal, authenticate

__all__ = ["Caller", "DocId", "EngineDep", "NamespacePath"]


def _engine(request: Request) -> Engine:
    engine: Engine = request.app.state.engine
    return engine


EngineDep = Annotated[Engine, Depends(_engine)]


def _caller(engine: EngineDep, authorization: Annotated[str | None, Header()] = None) -> Principal:
    if not engine.settings.auth:
        return Principal()
    return authenticate(engine.store, authorization)


Caller = Annotated[Principal, Depends(_caller)]

NamespacePath = Annotated[
    str,
    Path(
        min_length=1,
        max_length=100,
        pattern=NAMESPACE_PATTERN,
        description="The namespace: letters, digits, '_', ':' and '-', at most 100 characters",
    ),
]

DocId = Annotated[str, Path(min_length=1, max_length=255)]
