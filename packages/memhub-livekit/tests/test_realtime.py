"""Realtime (speech-to-speech) models: memory reaches the live session's instructions.

LiveKit's own OpenAI realtime session talks to `memhub_livekit.testing.ScriptedRealtime`,
a Realtime API on loopback that keeps the instructions each response was made with.
"""

from __future__ import annotations

import asyncio
import time
from typing import Any

from livekit.agents import Agent, AgentSession
from livekit.agents.voice.audio_recognition import _EndOfTurnInfo, _EndOfTurnMetrics

from memhub.prompt import RecallOptions
from memhub_livekit import LiveKitMemory, MemoryAgent
from memhub_livekit.testing import ScriptedRealtime

INSTRUCTIONS = "You are a concise voice assistant."
BERLIN = "The user lives in Berlin.\nThe user loves green tea."
# Search only, so each turn's block shows which words it was recalled for.
QUERY = {"options": RecallOptions(mode="query", timeout=20.0), "capture": False}


async def settled(memory: LiveKitMemory, session: AgentSession[Any], said: str) -> None:
    """Wait until `said` is in the history and the memory updates it started are done."""
    deadline = time.monotonic() + 20
    while not any(
        getattr(item, "role", None) == "user" and item.text_content == said  # type: ignore[union-attr]
        for item in session.history.items
    ):
        assert time.monotonic() < deadline, f"{said!r} never reached the history"
        await asyncio.sleep(0.01)
    await memory.realtime_settled()


async def spoken_call(memory: LiveKitMemory, *lines: str) -> ScriptedRealtime:
    """A call on a realtime model with server-side turn detection: the caller says
    `lines`, each once the last one's memory is settled. Returns the endpoint."""
    async with ScriptedRealtime() as endpoint:
        model = endpoint.model()
        async with AgentSession(llm=model) as session:
            await session.start(MemoryAgent(memory, instructions=INSTRUCTIONS))
            for line in lines:
                await endpoint.speak(line)
                await settled(memory, session, line)
        await model.aclose()
    await memory.aclose()
    return endpoint


async def test_each_spoken_turn_replaces_the_block_in_the_session_instructions(engine):
    engine.seed("alex", BERLIN, "seed")
    memory = LiveKitMemory(engine.client, namespace="alex", **QUERY)

    endpoint = await spoken_call(
        memory, "Which tea do I love?", "Where do I live?", "Thanks!", "Bye."
    )

    # The provider answers a spoken turn at once, so its memory is for the next reply.
    first, second, third, fourth = endpoint.responses
    assert first.instructions == INSTRUCTIONS
    assert first.memory_blocks == []
    (block,) = second.memory_blocks
    assert second.instructions.startswith(INSTRUCTIONS + "\n\n<memhub-memory>")
    assert "The user loves green tea." in block
    # Replaced, not accumulated: the Berlin block took the tea block's place.
    (block,) = third.memory_blocks
    assert third.instructions.count("<memhub-memory>") == 1
    assert "The user lives in Berlin." in block
    assert "green tea" not in block
    # Nothing recalled for "Thanks!": the block goes, the agent's prompt stays.
    assert fourth.instructions == INSTRUCTIONS
    # Memory only ever travelled in the instructions, never as a conversation item.
    assert not any("<memhub-memory>" in str(r.items) for r in endpoint.responses)


async def test_the_profile_is_in_the_session_before_the_caller_speaks(engine):
    engine.seed("alex", BERLIN, "seed")
    memory = LiveKitMemory(
        engine.client,
        namespace="alex",
        session_id="call-1",
        options=RecallOptions(timeout=20.0),
        preload_timeout=20.0,
    )
    async with ScriptedRealtime("Hello Alex!") as endpoint:
        model = endpoint.model()
        async with AgentSession(llm=model) as session:
            agent = MemoryAgent(memory, instructions=INSTRUCTIONS)
            await session.start(agent)
            await memory.preload()
            await memory.realtime_settled()
            await session.generate_reply(instructions="Greet the caller by name.")
        await model.aclose()
    await memory.aclose()

    (greeting,) = endpoint.responses
    (block,) = greeting.memory_blocks
    assert "The user lives in Berlin." in block
    # The agent's own instructions never held the block; only the live session did.
    assert agent.instructions == INSTRUCTIONS
    # Capture works as with a pipeline model: the reply is stored, the memory is not.
    assert engine.document("alex", "conversation:call-1") == "Assistant: Hello Alex!"


async def test_when_the_agent_detects_turns_this_reply_sees_its_memory(engine):
    engine.seed("alex", BERLIN, "seed")
    memory = LiveKitMemory(engine.client, namespace="alex", **QUERY)

    async with ScriptedRealtime("Green tea.") as endpoint:
        model = endpoint.model(server_turn_detection=False)
        async with AgentSession(llm=model) as session:
            await session.start(MemoryAgent(memory, instructions=INSTRUCTIONS))
            # What LiveKit's audio recognition does when its turn detector ends a turn.
            session._activity.on_end_of_turn(  # type: ignore[union-attr]
                _EndOfTurnInfo(
                    skip_reply=False,
                    new_transcript="Which tea do I love?",
                    transcript_confidence=1.0,
                    metrics=_EndOfTurnMetrics(None, None, None, None),
                )
            )
            deadline = time.monotonic() + 20
            while not endpoint.responses:
                assert time.monotonic() < deadline, "no reply"
                await asyncio.sleep(0.01)
        await model.aclose()
    await memory.aclose()

    (reply,) = endpoint.responses
    (block,) = reply.memory_blocks
    assert "The user loves green tea." in block


async def test_a_slow_memory_server_leaves_the_session_answering_without_memory(engine):
    engine.seed("alex", BERLIN, "seed")
    memory = LiveKitMemory(
        engine.client,
        namespace="alex",
        options=RecallOptions(mode="query", timeout=0.2),
        capture=False,
    )
    engine.gate.hold("/search", delay=30.0)
    try:
        endpoint = await spoken_call(memory, "Which tea do I love?", "Where do I live?")
    finally:
        engine.gate.release()

    assert [r.reply for r in endpoint.responses] == ["OK.", "OK."]
    assert [r.instructions for r in endpoint.responses] == [INSTRUCTIONS, INSTRUCTIONS]
    assert engine.gate.count("/search") == 2


async def test_a_pipeline_agent_is_left_to_llm_node(engine):
    memory = LiveKitMemory(engine.client, namespace="alex", **QUERY)
    assert await memory.enrich_realtime(Agent(instructions=INSTRUCTIONS)) is None
    await memory.aclose()
