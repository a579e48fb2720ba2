"""Search in SQL: the PostgreSQL backend's `SearchIndex` for chunks and for memories.

Any number of API processes answer alike: what one keeps (which namespaces have an
HNSW index, how many rows hold a word) is checked against the database, the word
counts against the namespace's version, which every write in any process changes.

* Dense: the `k` rows nearest the query by inner product (vectors are unit length, so
  it is their cosine). A namespace of up to `EXACT_UP_TO` rows is scanned exactly (its
  rows come from the namespace index); a larger one goes through an HNSW index with
  pgvector 0.8's iterative scan, which keeps walking the graph until `k` rows of this
  namespace are found (a plain HNSW scan filtered by namespace returns its `ef_search`
  best overall and then drops the other namespaces' rows, leaving too few). Each large
  namespace has an HNSW index of its own (a partial index, see `schema.hnsw_index`),
  built in the background as soon as the namespace grows past `EXACT_UP_TO` (when the
  worker commits the rows that take it there, or at its first search, whichever comes
  first; searches stay exact until it is ready). A graph costs ~35x a plain insert to
  keep up, so small namespaces never have one and their inserts never touch another's;
  an index whose namespace is deleted or moved away is dropped.
* Lexical: GIN finds the namespace's rows holding any query word (the commonest left
  out, as SQLite does, past `MAX_RANKED_MATCHES` matches); they are ranked by Okapi
  BM25 from the namespace's own statistics (`index.bm25`), computed in SQL over every
  candidate, and the best are scored again by `Okapi` itself, so both backends give
  the same numbers.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Generic, Protocol, TypeVar

import numpy as np
from psycopg import sql

from ...index.bm25 import K1, B, Okapi
from ...index.lexical import search_terms, stem
from ...index.order import SCORE_SCALE, best_first
from .._sqlite_memories import MAX_RANKED_MATCHES, _selective_terms, rescore_pool
from ..base import Vector
from .connection import Connection

if TYPE_CHECKING:
    from .store import PostgresStore

__all__ = ["EXACT_UP_TO", "Kind", "PostgresIndex"]

EXACT_UP_TO = 20_000
"""Rows a namespace may hold and still be searched exactly (a scan of this many
384-dimension vectors takes a few milliseconds)."""

EF_SEARCH = 128
"""Fewest candidates the graph walk keeps (pgvector's `hnsw.ef_search`). Measured on
bench_postgres's 100k-chunk namespace (MiniLM vectors of generated chat passages),
recall@10 against exact search: 40 gives 0.88, 64 0.92, 100 0.96, 200 0.99."""

SIZE_CHECK_SECONDS = 5.0
"""How often a worker adding rows to a namespace reads whether it has grown past
`EXACT_UP_TO` (its index is then built at most this long after the crossing)."""

RECHECK_SECONDS = 60.0
"""How often a process that found no HNSW index looks for one again."""

Hits = list[tuple[str, float]]
_RANK_KEY = "floor(-distance * %(scale)s::float8 + 0.5) DESC"
"""`order.rank_key`'s rounded cosine in SQL (float8 arithmetic is Python's, bit for bit)."""
logger = logging.getLogger("memhub")


class Named(Protocol):
    @property
    def namespace(self) -> str: ...


N = TypeVar("N", bound=Named)


@dataclass(frozen=True)
class Kind:
    """Where one kind of record is kept: its table, text column, owner column (what
    `owners` filters by) and its columns in `namespace_stats` (rows, characters, writes)."""

    table: str
    text: str
    owner: str
    count: str
    chars: str
    writes: str


CHUNKS = Kind("chunks", "content", "document_id", "chunk_count", "chunk_chars", "chunk_writes")
MEMORIES = Kind("memories", "text", "id", "memory_count", "memory_chars", "memory_writes")

TERM_COUNTS_KEPT = 50_000
"""Words whose row counts a process keeps (per kind), for all namespaces together."""


@dataclass(frozen=True)
class Scope:
    """A namespace as one kind's search sees it: its id, rows, characters and version
    (the sum of its write counters: it changes with every write of this kind)."""

    id: str
    size: int
    chars: int
    version: int


class PostgresIndex(Generic[N]):
    """`SearchIndex` over one kind of row. The write side has nothing to do: vectors and
    terms are committed with their rows."""

    def __init__(
        self,
        store: PostgresStore,
        kind: Kind,
        records: Callable[[list[str]], Mapping[str, N]],
        *,
        dimensions: int,
        exact_up_to: int = EXACT_UP_TO,
    ) -> None:
        self._store = store
        self._kind = kind
        self._records = records
        self.dimensions = dimensions
        self.exact_up_to = exact_up_to
        self._ready: set[str] = set()
        """Namespace ids whose HNSW index this process has seen valid."""
        self._next_check: dict[str, float] = {}
        """When to look again for the index of a large namespace that had none."""
        self._building: set[str] = set()
        self._next_size_check: dict[str, float] = {}
        """When `add` may next read a namespace's size (by name)."""
        self._term_counts: dict[tuple[str, str], tuple[int, int]] = {}
        """(namespace id, term) -> (namespace version, rows holding the term)."""
        self._lock = threading.Lock()

    # -- statistics --------------------------------------------------------------------

    def _scope(self, conn: Connection, namespace: str) -> Scope | None:
        """The namespace's figures for this kind; None if there is no such namespace."""
        kind = self._kind
        row = conn.execute(
            f"SELECT n.id, coalesce(sum(s.{kind.count}), 0) AS size, "
            f"coalesce(sum(s.{kind.chars}), 0) AS chars, "
            f"coalesce(sum(s.{kind.writes}), 0) AS version FROM namespaces n "
            "LEFT JOIN namespace_stats s ON s.namespace_id = n.id WHERE n.name = %s "
            "GROUP BY n.id",
            (namespace,),
        ).fetchone()
        if row is None:
            return None
        return Scope(str(row["id"]), int(row["size"]), int(row["chars"]), int(row["version"]))

    # -- dense -------------------------------------------------------------------------

    def dense(
        self, namespace: str, vector: Vector, k: int, *, owners: Collection[str] | None = None
    ) -> Hits:
        if k <= 0 or (owners is not None and not owners):
            return []
        kind = self._kind
        with self._store._read() as conn:
            scope = self._scope(conn, namespace)
            if scope is None or scope.size == 0:
                return []
            ns_id, size = scope.id, scope.size
            if owners is None and size > self.exact_up_to and self._approximate(ns_id):
                return self._approximate_search(conn, ns_id, vector, k)
            owned = f"AND {kind.owner} = ANY(%(owners)s)" if owners is not None else ""
            # Each row's distance computed once (OFFSET 0 keeps the subquery from being
            # folded into the sort), ranked by `order.rank_key`: the cosine rounded as
            # Python rounds it, then the id.
            rows = conn.execute(
                "SELECT id, -distance AS cosine FROM (SELECT id, embedding <#> %(q)s AS "
                f"distance FROM {kind.table} WHERE namespace_id = %(ns)s "
                f"AND embedding_model = %(model)s {owned} OFFSET 0) d "
                f"ORDER BY {_RANK_KEY}, id LIMIT %(k)s",
                {
                    "scale": SCORE_SCALE,
                    "q": vector,
                    "ns": ns_id,
                    "model": self._store.embedding_model,
                    "owners": list(owners or ()),
                    "k": k,
                },
            ).fetchall()
        return [(row["id"], float(row["cosine"])) for row in rows]

    def _approximate(self, namespace_id: str) -> bool:
        """Whether the namespace's HNSW index is there to search. If not, it is built in
        the background (searches stay exact meanwhile); looked for again at most every
        `RECHECK_SECONDS`, so an index another process built is found."""
        with self._lock:
            if namespace_id in self._ready:
                return True
            now = time.monotonic()
            if namespace_id in self._building or now < self._next_check.get(namespace_id, 0.0):
                return False
            self._next_check[namespace_id] = now + RECHECK_SECONDS
            self._building.add(namespace_id)
        threading.Thread(
            target=self._build, args=(namespace_id,), name="memhub-hnsw", daemon=True
        ).start()
        return False

    def _build(self, namespace_id: str) -> None:
        try:
            self.build_hnsw(namespace_id)
        except Exception:
            logger.exception(
                "building the HNSW index on %s of namespace %s failed",
                self._kind.table,
                namespace_id,
            )
        finally:
            with self._lock:
                self._building.discard(namespace_id)

    def build_hnsw(self, namespace_id: str) -> bool:
        """Build the namespace's HNSW index now (unless it exists); whether it is ready.
        False when another process is building it."""
        ready = self._store.ensure_hnsw(self._kind.table, self.dimensions, namespace_id)
        if ready:
            with self._lock:
                self._ready.add(namespace_id)
        return ready

    def approximate_query(self, namespace_id: str) -> sql.Composed:
        """The SQL of the approximate path in one namespace (its plan walks that
        namespace's HNSW index: the namespace and dimensions are literals, as the index
        predicate needs)."""
        return sql.SQL(
            "SELECT id, -(embedding::vector({dims}) <#> %(q)s::vector({dims})) AS cosine "
            "FROM {table} WHERE namespace_id = {ns} AND vector_dims(embedding) = {dims} "
            "AND embedding_model = %(model)s "
            "ORDER BY embedding::vector({dims}) <#> %(q)s::vector({dims}) LIMIT %(k)s"
        ).format(
            dims=sql.Literal(self.dimensions),
            table=sql.Identifier(self._kind.table),
            ns=sql.Literal(namespace_id),
        )

    @staticmethod
    def approximate_settings(conn: Connection, k: int) -> None:
        """Set up the current transaction for the approximate path, in one round trip.

        Keep walking the graph until `k` rows of this namespace are found, with at
        least `EF_SEARCH` candidates; and no sorting the namespace's rows (the exact
        path's plan, which the planner may still think cheaper): the store has decided,
        the graph is what is walked."""
        conn.execute(
            "SELECT set_config('hnsw.iterative_scan', 'relaxed_order', true), "
            "set_config('hnsw.ef_search', %s, true), set_config('enable_sort', 'off', true), "
            "set_config('enable_seqscan', 'off', true)",
            (str(max(EF_SEARCH, min(1000, 2 * k))),),
        )

    def _approximate_search(self, conn: Connection, ns_id: str, vector: Vector, k: int) -> Hits:
        with conn.transaction():
            self.approximate_settings(conn, k)
            rows = conn.execute(
                self.approximate_query(ns_id),
                {"q": vector, "model": self._store.embedding_model, "k": k},
            ).fetchall()
        # Relaxed order: the graph hands rows back nearly, not exactly, best first.
        return best_first((row["id"], float(row["cosine"])) for row in rows)

    def cosines(self, namespace: str, vector: Vector, ids: Sequence[str]) -> dict[str, float]:
        if not ids:
            return {}
        with self._store._read() as conn:
            rows = conn.execute(
                f"SELECT t.id, -(t.embedding <#> %s) AS cosine FROM {self._kind.table} t "
                "JOIN namespaces n ON n.id = t.namespace_id WHERE n.name = %s "
                "AND t.id = ANY(%s) AND t.embedding_model = %s",
                (vector, namespace, list(ids), self._store.embedding_model),
            ).fetchall()
        return {row["id"]: float(row["cosine"]) for row in rows}

    def vectors(self, namespace: str, ids: Sequence[str]) -> dict[str, Vector]:
        if not ids:
            return {}
        with self._store._read() as conn:
            rows = conn.execute(
                f"SELECT t.id, t.embedding FROM {self._kind.table} t "
                "JOIN namespaces n ON n.id = t.namespace_id WHERE n.name = %s "
                "AND t.id = ANY(%s) AND t.embedding_model = %s",
                (namespace, list(ids), self._store.embedding_model),
                binary=True,
            ).fetchall()
        return {row["id"]: np.asarray(row["embedding"], dtype=np.float32) for row in rows}

    def fetch(self, namespace: str, ids: Sequence[str]) -> dict[str, N]:
        found = self._records(list(dict.fromkeys(ids)))
        return {i: r for i, r in found.items() if r.namespace == namespace}

    # -- lexical -----------------------------------------------------------------------

    def lexical(self, namespace: str, query: str, k: int) -> Hits:
        """The `k` best full-text matches by BM25 from the namespace's own statistics."""
        terms = sorted({stem(word) for word in search_terms(query)})
        if not terms or k <= 0:
            return []
        kind = self._kind
        with self._store._read() as conn:
            scope = self._scope(conn, namespace)
            if scope is None or scope.size <= 0:
                return []
            ns_id, size, chars = scope.id, scope.size, scope.chars
            held = self._frequencies(conn, scope, terms)
            terms = [term for term in terms if held[term] > 0]
            if not terms:
                return []
            okapi = Okapi(
                terms=frozenset(terms),
                documents=size,
                frequency=held,
                average_length=max(chars, 1) / size,
            )
            matched = terms
            if len(terms) > 1 and sum(held.values()) > MAX_RANKED_MATCHES:
                matched = _selective_terms(terms, held)
            rows = conn.execute(
                f"SELECT t.id, t.{kind.text} AS text, sum(q.idf * f.n * %(k1p)s / (f.n + "
                f"%(k1)s * (1 - %(b)s + %(b)s * length(t.{kind.text}) / %(avg)s))) AS score "
                f"FROM {kind.table} t "
                # Only the query's words of each row: its tsvector with them marked
                # (weight A) and the rest filtered out, so a long row's other words
                # never become rows to join.
                "CROSS JOIN LATERAL (SELECT u.lexeme, cardinality(u.positions) AS n "
                "FROM unnest(ts_filter(setweight(setweight(t.terms, 'D'), 'A', "
                "%(terms)s::text[]), '{a}')) u) f "
                "JOIN unnest(%(terms)s::text[], %(idf)s::float8[]) q(term, idf) "
                "ON q.term = f.lexeme "
                "WHERE t.namespace_id = %(ns)s AND t.terms @@ %(match)s::tsquery "
                "GROUP BY t.id ORDER BY score DESC, t.id LIMIT %(pool)s",
                {
                    "k1p": K1 + 1,
                    "k1": K1,
                    "b": B,
                    "avg": okapi.average_length,
                    "terms": terms,
                    "idf": [okapi.idf(term) for term in terms],
                    "ns": ns_id,
                    "match": " | ".join(f"'{term}'" for term in matched),
                    "pool": rescore_pool(k),
                },
            ).fetchall()
        return okapi.rank((row["id"], row["text"]) for row in rows)[:k]

    def _frequencies(self, conn: Connection, scope: Scope, terms: list[str]) -> dict[str, int]:
        """How many of the namespace's rows hold each term.

        Kept in the process for the namespace's current version: counting a common
        word reads every row holding it, and most questions share most of their words
        with earlier ones. A write of this kind in any process changes the version (see
        `PostgresMemories.memory_stamp` for the counters), so a count is never used
        past it. Those missing are counted in one read, each through the GIN index
        (counting every term over the rows holding any of them would test each of
        those rows against every term: three times slower on 100k rows)."""
        with self._lock:
            known = {
                term: found[1]
                for term in terms
                if (found := self._term_counts.get((scope.id, term))) is not None
                and found[0] == scope.version
            }
        missing = [term for term in terms if term not in known]
        if not missing:
            return known
        table = self._kind.table
        counts = ", ".join(
            f"(SELECT count(*) FROM {table} WHERE namespace_id = %(ns)s "
            f"AND terms @@ %(t{i})s::tsquery) AS c{i}"
            for i in range(len(missing))
        )
        args: dict[str, object] = {f"t{i}": f"'{term}'" for i, term in enumerate(missing)}
        row = conn.execute(f"SELECT {counts}", {**args, "ns": scope.id}).fetchone()
        assert row is not None
        counted = {term: int(row[f"c{i}"]) for i, term in enumerate(missing)}
        with self._lock:
            if len(self._term_counts) + len(counted) > TERM_COUNTS_KEPT:
                self._term_counts.clear()
            for term, count in counted.items():
                self._term_counts[(scope.id, term)] = (scope.version, count)
        return known | counted

    # -- the write side: vectors are committed with their rows -------------------------

    def add(
        self, namespace: str, ids: Sequence[str], owners: Sequence[str], vectors: Vector
    ) -> None:
        """Rows were committed: a namespace they took past `exact_up_to` gets its HNSW
        index built now (in the background), not at its first search. Its size is
        read at most every `SIZE_CHECK_SECONDS` (a worker commits every few documents)."""
        if not len(ids):
            return
        now = time.monotonic()
        with self._lock:
            if now < self._next_size_check.get(namespace, 0.0):
                return
            if len(self._next_size_check) > TERM_COUNTS_KEPT:
                self._next_size_check.clear()
            self._next_size_check[namespace] = now + SIZE_CHECK_SECONDS
        with self._store._read() as conn:
            scope = self._scope(conn, namespace)
        if scope is not None and scope.size > self.exact_up_to:
            self._approximate(scope.id)

    def remove(self, namespace: str, owners: Collection[str]) -> None:
        return None

    def forget(self, namespace: str) -> None:
        """The namespace was deleted or moved away: its HNSW index (if it had one) is
        dropped in the background (dropping concurrently waits for searches using it)."""
        orphans = self._store.orphan_hnsw(self._kind.table)
        if orphans:
            threading.Thread(
                target=self._drop, args=(orphans,), name="memhub-hnsw-drop", daemon=True
            ).start()

    def _drop(self, names: list[str]) -> None:
        try:
            self._store.drop_hnsw(names)
        except Exception:
            logger.exception("dropping the HNSW indexes %s failed", ", ".join(names))

    def clear(self) -> None:
        # Every vector changed (re-embedding, perhaps to another dimension).
        with self._lock:
            self._ready.clear()
            self._next_check.clear()
            self._term_counts.clear()
