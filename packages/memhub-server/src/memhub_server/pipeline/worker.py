"""The ingestion worker: turns queued document content into indexed chunks.

Jobs live in the store, so a job accepted before a crash is still there after
it. A job's results (chunks, vectors, full-text rows, the document's final
status) are committed in one transaction at the end; a crash before that
commit leaves nothing behind and the job simply runs again on restart, which
is what makes every accepted document finish exactly once.
"""

from __future__ import annotations

import logging
import threading
import time

import numpy as np

from ..index.retrieval import Indexer
from ..store.base import IngestJob, NewChunk
from ..store.interface import Store
from .chunker import chunk_text
from .embedding import Embedder
from .memory.dreamer import Dreamer

__all__ = ["Worker"]

logger = logging.getLogger("memhub.worker")


class Worker:
    def __init__(
        self,
        store: Store,
        embedder: Embedder,
        chunks: Indexer,
        *,
        poll: float = 1.0,
        batch_jobs: int = 256,
        dreamer: Dreamer | None = None,
    ) -> None:
        self._store = store
        self._embedder = embedder
        self._chunks = chunks
        self._poll = poll
        self._batch_jobs = batch_jobs
        self._dreamer = dreamer
        self._wake = threading.Event()
        self._stop = threading.Event()
        self._idle = threading.Event()
        self._thread: threading.Thread | None = None

    def start(self) -> None:
        if self._thread is None:
            self._stop.clear()
            self._thread = threading.Thread(target=self._loop, name="memhub-worker", daemon=True)
            self._thread.start()

    def stop(self, timeout: float = 10.0) -> None:
        self._stop.set()
        self._wake.set()
        if self._thread is not None:
            self._thread.join(timeout)
            self._thread = None

    def wake(self) -> None:
        """New work was queued; don't wait for the next poll."""
        self._idle.clear()
        self._wake.set()

    def drain(self, timeout: float = 60.0) -> bool:
        """Wait until nothing is queued: ingestion jobs and, with a dreamer, dreams."""
        deadline = time.monotonic() + timeout
        while self._store.pending_jobs() or (self._dreamer and self._store.pending_dreams()):
            if time.monotonic() > deadline:
                return False
            if self._thread is None and self.run_once():
                continue
            time.sleep(0.01)
        return True

    def _loop(self) -> None:
        while not self._stop.is_set():
            try:
                worked = self.run_once()
            except Exception:  # a store failure must not kill the worker for good
                logger.exception("ingestion worker error")
                worked = False
            if not worked:
                self._idle.set()
                # Dreams wait for their window; poll often enough not to add much to it.
                waiting = self._dreamer is not None and self._store.pending_dreams()
                self._wake.wait(min(self._poll, 0.25) if waiting else self._poll)
                self._wake.clear()

    def run_once(self) -> bool:
        """Process one batch of ingestion jobs, or else one batch of due dreams.

        Ingestion goes first: new content should become searchable before older
        content becomes memories. True when work was taken.
        """
        jobs = self._store.next_jobs(self._batch_jobs)
        if not jobs:
            return self._dreamer.run_once() if self._dreamer else False
        try:
            self._process(jobs)
        except Exception as exc:
            if len(jobs) == 1:
                self._fail(jobs[0], exc)
            else:
                # One bad document must not sink its batch-mates: redo them one by one.
                for job in jobs:
                    try:
                        self._process([job])
                    except Exception as single:
                        self._fail(job, single)
        return True

    def _fail(self, job: IngestJob, exc: Exception) -> None:
        logger.warning(
            "ingestion of %s failed (attempt %d): %s", job.document_id, job.attempts, exc
        )
        self._store.fail_job(job, f"{type(exc).__name__}: {exc}", retry=True)

    def _process(self, jobs: list[IngestJob]) -> None:
        """Chunk every job, embed all chunks in one call, commit all jobs together.

        Embedding across documents matters: conversation turns are short, and a
        batch of one leaves most of the model's throughput unused.
        """
        store = self._store
        ids = [job.document_id for job in jobs]
        store.set_statuses(ids, "extracting")
        dates: dict[str, str | None] = {}
        for job in jobs:
            document = store.document(job.namespace, job.document_id)
            dates[job.document_id] = document.date if document is not None else None
        store.set_statuses(ids, "chunking")
        pieces = [chunk_text(job.text, date=dates[job.document_id]) for job in jobs]
        store.set_statuses(ids, "embedding")
        vectors = self._embedder.embed([p.content for job_pieces in pieces for p in job_pieces])
        store.set_statuses(ids, "indexing")
        work: list[tuple[IngestJob, list[NewChunk]]] = []
        offset = 0
        for job, job_pieces in zip(jobs, pieces, strict=True):
            chunks = [
                NewChunk(
                    position=i, content=p.content, vector=vectors[offset + i], metadata=p.metadata
                )
                for i, p in enumerate(job_pieces)
            ]
            work.append((job, chunks))
            offset += len(job_pieces)
        results = store.finish_jobs(work)
        for (job, chunks), records in zip(work, results, strict=True):
            # The namespace the chunks were committed to: the document may have been
            # moved to another one since the job was claimed.
            namespace = records[0].namespace if records else job.namespace
            if job.kind == "replace":
                self._chunks.remove(namespace, {job.document_id})
            if records:
                matrix = np.stack([c.vector for c in chunks]).astype(np.float32, copy=False)
                self._chunks.add(
                    namespace,
                    [r.id for r in records],
                    [r.document_id for r in records],
                    matrix,
                )
