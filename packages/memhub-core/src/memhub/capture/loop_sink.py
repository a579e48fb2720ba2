"""Let the background writer's thread send through an async client.

`BackgroundWriter` sends from a thread of its own through a sync `add`. An
`AsyncMemhub` belongs to the event loop the application runs on, so each write is
handed to that loop and the writer's thread waits for the result. The loop never
waits on the thread, so a slow write never stalls it.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
from typing import Unpack

from .._client import AsyncMemhub
from .._exceptions import APITimeoutError, MemhubError
from .._params import AddParams

__all__ = ["LoopSink"]

# Added to the request's own timeout, so the client reports its own timeout first.
_MARGIN = 1.0


class LoopSink:
    """A `DocumentSink` that runs an `AsyncMemhub`'s `add` on `loop`.

    writer = BackgroundWriter(LoopSink(aclient, asyncio.get_running_loop(), timeout=10))
    """

    def __init__(
        self, client: AsyncMemhub, loop: asyncio.AbstractEventLoop, *, timeout: float
    ) -> None:
        self._client = client
        self._loop = loop
        self._timeout = timeout

    def add(self, namespace: str, **params: Unpack[AddParams]) -> object:
        call = self._client.add(namespace, **params)
        try:
            future = asyncio.run_coroutine_threadsafe(call, self._loop)
        except RuntimeError:
            call.close()  # never scheduled; close it so it is not reported as un-awaited
            raise MemhubError("the event loop this client belongs to is closed") from None
        try:
            return future.result(self._timeout + _MARGIN)
        except concurrent.futures.TimeoutError:
            future.cancel()
            raise APITimeoutError(
                f"memory write did not finish within {self._timeout:g}s"
            ) from None
