"""LoopSink: the background writer's thread sends through an AsyncMemhub on its loop."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from memhub import MemhubError
from memhub.capture import BackgroundWriter, LoopSink
from memhub_server.testing import LocalEngine


async def test_writes_from_the_writer_thread_run_on_the_clients_loop(tmp_path: Path) -> None:
    with LocalEngine(tmp_path) as local:
        async with local.async_client() as aclient:
            sink = LoopSink(aclient, asyncio.get_running_loop(), timeout=10)
            writer = BackgroundWriter(sink)
            writer.submit("alex", content="User: I keep bees.", id="conversation:c1")
            # The loop stays free while the writer's thread waits on it.
            assert await writer.aflush(10)
            await writer.aclose()
            assert writer.sent == 1
        local.settle()
        stored = local.client().documents.get("alex", "conversation:c1")
        assert stored.content == "User: I keep bees."


def test_a_closed_loop_is_a_memhub_error(tmp_path: Path) -> None:
    with LocalEngine(tmp_path) as local:
        aclient = local.async_client()
        loop = asyncio.new_event_loop()
        loop.close()
        with pytest.raises(MemhubError, match="event loop"):
            LoopSink(aclient, loop, timeout=1).add("alex", content="lost")
        asyncio.run(aclient.aclose())
