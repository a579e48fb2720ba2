"""The memory half of the SQLite store (a mixin of `SQLiteStore`)."""

from __future__ import annotations

import json
import secrets
import sqlite3
from collections.abc import Iterator, Sequence
from contextlib import AbstractContextManager
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

import numpy as np

from ..index.bm25 import Okapi
from ..index.lexical import search_terms, stem
from ._records import (
    INDEXING_WAIT,
    MAX_DREAM_ATTEMPTS,
    claimed_dreams,
    dream_failure,
    written_first,
)
from ._sqlite_rows import reader
from .base import Vector
from .memories import PREMISE_FORGOTTEN, Dream, MemoryRecord, NewMemory, StoredMemory

__all__ = ["SQLiteMemories", "fts_match"]

# Every column a MemoryRecord needs; the embedding blob stays out (the vector index has it).
_MEMORY_COLUMNS = (
    "m.id, m.text, m.subject, m.slot, m.kind, m.is_inference, m.is_latest, m.is_forgotten, "
    "m.forget_reason, m.forget_after, m.review_status, m.version, m.parent_id, m.root_id, "
    "m.source_count, m.metadata, m.created_at, m.updated_at, n.name AS namespace"
)


_IDS_PER_QUERY = 500
"""Ids bound in one `IN (...)` list (SQLite caps the parameters of a statement)."""

MAX_RANKED_MATCHES = 2000
"""Most full-text matches ranked per query. Past it, the commonest query words are left
out (least selective first): they add little to BM25 and ranking costs per match."""


_LENGTH_COLUMNS = {"chunk_count": "chunk_chars", "memory_count": "memory_chars"}
"""The namespaces column that sums the characters of the rows each counter counts."""

RESCORE_POOL = 20
"""Fewest full-text candidates scored from the namespace's own statistics per query
(scoring reads each candidate's words: a pool much larger than the results asked for
would cost more than the rest of the search)."""


def rescore_pool(limit: int) -> int:
    """Full-text candidates scored per query for `limit` results."""
    return max(limit, RESCORE_POOL)


def _selective_terms(words: list[str], held: dict[str, int]) -> list[str]:
    """`words` minus the commonest (`held` counts each one's rows), so at most about
    `MAX_RANKED_MATCHES` rows match."""
    kept: list[str] = []
    total = 0
    for count, word in sorted((held[word], word) for word in words):
        if kept and total + count > MAX_RANKED_MATCHES:
            break
        kept.append(word)
        total += count
    return sorted(kept)


def fts_match(column: str, scope: int | None, terms: Sequence[str]) -> str:
    """An FTS5 MATCH expression: any of `terms` in `column`, inside the namespace whose
    token is `scope` (anywhere when None)."""
    quoted = " OR ".join(f'"{term}"' for term in terms)
    where = f"{column} : ({quoted})"
    return where if scope is None else f'ns : "{scope}" AND {where}'


def _now() -> str:
    """Now, as every timestamp in the database is written (the SQLite store uses it too)."""
    return datetime.now(UTC).isoformat(timespec="microseconds")


class SQLiteMemories:
    """Memories, their sources and links, the dreaming queue and profile buckets."""

    embedding_model: str

    if TYPE_CHECKING:  # provided by SQLiteStore, which mixes this class in

        def _conn(self) -> sqlite3.Connection: ...
        def _write(self) -> AbstractContextManager[sqlite3.Connection]: ...
        def _ensure_namespace(self, conn: sqlite3.Connection, name: str) -> str: ...

    # -- reads ---------------------------------------------------------------------------

    def _select(self, where: str, args: Sequence[Any]) -> Iterator[MemoryRecord]:
        rows = self._conn().execute(
            f"SELECT {_MEMORY_COLUMNS} FROM memories m JOIN namespaces n "
            f"ON n.id = m.namespace_id WHERE {where}",
            list(args),
        )
        for row in rows:
            yield _memory(row)

    def memory(self, namespace: str, memory_id: str) -> MemoryRecord | None:
        found = list(self._select("n.name = ? AND m.id = ?", (namespace, memory_id)))
        return found[0] if found else None

    def memories(self, ids: Sequence[str]) -> dict[str, MemoryRecord]:
        if not ids:
            return {}
        marks = ",".join("?" * len(ids))
        return {m.id: m for m in self._select(f"m.id IN ({marks})", list(ids))}

    def latest_in_slot(self, namespace: str, slot: str) -> MemoryRecord | None:
        found = list(
            self._select(
                "n.name = ? AND m.slot = ? AND m.is_latest = 1 AND m.is_forgotten = 0 "
                "ORDER BY m.updated_at DESC LIMIT 1",
                (namespace, slot),
            )
        )
        return found[0] if found else None

    def list_memories(self, namespace: str) -> list[MemoryRecord]:
        return list(self._select("n.name = ? ORDER BY m.created_at", (namespace,)))

    def children(self, memory_id: str) -> list[MemoryRecord]:
        return list(self._select("m.parent_id = ?", (memory_id,)))

    def links(self, memory_id: str) -> list[tuple[str, str, str]]:
        rows = (
            self._conn()
            .execute(
                "SELECT source_id, target_id, relation FROM memory_links "
                "WHERE source_id = ? OR target_id = ?",
                (memory_id, memory_id),
            )
            .fetchall()
        )
        return [(row[0], row[1], row[2]) for row in rows]

    def links_of(self, memory_ids: Sequence[str]) -> list[tuple[str, str, str]]:
        """(source, target, relation) of every link touching one of these memories, each
        once, ordered by source then target: `links` for many memories in one read."""
        rows: list[sqlite3.Row] = []
        ids = list(dict.fromkeys(memory_ids))
        for start in range(0, len(ids), _IDS_PER_QUERY):
            batch = ids[start : start + _IDS_PER_QUERY]
            rows += self._rows_in(
                "SELECT source_id, target_id, relation FROM memory_links "
                "WHERE source_id IN ({ids}) OR target_id IN ({ids})",
                batch,
                batch,
            )
        found = {(row[0], row[1], row[2]) for row in rows}
        return sorted(found)

    def sources(self, memory_id: str) -> list[str]:
        rows = (
            self._conn()
            .execute(
                "SELECT document_id FROM memory_sources WHERE memory_id = ? ORDER BY added_at",
                (memory_id,),
            )
            .fetchall()
        )
        return [row[0] for row in rows]

    def _rows_in(self, sql: str, ids: Sequence[str], args: Sequence[Any] = ()) -> list[sqlite3.Row]:
        """Rows of `sql`, where `{ids}` stands for one placeholder per id (the ids bind
        after `args`); none for no ids."""
        if not ids:
            return []
        marks = ",".join("?" * len(ids))
        return self._conn().execute(sql.format(ids=marks), [*args, *ids]).fetchall()

    def sources_of(self, document_ids: Sequence[str]) -> list[tuple[str, str]]:
        """(memory id, document id) for every memory these documents support, in the
        order each source was added."""
        rows = self._rows_in(
            "SELECT memory_id, document_id FROM memory_sources WHERE document_id IN ({ids}) "
            "ORDER BY added_at, rowid",
            document_ids,
        )
        return [(row[0], row[1]) for row in rows]

    def _vector_rows(
        self, sql: str, args: Sequence[Any], expected: int
    ) -> tuple[list[str], list[str], Vector]:
        """Rows of (id, owner id, embedding) as id lists and one float32 matrix.

        Vectors are copied block by block into one matrix sized from `expected` plus
        some room to grow, so a large namespace is never held twice while it loads.
        The matrix may have more rows than ids; rows past `len(ids)` are spare.
        """
        cursor = self._conn().execute(sql, list(args))
        ids: list[str] = []
        owners: list[str] = []
        matrix: Vector | None = None
        while rows := cursor.fetchmany(4096):
            block = np.frombuffer(b"".join(row[2] for row in rows), dtype=np.float32)
            block = block.reshape(len(rows), -1)
            start, end = len(ids), len(ids) + len(rows)
            if matrix is None or end > len(matrix):
                # Sized once from the count; regrown only if rows arrived meanwhile.
                capacity = max(end, expected) + max(64, max(end, expected) // 8)
                grown = np.empty((capacity, block.shape[1]), dtype=np.float32)
                if matrix is not None:
                    grown[:start] = matrix[:start]
                matrix = grown
            matrix[start:end] = block
            ids += [row[0] for row in rows]
            owners += [row[1] for row in rows]
        if matrix is None:
            return ids, owners, np.zeros((0, 0), dtype=np.float32)
        return ids, owners, matrix

    def _bm25(
        self,
        table: str,
        column: str,
        owner: str,
        counter: str,
        namespace: str,
        query: str,
        limit: int,
    ) -> list[tuple[str, float]]:
        """Full-text hits in one namespace as (id, score), best first.

        `table` is the FTS5 index of `owner` (same rowids, the text in `column` of
        both), whose rows each namespace counts in its `counter` column (and their
        characters in the matching `_chars` one). FTS5 finds the candidates; their
        scores are BM25 from the namespace's own statistics (`index.bm25`), never the
        whole index's, so no other namespace's rows move them. The candidates are the
        best `rescore_pool(limit)` by FTS5's own BM25: every match, in a namespace
        that holds no more than that; else the order at the pool's edge can still
        depend on the index as a whole. Two costs shape the query:

        * BM25 costs time per matching row, so when the query matches more than
          `MAX_RANKED_MATCHES` rows its most common words are dropped first;
        * scoping the match to a namespace walks that namespace's whole token list,
          which is wasted when the namespace is most of the index: then the match
          runs unscoped, over-fetches, and keeps this namespace's rows (falling back
          to the scoped match if too few are left).
        """
        words = search_terms(query)
        conn = self._conn()
        lengths = _LENGTH_COLUMNS[counter]
        scope = conn.execute(
            f"SELECT id, fts_token, {counter} AS size, {lengths} AS chars, "
            f"(SELECT sum({counter}) FROM namespaces) AS total FROM namespaces WHERE name = ?",
            (namespace,),
        ).fetchone()
        if not words or scope is None or scope["size"] <= 0:
            return []
        own_token = int(scope["fts_token"])
        held = self._frequencies(table, column, own_token, words)
        words = [word for word in words if held[word] > 0]
        if not words:
            return []
        # Every word the namespace holds scores; the commonest may be left out of the
        # match that finds the candidates.
        okapi = Okapi(
            terms=frozenset(stem(word) for word in words),
            documents=int(scope["size"]),
            frequency={stem(word): count for word, count in held.items()},
            average_length=max(int(scope["chars"]), 1) / int(scope["size"]),
        )
        if len(words) > 1 and sum(held.values()) > MAX_RANKED_MATCHES:
            words = _selective_terms(words, held)
        pool = rescore_pool(limit)
        if scope["size"] * 2 > scope["total"]:
            fetch = pool * 3
            rows, ranked = self._ranked(table, column, owner, None, words, fetch, scope["id"])
            if len(rows) >= pool or ranked < fetch:
                return okapi.rank(rows)[:limit]
        rows = self._ranked(table, column, owner, own_token, words, pool, scope["id"])[0]
        return okapi.rank(rows)[:limit]

    def _frequencies(self, table: str, column: str, token: int, words: list[str]) -> dict[str, int]:
        """How many of the namespace's rows (whose token is `token`) hold each word."""
        count_sql = f"SELECT count(*) FROM {table} WHERE {table} MATCH ?"
        conn = self._conn()
        return {
            word: int(conn.execute(count_sql, (fts_match(column, token, [word]),)).fetchone()[0])
            for word in words
        }

    def _ranked(
        self,
        table: str,
        column: str,
        owner: str,
        token: int | None,
        terms: list[str],
        fetch: int,
        namespace_id: str,
    ) -> tuple[list[tuple[str, str]], int]:
        """(id, text) of the best `fetch` matches by FTS5's BM25, kept if they belong to
        the namespace, and how many rows were ranked before that filter."""
        # The ns column only scopes the query: weight 0 keeps it out of the order.
        rows = (
            self._conn()
            .execute(
                f"SELECT o.id, o.{column}, o.namespace_id FROM (SELECT rowid, "
                f"bm25({table}, 1.0, 0.0) AS score FROM {table} WHERE {table} MATCH ? "
                f"ORDER BY score LIMIT ?) f JOIN {owner} o ON o.rowid = f.rowid ORDER BY f.score",
                (fts_match(column, token, terms), fetch),
            )
            .fetchall()
        )
        hits = [(row[0], row[1]) for row in rows if row[2] == namespace_id]
        return hits, len(rows)

    def memory_vectors(self, namespace: str) -> tuple[list[str], list[str], Vector]:
        where = "FROM memories m JOIN namespaces n ON n.id = m.namespace_id WHERE n.name = ?"
        count = self._conn().execute(f"SELECT count(*) {where}", (namespace,)).fetchone()[0]
        return self._vector_rows(
            f"SELECT m.id, m.id, m.embedding {where} AND m.embedding_model = ? ORDER BY m.rowid",
            (namespace, self.embedding_model),
            count,
        )

    def memory_fulltext(self, namespace: str, query: str, limit: int) -> list[tuple[str, float]]:
        return self._bm25(
            "memories_fts", "text", "memories", "memory_count", namespace, query, limit
        )

    def document_memories(self, document_id: str) -> list[MemoryRecord]:
        return list(
            self._select(
                "m.id IN (SELECT memory_id FROM memory_sources WHERE document_id = ?) "
                "ORDER BY m.created_at",
                (document_id,),
            )
        )

    def memories_after(self, namespace: str, seq: int) -> list[StoredMemory]:
        # The rowid is the insertion order: a new row's is past every row that exists.
        rows = self._conn().execute(
            f"SELECT m.rowid AS seq, p.rowid AS parent_seq, {_MEMORY_COLUMNS} FROM memories m "
            "JOIN namespaces n ON n.id = m.namespace_id LEFT JOIN memories p "
            "ON p.id = m.parent_id WHERE n.name = ? AND m.rowid > ? ORDER BY m.rowid",
            (namespace, seq),
        )
        return [StoredMemory(row["seq"], _memory(row), row["parent_seq"]) for row in rows]

    def live_memory_tally(self, namespace: str) -> tuple[int, int]:
        # Read from the `memories_by_namespace` index alone (it holds the rowids).
        row = (
            self._conn()
            .execute(
                "SELECT count(*), coalesce(sum(m.rowid), 0) FROM memories m JOIN namespaces n "
                "ON n.id = m.namespace_id WHERE n.name = ? AND m.is_latest = 1 "
                "AND m.is_forgotten = 0",
                (namespace,),
            )
            .fetchone()
        )
        return int(row[0]), int(row[1])

    def memory_stamp(self, namespace: str) -> tuple[str, int]:
        """Changes whenever a memory of the namespace is added, updated or removed."""
        row = (
            self._conn()
            .execute("SELECT id, memory_version FROM namespaces WHERE name = ?", (namespace,))
            .fetchone()
        )
        return (str(row[0]), int(row[1])) if row else ("", 0)

    def memories_only_from(self, document_id: str) -> list[str]:
        rows = (
            self._conn()
            .execute(
                "SELECT memory_id FROM memory_sources WHERE memory_id IN "
                "(SELECT memory_id FROM memory_sources WHERE document_id = ?) "
                "GROUP BY memory_id HAVING count(*) = 1",
                (document_id,),
            )
            .fetchall()
        )
        return [row[0] for row in rows]

    def memory_counts(self, namespace: str, document_ids: Sequence[str]) -> dict[str, int]:
        """`memory_count` of each of these documents in one read (0 for one with none)."""
        counts = dict.fromkeys(document_ids, 0)
        ids = list(counts)
        for start in range(0, len(ids), _IDS_PER_QUERY):
            rows = self._rows_in(
                "SELECT s.document_id, count(*) FROM memory_sources s "
                "JOIN memories m ON m.id = s.memory_id "
                "JOIN namespaces n ON n.id = m.namespace_id "
                "WHERE n.name = ? AND m.is_latest = 1 AND m.is_forgotten = 0 "
                "AND (m.forget_after IS NULL OR m.forget_after > ?) "
                "AND s.document_id IN ({ids}) GROUP BY s.document_id",
                ids[start : start + _IDS_PER_QUERY],
                [namespace, _now()],
            )
            counts.update({row[0]: int(row[1]) for row in rows})
        return counts

    def memory_count(self, namespace: str, document_id: str | None = None) -> int:
        """Recallable memories (latest, not forgotten, not expired) in a namespace or document."""
        now = _now()
        sql = (
            "SELECT count(*) FROM memories m JOIN namespaces n ON n.id = m.namespace_id "
            "WHERE n.name = ? AND m.is_latest = 1 AND m.is_forgotten = 0 "
            "AND (m.forget_after IS NULL OR m.forget_after > ?)"
        )
        args: list[Any] = [namespace, now]
        if document_id is not None:
            sql += " AND m.id IN (SELECT memory_id FROM memory_sources WHERE document_id = ?)"
            args.append(document_id)
        return int(self._conn().execute(sql, args).fetchone()[0])

    # -- writes --------------------------------------------------------------------------

    def insert_memory(
        self,
        namespace: str,
        new: NewMemory,
        vector: Vector,
        *,
        document_id: str,
        parent: MemoryRecord | None = None,
    ) -> MemoryRecord:
        """Store a memory; with `parent`, as its next version (the parent stops being latest).

        The memory lands in its source document's namespace as of this commit, which is
        `namespace` unless the document was moved meanwhile; the returned record says
        where it went.
        """
        memory_id, now = f"mem_{secrets.token_urlsafe(12)}", _now()
        with self._write() as conn:
            owner = conn.execute(
                "SELECT namespace_id FROM documents WHERE id = ?", (document_id,)
            ).fetchone()
            ns_id = owner[0] if owner is not None else self._ensure_namespace(conn, namespace)
            if parent is not None:
                conn.execute(
                    "UPDATE memories SET is_latest = 0, updated_at = ? WHERE id = ?",
                    (now, parent.id),
                )
            conn.execute(
                "INSERT INTO memories(id, namespace_id, text, subject, slot, kind, is_inference,"
                " forget_after, forget_reason, version, parent_id, root_id, metadata,"
                " embedding, embedding_model, created_at, updated_at)"
                " VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
                (
                    memory_id,
                    ns_id,
                    new.text,
                    new.subject,
                    new.slot,
                    new.kind,
                    int(new.is_inference),
                    new.forget_after.isoformat() if new.forget_after else None,
                    new.forget_reason,
                    parent.version + 1 if parent else 1,
                    parent.id if parent else None,
                    parent.root_id if parent else memory_id,
                    json.dumps(new.metadata),
                    np.ascontiguousarray(vector, dtype=np.float32).tobytes(),
                    self.embedding_model,
                    now,
                    now,
                ),
            )
            conn.execute(
                "INSERT INTO memory_sources(memory_id, document_id, added_at) VALUES (?, ?, ?)",
                (memory_id, document_id, now),
            )
        record = self.memories([memory_id]).get(memory_id)
        assert record is not None
        return record

    def add_source(self, memory_id: str, document_id: str) -> MemoryRecord:
        """Another document supports this memory (a repeat in a new document counts once)."""
        now = _now()
        with self._write() as conn:
            added = conn.execute(
                "INSERT OR IGNORE INTO memory_sources(memory_id, document_id, added_at) "
                "VALUES (?, ?, ?)",
                (memory_id, document_id, now),
            ).rowcount
            if added:
                conn.execute(
                    "UPDATE memories SET source_count = source_count + 1, updated_at = ? "
                    "WHERE id = ?",
                    (now, memory_id),
                )
        return self.memories([memory_id])[memory_id]

    def link(self, source_id: str, target_id: str, relation: str) -> None:
        with self._write() as conn:
            conn.execute(
                "INSERT OR IGNORE INTO memory_links(source_id, target_id, relation) VALUES (?,?,?)",
                (source_id, target_id, relation),
            )

    def forget_memories(self, ids: Sequence[str], reason: str) -> None:
        with self._write() as conn:
            conn.executemany(
                "UPDATE memories SET is_forgotten = 1, forget_reason = ?, updated_at = ? "
                "WHERE id = ?",
                [(reason, _now(), memory_id) for memory_id in ids],
            )
            conn.executemany(
                "UPDATE memories SET is_forgotten = 1, forget_reason = ?, updated_at = ? "
                "WHERE is_forgotten = 0 AND is_inference = 1 AND id IN (SELECT source_id "
                "FROM memory_links WHERE target_id = ? AND relation = 'derives')",
                [(PREMISE_FORGOTTEN, _now(), memory_id) for memory_id in ids],
            )

    def set_review(
        self, memory_id: str, *, status: str | None, is_inference: bool, is_forgotten: bool
    ) -> MemoryRecord:
        with self._write() as conn:
            conn.execute(
                "UPDATE memories SET review_status = ?, is_inference = ?, is_forgotten = ?, "
                "forget_reason = CASE WHEN ? THEN 'declined in review' ELSE NULL END, "
                "updated_at = ? WHERE id = ?",
                (
                    status,
                    int(is_inference),
                    int(is_forgotten),
                    int(is_forgotten),
                    _now(),
                    memory_id,
                ),
            )
        return self.memories([memory_id])[memory_id]

    def _detach_document(self, conn: sqlite3.Connection, document_id: str, reason: str) -> None:
        """A document is going away: forget what only it supported, uncount it elsewhere."""
        now = _now()
        conn.execute(
            "UPDATE memories SET is_forgotten = 1, forget_reason = ?, updated_at = ? "
            "WHERE is_forgotten = 0 AND id IN (SELECT memory_id FROM memory_sources "
            "WHERE memory_id IN (SELECT memory_id FROM memory_sources WHERE document_id = ?) "
            "GROUP BY memory_id HAVING count(*) = 1)",
            (reason, now, document_id),
        )
        conn.execute(
            "UPDATE memories SET is_forgotten = 1, forget_reason = ?, updated_at = ? "
            "WHERE is_forgotten = 0 AND is_inference = 1 AND id IN (SELECT l.source_id "
            "FROM memory_links l JOIN memories p ON p.id = l.target_id "
            "WHERE l.relation = 'derives' AND p.is_forgotten = 1 AND p.id IN "
            "(SELECT memory_id FROM memory_sources WHERE document_id = ?))",
            (PREMISE_FORGOTTEN, now, document_id),
        )
        conn.execute(
            "UPDATE memories SET source_count = max(source_count - 1, 0) WHERE id IN "
            "(SELECT memory_id FROM memory_sources WHERE document_id = ?) AND is_forgotten = 0",
            (document_id,),
        )
        conn.execute("DELETE FROM memory_sources WHERE document_id = ?", (document_id,))

    # -- dreaming ------------------------------------------------------------------------

    def _enqueue_dream(
        self, conn: sqlite3.Connection, document_id: str, kind: str, text: str, due_at: str
    ) -> None:
        row = conn.execute(
            "SELECT kind, text FROM dreams WHERE document_id = ? AND status = 'queued'",
            (document_id,),
        ).fetchone()
        if row is None:
            conn.execute(
                "INSERT OR REPLACE INTO dreams(document_id, kind, text, due_at) VALUES (?,?,?,?)",
                (document_id, kind, text, due_at),
            )
            return
        # Content arriving before the last batch dreamt joins it (a replace wins).
        merged_kind = "replace" if "replace" in (kind, row[0]) else "append"
        merged_text = text if kind == "replace" else f"{row[1]}\n\n{text}"
        conn.execute(
            "UPDATE dreams SET kind = ?, text = ?, due_at = ? WHERE document_id = ?",
            (merged_kind, merged_text, due_at, document_id),
        )

    def due_dreams(self, now: datetime, limit: int) -> list[Dream]:
        """Claim the dreams of one namespace: the one whose oldest dream is due, among
        those with no document still waiting to be indexed (or for `INDEXING_WAIT` past
        due), up to `limit` of its queue in the order its documents were written.

        A dream already claimed `MAX_DREAM_ATTEMPTS` times never finished nor failed
        cleanly: the process died while dreaming it. It is failed here rather than
        claimed again, so content that crashes the process cannot do so forever.
        """
        with self._write() as conn:
            crashed = conn.execute(
                "SELECT document_id, attempts FROM dreams WHERE status = 'queued' "
                "AND attempts >= ?",
                (MAX_DREAM_ATTEMPTS,),
            ).fetchall()
            for document_id, attempts in crashed:
                self._fail_dream(
                    conn,
                    document_id,
                    f"memory formation gave up after {attempts} interrupted attempts",
                    status="queued",
                )
            first = conn.execute(
                "SELECT d.namespace_id FROM dreams r JOIN documents d ON d.id = r.document_id "
                "WHERE r.status = 'queued' AND r.due_at <= ? AND (r.due_at <= ? OR NOT EXISTS "
                "(SELECT 1 FROM jobs j JOIN documents o ON o.id = j.document_id "
                "WHERE o.namespace_id = d.namespace_id)) ORDER BY r.due_at LIMIT 1",
                (now.isoformat(), (now - INDEXING_WAIT).isoformat()),
            ).fetchone()
            if first is None:
                return []
            # Once one dream in a namespace is due, the rest of its queue joins the batch:
            # turns that arrived together form memories together, the earliest written
            # first (see `written_first`).
            queue = conn.execute(
                "SELECT r.document_id, d.date, d.created_at FROM dreams r "
                "JOIN documents d ON d.id = r.document_id "
                "WHERE r.status = 'queued' AND d.namespace_id = ?",
                (first[0],),
            ).fetchall()
            ids = written_first(queue, limit)
            found = {
                row["document_id"]: row
                for row in conn.execute(
                    "SELECT r.*, n.name AS namespace FROM dreams r "
                    "JOIN documents d ON d.id = r.document_id "
                    "JOIN namespaces n ON n.id = d.namespace_id "
                    f"WHERE r.document_id IN ({', '.join('?' * len(ids))})",
                    ids,
                ).fetchall()
            }
            rows = [found[document_id] for document_id in ids]
            conn.executemany(
                "UPDATE dreams SET status = 'running', attempts = attempts + 1 "
                "WHERE document_id = ?",
                [(row["document_id"],) for row in rows],
            )
        return claimed_dreams(rows)

    def finish_dream(self, dream: Dream) -> None:
        with self._write() as conn:
            conn.execute(
                "DELETE FROM dreams WHERE document_id = ? AND status = 'running'",
                (dream.document_id,),
            )
            waiting = conn.execute(
                "SELECT count(*) FROM dreams WHERE document_id = ?", (dream.document_id,)
            ).fetchone()[0]
            pending_jobs = conn.execute(
                "SELECT count(*) FROM jobs WHERE document_id = ?", (dream.document_id,)
            ).fetchone()[0]
            if not waiting and not pending_jobs:
                conn.execute(
                    "UPDATE documents SET dreaming_status = 'done' WHERE id = ?",
                    (dream.document_id,),
                )

    def retry_dream(self, dream: Dream, error: str, due_at: datetime | None) -> None:
        """Try again at `due_at`; None (or too many attempts) gives up, keeping the chunks
        and recording `error` on the document (see `fail_dream`)."""
        with self._write() as conn:
            failure = dream_failure(dream, error, due_at)
            if failure is not None:
                self._fail_dream(conn, dream.document_id, failure)
                return
            assert due_at is not None  # dream_failure gives up on a dream without one
            conn.execute(
                "UPDATE dreams SET status = 'queued', error = ?, due_at = ? WHERE document_id = ?",
                (error, due_at.isoformat(), dream.document_id),
            )

    def fail_dream(self, dream: Dream, error: str) -> None:
        """Give up on a dream for good: the document keeps its chunks, and its
        `dreaming_status` becomes "failed" with `error` as the reason."""
        with self._write() as conn:
            self._fail_dream(conn, dream.document_id, error)

    def _fail_dream(
        self, conn: sqlite3.Connection, document_id: str, error: str, *, status: str = "running"
    ) -> None:
        # Only the dream given up on (in `status`) goes: content appended meanwhile is a
        # new queued dream, which waits its turn and sets the status again when done.
        conn.execute(
            "DELETE FROM dreams WHERE document_id = ? AND status = ?", (document_id, status)
        )
        waiting = conn.execute(
            "SELECT count(*) FROM dreams WHERE document_id = ?", (document_id,)
        ).fetchone()[0]
        conn.execute(
            "UPDATE documents SET dreaming_status = ?, error = ?, updated_at = ? WHERE id = ?",
            ("dreaming" if waiting else "failed", error, _now(), document_id),
        )

    def pending_dreams(self) -> int:
        return int(self._conn().execute("SELECT count(*) FROM dreams").fetchone()[0])

    # -- buckets -------------------------------------------------------------------------

    def buckets(self, namespace: str) -> dict[str, str]:
        rows = (
            self._conn()
            .execute(
                "SELECT b.name, b.description FROM profile_buckets b JOIN namespaces n "
                "ON n.id = b.namespace_id WHERE n.name = ? ORDER BY b.name",
                (namespace,),
            )
            .fetchall()
        )
        return {row[0]: row[1] for row in rows}

    def set_buckets(self, namespace: str, buckets: dict[str, str]) -> dict[str, str]:
        with self._write() as conn:
            ns_id = self._ensure_namespace(conn, namespace)
            conn.executemany(
                "INSERT INTO profile_buckets(namespace_id, name, description) VALUES (?,?,?) "
                "ON CONFLICT(namespace_id, name) DO UPDATE SET description = excluded.description",
                [(ns_id, name, description) for name, description in buckets.items()],
            )
        return self.buckets(namespace)

    def delete_buckets(self, namespace: str, names: Sequence[str]) -> dict[str, str]:
        with self._write() as conn:
            conn.executemany(
                "DELETE FROM profile_buckets WHERE name = ? AND namespace_id = "
                "(SELECT id FROM namespaces WHERE name = ?)",
                [(name, namespace) for name in names],
            )
        return self.buckets(namespace)


_memory = reader(MemoryRecord)
