"""Search: chunks and memories in one ranked list.

Each kind's retriever hands out candidates; a hybrid search pools them and fuses the
pool once (`index.retrieval.merge`, `index.ranking`): one dense ranking by cosine and
one full-text ranking by BM25 over both kinds, so a memory and a passage compete on
the same scale rather than each topping its own list. `similarity` is the 0..1 number
the threshold applies to, the same for both kinds.
"""

from __future__ import annotations

import threading
import time
from collections import OrderedDict
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from memhub import types as t

from .._threads import LazyPool
from ..index.identities import interleave, resolve_relative
from ..index.person import (
    USER_NAME_SLOT,
    as_the_user,
    is_first_person,
    namespace_person,
    to_third_person,
    user_name,
)
from ..index.query_dates import with_absolute_dates, without_dates
from ..index.ranking import Fusion, Ranked
from ..index.rerank import rerank
from ..index.retrieval import Candidates, Retriever, candidates, merge
from ..pipeline.embedding import Embedder, embed_queries
from ..store.base import ChunkRecord, DocumentHead, Vector
from ..store.interface import Store
from ..store.memories import MemoryRecord
from .documents import DocumentService
from .memories import RANKING, MemoryService, inference_weight
from .views import included_document, memory_model

if TYPE_CHECKING:
    import numpy as np
    from numpy.typing import NDArray

__all__ = ["SearchService"]

DEFAULT_LIMIT = 10
DEFAULT_THRESHOLD = 0.3
Found = MemoryRecord | ChunkRecord
"""What search ranks: memories and passages alike."""


def _text(record: Found) -> str:
    return record.text if isinstance(record, MemoryRecord) else record.content


def _weight(record: Found) -> float:
    return inference_weight(record) if isinstance(record, MemoryRecord) else 1.0


FUSION = Fusion[Found](text=_text, weight=_weight)
"""One ranking for every kind (see `index.ranking`); memories weigh as in recall."""


def _chunk_depth(limit: int) -> int:
    """Candidates taken from each chunk ranking before fusing and thresholding."""
    return max(limit * 4, 40)


NAMESPACES_KNOWN = 256
"""How many namespaces' `_Known` a search service keeps; the least recently searched go."""


@dataclass(slots=True)
class _Known:
    """What one namespace's memories say of its person, as of its memory `stamp`: the
    user's name (from the `user:name` memory) and, read on first need, the person most of
    its memories are about (`index.person.namespace_person`)."""

    namespace: str
    stamp: tuple[str, int]
    user_name: str | None
    person: str | None = None
    person_read: bool = False

    def as_memories_say(self, query: str) -> str:
        """`query` with the user's name written as memories write the user ("the user";
        see `index.person.as_the_user`)."""
        return query if self.user_name is None else as_the_user(query, self.user_name)


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
        self._pool = LazyPool(lambda: 4, "memhub-fulltext")
        self._known: OrderedDict[str, _Known] = OrderedDict()
        self._known_lock = threading.Lock()

    def embed_query(self, query: str, *, exact: bool = False) -> Vector:
        """`query`'s vector by the embedder's fast query path, or with `exact` by the
        pass stored vectors are made with (for decisions a similarity threshold makes
        alone, such as semantic forget)."""
        vector: Vector = self._embed([query], exact=exact)[0]
        return vector

    def _embed(self, texts: list[str], *, exact: bool) -> NDArray[np.float32]:
        """One vector per text, a row each; `exact` as for `embed_query`."""
        return self._embedder.embed(texts) if exact else embed_queries(self._embedder, texts)

    def _lexical(self) -> ThreadPoolExecutor:
        """Threads for full-text lookups, started on first use (and again after close)."""
        return self._pool.get()

    def close(self) -> None:
        self._pool.close()

    def search(self, namespace: str, request: t.SearchRequest) -> t.SearchResponse:
        started = time.perf_counter()
        request = with_absolute_dates(request)  # "last May" -> "in May 2026": see query_dates
        mode = request.search_mode or "hybrid"
        limit = request.limit or DEFAULT_LIMIT
        threshold = DEFAULT_THRESHOLD if request.threshold is None else request.threshold
        include = request.include or t.SearchInclude()
        query = request.query
        # Memories call the user "the user": a query naming them is matched as such
        # (`index.person.as_the_user`); passages keep the words as asked.
        known = None if mode == "chunks" else self._known_of(namespace)
        memory_query = query if known is None else known.as_memories_say(query)
        # Searching memories alone, a time the query names qualifies it: they are looked
        # up by its topic (`index.query_dates.without_dates`); the vector reads the time.
        memory_words = without_dates(memory_query) if mode == "memories" else memory_query
        # Full-text lookups need no vector: they run on other threads (SQLite releases
        # the GIL) while this one embeds the query, so a search costs about max(), not sum().
        memory_lexical = chunk_lexical = None
        if mode in ("hybrid", "memories"):
            memory_lexical = self._lexical().submit(
                self._memories.lexical, namespace, memory_words, limit
            )
        if mode in ("hybrid", "chunks"):
            chunk_lexical = self._lexical().submit(
                self._chunks.lexical, namespace, query, _chunk_depth(limit)
            )
        query_vector, memory_vector = self._query_vectors(
            known,
            query,
            rewrite=bool(request.rewrite_query) and memory_lexical is not None,
            # A second vector costs as much as the first (~9 ms on a core): hybrid search
            # meets the user's name in full text only; memories alone are worth it.
            memory_query=memory_query if mode == "memories" else None,
            passages=chunk_lexical is not None,  # memories alone need no passage vector
        )
        pools: list[Candidates[Any]] = []
        if memory_lexical is not None:
            pools.append(
                self._memories.candidates(
                    namespace,
                    memory_query,
                    memory_vector,
                    depth=limit,
                    filter=request.filter,
                    include_forgotten=bool(include.forgotten),
                    lexical=memory_lexical.result(),
                )
            )
        if chunk_lexical is not None:
            chunks = self._chunk_candidates(
                namespace, query, query_vector, chunk_lexical.result(), request.filter, limit
            )
            pools += [chunks] if chunks is not None else []
        # One fusion over every kind: a memory and a passage compete on the same
        # dense and full-text rankings, not each on its own list.
        reranking = request.rerank in ("order", "aggregate")
        # A reranker reorders more candidates than it returns.
        fused = limit * 2 if reranking else limit
        if mode == "memories":  # ranked on the words memories are written in
            ranked = merge(*pools).rank(RANKING, memory_query, threshold=threshold, limit=fused)
            ranked = self._with_relative_named(
                namespace, memory_query, pools[0], ranked, request, threshold=threshold, limit=fused
            )
        else:
            ranked = merge(*pools).rank(FUSION, query, threshold=threshold, limit=fused)
        if reranking:
            ranked = rerank(
                query, ranked, lambda hit: _text(hit.record), merge=request.rerank == "aggregate"
            )
        results = self._render(namespace, ranked[:limit], include)
        elapsed = (time.perf_counter() - started) * 1000
        return t.SearchResponse(results=results, search_time=round(elapsed, 3))

    def _with_relative_named(
        self,
        namespace: str,
        query: str,
        found: Candidates[Any],
        ranked: list[Ranked[Found]],
        request: t.SearchRequest,
        *,
        threshold: float,
        limit: int,
    ) -> list[Ranked[Found]]:
        """`ranked` taken in turn with the memories for `query` asked of the person it
        names by who they are to someone, when a memory among those `found` says who
        that is ("What does Aurelie's sister do?" -> "What does Nadia do?" once
        "Aurelie's sister is Nadia."; see `index.identities.resolve_relative`)."""
        resolved = resolve_relative(query, [_text(r) for r in found.records.values()])
        if resolved is None:
            return ranked
        include = request.include or t.SearchInclude()
        again: Candidates[Any] = self._memories.candidates(
            namespace,
            resolved,
            self.embed_query(resolved),
            depth=request.limit or DEFAULT_LIMIT,
            filter=request.filter,
            include_forgotten=bool(include.forgotten),
        )
        second = again.rank(RANKING, resolved, threshold=threshold, limit=limit)
        return interleave(ranked, second, lambda record: record.id, limit)

    def memory_vector(self, namespace: str, query: str) -> Vector:
        """The vector memories are compared with for `query`: a first-person request is
        embedded as said about the namespace's person, as a search with `rewriteQuery`
        does (semantic forget: "forget that I live in Lisbon")."""
        known = self._known_of(namespace)
        return self._query_vectors(known, query, rewrite=True, passages=False, exact=True)[1]

    def _query_vectors(
        self,
        known: _Known | None,
        query: str,
        *,
        rewrite: bool,
        memory_query: str | None = None,
        passages: bool = True,
        exact: bool = False,
    ) -> tuple[Vector, Vector]:
        """The query's vector for passages and for memories. They differ for a query
        that names the user (`memory_query`, see `_Known.as_memories_say`) and for a
        first-person query asked to be rewritten in a namespace about one person:
        memories are written about that person in the third person, passages keep the
        speaker's own words (see `index.person`). Without `passages` only the memories'
        vector is worked out, and returned as both; `exact` as for `embed_query`."""
        for_memories = query if memory_query is None else memory_query
        first_person = known is not None and rewrite and is_first_person(for_memories)
        person = self._person(known) if known is not None and first_person else None
        if person is not None:
            for_memories = to_third_person(for_memories, person)
        if for_memories == query or not passages:
            vector = self.embed_query(for_memories, exact=exact)
            return vector, vector
        vectors = self._embed([query, for_memories], exact=exact)
        return vectors[0], vectors[1]

    def _known_of(self, namespace: str) -> _Known:
        """What the namespace's memories say of its person: one read of its memory stamp,
        and the rest again only after its memories change."""
        stamp = self._store.memory_stamp(namespace)
        with self._known_lock:
            known = self._known.get(namespace)
            if known is not None and known.stamp == stamp:
                self._known.move_to_end(namespace)
                return known
        record = self._store.latest_in_slot(namespace, USER_NAME_SLOT)
        known = _Known(namespace, stamp, user_name(record.text) if record is not None else None)
        with self._known_lock:
            self._known[namespace] = known
            self._known.move_to_end(namespace)
            while len(self._known) > NAMESPACES_KNOWN:
                self._known.popitem(last=False)
        return known

    def _person(self, known: _Known) -> str | None:
        """Who the namespace's memories are mostly about, worked out once per stamp."""
        if not known.person_read:
            subjects = (
                r.subject
                for r in self._store.list_memories(known.namespace)
                if r.is_latest and not r.is_forgotten
            )
            known.person, known.person_read = namespace_person(subjects), True
        return known.person

    def _render(
        self, namespace: str, ranked: list[Ranked[Found]], include: t.SearchInclude
    ) -> list[t.SearchResult]:
        """Results in ranked order (a passage whose document has just gone is left out)."""
        documents = {h.record.document_id for h in ranked if isinstance(h.record, ChunkRecord)}
        # Heads only: a chunk result needs its document's metadata, not its content.
        heads = self._store.document_heads(namespace, list(documents))
        results: list[t.SearchResult] = []
        for hit in ranked:
            record = hit.record
            if isinstance(record, MemoryRecord):
                results.append(self._memory_result(namespace, record, hit.similarity, include))
            elif (document := heads.get(record.document_id)) is not None:
                results.append(_chunk_result(record, hit.similarity, document, include))
        return results

    def _memory_result(
        self, namespace: str, record: MemoryRecord, similarity: float, include: t.SearchInclude
    ) -> t.SearchResult:
        memory = memory_model(record)
        result = t.SearchResult(
            id=record.id,
            memory=record.text,
            metadata=memory.metadata,
            similarity=round(similarity, 6),
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
    ) -> Candidates[ChunkRecord] | None:
        """Chunk candidates for `query` from the dense ranking and `lexical` (full-text
        hits, best first), restricted to the documents `filter` matches (None when it
        matches none)."""
        allowed: set[str] | None = None
        if filter is not None:
            allowed = set(self._documents.matching_ids(namespace, filter))
            if not allowed:
                return None
        return candidates(
            self._chunks,
            namespace,
            query,
            query_vector,
            depth=_chunk_depth(limit),
            eligible=None if allowed is None else lambda chunk: chunk.document_id in allowed,
            owners=allowed,
            lexical=lexical,
        )


def _chunk_result(
    chunk: ChunkRecord, similarity: float, document: DocumentHead, include: t.SearchInclude
) -> t.SearchResult:
    result = t.SearchResult(
        id=chunk.id,
        chunk=chunk.content,
        metadata={**document.metadata, **chunk.metadata},
        similarity=round(similarity, 6),
        is_latest=True,
        is_inference=False,
        system=t.SearchResultSystem(created_at=chunk.created_at, updated_at=document.updated_at),
    )
    if include.documents:
        result.included = t.SearchResultIncluded(document=included_document(document))
    return result
