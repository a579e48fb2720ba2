"""The memory server goes away in the middle of a call and comes back.

A real uvicorn server on loopback, stopped between turns and started again on
the same port and data. While it is down every turn still gets an answer (with
the profile preloaded at call start), and once it is back every turn of the
call reaches the conversation document, in order, once.
"""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
import uvicorn
from livekit.agents import AgentSession

from memhub import Memhub
from memhub.capture import BackgroundWriter
from memhub.prompt import RecallOptions
from memhub_livekit import LiveKitMemory, MemoryAgent
from memhub_server.api import create_app
from memhub_server.config import Settings
from memhub_server.engine import Engine
from memhub_server.testing import shared_embedder


class LoopbackServer:
    """`memhub serve` in a thread, on a fixed port, that can be stopped and restarted."""

    def __init__(self, engine: Engine) -> None:
        self.app = create_app(engine)
        with socket.socket() as sock:
            sock.bind(("127.0.0.1", 0))
            self.port = int(sock.getsockname()[1])
        self._server: uvicorn.Server | None = None
        self._thread: threading.Thread | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self) -> None:
        config = uvicorn.Config(self.app, host="127.0.0.1", port=self.port, log_level="warning")
        self._server = server = uvicorn.Server(config)
        self._thread = threading.Thread(target=server.run, daemon=True)
        self._thread.start()
        deadline = time.monotonic() + 10
        while not server.started:
            assert time.monotonic() < deadline, "server did not start"
            time.sleep(0.01)

    def stop(self) -> None:
        assert self._server is not None and self._thread is not None
        self._server.should_exit = True
        self._thread.join(10)
        assert not self._thread.is_alive()


@pytest.fixture
def server(tmp_path: Path) -> Iterator[tuple[LoopbackServer, Engine]]:
    engine = Engine(
        Settings(data_dir=tmp_path / "data", auth=False, dream_window=0),
        embedder=shared_embedder(),
    )
    engine.start()
    loopback = LoopbackServer(engine)
    loopback.start()
    try:
        yield loopback, engine
    finally:
        loopback.stop()
        engine.close()


async def test_every_turn_arrives_after_an_outage(server, scripted_model):
    loopback, engine = server
    client = Memhub(base_url=loopback.url, api_key="unused", max_retries=0, timeout=10.0)
    client.add("alex", content="User: I live in Berlin and I love green tea.", id="seed")
    assert engine.worker.drain(60)

    writer = BackgroundWriter(
        client, backoff_initial=0.05, backoff_max=0.2, request_timeout=10.0, flush_at_exit=False
    )
    memory = LiveKitMemory(
        client,
        user_id="alex",
        session_id="outage",
        options=RecallOptions(timeout=5.0),
        preload_timeout=20.0,
        writer=writer,
        flush_timeout=20.0,
    )
    model = scripted_model("Hi Alex.", "A cat, lovely.", "Luna is a fine name.", "Bye!")

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
