"""The memory tools through Pipecat's function calling, in a real pipeline.

The model (`ScriptedLLM`, Pipecat's own `OpenAILLMService` over a mock HTTP
transport) calls the tools; Pipecat runs the registered handler and sends the
result back to the model in the next request.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable

import pytest
from pipecat.processors.aggregators.llm_context import LLMContext

from memhub import Memhub, namespace_for
from memhub.testing import MemoryTransport
from memhub_pipecat import DEFAULT_TOOL_TIMEOUT, MemoryFunctions, MemoryProcessor
from memhub_pipecat.testing import ScriptedLLM

from .conftest import Session

Converse = Callable[..., Awaitable[Session]]


async def call_with_tools(
    conversation: Converse,
    functions: MemoryFunctions,
    model: ScriptedLLM,
    client: Memhub,
    lines: list[str],
) -> Session:
    """A conversation whose LLM service has `functions` registered and offered."""
    service = model.service()
    assert functions.register(service) == functions.schemas
    return await conversation(
        MemoryProcessor(client, namespace="alex", capture=False),
        model,
        lines,
        context=LLMContext(tools=functions.tools_schema()),
        service=service,
    )


async def test_the_model_remembers_and_searches_through_registered_functions(
    server: MemoryTransport, client: Memhub, conversation: Converse
) -> None:
    model = ScriptedLLM(
        ScriptedLLM.call("remember", content="The user's dog is called Rex."),
        "I'll remember Rex.",
        ScriptedLLM.call("search_memories", query="dog called", limit=None),
        "Your dog is Rex.",
    )
    functions = MemoryFunctions(client, namespace="alex")
    lines = ["My dog is called Rex, remember that.", "What is my dog called?"]

    await call_with_tools(conversation, functions, model, client, lines)

    assert len(model.requests) == 4
    assert model.tool_names(0) == ["search_memories", "remember", "forget"]
    (saved,) = model.tool_results(1)
    assert saved["saved"] is True
    found = model.tool_results(3)[-1]
    assert [hit["memory"] for hit in found["results"]] == ["The user's dog is called Rex."]
    # Stored in the user's own namespace, marked as coming from Pipecat.
    stored = client.documents.get(namespace_for("alex"), saved["id"])
    assert stored.content == "The user's dog is called Rex."
    assert stored.metadata["source"] == "pipecat"


async def test_a_failed_call_reaches_the_model_as_an_error_and_the_call_goes_on(
    offline_url: str, conversation: Converse, client: Memhub
) -> None:
    invalid_call = ScriptedLLM.call("remember", content="")
    search = ScriptedLLM.call("search_memories", query="dog", limit=None)
    model = ScriptedLLM(invalid_call, "Sorry.", search, "I can't reach my memory right now.")
    with Memhub(base_url=offline_url, api_key="k", max_retries=0, timeout=2.0) as offline:
        functions = MemoryFunctions(offline, namespace="alex")
        lines = ["Remember nothing.", "What is my dog called?"]
        session = await call_with_tools(conversation, functions, model, client, lines)

    (invalid,) = model.tool_results(1)
    assert "content" in invalid["error"]
    unreachable = model.tool_results(3)[-1]
    assert "memory service" in unreachable["error"]
    # Both replies after the failures were spoken: the pipeline kept going.
    said = [m.get("content") for m in session.context.get_messages() if m["role"] == "assistant"]
    assert "I can't reach my memory right now." in said


async def test_an_async_client_and_renamed_tools(
    server: MemoryTransport, conversation: Converse, client: Memhub
) -> None:
    client.add(namespace_for("alex"), content="The user loves green tea.", id="seed")
    model = ScriptedLLM(ScriptedLLM.call("recall", query="green tea", limit=2), "Green tea.")
    async with server.async_client() as aclient:
        functions = MemoryFunctions(
            aclient,
            namespace="alex",
            tools=["search_memories"],
            tool_names={"search_memories": "recall"},
        )
        await call_with_tools(conversation, functions, model, client, ["Which tea do I like?"])

    assert model.tool_names(0) == ["recall"]
    (found,) = model.tool_results(1)
    assert found["count"] == 1


def test_bad_arguments_are_refused_at_construction(client: Memhub) -> None:
    with pytest.raises(TypeError, match=r"memhub\.Memhub"):
        MemoryFunctions("http://memhub", namespace="alex")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="unknown memhub tool 'nope'"):
        MemoryFunctions(client, namespace="alex", tools=["search_memories", "nope"])  # type: ignore[list-item]
    assert DEFAULT_TOOL_TIMEOUT == 5.0
