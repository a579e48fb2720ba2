"""Capture from a streamed answer: watch each item go by, record the exchange once.

A streamed answer only exists piece by piece. An adapter subclasses its SDK's
stream class together with `TappedStream` (or `AsyncTappedStream`), so code
that checks `isinstance(result, sdk.Stream)` keeps working; the subclass reads
an existing stream instead of opening one, yields its items unchanged, and feeds
each to a `Tap`. The tap records the exchange exactly once: when the stream runs
out, when it is closed (also by leaving a `with` block), or when the caller stops
iterating early, in which case what arrived so far is stored. A stream that fails
stores nothing; the next call sends the user's message again and it is captured
then.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import AsyncIterator, Callable, Iterator, Sequence
from typing import Any, Generic, Protocol, TypeVar

__all__ = ["Assembler", "AsyncTappedStream", "Tap", "TappedStream"]

_T = TypeVar("_T")
_T_co = TypeVar("_T_co", covariant=True)

Record = Callable[[Sequence[Any]], None]


class Assembler(Protocol):
    """Builds the answer's messages from a stream's items."""

    @property
    def failed(self) -> bool:
        """The stream reported a failure in an item (not by raising): store nothing."""
        ...

    def feed(self, item: Any) -> None: ...

    def output(self) -> Sequence[Any]:
        """The assistant's messages so far, in a shape `turns_from_messages` reads."""
        ...


class Tap:
    """Watches a stream's items and records the exchange once, at whichever end comes first."""

    def __init__(self, assembler: Assembler, record: Record) -> None:
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


class _SyncSource(Protocol[_T_co]):
    @property
    def response(self) -> Any: ...

    def __iter__(self) -> Iterator[_T_co]: ...

    def close(self) -> None: ...


class _AsyncSource(Protocol[_T_co]):
    @property
    def response(self) -> Any: ...

    def __aiter__(self) -> AsyncIterator[_T_co]: ...

    async def close(self) -> None: ...


class TappedStream(Generic[_T]):
    """Mixin for an SDK stream class: relays `inner`'s items and feeds them to `tap`.

    Put it first: `class MemoryStream(TappedStream[T], sdk.Stream[T])`. It does
    not call the SDK stream's `__init__` and hands unknown attributes to `inner`.
    """

    def __init__(self, inner: _SyncSource[_T], tap: Tap) -> None:
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
            # Not `yield from`: like the SDKs, a loop that breaks leaves the stream resumable.
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


class AsyncTappedStream(Generic[_T]):
    """`TappedStream` for an SDK's async stream class."""

    def __init__(self, inner: _AsyncSource[_T], tap: Tap) -> None:
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
