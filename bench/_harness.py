"""Plumbing every benchmark shares: the server child, cleanup, CPU and memory figures, output.

Benchmarks run as scripts (``uv run python bench/bench_x.py``), so this module is imported
as ``_harness`` from the bench directory. It holds no measurements of its own.
"""

from __future__ import annotations

import contextlib
import cProfile
import io
import json
import os
import platform
import pstats
import random
import re
import shutil
import signal
import socket
import sqlite3
import subprocess
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable, Collection, Iterator, Sequence
from datetime import UTC, datetime
from importlib import metadata
from pathlib import Path
from types import FrameType
from typing import Any

import httpx
import numpy as np

from memhub import Memhub

ADMIN_KEY = "mh_bench_" + "0" * 24  # only ever used against the throwaway servers below

# --------------------------------------------------------------------------------------
# Output
# --------------------------------------------------------------------------------------


def log(message: str) -> None:
    print(message, flush=True)


def table(headers: Sequence[str], rows: Sequence[Sequence[object]]) -> str:
    """Right-aligned columns under a dashed rule."""
    cells = [[str(h) for h in headers]] + [[str(c) for c in row] for row in rows]
    widths = [max(len(row[i]) for row in cells) for i in range(len(headers))]
    lines = ["  ".join(c.rjust(w) for c, w in zip(row, widths, strict=True)) for row in cells]
    lines.insert(1, "  ".join("-" * w for w in widths))
    return "\n".join(lines)


def write_json(path: Path, report: dict[str, Any]) -> None:
    """Write `report` atomically, so an interrupted run never leaves half a file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".json.tmp")
    tmp.write_text(json.dumps(report, indent=2) + "\n")
    tmp.replace(path)


def loadavg() -> list[float]:
    return [round(v, 2) for v in os.getloadavg()]


def finish(report: dict[str, Any], output: Path, *, said: str = "") -> None:
    """Stamp the end load average on `report`, write it to `output` and say so (`said` is
    added to the line, e.g. how long the run took)."""
    report["machine"]["loadavg_end"] = loadavg()
    write_json(output, report)
    log(f"\nwrote {output}{said}")


def written(report: dict[str, Any], output: Path) -> None:
    """Print the run's load averages under its table, then write `report` to `output`."""
    machine = report["machine"]
    print(f"load average start/end: {machine['loadavg_start']} / {machine['loadavg_end']}")
    write_json(output, report)
    print(f"written to {output}")


def machine_info(**extra: Any) -> dict[str, Any]:
    """What the figures were measured on; `extra` adds benchmark-specific entries."""
    model = ""
    with contextlib.suppress(OSError), open("/proc/cpuinfo") as f:
        model = next((ln.split(":", 1)[1].strip() for ln in f if ln.startswith("model name")), "")
    mem_kb = 0
    with contextlib.suppress(OSError, StopIteration), open("/proc/meminfo") as f:
        mem_kb = int(next(ln for ln in f if ln.startswith("MemTotal")).split()[1])
    return {
        "timestamp": datetime.now(UTC).isoformat(timespec="seconds"),
        "cpu_count": os.cpu_count(),
        "cpu_model": model,
        "memory_gb": round(mem_kb / 2**20, 1),
        "python": platform.python_version(),
        "numpy": metadata.version("numpy"),
        "sqlite": sqlite3.sqlite_version,
        "platform": platform.platform(),
        "loadavg_start": loadavg(),
        **extra,
    }


# --------------------------------------------------------------------------------------
# Statistics
# --------------------------------------------------------------------------------------


def latency_stats(samples_ms: Sequence[float]) -> dict[str, float]:
    """Mean, min, max and interpolated percentiles (NumPy's default) of `samples_ms`."""
    a = np.asarray(samples_ms, dtype=np.float64)
    if not len(a):
        return {"n": 0}
    return {
        "n": len(a),
        "mean": round(float(a.mean()), 3),
        "p50": round(float(np.percentile(a, 50)), 3),
        "p95": round(float(np.percentile(a, 95)), 3),
        "p99": round(float(np.percentile(a, 99)), 3),
        "min": round(float(a.min()), 3),
        "max": round(float(a.max()), 3),
    }


def print_added_latency(
    hop: dict[str, Any], rows: Sequence[dict[str, Any]], *, hop_label: str, recall_label: str
) -> None:
    """The voice adapters' table: per configuration, the latency added per turn over the
    pass-through `hop`, and how much of it was the recall round trip."""
    print(f"\n{hop_label}: p50 {hop['p50']} ms, p95 {hop['p95']} ms")
    header = (
        f"{'configuration':<34} {'n':>4} {'p50':>8} {'p95':>8} {'p99':>8} {'max':>8}"
        f" {'recall p50':>11} {'recall p95':>11} {'own p95':>8} {'fails':>6}"
    )
    print("\nadded per-turn latency (ms)\n" + header + "\n" + "-" * len(header))
    for row in rows:
        a, r, o = row["added_ms"], row["recall_ms"], row["own_ms"]
        print(
            f"{row['config']:<34} {a['n']:>4} {a['p50']:>8} {a['p95']:>8} {a['p99']:>8} "
            f"{a['max']:>8} {r['p50']:>11} {r['p95']:>11} {o['p95']:>8} "
            f"{row['recall_failures']:>6}"
        )
    print(f"recall: {recall_label}; own: the rest")


def percentile(values: Sequence[float], q: float) -> float:
    """The sample nearest to quantile `q` (0-1), no interpolation."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


# --------------------------------------------------------------------------------------
# CPU: how busy the machine was, and how much of that was this run
# --------------------------------------------------------------------------------------

CLOCK_TICKS = os.sysconf("SC_CLK_TCK")


def _busy_ticks() -> int:
    with open("/proc/stat") as f:
        fields = [int(v) for v in f.readline().split()[1:]]
    # user nice system idle iowait irq softirq steal guest guest_nice
    return fields[0] + fields[1] + fields[2] + fields[5] + fields[6] + fields[7]


def _process_ticks(pid: int) -> int:
    try:
        with open(f"/proc/{pid}/stat") as f:
            stat = f.read()
    except FileNotFoundError:
        return 0
    after_name = stat[stat.rindex(")") + 2 :].split()
    # utime + stime + cutime + cstime: helper interpreters this run waited for count as own
    return sum(int(v) for v in after_name[11:15])


class CpuMeter:
    """Load averages around a phase, how busy the CPUs were and how much was someone else."""

    def __init__(self, own_pids: Callable[[], Sequence[int]]) -> None:
        self._own_pids = own_pids

    @contextlib.contextmanager
    def phase(self) -> Iterator[dict[str, Any]]:
        """Yields a dict that holds the phase's CPU figures once the block exits."""
        pids = list(self._own_pids())
        sink: dict[str, Any] = {}
        load_before = loadavg()
        busy0, wall0 = _busy_ticks(), time.perf_counter()
        own0 = {pid: _process_ticks(pid) for pid in pids}
        try:
            yield sink
        finally:
            own1 = {pid: _process_ticks(pid) for pid in pids}
            busy1, wall1 = _busy_ticks(), time.perf_counter()
            capacity = (wall1 - wall0) * CLOCK_TICKS * (os.cpu_count() or 1)
            own = sum(max(0, own1[p] - own0[p]) for p in pids if own1[p])
            foreign = max(0, busy1 - busy0 - own)
            sink.update(
                seconds=round(wall1 - wall0, 2),
                loadavg_before=load_before,
                loadavg_after=loadavg(),
                busy_share=round((busy1 - busy0) / capacity, 3) if capacity else None,
                own_share=round(own / capacity, 3) if capacity else None,
                foreign_share=round(foreign / capacity, 3) if capacity else None,
            )


# --------------------------------------------------------------------------------------
# The server child and everything a run must release
# --------------------------------------------------------------------------------------


def free_port() -> int:
    """A loopback port nothing listens on right now."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


class Server:
    """`memhub serve` as a child process on a free loopback port.

    Its environment drops every ``MEMHUB_``, ``SUPERMEMORY_`` and ``OPENAI_`` variable of
    the caller, so a configured LLM or embedding endpoint never changes what is measured;
    `extra_env` sets what the benchmark wants.
    """

    def __init__(
        self,
        data_dir: Path,
        log_path: Path,
        extra_env: dict[str, str] | None = None,
        admin_key: str = ADMIN_KEY,
        args: Sequence[str] = (),
    ) -> None:
        self.data_dir = data_dir
        self.admin_key = admin_key
        self.port = free_port()
        self.base_url = f"http://127.0.0.1:{self.port}"
        env = {
            k: v
            for k, v in os.environ.items()
            if not k.startswith(("MEMHUB_", "SUPERMEMORY_", "OPENAI_"))
        }
        env["MEMHUB_ADMIN_KEY"] = admin_key
        env.update(extra_env or {})
        self._log = log_path.open("ab")
        argv = [sys.executable, "-m", "memhub_server.cli", "serve"]
        argv += ["--data-dir", str(data_dir), "--port", str(self.port), "--log-level", "warning"]
        argv += args  # e.g. a database URL and --no-worker
        self.process = subprocess.Popen(
            argv, env=env, stdout=self._log, stderr=subprocess.STDOUT, start_new_session=True
        )
        self.started = time.perf_counter()

    @property
    def pid(self) -> int:
        return self.process.pid

    def wait_ready(self, timeout: float = 120.0) -> float:
        """Seconds from spawn until ``/health`` answered."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                self._log.flush()
                tail = Path(self._log.name).read_text(errors="replace")[-1500:]
                raise RuntimeError(f"server exited with {self.process.returncode}:\n{tail}")
            try:
                if httpx.get(f"{self.base_url}/health", timeout=1.0).status_code == 200:
                    return time.perf_counter() - self.started
            except httpx.TransportError:
                pass
            time.sleep(0.05)
        raise TimeoutError(f"server on port {self.port} not ready after {timeout}s")

    def client(self, timeout: float = 120.0) -> Memhub:
        return Memhub(
            base_url=self.base_url, api_key=self.admin_key, max_retries=0, timeout=timeout
        )

    def memory(self) -> dict[str, float]:
        """Resident and peak resident memory of the server process, in MiB."""
        values: dict[str, float] = {}
        with open(f"/proc/{self.pid}/status") as f:
            for line in f:
                name, _, rest = line.partition(":")
                if name in ("VmRSS", "VmHWM"):
                    values[name] = round(int(rest.split()[0]) / 1024, 1)  # kB -> MiB
        return {"rss_mb": values.get("VmRSS", 0.0), "peak_rss_mb": values.get("VmHWM", 0.0)}

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGINT)  # uvicorn's graceful shutdown
            try:
                self.process.wait(15)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(10)
        self._log.close()


class Resources:
    """Every server, child process and temporary directory of a run, released on exit."""

    def __init__(self, keep: bool = False, server_env: dict[str, str] | None = None) -> None:
        self.keep = keep
        self.server_env = dict(server_env or {})
        self.servers: list[Server] = []
        self.children: list[subprocess.Popen[str]] = []
        self.dirs: list[Path] = []

    def tempdir(self, label: str) -> Path:
        path = Path(tempfile.mkdtemp(prefix=f"memhub-bench-{label}-"))
        self.dirs.append(path)
        return path

    def serve(
        self,
        data_dir: Path,
        extra_env: dict[str, str] | None = None,
        admin_key: str = ADMIN_KEY,
        args: Sequence[str] = (),
    ) -> Server:
        """A server on `data_dir` (`args` added to its command line); its log is written
        next to it."""
        log_path = data_dir.parent / f"{data_dir.name}-server.log"
        env = {**self.server_env, **(extra_env or {})}
        server = Server(data_dir, log_path, env, admin_key, args)
        self.servers.append(server)
        return server

    def spawn(self, argv: list[str], log_path: Path) -> subprocess.Popen[str]:
        """A long-lived helper process (a `memhub worker`), killed with this run; its
        output goes to `log_path`."""
        with log_path.open("ab") as out:
            child = subprocess.Popen(
                argv, stdout=out, stderr=subprocess.STDOUT, text=True, start_new_session=True
            )
        self.children.append(child)
        return child

    def end(self, child: subprocess.Popen[str]) -> None:
        """Stop a helper `spawn` started, gracefully first (SIGINT, as Ctrl-C would)."""
        if child.poll() is None:
            child.send_signal(signal.SIGINT)
            try:
                child.wait(15)
            except subprocess.TimeoutExpired:
                child.kill()
                child.wait(10)
        self.children.remove(child)

    def own_pids(self) -> list[int]:
        pids = [os.getpid()] + [s.pid for s in self.servers if s.process.poll() is None]
        return pids + [c.pid for c in self.children if c.poll() is None]

    def stop(self, server: Server) -> None:
        server.stop()
        self.servers.remove(server)

    def run_child(
        self, argv: list[str], timeout: float, env: dict[str, str] | None = None
    ) -> tuple[int, str]:
        """Run a helper interpreter to completion (killed with this run if interrupted)."""
        child = subprocess.Popen(
            argv,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
            start_new_session=True,
            env=None if env is None else {**os.environ, **env},
        )
        self.children.append(child)
        try:
            output, _ = child.communicate(timeout=timeout)
        except subprocess.TimeoutExpired:
            child.kill()
            output, _ = child.communicate()
            return -9, output + "\n(timed out)"
        finally:
            if child.poll() is not None:
                self.children.remove(child)
        return child.returncode, output

    def close(self) -> None:
        for child in list(self.children):
            with contextlib.suppress(Exception):
                child.kill()
                child.wait(10)
        self.children.clear()
        for server in list(self.servers):
            with contextlib.suppress(Exception):
                server.stop()
        self.servers.clear()
        if not self.keep:
            for path in self.dirs:
                shutil.rmtree(path, ignore_errors=True)
        elif self.dirs:
            log(f"kept: {', '.join(str(p) for p in self.dirs)}")
        self.dirs.clear()


@contextlib.contextmanager
def served(
    label: str,
    *,
    keep: bool = False,
    extra_env: dict[str, str] | None = None,
    admin_key: str = ADMIN_KEY,
) -> Iterator[Server]:
    """One ready server on a throwaway data directory, stopped and removed afterwards."""
    resources = Resources(keep)
    try:
        server = resources.serve(resources.tempdir(label) / "data", extra_env, admin_key)
        server.wait_ready()
        yield server
    finally:
        resources.close()


def guarded(resources: Resources, run: Callable[[], None]) -> int:
    """A benchmark's exit code after `run()`: 0, or 130 when Ctrl-C or SIGTERM (see
    `stop_on_sigterm`) cut it short. Every server, child process and temporary
    directory `resources` holds is removed either way."""
    try:
        run()
    except KeyboardInterrupt:
        log("\ninterrupted; cleaning up")
        return 130
    finally:
        resources.close()
    return 0


def wait_for_memories(
    client: Memhub, namespace: str, ids: Sequence[str], timeout: float = 600.0
) -> None:
    """Block until every document in `ids` has formed its memories (its dreaming is done)."""
    deadline = time.monotonic() + timeout
    for document_id in ids:
        while client.documents.get(namespace, document_id).system.dreaming_status != "done":
            if time.monotonic() > deadline:
                raise TimeoutError(f"the seeded documents' memories did not form in {timeout} s")
            time.sleep(0.1)


# What a voice benchmark's caller has told the agent in earlier calls.
CALLER_CITIES = ("Lisbon", "Kyoto", "Toronto", "Nairobi", "Oslo", "Seoul", "Porto", "Dublin")
CALLER_PETS = ("dog", "cat", "parrot", "rabbit", "turtle")
CALLER_PET_NAMES = ("Biscuit", "Luna", "Milo", "Pepper", "Mochi", "Ziggy", "Nala", "Tofu")
CALLER_FOODS = ("sushi", "ramen", "dark chocolate", "spicy curry", "oat milk lattes", "tapas")
CALLER_KIN = ("sister", "brother", "cousin", "aunt")
CALLER_KIN_NAMES = ("Ana", "Ben", "Carla", "Dev", "Eva", "Farid", "Gina", "Hiro")
CALLER_JOBS = ("nurse", "teacher", "architect", "chef", "pharmacist", "journalist")


def seed_caller_chats(
    client: Memhub, namespace: str, chats: int, rng: random.Random
) -> dict[str, Any]:
    """Add `chats` earlier calls to `namespace` and wait until their memories have formed."""
    started = time.perf_counter()
    ids = []
    for i in range(chats):
        text = (
            f"User: I live in {rng.choice(CALLER_CITIES)} now. I have a "
            f"{rng.choice(CALLER_PETS)} named {rng.choice(CALLER_PET_NAMES)}. I love "
            f"{rng.choice(CALLER_FOODS)}. My {rng.choice(CALLER_KIN)} "
            f"{rng.choice(CALLER_KIN_NAMES)} works as a {rng.choice(CALLER_JOBS)}.\n\n"
            "Assistant: Thanks for telling me, I'll remember that."
        )
        ids.append(client.add(namespace, content=text, id=f"seed-{i}").id)
    wait_for_memories(client, namespace, ids)
    profile = client.profile(namespace).profile
    memories = client.list(namespace, "memories", limit=1)
    return {
        "chats": chats,
        "seconds": round(time.perf_counter() - started, 1),
        "profile_static": len(profile.static),
        "profile_dynamic": len(profile.dynamic),
        "memories_listed_total": memories.pagination.total_items,
    }


def _terminate(signum: int, frame: FrameType | None) -> None:
    raise KeyboardInterrupt(f"signal {signum}")


def stop_on_sigterm() -> None:
    """SIGTERM unwinds like Ctrl-C, so `finally` blocks stop servers and remove data."""
    signal.signal(signal.SIGTERM, _terminate)


def blas_env(threads: int) -> dict[str, str]:
    """Environment that fixes a child interpreter's BLAS thread count."""
    value = str(threads)
    return {"OPENBLAS_NUM_THREADS": value, "OMP_NUM_THREADS": value, "MKL_NUM_THREADS": value}


# --------------------------------------------------------------------------------------
# In-process engine breakdowns
# --------------------------------------------------------------------------------------


CHUNK_SEARCH_CALLS = (
    ("chunk_dense", "backend.chunks", "dense"),
    ("chunk_fulltext", "store", "fulltext"),
    ("chunks_by_id", "store", "chunks_by_id"),
    ("document_lookups", "store", "document"),
)
"""The engine calls a chunk search makes, for `CallTimer`: dense and full-text candidates,
then the chunks and their documents."""


class CallTimer:
    """Wraps engine methods so the time spent in each is added up under a label.

    `calls` names them as ``(label, "attribute.path", "method")`` from the engine; those
    the engine does not have are skipped and left out of `labels`.
    """

    def __init__(self, engine: object, calls: Sequence[tuple[str, str, str]]) -> None:
        self.seconds: dict[str, float] = {}
        self.rows: Counter[str] = Counter()
        self.labels: list[str] = []
        for label, path, name in calls:
            owner: Any = engine
            for part in path.split("."):
                owner = getattr(owner, part, None)
            if owner is not None and hasattr(owner, name):
                setattr(owner, name, self._timed(label, getattr(owner, name)))
                self.labels.append(label)

    def clear(self) -> None:
        self.seconds.clear()
        self.rows.clear()

    def split(
        self, call: Callable[[], object], *, outside: Collection[str] | None = None
    ) -> dict[str, float]:
        """Run `call` once: milliseconds in each timed call it made, then `rest` (its time
        outside the `outside` labels, all of them by default) and `total`."""
        self.clear()
        began = time.perf_counter()
        call()
        total = time.perf_counter() - began
        parts = {label: seconds * 1000 for label, seconds in self.seconds.items()}
        inside = sum(v for k, v in self.seconds.items() if outside is None or k in outside)
        parts["rest"] = (total - inside) * 1000
        parts["total"] = total * 1000
        return parts

    def _timed(self, label: str, method: Callable[..., Any]) -> Callable[..., Any]:
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            began = time.perf_counter()
            try:
                return method(*args, **kwargs)
            finally:
                self.seconds[label] = self.seconds.get(label, 0.0) + time.perf_counter() - began
                if args and isinstance(args[0], list | tuple):
                    self.rows[label] += len(args[0])

        return wrapper


def breakdown_in_child(
    script: str,
    data_dir: Path,
    spec: dict[str, Any],
    run: Callable[[list[str]], tuple[int, str]],
) -> dict[str, Any]:
    """Run `script --breakdown-child SPEC` through `run` (argv -> exit code, output) and
    return what the child wrote, or the end of its output as `error`.

    A fresh interpreter runs the same engine code the server just did, even when the
    source tree changed while a long benchmark ran. The child answers with
    `breakdown_child`; `spec` reaches it with `data_dir` and `out` added.
    """
    spec_path = data_dir.parent / "breakdown.json"
    out_path = data_dir.parent / "breakdown-result.json"
    spec_path.write_text(json.dumps({**spec, "data_dir": str(data_dir), "out": str(out_path)}))
    code, output = run(
        [sys.executable, str(Path(script).resolve()), "--breakdown-child", str(spec_path)]
    )
    if code != 0 or not out_path.exists():
        return {"error": output[-3000:]}
    result: dict[str, Any] = json.loads(out_path.read_text())
    return result


def breakdown_child(
    spec_path: Path,
    calls: Sequence[tuple[str, str, str]],
    work: Callable[[Any, CallTimer, dict[str, Any]], dict[str, Any]],
) -> int:
    """The child side of `breakdown_in_child`: an engine on the spec's data directory
    (worker stopped) with `calls` timed; what `work(engine, timer, spec)` returns is
    written back, with the labels that were timed."""
    from memhub_server.config import Settings
    from memhub_server.engine import Engine

    spec = json.loads(spec_path.read_text())
    engine = Engine(Settings(data_dir=Path(spec["data_dir"]), auth=False, start_worker=False))
    timer = CallTimer(engine, calls)
    out: dict[str, Any] = {"timed_calls": timer.labels}
    try:
        engine.start()
        out |= work(engine, timer, spec)
    finally:
        engine.close()
    Path(spec["out"]).write_text(json.dumps(out))
    return 0


def profile_text(profiler: cProfile.Profile, sort: str = "tottime", limit: int = 20) -> str:
    """A cProfile listing, `limit` rows by `sort`, without pstats' header lines."""
    buffer = io.StringIO()
    pstats.Stats(profiler, stream=buffer).strip_dirs().sort_stats(sort).print_stats(limit)
    text = buffer.getvalue()
    start = text.find("   ncalls")
    return f"-- sorted by {sort}\n" + (text[start:] if start >= 0 else text)


def check(value: float | None, target: float, *, at_least: bool = False) -> dict[str, Any]:
    """One verdict line: `value` against `target` (a ceiling, or a floor with `at_least`)."""
    if value is None:
        return {"value": None, "target": target, "ok": None}
    ok = value >= target if at_least else value <= target
    return {"value": value, "target": target, "ok": ok}


def print_verdict(verdict: dict[str, Any]) -> None:
    """The `check` lines of a run as a table: each target, its value, met or MISSED."""
    rows = []
    for name, c in verdict.items():
        status = "n/a" if c["ok"] is None else ("ok" if c["ok"] else "MISSED")
        rows.append((name, c["value"], c["target"], status))
    log("\ntargets:")
    log(table(("target", "measured", "goal", ""), rows))


def data_dir_mb(database: Path) -> float:
    """Size of the data directory holding `database` (closed), its WAL folded in first."""
    with contextlib.closing(sqlite3.connect(database)) as conn:
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    return sum(p.stat().st_size for p in database.parent.iterdir() if p.is_file()) / 2**20


_FTS_WORD = re.compile(r"\w+", re.UNICODE)


def fts_matches(database: Path, table_name: str, queries: Sequence[str]) -> list[int]:
    """Rows of the FTS table `table_name` each query's words match (an OR of them)."""
    counts = []
    with contextlib.closing(sqlite3.connect(database)) as conn:
        for query in queries:
            words = sorted({w.lower() for w in _FTS_WORD.findall(query)})
            expression = " OR ".join(f'"{w}"' for w in words)
            sql = f"SELECT count(*) FROM {table_name} WHERE {table_name} MATCH ?"
            counts.append(conn.execute(sql, (expression,)).fetchone()[0])
    return counts
