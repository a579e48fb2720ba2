"""Reconciliation: fold candidate facts into the namespace's memories.

For each candidate, in order of precedence:
1. a single-valued slot that already holds a value: the same value merges (one more
   source), a different value becomes the next version of that memory, and a history
   memory ("Alex lived in Lisbon until ...") keeps the old value searchable
   (`history.py`);
2. an `updates` link from the LLM: the next version of the named memory;
3. a standing plan it tells the outcome of ("is selling the bakery" → "sold the bakery on
   1 December", or "is not selling it after all"): the next version of the plan, even
   one past its expiry (`outcomes.py`); a plan whose outcome is known, restated by its
   own document dreamt again, stays that outcome's first version;
4. a plan or activity stamped with the day it was said ("is learning the cello (as of
   1 March 2026)") said again: from a later day, the next version of the memory, with
   the newer day; from the same or an earlier day, one more source;
5. an existing live memory that says the same thing (same normalised text, or very
   close embeddings and the same numbers): merge, so a fact repeated in three
   documents is one memory with three sources, not three rows. Numbers keep events
   of one kind apart: "went to the gym on 3 May" and "... on 10 May" embed almost
   alike but are two visits, and merging them would lose the second date;
6. otherwise a new memory, linked when the extractor said it `extends` or `derives`
   from others (derived facts are inferences: searchable, ranked lower, reviewable).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import UTC, date, datetime

import numpy as np

from ...index.retrieval import SearchIndex
from ...store.base import DocumentRecord, Vector
from ...store.interface import Store
from ...store.memories import MemoryRecord, NewMemory
from ..dates import as_of_day, latest_day, without_as_of
from ..embedding import Embedder
from .facts import CandidateFact, document_day
from .history import HISTORY_KIND, history_text, same_value
from .outcomes import Act, fulfils, outcome_act, plan_act

__all__ = ["DUPLICATE_SIMILARITY", "Reconciler", "same_numbers", "same_text"]

DUPLICATE_SIMILARITY = 0.92
"""Cosine above which two facts are taken to say the same thing."""
SAME_SLOT_SIMILARITY = 0.97
"""Stricter within a slot: "lives in Berlin" and "lives in Lisbon" are close but differ."""
PLAN_CANDIDATES = 16
"""How many nearest memories are looked through for the plan an outcome fulfils."""
DUPLICATE_CANDIDATES = 8
"""How many nearest memories are looked through for one that says the same thing."""

_Near = tuple[list[tuple[str, float]], dict[str, MemoryRecord]]
"""Nearest memories, best first, as (id, cosine), with their records by id."""

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
        self,
        namespace: str,
        document: DocumentRecord,
        facts: Sequence[CandidateFact],
        vectors: Sequence[Vector] | None = None,
    ) -> set[str]:
        """Store `facts` from `document`; returns the ids of every memory they landed in.
        `vectors`: the facts' embeddings when the caller already has them (one per fact)."""
        if not facts:
            return set()
        if vectors is None:
            vectors = list(self._embedder.embed([fact.text for fact in facts]))
        now = datetime.now(UTC)
        touched: set[str] = set()
        for fact, vector in zip(facts, vectors, strict=True):
            touched |= self._one(namespace, document, fact, vector, now)
        return touched

    def _one(
        self,
        namespace: str,
        document: DocumentRecord,
        fact: CandidateFact,
        vector: Vector,
        now: datetime,
    ) -> set[str]:
        """The ids of the memories `fact` landed in (with a history memory it formed)."""
        if fact.slot:
            current = self._store.latest_in_slot(namespace, fact.slot)
            if current is not None:
                if same_text(current.text, fact.text) or (
                    self._cosine(namespace, current.id, vector) >= SAME_SLOT_SIMILARITY
                ):
                    # Restating the value also supports the history of how it came to be,
                    # so a re-dreamt document does not drop that history as stale.
                    kept = self._store.add_source(current.id, document.id).id
                    return {kept, *self._histories(current.id)}
                new = self._insert(namespace, document, fact, vector, parent=current)
                if same_value(current.text, new.text, current.subject or new.subject):
                    return {new.id}
                return {new.id, self._history(namespace, document, current, new, now)}
        if fact.relation == "updates" and fact.related_to:
            target = self._live(namespace, fact.related_to, now)
            if target is not None:
                return {self._insert(namespace, document, fact, vector, parent=target).id}
        near: _Near | None = None
        if (outcome := outcome_act(fact.text, fact.subject)) is not None:
            near = self._near(namespace, vector, PLAN_CANDIDATES)
            plan = self._fulfilled_plan(namespace, document, fact, outcome, near)
            if plan is not None:
                return {self._insert(namespace, document, fact, vector, parent=plan).id}
        settled = self._settled_plan(document, fact)
        if settled is not None:
            return {settled.id}
        if as_of_day(fact.text) is not None:  # looked up once for this step and the next
            near = near or self._near(namespace, vector, DUPLICATE_CANDIDATES)
        restated = self._restated(namespace, fact, now, near)
        if restated is not None:
            earlier, newer = restated
            if newer:  # said again later: the next version, with the newer day
                return {self._insert(namespace, document, fact, vector, parent=earlier).id}
            return {self._store.add_source(earlier.id, document.id).id}
        duplicate = self._duplicate(namespace, fact, vector, now, near)
        if duplicate is not None:
            return {self._store.add_source(duplicate.id, document.id).id}
        return {self._insert(namespace, document, fact, vector, parent=None).id}

    def _history(
        self,
        namespace: str,
        document: DocumentRecord,
        old: MemoryRecord,
        new: MemoryRecord,
        now: datetime,
    ) -> str:
        """The history memory of `old` giving way to `new`: an inference derived from
        both, sourced from both versions' documents. One per change: an existing memory
        saying the same (this change formed or stated before) gets the link instead."""
        until = document_day(document.date, document.created_at)
        text = history_text(old.text, new.text, old.subject or new.subject, until)
        vector = self._embedder.embed([text])[0]
        fact = CandidateFact(text=text, subject=old.subject or new.subject or "", kind="durable")
        found = self._duplicate(namespace, fact, vector, now)
        if found is not None:
            history = self._store.add_source(found.id, document.id)
        else:
            history = self._store.insert_memory(
                namespace,
                NewMemory(
                    text=text,
                    kind=HISTORY_KIND,
                    subject=old.subject or new.subject,
                    is_inference=True,
                    metadata=dict(document.metadata),
                ),
                vector,
                document_id=document.id,
            )
            self._index.add(
                history.namespace,
                [history.id],
                [history.id],
                np.asarray(vector, dtype=np.float32)[None, :],
            )
        for source in self._store.sources(old.id):
            self._store.add_source(history.id, source)
        for version in (old.id, new.id):
            self._store.link(history.id, version, "derives")
        return history.id

    def _histories(self, memory_id: str) -> list[str]:
        """History memories that rest on memory `memory_id` (it is the newer version)."""
        linked = [
            s for s, t, rel in self._store.links(memory_id) if rel == "derives" and t == memory_id
        ]
        records = self._store.memories(linked)
        return [m for m in linked if m in records and records[m].is_inference]

    def _near(self, namespace: str, vector: Vector, count: int) -> _Near:
        """The `count` memories nearest `vector`, best first, with their records."""
        hits = self._index.dense(namespace, vector, count)
        return hits, self._store.memories([memory_id for memory_id, _ in hits])

    def _fulfilled_plan(
        self,
        namespace: str,
        document: DocumentRecord,
        fact: CandidateFact,
        outcome: Act,
        near: _Near,
    ) -> MemoryRecord | None:
        """The latest plan of `fact`'s subject that `fact` (its act `outcome`) tells the
        outcome of, among the memories `near` it, or None. Expiry does not matter (a plan
        often expires before anyone says how it went); an outcome dated before the plan's
        document is an earlier event, not this one."""
        hits, records = near
        day = latest_day(fact.text) or document_day(document.date, document.created_at)
        for memory_id, _ in hits:
            record = records.get(memory_id)
            if (
                record is None
                or record.namespace != namespace
                or not record.is_latest
                or record.is_forgotten
                or record.is_inference
                or record.kind != "recent"
                or (record.subject or "").casefold() != fact.subject.casefold()
            ):
                continue
            plan = plan_act(record.text, record.subject)
            if plan is not None and fulfils(plan, outcome) and self._said_by(record, day):
                return record
        return None

    def _settled_plan(self, document: DocumentRecord, fact: CandidateFact) -> MemoryRecord | None:
        """The superseded plan `fact` restates when `document`, which said it, is dreamt
        again: how the plan ended is known, so it stays the first version of its outcome
        (kept, not forgotten as stale, and not formed anew beside the outcome)."""
        if fact.slot or plan_act(fact.text, fact.subject) is None:
            return None
        for record in self._store.document_memories(document.id):
            if (
                not record.is_latest
                and not record.is_forgotten
                and same_text(record.text, fact.text)
            ):
                return record
        return None

    def _said_by(self, record: MemoryRecord, day: date) -> bool:
        """Whether `record` was first said on or before `day`."""
        documents = self._store.documents_by_id(record.namespace, self._store.sources(record.id))
        days = [document_day(d.date, d.created_at) for d in documents.values()]
        return bool(days) and min(days) <= day

    def _live(self, namespace: str, memory_id: str, now: datetime) -> MemoryRecord | None:
        record = self._store.memory(namespace, memory_id)
        return record if record is not None and record.live(now) else None

    def _cosine(self, namespace: str, memory_id: str, vector: Vector) -> float:
        return self._index.cosines(namespace, vector, [memory_id]).get(memory_id, 0.0)

    def _restated(
        self, namespace: str, fact: CandidateFact, now: datetime, near: _Near | None
    ) -> tuple[MemoryRecord, bool] | None:
        """A live memory among `near` saying what `fact` says, both stamped with the day
        they were said ("is learning the cello (as of 1 March 2026)"), and whether `fact`'s
        day is the later one; None when `fact` has no stamp or nothing says the same."""
        said = as_of_day(fact.text)
        if said is None or near is None:
            return None
        plain = without_as_of(fact.text)
        hits, records = near
        for memory_id, _ in hits[:DUPLICATE_CANDIDATES]:
            record = records.get(memory_id)
            if record is None or record.namespace != namespace or not record.live(now):
                continue
            before = as_of_day(record.text)
            if before is not None and same_text(without_as_of(record.text), plain):
                return record, said > before
        return None

    def _duplicate(
        self,
        namespace: str,
        fact: CandidateFact,
        vector: Vector,
        now: datetime,
        near: _Near | None = None,
    ) -> MemoryRecord | None:
        """A live memory saying what `fact` says, among the nearest `DUPLICATE_CANDIDATES`
        (taken from `near` when the caller already looked further)."""
        hits, records = near or self._near(namespace, vector, DUPLICATE_CANDIDATES)
        for memory_id, cosine in hits[:DUPLICATE_CANDIDATES]:
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
    ) -> MemoryRecord:
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
        return record
