"""A real engine and a scripted model for the Agent Framework adapter tests.

The model is a `BaseChatClient` subclass with the framework's own function
invocation and chat middleware layers on top, the way the shipped chat
clients are built; only the network call is replaced by a script. It
records what each request carried, so tests assert on what the model saw.
"""

from __future__ import annotations

import json
import socket
from collections.abc import AsyncIterator, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import httpx
import pytest
from agent_framework import (
    BaseChatClient,
    ChatMiddlewareLayer,
    ChatResponse,
    ChatResponseUpdate,
    Content,
    FunctionInvocationLayer,
    Message,
)

from memhub import Memhub
from memhub.testing import MemoryTransport

NAMESPACE = "alex"


ToolCall = tuple[str, "Mapping[str, Any] | str"]
"""A scripted tool call: the tool's name and its arguments (a mapping or raw JSON text)."""
Reply = str | ToolCall | list[ToolCall]


@dataclass
class Request:
    """What one model call carried."""

    messages: list[Message]
    options: dict[str, Any]

    @property
    def instructions(self) -> str | None:
        value = self.options.get("instructions")
        assert value is None or isinstance(value, str)
        return value

    @property
    def tools(self) -> list[Any]:
        return list(self.options.get("tools") or [])

    @property
    def transcript(self) -> list[tuple[str, str]]:
        return [(str(m.role), m.text) for m in self.messages]

    def tool_results(self) -> list[dict[str, Any]]:
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
    """Answers each request with the next scripted reply ("OK" once the script ends).

    A reply is the assistant's text, a `(tool name, arguments)` call, or a list
    of calls made at once.
    """

    def __init__(self, *replies: Reply, middleware: Sequence[Any] = ()) -> None:
        super().__init__(middleware=list(middleware) or None)
        self.replies = list(replies)
        self.requests: list[Request] = []
        self._calls = 0

    def _next_message(self) -> Message:
        reply = self.replies.pop(0) if self.replies else "OK"
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

    def _inner_get_response(
        self, *, messages: Sequence[Message], stream: bool, options: Mapping[str, Any], **_: Any
    ) -> Any:
        self.requests.append(Request(list(messages), dict(options)))
        reply = self._next_message()
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


@pytest.fixture
def make_model() -> type[ScriptedChatClient]:
    return ScriptedChatClient


@pytest.fixture
def server() -> MemoryTransport:
    """memhub's in-memory test double: no engine, no model."""
    return MemoryTransport()


@pytest.fixture
def client(server: MemoryTransport) -> Memhub:
    return server.client()


@pytest.fixture
def seeded(client: Memhub) -> Memhub:
    """A client whose namespace already knows where Alex lives and what Alex drinks."""
    # The double makes one memory per line, so the facts are seeded as the engine
    # would phrase them.
    client.add(
        NAMESPACE, content="The user lives in Berlin.\nThe user loves green tea.", id="intro"
    )
    return client


def unreachable_url() -> str:
    """A loopback URL nothing listens on: requests fail at once with a refused connection."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    return f"http://127.0.0.1:{port}"


@pytest.fixture
def offline_client() -> Iterator[Memhub]:
    """A client whose memory server is down."""
    with Memhub(base_url=unreachable_url(), api_key="k", max_retries=0, timeout=2.0) as client:
        yield client


@pytest.fixture
def counted(server: MemoryTransport) -> Iterator[tuple[Memhub, CountingTransport]]:
    """A client of the test double whose requests are counted, and the counter."""
    transport = CountingTransport(server)
    with Memhub(base_url="http://memhub.test", api_key="k", transport=transport) as client:
        yield client, transport


class CountingTransport(httpx.BaseTransport):
    """Passes requests on and counts them by path, to see how often memory was asked."""

    def __init__(self, inner: httpx.BaseTransport) -> None:
        self.inner = inner
        self.paths: list[str] = []

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        self.paths.append(request.url.path)
        return self.inner.handle_request(request)
