"""Dreaming: turning a document's newly indexed content into memories.

Runs on the worker thread when no ingestion is waiting. Dreams are stored with
the chunks they follow from, so a crash never skips one. Everything due in a
namespace is extracted in one call (one LLM request per batch, not per fact),
then reconciled fact by fact; an extractor that reads the names a namespace's
memories give people (the rules) reads the batch in rounds instead, a namespace's
documents in the order they were written, so that a session sees the names the
sessions before it in the batch gave, as it would have had they been dreamt first.
An extraction failure leaves the chunks searchable and schedules the dream again
with backoff; a document that cannot be dreamt at all fails alone, never its
batch or its namespace.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import UTC, datetime, timedelta
from typing import Final

import numpy as np

from ...index.retrieval import Retriever, SearchIndex
from ...store.base import ChunkRecord, DocumentRecord, Vector
from ...store.interface import Store
from ...store.memories import Dream, MemoryRecord
from ..embedding import Embedder
from ..numbers import with_numerals
from .facts import (
    CandidateFact,
    ExistingMemory,
    ExtractionError,
    ExtractionInput,
    Extractor,
    document_day,
)
from .known_names import KnownNames
from .reconcile import Reconciler
from .rules.person import memory_names

__all__ = ["Dreamer"]

logger = logging.getLogger("memhub.dreaming")

_CHUNK_CHARS_GUESS: Final = 500
"""About how long a chunk is, to size the pages of a document's newest chunks read for a
dream (a wrong guess costs one more page, or a few chunks too many)."""

SIMILAR_MEMORIES = 12
"""How many existing memories an extractor sees per document, to relate new facts to."""


@dataclass(frozen=True)
class _Work:
    """One claimed dream with what it is extracted from."""

    dream: Dream
    document: DocumentRecord
    input: ExtractionInput


@dataclass(frozen=True, eq=False)
class _Claimed:
    """One claimed dream, its document, and what its new content is about (a vector)."""

    dream: Dream
    document: DocumentRecord
    about: Vector | None = None


class Dreamer:
    def __init__(
        self,
        store: Store,
        extractor: Extractor,
        embedder: Embedder,
        memories: SearchIndex[MemoryRecord],
        *,
        chunks: Retriever[ChunkRecord] | None = None,
        batch: int = 16,
        retry_after: float = 30.0,
    ) -> None:
        self._store = store
        self._extractor = extractor
        self._embedder = embedder
        self._memories = memories
        self._chunks = chunks
        self._reconciler = Reconciler(store, memories, embedder)
        self._known = KnownNames(store)
        self._batch = batch
        self._retry_after = retry_after

    def run_once(self) -> bool:
        """Dream one due batch; True when there was one.

        Failures stay with the document that caused them. An unavailable extractor
        (`ExtractionError`) schedules its dreams again with backoff; anything else
        (a bug, content the extractor chokes on) fails that document's dream for good,
        with the reason on the document, while its batch-mates form their memories.
        """
        now = datetime.now(UTC)
        dreams = self._store.due_dreams(now, self._batch)
        if not dreams:
            return False
        claimed: list[_Claimed] = []
        for dream in dreams:
            try:
                document = self._store.document(dream.namespace, dream.document_id)
                if document is None:
                    self._store.finish_dream(dream)
                    continue
                claimed.append(_Claimed(dream, document, self._from_chunks(dream, document)))
            except Exception as exc:
                self._fail(dream, exc)
        ready: list[_Work] = []
        for item, about in self._about(claimed):
            try:
                ready.append(_Work(item.dream, item.document, self._input(item, about)))
            except Exception as exc:
                self._fail(item.dream, exc)
        if not ready:
            return True
        try:
            results = self._extract_in_order(ready)
        except ExtractionError as exc:
            self._retry(ready, exc, now)
            return True
        except Exception as exc:
            if len(ready) == 1:
                self._fail(ready[0].dream, exc)
                return True
            # One document broke the batch: extract each alone to find out which.
            for work in ready:
                self._dream_alone(work, now)
            return True
        vectors = self._fact_vectors(results)
        for work, facts, facts_vectors in zip(ready, results, vectors, strict=True):
            self._apply(work, facts, facts_vectors)
        return True

    def _extract_in_order(self, ready: Sequence[_Work]) -> list[list[CandidateFact]]:
        """The extractor's facts for each of ``ready``, a namespace's documents read in the
        order they were written: each sees the names its namespace's earlier documents in
        the batch gave people, as it would had they been dreamt before it ("My granddaughter
        Clémence ..." in one session, "Clémence framed her poem" in the next). One extractor
        call per round, each round at most one document of every namespace; one call for
        all when the extractor does not read ``known_names`` (an LLM reads the text)."""
        results: list[list[CandidateFact]] = [[] for _ in ready]
        named: dict[str, set[str]] = {}
        in_order = getattr(self._extractor, "reads_known_names", False)
        for indices in _rounds(ready) if in_order else [list(range(len(ready)))]:
            inputs = [
                _with_names(ready[i].input, named.get(ready[i].dream.namespace, set()))
                for i in indices
            ]
            found = self._extract(inputs)
            if len(found) != len(inputs):
                raise RuntimeError(
                    f"the extractor answered {len(found)} results for {len(inputs)} documents"
                )
            for i, facts in zip(indices, found, strict=True):
                results[i] = facts
                given = named.setdefault(ready[i].dream.namespace, set())
                for fact in facts:
                    given |= memory_names(fact.subject, fact.text)
        return results

    def _extract(self, inputs: Sequence[ExtractionInput]) -> list[list[CandidateFact]]:
        """The extractor's facts for ``inputs``, each with the figures of the amounts it
        says in words ("nine hundred pounds (£900)"): see :mod:`..numbers`."""
        return [[_figured(fact) for fact in facts] for facts in self._extractor.extract(inputs)]

    def _fact_vectors(
        self, results: Sequence[Sequence[CandidateFact]]
    ) -> list[Sequence[Vector] | None]:
        """Every fact of a batch embedded in one call, split back per document (the
        embedder spreads one large call over every CPU; a document's handful of facts
        would leave all but one idle). None for every document if that call fails:
        each then embeds its own facts and fails alone."""
        texts = [fact.text for facts in results for fact in facts]
        if not texts:
            return [None] * len(results)
        try:
            vectors = self._embedder.embed(texts)
        except Exception:
            logger.warning("embedding a batch of facts failed; embedding them per document")
            return [None] * len(results)
        split: list[Sequence[Vector] | None] = []
        offset = 0
        for facts in results:
            split.append(list(vectors[offset : offset + len(facts)]))
            offset += len(facts)
        return split

    def _dream_alone(self, work: _Work, now: datetime) -> None:
        try:
            facts = self._extract([work.input])[0]
        except ExtractionError as exc:
            self._retry([work], exc, now)
        except Exception as exc:
            self._fail(work.dream, exc)
        else:
            self._apply(work, facts)

    def _apply(
        self,
        work: _Work,
        facts: Sequence[CandidateFact],
        vectors: Sequence[Vector] | None = None,
    ) -> None:
        dream, document = work.dream, work.document
        try:
            touched = self._reconciler.apply(dream.namespace, document, facts, vectors)
            if dream.kind == "replace":
                stale = [m for m in self._store.memories_only_from(document.id) if m not in touched]
                self._store.forget_memories(stale, "source content removed")
            self._store.finish_dream(dream)
        except Exception as exc:
            self._fail(dream, exc)

    def _retry(self, works: Sequence[_Work], exc: ExtractionError, now: datetime) -> None:
        logger.warning("memory extraction failed, will retry: %s", exc)
        for work in works:
            delay = self._retry_after * 2 ** (work.dream.attempts - 1)
            self._store.retry_dream(work.dream, str(exc), now + timedelta(seconds=delay))

    def _fail(self, dream: Dream, exc: Exception) -> None:
        logger.error(
            "memory formation for document %s failed and will not be retried",
            dream.document_id,
            exc_info=exc,
        )
        self._store.fail_dream(dream, f"memory formation failed: {type(exc).__name__}: {exc}")

    def _input(self, item: _Claimed, about: Vector) -> ExtractionInput:
        dream, document = item.dream, item.document
        namespace = self._store.namespace(dream.namespace)
        return ExtractionInput(
            content=dream.text,
            document_date=document_day(document.date, document.created_at),
            supporting_context=document.supporting_context
            or (namespace.supporting_context if namespace else None),
            organization_context=self._store.organization_context(),
            existing=[_existing(m) for m in self._similar(dream.namespace, about)],
            known_names=self._known.of(dream.namespace),
        )

    def _from_chunks(self, dream: Dream, document: DocumentRecord) -> Vector | None:
        """What the dream's new content is about, from the vectors its chunks were just
        indexed with: their mean over the document's newest chunks, as much text as the
        dream has (an append's dream is the document's tail). None when no chunk vector
        is at hand (no chunk index, or the chunks are gone)."""
        if self._chunks is None:
            return None
        picked: list[str] = []
        size = 0
        # Read from the end a page at a time: an append's dream is a short tail of what
        # may be a long document, and reading all of it for every append adds up.
        page_size = len(dream.text) // _CHUNK_CHARS_GUESS + 2
        while size < len(dream.text):
            page = self._store.list_chunks(
                dream.namespace,
                document_ids={document.id},
                sort="position",
                descending=True,
                offset=len(picked),
                limit=page_size,
            )
            for chunk in page.items:
                if size >= len(dream.text):
                    break
                picked.append(chunk.id)
                size += len(chunk.content)
            if len(page.items) < page_size:
                break
        found = self._chunks.vectors(dream.namespace, picked)
        if not found:
            return None
        mean: Vector = np.stack(list(found.values())).astype(np.float32).mean(axis=0)
        norm = np.linalg.norm(mean)
        return mean / norm if norm > 0 else None

    def _about(self, claimed: Sequence[_Claimed]) -> list[tuple[_Claimed, Vector]]:
        """Each claimed dream with what its content is about: its chunks' vector, or else
        its text embedded, all such texts in one call (one text at a time keeps one CPU
        busy). If that call fails, each is embedded alone; one that still fails is failed."""
        texts = [item.dream.text[:2000] for item in claimed if item.about is None]
        embedded: list[Vector] = []
        if texts:
            try:
                embedded = list(self._embedder.embed(texts))
            except Exception:
                logger.warning("embedding a batch of dreams failed; embedding them one by one")
        about: list[tuple[_Claimed, Vector]] = []
        missing = iter(range(len(texts)))
        for item in claimed:
            if item.about is not None:
                about.append((item, item.about))
                continue
            index = next(missing)
            try:
                vector = embedded[index] if embedded else self._embedder.embed([texts[index]])[0]
            except Exception as exc:
                self._fail(item.dream, exc)
                continue
            about.append((item, vector))
        return about

    def _similar(self, namespace: str, vector: Vector) -> list[MemoryRecord]:
        hits = self._memories.dense(namespace, vector, SIMILAR_MEMORIES * 2)
        records = self._store.memories([memory_id for memory_id, _ in hits])
        now = datetime.now(UTC)
        live = [
            record
            for record in (records.get(m) for m, _ in hits)
            if record is not None and record.namespace == namespace and record.live(now)
        ]
        return live[:SIMILAR_MEMORIES]


def _figured(fact: CandidateFact) -> CandidateFact:
    text = with_numerals(fact.text)
    return fact if text == fact.text else replace(fact, text=text)


def _rounds(ready: Sequence[_Work]) -> list[list[int]]:
    """The indices of ``ready`` in rounds: the n-th round holds each namespace's n-th
    document, by document date (ties in the order they were claimed, which is the order
    they were queued)."""
    order = sorted(range(len(ready)), key=lambda i: ready[i].input.document_date)
    rounds: list[list[int]] = []
    seen: dict[str, int] = {}
    for i in order:
        at = seen.get(ready[i].dream.namespace, 0)
        seen[ready[i].dream.namespace] = at + 1
        if at == len(rounds):
            rounds.append([])
        rounds[at].append(i)
    return rounds


def _with_names(item: ExtractionInput, names: set[str]) -> ExtractionInput:
    """``item`` knowing ``names`` as well (none added: ``item`` itself)."""
    return replace(item, known_names=item.known_names | names) if names else item


def _existing(record: MemoryRecord) -> ExistingMemory:
    return ExistingMemory(id=record.id, text=record.text, slot=record.slot, subject=record.subject)
