"""Dreaming: turning a document's newly indexed content into memories.

Runs on the worker thread when no ingestion is waiting. Dreams are stored with
the chunks they follow from, so a crash never skips one. Everything due in a
namespace is extracted in one call (one LLM request per batch, not per fact),
then reconciled fact by fact. An extraction failure leaves the chunks
searchable and schedules the dream again with backoff.
"""

from __future__ import annotations

import logging
from datetime import UTC, date, datetime, timedelta

from ...index.vectors import VectorIndex
from ...store.base import DocumentRecord
from ...store.interface import Store
from ...store.memories import Dream, MemoryRecord
from ..embedder import Embedder
from .facts import ExistingMemory, ExtractionError, ExtractionInput, Extractor
from .reconcile import Reconciler

__all__ = ["Dreamer"]

logger = logging.getLogger("memhub.dreaming")

SIMILAR_MEMORIES = 12
"""How many existing memories an extractor sees per document, to relate new facts to."""


class Dreamer:
    def __init__(
        self,
        store: Store,
        extractor: Extractor,
        embedder: Embedder,
        memories: VectorIndex,
        *,
        batch: int = 16,
        retry_after: float = 30.0,
    ) -> None:
        self._store = store
        self._extractor = extractor
        self._embedder = embedder
        self._memories = memories
        self._reconciler = Reconciler(store, memories, embedder)
        self._batch = batch
        self._retry_after = retry_after

    def run_once(self) -> bool:
        """Dream one due batch; True when there was one."""
        now = datetime.now(UTC)
        dreams = self._store.due_dreams(now, self._batch)
        if not dreams:
            return False
        ready: list[tuple[Dream, DocumentRecord]] = []
        for dream in dreams:
            document = self._store.document(dream.namespace, dream.document_id)
            if document is None:
                self._store.finish_dream(dream)
                continue
            ready.append((dream, document))
        if not ready:
            return True
        inputs = [self._input(dream, document) for dream, document in ready]
        try:
            results = self._extractor.extract(inputs)
        except ExtractionError as exc:
            logger.warning("memory extraction failed, will retry: %s", exc)
            for dream, _ in ready:
                delay = self._retry_after * 2 ** (dream.attempts - 1)
                self._store.retry_dream(dream, str(exc), now + timedelta(seconds=delay))
            return True
        for (dream, document), facts in zip(ready, results, strict=True):
            touched = self._reconciler.apply(dream.namespace, document, facts)
            if dream.kind == "replace":
                stale = [m for m in self._store.memories_only_from(document.id) if m not in touched]
                self._store.forget_memories(stale, "source content removed")
            self._store.finish_dream(dream)
        return True

    def _input(self, dream: Dream, document: DocumentRecord) -> ExtractionInput:
        namespace = self._store.namespace(dream.namespace)
        return ExtractionInput(
            content=dream.text,
            document_date=_document_date(document.date, document.created_at),
            supporting_context=document.supporting_context
            or (namespace.supporting_context if namespace else None),
            organization_context=self._store.organization_context(),
            existing=[_existing(m) for m in self._similar(dream.namespace, dream.text)],
        )

    def _similar(self, namespace: str, text: str) -> list[MemoryRecord]:
        vector = self._embedder.embed([text[:2000]])[0]
        hits = self._memories.search(namespace, vector, SIMILAR_MEMORIES * 2)
        records = self._store.memories([memory_id for memory_id, _, _ in hits])
        now = datetime.now(UTC)
        live = [
            record
            for record in (records.get(m) for m, _, _ in hits)
            if record is not None and record.namespace == namespace and record.live(now)
        ]
        return live[:SIMILAR_MEMORIES]


def _existing(record: MemoryRecord) -> ExistingMemory:
    return ExistingMemory(id=record.id, text=record.text, slot=record.slot)


def _document_date(value: str | None, fallback: datetime) -> date:
    if value:
        try:
            return datetime.fromisoformat(value).date()
        except ValueError:
            pass
    return fallback.date()
