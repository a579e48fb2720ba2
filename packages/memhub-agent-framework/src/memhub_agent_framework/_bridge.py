"""What the context provider and the chat middleware share.

Both recall memory for a conversation through the prompt core and store what
was said through a background writer; they differ only in where Agent
Framework lets them in. Keeping the core calls here means the two
integrations cannot drift apart in namespace, document id or defaults.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, TypedDict, Unpack

from memhub import AsyncMemhub, Memhub
from memhub._closing import AsyncClosing
from memhub.capture import (
    CONVERSATION_PREFIX,
    BackgroundWriter,
    Turn,
    conversation_document_id,
    format_transcript,
    namespace_for,
)
from memhub.prompt import MemoryContext, RecallOptions, Template, TurnCache, with_entity
from memhub.types import MetadataValue

__all__ = [
    "CONVERSATION_PREFIX",
    "DEFAULT_OPTIONS",
    "SOURCE",
    "BridgeLifecycle",
    "BridgeOptions",
    "MemoryBridge",
    "conversation_document_id",
]

DEFAULT_OPTIONS = RecallOptions()
"""Recall when no `options` are given: the core's defaults (full mode, 3 s)."""

SOURCE = "agent-framework"
"""The `source` metadata of every document this package stores."""

# A request that hangs must not hold the writer (and so shutdown) hostage.
_WRITE_TIMEOUT = 10.0


class BridgeOptions(TypedDict, total=False):
    """The recall and capture keywords the context provider and the middleware both
    take (see `MemhubContextProvider`); the defaults are `MemoryBridge`'s."""

    options: RecallOptions | None
    template: Template | None
    capture: bool
    writer: BackgroundWriter | None
    metadata: Mapping[str, MetadataValue] | None
    cache: TurnCache | bool
    entity_context: str | None


class MemoryBridge:
    """One namespace's recall and capture, configured once."""

    def __init__(
        self, client: Memhub | AsyncMemhub, namespace: str, **given: Unpack[BridgeOptions]
    ) -> None:
        cache = given.get("cache", True)
        metadata = given.get("metadata") or {}
        writer = given.get("writer")
        self.client = client
        self.namespace = namespace_for(namespace)
        self.options = given.get("options") or DEFAULT_OPTIONS
        self.entity_context = given.get("entity_context")
        template = given.get("template")
        if self.entity_context is not None:
            template = with_entity(self.entity_context, template)
        self.template = template
        self.cache = cache if isinstance(cache, TurnCache) else TurnCache() if cache else None
        self.capture = given.get("capture", True)
        self.metadata: dict[str, MetadataValue] = {"source": SOURCE, **metadata}
        self._owns_writer = self.capture and writer is None
        if self._owns_writer:
            writer = _own_writer(client)
        self.writer = writer

    async def block(self, messages: Sequence[Any], conversation_id: str | None) -> str | None:
        """The memory block for the turn that ends `messages`; None if nothing to add.

        Recall is time-boxed by the options and, unless they say `raise_on_error`,
        a failure yields None: the model answers without memory.
        """
        context = MemoryContext(
            self.client,
            namespace=self.namespace,
            conversation_id=conversation_id,
            options=self.options,
            template=self.template,
            # Spelled out: an empty TurnCache is falsy, yet it is still the cache to share.
            cache=self.cache if self.cache is not None else False,
        )
        return await context.abuild(messages)

    def store(self, turns: Sequence[Turn], conversation_id: str) -> None:
        """Queue `turns` for the conversation's document and return at once."""
        if not self.capture or self.writer is None or not turns:
            return
        self.writer.submit(
            self.namespace,
            content=format_transcript(turns),
            id=conversation_document_id(conversation_id),
            metadata=self.metadata,
        )

    def flush(self, timeout: float | None = None) -> bool:
        return self.writer.flush(timeout) if self.writer is not None else True

    async def aflush(self, timeout: float | None = None) -> bool:
        return await self.writer.aflush(timeout) if self.writer is not None else True

    def close(self, timeout: float | None = None) -> None:
        if self.writer is not None and self._owns_writer:
            self.writer.close(timeout)

    async def aclose(self, timeout: float | None = None) -> None:
        if self.writer is not None and self._owns_writer:
            await self.writer.aclose(timeout)


def _own_writer(client: Memhub | AsyncMemhub) -> BackgroundWriter:
    if not isinstance(client, Memhub):
        # The writer sends from its own thread, which needs the blocking client.
        raise ValueError(
            "capture needs a sync memhub.Memhub client for its background writer: pass "
            "writer=BackgroundWriter(Memhub(...)), use a Memhub client, or set capture=False"
        )
    return BackgroundWriter(client, request_timeout=_WRITE_TIMEOUT)


class BridgeLifecycle(AsyncClosing):
    """Settings, flush and shutdown for an integration that owns a `MemoryBridge` as
    `_bridge`."""

    _bridge: MemoryBridge

    @property
    def namespace(self) -> str:
        """The namespace memory is read from and written to."""
        return self._bridge.namespace

    @property
    def options(self) -> RecallOptions:
        return self._bridge.options

    @property
    def writer(self) -> BackgroundWriter | None:
        """The writer captured turns go through; None when capture is off."""
        return self._bridge.writer

    def flush(self, timeout: float | None = None) -> bool:
        """Wait until captured turns are sent; False if `timeout` passes first."""
        return self._bridge.flush(timeout)

    async def aflush(self, timeout: float | None = None) -> bool:
        """`flush` without blocking the event loop."""
        return await self._bridge.aflush(timeout)

    def close(self, timeout: float | None = None) -> None:
        """Send what is queued (up to `timeout` seconds, default the writer's
        `flush_timeout`: `MEMHUB_FLUSH_TIMEOUT` or 5 s) and stop the writer it owns."""
        self._bridge.close(timeout)

    async def aclose(self, timeout: float | None = None) -> None:
        """`close` without blocking the event loop."""
        await self._bridge.aclose(timeout)
