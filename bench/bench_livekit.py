"""Benchmark: latency memhub-livekit adds to a voice turn, against a warm local server.

Usage::

    uv run python bench/bench_livekit.py                   # 200 measured turns per client
    uv run python bench/bench_livekit.py --turns 60 --chats 20   # a quick look

What is measured (target from the LiveKit issue: added p95 <= 60 ms on a 2-core machine):

A real ``memhub serve`` child process on a loopback port holds one caller's namespace,
seeded with ``--chats`` short first-person chats (stored with ``dreaming="instant"`` and
processed to memories before anything is timed). Turns then run through a real
``AgentSession`` in text mode (``session.run``) with a ``MemoryAgent`` whose model,
``memhub_livekit.testing.ScriptedLLM``, is a stand-in answering at once through a mock
HTTP transport, so a turn's time is LiveKit's
own work plus memory. Sessions are ``--per-session`` turns long, each with its own
``LiveKitMemory`` with default recall options (full mode, 1.5 s time box, preload).

- ``recall_ms``: the wall time of ``LiveKitMemory.enrich`` in ``llm_node`` -- profile and
  search in parallel, dedup, render, block placement. This is what memory adds before
  the model is called. Reported per client kind: ``memhub.Memhub`` (``sync_client``, the
  default; requests run in a worker thread) and ``memhub.AsyncMemhub`` (``async_client``),
  both with capture off, so the server only answers recalls.
- ``sync_capture``: the sync client with capture on. The stand-in model answers at once,
  so turns (and the appends capture sends) come far faster than in a spoken call, and
  the server processes them while later turns recall: a pessimistic view of capture's
  effect on recall. ``capture_us`` is the time the ``conversation_item_added`` handler
  takes, i.e. queueing the write; nothing in a turn waits for the server's answer.
- ``turn_ms``: the whole ``session.run``; ``no_memory`` runs a plain ``Agent`` with the
  same model for reference.
- ``realtime``: a realtime model (LiveKit's own OpenAI realtime session against
  ``memhub_livekit.testing.ScriptedRealtime`` on loopback, server-side turn detection).
  Each turn is spoken (``ScriptedRealtime.speak``); ``recall_ms`` is the wall time of
  ``LiveKitMemory.enrich_realtime`` for the user's transcript, recall and the
  instructions update together. With the provider's turn detection it runs beside the
  reply (for the next one); when the agent detects turns it runs in
  ``on_user_turn_completed``, before the reply. ``turn_ms`` is from the turn spoken to
  the session's new instructions sent.

``--warmup`` turns per client kind run first and are not counted. Results are printed as
a table and written to ``bench/results/livekit.json`` with machine information and load
averages.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

from _harness import (
    ADMIN_KEY,
    Server,
    latency_stats,
    loadavg,
    log,
    machine_info,
    served,
    table,
    wait_for_memories,
    write_json,
)
from livekit.agents import Agent, AgentSession, llm

from memhub import AsyncMemhub, Memhub
from memhub.capture import namespace_id
from memhub_livekit import LiveKitMemory, MemoryAgent
from memhub_livekit.testing import ScriptedLLM, ScriptedRealtime

ROOT = Path(__file__).resolve().parent
RESULTS = ROOT / "results" / "livekit.json"
USER = "caller-42"
TARGET_P95_MS = 60.0
INSTRUCTIONS = "You are a concise voice assistant."

CITIES = ["Berlin", "Lisbon", "Osaka", "Toronto", "Nairobi", "Lima", "Oslo", "Seoul"]
JOBS = ["nurse", "teacher", "carpenter", "pilot", "chef", "data analyst", "architect"]
LIKES = ["green tea", "jazz", "hiking", "chess", "sourdough baking", "cycling", "sushi"]
PEOPLE = ["Mia", "Jonas", "Aiko", "Tariq", "Lena", "Pablo", "Noor"]
PETS = ["a cat", "a dog", "two rabbits", "a parrot"]
QUESTIONS = [
    "Where do I live these days?",
    "What do I do for work?",
    "What should I drink this afternoon?",
    "Any idea what I could do this weekend?",
    "What's my sister called?",
    "Do I have any pets?",
    "Can you recommend a restaurant near me?",
    "What music would I enjoy?",
    "Remind me what we talked about last time.",
    "Yes, that sounds good.",
]


# -- seeding -------------------------------------------------------------------


def _chat(rng: random.Random) -> str:
    return "\n\n".join(
        [
            f"User: I live in {rng.choice(CITIES)} and I work as a {rng.choice(JOBS)}.",
            "Assistant: Good to know!",
            f"User: I love {rng.choice(LIKES)}. My sister is {rng.choice(PEOPLE)}.",
            "Assistant: Noted.",
            f"User: I have {rng.choice(PETS)}.",
            "Assistant: Lovely.",
        ]
    )


def seed(client: Memhub, namespace: str, chats: int, rng: random.Random) -> dict[str, int]:
    ids = [f"chat-{i}" for i in range(chats)]
    for id in ids:
        client.add(namespace, content=_chat(rng), id=id, dreaming="instant")
    wait_for_memories(client, namespace, ids)
    listed = client.list(namespace, "memories", limit=1)
    profile = client.profile(namespace).profile
    return {
        "chats": chats,
        "memories": listed.pagination.total_items,
        "profile_static": len(profile.static),
        "profile_dynamic": len(profile.dynamic),
    }


# -- measuring -----------------------------------------------------------------


class Samples:
    def __init__(self) -> None:
        self.recall_ms: list[float] = []
        self.capture_us: list[float] = []
        self.turn_ms: list[float] = []
        self.empty_blocks = 0

    def instrument(self, memory: LiveKitMemory) -> None:
        """Time `enrich` and the capture handler on this instance."""
        enrich = memory.enrich

        async def timed_enrich(chat_ctx: llm.ChatContext) -> str | None:
            started = time.perf_counter()
            block = await enrich(chat_ctx)
            self.recall_ms.append((time.perf_counter() - started) * 1000)
            self.empty_blocks += block is None
            return block

        memory.enrich = timed_enrich  # type: ignore[method-assign]
        capture = memory._capture
        if capture is not None:
            handler = capture.on_item_added

            def timed_capture(event: Any) -> None:
                started = time.perf_counter()
                handler(event)
                self.capture_us.append((time.perf_counter() - started) * 1e6)

            capture.on_item_added = timed_capture  # type: ignore[method-assign]

    def summary(self) -> dict[str, Any]:
        return {
            "recall_ms": latency_stats(self.recall_ms),
            "capture_us": latency_stats(self.capture_us),
            "turn_ms": latency_stats(self.turn_ms),
            "turns_without_memory": self.empty_blocks,
        }

    def instrument_realtime(self, memory: LiveKitMemory) -> None:
        """Time `enrich_realtime` for user turns (not the greeting) on this instance."""
        enrich = memory.enrich_realtime

        async def timed(agent: Agent, message: llm.ChatMessage | None = None) -> str | None:
            started = time.perf_counter()
            block = await enrich(agent, message)
            if message is not None:
                self.recall_ms.append((time.perf_counter() - started) * 1000)
                self.empty_blocks += block is None
            return block

        memory.enrich_realtime = timed  # type: ignore[method-assign]


MakeAgent = Callable[[int], Awaitable[tuple[Agent, LiveKitMemory | None]]]


async def run_turns(
    make_agent: MakeAgent, turns: int, per_session: int, samples: Samples, rng: random.Random
) -> None:
    model = ScriptedLLM(default="Sure thing.")
    done = session_no = 0
    while done < turns:
        agent, memory = await make_agent(session_no)
        if memory is not None:
            samples.instrument(memory)
        async with AgentSession(llm=model) as session:
            await session.start(agent)
            if memory is not None:
                await memory.preload()
            for _ in range(min(per_session, turns - done)):
                started = time.perf_counter()
                await session.run(user_input=rng.choice(QUESTIONS))
                samples.turn_ms.append((time.perf_counter() - started) * 1000)
                done += 1
        if memory is not None:
            await memory.aclose()
        session_no += 1
    await model.aclose()


async def run_realtime_turns(
    client: Memhub, turns: int, per_session: int, samples: Samples, rng: random.Random
) -> None:
    heard = asyncio.Event()

    def on_item(event: Any) -> None:
        if getattr(event.item, "role", None) == "user":
            heard.set()

    async with ScriptedRealtime(default="Sure thing.") as endpoint:
        model = endpoint.model()
        done = session_no = 0
        while done < turns:
            memory = LiveKitMemory(
                client, namespace=USER, session_id=f"r{session_no}", capture=False
            )
            samples.instrument_realtime(memory)
            async with AgentSession(llm=model) as session:
                session.on("conversation_item_added", on_item)
                await session.start(MemoryAgent(memory, instructions=INSTRUCTIONS))
                await memory.preload()
                await memory.realtime_settled()
                for _ in range(min(per_session, turns - done)):
                    heard.clear()
                    started = time.perf_counter()
                    await endpoint.speak(f"{rng.choice(QUESTIONS)} ({done})")
                    await heard.wait()  # the transcript is in; memory has started on it
                    await memory.realtime_settled()
                    samples.turn_ms.append((time.perf_counter() - started) * 1000)
                    done += 1
            await memory.aclose()
            session_no += 1
        await model.aclose()


async def measure(
    server: Server, turns: int, warmup: int, per_session: int, rng: random.Random
) -> dict[str, Any]:
    sync_client = Memhub(base_url=server.base_url, api_key=ADMIN_KEY, max_retries=0)
    async_client = AsyncMemhub(base_url=server.base_url, api_key=ADMIN_KEY, max_retries=0)

    async def with_sync(n: int) -> tuple[Agent, LiveKitMemory | None]:
        memory = LiveKitMemory(sync_client, namespace=USER, session_id=f"s{n}", capture=False)
        return MemoryAgent(memory, instructions=INSTRUCTIONS), memory

    async def with_async(n: int) -> tuple[Agent, LiveKitMemory | None]:
        memory = LiveKitMemory(async_client, namespace=USER, session_id=f"a{n}", capture=False)
        return MemoryAgent(memory, instructions=INSTRUCTIONS), memory

    async def with_capture(n: int) -> tuple[Agent, LiveKitMemory | None]:
        memory = LiveKitMemory(sync_client, namespace=USER, session_id=f"c{n}")
        return MemoryAgent(memory, instructions=INSTRUCTIONS), memory

    async def without_memory(n: int) -> tuple[Agent, LiveKitMemory | None]:
        return Agent(instructions=INSTRUCTIONS), None

    results: dict[str, Any] = {}
    for name, make in (
        ("no_memory", without_memory),
        ("sync_client", with_sync),
        ("async_client", with_async),
        ("sync_capture", with_capture),
    ):
        log(f"{name}: {warmup} warm-up turns, then {turns} measured")
        await run_turns(make, warmup, per_session, Samples(), rng)
        samples = Samples()
        await run_turns(make, turns, per_session, samples, rng)
        results[name] = samples.summary()
        results[name]["loadavg_after"] = [round(x, 2) for x in os.getloadavg()]

    log(f"realtime: {warmup} warm-up turns, then {turns} measured")
    await run_realtime_turns(sync_client, warmup, per_session, Samples(), rng)
    samples = Samples()
    await run_realtime_turns(sync_client, turns, per_session, samples, rng)
    results["realtime"] = samples.summary()
    results["realtime"]["loadavg_after"] = [round(x, 2) for x in os.getloadavg()]

    await async_client.aclose()
    sync_client.close()
    return results


# -- report --------------------------------------------------------------------


def results_table(results: dict[str, Any]) -> str:
    rows = []
    for name, summary in results.items():
        for what, unit in (("recall_ms", "ms"), ("turn_ms", "ms"), ("capture_us", "us")):
            s = summary.get(what, {})
            if s.get("n"):
                cells = [f"{s[k]:.2f}" for k in ("p50", "p95", "max")]
                rows.append((name, what.split("_")[0], s["n"], *cells, unit))
    return table(("client", "what", "n", "p50", "p95", "max", "unit"), rows)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--turns", type=int, default=200, help="measured turns per client kind")
    parser.add_argument("--warmup", type=int, default=20, help="uncounted turns per client kind")
    parser.add_argument("--per-session", type=int, default=10, help="turns per session")
    parser.add_argument("--chats", type=int, default=60, help="seeded chats in the namespace")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--out", type=Path, default=RESULTS)
    parser.add_argument("--keep", action="store_true", help="keep the server's data directory")
    args = parser.parse_args()

    rng = random.Random(args.seed)
    info = machine_info()
    with served("livekit", keep=args.keep) as server:
        namespace = namespace_id(USER)  # what LiveKitMemory(namespace=USER) uses
        with server.client() as client:
            log(f"seeding {args.chats} chats into {namespace}")
            corpus = seed(client, namespace, args.chats, rng)
            log(f"  {corpus}")
        results = asyncio.run(measure(server, args.turns, args.warmup, args.per_session, rng))

    info["loadavg_end"] = loadavg()
    added = max(results[kind]["recall_ms"]["p95"] for kind in ("sync_client", "async_client"))
    report = {
        "machine": info,
        "target": {"added_p95_ms": TARGET_P95_MS},
        "setup": {
            "server": "memhub serve on 127.0.0.1 (child process)",
            "turns": args.turns,
            "warmup": args.warmup,
            "turns_per_session": args.per_session,
            "recall": "LiveKitMemory defaults: full mode, 1.5 s time box, preload",
            "corpus": corpus,
        },
        "results": results,
        "added_p95_ms": added,
        "meets_target": added <= TARGET_P95_MS,
        "realtime_recall_p95_ms": results["realtime"]["recall_ms"]["p95"],
    }
    write_json(args.out, report)
    print(results_table(results))
    print(f"\nadded per-turn latency p95: {added:.1f} ms (target <= {TARGET_P95_MS:.0f} ms)")
    realtime = results["realtime"]["recall_ms"]["p95"]
    print(f"realtime model, recall and instructions update p95: {realtime:.1f} ms")
    print(f"written to {args.out}")


if __name__ == "__main__":
    main()
