"""Benchmark: the per-turn latency `MemoryAgent` adds to a Cartesia Line voice agent.

Usage::

    uv run python bench/bench_cartesia.py                # 200 timed turns per configuration
    uv run python bench/bench_cartesia.py --turns 40     # a quick check

memhub-cartesia has an environment of its own (cartesia-line pins older web libraries
than memhub-server), so the run has two halves. This script, in the main environment,
starts a real ``memhub serve`` child process on a free 127.0.0.1 port with a fresh data
directory (``MEMHUB_DREAM_WINDOW=0``) and seeds one namespace with ``--chats`` short
chats about a person; the rule extractor turns them into memories and a profile. Then
it runs itself again in the package's environment (``uv run --project
packages/memhub-cartesia``, built from its lock file) with ``--measure``, which drives
the agents and prints the raw timings as JSON; this half computes and writes the figures.

Agent: `MemoryAgent` around a stand-in for `LlmAgent` that records when its ``process``
is entered and answers at once, so what is timed is exactly what memory puts between
the harness handing over the caller's turn and the model being asked. Events are Line's
own (``UserTurnEnded`` with the call's history, as ``ConversationRunner`` builds it).
A call is ``CallStarted``, 10 caller turns, each followed by the agent's spoken reply in
the history, then ``CallEnded`` (which flushes capture); capture stays on, so the server
also ingests every call while recall is measured.

Measured per configuration (client kind x memory mode): untimed warm-up calls, then
``--turns`` timed turns. The same harness with a pass-through wrapper gives the cost of
the hop; "added" is a turn's time minus that hop's median; "recall" is the profile +
search round trip and "own" the rest (capture, rendering). Recalls that failed or hit
the time box (1.5 s) are counted and reported, never dropped. Target (issue #20): added
p95 <= 60 ms for the default configuration (async client, full mode). Results are
printed and written to ``bench/results/cartesia.json``.
"""

from __future__ import annotations

import argparse
import asyncio
import dataclasses
import json
import logging
import os
import random
import subprocess
import sys
import time
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

BENCH_DIR = Path(__file__).resolve().parent
ROOT = BENCH_DIR.parent
PACKAGE = ROOT / "packages" / "memhub-cartesia"
RESULTS = BENCH_DIR / "results" / "cartesia.json"
NAMESPACE = "bench-caller"
TURNS_PER_CALL = 10
TARGET_P95_MS = 60.0
RECALL_TIMEOUT_S = 1.5

# (name, client, mode); the first is the default configuration.
CONFIGS = (
    ("async client, full mode (default)", "async", "full"),
    ("sync client, full mode", "sync", "full"),
    ("async client, query mode", "async", "query"),
    ("async client, profile mode", "async", "profile"),
)

QUESTIONS = (
    "Where do I live these days?",
    "What is my pet called again?",
    "Any dinner ideas for tonight?",
    "What should I do this weekend?",
    "Can you remind me what my sister does for work?",
    "I'm thinking of a trip. Any suggestions?",
    "What do you know about me so far?",
    "Should I get my brother a present?",
    "What's a good gift for someone who loves sushi?",
    "How far is the airport from home?",
)


# --------------------------------------------------------------------------------------
# The measuring half: runs in memhub-cartesia's environment
# --------------------------------------------------------------------------------------


class Model:
    """Stands in for `LlmAgent`: notes when it is asked, answers at once."""

    def __init__(self) -> None:
        self.asked = 0.0

    async def process(self, env: Any, event: Any, **_: Any) -> AsyncIterator[Any]:
        from line.events import AgentSendText

        self.asked = time.perf_counter()
        yield AgentSendText(text="Happy to help with that.")


class PassThrough:
    """The hop without memory: hands every event straight to the model."""

    def __init__(self, agent: Model) -> None:
        self.agent = agent

    async def process(self, env: Any, event: Any) -> AsyncIterator[Any]:
        async for output in self.agent.process(env, event):
            yield output


class Failures(logging.Handler):
    """Counts recall failures and time-outs, which the core logs as warnings."""

    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.count = 0

    def emit(self, record: logging.LogRecord) -> None:
        self.count += "memory recall failed" in record.getMessage()


async def run_call(agent: Any, model: Model, number: int, rng: random.Random) -> list[float]:
    """One call; the seconds from each caller turn handed over to the model being asked."""
    from line.agent import AgentEnv, TurnEnv
    from line.events import (
        AgentTextSent,
        AgentTurnEnded,
        AgentTurnStarted,
        CallEnded,
        CallStarted,
        UserTextSent,
        UserTurnEnded,
        UserTurnStarted,
    )

    async def run(event: Any) -> None:
        async for _ in agent.process(TurnEnv(AgentEnv()), event):
            pass

    history: list[Any] = [CallStarted()]
    await run(CallStarted(history=list(history)))
    seconds = []
    for question in rng.sample(QUESTIONS, TURNS_PER_CALL):
        said = UserTextSent(content=f"{question} (call {number})")
        history += [UserTurnStarted(), said, UserTurnEnded(content=[said])]
        started = time.perf_counter()
        await run(UserTurnEnded(content=[said], history=list(history)))
        seconds.append(model.asked - started)
        reply = AgentTextSent(content="Happy to help with that.")
        history += [AgentTurnStarted(), reply, AgentTurnEnded()]
    await run(CallEnded(history=[*history, CallEnded()]))
    return seconds


async def timed(
    make: Callable[[int], tuple[Any, Model]], turns: int, warmup_calls: int, rng: random.Random
) -> list[float]:
    for number in range(warmup_calls):
        await run_call(*make(number), number, rng)
    seconds: list[float] = []
    number = warmup_calls
    while len(seconds) < turns:
        seconds += await run_call(*make(number), number, rng)
        number += 1
    return seconds[:turns]


def memory_agent(
    client: Any, mode: str, session_id: str, recalls: list[float]
) -> tuple[Any, Model]:
    """`MemoryAgent` around a fresh `Model`, its recalls timed into `recalls`."""
    from memhub_cartesia import DEFAULT_OPTIONS, CartesiaMemory, MemoryAgent

    memory = CartesiaMemory(
        client,
        namespace=NAMESPACE,
        session_id=session_id,
        options=dataclasses.replace(DEFAULT_OPTIONS, mode=mode),
    )
    inner = memory._turns.arecall

    async def arecall(query: str, *, new_turn: bool = True) -> Any:
        started = time.perf_counter()
        try:
            return await inner(query, new_turn=new_turn)
        finally:
            recalls.append(time.perf_counter() - started)

    memory._turns.arecall = arecall  # type: ignore[method-assign]
    model = Model()
    return MemoryAgent(model, memory), model


async def measure_all(
    base_url: str, api_key: str, turns: int, warmup_calls: int, rng: random.Random
) -> dict[str, Any]:
    from memhub import AsyncMemhub, Memhub

    def plain(_: int) -> tuple[Any, Model]:
        model = Model()
        return PassThrough(model), model

    hop = await timed(plain, turns, warmup_calls, rng)
    failures = Failures()
    logging.getLogger("memhub").addHandler(failures)
    clients: dict[str, Any] = {
        "sync": Memhub(base_url=base_url, api_key=api_key),
        "async": AsyncMemhub(base_url=base_url, api_key=api_key),
    }
    rows = []
    for name, kind, mode in CONFIGS:
        recalls: list[float] = []

        def make(
            number: int, kind: str = kind, mode: str = mode, recalls: list[float] = recalls
        ) -> tuple[Any, Model]:
            return memory_agent(clients[kind], mode, f"bench-{mode}-{kind}-{number}", recalls)

        failures.count = 0
        load_before = os.getloadavg()
        started = time.perf_counter()
        seconds = await timed(make, turns, warmup_calls, rng)
        rows.append(
            {
                "config": name,
                "client": kind,
                "mode": mode,
                "turn_s": seconds,
                "recall_s": recalls[warmup_calls * TURNS_PER_CALL :][: len(seconds)],
                "recall_failures": failures.count,
                "seconds": round(time.perf_counter() - started, 1),
                "loadavg_before": [round(v, 2) for v in load_before],
                "loadavg_after": [round(v, 2) for v in os.getloadavg()],
            }
        )
    clients["sync"].close()
    await clients["async"].aclose()
    return {"hop_s": hop, "rows": rows}


def measure(base_url: str, api_key: str, turns: int, warmup_calls: int, seed: int) -> None:
    """The measuring half: print the raw timings as one line of JSON."""
    from importlib import metadata

    rng = random.Random(seed)
    result = asyncio.run(measure_all(base_url, api_key, turns, warmup_calls, rng))
    result["cartesia_line"] = metadata.version("cartesia-line")
    print(json.dumps(result))


# --------------------------------------------------------------------------------------
# The serving half: runs in the main environment
# --------------------------------------------------------------------------------------


def in_package_env(argv: list[str]) -> dict[str, Any]:
    """Run this script's measuring half in memhub-cartesia's environment."""
    uv = os.environ.get("UV") or "uv"
    env = {k: v for k, v in os.environ.items() if k not in ("VIRTUAL_ENV", "PYTHONPATH")}
    command = [uv, "run", "--locked", "--quiet", "--project", str(PACKAGE), "python"]
    result = subprocess.run(
        [*command, str(Path(__file__).resolve()), "--measure", *argv],
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    if result.returncode != 0:
        raise SystemExit(f"the measuring half failed:\n{result.stderr[-4000:]}")
    data: dict[str, Any] = json.loads(result.stdout.strip().splitlines()[-1])
    return data


def report(data: dict[str, Any], hop_median: float) -> list[dict[str, Any]]:
    from _harness import latency_stats

    def ms(seconds: list[float], offset: float = 0.0) -> dict[str, float]:
        return latency_stats([(s - offset) * 1000 for s in seconds])

    rows = []
    for row in data["rows"]:
        turn, recall = row.pop("turn_s"), row.pop("recall_s")
        own = [t - r for t, r in zip(turn, recall, strict=True)]
        rows.append(
            {
                **{k: row[k] for k in ("config", "client", "mode")},
                "raw_ms": ms(turn),
                "added_ms": ms(turn, hop_median),
                "recall_ms": ms(recall),
                "own_ms": ms(own, hop_median),
                **{k: v for k, v in row.items() if k not in ("config", "client", "mode")},
            }
        )
    return rows


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--turns", type=int, default=200, help="timed turns per configuration")
    parser.add_argument("--warmup-calls", type=int, default=2, help="untimed calls first")
    parser.add_argument("--chats", type=int, default=40, help="chats seeded into the namespace")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--keep", action="store_true", help="keep the temporary data directory")
    parser.add_argument("--output", type=Path, default=RESULTS, help="where the JSON goes")
    parser.add_argument("--measure", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--base-url", help=argparse.SUPPRESS)
    parser.add_argument("--api-key", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.measure:
        measure(args.base_url, args.api_key, args.turns, args.warmup_calls, args.seed)
        return 0

    import statistics

    from _harness import (
        ADMIN_KEY,
        loadavg,
        machine_info,
        print_added_latency,
        seed_caller_chats,
        served,
        write_json,
    )

    from memhub import Memhub

    info = machine_info()
    with served("cartesia", keep=args.keep, extra_env={"MEMHUB_DREAM_WINDOW": "0"}) as server:
        with Memhub(base_url=server.base_url, api_key=ADMIN_KEY) as client:
            print(f"seeding {args.chats} chats into {NAMESPACE!r} ...", flush=True)
            corpus = seed_caller_chats(client, NAMESPACE, args.chats, random.Random(args.seed))
        print(f"measuring {args.turns} turns per configuration ...", flush=True)
        data = in_package_env(
            [
                *("--base-url", server.base_url, "--api-key", ADMIN_KEY),
                *("--turns", str(args.turns), "--warmup-calls", str(args.warmup_calls)),
                *("--seed", str(args.seed)),
            ]
        )
    info["cartesia_line"] = data["cartesia_line"]
    info["loadavg_end"] = loadavg()
    hop = data["hop_s"]
    hop_median = statistics.median(hop)
    rows = report(data, hop_median)
    default = rows[0]["added_ms"]["p95"]
    verdict = {
        "target_added_p95_ms": TARGET_P95_MS,
        "default_added_p95_ms": default,
        "meets_target": default <= TARGET_P95_MS,
    }
    result = {
        "machine": info,
        "server": "memhub serve child process on 127.0.0.1 (HTTP), warm",
        "corpus": corpus,
        "harness": {
            "turns_per_call": TURNS_PER_CALL,
            "warmup_calls": args.warmup_calls,
            "timed_turns": args.turns,
            "capture": True,
            "recall_timeout_s": RECALL_TIMEOUT_S,
        },
        "baseline": {"pass_through_ms": latency_stats_ms(hop)},
        "configs": rows,
        "verdict": verdict,
    }
    print_added_latency(
        result["baseline"]["pass_through_ms"],
        rows,
        hop_label="hop through a pass-through wrapper",
        recall_label="the profile + search round trip inside MemoryAgent",
    )
    print(
        f"\ntarget: added p95 <= {TARGET_P95_MS:g} ms (default configuration): "
        f"{default} ms -> {'met' if verdict['meets_target'] else 'NOT met'}"
    )
    write_json(args.output, result)
    print(f"written to {args.output}")
    return 0


def latency_stats_ms(seconds: list[float]) -> dict[str, float]:
    from _harness import latency_stats

    return latency_stats([s * 1000 for s in seconds])


if __name__ == "__main__":
    sys.exit(main())
