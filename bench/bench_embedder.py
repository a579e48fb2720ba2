"""Throughput benchmark for the default local embedder (LocalMiniLMEmbedder).

Usage::

    uv run python bench/bench_embedder.py [--n 2000] [--repeats 3] [--batch-sizes 16 32 64]

Sentences come from a seeded template generator (see ``generate_sentences``) so every
run embeds the same corpus. Each batch size is warmed up, then measured two ways:

* whole-corpus wall clock over ``--repeats`` passes (best and median; batch sizes are
  interleaved so outside load is spread evenly across them);
* "chunk-best": the corpus is timed in chunks of 256 sentences and each chunk's best
  time over the repeats is summed. On a shared machine this filters out bursts of
  load from other processes, so it approximates throughput on an otherwise idle box;
* sentences per CPU-second of the process.

By default the model runs as ``memhub serve`` runs it: BLAS single-threaded and each
call's batches spread over every CPU (``--threads``, ``--blas-threads`` change that).

A last section times single search queries, one distinct sentence per call (so the query
cache never answers), through ``embed_queries`` as ``float32`` and, when the ``onnx`` extra
is installed, as ``int8`` (p50/p95 ms on one thread), and how close the int8 vectors are
to the float32 ones of the same texts (cosine).

Results are printed as a table and written to ``bench/results/embedder.json``.
"""

from __future__ import annotations

import argparse
import math
import os
import random
import statistics
import time
from pathlib import Path

import numpy as np
from _harness import machine_info, write_json
from threadpoolctl import threadpool_limits

from memhub_server.pipeline.embedding import LocalMiniLMEmbedder
from memhub_server.pipeline.embedding.quantized import int8_available

RESULTS = Path(__file__).resolve().parent / "results" / "embedder.json"
CHUNK = 256  # sentences per timed chunk for the interference-filtered estimate

_NAMES = [
    "Alice", "Bob", "Priya", "Mateo", "Chen Wei", "Fatima", "Oliver", "Sofia", "Kenji",
    "Amara", "Lukas", "Grace", "Diego", "Hannah", "Omar", "Ingrid", "Tomás", "Mei",
]  # fmt: skip
_PLACES = [
    "Lisbon", "the office", "her parents' house", "Kyoto", "the climbing gym",
    "a small cafe near the station", "Toronto", "the public library", "Nairobi",
    "the farmers' market", "Berlin", "the hospital", "a cabin in the mountains",
    "the new co-working space", "Buenos Aires", "the university campus",
]  # fmt: skip
_ACTIVITIES = [
    "learning to play the cello", "training for a half marathon", "writing a novel",
    "refactoring the billing service", "planning a trip to Iceland",
    "studying for the bar exam", "restoring an old motorcycle",
    "baking sourdough every weekend", "migrating the database to Postgres",
    "volunteering at an animal shelter", "learning Japanese", "building a treehouse",
    "preparing a talk about distributed systems", "growing tomatoes on the balcony",
]  # fmt: skip
_PREFERENCES = [
    "prefers tea over coffee", "is allergic to peanuts", "hates early morning meetings",
    "likes window seats on long flights", "only reads books on paper",
    "wants all reports as PDF", "is vegetarian", "uses Vim for everything",
    "listens to jazz while working", "dislikes spicy food",
]  # fmt: skip
_TIMES = [
    "last Tuesday", "every morning", "since March", "over the weekend",
    "two years ago", "later this month", "yesterday evening", "next spring",
]  # fmt: skip
_OBJECTS = [
    "the quarterly report", "a birthday present for a cousin", "new running shoes",
    "the keys to the apartment", "a second-hand camera", "the grant application",
    "concert tickets", "a laptop with more memory",
]  # fmt: skip

_TEMPLATES = [
    "{name} has been {activity} {time}.",
    "{name} {preference}, so keep that in mind when planning lunch.",
    "Remember that {name} moved to {place} {time} and is still settling in.",
    "{name} mentioned {time} that they are {activity} and finds it harder than expected.",
    "The meeting with {name} at {place} was moved because of the weather.",
    "{name} asked me to buy {object} before we leave for {place}.",
    "I think {name} {preference}, but I should double-check before ordering.",
    "{name} lost {object} somewhere around {place} {time}.",
    "We agreed that {name} will handle {object} while I keep {activity}.",
    "According to {name}, the best part of {place} is the view in the early evening.",
    "{name} and {name2} met at {place} {time} to talk about {activity}.",
    "Can you remind me what {name} said about {object} when we were in {place}?",
    "{name} said they would rather be {activity} than sit through another budget review.",
    "Note for later: {name} {preference} and does not like surprises.",
]


def generate_sentences(n: int, seed: int = 1234) -> list[str]:
    """Deterministic, varied 'memory-like' sentences of roughly 8-25 words.

    Each sentence picks one of ~14 templates (facts, preferences, plans, requests, as a
    memory store would see them) and fills its slots from fixed lists of names,
    places, activities, preferences, times and objects with a seeded RNG. Candidates
    outside 8-25 words are redrawn.
    """
    rng = random.Random(seed)
    out: list[str] = []
    while len(out) < n:
        name, name2 = rng.sample(_NAMES, 2)
        sentence = rng.choice(_TEMPLATES).format(
            name=name,
            name2=name2,
            place=rng.choice(_PLACES),
            activity=rng.choice(_ACTIVITIES),
            preference=rng.choice(_PREFERENCES),
            time=rng.choice(_TIMES),
            object=rng.choice(_OBJECTS),
        )
        if 8 <= len(sentence.split()) <= 25:
            out.append(sentence)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=2000, help="sentences to embed")
    parser.add_argument("--repeats", type=int, default=3, help="timed runs per batch size")
    parser.add_argument("--batch-sizes", type=int, nargs="+", default=[16, 32, 64])
    parser.add_argument(
        "--threads",
        type=int,
        default=os.cpu_count() or 1,
        help="LocalMiniLMEmbedder(threads=...): batches of one call run on this many threads "
        "(default: every CPU, as `memhub serve` runs it)",
    )
    parser.add_argument(
        "--blas-threads",
        type=int,
        default=1,
        help="BLAS threads per matrix product (default 1, as `memhub serve` sets it; "
        "0 leaves the BLAS library's own default)",
    )
    parser.add_argument("--output", type=Path, default=RESULTS)
    args = parser.parse_args(argv)

    sentences = generate_sentences(args.n)
    words = [len(s.split()) for s in sentences]

    if args.blas_threads > 0:
        threadpool_limits(limits=args.blas_threads, user_api="blas")
    t0 = time.perf_counter()
    probe = LocalMiniLMEmbedder()
    load_s = time.perf_counter() - t0
    tokens = [len(ids) for ids in probe.tokenize(sentences)]

    print(
        f"corpus: {len(sentences)} sentences ({len(set(sentences))} distinct) from "
        f"{len(_TEMPLATES)} memory-style templates (facts, preferences, plans, requests)\n"
        f"  with slots filled by a seeded RNG from lists of {len(_NAMES)} names, "
        f"{len(_PLACES)} places, {len(_ACTIVITIES)} activities, {len(_PREFERENCES)} "
        f"preferences, {len(_TIMES)} times, {len(_OBJECTS)} objects; kept if 8-25 words"
    )
    print(
        f"  words/sentence  mean {statistics.mean(words):.1f}  min {min(words)}  max {max(words)}"
    )
    print(
        f"  tokens/sentence mean {statistics.mean(tokens):.1f}  min {min(tokens)}  "
        f"max {max(tokens)}  (incl. [CLS]/[SEP])"
    )
    print(f"  e.g. {sentences[0]!r}")
    print(
        f"model load: {load_s:.2f}s   cpus: {os.cpu_count()}   numpy {np.__version__}   "
        f"embed threads: {args.threads}   BLAS threads: {args.blas_threads or 'default'}"
    )
    print()

    load_before = os.getloadavg()
    if load_before[0] > 0.5:
        print(
            f"warning: 1-min load average is {load_before[0]:.2f} before starting; other "
            "processes share the CPUs and the numbers below will be pessimistic\n"
        )

    embedders = {
        bs: LocalMiniLMEmbedder(batch_size=bs, threads=args.threads) for bs in args.batch_sizes
    }
    for embedder in embedders.values():
        embedder.embed(sentences[:256])  # warm-up: BLAS threads, allocator, caches

    # Full passes, batch sizes interleaved so that interference from other processes
    # is spread evenly rather than hitting whichever size happens to run last.
    full: dict[int, list[float]] = {bs: [] for bs in embedders}
    cpu: dict[int, list[float]] = {bs: [] for bs in embedders}
    for _ in range(args.repeats):
        for bs, embedder in embedders.items():
            c = time.process_time()
            t = time.perf_counter()
            vectors = embedder.embed(sentences)
            full[bs].append(time.perf_counter() - t)
            cpu[bs].append(time.process_time() - c)
            assert vectors.shape == (len(sentences), embedder.dimensions)
            assert vectors.dtype == np.float32

    # Interference-filtered estimate: time the corpus in chunks, keep each chunk's best
    # time over the repeats and add those up. A burst of load from another process
    # then only spoils one sample of one chunk instead of a whole pass.
    chunks = [sentences[i : i + CHUNK] for i in range(0, len(sentences), CHUNK)]
    chunk_best: dict[int, list[float]] = {bs: [math.inf] * len(chunks) for bs in embedders}
    for _ in range(args.repeats):
        for bs, embedder in embedders.items():
            for j, chunk in enumerate(chunks):
                t = time.perf_counter()
                embedder.embed(chunk)
                chunk_best[bs][j] = min(chunk_best[bs][j], time.perf_counter() - t)

    rows = []
    for bs in embedders:
        times = full[bs]
        best = min(times)
        filtered = sum(chunk_best[bs])
        rows.append(
            {
                "batch_size": bs,
                "seconds_best": round(best, 4),
                "seconds_median": round(statistics.median(times), 4),
                "sentences_per_s": round(len(sentences) / best, 1),
                "sentences_per_s_median": round(len(sentences) / statistics.median(times), 1),
                "sentences_per_s_chunk_best": round(len(sentences) / filtered, 1),
                "cpu_seconds_best": round(min(cpu[bs]), 4),
                "sentences_per_cpu_s": round(len(sentences) / min(cpu[bs]), 1),
                "tokens_per_s": round(sum(tokens) / best, 1),
                "all_seconds": [round(t, 4) for t in times],
            }
        )

    header = (
        f"{'batch':>5}  {'best s':>7}  {'sent/s best pass':>16}  {'sent/s median':>13}  "
        f"{'sent/s chunk-best':>17}  {'tok/s best':>10}  {'sent/CPU-s':>10}"
    )
    print(header)
    print("-" * len(header))
    for r in rows:
        print(
            f"{r['batch_size']:>5}  {r['seconds_best']:>7.3f}  {r['sentences_per_s']:>16.1f}  "
            f"{r['sentences_per_s_median']:>13.1f}  {r['sentences_per_s_chunk_best']:>17.1f}  "
            f"{r['tokens_per_s']:>10.0f}  {r['sentences_per_cpu_s']:>10.1f}"
        )
    print(
        f"\nbest pass / median: whole-corpus wall clock over {args.repeats} runs. chunk-best: "
        f"corpus timed in chunks of {CHUNK}, best of {args.repeats} per chunk, summed.\n"
        "sent/CPU-s: sentences per second of process CPU time (all threads) in the best "
        "pass; with OPENBLAS_NUM_THREADS=1 it is insensitive to other load on the machine."
    )

    queries = query_times(list(dict.fromkeys(sentences))[:400])

    result = {
        "benchmark": "LocalMiniLMEmbedder.embed throughput",
        "model": probe.model,
        "n_sentences": len(sentences),
        "repeats": args.repeats,
        "method": (
            "warm-up on 256 sentences, then per batch size: best and median wall clock of "
            "full passes (batch sizes interleaved), and 'chunk_best' = sum over 256-sentence "
            "chunks of each chunk's best time across repeats"
        ),
        "corpus": {
            "generator": "bench/bench_embedder.py:generate_sentences(seed=1234)",
            "description": (
                f"{len(_TEMPLATES)} memory-style sentence templates, slots filled from fixed "
                "lists of names/places/activities/preferences/times/objects by a seeded "
                "RNG, kept if 8-25 words"
            ),
            "distinct": len(set(sentences)),
            "words_mean": round(statistics.mean(words), 2),
            "words_min": min(words),
            "words_max": max(words),
            "tokens_mean": round(statistics.mean(tokens), 2),
            "tokens_max": max(tokens),
        },
        "machine": machine_info(
            embed_threads=args.threads,
            blas_threads=args.blas_threads or "library default",
            OPENBLAS_NUM_THREADS=os.environ.get("OPENBLAS_NUM_THREADS"),
        ),
        "model_load_s": round(load_s, 3),
        "loadavg_1min_before": round(load_before[0], 2),
        "loadavg_1min_after": round(os.getloadavg()[0], 2),
        "results": rows,
        "single_queries": queries,
    }
    write_json(args.output, result)
    print(f"\nwrote {args.output}")
    return 0


def query_times(texts: list[str], warm: int = 20) -> dict[str, object]:
    """Single-text ``embed_queries`` calls per query encoder: p50/p95 ms over ``texts``
    (each asked once, after ``warm`` others), and int8's cosine with float32."""
    encoders = ["float32"] + (["int8"] if int8_available() else [])
    timed, vectors = {}, {}
    for name in encoders:
        embedder = LocalMiniLMEmbedder(query_encoder=name)  # type: ignore[arg-type]
        for text in texts[-warm:]:
            embedder.embed_queries([text + " (warm-up)"])
        ms, rows = [], []
        for text in texts[:-warm]:
            t = time.perf_counter()
            rows.append(embedder.embed_queries([text])[0])
            ms.append((time.perf_counter() - t) * 1000)
        ms.sort()
        timed[name] = {
            "n": len(ms),
            "p50_ms": round(ms[len(ms) // 2], 2),
            "p95_ms": round(ms[int(len(ms) * 0.95)], 2),
        }
        vectors[name] = np.stack(rows)
        print(
            f"single queries, {name:>7}: p50 {timed[name]['p50_ms']:.2f} ms  "
            f"p95 {timed[name]['p95_ms']:.2f} ms  (n {len(ms)}, one thread)"
        )
    result: dict[str, object] = {"encoders": timed}
    if "int8" in vectors:
        cos = np.einsum("ij,ij->i", vectors["int8"], vectors["float32"])
        result["int8_cosine_with_float32"] = {
            "mean": round(float(cos.mean()), 4),
            "min": round(float(cos.min()), 4),
        }
        print(
            f"int8 vs float32 cosine of the same text: mean {cos.mean():.4f}  min {cos.min():.4f}"
        )
    return result


if __name__ == "__main__":
    raise SystemExit(main())
