"""Memory trouble never costs the caller an answer: a server that is down or slow
means a reply without memory (or with the profile preloaded at call start)."""

from __future__ import annotations

from cartesia_support import PATIENT, SYSTEM_PROMPT, Gate, wait_for_memories

from memhub import AsyncMemhub, Memhub
from memhub.prompt import RecallOptions
from memhub_cartesia import CartesiaMemory, MemoryAgent
from memhub_cartesia.testing import PhoneCall, ScriptedModel, call_tool

QUICK = RecallOptions(timeout=0.3)


async def test_with_the_server_down_the_agent_answers_without_memory(
    offline_aclient: AsyncMemhub, model: ScriptedModel, namespace: str
) -> None:
    memory = CartesiaMemory(offline_aclient, namespace=namespace, options=QUICK, flush_timeout=0.1)
    agent = MemoryAgent(model.agent(system_prompt=SYSTEM_PROMPT), memory)
    async with PhoneCall(agent) as call:
        assert await call.say("Hi, it's me again.") == "Reply 1: happy to help with that."
        assert await call.say("Are you there?") == "Reply 2: happy to help with that."
    assert model.memory_blocks(0) == model.memory_blocks(1) == []
    assert model.messages(1)[-1] == {"role": "user", "content": "Are you there?"}
    # The turns waited in the writer's buffer and were dropped (and counted) at the end.
    assert memory.writer is not None and memory.writer.sent == 0
    assert memory.writer.dropped + memory.writer.failed >= 1


async def test_a_slow_server_does_not_hold_the_reply(
    gate: tuple[AsyncMemhub, Gate], model: ScriptedModel, namespace: str
) -> None:
    client, transport = gate
    memory = CartesiaMemory(client, namespace=namespace, options=QUICK, preload=False)
    agent = MemoryAgent(model.agent(system_prompt=SYSTEM_PROMPT), memory)
    async with PhoneCall(agent) as call:
        transport.close()
        reply = await call.say("What's the weather like?")
        # The agent answered while the memory requests were still held at the gate.
        assert transport.held >= 1
        transport.open()
    assert reply == "Reply 1: happy to help with that."
    assert model.memory_blocks(0) == []


async def test_a_failed_recall_falls_back_to_the_profile_loaded_at_call_start(
    gate: tuple[AsyncMemhub, Gate], client: Memhub, model: ScriptedModel, namespace: str
) -> None:
    client.add(namespace, content="User: I'm Alex and I keep bees.", id="seed")
    wait_for_memories(client, namespace, "seed")
    aclient, transport = gate
    memory = CartesiaMemory(aclient, namespace=namespace, options=QUICK, preload_timeout=20)
    agent = MemoryAgent(model.agent(system_prompt=SYSTEM_PROMPT), memory)
    async with PhoneCall(agent) as call:
        preloaded = await memory.preload()  # started by CallStarted
        assert preloaded is not None and preloaded.error is None
        transport.close()
        await call.say("What do you remember about me?")
        assert transport.held >= 1
        transport.open()
    [block] = model.memory_blocks(0)
    assert "bees" in block


async def test_a_failing_memory_tool_is_a_result_the_model_can_speak_about(
    offline_client: Memhub, namespace: str
) -> None:
    model = ScriptedModel(
        call_tool("search_memories", query="my sister's job"),
        "Sorry, I can't reach my notes right now.",
    )
    memory = CartesiaMemory(
        offline_client, namespace=namespace, options=QUICK, capture=False, tool_timeout=0.5
    )
    async with PhoneCall(MemoryAgent(model.agent(system_prompt=SYSTEM_PROMPT), memory)) as call:
        reply = await call.say("What does my sister do?")
    assert reply == "Sorry, I can't reach my notes right now."
    [tool_message] = [m for m in model.messages(1) if m["role"] == "tool"]
    assert '"error":"the memory service could not complete this' in tool_message["content"]
    assert not any(m["type"] == "error" for m in call.sent)


async def test_patient_recall_still_finds_memory_through_the_gate(
    gate: tuple[AsyncMemhub, Gate], client: Memhub, model: ScriptedModel, namespace: str
) -> None:
    # The same gated client recalls normally while the gate is open (the fixture is sound).
    client.add(namespace, content="User: I live in Porto.", id="seed")
    wait_for_memories(client, namespace, "seed")
    aclient, _ = gate
    memory = CartesiaMemory(aclient, namespace=namespace, options=PATIENT)
    async with PhoneCall(MemoryAgent(model.agent(system_prompt=SYSTEM_PROMPT), memory)) as call:
        await call.say("Where do I live?")
    [block] = model.memory_blocks(0)
    assert "Porto" in block
