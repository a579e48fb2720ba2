"""Whole namespaces out of and into a SQLite store, rows as they are kept (see
`store.transfer` for what a record holds)."""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

import numpy as np

from .base import Vector
from .sqlite import SQLiteStore
from .transfer import (
    JSON_COLUMNS,
    KINDS,
    NamespaceCounts,
    Row,
    insert_values,
    namespace_ids,
    read_counts,
    select_rows,
)

__all__ = ["SQLiteTransfer"]


class SQLiteTransfer:
    """Export and import whole namespaces of one `SQLiteStore`."""

    def __init__(self, store: SQLiteStore) -> None:
        self._store = store

    def namespace_ids(self, names: Sequence[str] | None = None) -> dict[str, str]:
        rows = self._store._conn().execute("SELECT name, id FROM namespaces ORDER BY name")
        return namespace_ids(((row[0], row[1]) for row in rows), names)

    def rows(self, namespace_id: str) -> Iterator[Row]:
        conn = self._store._conn()
        conn.execute("BEGIN")  # one snapshot: a writer mid-export cannot split a namespace
        try:
            for kind in KINDS:
                query, columns = select_rows(kind, ":ns")
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
        model = self._store.embedding_model
        with self._store._write() as conn:
            for kind, values in rows:

                def derived(values: Mapping[str, Any] = values) -> dict[str, Any]:
                    vector = np.asarray(vectors[values["id"]], dtype=np.float32)
                    return {"embedding": vector.tobytes(), "embedding_model": model}

                table, names, params = insert_values(kind, values, namespace_id, _encode, derived)
                marks = ", ".join("?" for _ in names)
                conn.execute(f"INSERT INTO {table} ({', '.join(names)}) VALUES ({marks})", params)

    def counts(self) -> list[NamespaceCounts]:
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
        return [read_counts(row) for row in self._store._conn().execute(query)]

    def data_bytes(self) -> int:
        """Every file in the database's folder (the database, its WAL, anything else)."""
        folder = self._store.path.parent
        if not folder.is_dir():
            return 0
        return sum(path.stat().st_size for path in folder.rglob("*") if path.is_file())


def _decode(column: str, value: Any) -> Any:
    if column in JSON_COLUMNS and isinstance(value, str):
        return json.loads(value)
    if column.startswith("is_"):
        return bool(value)
    return value


def _encode(column: str, value: Any) -> Any:
    if column in JSON_COLUMNS:
        return json.dumps(value)
    if column.startswith("is_"):
        return int(bool(value))
    return value
