"""The PostgreSQL backend's store: everything `Store` asks, one transaction per call.

Connections come from a pool shared by the threads of one process; any number of
processes may use one database (the schema is migrated under an advisory lock).
Vectors and full-text terms are written with their rows, so there is no process-local
index to keep in step: search reads them in SQL (see `search`).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from datetime import UTC, datetime, timedelta
from typing import Any, Literal

import psycopg
from psycopg import sql
from psycopg.types.json import Jsonb

from .. import _records
from .._documents import appended_content, changed_fields, order_by, update_statement
from .._records import MAX_JOB_ATTEMPTS
from ..base import (
    STORE_ONLY,
    ApiKeyRecord,
    AppendOutcome,
    ChunkRecord,
    DocumentHead,
    DocumentRecord,
    IngestJob,
    NamespaceRecord,
    NewChunk,
    NewDocument,
    Page,
    Vector,
)
from .connection import Connection, connect, open_pool
from .leases import LEASE_SECONDS, Leases
from .memories import PostgresMemories, terms_of
from .notify import announce_work
from .rows import read_chunk, read_document, read_head
from .schema import HNSW_BUILD_MEMORY, HNSW_NAME, hnsw_index, migrate
from .transfer import PostgresTransfer

__all__ = ["MAX_JOB_ATTEMPTS", "PostgresStore"]

_DOCUMENT = (
    "SELECT d.*, n.name AS namespace FROM documents d JOIN namespaces n ON n.id = d.namespace_id"
)
_HEAD = (
    "SELECT d.id, n.name AS namespace, d.custom_id, d.title, d.type, d.summary, d.url, "
    "d.metadata, d.created_at, d.updated_at FROM documents d "
    "JOIN namespaces n ON n.id = d.namespace_id"
)
_CHUNK = (
    "SELECT c.id, c.document_id, n.name AS namespace, c.position, c.content, c.metadata, "
    "c.created_at FROM chunks c JOIN namespaces n ON n.id = c.namespace_id"
)


class PostgresStore(PostgresMemories):
    """`Store` on PostgreSQL with pgvector. Safe to share between threads."""

    def __init__(
        self,
        url: str,
        *,
        embedding_model: str,
        dream_window: float = 5.0,
        pool_size: int = 10,
        lease_seconds: float = LEASE_SECONDS,
    ) -> None:
        self.url = url
        self.embedding_model = embedding_model
        self.dream_window = dream_window
        with connect(url, autocommit=True) as conn:
            migrate(conn)
        self._pool = open_pool(url, max_size=pool_size)
        self.leases = Leases(self._write, lease_seconds)

    # -- connections and transactions ------------------------------------------------

    @contextmanager
    def _read(self) -> Iterator[Connection]:
        with self._pool.connection() as conn:
            yield conn

    @contextmanager
    def _write(self) -> Iterator[Connection]:
        with self._pool.connection() as conn, conn.transaction():
            yield conn

    def ensure_hnsw(self, table: str, dimensions: int, namespace_id: str) -> bool:
        """Build the HNSW index over one namespace's vectors of `dimensions` in `table`
        unless it exists; whether it is ready (False: another process is building it).

        The index is partial (`hnsw_index` says which rows), so it costs nothing to the
        inserts of any other namespace: small namespaces, searched exactly, never pay for
        a graph (keeping one costs ~35x a plain insert). Built concurrently (writes go on
        meanwhile) with room to build in memory, on its own connection, by one process at
        a time (an advisory lock); an index a crash left invalid is rebuilt.
        """
        name, create = hnsw_index(table, dimensions, namespace_id)
        with psycopg.connect(self.url, autocommit=True) as conn:
            found = conn.execute(
                "SELECT i.indisvalid FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid "
                "WHERE c.relname = %s AND c.relnamespace = current_schema()::regnamespace",
                (name,),
            ).fetchone()
            if found is not None and found[0]:
                return True
            lock = "hashtext('memhub.hnsw.' || current_schema() || %s)"
            taken = conn.execute(f"SELECT pg_try_advisory_lock({lock})", (name,)).fetchone()
            if taken is None or not taken[0]:
                return False
            try:
                if found is not None:
                    conn.execute(
                        sql.SQL("DROP INDEX CONCURRENTLY IF EXISTS {}").format(sql.Identifier(name))
                    )
                # A graph that does not fit in `maintenance_work_mem` is built far slower.
                conn.execute(
                    "SELECT set_config('maintenance_work_mem', %s, false) WHERE "
                    "pg_size_bytes(current_setting('maintenance_work_mem')) < pg_size_bytes(%s)",
                    (HNSW_BUILD_MEMORY, HNSW_BUILD_MEMORY),
                )
                conn.execute(create)
            finally:
                conn.execute(f"SELECT pg_advisory_unlock({lock})", (name,))
        return True

    def transfer(self) -> PostgresTransfer:
        return PostgresTransfer(self)

    def orphan_hnsw(self, table: str) -> list[str]:
        """The HNSW indexes of `table` whose namespace is gone (deleted, or moved into
        another)."""
        pattern = HNSW_NAME.format(table=table)
        with self._read() as conn:
            rows = conn.execute(
                "SELECT c.relname FROM pg_class c WHERE c.relkind = 'i' "
                "AND c.relnamespace = current_schema()::regnamespace AND c.relname ~ %(p)s "
                "AND NOT EXISTS (SELECT 1 FROM namespaces n "
                "WHERE n.id = substring(c.relname from %(p)s))",
                {"p": pattern},
            ).fetchall()
        return [row["relname"] for row in rows]

    def drop_hnsw(self, names: Sequence[str]) -> None:
        """Drop these indexes concurrently (searches and writes go on meanwhile)."""
        with psycopg.connect(self.url, autocommit=True) as conn:
            for name in names:
                conn.execute(
                    sql.SQL("DROP INDEX CONCURRENTLY IF EXISTS {}").format(sql.Identifier(name))
                )

    def close(self) -> None:
        """Hand back the jobs and dreams this process still holds (another process, or
        this one restarted, takes them at once), then close every pooled connection.
        Idempotent."""
        if self._pool.closed:
            return
        try:
            self.leases.release()
        finally:
            self._pool.close()

    # -- settings, keys, organization ---------------------------------------------------

    def create_api_key(
        self,
        key_hash: str,
        *,
        name: str,
        namespaces: Sequence[str] | None,
        read_only: bool,
        admin: bool,
    ) -> ApiKeyRecord:
        """Store a key's record; one whose hash is stored already is returned as it is
        (API processes starting together on a fresh database each make sure the
        configured admin key exists: the first stores it, the others must not fail)."""
        record = _records.new_api_key(
            name=name, namespaces=namespaces, read_only=read_only, admin=admin
        )
        with self._write() as conn:
            added = conn.execute(
                "INSERT INTO api_keys(id, key_hash, name, namespaces, read_only, admin, created_at)"
                " VALUES (%s, %s, %s, %s, %s, %s, %s) ON CONFLICT (key_hash) DO NOTHING",
                (
                    record.id,
                    key_hash,
                    name,
                    Jsonb(list(record.namespaces)) if record.namespaces is not None else None,
                    read_only,
                    admin,
                    record.created_at,
                ),
            )
        if not added.rowcount:
            existing = self.api_key_by_hash(key_hash)
            assert existing is not None  # keys are never deleted
            return existing
        return record

    def api_key_by_hash(self, key_hash: str) -> ApiKeyRecord | None:
        with self._read() as conn:
            row = conn.execute("SELECT * FROM api_keys WHERE key_hash = %s", (key_hash,)).fetchone()
        if row is None:
            return None
        return _records.read_api_key(
            row, namespaces=row["namespaces"], created_at=row["created_at"]
        )

    def count_api_keys(self, *, admin: bool | None = None) -> int:
        with self._read() as conn:
            if admin is None:
                row = conn.execute("SELECT count(*) AS n FROM api_keys").fetchone()
            else:
                row = conn.execute(
                    "SELECT count(*) AS n FROM api_keys WHERE admin = %s", (admin,)
                ).fetchone()
        return int(row["n"]) if row else 0

    def organization_context(self) -> str | None:
        with self._read() as conn:
            row = conn.execute(
                "SELECT value FROM settings WHERE key = 'organization_context'"
            ).fetchone()
        return None if row is None else row["value"]

    def set_organization_context(self, context: str | None) -> None:
        with self._write() as conn:
            conn.execute(
                "INSERT INTO settings(key, value) VALUES ('organization_context', %s) "
                "ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                (context,),
            )

    # -- namespaces -------------------------------------------------------------------

    def _ensure_namespace(self, conn: Connection, name: str) -> str:
        now = datetime.now(UTC)
        # DO NOTHING rather than an update: no row lock, so writers to one namespace do
        # not queue behind each other. One that lost a race to create it reads the
        # winner's row (committed by then: the insert waited for it).
        row = (
            conn.execute(
                "INSERT INTO namespaces(id, name, created_at, updated_at) VALUES (%s, %s, %s, %s) "
                "ON CONFLICT (name) DO NOTHING RETURNING id",
                (_records.new_id("ns"), name, now, now),
            ).fetchone()
            or conn.execute("SELECT id FROM namespaces WHERE name = %s", (name,)).fetchone()
        )
        assert row is not None
        return str(row["id"])

    def _namespace_records(
        self, conn: Connection, rows: list[dict[str, Any]]
    ) -> list[NamespaceRecord]:
        ids = [row["id"] for row in rows]
        documents = {
            r["namespace_id"]: int(r["n"])
            for r in conn.execute(
                "SELECT namespace_id, count(*) AS n FROM documents "
                "WHERE namespace_id = ANY(%s) GROUP BY namespace_id",
                (ids,),
            ).fetchall()
        }
        memories = self._live_memory_counts(conn, ids)
        return [
            _records.read_namespace(
                row,
                created_at=row["created_at"],
                updated_at=row["updated_at"],
                documents=documents.get(row["id"], 0),
                memories=memories.get(row["id"], 0),
            )
            for row in rows
        ]

    def namespace(self, name: str) -> NamespaceRecord | None:
        with self._read() as conn:
            rows = conn.execute("SELECT * FROM namespaces WHERE name = %s", (name,)).fetchall()
            found = self._namespace_records(conn, rows)
        return found[0] if found else None

    def list_namespaces(
        self, *, page: int, limit: int, query: str | None, only: Sequence[str] | None
    ) -> Page[NamespaceRecord]:
        where: list[str] = ["true"]
        args: list[Any] = []
        if query:
            where.append("strpos(lower(name), lower(%s)) > 0")
            args.append(query)
        if only is not None:
            where.append("name = ANY(%s)")
            args.append(list(only))
        clause = " AND ".join(where)
        with self._read() as conn:
            total = conn.execute(
                f"SELECT count(*) AS n FROM namespaces WHERE {clause}", args
            ).fetchone()
            rows = conn.execute(
                f"SELECT * FROM namespaces WHERE {clause} ORDER BY created_at DESC, name "
                "LIMIT %s OFFSET %s",
                [*args, limit, (page - 1) * limit],
            ).fetchall()
            records = self._namespace_records(conn, rows)
        return Page(records, int(total["n"]) if total else 0)

    def set_namespace_context(self, name: str, context: str | None) -> NamespaceRecord | None:
        with self._write() as conn:
            cursor = conn.execute(
                "UPDATE namespaces SET supporting_context = %s, updated_at = %s WHERE name = %s",
                (context, datetime.now(UTC), name),
            )
            if cursor.rowcount == 0:
                return None
        return self.namespace(name)

    def delete_namespace(self, name: str) -> tuple[int, int] | None:
        with self._write() as conn:
            row = conn.execute(
                "SELECT id FROM namespaces WHERE name = %s FOR UPDATE", (name,)
            ).fetchone()
            if row is None:
                return None
            ns_id = row["id"]
            counts = conn.execute(
                "SELECT (SELECT count(*) FROM documents WHERE namespace_id = %(ns)s) AS documents,"
                " (SELECT count(*) FROM memories WHERE namespace_id = %(ns)s) AS memories",
                {"ns": ns_id},
            ).fetchone()
            assert counts is not None
            conn.execute(
                "DELETE FROM memory_sources WHERE document_id IN "
                "(SELECT id FROM documents WHERE namespace_id = %s)",
                (ns_id,),
            )
            conn.execute("DELETE FROM namespaces WHERE id = %s", (ns_id,))
            conn.execute("DELETE FROM namespace_stats WHERE namespace_id = %s", (ns_id,))
        return int(counts["documents"]), int(counts["memories"])

    def move_namespace(self, source: str, target: str) -> bool:
        """Move every document of `source` into `target`; caller ids that clash keep the
        target's document and the moved one loses its caller id (nothing is dropped)."""
        with self._write() as conn:
            row = conn.execute(
                "SELECT id FROM namespaces WHERE name = %s FOR UPDATE", (source,)
            ).fetchone()
            if row is None:
                return False
            source_id, target_id = row["id"], self._ensure_namespace(conn, target)
            conn.execute(
                "UPDATE documents SET custom_id = NULL WHERE namespace_id = %s AND custom_id IN "
                "(SELECT custom_id FROM documents WHERE namespace_id = %s)",
                (source_id, target_id),
            )
            for table in ("documents", "chunks", "memories"):
                conn.execute(
                    f"UPDATE {table} SET namespace_id = %s WHERE namespace_id = %s",
                    (target_id, source_id),
                )
            # A bucket the target already has keeps the target's description.
            conn.execute(
                "UPDATE profile_buckets b SET namespace_id = %s WHERE namespace_id = %s "
                "AND NOT EXISTS (SELECT 1 FROM profile_buckets t "
                "WHERE t.namespace_id = %s AND t.name = b.name)",
                (target_id, source_id, target_id),
            )
            conn.execute("DELETE FROM namespaces WHERE id = %s", (source_id,))
            conn.execute("DELETE FROM namespace_stats WHERE namespace_id = %s", (source_id,))
        return True

    # -- documents --------------------------------------------------------------------

    def _document_row(
        self, conn: Connection, namespace: str, ref: str, *, lock: bool = False
    ) -> dict[str, Any] | None:
        """The document `ref` names (its caller id first); with `lock`, locked until the
        transaction ends, so what is read of it stays true while it is rewritten."""
        locked = " FOR UPDATE OF d" if lock else ""
        return conn.execute(
            f"{_DOCUMENT} WHERE n.name = %s AND (d.custom_id = %s OR d.id = %s) "
            f"ORDER BY d.custom_id = %s DESC NULLS LAST LIMIT 1{locked}",
            (namespace, ref, ref, ref),
        ).fetchone()

    def document(self, namespace: str, ref: str) -> DocumentRecord | None:
        with self._read() as conn:
            row = self._document_row(conn, namespace, ref)
        return None if row is None else read_document(row)

    def add_document(self, namespace: str, new: NewDocument) -> AppendOutcome:
        return self.add_documents(namespace, [new])[0]

    def add_documents(self, namespace: str, news: Sequence[NewDocument]) -> list[AppendOutcome]:
        """Add or append each document in order, all in one transaction (see `Store`)."""
        with self._write() as conn:
            ns_id = self._ensure_namespace(conn, namespace)
            # One writer per caller id at a time (two creations of one id must not race;
            # an append reads the content and writes it back), taken in one order so two
            # batches cannot deadlock. Documents without a caller id need no lock.
            ids = sorted({new.custom_id for new in news if new.custom_id})
            for custom_id in ids:
                conn.execute(
                    "SELECT pg_advisory_xact_lock(hashtextextended(%s, 0))",
                    (f"memhub.document.{ns_id}.{custom_id}",),
                )
            return [self._add_document(conn, ns_id, namespace, new) for new in news]

    def _add_document(
        self, conn: Connection, ns_id: str, namespace: str, new: NewDocument
    ) -> AppendOutcome:
        row = (
            self._document_row(conn, namespace, new.custom_id, lock=True) if new.custom_id else None
        )
        if row is not None:
            return self._append(conn, row, new)
        doc_id, now = _records.new_id("doc"), datetime.now(UTC)
        stored_only = new.task_type == STORE_ONLY
        status = ("done", "done") if stored_only else ("queued", "dreaming")
        conn.execute(
            "INSERT INTO documents(id, namespace_id, custom_id, content, title, type, url,"
            " metadata, grp, supporting_context, date, task_type, dreaming, status,"
            " dreaming_status, created_at, updated_at)"
            " VALUES (%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s)",
            (
                doc_id,
                ns_id,
                new.custom_id,
                new.content,
                new.title,
                new.type,
                new.url,
                Jsonb(new.metadata),
                Jsonb(new.group),
                new.supporting_context,
                new.date,
                new.task_type,
                new.dreaming,
                *status,
                now,
                now,
            ),
        )
        if not stored_only:
            self._enqueue(conn, doc_id, "append", new.content)
        created = self._document_row(conn, namespace, doc_id)
        assert created is not None
        return AppendOutcome(read_document(created), "created")

    def _append(self, conn: Connection, row: dict[str, Any], new: NewDocument) -> AppendOutcome:
        fields = changed_fields(row, row["metadata"], new, Jsonb)
        appended = appended_content(row["content"], new.content)
        if appended is not None:
            fields["content"], delta = appended
            if row["task_type"] != STORE_ONLY:
                fields.update(status="queued", dreaming_status="dreaming", error=None)
                self._enqueue(conn, row["id"], "append", delta)
        if fields:
            fields["updated_at"] = datetime.now(UTC)
            _update(conn, row["id"], fields)
        action: Literal["appended", "unchanged"] = "appended" if appended else "unchanged"
        updated = self._document_row(conn, row["namespace"], row["id"])
        assert updated is not None
        return AppendOutcome(read_document(updated), action)

    def replace_document(
        self, namespace: str, ref: str, *, content: str | None, fields: dict[str, Any]
    ) -> DocumentRecord | None:
        with self._write() as conn:
            row = self._document_row(conn, namespace, ref, lock=True)
            if row is None:
                return None
            changes = {k: Jsonb(v) if k in ("metadata", "grp") else v for k, v in fields.items()}
            if content is not None and content != row["content"]:
                changes["content"] = content
                if row["task_type"] != STORE_ONLY:
                    changes.update(status="queued", dreaming_status="dreaming", error=None)
                    self._enqueue(conn, row["id"], "replace", content)
            if changes:
                changes["updated_at"] = datetime.now(UTC)
                _update(conn, row["id"], changes)
            updated = self._document_row(conn, namespace, row["id"])
        assert updated is not None
        return read_document(updated)

    def delete_document(self, namespace: str, ref: str) -> bool:
        with self._write() as conn:
            row = self._document_row(conn, namespace, ref)
            if row is None:
                return False
            self._detach_document(conn, row["id"], "source document deleted")
            conn.execute("DELETE FROM documents WHERE id = %s", (row["id"],))
            return True

    def list_documents(
        self, namespace: str, *, sort: str, descending: bool
    ) -> Iterator[DocumentRecord]:
        with self._read() as conn:
            rows = conn.execute(
                f"{_DOCUMENT} WHERE n.name = %s ORDER BY {order_by(sort, descending)}",
                (namespace,),
            ).fetchall()
        for row in rows:
            yield read_document(row)

    def document_metadata(
        self, namespace: str, *, sort: str, descending: bool
    ) -> list[tuple[str, dict[str, Any]]]:
        with self._read() as conn:
            rows = conn.execute(
                "SELECT d.id, d.metadata FROM documents d JOIN namespaces n "
                f"ON n.id = d.namespace_id WHERE n.name = %s ORDER BY {order_by(sort, descending)}",
                (namespace,),
            ).fetchall()
        return [(row["id"], row["metadata"]) for row in rows]

    def documents_by_id(self, namespace: str, ids: Sequence[str]) -> dict[str, DocumentRecord]:
        if not ids:
            return {}
        with self._read() as conn:
            rows = conn.execute(
                f"{_DOCUMENT} WHERE n.name = %s AND d.id = ANY(%s)", (namespace, list(ids))
            ).fetchall()
        return {row["id"]: read_document(row) for row in rows}

    def document_heads(self, namespace: str, ids: Sequence[str]) -> dict[str, DocumentHead]:
        if not ids:
            return {}
        with self._read() as conn:
            rows = conn.execute(
                f"{_HEAD} WHERE n.name = %s AND d.id = ANY(%s)", (namespace, list(ids))
            ).fetchall()
        return {row["id"]: read_head(row) for row in rows}

    def list_document_heads(
        self, namespace: str, *, sort: str, descending: bool
    ) -> list[DocumentHead]:
        with self._read() as conn:
            rows = conn.execute(
                f"{_HEAD} WHERE n.name = %s ORDER BY {order_by(sort, descending)}", (namespace,)
            ).fetchall()
        return [read_head(row) for row in rows]

    # -- chunks -----------------------------------------------------------------------

    def document_chunks(self, document_id: str) -> list[ChunkRecord]:
        with self._read() as conn:
            rows = conn.execute(
                f"{_CHUNK} WHERE c.document_id = %s ORDER BY c.position", (document_id,)
            ).fetchall()
        return [read_chunk(row) for row in rows]

    def list_chunks(
        self,
        namespace: str,
        *,
        document_ids: set[str] | None,
        sort: str,
        descending: bool,
        offset: int,
        limit: int,
    ) -> Page[ChunkRecord]:
        where: list[str] = ["n.name = %s"]
        args: list[Any] = [namespace]
        if document_ids is not None:
            where.append("c.document_id = ANY(%s)")
            args.append(sorted(document_ids))
        clause = " AND ".join(where)
        order = {"position": "c.document_id, c.position"}.get(sort, "c.created_at")
        direction = "DESC" if descending else "ASC"
        with self._read() as conn:
            total = conn.execute(
                "SELECT count(*) AS n FROM chunks c JOIN namespaces n "
                f"ON n.id = c.namespace_id WHERE {clause}",
                args,
            ).fetchone()
            rows = conn.execute(
                f"{_CHUNK} WHERE {clause} ORDER BY {order} {direction}, c.position {direction} "
                "LIMIT %s OFFSET %s",
                [*args, limit, offset],
            ).fetchall()
        return Page([read_chunk(row) for row in rows], int(total["n"]) if total else 0)

    def chunks_by_id(self, ids: Sequence[str]) -> dict[str, ChunkRecord]:
        if not ids:
            return {}
        with self._read() as conn:
            rows = conn.execute(f"{_CHUNK} WHERE c.id = ANY(%s)", (list(ids),)).fetchall()
        return {row["id"]: read_chunk(row) for row in rows}

    # -- pipeline ---------------------------------------------------------------------

    def _enqueue(self, conn: Connection, document_id: str, kind: str, text: str) -> None:
        conn.execute(
            "INSERT INTO jobs(document_id, kind, text, created_at) VALUES (%s, %s, %s, %s)",
            (document_id, kind, text, datetime.now(UTC)),
        )
        announce_work(conn)

    def next_jobs(self, limit: int, *, max_chars: int = 500_000) -> list[IngestJob]:
        """Claim up to `limit` jobs, at most one per document and each document's first,
        stopping once `max_chars` of text is taken.

        Rows another process is claiming are skipped, not waited for; a document whose
        first job is being claimed elsewhere is skipped too (its later jobs wait). A job
        whose claim expired (its process died) is claimable again (see `leases`).
        """
        with self._write() as conn:
            rows = conn.execute(
                "SELECT j.id, j.document_id, j.kind, j.text, j.attempts, n.name AS namespace "
                "FROM jobs j JOIN documents d ON d.id = j.document_id "
                "JOIN namespaces n ON n.id = d.namespace_id "
                "WHERE (j.status = 'queued' OR (j.status = 'running' AND j.lease_until < now())) "
                "AND j.id = (SELECT min(r.id) FROM jobs r "
                "WHERE r.document_id = j.document_id AND r.status IN ('queued', 'running')) "
                "ORDER BY j.id LIMIT %s FOR UPDATE OF j SKIP LOCKED",
                (limit,),
            ).fetchall()
            taken = _records.within_chars(rows, max_chars)
            conn.execute(
                "UPDATE jobs SET status = 'running', attempts = attempts + 1, "
                "lease_until = now() + %s::interval WHERE id = ANY(%s)",
                (self.leases.interval(), [row["id"] for row in taken]),
            )
            self.leases.hold("jobs", {row["id"]: row["attempts"] + 1 for row in taken})
        return _records.claimed_jobs(taken)

    def set_statuses(self, document_ids: Sequence[str], status: str) -> None:
        with self._write() as conn:
            conn.execute(
                "UPDATE documents SET status = %s, updated_at = %s WHERE id = ANY(%s)",
                (status, datetime.now(UTC), list(document_ids)),
            )

    def finish_jobs(
        self, work: Sequence[tuple[IngestJob, Sequence[NewChunk]]]
    ) -> list[list[ChunkRecord]]:
        """Commit several finished jobs in one transaction; [] for a job whose document
        was deleted (or whose claim was lost) meanwhile."""
        try:
            with self._write() as conn:
                return [self._finish(conn, job, chunks) for job, chunks in work]
        finally:
            self.leases.drop("jobs", [job.id for job, _ in work])

    def _finish(
        self, conn: Connection, job: IngestJob, chunks: Sequence[NewChunk]
    ) -> list[ChunkRecord]:
        # The document's namespace as of this commit, not as of the claim.
        doc = conn.execute(
            "SELECT d.namespace_id, n.name, d.task_type, d.dreaming FROM documents d "
            "JOIN namespaces n ON n.id = d.namespace_id WHERE d.id = %s FOR UPDATE OF d",
            (job.document_id,),
        ).fetchone()
        live = conn.execute(
            "SELECT 1 FROM jobs WHERE id = %s AND status = 'running' AND attempts = %s FOR UPDATE",
            (job.id, job.attempts),
        ).fetchone()
        if doc is None or live is None:
            return []  # deleted, superseded, or claimed again after our lease ran out
        if job.kind == "replace":
            conn.execute("DELETE FROM chunks WHERE document_id = %s", (job.document_id,))
        start_row = conn.execute(
            "SELECT coalesce(max(position) + 1, 0) AS start FROM chunks WHERE document_id = %s",
            (job.document_id,),
        ).fetchone()
        start = int(start_row["start"]) if start_row else 0
        now = datetime.now(UTC)
        records = [
            ChunkRecord(
                _records.new_id("chk"),
                job.document_id,
                doc["name"],
                start + offset,
                chunk.content,
                chunk.metadata,
                now,
            )
            for offset, chunk in enumerate(chunks)
        ]
        with conn.cursor() as cursor:
            cursor.executemany(
                "INSERT INTO chunks(id, document_id, namespace_id, position, content, terms,"
                " metadata, embedding, embedding_model, created_at)"
                " VALUES (%s,%s,%s,%s,%s,%s::tsvector,%s,%s,%s,%s)",
                [
                    (
                        record.id,
                        job.document_id,
                        doc["namespace_id"],
                        record.position,
                        record.content,
                        terms_of(record.content),
                        Jsonb(record.metadata),
                        chunk.vector,
                        self.embedding_model,
                        now,
                    )
                    for record, chunk in zip(records, chunks, strict=True)
                ],
            )
        conn.execute("DELETE FROM jobs WHERE id = %s", (job.id,))
        remaining = conn.execute(
            "SELECT count(*) AS n FROM jobs WHERE document_id = %s", (job.document_id,)
        ).fetchone()
        # Memory formation follows indexing, in the same commit.
        if doc["task_type"] != "superrag" and job.text.strip():
            delay = 0.0 if doc["dreaming"] == "instant" else self.dream_window
            due = now + timedelta(seconds=delay)
            self._enqueue_dream(conn, job.document_id, job.kind, job.text, due)
        dreaming = conn.execute(
            "SELECT count(*) AS n FROM dreams WHERE document_id = %s", (job.document_id,)
        ).fetchone()
        waiting = bool(remaining and remaining["n"])
        conn.execute(
            "UPDATE documents SET status = %s, dreaming_status = %s, updated_at = %s WHERE id = %s",
            (
                *_records.finished_statuses(
                    jobs_waiting=waiting, dreams_waiting=bool(dreaming and dreaming["n"])
                ),
                now,
                job.document_id,
            ),
        )
        return records

    def fail_job(self, job: IngestJob, error: str, *, retry: bool) -> None:
        self.leases.drop("jobs", [job.id])
        with self._write() as conn:
            mine = conn.execute(
                "SELECT 1 FROM jobs WHERE id = %s AND attempts = %s FOR UPDATE",
                (job.id, job.attempts),
            ).fetchone()
            if mine is None:
                return  # claimed again elsewhere after our lease ran out: theirs now
            if retry and job.attempts < MAX_JOB_ATTEMPTS:
                conn.execute(
                    "UPDATE jobs SET status = 'queued', lease_until = NULL, error = %s "
                    "WHERE id = %s",
                    (error, job.id),
                )
                announce_work(conn)
                return
            conn.execute("DELETE FROM jobs WHERE id = %s", (job.id,))
            conn.execute(
                "UPDATE documents SET status = 'failed', dreaming_status = 'done', error = %s, "
                "updated_at = %s WHERE id = %s",
                (error, datetime.now(UTC), job.document_id),
            )

    def recover_jobs(self) -> int:
        """Requeue jobs (and dreams) a crashed process left running: those whose lease
        ran out; how many jobs. Work a live process holds is left to it. Requeued work is
        announced, so idle workers in every process take it now rather than at their next
        poll (each process with a worker calls this every `leases.beat` seconds)."""
        expired = "status = 'running' AND (lease_until IS NULL OR lease_until < now())"

        def requeue(table: str, key: str) -> str:
            # Rows another transaction has locked (a late commit, a claim) are theirs.
            return (
                f"UPDATE {table} SET status = 'queued', lease_until = NULL WHERE {key} IN "
                f"(SELECT {key} FROM {table} WHERE {expired} FOR UPDATE SKIP LOCKED)"
            )

        with self._write() as conn:
            dreams = conn.execute(requeue("dreams", "document_id")).rowcount
            jobs = conn.execute(requeue("jobs", "id")).rowcount
            if jobs or dreams:
                announce_work(conn)
        return jobs

    def pending_jobs(self) -> int:
        with self._read() as conn:
            row = conn.execute(
                "SELECT count(*) AS n FROM jobs WHERE status IN ('queued', 'running')"
            ).fetchone()
        return int(row["n"]) if row else 0

    # -- embeddings -------------------------------------------------------------------

    def embedding_models(self) -> dict[str, int]:
        """How many stored vectors (chunks and memories) each model produced."""
        with self._read() as conn:
            rows = conn.execute(
                "SELECT embedding_model, count(*) AS n FROM (SELECT embedding_model FROM chunks "
                "UNION ALL SELECT embedding_model FROM memories) v GROUP BY embedding_model"
            ).fetchall()
        return {row["embedding_model"]: int(row["n"]) for row in rows}

    def chunks_to_reembed(self, limit: int) -> list[tuple[str, str]]:
        """(id, text) of vectors from another model: chunks first, then memories."""
        with self._read() as conn:
            rows = conn.execute(
                "(SELECT id, content FROM chunks WHERE embedding_model != %(m)s ORDER BY seq) "
                "UNION ALL (SELECT id, text FROM memories WHERE embedding_model != %(m)s "
                "ORDER BY seq) LIMIT %(limit)s",
                {"m": self.embedding_model, "limit": limit},
            ).fetchall()
        return [(row["id"], row["content"]) for row in rows]

    def set_embeddings(self, vectors: dict[str, Vector]) -> None:
        with self._write() as conn, conn.cursor() as cursor:
            for table in ("chunks", "memories"):
                cursor.executemany(
                    f"UPDATE {table} SET embedding = %s, embedding_model = %s WHERE id = %s",
                    [(v, self.embedding_model, k) for k, v in vectors.items()],
                )


# -- helpers ---------------------------------------------------------------------------


def _update(conn: Connection, document_id: str, fields: dict[str, Any]) -> None:
    conn.execute(update_statement(fields, "%s"), [*fields.values(), document_id])
