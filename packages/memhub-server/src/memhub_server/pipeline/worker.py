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

from ..index.vectors import VectorIndex
from ..store.base import IngestJob, NewChunk, Store
from .chunker import chunk_text
from .embedder import Embedder

__all__ = ["Worker"]

logger = logging.getLogger("memhub.worker")


class Worker:
    def __init__(
        self, store: Store, embedder: Embedder, vectors: VectorIndex, *, poll: float = 1.0
    ) -> None:
        self._store = store
        self._embedder = embedder
        self._vectors = vectors
        self._poll = poll
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
        """Wait until no job is queued or running (tests and shutdown)."""
        deadline = time.monotonic() + timeout
        while self._store.pending_jobs():
            if self._thread is None:
                self.run_once()
            elif time.monotonic() > deadline:
                return False
            else:
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
                self._wake.wait(self._poll)
                self._wake.clear()

    def run_once(self) -> bool:
        """Process one job if there is one; True when a job was taken."""
        job = self._store.next_job()
        if job is None:
            return False
        try:
            self._process(job)
        except Exception as exc:
            logger.warning(
                "ingestion of %s failed (attempt %d): %s", job.document_id, job.attempts, exc
            )
            self._store.fail_job(job, f"{type(exc).__name__}: {exc}", retry=True)
        return True

    def _process(self, job: IngestJob) -> None:
        store = self._store
        store.set_status(job.document_id, "extracting")
        document = store.document(job.namespace, job.document_id)
        if document is None:
            return  # deleted meanwhile; finish_job would discard the work anyway
        store.set_status(job.document_id, "chunking")
        pieces = chunk_text(job.text, date=document.date)
        store.set_status(job.document_id, "embedding")
        vectors = self._embedder.embed([piece.content for piece in pieces])
        store.set_status(job.document_id, "indexing")
        chunks = [
            NewChunk(position=i, content=piece.content, vector=vectors[i], metadata=piece.metadata)
            for i, piece in enumerate(pieces)
        ]
        records = store.finish_job(job, chunks)
        if job.kind == "replace":
            self._vectors.remove_documents(job.namespace, {job.document_id})
        if records:
            self._vectors.add(
                job.namespace,
                [r.id for r in records],
                [r.document_id for r in records],
                np.asarray(vectors, dtype=np.float32),
            )
