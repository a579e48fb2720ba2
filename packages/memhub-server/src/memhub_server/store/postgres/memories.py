"""The memory half of the PostgreSQL store (a mixin of `PostgresStore`)."""

from __future__ import annotations

from collections.abc import Sequence
from contextlib import AbstractContextManager
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from psycopg.types.json import Jsonb

from ...index.lexical import stems
from .._records import (
    INDEXING_WAIT,
    MAX_DREAM_ATTEMPTS,
    claimed_dreams,
    dream_failure,
    new_id,
    written_first,
)
from ..base import Vector
from ..memories import PREMISE_FORGOTTEN, Dream, MemoryRecord, NewMemory, StoredMemory
from .connection import Connection
from .leases import Leases
from .notify import announce_work
from .rows import read_memory

__all__ = ["MAX_DREAM_ATTEMPTS", "PostgresMemories", "terms_of"]


_MEMORY = (
    "SELECT m.id, m.text, m.subject, m.slot, m.kind, m.is_inference, m.is_latest, "
    "m.is_forgotten, m.forget_reason, m.forget_after, m.review_status, m.version, "
    "m.parent_id, m.root_id, m.source_count, m.metadata, m.created_at, m.updated_at, "
    "n.name AS namespace FROM memories m JOIN namespaces n ON n.id = m.namespace_id"
)
_CLAIMABLE = "(r.status = 'queued' OR (r.status = 'running' AND r.lease_until < now()))"
"""A dream waiting, or one whose claim ran out (its process died)."""
_RECALLED = (
    "m.is_latest AND NOT m.is_forgotten AND (m.forget_after IS NULL OR m.forget_after > now())"
)
"""A memory recall returns by default: the latest version, not forgotten, not expired."""


MAX_LEXEME_BYTES = 2046
"""PostgreSQL's limit on one tsvector word; a longer "word" (an encoded blob) is left out."""
MAX_POSITION = 16383
"""PostgreSQL's highest tsvector position. Words past it all sit at it, so a word's count
there is undercounted; chunks and memories are far shorter."""


def terms_of(text: str) -> str:
    """The tsvector (as text) the full-text column holds for `text`: each stem
    `index.lexical.stems` gives, with the positions it occurs at. Built here rather than
    by `to_tsvector`, so the words and counts PostgreSQL ranks are exactly the ones
    `index.bm25` scores (its parser splits some words differently)."""
    positions: dict[str, list[int]] = {}
    for position, term in enumerate(stems(text), start=1):
        if len(term.encode()) <= MAX_LEXEME_BYTES:
            positions.setdefault(term, []).append(min(position, MAX_POSITION))
    return " ".join(
        f"'{term}':{','.join(map(str, dict.fromkeys(at)))}" for term, at in positions.items()
    )


class PostgresMemories:
    """Memories, their sources and links, the dreaming queue and profile buckets."""

    embedding_model: str

    if TYPE_CHECKING:  # provided by PostgresStore, which mixes this class in

        def _read(self) -> AbstractContextManager[Connection]: ...
        def _write(self) -> AbstractContextManager[Connection]: ...
        def _ensure_namespace(self, conn: Connection, name: str) -> str: ...

        leases: Leases

    # -- reads ---------------------------------------------------------------------------

    def _select(self, where: str, args: Sequence[Any]) -> list[MemoryRecord]:
        with self._read() as conn:
            rows = conn.execute(f"{_MEMORY} WHERE {where}", list(args)).fetchall()
        return [read_memory(row) for row in rows]

    def memory(self, namespace: str, memory_id: str) -> MemoryRecord | None:
        found = self._select("n.name = %s AND m.id = %s", (namespace, memory_id))
        return found[0] if found else None

    def memories(self, ids: Sequence[str]) -> dict[str, MemoryRecord]:
        if not ids:
            return {}
        return {m.id: m for m in self._select("m.id = ANY(%s)", [list(ids)])}

    def latest_in_slot(self, namespace: str, slot: str) -> MemoryRecord | None:
        found = self._select(
            "n.name = %s AND m.slot = %s AND m.is_latest AND NOT m.is_forgotten "
            "ORDER BY m.updated_at DESC LIMIT 1",
            (namespace, slot),
        )
        return found[0] if found else None

    def list_memories(self, namespace: str) -> list[MemoryRecord]:
        return self._select("n.name = %s ORDER BY m.created_at, m.seq", (namespace,))

    def children(self, memory_id: str) -> list[MemoryRecord]:
        return self._select("m.parent_id = %s ORDER BY m.seq", (memory_id,))

    def document_memories(self, document_id: str) -> list[MemoryRecord]:
        return self._select(
            "m.id IN (SELECT memory_id FROM memory_sources WHERE document_id = %s) "
            "ORDER BY m.created_at, m.seq",
            (document_id,),
        )

    def links(self, memory_id: str) -> list[tuple[str, str, str]]:
        with self._read() as conn:
            rows = conn.execute(
                "SELECT source_id, target_id, relation FROM memory_links "
                "WHERE source_id = %s OR target_id = %s",
                (memory_id, memory_id),
            ).fetchall()
        return [(row["source_id"], row["target_id"], row["relation"]) for row in rows]

    def links_of(self, memory_ids: Sequence[str]) -> list[tuple[str, str, str]]:
        """(source, target, relation) of every link touching one of these memories, each
        once, ordered by source then target."""
        if not memory_ids:
            return []
        ids = list(dict.fromkeys(memory_ids))
        with self._read() as conn:
            rows = conn.execute(
                "SELECT DISTINCT source_id, target_id, relation FROM memory_links "
                "WHERE source_id = ANY(%(ids)s) OR target_id = ANY(%(ids)s)",
                {"ids": ids},
            ).fetchall()
        return sorted((row["source_id"], row["target_id"], row["relation"]) for row in rows)

    def sources(self, memory_id: str) -> list[str]:
        with self._read() as conn:
            rows = conn.execute(
                "SELECT document_id FROM memory_sources WHERE memory_id = %s "
                "ORDER BY added_at, seq",
                (memory_id,),
            ).fetchall()
        return [row["document_id"] for row in rows]

    def sources_of(self, document_ids: Sequence[str]) -> list[tuple[str, str]]:
        """(memory id, document id) for every memory these documents support, in the
        order each source was added."""
        if not document_ids:
            return []
        with self._read() as conn:
            rows = conn.execute(
                "SELECT memory_id, document_id FROM memory_sources "
                "WHERE document_id = ANY(%s) ORDER BY added_at, seq",
                (list(document_ids),),
            ).fetchall()
        return [(row["memory_id"], row["document_id"]) for row in rows]

    def memories_after(self, namespace: str, seq: int) -> list[StoredMemory]:
        # `seq` is taken at insert, not at commit: a row committed late may sit below a
        # seq already read. `live_memory_tally` is how a cache finds out.
        with self._read() as conn:
            rows = conn.execute(
                _MEMORY.replace("SELECT ", "SELECT m.seq, p.seq AS parent_seq, ", 1)
                + " LEFT JOIN memories p ON p.id = m.parent_id "
                "WHERE n.name = %s AND m.seq > %s ORDER BY m.seq",
                (namespace, seq),
            ).fetchall()
        return [StoredMemory(row["seq"], read_memory(row), row["parent_seq"]) for row in rows]

    def live_memory_tally(self, namespace: str) -> tuple[int, int]:
        with self._read() as conn:
            row = conn.execute(
                "SELECT count(*) AS n, coalesce(sum(m.seq), 0) AS total FROM memories m "
                "JOIN namespaces n ON n.id = m.namespace_id WHERE n.name = %s "
                "AND m.is_latest AND NOT m.is_forgotten",
                (namespace,),
            ).fetchone()
        assert row is not None
        return int(row["n"]), int(row["total"])

    def memory_stamp(self, namespace: str) -> tuple[str, int]:
        """Changes whenever a memory of the namespace is added, updated or removed: the
        namespace's id and the sum of its write counters.

        This is how the caches a process keeps (a namespace's profile, who its memories
        are about) revalidate across processes: each read compares the stamp it was
        built at with this one, an indexed read of at most 8 rows.

        The counter design (migration 2): a statement trigger on `memories` adds 1 to
        `namespace_stats.memory_writes` in the row (namespace, writer's backend pid % 8)
        for each namespace a statement touched. So writers to one namespace spread over
        up to 8 shard rows instead of queueing on one hot row (a counter in `namespaces`
        would lock that row for the rest of every memory-writing transaction), and the
        namespace row itself is never updated by a write. The sum only grows; a deleted
        or moved-away namespace loses its shard rows with its id, and one created again
        under the same name has a new id, so no stamp can come back to an earlier value.
        The increment commits with the write, so a stamp read after the commit differs.
        """
        with self._read() as conn:
            row = conn.execute(
                "SELECT n.id, coalesce((SELECT sum(s.memory_writes) FROM namespace_stats s "
                "WHERE s.namespace_id = n.id), 0) AS version FROM namespaces n WHERE n.name = %s",
                (namespace,),
            ).fetchone()
        return (str(row["id"]), int(row["version"])) if row else ("", 0)

    def memories_only_from(self, document_id: str) -> list[str]:
        with self._read() as conn:
            rows = conn.execute(
                "SELECT memory_id FROM memory_sources WHERE memory_id IN "
                "(SELECT memory_id FROM memory_sources WHERE document_id = %s) "
                "GROUP BY memory_id HAVING count(*) = 1",
                (document_id,),
            ).fetchall()
        return [row["memory_id"] for row in rows]

    def memory_counts(self, namespace: str, document_ids: Sequence[str]) -> dict[str, int]:
        """`memory_count` of each of these documents in one read (0 for one with none)."""
        counts = dict.fromkeys(document_ids, 0)
        if not counts:
            return counts
        with self._read() as conn:
            rows = conn.execute(
                "SELECT s.document_id, count(*) AS n FROM memory_sources s "
                "JOIN memories m ON m.id = s.memory_id "
                "JOIN namespaces n ON n.id = m.namespace_id "
                f"WHERE n.name = %s AND {_RECALLED} AND s.document_id = ANY(%s) "
                "GROUP BY s.document_id",
                (namespace, list(counts)),
            ).fetchall()
        counts.update({row["document_id"]: int(row["n"]) for row in rows})
        return counts

    def memory_count(self, namespace: str, document_id: str | None = None) -> int:
        """Recallable memories (latest, not forgotten, not expired) in a namespace or document."""
        sql = (
            "SELECT count(*) AS n FROM memories m JOIN namespaces n ON n.id = m.namespace_id "
            f"WHERE n.name = %s AND {_RECALLED}"
        )
        args: list[Any] = [namespace]
        if document_id is not None:
            sql += " AND m.id IN (SELECT memory_id FROM memory_sources WHERE document_id = %s)"
            args.append(document_id)
        with self._read() as conn:
            row = conn.execute(sql, args).fetchone()
        return int(row["n"]) if row else 0

    def _live_memory_counts(self, conn: Connection, namespace_ids: list[str]) -> dict[str, int]:
        rows = conn.execute(
            "SELECT m.namespace_id, count(*) AS n FROM memories m "
            f"WHERE m.namespace_id = ANY(%s) AND {_RECALLED} GROUP BY m.namespace_id",
            (namespace_ids,),
        ).fetchall()
        return {row["namespace_id"]: int(row["n"]) for row in rows}

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

        The memory lands in its source document's namespace as of this commit."""
        memory_id, now = new_id("mem"), datetime.now(UTC)
        with self._write() as conn:
            owner = conn.execute(
                "SELECT namespace_id FROM documents WHERE id = %s", (document_id,)
            ).fetchone()
            ns_id = (
                owner["namespace_id"]
                if owner is not None
                else self._ensure_namespace(conn, namespace)
            )
            if parent is not None:
                conn.execute(
                    "UPDATE memories SET is_latest = false, updated_at = %s WHERE id = %s",
                    (now, parent.id),
                )
            conn.execute(
                "INSERT INTO memories(id, namespace_id, text, terms, subject, slot, kind,"
                " is_inference, forget_after, forget_reason, version, parent_id, root_id,"
                " metadata, embedding, embedding_model, created_at, updated_at) VALUES (%s,%s,%s,"
                " %s::tsvector,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s)",
                (
                    memory_id,
                    ns_id,
                    new.text,
                    terms_of(new.text),
                    new.subject,
                    new.slot,
                    new.kind,
                    new.is_inference,
                    new.forget_after,
                    new.forget_reason,
                    parent.version + 1 if parent else 1,
                    parent.id if parent else None,
                    parent.root_id if parent else memory_id,
                    Jsonb(new.metadata),
                    vector,
                    self.embedding_model,
                    now,
                    now,
                ),
            )
            conn.execute(
                "INSERT INTO memory_sources(memory_id, document_id, added_at) VALUES (%s, %s, %s)",
                (memory_id, document_id, now),
            )
        return self.memories([memory_id])[memory_id]

    def add_source(self, memory_id: str, document_id: str) -> MemoryRecord:
        """Another document supports this memory (a repeat in a new document counts once)."""
        now = datetime.now(UTC)
        with self._write() as conn:
            added = conn.execute(
                "INSERT INTO memory_sources(memory_id, document_id, added_at) "
                "VALUES (%s, %s, %s) ON CONFLICT DO NOTHING",
                (memory_id, document_id, now),
            ).rowcount
            if added:
                conn.execute(
                    "UPDATE memories SET source_count = source_count + 1, updated_at = %s "
                    "WHERE id = %s",
                    (now, memory_id),
                )
        return self.memories([memory_id])[memory_id]

    def link(self, source_id: str, target_id: str, relation: str) -> None:
        with self._write() as conn:
            conn.execute(
                "INSERT INTO memory_links(source_id, target_id, relation) VALUES (%s,%s,%s) "
                "ON CONFLICT DO NOTHING",
                (source_id, target_id, relation),
            )

    def forget_memories(self, ids: Sequence[str], reason: str) -> None:
        with self._write() as conn:
            conn.execute(
                "UPDATE memories SET is_forgotten = true, forget_reason = %s, updated_at = %s "
                "WHERE id = ANY(%s)",
                (reason, datetime.now(UTC), list(ids)),
            )
            conn.execute(
                "UPDATE memories SET is_forgotten = true, forget_reason = %s, updated_at = %s "
                "WHERE NOT is_forgotten AND is_inference AND id IN (SELECT source_id "
                "FROM memory_links WHERE target_id = ANY(%s) AND relation = 'derives')",
                (PREMISE_FORGOTTEN, datetime.now(UTC), list(ids)),
            )

    def set_review(
        self, memory_id: str, *, status: str | None, is_inference: bool, is_forgotten: bool
    ) -> MemoryRecord:
        with self._write() as conn:
            conn.execute(
                "UPDATE memories SET review_status = %s, is_inference = %s, is_forgotten = %s, "
                "forget_reason = CASE WHEN %s THEN 'declined in review' ELSE NULL END, "
                "updated_at = %s WHERE id = %s",
                (status, is_inference, is_forgotten, is_forgotten, datetime.now(UTC), memory_id),
            )
        return self.memories([memory_id])[memory_id]

    def _detach_document(self, conn: Connection, document_id: str, reason: str) -> None:
        """A document is going away: forget what only it supported, uncount it elsewhere."""
        conn.execute(
            "UPDATE memories SET is_forgotten = true, forget_reason = %s, updated_at = %s "
            "WHERE NOT is_forgotten AND id IN (SELECT memory_id FROM memory_sources "
            "WHERE memory_id IN (SELECT memory_id FROM memory_sources WHERE document_id = %s) "
            "GROUP BY memory_id HAVING count(*) = 1)",
            (reason, datetime.now(UTC), document_id),
        )
        conn.execute(
            "UPDATE memories SET is_forgotten = true, forget_reason = %s, updated_at = %s "
            "WHERE NOT is_forgotten AND is_inference AND id IN (SELECT l.source_id "
            "FROM memory_links l JOIN memories p ON p.id = l.target_id "
            "WHERE l.relation = 'derives' AND p.is_forgotten AND p.id IN "
            "(SELECT memory_id FROM memory_sources WHERE document_id = %s))",
            (PREMISE_FORGOTTEN, datetime.now(UTC), document_id),
        )
        conn.execute(
            "UPDATE memories SET source_count = greatest(source_count - 1, 0) WHERE id IN "
            "(SELECT memory_id FROM memory_sources WHERE document_id = %s) AND NOT is_forgotten",
            (document_id,),
        )
        conn.execute("DELETE FROM memory_sources WHERE document_id = %s", (document_id,))

    # -- dreaming ------------------------------------------------------------------------

    def _enqueue_dream(
        self, conn: Connection, document_id: str, kind: str, text: str, due_at: datetime
    ) -> None:
        announce_work(conn)
        row = conn.execute(
            "SELECT kind, text FROM dreams WHERE document_id = %s AND status = 'queued' FOR UPDATE",
            (document_id,),
        ).fetchone()
        if row is None:
            conn.execute(
                "INSERT INTO dreams(document_id, kind, text, due_at) VALUES (%s,%s,%s,%s) "
                "ON CONFLICT (document_id) DO UPDATE SET kind = excluded.kind, "
                "text = excluded.text, due_at = excluded.due_at, status = 'queued', "
                "attempts = 0, error = NULL",
                (document_id, kind, text, due_at),
            )
            return
        # Content arriving before the last batch dreamt joins it (a replace wins).
        merged_kind = "replace" if "replace" in (kind, row["kind"]) else "append"
        merged_text = text if kind == "replace" else f"{row['text']}\n\n{text}"
        conn.execute(
            "UPDATE dreams SET kind = %s, text = %s, due_at = %s WHERE document_id = %s",
            (merged_kind, merged_text, due_at, document_id),
        )

    def due_dreams(self, now: datetime, limit: int) -> list[Dream]:
        """Claim the dreams of one namespace: the one whose oldest dream is due, up to
        `limit` in the order its documents were written (see SQLite's for the rules).
        Dreams claimed elsewhere are skipped, not waited for; one whose claim ran out is
        claimable again (see `leases`)."""
        with self._write() as conn:
            crashed = conn.execute(
                f"SELECT r.document_id, r.attempts, r.status FROM dreams r WHERE {_CLAIMABLE} "
                "AND r.attempts >= %s FOR UPDATE SKIP LOCKED",
                (MAX_DREAM_ATTEMPTS,),
            ).fetchall()
            for row in crashed:
                self._fail_dream(
                    conn,
                    row["document_id"],
                    f"memory formation gave up after {row['attempts']} interrupted attempts",
                    status=row["status"],
                )
            namespace_id = self._free_namespace(conn, now)
            if namespace_id is None:
                return []
            queue = conn.execute(
                "SELECT r.document_id, d.date, d.created_at FROM dreams r "
                "JOIN documents d ON d.id = r.document_id "
                f"WHERE {_CLAIMABLE} AND d.namespace_id = %s FOR UPDATE OF r SKIP LOCKED",
                (namespace_id,),
            ).fetchall()
            ids = written_first(queue, limit)
            found = {
                row["document_id"]: row
                for row in conn.execute(
                    "SELECT r.document_id, r.kind, r.text, r.attempts, n.name AS namespace "
                    "FROM dreams r JOIN documents d ON d.id = r.document_id "
                    "JOIN namespaces n ON n.id = d.namespace_id WHERE r.document_id = ANY(%s)",
                    (ids,),
                ).fetchall()
            }
            rows = [found[document_id] for document_id in ids]
            conn.execute(
                "UPDATE dreams SET status = 'running', attempts = attempts + 1, "
                "lease_until = now() + %s::interval WHERE document_id = ANY(%s)",
                (self.leases.interval(), [row["document_id"] for row in rows]),
            )
            self.leases.hold("dreams", {r["document_id"]: r["attempts"] + 1 for r in rows})
        return claimed_dreams(rows)

    def _free_namespace(self, conn: Connection, now: datetime) -> str | None:
        """The namespace whose oldest claimable dream is due first, among those no
        process is forming memories in and with no document still waiting to be indexed
        (or for `INDEXING_WAIT` past due, see SQLite's `due_dreams`): one namespace's
        memories are formed by one process at a time, so reconciling facts cannot race
        (two new versions of one memory, one fact stored twice). Deciding takes a lock on
        the namespace for the rest of the claiming transaction; once it commits, its
        running dreams say so."""
        candidates = conn.execute(
            "SELECT d.namespace_id FROM dreams r JOIN documents d ON d.id = r.document_id "
            f"WHERE {_CLAIMABLE} AND r.due_at <= %s AND (r.due_at <= %s OR NOT EXISTS "
            "(SELECT 1 FROM jobs j JOIN documents o ON o.id = j.document_id "
            "WHERE o.namespace_id = d.namespace_id)) GROUP BY d.namespace_id "
            "ORDER BY min(r.due_at) LIMIT 20",
            (now, now - INDEXING_WAIT),
        ).fetchall()
        for row in candidates:
            namespace_id = row["namespace_id"]
            taken = conn.execute(
                "SELECT pg_try_advisory_xact_lock(hashtextextended(%s, 0)) AS ok",
                (f"memhub.dreaming.{namespace_id}",),
            ).fetchone()
            if taken is None or not taken["ok"]:
                continue  # another process is claiming in it right now
            busy = conn.execute(
                "SELECT 1 FROM dreams r JOIN documents d ON d.id = r.document_id "
                "WHERE d.namespace_id = %s AND r.status = 'running' AND r.lease_until >= now() "
                "LIMIT 1",
                (namespace_id,),
            ).fetchone()
            if busy is None:
                return str(namespace_id)
        return None

    def finish_dream(self, dream: Dream) -> None:
        self.leases.drop("dreams", [dream.document_id])
        with self._write() as conn:
            # Only our claim goes: content that arrived meanwhile is a new queued dream.
            conn.execute(
                "DELETE FROM dreams WHERE document_id = %s AND status = 'running' "
                "AND attempts = %s",
                (dream.document_id, dream.attempts),
            )
            conn.execute(
                "UPDATE documents SET dreaming_status = 'done' WHERE id = %(doc)s "
                "AND NOT EXISTS (SELECT 1 FROM dreams WHERE document_id = %(doc)s) "
                "AND NOT EXISTS (SELECT 1 FROM jobs WHERE document_id = %(doc)s)",
                {"doc": dream.document_id},
            )

    def retry_dream(self, dream: Dream, error: str, due_at: datetime | None) -> None:
        """Try again at `due_at`; None (or too many attempts) gives up (see `fail_dream`)."""
        self.leases.drop("dreams", [dream.document_id])
        with self._write() as conn:
            failure = dream_failure(dream, error, due_at)
            if failure is not None:
                self._fail_dream(conn, dream.document_id, failure)
                return
            conn.execute(
                "UPDATE dreams SET status = 'queued', lease_until = NULL, error = %s, "
                "due_at = %s WHERE document_id = %s AND attempts = %s",
                (error, due_at, dream.document_id, dream.attempts),
            )
            announce_work(conn)

    def fail_dream(self, dream: Dream, error: str) -> None:
        """Give up on a dream for good: the document keeps its chunks, and its
        `dreaming_status` becomes "failed" with `error` as the reason."""
        self.leases.drop("dreams", [dream.document_id])
        with self._write() as conn:
            self._fail_dream(conn, dream.document_id, error)

    def _fail_dream(
        self, conn: Connection, document_id: str, error: str, *, status: str = "running"
    ) -> None:
        conn.execute(
            "DELETE FROM dreams WHERE document_id = %s AND status = %s", (document_id, status)
        )
        conn.execute(
            "UPDATE documents SET dreaming_status = CASE WHEN EXISTS "
            "(SELECT 1 FROM dreams WHERE document_id = %(doc)s) THEN 'dreaming' ELSE 'failed' "
            "END, error = %(error)s, updated_at = %(now)s WHERE id = %(doc)s",
            {"doc": document_id, "error": error, "now": datetime.now(UTC)},
        )

    def pending_dreams(self) -> int:
        with self._read() as conn:
            row = conn.execute("SELECT count(*) AS n FROM dreams").fetchone()
        return int(row["n"]) if row else 0

    # -- buckets -------------------------------------------------------------------------

    def buckets(self, namespace: str) -> dict[str, str]:
        with self._read() as conn:
            rows = conn.execute(
                "SELECT b.name, b.description FROM profile_buckets b JOIN namespaces n "
                "ON n.id = b.namespace_id WHERE n.name = %s ORDER BY b.name",
                (namespace,),
            ).fetchall()
        return {row["name"]: row["description"] for row in rows}

    def set_buckets(self, namespace: str, buckets: dict[str, str]) -> dict[str, str]:
        with self._write() as conn, conn.cursor() as cursor:
            ns_id = self._ensure_namespace(conn, namespace)
            cursor.executemany(
                "INSERT INTO profile_buckets(namespace_id, name, description) VALUES (%s,%s,%s) "
                "ON CONFLICT (namespace_id, name) DO UPDATE SET description = "
                "excluded.description",
                [(ns_id, name, description) for name, description in buckets.items()],
            )
        return self.buckets(namespace)

    def delete_buckets(self, namespace: str, names: Sequence[str]) -> dict[str, str]:
        with self._write() as conn:
            conn.execute(
                "DELETE FROM profile_buckets WHERE name = ANY(%s) AND namespace_id = "
                "(SELECT id FROM namespaces WHERE name = %s)",
                (list(names), namespace),
            )
        return self.buckets(namespace)
