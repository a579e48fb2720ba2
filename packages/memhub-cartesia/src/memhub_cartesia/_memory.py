"""`CartesiaMemory`: recall, capture and tools for one caller on one Cartesia call.

A voice turn has a latency budget, so everything here is shaped around it:

- Recall runs when the agent is about to answer (the harness ended the caller's
  turn), for what the caller just said, and is time-boxed (1.5 s by default).
  The block reaches the model through `LlmAgent.process(context=...)`, which
  shows it for this reply only and never adds it to the agent's history.
- The profile is preloaded when the call starts, while the introduction plays.
  It stands in for a turn's recall that fails or times out, so a slow memory
  server costs freshness rather than context.
- Capture reads the history the harness sends with each event (what the caller
  said, what the agent actually spoke) and appends each settled turn once to one
  document per call through the core's `BackgroundWriter`: batched, retried,
  bounded, flushed when the call ends. Nothing in it awaits the server.
"""

from __future__ import annotations

import logging
import uuid
from collections.abc import Mapping, Sequence
from typing import Any

from line.events import CallEnded, CustomHistoryEntry

from memhub import AsyncMemhub, Memhub
from memhub.capture import (
    BackgroundWriter,
    conversation_document_id,
    finish_writer,
    namespace_for,
    writer_for,
)
from memhub.prompt import MemoryContext, ProfilePreload, Recall, RecallOptions, Template, render
from memhub.tools import ToolName, async_tool_runner
from memhub.types import DreamingMode

from ._capture import ConversationCapture, spoken_turns
from ._tools import DEFAULT_TOOL_NAMES, DEFAULT_TOOLS, line_tools

__all__ = ["DEFAULT_OPTIONS", "DEFAULT_RECALL_TIMEOUT", "CartesiaMemory"]

logger = logging.getLogger("memhub.cartesia")

DEFAULT_RECALL_TIMEOUT = 1.5
"""Seconds a caller's turn may wait for memory before the agent answers without it."""
DEFAULT_OPTIONS = RecallOptions(timeout=DEFAULT_RECALL_TIMEOUT)
"""Recall when no `options` are given: the core's defaults, time-boxed for a voice turn."""


class CartesiaMemory:
    """Long-term memory for one caller (a namespace) on one call (a document).

    Use it through `MemoryAgent`, or in an agent of your own: `capture(event)` for
    every input event, `await context(event)` before answering (pass it to
    `LlmAgent.process(context=...)`), `tools()` among the agent's tools, and
    `await aclose()` when the call ends. One per call.

    Who and which call:
        `namespace` (the caller's number, an account id, any string) is mapped
        to a valid namespace through `memhub.namespace_for`, after
        `namespace_prefix`. `session_id` (default: random; the call id is a good
        one) names the conversation document, `conversation:<session_id>`.
    Recall:
        `options` (`memhub.prompt.RecallOptions`, default `DEFAULT_OPTIONS`: full
        mode within 1.5 s) and `template` shape what is recalled and how it
        reads. `preload` fetches the profile when the call starts (within
        `preload_timeout`) as the fallback for a failed recall; not in `query` mode.
    Capture:
        `capture=False` stores nothing. Turns go through `writer`, by default a
        `BackgroundWriter` of this object's own, closed by `aclose` (a writer you
        pass is only flushed). `capture_dreaming="instant"` forms memories as each
        turn is stored. `flush_timeout` bounds the flush at the end (default: the
        writer's, `MEMHUB_FLUSH_TIMEOUT` or 5 s).
    Tools:
        `tools` picks the `memhub.tools` to offer and `tool_names` renames them
        (default: `search_memories`, `remember`, `forget`); each call may take
        `tool_timeout` seconds.
    """

    def __init__(
        self,
        client: Memhub | AsyncMemhub,
        *,
        namespace: str,
        namespace_prefix: str = "",
        session_id: str | None = None,
        options: RecallOptions | None = None,
        template: Template | None = None,
        preload: bool = True,
        preload_timeout: float = 3.0,
        capture: bool = True,
        capture_dreaming: DreamingMode | None = None,
        writer: BackgroundWriter | None = None,
        flush_timeout: float | None = None,
        tools: Sequence[ToolName] = DEFAULT_TOOLS,
        tool_names: Mapping[ToolName, str] = DEFAULT_TOOL_NAMES,
        tool_timeout: float = 5.0,
    ) -> None:
        if not isinstance(client, Memhub | AsyncMemhub):
            raise TypeError(f"client must be memhub.Memhub or memhub.AsyncMemhub, got {client!r}")
        self.namespace = namespace_for(namespace, prefix=namespace_prefix)
        self.session_id = session_id or uuid.uuid4().hex
        self.document_id = conversation_document_id(self.session_id)
        self.options = options or DEFAULT_OPTIONS
        self._client = client
        self._template = template
        self._flush_timeout = flush_timeout
        self._turns = MemoryContext(
            client,
            namespace=self.namespace,
            conversation_id=self.session_id,
            options=self.options,
            cache=False,  # one recall per reply; a reply's tool steps share its block
        )
        # The profile at call start: what a turn gets when its own recall fails.
        self._preload = ProfilePreload(
            client, namespace=self.namespace, options=self.options, timeout=preload_timeout
        )
        self._preload_enabled = preload and self.options.mode != "query"
        run, specs = async_tool_runner(
            client,
            self.namespace,
            include=tools,
            names=tool_names,
            timeout=tool_timeout,
            metadata={"source": "cartesia"},
        )
        self._tools = line_tools(run, specs)
        self._capture = capture
        self._dreaming: DreamingMode | None = capture_dreaming
        self._writer = writer
        self._owns_writer = writer is None
        self._recorder: ConversationCapture | None = None
        self._closed = False

    @property
    def writer(self) -> BackgroundWriter | None:
        """The writer behind capture, once something was captured; its counters show progress."""
        return self._writer

    # -- capture -------------------------------------------------------------

    def capture(self, event: Any) -> int:
        """Queue the turns of `event.history` not stored yet; how many. Never raises."""
        if not self._capture or self._closed:
            return 0
        try:
            return self._ensure_recorder().record(
                event.history or [], call_ended=isinstance(event, CallEnded)
            )
        except Exception:  # capture must not take a live call down
            logger.exception("memhub could not capture this call's turns")
            return 0

    def _ensure_recorder(self) -> ConversationCapture:
        if self._recorder is None:
            if self._writer is None:
                # On the call's loop: an AsyncMemhub's writes are handed to it.
                self._writer = writer_for(
                    self._client, name="memhub-cartesia", flush_timeout=self._flush_timeout
                )
            metadata = {"source": "cartesia", "kind": "conversation", "session": self.session_id}
            document = {"id": self.document_id, "metadata": metadata, "dreaming": self._dreaming}
            self._recorder = ConversationCapture(self._writer, self.namespace, document)
        return self._recorder

    # -- recall --------------------------------------------------------------

    async def recall(self, event: Any) -> Recall:
        """Memory for the caller's latest words in `event.history`, within the time box.

        A recall that fails or times out gives the profile preloaded at call
        start when there is one, else an empty recall with its `error` set.
        """
        query = last_user_text(event.history or [])
        recall = await self._turns.arecall(query)
        if recall.error is not None and (preloaded := self._preload.result()) is not None:
            logger.info("memhub recall failed; using the profile loaded at call start")
            return preloaded
        return recall

    async def context(self, event: Any) -> list[Any] | None:
        """This reply's memory as `LlmAgent.process(context=...)` takes it; None for none.

        One system `CustomHistoryEntry` holding the rendered `<memhub-memory>` block.
        """
        block = render(await self.recall(event), template=self._template)
        if block is None:
            return None
        return [CustomHistoryEntry(role="system", content=block)]

    def start(self) -> None:
        """Start the profile preload in the background (`MemoryAgent` does it on `CallStarted`)."""
        if self._preload_enabled and not self._closed:
            self._preload.start()

    async def preload(self) -> Recall | None:
        """The profile preloaded at call start (starting it if needed); None if disabled."""
        return await self._preload.wait() if self._preload_enabled else None

    # -- tools ---------------------------------------------------------------

    def tools(self) -> list[Any]:
        """Line `FunctionTool`s bound to this caller's namespace, for `LlmAgent(tools=...)`.

        By default `search_memories`, `remember` and `forget`. A failed call is
        returned to the model as an error result, never raised.
        """
        return list(self._tools)

    # -- end of call ---------------------------------------------------------

    async def aclose(self) -> None:
        """Flush captured turns (up to `flush_timeout` seconds) and stop. Idempotent."""
        if self._closed:
            return
        self._closed = True
        self._preload.cancel()
        if self._writer is not None:
            await finish_writer(
                self._writer, owned=self._owns_writer, flush_timeout=self._flush_timeout
            )


def last_user_text(history: Sequence[Any]) -> str:
    """What the caller said last (their latest turn, settled or not); "" before they spoke."""
    for turn in reversed(spoken_turns(history, call_ended=True)):
        if turn.role == "user":
            return turn.text
    return ""
