"""Equal scores rank the same in every backend.

The in-memory index multiplies float32 vectors with BLAS, pgvector sums float32
products in its own order, a plain-Python backend sums in float64; BM25 sums one
term's weight after another in whatever order a row names them. Two scores one of
them finds equal another finds a few 1e-8 apart (a chunk and the memory repeating its
text are embedded in different batches), and reciprocal rank fusion reads places, not
scores: such a tie once ranked a memory above its chunk on SQLite and below it in the
second backend. Every list is now ordered by `order.rank_key` (rounded score, then id).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import pytest

from memhub_server.index.bm25 import Okapi
from memhub_server.index.order import SCORE_DECIMALS, best_first, rank_key
from memhub_server.index.ranking import Fusion
from memhub_server.index.retrieval import Candidates, merge
from memhub_server.index.vectors import VectorIndex
from memhub_server.store._records import new_id
from memhub_server.store.base import NewChunk, NewDocument
from memhub_server.store.postgres import CHUNKS, PostgresIndex, PostgresStore
from memhub_server.store.sqlite import SQLiteStore

DIMS = 4
QUERY = np.array([1.0, 1.0, 0.0, 0.0], dtype=np.float32)

# Cosines to QUERY: float32 arithmetic rounds 1 + 2**-30 to 1, float64 does not.
NEAR_TIE = {
    "b-first-stored": [1.0, 0.0, 0.0, 0.0],
    "a-second-stored": [1.0, 2.0**-30, 0.0, 0.0],
    "c-lower": [0.5, 0.0, 0.0, 0.0],
}


def _python_dense(rows: dict[str, list[float]], query: np.ndarray, k: int) -> list[str]:
    """A second backend's dense list: float64 sums, ordered by the shared key."""
    scored = [
        (i, sum(float(a) * float(b) for a, b in zip(v, query, strict=True)))
        for i, v in rows.items()
    ]
    return [i for i, _ in best_first(scored)[:k]]


def _matrix(rows: dict[str, list[float]]) -> np.ndarray:
    return np.array(list(rows.values()), dtype=np.float32)


@pytest.mark.parametrize("k", [1, 2, 3])
def test_a_float32_tie_ranks_by_id_in_the_index_as_in_float64(k: int) -> None:
    ids = list(NEAR_TIE)
    index = VectorIndex(lambda _ns: (ids, ids, _matrix(NEAR_TIE)), DIMS)
    found = [hit[0] for hit in index.search("ns", QUERY, k)]
    # Insertion order ("b" first) and float64 ("a" above "b") used to disagree here.
    assert found == ["a-second-stored", "b-first-stored", "c-lower"][:k]
    assert found == _python_dense(NEAR_TIE, QUERY, k)


def test_the_index_keeps_every_row_tied_with_the_last_place() -> None:
    # Four rows tied: the one smallest id wins the single place, wherever it is stored.
    rows = {f"r{n}": [1.0, 0.0, 0.0, 0.0] for n in (3, 1, 4, 2)}
    index = VectorIndex(lambda _ns: (list(rows), list(rows), _matrix(rows)), DIMS)
    assert [hit[0] for hit in index.search("ns", QUERY, 1)] == ["r1"]
    owned = index.search("ns", QUERY, 5, allowed_documents={"r4", "r2"})
    assert [hit[0] for hit in owned] == ["r2", "r4"]  # masked rows never enter the tie


def test_merging_kinds_breaks_a_tie_by_id_whatever_the_order_of_the_parts() -> None:
    def part(hits: list[tuple[str, float]]) -> Candidates[str]:
        return Candidates(hits, hits, {i: i for i, _ in hits}, lambda ids: {})

    chunks = part([("chk_x", 0.2524636387825012), ("chk_y", 0.1)])
    memories = part([("mem_x", 0.2524636568853508)])  # the same text, another batch
    for parts in ((chunks, memories), (memories, chunks)):
        merged = merge(*parts)
        assert [i for i, _ in merged.dense] == ["chk_x", "mem_x", "chk_y"]
        assert [i for i, _ in merged.lexical] == ["chk_x", "mem_x", "chk_y"]


def test_bm25_ties_go_by_id_whatever_order_a_row_names_its_words_in() -> None:
    okapi = Okapi(
        terms=frozenset({"alpha", "beta", "gamma"}),
        documents=9,
        frequency={"alpha": 1, "beta": 1, "gamma": 7},
        average_length=30.0,
    )
    # Summed in each row's word order, the two scores differ in their last bit.
    forward, backward = okapi.score("alpha beta gamma"), okapi.score("gamma beta alpha")
    assert forward != backward and forward == pytest.approx(backward, abs=1e-12)
    ranked = okapi.rank([("r2", "alpha beta gamma"), ("r1", "gamma beta alpha"), ("r0", "beta")])
    assert [i for i, _ in ranked] == ["r1", "r2", "r0"]


@dataclass(frozen=True)
class _Doc:
    id: str
    text: str


def test_equal_fused_scores_keep_the_candidates_order_over_a_float_noise_in_similarity() -> None:
    docs = {
        d.id: d
        for d in (_Doc("chunk", "Tova repairs clocks"), _Doc("memory", "Tova repairs clocks"))
    }
    fusion = Fusion[_Doc](text=lambda d: d.text)
    orders = []
    # Two backends: one finds the memory's cosine a hair higher, the other the chunk's.
    for chunk_cosine, memory_cosine in ((0.5, 0.5 + 1e-9), (0.5 + 1e-9, 0.5)):
        ranked = fusion.rank(
            "clocks",
            [("chunk", chunk_cosine)],
            [("memory", 3.0)],
            docs,
            cosines=lambda ids, c=memory_cosine: dict.fromkeys(ids, c),
            threshold=0.0,
            limit=10,
        )
        assert ranked[0].fused == ranked[1].fused
        orders.append([r.record.id for r in ranked])
    assert orders == [["chunk", "memory"], ["chunk", "memory"]]


def test_the_key_rounds_to_the_shared_precision_then_orders_by_id() -> None:
    step = 10.0**-SCORE_DECIMALS
    assert rank_key(("b", 0.3 + step / 10)) > rank_key(("a", 0.3))  # a tie: id decides
    assert rank_key(("a", 0.3 + step)) < rank_key(("b", 0.3))  # a real difference
    assert best_first([("z", 1.0), ("y", float("-inf")), ("x", 1.0)]) == [
        ("x", 1.0),
        ("z", 1.0),
        ("y", float("-inf")),
    ]


# -- the stores' own dense search agrees with a float64 backend on the same rows ---------


def _ingest(store: SQLiteStore | PostgresStore, rows: dict[str, list[float]]) -> dict[str, str]:
    """Each row as a one-chunk document; chunk id -> row name."""
    store.add_documents("ns", [NewDocument(content=name) for name in rows])
    jobs = store.next_jobs(len(rows) + 1, max_chars=10**9)
    work = [(job, [NewChunk(0, job.text, np.array(rows[job.text], np.float32))]) for job in jobs]
    done = store.finish_jobs(work)
    return {records[0].id: records[0].content for records in done}


def _same_rows_by_id(names: dict[str, str]) -> dict[str, list[float]]:
    return {chunk_id: NEAR_TIE[name] for chunk_id, name in names.items()}


@pytest.fixture
def sqlite_store(tmp_path: Path) -> Iterator[SQLiteStore]:
    store = SQLiteStore(tmp_path / "memhub.sqlite3", embedding_model="m")
    yield store
    store.close()


def test_sqlite_dense_ranks_a_tie_as_a_float64_backend_does(sqlite_store: SQLiteStore) -> None:
    names = _ingest(sqlite_store, NEAR_TIE)
    index = VectorIndex(sqlite_store.namespace_vectors, DIMS)
    for k in (1, 2, 3):
        found = [hit[0] for hit in index.search("ns", QUERY, k)]
        assert found == _python_dense(_same_rows_by_id(names), QUERY, k)


def test_postgres_dense_ranks_a_tie_as_a_float64_backend_does(postgres_url: str) -> None:
    store = PostgresStore(postgres_url, embedding_model="m")
    try:
        names = _ingest(store, NEAR_TIE)
        index = PostgresIndex(store, CHUNKS, store.chunks_by_id, dimensions=DIMS)
        for k in (1, 2, 3):
            found = [hit[0] for hit in index.dense("ns", QUERY, k)]
            assert found == _python_dense(_same_rows_by_id(names), QUERY, k)
    finally:
        store.close()


def test_new_ids_sort_in_the_order_they_were_made_so_a_tie_goes_to_the_older_record() -> None:
    made = [new_id("mem") for _ in range(2_000)]
    assert made == sorted(made) and len(set(made)) == len(made)
    assert all(re.fullmatch(r"mem_[0-9a-f]{28}", i) for i in made)
    # Two records with equal scores: the first stored wins the tie on every run.
    older, newer = made[0], made[-1]
    assert [i for i, _ in best_first([(newer, 0.42), (older, 0.42)])] == [older, newer]
