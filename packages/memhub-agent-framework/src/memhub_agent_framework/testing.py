"""A scripted chat client for testing Agent Framework agents that use memhub, offline.

    from memhub_agent_framework.testing import ScriptedChatClient

    model = ScriptedChatClient(("search_memories", {"query": "tea"}), "You love green tea.")
    agent = Agent(model, "Be brief.", context_providers=[memory], tools=tools)
    await agent.run("What do I drink?")
    print(model.requests[0].instructions)   # what the model was told, memory included

`ScriptedChatClient` is a `BaseChatClient` with the framework's own function
invocation and chat middleware layers on top, the way the shipped chat clients
are built; only the network call is replaced by a script. Every request is kept
(`requests`), so a test or an example sees exactly what the model was sent.

This module imports Agent Framework; `import memhub_agent_framework` does not.
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator, Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, TypeAlias

from agent_framework import (
    BaseChatClient,
    ChatMiddlewareLayer,
    ChatResponse,
    ChatResponseUpdate,
    Content,
    FunctionInvocationLayer,
    Message,
)

__all__ = ["Reply", "Request", "Script", "ScriptedChatClient", "ToolCall"]

ToolCall: TypeAlias = tuple[str, "Mapping[str, Any] | str"]
"""A tool call the model makes: the tool's name and its arguments (a mapping or raw JSON)."""

Reply: TypeAlias = str | ToolCall | list[ToolCall]
"""What the model answers: text, one tool call, or several calls made at once."""

Script: TypeAlias = Reply | Callable[[Sequence[Message], Mapping[str, Any]], Reply]
"""A reply, or a function of the request's messages and options that picks one (as a
model reads its context, e.g. to answer from the instructions or a tool's result)."""


@dataclass
class Request:
    """What one model call carried."""

    messages: list[Message]
    options: dict[str, Any]

    @property
    def instructions(self) -> str | None:
        """The instructions the call was given (memory is injected there)."""
        value = self.options.get("instructions")
        if value is not None and not isinstance(value, str):
            raise TypeError(f"instructions are {type(value).__name__}, not text")
        return value

    @property
    def tools(self) -> list[Any]:
        return list(self.options.get("tools") or [])

    @property
    def transcript(self) -> list[tuple[str, str]]:
        """(role, text) of each message."""
        return [(str(m.role), m.text) for m in self.messages]

    def tool_results(self) -> list[Any]:
        """The JSON payloads of the function results in this request, in order."""
        return [
            json.loads(content.result)
            for message in self.messages
            for content in message.contents
            if content.type == "function_result"
        ]


class ScriptedChatClient(
    FunctionInvocationLayer[Any], ChatMiddlewareLayer[Any], BaseChatClient[Any]
):
    """Answers each request with the next step of `script`, then with `default`.

    A step is the assistant's text, a `(tool name, arguments)` call, a list of
    calls made at once, or a function of the request's messages and options that
    returns one of those. Streaming requests get the text word by word.
    """

    def __init__(
        self, *script: Script, default: Script = "OK", middleware: Sequence[Any] = ()
    ) -> None:
        super().__init__(middleware=list(middleware) or None)
        self.script: list[Script] = list(script)
        self.default: Script = default
        self.requests: list[Request] = []
        self._calls = 0

    def _inner_get_response(
        self, *, messages: Sequence[Message], stream: bool, options: Mapping[str, Any], **_: Any
    ) -> Any:
        self.requests.append(Request(list(messages), dict(options)))
        step = self.script.pop(0) if self.script else self.default
        reply = self._message(step(messages, options) if callable(step) else step)
        if stream:

            async def updates() -> AsyncIterator[ChatResponseUpdate]:
                for word in reply.text.split(" "):
                    yield ChatResponseUpdate(
                        role="assistant", contents=[Content.from_text(word + " ")]
                    )

            return self._build_response_stream(updates())

        async def respond() -> ChatResponse[Any]:
            return ChatResponse(messages=[reply], response_id=f"resp_{len(self.requests)}")

        return respond()

    def _message(self, reply: Reply) -> Message:
        if isinstance(reply, str):
            return Message("assistant", [reply])
        calls = reply if isinstance(reply, list) else [reply]
        contents = []
        for name, arguments in calls:
            self._calls += 1
            contents.append(
                Content.from_function_call(
                    call_id=f"call_{self._calls}",
                    name=name,
                    arguments=arguments if isinstance(arguments, str) else json.dumps(arguments),
                )
            )
        return Message("assistant", contents)
