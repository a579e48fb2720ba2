"""Retrieval: one ranking for every record kind, a retriever protocol services cannot see
past, and one stemmer shared by full-text matching and query-word coverage."""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Collection, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Generic, TypeVar

import numpy as np
import pytest

from memhub import types as t
from memhub_server.config import Settings
from memhub_server.engine import Engine
from memhub_server.index.lexical import content_terms, coverage, search_terms, stem, stems
from memhub_server.index.order import best_first
from memhub_server.index.ranking import Fusion, Ranked, brevity, rarity, tells_apart
from memhub_server.index.retrieval import Retriever
from memhub_server.pipeline.embedding import Embedder
from memhub_server.services.memories import MemoryService
from memhub_server.services.search import SearchService
from memhub_server.store.base import ChunkRecord, NewChunk, NewDocument
from memhub_server.store.memories import MemoryRecord
from memhub_server.store.sqlite import SQLiteStore

R = TypeVar("R", ChunkRecord, MemoryRecord)

# -- a second backend: plain Python, no SQLite, no numpy index --------------------------


@dataclass
class _Row(Generic[R]):
    record: R
    owner: str
    vector: list[float]
    words: list[str]


class PythonRetriever(Generic[R]):
    """`Retriever` over rows held in lists: brute-force cosines in float64 and Okapi BM25
    (k1 1.2, b 0.75, Lucene's idf) from the namespace's own rows, each list best first by
    the rank key every backend shares (`index.order`)."""

    def __init__(self, rows: Sequence[_Row[R]]) -> None:
        self._rows = {row.record.id: row for row in rows}

    def dense(
        self, namespace: str, vector: np.ndarray, k: int, *, owners: Collection[str] | None = None
    ) -> list[tuple[str, float]]:
        query = [float(x) for x in vector]
        scored = [
            (row.record.id, sum(a * b for a, b in zip(row.vector, query, strict=True)))
            for row in self._rows.values()
            if row.record.namespace == namespace and (owners is None or row.owner in owners)
        ]
        return best_first(scored)[:k]

    def lexical(self, namespace: str, query: str, k: int) -> list[tuple[str, float]]:
        # Statistics of the namespace's own rows; lengths in characters (index.bm25).
        rows = [row for row in self._rows.values() if row.record.namespace == namespace]
        if not rows:
            return []
        average = sum(len(_text(row.record)) for row in rows) / len(rows)
        terms = {stem(term) for term in search_terms(query)}
        hits = []
        for row in rows:
            if not terms & set(row.words):
                continue
            score = 0.0
            for term in terms:
                count = row.words.count(term)
                having = sum(1 for other in rows if term in other.words)
                idf = math.log(1 + (len(rows) - having + 0.5) / (having + 0.5))
                norm = count + 1.2 * (1 - 0.75 + 0.75 * len(_text(row.record)) / average)
                score += idf * count * 2.2 / norm
            hits.append((row.record.id, score))
        return best_first(hits)[:k]

    def cosines(self, namespace: str, vector: np.ndarray, ids: Sequence[str]) -> dict[str, float]:
        query = [float(x) for x in vector]
        return {
            i: sum(a * b for a, b in zip(self._rows[i].vector, query, strict=True))
            for i in ids
            if i in self._rows
        }

    def fetch(self, namespace: str, ids: Sequence[str]) -> dict[str, R]:
        rows = (self._rows.get(i) for i in ids)
        return {
            row.record.id: row.record for row in rows if row and row.record.namespace == namespace
        }

    def vectors(self, namespace: str, ids: Sequence[str]) -> dict[str, np.ndarray]:
        return {i: np.array(self._rows[i].vector, np.float32) for i in ids if i in self._rows}


def _text(record: ChunkRecord | MemoryRecord) -> str:
    return record.content if isinstance(record, ChunkRecord) else record.text


CORPUS = [
    "Sam keeps two cats, Miso and Tofu, in a flat in Porto.",
    "Sam teaches chemistry at the Lycée Camões and marks exams on Sundays.",
    "Sam was running late; she runs to the school when the tram is late.",
    "Sam is allergic to peanuts and avoids satay.",
    "The nightly backup job crashed with code X-771 on the replica.",
    "Sam studied piano for ten years and still plays on weekends.",
    "Next summer Sam travels to Kyoto with her brother.",
]


def _python_services(engine: Engine) -> SearchService:
    """Search and recall services over plain-Python copies of the engine's chunks and
    memories; documents (for filters and result heads) still come from the engine."""
    chunk_ids, doc_ids, matrix = engine.store.namespace_vectors("alex")
    chunks = engine.store.chunks_by_id(chunk_ids)
    chunk_rows = [
        _Row(chunks[i], doc, [float(x) for x in matrix[n]], stems(chunks[i].content))
        for n, (i, doc) in enumerate(zip(chunk_ids, doc_ids, strict=True))
    ]
    memory_ids, _, memory_matrix = engine.store.memory_vectors("alex")
    memories = engine.store.memories(memory_ids)
    memory_rows = [
        _Row(memories[i], i, [float(x) for x in memory_matrix[n]], stems(memories[i].text))
        for n, i in enumerate(memory_ids)
    ]
    chunk_retriever: Retriever[ChunkRecord] = PythonRetriever(chunk_rows)
    memory_retriever: Retriever[MemoryRecord] = PythonRetriever(memory_rows)
    recall = MemoryService(engine.store, memory_retriever, engine.extractor)
    return SearchService(engine.store, chunk_retriever, engine.embedder, engine.documents, recall)


def _results(search: SearchService, request: t.SearchRequest) -> list[tuple[str, float]]:
    return [
        (r.chunk or r.memory or "", r.similarity) for r in search.search("alex", request).results
    ]


def test_services_rank_a_second_backend_exactly_like_sqlite(
    make_engine: Callable[..., Engine],
) -> None:
    engine = make_engine()
    for i, text in enumerate(CORPUS):
        engine.documents.add("alex", t.DocumentInput(content=text, id=f"d{i}", metadata={"n": i}))
    engine.worker.drain()
    python = _python_services(engine)
    requests = [
        t.SearchRequest(query=query, search_mode=mode, threshold=threshold, limit=limit)  # type: ignore[arg-type]
        for query in ("cats", "Sam school teacher", "running late", "X-771 crash", "studies piano")
        for mode in ("hybrid", "chunks", "memories")
        for threshold, limit in ((0.0, 10), (0.3, 3))
    ]
    requests.append(
        t.SearchRequest(
            query="Sam school", threshold=0, filter={"field": "n", "operator": "eq", "value": 1}
        )  # type: ignore[arg-type]
    )
    compared = 0
    for request in requests:
        expected = _results(engine.search, request)
        got = _results(python, request)
        assert [text for text, _ in got] == [text for text, _ in expected], request
        assert [s for _, s in got] == pytest.approx([s for _, s in expected], abs=1e-5)
        compared += len(expected)
    assert compared > 100  # the comparison covered real result lists, not empty ones


# -- the ranking itself -------------------------------------------------------------------


@dataclass(frozen=True)
class _Doc:
    id: str
    text: str
    inferred: bool = False


def _fusion(weight: Callable[[_Doc], float] | None = None, *, plain: bool = True) -> Fusion[_Doc]:
    """Plain: reciprocal rank fusion and weights alone (no specificity, no brevity), so
    the arithmetic tests below read one factor at a time."""
    if plain:
        return Fusion[_Doc](text=lambda d: d.text, weight=weight, specificity_weight=0, min_terms=0)
    return Fusion[_Doc](text=lambda d: d.text, weight=weight)


def _rank(
    fusion: Fusion[_Doc],
    dense: list[tuple[str, float]],
    lexical: list[tuple[str, float]],
    docs: list[_Doc],
    *,
    query: str = "green tea",
    cosines: dict[str, float] | None = None,
    threshold: float = 0.0,
    limit: int = 10,
) -> list[Ranked[_Doc]]:
    return fusion.rank(
        query,
        dense,
        lexical,
        {d.id: d for d in docs},
        cosines=lambda ids: {i: c for i, c in (cosines or {}).items() if i in ids},
        threshold=threshold,
        limit=limit,
    )


def test_reciprocal_rank_fusion_and_similarity_blend() -> None:
    docs = [_Doc("a", "green tea"), _Doc("b", "coffee"), _Doc("c", "tea leaves")]
    ranked = _rank(
        _fusion(), [("b", 0.9), ("a", 0.5)], [("a", 7.0), ("c", 3.0)], docs, cosines={"c": 0.2}
    )
    assert [r.record.id for r in ranked] == ["a", "b", "c"]
    a, b, c = ranked
    assert a.fused == pytest.approx(1 / 62 + 1 / 61)
    assert b.fused == pytest.approx(1 / 61)
    assert c.fused == pytest.approx(1 / 62)
    # cosine raised toward 1 by half the share of query words covered
    assert a.similarity == pytest.approx(0.5 + 0.5 * 0.5 * 1.0)
    assert b.similarity == pytest.approx(0.9)
    assert c.similarity == pytest.approx(0.2 + 0.8 * 0.5 * 0.5)  # lexical-only: cosine looked up
    assert c.cosine == 0.2


def test_ineligible_records_take_no_rank_and_threshold_drops_weak_ones() -> None:
    docs = [_Doc("a", "x"), _Doc("c", "y")]  # "b" is not a record: filtered or deleted
    ranked = _rank(_fusion(), [("b", 0.9), ("a", 0.5), ("c", 0.1)], [], docs, threshold=0.3)
    assert [(r.record.id, r.fused) for r in ranked] == [("a", pytest.approx(1 / 61))]


def test_negative_and_missing_cosines_count_as_zero() -> None:
    ranked = _rank(_fusion(), [("a", -0.4)], [("b", 1.0)], [_Doc("a", "x"), _Doc("b", "y")])
    assert [(r.record.id, r.similarity, r.cosine) for r in ranked] == [
        ("a", 0.0, 0.0),
        ("b", 0.0, 0.0),
    ]


def test_a_weight_pushes_records_down_and_a_cut_list_is_the_full_lists_head() -> None:
    rng = random.Random(7)
    words = ["green", "tea", "coffee", "leaf", "cup"]
    for _ in range(200):
        docs = [
            _Doc(f"d{i}", " ".join(rng.sample(words, 2)), inferred=rng.random() < 0.4)
            for i in range(30)
        ]
        dense = sorted(((d.id, rng.uniform(-0.2, 1.0)) for d in docs), key=lambda h: -h[1])[:20]
        lexical = [(d.id, 1.0) for d in rng.sample(docs, 15)]
        cosines = {d.id: rng.uniform(0, 1) for d in docs}
        fusion = _fusion(lambda d: 0.85 if d.inferred else 1.0)
        full = _rank(fusion, dense, lexical, docs, cosines=cosines, threshold=0.3, limit=100)
        assert full == sorted(full, key=lambda r: (r.fused, r.similarity), reverse=True)
        for r in full:
            unweighted = sum(
                1 / (60 + rank)
                for hits in (dense, lexical)
                for rank, (i, _) in enumerate((h for h in hits), 1)
                if i == r.record.id
            )
            assert r.fused == pytest.approx(unweighted * (0.85 if r.record.inferred else 1.0))
        limit = rng.randint(1, 8)
        cut = _rank(fusion, dense, lexical, docs, cosines=cosines, threshold=0.3, limit=limit)
        assert cut == full[:limit]


def test_with_specificity_and_brevity_a_cut_list_is_still_the_full_lists_head() -> None:
    # Both factors are at most 1, so the walk may still stop early.
    rng = random.Random(11)
    words = ["green", "tea", "coffee", "leaf", "cup", "kettle", "brew", "pot"]
    for _ in range(200):
        docs = [_Doc(f"d{i}", " ".join(rng.sample(words, rng.randint(1, 6)))) for i in range(40)]
        dense = sorted(((d.id, rng.uniform(-0.2, 1.0)) for d in docs), key=lambda h: -h[1])[:25]
        lexical = [(d.id, 1.0) for d in rng.sample(docs, 20)]
        fusion = _fusion(plain=False)
        full = _rank(fusion, dense, lexical, docs, query="green kettle", limit=100)
        assert full == sorted(full, key=lambda r: (r.fused, r.similarity), reverse=True)
        limit = rng.randint(1, 8)
        assert (
            _rank(fusion, dense, lexical, docs, query="green kettle", limit=limit) == full[:limit]
        )


def test_a_fragment_that_shares_only_the_name_never_outranks_the_answer() -> None:
    # Every candidate names Priya, so her name says nothing; "bakery" is rare and tells.
    docs = [
        _Doc("fragment", "Priya waves."),
        _Doc("answer", "Priya bakes bread at a small bakery by the harbour every dawn."),
        *(_Doc(f"o{i}", f"Priya mentioned the ferry timetable again, day {i}.") for i in range(8)),
    ]
    dense = [("fragment", 0.8), *((f"o{i}", 0.6) for i in range(8)), ("answer", 0.5)]
    lexical = [("fragment", 4.0), ("answer", 3.5), *((f"o{i}", 1.0) for i in range(8))]
    query = "Which bakery does Priya work at?"
    plain = _rank(_fusion(), dense, lexical, docs, query=query)
    assert plain[0].record.id == "fragment"  # what reciprocal rank fusion alone gives
    ranked = _rank(_fusion(plain=False), dense, lexical, docs, query=query)
    assert ranked[0].record.id == "answer"
    assert ranked.index(next(r for r in ranked if r.record.id == "fragment")) > 1


def test_rarity_weighs_a_word_by_how_few_candidates_hold_it() -> None:
    pool = [frozenset({"priya", "bake"}), frozenset({"priya"}), frozenset({"priya", "ferri"})]
    weights = rarity({"priya", "bake"}, pool)
    assert weights["bake"] > weights["priya"] > 0
    alike = rarity({"bake", "priya"}, [])  # no candidates: every word weighs the same
    assert alike["bake"] == alike["priya"] > 0


def test_brevity_pushes_down_records_of_few_content_words_only() -> None:
    assert brevity(0) < brevity(1) < brevity(2) < brevity(3) < 1.0
    assert brevity(4) == brevity(40) == 1.0
    assert brevity(1, min_terms=0) == 1.0  # a fusion may turn it off


# -- one stemmer for both signals -------------------------------------------------------


def _vector() -> np.ndarray:
    return np.ones(4, dtype=np.float32) / 2


@pytest.fixture
def store(tmp_path: Path) -> Iterator[SQLiteStore]:
    store = SQLiteStore(tmp_path / "memhub.sqlite3", embedding_model="m")
    yield store
    store.close()


WORDS = [
    "run",
    "runs",
    "running",
    "ran",
    "runner",
    "study",
    "studies",
    "studied",
    "studying",
    "happy",
    "happiness",
    "happily",
    "connect",
    "connected",
    "connection",
    "connecting",
    "relational",
    "relate",
    "related",
    "agree",
    "agreed",
    "agreement",
    "café",
    "cafe",
    "naïve",
    "naive",
    "ponies",
    "pony",
    "caresses",
    "caress",
]


def test_full_text_and_coverage_match_the_same_word_forms(store: SQLiteStore) -> None:
    for word in WORDS:
        store.add_document(word, NewDocument(content=f"{word} zz", task_type="superrag"))
    while jobs := store.next_jobs(100):
        store.finish_jobs([(job, [NewChunk(0, job.text, _vector())]) for job in jobs])
    disagreements = []
    for query in WORDS:
        for passage in WORDS:
            found = bool(store.fulltext(passage, query, 5))
            covered = coverage(content_terms(query), f"{passage} zz") > 0
            if found != covered:
                disagreements.append((query, passage, found, covered))
    assert disagreements == []
    # and the cases that used to disagree (the old suffix rules made running -> runn)
    assert content_terms("running runs run") == {"run"}
    assert content_terms("ran") == {"ran"}
    assert coverage(content_terms("running"), "Alex runs every day") == 1.0


def test_stems_fold_accents_and_leave_short_words_alone() -> None:
    assert stems("Café RUNNING, naïve as") == ["cafe", "run", "naiv", "as"]
    assert stem("is") == "is"


# -- choosing the backend ---------------------------------------------------------------


def test_the_backend_comes_from_settings(
    tmp_path: Path, embedder: Embedder, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("MEMHUB_BACKEND", "cassandra")
    settings = Settings.from_env(data_dir=tmp_path, start_worker=False)
    assert settings.backend == "cassandra"
    with pytest.raises(ValueError, match=r"Unknown storage backend 'cassandra'.*sqlite"):
        Engine(settings, embedder=embedder)
    assert not (tmp_path / "memhub.sqlite3").exists()
    engine = Engine(Settings(data_dir=tmp_path, start_worker=False), embedder=embedder)
    try:
        assert isinstance(engine.store, SQLiteStore)
    finally:
        engine.close()


def test_a_query_of_function_words_alone_leaves_the_fused_order_as_it_is() -> None:
    docs = [_Doc("a", "one two three four five"), _Doc("b", "six seven eight nine ten")]
    plain = _rank(_fusion(), [("b", 0.9), ("a", 0.5)], [("a", 2.0)], docs, query="what is it")
    full = _rank(
        _fusion(plain=False), [("b", 0.9), ("a", 0.5)], [("a", 2.0)], docs, query="what is it"
    )
    assert [(r.record.id, r.fused) for r in full] == [(r.record.id, r.fused) for r in plain]


def test_with_no_word_to_tell_answers_apart_a_short_fact_keeps_its_vectors_place() -> None:
    # Every memory names Priya and none says "music" or "make": only the vectors speak.
    docs = [
        _Doc("short", "Priya plays oboe."),
        _Doc("long", "Priya repainted the hallway a pale green colour last weekend."),
    ]
    dense = [("short", 0.7), ("long", 0.5)]
    query = "What music does Priya make?"
    assert not tells_apart(content_terms(query), [content_terms(d.text) for d in docs])
    ranked = _rank(_fusion(plain=False), dense, [], docs, query=query)
    assert [r.record.id for r in ranked] == ["short", "long"]
