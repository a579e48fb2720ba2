"""A call's timeout is one deadline for the whole call, its retries included.

Time here is a fake clock: a "hung" server moves it on by the attempt's read
timeout and raises, and backoff sleeps move it on by their delay. Nothing waits.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable

import httpx
import pytest

from memhub import APITimeoutError, AsyncMemhub, Memhub
from memhub.tools import AsyncMemoryTools, MemoryTools

BASE = "http://memhub.test"
SEARCH = {"results": [], "searchTime": 1}


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> Clock:
    clock = Clock()
    monkeypatch.setattr("memhub._attempts._now", clock)

    def sleep(delay: float) -> None:
        clock.now += delay

    async def async_sleep(delay: float) -> None:
        clock.now += delay

    monkeypatch.setattr("memhub._client.time.sleep", sleep)
    monkeypatch.setattr("memhub._client.asyncio.sleep", async_sleep)
    return clock


Seen = list[dict[str, float | None]]


def hung_server(clock: Clock, seen: Seen) -> Callable[[httpx.Request], httpx.Response]:
    """Accepts every request and never answers: each attempt uses up its read timeout."""

    def handler(request: httpx.Request) -> httpx.Response:
        timeout = dict(request.extensions["timeout"])
        seen.append(timeout)
        clock.now += timeout["read"] or 0.0
        raise httpx.ReadTimeout("no answer", request=request)

    return handler


def async_hung_server(
    clock: Clock, seen: Seen
) -> Callable[[httpx.Request], Awaitable[httpx.Response]]:
    answer = hung_server(clock, seen)

    async def handler(request: httpx.Request) -> httpx.Response:
        return answer(request)

    return handler


def test_retries_share_the_call_deadline(clock: Clock) -> None:
    seen: Seen = []
    started = clock.now
    client = Memhub(base_url=BASE, transport=httpx.MockTransport(hung_server(clock, seen)))
    with pytest.raises(APITimeoutError):
        client.search("u", query="x", timeout=2.0)
    # First attempt: the whole 2 s. The retry (after ~0.5 s backoff) only gets what is left.
    assert seen[0]["read"] == 2.0
    assert len(seen) == 1 or (len(seen) == 2 and seen[1]["read"] < 2.0)
    assert clock.now - started <= 2.0 + 1e-9


def test_a_retry_is_capped_by_the_time_left(clock: Clock) -> None:
    seen: Seen = []
    calls = 0

    def slow_then_refused(request: httpx.Request) -> httpx.Response:
        nonlocal calls
        calls += 1
        seen.append(dict(request.extensions["timeout"]))
        if calls == 1:
            clock.now += 1.0  # a slow refusal: one second gone
            raise httpx.ConnectError("refused", request=request)
        return httpx.Response(200, json=SEARCH)

    client = Memhub(base_url=BASE, transport=httpx.MockTransport(slow_then_refused))
    client.search("u", query="x", timeout=3.0)
    assert calls == 2
    left = seen[1]
    # 3 s budget - 1 s spent - a 0.5 s (±25 %) backoff leaves about 1.5 s for every phase.
    for phase in ("connect", "read", "write", "pool"):
        assert left[phase] is not None and 1.3 <= left[phase] <= 1.65


def test_no_retry_starts_after_the_deadline(clock: Clock) -> None:
    seen: Seen = []
    client = Memhub(
        base_url=BASE, transport=httpx.MockTransport(hung_server(clock, seen)), max_retries=5
    )
    with pytest.raises(APITimeoutError):
        client.search("u", query="x", timeout=1.0)
    assert len(seen) == 1  # the first attempt used it all; nothing was retried


def test_client_timeout_is_the_default_budget(clock: Clock) -> None:
    seen: Seen = []
    started = clock.now
    client = Memhub(
        base_url=BASE, transport=httpx.MockTransport(hung_server(clock, seen)), timeout=4.0
    )
    with pytest.raises(APITimeoutError):
        client.profile("u")
    assert clock.now - started <= 4.0 + 1e-9


def test_no_timeout_means_no_deadline(clock: Clock) -> None:
    calls = 0

    def refused_twice(request: httpx.Request) -> httpx.Response:
        nonlocal calls
        calls += 1
        clock.now += 100.0
        if calls < 3:
            raise httpx.ConnectError("refused", request=request)
        return httpx.Response(200, json=SEARCH)

    client = Memhub(base_url=BASE, transport=httpx.MockTransport(refused_twice), breaker=False)
    client.search("u", query="x", timeout=None)
    assert calls == 3


async def test_async_retries_share_the_call_deadline(clock: Clock) -> None:
    started = clock.now
    transport = httpx.MockTransport(async_hung_server(clock, []))
    async with AsyncMemhub(base_url=BASE, transport=transport) as client:
        with pytest.raises(APITimeoutError):
            await client.search("u", query="x", timeout=2.0)
    assert clock.now - started <= 2.0 + 1e-9


async def test_async_attempt_is_held_to_the_deadline_by_the_loop() -> None:
    # httpx bounds each read, not the request: a server that never finishes
    # answering is cut off by the event loop at the call's deadline.
    async def trickle(request: httpx.Request) -> httpx.Response:
        await asyncio.Event().wait()
        raise AssertionError("unreachable")

    async with AsyncMemhub(base_url=BASE, transport=httpx.MockTransport(trickle)) as client:
        with pytest.raises(APITimeoutError, match="deadline"):
            await client.search("u", query="x", timeout=0.05)


def test_tool_timeout_bounds_the_whole_tool_call(clock: Clock) -> None:
    seen: Seen = []
    started = clock.now
    client = Memhub(base_url=BASE, transport=httpx.MockTransport(hung_server(clock, seen)))
    result = MemoryTools(client, "u", timeout=2).run("search_memories", {"query": "tea"})
    assert not result.ok
    assert clock.now - started <= 2.0 + 1e-9


async def test_async_tool_timeout_bounds_the_whole_tool_call(clock: Clock) -> None:
    started = clock.now
    transport = httpx.MockTransport(async_hung_server(clock, []))
    async with AsyncMemhub(base_url=BASE, transport=transport) as client:
        result = await AsyncMemoryTools(client, "u", timeout=2).run("get_profile")
    assert not result.ok
    assert clock.now - started <= 2.0 + 1e-9
