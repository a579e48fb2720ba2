"""A Cartesia Line voice agent that remembers its caller from one call to the next.

memhub-cartesia lives in the agent's own environment (cartesia-line pins older web
libraries than memhub-server runs), so the agent talks to a memhub server elsewhere.
Start one, then run this from the package's environment:

    MEMHUB_DREAM_WINDOW=0 uv run memhub serve --data-dir .memhub-examples/cartesia --port 6767
    MEMHUB_BASE_URL=http://127.0.0.1:6767 MEMHUB_API_KEY=mh_... \
        uv run --project packages/memhub-cartesia python examples/cartesia_memory.py

Nothing else leaves the machine: the model is `memhub_cartesia.testing.ScriptedModel`,
Line's own `LlmAgent` answering through a mock HTTP transport, and each call is played
by `PhoneCall`, which speaks to Line's own `ConversationRunner` as Cartesia's harness
does. In a deployment the same agent comes from `VoiceAgentApp(get_agent=...)`, with
the caller's number as the namespace:

    memory = CartesiaMemory(memhub, namespace=call_request.from_,
                            session_id=call_request.call_id)
    return MemoryAgent(LlmAgent(model=..., api_key=..., config=...), memory)
"""

from __future__ import annotations

import asyncio
import os
import sys
import time
from typing import Any

from loguru import logger

from memhub import AsyncMemhub, Memhub
from memhub_cartesia import CartesiaMemory, MemoryAgent
from memhub_cartesia.testing import PhoneCall, ScriptedModel

NAMESPACE = "+15550100 on cartesia"
DATA_DIR = ".memhub-examples/cartesia"  # the server's data folder: examples never mix memories
SYSTEM_PROMPT = "You are a friendly voice assistant. Keep answers to one sentence."


def answer(request: dict[str, Any]) -> str:
    """The stand-in model's reply: it answers from the memory block it was given, which
    is enough to show what the real model would have been sent."""
    memory = [m["content"] for m in request["messages"] if "<memhub-memory>" in str(m["content"])]
    if memory and "green tea" in memory[0]:
        return "How about a pot of green tea, since you love it?"
    if not memory:
        return "Nice to meet you! I'll keep that in mind."
    return "A glass of water is always a good idea."


async def call(memhub: AsyncMemhub, model: ScriptedModel, call_id: str, said: str) -> str:
    """One call: the agent introduces itself, the caller says one thing, they hang up."""
    memory = CartesiaMemory(
        memhub,
        namespace=NAMESPACE,
        session_id=call_id,
        # "instant" forms memories as soon as the call is stored, so the next call
        # (seconds later, in this demo) can use them; the default batches a burst first.
        capture_dreaming="instant",
    )
    agent = model.agent(system_prompt=SYSTEM_PROMPT, introduction="Hi! How can I help?")
    async with PhoneCall(MemoryAgent(agent, memory)) as phone:
        return await phone.say(said)  # hanging up stores the call and flushes


def wait_for_memories(client: Memhub, namespace: str, document_id: str) -> None:
    while (doc := client.documents.get(namespace, document_id)).system.dreaming_status != "done":
        assert doc.system.status != "failed", doc.system.error
        time.sleep(0.1)


async def main() -> None:
    if not os.environ.get("MEMHUB_BASE_URL"):
        sys.exit(f"start a memhub server first (see the top of this file), e.g. on {DATA_DIR}")
    logger.remove()  # Line logs every websocket event at INFO; keep its warnings only
    logger.add(sys.stderr, level="WARNING")
    model = ScriptedModel(default=answer)
    memhub = AsyncMemhub()  # MEMHUB_BASE_URL / MEMHUB_API_KEY
    with Memhub() as client:  # to show what was stored
        namespace = CartesiaMemory(client, namespace=NAMESPACE, capture=False).namespace

        said = "Hi, I'm Alex. I live in Berlin and I love green tea."
        print(f"call 1  caller: {said}")
        print(f"call 1  agent:  {await call(memhub, model, 'call-1', said)}")

        wait_for_memories(client, namespace, "conversation:call-1")
        print(f"\nmemories for {namespace}:")
        for fact in client.profile(namespace).profile.static:
            print(f"  - {fact.memory}")

        said = "What should I drink this afternoon?"
        print(f"\ncall 2  caller: {said}")
        reply = await call(memhub, model, "call-2", said)
        print(f"call 2  the model was given:\n{model.memory_blocks()[0]}")
        print(f"call 2  agent:  {reply}")

        stored = client.documents.get(namespace, "conversation:call-2").content
        print(f"\ncall 2 as stored:\n{stored}")
    await memhub.aclose()


if __name__ == "__main__":
    asyncio.run(main())
