"""Benchmark of memhub-mcp: tool-call latency over each MCP transport.

Usage::

    uv run python bench/bench_mcp.py                 # full run
    uv run python bench/bench_mcp.py --calls 100

What is measured. A real `memhub serve` process on loopback (which mounts MCP at
/mcp) holds a namespace of a few dozen memories and is warmed up first. The mcp
SDK's own client then calls `search_memories` (a different question each call)
and `get_profile`, both naming the namespace, over three transports, one call at
a time, and the time from `call_tool` to its result is recorded:

1. in-memory: `MemhubMCP` in this process (the SDK's in-process client), its
   memhub client calling the server over HTTP;
2. stdio: `memhub mcp --url ...` as a child process, as a desktop host runs it;
3. http: streamable HTTP to the server's /mcp with a bearer key (each request is
   authenticated by the API, then its tool call goes through the API in-process).

The same memhub calls made directly with `memhub.AsyncMemhub` are timed too, as
the floor MCP adds to. Targets: stdio and in-memory p95 <= 15 ms, http p95 <= 30 ms.
Figures are printed and written to ``bench/results/mcp.json`` with machine
information and load averages: on a shared, busy machine they are noisy.
"""

from __future__ import annotations

import argparse
import asyncio
import itertools
import sys
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import httpx2
from _harness import ADMIN_KEY, loadavg, machine_info, percentile, served, write_json
from mcp import Client, StdioServerParameters
from mcp.client.streamable_http import streamable_http_client

from memhub import AsyncMemhub, Memhub
from memhub_mcp import Caller, MemhubMCP

NAMESPACE = "bench-user"
RESULTS = Path(__file__).parent / "results" / "mcp.json"
TARGETS_MS = {"in-memory": 15.0, "stdio": 15.0, "http": 30.0}

FACTS = [
    "I live in Lyon with my partner Sam and our dog Pepper.",
    "I work as a structural engineer on bridge projects.",
    "I am allergic to penicillin.",
    "I keep three beehives on the roof of my flat.",
    "My daughter Maya starts primary school in September.",
    "I run the Lyon half marathon every spring.",
    "I prefer green tea to coffee and never drink alcohol.",
    "I am learning Portuguese for a trip to Lisbon.",
    "My favourite author is Ursula K. Le Guin.",
    "I play the cello in an amateur orchestra on Thursdays.",
    "I drive an old red Volvo estate.",
    "My brother Tom lives in Montreal and works as a chef.",
]
QUESTIONS = [
    "Where do I live?",
    "What is my job?",
    "Which medicines should I avoid?",
    "Do I have any pets?",
    "What sport do I do?",
    "What do I like to drink?",
    "Which languages am I learning?",
    "What instrument do I play?",
    "What car do I drive?",
    "Where does my brother live?",
]
_ASKED = itertools.count()


def next_question() -> str:
    """A question no earlier call in this run asked: the server caches recent query
    embeddings, and a repeated question would time a cache hit instead of a search."""
    n = next(_ASKED)
    return f"{QUESTIONS[n % len(QUESTIONS)]} (call {n})"


def seed(memhub: Memhub) -> None:
    ids = [memhub.add(NAMESPACE, content=fact).id for fact in FACTS]
    deadline = time.monotonic() + 300
    while any(memhub.documents.get(NAMESPACE, i).system.dreaming_status != "done" for i in ids):
        if time.monotonic() > deadline:
            raise TimeoutError("the seed documents were not processed within 300 s")
        time.sleep(0.2)


def summary(samples: list[float]) -> dict[str, float | int]:
    return {
        "samples": len(samples),
        "p50_ms": round(percentile(samples, 0.5), 2),
        "p95_ms": round(percentile(samples, 0.95), 2),
        "max_ms": round(max(samples), 2),
    }


async def timed(call: Callable[[int], Awaitable[Any]], calls: int, warmup: int) -> list[float]:
    for i in range(warmup):
        await call(i)
    samples = []
    for i in range(calls):
        start = time.perf_counter()
        await call(i)
        samples.append((time.perf_counter() - start) * 1000)
    return samples


async def measure_tools(session: Client, calls: int, warmup: int) -> dict[str, Any]:
    async def search(i: int) -> None:
        query = {"query": next_question(), "limit": 5, "namespace": NAMESPACE}
        result = await session.call_tool("search_memories", query)
        assert not result.is_error, result.content

    async def profile(i: int) -> None:
        result = await session.call_tool("get_profile", {"namespace": NAMESPACE})
        assert not result.is_error, result.content

    return {
        "search_memories": summary(await timed(search, calls, warmup)),
        "get_profile": summary(await timed(profile, calls, warmup)),
    }


@asynccontextmanager
async def in_memory(base_url: str) -> AsyncIterator[Client]:
    async with AsyncMemhub(base_url=base_url, api_key=ADMIN_KEY, max_retries=0) as memhub:
        server = MemhubMCP(Caller(memhub), default_namespace=NAMESPACE)
        async with Client(server) as session:
            yield session


@asynccontextmanager
async def stdio(base_url: str) -> AsyncIterator[Client]:
    args = ["-m", "memhub_server.cli", "mcp", "--url", base_url, "--api-key", ADMIN_KEY]
    parameters = StdioServerParameters(
        command=sys.executable, args=[*args, "--namespace", NAMESPACE]
    )
    async with Client(parameters) as session:
        yield session


@asynccontextmanager
async def http(base_url: str) -> AsyncIterator[Client]:
    headers = {"Authorization": f"Bearer {ADMIN_KEY}"}
    async with httpx2.AsyncClient(headers=headers, timeout=60) as client:
        transport = streamable_http_client(f"{base_url}/mcp", http_client=client)
        async with Client(transport) as session:
            yield session


async def direct(base_url: str, calls: int, warmup: int) -> dict[str, Any]:
    async with AsyncMemhub(base_url=base_url, api_key=ADMIN_KEY, max_retries=0) as memhub:

        async def search(i: int) -> None:
            question = next_question()
            await memhub.search(
                NAMESPACE, query=question, search_mode="memories", limit=5, threshold=0.3
            )

        async def profile(i: int) -> None:
            await memhub.profile(NAMESPACE)

        return {
            "search_memories": summary(await timed(search, calls, warmup)),
            "get_profile": summary(await timed(profile, calls, warmup)),
        }


TRANSPORTS = {"in-memory": in_memory, "stdio": stdio, "http": http}


async def run(base_url: str, calls: int, warmup: int, transports: list[str]) -> dict[str, Any]:
    cases: dict[str, Any] = {"direct (no MCP)": await direct(base_url, calls, warmup)}
    for name in transports:
        async with TRANSPORTS[name](base_url) as session:
            cases[name] = await measure_tools(session, calls, warmup)
        print(f"  {name}: {cases[name]}", flush=True)
    return cases


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--calls", type=int, default=300, help="timed calls per tool")
    parser.add_argument("--warmup", type=int, default=30)
    parser.add_argument("--output", type=Path, default=RESULTS)
    parser.add_argument(
        "--transport", action="append", choices=list(TRANSPORTS), help="only these (repeatable)"
    )
    args = parser.parse_args()
    load_start = loadavg()
    with served("mcp") as server:
        seed(server.client())
        transports = args.transport or list(TRANSPORTS)
        cases = asyncio.run(run(server.base_url, args.calls, args.warmup, transports))
    verdict = {
        name: max(cases[name][tool]["p95_ms"] for tool in cases[name]) <= TARGETS_MS[name]
        for name in transports
    }
    report = {
        "date": datetime.now(UTC).isoformat(timespec="seconds"),
        "machine": machine_info(loadavg_start=load_start, loadavg_end=loadavg()),
        "target_p95_ms": TARGETS_MS,
        "cases": cases,
        "within_target": verdict,
    }
    write_json(args.output, report)
    print(f"within target: {verdict}\nwritten to {args.output}")


if __name__ == "__main__":
    main()
