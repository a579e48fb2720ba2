"""A scripted OpenAI model for testing code that uses memhub-openai, offline.

    from memhub_openai import with_memory
    from memhub_openai.testing import Reply, ScriptedOpenAI

    model = ScriptedOpenAI(Reply("You live in Berlin."))
    client = with_memory(model.client(), namespace="alex", memhub=memhub)
    client.chat.completions.create(model="gpt-4.1-mini", messages=[...])
    print(model.last["messages"][0]["content"])   # the memory block the model got

`ScriptedOpenAI` stands in for the OpenAI HTTP API behind the real SDK client:
it records each request body the SDK sends and answers with recorded-shape JSON,
or server-sent events for streams, for Chat Completions and the Responses API
(text, function calls, HTTP errors, a stream that fails midway). Nothing goes
over the network.

This module imports the OpenAI SDK; `import memhub_openai` does not.
"""

from __future__ import annotations

import itertools
import json
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, TypeAlias

import httpx2
from openai import AsyncOpenAI, OpenAI

__all__ = ["Reply", "ScriptedOpenAI", "Seen", "Step"]

MODEL = "gpt-4.1-mini-2025-04-14"
CREATED = 1_767_225_600
# No retries: a scripted error reaches the code under test as it was sent.
_CLIENT_OPTIONS: dict[str, Any] = {
    "api_key": "test",
    "base_url": "http://model.test/v1",
    "max_retries": 0,
}


@dataclass
class Reply:
    """What the fake model answers next: text, function calls, or an HTTP error.

    `tool_calls` are `(call id, function name, JSON arguments)`; with any, the text is
    not sent. A `status` other than 200 answers with an OpenAI error body.
    `fail_mid_stream` breaks a streamed answer off after its first piece.
    """

    text: str = "ok"
    tool_calls: list[tuple[str, str, str]] = field(default_factory=list)
    status: int = 200
    fail_mid_stream: bool = False


@dataclass
class Seen:
    """One request the model received: its URL path and JSON body."""

    path: str
    body: dict[str, Any]


Step: TypeAlias = Reply | Callable[[dict[str, Any]], Reply]
"""A reply, or a function of the request body that picks one (as a model reads its
context, e.g. to answer from the memory block it was given)."""


def _pieces(text: str) -> list[str]:
    """Split like a tokenizer would: words with their leading space."""
    words = text.split(" ")
    return [words[0], *(" " + w for w in words[1:])] if text else []


def _sse(events: list[tuple[str | None, dict[str, Any] | str]]) -> bytes:
    lines = []
    for name, data in events:
        payload = data if isinstance(data, str) else json.dumps(data)
        lines.append((f"event: {name}\n" if name else "") + f"data: {payload}\n\n")
    return "".join(lines).encode()


class ScriptedOpenAI:
    """The OpenAI Chat Completions and Responses endpoints, answering from a script.

    Each request takes the next queued step (`script`, then `queue(...)`); once
    none is left, `default`. A step is a `Reply` or a function of the request body
    that returns one. `seen` holds every request (path and body) in order; `last`
    is the latest body. `client()` / `async_client()` are SDK clients that talk
    to it and to nothing else.
    """

    def __init__(self, *script: Step, default: Step | None = None) -> None:
        self.seen: list[Seen] = []
        self.replies: deque[Step] = deque(script)
        self.default: Step = Reply() if default is None else default
        self._ids = itertools.count(1)

    # -- clients ------------------------------------------------------------

    def client(self) -> OpenAI:
        """A sync SDK client whose requests this endpoint answers."""
        transport = httpx2.MockTransport(self.handle)
        return OpenAI(http_client=httpx2.Client(transport=transport), **_CLIENT_OPTIONS)

    def async_client(self) -> AsyncOpenAI:
        """An async SDK client whose requests this endpoint answers."""
        transport = httpx2.MockTransport(self.handle)
        return AsyncOpenAI(http_client=httpx2.AsyncClient(transport=transport), **_CLIENT_OPTIONS)

    def queue(self, *replies: Step) -> None:
        """Answer the next requests with `replies`, in order."""
        self.replies.extend(replies)

    @property
    def last(self) -> dict[str, Any]:
        """The body of the latest request."""
        return self.seen[-1].body

    # -- HTTP ---------------------------------------------------------------

    def handle(self, request: httpx2.Request) -> httpx2.Response:
        """The `httpx2.MockTransport` handler: record the request, send the reply."""
        body = json.loads(request.content)
        self.seen.append(Seen(request.url.path, body))
        step = self.replies.popleft() if self.replies else self.default
        reply = step(body) if callable(step) else step
        if reply.status != 200:
            error = {"message": "The server had an error", "type": "server_error", "code": None}
            return httpx2.Response(reply.status, json={"error": error})
        chat = request.url.path.endswith("/chat/completions")
        if body.get("stream"):
            events = self._chat_chunks(reply) if chat else self._response_events(reply)
            return httpx2.Response(
                200, headers={"content-type": "text/event-stream"}, content=_sse(events)
            )
        return httpx2.Response(200, json=self._chat(reply) if chat else self._response(reply))

    def _id(self, prefix: str) -> str:
        return f"{prefix}_{next(self._ids):04d}"

    # -- Chat Completions shapes -------------------------------------------

    @staticmethod
    def _chat_tool_calls(reply: Reply) -> list[dict[str, Any]]:
        return [
            {"id": cid, "type": "function", "function": {"name": name, "arguments": args}}
            for cid, name, args in reply.tool_calls
        ]

    def _chat(self, reply: Reply) -> dict[str, Any]:
        message: dict[str, Any] = {
            "role": "assistant",
            "content": None if reply.tool_calls else reply.text,
            "refusal": None,
            "annotations": [],
        }
        if reply.tool_calls:
            message["tool_calls"] = self._chat_tool_calls(reply)
        return {
            "id": self._id("chatcmpl"),
            "object": "chat.completion",
            "created": CREATED,
            "model": MODEL,
            "choices": [
                {
                    "index": 0,
                    "message": message,
                    "logprobs": None,
                    "finish_reason": "tool_calls" if reply.tool_calls else "stop",
                }
            ],
            "usage": {
                "prompt_tokens": 52,
                "completion_tokens": 9,
                "total_tokens": 61,
                "prompt_tokens_details": {"cached_tokens": 0, "audio_tokens": 0},
                "completion_tokens_details": {"reasoning_tokens": 0, "audio_tokens": 0},
            },
            "service_tier": "default",
            "system_fingerprint": "fp_6f2eabb9a5",
        }

    def _chat_chunks(self, reply: Reply) -> list[tuple[str | None, dict[str, Any] | str]]:
        cid = self._id("chatcmpl")

        def chunk(delta: dict[str, Any], finish: str | None = None) -> dict[str, Any]:
            return {
                "id": cid,
                "object": "chat.completion.chunk",
                "created": CREATED,
                "model": MODEL,
                "service_tier": "default",
                "system_fingerprint": "fp_6f2eabb9a5",
                "choices": [
                    {"index": 0, "delta": delta, "logprobs": None, "finish_reason": finish}
                ],
            }

        events: list[tuple[str | None, dict[str, Any] | str]] = [
            (None, chunk({"role": "assistant", "content": "", "refusal": None}))
        ]
        events += [(None, chunk({"content": piece})) for piece in _pieces(reply.text)]
        if reply.fail_mid_stream:
            error = {"message": "The model crashed", "type": "server_error"}
            return [*events[:2], (None, {"error": error})]
        events.append((None, chunk({}, "stop")))
        events.append((None, "[DONE]"))
        return events

    # -- Responses API shapes ------------------------------------------------

    def _output(self, reply: Reply) -> list[dict[str, Any]]:
        if reply.tool_calls:
            return [
                {
                    "type": "function_call",
                    "id": self._id("fc"),
                    "call_id": cid,
                    "name": name,
                    "arguments": args,
                    "status": "completed",
                }
                for cid, name, args in reply.tool_calls
            ]
        return [
            {
                "type": "message",
                "id": self._id("msg"),
                "status": "completed",
                "role": "assistant",
                "content": [{"type": "output_text", "text": reply.text, "annotations": []}],
            }
        ]

    def _response(
        self, reply: Reply, *, status: str = "completed", rid: str | None = None
    ) -> dict[str, Any]:
        body = self.last
        return {
            "id": rid or self._id("resp"),
            "object": "response",
            "created_at": CREATED,
            "status": status,
            "error": None,
            "incomplete_details": None,
            "instructions": body.get("instructions"),
            "max_output_tokens": None,
            "model": MODEL,
            "output": self._output(reply) if status == "completed" else [],
            "parallel_tool_calls": True,
            "previous_response_id": body.get("previous_response_id"),
            "reasoning": {"effort": None, "summary": None},
            "store": True,
            "temperature": 1.0,
            "text": {"format": {"type": "text"}},
            "tool_choice": "auto",
            "tools": body.get("tools", []),
            "top_p": 1.0,
            "truncation": "disabled",
            "usage": {
                "input_tokens": 52,
                "input_tokens_details": {"cached_tokens": 0},
                "output_tokens": 9,
                "output_tokens_details": {"reasoning_tokens": 0},
                "total_tokens": 61,
            },
            "user": None,
            "metadata": {},
        }

    def _response_events(self, reply: Reply) -> list[tuple[str | None, dict[str, Any] | str]]:
        rid = self._id("resp")
        seq = itertools.count()
        started = self._response(reply, status="in_progress", rid=rid)
        item_id = self._id("msg")
        events: list[dict[str, Any]] = [
            {"type": "response.created", "response": started},
            {"type": "response.in_progress", "response": started},
            {
                "type": "response.output_item.added",
                "output_index": 0,
                "item": {
                    "type": "message",
                    "id": item_id,
                    "status": "in_progress",
                    "role": "assistant",
                    "content": [],
                },
            },
            {
                "type": "response.content_part.added",
                "item_id": item_id,
                "output_index": 0,
                "content_index": 0,
                "part": {"type": "output_text", "text": "", "annotations": []},
            },
        ]
        for piece in _pieces(reply.text):
            events.append(
                {
                    "type": "response.output_text.delta",
                    "item_id": item_id,
                    "output_index": 0,
                    "content_index": 0,
                    "delta": piece,
                    "logprobs": [],
                }
            )
        if reply.fail_mid_stream:
            failed = self._response(reply, status="failed", rid=rid)
            failed["error"] = {"code": "server_error", "message": "The model crashed"}
            events = [*events[:5], {"type": "response.failed", "response": failed}]
            return [(e["type"], {**e, "sequence_number": next(seq)}) for e in events]
        done = self._response(reply, rid=rid)
        done["output"][0]["id"] = item_id
        events += [
            {
                "type": "response.output_text.done",
                "item_id": item_id,
                "output_index": 0,
                "content_index": 0,
                "text": reply.text,
                "logprobs": [],
            },
            {
                "type": "response.output_item.done",
                "output_index": 0,
                "item": done["output"][0],
            },
            {"type": "response.completed", "response": done},
        ]
        return [(e["type"], {**e, "sequence_number": next(seq)}) for e in events]
