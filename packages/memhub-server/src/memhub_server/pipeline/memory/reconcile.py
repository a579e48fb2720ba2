"""Reconciliation: fold candidate facts into the namespace's memories.

For each candidate, in order of precedence:
1. a single-valued slot that already holds a value: the same value merges (one more
   source), a different value becomes the next version of that memory;
2. an `updates` link from the LLM: the next version of the named memory;
3. an existing live memory that says the same thing (same normalised text, or very
   close embeddings and the same numbers): merge, so a fact repeated in three
   documents is one memory with three sources, not three rows. Numbers keep events
   of one kind apart: "went to the gym on 3 May" and "... on 10 May" embed almost
   alike but are two visits, and merging them would lose the second date;
4. otherwise a new memory, linked when the extractor said it `extends` or `derives`
   from others (derived facts are inferences: searchable, ranked lower, reviewable).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import UTC, datetime

import numpy as np

from ...index.retrieval import SearchIndex
from ...store.base import DocumentRecord, Vector
from ...store.interface import Store
from ...store.memories import MemoryRecord, NewMemory
from ..embedding import Embedder
from .facts import CandidateFact

__all__ = ["DUPLICATE_SIMILARITY", "Reconciler", "same_numbers", "same_text"]

DUPLICATE_SIMILARITY = 0.92
"""Cosine above which two facts are taken to say the same thing."""
SAME_SLOT_SIMILARITY = 0.97
"""Stricter within a slot: "lives in Berlin" and "lives in Lisbon" are close but differ."""

_SPACE = re.compile(r"\s+")
_TRAILING = re.compile(r"[\s.!;]+$")


_NUMBER = re.compile(r"\d+")


def same_numbers(a: str, b: str) -> bool:
    """Whether two texts name the same numbers (dates, ages, counts), in any order."""
    return sorted(_NUMBER.findall(a)) == sorted(_NUMBER.findall(b))


def same_text(a: str, b: str) -> bool:
    def norm(text: str) -> str:
        return _TRAILING.sub("", _SPACE.sub(" ", text.strip())).casefold()

    return norm(a) == norm(b)


class Reconciler:
    def __init__(self, store: Store, index: SearchIndex[MemoryRecord], embedder: Embedder) -> None:
        self._store = store
        self._index = index
        self._embedder = embedder

    def apply(
        self, namespace: str, document: DocumentRecord, facts: Sequence[CandidateFact]
    ) -> set[str]:
        """Store `facts` from `document`; returns the ids of every memory they landed in."""
        if not facts:
            return set()
        vectors = self._embedder.embed([fact.text for fact in facts])
        now = datetime.now(UTC)
        return {
            self._one(namespace, document, fact, vectors[i], now) for i, fact in enumerate(facts)
        }

    def _one(
        self,
        namespace: str,
        document: DocumentRecord,
        fact: CandidateFact,
        vector: Vector,
        now: datetime,
    ) -> str:
        if fact.slot:
            current = self._store.latest_in_slot(namespace, fact.slot)
            if current is not None:
                if same_text(current.text, fact.text) or (
                    self._cosine(namespace, current.id, vector) >= SAME_SLOT_SIMILARITY
                ):
                    return self._store.add_source(current.id, document.id).id
                return self._insert(namespace, document, fact, vector, parent=current)
        if fact.relation == "updates" and fact.related_to:
            target = self._live(namespace, fact.related_to, now)
            if target is not None:
                return self._insert(namespace, document, fact, vector, parent=target)
        duplicate = self._duplicate(namespace, fact, vector, now)
        if duplicate is not None:
            return self._store.add_source(duplicate.id, document.id).id
        return self._insert(namespace, document, fact, vector, parent=None)

    def _live(self, namespace: str, memory_id: str, now: datetime) -> MemoryRecord | None:
        record = self._store.memory(namespace, memory_id)
        return record if record is not None and record.live(now) else None

    def _cosine(self, namespace: str, memory_id: str, vector: Vector) -> float:
        return self._index.cosines(namespace, vector, [memory_id]).get(memory_id, 0.0)

    def _duplicate(
        self, namespace: str, fact: CandidateFact, vector: Vector, now: datetime
    ) -> MemoryRecord | None:
        hits = self._index.dense(namespace, vector, 8)
        records = self._store.memories([memory_id for memory_id, _ in hits])
        for memory_id, cosine in hits:
            record = records.get(memory_id)
            # Ids are looked up across namespaces: a hit must still belong to this one.
            if record is None or record.namespace != namespace or not record.live(now):
                continue
            if same_text(record.text, fact.text) or (
                cosine >= DUPLICATE_SIMILARITY and same_numbers(record.text, fact.text)
            ):
                return record
        return None

    def _insert(
        self,
        namespace: str,
        document: DocumentRecord,
        fact: CandidateFact,
        vector: Vector,
        *,
        parent: MemoryRecord | None,
    ) -> str:
        derived = (
            [m for m in fact.derived_from if self._store.memory(namespace, m) is not None]
            if fact.relation == "derives"
            else []
        )
        record = self._store.insert_memory(
            namespace,
            NewMemory(
                text=fact.text,
                kind=fact.kind,
                subject=fact.subject,
                slot=fact.slot or (parent.slot if parent else None),
                is_inference=bool(derived),
                forget_after=fact.forget_after,
                metadata=dict(document.metadata),
            ),
            vector,
            document_id=document.id,
            parent=parent,
        )
        self._index.add(
            record.namespace,
            [record.id],
            [record.id],
            np.asarray(vector, dtype=np.float32)[None, :],
        )
        extends = fact.related_to if fact.relation == "extends" and parent is None else None
        if extends and self._store.memory(namespace, extends) is not None:
            self._store.link(record.id, extends, "extends")
        for source in derived:
            self._store.link(record.id, source, "derives")
        return record.id
