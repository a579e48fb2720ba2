"""The memory server goes away in the middle of a call and comes back.

A real uvicorn server on loopback, stopped between turns and started again on
the same port and data. While it is down every turn still gets an answer (with
the profile preloaded at call start), and once it is back every turn of the
call reaches the conversation document, in order, once.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from livekit.agents import AgentSession

from memhub import Memhub
from memhub.capture import BackgroundWriter
from memhub.prompt import RecallOptions
from memhub_livekit import LiveKitMemory, MemoryAgent
from memhub_livekit.testing import ScriptedLLM
from memhub_server.api import create_app
from memhub_server.config import Settings
from memhub_server.engine import Engine
from memhub_server.testing import LoopbackServer, shared_embedder


@pytest.fixture
def server(tmp_path: Path) -> Iterator[tuple[LoopbackServer, Engine]]:
    engine = Engine(
        Settings(data_dir=tmp_path / "data", auth=False, dream_window=0),
        embedder=shared_embedder(),
    )
    engine.start()
    loopback = LoopbackServer(create_app(engine))
    loopback.start()
    try:
        yield loopback, engine
    finally:
        loopback.stop()
        engine.close()


async def test_every_turn_arrives_after_an_outage(server):
    loopback, engine = server
    client = Memhub(base_url=loopback.base_url, api_key="unused", max_retries=0, timeout=10.0)
    client.add("alex", content="User: I live in Berlin and I love green tea.", id="seed")
    assert engine.worker.drain(60)

    writer = BackgroundWriter(
        client, backoff_initial=0.05, backoff_max=0.2, request_timeout=10.0, flush_at_exit=False
    )
    memory = LiveKitMemory(
        client,
        namespace="alex",
        session_id="outage",
        options=RecallOptions(timeout=5.0),
        preload_timeout=20.0,
        writer=writer,
        flush_timeout=20.0,
    )
    model = ScriptedLLM("Hi Alex.", "A cat, lovely.", "Luna is a fine name.", "Bye!")

    async with AgentSession(llm=model) as session:
        await session.start(MemoryAgent(memory, instructions="Be brief."))
        assert await memory.preload() is not None
        await session.run(user_input="Hello!")
        assert writer.flush(10.0)

        loopback.stop()
        await session.run(user_input="I have a cat.")
        await session.run(user_input="She is called Luna.")
        assert writer.sent == 2
        assert writer.pending == 4  # buffered and retrying, none lost

        loopback.start()
        await session.run(user_input="Thanks, bye.")
    await memory.aclose()
    await model.aclose()

    assert (writer.sent, writer.pending, writer.dropped, writer.failed) == (8, 0, 0, 0)
    assert client.documents.get("alex", "conversation:outage").content == (
        "User: Hello!\n\n"
        "Assistant: Hi Alex.\n\n"
        "User: I have a cat.\n\n"
        "Assistant: A cat, lovely.\n\n"
        "User: She is called Luna.\n\n"
        "Assistant: Luna is a fine name.\n\n"
        "User: Thanks, bye.\n\n"
        "Assistant: Bye!"
    )
    # Every turn was answered, with memory throughout: fresh recall while the
    # server was up, the call-start profile while it was down.
    assert len(model.requests) == 4
    for request in range(4):
        (block,) = model.memory_blocks(request)
        assert "The user lives in Berlin." in block
    writer.close()
    client.close()
