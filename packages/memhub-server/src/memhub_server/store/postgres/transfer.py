"""Whole namespaces out of and into a PostgreSQL store (see `store.transfer` for what a
record holds). Times travel as ISO 8601 text in UTC, as SQLite keeps them, so an export
from either backend imports into the other."""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

import numpy as np
from psycopg.types.json import Jsonb

from ..base import Vector
from ..transfer import (
    EMBEDDED,
    JSON_COLUMNS,
    KINDS,
    NamespaceCounts,
    Row,
    insert_values,
    namespace_ids,
    read_counts,
    select_rows,
)
from .memories import terms_of
from .notify import announce_work

if TYPE_CHECKING:
    from .store import PostgresStore

__all__ = ["PostgresTransfer"]


class PostgresTransfer:
    """Export and import whole namespaces of one `PostgresStore`."""

    def __init__(self, store: PostgresStore) -> None:
        self._store = store

    def namespace_ids(self, names: Sequence[str] | None = None) -> dict[str, str]:
        with self._store._read() as conn:
            rows = conn.execute("SELECT name, id FROM namespaces ORDER BY name").fetchall()
        return namespace_ids(((r["name"], r["id"]) for r in rows), names)

    def rows(self, namespace_id: str) -> Iterator[Row]:
        with self._store._read() as conn, conn.transaction():
            # One snapshot: a writer mid-export cannot split a namespace.
            conn.execute("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY")
            for kind in KINDS:
                query, columns = select_rows(kind, "%(ns)s")
                for row in conn.execute(query, {"ns": namespace_id}).fetchall():
                    yield kind, {c: _decode(row[c]) for c in columns}

    def insert_namespace(
        self,
        namespace_id: str,
        rows: Sequence[tuple[str, Mapping[str, Any]]],
        vectors: Mapping[str, Vector],
    ) -> None:
        model = self._store.embedding_model
        with self._store._write() as conn:
            for kind, values in rows:

                def derived(kind: str = kind, values: Mapping[str, Any] = values) -> dict[str, Any]:
                    return {
                        "terms": terms_of(values[EMBEDDED[kind]]),
                        "embedding": np.asarray(vectors[values["id"]], dtype=np.float32),
                        "embedding_model": model,
                    }

                table, names, params = insert_values(kind, values, namespace_id, _encode, derived)
                marks = ", ".join("%s::tsvector" if n == "terms" else "%s" for n in names)
                conn.execute(f"INSERT INTO {table} ({', '.join(names)}) VALUES ({marks})", params)
                if kind in ("job", "dream"):
                    announce_work(conn)  # once per transaction, on commit

    def counts(self) -> list[NamespaceCounts]:
        query = """
            SELECT n.name,
                (SELECT count(*) FROM documents d WHERE d.namespace_id = n.id) AS documents,
                (SELECT coalesce(sum(s.chunk_count), 0) FROM namespace_stats s
                    WHERE s.namespace_id = n.id) AS chunks,
                (SELECT coalesce(sum(s.memory_count), 0) FROM namespace_stats s
                    WHERE s.namespace_id = n.id) AS memories,
                (SELECT count(*) FROM memories m WHERE m.namespace_id = n.id
                    AND m.is_latest AND NOT m.is_forgotten) AS latest,
                (SELECT count(*) FROM memories m WHERE m.namespace_id = n.id
                    AND m.is_inference AND m.review_status IS NULL
                    AND m.is_latest AND NOT m.is_forgotten) AS pending_review
            FROM namespaces n ORDER BY n.name
        """
        with self._store._read() as conn:
            rows = conn.execute(query).fetchall()
        return [read_counts(row) for row in rows]

    def data_bytes(self) -> int:
        """Tables of the store's schema, with their indexes and out-of-line values."""
        with self._store._read() as conn:
            row = conn.execute(
                "SELECT coalesce(sum(pg_total_relation_size(c.oid)), 0) AS n FROM pg_class c "
                "WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind = 'r'"
            ).fetchone()
        return int(row["n"]) if row else 0


def _encode(column: str, value: Any) -> Any:
    return Jsonb(value) if column in JSON_COLUMNS else value


def _decode(value: Any) -> Any:
    if isinstance(value, datetime):
        return value.astimezone(UTC).isoformat()
    return value
