"""Memories: recall, reading with history, forgetting, review and the graph feed."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

import numpy as np

from memhub import types as t
from memhub.filtering import compile_filter

from ..index.ranking import Fusion, Ranked
from ..index.retrieval import Candidates, Indexer, Retriever, candidates
from ..pipeline.embedding.base import Embedder
from ..pipeline.memory.facts import ExistingMemory, ExtractionError, Extractor
from ..store.base import Vector
from ..store.interface import Store
from ..store.memories import MemoryRecord, NewMemory
from .errors import Conflict, NotFound
from .views import included_document, memory_model, pagination, related_memory

__all__ = ["FORGOTTEN_ON_REQUEST", "MemoryHit", "MemoryService", "Revision", "inference_weight"]

INFERENCE_PENALTY = 0.85
"""Unreviewed inferences rank below stated facts of equal relevance."""
FORGET_MATCH_SIMILARITY = 0.65
"""Semantic forget matches on meaning alone (shared names must not pull in other facts):
the raw cosine between the request, a first-person one rewritten about the namespace's
person, and each memory. Measured on a hand-written labelled set (36 requests, 26 of
them about stored facts; `bench/calibrate_thresholds.py --labelled`):

    cosine >=         0.5    0.55   0.6    0.65   0.7
    precision         33%    45%    65%    82%    88%
    recall            85%    81%    74%    67%    56%
    requests exact    56%    61%    61%    67%    64%

Forgetting cannot be undone from the API, so the threshold sits where precision turns
high; below ~0.6 the facts that only share the person's name come along (a memory
naming "Tobias" scores 0.55-0.65 on any request about Tobias). Without the person
rewrite, first-person requests score 0.3-0.5 against "The user ..." memories and recall
falls to 52 % at 0.65. An extractor with `confirm_forget` (an LLM) vets the matches."""
INFERRED_QUEUE_LIMIT = 50
FORGOTTEN_ON_REQUEST = "forgotten on request"
"""The reason a forget records when the caller gives none."""


@dataclass(frozen=True)
class Revision:
    """A caller's new version of a memory. `metadata` None keeps the previous version's;
    `forget_after` and `forget_reason` are kept too unless `reschedule` is set, when
    they are replaced (None clearing them)."""

    text: str
    metadata: dict[str, Any] | None = None
    reschedule: bool = False
    forget_after: datetime | None = None
    forget_reason: str | None = None


MemoryHit = Ranked[MemoryRecord]


def inference_weight(record: MemoryRecord) -> float:
    """A memory's weight in fused ranking: unreviewed inferences count less."""
    return INFERENCE_PENALTY if record.is_inference else 1.0


RANKING = Fusion[MemoryRecord](
    text=lambda record: record.text, weight=inference_weight, times_qualify=True
)
"""Memories rank like chunks, except that unreviewed inferences are pushed down and a
time the query names only qualifies it (`index.ranking.Fusion.times_qualify`)."""


def recall_depth(depth: int) -> int:
    """Candidates taken from each ranking before fusing and filtering."""
    return depth * 3


class MemoryService:
    def __init__(
        self,
        store: Store,
        retriever: Retriever[MemoryRecord],
        extractor: Extractor,
        *,
        index: Indexer | None = None,
        embedder: Embedder | None = None,
    ) -> None:
        self._store = store
        self._retriever = retriever
        self._extractor = extractor
        self._index = index
        """Told of memories written here (revisions), as memory formation tells it."""
        self._embedder = embedder
        """Embeds memories written here; without one, writing memories is refused."""

    # -- recall ------------------------------------------------------------------------

    def lexical(self, namespace: str, query: str, depth: int) -> list[tuple[str, float]]:
        """The full-text half of `recall(..., depth=depth)`, to run ahead of it."""
        return self._retriever.lexical(namespace, query, recall_depth(depth))

    def recall(
        self,
        namespace: str,
        query: str,
        query_vector: Vector,
        *,
        depth: int,
        threshold: float,
        filter: t.FilterExpression | None,
        include_forgotten: bool,
        lexical: list[tuple[str, float]] | None = None,
    ) -> list[MemoryHit]:
        """Memories for `query`, fused from vector and BM25 rankings, best first.

        `lexical` is `self.lexical(namespace, query, depth)` when the caller already
        ran it (search runs it while the query is being embedded).
        """
        found = self.candidates(
            namespace,
            query,
            query_vector,
            depth=depth,
            filter=filter,
            include_forgotten=include_forgotten,
            lexical=lexical,
        )
        return found.rank(RANKING, query, threshold=threshold, limit=depth)

    def candidates(
        self,
        namespace: str,
        query: str,
        query_vector: Vector,
        *,
        depth: int,
        filter: t.FilterExpression | None,
        include_forgotten: bool,
        lexical: list[tuple[str, float]] | None = None,
    ) -> Candidates[MemoryRecord]:
        """What `recall(..., depth=depth)` fuses: the recallable memories (live ones
        unless forgotten ones are asked for too, matching `filter`) among the dense
        and full-text candidates, for search to fuse with other kinds."""
        now = datetime.now(UTC)
        check = compile_filter(filter) if filter is not None else None

        def eligible(record: MemoryRecord) -> bool:
            if not include_forgotten and not record.live(now):
                return False
            return check is None or check(record.metadata)

        return candidates(
            self._retriever,
            namespace,
            query,
            query_vector,
            depth=recall_depth(depth),
            eligible=eligible,
            lexical=lexical,
        )

    def related(self, record: MemoryRecord, limit: int) -> t.RelatedMemories:
        """Versions up to three steps away (nearest first) and extends/derives links."""
        parents: list[t.RelatedMemory] = []
        current = record
        while current.parent_id and len(parents) < min(limit, 3):
            parent = self._store.memories([current.parent_id]).get(current.parent_id)
            if parent is None:
                break
            parents.append(related_memory(parent, "updates"))
            current = parent
        children: list[t.RelatedMemory] = []
        frontier = [record]
        while frontier and len(children) < min(limit, 3):
            nxt = [c for node in frontier for c in self._store.children(node.id)]
            children.extend(related_memory(c, "updates") for c in nxt)
            frontier = nxt
        siblings: list[t.RelatedMemory] = []
        linked = self._store.links(record.id)
        others = self._store.memories([s if s != record.id else o for s, o, _ in linked])
        for source, target, relation in linked:
            other = others.get(target if source == record.id else source)
            if other is not None and len(siblings) < limit:
                siblings.append(related_memory(other, relation))
        return t.RelatedMemories(
            parents=parents[:limit], children=children[:limit], siblings=siblings
        )

    # -- reads ---------------------------------------------------------------------------

    def get(
        self, namespace: str, memory_id: str, include: set[str], related_limit: int
    ) -> t.MemoryDetails:
        record = self._store.memory(namespace, memory_id)
        if record is None:
            raise NotFound("Memory not found")
        details = t.MemoryDetails(**memory_model(record).model_dump(exclude_unset=True))
        included = t.MemoryDetailsIncluded()
        if "related" in include:
            included.related = self.related(record, related_limit)
        if "documents" in include:
            sources = self._store.sources(record.id)
            heads = self._store.document_heads(namespace, sources[:1])
            if heads:
                included.document = included_document(heads[sources[0]])
        if include:
            details.included = included
        return details

    def listing(
        self,
        namespace: str,
        filter: t.FilterExpression | None,
        include_forgotten: bool,
        sort: str,
        descending: bool,
    ) -> list[MemoryRecord]:
        now = datetime.now(UTC)
        check = compile_filter(filter) if filter is not None else None
        records = [
            r
            for r in self._store.list_memories(namespace)
            if (include_forgotten or r.live(now)) and (check is None or check(r.metadata))
        ]
        key = (lambda r: r.updated_at) if sort == "updatedAt" else (lambda r: r.created_at)
        records.sort(key=key, reverse=descending)
        return records

    def list_page(
        self, namespace: str, params: t.ListParams, request: t.ListRequest
    ) -> t.ListResponse:
        """One page of `POST /list/memories`: the memories matching the request's filter
        (live ones unless forgotten ones are asked for too), in the asked order."""
        include = request.include or t.ListInclude()
        records = self.listing(
            namespace, request.filter, bool(include.forgotten), params.sort, params.order == "desc"
        )
        start = (params.page - 1) * params.limit
        return t.ListResponse(
            documents=[],
            chunks=[],
            memories=[memory_model(r) for r in records[start : start + params.limit]],
            pagination=pagination(len(records), params.page, params.limit),
        )

    # -- forgetting ------------------------------------------------------------------------

    def forget(
        self, namespace: str, ids: Sequence[str], reason: str = FORGOTTEN_ON_REQUEST
    ) -> t.ForgetResult:
        """Soft-forget `ids`, recording `reason` on each (shown as `forgetReason`)."""
        found = {i: self._store.memory(namespace, i) for i in dict.fromkeys(ids)}
        errors = [t.IdError(id=i, error="Memory not found") for i, r in found.items() if r is None]
        already = [
            t.IdError(id=i, error="Memory is already forgotten")
            for i, r in found.items()
            if r is not None and r.is_forgotten
        ]
        chosen = [r for r in found.values() if r is not None and not r.is_forgotten]
        self._store.forget_memories([r.id for r in chosen], reason)
        return t.ForgetResult(
            count=len(chosen),
            errors=errors + already,
            matches=[t.ForgetMatch(id=r.id, memory=r.text) for r in chosen],
        )

    def forget_matching(
        self, namespace: str, query: str, query_vector: Vector, dry_run: bool
    ) -> t.ForgetResult:
        hits = self.recall(
            namespace,
            query,
            query_vector,
            depth=100,
            threshold=0.0,
            filter=None,
            include_forgotten=False,
        )
        candidates = [h.record for h in hits if h.cosine >= FORGET_MATCH_SIMILARITY]
        confirm = getattr(self._extractor, "confirm_forget", None)
        if confirm is not None and candidates:
            try:
                keep = set(
                    confirm(query, [ExistingMemory(r.id, r.text, r.slot) for r in candidates])
                )
            except ExtractionError:
                keep = {r.id for r in candidates}  # the LLM is only a second opinion
            candidates = [r for r in candidates if r.id in keep]
        if not dry_run:
            self._store.forget_memories([r.id for r in candidates], f"forget request: {query}")
        return t.ForgetResult(
            count=len(candidates),
            errors=[],
            matches=[t.ForgetMatch(id=r.id, memory=r.text) for r in candidates],
        )

    # -- revising ----------------------------------------------------------------------------

    def _written(self, records: Sequence[MemoryRecord], vectors: Vector) -> None:
        """Tell the index about memories written here, as memory formation does."""
        if self._index is not None and records:
            rows = np.asarray(vectors, dtype=np.float32)
            for record, row in zip(records, rows, strict=True):
                self._index.add(record.namespace, [record.id], [record.id], row[None, :])

    def _embed(self, texts: Sequence[str]) -> Vector:
        if self._embedder is None:
            raise RuntimeError("this MemoryService was built without an embedder")
        vectors: Vector = self._embedder.embed(texts)
        return vectors

    def create(
        self, namespace: str, document_id: str, memories: Sequence[NewMemory]
    ) -> list[MemoryRecord]:
        """Memories stated directly (not formed from a document's text), all sourced
        from document `document_id`; searchable at once."""
        vectors = self._embed([new.text for new in memories])
        records = [
            self._store.insert_memory(namespace, new, vector, document_id=document_id)
            for new, vector in zip(memories, vectors, strict=True)
        ]
        self._written(records, vectors)
        return records

    def history(self, record: MemoryRecord) -> list[MemoryRecord]:
        """The earlier versions of `record`, newest first."""
        earlier: list[MemoryRecord] = []
        parent_id = record.parent_id
        while parent_id is not None and len(earlier) < record.version:
            parent = self._store.memory(record.namespace, parent_id)
            if parent is None:
                break
            earlier.append(parent)
            parent_id = parent.parent_id
        return earlier

    def document_ids(self, namespace: str, memory_id: str) -> list[str]:
        """The public ids of the documents a memory came from."""
        sources = self._store.sources(memory_id)
        heads = self._store.document_heads(namespace, sources)
        return [heads[s].public_id for s in sources if s in heads]

    def revise(self, namespace: str, memory_id: str, revision: Revision) -> MemoryRecord:
        """A caller's new version of memory `memory_id`: the old one stays, no longer
        latest, and the new one continues its version chain, kind and sources. Only the
        latest, unforgotten version can be revised (409)."""
        record = self._store.memory(namespace, memory_id)
        if record is None:
            raise NotFound("Memory not found")
        if record.is_forgotten:
            raise Conflict("Memory is forgotten; a forgotten memory cannot be updated")
        if not record.is_latest:
            raise Conflict("Memory is not the latest version; update the latest one instead")
        sources = self._store.sources(record.id)
        if not sources:
            raise Conflict("Memory has no source document left to record the update under")
        keep = not revision.reschedule
        vector = self._embed([revision.text])[0]
        new = self._store.insert_memory(
            namespace,
            NewMemory(
                text=revision.text,
                kind=record.kind,
                subject=record.subject,
                slot=record.slot,
                forget_after=record.forget_after if keep else revision.forget_after,
                forget_reason=record.forget_reason if keep else revision.forget_reason,
                metadata=dict(record.metadata if revision.metadata is None else revision.metadata),
            ),
            vector,
            document_id=sources[0],
            parent=record,
        )
        for source in sources[1:]:
            new = self._store.add_source(new.id, source)
        self._written([new], vector[None, :])
        return new

    # -- review ----------------------------------------------------------------------------

    def inferred(self, namespace: str) -> t.InferredMemoryList:
        now = datetime.now(UTC)
        queue = [
            r
            for r in self._store.list_memories(namespace)
            if r.is_inference and r.review_status is None and r.live(now)
        ]
        counts = dict.fromkeys((r.id for r in queue), 0)
        for source, target, relation in self._store.links_of(list(counts)):
            if relation == "derives":
                for end in {source, target} & counts.keys():
                    counts[end] += 1
        queue.sort(key=lambda r: (counts[r.id], r.created_at), reverse=True)
        return t.InferredMemoryList(
            memories=[
                t.InferredMemory(
                    id=r.id,
                    memory=r.text,
                    parent_count=counts[r.id],
                    metadata=r.metadata,
                    created_at=r.created_at,
                    updated_at=r.updated_at,
                )
                for r in queue[:INFERRED_QUEUE_LIMIT]
            ],
            total=len(queue),
        )

    def review(self, namespace: str, memory_id: str, action: str) -> t.ReviewResult:
        record = self._store.memory(namespace, memory_id)
        if record is None:
            raise NotFound("Memory not found")
        if action == "undo":
            if record.review_status is None:
                raise Conflict("There is no review to undo for this memory")
            updated = self._store.set_review(
                memory_id, status=None, is_inference=True, is_forgotten=False
            )
        else:
            if not record.is_inference or record.review_status is not None:
                raise Conflict("Only unreviewed inferred memories can be approved or declined")
            approve = action == "approve"
            updated = self._store.set_review(
                memory_id,
                status="approved" if approve else "declined",
                is_inference=not approve,
                is_forgotten=not approve,
            )
        return t.ReviewResult(
            id=updated.id,
            is_inference=updated.is_inference,
            is_forgotten=updated.is_forgotten,
            review_status=updated.review_status,  # type: ignore[arg-type]
        )

    # -- graph -------------------------------------------------------------------------------

    def graph(self, namespace: str, page: int, limit: int) -> t.GraphResponse:
        """One page of documents, newest first, with the memories they support and the
        edges between them: a fixed number of reads whatever the page size."""
        heads = self._store.list_document_heads(namespace, sort="createdAt", descending=True)
        chosen = heads[(page - 1) * limit : page * limit]
        memories, edges = self._graph_memories(namespace, {h.id: h.public_id for h in chosen})
        return t.GraphResponse(
            documents=[
                t.GraphDocument(
                    id=h.public_id,
                    title=h.title,
                    type=h.type,
                    metadata=h.metadata,
                    system=t.Timestamps(created_at=h.created_at, updated_at=h.updated_at),
                )
                for h in chosen
            ],
            memories=memories,
            edges=edges,
            pagination=pagination(len(heads), page, limit),
        )

    def _graph_memories(
        self, namespace: str, document_ids: dict[str, str]
    ) -> tuple[list[t.GraphMemory], list[t.GraphEdge]]:
        """Memories sourced from the given documents (internal id → public id) and edges."""
        memories: dict[str, t.GraphMemory] = {}
        edges: list[t.GraphEdge] = []
        # Only the memories of the page's documents are read, not the whole namespace.
        sourced: dict[str, list[str]] = {}
        for memory_id, document_id in self._store.sources_of(list(document_ids)):
            sourced.setdefault(memory_id, []).append(document_ids[document_id])
        records = self._store.memories(list(sourced))
        chosen = sorted(
            (r for r in records.values() if r.namespace == namespace),
            key=lambda r: (r.created_at, r.id),
        )
        outgoing: dict[str, list[tuple[str, str, str]]] = {}
        for link in self._store.links_of([r.id for r in chosen]):
            outgoing.setdefault(link[0], []).append(link)
        for record in chosen:
            sources = sourced[record.id]
            memories[record.id] = t.GraphMemory(
                **memory_model(record).model_dump(exclude_unset=True), document_ids=sources
            )
            edges.extend(
                t.GraphEdge(source=record.id, target=d, relation="source") for d in sources
            )
            if record.parent_id:
                edges.append(
                    t.GraphEdge(source=record.id, target=record.parent_id, relation="updates")
                )
            edges.extend(
                t.GraphEdge(source=source, target=target, relation=relation)
                for source, target, relation in outgoing.get(record.id, [])
            )
        return list(memories.values()), edges
