"""`LiveKitMemory`: recall, capture and tools for one caller in one LiveKit session.

A voice turn has a latency budget, so everything here is shaped around it:

- Recall runs in `llm_node`, which LiveKit calls for typed and spoken input
  alike, and is time-boxed (1.5 s by default). One recall serves every model call
  of a user turn: a preemptive generation that LiveKit cancels and restarts, or
  the steps of a tool loop, reuse the recall already under way.
- A realtime model never calls `llm_node`: there the block goes into the live
  session's instructions when a user turn completes (`enrich_realtime`), within
  the same time box, replacing the previous block.
- The profile is preloaded when the session starts. It greets the caller before
  they have said anything, and stands in for a turn's recall that fails or times
  out, so a slow memory server costs freshness rather than context.
- Capture appends each spoken turn to one document per session through the
  core's `BackgroundWriter`: batched, retried, bounded, flushed when the session
  closes, the job shuts down or the process exits. Nothing in it awaits the server.
"""

from __future__ import annotations

import asyncio
import itertools
import logging
import uuid
import warnings
from collections.abc import Mapping, Sequence
from typing import Any

from livekit.agents import Agent, AgentSession, get_job_context, llm

from memhub import AsyncMemhub, Memhub
from memhub.capture import (
    BackgroundWriter,
    conversation_document_id,
    finish_writer,
    namespace_for,
)
from memhub.prompt import MemoryContext, ProfilePreload, Recall, RecallOptions, Template, render
from memhub.tools import ToolName
from memhub.types import DreamingMode

from ._capture import ConversationCapture
from ._chat_ctx import MemoryRole, is_memory_message, last_user_message, message_text, put_block
from ._realtime import realtime_session, with_block
from ._tools import DEFAULT_TOOL_NAMES, DEFAULT_TOOLS, MemoryTool, build_tools

__all__ = ["DEFAULT_OPTIONS", "DEFAULT_RECALL_TIMEOUT", "LiveKitMemory"]

logger = logging.getLogger("memhub.livekit")

DEFAULT_RECALL_TIMEOUT = 1.5
"""Seconds a user turn may wait for memory before the model answers without it."""
DEFAULT_OPTIONS = RecallOptions(timeout=DEFAULT_RECALL_TIMEOUT)
"""Recall when no `options` are given: the core's defaults, time-boxed for a voice turn."""

_TurnKey = tuple[str | None, str]


class LiveKitMemory:
    """Long-term memory for one caller (a namespace) in one session (a document).

    Use it through `MemoryAgent`, or compose it into an agent of your own: call
    `enrich(chat_ctx)` first in `llm_node`, add `tools()` to the agent's tools,
    and `attach(session)` once the session has started. One per session.

    Who and which call:
        `namespace` (a participant identity, an account id, any string) is
        mapped to a valid namespace through `memhub.namespace_for`, after
        `namespace_prefix`. (`user_id=` is its deprecated spelling, kept for one
        release.) `session_id` (default: random) names the conversation
        document, `conversation:<session_id>`.
    Recall:
        `options` (`memhub.prompt.RecallOptions`, default `DEFAULT_OPTIONS`:
        full mode with a 1.5 s time box) and `template` shape what is recalled and how it reads;
        `role` is the role of the injected message. `preload` fetches the
        profile once at session start (within `preload_timeout`) as the greeting's
        memory and the fallback for a failed recall; not in `query` mode.
    Capture:
        `capture=False` stores nothing. Turns go through `writer`, by default a
        `BackgroundWriter` over `client` that is closed with the session (a
        writer you pass is only flushed); an `AsyncMemhub` needs one passed in,
        since the writer sends from a thread. `capture_dreaming="instant"` forms
        memories as each turn is stored instead of after a burst. `flush_timeout`
        bounds the flush at the end (default: the writer's, `MEMHUB_FLUSH_TIMEOUT`
        or 5 s).
    Tools:
        `tools` picks the `memhub.tools` to offer and `tool_names` renames them
        (default: `search_memories`, `remember`, `forget`); each call may take
        `tool_timeout` seconds.
    """

    def __init__(
        self,
        client: Memhub | AsyncMemhub,
        *,
        namespace: str | None = None,
        namespace_prefix: str = "",
        session_id: str | None = None,
        options: RecallOptions | None = None,
        template: Template | None = None,
        role: MemoryRole = "system",
        preload: bool = True,
        preload_timeout: float = 3.0,
        capture: bool = True,
        capture_dreaming: DreamingMode | None = None,
        writer: BackgroundWriter | None = None,
        flush_timeout: float | None = None,
        tools: Sequence[ToolName] = DEFAULT_TOOLS,
        tool_names: Mapping[ToolName, str] = DEFAULT_TOOL_NAMES,
        tool_timeout: float = 5.0,
        user_id: str | None = None,
    ) -> None:
        self.namespace = _namespace(namespace, namespace_prefix, deprecated_user_id=user_id)
        self.session_id = session_id or uuid.uuid4().hex
        self.document_id = conversation_document_id(self.session_id)
        self.options = options or DEFAULT_OPTIONS
        if role not in ("system", "developer", "assistant"):
            raise ValueError(f"role must be system, developer or assistant, got {role!r}")
        self._client = client
        self._template = template
        self._role: MemoryRole = role
        self._flush_timeout = flush_timeout
        self._turns = MemoryContext(
            client,
            namespace=self.namespace,
            conversation_id=self.session_id,
            options=self.options,
            cache=False,  # turns share one in-flight recall instead (see _recall)
        )
        # The profile at session start, standing in for a turn's failed recall.
        self._profile = ProfilePreload(
            client, namespace=self.namespace, options=self.options, timeout=preload_timeout
        )
        self._preload_enabled = preload and self.options.mode != "query"
        self._tool_config = (tuple(tools), dict(tool_names), tool_timeout)
        self._tools: list[MemoryTool] | None = None

        self._owns_writer = False
        self._capture: ConversationCapture | None = None
        if capture:
            if writer is None:
                if isinstance(client, AsyncMemhub):
                    raise ValueError(
                        "capture writes from a background thread and needs a sync client: "
                        "pass writer=BackgroundWriter(memhub.Memhub(...)), or capture=False"
                    )
                writer = BackgroundWriter(
                    client,
                    request_timeout=10.0,
                    flush_timeout=flush_timeout,
                    name="memhub-livekit",
                )
                self._owns_writer = True
            self._capture = ConversationCapture(
                writer,
                namespace=self.namespace,
                document_id=self.document_id,
                metadata={"source": "livekit", "kind": "conversation", "session": self.session_id},
                dreaming=capture_dreaming,
            )

        self._session: AgentSession[Any] | None = None
        self._turn: tuple[_TurnKey, asyncio.Future[Recall]] | None = None
        self._closing: asyncio.Future[None] | None = None
        self._shutdown_hooked = False
        # Realtime models: what the live session was last given, and the order
        # updates were started in, so a slow early one never overwrites a later one.
        self._rt_order = itertools.count()
        self._rt_applied = -1
        self._rt_instructions: str | None = None
        self._rt_text: str | None = None
        self._rt_tasks: set[asyncio.Future[str | None]] = set()

    @property
    def writer(self) -> BackgroundWriter | None:
        """The writer behind capture (None with `capture=False`); its counters show progress."""
        return self._capture.writer if self._capture is not None else None

    # -- recall --------------------------------------------------------------

    async def enrich(self, chat_ctx: llm.ChatContext) -> str | None:
        """Recall for the latest user message and put the block into `chat_ctx`.

        Call it first thing in `llm_node`. Any earlier block is removed, the new
        one sits just before the user's message (or last, before the user has
        spoken). Returns the block, or None when nothing was injected. Never
        raises for memory failures unless `RecallOptions.raise_on_error` is set.
        """
        user = last_user_message(chat_ctx)
        if user is None:
            recall = await self._greeting_recall()
        else:
            recall = await self._recall((user.id, message_text(user)))
            if recall.error is not None and (preloaded := self._preloaded()) is not None:
                logger.info("memhub recall failed; using the profile loaded at session start")
                recall = preloaded
        block = render(recall, template=self._template)
        put_block(chat_ctx, block, anchor=user, role=self._role)
        return block

    async def preload(self) -> Recall | None:
        """Fetch the caller's profile now (once per session) and keep it as a fallback.

        `attach` starts this in the background; await it before a greeting that
        should already know the caller. None in `query` mode or with `preload=False`.
        """
        task = self._start_preload()
        return await asyncio.shield(task) if task is not None else None

    def _start_preload(self) -> asyncio.Future[Recall] | None:
        return self._profile.start() if self._preload_enabled else None

    def _preloaded(self) -> Recall | None:
        return self._profile.result()

    async def _greeting_recall(self) -> Recall:
        """Memory for a reply nobody asked a question for, such as the greeting."""
        preload = self._start_preload()
        if preload is not None:
            return await asyncio.shield(preload)
        return await self._recall((None, ""))

    async def _recall(self, key: _TurnKey) -> Recall:
        # Keyed by the user message: LiveKit may cancel a generation and start it
        # again, and a tool loop calls the model several times for one message.
        # Shielded so a cancelled generation leaves the recall running for the next.
        if self._turn is None or self._turn[0] != key:
            self._turn = (key, asyncio.ensure_future(self._turns.arecall(key[1])))
        return await asyncio.shield(self._turn[1])

    # -- realtime models -----------------------------------------------------

    async def enrich_realtime(
        self, agent: Agent, message: llm.ChatMessage | None = None
    ) -> str | None:
        """Recall for `message` and put the block into `agent`'s realtime session.

        The block goes at the end of the live session's instructions, replacing
        the previous one; before the user has spoken (`message` None) it holds the
        profile loaded at session start. `MemoryAgent` calls this from
        `on_user_turn_completed`, and `attach` for each user transcript. Returns
        the block, or None when nothing was injected or `agent` does not run a
        realtime model that takes new instructions. Never raises for memory failures.
        """
        session = realtime_session(agent)
        if session is None:
            return None
        order = next(self._rt_order)
        if message is None:
            recall = await self._greeting_recall()
        else:
            self._rt_text = message_text(message)
            recall = await self._recall((message.id, self._rt_text))
            if recall.error is not None and (preloaded := self._preloaded()) is not None:
                logger.info("memhub recall failed; using the profile loaded at session start")
                recall = preloaded
        block = render(recall, template=self._template)
        if order < self._rt_applied:
            return block  # a later turn's memory is already in the session
        self._rt_applied = order
        if block is None and self._rt_instructions is None:
            return None  # the session still has the agent's own instructions
        instructions = with_block(agent, session, block)
        if instructions != self._rt_instructions:
            try:
                await session.update_instructions(instructions)
            except Exception:  # the reply goes ahead with what the session had
                logger.exception("memhub could not update the realtime session's instructions")
                return None
            self._rt_instructions = instructions
        return block

    def _on_item_added(self, event: Any) -> None:
        """A user transcript reached the history: recall for it in a realtime session.

        With the provider's own turn detection the reply is already under way,
        so this memory is for the next one. A turn `on_user_turn_completed` has
        just handled (same words) is not recalled again.
        """
        item = event.item
        if not isinstance(item, llm.ChatMessage) or item.role != "user":
            return
        if is_memory_message(item) or message_text(item) in ("", self._rt_text):
            return
        self._spawn_realtime(item)

    def _spawn_realtime(self, message: llm.ChatMessage | None) -> None:
        if self._session is None:
            return
        try:
            agent = self._session.current_agent
        except RuntimeError:  # no agent running yet
            return
        if realtime_session(agent) is None:
            return
        task = asyncio.ensure_future(self.enrich_realtime(agent, message))
        self._rt_tasks.add(task)
        task.add_done_callback(self._rt_tasks.discard)

    async def realtime_settled(self) -> None:
        """Wait for the realtime updates under way (tests, benchmarks)."""
        while self._rt_tasks:
            await asyncio.wait(set(self._rt_tasks))

    # -- tools ---------------------------------------------------------------

    def tools(self) -> list[MemoryTool]:
        """Function tools bound to this caller's namespace, for `Agent(tools=...)`.

        By default `search_memories`, `remember` and `forget`. A failed call
        reaches the model as an error output, never the application.
        """
        if self._tools is None:
            include, names, timeout = self._tool_config
            self._tools = build_tools(
                self._client,
                self.namespace,
                include=include,
                names=names,
                timeout=timeout,
                metadata={"source": "livekit"},
            )
        return list(self._tools)

    # -- session lifecycle ---------------------------------------------------

    def attach(self, session: AgentSession[Any]) -> None:
        """Capture `session`, start the preload, and flush when the session or job ends.

        Call it once the event loop runs (`MemoryAgent` does it on enter). Attaching
        the same session again does nothing; a new session detaches the old one.
        """
        if self._closing is not None:
            raise RuntimeError("this LiveKitMemory is closed; create one per session")
        if self._session is session:
            return
        self.detach()
        self._session = session
        if self._capture is not None:
            session.on("conversation_item_added", self._capture.on_item_added)
        session.on("conversation_item_added", self._on_item_added)
        session.on("close", self._on_session_close)
        self._start_preload()
        self._spawn_realtime(None)  # the profile into a realtime session's instructions
        job = get_job_context(required=False)
        if job is not None and not self._shutdown_hooked:
            job.add_shutdown_callback(self.aclose)
            self._shutdown_hooked = True

    def detach(self) -> None:
        """Stop listening to the attached session (captured turns stay queued)."""
        session, self._session = self._session, None
        if session is None:
            return
        if self._capture is not None:
            session.off("conversation_item_added", self._capture.on_item_added)
        session.off("conversation_item_added", self._on_item_added)
        session.off("close", self._on_session_close)

    def _on_session_close(self, _event: object) -> None:
        self._begin_close()

    def _begin_close(self) -> asyncio.Future[None]:
        if self._closing is None:
            self._closing = asyncio.ensure_future(self._close())
        return self._closing

    async def aclose(self) -> None:
        """Flush captured turns (up to `flush_timeout` seconds) and stop. Idempotent."""
        await asyncio.shield(self._begin_close())

    async def _close(self) -> None:
        self.detach()
        self._profile.cancel()
        for task in (self._turn[1] if self._turn else None, *self._rt_tasks):
            if task is not None and not task.done():
                task.cancel()
        if self._capture is not None:
            await finish_writer(
                self._capture.writer, owned=self._owns_writer, flush_timeout=self._flush_timeout
            )


def _namespace(namespace: str | None, prefix: str, *, deprecated_user_id: str | None) -> str:
    if deprecated_user_id is not None:
        if namespace is not None:
            raise ValueError("pass namespace= only (user_id= is its deprecated spelling)")
        # stacklevel 3: the line that called LiveKitMemory(...), not __init__.
        warnings.warn(
            "LiveKitMemory(user_id=...) is deprecated; pass namespace=..., mapped the same way",
            DeprecationWarning,
            stacklevel=3,
        )
        namespace = deprecated_user_id
    if namespace is None:
        raise ValueError("namespace= is required: the caller's id (any string)")
    return namespace_for(namespace, prefix=prefix)
