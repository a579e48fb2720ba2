from __future__ import annotations

import asyncio
import atexit
import logging
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any, Unpack

import httpx
import pytest

from memhub import CircuitBreaker, Memhub
from memhub._exceptions import (
    APIConnectionError,
    APIStatusError,
    APITimeoutError,
    BadRequestError,
    ConflictError,
    InternalServerError,
    RateLimitError,
)
from memhub._params import AddParams
from memhub.capture import BackgroundWriter
from memhub.types import DocumentRef, MetadataValue


@dataclass(frozen=True)
class Call:
    namespace: str
    content: str
    id: str | None
    options: dict[str, Any] = field(default_factory=dict)


class FakeSink:
    """Records what arrives; can be taken down, made to fail, or held mid-request."""

    def __init__(self) -> None:
        self.calls: list[Call] = []
        self.attempts = 0
        self.down: Exception | None = None
        """Raised by every attempt while set."""
        self.errors: list[Exception] = []
        """Raised one per attempt, in order, before attempts succeed again."""
        self.gate = threading.Event()
        """Requests wait here; clear it to hold the worker inside a request."""
        self.gate.set()
        self.entered = threading.Event()
        self._lock = threading.Lock()

    def add(self, namespace: str, **params: Unpack[AddParams]) -> object:
        self.entered.set()
        assert self.gate.wait(5), "test forgot to open the gate"
        given: dict[str, Any] = dict(params)
        content, id = given.pop("content"), given.pop("id", None)
        with self._lock:
            self.attempts += 1
            error = self.down or (self.errors.pop(0) if self.errors else None)
            if error is not None:
                raise error
            options = {k: v for k, v in given.items() if v is not None}
            self.calls.append(Call(namespace, content, id, options))
        return DocumentRef(id=id or f"doc{len(self.calls)}", status="queued")

    @property
    def contents(self) -> list[str]:
        return [call.content for call in self.calls]


def status(code: int, headers: dict[str, str] | None = None) -> httpx.Response:
    return httpx.Response(code, headers=headers, request=httpx.Request("POST", "http://x"))


def wait_until(condition: Callable[[], bool], timeout: float = 2.0) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, "condition not reached in time"
        time.sleep(0.001)


@pytest.fixture
def sink() -> FakeSink:
    return FakeSink()


MakeWriter = Callable[..., BackgroundWriter]


@pytest.fixture
def make_writer(sink: FakeSink) -> Iterator[MakeWriter]:
    """Writers with millisecond backoff, closed (gate opened) after the test."""
    writers: list[BackgroundWriter] = []

    def make(**options: Any) -> BackgroundWriter:
        options = {"backoff_initial": 0.001, "backoff_max": 0.01, "flush_at_exit": False} | options
        writer = BackgroundWriter(sink, **options)
        writers.append(writer)
        return writer

    yield make
    sink.gate.set()
    sink.down = None
    for writer in writers:
        writer.close(timeout=1.0)


# -- delivery ----------------------------------------------------------------


def test_an_unknown_keyword_is_refused_at_submit(sink: FakeSink, make_writer: MakeWriter) -> None:
    writer = make_writer()
    with pytest.raises(TypeError, match="unexpected keyword argument 'metdata'"):
        writer.submit("ns", content="one", metdata={"source": "chat"})  # type: ignore[call-arg]
    assert writer.flush(1.0) and sink.calls == []


def test_writes_arrive_in_order_with_their_arguments(
    sink: FakeSink, make_writer: MakeWriter
) -> None:
    writer = make_writer(request_timeout=3.0)
    writer.submit("ns", content="one")
    writer.submit(
        "ns",
        content="two",
        id="doc-2",
        metadata={"source": "chat"},
        date="2026-01-15",
        task_type="memory",
    )
    assert writer.flush(2.0)
    assert sink.calls == [
        Call("ns", "one", None, {"timeout": 3.0}),
        Call(
            "ns",
            "two",
            "doc-2",
            {
                "metadata": {"source": "chat"},
                "date": "2026-01-15",
                "task_type": "memory",
                "timeout": 3.0,
            },
        ),
    ]
    assert (writer.sent, writer.pending, writer.dropped, writer.failed) == (2, 0, 0, 0)


def test_submit_does_not_wait_for_the_server(sink: FakeSink, make_writer: MakeWriter) -> None:
    writer = make_writer()
    sink.gate.clear()  # every request hangs until the gate opens
    started = time.monotonic()
    for i in range(100):
        writer.submit("ns", content=str(i))
    assert time.monotonic() - started < 0.5
    assert writer.pending == 100
    sink.gate.set()
    assert writer.flush(2.0)
    assert sink.contents == [str(i) for i in range(100)]


def test_metadata_is_copied_at_submit(sink: FakeSink, make_writer: MakeWriter) -> None:
    writer = make_writer()
    sink.gate.clear()
    metadata: dict[str, MetadataValue] = {"tags": ["a"]}
    writer.submit("ns", content="x", metadata=metadata)
    metadata["tags"].append("b")  # type: ignore[union-attr]
    metadata["later"] = True
    sink.gate.set()
    assert writer.flush(2.0)
    assert sink.calls[0].options["metadata"] == {"tags": ["a"]}


def test_submits_from_many_threads(sink: FakeSink, make_writer: MakeWriter) -> None:
    writer = make_writer()

    def produce(name: str) -> None:
        for i in range(200):
            writer.submit("ns", content=f"{name}{i}")

    threads = [threading.Thread(target=produce, args=(n,)) for n in "abcd"]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert writer.flush(5.0)
    assert writer.sent == 800
    for name in "abcd":
        # Each producer's writes keep their order.
        assert [c for c in sink.contents if c[0] == name] == [f"{name}{i}" for i in range(200)]


# -- outages and retries -----------------------------------------------------


def test_nothing_is_lost_across_an_outage(sink: FakeSink, make_writer: MakeWriter) -> None:
    writer = make_writer(max_buffer=50)
    sink.down = APIConnectionError("down")
    for i in range(20):
        writer.submit("ns", content=f"w{i}")
    wait_until(lambda: sink.attempts >= 5)  # retrying, not giving up
    assert writer.pending == 20
    for i in range(20, 30):
        writer.submit("ns", content=f"w{i}")  # still accepted during the outage
    sink.down = None
    assert writer.flush(2.0)
    assert sink.contents == [f"w{i}" for i in range(30)]
    assert (writer.sent, writer.dropped, writer.failed) == (30, 0, 0)


@pytest.mark.parametrize(
    "error",
    [
        APITimeoutError("slow"),
        InternalServerError("oops", response=status(503), body=None),
        RateLimitError("easy", response=status(429), body=None),
        APIStatusError("timeout", response=status(408), body=None),
    ],
    ids=["timeout", "503", "429", "408"],
)
def test_transient_errors_are_retried(
    sink: FakeSink, make_writer: MakeWriter, error: Exception
) -> None:
    writer = make_writer()
    sink.errors = [error, error]
    writer.submit("ns", content="x")
    assert writer.flush(2.0)
    assert sink.attempts == 3
    assert sink.contents == ["x"]
    assert writer.failed == 0


def test_retry_after_header_is_honoured(sink: FakeSink, make_writer: MakeWriter) -> None:
    # Backoff alone would wait at least 2.5 s; the server asks for 10 ms.
    writer = make_writer(backoff_initial=5.0, backoff_max=10.0)
    limited = status(429, headers={"retry-after": "0.01"})
    sink.errors = [RateLimitError("slow down", response=limited, body=None)]
    writer.submit("ns", content="x")
    assert writer.flush(1.0)
    assert sink.contents == ["x"]


def test_flush_times_out_while_the_server_is_down(sink: FakeSink, make_writer: MakeWriter) -> None:
    writer = make_writer()
    sink.down = APIConnectionError("down")
    writer.submit("ns", content="x")
    started = time.monotonic()
    assert writer.flush(0.05) is False
    assert 0.04 < time.monotonic() - started < 1.0
    assert writer.pending == 1
    sink.down = None
    assert writer.flush(2.0)


def test_flush_waits_only_for_earlier_writes(sink: FakeSink, make_writer: MakeWriter) -> None:
    writer = make_writer()
    assert writer.flush(0.01)  # nothing submitted yet
    writer.submit("ns", content="x")
    assert writer.flush(2.0)
    assert sink.contents == ["x"]


# -- errors that are final -----------------------------------------------------


def test_rejected_write_is_dropped_alone(
    sink: FakeSink, make_writer: MakeWriter, caplog: pytest.LogCaptureFixture
) -> None:
    writer = make_writer()
    sink.errors = [BadRequestError("namespace is invalid", response=status(400), body=None)]
    with caplog.at_level(logging.ERROR, logger="memhub"):
        writer.submit("bad ns", content="a")
        writer.submit("ns", content="b")
        assert writer.flush(2.0)
    assert sink.attempts == 2  # not retried
    assert sink.contents == ["b"]
    assert (writer.sent, writer.failed, writer.dropped) == (1, 1, 0)
    assert "namespace is invalid" in caplog.text
    assert "'bad ns'" in caplog.text


def test_conflict_is_not_retried(sink: FakeSink, make_writer: MakeWriter) -> None:
    writer = make_writer()
    sink.errors = [ConflictError("busy", response=status(409), body=None)]
    writer.submit("ns", content="a", id="d")
    assert writer.flush(2.0)
    assert (sink.attempts, writer.failed) == (1, 1)


def test_unexpected_sink_exception_is_logged_with_traceback(
    sink: FakeSink, make_writer: MakeWriter, caplog: pytest.LogCaptureFixture
) -> None:
    writer = make_writer()
    sink.errors = [KeyError("surprise")]
    with caplog.at_level(logging.ERROR, logger="memhub"):
        writer.submit("ns", content="a")
        writer.submit("ns", content="b")
        assert writer.flush(2.0)
    assert sink.contents == ["b"]
    assert writer.failed == 1
    [record] = [r for r in caplog.records if r.levelno == logging.ERROR]
    assert record.exc_info is not None
    assert record.exc_info[0] is KeyError


# -- the bound -----------------------------------------------------------------


def test_full_buffer_drops_the_oldest(
    sink: FakeSink, make_writer: MakeWriter, caplog: pytest.LogCaptureFixture
) -> None:
    writer = make_writer(max_buffer=5)
    sink.down = APIConnectionError("down")
    with caplog.at_level(logging.WARNING, logger="memhub"):
        for i in range(12):
            writer.submit("ns", content=f"w{i}")
        # The write being retried leaves and rejoins the queue; once it has
        # rejoined, the bound holds for it too.
        wait_until(lambda: writer.pending == 5)
        assert writer.dropped == 7
        sink.down = None
        assert writer.flush(2.0)
    assert sink.contents == [f"w{i}" for i in range(7, 12)]
    assert writer.sent + writer.dropped + writer.failed == 12
    full = [r for r in caplog.records if "buffer is full" in r.getMessage()]
    assert len(full) == 1  # once per overflow, not once per dropped write
    assert full[0].levelno == logging.WARNING


# -- coalescing ----------------------------------------------------------------


def _hold_first_request(sink: FakeSink, writer: BackgroundWriter) -> None:
    """Send one write and keep the worker inside it, so the next writes queue up."""
    sink.gate.clear()
    writer.submit("ns", content="first", id="other")
    assert sink.entered.wait(2.0)


def test_consecutive_writes_to_one_id_share_a_request(
    sink: FakeSink, make_writer: MakeWriter
) -> None:
    writer = make_writer()
    _hold_first_request(sink, writer)
    for part in ("a", "b", "c"):
        writer.submit("ns", content=part, id="conv-1", metadata={"k": 1})
    writer.submit("ns", content="d", id="conv-2")
    sink.gate.set()
    assert writer.flush(2.0)
    assert [(c.id, c.content) for c in sink.calls] == [
        ("other", "first"),
        ("conv-1", "a\n\nb\n\nc"),
        ("conv-2", "d"),
    ]
    assert writer.sent == 5  # counted per write, not per request


@pytest.mark.parametrize(
    ("first", "second"),
    [
        pytest.param(("ns", {}), ("ns", {}), id="no id"),
        pytest.param(("ns", {"id": "c"}), ("ns", {"id": "c2"}), id="other id"),
        pytest.param(("ns", {"id": "c"}), ("ns2", {"id": "c"}), id="other namespace"),
        pytest.param(
            ("ns", {"id": "c", "metadata": {"k": 1}}),
            ("ns", {"id": "c", "metadata": {"k": 2}}),
            id="other metadata",
        ),
        pytest.param(("ns", {"id": "c"}), ("ns", {"id": "c", "date": "2026-01-02"}), id="date"),
    ],
)
def test_writes_that_differ_are_not_coalesced(
    sink: FakeSink,
    make_writer: MakeWriter,
    first: tuple[str, dict[str, Any]],
    second: tuple[str, dict[str, Any]],
) -> None:
    writer = make_writer()
    _hold_first_request(sink, writer)
    writer.submit(first[0], content="a", **first[1])
    writer.submit(second[0], content="b", **second[1])
    sink.gate.set()
    assert writer.flush(2.0)
    assert sink.contents == ["first", "a", "b"]


def test_coalescing_respects_the_size_cap(sink: FakeSink, make_writer: MakeWriter) -> None:
    writer = make_writer(max_coalesced_chars=6)  # exactly "aa\n\nbb"
    _hold_first_request(sink, writer)
    for part in ("aa", "bb", "cc"):
        writer.submit("ns", content=part, id="conv")
    sink.gate.set()
    assert writer.flush(2.0)
    assert sink.contents == ["first", "aa\n\nbb", "cc"]


def test_outage_backlog_is_sent_in_fewer_requests(sink: FakeSink, make_writer: MakeWriter) -> None:
    writer = make_writer()
    sink.down = APIConnectionError("down")
    for i in range(10):
        writer.submit("ns", content=f"turn {i}", id="conv")
    wait_until(lambda: sink.attempts >= 2)
    sink.down = None
    assert writer.flush(2.0)
    assert "\n\n".join(sink.contents) == "\n\n".join(f"turn {i}" for i in range(10))
    assert len(sink.calls) <= 2


# -- closing -------------------------------------------------------------------


def test_close_sends_what_is_pending(sink: FakeSink, make_writer: MakeWriter) -> None:
    writer = make_writer()
    for i in range(5):
        writer.submit("ns", content=str(i))
    writer.close(timeout=2.0)
    assert sink.contents == ["0", "1", "2", "3", "4"]


def test_close_during_outage_gives_up_in_time(
    sink: FakeSink, make_writer: MakeWriter, caplog: pytest.LogCaptureFixture
) -> None:
    writer = make_writer()
    sink.down = APIConnectionError("down")
    writer.submit("ns", content="a")
    writer.submit("ns", content="b")
    started = time.monotonic()
    with caplog.at_level(logging.WARNING, logger="memhub"):
        writer.close(timeout=0.1)
        wait_until(lambda: writer.pending == 0)  # a request in flight settles late
    assert time.monotonic() - started < 1.0
    assert writer.dropped == 2
    assert sink.contents == []
    assert "2 unsent writes" in caplog.text or "1 unsent writes" in caplog.text
    assert "0.1s flush budget" in caplog.text
    assert "memory server is unreachable (down)" in caplog.text


def test_submit_after_close_is_ignored(
    sink: FakeSink, make_writer: MakeWriter, caplog: pytest.LogCaptureFixture
) -> None:
    writer = make_writer()
    writer.close()
    with caplog.at_level(logging.WARNING, logger="memhub"):
        writer.submit("ns", content="late")
    assert writer.pending == 0
    assert writer.flush(0.01)
    assert sink.attempts == 0
    assert "closed" in caplog.text
    writer.close()  # closing twice is harmless


def test_context_manager_closes(sink: FakeSink) -> None:
    with BackgroundWriter(sink, flush_at_exit=False) as writer:
        writer.submit("ns", content="x")
    assert sink.contents == ["x"]
    writer.submit("ns", content="after")
    assert writer.pending == 0


def test_exit_hook_is_registered_and_removed(
    sink: FakeSink, monkeypatch: pytest.MonkeyPatch
) -> None:
    hooks: list[Callable[[], None]] = []
    monkeypatch.setattr(atexit, "register", hooks.append)
    monkeypatch.setattr(atexit, "unregister", hooks.remove)
    writer = BackgroundWriter(sink)
    assert hooks == []  # nothing until the first write starts the thread
    writer.submit("ns", content="x")
    assert len(hooks) == 1
    sink.gate.clear()
    writer.submit("ns", content="y")  # held until after the hook has started
    threading.Timer(0.02, sink.gate.set).start()
    hooks[0]()  # what the interpreter would run at exit
    assert sink.contents == ["x", "y"]
    assert hooks == []


def test_exit_hook_can_be_turned_off(sink: FakeSink, monkeypatch: pytest.MonkeyPatch) -> None:
    hooks: list[Callable[[], None]] = []
    monkeypatch.setattr(atexit, "register", hooks.append)
    with BackgroundWriter(sink, flush_at_exit=False) as writer:
        writer.submit("ns", content="x")
    assert hooks == []


@pytest.mark.parametrize(
    "options",
    [{"max_buffer": 0}, {"backoff_initial": -1.0}, {"backoff_initial": 2.0, "backoff_max": 1.0}],
)
def test_bad_settings_are_rejected(sink: FakeSink, options: dict[str, Any]) -> None:
    with pytest.raises(ValueError, match=r"max_buffer|backoff"):
        BackgroundWriter(sink, **options)


# -- inside an event loop ------------------------------------------------------------


async def test_submit_and_aflush_inside_a_running_loop(
    sink: FakeSink, make_writer: MakeWriter
) -> None:
    writer = make_writer()
    sink.gate.clear()
    writer.submit("ns", content="x")

    async def open_gate_later() -> None:
        await asyncio.sleep(0.01)
        sink.gate.set()

    # If aflush blocked the loop, the gate would never open and aflush would time out.
    opener = asyncio.create_task(open_gate_later())
    assert await writer.aflush(2.0)
    await opener
    assert sink.contents == ["x"]


async def test_aflush_times_out_while_down(sink: FakeSink, make_writer: MakeWriter) -> None:
    writer = make_writer()
    sink.down = APIConnectionError("down")
    writer.submit("ns", content="x")
    assert await writer.aflush(0.05) is False
    sink.down = None
    assert await writer.aflush(2.0)
    assert sink.contents == ["x"]


async def test_aflush_with_nothing_pending(make_writer: MakeWriter) -> None:
    assert await make_writer().aflush(0.01)


async def test_async_context_manager(sink: FakeSink) -> None:
    async with BackgroundWriter(sink, flush_at_exit=False) as writer:
        for i in range(3):
            writer.submit("ns", content=str(i))
    assert sink.contents == ["0", "1", "2"]
    assert writer.pending == 0


async def test_aclose_during_outage(sink: FakeSink) -> None:
    writer = BackgroundWriter(sink, backoff_initial=0.001, backoff_max=0.01, flush_at_exit=False)
    sink.down = APIConnectionError("down")
    writer.submit("ns", content="x")
    await writer.aclose(timeout=0.05)
    await asyncio.to_thread(wait_until, lambda: writer.pending == 0)
    assert writer.dropped == 1


# -- the flush budget ----------------------------------------------------------------


def test_flush_budget_is_a_setting(sink: FakeSink, monkeypatch: pytest.MonkeyPatch) -> None:
    assert BackgroundWriter(sink).flush_timeout == 5.0
    assert BackgroundWriter(sink, flush_timeout=12).flush_timeout == 12
    monkeypatch.setenv("MEMHUB_FLUSH_TIMEOUT", "30")
    assert BackgroundWriter(sink).flush_timeout == 30.0
    assert BackgroundWriter(sink, flush_timeout=1).flush_timeout == 1  # the argument wins
    monkeypatch.setenv("MEMHUB_FLUSH_TIMEOUT", "soon")
    with pytest.raises(ValueError, match="MEMHUB_FLUSH_TIMEOUT"):
        BackgroundWriter(sink)
    with pytest.raises(ValueError, match="flush_timeout"):
        BackgroundWriter(sink, flush_timeout=-1)


def test_close_and_exit_spend_the_flush_budget(
    sink: FakeSink, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    hooks: list[Callable[[], None]] = []
    monkeypatch.setattr(atexit, "register", hooks.append)
    monkeypatch.setattr(atexit, "unregister", hooks.remove)
    writer = BackgroundWriter(sink, flush_timeout=0.05)
    sink.gate.clear()  # the server takes the first write and never answers
    writer.submit("ns", content="held")
    writer.submit("ns", content="queued")
    wait_until(sink.entered.is_set)
    with caplog.at_level(logging.WARNING, logger="memhub"):
        hooks[0]()  # what the interpreter runs at exit
    sink.gate.set()
    assert writer.dropped == 1
    message = caplog.records[-1].getMessage()
    assert "1 unsent writes after its 0.05s flush budget" in message
    assert "the budget ran out" in message and "MEMHUB_FLUSH_TIMEOUT" in message
    assert "1 more are still being sent" in message


def test_writes_closing_inside_the_budget_get_its_remaining_time(
    sink: FakeSink, make_writer: MakeWriter
) -> None:
    writer = make_writer(request_timeout=30.0)
    writer.submit("ns", content="x")
    assert writer.flush(2.0)
    assert sink.calls[-1].options["timeout"] == 30.0
    sink.down = APIConnectionError("down")
    writer.submit("ns", content="y")
    wait_until(lambda: sink.attempts >= 2)
    sink.down = None
    writer.close(timeout=2.0)
    assert sink.contents == ["x", "y"]
    assert sink.calls[-1].options["timeout"] <= 2.0  # cut to what is left of the budget


# -- an open circuit breaker ---------------------------------------------------------


def test_writes_wait_out_an_open_breaker_and_go_as_soon_as_it_closes(
    sink: FakeSink, make_writer: MakeWriter
) -> None:
    breaker = CircuitBreaker(failure_threshold=1, cooldown=30.0)
    breaker.failed(breaker.acquire(), OSError("refused"))
    # Long backoffs: only the breaker closing can bring the write out in time.
    writer = make_writer(backoff_initial=5.0, backoff_max=30.0)
    sink.down = breaker.refusal()
    writer.submit("ns", content="x")
    wait_until(lambda: sink.attempts >= 1)
    assert writer.flush(0.05) is False
    assert (writer.pending, writer.dropped, writer.failed) == (1, 0, 0)  # kept, not dropped
    sink.down = None
    breaker.succeeded(probe=False)  # some other call found the server again
    assert writer.flush(2.0)
    assert sink.contents == ["x"]


class Refusing:
    """An httpx handler that refuses connections until `up` is set."""

    def __init__(self) -> None:
        self.up = False
        self.stored: list[str] = []

    def __call__(self, request: httpx.Request) -> httpx.Response:
        if not self.up:
            raise httpx.ConnectError("[Errno 111] Connection refused", request=request)
        self.stored.append(request.read().decode())
        return httpx.Response(200, json={"id": "d", "status": "queued"})


def test_close_tries_once_more_instead_of_waiting_out_the_cooldown() -> None:
    server = Refusing()
    breaker = CircuitBreaker(failure_threshold=1, cooldown=60.0)
    client = Memhub(
        base_url="http://memhub.test",
        transport=httpx.MockTransport(server),
        breaker=breaker,
        max_retries=0,
    )
    writer = BackgroundWriter(client, backoff_initial=0.001, flush_at_exit=False)
    writer.submit("ns", content="said during the outage")
    wait_until(lambda: breaker.state == "open")
    server.up = True  # back, but the breaker would not try for a minute
    writer.close(timeout=2.0)
    assert (writer.sent, writer.dropped) == (1, 0)
    assert "said during the outage" in server.stored[0]


def test_writes_lost_to_an_open_breaker_say_so(caplog: pytest.LogCaptureFixture) -> None:
    breaker = CircuitBreaker(failure_threshold=1, cooldown=60.0)
    client = Memhub(
        base_url="http://memhub.test",
        transport=httpx.MockTransport(Refusing()),
        breaker=breaker,
        max_retries=0,
    )
    writer = BackgroundWriter(client, backoff_initial=0.001, flush_at_exit=False)
    for i in range(3):
        writer.submit("ns", content=str(i))
    wait_until(lambda: breaker.state == "open")
    with caplog.at_level(logging.WARNING, logger="memhub"):
        writer.close(timeout=0.2)
    wait_until(lambda: writer.pending == 0)
    assert writer.dropped == 3
    lost = [r.getMessage() for r in caplog.records if "lost" in r.getMessage()]
    assert lost and "circuit breaker is open" in lost[-1]
    assert "3 unsent writes" in lost[-1]
