"""The SQLite backend: one file in the data directory, WAL mode, FTS5 for full text."""

from __future__ import annotations

import json
import sqlite3
import threading
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

import numpy as np

from . import _records
from ._documents import appended_content, changed_fields, order_by, update_statement
from ._sqlite_memories import SQLiteMemories, _now
from ._sqlite_rows import reader
from ._sqlite_schema import MIGRATIONS
from .base import (
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

if TYPE_CHECKING:
    from ._sqlite_transfer import SQLiteTransfer

__all__ = ["SQLiteStore"]


_Job = tuple[Literal["append", "replace"], str]
"""What the pipeline is to do with a document's changed content, and the text it covers."""


def _ts(value: str) -> datetime:
    return datetime.fromisoformat(value)


class SQLiteStore(SQLiteMemories):
    """`Store` on SQLite. Safe to share between threads: each thread gets its own
    connection, and writes are serialised by one lock (SQLite allows one writer)."""

    def __init__(self, path: Path, *, embedding_model: str, dream_window: float = 5.0) -> None:
        self.path = path
        self.embedding_model = embedding_model
        self.dream_window = dream_window
        """Seconds `dynamic` dreaming waits so a burst of turns forms memories together."""
        self._local = threading.local()
        self._write_lock = threading.RLock()
        self._closed = False
        self._migrate()

    # -- connections and transactions ------------------------------------------------

    def _conn(self) -> sqlite3.Connection:
        conn: sqlite3.Connection | None = getattr(self._local, "conn", None)
        if conn is None:
            if self._closed:
                raise RuntimeError(f"the store at {self.path} is closed")
            conn = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
            conn.row_factory = sqlite3.Row
            conn.execute("PRAGMA journal_mode = WAL")
            conn.execute("PRAGMA synchronous = NORMAL")
            conn.execute("PRAGMA foreign_keys = ON")
            conn.execute("PRAGMA busy_timeout = 10000")
            self._local.conn = conn
        return conn

    @contextmanager
    def _write(self) -> Iterator[sqlite3.Connection]:
        conn = self._conn()
        with self._write_lock:
            conn.execute("BEGIN IMMEDIATE")
            try:
                yield conn
            except BaseException:
                conn.execute("ROLLBACK")
                raise
            conn.execute("COMMIT")

    def transfer(self) -> SQLiteTransfer:
        from ._sqlite_transfer import SQLiteTransfer  # which imports this module

        return SQLiteTransfer(self)

    def close(self) -> None:
        """Close this thread's connection and let go of every other thread's.

        Another thread may be running a statement on its own connection right now
        (a request finishing while the server shuts down), and closing a connection
        under a running statement crashes the process. Each connection is referenced
        only by its thread's slot and by whoever is using it, so dropping the slots
        closes every idle connection at once and a busy one when its statement ends.
        """
        self._closed = True
        own: sqlite3.Connection | None = getattr(self._local, "conn", None)
        self._local = threading.local()
        if own is not None:
            own.close()

    def _migrate(self) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        with self._write() as conn:
            version = conn.execute("PRAGMA user_version").fetchone()[0]
            if version > len(MIGRATIONS):
                raise RuntimeError(
                    f"{self.path} was written by a newer memhub (schema {version}); upgrade memhub"
                )
            for number, script in enumerate(MIGRATIONS[version:], start=version + 1):
                for statement in _statements(script):
                    conn.execute(statement)
                conn.execute(f"PRAGMA user_version = {number}")

    # -- settings, keys, organization ---------------------------------------------------

    def _setting(self, key: str) -> str | None:
        row = self._conn().execute("SELECT value FROM settings WHERE key = ?", (key,)).fetchone()
        return None if row is None else row[0]

    def _set_setting(self, conn: sqlite3.Connection, key: str, value: str | None) -> None:
        conn.execute(
            "INSERT INTO settings(key, value) VALUES (?, ?) "
            "ON CONFLICT(key) DO UPDATE SET value = excluded.value",
            (key, value),
        )

    def create_api_key(
        self,
        key_hash: str,
        *,
        name: str,
        namespaces: Sequence[str] | None,
        read_only: bool,
        admin: bool,
    ) -> ApiKeyRecord:
        record = _records.new_api_key(
            name=name, namespaces=namespaces, read_only=read_only, admin=admin
        )
        with self._write() as conn:
            conn.execute(
                "INSERT INTO api_keys(id, key_hash, name, namespaces, read_only, admin, created_at)"
                " VALUES (?, ?, ?, ?, ?, ?, ?)",
                (
                    record.id,
                    key_hash,
                    name,
                    json.dumps(list(record.namespaces)) if record.namespaces is not None else None,
                    int(read_only),
                    int(admin),
                    record.created_at.isoformat(),
                ),
            )
        return record

    def api_key_by_hash(self, key_hash: str) -> ApiKeyRecord | None:
        row = (
            self._conn()
            .execute("SELECT * FROM api_keys WHERE key_hash = ?", (key_hash,))
            .fetchone()
        )
        if row is None:
            return None
        namespaces = json.loads(row["namespaces"]) if row["namespaces"] is not None else None
        return _records.read_api_key(row, namespaces=namespaces, created_at=_ts(row["created_at"]))

    def count_api_keys(self, *, admin: bool | None = None) -> int:
        if admin is None:
            return int(self._conn().execute("SELECT count(*) FROM api_keys").fetchone()[0])
        query = "SELECT count(*) FROM api_keys WHERE admin = ?"
        return int(self._conn().execute(query, (int(admin),)).fetchone()[0])

    def organization_context(self) -> str | None:
        return self._setting("organization_context")

    def set_organization_context(self, context: str | None) -> None:
        with self._write() as conn:
            self._set_setting(conn, "organization_context", context)

    # -- namespaces -------------------------------------------------------------------

    def _namespace_row(self, conn: sqlite3.Connection, name: str) -> sqlite3.Row | None:
        row: sqlite3.Row | None = conn.execute(
            "SELECT * FROM namespaces WHERE name = ?", (name,)
        ).fetchone()
        return row

    def _ensure_namespace(self, conn: sqlite3.Connection, name: str) -> str:
        row = self._namespace_row(conn, name)
        if row is not None:
            return str(row["id"])
        ns_id, now = _records.new_id("ns"), _now()
        conn.execute(
            "INSERT INTO namespaces(id, name, created_at, updated_at) VALUES (?, ?, ?, ?)",
            (ns_id, name, now, now),
        )
        return ns_id

    def _namespace_record(self, conn: sqlite3.Connection, row: sqlite3.Row) -> NamespaceRecord:
        count = conn.execute(
            "SELECT count(*) FROM documents WHERE namespace_id = ?", (row["id"],)
        ).fetchone()[0]
        return _records.read_namespace(
            row,
            created_at=_ts(row["created_at"]),
            updated_at=_ts(row["updated_at"]),
            documents=int(count),
            memories=self.memory_count(row["name"]),
        )

    def namespace(self, name: str) -> NamespaceRecord | None:
        conn = self._conn()
        row = self._namespace_row(conn, name)
        return None if row is None else self._namespace_record(conn, row)

    def list_namespaces(
        self, *, page: int, limit: int, query: str | None, only: Sequence[str] | None
    ) -> Page[NamespaceRecord]:
        conn = self._conn()
        where, args = ["1 = 1"], []
        if query:
            where.append("instr(lower(name), lower(?)) > 0")
            args.append(query)
        if only is not None:
            where.append(f"name IN ({','.join('?' * len(only))})")
            args.extend(only)
        clause = " AND ".join(where)
        total = conn.execute(f"SELECT count(*) FROM namespaces WHERE {clause}", args).fetchone()[0]
        rows = conn.execute(
            f"SELECT * FROM namespaces WHERE {clause} ORDER BY created_at DESC, name "
            "LIMIT ? OFFSET ?",
            [*args, limit, (page - 1) * limit],
        ).fetchall()
        return Page([self._namespace_record(conn, row) for row in rows], int(total))

    def set_namespace_context(self, name: str, context: str | None) -> NamespaceRecord | None:
        with self._write() as conn:
            cursor = conn.execute(
                "UPDATE namespaces SET supporting_context = ?, updated_at = ? WHERE name = ?",
                (context, _now(), name),
            )
            if cursor.rowcount == 0:
                return None
        return self.namespace(name)

    def delete_namespace(self, name: str) -> tuple[int, int] | None:
        with self._write() as conn:
            row = self._namespace_row(conn, name)
            if row is None:
                return None
            documents = conn.execute(
                "SELECT count(*) FROM documents WHERE namespace_id = ?", (row["id"],)
            ).fetchone()[0]
            memories = conn.execute(
                "SELECT count(*) FROM memories WHERE namespace_id = ?", (row["id"],)
            ).fetchone()[0]
            conn.execute(
                "DELETE FROM memory_sources WHERE document_id IN "
                "(SELECT id FROM documents WHERE namespace_id = ?)",
                (row["id"],),
            )
            conn.execute("DELETE FROM namespaces WHERE id = ?", (row["id"],))
        return int(documents), int(memories)

    def move_namespace(self, source: str, target: str) -> bool:
        """Move every document of `source` into `target`; caller ids that clash keep the
        target's document and the moved one loses its caller id (nothing is dropped)."""
        with self._write() as conn:
            row = self._namespace_row(conn, source)
            if row is None:
                return False
            target_id = self._ensure_namespace(conn, target)
            conn.execute(
                "UPDATE documents SET custom_id = NULL WHERE namespace_id = ? AND custom_id IN "
                "(SELECT custom_id FROM documents WHERE namespace_id = ?)",
                (row["id"], target_id),
            )
            conn.execute(
                "UPDATE documents SET namespace_id = ? WHERE namespace_id = ?",
                (target_id, row["id"]),
            )
            for table in ("chunks", "memories", "profile_buckets"):
                conn.execute(
                    f"UPDATE OR IGNORE {table} SET namespace_id = ? WHERE namespace_id = ?",
                    (target_id, row["id"]),
                )
            conn.execute("DELETE FROM namespaces WHERE id = ?", (row["id"],))
        return True

    # -- documents --------------------------------------------------------------------

    def _document_row(
        self, conn: sqlite3.Connection, namespace: str, ref: str
    ) -> sqlite3.Row | None:
        row: sqlite3.Row | None = conn.execute(
            "SELECT d.*, n.name AS namespace FROM documents d JOIN namespaces n "
            "ON n.id = d.namespace_id WHERE n.name = ? AND (d.custom_id = ? OR d.id = ?) "
            "ORDER BY d.custom_id = ? DESC LIMIT 1",
            (namespace, ref, ref, ref),
        ).fetchone()
        return row

    def document(self, namespace: str, ref: str) -> DocumentRecord | None:
        row = self._document_row(self._conn(), namespace, ref)
        return None if row is None else _document(row)

    def add_document(self, namespace: str, new: NewDocument) -> AppendOutcome:
        return self.add_documents(namespace, [new])[0]

    def add_documents(self, namespace: str, news: Sequence[NewDocument]) -> list[AppendOutcome]:
        """Add or append each document in order, all in one transaction.

        Same outcome as calling :meth:`add_document` for each in turn (a custom id
        repeated within the batch appends to the document its first use made), but
        either every document is stored or none is.
        """
        with self._write() as conn:
            ns_id = self._ensure_namespace(conn, namespace)
            return [self._add_document(conn, ns_id, namespace, new) for new in news]

    def _add_document(
        self, conn: sqlite3.Connection, ns_id: str, namespace: str, new: NewDocument
    ) -> AppendOutcome:
        row = self._document_row(conn, namespace, new.custom_id) if new.custom_id else None
        if row is None:
            doc_id, now = _records.new_id("doc"), _now()
            stored_only = new.task_type == STORE_ONLY
            conn.execute(
                "INSERT INTO documents(id, namespace_id, custom_id, content, title, type, url,"
                " metadata, grp, supporting_context, date, task_type, dreaming, status,"
                " dreaming_status, created_at, updated_at)"
                " VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
                (
                    doc_id,
                    ns_id,
                    new.custom_id,
                    new.content,
                    new.title,
                    new.type,
                    new.url,
                    json.dumps(new.metadata),
                    json.dumps(new.group),
                    new.supporting_context,
                    new.date,
                    new.task_type,
                    new.dreaming,
                    *(("done", "done") if stored_only else ("queued", "dreaming")),
                    now,
                    now,
                ),
            )
            if not stored_only:
                self._enqueue(conn, doc_id, "append", new.content)
            return AppendOutcome(_document(self._document_row(conn, namespace, doc_id)), "created")
        return self._append(conn, row, new)

    def _append(
        self, conn: sqlite3.Connection, row: sqlite3.Row, new: NewDocument
    ) -> AppendOutcome:
        fields = changed_fields(row, json.loads(row["metadata"]), new, json.dumps)
        appended = appended_content(row["content"], new.content)
        job: _Job | None = None
        if appended is not None:
            fields["content"], delta = appended
            job = ("append", delta)
        self._save_changes(conn, row, fields, job)
        action: Literal["appended", "unchanged"] = "appended" if appended else "unchanged"
        return AppendOutcome(
            _document(self._document_row(conn, row["namespace"], row["id"])), action
        )

    def replace_document(
        self, namespace: str, ref: str, *, content: str | None, fields: dict[str, Any]
    ) -> DocumentRecord | None:
        with self._write() as conn:
            row = self._document_row(conn, namespace, ref)
            if row is None:
                return None
            changes = {
                k: json.dumps(v) if k in ("metadata", "grp") else v for k, v in fields.items()
            }
            job: _Job | None = None
            if content is not None and content != row["content"]:
                changes["content"] = content
                job = ("replace", content)
            self._save_changes(conn, row, changes, job)
            return _document(self._document_row(conn, namespace, row["id"]))

    def _save_changes(
        self,
        conn: sqlite3.Connection,
        row: sqlite3.Row,
        changes: dict[str, Any],
        job: _Job | None,
    ) -> None:
        """Write `changes` to the document in `row`. A `job` (its content changed) is
        queued for the pipeline, unless the document is only stored, never processed."""
        if job is not None and row["task_type"] != STORE_ONLY:
            changes.update(status="queued", dreaming_status="dreaming", error=None)
            self._enqueue(conn, row["id"], *job)
        if changes:
            changes["updated_at"] = _now()
            _update(conn, row["id"], changes)

    def delete_document(self, namespace: str, ref: str) -> bool:
        with self._write() as conn:
            row = self._document_row(conn, namespace, ref)
            if row is None:
                return False
            self._detach_document(conn, row["id"], "source document deleted")
            conn.execute("DELETE FROM documents WHERE id = ?", (row["id"],))
            return True

    def document_metadata(
        self, namespace: str, *, sort: str, descending: bool
    ) -> list[tuple[str, dict[str, Any]]]:
        """(id, metadata) of every document in `list_documents` order: what filtering and
        paging need, without reading any document's content."""
        rows = self._conn().execute(
            "SELECT d.id, d.metadata FROM documents d JOIN namespaces n "
            f"ON n.id = d.namespace_id WHERE n.name = ? ORDER BY {order_by(sort, descending)}",
            (namespace,),
        )
        return [(row[0], json.loads(row[1])) for row in rows]

    _HEAD_COLUMNS = (
        "d.id, n.name AS namespace, d.custom_id, d.title, d.type, d.summary, d.url, d.metadata, "
        "d.created_at, d.updated_at FROM documents d JOIN namespaces n ON n.id = d.namespace_id"
    )

    def document_heads(self, namespace: str, ids: Sequence[str]) -> dict[str, DocumentHead]:
        """Heads of the documents with these internal ids (missing ones left out)."""
        rows = self._rows_in(
            f"SELECT {self._HEAD_COLUMNS} WHERE n.name = ? AND d.id IN ({{ids}})", ids, [namespace]
        )
        return {row[0]: _head(row) for row in rows}

    def list_document_heads(
        self, namespace: str, *, sort: str, descending: bool
    ) -> list[DocumentHead]:
        """Every document's head, in `list_documents` order."""
        rows = self._conn().execute(
            f"SELECT {self._HEAD_COLUMNS} WHERE n.name = ? ORDER BY {order_by(sort, descending)}",
            (namespace,),
        )
        return [_head(row) for row in rows]

    def documents_by_id(self, namespace: str, ids: Sequence[str]) -> dict[str, DocumentRecord]:
        rows = self._rows_in(
            "SELECT d.*, n.name AS namespace FROM documents d JOIN namespaces n "
            "ON n.id = d.namespace_id WHERE n.name = ? AND d.id IN ({ids})",
            ids,
            [namespace],
        )
        return {row["id"]: _document(row) for row in rows}

    def list_documents(
        self, namespace: str, *, sort: str, descending: bool
    ) -> Iterator[DocumentRecord]:
        rows = self._conn().execute(
            "SELECT d.*, n.name AS namespace FROM documents d JOIN namespaces n "
            f"ON n.id = d.namespace_id WHERE n.name = ? ORDER BY {order_by(sort, descending)}",
            (namespace,),
        )
        for row in rows:
            yield _document(row)

    # -- chunks -----------------------------------------------------------------------

    _CHUNK_COLUMNS = (
        "c.id, c.document_id, n.name AS namespace, c.position, c.content, c.metadata, c.created_at"
    )

    def document_chunks(self, document_id: str) -> list[ChunkRecord]:
        rows = (
            self._conn()
            .execute(
                f"SELECT {self._CHUNK_COLUMNS} FROM chunks c "
                "JOIN namespaces n ON n.id = c.namespace_id "
                "WHERE c.document_id = ? ORDER BY c.position",
                (document_id,),
            )
            .fetchall()
        )
        return [_chunk(row) for row in rows]

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
        conn = self._conn()
        where, args = ["n.name = ?"], [namespace]
        if document_ids is not None:
            where.append(f"c.document_id IN ({','.join('?' * len(document_ids))})")
            args.extend(sorted(document_ids))
        clause = " AND ".join(where)
        order = {"position": "c.document_id, c.position"}.get(sort, "c.created_at")
        direction = "DESC" if descending else "ASC"
        base = f"FROM chunks c JOIN namespaces n ON n.id = c.namespace_id WHERE {clause}"
        total = conn.execute(f"SELECT count(*) {base}", args).fetchone()[0]
        rows = conn.execute(
            f"SELECT {self._CHUNK_COLUMNS} {base} ORDER BY {order} {direction}, c.position "
            f"{direction} LIMIT ? OFFSET ?",
            [*args, limit, offset],
        ).fetchall()
        return Page([_chunk(row) for row in rows], int(total))

    def chunks_by_id(self, ids: Sequence[str]) -> dict[str, ChunkRecord]:
        if not ids:
            return {}
        rows = (
            self._conn()
            .execute(
                f"SELECT {self._CHUNK_COLUMNS} FROM chunks c "
                "JOIN namespaces n ON n.id = c.namespace_id "
                f"WHERE c.id IN ({','.join('?' * len(ids))})",
                list(ids),
            )
            .fetchall()
        )
        return {row["id"]: _chunk(row) for row in rows}

    def namespace_vectors(self, namespace: str) -> tuple[list[str], list[str], Vector]:
        where = "FROM chunks c JOIN namespaces n ON n.id = c.namespace_id WHERE n.name = ?"
        count = self._conn().execute(f"SELECT count(*) {where}", (namespace,)).fetchone()[0]
        return self._vector_rows(
            f"SELECT c.id, c.document_id, c.embedding {where} AND c.embedding_model = ? "
            "ORDER BY c.rowid",
            (namespace, self.embedding_model),
            count,
        )

    def fulltext(self, namespace: str, query: str, limit: int) -> list[tuple[str, float]]:
        return self._bm25("chunks_fts", "content", "chunks", "chunk_count", namespace, query, limit)

    # -- pipeline ---------------------------------------------------------------------

    def _enqueue(self, conn: sqlite3.Connection, document_id: str, kind: str, text: str) -> None:
        conn.execute(
            "INSERT INTO jobs(document_id, kind, text, created_at) VALUES (?, ?, ?, ?)",
            (document_id, kind, text, _now()),
        )

    def next_jobs(self, limit: int, *, max_chars: int = 500_000) -> list[IngestJob]:
        """Claim up to `limit` jobs, at most one per document (a document's jobs run in
        order, documents run independently), stopping once `max_chars` of text is taken."""
        with self._write() as conn:
            rows = conn.execute(
                "SELECT j.*, n.name AS namespace FROM jobs j "
                "JOIN documents d ON d.id = j.document_id "
                "JOIN namespaces n ON n.id = d.namespace_id "
                "WHERE j.status = 'queued' AND j.id = (SELECT min(r.id) FROM jobs r "
                "WHERE r.document_id = j.document_id AND r.status IN ('queued', 'running')) "
                "ORDER BY j.id LIMIT ?",
                (limit,),
            ).fetchall()
            taken = _records.within_chars(rows, max_chars)
            conn.executemany(
                "UPDATE jobs SET status = 'running', attempts = attempts + 1 WHERE id = ?",
                [(row["id"],) for row in taken],
            )
        return _records.claimed_jobs(taken)

    def set_statuses(self, document_ids: Sequence[str], status: str) -> None:
        with self._write() as conn:
            now = _now()
            conn.executemany(
                "UPDATE documents SET status = ?, updated_at = ? WHERE id = ?",
                [(status, now, doc_id) for doc_id in document_ids],
            )

    def finish_jobs(
        self, work: Sequence[tuple[IngestJob, Sequence[NewChunk]]]
    ) -> list[list[ChunkRecord]]:
        """Commit several finished jobs in one transaction; [] for a job whose document
        was deleted (or whose claim was lost) meanwhile."""
        with self._write() as conn:
            return [self._finish(conn, job, chunks) for job, chunks in work]

    def _finish(
        self, conn: sqlite3.Connection, job: IngestJob, chunks: Sequence[NewChunk]
    ) -> list[ChunkRecord]:
        # The document's namespace as of this commit, not as of the claim: a namespace
        # move in between must not leave the chunks filed under the old name.
        doc = conn.execute(
            "SELECT d.namespace_id, n.name FROM documents d JOIN namespaces n "
            "ON n.id = d.namespace_id WHERE d.id = ?",
            (job.document_id,),
        ).fetchone()
        live = conn.execute("SELECT status FROM jobs WHERE id = ?", (job.id,)).fetchone()
        if doc is None or live is None or live[0] != "running":
            return []  # deleted or superseded while we worked
        if job.kind == "replace":
            conn.execute("DELETE FROM chunks WHERE document_id = ?", (job.document_id,))
        start = conn.execute(
            "SELECT coalesce(max(position) + 1, 0) FROM chunks WHERE document_id = ?",
            (job.document_id,),
        ).fetchone()[0]
        now, records = _now(), []
        for offset, chunk in enumerate(chunks):
            chunk_id = _records.new_id("chk")
            conn.execute(
                "INSERT INTO chunks(id, document_id, namespace_id, position, content, metadata,"
                " embedding, embedding_model, created_at) VALUES (?,?,?,?,?,?,?,?,?)",
                (
                    chunk_id,
                    job.document_id,
                    doc[0],
                    start + offset,
                    chunk.content,
                    json.dumps(chunk.metadata),
                    _vector_bytes(chunk.vector),
                    self.embedding_model,
                    now,
                ),
            )
            records.append(
                ChunkRecord(
                    chunk_id,
                    job.document_id,
                    doc[1],
                    start + offset,
                    chunk.content,
                    chunk.metadata,
                    _ts(now),
                )
            )
        conn.execute("DELETE FROM jobs WHERE id = ?", (job.id,))
        remaining = conn.execute(
            "SELECT count(*) FROM jobs WHERE document_id = ?", (job.document_id,)
        ).fetchone()[0]
        settings = conn.execute(
            "SELECT task_type, dreaming FROM documents WHERE id = ?", (job.document_id,)
        ).fetchone()
        # Memory formation follows indexing, in the same commit, so a crash cannot
        # leave indexed content that never dreams. `superrag` documents form none.
        if settings["task_type"] != "superrag" and job.text.strip():
            delay = 0.0 if settings["dreaming"] == "instant" else self.dream_window
            due = datetime.now(UTC) + timedelta(seconds=delay)
            self._enqueue_dream(conn, job.document_id, job.kind, job.text, due.isoformat())
        dreaming = conn.execute(
            "SELECT count(*) FROM dreams WHERE document_id = ?", (job.document_id,)
        ).fetchone()[0]
        conn.execute(
            "UPDATE documents SET status = ?, dreaming_status = ?, updated_at = ? WHERE id = ?",
            (
                *_records.finished_statuses(
                    jobs_waiting=bool(remaining), dreams_waiting=bool(dreaming)
                ),
                now,
                job.document_id,
            ),
        )
        return records

    def fail_job(self, job: IngestJob, error: str, *, retry: bool) -> None:
        with self._write() as conn:
            if retry and job.attempts < _records.MAX_JOB_ATTEMPTS:
                conn.execute(
                    "UPDATE jobs SET status = 'queued', error = ? WHERE id = ?", (error, job.id)
                )
                return
            # The reason stays on the document; the job itself is finished with.
            conn.execute("DELETE FROM jobs WHERE id = ?", (job.id,))
            conn.execute(
                "UPDATE documents SET status = 'failed', dreaming_status = 'done', error = ?, "
                "updated_at = ? WHERE id = ?",
                (error, _now(), job.document_id),
            )

    def recover_jobs(self) -> int:
        """Requeue jobs a crashed process left running (their work was never committed)."""
        with self._write() as conn:
            conn.execute("UPDATE dreams SET status = 'queued' WHERE status = 'running'")
            return conn.execute(
                "UPDATE jobs SET status = 'queued' WHERE status = 'running'"
            ).rowcount

    def embedding_models(self) -> dict[str, int]:
        """How many stored vectors (chunks and memories) each model produced."""
        rows = (
            self._conn()
            .execute(
                "SELECT embedding_model, count(*) FROM (SELECT embedding_model FROM chunks "
                "UNION ALL SELECT embedding_model FROM memories) GROUP BY embedding_model"
            )
            .fetchall()
        )
        return {row[0]: int(row[1]) for row in rows}

    def chunks_to_reembed(self, limit: int) -> list[tuple[str, str]]:
        """(id, text) of vectors from another model: chunks first, then memories."""
        rows = (
            self._conn()
            .execute(
                "SELECT id, content FROM chunks WHERE embedding_model != ?1 UNION ALL "
                "SELECT id, text FROM memories WHERE embedding_model != ?1 LIMIT ?2",
                (self.embedding_model, limit),
            )
            .fetchall()
        )
        return [(row[0], row[1]) for row in rows]

    def set_embeddings(self, vectors: dict[str, Vector]) -> None:
        with self._write() as conn:
            for table in ("chunks", "memories"):
                conn.executemany(
                    f"UPDATE {table} SET embedding = ?, embedding_model = ? WHERE id = ?",
                    [(_vector_bytes(v), self.embedding_model, k) for k, v in vectors.items()],
                )

    def pending_jobs(self) -> int:
        return int(
            self._conn()
            .execute("SELECT count(*) FROM jobs WHERE status IN ('queued', 'running')")
            .fetchone()[0]
        )


# -- row mapping -----------------------------------------------------------------------


def _vector_bytes(vector: Vector) -> bytes:
    return np.ascontiguousarray(vector, dtype=np.float32).tobytes()


def _statements(script: str) -> list[str]:
    """Split a migration into statements, keeping trigger bodies whole."""
    statements, current = [], []
    for line in script.splitlines():
        current.append(line)
        text = "\n".join(current).strip()
        if text and sqlite3.complete_statement(text):
            statements.append(text)
            current = []
    return statements


_read_document = reader(DocumentRecord, group="grp")
_head = reader(DocumentHead)
_chunk = reader(ChunkRecord)


def _document(row: sqlite3.Row | None) -> DocumentRecord:
    assert row is not None
    return _read_document(row)


def _update(conn: sqlite3.Connection, document_id: str, fields: dict[str, Any]) -> None:
    conn.execute(update_statement(fields, "?"), [*fields.values(), document_id])
