"""Whole calls through Line's own `ConversationRunner` and `LlmAgent`, the real engine
over HTTP, and a model scripted at the OpenAI SDK's HTTP layer."""

from __future__ import annotations

from cartesia_support import INTRODUCTION, PATIENT, SYSTEM_PROMPT, wait_for_memories

from memhub import AsyncMemhub, Memhub
from memhub.capture import conversation_document_id
from memhub_cartesia import CartesiaMemory, MemoryAgent
from memhub_cartesia.testing import PhoneCall, ScriptedModel


def agent_for(model: ScriptedModel, memory: CartesiaMemory) -> MemoryAgent:
    return MemoryAgent(model.agent(system_prompt=SYSTEM_PROMPT, introduction=INTRODUCTION), memory)


async def test_a_second_call_recalls_what_the_first_one_said(
    aclient: AsyncMemhub, client: Memhub, model: ScriptedModel, namespace: str
) -> None:
    first = CartesiaMemory(aclient, namespace=namespace, session_id="call-1", options=PATIENT)
    async with PhoneCall(agent_for(model, first)) as call:
        await call.say("I just moved to Lisbon and I'm vegetarian.")
    wait_for_memories(client, namespace, first.document_id)

    second = CartesiaMemory(aclient, namespace=namespace, session_id="call-2", options=PATIENT)
    async with PhoneCall(agent_for(model, second)) as call:
        await call.say("Any ideas for dinner tonight?")
        await call.say("And something for the weekend?")

    # The reply in the second call was written with the first call's facts in view...
    [block] = model.memory_blocks(1)
    assert "Lisbon" in block
    assert "vegetarian" in block
    # ...shown once, after the conversation, as a system message for that reply only.
    messages = model.messages(1)
    assert messages[-1] == {"role": "system", "content": block}
    assert messages[-2] == {"role": "user", "content": "Any ideas for dinner tonight?"}
    # The next reply gets its own block, never a stack of old ones.
    assert len(model.memory_blocks(2)) == 1
    assert not any(m["role"] == "system" and m["content"] == block for m in model.messages(2)[:-1])


async def test_capture_stores_each_spoken_turn_once_and_no_memory_text(
    aclient: AsyncMemhub, client: Memhub, model: ScriptedModel, namespace: str
) -> None:
    client.add(namespace, content="User: My sister Ana is a pharmacist.", id="seed")
    wait_for_memories(client, namespace, "seed")
    memory = CartesiaMemory(aclient, namespace=namespace, session_id="call-7", options=PATIENT)
    async with PhoneCall(agent_for(model, memory)) as call:
        await call.say("Hello there.")
        await call.say("What does my sister do?")
    assert memory.writer is not None and memory.writer.sent >= 1
    assert all(model.memory_blocks(i) for i in range(len(model.requests)))  # memory was shown

    stored = client.documents.get(namespace, conversation_document_id("call-7")).content
    assert stored == (
        f"Assistant: {INTRODUCTION}\n\n"
        "User: Hello there.\n\n"
        "Assistant: Reply 1: happy to help with that.\n\n"
        "User: What does my sister do?\n\n"
        "Assistant: Reply 2: happy to help with that."
    )
    assert "memhub-memory" not in stored
    assert "pharmacist" not in stored


async def test_a_reply_cut_short_is_stored_as_far_as_it_was_spoken(
    client: Memhub, model: ScriptedModel, namespace: str
) -> None:
    memory = CartesiaMemory(client, namespace=namespace, session_id="call-9")
    async with PhoneCall(agent_for(model, memory)) as call:
        await call.say("Tell me a long story.", heard_words=3)
        await call.say("Sorry, stop. Just the weather please.")

    stored = client.documents.get(namespace, conversation_document_id("call-9")).content
    assert "Assistant: Reply 1: happy\n\n" in stored
    assert "Reply 1: happy to help" not in stored
    assert stored.endswith(
        "User: Sorry, stop. Just the weather please.\n\n"
        "Assistant: Reply 2: happy to help with that."
    )


async def test_without_capture_nothing_is_stored(
    client: Memhub, model: ScriptedModel, namespace: str
) -> None:
    memory = CartesiaMemory(client, namespace=namespace, session_id="call-3", capture=False)
    async with PhoneCall(agent_for(model, memory)) as call:
        await call.say("I'm allergic to peanuts.")
    assert memory.writer is None
    assert client.list(namespace, "documents").documents == []
