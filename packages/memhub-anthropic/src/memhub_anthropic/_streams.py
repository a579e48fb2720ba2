"""Streamed Messages API answers, handed over unchanged and captured when they end.

`create(stream=True)` returns the SDK's `Stream` of raw events; `MemoryStream`
(an `anthropic.Stream`) relays it and records the exchange once, as
`memhub.capture.streams` describes. `messages.stream()` returns a manager whose
`MessageStream` reads such a raw stream; `tap_message_stream` puts a
`MemoryStream` under it, so the helper's events, `text_stream` and
`get_final_message()` work as always and capture happens at the same points.
A stream that fails (an `error` event, which the SDK raises) stores nothing.
"""

from __future__ import annotations

import logging
from typing import Any, TypeVar

from anthropic import AsyncStream, Stream

from memhub.capture.streams import AsyncTappedStream, Tap, TappedStream

__all__ = ["AsyncMemoryStream", "MemoryStream", "MessageText", "tap_message_stream"]

logger = logging.getLogger("memhub.anthropic")

_T = TypeVar("_T")


class MessageText:
    """Assembles the assistant's text blocks from raw stream events.

    The output has the shape of the message the SDK would build (one text part
    per text block), so when the app sends that message back next turn, capture
    recognises it as already stored.
    """

    failed = False  # a failing stream raises instead

    def __init__(self) -> None:
        self._blocks: dict[int, list[str]] = {}

    def feed(self, event: Any) -> None:
        kind = getattr(event, "type", None)
        index = getattr(event, "index", None)
        if not isinstance(index, int):
            return
        if kind == "content_block_start":
            block = getattr(event, "content_block", None)
            if getattr(block, "type", None) == "text":
                self._blocks[index] = [getattr(block, "text", "") or ""]
        elif kind == "content_block_delta":
            delta = getattr(event, "delta", None)
            text = getattr(delta, "text", None)
            if getattr(delta, "type", None) == "text_delta" and isinstance(text, str):
                self._blocks.setdefault(index, []).append(text)

    def output(self) -> list[dict[str, Any]]:
        content = [{"type": "text", "text": "".join(self._blocks[i])} for i in sorted(self._blocks)]
        return [{"role": "assistant", "content": content}]


class MemoryStream(TappedStream[_T], Stream[_T]):
    """An SDK `Stream` that records the exchange when it ends; otherwise the same stream."""


class AsyncMemoryStream(AsyncTappedStream[_T], AsyncStream[_T]):
    """An SDK `AsyncStream` that records the exchange when it ends; otherwise the same stream."""


def tap_message_stream(message_stream: Any, tap: Tap) -> None:
    """Capture what `message_stream` (a `MessageStream` or `AsyncMessageStream` the
    SDK just opened) reads, by relaying its raw stream through `tap`."""
    raw = getattr(message_stream, "_raw_stream", None)
    if isinstance(raw, Stream):
        message_stream._raw_stream = MemoryStream(raw, tap)
    elif isinstance(raw, AsyncStream):
        message_stream._raw_stream = AsyncMemoryStream(raw, tap)
    else:  # an SDK release that reads its stream differently: answer, without capture
        logger.warning("memhub: this anthropic release's message streams cannot be captured")
