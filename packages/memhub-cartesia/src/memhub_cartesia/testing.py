"""Offline stand-ins for testing Line agents that use memhub: the model and the phone line.

    from memhub_cartesia.testing import PhoneCall, ScriptedModel

    model = ScriptedModel("Hi Alex!")
    agent = model.agent(system_prompt="You are a voice assistant.", introduction="Hello!")
    async with PhoneCall(MemoryAgent(agent, memory)) as call:
        await call.say("What's for dinner?")
    assert "The user is vegetarian." in model.memory_blocks(0)[0]

`ScriptedModel.agent()` is Line's own `LlmAgent`, whose LiteLLM calls reach an
OpenAI client that talks to a mock HTTP transport instead of the network: each
Chat Completions request is kept and answered with a stream in the API's shape.

`PhoneCall` plays Cartesia's side of the agent websocket for Line's own
`ConversationRunner`: it sends the caller's speech as the harness does (user
speaking, transcript, user idle), waits for the agent's reply to end, and speaks
the reply back word by word with the whitespace stripped, as the harness's TTS
acknowledgements arrive. Everything from the websocket messages to the HTTP
request is Line's real code.

This module imports Line, LiteLLM and the OpenAI SDK; `import memhub_cartesia` does not.
"""

from __future__ import annotations

import asyncio
import json
import os
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, TypeAlias

# LiteLLM fetches its model price list from the network at import unless told otherwise.
os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")

import httpx
from fastapi import WebSocketDisconnect
from line.agent import AgentEnv
from line.llm_agent import LlmAgent, LlmConfig
from line.voice_agent_app import ConversationRunner
from openai import AsyncOpenAI

from memhub.prompt import has_block

__all__ = ["MODEL", "PhoneCall", "Script", "ScriptedModel", "ToolRequest", "call_tool"]

MODEL = "gpt-4.1-mini"


@dataclass(frozen=True)
class ToolRequest:
    """A model turn that calls one tool instead of speaking."""

    name: str
    arguments: dict[str, Any]


def call_tool(name: str, **arguments: Any) -> ToolRequest:
    return ToolRequest(name, arguments)


Script: TypeAlias = str | ToolRequest | Callable[[dict[str, Any]], "str | ToolRequest"]
"""A reply, a tool call, or a function of the request body that picks one."""


class ScriptedModel:
    """The OpenAI Chat Completions endpoint, answering from a script.

    Each model call takes the next step of `script`; once it runs out, every call
    gets `default`. `requests` holds the request bodies in order.
    """

    def __init__(self, *script: Script, default: Script = "OK.") -> None:
        self.script: list[Script] = list(script)
        self.default: Script = default
        self.requests: list[dict[str, Any]] = []
        self.client = AsyncOpenAI(
            api_key="sk-test",
            http_client=httpx.AsyncClient(transport=httpx.MockTransport(self._handle)),
            max_retries=0,
        )

    def agent(self, *, tools: list[Any] | None = None, **config: Any) -> LlmAgent:
        """A Line `LlmAgent` on this endpoint; `config` goes to `LlmConfig`."""
        settings = LlmConfig(extra={"client": self.client}, num_retries=0, **config)
        return LlmAgent(model=MODEL, api_key="sk-test", tools=tools, config=settings)

    # -- what the model was sent

    def messages(self, request: int = -1) -> list[dict[str, Any]]:
        return list(self.requests[request]["messages"])

    def memory_blocks(self, request: int = -1) -> list[str]:
        """The texts of the request's messages that carry a memhub memory block."""
        return [
            text
            for message in self.requests[request]["messages"]
            if isinstance(text := message.get("content"), str) and has_block(text)
        ]

    def tool_names(self, request: int = -1) -> list[str]:
        return [tool["function"]["name"] for tool in self.requests[request].get("tools", [])]

    # -- the fake endpoint

    def _handle(self, request: httpx.Request) -> httpx.Response:
        body = json.loads(request.content)
        self.requests.append(body)
        step = self.script.pop(0) if self.script else self.default
        reply = step(body) if callable(step) else step
        return httpx.Response(
            200,
            headers={"content-type": "text/event-stream"},
            content=_stream(reply, len(self.requests)).encode(),
        )


def _stream(reply: str | ToolRequest, n: int) -> str:
    """Server-sent events for `reply` as Chat Completions streams it."""
    base = {
        "id": f"chatcmpl-test{n}",
        "object": "chat.completion.chunk",
        "created": 1,
        "model": MODEL,
    }
    deltas: list[tuple[dict[str, Any], str | None]]
    if isinstance(reply, ToolRequest):
        call = {
            "index": 0,
            "id": f"call_{n}",
            "type": "function",
            "function": {"name": reply.name, "arguments": json.dumps(reply.arguments)},
        }
        deltas = [({"role": "assistant", "tool_calls": [call]}, None), ({}, "tool_calls")]
    else:
        first, _, rest = reply.partition(" ")
        deltas = [
            ({"role": "assistant", "content": f"{first} " if rest else first}, None),
            ({"content": rest}, None),
            ({}, "stop"),
        ]
    events = [
        {**base, "choices": [{"index": 0, "delta": d, "finish_reason": f}]} for d, f in deltas
    ]
    return "".join(f"data: {json.dumps(event)}\n\n" for event in events) + "data: [DONE]\n\n"


@dataclass
class _Socket:
    """The agent end of the websocket, as `ConversationRunner` uses it."""

    inbox: asyncio.Queue[dict[str, Any] | None] = field(default_factory=asyncio.Queue)
    sent: list[dict[str, Any]] = field(default_factory=list)
    replies_done: asyncio.Queue[None] = field(default_factory=asyncio.Queue)

    async def receive_json(self) -> dict[str, Any]:
        message = await self.inbox.get()
        if message is None:
            raise WebSocketDisconnect()
        return message

    async def send_json(self, data: dict[str, Any]) -> None:
        self.sent.append(data)
        if data["type"] == "response_end":
            self.replies_done.put_nowait(None)

    async def close(self) -> None:
        self.inbox.put_nowait(None)


class PhoneCall:
    """One call to `agent` (anything `VoiceAgentApp`'s `get_agent` may return).

    Entering starts the call and speaks the agent's introduction, if any; `say`
    is one caller turn and returns what the agent said; leaving hangs up and waits
    for the agent to finish with the call (`CallEnded`). `spoken` is the agent
    text the caller heard, `sent` every message the agent sent.
    """

    def __init__(self, agent: Any, *, timeout: float = 30.0) -> None:
        self._socket = _Socket()
        self._runner = ConversationRunner(self._socket, agent, AgentEnv())
        self._task: asyncio.Task[None] | None = None
        self._timeout = timeout
        self._read = 0
        self.spoken: list[str] = []

    @property
    def sent(self) -> list[dict[str, Any]]:
        return self._socket.sent

    async def __aenter__(self) -> PhoneCall:
        self._task = asyncio.ensure_future(self._runner.run())
        await self._speak(await self._reply())
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        await self.hang_up()

    async def say(self, text: str, *, heard_words: int | None = None) -> str:
        """The caller says `text`; the agent's reply is spoken, cut after `heard_words`
        words when given (the caller barges in there). Returns the whole reply."""
        self._send({"type": "user_state", "value": "speaking"})
        self._send({"type": "message", "content": text})
        self._send({"type": "user_state", "value": "idle"})
        reply = await self._reply()
        await self._speak(reply, heard_words)
        return reply

    async def hang_up(self) -> None:
        if self._task is None:
            return
        task, self._task = self._task, None
        self._socket.inbox.put_nowait(None)
        await asyncio.wait_for(task, self._timeout)

    def _send(self, message: dict[str, Any]) -> None:
        self._socket.inbox.put_nowait(message)

    async def _reply(self) -> str:
        """The text the agent sent for the turn now running, once its task has ended."""
        await asyncio.wait_for(self._socket.replies_done.get(), self._timeout)
        messages = self._socket.sent[self._read :]
        self._read = len(self._socket.sent)
        return "".join(m["content"] for m in messages if m["type"] == "message")

    async def _speak(self, text: str, heard_words: int | None = None) -> None:
        if not text:
            return
        words = text.split()[:heard_words]
        self._send({"type": "agent_state", "value": "speaking"})
        for word in words:  # the TTS acknowledges each word without its whitespace
            self._send({"type": "agent_speech", "content": word})
        self._send({"type": "agent_state", "value": "idle"})
        self.spoken.append(" ".join(words))
