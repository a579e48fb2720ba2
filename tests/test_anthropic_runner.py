"""The whole loop: the Anthropic SDK's tool runner, Claude faked at the HTTP layer, a real engine.

The last test does the same for `with_memory`: one conversation captured, memories
formed by the engine, and recalled into `system` in the next conversation.

The engine forms memories from the files Claude writes, which only the real one does;
the tool's commands themselves are unit-tested in memhub-anthropic against
`memhub.testing.MemoryTransport`.

`ScriptedClaude` answers `POST /v1/messages` the way the API does, with the
`tool_use` turns of a scripted conversation, and records the tool results the
SDK sends back: exactly what the model would have read.
"""

from __future__ import annotations

import itertools
import json
from collections.abc import Iterator
from typing import Any

import httpx2
import pytest
from anthropic import Anthropic, AsyncAnthropic

from memhub.prompt import RecallOptions
from memhub_anthropic import (
    AsyncMemhubMemoryTool,
    MemhubMemoryTool,
    memory_file_id,
    memory_of,
    with_memory,
)
from memhub_anthropic.testing import Reply
from memhub_anthropic.testing import ScriptedClaude as ClaudeEndpoint
from memhub_server.testing import LocalEngine

MODEL = "claude-sonnet-4-5-20250929"
FACTS = "I live in Berlin and I love green tea.\n"

_namespaces = itertools.count(1)


@pytest.fixture(scope="module")
def live_engine(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LocalEngine]:
    """A real engine with its worker running, for chunks, memories and search."""
    with LocalEngine(tmp_path_factory.mktemp("anthropic") / "engine") as local:
        yield local


@pytest.fixture
def namespace() -> str:
    """Each test writes to a namespace of its own, so they share the engine safely."""
    return f"claude_{next(_namespaces)}"


def tool_use(n: int, **command: Any) -> dict[str, Any]:
    return {"type": "tool_use", "id": f"toolu_{n:02d}", "name": "memory", "input": command}


def text(value: str) -> dict[str, Any]:
    return {"type": "text", "text": value}


SCRIPT: list[list[dict[str, Any]]] = [
    [text("Let me check my memory first."), tool_use(1, command="view", path="/memories")],
    [tool_use(2, command="create", path="/memories/user.md", file_text=FACTS)],
    [
        tool_use(
            3,
            command="str_replace",
            path="/memories/user.md",
            old_str="green tea",
            new_str="jasmine tea",
        )
    ],
    [tool_use(4, command="view", path="/memories/user.md")],
    [tool_use(5, command="view", path="/memories/../secrets.txt")],
    [text("Noted: you live in Berlin and love jasmine tea.")],
]


class ScriptedClaude:
    """Replays `script` as Messages API responses; records every request and tool result."""

    def __init__(self, script: list[list[dict[str, Any]]]) -> None:
        self.script = script
        self.requests: list[dict[str, Any]] = []
        self.tool_results: list[dict[str, Any]] = []

    def __call__(self, request: httpx2.Request) -> httpx2.Response:
        assert request.method == "POST"
        assert request.url.path == "/v1/messages"
        body = json.loads(request.content)
        self.requests.append(body)
        content = body["messages"][-1]["content"]
        if isinstance(content, list):
            self.tool_results += [b for b in content if b.get("type") == "tool_result"]
        reply = self.script[len(self.requests) - 1]
        uses_tools = any(block["type"] == "tool_use" for block in reply)
        return httpx2.Response(
            200,
            json={
                "id": f"msg_{len(self.requests):024d}",
                "type": "message",
                "role": "assistant",
                "model": MODEL,
                "content": reply,
                "stop_reason": "tool_use" if uses_tools else "end_turn",
                "stop_sequence": None,
                "usage": {
                    "input_tokens": 812,
                    "output_tokens": 96,
                    "cache_creation_input_tokens": 0,
                    "cache_read_input_tokens": 0,
                    "service_tier": "standard",
                },
            },
            headers={"request-id": f"req_{len(self.requests):024d}"},
        )


def check_conversation(claude: ScriptedClaude, final_text: str) -> None:
    assert final_text == "Noted: you live in Berlin and love jasmine tea."
    assert claude.requests[0]["tools"] == [{"type": "memory_20250818", "name": "memory"}]
    results = {r["tool_use_id"]: r for r in claude.tool_results}
    assert list(results) == [f"toolu_{n:02d}" for n in range(1, 6)]
    assert results["toolu_01"]["content"].endswith("0B\t/memories")
    assert results["toolu_02"]["content"] == "Created /memories/user.md (1 line, 39B)."
    assert results["toolu_03"]["content"].endswith(
        "     1\tI live in Berlin and I love jasmine tea."
    )
    assert results["toolu_04"]["content"] == (
        "/memories/user.md (1 line):\n     1\tI live in Berlin and I love jasmine tea."
    )
    assert results["toolu_05"]["is_error"] is True
    assert "'..' segments are not allowed" in results["toolu_05"]["content"]
    assert not any(results[f"toolu_{n:02d}"].get("is_error") for n in range(1, 5))


def check_memory(live_engine: LocalEngine, namespace: str) -> None:
    client = live_engine.client()
    document = client.documents.get(namespace, memory_file_id("/memories/user.md"))
    assert document.content == FACTS.replace("green", "jasmine")
    live_engine.settle()
    found = client.search(namespace, query="where does the user live", search_mode="memories")
    lives = [r for r in found.results if r.memory == "The user lives in Berlin."]
    assert lives, [r.memory for r in found.results]
    assert lives[0].metadata["file_path"] == "/memories/user.md"


def test_tool_runner_loop_through_the_sdk(live_engine: LocalEngine, namespace: str) -> None:
    claude = ScriptedClaude(SCRIPT)
    anthropic = Anthropic(
        api_key="sk-ant-test", http_client=httpx2.Client(transport=httpx2.MockTransport(claude))
    )
    memory = MemhubMemoryTool(live_engine.client(), namespace=namespace)
    runner = anthropic.beta.messages.tool_runner(
        model=MODEL,
        max_tokens=1024,
        messages=[{"role": "user", "content": "I live in Berlin and I love jasmine tea."}],
        tools=[memory],
    )
    final = runner.until_done()
    check_conversation(claude, "".join(b.text for b in final.content if b.type == "text"))
    check_memory(live_engine, namespace)


async def test_async_tool_runner_loop_through_the_sdk(
    live_engine: LocalEngine, namespace: str
) -> None:
    claude = ScriptedClaude(SCRIPT)
    anthropic = AsyncAnthropic(
        api_key="sk-ant-test",
        http_client=httpx2.AsyncClient(transport=httpx2.MockTransport(claude)),
    )
    aclient = live_engine.async_client()
    try:
        memory = AsyncMemhubMemoryTool(aclient, namespace=namespace)
        runner = anthropic.beta.messages.tool_runner(
            model=MODEL,
            max_tokens=1024,
            messages=[{"role": "user", "content": "I live in Berlin and I love jasmine tea."}],
            tools=[memory],
        )
        final = await runner.until_done()
    finally:
        await aclient.aclose()
    check_conversation(claude, "".join(b.text for b in final.content if b.type == "text"))
    check_memory(live_engine, namespace)


def test_files_can_stay_out_of_memory_formation(live_engine: LocalEngine, namespace: str) -> None:
    client = live_engine.client()
    memory = MemhubMemoryTool(client, namespace=namespace, extract_memories=False)
    memory.call({"command": "create", "path": "/memories/user.md", "file_text": FACTS})
    live_engine.settle()
    memories = client.search(namespace, query="where does the user live", search_mode="memories")
    assert memories.results == []
    chunks = client.search(namespace, query="Berlin green tea", search_mode="chunks")
    assert [r.chunk for r in chunks.results] == [FACTS.strip()]


def test_with_memory_recalls_in_the_next_conversation_what_the_last_one_said(
    live_engine: LocalEngine, namespace: str
) -> None:
    client = live_engine.client()
    claude = ClaudeEndpoint(Reply("Welcome to Lisbon!"), Reply("Try the mushroom tacos."))
    monday = with_memory(claude.client(), namespace=namespace, conversation_id="mon", memhub=client)
    monday.messages.create(
        model=MODEL,
        max_tokens=256,
        messages=[{"role": "user", "content": "I just moved to Lisbon and I am vegetarian."}],
    )
    assert memory_of(monday).flush(30)
    live_engine.settle()

    # A generous time box: this test is about what is recalled, on a machine that may be busy.
    friday = with_memory(
        claude.client(),
        namespace=namespace,
        conversation_id="fri",
        memhub=client,
        options=RecallOptions(timeout=30.0),
    )
    with friday.messages.stream(
        model=MODEL,
        max_tokens=256,
        system=[{"type": "text", "text": "You are a local guide."}],
        messages=[{"role": "user", "content": "Where should I go for dinner tonight?"}],
    ) as stream:
        assert stream.get_final_text() == "Try the mushroom tacos."
    system = claude.last["system"]
    assert system[0] == {"type": "text", "text": "You are a local guide."}
    assert "<memhub-memory>" in system[1]["text"]
    assert "Lisbon" in system[1]["text"] and "vegetarian" in system[1]["text"]
    assert memory_of(friday).flush(30)
    document = client.documents.get(namespace, "conversation:fri")
    assert document.content == (
        "User: Where should I go for dinner tonight?\n\nAssistant: Try the mushroom tacos."
    )
