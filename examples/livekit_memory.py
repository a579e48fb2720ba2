"""A LiveKit voice agent that remembers its caller from one call to the next.

Run with `uv run python examples/livekit_memory.py`. Everything stays on this machine:
the memhub engine runs in this process on ./.memhub-examples/livekit, and the chat model
is `memhub_livekit.testing.ScriptedLLM`, a stand-in answering through a mock HTTP
transport, so there is no server, API key or network. The sessions run in text mode
(`session.run`); in a worker the same agent takes a room and audio, and `namespace`
would be the participant's identity:

    memory = LiveKitMemory(Memhub(), namespace=participant.identity, session_id=ctx.room.name)
    await session.start(MemoryAgent(memory, instructions=...), room=ctx.room)

A third call runs the same agent on a realtime (speech-to-speech) model, LiveKit's own
OpenAI realtime session against `memhub_livekit.testing.ScriptedRealtime` on loopback:
the memory goes into the live session's instructions, and the caller speaks.
"""

from __future__ import annotations

import asyncio
import time
from typing import Any

from livekit.agents import AgentSession

from memhub import Memhub
from memhub_livekit import LiveKitMemory, MemoryAgent
from memhub_livekit.testing import RealtimeResponse, ScriptedLLM, ScriptedRealtime

USER = "alex@livekit.example.com"
DATA_DIR = ".memhub-examples/livekit"  # its own data folder: examples never mix memories
INSTRUCTIONS = "You are a friendly voice assistant. Keep answers to one sentence."


def answer(request: dict[str, Any]) -> str:
    """The stand-in model's reply: it answers from the memory block it was given, which
    is enough to show what the real model would have been sent."""
    memory = [m["content"] for m in request["messages"] if "<memhub-memory>" in str(m["content"])]
    if memory and "green tea" in memory[0]:
        return "How about a pot of green tea, since you love it?"
    if not memory:
        return "Nice to meet you! I'll keep that in mind."
    return "A glass of water is always a good idea."


async def call(client: Memhub, model: ScriptedLLM, call_id: str, said: str) -> str:
    """One call: start a session with a memory agent, take one user turn, hang up."""
    memory = LiveKitMemory(
        client,
        namespace=USER,
        session_id=call_id,
        # The profile is fetched once at call start, outside any turn's time box.
        preload_timeout=10.0,
        # "instant" forms memories as soon as the call is stored, so the next call
        # (seconds later, in this demo) can use them; the default batches a burst first.
        capture_dreaming="instant",
    )
    async with AgentSession(llm=model) as session:
        await session.start(MemoryAgent(memory, instructions=INSTRUCTIONS))
        # Have the caller's profile before they speak (it also backs up a slow recall).
        await memory.preload()
        result = await session.run(user_input=said)
        reply = result.expect.next_event().is_message(role="assistant").event().item
    await memory.aclose()  # the session closing already started this; wait for the flush
    return reply.text_content or ""


def answer_realtime(response: RealtimeResponse) -> str:
    """The stand-in realtime model's reply, from the instructions it had."""
    if "green tea" in response.instructions:
        return "Welcome back, Alex! Shall I put the kettle on for a green tea?"
    return "Hello! How can I help?"


async def realtime_call(client: Memhub, call_id: str, said: str) -> tuple[str, str]:
    """A call on a realtime model: a greeting, then one spoken turn. Returns the greeting
    and the memory the session's instructions held for it."""
    memory = LiveKitMemory(client, namespace=USER, session_id=call_id, preload_timeout=10.0)
    async with ScriptedRealtime(default=answer_realtime) as endpoint:
        model = endpoint.model()
        async with AgentSession(llm=model) as session:
            await session.start(MemoryAgent(memory, instructions=INSTRUCTIONS))
            await memory.preload()  # the profile goes into the session's instructions
            await memory.realtime_settled()
            await session.generate_reply(instructions="Greet the caller.")
            await endpoint.speak(said)
        await model.aclose()
    await memory.aclose()
    greeting = endpoint.responses[0]
    return greeting.reply, greeting.memory_blocks[0]


def wait_for_memories(client: Memhub, namespace: str, document_id: str) -> None:
    while (doc := client.documents.get(namespace, document_id)).system.dreaming_status != "done":
        assert doc.system.status != "failed", doc.system.error
        time.sleep(0.1)


async def main() -> None:
    # LiveKit's own OpenAI-compatible model, its HTTP endpoint answered by `answer`.
    model = ScriptedLLM(default=answer)
    with Memhub(data_dir=DATA_DIR) as client:
        namespace = LiveKitMemory(client, namespace=USER, capture=False).namespace
        # The in-process engine loads its embedding model on first use. Do that
        # before the first call so its first turn is not spent waiting; a
        # `memhub serve` server is already warm.
        client.search(namespace, query="warm up")

        said = "Hi, I'm Alex. I live in Berlin and I love green tea."
        print(f"call 1  caller: {said}")
        print(f"call 1  agent:  {await call(client, model, 'call-1', said)}")

        wait_for_memories(client, namespace, "conversation:call-1")
        print(f"\nmemories for {namespace}:")
        for fact in client.profile(namespace).profile.static:
            print(f"  - {fact.memory}")

        said = "What should I drink this afternoon?"
        print(f"\ncall 2  caller: {said}")
        reply = await call(client, model, "call-2", said)
        print(f"call 2  the model was given:\n{model.memory_blocks()[0]}")
        print(f"call 2  agent:  {reply}")

        said = "Just checking in."
        greeting, block = await realtime_call(client, "call-3", said)
        facts = [line for line in block.splitlines() if line.startswith("- ")]
        print(f"\ncall 3 (realtime model)  session instructions end with: {facts}")
        print(f"call 3  agent:  {greeting}")
        print(f"call 3  caller: {said}")

        stored = client.documents.get(namespace, "conversation:call-2").content
        print(f"\ncall 2 as stored:\n{stored}")
    await model.aclose()


if __name__ == "__main__":
    asyncio.run(main())
