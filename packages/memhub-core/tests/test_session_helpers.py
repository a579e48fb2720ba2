"""The helpers a session-owning adapter (a call, a pipeline) uses at its start and end:
an awaitable tool runner for either client, a writer for either client and its finish,
and the profile preloaded as the fallback for a failed recall."""

from __future__ import annotations

import asyncio
import threading

import pytest

from memhub import AsyncMemhub, Memhub
from memhub.capture import BackgroundWriter, finish_writer, writer_for
from memhub.prompt import ProfilePreload, RecallOptions
from memhub.testing import MemoryTransport
from memhub.tools import async_tool_runner


async def test_the_tool_runner_awaits_either_client(
    server: MemoryTransport, client: Memhub, aclient: AsyncMemhub
) -> None:
    for each in (client, aclient):
        run, specs = async_tool_runner(each, "alex", include=["add_memory"])
        assert [spec.name for spec in specs] == ["add_memory"]
        result = await run("add_memory", {"content": f"The user likes {type(each).__name__}."})
        assert result.ok, result.content
    assert server.memories("alex") == ["The user likes Memhub.", "The user likes AsyncMemhub."]


async def test_a_sync_clients_tool_call_runs_off_the_event_loop(client: Memhub) -> None:
    loop_thread = threading.get_ident()
    seen: list[int] = []
    add = client.add

    def spy(*args: object, **kwargs: object) -> object:
        seen.append(threading.get_ident())
        return add(*args, **kwargs)  # type: ignore[arg-type]

    client.add = spy  # type: ignore[method-assign]
    run, _ = async_tool_runner(client, "alex", include=["add_memory"])
    assert (await run("add_memory", {"content": "The user keeps bees."})).ok
    assert seen and seen[0] != loop_thread


async def test_a_writer_for_either_client_stores_and_an_owned_one_closes(
    server: MemoryTransport, client: Memhub, aclient: AsyncMemhub, caplog: pytest.LogCaptureFixture
) -> None:
    for number, each in enumerate((client, aclient)):
        writer = writer_for(each, name="test-writer")
        writer.submit("alex", content=f"User: call {number}.", id=f"conversation:{number}")
        assert await finish_writer(writer, owned=True, flush_timeout=5)
        assert writer.sent == 1
        writer.submit("alex", content="too late")  # closed: ignored with a warning
        assert server.document_text("alex", f"conversation:{number}") == f"User: call {number}."
    assert caplog.text.count("memhub writer is closed; ignoring a write") == 2


async def test_a_shared_writer_is_flushed_and_left_open(client: Memhub) -> None:
    with BackgroundWriter(client) as writer:
        writer.submit("alex", content="User: hello.", id="conversation:s")
        assert await finish_writer(writer, owned=False)
        writer.submit("alex", content="User: still open.", id="conversation:s")
        assert writer.flush(5)


async def test_a_writer_that_cannot_flush_says_so(
    offline_client: Memhub, caplog: pytest.LogCaptureFixture
) -> None:
    with BackgroundWriter(offline_client) as writer:
        writer.submit("alex", content="User: lost?", id="conversation:x")
        assert not await finish_writer(writer, owned=False, flush_timeout=0.05)
        assert "memhub capture not flushed within 0.05s; 1 writes still queued" in caplog.text
        writer.close(0)


async def test_the_preloaded_profile_is_the_fallback_once_it_arrived(
    server: MemoryTransport, aclient: AsyncMemhub
) -> None:
    await aclient.add("alex", content="The user keeps bees.")  # the double forms a memory
    preload = ProfilePreload(aclient, namespace="alex", options=RecallOptions(), timeout=5)
    assert preload.result() is None  # not started
    recall = await preload.wait()
    assert preload.start() is preload.start()  # one fetch per session
    assert recall.error is None and preload.result() is recall
    assert [fact.text for fact in recall.facts] == ["The user keeps bees."]


async def test_a_failed_preload_is_no_fallback(offline_aclient: AsyncMemhub) -> None:
    preload = ProfilePreload(offline_aclient, namespace="alex", options=RecallOptions(), timeout=1)
    recall = await preload.wait()  # never raises
    assert recall.error is not None
    assert preload.result() is None


async def test_a_cancelled_preload_is_no_fallback(aclient: AsyncMemhub) -> None:
    preload = ProfilePreload(aclient, namespace="alex", options=RecallOptions(), timeout=5)
    task = preload.start()
    preload.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    assert preload.result() is None


def test_a_preload_needs_a_positive_timeout(client: Memhub) -> None:
    with pytest.raises(ValueError, match="preload_timeout must be positive"):
        ProfilePreload(client, namespace="alex", options=RecallOptions(), timeout=0)
