"""The user's profile, fetched once when a session starts, for when a turn's recall fails.

Voice adapters recall within a tight time box on every turn. A server that is slow
at that moment should cost freshness, not all context: the profile fetched in the
background at session start (while the greeting plays, within a roomier budget of
its own) answers for any turn whose recall fails or times out.
"""

from __future__ import annotations

import asyncio
from dataclasses import replace

from .context import MemoryContext
from .facts import Recall
from .retrieval import AsyncMemoryClient, MemoryClient, RecallOptions

__all__ = ["ProfilePreload"]


class ProfilePreload:
    """One background profile recall for `namespace`, started on demand, never raising.

    `options` are the session's recall options; the preload uses them in `profile`
    mode with `timeout` seconds of its own.
    """

    def __init__(
        self,
        client: MemoryClient | AsyncMemoryClient,
        *,
        namespace: str,
        options: RecallOptions,
        timeout: float,
    ) -> None:
        if timeout <= 0:
            raise ValueError(f"preload_timeout must be positive, got {timeout}")
        profile = replace(options, mode="profile", timeout=timeout, raise_on_error=False)
        self._context = MemoryContext(client, namespace=namespace, options=profile, cache=False)
        self._task: asyncio.Future[Recall] | None = None

    def start(self) -> asyncio.Future[Recall]:
        """Start the fetch on the running loop, once; later calls return the same task."""
        if self._task is None:
            self._task = asyncio.ensure_future(self._context.arecall(""))
        return self._task

    async def wait(self) -> Recall:
        """The profile recall (starting it if needed); a cancelled waiter leaves it running."""
        return await asyncio.shield(self.start())

    def result(self) -> Recall | None:
        """The profile if it has arrived and succeeded, else None; never waits."""
        task = self._task
        if task is None or not task.done() or task.cancelled() or task.exception() is not None:
            return None
        recall = task.result()
        return recall if recall.error is None else None

    def cancel(self) -> None:
        if self._task is not None and not self._task.done():
            self._task.cancel()
