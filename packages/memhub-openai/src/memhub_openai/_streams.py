"""Streams that hand the caller every event and remember the assistant's words.

A streamed answer only exists piece by piece, so capture has to watch it go by.
`MemoryStream` / `AsyncMemoryStream` subclass the SDK's `Stream` / `AsyncStream`
(code that checks `isinstance(result, openai.Stream)` keeps working), yield the
SDK's own chunks or events unchanged, and record the exchange exactly once:
when the stream runs out, when it is closed (also by leaving a `with` block),
or when the caller stops iterating early, in which case what arrived so far is
stored. A stream that fails stores nothing; the next call sends the user's
message again and it is captured then.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import AsyncIterator, Callable, Iterator, Sequence
from typing import Any, TypeVar

from openai import AsyncStream, Stream

__all__ = ["AsyncMemoryStream", "ChatText", "MemoryStream", "ResponsesOutput", "Tap"]

_T = TypeVar("_T")

Record = Callable[[Sequence[Any]], None]


class ChatText:
    """Assembles the assistant message of a Chat Completions stream (first choice)."""

    failed = False  # a failing chat stream raises instead

    def __init__(self) -> None:
        self._parts: list[str] = []

    def feed(self, chunk: Any) -> None:
        for choice in getattr(chunk, "choices", None) or ():
            delta = getattr(choice, "delta", None)
            text = getattr(delta, "content", None)
            if getattr(choice, "index", 0) == 0 and isinstance(text, str):
                self._parts.append(text)

    def output(self) -> list[dict[str, str]]:
        return [{"role": "assistant", "content": "".join(self._parts)}]


class ResponsesOutput:
    """Assembles the output of a Responses API stream.

    The final event carries the whole response; until it arrives (a caller who
    stops early never sees it) the text deltas are all there is. A response
    that fails is reported by an event, not an exception, and is not stored.
    """

    _FINAL = frozenset({"response.completed", "response.incomplete"})
    _FAILED = frozenset({"response.failed", "error"})

    def __init__(self) -> None:
        self._deltas: list[str] = []
        self._final: Sequence[Any] | None = None
        self.failed = False

    def feed(self, event: Any) -> None:
        kind = getattr(event, "type", None)
        if kind == "response.output_text.delta":
            delta = getattr(event, "delta", None)
            if isinstance(delta, str):
                self._deltas.append(delta)
        elif kind in self._FINAL:
            output = getattr(getattr(event, "response", None), "output", None)
            if isinstance(output, list):
                self._final = output
        elif kind in self._FAILED:
            self.failed = True

    def output(self) -> Sequence[Any]:
        if self._final is not None:
            return self._final
        return [{"role": "assistant", "content": "".join(self._deltas)}]


class Tap:
    """Watches a stream's items and records the exchange once, at whichever end comes first."""

    def __init__(self, assembler: ChatText | ResponsesOutput, record: Record) -> None:
        self._assembler = assembler
        self._record = record
        self._done = False
        self._lock = threading.Lock()

    def feed(self, item: Any) -> None:
        self._assembler.feed(item)

    def fail(self) -> None:
        with self._lock:
            self._done = True

    def finish(self) -> None:
        with self._lock:
            if self._done:
                return
            self._done = True
        if not self._assembler.failed:
            self._record(self._assembler.output())


class MemoryStream(Stream[_T]):
    """An SDK `Stream` that records the exchange when it ends; otherwise the same stream."""

    # Deliberately not calling Stream.__init__: this object reads from an existing
    # stream instead of opening its own, and hands unknown attributes to it.
    def __init__(self, inner: Stream[_T], tap: Tap) -> None:
        self._inner = inner
        self._tap = tap
        self.response = inner.response
        self._iterator = self._relay()

    def _relay(self) -> Iterator[_T]:
        try:
            for item in self._inner:
                self._tap.feed(item)
                yield item
        except GeneratorExit:
            raise  # abandoned: the finally block stores what arrived
        except BaseException:
            self._tap.fail()
            raise
        finally:
            self._tap.finish()

    def __next__(self) -> _T:
        return next(self._iterator)

    def __iter__(self) -> Iterator[_T]:
        try:
            # Not `yield from`: like the SDK, a loop that breaks leaves the stream resumable.
            for item in self._iterator:  # noqa: UP028
                yield item
        finally:
            # Runs when a `for` loop breaks, too: its iterator is dropped at once.
            self._tap.finish()

    def close(self) -> None:
        self._tap.finish()
        self._inner.close()

    def __getattr__(self, name: str) -> Any:
        if name == "_inner":  # not set yet: construction failed
            raise AttributeError(name)
        return getattr(self._inner, name)

    def __del__(self) -> None:
        with contextlib.suppress(Exception):
            self._tap.finish()


class AsyncMemoryStream(AsyncStream[_T]):
    """An SDK `AsyncStream` that records the exchange when it ends; otherwise the same stream."""

    def __init__(self, inner: AsyncStream[_T], tap: Tap) -> None:
        self._inner = inner
        self._tap = tap
        self.response = inner.response
        self._iterator = self._relay()

    async def _relay(self) -> AsyncIterator[_T]:
        try:
            async for item in self._inner:
                self._tap.feed(item)
                yield item
        except GeneratorExit:
            raise
        except BaseException:
            self._tap.fail()
            raise
        finally:
            self._tap.finish()

    async def __anext__(self) -> _T:
        return await self._iterator.__anext__()

    async def __aiter__(self) -> AsyncIterator[_T]:
        try:
            async for item in self._iterator:
                yield item
        finally:
            # An early `break` lands here when the event loop finalizes this generator.
            self._tap.finish()

    async def close(self) -> None:
        self._tap.finish()
        await self._inner.close()

    def __getattr__(self, name: str) -> Any:
        if name == "_inner":
            raise AttributeError(name)
        return getattr(self._inner, name)

    def __del__(self) -> None:
        with contextlib.suppress(Exception):
            self._tap.finish()
