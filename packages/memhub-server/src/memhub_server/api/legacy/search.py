"""`POST /v3/search`, `POST /v4/search` and `POST /v4/profile` on the v5 search and
profile services: the request is rewritten into a v5 one per namespace, and the
answers are reshaped (and merged, when several tags fan a request out)."""

from __future__ import annotations

from typing import Literal

from starlette.responses import Response

from memhub import types as t

from ...engine import Engine
from ..deps import Caller, EngineDep, run_query
from ..wire import wire
from . import models as m
from .common import legacy_router, no_filepath, v5
from .filters import translate_filters
from .tags import locate, namespaces_of

router = legacy_router()

MEMORY_THRESHOLD = 0.6
"""The v4 default `threshold` (memhub's v5 default is 0.3)."""
_MODES: dict[str, t.SearchMode] = {
    "memories": "memories",
    "hybrid": "hybrid",
    "documents": "chunks",
}
_DEPTH = 100
"""Chunks asked for when hits are grouped by document: enough for `limit` documents."""


def _search_all(
    engine: Engine, names: list[str], request: t.SearchRequest
) -> tuple[list[t.SearchResult], float]:
    results: list[t.SearchResult] = []
    elapsed = 0.0
    for name in names:
        answer = engine.search.search(name, request)
        results += answer.results
        elapsed += answer.search_time
    results.sort(key=lambda r: r.similarity, reverse=True)
    return results, elapsed


# -- v3: documents with their matching chunks ------------------------------------------------


def _document_search(
    engine: Engine, caller: Caller, body: m.DocumentSearch
) -> m.DocumentSearchResponse:
    no_filepath(body.filepath)
    names = namespaces_of(caller, body.container_tag, body.container_tags, access="read")
    limit = body.limit or 10
    only: set[str] | None = None
    if body.doc_id is not None:
        only = {copy.record.public_id for copy in locate(engine, caller, body.doc_id, names)}
    request = v5(
        t.SearchRequest,
        query=body.q,
        filter=translate_filters(body.filters),
        search_mode="chunks",
        limit=_DEPTH,
        threshold=body.chunk_threshold or 0.0,
        include=v5(t.SearchInclude, documents=True),
    )
    results, elapsed = _search_all(engine, names, request)
    hits: dict[str, m.DocumentHit] = {}
    positions = engine.documents.chunk_positions([r.id for r in results])
    for result in results:
        source = result.included.document if result.included else None
        if source is None or (only is not None and source.id not in only):
            continue
        hit = hits.get(source.id)
        if hit is None:
            if len(hits) >= limit:
                continue
            hit = hits[source.id] = m.DocumentHit(
                document_id=source.id,
                title=source.title,
                type=source.type,
                metadata=source.metadata,
                score=result.similarity,
                summary=source.summary if body.include_summary else None,
                created_at=source.system.created_at,
                updated_at=source.system.updated_at,
            )
        hit.chunks.append(
            m.SearchChunk(
                content=result.chunk or "",
                score=result.similarity,
                position=positions.get(result.id, 0),
            )
        )
    if body.include_full_docs:
        for hit in hits.values():
            copies = locate(engine, caller, hit.document_id, names)
            hit.content = copies[0].record.content if copies else None
    return m.DocumentSearchResponse(
        results=list(hits.values()), timing=round(elapsed, 3), total=len(hits)
    )


@router.post(
    "/v3/search",
    response_model=m.DocumentSearchResponse,
    summary="Search documents, with their matching chunks (v3)",
)
async def search_documents(body: m.DocumentSearch, caller: Caller, engine: EngineDep) -> Response:
    return wire(await run_query(engine, _document_search, engine, caller, body))


# -- v4: memories, hybrid, or chunks ---------------------------------------------------------


def _context(related: t.RelatedMemories | None) -> m.ResultContext | None:
    if related is None:
        return None

    def entries(items: list[t.RelatedMemory]) -> list[m.ContextMemory]:
        return [
            m.ContextMemory(
                memory=item.memory,
                relation=item.relation,
                version=item.version,
                metadata=item.metadata,
                updated_at=item.system.updated_at,
            )
            for item in items
        ]

    return m.ResultContext(
        parents=entries(related.parents),
        children=entries(related.children),
        related=entries(related.siblings),
    )


def _hit(result: t.SearchResult) -> m.MemoryHit:
    included = result.included
    document = included.document if included else None
    return m.MemoryHit(
        id=result.id,
        memory=result.memory,
        chunk=result.chunk,
        metadata=result.metadata,
        similarity=result.similarity,
        updated_at=result.system.updated_at,
        context=_context(included.related if included else None),
        documents=None
        if document is None
        else [
            m.ResultDocument(
                id=document.id,
                title=document.title,
                type=document.type,
                metadata=document.metadata,
                summary=document.summary,
                created_at=document.system.created_at,
                updated_at=document.system.updated_at,
            )
        ],
    )


def _rerank(body: m.MemorySearch) -> t.RerankMode:
    if body.aggregate:
        return "aggregate"
    return "order" if body.rerank else "none"


def _memory_search(
    engine: Engine,
    names: list[str],
    *,
    query: str,
    filters: object,
    mode: t.SearchMode,
    limit: int,
    threshold: float,
    include: t.SearchInclude | None = None,
    rerank: t.RerankMode | None = None,
    rewrite: bool | None = None,
) -> m.MemorySearchResponse:
    request = v5(
        t.SearchRequest,
        query=query,
        filter=translate_filters(filters),
        search_mode=mode,
        limit=limit,
        threshold=threshold,
        include=include,
        rerank=rerank,
        rewrite_query=rewrite,
    )
    results, elapsed = _search_all(engine, names, request)
    hits = [_hit(result) for result in results[:limit]]
    return m.MemorySearchResponse(results=hits, timing=round(elapsed, 3), total=len(hits))


def _v4_search(engine: Engine, caller: Caller, body: m.MemorySearch) -> m.MemorySearchResponse:
    no_filepath(body.filepath)
    names = namespaces_of(caller, body.container_tag, body.container_tags, access="read")
    wanted = body.include or m.MemorySearchInclude()
    mode: Literal["memories", "hybrid", "documents"] = body.search_mode or "memories"
    if wanted.chunks and mode == "memories":
        mode = "hybrid"  # the deprecated include.chunks asked for chunks beside memories
    include = v5(
        t.SearchInclude,
        documents=bool(wanted.documents or wanted.summaries),
        related=bool(wanted.related_memories),
        forgotten=bool(wanted.forgotten_memories),
    )
    return _memory_search(
        engine,
        names,
        query=body.q,
        filters=body.filters,
        mode=_MODES[mode],
        limit=body.limit or 10,
        threshold=MEMORY_THRESHOLD if body.threshold is None else body.threshold,
        include=include,
        rerank=_rerank(body),
        rewrite=body.rewrite_query,
    )


@router.post(
    "/v4/search",
    response_model=m.MemorySearchResponse,
    summary="Search memories (v4)",
    description=(
        "`searchMode` `memories` (the default), `hybrid` or `documents` (chunks); "
        "`threshold` defaults to 0.6 as in the v4 API."
    ),
)
async def search_memories(body: m.MemorySearch, caller: Caller, engine: EngineDep) -> Response:
    return wire(await run_query(engine, _v4_search, engine, caller, body))


# -- v4: profile ------------------------------------------------------------------------------


def _profile(engine: Engine, caller: Caller, body: m.ProfileQuery) -> m.ProfileAnswer:
    names = namespaces_of(caller, body.container_tag, None, access="read")
    name = names[0]
    filter = translate_filters(body.filters)
    found = engine.profiles.profile(name, v5(t.ProfileRequest, filter=filter, buckets=body.buckets))
    sections = set(body.include or ("static", "dynamic", "buckets"))
    profile = m.LegacyProfile(
        static=[f.memory for f in found.profile.static] if "static" in sections else None,
        dynamic=[f.memory for f in found.profile.dynamic] if "dynamic" in sections else None,
        buckets={k: [f.memory for f in v] for k, v in found.profile.buckets.items()}
        if "buckets" in sections
        else None,
    )
    answer = m.ProfileAnswer(profile=profile)
    if body.q is not None:
        answer.search_results = _memory_search(
            engine,
            names,
            query=body.q,
            filters=body.filters,
            mode="memories",
            limit=body.limit or 10,
            threshold=MEMORY_THRESHOLD if body.threshold is None else body.threshold,
        )
    return answer


@router.post(
    "/v4/profile",
    response_model=m.ProfileAnswer,
    summary="Profile, with search results for `q` (v4)",
    description=(
        "`profile.static` and `profile.dynamic` as lists of strings; with `q`, "
        "`searchResults` holds the memories that match it (`limit`, which the Pipecat "
        "and Cartesia adapters send, caps them)."
    ),
)
async def profile(body: m.ProfileQuery, caller: Caller, engine: EngineDep) -> Response:
    return wire(await run_query(engine, _profile, engine, caller, body))
