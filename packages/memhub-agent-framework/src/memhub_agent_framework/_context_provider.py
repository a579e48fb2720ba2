"""`MemhubContextProvider`: long-term memory as an Agent Framework context provider.

A context provider is called once per agent run: `before_run` may add
instructions, `after_run` sees the response. Memory fits that shape directly:
recall before the run and hand it to the model as instructions, store the
exchange after it. Instructions are rebuilt for every run and never enter the
session's history, so recalled memory cannot be stored back as conversation.
"""

from __future__ import annotations

from typing import Any, ClassVar, Unpack

from agent_framework import AgentSession, ContextProvider, SessionContext, SupportsAgentRun

from memhub import AsyncMemhub, Memhub
from memhub.capture import turns_from_messages

from ._bridge import BridgeLifecycle, BridgeOptions, MemoryBridge, conversation_document_id
from ._messages import as_chat

__all__ = ["MemhubContextProvider"]


class MemhubContextProvider(BridgeLifecycle, ContextProvider):
    """Recalls memory into each agent run and stores what was said.

    Before a run, the latest user message of the run's input drives a recall
    (profile and search, by `options.mode`); the result is added to the run's
    instructions as one delimited block. Recall is time-boxed by `options` and a
    failure means the agent answers without memory.

    After a run, the run's input and response messages are stored as turns of
    one document per conversation (`conversation:<id>`), through a background
    writer: the run never waits for the write, and an unreachable server
    costs nothing but a log line. Capture is on by default; `capture=False`
    makes the provider read-only.

    `namespace` is the memory owner (a user id, say); a value outside the
    namespace alphabet is mapped to a valid one (see `namespace`). The
    conversation is the session's id unless `conversation_id` fixes one.
    `entity_context` says who the namespace belongs to ("Dana Reyes, the
    account holder, a nurse in Leeds", up to 1,500 characters); it heads the
    memory block whenever one is injected, so the model knows whose facts they
    are. With an `AsyncMemhub` client, capture needs an explicit `writer` over a
    sync client. Call `aclose()` (or use `async with`) at shutdown to send
    what is still queued.
    """

    DEFAULT_SOURCE_ID: ClassVar[str] = "memhub"

    def __init__(
        self,
        client: Memhub | AsyncMemhub,
        namespace: str,
        *,
        conversation_id: str | None = None,
        source_id: str = DEFAULT_SOURCE_ID,
        **memory: Unpack[BridgeOptions],
    ) -> None:
        super().__init__(source_id)
        if conversation_id is not None:
            conversation_document_id(conversation_id)  # an empty id fails here, not mid-run
        self.conversation_id = conversation_id
        self._bridge = MemoryBridge(client, namespace, **memory)

    def document_id_for(self, session: AgentSession) -> str:
        """The id of the document that runs in `session` are stored in."""
        return conversation_document_id(self.conversation_id or session.session_id)

    async def before_run(
        self,
        *,
        agent: SupportsAgentRun,
        session: AgentSession,
        context: SessionContext,
        state: dict[str, Any],
    ) -> None:
        """Add this turn's memory to the run's instructions, if there is any."""
        block = await self._bridge.block(
            as_chat(context.input_messages), self._conversation(context, session)
        )
        if block is not None:
            context.extend_instructions(self.source_id, block)

    async def after_run(
        self,
        *,
        agent: SupportsAgentRun,
        session: AgentSession,
        context: SessionContext,
        state: dict[str, Any],
    ) -> None:
        """Queue the run's input and response for storage; returns at once."""
        if not self._bridge.capture:
            return
        # Input messages are what this run added to the conversation; history
        # loaded by other providers lives elsewhere on the context, so nothing
        # is stored twice.
        messages = list(context.input_messages)
        if context.response is not None:
            messages.extend(context.response.messages)
        self._bridge.store(
            turns_from_messages(as_chat(messages)), self._conversation(context, session)
        )

    def _conversation(self, context: SessionContext, session: AgentSession) -> str:
        # The context keeps the id `before_run` saw; a session-less run gets a
        # fresh session for each phase, but one context for both.
        return self.conversation_id or context.session_id or session.session_id
