"""The circuit breaker: an unreachable server costs nothing after a few tries.

The breaker's clock is a fake one, so cooldowns pass without waiting; servers
are httpx mock transports that refuse, hang or answer on demand.
"""

from __future__ import annotations

import asyncio
import logging
import threading
from asyncio import sleep as real_sleep  # bound before `no_backoff` replaces asyncio.sleep

import httpx
import pytest

from memhub import (
    APIConnectionError,
    AsyncMemhub,
    CircuitBreaker,
    CircuitOpenError,
    InternalServerError,
    Memhub,
    NotFoundError,
)
from memhub.prompt import MemoryContext, RecallOptions, arecall, recall
from memhub.tools import MemoryTools

BASE = "http://memhub.test"
SEARCH = {"results": [], "searchTime": 1}
PROFILE = {"profile": {"static": [], "dynamic": []}}


class Clock:
    def __init__(self) -> None:
        self.now = 500.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture(autouse=True)
def no_backoff(monkeypatch: pytest.MonkeyPatch) -> None:
    async def no_async_sleep(delay: float) -> None:
        return None

    monkeypatch.setattr("memhub._client.time.sleep", lambda delay: None)
    monkeypatch.setattr("memhub._client.asyncio.sleep", no_async_sleep)


class Server:
    """A mock server that is down (refusing), hung (timing out), or answering."""

    def __init__(self) -> None:
        self.mode = "down"
        self.status = 200
        self.requests = 0
        self._lock = threading.Lock()

    def __call__(self, request: httpx.Request) -> httpx.Response:
        with self._lock:
            self.requests += 1
        if self.mode == "down":
            raise httpx.ConnectError("[Errno 111] Connection refused", request=request)
        if self.mode == "hung":
            raise httpx.ReadTimeout("timed out", request=request)
        if request.url.path == "/health":
            return httpx.Response(200, json={"status": "ok", "version": "test"})
        body = PROFILE if request.url.path.endswith("/profile") else SEARCH
        return httpx.Response(self.status, json=body if self.status == 200 else {"error": "x"})

    async def handle_async(self, request: httpx.Request) -> httpx.Response:
        return self(request)


def client_for(server: Server, breaker: CircuitBreaker | bool, **options: object) -> Memhub:
    return Memhub(
        base_url=BASE,
        transport=httpx.MockTransport(server),
        breaker=breaker,
        **options,  # type: ignore[arg-type]
    )


def async_client_for(server: Server, breaker: CircuitBreaker, **options: object) -> AsyncMemhub:
    return AsyncMemhub(
        base_url=BASE,
        transport=httpx.MockTransport(server.handle_async),
        breaker=breaker,
        **options,  # type: ignore[arg-type]
    )


# -- the breaker on its own ---------------------------------------------------------


def test_opens_after_consecutive_failures_only(clock: Clock) -> None:
    breaker = CircuitBreaker(failure_threshold=3, clock=clock)
    error = OSError("refused")
    for _ in range(2):
        breaker.failed(breaker.acquire(), error)
    breaker.succeeded(breaker.acquire())  # the server spoke: the count starts again
    for _ in range(2):
        breaker.failed(breaker.acquire(), error)
    assert breaker.state == "closed"
    breaker.failed(breaker.acquire(), error)
    assert breaker.state == "open"
    with pytest.raises(CircuitOpenError) as info:
        breaker.acquire()
    assert isinstance(info.value, APIConnectionError)  # existing except clauses still catch it
    assert info.value.retry_after == pytest.approx(1.0)
    assert info.value.breaker is breaker


def test_cooldown_grows_and_one_probe_at_a_time(clock: Clock) -> None:
    breaker = CircuitBreaker(failure_threshold=1, cooldown=1.0, max_cooldown=4.0, clock=clock)
    breaker.failed(breaker.acquire(), OSError())
    waits = []
    for _ in range(4):
        clock.now += breaker.retry_after()
        assert breaker.state == "half-open"
        probe = breaker.acquire()
        assert probe is True
        with pytest.raises(CircuitOpenError):
            breaker.acquire()  # the probe is out; everyone else still fails at once
        breaker.failed(probe, OSError())
        waits.append(breaker.retry_after())
    assert waits == [2.0, 4.0, 4.0, 4.0]
    clock.now += 4.0
    breaker.succeeded(breaker.acquire())
    assert breaker.state == "closed"
    breaker.failed(breaker.acquire(), OSError())
    assert breaker.retry_after() == 1.0  # success reset the cooldown


def test_a_probe_that_ends_without_an_outcome_hands_over(clock: Clock) -> None:
    breaker = CircuitBreaker(failure_threshold=1, clock=clock)
    breaker.failed(breaker.acquire(), OSError())
    clock.now += 1.0
    probe = breaker.acquire()
    breaker.released(probe)  # e.g. the caller was cancelled
    assert breaker.acquire() is True  # the next call probes at once


def test_logs_once_per_state_change(clock: Clock, caplog: pytest.LogCaptureFixture) -> None:
    breaker = CircuitBreaker(failure_threshold=2, clock=clock)
    with caplog.at_level(logging.INFO, logger="memhub"):
        for _ in range(2):
            breaker.failed(breaker.acquire(), OSError("refused"))
        for _ in range(5):
            with pytest.raises(CircuitOpenError):
                breaker.acquire()
        clock.now += 1.0
        breaker.failed(breaker.acquire(), OSError("refused"))  # a failed probe
        clock.now += 2.0
        breaker.succeeded(breaker.acquire())
        breaker.succeeded(breaker.acquire())
    records = [(r.levelno, r.getMessage()) for r in caplog.records]
    assert len(records) == 2
    assert records[0][0] == logging.WARNING and "circuit breaker open" in records[0][1]
    assert records[1][0] == logging.INFO and "reachable again" in records[1][1]


def test_call_when_closed_runs_once(clock: Clock) -> None:
    breaker = CircuitBreaker(failure_threshold=1, clock=clock)
    calls: list[str] = []
    breaker.failed(breaker.acquire(), OSError())
    breaker.call_when_closed(lambda: calls.append("closed"))
    clock.now += 1.0
    breaker.succeeded(breaker.acquire())
    breaker.failed(breaker.acquire(), OSError())
    clock.now += 1.0
    breaker.succeeded(breaker.acquire())
    assert calls == ["closed"]
    breaker.call_when_closed(lambda: calls.append("now"))  # already closed: runs at once
    assert calls == ["closed", "now"]


@pytest.mark.parametrize(
    "options",
    [{"failure_threshold": 0}, {"cooldown": 0}, {"cooldown": 5.0, "max_cooldown": 1.0}],
)
def test_bad_settings_are_rejected(options: dict[str, float]) -> None:
    with pytest.raises(ValueError, match=r"failure_threshold|cooldown"):
        CircuitBreaker(**options)  # type: ignore[arg-type]


# -- in the client ------------------------------------------------------------------


def test_refused_server_stops_being_called(clock: Clock) -> None:
    server = Server()
    client = client_for(server, CircuitBreaker(clock=clock), max_retries=2)
    with pytest.raises(APIConnectionError, match="could not reach"):
        client.search("u", query="x")  # two refused attempts open the breaker
    assert server.requests == 2
    for _ in range(10):
        with pytest.raises(CircuitOpenError):
            client.search("u", query="x")
    assert server.requests == 2  # nothing more was sent


def test_breaker_opening_mid_call_stops_the_retries(clock: Clock) -> None:
    server = Server()
    client = client_for(server, CircuitBreaker(failure_threshold=2, clock=clock), max_retries=5)
    with pytest.raises(APIConnectionError, match="could not reach"):
        client.search("u", query="x")
    assert server.requests == 2


def test_a_probe_finds_the_server_again(clock: Clock) -> None:
    server = Server()
    client = client_for(server, CircuitBreaker(failure_threshold=1, clock=clock), max_retries=0)
    with pytest.raises(APIConnectionError):
        client.search("u", query="x")
    server.mode = "up"
    with pytest.raises(CircuitOpenError):
        client.search("u", query="x")  # still cooling down
    clock.now += 1.0
    assert client.search("u", query="x").results == []
    assert client.breaker is not None and client.breaker.state == "closed"


def test_health_always_asks_and_its_answer_closes_the_breaker(clock: Clock) -> None:
    # A readiness loop polls health() until the server answers; it must not wait out
    # cooldowns that grow to a minute while the server is already back.
    server = Server()
    client = client_for(server, CircuitBreaker(failure_threshold=1, clock=clock), max_retries=0)
    with pytest.raises(APIConnectionError):
        client.search("u", query="x")
    assert client.breaker is not None and client.breaker.state == "open"
    with pytest.raises(APIConnectionError) as down:
        client.health()
    assert not isinstance(down.value, CircuitOpenError)  # it was sent, and refused
    assert server.requests == 2
    server.mode = "up"
    assert client.health().status == "ok"  # no cooldown waited for
    assert client.breaker.state == "closed"
    assert client.search("u", query="x").results == []


def test_timeouts_trip_it_too(clock: Clock) -> None:
    server = Server()
    server.mode = "hung"
    client = client_for(server, CircuitBreaker(failure_threshold=2, clock=clock), max_retries=0)
    for _ in range(2):
        with pytest.raises(APIConnectionError):
            client.profile("u")
    with pytest.raises(CircuitOpenError):
        client.profile("u")


@pytest.mark.parametrize(("status", "error"), [(500, InternalServerError), (404, NotFoundError)])
def test_answers_from_a_live_server_never_trip_it(
    clock: Clock, status: int, error: type[Exception]
) -> None:
    server = Server()
    server.mode, server.status = "up", status
    client = client_for(server, CircuitBreaker(failure_threshold=1, clock=clock), max_retries=0)
    for _ in range(5):
        with pytest.raises(error):
            client.search("u", query="x")
    assert server.requests == 5


def test_each_client_has_its_own_breaker_unless_given_one(clock: Clock) -> None:
    down, up = Server(), Server()
    up.mode = "up"
    failing = client_for(down, True, max_retries=2)
    healthy = client_for(up, True)
    with pytest.raises(APIConnectionError):
        failing.search("u", query="x")
    assert failing.breaker is not None and failing.breaker.state == "open"
    healthy.search("u", query="x")  # not affected by the other client's outage

    shared = CircuitBreaker(failure_threshold=1, clock=clock)
    first = client_for(Server(), shared, max_retries=0)
    second = client_for(up, shared)
    with pytest.raises(APIConnectionError):
        first.search("u", query="x")
    with pytest.raises(CircuitOpenError):
        second.search("u", query="x")


def test_breaker_can_be_turned_off() -> None:
    server = Server()
    client = client_for(server, False, max_retries=0)
    assert client.breaker is None
    for _ in range(10):
        with pytest.raises(APIConnectionError) as info:
            client.search("u", query="x")
        assert not isinstance(info.value, CircuitOpenError)
    assert server.requests == 10


def test_the_in_process_engine_has_no_breaker() -> None:
    assert Memhub().breaker is None
    assert AsyncMemhub().breaker is None


def test_sync_threads_share_the_breaker(clock: Clock) -> None:
    server = Server()
    client = client_for(server, CircuitBreaker(failure_threshold=4, clock=clock), max_retries=0)

    def fail_once() -> None:
        with pytest.raises(APIConnectionError):
            client.search("u", query="x")

    threads = [threading.Thread(target=fail_once) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    with pytest.raises(CircuitOpenError):
        client.search("u", query="x")


async def test_async_client_opens_and_recovers(clock: Clock) -> None:
    server = Server()
    breaker = CircuitBreaker(failure_threshold=2, clock=clock)
    async with async_client_for(server, breaker, max_retries=0) as client:
        results = await asyncio.gather(
            client.search("u", query="x"), client.profile("u"), return_exceptions=True
        )
        assert all(isinstance(r, APIConnectionError) for r in results)
        with pytest.raises(CircuitOpenError):
            await client.search("u", query="x")
        assert server.requests == 2
        server.mode = "up"
        clock.now += 1.0
        await client.search("u", query="x")
        assert breaker.state == "closed"


class HungServer:
    """Accepts a request and never answers; `entered` is set once one is waiting."""

    def __init__(self) -> None:
        self.entered = asyncio.Event()

    async def __call__(self, request: httpx.Request) -> httpx.Response:
        self.entered.set()
        await asyncio.Event().wait()
        raise AssertionError("unreachable")


async def cancelled_call(clock: Clock, monkeypatch: pytest.MonkeyPatch, *, late: bool) -> str:
    """Cancel a call on a hung server, after its deadline or well before it; the
    breaker's state afterwards."""
    monkeypatch.setattr("memhub._attempts._now", clock)
    server = HungServer()
    breaker = CircuitBreaker(failure_threshold=1, clock=clock)
    async with AsyncMemhub(
        base_url=BASE, transport=httpx.MockTransport(server), breaker=breaker
    ) as client:
        task = asyncio.create_task(client.profile("u", timeout=30))
        await asyncio.wait_for(server.entered.wait(), 5)
        if late:
            clock.now += 31  # the call's time is up, and the caller's time box fires first
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task
    return breaker.state


async def test_async_call_cancelled_at_its_deadline_counts_as_a_timeout(
    clock: Clock, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A recall's own time box may cancel a call on a hung server before the call
    # reports its timeout; the breaker must still learn that the server is hung.
    assert await cancelled_call(clock, monkeypatch, late=True) == "open"


async def test_async_call_cancelled_early_leaves_the_breaker_alone(
    clock: Clock, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The user interrupted (a voice barge-in): that says nothing about the server.
    assert await cancelled_call(clock, monkeypatch, late=False) == "closed"


# -- recall and tools while it is open -------------------------------------------------


def test_recall_answers_without_memory_at_once_while_open(
    clock: Clock, caplog: pytest.LogCaptureFixture
) -> None:
    server = Server()
    client = client_for(server, CircuitBreaker(failure_threshold=2, clock=clock), max_retries=1)
    # Profile mode: one call per recall, so the recall returns only after it settled.
    options = RecallOptions(mode="profile")
    with caplog.at_level(logging.WARNING, logger="memhub"):
        first = recall(client, "u", "", options)  # a refused attempt and its retry
        sent = server.requests
        later = [recall(client, "u", "", options) for _ in range(5)]
    assert isinstance(first.error, APIConnectionError)
    assert all(isinstance(r.error, CircuitOpenError) and r.is_empty for r in later)
    assert server.requests == sent  # the open breaker sent nothing
    warnings = [r.getMessage() for r in caplog.records]
    assert sum("memory recall failed" in m for m in warnings) == 1
    assert sum("circuit breaker open" in m for m in warnings) == 1


async def test_async_recall_answers_without_memory_at_once_while_open(clock: Clock) -> None:
    server = Server()
    breaker = CircuitBreaker(failure_threshold=2, clock=clock)
    async with async_client_for(server, breaker, max_retries=1) as client:
        context = MemoryContext(client, namespace="u", options=RecallOptions(timeout=1.0))
        await context.arecall("where do I live?")
        sent = server.requests
        result = await arecall(client, "u", "where do I live?")
        assert isinstance(result.error, CircuitOpenError)
        assert await context.abuild_for_query("and my job?") is None
    assert server.requests == sent


async def test_a_probe_cut_short_by_its_caller_still_finds_the_server(clock: Clock) -> None:
    # Full-mode recall sends profile and search together. After the cooldown the
    # first becomes the probe and the second is refused at once, which ends the
    # recall and cancels the probe; the probe must still finish and close the
    # breaker, or every later recall would repeat this and memory never return.
    server = Server()

    async def answer_later(request: httpx.Request) -> httpx.Response:
        await real_sleep(0.01)  # the request is in flight when the recall gives up
        return server(request)

    breaker = CircuitBreaker(failure_threshold=1, clock=clock)
    async with AsyncMemhub(
        base_url=BASE, transport=httpx.MockTransport(answer_later), breaker=breaker, max_retries=0
    ) as client:
        context = MemoryContext(client, namespace="u")
        assert (await context.arecall("where do I live?")).error is not None
        assert breaker.state == "open"
        server.mode = "up"
        clock.now += 1.0
        cut_short = await context.arecall("where do I live?")
        assert isinstance(cut_short.error, CircuitOpenError)
        for _ in range(100):
            if breaker.state == "closed":
                break
            await real_sleep(0.01)
        assert breaker.state == "closed"
        assert (await context.arecall("where do I live?")).error is None


def test_recall_on_a_hung_server_opens_the_breaker(clock: Clock) -> None:
    server = Server()
    server.mode = "hung"
    client = client_for(server, CircuitBreaker(failure_threshold=2, clock=clock))
    options = RecallOptions(mode="profile")
    assert isinstance(recall(client, "u", "", options).error, APIConnectionError)
    assert client.breaker is not None and client.breaker.state == "open"
    sent = server.requests
    assert isinstance(recall(client, "u", "", options).error, CircuitOpenError)
    assert server.requests == sent


def test_tools_fail_at_once_while_open(clock: Clock) -> None:
    server = Server()
    client = client_for(server, CircuitBreaker(failure_threshold=1, clock=clock), max_retries=0)
    tools = MemoryTools(client, "u", timeout=2)
    assert not tools.run("get_profile").ok
    sent = server.requests
    result = tools.run("search_memories", {"query": "tea"})
    assert not result.ok and "unreachable" in result.data["error"]
    assert server.requests == sent
