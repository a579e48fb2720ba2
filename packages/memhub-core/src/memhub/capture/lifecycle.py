"""A session's writer from start to end: open it for either client kind, finish it once.

Adapters that own a conversation (a call, a pipeline) write its turns through a
`BackgroundWriter` of their own, or through one the application shares. Both ends
are the same everywhere: the writer sends through a sync client directly, or
through an `AsyncMemhub` by way of the event loop it belongs to (`LoopSink`); and
when the conversation ends, an owned writer is closed and a shared one only
flushed, each within the flush budget, with a warning for what is still queued.
"""

from __future__ import annotations

import asyncio
import logging

from .._client import AsyncMemhub, Memhub
from .loop_sink import LoopSink
from .writer import BackgroundWriter

__all__ = ["finish_writer", "writer_for"]

logger = logging.getLogger("memhub")


def writer_for(
    client: Memhub | AsyncMemhub,
    *,
    name: str,
    flush_timeout: float | None = None,
    request_timeout: float = 10.0,
) -> BackgroundWriter:
    """A `BackgroundWriter` that sends through `client`.

    With an `AsyncMemhub` the writes run on the running event loop, so call this from
    inside it (an adapter does so on its first capture).
    """
    sink: Memhub | LoopSink
    if isinstance(client, AsyncMemhub):
        sink = LoopSink(client, asyncio.get_running_loop(), timeout=request_timeout)
    else:
        sink = client
    return BackgroundWriter(
        sink, request_timeout=request_timeout, flush_timeout=flush_timeout, name=name
    )


async def finish_writer(
    writer: BackgroundWriter, *, owned: bool, flush_timeout: float | None = None
) -> bool:
    """Send what `writer` still holds, within `flush_timeout` (default: the writer's own).

    An `owned` writer is closed (what is left after the budget is dropped and counted);
    a shared one is only flushed. Returns whether nothing was left queued.
    """
    budget = writer.flush_timeout if flush_timeout is None else flush_timeout
    if owned:
        await writer.aclose(budget)
        return writer.pending == 0
    if await writer.aflush(budget):
        return True
    logger.warning(
        "memhub capture not flushed within %gs; %d writes still queued", budget, writer.pending
    )
    return False
