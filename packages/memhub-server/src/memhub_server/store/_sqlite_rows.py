"""Rows to records: each field of a record is read from the column of its name.

SQLite keeps objects as JSON text, booleans as 0/1 and times as ISO text; those
columns are decoded by the field's name, the same way for every record.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable
from dataclasses import fields
from datetime import datetime
from operator import itemgetter
from typing import TYPE_CHECKING, Any, TypeVar

if TYPE_CHECKING:
    from _typeshed import DataclassInstance

__all__ = ["reader"]

D = TypeVar("D", bound="DataclassInstance")


def _optional_time(value: str | None) -> datetime | None:
    return datetime.fromisoformat(value) if value else None


_DECODERS: dict[str, Callable[[Any], Any]] = {
    "metadata": json.loads,
    "group": json.loads,
    "created_at": datetime.fromisoformat,
    "updated_at": datetime.fromisoformat,
    "forget_after": _optional_time,
    "is_inference": bool,
    "is_latest": bool,
    "is_forgotten": bool,
}


def reader(record: type[D], **columns: str) -> Callable[[sqlite3.Row], D]:
    """How to read a `record` (a dataclass) from a row: each field from the column of
    its name, or of the name `columns` gives it, decoded where `_DECODERS` says so."""
    names = [f.name for f in fields(record)]
    get = itemgetter(*(columns.get(name, name) for name in names))
    decoded = [(i, _DECODERS[name]) for i, name in enumerate(names) if name in _DECODERS]

    def read(row: sqlite3.Row) -> D:
        values = list(get(row))
        for i, decode in decoded:
            values[i] = decode(values[i])
        return record(*values)

    return read
