"""Memory as OpenAI function tools: strict definitions, a full round trip, error results.

These tests use the namespace "robin" so that saving and forgetting memories
leaves Alex's seeded memory alone.
"""

from __future__ import annotations

import copy
import json
import time
from typing import Any

import pytest
from openai.lib._pydantic import _ensure_strict_json_schema

from memhub import AsyncMemhub, Memhub
from memhub.capture import BackgroundWriter
from memhub.testing import MemoryTransport
from memhub.tools import DOCUMENT_TOOL_NAMES
from memhub_openai import AsyncMemoryToolkit, MemoryToolkit, memory_of, memory_tools, with_memory

NAMESPACE = "robin"
NAMES = ["search_memories", "add_memory", "get_profile", "forget_memory"]
WHERE = '{"query": "where does the user live", "limit": %s}'
READ_PACKING = '{"document_id": "packing", "max_chars": 12}'


@pytest.fixture
def robin(memhub_client: Memhub) -> Memhub:
    """The engine's client; Robin's memory ("I live in Lisbon.") is seeded with Alex's."""
    return memhub_client


def call(call_id: str, name: str, arguments: Any) -> dict[str, Any]:
    text = arguments if isinstance(arguments, str) else json.dumps(arguments)
    return {"id": call_id, "type": "function", "function": {"name": name, "arguments": text}}


def test_definitions_are_strict_function_tools(robin: Memhub) -> None:
    toolkit = memory_tools(namespace=NAMESPACE, memhub=robin)
    assert isinstance(toolkit, MemoryToolkit)
    assert toolkit.names == NAMES
    for chat, responses in zip(toolkit.definitions, toolkit.response_definitions, strict=True):
        function = chat["function"]
        assert chat["type"] == responses["type"] == "function"
        assert function["strict"] is True and responses["strict"] is True
        assert function["name"] == responses["name"]
        assert function["description"] == responses.get("description")
        parameters = function["parameters"]
        assert parameters == responses["parameters"]
        # The SDK's own strict-mode normaliser has nothing left to change.
        assert _ensure_strict_json_schema(copy.deepcopy(parameters), path=(), root={}) == parameters

    renamed = memory_tools(
        namespace=NAMESPACE, memhub=robin, include=["add_memory"], names={"add_memory": "remember"}
    )
    assert renamed.names == ["remember"]


def test_the_sdk_accepts_the_tools_for_parsed_calls(model: Any, reply: Any, robin: Memhub) -> None:
    toolkit = memory_tools(namespace=NAMESPACE, memhub=robin)
    client = with_memory(model.client(), namespace=NAMESPACE, capture="never", memhub=robin)
    model.queue(reply(tool_calls=[("call_1", "search_memories", '{"query": "home", "limit": 3}')]))
    # parse() refuses any function tool that is not strict, then parses the arguments.
    parsed = client.chat.completions.parse(
        model="gpt-4.1-mini",
        messages=[{"role": "user", "content": "Where is home?"}],
        tools=toolkit.definitions,
    )
    tool_call = parsed.choices[0].message.tool_calls[0]
    assert tool_call.function.parsed_arguments == {"query": "home", "limit": 3}
    assert model.last["tools"] == toolkit.definitions
    assert "The user lives in Lisbon." in model.last["messages"][0]["content"]


def test_a_chat_tool_round_trip(
    model: Any, reply: Any, server: MemoryTransport, robin: Memhub, writer: BackgroundWriter
) -> None:
    toolkit = memory_tools(namespace=NAMESPACE, memhub=robin)
    client = with_memory(
        model.client(), namespace=NAMESPACE, conversation_id="trip", memhub=robin, writer=writer
    )
    model.queue(
        reply(
            tool_calls=[
                ("call_a", "search_memories", WHERE % "null"),
                ("call_b", "add_memory", '{"content": "The user prefers window seats."}'),
            ]
        ),
        reply("You live in Lisbon, and I will remember the window seat."),
    )
    messages: list[Any] = [
        {"role": "user", "content": "Where do I live? Also, I always pick window seats."}
    ]
    first = client.chat.completions.create(
        model="gpt-4.1-mini", messages=messages, tools=toolkit.definitions
    )
    results = toolkit.execute(first)
    assert [(m["role"], m["tool_call_id"]) for m in results] == [
        ("tool", "call_a"),
        ("tool", "call_b"),
    ]
    messages += [first.choices[0].message, *results]
    second = client.chat.completions.create(
        model="gpt-4.1-mini", messages=messages, tools=toolkit.definitions
    )
    assert second.choices[0].message.content.startswith("You live in Lisbon")

    received = model.last["messages"]
    assert received[-3]["tool_calls"][0]["id"] == "call_a"
    found = json.loads(received[-2]["content"])
    assert "The user lives in Lisbon." in [r["memory"] for r in found["results"]]
    saved = json.loads(received[-1]["content"])
    assert saved["saved"] is True
    hits = robin.search(NAMESPACE, query="window seats", search_mode="memories")
    assert "The user prefers window seats." in [hit.text for hit in hits.results]
    # The conversation holds what was said, not the tool traffic.
    assert memory_of(client).flush(10)
    transcript = robin.documents.get(NAMESPACE, "conversation:trip").content
    assert transcript == (
        "User: Where do I live? Also, I always pick window seats.\n\n"
        "Assistant: You live in Lisbon, and I will remember the window seat."
    )


def test_a_responses_tool_round_trip(model: Any, reply: Any, robin: Memhub) -> None:
    toolkit = memory_tools(namespace=NAMESPACE, memhub=robin, include=["get_profile"])
    client = with_memory(model.client(), namespace=NAMESPACE, capture="never", memhub=robin)
    model.queue(reply(tool_calls=[("call_p", "get_profile", "{}")]), reply("You live in Lisbon."))
    first = client.responses.create(
        model="gpt-4.1-mini", input="What do you know about me?", tools=toolkit.response_definitions
    )
    outputs = toolkit.execute_response(first)
    assert [(o["type"], o["call_id"]) for o in outputs] == [("function_call_output", "call_p")]
    client.responses.create(
        model="gpt-4.1-mini",
        previous_response_id=first.id,
        input=outputs,
        tools=toolkit.response_definitions,
    )
    sent = model.last["input"][0]
    assert sent["call_id"] == "call_p"
    assert "The user lives in Lisbon." in json.loads(sent["output"])["static"]


def test_bad_calls_give_error_results_never_exceptions(robin: Memhub) -> None:
    toolkit = memory_tools(namespace=NAMESPACE, memhub=robin)
    calls = [
        call("c1", "teleport", {}),
        call("c2", "add_memory", "{not json"),
        call("c3", "search_memories", {"query": "x", "limit": 500}),
        {"id": "c4", "type": "custom", "custom": {"name": "shell", "input": "ls"}},
        call("c5", "forget_memory", {"memory_id": None, "query": None}),
    ]
    results = toolkit.execute(calls)
    assert [m["tool_call_id"] for m in results] == ["c1", "c2", "c3", "c4", "c5"]
    errors = [json.loads(m["content"])["error"] for m in results]
    assert "unknown tool 'teleport'" in errors[0]
    assert "not valid JSON" in errors[1]
    assert "'limit' must be between 1 and 50" in errors[2]
    assert "not a function call" in errors[3]
    assert "exactly one of 'memory_id' or 'query'" in errors[4]

    # Apps that mix their own tools in can leave those calls to themselves.
    mine = toolkit.execute(calls, skip_unknown=True)
    assert [m["tool_call_id"] for m in mine] == ["c2", "c3", "c5"]


def test_an_outage_is_an_error_result(offline_client: Memhub) -> None:
    toolkit = memory_tools(namespace=NAMESPACE, memhub=offline_client, timeout=1.0)
    [result] = toolkit.execute([call("c1", "get_profile", {})])
    assert "the memory service could not complete this" in json.loads(result["content"])["error"]


def test_calls_run_in_parallel(robin: Memhub, slow_memhub: Memhub) -> None:
    toolkit = memory_tools(namespace=NAMESPACE, memhub=slow_memhub)
    calls = [call(f"c{i}", "get_profile", {}) for i in range(4)]
    began = time.perf_counter()
    results = toolkit.execute({"role": "assistant", "content": None, "tool_calls": calls})
    elapsed = time.perf_counter() - began
    profiles = [json.loads(m["content"])["static"] for m in results]
    assert all("The user lives in Lisbon." in static for static in profiles)
    assert elapsed < 2.5  # one after another, four calls would take 4 s or more


async def test_the_async_toolkit_matches_the_sync_one(
    model: Any, reply: Any, robin: Memhub, server: MemoryTransport
) -> None:
    amemhub: AsyncMemhub = server.async_client()
    try:
        toolkit = memory_tools(namespace=NAMESPACE, memhub=amemhub)
        assert isinstance(toolkit, AsyncMemoryToolkit)
        client = with_memory(
            model.async_client(), namespace=NAMESPACE, capture="never", memhub=amemhub
        )
        model.queue(
            reply(
                tool_calls=[
                    ("call_1", "search_memories", WHERE % 1),
                    ("call_2", "get_profile", "{}"),
                    ("call_3", "unknown_tool", "{}"),
                ]
            )
        )
        first = await client.chat.completions.create(
            model="gpt-4.1-mini",
            messages=[{"role": "user", "content": "Where do I live?"}],
            tools=toolkit.definitions,
        )
        results = await toolkit.execute(first.choices[0].message)
        contents = [json.loads(m["content"]) for m in results]
        assert contents[0]["results"][0]["memory"] == "The user lives in Lisbon."
        assert "The user lives in Lisbon." in contents[1]["static"]
        assert "unknown tool" in contents[2]["error"]
        outputs = await toolkit.execute_response(
            [{"type": "function_call", "call_id": "x", "name": "get_profile", "arguments": "{}"}]
        )
        assert json.loads(outputs[0]["output"]) == contents[1]
    finally:
        await amemhub.aclose()


def test_read_only_document_tools_list_and_read_what_was_stored(
    model: Any, reply: Any, robin: Memhub
) -> None:
    robin.add("kestrel", content="Packing list: tent, stove, two maps of the ridge.", id="packing")
    toolkit = memory_tools(namespace="kestrel", memhub=robin, include=DOCUMENT_TOOL_NAMES)
    assert toolkit.names == ["list_documents", "get_document"]
    for definition in toolkit.definitions:
        parameters = definition["function"]["parameters"]
        assert _ensure_strict_json_schema(copy.deepcopy(parameters), path=(), root={}) == parameters
    client = with_memory(model.client(), namespace="kestrel", capture="never", memhub=robin)
    model.queue(
        reply(tool_calls=[("call_l", "list_documents", '{"page": null, "limit": null}')]),
        reply(
            tool_calls=[("call_g", "get_document", '{"document_id": "packing", "max_chars": 12}')]
        ),
        reply("You packed a tent."),
    )
    messages: list[Any] = [{"role": "user", "content": "What is on my packing list?"}]
    for _ in range(2):
        step = client.chat.completions.create(
            model="gpt-4.1-mini", messages=messages, tools=toolkit.definitions
        )
        messages += [step.choices[0].message, *toolkit.execute(step)]
    listed, read = (json.loads(message["content"]) for message in messages[2::2])
    assert [document["id"] for document in listed["documents"]] == ["packing"]
    assert read["content"] == "Packing list" and read["truncated"] is True
    # A memory id opens its source; another namespace's document is out of reach.
    [memory] = robin.search("kestrel", query="packing list tent").results
    source = toolkit.run("get_document", {"document_id": memory.id, "max_chars": None})
    assert source.data["id"] == "packing" and source.data["fromMemory"] == memory.id
    other = toolkit.run("get_document", {"document_id": "conversation:trip", "max_chars": None})
    assert not other.ok and "namespace 'kestrel'" in other.data["error"]
