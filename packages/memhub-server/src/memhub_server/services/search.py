"""Search: chunks and memories, each retrieved and fused alike, in one ranked list.

Both kinds are ranked by `index.ranking` (reciprocal rank fusion of the dense and
full-text rankings, a 0..1 `similarity` the threshold applies to), so a hybrid
search can interleave them on their fused scores.
"""

from __future__ import annotations

import threading
import time
from concurrent.futures import ThreadPoolExecutor

from memhub import types as t

from ..index.query_dates import with_absolute_dates
from ..index.ranking import Fusion, Ranked
from ..index.rerank import rerank
from ..index.retrieval import Retriever, retrieve
from ..pipeline.embedding import Embedder
from ..store.base import ChunkRecord, Vector
from ..store.interface import Store
from .documents import DocumentService
from .memories import MemoryHit, MemoryService
from .views import included_document, memory_model

__all__ = ["SearchService"]

DEFAULT_LIMIT = 10
DEFAULT_THRESHOLD = 0.3
RANKING = Fusion[ChunkRecord](text=lambda chunk: chunk.content)


def _chunk_depth(limit: int) -> int:
    """Candidates taken from each chunk ranking before fusing and thresholding."""
    return max(limit * 4, 40)


class SearchService:
    def __init__(
        self,
        store: Store,
        chunks: Retriever[ChunkRecord],
        embedder: Embedder,
        documents: DocumentService,
        memories: MemoryService,
    ) -> None:
        self._store = store
        self._chunks = chunks
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
        request = with_absolute_dates(request)  # "last May" -> "in May 2026": see query_dates
        mode = request.search_mode or "hybrid"
        limit = request.limit or DEFAULT_LIMIT
        threshold = DEFAULT_THRESHOLD if request.threshold is None else request.threshold
        include = request.include or t.SearchInclude()
        # Full-text lookups need no vector: they run on other threads (SQLite releases
        # the GIL) while this one embeds the query, so a search costs about max(), not sum().
        memory_lexical = chunk_lexical = None
        if mode in ("hybrid", "memories"):
            memory_lexical = self._lexical().submit(
                self._memories.lexical, namespace, request.query, limit
            )
        if mode in ("hybrid", "chunks"):
            chunk_lexical = self._lexical().submit(
                self._chunks.lexical, namespace, request.query, _chunk_depth(limit)
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
        if request.rerank in ("order", "aggregate"):
            ranked = rerank(
                request.query,
                ranked,
                lambda r: r[2].memory or r[2].chunk or "",
                merge=request.rerank == "aggregate",
            )
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
        query_vector: Vector,
        lexical: list[tuple[str, float]],
        filter: t.FilterExpression | None,
        limit: int,
        threshold: float,
    ) -> list[Ranked[ChunkRecord]]:
        """Chunks for `query`, fused from the dense ranking and `lexical` (full-text hits,
        best first), restricted to the documents `filter` matches."""
        allowed: set[str] | None = None
        if filter is not None:
            allowed = set(self._documents.matching_ids(namespace, filter))
            if not allowed:
                return []
        return retrieve(
            self._chunks,
            RANKING,
            namespace,
            query,
            query_vector,
            depth=_chunk_depth(limit),
            limit=limit,
            threshold=threshold,
            eligible=None if allowed is None else lambda chunk: chunk.document_id in allowed,
            owners=allowed,
            lexical=lexical,
        )

    def _render(
        self,
        namespace: str,
        scored: list[Ranked[ChunkRecord]],
        with_documents: bool,
    ) -> list[tuple[float, float, t.SearchResult]]:
        # Heads only: a chunk result needs its document's metadata, not its content.
        heads = self._store.document_heads(namespace, list({h.record.document_id for h in scored}))
        results = []
        for hit in scored:
            chunk, similarity = hit.record, hit.similarity
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
            results.append((hit.fused, similarity, result))
        return results
