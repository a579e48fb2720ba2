"""`MemhubMiddleware`: memory for LangChain 1.x agents built with `create_agent`.

It sits around every model call (`wrap_model_call` / `awrap_model_call`): before
the call it recalls memory for the latest user message through the prompt core
and adds the block to the request's system message, never to the agent's state,
so the block is not kept in the conversation and cannot be captured back. When
the model gives its final answer (a reply without tool calls), the turn's user
and assistant text is queued for the conversation's document through a
background writer, which sends each turn once (the core's delta cursor).
"""

from __future__ import annotations

import logging
import uuid
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Mapping, Sequence
from typing import Any

from langchain.agents.middleware import AgentMiddleware, ModelRequest, ModelResponse
from langchain.agents.middleware.types import ExtendedModelResponse
from langchain_core.messages import AIMessage, AnyMessage, BaseMessage, SystemMessage
from langchain_core.messages import convert_to_openai_messages as openai_messages
from langgraph.config import get_config
from langgraph.runtime import Runtime

from memhub import AsyncMemhub, Memhub, namespace_for
from memhub.capture import (
    BackgroundWriter,
    DeltaCursor,
    conversation_document_id,
    format_transcript,
    shared_writer,
    turns_from_messages,
)
from memhub.prompt import MemoryContext, RecallOptions, Template, TurnCache, inject_instructions
from memhub.types import MetadataValue

from ._clients import check_clients

__all__ = ["SOURCE", "MemhubMiddleware"]

logger = logging.getLogger("memhub")

SOURCE = "langchain-agent"
"""The `source` metadata of the conversations this middleware captures."""

NamespaceFor = str | Callable[[Runtime[Any]], str]
"""A fixed namespace, or a function of the run's `Runtime` (e.g. of its context)."""

ModelResult = ModelResponse[Any] | AIMessage | ExtendedModelResponse[Any]

# Conversations whose captured turns are remembered, least recently active
# dropped first; a dropped conversation that resumes is sent again once.
_TRACKED_CONVERSATIONS = 1024


class MemhubMiddleware(AgentMiddleware[Any, Any, Any]):
    """Recall memory into each model call and remember what was said.

    `namespace` is whose memory it is: a user id (mapped by
    `memhub.namespace_for`), or a function of the run's `Runtime` that returns
    one, e.g. `lambda runtime: runtime.context.user_id`.

    Recall follows `options` (a `memhub.prompt.RecallOptions`; default: profile
    and search, 3 s time box). A recall that fails or runs out of time is logged
    and the model is called without memory. The steps of a tool loop reuse the
    turn's recall.

    Capture is on by default (`capture=False` makes the middleware read-only):
    after the final answer of a turn, the user's messages and the assistant's
    replies (tool calls, tool results and the injected memory left out) go to
    the document `conversation:<id>`, where `id` is `conversation_id`, else
    the run's LangGraph `thread_id`, else one id per middleware. Writes go
    through `writer`, by default the writer shared by every memhub object on
    `client` (it flushes at interpreter exit); capture needs a sync `client`
    or a `writer`.

    Sync agent calls (`invoke`, `stream`) need `client`; async ones use
    `async_client`, or `client` in a worker thread.
    """

    def __init__(
        self,
        client: Memhub | None = None,
        *,
        namespace: NamespaceFor,
        async_client: AsyncMemhub | None = None,
        options: RecallOptions | None = None,
        template: Template | None = None,
        capture: bool = True,
        writer: BackgroundWriter | None = None,
        metadata: Mapping[str, MetadataValue] | None = None,
        conversation_id: str | None = None,
        cache: TurnCache | bool = True,
    ) -> None:
        super().__init__()
        check_clients("MemhubMiddleware", client, async_client)
        if isinstance(namespace, str):
            namespace = namespace_for(namespace)  # a bad id fails here, not mid-run
        if conversation_id is not None:
            conversation_document_id(conversation_id)
        if capture and writer is None:
            if client is None:
                raise ValueError(
                    "capture needs a sync memhub.Memhub client or a writer=BackgroundWriter(...);"
                    " or pass capture=False"
                )
            writer = shared_writer(client, name="memhub-langchain-writer")
        self.client = client
        self.async_client = async_client
        self._namespace = namespace
        self.options = options or RecallOptions()
        self.template = template
        self.capture = capture
        self.writer = writer if capture else None
        self.metadata: dict[str, MetadataValue] = {**(metadata or {}), "source": SOURCE}
        self.conversation_id = conversation_id
        self.cache: TurnCache | None = (
            cache if isinstance(cache, TurnCache) else TurnCache() if cache else None
        )
        self._unthreaded = uuid.uuid4().hex
        self._cursors: OrderedDict[tuple[str, str], DeltaCursor] = OrderedDict()

    # -- AgentMiddleware

    def wrap_model_call(
        self,
        request: ModelRequest[Any],
        handler: Callable[[ModelRequest[Any]], ModelResponse[Any]],
    ) -> ModelResult:
        if self.client is None:
            raise TypeError("this MemhubMiddleware has only an async_client: use ainvoke/astream")
        namespace, conversation = self._whose(request)
        context = self._context(self.client, namespace, conversation)
        response = handler(_with_block(request, context.build(_chat(request.messages))))
        self._capture(namespace, conversation, request, response)
        return response

    async def awrap_model_call(
        self,
        request: ModelRequest[Any],
        handler: Callable[[ModelRequest[Any]], Awaitable[ModelResponse[Any]]],
    ) -> ModelResult:
        namespace, conversation = self._whose(request)
        client = self.async_client if self.async_client is not None else self.client
        assert client is not None
        context = self._context(client, namespace, conversation)
        block = await context.abuild(_chat(request.messages))
        response = await handler(_with_block(request, block))
        self._capture(namespace, conversation, request, response)
        return response

    # -- writer

    def flush(self, timeout: float | None = None) -> bool:
        """Wait until captured turns are sent; False if `timeout` passes first."""
        return self.writer.flush(timeout) if self.writer is not None else True

    async def aflush(self, timeout: float | None = None) -> bool:
        """`flush` without blocking the event loop."""
        return await self.writer.aflush(timeout) if self.writer is not None else True

    # -- internals

    def _whose(self, request: ModelRequest[Any]) -> tuple[str, str]:
        """(namespace, conversation id) of the run this request belongs to."""
        if isinstance(self._namespace, str):
            namespace = self._namespace
        else:
            namespace = namespace_for(self._namespace(request.runtime))
        conversation = self.conversation_id
        if conversation is None:
            thread = _thread_id()
            conversation = thread if thread is not None else self._unthreaded
        return namespace, conversation

    def _context(
        self, client: Memhub | AsyncMemhub, namespace: str, conversation: str
    ) -> MemoryContext:
        return MemoryContext(
            client,
            namespace=namespace,
            conversation_id=conversation,
            options=self.options,
            template=self.template,
            cache=self.cache if self.cache is not None else False,
        )

    def _capture(
        self, namespace: str, conversation: str, request: ModelRequest[Any], result: ModelResult
    ) -> None:
        if self.writer is None:
            return
        answer = _messages(result)
        if not answer or any(_calls_tools(message) for message in answer):
            return  # a tool-loop step: the turn is captured once the model answers
        spoken = [m for m in [*request.messages, *answer] if not _calls_tools(m)]
        turns = self._cursor(namespace, conversation).take(turns_from_messages(_chat(spoken)))
        if turns:
            self.writer.submit(
                namespace,
                content=format_transcript(turns),
                id=conversation_document_id(conversation),
                metadata=self.metadata,
            )

    def _cursor(self, namespace: str, conversation: str) -> DeltaCursor:
        key = (namespace, conversation)
        cursor = self._cursors.pop(key, None) or DeltaCursor()
        self._cursors[key] = cursor  # now the most recently active
        if len(self._cursors) > _TRACKED_CONVERSATIONS:
            del self._cursors[next(iter(self._cursors))]
        return cursor


def _thread_id() -> str | None:
    try:
        configurable = get_config().get("configurable") or {}
    except RuntimeError:  # called outside a LangGraph run
        return None
    thread = configurable.get("thread_id")
    return str(thread) if thread is not None and str(thread).strip() else None


def _chat(messages: Sequence[BaseMessage]) -> list[dict[str, Any]]:
    """LangChain messages as OpenAI chat dicts, the shape the memhub core reads."""
    return list(openai_messages(list(messages)))


def _calls_tools(message: BaseMessage) -> bool:
    return isinstance(message, AIMessage) and bool(message.tool_calls)


def _messages(result: ModelResult) -> list[AnyMessage]:
    if isinstance(result, AIMessage):
        return [result]
    if isinstance(result, ExtendedModelResponse):
        result = result.model_response
    return [m for m in result.result if isinstance(m, AIMessage)]


def _with_block(request: ModelRequest[Any], block: str | None) -> ModelRequest[Any]:
    """`request` with `block` at the end of its system message (a new one if none)."""
    if block is None:
        return request
    system = request.system_message
    if system is None:
        message = SystemMessage(block)
    elif isinstance(system.content, str):
        text = inject_instructions(system.content, block)
        message = system.model_copy(update={"content": text})
    else:  # content blocks: ours goes last, the host's stay as they are
        message = system.model_copy(
            update={"content": [*system.content, {"type": "text", "text": block}]}
        )
    return request.override(system_message=message)
