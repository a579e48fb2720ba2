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

from collections.abc import Sequence
from typing import Any, TypeVar

from openai import AsyncStream, Stream

from memhub.capture.streams import AsyncTappedStream, Tap, TappedStream

__all__ = ["AsyncMemoryStream", "ChatText", "MemoryStream", "ResponsesOutput", "Tap"]

_T = TypeVar("_T")


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


class MemoryStream(TappedStream[_T], Stream[_T]):
    """An SDK `Stream` that records the exchange when it ends; otherwise the same stream."""


class AsyncMemoryStream(AsyncTappedStream[_T], AsyncStream[_T]):
    """An SDK `AsyncStream` that records the exchange when it ends; otherwise the same stream."""
