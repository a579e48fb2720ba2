"""A scripted chat model for testing LiveKit agents that use memhub, offline.

    from memhub_livekit.testing import ScriptedLLM

    model = ScriptedLLM("Hi Alex!", ScriptedLLM.call("remember", content="Alex likes tea"))
    async with AgentSession(llm=model) as session:
        await session.start(MemoryAgent(memory, instructions="..."))
        await session.run(user_input="Hello")
    assert "The user lives in Berlin." in model.memory_blocks()[0]

`ScriptedLLM` is LiveKit's own OpenAI-compatible model (`livekit.agents.inference`)
over an `openai.AsyncClient` whose HTTP transport answers from a script, in the
shape the Chat Completions API streams. Everything between `AgentSession` and the
HTTP request (provider formatting, tool schemas, stream parsing, tool execution)
is the framework's real code, and every request body is kept, so a test or an
example can see exactly what the model was sent. Nothing goes over the network.

`ScriptedRealtime` does the same for realtime (speech-to-speech) models: an
OpenAI Realtime endpoint on loopback for LiveKit's own realtime session, which
keeps the instructions and conversation every response was made with.

This module imports LiveKit and the OpenAI SDK (both dependencies of
livekit-agents); `import memhub_livekit` does not import it.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Never, TypeAlias

import httpx2
import openai
from livekit.agents import APIConnectOptions, NotGivenOr, llm
from livekit.agents.inference.llm import LLMStream
from livekit.agents.types import DEFAULT_API_CONNECT_OPTIONS, NOT_GIVEN

from memhub.prompt import has_block

from ._fake_realtime import RealtimeResponse, RealtimeScript, ScriptedRealtime

__all__ = [
    "RealtimeResponse",
    "RealtimeScript",
    "Reply",
    "Script",
    "ScriptedLLM",
    "ScriptedRealtime",
    "ToolCall",
]

MODEL = "gpt-4o-mini"
_BASE_URL = "https://api.openai.test/v1"


@dataclass(frozen=True)
class ToolCall:
    """A function call the model makes: the tool's name and its JSON arguments."""

    name: str
    arguments: Mapping[str, Any]


Reply: TypeAlias = str | ToolCall | list[ToolCall]
"""What the model answers: text, one tool call, or several calls in one step."""

Script: TypeAlias = Reply | Callable[[dict[str, Any]], Reply]
"""A reply, or a function of the request body that picks one (as a model reads its
context, e.g. to answer from the memory block or reuse an id a tool returned)."""


class ScriptedLLM(llm.LLM[Never]):  # no events beyond the base ones
    """A LiveKit chat model that answers from a script and keeps every request.

    Each model call takes the next step of `script`; once it runs out, every call
    gets `default` (text, or a function of the request body). `requests` holds the
    Chat Completions bodies in order; `messages`, `memory_blocks` and `tool_names`
    read one of them (the latest by default).
    """

    def __init__(self, *script: Script, default: Script = "OK.") -> None:
        super().__init__()
        self.script: list[Script] = list(script)
        self.default: Script = default
        self.requests: list[dict[str, Any]] = []
        self._client = openai.AsyncClient(
            api_key="sk-test",
            base_url=_BASE_URL,
            max_retries=0,
            http_client=httpx2.AsyncClient(transport=httpx2.MockTransport(self._handle)),
        )

    @staticmethod
    def call(name: str, **arguments: Any) -> ToolCall:
        """A tool call to script, e.g. `ScriptedLLM.call("remember", content="...")`."""
        return ToolCall(name, arguments)

    @property
    def model(self) -> str:
        return MODEL

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
        """The messages of one request (the latest by default)."""
        return list(self.requests[request]["messages"])

    def memory_blocks(self, request: int = -1) -> list[str]:
        """The texts of the request's messages that carry a memhub memory block."""
        return [
            text
            for message in self.messages(request)
            if isinstance(text := message.get("content"), str) and has_block(text)
        ]

    def tool_names(self, request: int = -1) -> list[str]:
        """The names of the tools the request offered the model."""
        return [tool["function"]["name"] for tool in self.requests[request].get("tools", [])]

    # -- the fake endpoint

    def _handle(self, request: httpx2.Request) -> httpx2.Response:
        if request.url.path != "/v1/chat/completions":
            return httpx2.Response(404, json={"error": {"message": "not scripted"}})
        body = json.loads(request.content)
        self.requests.append(body)
        step = self.script.pop(0) if self.script else self.default
        reply = step(body) if callable(step) else step
        chunks = _completion(len(self.requests), reply)
        sse = "".join(f"data: {json.dumps(c)}\n\n" for c in chunks) + "data: [DONE]\n\n"
        return httpx2.Response(
            200, headers={"content-type": "text/event-stream"}, content=sse.encode()
        )


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
