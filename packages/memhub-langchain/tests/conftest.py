"""Clients of memhub's in-memory test double (also ones whose connection can be cut), a
real in-process engine for the tests that need its processing, ranking or storage, a
dead client, and a chat model that records what it was sent.

`client`, `aclient` (from `memhub.pytest_plugin`) and `writer` talk to the double
(`memhub.testing.MemoryTransport`): no engine, no model, milliseconds per test.
`engine_client` and `engine_writer` talk to the real engine (`local`), for what only
it can show: memories formed from what was said, real search, content stored
exactly."""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable, Iterator, Sequence
from pathlib import Path
from typing import Any

import httpx
import pytest
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, BaseMessage
from langchain_core.outputs import ChatResult
from langchain_core.utils.function_calling import convert_to_openai_tool
from pydantic import Field

from memhub import AsyncMemhub, Memhub
from memhub.capture import BackgroundWriter
from memhub.testing import BASE_URL, MemoryTransport
from memhub_server.testing import LocalEngine


class RecordingChatModel(GenericFakeChatModel):
    """LangChain's fake chat model, plus a record of every request and tool binding."""

    received: list[list[BaseMessage]] = Field(default_factory=list)
    tools_received: list[list[dict[str, Any]] | None] = Field(default_factory=list)

    def bind_tools(self, tools: Sequence[Any], **kwargs: Any) -> Any:
        return self.bind(tools=[convert_to_openai_tool(tool) for tool in tools], **kwargs)

    def _generate(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: Any = None,
        **kwargs: Any,
    ) -> ChatResult:
        self.received.append(list(messages))
        self.tools_received.append(kwargs.get("tools"))
        return super()._generate(messages, stop=stop, run_manager=run_manager, **kwargs)


ModelFactory = Callable[..., RecordingChatModel]


@pytest.fixture
def make_model() -> ModelFactory:
    def make(*replies: AIMessage | str) -> RecordingChatModel:
        return RecordingChatModel(messages=iter(replies))

    return make


@pytest.fixture
def local(tmp_path: Path) -> Iterator[LocalEngine]:
    # Documents are processed only when a test calls settle(): tests that need no
    # memories spend no CPU on them, and nothing is left running at teardown.
    with LocalEngine(tmp_path, start_worker=False) as engine:
        yield engine


@pytest.fixture
def engine_client(local: LocalEngine) -> Memhub:
    return local.client()


@pytest.fixture
def engine_writer(engine_client: Memhub) -> Iterator[BackgroundWriter]:
    with BackgroundWriter(engine_client, flush_at_exit=False) as writer:
        yield writer


@pytest.fixture
def writer(client: Memhub) -> Iterator[BackgroundWriter]:
    with BackgroundWriter(client, flush_at_exit=False) as writer:
        yield writer


class Outage:
    """A switch between clients and the engine: `down` refuses connections, and
    `status` makes the engine's edge answer every request with that status instead."""

    def __init__(self) -> None:
        self.down = False
        self.status: int | None = None

    def intercept(self, request: httpx.Request) -> httpx.Response | None:
        if self.down:
            raise httpx.ConnectError("connection refused (test outage)", request=request)
        if self.status is not None:
            return httpx.Response(self.status, json={"error": "refused by the test"})
        return None


class _SwitchedTransport(httpx.BaseTransport):
    def __init__(self, outage: Outage, inner: httpx.BaseTransport) -> None:
        self.outage, self.inner = outage, inner

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        return self.outage.intercept(request) or self.inner.handle_request(request)


class _AsyncSwitchedTransport(httpx.AsyncBaseTransport):
    def __init__(self, outage: Outage, inner: httpx.AsyncBaseTransport) -> None:
        self.outage, self.inner = outage, inner

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        return self.outage.intercept(request) or await self.inner.handle_async_request(request)


@pytest.fixture
def outage() -> Outage:
    return Outage()


@pytest.fixture
def switched_client(server: MemoryTransport, outage: Outage) -> Iterator[Memhub]:
    """A client of the test double that fails the way `outage` says."""
    transport = _SwitchedTransport(outage, server)
    client = Memhub(base_url=BASE_URL, api_key="k", transport=transport, max_retries=0)
    yield client
    client.close()


@pytest.fixture
async def switched_aclient(server: MemoryTransport, outage: Outage) -> AsyncIterator[AsyncMemhub]:
    transport = _AsyncSwitchedTransport(outage, server)
    client = AsyncMemhub(base_url=BASE_URL, api_key="k", transport=transport, max_retries=0)
    yield client
    await client.aclose()
