"""A real in-process engine, clients for it, a dead client, and a chat model that records
what it was sent."""

from __future__ import annotations

import socket
from collections.abc import AsyncIterator, Callable, Iterator, Sequence
from pathlib import Path
from typing import Any

import pytest
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, BaseMessage
from langchain_core.outputs import ChatResult
from langchain_core.utils.function_calling import convert_to_openai_tool
from pydantic import Field

from memhub import AsyncMemhub, Memhub
from memhub.capture import BackgroundWriter
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
def client(local: LocalEngine) -> Memhub:
    return local.client()


@pytest.fixture
async def aclient(local: LocalEngine) -> AsyncIterator[AsyncMemhub]:
    aclient = local.async_client()
    yield aclient
    await aclient.aclose()


@pytest.fixture
def writer(client: Memhub) -> Iterator[BackgroundWriter]:
    writer = BackgroundWriter(client, flush_at_exit=False)
    yield writer
    writer.close()


@pytest.fixture
def dead_url() -> str:
    """An address nobody listens on: every call fails to connect."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    return f"http://127.0.0.1:{port}"


@pytest.fixture
def dead_client(dead_url: str) -> Iterator[Memhub]:
    client = Memhub(base_url=dead_url, api_key="k", max_retries=0, timeout=2)
    yield client
    client.close()


@pytest.fixture
async def dead_aclient(dead_url: str) -> AsyncIterator[AsyncMemhub]:
    client = AsyncMemhub(base_url=dead_url, api_key="k", max_retries=0, timeout=2)
    yield client
    await client.aclose()
