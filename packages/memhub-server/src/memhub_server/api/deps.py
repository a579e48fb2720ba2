"""Dependencies every route shares: the engine, the caller, and path parameters."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from functools import partial
from typing import Annotated, ParamSpec, TypeVar

from fastapi import Depends, Header, Path, Request

from memhub.types import NAMESPACE_MAX_LENGTH, NAMESPACE_PATTERN

from ..engine import Engine
from ..services.auth import Principal, authenticate

__all__ = ["Caller", "DocId", "EngineDep", "NamespacePath", "run_query"]

T = TypeVar("T")
P = ParamSpec("P")


async def run_query(engine: Engine, fn: Callable[P, T], *args: P.args, **kwargs: P.kwargs) -> T:
    """Run a read-heavy call on the engine's query threads (see `Engine.query_executor`)."""
    loop = asyncio.get_running_loop()
    return await loop.run_in_executor(engine.query_executor(), partial(fn, *args, **kwargs))


async def _engine(request: Request) -> Engine:
    # async so FastAPI calls it inline: a sync dependency costs a worker-thread hop.
    engine: Engine = request.app.state.engine
    return engine


EngineDep = Annotated[Engine, Depends(_engine)]


async def _caller(
    engine: EngineDep, authorization: Annotated[str | None, Header()] = None
) -> Principal:
    # One indexed read: cheaper inline than a hop to a worker thread.
    if not engine.settings.auth:
        return Principal()
    return authenticate(engine.store, authorization)


Caller = Annotated[Principal, Depends(_caller)]

NamespacePath = Annotated[
    str,
    Path(
        min_length=1,
        max_length=NAMESPACE_MAX_LENGTH,
        pattern=NAMESPACE_PATTERN,
        description="The namespace: letters, digits, '_', ':' and '-', at most 100 characters",
    ),
]

DocId = Annotated[str, Path(min_length=1, max_length=255)]
