"""A LiveKit voice agent that remembers its caller from one call to the next.

Run with `uv run python examples/livekit_memory.py`. Everything stays on this
machine: the memhub engine runs in this process on ./.memhub, and the chat model
is a stand-in answering through a mock HTTP transport, so there is no server, API
key or network. The sessions run in text mode (`session.run`); in a worker the
same agent takes a room and audio, and `namespace` would be the participant's
identity:

    memory = LiveKitMemory(Memhub(), namespace=participant.identity, session_id=ctx.room.name)
    await session.start(MemoryAgent(memory, instructions=...), room=ctx.room)
"""

from __future__ import annotations

import asyncio
import json
import time
from typing import Any

import httpx2
import openai
from livekit.agents import AgentSession, APIConnectOptions, NotGivenOr, llm
from livekit.agents.inference.llm import LLMStream
from livekit.agents.types import DEFAULT_API_CONNECT_OPTIONS, NOT_GIVEN

from memhub import Memhub
from memhub_livekit import LiveKitMemory, MemoryAgent

USER = "alex@example.com"
INSTRUCTIONS = "You are a friendly voice assistant. Keep answers to one sentence."


class StandInModel(llm.LLM):
    """An OpenAI-compatible chat model served by a function instead of the network.

    It answers from whatever memory block the agent put in front of it, which is
    enough to show what the real model would have been given.
    """

    def __init__(self) -> None:
        super().__init__()
        self.last_memory: str | None = None
        self._client = openai.AsyncClient(
            api_key="sk-offline",
            base_url="https://api.openai.test/v1",
            max_retries=0,
            http_client=httpx2.AsyncClient(transport=httpx2.MockTransport(self._answer)),
        )

    def _answer(self, request: httpx2.Request) -> httpx2.Response:
        messages = json.loads(request.content)["messages"]
        memory = [m["content"] for m in messages if "<memhub-memory>" in str(m["content"])]
        self.last_memory = memory[0] if memory else None
        if self.last_memory and "green tea" in self.last_memory:
            reply = "How about a pot of green tea, since you love it?"
        elif self.last_memory is None:
            reply = "Nice to meet you! I'll keep that in mind."
        else:
            reply = "A glass of water is always a good idea."
        chunk = {
            "id": "chatcmpl-offline",
            "object": "chat.completion.chunk",
            "created": int(time.time()),
            "model": "gpt-4o-mini",
            "choices": [{"index": 0, "delta": {"role": "assistant", "content": reply}}],
        }
        body = f"data: {json.dumps(chunk)}\n\ndata: [DONE]\n\n"
        return httpx2.Response(200, headers={"content-type": "text/event-stream"}, text=body)

    def chat(
        self,
        *,
        chat_ctx: llm.ChatContext,
        tools: list[llm.Tool] | None = None,
        conn_options: APIConnectOptions = DEFAULT_API_CONNECT_OPTIONS,
        parallel_tool_calls: NotGivenOr[bool] = NOT_GIVEN,
        tool_choice: NotGivenOr[llm.ToolChoice] = NOT_GIVEN,
        extra_kwargs: NotGivenOr[dict[str, Any]] = NOT_GIVEN,
    ) -> LLMStream:
        return LLMStream(
            self,
            model="gpt-4o-mini",
            strict_tool_schema=True,
            client=self._client,
            chat_ctx=chat_ctx,
            tools=tools or [],
            conn_options=conn_options,
            extra_kwargs={},
        )


async def call(client: Memhub, model: StandInModel, call_id: str, said: str) -> str:
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


def wait_for_memories(client: Memhub, namespace: str, document_id: str) -> None:
    while (doc := client.documents.get(namespace, document_id)).system.dreaming_status != "done":
        assert doc.system.status != "failed", doc.system.error
        time.sleep(0.1)


async def main() -> None:
    model = StandInModel()
    with Memhub() as client:
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
        print(f"call 2  the model was given:\n{model.last_memory}")
        print(f"call 2  agent:  {reply}")

        stored = client.documents.get(namespace, "conversation:call-2").content
        print(f"\ncall 2 as stored:\n{stored}")
    await model.aclose()


if __name__ == "__main__":
    asyncio.run(main())
