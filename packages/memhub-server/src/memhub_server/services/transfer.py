"""Export and import of whole namespaces as JSON Lines (`memhub export` / `memhub import`).

An export is one JSON object per line: a header naming the format and its version,
then per namespace its record, its profile buckets, documents (content, metadata,
processing state), chunks, memories (every version, forgotten ones too, with review
state and expiry), sources, links and any unfinished ingestion or memory-formation
work, and last an `end` record counting the records before it, so a truncated file
is refused rather than half imported. API keys and their hashes are never exported.

Vectors are not exported: the importing server embeds chunks and memories with its
own model, so an export also moves data between embedding models. An import checks
the whole file before writing anything, then writes each namespace in one
transaction; a namespace that already exists is refused, unless it is the very one
this file holds (same internal id), which is skipped, so re-running an interrupted
import finishes it and re-running a finished one changes nothing.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any, get_args

import numpy as np

from memhub.types import (
    DreamingMode,
    MemoryRelation,
    ReviewStatus,
    TaskType,
    is_valid_namespace,
)

from .._version import __version__
from ..store.base import Vector
from ..store.transfer import KINDS, Transfer
from .errors import InvalidInput

if TYPE_CHECKING:
    from ..engine import Engine

__all__ = [
    "FORMAT",
    "VERSION",
    "Export",
    "ImportConflict",
    "ImportReport",
    "Progress",
    "TransferError",
    "export_lines",
    "import_export",
    "read_export",
    "transfer_for",
]

FORMAT = "memhub-export"
VERSION = 1

Progress = Callable[[str, int, int], None]
"""Told (what, done, total) as a long step advances."""

EMBED_BATCH = 64


class TransferError(InvalidInput):
    """An export file that cannot be imported, or a store that cannot take it."""


class ImportConflict(TransferError):
    """The export's namespaces exist on the target with other content."""

    status_code = 409


def transfer_for(engine: Engine) -> Transfer:
    return engine.store.transfer()


# -- export ------------------------------------------------------------------------------


def export_lines(
    engine: Engine, namespaces: Sequence[str] | None = None, progress: Progress | None = None
) -> Iterator[str]:
    """The export of `namespaces` (default: all) as lines of JSON, newline included."""
    transfer = transfer_for(engine)
    ids = transfer.namespace_ids(namespaces)
    missing = sorted(set(namespaces or ()) - set(ids))
    if missing:
        raise TransferError(f"no such namespace: {', '.join(missing)}")
    header = {
        "record": "header",
        "format": FORMAT,
        "version": VERSION,
        "memhub": __version__,
        "exportedAt": datetime.now(UTC).isoformat(),
        "embeddingModel": engine.embedder.model,
        "namespaces": sorted(ids),
    }
    yield _line(header)
    count = 0
    for done, (name, namespace_id) in enumerate(ids.items()):
        if progress:
            progress("exporting namespaces", done, len(ids))
        for kind, values in transfer.rows(namespace_id):
            owner = {} if kind == "namespace" else {"namespace": name}
            yield _line({"record": kind, **owner, **values})
            count += 1
    if progress:
        progress("exporting namespaces", len(ids), len(ids))
    yield _line({"record": "end", "records": count})


def _line(record: dict[str, Any]) -> str:
    return json.dumps(record, ensure_ascii=False, separators=(",", ":")) + "\n"


# -- reading and checking ----------------------------------------------------------------

Row = tuple[str, dict[str, Any]]


@dataclass
class NamespaceExport:
    id: str
    rows: list[Row] = field(default_factory=list)


@dataclass
class Export:
    """A checked export file: its namespaces' rows in insertion order."""

    header: dict[str, Any]
    namespaces: dict[str, NamespaceExport]

    @property
    def records(self) -> int:
        return sum(len(ns.rows) for ns in self.namespaces.values())


_INT_COLUMNS = frozenset({"position", "version", "source_count", "attempts"})
_OBJECT_COLUMNS = frozenset({"metadata", "grp"})
_CHOICES: dict[str, frozenset[str]] = {
    "task_type": frozenset(get_args(TaskType)),
    "dreaming": frozenset(get_args(DreamingMode)),
    "review_status": frozenset(get_args(ReviewStatus)),
    "relation": frozenset(get_args(MemoryRelation)),
}
"""Columns the wire models read as a closed set: any other value would fail every read."""
_TIME_COLUMNS = frozenset({"created_at", "updated_at", "forget_after", "due_at", "added_at"})
_REQUIRED = frozenset(
    {"id", "name", "content", "text", "kind", "relation", "document_id", "memory_id"}
    | {"source_id", "target_id", "root_id", "created_at", "updated_at", "status"}
)


def read_export(lines: Iterable[str]) -> Export:
    """Parse and check a whole export; raises `TransferError` naming the first bad line."""
    reader = _Reader()
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            record = json.loads(line)
        except json.JSONDecodeError as exc:
            raise TransferError(
                f"line {number}: not JSON ({exc.msg}); is the file cut short?"
            ) from None
        if not isinstance(record, dict):
            raise TransferError(f"line {number}: expected a JSON object")
        try:
            reader.take(record)
        except TransferError as exc:
            raise TransferError(f"line {number}: {exc}") from None
    return reader.finish()


class _Reader:
    """Checks records one at a time: shape, duplicates, then references at the end."""

    def __init__(self) -> None:
        self.header: dict[str, Any] | None = None
        self.ended = False
        self.namespaces: dict[str, NamespaceExport] = {}
        self.seen: set[tuple[Any, ...]] = set()
        self.documents: dict[str, str] = {}  # id -> namespace
        self.memories: dict[str, str] = {}
        self.references: list[tuple[str, str, str, str]] = []  # (what, id, namespace, kind)

    def take(self, record: dict[str, Any]) -> None:
        kind = record.get("record")
        if self.ended:
            raise TransferError("records after the end record")
        if self.header is None:
            self._take_header(record)
        elif kind == "end":
            self._take_end(record)
        elif kind in KINDS:
            self._take_row(kind, record)
        else:
            raise TransferError(f"unknown record {kind!r}")

    def _take_header(self, record: dict[str, Any]) -> None:
        if record.get("record") != "header" or record.get("format") != FORMAT:
            raise TransferError(f"not a memhub export (the first line must be a {FORMAT} header)")
        version = record.get("version")
        if version != VERSION:
            raise TransferError(
                f"export format version {version!r} is not supported; this memhub "
                f"({__version__}) reads version {VERSION}"
            )
        self.header = record

    def _take_end(self, record: dict[str, Any]) -> None:
        count = sum(len(ns.rows) for ns in self.namespaces.values())
        if record.get("records") != count:
            raise TransferError(
                f"the end record counts {record.get('records')!r} records but {count} came "
                "before it; the file was cut or edited"
            )
        self.ended = True

    def _take_row(self, kind: str, record: dict[str, Any]) -> None:
        columns = KINDS[kind][1]
        owner = record.get("name") if kind == "namespace" else record.get("namespace")
        expected = {"record", *columns} | (set() if kind == "namespace" else {"namespace"})
        if set(record) != expected:
            extra, absent = sorted(set(record) - expected), sorted(expected - set(record))
            raise TransferError(
                f"{kind} record: unknown fields {extra}, missing fields {absent}"
                if extra
                else f"{kind} record: missing fields {absent}"
            )
        for column in columns:
            _check_value(kind, column, record[column])
        values = {c: record[c] for c in columns}
        if kind == "namespace":
            self._unique(("namespace", owner), f"namespace {owner!r} appears twice")
            self._unique(("namespace id", values["id"]), f"namespace id {values['id']!r} twice")
            self.namespaces[str(owner)] = NamespaceExport(id=str(values["id"]))
        elif not isinstance(owner, str) or owner not in self.namespaces:
            raise TransferError(f"{kind} record of undeclared namespace {owner!r}")
        self._register(kind, str(owner), values)
        self.namespaces[str(owner)].rows.append((kind, values))

    def _register(self, kind: str, namespace: str, values: dict[str, Any]) -> None:
        key = {
            "bucket": ("name",),
            "document": ("id",),
            "chunk": ("id",),
            "memory": ("id",),
            "source": ("memory_id", "document_id"),
            "link": ("source_id", "target_id", "relation"),
            "dream": ("document_id",),
        }.get(kind)
        if key:
            scope = (namespace,) if kind == "bucket" else ()
            ident = (kind, *scope, *(values[k] for k in key))
            self._unique(ident, f"duplicate {kind} {ident[1:]!r}")
        if kind == "document":
            self.documents[values["id"]] = namespace
            if values["custom_id"] is not None:
                ident = ("custom id", namespace, values["custom_id"])
                self._unique(ident, f"duplicate document custom id {values['custom_id']!r}")
        elif kind == "memory":
            self.memories[values["id"]] = namespace
            self.references.append(("memory", values["root_id"], namespace, kind))
            if values["parent_id"] is not None:
                self.references.append(("memory", values["parent_id"], namespace, kind))
        elif kind == "chunk":
            ident = ("chunk position", values["document_id"], values["position"])
            self._unique(ident, f"two chunks at position {values['position']} of a document")
        if kind in ("chunk", "job", "dream"):
            self.references.append(("document", values["document_id"], namespace, kind))
        elif kind == "source":
            self.references.append(("memory", values["memory_id"], namespace, kind))
        elif kind == "link":
            self.references.append(("memory", values["source_id"], namespace, kind))
            self.references.append(("memory", values["target_id"], namespace, kind))

    def _unique(self, ident: tuple[Any, ...], message: str) -> None:
        if ident in self.seen:
            raise TransferError(message)
        self.seen.add(ident)

    def finish(self) -> Export:
        if self.header is None:
            raise TransferError("empty file: not a memhub export")
        if not self.ended:
            raise TransferError("no end record: the file was cut short (incomplete export)")
        for what, ident, namespace, kind in self.references:
            table = self.documents if what == "document" else self.memories
            if table.get(ident) != namespace:
                raise TransferError(
                    f"a {kind} record of namespace {namespace!r} refers to {what} {ident!r}, "
                    "which is not in that namespace of this file"
                )
        return Export(header=self.header, namespaces=self.namespaces)


def _check_value(kind: str, column: str, value: Any) -> None:
    if column in _INT_COLUMNS:
        ok = isinstance(value, int) and not isinstance(value, bool)
        expected = "an integer"
    elif column in _OBJECT_COLUMNS:
        ok, expected = isinstance(value, dict), "an object"
    elif column.startswith("is_"):
        ok, expected = isinstance(value, bool), "true or false"
    elif column in _REQUIRED:
        ok, expected = isinstance(value, str) and value != "", "a non-empty string"
    else:
        ok, expected = value is None or isinstance(value, str), "a string or null"
    if ok and column in _TIME_COLUMNS and value is not None:
        ok, expected = _is_time(value), "an ISO 8601 time"
    if ok and column in _CHOICES and value is not None:
        ok, expected = value in _CHOICES[column], f"one of {sorted(_CHOICES[column])}"
    if ok and (kind, column) == ("namespace", "name"):
        ok, expected = is_valid_namespace(value), "a valid namespace name"
    if not ok:
        raise TransferError(f"{kind} record: {column} must be {expected}, not {value!r}")


def _is_time(value: str) -> bool:
    # Stored times are read back with fromisoformat: one it cannot read would break
    # every later read of the row, so it never gets in.
    try:
        datetime.fromisoformat(value)
    except ValueError:
        return False
    return True


# -- import ------------------------------------------------------------------------------


@dataclass(frozen=True)
class ImportReport:
    imported: list[str]
    skipped: list[str]
    records: int


def import_export(engine: Engine, export: Export, progress: Progress | None = None) -> ImportReport:
    """Write a checked export into `engine`'s store, one transaction per namespace."""
    transfer = transfer_for(engine)
    existing = transfer.namespace_ids(list(export.namespaces))
    clashes = sorted(n for n, i in existing.items() if export.namespaces[n].id != i)
    if clashes:
        raise ImportConflict(
            f"namespace(s) {', '.join(clashes)} already exist on this server with other "
            "content; import only into namespaces that do not exist yet (delete them first "
            "if the export should replace them). Nothing was imported."
        )
    todo = {n: ns for n, ns in export.namespaces.items() if n not in existing}
    total = sum(1 for ns in todo.values() for kind, _ in ns.rows if kind in ("chunk", "memory"))
    embedded = records = 0
    imported: list[str] = []
    for name, namespace in todo.items():
        vectors: dict[str, Vector] = {}
        pending = [
            (values["id"], values["content" if kind == "chunk" else "text"])
            for kind, values in namespace.rows
            if kind in ("chunk", "memory")
        ]
        for start in range(0, len(pending), EMBED_BATCH):
            batch = pending[start : start + EMBED_BATCH]
            matrix = np.asarray(engine.embedder.embed([text for _, text in batch]))
            vectors.update({ident: matrix[i] for i, (ident, _) in enumerate(batch)})
            embedded += len(batch)
            if progress:
                progress("embedding", embedded, total)
        try:
            transfer.insert_namespace(namespace.id, namespace.rows, vectors)
        except Exception as exc:  # any failure rolls this namespace back: say which
            done = ", ".join(sorted(imported)) or "none"
            raise TransferError(
                f"namespace {name!r} was not imported ({type(exc).__name__}: {exc}); it was "
                f"rolled back. Imported before it: {done}"
            ) from exc
        engine.forget_namespace(name)
        imported.append(name)
        records += len(namespace.rows)
    if progress and not total:
        progress("embedding", 0, 0)
    return ImportReport(imported=imported, skipped=sorted(existing), records=records)
