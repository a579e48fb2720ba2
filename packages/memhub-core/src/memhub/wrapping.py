"""What the `with_memory` client wrappers share, whichever model SDK they wrap.

`Proxy` stands in for an SDK object: attribute reads and writes go to it, and
`isinstance(proxy, ClientClass)` holds. `ClientProxy` and its sync and async
forms add what every wrapped client does (`with_options` / `copy` keep the
memory; `close` closes both). `ClientMemory` is one conversation's memory:
recall for the latest user turn within the options' time box, and capture of
the new turns through a background writer. An adapter subclasses it to turn
its SDK's request arguments into messages and to put the memory block where its
API takes instructions.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Iterable, Mapping, Sequence
from typing import Any, ClassVar, Literal, TypedDict

from ._client import AsyncMemhub, Memhub
from .capture import (
    BackgroundWriter,
    DeltaCursor,
    conversation_document_id,
    format_transcript,
    namespace_for,
    turns_from_messages,
)
from .capture.streams import Assembler, Tap
from .prompt import (
    MemoryContext,
    MemoryMode,
    RecallOptions,
    Template,
    TurnCache,
    inject_instructions,
    is_new_turn,
    last_user_text,
)
from .types import MetadataValue

__all__ = [
    "AsyncClientProxy",
    "CaptureMode",
    "ClientMemory",
    "ClientProxy",
    "Items",
    "Kwargs",
    "MemoryOptions",
    "MemoryProxy",
    "Proxy",
    "SyncClientProxy",
    "listed",
    "with_text_block",
]

CaptureMode = Literal["always", "never"]
"""`always`: store each exchange in the conversation document. `never`: recall only."""

Kwargs = dict[str, Any]
Items = str | Sequence[Any]


class Proxy:
    """Stands in for `wrapped`: everything not defined here is the wrapped object's."""

    __slots__ = ("_wrapped",)

    def __init__(self, wrapped: Any) -> None:
        object.__setattr__(self, "_wrapped", wrapped)

    def __getattr__(self, name: str) -> Any:
        if name == "_wrapped":  # not set yet (e.g. while copying): do not recurse
            raise AttributeError(name)
        return getattr(self._wrapped, name)

    def __setattr__(self, name: str, value: Any) -> None:
        setattr(self._wrapped, name, value)

    def __delattr__(self, name: str) -> None:
        delattr(self._wrapped, name)

    def __dir__(self) -> list[str]:
        return sorted(set(dir(self._wrapped)) | set(object.__dir__(self)))

    # isinstance() consults __class__, so the proxy passes the checks the client
    # passes (e.g. `isinstance(client, openai.OpenAI)` in other libraries).
    @property  # type: ignore[misc]
    def __class__(self) -> type:
        return type(self._wrapped)

    def __repr__(self) -> str:
        return f"<memhub {self._wrapped!r}>"


class MemoryProxy(Proxy):
    """A proxy that holds the conversation's memory (a client or one of its resources)."""

    __slots__ = ("_memory",)

    def __init__(self, wrapped: Any, memory: ClientMemory) -> None:
        super().__init__(wrapped)
        object.__setattr__(self, "_memory", memory)


class ClientProxy(MemoryProxy):
    """A wrapped SDK client; its copies share the conversation."""

    __slots__ = ()

    def with_options(self, **kwargs: Any) -> Any:
        """A wrapped copy with other request options, in the same conversation."""
        return type(self)(self._wrapped.with_options(**kwargs), self._memory)

    def copy(self, **kwargs: Any) -> Any:
        return type(self)(self._wrapped.copy(**kwargs), self._memory)


class SyncClientProxy(ClientProxy):
    __slots__ = ()

    def close(self) -> None:
        """Close the SDK client, then flush and release what the memory owns."""
        self._wrapped.close()
        self._memory.close()

    def __enter__(self) -> Any:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()


class AsyncClientProxy(ClientProxy):
    __slots__ = ()

    async def close(self) -> None:
        """Close the SDK client, then flush and release what the memory owns."""
        await self._wrapped.close()
        await self._memory.aclose()

    async def __aenter__(self) -> Any:
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        await self.close()


def listed(kwargs: Kwargs, key: str) -> tuple[Kwargs, list[Any] | None]:
    """`kwargs` with `kwargs[key]` made a list (a generator can be read only once),
    and that list; None when it is missing or not a sequence of messages."""
    value = kwargs.get(key)
    if isinstance(value, list):
        return kwargs, value
    if isinstance(value, Iterable) and not isinstance(value, str | bytes | Mapping):
        items = list(value)
        return {**kwargs, key: items}, items
    return kwargs, None  # let the SDK report what is wrong with it


def with_text_block(kwargs: Kwargs, key: str, block: str | None) -> Kwargs:
    """`kwargs` with `block` as the only memhub block in the text instructions at
    `key` (OpenAI's `instructions`, Anthropic's `system` as a string); `kwargs`
    itself when nothing changes. Instructions that held only a stale block go."""
    given = kwargs.get(key)
    host = given if isinstance(given, str) else None
    text = inject_instructions(host, block)
    if text == host:
        return kwargs
    if text is None:
        return {name: value for name, value in kwargs.items() if name != key}
    return {**kwargs, key: text}


class MemoryOptions(TypedDict, total=False):
    """What a `with_memory` wrapper takes besides the client, the user and the memhub client.

    `conversation_id` names the document the exchanges go to
    (`conversation:<id>`; without one each exchange is a document of its own);
    `options` are the recall settings (default: the adapter's); `capture` is
    `"always"` or `"never"`; `writer` and `cache` can be shared when wrapping a
    client per request; `template` renders the memory block; `metadata` is
    stored with each captured document.
    """

    conversation_id: str | None
    options: RecallOptions | None
    capture: CaptureMode
    writer: BackgroundWriter | None
    template: Template | None
    cache: TurnCache | bool
    metadata: Mapping[str, MetadataValue] | None


class ClientMemory:
    """Memory for one conversation held by a wrapped SDK client.

    Built by an adapter's `with_memory`; reach it with the adapter's `memory_of(client)`
    to flush captured exchanges (`flush` / `aflush`) or release what it owns
    (`close` / `aclose`). Subclasses set `source` (stored in each captured
    document's metadata), `logger` and `default_options`.

    `namespace` is any user id (mapped through `namespace_for`); the other
    arguments are `MemoryOptions`, plus `memhub` (default: `Memhub()`, from the
    environment).
    """

    source: ClassVar[str] = "client"
    logger: ClassVar[logging.Logger] = logging.getLogger("memhub")
    default_options: ClassVar[RecallOptions] = RecallOptions()
    """The recall options when none are given."""

    def __init__(
        self,
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
    ) -> None:
        if capture not in ("always", "never"):
            raise ValueError(f"capture must be 'always' or 'never', got {capture!r}")
        self.namespace = namespace_for(namespace)
        self.conversation_id = conversation_id
        self.document_id = conversation_document_id(conversation_id) if conversation_id else None
        self.options = self.default_options if options is None else options
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
        self.metadata: dict[str, MetadataValue] = {"source": self.source, **(metadata or {})}
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

        A tool-loop step (tool results after the user's message, or only tool
        outputs) has no new user text; it continues the last turn.
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
        self.logger.warning("memhub: memory skipped for this call: %s", error, exc_info=error)

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
            self.logger.warning("memhub: could not capture this exchange", exc_info=True)

    def tap(self, request: Items | None, assembler: Assembler) -> Tap:
        """A tap that records `request` with the answer `assembler` builds from a stream."""

        def record(output: Sequence[Any]) -> None:
            self.record(request, output)

        return Tap(assembler, record)

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
            f"{type(self).__name__}(namespace={self.namespace!r}, conversation_id="
            f"{self.conversation_id!r}, mode={self.mode!r}, capture={self.capture!r})"
        )
