"""The engine: storage, indexes, embedder, worker and services wired together.

One `Engine` serves one data directory. The HTTP app and the in-process
(embedded) transport both sit on top of it, so they run the same code.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor

from ._threads import LazyPool
from .config import Settings
from .pipeline.embedding import Embedder, embedder_for
from .pipeline.memory.dreamer import Dreamer
from .pipeline.memory.facts import Extractor
from .pipeline.worker import Worker
from .services.documents import DocumentService, url_fetcher
from .services.memories import MemoryService
from .services.namespaces import NamespaceService
from .services.profiles import ProfileService
from .services.search import SearchService
from .store.backends import DATABASE_FILE, open_backend

__all__ = ["DATABASE_FILE", "EmbeddingModelMismatch", "Engine"]

logger = logging.getLogger("memhub")


def extractor_for(settings: Settings) -> Extractor:
    """The LLM extractor when an endpoint is configured, else the offline rule extractor."""
    if settings.llm_base_url:
        from .pipeline.memory.llm import DEFAULT_MODEL, LLMExtractor

        return LLMExtractor(
            base_url=settings.llm_base_url,
            model=settings.llm_model or DEFAULT_MODEL,
            api_key=settings.llm_api_key,
        )
    from .pipeline.memory.rules import LazyRuleExtractor

    return LazyRuleExtractor()


class EmbeddingModelMismatch(RuntimeError):
    """Stored vectors come from another model; mixing vector spaces would corrupt search."""


class Engine:
    def __init__(
        self,
        settings: Settings,
        *,
        embedder: Embedder | None = None,
        extractor: Extractor | None = None,
    ) -> None:
        self.settings = settings
        settings.data_dir.mkdir(parents=True, exist_ok=True)
        self.embedder = embedder or embedder_for(settings)
        self.backend = open_backend(
            settings.backend,
            settings.data_dir,
            embedding_model=self.embedder.model,
            dimensions=self.embedder.dimensions,
            dream_window=settings.dream_window,
            database_url=settings.database_url,
            lease_seconds=settings.lease_seconds,
        )
        self.store = self.backend.store
        chunks, memories = self.backend.chunks, self.backend.memories
        self.extractor = extractor or extractor_for(settings)
        self.dreamer = Dreamer(self.store, self.extractor, self.embedder, memories, chunks=chunks)
        self.worker = Worker(self.store, self.embedder, chunks, dreamer=self.dreamer)
        self.documents = DocumentService(
            self.store,
            chunks,
            self.worker.wake,
            settings.limits,
            fetcher=url_fetcher(settings),
        )
        self.memories = MemoryService(
            self.store, memories, self.extractor, index=memories, embedder=self.embedder
        )
        self.profiles = ProfileService(self.store, self.embedder, memories)
        self.search = SearchService(
            self.store, chunks, self.embedder, self.documents, self.memories
        )
        self.namespaces = NamespaceService(self.store, self.forget_namespace)
        self._started = False
        self._stop_listening: Callable[[], None] | None = None
        self._queries = LazyPool(lambda: max(4, 2 * (os.cpu_count() or 1)), "memhub-query")

    def forget_namespace(self, name: str) -> None:
        """Drop everything kept outside the store for one namespace: what the chunk and
        memory indexes keep, and the profile. Each is rebuilt from the store on next use,
        so this is what a move, delete or re-creation of the namespace needs to leave no
        stale trace."""
        self.backend.chunks.forget(name)
        self.backend.memories.forget(name)
        self.profiles.forget(name)

    def check_embedding_model(self) -> None:
        others = {
            m: n for m, n in self.store.embedding_models().items() if m != self.embedder.model
        }
        if others:
            found = ", ".join(f"{n} chunks from {m!r}" for m, n in others.items())
            raise EmbeddingModelMismatch(
                f"{self.settings.data_dir} holds {found}, but the configured embedder is "
                f"{self.embedder.model!r}. Run `memhub reembed` to move every vector to the "
                "new model (or restore the previous embeddings settings)."
            )

    def start(self) -> None:
        if self._started:
            return
        self.check_embedding_model()
        recovered = self.store.recover_jobs()
        if recovered:
            logger.info("resuming %d ingestion job(s) interrupted by a restart", recovered)
        if self.settings.start_worker:
            self.worker.start()
            if self.backend.wake_on_work is not None:  # work queued by other processes
                self._stop_listening = self.backend.wake_on_work(self.worker.wake)
        self._started = True

    def query_executor(self) -> ThreadPoolExecutor:
        """The threads the HTTP API runs searches and profiles on.

        A few long-lived threads rather than the server's general pool: each keeps
        its own SQLite connection, and a connection that served the last queries has
        their pages in its cache. Twice the CPUs (at least 4): most of a query's time is
        spent outside the GIL (SQLite, BLAS), and a spare thread means one slow query
        (a large namespace with a filter) cannot hold up every other namespace's.
        """
        return self._queries.get()

    def close(self) -> None:
        """Stop the worker (finishing its current step) and close the store. Idempotent."""
        self._queries.close()
        if self._stop_listening is not None:
            self._stop_listening()
            self._stop_listening = None
        self.worker.stop()
        self.search.close()  # before the store: lookups in flight finish on open connections
        self.store.close()
        self._started = False

    def reembed(
        self, *, batch: int = 256, progress: Callable[[int, int], None] | None = None
    ) -> int:
        """Re-embed every chunk whose vector came from another model. Resumable."""
        total = sum(n for m, n in self.store.embedding_models().items() if m != self.embedder.model)
        done = 0
        while rows := self.store.chunks_to_reembed(batch):
            vectors = self.embedder.embed([content for _, content in rows])
            self.store.set_embeddings(
                {chunk_id: vectors[i] for i, (chunk_id, _) in enumerate(rows)}
            )
            done += len(rows)
            if progress:
                progress(done, total)
        self.backend.chunks.clear()
        self.backend.memories.clear()
        self.profiles.forget()  # bucket membership was worked out from the old vectors
        return done
