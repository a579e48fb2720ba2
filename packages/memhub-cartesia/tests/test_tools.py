"""The memory tools, offered to and called by Line's `LlmAgent`, against the real engine."""

from __future__ import annotations

import json
from typing import Any

from cartesia_support import SYSTEM_PROMPT, wait_for_memories

from memhub import AsyncMemhub, Memhub
from memhub_cartesia import CartesiaMemory, MemoryAgent
from memhub_cartesia.testing import PhoneCall, ScriptedModel, call_tool


def tool_result(model: ScriptedModel, request: int) -> dict[str, Any]:
    """The latest tool result the model was given in `request`."""
    message = [m for m in model.messages(request) if m["role"] == "tool"][-1]
    result: dict[str, Any] = json.loads(message["content"])
    return result


async def test_the_agent_remembers_searches_and_forgets_on_request(
    client: Memhub, namespace: str
) -> None:
    model = ScriptedModel(
        call_tool("remember", content="The user's favourite colour is teal."),
        "Noted.",
    )
    memory = CartesiaMemory(client, namespace=namespace, capture=False)
    agent = MemoryAgent(model.agent(system_prompt=SYSTEM_PROMPT), memory)
    async with PhoneCall(agent) as call:
        assert await call.say("Remember that my favourite colour is teal.") == "Noted."
        saved = tool_result(model, 1)
        assert saved["saved"] is True
        wait_for_memories(client, namespace, saved["id"])

        model.script += [call_tool("search_memories", query="favourite colour"), "Teal!"]
        assert await call.say("What's my favourite colour?") == "Teal!"
        found = tool_result(model, 3)
        assert [hit["memory"] for hit in found["results"]] == [
            "The user's favourite colour is teal."
        ]

        forget = call_tool("forget", memory_id=found["results"][0]["id"])
        model.script += [forget, "Forgotten."]
        assert await call.say("Forget my favourite colour.") == "Forgotten."
        assert tool_result(model, 5)["forgotten"] == 1
    assert client.search(namespace, query="favourite colour", search_mode="memories").results == []


async def test_the_tools_are_offered_with_voice_names_and_optional_arguments(
    aclient: AsyncMemhub, model: ScriptedModel, namespace: str
) -> None:
    memory = CartesiaMemory(aclient, namespace=namespace, capture=False)
    agent = MemoryAgent(model.agent(system_prompt=SYSTEM_PROMPT), memory)
    async with PhoneCall(agent) as call:
        await call.say("Hello?")
    tools = {t["function"]["name"]: t["function"] for t in model.requests[0]["tools"]}
    assert set(tools) == {"search_memories", "remember", "forget"}
    search = tools["search_memories"]["parameters"]
    assert search["required"] == ["query"]  # limit may be left out (null in the core schema)
    assert search["properties"]["limit"]["type"] == "integer"
    assert tools["forget"]["parameters"].get("required", []) == []


async def test_memory_tools_false_leaves_the_agents_tools_alone(
    aclient: AsyncMemhub, model: ScriptedModel, namespace: str
) -> None:
    memory = CartesiaMemory(aclient, namespace=namespace, capture=False)
    agent = MemoryAgent(model.agent(system_prompt=SYSTEM_PROMPT), memory, memory_tools=False)
    async with PhoneCall(agent) as call:
        await call.say("Hello?")
    assert "tools" not in model.requests[0]


async def test_an_invalid_tool_call_is_an_error_result_not_a_crash(
    aclient: AsyncMemhub, namespace: str
) -> None:
    model = ScriptedModel(call_tool("search_memories", query=""), "Could you say that again?")
    memory = CartesiaMemory(aclient, namespace=namespace, capture=False)
    async with PhoneCall(MemoryAgent(model.agent(system_prompt=SYSTEM_PROMPT), memory)) as call:
        assert await call.say("Search for nothing.") == "Could you say that again?"
    assert tool_result(model, 1) == {
        "error": "invalid arguments for search_memories: 'query' must not be empty"
    }
