"""The one call an adapter makes before each model request.

`MemoryContext` strings the prompt core together: pick the query from the
conversation, decide whether this is a new user turn or a tool-loop step,
recall (or reuse this turn's recall), dedup, fit the token budget, render,
inject. Adapters keep
one per conversation, or share one and let the cache keys keep them apart.
"""

from __future__ import annotations

import asyncio
import inspect
from collections.abc import Sequence
from typing import Any, cast

from . import retrieval
from .budget import fit_budget
from .dedup import dedupe
from .facts import Recall
from .inject import inject_system
from .modes import MemoryMode, is_new_turn, last_user_text
from .render import Template, render
from .retrieval import AsyncMemoryClient, MemoryClient, RecallOptions
from .turn_cache import TurnCache, TurnKey

__all__ = ["MemoryContext"]

Messages = str | Sequence[Any]


class MemoryContext:
    """Recall, format and inject memory for one namespace (and conversation).

    `client` may be sync (`memhub.Memhub`) or async (`memhub.AsyncMemhub`).
    The `a…` methods work with both (a sync client runs in a worker thread);
    the sync methods need a sync client. `cache=True` gives this context a
    cache of its own, `False` disables caching, and a `TurnCache` is shared.
    """

    def __init__(
        self,
        client: MemoryClient | AsyncMemoryClient,
        *,
        namespace: str,
        conversation_id: str | None = None,
        options: RecallOptions | None = None,
        template: Template | None = None,
        cache: TurnCache | bool = True,
    ) -> None:
        self.namespace = namespace
        self.conversation_id = conversation_id
        self.options = options or RecallOptions()
        self.template = template
        # Spelled out because an empty TurnCache is falsy (it has a length).
        self.cache: TurnCache | None = None
        if cache is True:
            self.cache = TurnCache()
        elif cache is not False:
            self.cache = cache
        # Decided once here: the structural types alone cannot tell sync from async.
        self._async_client: AsyncMemoryClient | None = None
        self._sync_client: MemoryClient | None = None
        if inspect.iscoroutinefunction(client.profile):
            self._async_client = cast("AsyncMemoryClient", client)
        else:
            self._sync_client = cast("MemoryClient", client)

    @property
    def mode(self) -> MemoryMode:
        return self.options.mode

    def _key(self, query: str) -> TurnKey:
        return TurnKey.of(self.namespace, self.conversation_id, self.mode, query)

    def _cached(self, query: str, new_turn: bool) -> Recall | None:
        # A new user turn always refetches: the same words later on (a second
        # "yes") deserve fresh memory. Only tool-loop steps reuse.
        if new_turn or self.cache is None:
            return None
        return self.cache.get(self._key(query))

    def _keep(self, query: str, fetched: Recall) -> Recall:
        result = fit_budget(dedupe(fetched), self.options.token_budget)
        # Failures are not cached, so the next step of the loop tries again.
        if self.cache is not None and fetched.error is None:
            self.cache.put(self._key(query), result)
        return result

    async def arecall(self, query: str, *, new_turn: bool = True) -> Recall:
        """The deduplicated recall for `query`; a tool-loop step may reuse the turn's."""
        query = query.strip()
        if (cached := self._cached(query, new_turn)) is not None:
            return cached
        if self._async_client is not None:
            fetched = await retrieval.arecall(
                self._async_client, self.namespace, query, self.options
            )
        else:
            fetched = await asyncio.to_thread(
                retrieval.recall, self._need_sync(), self.namespace, query, self.options
            )
        return self._keep(query, fetched)

    def recall(self, query: str, *, new_turn: bool = True) -> Recall:
        """Sync `arecall`; needs a sync client."""
        client = self._need_sync()
        query = query.strip()
        if (cached := self._cached(query, new_turn)) is not None:
            return cached
        return self._keep(query, retrieval.recall(client, self.namespace, query, self.options))

    async def abuild_for_query(self, query: str, *, new_turn: bool = True) -> str | None:
        """The memory block for raw text (voice adapters have a transcript, not messages)."""
        return render(await self.arecall(query, new_turn=new_turn), template=self.template)

    def build_for_query(self, query: str, *, new_turn: bool = True) -> str | None:
        return render(self.recall(query, new_turn=new_turn), template=self.template)

    async def abuild(self, messages: Messages) -> str | None:
        """The memory block for a chat history or Responses input; None if nothing to add."""
        return await self.abuild_for_query(last_user_text(messages), new_turn=is_new_turn(messages))

    def build(self, messages: Messages) -> str | None:
        return self.build_for_query(last_user_text(messages), new_turn=is_new_turn(messages))

    async def ainject(self, messages: Sequence[Any]) -> list[Any]:
        """`messages` (OpenAI chat dicts) with this turn's block in the system message."""
        return inject_system(messages, await self.abuild(messages))

    def inject(self, messages: Sequence[Any]) -> list[Any]:
        return inject_system(messages, self.build(messages))

    def _need_sync(self) -> MemoryClient:
        if self._sync_client is None:
            raise TypeError("this MemoryContext has an async client: use the a-prefixed methods")
        return self._sync_client
