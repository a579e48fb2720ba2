"""The memory tools as LangChain StructuredTools, called by a model in a tool loop."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, ToolMessage
from langchain_core.tools import BaseTool, StructuredTool
from langchain_core.utils.function_calling import convert_to_openai_tool

from memhub import Memhub
from memhub.testing import MemoryTransport
from memhub.tools import tool_specs
from memhub_langchain import create_memory_tools


def _call(name: str, call_id: str, **args: Any) -> dict[str, Any]:
    return {"name": name, "args": args, "id": call_id, "type": "tool_call"}


def _run_tool_calls(tools: list[StructuredTool], reply: AIMessage) -> list[ToolMessage]:
    """The standard LangChain tool step: run each call of the model's reply."""
    by_name: dict[str, BaseTool] = {tool.name: tool for tool in tools}
    return [by_name[call["name"]].invoke(call) for call in reply.tool_calls]


@pytest.fixture
def seeded(client: Memhub) -> Memhub:
    # The double keeps each line as one memory, so facts are seeded as the engine
    # would phrase them.
    client.add("alex", content="The user lives in Berlin.\nThe user loves green tea.", id="c-1")
    return client


def test_the_model_is_offered_the_strict_schemas_from_memhub_tools(
    client: Memhub, make_model: Callable[..., Any]
) -> None:
    tools = create_memory_tools(client, namespace="alex")
    model = make_model("Hello.")
    model.bind_tools(tools).invoke("hi")

    offered = model.tools_received[0]
    expected = [
        {
            "type": "function",
            "function": {
                "name": spec.name,
                "description": spec.description,
                "parameters": spec.parameters,
            },
        }
        for spec in tool_specs()
    ]
    assert offered == expected
    assert [tool.name for tool in tools] == [
        "search_memories",
        "add_memory",
        "get_profile",
        "forget_memory",
    ]
    strict = convert_to_openai_tool(tools[0], strict=True)
    assert strict["function"]["strict"] is True


def test_a_tool_loop_saves_then_finds_a_memory(
    client: Memhub, make_model: Callable[..., Any]
) -> None:
    tools = create_memory_tools(client, namespace="alex")
    model = make_model(
        AIMessage(
            "",
            tool_calls=[_call("add_memory", "c1", content="The user is allergic to peanuts.")],
        ),
        "Saved.",
        AIMessage("", tool_calls=[_call("search_memories", "c2", query="food allergies")]),
        "You are allergic to peanuts.",
    ).bind_tools(tools)

    messages: list[BaseMessage] = [HumanMessage("Remember that I'm allergic to peanuts.")]
    reply = model.invoke(messages)
    (saved,) = _run_tool_calls(tools, reply)
    messages += [reply, saved]
    messages.append(model.invoke(messages))

    assert saved.status == "success"
    assert saved.tool_call_id == "c1"
    assert saved.artifact["saved"] is True
    assert json.loads(saved.content)["id"] == saved.artifact["id"]

    messages.append(HumanMessage("What am I allergic to?"))
    reply = model.invoke(messages)
    (found,) = _run_tool_calls(tools, reply)
    messages += [reply, found]
    final = model.invoke(messages)

    assert final.content == "You are allergic to peanuts."
    assert found.status == "success"
    assert [hit["memory"] for hit in found.artifact["results"]] == [
        "The user is allergic to peanuts."
    ]
    # The model's last request carried the tool result as LangChain hands it over.
    received = model.bound.received[-1]
    assert received[-1] == found
    assert json.loads(received[-1].content)["count"] == 1


def test_profile_and_forget_by_id(seeded: Memhub) -> None:
    tools = {tool.name: tool for tool in create_memory_tools(seeded, namespace="alex")}

    profile = tools["get_profile"].invoke(_call("get_profile", "c1"))
    assert profile.artifact == {
        "static": ["The user lives in Berlin.", "The user loves green tea."],
        "dynamic": [],
    }

    search = tools["search_memories"].invoke(_call("search_memories", "c2", query="green tea"))
    tea = next(hit for hit in search.artifact["results"] if "tea" in hit["memory"])
    forgot = tools["forget_memory"].invoke(_call("forget_memory", "c3", memory_id=tea["id"]))
    assert forgot.status == "success"
    assert forgot.artifact == {"forgotten": 1}

    after = tools["search_memories"].invoke(_call("search_memories", "c4", query="green tea"))
    assert tea["id"] not in [hit["id"] for hit in after.artifact["results"]]


def test_bad_arguments_come_back_as_error_results(client: Memhub) -> None:
    tools = {tool.name: tool for tool in create_memory_tools(client, namespace="alex")}

    empty = tools["search_memories"].invoke(_call("search_memories", "c1", query="  "))
    assert isinstance(empty, ToolMessage)
    assert empty.status == "error"
    assert json.loads(empty.content) == {
        "error": "invalid arguments for search_memories: 'query' must not be empty"
    }

    both = tools["forget_memory"].invoke(_call("forget_memory", "c2", memory_id="m", query="q"))
    assert both.status == "error"
    assert "exactly one of 'memory_id' or 'query'" in json.loads(both.content)["error"]

    extra = tools["add_memory"].invoke(_call("add_memory", "c3", content="x", sneaky=True))
    assert extra.status == "error"
    assert "unexpected argument(s): sneaky" in json.loads(extra.content)["error"]


def test_an_outage_comes_back_as_an_error_result(offline_client: Memhub) -> None:
    (search,) = create_memory_tools(offline_client, namespace="alex", include=["search_memories"])
    result = search.invoke(_call("search_memories", "c1", query="Berlin"))
    assert result.status == "error"
    assert json.loads(result.content)["error"].startswith(
        "the memory service could not complete this"
    )
    # Outside a tool call (no id) the tool returns the same text instead of raising.
    assert json.loads(search.invoke({"query": "Berlin"}))["error"].startswith("the memory service")


async def test_async_tools_use_the_async_client(server: MemoryTransport) -> None:
    async with server.async_client() as aclient:
        tools = create_memory_tools(
            async_client=aclient,
            namespace="carol",
            include=["search_memories", "add_memory"],
            names={"add_memory": "remember"},
            search_limit=1,
        )
        search, remember = tools
        assert remember.name == "remember"

        saved = await remember.ainvoke(_call("remember", "c1", content="The user plays chess."))
        assert saved.status == "success"
        found = await search.ainvoke(_call("search_memories", "c2", query="chess"))
        assert [hit["memory"] for hit in found.artifact["results"]] == ["The user plays chess."]
        with pytest.raises(NotImplementedError):
            search.invoke(_call("search_memories", "c3", query="chess"))


async def test_sync_tools_also_work_under_ainvoke(seeded: Memhub) -> None:
    (search,) = create_memory_tools(seeded, namespace="alex", include=["search_memories"])
    found = await search.ainvoke(_call("search_memories", "c1", query="Where does the user live?"))
    assert found.artifact["results"][0]["memory"] == "The user lives in Berlin."


def test_bad_configuration_is_refused(client: Memhub) -> None:
    with pytest.raises(ValueError, match="needs a client"):
        create_memory_tools(namespace="alex")
    with pytest.raises(ValueError, match="unknown memhub tool"):
        create_memory_tools(client, namespace="alex", include=["drop_tables"])  # type: ignore[list-item]
    with pytest.raises(ValueError, match="invalid namespace"):
        create_memory_tools(client, namespace="")
    # Any other key maps to its own valid namespace, as in every memhub adapter.
    assert create_memory_tools(client, namespace="alex smith")
