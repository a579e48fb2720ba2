"""`with_memory`: an Anthropic client that remembers, and still is the client.

The wrapper is a thin proxy (`memhub.wrapping`). Attribute reads and writes go
to the real client, `isinstance(wrapped, anthropic.Anthropic)` holds, and type
checkers see the client's own type. Only `messages.create`, `.parse` and
`.stream` change: each recalls this turn's memory, puts it into `system`,
calls the real method, and captures the exchange (a stream when it ends).
`with_options` / `copy` return a wrapped copy that shares the conversation.
The client passed in is never modified; `client.beta` is the SDK's own.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypeVar, Unpack, overload

from anthropic.lib.streaming import AsyncMessageStreamManager, MessageStreamManager

from memhub import AsyncMemhub, Memhub
from memhub.wrapping import (
    AsyncClientProxy,
    ClientProxy,
    Kwargs,
    MemoryOptions,
    MemoryProxy,
    SyncClientProxy,
)

from ._memory import AnthropicMemory
from ._streams import AsyncMemoryStream, MemoryStream, MessageText, tap_message_stream

if TYPE_CHECKING:
    from anthropic import Anthropic, AsyncAnthropic

__all__ = ["memory_of", "with_memory"]

_SyncT = TypeVar("_SyncT", bound="Anthropic")
_AsyncT = TypeVar("_AsyncT", bound="AsyncAnthropic")


class _Messages(MemoryProxy):
    __slots__ = ()
    _memory: AnthropicMemory

    def create(self, **kwargs: Any) -> Any:
        kwargs, turns = self._memory.request(kwargs)
        return _result(self._memory, turns, self._wrapped.create(**kwargs))

    def parse(self, **kwargs: Any) -> Any:
        kwargs, turns = self._memory.request(kwargs)
        return _result(self._memory, turns, self._wrapped.parse(**kwargs))

    def stream(self, **kwargs: Any) -> Any:
        kwargs, turns = self._memory.request(kwargs)
        manager = self._wrapped.stream(**kwargs)
        if self._memory.writer is None:
            return manager
        return _StreamManager(manager, self._memory, turns)


class _AsyncMessages(MemoryProxy):
    __slots__ = ()
    _memory: AnthropicMemory

    async def create(self, **kwargs: Any) -> Any:
        kwargs, turns = await self._memory.arequest(kwargs)
        return _result(self._memory, turns, await self._wrapped.create(**kwargs))

    async def parse(self, **kwargs: Any) -> Any:
        kwargs, turns = await self._memory.arequest(kwargs)
        return _result(self._memory, turns, await self._wrapped.parse(**kwargs))

    def stream(self, **kwargs: Any) -> Any:
        # Like the SDK's, not a coroutine: recall waits for `async with`.
        return _AsyncStreamManager(self._wrapped, self._memory, kwargs)


class _StreamManager(MessageStreamManager[Any]):
    """The SDK's manager, with the stream it opens captured."""

    # Deliberately not calling MessageStreamManager.__init__: the SDK's manager
    # (built by the real `stream()`) opens the stream; this one only watches it.
    def __init__(
        self, inner: MessageStreamManager[Any], memory: AnthropicMemory, turns: list[Any] | None
    ) -> None:
        self._inner = inner
        self._memory = memory
        self._turns = turns

    def __enter__(self) -> Any:
        stream = self._inner.__enter__()
        tap_message_stream(stream, self._memory.tap(self._turns, MessageText()))
        return stream

    def __exit__(self, *exc_info: Any) -> None:
        self._inner.__exit__(*exc_info)


class _AsyncStreamManager(AsyncMessageStreamManager[Any]):
    """`messages.stream()` of an async client: recalls, then opens the SDK's stream."""

    def __init__(self, messages: Any, memory: AnthropicMemory, kwargs: Kwargs) -> None:
        self._messages = messages
        self._memory = memory
        self._kwargs = kwargs
        self._inner: AsyncMessageStreamManager[Any] | None = None

    async def __aenter__(self) -> Any:
        kwargs, turns = await self._memory.arequest(self._kwargs)
        self._inner = self._messages.stream(**kwargs)
        stream = await self._inner.__aenter__()
        if self._memory.writer is not None:
            tap_message_stream(stream, self._memory.tap(turns, MessageText()))
        return stream

    async def __aexit__(self, *exc_info: Any) -> None:
        if self._inner is not None:
            await self._inner.__aexit__(*exc_info)


class _ClientBase(ClientProxy):
    __slots__ = ("_messages",)
    _memory: AnthropicMemory
    _messages_type: type[MemoryProxy]

    def __init__(self, wrapped: Any, memory: AnthropicMemory) -> None:
        super().__init__(wrapped, memory)
        object.__setattr__(self, "_messages", None)

    @property
    def messages(self) -> Any:
        if self._messages is None:
            messages = self._messages_type(self._wrapped.messages, self._memory)
            object.__setattr__(self, "_messages", messages)
        return self._messages


class _Client(_ClientBase, SyncClientProxy):
    __slots__ = ()
    _messages_type = _Messages


class _AsyncClient(_ClientBase, AsyncClientProxy):
    __slots__ = ()
    _messages_type = _AsyncMessages


def _result(memory: AnthropicMemory, turns: list[Any] | None, result: Any) -> Any:
    """`result` as the caller gets it: a stream wrapped to capture it when it ends, or
    the message, recorded now."""
    from anthropic import AsyncStream, Stream

    if isinstance(result, Stream | AsyncStream):
        if memory.writer is None:
            return result
        tap = memory.tap(turns, MessageText())
        if isinstance(result, Stream):
            return MemoryStream(result, tap)
        return AsyncMemoryStream(result, tap)
    if getattr(result, "role", None) == "assistant":
        memory.record(turns, [result])
    return result


# -- public ----------------------------------------------------------------------------


@overload
def with_memory(
    client: _SyncT,
    *,
    namespace: str,
    memhub: Memhub | None = None,
    **options: Unpack[MemoryOptions],
) -> _SyncT: ...


@overload
def with_memory(
    client: _AsyncT,
    *,
    namespace: str,
    memhub: Memhub | AsyncMemhub | None = None,
    **options: Unpack[MemoryOptions],
) -> _AsyncT: ...


def with_memory(
    client: Anthropic | AsyncAnthropic,
    *,
    namespace: str,
    memhub: Memhub | AsyncMemhub | None = None,
    **options: Unpack[MemoryOptions],
) -> Anthropic | AsyncAnthropic:
    """`client` with long-term memory for one user (`namespace`) and conversation.

    Before each `messages.create` / `.parse` / `.stream` call, memory for the
    latest user message is recalled as `options` say (a
    `memhub.prompt.RecallOptions`; default `DEFAULT_OPTIONS`: profile and search,
    within 3 s) and injected as a delimited block at the end of `system` (a
    string stays a string; a list of text blocks gets a block of its own after
    yours, so `cache_control` breakpoints keep their prefix), replacing the block
    of an earlier turn. A tool-result step reuses its turn's memory. After the
    call the new user and assistant text goes to the document
    `conversation:<conversation_id>` through a background writer
    (`capture="always"`); tool calls, tool results and the injected memory are
    never stored. Without a conversation id each exchange becomes a document of
    its own. A recall failure means the call runs without memory, unless
    `options.raise_on_error`.

    `client` is an `Anthropic` or `AsyncAnthropic` (or another client of the
    SDK whose `messages` is the Messages API: Bedrock, Vertex, Foundry).
    `namespace` is any user id, mapped through `memhub.namespace_for`. `memhub`
    defaults to `memhub.Memhub()` (configured from the environment). The other
    keywords are `memhub.wrapping.MemoryOptions`: `conversation_id`, `options`,
    `capture` (`"always"` / `"never"`), `writer`, `template`, `cache`, `metadata`.
    """
    from anthropic.resources.messages import AsyncMessages, Messages

    if isinstance(client, ClientProxy):
        raise TypeError("this client already has memory; wrap the original client instead")
    resource = getattr(client, "messages", None)
    if isinstance(resource, Messages):
        if isinstance(memhub, AsyncMemhub):
            raise TypeError("a sync Anthropic client needs a sync memhub.Memhub, not AsyncMemhub")
        proxy: type[_ClientBase] = _Client
    elif isinstance(resource, AsyncMessages):
        proxy = _AsyncClient
    else:
        raise TypeError(
            "with_memory wraps anthropic.Anthropic or anthropic.AsyncAnthropic, "
            f"not {type(client).__name__}"
        )
    unknown = sorted(set(options) - MemoryOptions.__optional_keys__)
    if unknown:
        raise TypeError(f"with_memory() got an unexpected keyword argument {unknown[0]!r}")
    memory = AnthropicMemory(namespace=namespace, memhub=memhub, **options)
    wrapped: Anthropic | AsyncAnthropic = proxy(client, memory)  # type: ignore[assignment]
    return wrapped


def memory_of(client: Anthropic | AsyncAnthropic) -> AnthropicMemory:
    """The memory of a client returned by `with_memory` (to flush or close it)."""
    if not isinstance(client, ClientProxy):
        raise TypeError("this client has no memory: it was not returned by with_memory")
    memory: AnthropicMemory = object.__getattribute__(client, "_memory")
    return memory
