"""What export and import need from a store, on any backend: whole namespaces read out
as rows and written back in one transaction, plus the counts `memhub status` shows.

The records are the stored rows, one per row, with every column that is not derived
(vectors, full-text terms and per-namespace counters are rebuilt by the importing
store and its embedder) and never an API key. Ids, versions, timestamps (ISO 8601
text) and review state are kept exactly, so an imported namespace is the one that was
exported, not a re-ingestion of its documents, whichever backend wrote it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from typing import Any, Protocol, TypedDict

from .base import Vector

__all__ = [
    "EMBEDDED",
    "JSON_COLUMNS",
    "KINDS",
    "NamespaceCounts",
    "Row",
    "Transfer",
    "insert_values",
    "namespace_ids",
    "read_counts",
    "select_rows",
]


JSON_COLUMNS = frozenset({"metadata", "grp"})
"""The columns that hold JSON: text in SQLite, jsonb in PostgreSQL."""


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
"""Rows of one namespace (`:ns`, its internal id), per kind: which table joins lead
back to the namespace."""
_ORDER: dict[str, str] = {
    "namespace": "t.id",
    "bucket": "t.name",
    "document": "t.created_at, t.id",
    "chunk": "t.document_id, t.position",
    "memory": "t.root_id, t.version, t.id",
    "source": "t.memory_id, t.added_at, t.document_id",
    "link": "t.source_id, t.target_id, t.relation",
    "job": "t.id",
    "dream": "t.document_id",
}
"""The order rows are exported in: the same on every backend, and a memory's parent
before it."""

_OWNED = frozenset({"bucket", "document", "chunk", "memory"})
"""Kinds whose table has a `namespace_id` column, filled in on import."""
EMBEDDED = {"chunk": "content", "memory": "text"}
"""Kinds stored with a vector, and the column it is computed from."""

Row = tuple[str, dict[str, Any]]
"""One exported row: (kind, columns)."""


def namespace_ids(pairs: Iterable[tuple[str, str]], names: Sequence[str] | None) -> dict[str, str]:
    """Name -> internal id of the stored (name, id) `pairs`: all, or those of `names`."""
    wanted = None if names is None else set(names)
    return {name: ident for name, ident in pairs if wanted is None or name in wanted}


def select_rows(kind: str, namespace: str) -> tuple[str, tuple[str, ...]]:
    """The query reading one namespace's rows of `kind` (`namespace`: the placeholder of
    the namespace's internal id in the backend's dialect), and the columns it reads."""
    table, columns = KINDS[kind]
    where = _SELECT_WHERE[kind].replace(":ns", namespace)
    query = (
        f"SELECT {', '.join('t.' + c for c in columns)} FROM {table} t "
        f"WHERE {where} ORDER BY {_ORDER[kind]}"
    )
    return query, columns


def insert_values(
    kind: str,
    values: Mapping[str, Any],
    namespace_id: str,
    encode: Callable[[str, Any], Any],
    derived: Callable[[], Mapping[str, Any]],
) -> tuple[str, list[str], list[Any]]:
    """(table, columns, values) that insert one exported row: its columns as `encode`
    writes them for the backend, the namespace's internal id where the table keeps one,
    and for a row stored with a vector what `derived` computes (the vector and whatever
    else the backend keeps beside it)."""
    table, columns = KINDS[kind]
    names = list(columns)
    params = [encode(c, values[c]) for c in columns]
    if kind in _OWNED:
        names.append("namespace_id")
        params.append(namespace_id)
    if kind in EMBEDDED:
        extra = derived()
        names += list(extra)
        params += list(extra.values())
    return table, names, params


class NamespaceCounts(TypedDict):
    name: str
    documents: int
    chunks: int
    memories: int
    """Every version, forgotten ones included."""
    latest: int
    """Live memories: latest versions not forgotten."""
    pending_review: int


def read_counts(row: Mapping[str, Any]) -> NamespaceCounts:
    """A row of a backend's counting query, with these columns."""
    return NamespaceCounts(
        name=str(row["name"]),
        documents=int(row["documents"]),
        chunks=int(row["chunks"]),
        memories=int(row["memories"]),
        latest=int(row["latest"]),
        pending_review=int(row["pending_review"]),
    )


class Transfer(Protocol):
    """Export and import whole namespaces of one store (see `Store.transfer`)."""

    def namespace_ids(self, names: Sequence[str] | None = None) -> dict[str, str]:
        """Name -> internal id of the stored namespaces (all, or those of `names`)."""
        ...

    def rows(self, namespace_id: str) -> Iterator[Row]:
        """Every exported row of one namespace, in insertion order, from one snapshot
        (a writer mid-export cannot split a namespace)."""
        ...

    def insert_namespace(
        self,
        namespace_id: str,
        rows: Sequence[tuple[str, Mapping[str, Any]]],
        vectors: Mapping[str, Vector],
    ) -> None:
        """Insert one namespace's rows (as `rows` yields them) in one transaction;
        `vectors` holds the vector of every chunk and memory, by id. Any failure rolls
        the whole namespace back."""
        ...

    def counts(self) -> list[NamespaceCounts]:
        """Per namespace, by name."""
        ...

    def data_bytes(self) -> int:
        """Bytes the store's data takes where it is kept (files, or database tables)."""
        ...
