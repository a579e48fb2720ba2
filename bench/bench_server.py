"""End-to-end benchmark of a running memhub server: embedding, ingestion, search, memory.

Usage::

    uv run python bench/bench_server.py            # full run: 1k, 10k, 100k and 100k/10 ns
    uv run python bench/bench_server.py --quick    # 1k and 10k only, smaller ingestion run
    uv run python bench/bench_server.py --sizes 1000 10000 --spread none --skip-ingest

What is measured (targets from the performance issue, on a 2-core machine):

1. Embedding throughput of ``LocalMiniLMEmbedder.embed``, set up as ``memhub serve`` sets
   it up (BLAS single-threaded, batches spread over every CPU), on exactly the chunk texts
   the ingestion run produces (target >= 250 sentences/s). One-text-per-call throughput
   (a search embedding its query) is reported next to it.
2. Ingestion throughput through a real ``memhub serve`` subprocess: conversation-style
   documents of 1-3 sentences are sent with ``documents.batch_add`` in batches of 100 and
   timed from the first request until every document is ``done`` (target: chunk rate >=
   80 % of the embedding rate). Three runs by default, each on a fresh server, with the
   embedding rate sampled again after each; the ratio compares the best run with the best
   embedding sample, and the median ratio is reported too.
3. Search latency over HTTP on loopback, ``search_mode="chunks"`` and the default (hybrid),
   at several corpus sizes in one namespace plus one corpus spread over several namespaces
   (target p95 <= 30 ms at 100k chunks). The first query of a namespace loads its vector
   matrix; it is reported on its own as the cold load.
4. Server memory (VmRSS and peak VmHWM from ``/proc/<pid>/status``) after each search run
   (target RSS <= 600 MB at 100k chunks).

Large corpora are not pushed through HTTP (100k chunks would take many minutes of
embedding per run). Instead the chunk texts are embedded once with the same local model,
cached under ``bench/.cache/`` in parts of 10k rows keyed by a hash of their texts, and
written into the server's data directory through ``SQLiteStore`` with ``add_documents`` ->
``next_jobs`` -> ``finish_jobs``, the exact calls the ingestion worker commits through.

After each search scenario the server is stopped and the same data directory is opened
in-process with ``Engine`` to split the engine's time per query into its parts (query
embedding, dense scan, SQLite full-text search, chunk fetch, the rest); ``--profile`` adds
a cProfile listing for the largest scenario.

The machine image this project is developed on sets ``OPENBLAS_CORETYPE=Haswell`` (and
``OPENBLAS_L2_SIZE``) for the sake of old OpenBLAS builds, which halves NumPy's float32
matrix-product speed on its AVX-512 CPUs. Published numbers were taken with both unset
for the benchmark command alone (``env -u OPENBLAS_CORETYPE -u OPENBLAS_L2_SIZE ...``),
as a normal machine runs; the kernel OpenBLAS chose is recorded under ``machine``.

Results are printed as tables and written to ``bench/results/server.json``. Other processes
may share the CPU; load averages and the share of CPU time used by processes other than this
benchmark and its server are recorded per phase so noisy numbers can be recognised.
"""

from __future__ import annotations

import argparse
import cProfile
import hashlib
import os
import random
import subprocess
import time
from collections.abc import Callable, Collection, Sequence
from dataclasses import asdict, dataclass, field
from functools import partial
from pathlib import Path
from typing import Any, Literal

import numpy as np
import numpy.typing as npt
from _harness import (
    CHUNK_SEARCH_CALLS,
    CallTimer,
    CpuMeter,
    Resources,
    breakdown_child,
    breakdown_in_child,
    check,
    data_dir_mb,
    finish,
    fts_matches,
    guarded,
    latency_stats,
    log,
    machine_info,
    print_verdict,
    profile_text,
    stop_on_sigterm,
    table,
    write_json,
)
from threadpoolctl import threadpool_limits

from memhub import Memhub
from memhub import types as t
from memhub_server.engine import DATABASE_FILE, Engine
from memhub_server.pipeline.chunker import chunk_text
from memhub_server.pipeline.embedding import LocalMiniLMEmbedder
from memhub_server.store.base import NewChunk, NewDocument
from memhub_server.store.interface import Store
from memhub_server.store.sqlite import SQLiteStore

BENCH_DIR = Path(__file__).resolve().parent
RESULTS = BENCH_DIR / "results" / "server.json"
CACHE_DIR = BENCH_DIR / ".cache"
MODEL_ID = LocalMiniLMEmbedder.MODEL_ID
CACHE_PART_ROWS = 10_000
CHUNKS_PER_DOCUMENT = 10
WORKER_BATCH = 32  # documents per next_jobs/finish_jobs, as the worker claims them
GENERATOR_VERSION = "conv-v2"

Vectors = npt.NDArray[np.float32]

TARGETS = {
    "embedding_sentences_per_s": 250.0,
    "ingestion_ratio_to_embedding": 0.80,
    "search_p95_ms_at_100k": 30.0,
    "rss_mb_at_100k": 600.0,
}

# --------------------------------------------------------------------------------------
# Text: short conversations about people, and questions about them
# --------------------------------------------------------------------------------------

PEOPLE = (
    "Alice", "Bob", "Priya", "Mateo", "Chen", "Fatima", "Oliver", "Sofia", "Kenji", "Amara",
    "Lukas", "Grace", "Diego", "Hannah", "Omar", "Ingrid", "Tomas", "Mei", "Noah", "Yara",
    "Ravi", "Elena", "Samuel", "Aiko", "Jonas", "Leila", "Marco", "Nadia", "Pedro", "Zoe",
    "Felix", "Anika", "Hugo", "Imani", "Viktor", "Rosa", "Tariq", "Clara", "Emeka", "Lena",
    "Bruno", "Saanvi", "Theo", "Maya", "Arjun", "Freya", "Kofi", "Julia",
)  # fmt: skip
RELATIONS = (
    "my sister", "my manager", "my neighbour", "my dentist", "my landlord", "my cousin",
    "my running coach", "my old roommate", "my team lead", "my piano teacher",
)  # fmt: skip
PLACES = (
    "Lisbon", "Kyoto", "Toronto", "Nairobi", "Berlin", "Buenos Aires", "Oslo", "Seoul",
    "Melbourne", "Porto", "Denver", "Edinburgh", "Marrakesh", "Vancouver", "Krakow",
    "Singapore", "the climbing gym", "the public library", "the farmers' market",
    "the new co-working space", "the university campus", "the hospital cafeteria",
    "a cabin in the mountains", "the harbour", "the night market", "the train station",
)  # fmt: skip
ACTIVITIES = (
    "learning to play the cello", "training for a half marathon", "writing a fantasy novel",
    "refactoring the billing service", "planning a trip to Iceland", "studying for the bar exam",
    "restoring an old motorcycle", "baking sourdough", "migrating the database to Postgres",
    "volunteering at an animal shelter", "learning Japanese", "building a treehouse",
    "preparing a talk on distributed systems", "growing tomatoes on the balcony",
    "knitting a sweater", "coaching a youth football team", "renovating the kitchen",
    "learning to sail", "recording a podcast", "practising calligraphy",
    "organising a charity run", "brewing kombucha", "learning to code in Rust",
    "photographing birds", "training a rescue dog", "composing film music",
)  # fmt: skip
PREFERENCES = (
    "prefers tea over coffee", "is allergic to peanuts", "hates early morning meetings",
    "likes window seats on long flights", "only reads books on paper", "is vegetarian",
    "wants every report as a PDF", "uses Vim for everything", "listens to jazz while working",
    "dislikes spicy food", "is lactose intolerant", "never checks email on weekends",
    "prefers trains to planes", "loves thunderstorms", "is afraid of heights",
    "drinks oat milk", "collects vintage maps", "cannot stand cilantro",
    "likes to be called by a nickname", "always cycles to work",
)  # fmt: skip
OBJECTS = (
    "the quarterly report", "a birthday present", "new running shoes", "the apartment keys",
    "a second-hand camera", "the grant application", "concert tickets", "a faster laptop",
    "the insurance papers", "a vintage record player", "a winter coat", "the passport",
    "a bread maker", "the contract draft", "a folding bike", "noise-cancelling headphones",
)  # fmt: skip
WHEN = (
    "last Tuesday", "this morning", "since March", "over the weekend", "two years ago",
    "later this month", "yesterday evening", "next spring", "in early June", "last night",
    "a few weeks ago", "before the holidays", "on Friday", "at the end of the year",
)  # fmt: skip

FACTS = (
    "{who} moved to {place} {when} and is still settling in.",
    "{who} has been {activity} {when}.",
    "{who} {pref}, so keep that in mind when booking dinner.",
    "{who} lost {object} somewhere near {place} {when}.",
    "{who} asked me to pick up {object} before we leave for {place}.",
    "I met {who} at {place} {when} and we talked about {activity}.",
    "{who} told me {when} that they are {activity} and it is harder than expected.",
    "Remember that {who} {pref}.",
    "{who} and {who2} are {activity} together {when}.",
    "The meeting with {who} got moved to {place} because of the weather.",
    "{who} wants {object} back {when}.",
    "{who} said the best thing about {place} is the food.",
    "{who} is flying to {place} {when} to see family.",
    "I promised {who} I would help with {activity}.",
)
ACKS = (
    "Got it, I'll remember that.",
    "Noted, I've saved that for later.",
    "Thanks, I will keep it in mind.",
    "Okay, I've added that to your notes.",
    "Understood, I'll remind you if it comes up.",
    "Sure, that's recorded.",
)
FOLLOW_UPS = (
    "Also, {who} {pref}.",
    "Oh, and {who} is {activity} {when}.",
    "By the way, {who} still has {object}.",
    "And please remind me to call {who} {when}.",
)
QUESTIONS = (
    "Where did {who} move to?",
    "What has {who} been working on lately?",
    "Does {who} have any food restrictions?",
    "What did {who} lose near {place}?",
    "Who asked me to buy {object}?",
    "Who did I meet at {place}?",
    "Which of my friends is {activity}?",
    "What should I remember about {who}?",
    "When is {who} going to {place}?",
    "What did I promise to help {who} with?",
    "Who {pref}?",
    "What does {who} think about {place}?",
    "Where was the meeting with {who} moved to?",
    "Who wants {object} back?",
)


def _person(rng: random.Random) -> str:
    return rng.choice(RELATIONS) if rng.random() < 0.15 else rng.choice(PEOPLE)


def _fill(template: str, rng: random.Random) -> str:
    who, who2 = rng.sample(PEOPLE, 2)
    text = template.format(
        who=_person(rng) if "{who2}" not in template else who,
        who2=who2,
        place=rng.choice(PLACES),
        activity=rng.choice(ACTIVITIES),
        pref=rng.choice(PREFERENCES),
        object=rng.choice(OBJECTS),
        when=rng.choice(WHEN),
    )
    return text[0].upper() + text[1:]


def conversation(rng: random.Random) -> str:
    """One memory-worthy exchange of 1-3 sentences, written as a User/Assistant transcript."""
    lines = [f"User: {_fill(rng.choice(FACTS), rng)}"]
    shape = rng.random()
    if shape < 0.55:
        lines.append(f"Assistant: {rng.choice(ACKS)}")
    if shape > 0.35:
        lines.append(f"User: {_fill(rng.choice(FOLLOW_UPS), rng)}")
    return "\n".join(lines)


def conversations(n: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    return [conversation(rng) for _ in range(n)]


def questions(n: int, seed: int, *, besides: Collection[str] = ()) -> list[str]:
    """`n` questions drawn with `seed`, none of them one of `besides`."""
    rng = random.Random(seed ^ 0x5EED)
    drawn: list[str] = []
    while len(drawn) < n:
        question = _fill(rng.choice(QUESTIONS), rng)
        if question not in besides:
            drawn.append(question)
    return drawn


QueryMode = Literal["chunks", "hybrid"]
MODES: tuple[QueryMode, ...] = ("chunks", "hybrid")


def query_sets(n: int, seed: int) -> dict[QueryMode, list[str]]:
    """`n` questions per search mode, from the same templates, no question in both sets.

    The server caches query embeddings, so a mode timed on the questions another mode
    has just asked would skip embedding them and look faster than it is."""
    chunks = questions(n, seed)
    return {"chunks": chunks, "hybrid": questions(n, seed + 1, besides=set(chunks))}


@dataclass
class Corpus:
    """The first `n` chunk texts the chunker emits for a run of short conversations (a
    conversation is cut into prompt-sized passages at turn boundaries, so one may give
    more than one chunk)."""

    texts: list[str]
    metadata: list[dict[str, Any]]

    @classmethod
    def generate(cls, n: int, seed: int) -> Corpus:
        texts: list[str] = []
        metadata: list[dict[str, Any]] = []
        rng = random.Random(seed)
        while len(texts) < n:
            for piece in chunk_text(conversation(rng))[: n - len(texts)]:
                texts.append(piece.content)
                metadata.append(dict(piece.metadata))
        return cls(texts, metadata)


# --------------------------------------------------------------------------------------
# Embedding cache
# --------------------------------------------------------------------------------------


def _part_key(texts: Sequence[str]) -> str:
    digest = hashlib.sha256()
    digest.update(f"{MODEL_ID}\0{GENERATOR_VERSION}\0".encode())
    for text in texts:
        digest.update(text.encode())
        digest.update(b"\0")
    return digest.hexdigest()[:16]


def corpus_vectors(
    corpus: Corpus, embedder: LocalMiniLMEmbedder, log: Callable[[str], None]
) -> Vectors:
    """Embeddings of every corpus text, computed once per 10k-row part and cached on disk."""
    CACHE_DIR.mkdir(parents=True, exist_ok=True)
    parts: list[Vectors] = []
    for start in range(0, len(corpus.texts), CACHE_PART_ROWS):
        texts = corpus.texts[start : start + CACHE_PART_ROWS]
        path = CACHE_DIR / f"chunks-{len(texts)}-{_part_key(texts)}.npy"
        if path.exists():
            vectors = np.load(path)
            if vectors.shape == (len(texts), embedder.dimensions):
                parts.append(vectors.astype(np.float32, copy=False))
                continue
        began = time.perf_counter()
        vectors = embedder.embed(texts)
        elapsed = time.perf_counter() - began
        log(
            f"  embedded corpus rows {start}-{start + len(texts)} in {elapsed:.1f}s "
            f"({len(texts) / elapsed:.0f}/s), cached as {path.name}"
        )
        tmp = path.with_suffix(".tmp.npy")
        np.save(tmp, vectors)
        tmp.replace(path)
        parts.append(vectors)
    return np.concatenate(parts) if parts else np.zeros((0, embedder.dimensions), np.float32)


# --------------------------------------------------------------------------------------
# 1. Embedding throughput
# --------------------------------------------------------------------------------------


def bench_embedding(
    texts: list[str], embedder: LocalMiniLMEmbedder, repeats: int, singles: int, meter: CpuMeter
) -> dict[str, Any]:
    result: dict[str, Any] = {
        "texts": len(texts),
        "batch_size": embedder.batch_size,
        "tokens_per_text_mean": round(
            float(np.mean([len(ids) for ids in embedder.tokenize(texts)])), 1
        ),
    }
    with meter.phase() as cpu:
        embedder.embed(texts[: 4 * embedder.batch_size])  # warm-up
        times = []
        for _ in range(repeats):
            began = time.perf_counter()
            embedder.embed(texts)
            times.append(time.perf_counter() - began)
        began = time.perf_counter()
        for text in texts[:singles]:
            embedder.embed([text])
        single_s = time.perf_counter() - began
    result["cpu"] = cpu
    result["seconds"] = [round(s, 3) for s in times]
    result["sentences_per_s_best"] = round(len(texts) / min(times), 1)
    result["sentences_per_s_median"] = round(len(texts) / float(np.median(times)), 1)
    result["one_per_call_sentences_per_s"] = round(singles / single_s, 1) if singles else None
    return result


# --------------------------------------------------------------------------------------
# 2. Ingestion through HTTP
# --------------------------------------------------------------------------------------


def bench_ingestion(
    resources: Resources,
    meter: CpuMeter,
    documents: list[str],
    args: argparse.Namespace,
    *,
    dreaming: bool = True,
) -> dict[str, Any]:
    data_dir = resources.tempdir("ingest") / "data"
    server = resources.serve(data_dir)
    result: dict[str, Any] = {"documents": len(documents), "batch": args.batch}
    result["server_start_s"] = round(server.wait_ready(), 2)
    namespace = "bench-ingest"
    with server.client() as client:
        # Load the model before timing, as a server that has served once would have it.
        began = time.perf_counter()
        client.search("bench-warmup", query="warm up the embedder")
        result["model_load_s"] = round(time.perf_counter() - began, 2)
        with meter.phase() as cpu:
            sent = send_and_wait(client, namespace, documents, args.batch)
        memory = server.memory()
        # Memory formation ("dreaming") follows indexing; the ingestion target stops
        # at `done`, but how long memories take to appear is worth knowing too.
        if dreaming:
            formed = _wait_dreaming(client, namespace, sent.started, args.dream_timeout)
            result["dreaming"] = formed | {"rss_after_mb": server.memory()["rss_mb"]}
    resources.stop(server)
    result.update(cpu=cpu, **sent.figures(len(documents)), **memory)
    return result


@dataclass
class Sent:
    """Documents sent and followed until every one was indexed (or failed)."""

    states: list[_DocState]
    chunks: int
    started_wall: float
    started: float
    submit_s: float
    polled_s: float

    def figures(self, documents: int) -> dict[str, Any]:
        """Throughput from the server's own timestamps (polling slowly costs no accuracy)."""
        elapsed = max(s.updated_at for s in self.states) - self.started_wall
        return {
            "failed": sum(1 for s in self.states if s.status != "done"),
            "chunks": self.chunks,
            "submit_s": round(self.submit_s, 2),
            "seconds": round(elapsed, 2),
            "seconds_polled": round(self.polled_s, 2),
            "documents_per_s": round(documents / elapsed, 1),
            "chunks_per_s": round(self.chunks / elapsed, 1),
        }


def send_and_wait(client: Memhub, namespace: str, documents: list[str], batch: int) -> Sent:
    """Send `documents` with `batch_add`, `batch` at a time, and wait until all are done."""
    ids: list[str] = []
    started_wall, started = time.time(), time.perf_counter()
    for offset in range(0, len(documents), batch):
        reply = client.documents.batch_add(
            namespace, documents=[{"content": c} for c in documents[offset : offset + batch]]
        )
        if reply.failed:
            raise RuntimeError(f"batch_add rejected {reply.failed} document(s)")
        ids += [r.id for r in reply.results if r.id]
    submit_s = time.perf_counter() - started
    # Jobs run in submission order, so the last document finishes last. Completion is
    # read from the server's own timestamps, so polling slowly costs no accuracy and
    # keeps the benchmark's requests from competing with the work it measures.
    while client.documents.get(namespace, ids[-1]).system.status not in ("done", "failed"):
        time.sleep(0.5)
    states = _document_states(client, namespace)
    while any(s.status not in ("done", "failed") for s in states):
        time.sleep(0.25)
        states = _document_states(client, namespace)
    polled_s = time.perf_counter() - started
    chunks = client.list(namespace, "chunks", limit=1).pagination.total_items
    return Sent(states, chunks, started_wall, started, submit_s, polled_s)


@dataclass
class _DocState:
    status: str
    dreaming_status: str
    updated_at: float


def _document_states(client: Memhub, namespace: str) -> list[_DocState]:
    states: list[_DocState] = []
    page = 1
    while True:
        listing = client.list(namespace, "documents", page=page, limit=100)
        for doc in listing.documents:
            updated = doc.system.updated_at
            states.append(
                _DocState(
                    str(doc.system.status),
                    str(doc.system.dreaming_status),
                    updated.timestamp() if updated else 0.0,
                )
            )
        if page >= listing.pagination.total_pages:
            return states
        page += 1


def _wait_dreaming(
    client: Memhub, namespace: str, started: float, timeout: float
) -> dict[str, Any]:
    deadline = time.perf_counter() + timeout
    states = _document_states(client, namespace)
    while any(s.dreaming_status not in ("done", "None") for s in states):
        if time.perf_counter() > deadline:
            break
        time.sleep(0.5)
        states = _document_states(client, namespace)
    pending = sum(1 for s in states if s.dreaming_status not in ("done", "None"))
    try:
        memories: int | None = client.list(namespace, "memories", limit=1).pagination.total_items
    except Exception:  # the memories listing is newer than this benchmark may be
        memories = None
    return {
        "seconds_from_first_add_polled": round(time.perf_counter() - started, 1),
        "documents_still_dreaming": pending,
        "timed_out": pending > 0,
        "memories": memories,
    }


# --------------------------------------------------------------------------------------
# 3./4. Search latency and memory
# --------------------------------------------------------------------------------------


@dataclass
class Scenario:
    name: str
    chunks: int
    namespaces: int

    def layout(self) -> list[tuple[str, int, int]]:
        """(namespace, first corpus row, end row) for each namespace."""
        per = self.chunks // self.namespaces
        if self.namespaces == 1:
            return [(f"bench-{self.chunks}", 0, self.chunks)]
        return [(f"bench-{self.name}-{i}", i * per, (i + 1) * per) for i in range(self.namespaces)]


@dataclass
class SearchRun:
    mode: str
    client_ms: dict[str, float]
    server_ms: dict[str, float]
    mean_results: float


@dataclass
class ScenarioResult:
    name: str
    chunks: int
    namespaces: int
    build_s: float
    database_mb: float
    server_start_s: float
    model_load_s: float
    cold_first_query_ms: list[float]
    runs: list[SearchRun] = field(default_factory=list)
    memory: dict[str, float] = field(default_factory=dict)
    cpu: dict[str, Any] = field(default_factory=dict)
    breakdown: dict[str, Any] = field(default_factory=dict)


def build_store(
    data_dir: Path, scenario: Scenario, corpus: Corpus, vectors: Vectors
) -> tuple[float, float]:
    """Write the scenario's chunks into a fresh data dir the way the worker commits them
    (see `fill_store`); the seconds it took and the data dir's size in MiB."""
    data_dir.mkdir(parents=True, exist_ok=True)
    began = time.perf_counter()
    store = SQLiteStore(data_dir / DATABASE_FILE, embedding_model=MODEL_ID)
    try:
        fill_store(store, scenario.layout(), corpus, vectors)
    finally:
        store.close()
    size = data_dir_mb(data_dir / DATABASE_FILE)
    return time.perf_counter() - began, size


def fill_store(
    store: Store, layout: Sequence[tuple[str, int, int]], corpus: Corpus, vectors: Vectors
) -> None:
    """Write corpus rows into `store`, as (namespace, first row, end row) says.

    Documents are accepted with `add_documents`, claimed with `next_jobs` and committed with
    `finish_jobs`, WORKER_BATCH documents at a time like the worker. They are marked
    `superrag` (chunks only) so no memory formation is queued behind them.
    """
    for namespace, first, end in layout:
        starts = list(range(first, end, CHUNKS_PER_DOCUMENT))
        for group in range(0, len(starts), WORKER_BATCH):
            batch = [
                range(start, min(start + CHUNKS_PER_DOCUMENT, end))
                for start in starts[group : group + WORKER_BATCH]
            ]
            news = [
                NewDocument(
                    content="\n\n".join(corpus.texts[i] for i in rows),
                    metadata={"source": "bench"},
                    task_type="superrag",
                )
                for rows in batch
            ]
            outcomes = store.add_documents(namespace, news)
            rows_by_doc = {o.document.id: rows for o, rows in zip(outcomes, batch, strict=True)}
            jobs = store.next_jobs(len(rows_by_doc), max_chars=10**9)
            if sorted(j.document_id for j in jobs) != sorted(rows_by_doc):
                raise RuntimeError("unexpected job queue state while building the corpus")
            store.finish_jobs(
                [
                    (
                        job,
                        [
                            NewChunk(pos, corpus.texts[i], vectors[i], corpus.metadata[i])
                            for pos, i in enumerate(rows_by_doc[job.document_id])
                        ],
                    )
                    for job in jobs
                ]
            )


def bench_search(
    resources: Resources,
    meter: CpuMeter,
    scenario: Scenario,
    corpus: Corpus,
    vectors: Vectors,
    queries: dict[QueryMode, list[str]],
    args: argparse.Namespace,
) -> ScenarioResult:
    data_dir = resources.tempdir(scenario.name) / "data"
    build_s, db_mb = build_store(data_dir, scenario, corpus, vectors)
    log(f"  built {scenario.chunks} chunks in {build_s:.1f}s ({db_mb:.0f} MiB on disk)")
    server = resources.serve(data_dir)
    start_s = server.wait_ready()
    namespaces = [ns for ns, _, _ in scenario.layout()]
    with server.client() as client:
        began = time.perf_counter()
        client.search("bench-warmup", query="warm up the embedder")
        model_s = time.perf_counter() - began
        cold = []
        for i, namespace in enumerate(namespaces):
            began = time.perf_counter()
            chunk_queries = queries["chunks"]
            client.search(
                namespace, query=chunk_queries[i % len(chunk_queries)], search_mode="chunks"
            )
            cold.append(round((time.perf_counter() - began) * 1000, 1))
        result = ScenarioResult(
            scenario.name,
            scenario.chunks,
            scenario.namespaces,
            round(build_s, 1),
            round(db_mb, 1),
            round(start_s, 2),
            round(model_s, 2),
            cold,
        )
        with meter.phase() as cpu:
            for mode in MODES:
                result.runs.append(timed_queries([client], namespaces, queries[mode], mode, args))
        result.cpu = cpu
        result.memory = server.memory()
    resources.stop(server)
    sample = {mode: queries[mode][: args.breakdown_queries] for mode in MODES}
    result.breakdown = engine_breakdown(data_dir, namespaces, sample, profile=args.profile_this)
    return result


def timed_queries(
    clients: Sequence[Memhub],
    namespaces: list[str],
    queries: list[str],
    mode: str,
    args: argparse.Namespace,
) -> SearchRun:
    """`args.queries` searches, each a question not asked before, spread over the
    namespaces and over `clients` (round robin, as a load balancer would), after
    `args.warmup` untimed ones."""
    # None: the server default (hybrid)
    search_mode: t.SearchMode | None = "chunks" if mode == "chunks" else None
    for i in range(args.warmup):
        clients[i % len(clients)].search(
            namespaces[i % len(namespaces)], query=queries[-1 - i], search_mode=search_mode
        )
    client_ms, server_ms, hits = [], [], []
    for i in range(args.queries):
        namespace = namespaces[i % len(namespaces)]
        began = time.perf_counter()
        reply = clients[i % len(clients)].search(
            namespace, query=queries[i], search_mode=search_mode
        )
        client_ms.append((time.perf_counter() - began) * 1000)
        server_ms.append(reply.search_time)
        hits.append(len(reply.results))
    return SearchRun(
        mode, latency_stats(client_ms), latency_stats(server_ms), round(float(np.mean(hits)), 1)
    )


# Engine calls timed inside each search: (label, path to the object, method name). They are
# wrapped on the instances, so the real call path is timed, not a copy of it; `rest` is the
# search's time outside all of them (fusion, scoring, response models).
_TIMED_CALLS = (
    ("embed_query", "search", "embed_query"),
    *CHUNK_SEARCH_CALLS,
    ("memory_recall", "search._memories", "recall"),
)


def engine_breakdown(
    data_dir: Path,
    namespaces: list[str],
    queries: dict[QueryMode, list[str]],
    *,
    profile: bool,
) -> dict[str, Any]:
    """Each search split into the timed engine calls, in a fresh interpreter."""

    def run(argv: list[str]) -> tuple[int, str]:
        done = subprocess.run(argv, capture_output=True, text=True, check=False)
        return done.returncode, done.stderr or done.stdout

    spec = {"namespaces": namespaces, "queries": queries, "profile": profile}
    return breakdown_in_child(__file__, data_dir, spec, run)


def _breakdown(engine: Engine, timer: CallTimer, spec: dict[str, Any]) -> dict[str, Any]:
    namespaces, queries = spec["namespaces"], spec["queries"]
    out: dict[str, Any] = {}
    for namespace in namespaces:  # model and matrices loaded before timing
        engine.search.search(namespace, t.SearchRequest(query="warm up"))
    for mode in MODES:
        samples: dict[str, list[float]] = {k: [] for k in [*timer.labels, "rest", "total"]}
        for i, query in enumerate(queries[mode]):
            request = t.SearchRequest(query=query, search_mode=mode)
            search = partial(engine.search.search, namespaces[i % len(namespaces)], request)
            parts = timer.split(search)
            for label, values in samples.items():
                values.append(parts.get(label, 0.0))
        out[mode] = {k: latency_stats(v) for k, v in samples.items()}
    chunk_queries = queries["chunks"]
    matched = fts_matches(engine.settings.data_dir / DATABASE_FILE, "chunks_fts", chunk_queries)
    out["fts_rows_matched"] = {"mean": round(float(np.mean(matched))), "max": max(matched)}
    if spec["profile"]:
        out["profile"] = _profile(engine, namespaces, queries["hybrid"])
    return out


def _profile(engine: Engine, namespaces: list[str], queries: list[str]) -> str:
    profiler = cProfile.Profile()
    profiler.enable()
    for i, query in enumerate(queries):
        engine.search.search(namespaces[i % len(namespaces)], t.SearchRequest(query=query))
    profiler.disable()
    return profile_text(profiler)


# --------------------------------------------------------------------------------------
# Main
# --------------------------------------------------------------------------------------


def _parse(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="1k and 10k only, 300 ingest docs")
    parser.add_argument("--sizes", type=int, nargs="+", default=None, help="chunks per scenario")
    parser.add_argument(
        "--spread",
        default=None,
        help="TOTAL:NAMESPACES scenario, e.g. 100000:10 (default in full runs); 'none' to skip",
    )
    parser.add_argument("--ingest-docs", type=int, default=None, help="documents to ingest")
    parser.add_argument("--batch", type=int, default=100, help="documents per batch_add")
    parser.add_argument(
        "--ingest-repeats", type=int, default=3, help="ingestion runs, each on a fresh server"
    )
    parser.add_argument(
        "--dream-timeout", type=float, default=300.0, help="max wait for memory formation"
    )
    parser.add_argument("--queries", type=int, default=300, help="timed queries per mode")
    parser.add_argument("--warmup", type=int, default=20, help="untimed queries per mode")
    parser.add_argument("--breakdown-queries", type=int, default=100)
    parser.add_argument("--embed-repeats", type=int, default=3)
    parser.add_argument("--seed", type=int, default=20240601)
    parser.add_argument("--profile", action="store_true", help="cProfile the largest scenario")
    parser.add_argument("--skip-embed", action="store_true")
    parser.add_argument("--skip-ingest", action="store_true")
    parser.add_argument("--skip-search", action="store_true")
    parser.add_argument("--keep", action="store_true", help="keep the temporary data dirs")
    parser.add_argument(
        "--server-env",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="extra environment for the servers, e.g. OPENBLAS_NUM_THREADS=1 (repeatable)",
    )
    parser.add_argument("--output", type=Path, default=RESULTS)
    parser.add_argument("--breakdown-child", type=Path, default=None, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.sizes is None:
        args.sizes = [1_000, 10_000] if args.quick else [1_000, 10_000, 100_000]
    if args.spread is None:
        args.spread = "none" if args.quick else "100000:10"
    if args.ingest_docs is None:
        args.ingest_docs = 300 if args.quick else 1000
    args.profile_this = False
    if args.queries < 200:
        parser.error("--queries must be at least 200")
    return args


def _scenarios(args: argparse.Namespace) -> list[Scenario]:
    scenarios = [Scenario(f"{n // 1000}k" if n >= 1000 else str(n), n, 1) for n in args.sizes]
    if args.spread != "none":
        total, _, count = args.spread.partition(":")
        n, k = int(total), int(count or 10)
        scenarios.append(Scenario(f"{n // 1000}k-{k}ns", n, k))
    return scenarios


def _blas_info() -> dict[str, Any]:
    """Which BLAS NumPy loaded and which kernels it picked, plus the variables that steer it."""
    from threadpoolctl import threadpool_info

    np.ones(2) @ np.ones(2)  # make sure the library is loaded
    libs = [i for i in threadpool_info() if i.get("user_api") == "blas"]
    return {
        "library": libs[0].get("internal_api") if libs else None,
        "architecture": libs[0].get("architecture") if libs else None,
        "env": {k: v for k, v in os.environ.items() if k.startswith("OPENBLAS_")},
    }


def main(argv: Sequence[str] | None = None) -> int:
    args = _parse(argv)
    if args.breakdown_child:
        return breakdown_child(args.breakdown_child, _TIMED_CALLS, _breakdown)
    stop_on_sigterm()
    server_env = dict(item.split("=", 1) for item in args.server_env)
    resources = Resources(keep=args.keep, server_env=server_env)
    meter = CpuMeter(resources.own_pids)
    scenarios = _scenarios(args)
    report: dict[str, Any] = {"machine": machine_info(blas=_blas_info()), "targets": TARGETS}
    report["server_env"] = server_env
    args.output.parent.mkdir(parents=True, exist_ok=True)
    log(f"machine: {report['machine']}")

    def run() -> None:
        # The server's configuration (see memhub_server.cli): BLAS single-threaded, the
        # model's batches spread over every CPU. The rate below is what ingestion can reach.
        threadpool_limits(limits=1, user_api="blas")
        embedder = LocalMiniLMEmbedder(threads=os.cpu_count() or 1)
        report["embedder"] = {"blas_threads": 1, "embed_threads": embedder.threads}
        ingest_docs = conversations(args.ingest_docs, args.seed + 1)
        ingest_chunks = [p.content for d in ingest_docs for p in chunk_text(d)]
        report["corpus"] = {
            "generator": GENERATOR_VERSION,
            "seed": args.seed,
            "description": (
                "Seeded template generator of short User/Assistant exchanges (1-3 sentences: a "
                "fact about a person - moves, plans, preferences, lost items - an optional "
                "assistant acknowledgement and an optional follow-up fact). Corpus rows are the "
                "chunks memhub's chunker emits for them (an exchange gives one or two "
                "prompt-sized passages). Queries are questions about "
                "the same people, places and activities from the same vocabulary."
            ),
            "ingestion": (
                f"{len(ingest_docs)} exchanges sent over HTTP as separate documents "
                f"({len(ingest_chunks)} chunks), batch_add batches of {args.batch}."
            ),
            "search": (
                "Corpus rows embedded once with LocalMiniLMEmbedder (cached in bench/.cache/, "
                f"{CACHE_PART_ROWS}-row parts keyed by text hash), then written to a fresh data "
                "dir with SQLiteStore.add_documents -> next_jobs -> finish_jobs (the worker's "
                f"commit path), {CHUNKS_PER_DOCUMENT} chunks per document. Smaller scenarios use "
                "a prefix of the same rows; the spread scenario puts consecutive 1/N slices in N "
                "namespaces."
            ),
            "example_chunk": ingest_chunks[0],
            "example_query": questions(1, args.seed)[0],
        }
        if not args.skip_embed:
            log(f"\n[1/3] embedding {len(ingest_chunks)} chunk texts ...")
            report["embedding"] = bench_embedding(
                ingest_chunks, embedder, args.embed_repeats, min(200, len(ingest_chunks)), meter
            )
            _print_embedding(report["embedding"])
        if not args.skip_ingest:
            log(
                f"\n[2/3] ingesting {len(ingest_docs)} documents through a server, "
                f"{args.ingest_repeats} run(s) ..."
            )
            runs = []
            for number in range(args.ingest_repeats):
                # A fresh server and data dir per run; memory formation is followed on the
                # first run only (later runs stop the server once indexing is done).
                run = bench_ingestion(resources, meter, ingest_docs, args, dreaming=number == 0)
                runs.append(run)
                if "embedding" in report:
                    # Load drifts on a shared machine: embed the same texts again after every
                    # run, so the two rates are sampled the same number of times, interleaved.
                    began = time.perf_counter()
                    embedder.embed(ingest_chunks)
                    again = round(len(ingest_chunks) / (time.perf_counter() - began), 1)
                    e = report["embedding"]
                    e.setdefault("after_ingestion_sentences_per_s", []).append(again)
                    e["sentences_per_s_best"] = max(e["sentences_per_s_best"], again)
                _print_ingestion(run, report.get("embedding"))
            report["ingestion"] = _summarise_ingestion(runs, report.get("embedding"))
        if not args.skip_search and scenarios:
            biggest = max(s.chunks for s in scenarios)
            log(f"\n[3/3] search: preparing a {biggest}-row corpus ...")
            corpus = Corpus.generate(biggest, args.seed)
            report["corpus"]["search_rows"] = biggest
            report["corpus"]["search_rows_unique"] = len(set(corpus.texts))
            vectors = corpus_vectors(corpus, embedder, log)
            queries = query_sets(args.queries + args.warmup + 50, args.seed)
            report["search"] = []
            for scenario in scenarios:
                log(
                    f"\n  scenario {scenario.name}: {scenario.chunks} chunks in "
                    f"{scenario.namespaces} namespace(s)"
                )
                args.profile_this = args.profile and scenario.chunks == biggest
                result = bench_search(resources, meter, scenario, corpus, vectors, queries, args)
                report["search"].append(asdict(result))
                _print_scenario(result)
                write_json(args.output, report)
            _print_summary(report)
        report["verdict"] = verdict(report)
        print_verdict(report["verdict"])
        finish(report, args.output)

    return guarded(resources, run)


def _print_embedding(e: dict[str, Any]) -> None:
    log(
        f"  {e['texts']} texts, {e['tokens_per_text_mean']} tokens each on average, "
        f"batch_size {e['batch_size']}: best {e['sentences_per_s_best']}/s, median "
        f"{e['sentences_per_s_median']}/s; one text per call {e['one_per_call_sentences_per_s']}/s"
        f"  (foreign CPU {e['cpu']['foreign_share']:.0%})"
    )


def _summarise_ingestion(
    runs: list[dict[str, Any]], embedding: dict[str, Any] | None
) -> dict[str, Any]:
    """The best run (by chunks/s) with every run's rate, and its ratio to the embedding rate.

    Best against best: both rates are the least-disturbed of several samples taken
    in the same minutes, which keeps a passing load spike on one side from deciding
    the ratio. The median ratio is reported beside it.
    """
    best = dict(max(runs, key=lambda r: r["chunks_per_s"]))
    best["dreaming"] = runs[0].get("dreaming")
    rates = [r["chunks_per_s"] for r in runs]
    best["runs_chunks_per_s"] = rates
    if embedding:
        samples = [embedding["texts"] / t for t in embedding["seconds"]]
        samples += embedding.get("after_ingestion_sentences_per_s", [])
        best["ratio_to_embedding"] = round(
            best["chunks_per_s"] / embedding["sentences_per_s_best"], 3
        )
        best["median_ratio_to_embedding"] = round(
            float(np.median(rates)) / float(np.median(samples)), 3
        )
        log(
            f"  best run {best['chunks_per_s']} chunks/s = {best['ratio_to_embedding']:.0%} of the "
            f"best embedding rate ({embedding['sentences_per_s_best']}/s); median run vs median "
            f"embedding sample: {best['median_ratio_to_embedding']:.0%}"
        )
    d = best["dreaming"]
    if d:
        log(
            f"  memory formation (first run): {d['memories']} memories, every document dreamed "
            f"{d['seconds_from_first_add_polled']}s after the first add"
            + (
                f" (TIMED OUT, {d['documents_still_dreaming']} still dreaming)"
                if d["timed_out"]
                else ""
            )
        )
    return best


def _print_ingestion(r: dict[str, Any], embedding: dict[str, Any] | None) -> None:
    ratio = ""
    if embedding:
        value = r["chunks_per_s"] / embedding["sentences_per_s_best"]
        r["ratio_to_embedding"] = round(value, 3)
        ratio = f", {value:.0%} of the best embedding rate ({embedding['sentences_per_s_best']}/s)"
    log(
        f"  {r['documents']} docs / {r['chunks']} chunks done in {r['seconds']}s "
        f"(submitting took {r['submit_s']}s): {r['documents_per_s']} docs/s, "
        f"{r['chunks_per_s']} chunks/s{ratio}; failed {r['failed']}; "
        f"RSS {r['rss_mb']} MiB (foreign CPU {r['cpu']['foreign_share']:.0%})"
    )


def _print_scenario(r: ScenarioResult) -> None:
    cold = r.cold_first_query_ms
    spread = f" (mean over {len(cold)} ns {np.mean(cold):.0f} ms)" if len(cold) > 1 else ""
    log(
        f"  server start {r.server_start_s}s, model load {r.model_load_s}s, "
        f"cold first query {cold[0]} ms{spread}"
    )
    for run in r.runs:
        c = run.client_ms
        log(f"  HTTP {run.mode:>6}: p50 {c['p50']} ms, p95 {c['p95']} ms, mean {c['mean']} ms")
    b = r.breakdown
    if "error" in b:
        log(f"  in-process breakdown failed: {b['error'][-300:]}")
        return
    for mode in MODES:
        parts = b[mode]
        steps = ", ".join(
            f"{k} {v['mean']}" for k, v in parts.items() if k != "total" and v["mean"] >= 0.05
        )
        log(f"  in-process {mode} mean ms: {steps}; total {parts['total']['mean']}")
    log(f"  FTS rows matched per query: mean {b['fts_rows_matched']['mean']}")
    if "profile" in b:
        log(b["profile"])


def _print_summary(report: dict[str, Any]) -> None:
    rows = []
    for s in report["search"]:
        for run in s["runs"]:
            c, srv = run["client_ms"], run["server_ms"]
            rows.append(
                (
                    s["name"],
                    s["chunks"],
                    s["namespaces"],
                    run["mode"],
                    c["p50"],
                    c["p95"],
                    c["mean"],
                    srv["p50"],
                    srv["p95"],
                    round(max(s["cold_first_query_ms"])),
                    s["memory"]["rss_mb"],
                    s["memory"]["peak_rss_mb"],
                    f"{s['cpu']['foreign_share']:.0%}",
                )
            )
    log("\nsearch over HTTP (ms; server = engine's own search_time):")
    log(
        table(
            (
                "scenario", "chunks", "ns", "mode", "p50", "p95", "mean", "srv p50",
                "srv p95", "cold", "RSS MiB", "peak MiB", "foreign",
            ),
            rows,
        )
    )  # fmt: skip


def verdict(report: dict[str, Any]) -> dict[str, Any]:
    """Each target of the issue next to the measured value (None when not measured)."""
    out: dict[str, Any] = {}
    embedding, ingestion = report.get("embedding"), report.get("ingestion")
    rate = embedding["sentences_per_s_best"] if embedding else None
    out["embedding_sentences_per_s"] = check(
        rate, TARGETS["embedding_sentences_per_s"], at_least=True
    )
    ratio = ingestion.get("ratio_to_embedding") if ingestion else None
    out["ingestion_ratio_to_embedding"] = check(
        ratio, TARGETS["ingestion_ratio_to_embedding"], at_least=True
    )
    for s in report.get("search", []):
        if s["chunks"] < 100_000:
            continue
        p95 = max(run["client_ms"]["p95"] for run in s["runs"])
        out[f"search_p95_ms[{s['name']}]"] = check(p95, TARGETS["search_p95_ms_at_100k"])
        out[f"rss_mb[{s['name']}]"] = check(s["memory"]["rss_mb"], TARGETS["rss_mb_at_100k"])
    return out


if __name__ == "__main__":
    raise SystemExit(main())
