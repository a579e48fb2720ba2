"""Dreaming: turning a document's newly indexed content into memories.

Runs on the worker thread when no ingestion is waiting. Dreams are stored with
the chunks they follow from, so a crash never skips one. A batch is a namespace's due
dreams, taken once none of its documents still waits to be indexed, in the order its
documents were written (their own date, then the order they arrived in). An extractor
that reads the names a namespace's memories give people (the rules) reads the batch one
document per namespace at a time, each once the ones before it formed their memories,
so that what forms is what dreaming them one by one would form, however the worker
happened to batch them; others get the batch in one call (one LLM request per batch,
not per fact). Facts are reconciled in written order. An extraction failure leaves the
chunks searchable and schedules the dream again with backoff; a document that cannot be
dreamt at all fails alone, never its batch or its namespace.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import UTC, date, datetime, timedelta
from typing import Final

import numpy as np

from ...index.retrieval import Retriever, SearchIndex
from ...store.base import ChunkRecord, DocumentRecord, Vector, written_order
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

    def written(self) -> tuple[date, datetime, str]:
        """Where the document stands among its namespace's: its own day, then the order
        documents arrived in (never when its dream came due: a retried session still
        comes before a later one of its day)."""
        document = self.document
        return written_order(document.date, document.created_at, document.id)


_Located = tuple[_Claimed, Vector]
"""A claimed dream with what its new content is about."""


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
        located = sorted(self._about(self._claim(dreams)), key=lambda pair: pair[0].written())
        if getattr(self._extractor, "reads_known_names", False):
            self._dream_in_rounds(located, now)
        else:
            self._dream_together(located, now)
        return True

    def _claim(self, dreams: Sequence[Dream]) -> list[_Claimed]:
        """Each of ``dreams`` with its document and its chunks' vector; a dream whose
        document is gone is finished, one that cannot be read is failed."""
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
        return claimed

    def _dream_in_rounds(self, located: Sequence[_Located], now: datetime) -> None:
        """Dream ``located`` (in written order) for an extractor that reads the names a
        namespace's memories give people: in rounds, each round at most one document of
        every namespace, one extractor call per round. A round's inputs are made only
        once the rounds before it formed their memories, so a document sees the names
        and the memories its namespace's earlier documents formed ("My granddaughter
        Clémence ..." in one session, "Clémence framed her poem" in the next) exactly as
        it would have had each been dreamt alone: what forms never depends on how the
        worker happened to batch a conversation's sessions, nor on candidate facts that
        reconciling dropped or merged. An unavailable extractor puts the round and every
        later one back in the queue, so none is read before the ones written earlier."""
        rounds = _rounds([item for item, _ in located])
        for at, indices in enumerate(rounds):
            ready = self._ready([located[i] for i in indices])
            if not ready:
                continue
            try:
                results = self._extract([work.input for work in ready])
            except ExtractionError as exc:
                later = [located[i][0].dream for rest in rounds[at + 1 :] for i in rest]
                self._retry([work.dream for work in ready] + later, exc, now)
                return
            except Exception as exc:
                self._each_alone(ready, exc, now)
                continue
            self._apply_all(ready, results)

    def _dream_together(self, located: Sequence[_Located], now: datetime) -> None:
        """Dream ``located`` (in written order) in one extractor call (an LLM reads the
        text, not the names memories give), reconciling the facts in written order."""
        ready = self._ready(located)
        if not ready:
            return
        try:
            results = self._extract([work.input for work in ready])
        except ExtractionError as exc:
            self._retry([work.dream for work in ready], exc, now)
            return
        except Exception as exc:
            self._each_alone(ready, exc, now)
            return
        self._apply_all(ready, results)

    def _ready(self, located: Sequence[_Located]) -> list[_Work]:
        """The extractor's input for each of ``located``, made from the namespace's
        memories as they stand now; one that cannot be made fails its dream alone."""
        ready: list[_Work] = []
        for item, about in located:
            try:
                ready.append(_Work(item.dream, item.document, self._input(item, about)))
            except Exception as exc:
                self._fail(item.dream, exc)
        return ready

    def _each_alone(self, ready: Sequence[_Work], exc: Exception, now: datetime) -> None:
        """After ``exc`` broke an extractor call: fail its one document, or extract each
        of several alone (with the inputs they were given, names and all) to find out
        which one broke it."""
        if len(ready) == 1:
            self._fail(ready[0].dream, exc)
            return
        for work in ready:
            self._dream_alone(work, now)

    def _apply_all(
        self, ready: Sequence[_Work], results: Sequence[Sequence[CandidateFact]]
    ) -> None:
        """Reconcile each document's facts, in the order of ``ready`` (written order),
        their vectors embedded in one call."""
        vectors = self._fact_vectors(results)
        for work, facts, facts_vectors in zip(ready, results, vectors, strict=True):
            self._apply(work, facts, facts_vectors)

    def _extract(self, inputs: Sequence[ExtractionInput]) -> list[list[CandidateFact]]:
        """The extractor's facts for ``inputs``, each with the figures of the amounts it
        says in words ("nine hundred pounds (£900)"): see :mod:`..numbers`."""
        found = self._extractor.extract(inputs)
        if len(found) != len(inputs):
            raise RuntimeError(
                f"the extractor answered {len(found)} results for {len(inputs)} documents"
            )
        return [[_figured(fact) for fact in facts] for facts in found]

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
            self._retry([work.dream], exc, now)
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

    def _retry(self, dreams: Sequence[Dream], exc: ExtractionError, now: datetime) -> None:
        logger.warning("memory extraction failed, will retry: %s", exc)
        for dream in dreams:
            delay = self._retry_after * 2 ** (dream.attempts - 1)
            self._store.retry_dream(dream, str(exc), now + timedelta(seconds=delay))

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

    def _about(self, claimed: Sequence[_Claimed]) -> list[_Located]:
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
        about: list[_Located] = []
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


def _rounds(items: Sequence[_Claimed]) -> list[list[int]]:
    """The indices of ``items`` in rounds: the n-th round holds each namespace's n-th
    document in written order (see :meth:`_Claimed.written`)."""
    order = sorted(range(len(items)), key=lambda i: items[i].written())
    rounds: list[list[int]] = []
    seen: dict[str, int] = {}
    for i in order:
        at = seen.get(items[i].dream.namespace, 0)
        seen[items[i].dream.namespace] = at + 1
        if at == len(rounds):
            rounds.append([])
        rounds[at].append(i)
    return rounds


def _existing(record: MemoryRecord) -> ExistingMemory:
    return ExistingMemory(id=record.id, text=record.text, slot=record.slot, subject=record.subject)
