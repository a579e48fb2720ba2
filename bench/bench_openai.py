"""Benchmark of memhub-openai: the latency `with_memory` adds to a model call.

Usage::

    uv run python bench/bench_openai.py                  # full run
    uv run python bench/bench_openai.py --warm 500 --cold 100

What is measured. The model is the OpenAI SDK talking to an in-process mock
transport that answers instantly with a recorded-shape chat completion, so a
call's time is the SDK's own work plus whatever the wrapper adds. Each sample
times one plain call and one wrapped call back to back (same request, same
client settings) and records the difference; p50/p95 of those differences are
the added latency.

1. Warm: a tool-loop continuation (the history ends with a tool result) whose
   recall is served by the turn cache: query extraction, cache lookup,
   rendering, injection, and capture bookkeeping. Measured with capture off and
   with capture on (every answer is new, so every call queues a write; the
   background writer sends it to the server while the loop runs). Target: p50
   and p95 <= 1 ms. Because a mock-transport SDK call itself jitters by
   milliseconds on a busy machine, the wrapper's own work per call is also timed
   alone (`work_*`: recall from the cache, injection and capture, through the
   `OpenAIMemory` of the wrapped client), which is what the target is checked on.
2. Cold: a new user turn, so memory is recalled from a real `memhub serve`
   process on loopback (profile mode: one request; full mode: profile and
   search in parallel) against a namespace holding a few dozen memories.

Results are printed and written to ``bench/results/openai.json`` with machine
information and load averages, so a run on a busy machine can be recognised.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from _harness import ADMIN_KEY, loadavg, machine_info, percentile, served, written
from openai import OpenAI

from memhub import Memhub
from memhub.capture import BackgroundWriter
from memhub.prompt import MemoryMode, RecallOptions, has_block
from memhub_openai import memory_of, with_memory
from memhub_openai.testing import Reply, ScriptedOpenAI

BENCH_DIR = Path(__file__).resolve().parent
RESULTS = BENCH_DIR / "results" / "openai.json"
NAMESPACE = "bench-openai"
WARM_TARGET_MS = 1.0

FACTS = [
    "I live in Lisbon and work as a nurse at the city hospital.",
    "I'm vegetarian and I love spicy curry.",
    "My sister Ana lives in Porto and has two kids.",
    "I have a dog named Biscuit who loves the beach.",
    "I play the cello in a community orchestra on Tuesdays.",
    "I'm allergic to peanuts.",
    "I prefer window seats when I fly.",
    "I'm learning Japanese for a trip to Kyoto next spring.",
    "My favourite author is Ursula K. Le Guin.",
    "I drive an old blue Volvo.",
    "I run five kilometres every Saturday morning.",
    "I drink oat milk lattes.",
]
QUESTIONS = [
    "What should I cook tonight?",
    "Any book recommendations for the weekend?",
    "How do I keep my dog calm during fireworks?",
    "Which seat should I pick for my flight?",
    "How can I practise Japanese every day?",
    "Where should I run this Saturday?",
]


# -- the model: an instant, recorded-shape answer through the SDK's HTTP layer ---------


def instant_model(*, fresh: bool) -> ScriptedOpenAI:
    """Answers every chat request at once; `fresh` makes each answer's text new (so
    every call captures a turn)."""
    model = ScriptedOpenAI()
    if fresh:
        model.default = lambda _body: Reply(f"Answer {len(model.seen)}.")
    else:
        model.default = Reply("Sure.")
    return model


def with_memory_block(model: ScriptedOpenAI) -> int:
    """How many requests the model received carried a memory block."""
    return sum(has_block(json.dumps(seen.body)) for seen in model.seen)


# -- the memory server ---------------------------------------------------------------


def seed(memhub: Memhub) -> int:
    """One earlier conversation per fact; waits until their memories have formed."""
    ids = []
    for number, fact in enumerate(FACTS):
        ids.append(f"seed-{number}")
        memhub.add(NAMESPACE, content=f"User: {fact}\n\nAssistant: Noted.", id=ids[-1])
    deadline = time.monotonic() + 300
    while any(memhub.documents.get(NAMESPACE, i).system.dreaming_status != "done" for i in ids):
        if time.monotonic() > deadline:
            raise TimeoutError("memories did not form in time")
        time.sleep(0.2)
    return len(memhub.profile(NAMESPACE).profile.static)


# -- measuring -------------------------------------------------------------------------


def _summary(added: list[float], plain: list[float], wrapped: list[float]) -> dict[str, Any]:
    ms = 1000.0
    return {
        "samples": len(added),
        "added_p50_ms": round(percentile(added, 0.50) * ms, 3),
        "added_p95_ms": round(percentile(added, 0.95) * ms, 3),
        "added_mean_ms": round(statistics.fmean(added) * ms, 3),
        "plain_p50_ms": round(percentile(plain, 0.50) * ms, 3),
        "wrapped_p50_ms": round(percentile(wrapped, 0.50) * ms, 3),
        "wrapped_p95_ms": round(percentile(wrapped, 0.95) * ms, 3),
    }


def paired(
    plain: Callable[[int], object], wrapped: Callable[[int], object], samples: int, warmup: int
) -> dict[str, Any]:
    """Time `plain(i)` and `wrapped(i)` back to back; the differences are the added latency."""
    for i in range(warmup):
        plain(i)
        wrapped(i)
    added, plain_times, wrapped_times = [], [], []
    clock = time.perf_counter
    for i in range(samples):
        start = clock()
        plain(i)
        middle = clock()
        wrapped(i)
        end = clock()
        plain_times.append(middle - start)
        wrapped_times.append(end - middle)
        added.append((end - middle) - (middle - start))
    return _summary(added, plain_times, wrapped_times)


def tool_step_history() -> list[Any]:
    """A tool-loop continuation: the model asked for a tool and its result is in."""
    call = {"id": "call_1", "type": "function", "function": {"name": "lookup", "arguments": "{}"}}
    return [
        {"role": "system", "content": "You are a helpful assistant."},
        {"role": "user", "content": "What should I cook tonight?"},
        {"role": "assistant", "content": None, "tool_calls": [call]},
        {"role": "tool", "tool_call_id": "call_1", "content": '{"fridge": ["rice", "tofu"]}'},
    ]


def bench_warm(memhub: Memhub, samples: int, *, capture: bool) -> dict[str, Any]:
    model = instant_model(fresh=capture)
    plain = model.client()
    writer = BackgroundWriter(memhub, flush_at_exit=False) if capture else None
    client = with_memory(
        model.client(),
        namespace=NAMESPACE,
        conversation_id=f"warm-{capture}",
        options=RecallOptions(mode="full"),
        capture="always" if capture else "never",
        memhub=memhub,
        writer=writer,
    )
    history = tool_step_history()
    # The turn's first call (a new user turn) fills the cache; the steps after reuse it.
    client.chat.completions.create(model="gpt-4.1-mini", messages=history[:2])

    def run_plain(_: int) -> object:
        return plain.chat.completions.create(model="gpt-4.1-mini", messages=history)

    def run_wrapped(_: int) -> object:
        return client.chat.completions.create(model="gpt-4.1-mini", messages=history)

    warmup = min(200, samples)
    result = paired(run_plain, run_wrapped, samples, warmup=warmup)
    # Every wrapped call (and the turn's first) must have carried memory.
    assert with_memory_block(model) == samples + warmup + 1, "memory was not injected"
    result.update(wrapper_work(client, history, samples, fresh=capture))
    if writer is not None:
        writer.flush(30)
        result["captured_writes"] = writer.sent
        writer.close()
    return result


def wrapper_work(
    client: OpenAI, history: list[Any], samples: int, *, fresh: bool
) -> dict[str, Any]:
    """Per-call time of what the wrapper does around the SDK call, without the call."""
    memory = memory_of(client)
    clock = time.perf_counter
    times = []
    for i in range(samples + 100):
        answer = [{"role": "assistant", "content": f"Step {i}." if fresh else "Sure."}]
        start = clock()
        _, messages = memory.chat_request({"model": "gpt-4.1-mini", "messages": history})
        memory.record(messages, answer)
        if i >= 100:  # the first hundred warm up
            times.append(clock() - start)
    return {
        "work_p50_ms": round(percentile(times, 0.50) * 1000, 3),
        "work_p95_ms": round(percentile(times, 0.95) * 1000, 3),
    }


def bench_cold(memhub: Memhub, samples: int, *, mode: MemoryMode) -> dict[str, Any]:
    model = instant_model(fresh=False)
    plain = model.client()
    client = with_memory(
        model.client(),
        namespace=NAMESPACE,
        options=RecallOptions(mode=mode),
        capture="never",
        memhub=memhub,
    )

    def messages(i: int) -> list[Any]:
        # A new user turn every time: recall always goes to the server.
        return [{"role": "user", "content": f"{QUESTIONS[i % len(QUESTIONS)]} ({i})"}]

    def run_plain(i: int) -> object:
        return plain.chat.completions.create(model="gpt-4.1-mini", messages=messages(i))

    def run_wrapped(i: int) -> object:
        return client.chat.completions.create(model="gpt-4.1-mini", messages=messages(i))

    warmup = min(20, samples)
    result = paired(run_plain, run_wrapped, samples, warmup=warmup)
    assert with_memory_block(model) == samples + warmup, "memory was not injected"
    return result


# -- report ----------------------------------------------------------------------------


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--warm", type=int, default=2000, help="samples per warm case")
    parser.add_argument("--cold", type=int, default=300, help="samples per cold case")
    parser.add_argument("--output", type=Path, default=RESULTS, help="where the JSON goes")
    args = parser.parse_args()

    report: dict[str, Any] = {
        "date": datetime.now(UTC).isoformat(timespec="seconds"),
        "machine": machine_info(),
        "target": {"warm_added_ms": WARM_TARGET_MS},
        "cases": {},
    }
    with served("openai", extra_env={"MEMHUB_DREAM_WINDOW": "0"}) as server:
        memhub = Memhub(base_url=server.base_url, api_key=ADMIN_KEY, max_retries=0)
        report["memories_in_profile"] = seed(memhub)
        cases = report["cases"]
        cases["warm, capture off"] = bench_warm(memhub, args.warm, capture=False)
        cases["warm, capture on"] = bench_warm(memhub, args.warm, capture=True)
        cases["cold, profile mode"] = bench_cold(memhub, args.cold, mode="profile")
        cases["cold, full mode"] = bench_cold(memhub, args.cold, mode="full")
        memhub.close()
    report["machine"]["loadavg_end"] = loadavg()
    warm = [c for name, c in report["cases"].items() if name.startswith("warm")]
    report["warm_target_met"] = all(
        max(c["added_p50_ms"], c["work_p50_ms"], c["work_p95_ms"]) <= WARM_TARGET_MS for c in warm
    )

    print(
        f"\nmemhub-openai: added latency per chat call ({report['memories_in_profile']} memories)"
    )
    header = ["case", "samples", "p50 ms", "p95 ms", "mean ms", "plain p50", "work p50", "work p95"]
    print(f"{header[0]:<20}" + "".join(f"{h:>10}" for h in header[1:]))
    for name, case in report["cases"].items():
        cells = [case["samples"], case["added_p50_ms"], case["added_p95_ms"]]
        cells += [case["added_mean_ms"], case["plain_p50_ms"]]
        cells += [case.get("work_p50_ms", "-"), case.get("work_p95_ms", "-")]
        print(f"{name:<20}" + "".join(f"{c:>10}" for c in cells))
    print("p50/p95/mean: wrapped minus plain call, paired; work: the wrapper's own steps alone")
    print(f"warm target (<= {WARM_TARGET_MS} ms): {report['warm_target_met']}")
    written(report, args.output)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
