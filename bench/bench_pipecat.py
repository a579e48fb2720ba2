"""Benchmark: the per-turn latency `MemoryProcessor` adds to a Pipecat pipeline.

Usage::

    uv run python bench/bench_pipecat.py                # 200 timed turns per configuration
    uv run python bench/bench_pipecat.py --turns 40     # a quick check

Server: a real ``memhub serve`` child process on a free 127.0.0.1 port with a fresh data
directory (``MEMHUB_DREAM_WINDOW=0`` so the seed's memories form at once). One namespace
is seeded with ``--chats`` short chats about a person (home, pets, food, family, work);
the rule extractor turns them into versioned memories and a profile.

Pipeline: ``probe -> processor -> probe`` run by Pipecat's own ``PipelineWorker`` and
``WorkerRunner``. A turn appends the user's question to the call's ``LLMContext`` and
queues an ``LLMContextFrame``, as the user aggregator does; the first probe stamps the
frame as it enters, the second as it leaves, and the next turn is queued only once it
has left, so no frame waits behind another. After each turn a canned assistant reply is
added to the context, as the assistant aggregator does. A call is 10 turns with a new
pipeline, processor and session each, as a voice agent runs one per call; capture stays
on, so the server also ingests every call while recall is being measured.

Measured per configuration (client kind x memory mode): untimed warm-up calls, then
``--turns`` timed turns. The same harness with a pass-through processor in the middle
gives the cost of one pipeline hop; "added" is a turn's in->out time minus that hop's
median; "recall" is the profile + search round trip inside the processor and "own" the
rest of the turn. Recall that failed or hit the time box (1.5 s) is counted (warm-up
included) and reported, never dropped. Target (issue #7): added p95 <= 60 ms for the
default configuration (sync client, full mode). The speech-to-speech configuration
announces a realtime service first (``LLMServiceMetadataFrame(is_realtime_service=True)``),
so the processor sends the block as an ``LLMUpdateSettingsFrame`` ahead of each context
frame instead of placing it in the context. Results are printed and written to
``bench/results/pipecat.json``.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import math
import os
import random
import statistics
import sys
import time
import warnings
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

with warnings.catch_warnings():
    # pipecat.audio.utils imports the stdlib `audioop`, deprecated in Python 3.11.
    warnings.filterwarnings("ignore", "'audioop' is deprecated", DeprecationWarning)
    import pipecat
    from pipecat.frames.frames import (
        EndFrame,
        Frame,
        LLMContextFrame,
        LLMServiceMetadataFrame,
    )

from _harness import (
    ADMIN_KEY,
    CALLER_CITIES,
    CALLER_FOODS,
    CALLER_KIN,
    CALLER_PETS,
    loadavg,
    machine_info,
    print_added_latency,
    seed_caller_chats,
    served,
    write_json,
)
from loguru import logger as pipecat_logger
from pipecat.pipeline.pipeline import Pipeline
from pipecat.pipeline.worker import PipelineWorker
from pipecat.processors.aggregators.llm_context import LLMContext
from pipecat.processors.frame_processor import FrameDirection, FrameProcessor
from pipecat.workers.runner import WorkerRunner

from memhub import AsyncMemhub, Memhub
from memhub.prompt import MemoryMode
from memhub_pipecat import DEFAULT_OPTIONS, MemoryProcessor

BENCH_DIR = Path(__file__).resolve().parent
RESULTS = BENCH_DIR / "results" / "pipecat.json"
NAMESPACE = "bench-caller"
TURNS_PER_CALL = 10
TARGET_P95_MS = 60.0

QUESTIONS = (
    "Where do I live these days?",
    "What is my {pet} called again?",
    "Any dinner ideas? I could go for {food}.",
    "What should I do this weekend in {city}?",
    "Can you remind me what my {kin} does for work?",
    "I'm thinking of a trip. Any suggestions?",
    "What do you know about me so far?",
    "Should I get my {kin} a present?",
    "What's a good gift for someone who loves {food}?",
    "How far is the airport from home?",
)


# --------------------------------------------------------------------------------------
# The server and its seed
# --------------------------------------------------------------------------------------


# --------------------------------------------------------------------------------------
# The pipeline harness
# --------------------------------------------------------------------------------------


class Probe(FrameProcessor):
    """Stamps each downstream `LLMContextFrame` as it passes; optionally signals it."""

    def __init__(self, stamps: dict[int, float], passed: asyncio.Event | None = None) -> None:
        super().__init__()
        self._stamps = stamps
        self._passed = passed

    async def process_frame(self, frame: Frame, direction: FrameDirection) -> None:
        await super().process_frame(frame, direction)
        if isinstance(frame, LLMContextFrame) and direction is FrameDirection.DOWNSTREAM:
            self._stamps[frame.id] = time.perf_counter()
            if self._passed is not None:
                self._passed.set()
        await self.push_frame(frame, direction)


class PassThrough(FrameProcessor):
    async def process_frame(self, frame: Frame, direction: FrameDirection) -> None:
        await super().process_frame(frame, direction)
        await self.push_frame(frame, direction)


async def run_call(
    middle: FrameProcessor, questions: Sequence[str], *, speech_to_speech: bool = False
) -> list[float]:
    """One call through probe -> middle -> probe; the in->out seconds of each turn."""
    entered: dict[int, float] = {}
    left: dict[int, float] = {}
    passed = asyncio.Event()
    started = asyncio.Event()
    worker = PipelineWorker(
        Pipeline([Probe(entered), middle, Probe(left, passed)]), cancel_on_idle_timeout=False
    )

    @worker.event_handler("on_pipeline_started")
    async def on_started(_: PipelineWorker, __: Frame) -> None:
        started.set()

    runner = WorkerRunner(handle_sigint=False)
    await runner.add_workers(worker)
    running = asyncio.create_task(runner.run())
    await asyncio.wait_for(started.wait(), 30)
    if speech_to_speech:  # as the realtime service announces itself at start
        await worker.queue_frame(
            LLMServiceMetadataFrame(service_name="realtime", is_realtime_service=True)
        )
    context = LLMContext()
    seconds = []
    for number, question in enumerate(questions, 1):
        context.add_message({"role": "user", "content": question})
        frame = LLMContextFrame(context=context)
        passed.clear()
        await worker.queue_frame(frame)
        await asyncio.wait_for(passed.wait(), 30)
        seconds.append(left[frame.id] - entered[frame.id])
        reply = f"Here is answer number {number}: happy to help with that."
        context.add_message({"role": "assistant", "content": reply})
    await worker.queue_frame(EndFrame())
    await asyncio.wait_for(running, 60)
    return seconds


def questions_for(call: int, rng: random.Random) -> list[str]:
    fill = {
        "pet": rng.choice(CALLER_PETS),
        "food": rng.choice(CALLER_FOODS),
        "city": rng.choice(CALLER_CITIES),
        "kin": rng.choice(CALLER_KIN),
    }
    picked = rng.sample(QUESTIONS, TURNS_PER_CALL)
    return [
        f"{q.format(**fill)} (call {call})" if i == 0 else q.format(**fill)
        for i, q in enumerate(picked)
    ]


def time_recalls(processor: MemoryProcessor, sink: list[float]) -> MemoryProcessor:
    """Record how long each recall inside `processor` takes (bench instrumentation)."""
    inner = processor._memory.arecall

    async def arecall(query: str, *, new_turn: bool = True) -> Any:
        started = time.perf_counter()
        try:
            return await inner(query, new_turn=new_turn)
        finally:
            sink.append(time.perf_counter() - started)

    processor._memory.arecall = arecall  # type: ignore[method-assign]
    return processor


class FailureCounter(logging.Handler):
    """Counts recall failures and time-outs, which the core logs as warnings."""

    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.count = 0

    def emit(self, record: logging.LogRecord) -> None:
        if "memory recall failed" in record.getMessage():
            self.count += 1


@dataclass
class Config:
    name: str
    client: str  # "sync" | "async"
    mode: MemoryMode
    speech_to_speech: bool = False


CONFIGS = (
    Config("sync client, full mode (default)", "sync", "full"),
    Config("async client, full mode", "async", "full"),
    Config("sync client, query mode", "sync", "query"),
    Config("sync client, profile mode", "sync", "profile"),
    Config("sync, full mode, speech-to-speech", "sync", "full", True),
)


def stats_ms(seconds: Sequence[float], offset: float = 0.0) -> dict[str, float]:
    values = sorted((s - offset) * 1000 for s in seconds)

    def rank(p: float) -> float:
        return round(values[max(0, math.ceil(p * len(values)) - 1)], 2)

    return {
        "n": len(values),
        "p50": rank(0.50),
        "p95": rank(0.95),
        "p99": rank(0.99),
        "mean": round(statistics.fmean(values), 2),
        "max": round(values[-1], 2),
    }


async def measure(
    make: Callable[[int], FrameProcessor],
    turns: int,
    warmup_calls: int,
    rng: random.Random,
    *,
    speech_to_speech: bool = False,
) -> list[float]:
    for call in range(warmup_calls):
        await run_call(make(call), questions_for(call, rng), speech_to_speech=speech_to_speech)
    seconds: list[float] = []
    call = warmup_calls
    while len(seconds) < turns:
        questions = questions_for(call, rng)
        seconds += await run_call(make(call), questions, speech_to_speech=speech_to_speech)
        call += 1
    return seconds[:turns]


async def bench_configs(
    base_url: str, turns: int, warmup_calls: int, rng: random.Random
) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    hop = await measure(lambda _: PassThrough(), turns, warmup_calls, rng)
    hop_median = statistics.median(hop)
    baseline = {"pass_through_ms": stats_ms(hop)}
    rows = []
    failures = FailureCounter()
    logging.getLogger("memhub").addHandler(failures)
    sync_client = Memhub(base_url=base_url, api_key=ADMIN_KEY)
    async_client = AsyncMemhub(base_url=base_url, api_key=ADMIN_KEY)
    try:
        for config in CONFIGS:
            client: Memhub | AsyncMemhub = sync_client if config.client == "sync" else async_client

            recalls: list[float] = []

            def make(
                call: int,
                client: Memhub | AsyncMemhub = client,
                mode: MemoryMode = config.mode,
                tag: str = config.mode + ("-s2s" if config.speech_to_speech else ""),
                recalls: list[float] = recalls,
            ) -> FrameProcessor:
                processor = MemoryProcessor(
                    client,
                    namespace=NAMESPACE,
                    session_id=f"bench-{tag}-{call}",
                    options=replace(DEFAULT_OPTIONS, mode=mode),
                    system_instruction="You are a helpful voice assistant.",
                )
                return time_recalls(processor, recalls)

            failures.count = 0
            load_before = os.getloadavg()
            started = time.perf_counter()
            seconds = await measure(
                make, turns, warmup_calls, rng, speech_to_speech=config.speech_to_speech
            )
            # Pair each timed turn with its own recall; warm-up turns come first.
            recall = recalls[warmup_calls * TURNS_PER_CALL :][: len(seconds)]
            own = [turn - r for turn, r in zip(seconds, recall, strict=True)]
            rows.append(
                {
                    "config": config.name,
                    "client": config.client,
                    "mode": config.mode,
                    "raw_ms": stats_ms(seconds),
                    "added_ms": stats_ms(seconds, offset=hop_median),
                    "recall_ms": stats_ms(recall),
                    "own_ms": stats_ms(own, offset=hop_median),
                    "recall_failures": failures.count,
                    "seconds": round(time.perf_counter() - started, 1),
                    "loadavg_before": [round(v, 2) for v in load_before],
                    "loadavg_after": [round(v, 2) for v in os.getloadavg()],
                }
            )
    finally:
        logging.getLogger("memhub").removeHandler(failures)
        sync_client.close()
        await async_client.aclose()
    return baseline, rows


# --------------------------------------------------------------------------------------
# Report
# --------------------------------------------------------------------------------------


def print_table(baseline: dict[str, Any], rows: list[dict[str, Any]]) -> None:
    print_added_latency(
        baseline["pass_through_ms"],
        rows,
        hop_label="pipeline hop with a pass-through processor",
        recall_label="the profile + search round trip inside the processor",
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--turns", type=int, default=200, help="timed turns per configuration")
    parser.add_argument("--warmup-calls", type=int, default=2, help="untimed calls first")
    parser.add_argument("--chats", type=int, default=40, help="chats seeded into the namespace")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--keep", action="store_true", help="keep the temporary data directory")
    parser.add_argument("--output", type=Path, default=RESULTS, help="where the JSON goes")
    args = parser.parse_args()

    pipecat_logger.remove()  # Pipecat logs every frame at DEBUG
    pipecat_logger.add(sys.stderr, level="WARNING")
    rng = random.Random(args.seed)
    info = machine_info(pipecat=pipecat.__version__)
    with served("pipecat", keep=args.keep, extra_env={"MEMHUB_DREAM_WINDOW": "0"}) as server:
        with Memhub(base_url=server.base_url, api_key=ADMIN_KEY) as client:
            print(f"seeding {args.chats} chats into {NAMESPACE!r} ...", flush=True)
            corpus = seed_caller_chats(client, NAMESPACE, args.chats, rng)
        print(f"measuring {args.turns} turns per configuration ...", flush=True)
        baseline, rows = asyncio.run(
            bench_configs(server.base_url, args.turns, args.warmup_calls, rng)
        )

    info["loadavg_end"] = loadavg()
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
            "recall_timeout_s": 1.5,
        },
        "baseline": baseline,
        "configs": rows,
        "verdict": verdict,
    }
    print_table(baseline, rows)
    print(
        f"\ntarget: added p95 <= {TARGET_P95_MS:g} ms (default configuration): "
        f"{default} ms -> {'met' if verdict['meets_target'] else 'NOT met'}"
    )
    write_json(args.output, result)
    print(f"written to {args.output}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
