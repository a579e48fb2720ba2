"""Search: fuse dense and lexical retrieval into one ranked, thresholded list.

Ranking uses reciprocal rank fusion of the vector ranking and the BM25 ranking,
so neither signal can drown the other (a small dense model alone loses to BM25
on conversational recall; BM25 alone misses paraphrases). The reported
`similarity` is a 0..1 number the threshold applies to: the cosine similarity,
raised toward 1 by the share of query words the passage contains.
"""

from __future__ import annotations

import threading
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass

import numpy as np

from memhub import types as t

from ..index.lexical import content_terms, coverage
from ..index.vectors import VectorIndex
from ..pipeline.embedding import Embedder
from ..store.base import ChunkRecord, Vector
from ..store.interface import Store
from .documents import DocumentService
from .memories import MemoryHit, MemoryService, recall_depth
from .views import included_document, memory_model

__all__ = ["SearchService"]

DEFAULT_LIMIT = 10
DEFAULT_THRESHOLD = 0.3
RRF_K = 60
LEXICAL_WEIGHT = 0.5


@dataclass
class _Candidate:
    chunk_id: str
    dense_rank: int | None = None
    lexical_rank: int | None = None
    cosine: float | None = None

    @property
    def fused(self) -> float:
        return sum(1 / (RRF_K + rank) for rank in (self.dense_rank, self.lexical_rank) if rank)


def _chunk_depth(limit: int) -> int:
    """Candidates taken from each chunk ranking before fusing and thresholding."""
    return max(limit * 4, 40)


class SearchService:
    def __init__(
        self,
        store: Store,
        vectors: VectorIndex,
        embedder: Embedder,
        documents: DocumentService,
        memories: MemoryService,
    ) -> None:
        self._store = store
        self._vectors = vectors
        self._embedder = embedder
        self._documents = documents
        self._memories = memories
        self._pool: ThreadPoolExecutor | None = None
        self._pool_lock = threading.Lock()

    def embed_query(self, query: str) -> Vector:
        vector: Vector = self._embedder.embed([query])[0]
        return vector

    def _lexical(self) -> ThreadPoolExecutor:
        """Threads for full-text lookups, started on first use (and again after close)."""
        with self._pool_lock:
            if self._pool is None:
                self._pool = ThreadPoolExecutor(4, thread_name_prefix="memhub-fulltext")
            return self._pool

    def close(self) -> None:
        with self._pool_lock:
            pool, self._pool = self._pool, None
        if pool is not None:
            pool.shutdown(wait=True, cancel_futures=True)

    def search(self, namespace: str, request: t.SearchRequest) -> t.SearchResponse:
        started = time.perf_counter()
        mode = request.search_mode or "hybrid"
        limit = request.limit or DEFAULT_LIMIT
        threshold = DEFAULT_THRESHOLD if request.threshold is None else request.threshold
        include = request.include or t.SearchInclude()
        # Full-text lookups need no vector: they run on other threads (SQLite releases
        # the GIL) while this one embeds the query, so a search costs about max(), not sum().
        memory_lexical = chunk_lexical = None
        if mode in ("hybrid", "memories"):
            memory_lexical = self._lexical().submit(
                self._store.memory_fulltext, namespace, request.query, recall_depth(limit)
            )
        if mode in ("hybrid", "chunks"):
            chunk_lexical = self._lexical().submit(
                self._store.fulltext, namespace, request.query, _chunk_depth(limit)
            )
        query_vector = self.embed_query(request.query)
        ranked: list[tuple[float, float, t.SearchResult]] = []
        if mode in ("hybrid", "memories"):
            hits = self._memories.recall(
                namespace,
                request.query,
                query_vector,
                depth=limit,
                threshold=threshold,
                filter=request.filter,
                include_forgotten=bool(include.forgotten),
                lexical=memory_lexical.result() if memory_lexical else None,
            )
            ranked += [
                (hit.fused, hit.similarity, self._memory_result(namespace, hit, include))
                for hit in hits
            ]
        if chunk_lexical is not None:
            scored = self._chunk_candidates(
                namespace,
                request.query,
                query_vector,
                chunk_lexical.result(),
                request.filter,
                limit,
                threshold,
            )
            ranked += self._render(namespace, scored, bool(include.documents))
        ranked.sort(key=lambda item: (item[0], item[1]), reverse=True)
        elapsed = (time.perf_counter() - started) * 1000
        return t.SearchResponse(
            results=[result for _, _, result in ranked[:limit]], search_time=round(elapsed, 3)
        )

    def _memory_result(
        self, namespace: str, hit: MemoryHit, include: t.SearchInclude
    ) -> t.SearchResult:
        record = hit.record
        memory = memory_model(record)
        result = t.SearchResult(
            id=record.id,
            memory=record.text,
            metadata=memory.metadata,
            similarity=round(hit.similarity, 6),
            is_latest=record.is_latest and not record.is_forgotten,
            is_inference=record.is_inference,
            system=t.SearchResultSystem(created_at=record.created_at, updated_at=record.updated_at),
        )
        if include.related or include.documents:
            included = t.SearchResultIncluded()
            if include.related:
                included.related = self._memories.related(record, 10)
            if include.documents:
                sources = self._store.sources(record.id)
                heads = self._store.document_heads(namespace, sources[:1])
                if heads:
                    included.document = included_document(heads[sources[0]])
            result.included = included
        return result

    def _chunk_candidates(
        self,
        namespace: str,
        query: str,
        query_vector: np.ndarray,
        lexical: list[tuple[str, float]],
        filter: t.FilterExpression | None,
        limit: int,
        threshold: float,
    ) -> list[tuple[float, float, ChunkRecord]]:
        """Fuse the dense ranking with `lexical` (BM25 hits, best first) into scored chunks."""
        allowed: set[str] | None = None
        if filter is not None:
            allowed = set(self._documents.matching_ids(namespace, filter))
            if not allowed:
                return []
        depth = _chunk_depth(limit)
        candidates: dict[str, _Candidate] = {}
        dense = self._vectors.search(namespace, query_vector, depth, allowed_documents=allowed)
        for rank, (chunk_id, _doc, cosine) in enumerate(dense, start=1):
            candidates[chunk_id] = _Candidate(chunk_id, dense_rank=rank, cosine=cosine)
        chunks = {
            chunk_id: chunk
            for chunk_id, chunk in self._store.chunks_by_id(
                list(candidates) + [c for c, _ in lexical]
            ).items()
            # Ids are looked up across namespaces: a hit must still belong to this one.
            if chunk.namespace == namespace
        }
        rank = 0
        for chunk_id, _score in lexical:
            chunk = chunks.get(chunk_id)
            if chunk is None or (allowed is not None and chunk.document_id not in allowed):
                continue
            rank += 1
            candidates.setdefault(chunk_id, _Candidate(chunk_id)).lexical_rank = rank
        self._fill_cosines(namespace, candidates, query_vector)
        terms = content_terms(query)
        scored: list[tuple[float, float, ChunkRecord]] = []
        # Walk in fused order and stop at `limit`: the similarity (which reads the
        # passage's words) is only worked out for candidates that could be returned.
        for candidate in sorted(candidates.values(), key=lambda c: c.fused, reverse=True):
            if len(scored) >= limit and candidate.fused < scored[-1][0]:
                break  # ties with the last kept candidate still compete on similarity
            chunk = chunks.get(candidate.chunk_id)
            if chunk is None:
                continue  # deleted since the index was read
            cosine = min(max(candidate.cosine or 0.0, 0.0), 1.0)
            similarity = cosine + (1 - cosine) * LEXICAL_WEIGHT * coverage(terms, chunk.content)
            if similarity >= threshold:
                scored.append((candidate.fused, similarity, chunk))
        scored.sort(key=lambda item: (item[0], item[1]), reverse=True)
        return scored[:limit]

    def _fill_cosines(
        self, namespace: str, candidates: dict[str, _Candidate], query_vector: np.ndarray
    ) -> None:
        missing = [c.chunk_id for c in candidates.values() if c.cosine is None]
        for chunk_id, vector in self._vectors.vectors(namespace, missing).items():
            candidates[chunk_id].cosine = float(vector @ query_vector)

    def _render(
        self,
        namespace: str,
        scored: list[tuple[float, float, ChunkRecord]],
        with_documents: bool,
    ) -> list[tuple[float, float, t.SearchResult]]:
        # Heads only: a chunk result needs its document's metadata, not its content.
        heads = self._store.document_heads(namespace, list({c.document_id for _, _, c in scored}))
        results = []
        for fused, similarity, chunk in scored:
            document = heads.get(chunk.document_id)
            if document is None:
                continue
            result = t.SearchResult(
                id=chunk.id,
                chunk=chunk.content,
                metadata={**document.metadata, **chunk.metadata},
                similarity=round(similarity, 6),
                is_latest=True,
                is_inference=False,
                system=t.SearchResultSystem(
                    created_at=chunk.created_at, updated_at=document.updated_at
                ),
            )
            if with_documents:
                result.included = t.SearchResultIncluded(document=included_document(document))
            results.append((fused, similarity, result))
        return results
