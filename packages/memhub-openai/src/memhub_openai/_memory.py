"""What a wrapped client does around each model call: recall before, capture after.

`OpenAIMemory` holds one conversation's memory settings and state. The client
proxies hand it a request's keyword arguments; it returns them with this turn's
memory block in place, and later takes the model's answer (or wraps its stream)
to send the new turns to the conversation document. Everything that is not
OpenAI-specific — choosing the query, recall, dedup, rendering, injection,
transcripts, deltas, background writes — is the core's.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Iterable, Mapping, Sequence
from typing import Any, Literal

from memhub import AsyncMemhub, Memhub
from memhub.capture import (
    BackgroundWriter,
    DeltaCursor,
    conversation_document_id,
    format_transcript,
    namespace_for,
    turns_from_messages,
)
from memhub.prompt import (
    MemoryContext,
    MemoryMode,
    RecallOptions,
    Template,
    TurnCache,
    inject_instructions,
    inject_system,
    is_new_turn,
    last_user_text,
)
from memhub.types import MetadataValue

__all__ = ["DEFAULT_OPTIONS", "CaptureMode", "OpenAIMemory"]

logger = logging.getLogger("memhub.openai")

DEFAULT_OPTIONS = RecallOptions(mode="profile")
"""Recall when `with_memory` is given no `options`: the core's defaults in `profile`
mode, the official OpenAI middleware's default (the profile alone, no search)."""

CaptureMode = Literal["always", "never"]
"""`always`: store each exchange in the conversation document. `never`: recall only."""

Kwargs = dict[str, Any]
Items = str | Sequence[Any]


class OpenAIMemory:
    """Memory for one conversation held by a wrapped OpenAI client.

    Built by `with_memory`; reach it with `memory_of(client)` to flush captured
    exchanges (`flush` / `aflush`) or release what it owns (`close` / `aclose`).
    """

    def __init__(
        self,
        *,
        namespace: str,
        conversation_id: str | None,
        options: RecallOptions,
        capture: CaptureMode,
        memhub: Memhub | AsyncMemhub | None,
        writer: BackgroundWriter | None,
        template: Template | None,
        cache: TurnCache | bool,
        metadata: Mapping[str, MetadataValue] | None,
    ) -> None:
        if capture not in ("always", "never"):
            raise ValueError(f"capture must be 'always' or 'never', got {capture!r}")
        self.namespace = namespace_for(namespace)
        self.conversation_id = conversation_id
        self.document_id = conversation_document_id(conversation_id) if conversation_id else None
        self.options = options
        self._owns_memhub = memhub is None
        self.memhub: Memhub | AsyncMemhub = Memhub() if memhub is None else memhub
        self.context = MemoryContext(
            self.memhub,
            namespace=self.namespace,
            conversation_id=self.document_id,
            options=self.options,
            template=template,
            cache=cache,
        )
        self.metadata: dict[str, MetadataValue] = {"source": "openai", **(metadata or {})}
        self._owns_writer = False
        self.writer: BackgroundWriter | None = None
        if capture == "always":
            self.writer = writer or self._own_writer()
        self._cursor = DeltaCursor()
        self._lock = threading.Lock()
        self._last_query = ""

    @property
    def capture(self) -> CaptureMode:
        return "never" if self.writer is None else "always"

    @property
    def mode(self) -> MemoryMode:
        return self.options.mode

    def _own_writer(self) -> BackgroundWriter:
        if not isinstance(self.memhub, Memhub):
            raise ValueError(
                "capture needs a sync memhub.Memhub for its background writer: pass "
                "writer=BackgroundWriter(Memhub(...)), or capture='never'"
            )
        self._owns_writer = True
        return BackgroundWriter(self.memhub)

    # -- recall ----------------------------------------------------------------

    def _query(self, items: Items | None) -> tuple[str, bool]:
        """The recall query and whether it starts a new turn.

        A tool-loop step of the Responses API with `previous_response_id` carries
        only tool outputs, so it has no user text; it continues the last turn.
        """
        query, new_turn = last_user_text(items), is_new_turn(items)
        with self._lock:
            if query or new_turn:
                self._last_query = query
            else:
                query = self._last_query
        return query, new_turn

    def _failed(self, error: Exception) -> None:
        if self.options.raise_on_error:
            raise error
        logger.warning("memhub: memory skipped for this call: %s", error, exc_info=error)

    def block(self, items: Items | None) -> str | None:
        """This turn's memory block, or None when there is nothing to add."""
        try:
            query, new_turn = self._query(items)
            return self.context.build_for_query(query, new_turn=new_turn)
        except Exception as error:  # memory must never take the model call down
            self._failed(error)
            return None

    async def ablock(self, items: Items | None) -> str | None:
        """`block` for async code."""
        try:
            query, new_turn = self._query(items)
            return await self.context.abuild_for_query(query, new_turn=new_turn)
        except Exception as error:
            self._failed(error)
            return None

    # -- requests --------------------------------------------------------------

    def chat_request(self, kwargs: Kwargs) -> tuple[Kwargs, list[Any] | None]:
        """Chat Completions arguments with this turn's memory, and the history they carry."""
        kwargs, history = _chat_history(kwargs)
        if history is None:
            return kwargs, None
        return _with_system_block(kwargs, history, self.block(history)), history

    async def achat_request(self, kwargs: Kwargs) -> tuple[Kwargs, list[Any] | None]:
        """`chat_request` for async code."""
        kwargs, history = _chat_history(kwargs)
        if history is None:
            return kwargs, None
        return _with_system_block(kwargs, history, await self.ablock(history)), history

    def responses_request(self, kwargs: Kwargs) -> tuple[Kwargs, Items | None]:
        """Responses API arguments with this turn's memory, and the input they carry."""
        items = _responses_input(kwargs)
        return _with_instructions_block(kwargs, self.block(items)), items

    async def aresponses_request(self, kwargs: Kwargs) -> tuple[Kwargs, Items | None]:
        """`responses_request` for async code."""
        items = _responses_input(kwargs)
        return _with_instructions_block(kwargs, await self.ablock(items)), items

    # -- capture ---------------------------------------------------------------

    def record(self, request: Items | None, output: Iterable[Any]) -> None:
        """Queue the turns of this exchange not stored yet. Never raises, never blocks."""
        if self.writer is None:
            return
        try:
            turns = [*turns_from_messages(request or []), *turns_from_messages(output)]
            with self._lock:
                new = self._cursor.take(turns)
            if new:
                self.writer.submit(
                    self.namespace,
                    content=format_transcript(new),
                    id=self.document_id,
                    metadata=self.metadata,
                )
        except Exception:
            logger.warning("memhub: could not capture this exchange", exc_info=True)

    # -- lifecycle -------------------------------------------------------------

    def flush(self, timeout: float | None = None) -> bool:
        """Wait until captured exchanges are sent; False if `timeout` passes first."""
        return True if self.writer is None else self.writer.flush(timeout)

    async def aflush(self, timeout: float | None = None) -> bool:
        """`flush` without blocking the event loop."""
        return True if self.writer is None else await self.writer.aflush(timeout)

    def close(self, timeout: float | None = None) -> None:
        """Flush (for `timeout` seconds, default the writer's `flush_timeout`) and stop the
        writer and close the memhub client, if this object made them."""
        if self._owns_writer and self.writer is not None:
            self.writer.close(timeout)
        if self._owns_memhub and isinstance(self.memhub, Memhub):
            self.memhub.close()

    async def aclose(self, timeout: float | None = None) -> None:
        """`close` without blocking the event loop."""
        if self._owns_writer and self.writer is not None:
            await self.writer.aclose(timeout)
        if self._owns_memhub and isinstance(self.memhub, Memhub):
            self.memhub.close()

    def __repr__(self) -> str:
        return (
            f"OpenAIMemory(namespace={self.namespace!r}, conversation_id="
            f"{self.conversation_id!r}, mode={self.mode!r}, capture={self.capture!r})"
        )


def _chat_history(kwargs: Kwargs) -> tuple[Kwargs, list[Any] | None]:
    """`kwargs` with `messages` made a list (a generator can be read only once)."""
    messages = kwargs.get("messages")
    if isinstance(messages, list):
        return kwargs, messages
    if isinstance(messages, Iterable) and not isinstance(messages, str | bytes | Mapping):
        history = list(messages)
        return {**kwargs, "messages": history}, history
    return kwargs, None  # let the SDK report what is wrong with it


def _with_system_block(kwargs: Kwargs, history: list[Any], block: str | None) -> Kwargs:
    injected = inject_system(history, block)
    unchanged = len(injected) == len(history) and all(
        a is b for a, b in zip(injected, history, strict=True)
    )
    # Nothing recalled and no stale block: the request goes out exactly as written.
    return kwargs if unchanged else {**kwargs, "messages": injected}


def _responses_input(kwargs: Kwargs) -> Items | None:
    value = kwargs.get("input")
    if isinstance(value, str) or (isinstance(value, Sequence) and not isinstance(value, bytes)):
        return value
    return None  # omitted: the request runs from `prompt` or `conversation` alone


def _with_instructions_block(kwargs: Kwargs, block: str | None) -> Kwargs:
    given = kwargs.get("instructions")
    host = given if isinstance(given, str) else None
    instructions = inject_instructions(host, block)
    if instructions == host:
        return kwargs
    if instructions is None:  # they held only a stale block
        return {key: value for key, value in kwargs.items() if key != "instructions"}
    return {**kwargs, "instructions": instructions}
