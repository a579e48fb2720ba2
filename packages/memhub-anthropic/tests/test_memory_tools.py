"""memhub's memory tools in Claude's format: definitions, `tool_result` blocks, the SDK's runner."""

from __future__ import annotations

import json
from typing import Any

import pytest
from anthropic.types import Message

from memhub import AsyncMemhub, Memhub
from memhub.capture import BackgroundWriter
from memhub.tools import ALL_TOOL_NAMES
from memhub_anthropic import AsyncMemoryToolkit, MemoryToolkit, memory_of, memory_tools
from memhub_anthropic.testing import Reply, ScriptedClaude

from .conftest import Remember

MODEL = "claude-sonnet-4-5"
ASK_HOME = [{"role": "user", "content": "Where do I live?"}]


def reply_with(*blocks: dict[str, Any]) -> Message:
    return Message.model_validate(
        {
            "id": "msg_1",
            "type": "message",
            "role": "assistant",
            "model": MODEL,
            "content": list(blocks),
            "stop_reason": "tool_use",
            "stop_sequence": None,
            "usage": {"input_tokens": 10, "output_tokens": 10},
        }
    )


def use(tool_id: str, name: str, **value: Any) -> dict[str, Any]:
    return {"type": "tool_use", "id": tool_id, "name": name, "input": value}


def test_definitions_are_claude_tools_with_optional_fields_optional(seeded: Memhub) -> None:
    tools = memory_tools(namespace="alex", memhub=seeded)
    assert isinstance(tools, MemoryToolkit)
    assert tools.names == ["search_memories", "add_memory", "get_profile", "forget_memory"]
    by_name = {d["name"]: d for d in tools.definitions}
    assert all(set(d) == {"name", "description", "input_schema"} for d in by_name.values())
    search = by_name["search_memories"]["input_schema"]
    assert search["type"] == "object" and search["additionalProperties"] is False
    assert search["required"] == ["query"]  # `limit` may be left out
    assert by_name["forget_memory"]["input_schema"]["required"] == []
    assert by_name["get_profile"]["input_schema"]["properties"] == {}

    every = memory_tools(namespace="alex", memhub=seeded, include=ALL_TOOL_NAMES)
    documents = {d["name"]: d["input_schema"] for d in every.definitions[4:]}
    assert {name: schema["required"] for name, schema in documents.items()} == {
        "list_documents": [],
        "get_document": ["document_id"],
    }
    (listed,) = every.execute(use("toolu_9", "list_documents"))
    assert "intro" in str(listed["content"]) and not listed.get("is_error")

    renamed = memory_tools(
        namespace="alex", memhub=seeded, include=["add_memory"], names={"add_memory": "remember"}
    )
    assert [d["name"] for d in renamed.definitions] == ["remember"]


def test_a_replys_tool_uses_get_results_in_order_errors_included(seeded: Memhub) -> None:
    tools = memory_tools(namespace="alex", memhub=seeded)
    reply = reply_with(
        {"type": "text", "text": "Let me look."},
        use("toolu_1", "search_memories", query="tea"),
        use("toolu_2", "search_memories", query=""),
        use("toolu_3", "get_weather", city="Berlin"),
        use("toolu_4", "get_profile"),
    )
    results = tools.execute(reply)
    assert [r["tool_use_id"] for r in results] == ["toolu_1", "toolu_2", "toolu_3", "toolu_4"]
    assert [r.get("is_error", False) for r in results] == [False, True, True, False]
    found = json.loads(str(results[0]["content"]))
    assert [hit["memory"] for hit in found["results"]] == ["The user loves green tea."]
    assert "'query' must not be empty" in str(results[1]["content"])
    assert "unknown tool 'get_weather'" in str(results[2]["content"])
    assert "The user lives in Berlin." in json.loads(str(results[3]["content"]))["static"]

    # Calls to the app's own tools can be left for the app to answer.
    mine = tools.execute(reply.content, skip_unknown=True)
    assert [r["tool_use_id"] for r in mine] == ["toolu_1", "toolu_2", "toolu_4"]
    assert tools.execute(reply.content[3]) == [results[2]]  # one block, as a dict or an object


def test_the_sdk_tool_runner_runs_the_memory_tools(claude: ScriptedClaude, client: Memhub) -> None:
    tools = memory_tools(namespace="robin", memhub=client)
    claude.queue(
        Reply("", tool_uses=[("toolu_1", "add_memory", {"content": "The user is vegetarian."})]),
        Reply("", tool_uses=[("toolu_2", "forget_memory", {})]),
        Reply("Noted: you are vegetarian."),
    )
    runner = claude.client().beta.messages.tool_runner(
        model=MODEL,
        max_tokens=256,
        messages=[{"role": "user", "content": "Remember that I am vegetarian."}],
        tools=tools.runner_tools,
    )
    final = runner.until_done()
    assert final.content[0].text == "Noted: you are vegetarian."
    assert [t["name"] for t in claude.requests[0]["tools"]] == tools.names
    assert claude.requests[0]["tools"] == tools.definitions
    saved = claude.requests[1]["messages"][-1]["content"][0]
    assert saved["tool_use_id"] == "toolu_1" and not saved.get("is_error")
    assert json.loads(saved["content"])["saved"] is True
    refused = claude.requests[2]["messages"][-1]["content"][0]
    assert refused["is_error"] is True
    assert "give exactly one of 'memory_id' or 'query'" in str(refused["content"])
    hits = client.search("robin", query="vegetarian", search_mode="memories").results
    assert [hit.memory for hit in hits] == ["The user is vegetarian."]


async def test_async_toolkit_and_runner(
    claude: ScriptedClaude, seeded: Memhub, aclient: AsyncMemhub
) -> None:
    tools = memory_tools(namespace="alex", memhub=aclient)
    assert isinstance(tools, AsyncMemoryToolkit)
    results = await tools.execute(
        reply_with(use("toolu_1", "get_profile"), use("toolu_2", "search_memories", query="tea"))
    )
    assert [r["tool_use_id"] for r in results] == ["toolu_1", "toolu_2"]
    assert not any(r.get("is_error") for r in results)

    claude.queue(
        Reply("", tool_uses=[("toolu_3", "search_memories", {"query": "where live"})]),
        Reply("You live in Berlin."),
    )
    final = (
        await claude.async_client()
        .beta.messages.tool_runner(
            model=MODEL, max_tokens=256, messages=ASK_HOME, tools=tools.runner_tools
        )
        .until_done()
    )
    assert final.content[0].text == "You live in Berlin."
    result = claude.last["messages"][-1]["content"][0]
    assert "The user lives in Berlin." in result["content"]


def test_a_tool_that_fails_unexpectedly_gives_claude_an_error(
    seeded: Memhub, monkeypatch: pytest.MonkeyPatch
) -> None:
    tools = memory_tools(namespace="alex", memhub=seeded)

    def broken(*args: Any, **kwargs: Any) -> Any:
        raise RuntimeError("disk on fire")

    monkeypatch.setattr(seeded, "profile", broken)
    (result,) = tools.execute(reply_with(use("toolu_1", "get_profile")))
    assert result["is_error"] is True
    assert "the memory tool failed: disk on fire" in str(result["content"])


def test_the_tool_runner_gets_memory_and_its_run_is_captured(
    claude: ScriptedClaude, seeded: Memhub, writer: BackgroundWriter, remember: Remember
) -> None:
    memory = memory_of(remember(claude.client(), seeded, "runner"))
    tools = memory_tools(namespace="alex", memhub=seeded)
    claude.queue(
        Reply("Let me look.", tool_uses=[("toolu_1", "search_memories", {"query": "tea"})]),
        Reply("Green tea, in Berlin."),
    )
    system = [{"type": "text", "text": "Be brief.", "cache_control": {"type": "ephemeral"}}]
    runner = claude.client().beta.messages.tool_runner(
        model=MODEL,
        max_tokens=256,
        messages=ASK_HOME,
        system=memory.system(ASK_HOME, system),
        tools=tools.runner_tools,
    )
    replies = list(runner)
    first = claude.requests[0]["system"]
    assert first[0] == system[0] and "The user lives in Berlin." in first[1]["text"]
    assert memory.system(ASK_HOME) == first[1]["text"]  # no system of yours: the block alone

    memory.record_exchange(ASK_HOME, replies)
    assert writer.flush(10)
    document = seeded.documents.get("alex", "conversation:runner")
    assert document.content == (
        "User: Where do I live?\n\nAssistant: Let me look.\n\nAssistant: Green tea, in Berlin."
    )
