"""The memory server goes down mid-call and comes back: the call goes on, nothing is lost."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from typing import Any

import pytest

from memhub import Memhub
from memhub.capture import BackgroundWriter
from memhub.prompt import RecallOptions
from memhub_pipecat import MemoryProcessor
from memhub_server.testing import LocalEngine

BLOCK_OPEN = "<memhub-memory>"


def block_of(messages: list[dict[str, Any]]) -> str | None:
    found = [m["content"] for m in messages if BLOCK_OPEN in str(m.get("content"))]
    assert len(found) <= 1
    return found[0] if found else None


async def test_turns_said_during_an_outage_are_stored_once_it_ends(
    local: LocalEngine,
    loopback: Any,
    model: Any,
    conversation: Callable[..., Awaitable[Any]],
    caplog: pytest.LogCaptureFixture,
) -> None:
    caplog.set_level(logging.DEBUG, logger="memhub")
    local.client().add("sam", content="User: I live in Lisbon.", id="earlier")
    local.settle()
    # No client-level retries: a refused connection fails recall at once, and the
    # writer's own retries are what has to carry the writes through the outage.
    client = Memhub(base_url=loopback.base_url, api_key="local-test", max_retries=0)
    client.search("sam", query="warm up")  # a first search can be slow on a busy machine
    # Short backoffs so the retries after the outage happen within the test.
    writer = BackgroundWriter(client, backoff_initial=0.05, backoff_max=0.2, request_timeout=5.0)
    memory = MemoryProcessor(
        client,
        namespace="sam",
        session_id="outage",
        options=RecallOptions(timeout=10.0),
        writer=writer,
    )

    try:
        await conversation(
            memory,
            model,
            [
                "Hi, it's Sam.",
                loopback.stop,
                "My sister Ana visits in May.",
                "I also started keeping bees.",
                loopback.start,
                "Thanks, that's all for today.",
            ],
        )
        assert writer.pending == 0, "writes were still failing after the server returned"
    finally:
        writer.close()
        client.close()

    # Every turn got an answer, down or not.
    assert len(model.requests) == 4
    # While the server was down, recall came back empty for the two turns said then
    # (failed, or skipped at once after the client's circuit breaker opened), and
    # last turn's block stayed in place; writes were buffered and then went through.
    # The turn right after the restart may still be skipped: the breaker lets the
    # next call through only after its cooldown.
    messages = [r.getMessage() for r in caplog.records]
    failed = sum("memory recall failed" in m for m in messages)
    skipped = sum("memory recall skipped" in m for m in messages)
    assert 2 <= failed + skipped <= 3
    assert sum("circuit breaker open: recall answers" in m for m in messages) == 1
    assert any("buffering and retrying" in m for m in messages)
    assert any("writes are going through again" in m for m in messages)
    before = block_of(model.messages(0))
    assert before is not None
    assert "The user lives in Lisbon." in before
    assert block_of(model.messages(1)) == before
    assert block_of(model.messages(2)) == before

    local.settle()
    stored = local.client().documents.get("sam", "conversation:outage").content
    assert stored == "\n\n".join(
        [
            "User: Hi, it's Sam.",
            "Assistant: Reply 1: happy to help with that.",
            "User: My sister Ana visits in May.",
            "Assistant: Reply 2: happy to help with that.",
            "User: I also started keeping bees.",
            "Assistant: Reply 3: happy to help with that.",
            "User: Thanks, that's all for today.",
            "Assistant: Reply 4: happy to help with that.",
        ]
    )
    assert writer.dropped == 0
    assert writer.failed == 0
