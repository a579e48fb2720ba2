"""`with_memory`: an OpenAI client that remembers, and still is the client.

The wrapper is a thin proxy. Attribute reads and writes go to the real client,
`isinstance(wrapped, openai.OpenAI)` holds, and type checkers see the client's
own type. Only four methods change: `chat.completions.create` / `.parse` and
`responses.create` / `.parse`. Each recalls this turn's memory, puts it into
the request (system message or `instructions`), calls the real method, and
captures the exchange. `with_options` / `copy` return a wrapped copy that shares
the conversation. The client passed in is never modified.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, Unpack, overload

from memhub import AsyncMemhub, Memhub
from memhub.capture import BackgroundWriter
from memhub.prompt import RecallOptions, Template, TurnCache
from memhub.types import MetadataValue
from memhub.wrapping import (
    AsyncClientProxy,
    ClientProxy,
    Items,
    MemoryProxy,
    Proxy,
    SyncClientProxy,
)

from ._keywords import RecallKeywords, options_with
from ._memory import CaptureMode, OpenAIMemory

if TYPE_CHECKING:
    from openai import AsyncOpenAI, OpenAI

__all__ = ["memory_of", "with_memory"]

_SyncT = TypeVar("_SyncT", bound="OpenAI")
_AsyncT = TypeVar("_AsyncT", bound="AsyncOpenAI")


# -- sync ------------------------------------------------------------------------------


class _Resource(MemoryProxy):
    __slots__ = ()
    _memory: OpenAIMemory


class _Completions(_Resource):
    __slots__ = ()

    def create(self, **kwargs: Any) -> Any:
        kwargs, history = self._memory.chat_request(kwargs)
        return _chat_result(self._memory, history, self._wrapped.create(**kwargs))

    def parse(self, **kwargs: Any) -> Any:
        kwargs, history = self._memory.chat_request(kwargs)
        return _chat_result(self._memory, history, self._wrapped.parse(**kwargs))


class _Responses(_Resource):
    __slots__ = ()

    def create(self, **kwargs: Any) -> Any:
        kwargs, items = self._memory.responses_request(kwargs)
        return _responses_result(self._memory, items, self._wrapped.create(**kwargs))

    def parse(self, **kwargs: Any) -> Any:
        kwargs, items = self._memory.responses_request(kwargs)
        return _responses_result(self._memory, items, self._wrapped.parse(**kwargs))


class _Chat(Proxy):
    __slots__ = ("_completions",)
    _completions_type: type[_Resource] = _Completions

    def __init__(self, wrapped: Any, memory: OpenAIMemory) -> None:
        super().__init__(wrapped)
        completions = self._completions_type(wrapped.completions, memory)
        object.__setattr__(self, "_completions", completions)

    @property
    def completions(self) -> Any:
        return self._completions


class _ClientBase(ClientProxy):
    __slots__ = ("_chat", "_responses")
    _memory: OpenAIMemory
    _chat_type: type[_Chat]
    _responses_type: type[_Resource]

    def __init__(self, wrapped: Any, memory: OpenAIMemory) -> None:
        super().__init__(wrapped, memory)
        object.__setattr__(self, "_chat", None)
        object.__setattr__(self, "_responses", None)

    @property
    def chat(self) -> Any:
        if self._chat is None:
            object.__setattr__(self, "_chat", self._chat_type(self._wrapped.chat, self._memory))
        return self._chat

    @property
    def responses(self) -> Any:
        if self._responses is None:
            responses = self._responses_type(self._wrapped.responses, self._memory)
            object.__setattr__(self, "_responses", responses)
        return self._responses


class _Client(_ClientBase, SyncClientProxy):
    __slots__ = ()
    _chat_type = _Chat
    _responses_type = _Responses


# -- async -----------------------------------------------------------------------------


class _AsyncCompletions(_Resource):
    __slots__ = ()

    async def create(self, **kwargs: Any) -> Any:
        kwargs, history = await self._memory.achat_request(kwargs)
        return _chat_result(self._memory, history, await self._wrapped.create(**kwargs))

    async def parse(self, **kwargs: Any) -> Any:
        kwargs, history = await self._memory.achat_request(kwargs)
        return _chat_result(self._memory, history, await self._wrapped.parse(**kwargs))


class _AsyncResponses(_Resource):
    __slots__ = ()

    async def create(self, **kwargs: Any) -> Any:
        kwargs, items = await self._memory.aresponses_request(kwargs)
        return _responses_result(self._memory, items, await self._wrapped.create(**kwargs))

    async def parse(self, **kwargs: Any) -> Any:
        kwargs, items = await self._memory.aresponses_request(kwargs)
        return _responses_result(self._memory, items, await self._wrapped.parse(**kwargs))


class _AsyncChat(_Chat):
    __slots__ = ()
    _completions_type = _AsyncCompletions


class _AsyncClient(_ClientBase, AsyncClientProxy):
    __slots__ = ()
    _chat_type = _AsyncChat
    _responses_type = _AsyncResponses


# -- results ---------------------------------------------------------------------------


def _chat_result(memory: OpenAIMemory, history: list[Any] | None, result: Any) -> Any:
    from ._streams import ChatText

    stream = _watch(memory, history, result, ChatText)
    if stream is not None:
        return stream
    choices = getattr(result, "choices", None)
    if choices:
        memory.record(history, [getattr(choices[0], "message", None)])
    return result


def _responses_result(memory: OpenAIMemory, items: Items | None, result: Any) -> Any:
    from ._streams import ResponsesOutput

    stream = _watch(memory, items, result, ResponsesOutput)
    if stream is not None:
        return stream
    output = getattr(result, "output", None)
    if isinstance(output, list):
        memory.record(items, output)
    return result


def _watch(memory: OpenAIMemory, request: Items | None, result: Any, assembler: Any) -> Any:
    """The stream to hand back for `result` (wrapped to capture when capture is on),
    or None when `result` is not a stream."""
    from openai import AsyncStream, Stream

    from ._streams import AsyncMemoryStream, MemoryStream

    if not isinstance(result, Stream | AsyncStream):
        return None
    if memory.writer is None:
        return result
    tap = memory.tap(request, assembler())
    if isinstance(result, Stream):
        return MemoryStream(result, tap)
    return AsyncMemoryStream(result, tap)


# -- public ----------------------------------------------------------------------------


@overload
def with_memory(
    client: _SyncT,
    *,
    namespace: str,
    conversation_id: str | None = None,
    options: RecallOptions | None = None,
    capture: CaptureMode = "always",
    memhub: Memhub | None = None,
    writer: BackgroundWriter | None = None,
    template: Template | None = None,
    cache: TurnCache | bool = True,
    metadata: Mapping[str, MetadataValue] | None = None,
    **deprecated: Unpack[RecallKeywords],
) -> _SyncT: ...


@overload
def with_memory(
    client: _AsyncT,
    *,
    namespace: str,
    conversation_id: str | None = None,
    options: RecallOptions | None = None,
    capture: CaptureMode = "always",
    memhub: Memhub | AsyncMemhub | None = None,
    writer: BackgroundWriter | None = None,
    template: Template | None = None,
    cache: TurnCache | bool = True,
    metadata: Mapping[str, MetadataValue] | None = None,
    **deprecated: Unpack[RecallKeywords],
) -> _AsyncT: ...


def with_memory(
    client: OpenAI | AsyncOpenAI,
    *,
    namespace: str,
    conversation_id: str | None = None,
    options: RecallOptions | None = None,
    capture: CaptureMode = "always",
    memhub: Memhub | AsyncMemhub | None = None,
    writer: BackgroundWriter | None = None,
    template: Template | None = None,
    cache: TurnCache | bool = True,
    metadata: Mapping[str, MetadataValue] | None = None,
    **deprecated: Unpack[RecallKeywords],
) -> OpenAI | AsyncOpenAI:
    """`client` with long-term memory for one user (`namespace`) and conversation.

    Before each chat or Responses call, memory for the turn is recalled as
    `options` say (a `memhub.prompt.RecallOptions`; default `DEFAULT_OPTIONS`:
    `profile` mode, as the official middleware, within 3 s) and injected as a
    delimited block — into the system message, or into `instructions` for the
    Responses API — replacing the block of an earlier turn. After the call the
    new turns go to the document `conversation:<conversation_id>` through a
    background writer (`capture="always"`); without a conversation id each
    exchange becomes a document of its own. A recall failure means the call runs
    without memory, unless `options.raise_on_error`.

    `namespace` is any user id, mapped through `memhub.namespace_for`. `memhub`
    defaults to `memhub.Memhub()` (configured from the environment). Pass a
    shared `writer` and `cache` when wrapping a client per request.

    The recall keywords of earlier releases (`mode`, `search_limit`,
    `threshold`, `timeout`, `raise_on_error`, `filter`) still work for one
    release, with a `DeprecationWarning`; they are fields of `options` now.
    """
    from openai import AsyncOpenAI, OpenAI

    if isinstance(client, Proxy):
        raise TypeError("this client already has memory; wrap the original client instead")
    if isinstance(client, OpenAI):
        if isinstance(memhub, AsyncMemhub):
            raise TypeError("a sync OpenAI client needs a sync memhub.Memhub, not AsyncMemhub")
        proxy: type[_ClientBase] = _Client
    elif isinstance(client, AsyncOpenAI):
        proxy = _AsyncClient
    else:
        raise TypeError(
            f"with_memory wraps openai.OpenAI or openai.AsyncOpenAI, not {type(client).__name__}"
        )
    memory = OpenAIMemory(
        namespace=namespace,
        conversation_id=conversation_id,
        options=options_with(options, deprecated),
        capture=capture,
        memhub=memhub,
        writer=writer,
        template=template,
        cache=cache,
        metadata=metadata,
    )
    wrapped: OpenAI | AsyncOpenAI = proxy(client, memory)  # type: ignore[assignment]
    return wrapped


def memory_of(client: OpenAI | AsyncOpenAI) -> OpenAIMemory:
    """The memory of a client returned by `with_memory` (to flush or close it)."""
    if not isinstance(client, Proxy):
        raise TypeError("this client has no memory: it was not returned by with_memory")
    memory: OpenAIMemory = object.__getattribute__(client, "_memory")
    return memory
