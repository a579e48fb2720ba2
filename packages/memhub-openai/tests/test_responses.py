"""The Responses API through a wrapped client: memory goes into `instructions`."""

from __future__ import annotations

from typing import Any

from memhub import AsyncMemhub, Memhub
from memhub.capture import BackgroundWriter
from memhub.prompt import RecallOptions
from memhub_openai import memory_of, with_memory

NAMESPACE = "alex"
BERLIN = "The user lives in Berlin."
TEA = "The user loves green tea."


def stored(memhub_client: Memhub, namespace: str, conversation: str) -> str:
    document = memhub_client.documents.get(namespace, f"conversation:{conversation}")
    return document.content or ""


def test_memory_is_added_to_the_instructions_and_nothing_else_changes(
    model: Any, memhub_client: Memhub
) -> None:
    client = with_memory(
        model.client(),
        namespace=NAMESPACE,
        options=RecallOptions(mode="full"),
        capture="never",
        memhub=memhub_client,
    )
    response = client.responses.create(
        model="gpt-4.1-mini",
        instructions="Answer in German.",
        input="Do I love tea?",
        max_output_tokens=200,
    )
    assert response.output_text == "ok"
    body = model.last
    assert model.seen[-1].path == "/v1/responses"
    instructions = body["instructions"]
    assert instructions.startswith("Answer in German.\n\n<memhub-memory>")
    assert "## About the user" in instructions and BERLIN in instructions
    assert instructions.count(TEA) == 1
    assert (body["input"], body["max_output_tokens"]) == ("Do I love tea?", 200)


def test_without_instructions_the_block_becomes_them_and_an_empty_memory_adds_none(
    model: Any, memhub_client: Memhub
) -> None:
    client = with_memory(
        model.client(),
        namespace=NAMESPACE,
        options=RecallOptions(mode="query"),
        capture="never",
        memhub=memhub_client,
    )
    client.responses.create(
        model="gpt-4.1-mini",
        input=[{"role": "user", "content": [{"type": "input_text", "text": "Do I love tea?"}]}],
    )
    assert model.last["instructions"].startswith("<memhub-memory>")
    assert TEA in model.last["instructions"]

    empty = with_memory(
        model.client(), namespace="nobody-yet", capture="never", memhub=memhub_client
    )
    empty.responses.create(model="gpt-4.1-mini", input="Hello")
    assert "instructions" not in model.last

    # Instructions that held only a stale block are dropped, not sent empty.
    empty.responses.create(
        model="gpt-4.1-mini",
        input="Hello",
        instructions="<memhub-memory>\n- The user lives in Paris.\n</memhub-memory>",
    )
    assert "instructions" not in model.last


def test_a_response_is_captured_from_its_output_items(
    model: Any, reply: Any, memhub_client: Memhub, writer: BackgroundWriter
) -> None:
    client = with_memory(
        model.client(),
        namespace="kim",
        conversation_id="resp",
        memhub=memhub_client,
        writer=writer,
    )
    model.queue(reply("Noted, you are learning the cello."), reply("Practice daily."))
    first = client.responses.create(model="gpt-4.1-mini", input="I am learning the cello.")
    client.responses.create(
        model="gpt-4.1-mini",
        previous_response_id=first.id,
        input=[{"role": "user", "content": "Any advice?"}],
    )
    assert writer.flush(10)
    assert stored(memhub_client, "kim", "resp") == (
        "User: I am learning the cello.\n\nAssistant: Noted, you are learning the cello.\n\n"
        "User: Any advice?\n\nAssistant: Practice daily."
    )


def test_a_function_call_continuation_reuses_the_turn(
    model: Any, reply: Any, counting: Any
) -> None:
    memhub_client, transport = counting
    client = with_memory(model.client(), namespace=NAMESPACE, capture="never", memhub=memhub_client)
    model.queue(reply(tool_calls=[("call_9", "get_time", "{}")]), reply("It is noon."))
    first = client.responses.create(model="gpt-4.1-mini", input="What time is it at home?")
    assert transport.count("/profile") == 1
    block = model.last["instructions"]

    # With previous_response_id the step carries only the tool output: no user text.
    client.responses.create(
        model="gpt-4.1-mini",
        previous_response_id=first.id,
        input=[{"type": "function_call_output", "call_id": "call_9", "output": "12:00"}],
    )
    assert transport.count("/profile") == 1
    assert model.last["instructions"] == block


async def test_async_responses_inject_and_capture(
    model: Any,
    reply: Any,
    memhub_client: Memhub,
    amemhub_client: AsyncMemhub,
    writer: BackgroundWriter,
) -> None:
    client = with_memory(
        model.async_client(),
        namespace=NAMESPACE,
        conversation_id="async-resp",
        memhub=amemhub_client,
        writer=writer,
    )
    model.queue(reply("Sencha, then."))
    response = await client.responses.create(
        model="gpt-4.1-mini", instructions="Be brief.", input="Which tea today?"
    )
    assert response.output_text == "Sencha, then."
    assert model.last["instructions"].startswith("Be brief.\n\n<memhub-memory>")
    assert BERLIN in model.last["instructions"]
    assert await memory_of(client).aflush(10)
    assert stored(memhub_client, NAMESPACE, "async-resp") == (
        "User: Which tea today?\n\nAssistant: Sencha, then."
    )
