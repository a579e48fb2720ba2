"""Retrieval: what a search backend provides, and one way to search any of them.

A `Retriever` serves one kind of record (chunks, memories) and knows nothing of
ranking: it hands out dense candidates, lexical candidates and records. `retrieve`
fuses them with a `Fusion` (see `ranking`), so every backend ranks alike. An
`Indexer` is the write side: the pipeline tells it of every record the store
commits or drops, so whatever the backend searches stays in step. The one backend
today keeps vectors in the in-memory `VectorIndex` and reads full text and records
from the store (SQLite FTS5); a PostgreSQL backend would answer the same calls with
pgvector and tsvector queries (and have little to do on the write side, its vectors
being committed with the rows).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar

from ..store.base import Vector
from .order import best_first
from .ranking import Fusion, Ranked
from .vectors import VectorIndex

__all__ = [
    "Candidates",
    "IndexedRetriever",
    "Indexer",
    "Retriever",
    "SearchIndex",
    "candidates",
    "merge",
    "retrieve",
]

R = TypeVar("R")
R_co = TypeVar("R_co", covariant=True)
Hits = list[tuple[str, float]]


class Retriever(Protocol[R_co]):
    """Candidates and records of one kind, always within one namespace."""

    def dense(
        self, namespace: str, vector: Vector, k: int, *, owners: Collection[str] | None = None
    ) -> Hits:
        """The `k` records nearest `vector` as (id, cosine), best first by `order.rank_key`
        (so cosines equal to `order.SCORE_DECIMALS` go by id, the same in every backend);
        with `owners`, only records owned by those ids (a chunk's document, a memory itself)."""
        ...

    def lexical(self, namespace: str, query: str, k: int) -> Hits:
        """The `k` best full-text matches for `query` as (id, score), best first by
        `order.rank_key`."""
        ...

    def cosines(self, namespace: str, vector: Vector, ids: Sequence[str]) -> dict[str, float]:
        """Cosine to `vector` of each of `ids` that has a vector."""
        ...

    def fetch(self, namespace: str, ids: Sequence[str]) -> Mapping[str, R_co]:
        """The records of `ids` that exist in `namespace` (others left out)."""
        ...

    def vectors(self, namespace: str, ids: Sequence[str]) -> Mapping[str, Vector]:
        """The stored vector of each of `ids` that has one."""
        ...


class Indexer(Protocol):
    """The write side of one kind of record: told what the store committed or dropped.

    Owners are what records are removed by: a chunk's document, a memory itself.
    """

    def add(
        self, namespace: str, ids: Sequence[str], owners: Sequence[str], vectors: Vector
    ) -> None:
        """Records just committed, with their owners and vectors (one row each)."""
        ...

    def remove(self, namespace: str, owners: Collection[str]) -> None:
        """Every record owned by one of `owners` is gone (deleted, or about to be replaced)."""
        ...

    def forget(self, namespace: str) -> None:
        """The namespace was moved, deleted or re-created: drop what is kept for it."""
        ...

    def clear(self) -> None:
        """Every vector changed (re-embedding): drop what is kept for every namespace."""
        ...


class SearchIndex(Retriever[R_co], Indexer, Protocol[R_co]):
    """Both sides of one kind of record, for what reads and writes alike (memory formation)."""


@dataclass(frozen=True)
class Candidates(Generic[R]):
    """What one or more retrievers found for a query, ready to be fused: dense hits
    as (id, cosine) and lexical hits as (id, score), each best first, the eligible
    records, and the cosine of any of them to the query."""

    dense: Hits
    lexical: Hits
    records: Mapping[str, R]
    cosines: Callable[[Sequence[str]], Mapping[str, float]]

    def rank(
        self, fusion: Fusion[R], query: str, *, threshold: float, limit: int
    ) -> list[Ranked[R]]:
        """The best `limit` candidates by `fusion` at or above `threshold`."""
        return fusion.rank(
            query,
            self.dense,
            self.lexical,
            self.records,
            cosines=self.cosines,
            threshold=threshold,
            limit=limit,
        )


def candidates(
    retriever: Retriever[R],
    namespace: str,
    query: str,
    vector: Vector,
    *,
    depth: int,
    eligible: Callable[[R], bool] | None = None,
    owners: Collection[str] | None = None,
    lexical: Hits | None = None,
) -> Candidates[R]:
    """`depth` candidates of each ranking for `query`, the ineligible left out.

    `lexical` is `retriever.lexical(namespace, query, depth)` when the caller already
    ran it (search runs it while the query is being embedded).
    """
    dense = retriever.dense(namespace, vector, depth, owners=owners)
    if lexical is None:
        lexical = retriever.lexical(namespace, query, depth)
    fetched = retriever.fetch(namespace, [i for i, _ in dense] + [i for i, _ in lexical])
    records = {i: r for i, r in fetched.items() if eligible is None or eligible(r)}
    return Candidates(
        dense, lexical, records, lambda ids: retriever.cosines(namespace, vector, ids)
    )


def merge(*parts: Candidates[Any]) -> Candidates[Any]:
    """Candidates of several kinds as one pool: dense hits merged by cosine (one model
    embeds every kind), lexical hits by score (each kind's BM25 from its namespace's
    own statistics), so fusing the pool ranks every kind on one scale; equal scores by
    id (`order.rank_key`), as within each part. Ids must not repeat across parts."""
    owner: dict[str, Candidates[Any]] = {}
    for part in parts:
        owner.update(dict.fromkeys(part.records, part))

    def cosines(ids: Sequence[str]) -> dict[str, float]:
        found: dict[str, float] = {}
        for part in parts:
            mine = [i for i in ids if owner.get(i) is part]
            if mine:
                found.update(part.cosines(mine))
        return found

    return Candidates(
        best_first(hit for part in parts for hit in part.dense),
        best_first(hit for part in parts for hit in part.lexical),
        {i: r for part in parts for i, r in part.records.items()},
        cosines,
    )


def retrieve(
    retriever: Retriever[R],
    fusion: Fusion[R],
    namespace: str,
    query: str,
    vector: Vector,
    *,
    depth: int,
    limit: int,
    threshold: float,
    eligible: Callable[[R], bool] | None = None,
    owners: Collection[str] | None = None,
    lexical: Hits | None = None,
) -> list[Ranked[R]]:
    """The best `limit` records for `query`, from `depth` candidates of each ranking
    (see `candidates`)."""
    found = candidates(
        retriever,
        namespace,
        query,
        vector,
        depth=depth,
        eligible=eligible,
        owners=owners,
        lexical=lexical,
    )
    return found.rank(fusion, query, threshold=threshold, limit=limit)


class Named(Protocol):
    @property
    def namespace(self) -> str: ...


N = TypeVar("N", bound=Named)


class IndexedRetriever(Generic[N]):
    """Dense search, cosines and vectors from an in-memory `VectorIndex`, kept in step by
    the `Indexer` calls; full-text hits from `lexical(namespace, query, k)` and records
    from `records(ids)` (the store's)."""

    def __init__(
        self,
        vectors: VectorIndex,
        *,
        lexical: Callable[[str, str, int], Hits],
        records: Callable[[list[str]], Mapping[str, N]],
    ) -> None:
        self._vectors = vectors
        self._lexical = lexical
        self._records = records

    def dense(
        self, namespace: str, vector: Vector, k: int, *, owners: Collection[str] | None = None
    ) -> Hits:
        hits = self._vectors.search(namespace, vector, k, allowed_documents=owners)
        return [(record_id, cosine) for record_id, _owner, cosine in hits]

    def lexical(self, namespace: str, query: str, k: int) -> Hits:
        return self._lexical(namespace, query, k)

    def cosines(self, namespace: str, vector: Vector, ids: Sequence[str]) -> dict[str, float]:
        stored = self.vectors(namespace, ids)
        return {record_id: float(row @ vector) for record_id, row in stored.items()}

    def fetch(self, namespace: str, ids: Sequence[str]) -> dict[str, N]:
        # Ids are looked up across namespaces: a hit must still belong to this one.
        found = self._records(list(dict.fromkeys(ids)))
        return {i: r for i, r in found.items() if r.namespace == namespace}

    def vectors(self, namespace: str, ids: Sequence[str]) -> dict[str, Vector]:
        return self._vectors.vectors(namespace, ids)

    def add(
        self, namespace: str, ids: Sequence[str], owners: Sequence[str], vectors: Vector
    ) -> None:
        self._vectors.add(namespace, list(ids), list(owners), vectors)

    def remove(self, namespace: str, owners: Collection[str]) -> None:
        self._vectors.remove_documents(namespace, owners)

    def forget(self, namespace: str) -> None:
        self._vectors.forget(namespace)

    def clear(self) -> None:
        self._vectors.clear()
