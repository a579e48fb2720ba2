"""Benchmark: what a memory-server outage costs a conversation turn.

Usage::

    uv run python bench/bench_outage.py                  # full run
    uv run python bench/bench_outage.py --fast 500 --slow 3 --span 10

What is measured. Recall goes through the prompt core exactly as a voice adapter
calls it: `MemoryContext(client, namespace=...).arecall(text)` on an `AsyncMemhub`,
default options (full mode: profile and search in parallel, 3 s time box). The
memory server is on a loopback port and is, in turn:

- refused: nothing listens on the port, every connection is refused;
- hung: a socket accepts every connection and never answers;
- back: a small loopback HTTP server answering `/profile` and `/search` as memhub
  does, started on the same port.

For each outage:

1. no breaker (`breaker=False`): `--slow` recalls; every one pays the outage.
2. default breaker, until it opens: the recalls made while it was still closed.
3. breaker open: `--fast` recalls in a row (the instant path; also through the
   sync client and `MemoryContext.recall`, as the OpenAI adapter calls it).
4. a conversation over `--span` seconds with a turn every 0.25 s after the breaker
   opened. Once per cooldown (1 s doubling to 60 s) a turn carries the probe; in
   full mode its other request is refused at once, the turn answers without
   memory, and the probe finishes in the background. Turns over 1 ms are listed.
5. recovery: the server comes back, turns every 20 ms; the time until a recall
   carries memory again, on two clients at once: one whose breaker opened just
   before (cooldown 1 s) and the one of step 4 (a grown cooldown).

Also measured: `MemoryTools(timeout=2)` wall time per call against the hung server,
with and without the breaker.

Results are printed and written to ``bench/results/outage.json`` with machine
information and load averages. Only loopback addresses are used.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import socket
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

from _harness import free_port, loadavg, machine_info, percentile, written

from memhub import AsyncMemhub, Memhub
from memhub.prompt import MemoryContext, Recall
from memhub.tools import MemoryTools

BENCH_DIR = Path(__file__).resolve().parent
RESULTS = BENCH_DIR / "results" / "outage.json"
NAMESPACE = "bench-outage"
KEY = "mh_bench_outage"
QUERY = "What should I cook tonight?"
TURN_GAP = 0.25  # seconds between turns in the simulated conversation
RECOVERY_POLL = 0.02

# -- loopback servers --------------------------------------------------------------------


@contextmanager
def hung_server(port: int) -> Iterator[None]:
    """Accepts every connection on `port` and never sends a byte."""
    listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    listener.bind(("127.0.0.1", port))
    listener.listen(512)
    held: list[socket.socket] = []
    stop = threading.Event()

    def accept() -> None:
        listener.settimeout(0.1)
        while not stop.is_set():
            try:
                conn, _ = listener.accept()
            except OSError:
                continue
            held.append(conn)

    thread = threading.Thread(target=accept, daemon=True)
    thread.start()
    try:
        yield
    finally:
        stop.set()
        thread.join()
        listener.close()
        for conn in held:
            conn.close()


PROFILE: dict[str, Any] = {
    "profile": {
        "static": [{"id": "m1", "memory": "The user is vegetarian."}],
        "dynamic": [],
        "buckets": {},
    }
}


class _Memhubish(BaseHTTPRequestHandler):
    """Answers profile and search the way memhub does (one fact, no hits)."""

    protocol_version = "HTTP/1.1"
    # Headers and body in one write: two small writes would meet delayed ACKs and
    # add ~40 ms to every answer, which is the test server's cost, not memhub's.
    wbufsize = 1 << 16

    def do_POST(self) -> None:
        self.rfile.read(int(self.headers.get("content-length") or 0))
        body: dict[str, Any]
        if self.path.endswith("/profile"):
            body = PROFILE
        elif self.path.endswith("/search"):
            body = {"results": [], "searchTime": 0.1}
        else:
            body = {"error": "not found"}
        data = json.dumps(body).encode()
        self.send_response(200 if "error" not in body else 404)
        self.send_header("content-type", "application/json")
        self.send_header("content-length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def log_message(self, format: str, *args: Any) -> None:
        return


class Back:
    """The server coming back on `port`; `started_at` is when it accepts connections."""

    def __init__(self, port: int) -> None:
        self.server = ThreadingHTTPServer(("127.0.0.1", port), _Memhubish)
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()
        self.started_at = time.perf_counter()

    def stop(self) -> None:
        self.server.shutdown()
        self.server.server_close()


# -- measuring -------------------------------------------------------------------------


def stats(ms: list[float]) -> dict[str, Any]:
    if not ms:
        return {"samples": 0}
    return {
        "samples": len(ms),
        "p50_ms": round(percentile(ms, 0.5), 3),
        "p95_ms": round(percentile(ms, 0.95), 3),
        "max_ms": round(max(ms), 3),
    }


async def timed_recall(context: MemoryContext) -> tuple[float, Recall]:
    started = time.perf_counter()
    result = await context.arecall(QUERY)
    return (time.perf_counter() - started) * 1000, result


def async_client(url: str, **options: Any) -> AsyncMemhub:
    return AsyncMemhub(base_url=url, api_key=KEY, **options)


def context_of(client: AsyncMemhub | Memhub) -> MemoryContext:
    return MemoryContext(client, namespace=NAMESPACE)  # default options: full mode, 3 s


async def without_breaker(url: str, samples: int) -> dict[str, Any]:
    async with async_client(url, breaker=False) as client:
        context = context_of(client)
        ms = [(await timed_recall(context))[0] for _ in range(samples)]
    return stats(ms)


async def until_open(context: MemoryContext, client: AsyncMemhub) -> list[float]:
    """Recalls while the breaker is still closed: what the outage costs before it opens."""
    assert client.breaker is not None
    paid = []
    while client.breaker.state == "closed":
        paid.append((await timed_recall(context))[0])
    return paid


async def open_fast(context: MemoryContext, samples: int) -> list[float]:
    return [(await timed_recall(context))[0] for _ in range(samples)]


def sync_open_fast(url: str, samples: int) -> list[float]:
    """The instant path through the sync client, as the OpenAI adapter recalls."""
    with Memhub(base_url=url, api_key=KEY) as client:
        context = context_of(client)
        while client.breaker is not None and client.breaker.state == "closed":
            context.recall(QUERY)
        ms = []
        for _ in range(samples):
            started = time.perf_counter()
            context.recall(QUERY)
            ms.append((time.perf_counter() - started) * 1000)
    return ms


async def conversation(context: MemoryContext, span: float) -> dict[str, Any]:
    """Turns every TURN_GAP seconds for `span` seconds while the server stays down."""
    ms: list[float] = []
    ends = time.perf_counter() + span
    while time.perf_counter() < ends:
        took, _ = await timed_recall(context)
        ms.append(took)
        await asyncio.sleep(max(0.0, TURN_GAP - took / 1000))
    slow = [m for m in ms if m > 1.0]
    return {**stats(ms), "turns_over_1ms": len(slow), "slow_turns_ms": [round(m) for m in slow]}


async def until_memory(context: MemoryContext, since: float) -> dict[str, Any]:
    """Turns every RECOVERY_POLL seconds until a recall carries memory again."""
    turns = 0
    while True:
        turns += 1
        _, result = await timed_recall(context)
        if result.error is None and not result.is_empty:
            break
        await asyncio.sleep(RECOVERY_POLL)
    return {
        "recovered_after_ms": round((time.perf_counter() - since) * 1000, 1),
        "turns_until_recovered": turns,
    }


async def recovery(
    port: int, clients: dict[str, tuple[MemoryContext, AsyncMemhub]]
) -> dict[str, Any]:
    """Bring the server back on `port` and time, for every client at once, how long
    until its recalls carry memory again."""
    left = {}
    for name, (_, client) in clients.items():
        assert client.breaker is not None
        left[name] = round(client.breaker.retry_after() * 1000, 1)
    back = Back(port)
    try:
        found = await asyncio.gather(
            *(until_memory(context, back.started_at) for context, _ in clients.values())
        )
    finally:
        back.stop()
    return {
        name: {"cooldown_left_when_back_ms": left[name], **result}
        for name, result in zip(clients, found, strict=True)
    }


@contextmanager
def outage(kind: str, port: int) -> Iterator[None]:
    if kind == "hung":
        with hung_server(port):
            yield
    else:
        yield  # refused: nothing listens on the port


async def bench_outage(kind: str, args: argparse.Namespace) -> dict[str, Any]:
    port = free_port()
    url = f"http://127.0.0.1:{port}"
    report: dict[str, Any] = {}
    # Two clients whose breakers are open when the server comes back: one after a
    # long outage (a grown cooldown), one whose breaker opened just before.
    long_client, short_client = async_client(url), async_client(url)
    long_context, short_context = context_of(long_client), context_of(short_client)
    try:
        with outage(kind, port):
            report["no breaker"] = await without_breaker(url, args.slow)
            async with async_client(url) as client:
                context = context_of(client)
                paid = await until_open(context, client)
                report["breaker, until open"] = {
                    **stats(paid),
                    "turns_ms": [round(m) for m in paid],
                }
                report["breaker open"] = stats(await open_fast(context, args.fast))
            report["breaker open, sync client"] = stats(sync_open_fast(url, args.fast))
            await until_open(long_context, long_client)
            report[f"breaker open, {args.span:g} s of turns"] = await conversation(
                long_context, args.span
            )
            await until_open(short_context, short_client)
        clients = {
            "recovery, breaker just opened": (short_context, short_client),
            "recovery, after the long outage": (long_context, long_client),
        }
        report.update(await recovery(port, clients))
    finally:
        await long_client.aclose()
        await short_client.aclose()
    return report


def bench_tools(args: argparse.Namespace) -> dict[str, Any]:
    port = free_port()
    url = f"http://127.0.0.1:{port}"
    report: dict[str, Any] = {}
    with hung_server(port):
        for label, breaker in (("no breaker", False), ("breaker", True)):
            with Memhub(base_url=url, api_key=KEY, breaker=breaker) as client:
                tools = MemoryTools(client, NAMESPACE, timeout=2)
                ms = []
                for _ in range(args.tools):
                    started = time.perf_counter()
                    result = tools.run("search_memories", {"query": QUERY})
                    ms.append((time.perf_counter() - started) * 1000)
                    assert not result.ok
                report[label] = {**stats(ms), "calls_ms": [round(m) for m in ms]}
    return report


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--slow", type=int, default=5, help="recalls per case without breaker")
    parser.add_argument("--fast", type=int, default=2000, help="recalls while the breaker is open")
    parser.add_argument("--span", type=float, default=20.0, help="seconds of outage conversation")
    parser.add_argument("--tools", type=int, default=5, help="tool calls per case")
    parser.add_argument("--output", type=Path, default=RESULTS, help="where the JSON goes")
    args = parser.parse_args()
    # The outage is the point here; a warning per failed turn would bury the table.
    logging.getLogger("memhub").setLevel(logging.ERROR)

    report: dict[str, Any] = {
        "date": datetime.now(UTC).isoformat(timespec="seconds"),
        "machine": machine_info(),
        "recall": "MemoryContext.arecall on AsyncMemhub, default RecallOptions (full, 3 s)",
        "cases": {},
    }
    for kind in ("refused", "hung"):
        report["cases"][kind] = asyncio.run(bench_outage(kind, args))
    report["tools_timeout_2s_hung"] = bench_tools(args)
    report["machine"]["loadavg_end"] = loadavg()

    print("\nmemhub recall latency during a memory-server outage (loopback)")
    print(f"{'outage':<9}{'case':<32}{'samples':>8}{'p50 ms':>10}{'p95 ms':>10}{'max ms':>10}")
    for kind, cases in report["cases"].items():
        for name, case in cases.items():
            if "samples" in case:
                cells = [case["samples"], case["p50_ms"], case["p95_ms"], case["max_ms"]]
                print(f"{kind:<9}{name:<32}" + "".join(f"{c:>10}" for c in cells))
                if "turns_over_1ms" in case:
                    print(f"{'':<9}{'  turns over 1 ms':<32}{case['slow_turns_ms']}")
            else:
                print(
                    f"{kind:<9}{name:<32}memory back {case['recovered_after_ms']} ms after the "
                    f"server (cooldown left then: {case['cooldown_left_when_back_ms']} ms)"
                )
    print("\nMemoryTools(timeout=2) against the hung server, per call:")
    for label, case in report["tools_timeout_2s_hung"].items():
        print(f"  {label:<12} {case['calls_ms']} ms")
    written(report, args.output)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
