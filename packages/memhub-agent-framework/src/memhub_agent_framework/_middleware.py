"""`MemhubChatMiddleware`: the same memory, at the chat-client layer.

Chat middleware runs around every model call rather than once per agent run,
so it also serves plain chat clients and sees each step of a tool loop. That
changes two things compared with the context provider: the steps of one
turn reuse the turn's recall (the core's turn cache), and each call carries
the whole history, so capture sends only the turns not sent before (the
core's delta cursor, one per conversation).
"""

from __future__ import annotations

import uuid
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Mapping, Sequence
from typing import Any, Unpack

from agent_framework import AgentSession, ChatContext, ChatMiddleware, ChatResponse, Message

from memhub import AsyncMemhub, Memhub
from memhub.capture import DeltaCursor, turns_from_messages
from memhub.prompt import inject_instructions

from ._bridge import BridgeLifecycle, BridgeOptions, MemoryBridge, conversation_document_id
from ._messages import as_chat

__all__ = ["MemhubChatMiddleware"]

# Conversations whose sent turns are remembered. Past this the least recently
# active one is forgotten; if it resumes, its history is sent again once.
_MAX_CURSORS = 1024


class MemhubChatMiddleware(BridgeLifecycle, ChatMiddleware):
    """Recalls memory into every model call and stores new turns after it.

    Before each call, the latest user message drives a recall whose block is
    put into the request's instructions, replacing any earlier memhub block;
    tool-loop steps of the same turn reuse that recall. After the call (for a
    stream, once it is consumed), the turns of the history and the response
    that were not stored yet are queued for the conversation's document
    (`conversation:<id>`) through a background writer. Capture is on by
    default; `capture=False` makes the middleware read-only.

    The conversation is `conversation_id` if given, else the agent session's
    id; calls made without a session share one conversation per middleware
    instance. Other arguments are as for `MemhubContextProvider`.
    """

    def __init__(
        self,
        client: Memhub | AsyncMemhub,
        namespace: str,
        *,
        conversation_id: str | None = None,
        **memory: Unpack[BridgeOptions],
    ) -> None:
        if conversation_id is not None:
            conversation_document_id(conversation_id)  # an empty id fails here, not mid-call
        self.conversation_id = conversation_id
        self._sessionless = uuid.uuid4().hex
        self._cursors: OrderedDict[str, DeltaCursor] = OrderedDict()
        self._bridge = MemoryBridge(client, namespace, **memory)

    def document_id_for(self, session: AgentSession | None) -> str:
        """The id of the document that calls in `session` (or without one) are stored in."""
        return conversation_document_id(self._conversation(session))

    async def process(self, context: ChatContext, call_next: Callable[[], Awaitable[None]]) -> None:
        """Inject this turn's memory, make the call, then queue the new turns."""
        history = as_chat(context.messages)
        conversation = self._conversation(context.session)
        _inject(context, await self._bridge.block(history, conversation))
        if self._bridge.capture and context.stream:

            def capture_stream(response: ChatResponse[Any]) -> None:
                self._capture(conversation, history, response)

            # Runs once the caller has consumed the stream and it is finalised.
            context.stream_result_hooks.append(capture_stream)
        await call_next()
        if self._bridge.capture and isinstance(context.result, ChatResponse):
            self._capture(conversation, history, context.result)

    def _conversation(self, session: AgentSession | None) -> str:
        if self.conversation_id is not None:
            return self.conversation_id
        return session.session_id if session is not None else self._sessionless

    def _capture(
        self, conversation: str, history: Sequence[Mapping[str, str]], response: ChatResponse[Any]
    ) -> None:
        turns = turns_from_messages([*history, *as_chat(response.messages)])
        self._bridge.store(self._cursor(conversation).take(turns), conversation)

    def _cursor(self, conversation: str) -> DeltaCursor:
        """The conversation's cursor, marked as the most recently active."""
        cursor = self._cursors.pop(conversation, None)
        if cursor is None:
            cursor = DeltaCursor()
        self._cursors[conversation] = cursor
        while len(self._cursors) > _MAX_CURSORS:
            self._cursors.popitem(last=False)
        return cursor


def _inject(context: ChatContext, block: str | None) -> None:
    """Put `block` into the request's instructions, where chat clients read them."""
    if block is None:
        return
    options = dict(context.options or {})
    instructions = options.get("instructions")
    if instructions is None or isinstance(instructions, str):
        # A fresh dict: the tool loop reuses its options for the next step.
        options["instructions"] = inject_instructions(instructions, block)
        context.options = options
    else:
        # Instructions in a provider's structured form are left as they are.
        context.messages = [Message("system", [block]), *context.messages]
