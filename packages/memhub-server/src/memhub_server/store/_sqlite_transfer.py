"""Whole namespaces out of and into a SQLite store, rows as they are kept.

What `services.transfer` reads and writes: one record per row, every column that is
not derived (vectors, full-text rows and per-namespace counters are rebuilt by the
importing store's triggers and embedder) and never an API key. Ids, versions,
timestamps and review state are kept exactly, so an imported namespace is the one
that was exported, not a re-ingestion of its documents.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

import numpy as np

from .base import Vector
from .sqlite import SQLiteStore

__all__ = ["KINDS", "SQLiteTransfer"]

_JSON_COLUMNS = frozenset({"metadata", "grp"})


def _columns(*names: str) -> tuple[str, ...]:
    return names


# Record kind -> (table, exported columns). Order matters on import: a row's references
# (namespace, document, memory) are inserted before it.
KINDS: dict[str, tuple[str, tuple[str, ...]]] = {
    "namespace": (
        "namespaces",
        _columns("id", "name", "supporting_context", "created_at", "updated_at"),
    ),
    "bucket": ("profile_buckets", _columns("name", "description")),
    "document": (
        "documents",
        _columns(
            *("id", "custom_id", "content", "title", "type", "summary", "url", "metadata"),
            *("grp", "supporting_context", "date", "task_type", "dreaming", "status"),
            *("dreaming_status", "error", "created_at", "updated_at"),
        ),
    ),
    "chunk": (
        "chunks",
        _columns("id", "document_id", "position", "content", "metadata", "created_at"),
    ),
    "memory": (
        "memories",
        _columns(
            *("id", "text", "subject", "slot", "kind", "is_inference", "is_latest"),
            *("is_forgotten", "forget_reason", "forget_after", "review_status", "version"),
            *("parent_id", "root_id", "source_count", "metadata", "created_at", "updated_at"),
        ),
    ),
    "source": ("memory_sources", _columns("memory_id", "document_id", "added_at")),
    "link": ("memory_links", _columns("source_id", "target_id", "relation")),
    "job": ("jobs", _columns("document_id", "kind", "text", "attempts", "error", "created_at")),
    "dream": ("dreams", _columns("document_id", "kind", "text", "due_at", "attempts", "error")),
}
"""Every kind of record an export holds, in the order they are written and inserted."""

# Rows of one namespace, per kind: which table joins lead back to the namespace.
_SELECT_WHERE: dict[str, str] = {
    "namespace": "t.id = :ns",
    "bucket": "t.namespace_id = :ns",
    "document": "t.namespace_id = :ns",
    "chunk": "t.namespace_id = :ns",
    "memory": "t.namespace_id = :ns",
    "source": "t.memory_id IN (SELECT id FROM memories WHERE namespace_id = :ns)",
    "link": "t.source_id IN (SELECT id FROM memories WHERE namespace_id = :ns)",
    "job": (
        "t.status IN ('queued', 'running') "
        "AND t.document_id IN (SELECT id FROM documents WHERE namespace_id = :ns)"
    ),
    "dream": "t.document_id IN (SELECT id FROM documents WHERE namespace_id = :ns)",
}
_ORDER: dict[str, str] = {
    "document": "t.created_at, t.id",
    "chunk": "t.document_id, t.position",
    "memory": "t.root_id, t.version, t.id",
    "job": "t.id",
}
_OWNED = frozenset({"bucket", "document", "chunk", "memory"})
"""Kinds whose table has a `namespace_id` column, filled in on import."""
_EMBEDDED = {"chunk": "content", "memory": "text"}
"""Kinds stored with a vector, and the column it is computed from."""


class SQLiteTransfer:
    """Export and import whole namespaces of one `SQLiteStore`."""

    def __init__(self, store: SQLiteStore) -> None:
        self._store = store

    def namespace_ids(self, names: Sequence[str] | None = None) -> dict[str, str]:
        """Name -> internal id of the stored namespaces (all, or those of `names`)."""
        rows = self._store._conn().execute("SELECT name, id FROM namespaces ORDER BY name")
        wanted = None if names is None else set(names)
        return {row[0]: row[1] for row in rows if wanted is None or row[0] in wanted}

    def rows(self, namespace_id: str) -> Iterator[tuple[str, dict[str, Any]]]:
        """Every exported row of one namespace as (kind, columns), in insertion order."""
        conn = self._store._conn()
        conn.execute("BEGIN")  # one snapshot: a writer mid-export cannot split a namespace
        try:
            for kind, (table, columns) in KINDS.items():
                query = (
                    f"SELECT {', '.join('t.' + c for c in columns)} FROM {table} t "
                    f"WHERE {_SELECT_WHERE[kind]} ORDER BY {_ORDER.get(kind, 'rowid')}"
                )
                for row in conn.execute(query, {"ns": namespace_id}):
                    yield kind, {c: _decode(c, row[c]) for c in columns}
        finally:
            conn.execute("COMMIT")

    def insert_namespace(
        self,
        namespace_id: str,
        rows: Sequence[tuple[str, Mapping[str, Any]]],
        vectors: Mapping[str, Vector],
    ) -> None:
        """Insert one namespace's rows (as `rows` yields them) in one transaction.

        `vectors` holds the vector of every chunk and memory, by id. Any failure rolls
        the whole namespace back, so a namespace is imported entirely or not at all.
        """
        model = self._store.embedding_model
        with self._store._write() as conn:
            for kind, values in rows:
                table, columns = KINDS[kind]
                names = list(columns)
                params: list[Any] = [_encode(c, values[c]) for c in columns]
                if kind in _OWNED:
                    names.append("namespace_id")
                    params.append(namespace_id)
                if kind in _EMBEDDED:
                    vector = np.asarray(vectors[values["id"]], dtype=np.float32)
                    names += ["embedding", "embedding_model"]
                    params += [vector.tobytes(), model]
                marks = ", ".join("?" for _ in names)
                conn.execute(f"INSERT INTO {table} ({', '.join(names)}) VALUES ({marks})", params)

    def counts(self) -> list[sqlite3.Row]:
        """Per namespace: name, documents, chunks, memories (all versions) and live ones."""
        query = """
            SELECT n.name,
                (SELECT count(*) FROM documents d WHERE d.namespace_id = n.id) AS documents,
                n.chunk_count AS chunks,
                n.memory_count AS memories,
                (SELECT count(*) FROM memories m WHERE m.namespace_id = n.id
                    AND m.is_latest = 1 AND m.is_forgotten = 0) AS latest,
                (SELECT count(*) FROM memories m WHERE m.namespace_id = n.id
                    AND m.is_inference = 1 AND m.review_status IS NULL
                    AND m.is_latest = 1 AND m.is_forgotten = 0) AS pending_review
            FROM namespaces n ORDER BY n.name
        """
        return list(self._store._conn().execute(query))


def _decode(column: str, value: Any) -> Any:
    if column in _JSON_COLUMNS and isinstance(value, str):
        return json.loads(value)
    if column.startswith("is_"):
        return bool(value)
    return value


def _encode(column: str, value: Any) -> Any:
    if column in _JSON_COLUMNS:
        return json.dumps(value)
    if column.startswith("is_"):
        return int(bool(value))
    return value
