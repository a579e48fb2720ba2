"""Process roles for a shared PostgreSQL database: API processes without a worker
(`memhub serve --no-worker`) and worker processes without an API (`memhub worker`).

Only a backend that keeps nothing in the process can be split this way: SQLite's
search indexes live in the memory of the process that serves searches, and would
never see what a worker in another process wrote.
"""

from __future__ import annotations

import logging
import signal
import sys
import threading
from types import FrameType

from .config import Settings
from .engine import EmbeddingModelMismatch, Engine

__all__ = ["check_split", "run_worker"]


def check_split(settings: Settings, role: str) -> str | None:
    """Why `role` cannot run on these settings; None when it can."""
    if settings.database_url:
        return None
    return (
        f"{role} needs a PostgreSQL database (--database-url or MEMHUB_DATABASE_URL): with "
        "SQLite, searches are served from indexes in the API process's memory, which a "
        "worker in another process cannot keep up to date"
    )


def run_worker(settings: Settings, log_level: str = "info") -> int:
    """Ingest documents and form memories until SIGTERM or SIGINT; the exit status."""
    problem = check_split(settings, "memhub worker")
    if problem:
        print(f"memhub: {problem}", file=sys.stderr)
        return 2
    logging.basicConfig(level=log_level.upper(), format="%(levelname)s %(name)s: %(message)s")
    stopping = threading.Event()

    def stop(signum: int, frame: FrameType | None) -> None:
        stopping.set()

    for signum in (signal.SIGTERM, signal.SIGINT):
        signal.signal(signum, stop)
    engine = Engine(settings.model_copy(update={"start_worker": True}))
    try:
        engine.start()
        print("memhub worker: running", flush=True)
        stopping.wait()
    except EmbeddingModelMismatch as exc:
        print(f"memhub: {exc}", file=sys.stderr)
        return 2
    finally:
        engine.close()  # finishes the current step, hands back what it still holds
    print("memhub worker: stopped cleanly", flush=True)
    return 0
