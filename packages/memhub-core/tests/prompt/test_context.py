from __future__ import annotations

import logging
from typing import Any

import pytest

from memhub import _exceptions as errors
from memhub._block import BLOCK_OPEN
from memhub.prompt import MemoryContext, RecallOptions, TurnCache

SYSTEM = {"role": "system", "content": "You are helpful."}
ASK = {"role": "user", "content": "What should I drink?"}
TOOL_STEP = [
    SYSTEM,
    ASK,
    {"role": "assistant", "content": None, "tool_calls": [{"id": "c1", "type": "function"}]},
    {"role": "tool", "tool_call_id": "c1", "content": "it is 5pm"},
]


def _context(client: Any, **kwargs: Any) -> MemoryContext:
    return MemoryContext(client, namespace="u1", conversation_id="conv-1", **kwargs)


async def test_tool_loop_continuation_reuses_the_turns_recall(flavour: Any) -> None:
    client = flavour.make(static=["Likes tea"], search=["Quit coffee"])
    context = _context(client)
    first = await flavour.build(context, [SYSTEM, ASK])
    client.static = ["changed meanwhile"]
    again = await flavour.build(context, TOOL_STEP)
    assert again == first
    assert (client.count("profile"), client.count("search")) == (1, 1)


async def test_continuation_without_a_cached_recall_fetches(flavour: Any) -> None:
    client = flavour.make(static=["Likes tea"])
    block = await flavour.build(_context(client), TOOL_STEP)
    assert block is not None
    assert "Likes tea" in block
    assert client.count("profile") == 1


async def test_new_user_turn_always_refetches_and_overwrites_the_cache(flavour: Any) -> None:
    client = flavour.make(static=["Likes tea"])
    context = _context(client)
    await flavour.build(context, [SYSTEM, ASK])
    client.static = ["Now likes mate"]
    fresh = await flavour.build(context, [SYSTEM, ASK])  # same words, new turn
    assert fresh is not None
    assert "Now likes mate" in fresh
    client.static = ["something else"]
    reused = await flavour.build(context, TOOL_STEP)
    assert reused == fresh
    assert client.count("profile") == 2


async def test_without_a_cache_every_call_fetches(flavour: Any) -> None:
    client = flavour.make(static=["Likes tea"])
    context = _context(client, cache=False)
    assert context.cache is None
    await flavour.build(context, [SYSTEM, ASK])
    await flavour.build(context, TOOL_STEP)
    assert client.count("profile") == 2


async def test_contexts_get_their_own_cache_unless_one_is_shared(flavour: Any) -> None:
    shared = TurnCache()
    a = _context(flavour.make(), cache=shared)
    b = _context(flavour.make(), cache=shared)
    assert a.cache is shared
    assert b.cache is shared
    assert _context(flavour.make()).cache is not _context(flavour.make()).cache


async def test_failed_recall_is_not_cached(flavour: Any, caplog: pytest.LogCaptureFixture) -> None:
    client = flavour.make(static=["Likes tea"], fail={"profile": RuntimeError("down")})
    context = _context(client, options=RecallOptions(mode="profile"))
    with caplog.at_level(logging.WARNING, logger="memhub"):
        assert await flavour.build(context, [SYSTEM, ASK]) is None
    assert "down" in caplog.text
    client.fail = {}
    block = await flavour.build(context, TOOL_STEP)
    assert block is not None
    assert "Likes tea" in block
    assert client.count("profile") == 2


async def test_inject_puts_one_block_in_the_system_message_across_turns(flavour: Any) -> None:
    client = flavour.make(static=["Likes tea"], search=["Quit coffee"])
    context = _context(client)
    turn1 = await flavour.inject(context, [SYSTEM, ASK])
    history = [*turn1, {"role": "assistant", "content": "Try sencha."}, ASK]
    turn2 = await flavour.inject(context, history)
    assert len(turn2) == len(history)
    assert turn2[0]["content"].startswith("You are helpful.\n\n<memhub-memory>\n")
    assert sum(str(m["content"]).count(BLOCK_OPEN) for m in turn2) == 1
    assert turn2[1:] == history[1:]


async def test_inject_with_nothing_recalled_removes_the_stale_block(flavour: Any) -> None:
    client = flavour.make(static=["Likes tea"])
    context = _context(client, cache=False)
    turn1 = await flavour.inject(context, [SYSTEM, ASK])
    assert BLOCK_OPEN in turn1[0]["content"]
    client.static = []
    turn2 = await flavour.inject(context, [*turn1, ASK])
    assert turn2[0] == SYSTEM


async def test_query_mode_without_user_text_injects_nothing(flavour: Any) -> None:
    client = flavour.make(search=["x"])
    context = _context(client, options=RecallOptions(mode="query"))
    messages = [SYSTEM, {"role": "user", "content": [{"type": "image_url", "image_url": {}}]}]
    assert await flavour.inject(context, messages) == messages
    assert client.calls == []


async def test_build_for_query_serves_voice_adapters(flavour: Any) -> None:
    client = flavour.make(search=["Quit coffee"])
    context = _context(client, options=RecallOptions(mode="query"))
    block = await flavour.build_for_query(context, "  coffee   tonight? ")
    assert block is not None
    assert "- Quit coffee" in block
    assert client.calls[0][2]["query"] == "coffee   tonight?"
    client.hits = []
    assert await flavour.build_for_query(context, "coffee tonight?", new_turn=False) == block
    assert client.count("search") == 1


async def test_responses_input_works(flavour: Any) -> None:
    client = flavour.make(search=["Quit coffee"])
    context = _context(client, options=RecallOptions(mode="query"))
    block = await flavour.build(context, "coffee?")
    assert block is not None
    assert client.calls[0][2]["query"] == "coffee?"


def test_sync_methods_refuse_an_async_client(async_client: Any) -> None:
    context = _context(async_client())
    with pytest.raises(TypeError, match="async client"):
        context.build([ASK])


async def test_async_methods_accept_a_sync_client(sync_client: Any) -> None:
    client = sync_client(static=["Likes tea"])
    block = await _context(client).abuild([ASK])
    assert block is not None
    assert "Likes tea" in block


async def test_raise_on_error_reaches_the_caller(flavour: Any) -> None:
    error = errors.APIConnectionError("down")
    client = flavour.make(fail={"profile": error})
    context = _context(client, options=RecallOptions(raise_on_error=True))
    with pytest.raises(errors.APIConnectionError):
        await flavour.build(context, [ASK])


async def test_sync_and_async_build_the_same_block(sync_client: Any, async_client: Any) -> None:
    data: dict[str, Any] = {
        "static": ["Likes tea", "Lives in Lisbon"],
        "dynamic": ["[Recent] likes tea", "Planning a trip"],
        "search": [("Booked Porto", 0.8), "planning a trip"],
    }
    sync_block = _context(sync_client(**data)).build([SYSTEM, ASK])
    async_block = await _context(async_client(**data)).abuild([SYSTEM, ASK])
    assert sync_block is not None
    assert sync_block == async_block
