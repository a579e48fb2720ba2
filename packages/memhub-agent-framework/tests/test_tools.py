"""The memory tools called by a model through a real Agent's tool loop."""

from __future__ import annotations

from typing import Any

import pytest
from agent_framework import Agent, FunctionTool, Message

from memhub import Memhub
from memhub.testing import MemoryTransport
from memhub.tools import TOOL_NAMES, tool_specs
from memhub_agent_framework import memory_tools

NAMESPACE = "alex"


def _memory_id(client: Memhub, query: str, text: str) -> str:
    hits = client.search(NAMESPACE, query=query, search_mode="memories", threshold=0.0).results
    return next(hit.id for hit in hits if hit.text == text)


def _remembers(client: Memhub, text: str) -> bool:
    hits = client.search(NAMESPACE, query=text, search_mode="memories", threshold=0.0).results
    return any(hit.text == text for hit in hits)


async def test_the_model_is_offered_memhubs_own_schemas(client, make_model) -> None:
    model = make_model()
    agent = Agent(model, "Be brief.", tools=memory_tools(client, NAMESPACE))

    await agent.run("Hi")

    offered = model.requests[0].tools
    assert [tool.name for tool in offered] == list(TOOL_NAMES)
    for tool, spec in zip(offered, tool_specs(), strict=True):
        assert isinstance(tool, FunctionTool)
        assert tool.description == spec.description
        assert tool.to_json_schema_spec()["function"]["parameters"] == spec.parameters


async def test_search_results_reach_the_model(seeded, make_model) -> None:
    model = make_model(
        ("search_memories", {"query": "where does the user live", "limit": 3}),
        "You live in Berlin.",
    )
    agent = Agent(model, "Be brief.", tools=memory_tools(seeded, NAMESPACE))

    response = await agent.run("Where do I live?")

    assert response.text == "You live in Berlin."
    (result,) = model.requests[1].tool_results()
    assert result["count"] == len(result["results"]) >= 1
    top = result["results"][0]
    assert top["memory"] == "The user lives in Berlin."
    assert top["id"].startswith("mem_")
    assert 0 < top["similarity"] <= 1


async def test_add_then_profile_then_forget(
    server: MemoryTransport, client: Memhub, make_model
) -> None:
    tools = memory_tools(client, NAMESPACE)
    model = make_model(("add_memory", {"content": "I am allergic to peanuts."}), "Saved.")
    agent = Agent(model, "Be brief.", tools=tools)

    await agent.run("Remember that I am allergic to peanuts.")

    (saved,) = model.requests[1].tool_results()
    assert saved["saved"] is True
    stored = client.documents.get(NAMESPACE, saved["id"])
    assert stored.content == "I am allergic to peanuts."
    assert stored.metadata == {"source": "memory-tool"}
    fact = "I am allergic to peanuts."  # the test double keeps each line as a memory
    assert _remembers(client, fact)

    memory_id = _memory_id(client, "peanut allergy", fact)
    model.script[:] = [
        ("get_profile", {}),
        ("forget_memory", {"memory_id": memory_id, "query": None}),
        "Forgotten.",
    ]
    await agent.run("What do you know about me? Then forget the allergy.")

    profile, forgotten = model.requests[-1].tool_results()
    assert fact in profile["static"]
    assert forgotten == {"forgotten": 1}
    assert not _remembers(client, fact)


@pytest.mark.parametrize(
    ("call", "error"),
    [
        (("search_memories", {"query": "  ", "limit": None}), "'query' must not be empty"),
        (("search_memories", {"query": "tea", "limit": 500}), "'limit' must be between 1 and 50"),
        (("search_memories", {"query": "tea", "limt": 3}), "unexpected argument(s): limt"),
        (("search_memories", '{"query": "tea"'), "arguments are not valid JSON"),
        (("add_memory", {}), "'content' is required"),
        (("forget_memory", {"memory_id": None, "query": None}), "give exactly one of"),
    ],
)
async def test_bad_calls_come_back_to_the_model_as_error_results(
    client, make_model, call: tuple[str, Any], error: str
) -> None:
    model = make_model(call, "Sorry, let me try that differently.")
    agent = Agent(model, "Be brief.", tools=memory_tools(client, NAMESPACE))

    response = await agent.run("Do the memory thing.")

    assert response.text == "Sorry, let me try that differently."
    (result,) = model.requests[1].tool_results()
    assert set(result) == {"error"}
    assert error in result["error"]


async def test_an_outage_comes_back_as_an_error_result(offline_client, make_model) -> None:
    model = make_model(("get_profile", {}), "I cannot reach your memory right now.")
    agent = Agent(model, "Be brief.", tools=memory_tools(offline_client, NAMESPACE, timeout=2))

    response = await agent.run("What do you know about me?")

    assert response.text == "I cannot reach your memory right now."
    (result,) = model.requests[1].tool_results()
    assert result["error"].startswith("the memory service could not complete this")


async def test_forgetting_can_wait_for_a_persons_approval(seeded, make_model) -> None:
    fact = "The user loves green tea."
    memory_id = _memory_id(seeded, "green tea", fact)
    model = make_model(("forget_memory", {"memory_id": memory_id, "query": None}), "Done.")
    tools = memory_tools(seeded, NAMESPACE, require_approval={"forget_memory"})
    agent = Agent(model, "Be brief.", tools=tools)
    session = agent.create_session()

    paused = await agent.run("Forget that I like tea.", session=session)

    (request,) = paused.user_input_requests
    assert request.function_call is not None
    assert request.function_call.name == "forget_memory"
    assert _remembers(seeded, fact)  # nothing happens before the approval

    approval = Message("user", [request.to_function_approval_response(approved=True)])
    done = await agent.run(approval, session=session)

    assert done.text == "Done."
    assert model.requests[-1].tool_results() == [{"forgotten": 1}]
    assert not _remembers(seeded, fact)


async def test_an_async_client_with_renamed_and_chosen_tools(
    seeded, server: MemoryTransport, make_model
) -> None:
    aclient = server.async_client()
    try:
        tools = memory_tools(
            aclient,
            NAMESPACE,
            include=["search_memories", "add_memory"],
            names={"search_memories": "recall"},
            search_limit=1,
        )
        model = make_model(
            ("recall", {"query": "what tea does the user drink", "limit": None}), "Tea."
        )
        agent = Agent(model, "Be brief.", tools=tools)

        await agent.run("What do I drink?")
    finally:
        await aclient.aclose()

    assert [tool.name for tool in model.requests[0].tools] == ["recall", "add_memory"]
    (result,) = model.requests[1].tool_results()
    assert [hit["memory"] for hit in result["results"]] == ["The user loves green tea."]


def test_approval_may_only_name_included_tools(client) -> None:
    with pytest.raises(ValueError, match="forget_memory"):
        memory_tools(
            client, NAMESPACE, include=["search_memories"], require_approval={"forget_memory"}
        )
