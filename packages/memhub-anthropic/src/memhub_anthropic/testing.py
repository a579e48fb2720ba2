"""A scripted Claude for testing code that uses memhub-anthropic, offline.

    from memhub_anthropic import with_memory
    from memhub_anthropic.testing import Reply, ScriptedClaude

    claude = ScriptedClaude(Reply("You live in Berlin."))
    client = with_memory(claude.client(), namespace="alex", memhub=memhub)
    client.messages.create(model="claude-sonnet-4-5", max_tokens=1024, messages=[...])
    print(claude.last["system"])   # the memory block Claude got

`ScriptedClaude` stands in for the Messages API (`POST /v1/messages`) behind the
real SDK client: it records each request body the SDK sends and answers with
recorded-shape JSON, or, for a streamed request, server-sent events in the
API's order (`message_start`, `content_block_start`, `ping`, deltas,
`content_block_stop`, `message_delta`, `message_stop`): text, `tool_use`
blocks, HTTP errors, and a stream that fails midway with an `error` event.
Nothing goes over the network.

This module imports the Anthropic SDK; `import memhub_anthropic` does not.
"""

from __future__ import annotations

import itertools
import json
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, TypeAlias

import httpx2
from anthropic import Anthropic, AsyncAnthropic

__all__ = ["Reply", "ScriptedClaude", "Step"]

MODEL = "claude-sonnet-4-5-20250929"
# No retries: a scripted error reaches the code under test as it was sent.
_CLIENT_OPTIONS: dict[str, Any] = {
    "api_key": "sk-ant-test",
    "base_url": "http://claude.test",
    "max_retries": 0,
}


@dataclass
class Reply:
    """What Claude answers next: text, then any `tool_use` blocks, or an HTTP error.

    `tool_uses` are `(tool_use id, tool name, input)`. A `status` other than 200
    answers with an Anthropic error body. `fail_mid_stream` breaks a streamed
    answer off with an `overloaded_error` event after its first text delta.
    """

    text: str = "ok"
    tool_uses: list[tuple[str, str, dict[str, Any]]] = field(default_factory=list)
    status: int = 200
    fail_mid_stream: bool = False


Step: TypeAlias = Reply | Callable[[dict[str, Any]], Reply]
"""A reply, or a function of the request body that picks one (as Claude reads its
context, e.g. to answer from the memory block it was given)."""


def _pieces(text: str) -> list[str]:
    """Split like a tokenizer would: words with their leading space."""
    words = text.split(" ")
    return [words[0], *(" " + w for w in words[1:])] if text else []


def _sse(events: list[dict[str, Any]]) -> bytes:
    return "".join(f"event: {e['type']}\ndata: {json.dumps(e)}\n\n" for e in events).encode()


class ScriptedClaude:
    """The Messages API, answering from a script.

    Each request takes the next queued step (`script`, then `queue(...)`); once
    none is left, `default`. `requests` holds every request body in order; `last`
    is the latest. `client()` / `async_client()` are SDK clients that talk to it
    and to nothing else.
    """

    def __init__(self, *script: Step, default: Step | None = None) -> None:
        self.requests: list[dict[str, Any]] = []
        self.replies: deque[Step] = deque(script)
        self.default: Step = Reply() if default is None else default
        self._ids = itertools.count(1)

    def client(self) -> Anthropic:
        """A sync SDK client whose requests this endpoint answers."""
        transport = httpx2.MockTransport(self.handle)
        return Anthropic(http_client=httpx2.Client(transport=transport), **_CLIENT_OPTIONS)

    def async_client(self) -> AsyncAnthropic:
        """An async SDK client whose requests this endpoint answers."""
        transport = httpx2.MockTransport(self.handle)
        return AsyncAnthropic(
            http_client=httpx2.AsyncClient(transport=transport), **_CLIENT_OPTIONS
        )

    def queue(self, *replies: Step) -> None:
        """Answer the next requests with `replies`, in order."""
        self.replies.extend(replies)

    @property
    def last(self) -> dict[str, Any]:
        """The body of the latest request."""
        return self.requests[-1]

    # -- HTTP ---------------------------------------------------------------

    def handle(self, request: httpx2.Request) -> httpx2.Response:
        """The `httpx2.MockTransport` handler: record the request, send the reply."""
        if request.url.path != "/v1/messages":
            return httpx2.Response(404, json=_error("not_found_error", "Not found"))
        body = json.loads(request.content)
        self.requests.append(body)
        step = self.replies.popleft() if self.replies else self.default
        reply = step(body) if callable(step) else step
        headers = {"request-id": f"req_{next(self._ids):024d}"}
        if reply.status != 200:
            error = _error("api_error", "Internal server error")
            return httpx2.Response(reply.status, json=error, headers=headers)
        message = self._message(reply)
        if not body.get("stream"):
            return httpx2.Response(200, json=message, headers=headers)
        headers["content-type"] = "text/event-stream"
        return httpx2.Response(200, content=_sse(self._events(reply, message)), headers=headers)

    def _message(self, reply: Reply) -> dict[str, Any]:
        content: list[dict[str, Any]] = []
        if reply.text:
            content.append({"type": "text", "text": reply.text})
        content += [
            {"type": "tool_use", "id": tid, "name": name, "input": value}
            for tid, name, value in reply.tool_uses
        ]
        return {
            "id": f"msg_{next(self._ids):024d}",
            "type": "message",
            "role": "assistant",
            "model": MODEL,
            "content": content,
            "stop_reason": "tool_use" if reply.tool_uses else "end_turn",
            "stop_sequence": None,
            "usage": {
                "input_tokens": 412,
                "output_tokens": 38,
                "cache_creation_input_tokens": 0,
                "cache_read_input_tokens": 0,
                "service_tier": "standard",
            },
        }

    @staticmethod
    def _events(reply: Reply, message: dict[str, Any]) -> list[dict[str, Any]]:
        start = {**message, "content": [], "stop_reason": None}
        start["usage"] = {**message["usage"], "output_tokens": 1}
        events: list[dict[str, Any]] = [{"type": "message_start", "message": start}]
        for index, block in enumerate(message["content"]):
            opening = {**block, "text": ""} if block["type"] == "text" else {**block, "input": {}}
            events.append({"type": "content_block_start", "index": index, "content_block": opening})
            if index == 0:
                events.append({"type": "ping"})
            if block["type"] == "text":
                deltas = [{"type": "text_delta", "text": piece} for piece in _pieces(block["text"])]
            else:
                deltas = [{"type": "input_json_delta", "partial_json": json.dumps(block["input"])}]
            for delta in deltas:
                events.append({"type": "content_block_delta", "index": index, "delta": delta})
                if reply.fail_mid_stream:
                    return [*events, _error("overloaded_error", "Overloaded")]
            events.append({"type": "content_block_stop", "index": index})
        events.append(
            {
                "type": "message_delta",
                "delta": {"stop_reason": message["stop_reason"], "stop_sequence": None},
                "usage": {"output_tokens": message["usage"]["output_tokens"]},
            }
        )
        events.append({"type": "message_stop"})
        return events


def _error(kind: str, message: str) -> dict[str, Any]:
    return {"type": "error", "error": {"type": kind, "message": message}}
