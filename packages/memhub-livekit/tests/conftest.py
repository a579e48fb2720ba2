"""Fixtures: a real memhub engine, and a chat model faked at the OpenAI SDK's HTTP layer.

The model is LiveKit's own OpenAI-compatible stream (`livekit.agents.inference`)
over an `openai.AsyncClient` whose httpx2 transport answers from a script with
recorded-shape Chat Completions SSE chunks. Everything between `AgentSession`
and the HTTP request (provider formatting, tool schemas, stream parsing, tool
execution) is the framework's real code, and each request body is kept, so a
test asserts on exactly what the model was sent.
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any

import httpx
import httpx2
import openai
import pytest
from livekit.agents import APIConnectOptions, NotGivenOr, llm
from livekit.agents.inference.llm import LLMStream
from livekit.agents.types import DEFAULT_API_CONNECT_OPTIONS, NOT_GIVEN

from memhub import Memhub
from memhub._block import BLOCK_OPEN
from memhub.testing import BASE_URL, MemoryTransport

MODEL = "gpt-4o-mini"


@dataclass
class ToolCall:
    name: str
    arguments: Mapping[str, Any]


Reply = str | ToolCall | list[ToolCall]
Script = Reply | Callable[[dict[str, Any]], Reply]
"""A scripted answer, or a function of the request body that picks one (as a model
reads its context, e.g. to reuse an id a tool returned)."""


def _chunk(seq: int, delta: dict[str, Any], finish: str | None = None) -> dict[str, Any]:
    return {
        "id": f"chatcmpl-{seq}",
        "object": "chat.completion.chunk",
        "created": int(time.time()),
        "model": f"{MODEL}-2024-07-18",
        "system_fingerprint": "fp_0ba0d124f1",
        "choices": [{"index": 0, "delta": delta, "logprobs": None, "finish_reason": finish}],
    }


def _completion(seq: int, reply: Reply) -> list[dict[str, Any]]:
    """The SSE chunks OpenAI streams for a text answer or for tool calls."""
    if isinstance(reply, str):
        words = reply.split(" ")
        chunks = [_chunk(seq, {"role": "assistant", "content": "", "refusal": None})]
        chunks += [_chunk(seq, {"content": w if i == 0 else f" {w}"}) for i, w in enumerate(words)]
        chunks.append(_chunk(seq, {}, "stop"))
    else:
        calls = [reply] if isinstance(reply, ToolCall) else reply
        chunks = [_chunk(seq, {"role": "assistant", "content": None, "refusal": None})]
        for index, call in enumerate(calls):
            opening = {
                "index": index,
                "id": f"call_{seq}_{index}",
                "type": "function",
                "function": {"name": call.name, "arguments": ""},
            }
            arguments = {"index": index, "function": {"arguments": json.dumps(call.arguments)}}
            chunks.append(_chunk(seq, {"tool_calls": [opening]}))
            chunks.append(_chunk(seq, {"tool_calls": [arguments]}))
        chunks.append(_chunk(seq, {}, "tool_calls"))
    usage = {"prompt_tokens": 120, "completion_tokens": 9, "total_tokens": 129}
    chunks.append({**_chunk(seq, {}), "choices": [], "usage": usage})
    return chunks


class ScriptedModel(llm.LLM):
    """A chat model that answers from `script` (then "OK.") and keeps every request."""

    def __init__(self, *script: Script) -> None:
        super().__init__()
        self.script: list[Script] = list(script)
        self.requests: list[dict[str, Any]] = []
        transport = httpx2.MockTransport(self._handle)
        self._client = openai.AsyncClient(
            api_key="sk-test",
            base_url="https://api.openai.test/v1",
            max_retries=0,
            http_client=httpx2.AsyncClient(transport=transport),
        )

    @staticmethod
    def call(name: str, **arguments: Any) -> ToolCall:
        """A tool call to script, e.g. `ScriptedModel.call("remember", content="...")`."""
        return ToolCall(name, arguments)

    @property
    def model(self) -> str:
        return MODEL

    def _handle(self, request: httpx2.Request) -> httpx2.Response:
        assert request.url.path == "/v1/chat/completions"
        body = json.loads(request.content)
        self.requests.append(body)
        step = self.script.pop(0) if self.script else "OK."
        reply = step(body) if callable(step) else step
        chunks = _completion(len(self.requests), reply)
        sse = "".join(f"data: {json.dumps(c)}\n\n" for c in chunks) + "data: [DONE]\n\n"
        return httpx2.Response(
            200, headers={"content-type": "text/event-stream"}, content=sse.encode()
        )

    def chat(
        self,
        *,
        chat_ctx: llm.ChatContext,
        tools: list[llm.Tool] | None = None,
        conn_options: APIConnectOptions = DEFAULT_API_CONNECT_OPTIONS,
        parallel_tool_calls: NotGivenOr[bool] = NOT_GIVEN,
        tool_choice: NotGivenOr[llm.ToolChoice] = NOT_GIVEN,
        extra_kwargs: NotGivenOr[dict[str, Any]] = NOT_GIVEN,
    ) -> LLMStream:
        return LLMStream(
            self,
            model=MODEL,
            strict_tool_schema=True,
            client=self._client,
            chat_ctx=chat_ctx,
            tools=tools or [],
            conn_options=conn_options,
            extra_kwargs={},
        )

    async def aclose(self) -> None:
        await super().aclose()
        await self._client.close()

    # -- what the model was sent

    def messages(self, request: int = -1) -> list[dict[str, Any]]:
        return list(self.requests[request]["messages"])

    def memory_blocks(self, request: int = -1) -> list[str]:
        """The texts of the request's messages that carry a memhub block."""
        return [
            text
            for message in self.messages(request)
            if isinstance(text := message.get("content"), str) and BLOCK_OPEN in text
        ]

    def tool_names(self, request: int = -1) -> list[str]:
        return [tool["function"]["name"] for tool in self.requests[request].get("tools", [])]


class Gate(httpx.BaseTransport):
    """A transport in front of memhub that counts requests by path and
    holds back those whose path ends with one of `slow` for `delay` seconds (or
    until `release()`), like a server that has become slow."""

    def __init__(self, inner: httpx.BaseTransport) -> None:
        self.inner = inner
        self.calls: dict[str, int] = {}
        self.slow: tuple[str, ...] = ()
        self.delay = 0.0
        self.held = 0
        self._lock = threading.Lock()
        self._released = threading.Event()

    def hold(self, *paths: str, delay: float) -> None:
        self.slow, self.delay = paths, delay
        self._released.clear()

    def release(self) -> None:
        self.slow = ()
        self._released.set()

    def count(self, suffix: str) -> int:
        with self._lock:
            return sum(n for path, n in self.calls.items() if path.endswith(suffix))

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        with self._lock:
            self.calls[request.url.path] = self.calls.get(request.url.path, 0) + 1
        if self.slow and request.url.path.endswith(self.slow):
            with self._lock:
                self.held += 1
            self._released.wait(self.delay)
            with self._lock:
                self.held -= 1
        return self.inner.handle_request(request)


@dataclass
class Engine:
    """The memhub a test talks to (the in-memory test double), and a sync client
    that goes through a `Gate`."""

    server: MemoryTransport
    gate: Gate
    client: Memhub

    def seed(self, namespace: str, content: str, id: str) -> None:
        """Store `content`; the double keeps each line as one memory at once."""
        self.client.add(namespace, content=content, id=id)

    def document(self, namespace: str, id: str) -> str:
        """The stored text of a document."""
        return self.client.documents.get(namespace, id).content or ""


@pytest.fixture
def engine() -> Iterator[Engine]:
    server = MemoryTransport()
    gate = Gate(server)
    client = Memhub(base_url=BASE_URL, api_key="local-test", transport=gate, max_retries=0)
    try:
        yield Engine(server, gate, client)
    finally:
        gate.release()
        client.close()


@pytest.fixture
def scripted_model() -> type[ScriptedModel]:
    """The fake model class (test modules cannot import from conftest)."""
    return ScriptedModel
