"""A scripted chat model for testing Pipecat pipelines that use memhub, offline.

    from memhub_pipecat.testing import ScriptedLLM

    model = ScriptedLLM("Hi Alex!", system_instruction="You are a voice assistant.")
    pipeline = Pipeline([aggregators.user(), memory, model.service(), aggregators.assistant()])
    ...
    assert "The user lives in Berlin." in model.memory_blocks(0)[0]

`ScriptedLLM.service()` is Pipecat's own `OpenAILLMService` whose OpenAI client
talks to a mock HTTP transport instead of the network: each Chat Completions
request is kept, and the reply is streamed in the shape the API sends. Everything
between the context aggregators and the HTTP request is Pipecat's real code, so a
test or an example sees exactly what the model was sent.

This module imports Pipecat and the OpenAI SDK (a dependency of pipecat-ai);
`import memhub_pipecat` does not import it.
"""

from __future__ import annotations

import json
import warnings
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, TypeAlias

import httpx2
from openai import AsyncOpenAI

with warnings.catch_warnings():
    # pipecat.audio.utils imports the stdlib `audioop`, deprecated since Python 3.11.
    warnings.filterwarnings("ignore", "'audioop' is deprecated", DeprecationWarning)
    from pipecat.services.openai.llm import OpenAILLMService

from memhub.prompt import has_block

__all__ = ["Reply", "Script", "ScriptedLLM", "ToolCall"]

MODEL = "gpt-4.1"


@dataclass(frozen=True)
class ToolCall:
    """A function call the model makes: the tool's name and its JSON arguments."""

    name: str
    arguments: Mapping[str, Any]


Reply: TypeAlias = str | ToolCall
"""What the model answers: text, or a call of one of the tools it was offered."""

Script: TypeAlias = Reply | Callable[[dict[str, Any]], Reply]
"""A reply, or a function of the request body that picks one (as a model reads its
context, e.g. to answer from the memory block it was given)."""


class ScriptedLLM:
    """The OpenAI Chat Completions endpoint, answering from a script.

    Each model call takes the next step of `script`; once it runs out, every call
    gets `default` (text, or a function of the request body). `service()` builds
    an `OpenAILLMService` over it (a fresh one per pipeline; they share the script
    and the requests). `requests` holds the request bodies in order.

    `system_instruction` is the services' system instruction; `messages` leaves it
    out, after checking the request starts with it.
    """

    def __init__(
        self,
        *script: Script,
        default: Script = "OK.",
        system_instruction: str | None = None,
    ) -> None:
        self.script: list[Script] = list(script)
        self.default: Script = default
        self.system_instruction = system_instruction
        self.requests: list[dict[str, Any]] = []

    @staticmethod
    def call(name: str, **arguments: Any) -> ToolCall:
        """A tool call to script, e.g. `ScriptedLLM.call("remember", content="...")`."""
        return ToolCall(name, arguments)

    def service(self) -> OpenAILLMService:
        """A Pipecat LLM service whose requests this endpoint answers."""
        transport = httpx2.MockTransport(self._handle)

        class Service(OpenAILLMService):
            def create_client(self, *args: Any, **kwargs: Any) -> AsyncOpenAI:
                return AsyncOpenAI(
                    api_key="sk-test", http_client=httpx2.AsyncClient(transport=transport)
                )

        settings = OpenAILLMService.Settings(
            model=MODEL, system_instruction=self.system_instruction
        )
        return Service(api_key="sk-test", settings=settings)

    # -- what the model was sent

    def messages(self, request: int = -1) -> list[dict[str, Any]]:
        """The messages of one request (the latest by default), without the system
        instruction."""
        messages: list[dict[str, Any]] = list(self.requests[request]["messages"])
        if self.system_instruction is None:
            return messages
        expected = {"role": "system", "content": self.system_instruction}
        if not messages or messages[0] != expected:
            raise AssertionError(f"request {request} does not start with the system instruction")
        return messages[1:]

    def tool_names(self, request: int = -1) -> list[str]:
        """The names of the tools the request offered the model."""
        return [tool["function"]["name"] for tool in self.requests[request].get("tools", [])]

    def tool_results(self, request: int = -1) -> list[Any]:
        """The tool results the request carried back to the model, parsed from JSON."""
        messages = self.requests[request]["messages"]
        return [json.loads(m["content"]) for m in messages if m.get("role") == "tool"]

    def memory_blocks(self, request: int = -1) -> list[str]:
        """The texts of the request's messages that carry a memhub memory block."""
        return [
            text
            for message in self.requests[request]["messages"]
            if isinstance(text := message.get("content"), str) and has_block(text)
        ]

    # -- the fake endpoint

    def _handle(self, request: httpx2.Request) -> httpx2.Response:
        # Pipecat's OpenAI service only ever asks for a chat completion.
        body = json.loads(request.content)
        self.requests.append(body)
        step = self.script.pop(0) if self.script else self.default
        reply = step(body) if callable(step) else step
        return httpx2.Response(
            200,
            headers={"content-type": "text/event-stream"},
            content=_stream(reply, len(self.requests)).encode(),
        )


def _stream(reply: Reply, n: int) -> str:
    """Server-sent events for `reply` as Chat Completions streams it, usage last."""
    base = {
        "id": f"chatcmpl-test{n}",
        "object": "chat.completion.chunk",
        "created": 1_767_000_000,
        "model": f"{MODEL}-2025-04-14",
        "system_fingerprint": "fp_test",
    }
    deltas = _text_deltas(reply) if isinstance(reply, str) else _call_deltas(reply, n)
    events = [
        {**base, "choices": [{"index": 0, "delta": d, "logprobs": None, "finish_reason": f}]}
        for d, f in deltas
    ]
    usage = {"prompt_tokens": 50, "completion_tokens": 8, "total_tokens": 58}
    events.append({**base, "choices": [], "usage": usage})
    return "".join(f"data: {json.dumps(event)}\n\n" for event in events) + "data: [DONE]\n\n"


def _text_deltas(text: str) -> list[tuple[dict[str, Any], str | None]]:
    first, _, rest = text.partition(" ")
    return [
        ({"role": "assistant", "content": "", "refusal": None}, None),
        ({"content": f"{first} " if rest else first}, None),
        ({"content": rest}, None),
        ({}, "stop"),
    ]


def _call_deltas(call: ToolCall, n: int) -> list[tuple[dict[str, Any], str | None]]:
    opening = {
        "index": 0,
        "id": f"call_test{n}",
        "type": "function",
        "function": {"name": call.name, "arguments": ""},
    }
    arguments = {"index": 0, "function": {"arguments": json.dumps(call.arguments)}}
    return [
        ({"role": "assistant", "content": None, "refusal": None}, None),
        ({"tool_calls": [opening]}, None),
        ({"tool_calls": [arguments]}, None),
        ({}, "tool_calls"),
    ]
