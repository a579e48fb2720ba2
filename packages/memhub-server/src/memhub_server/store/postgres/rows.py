"""Rows to records: PostgreSQL hands back JSON, booleans and times already decoded, so
a record is its fields read by name (the document's `group` from column `grp`)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import fields
from typing import TYPE_CHECKING, Any, TypeVar

from ..base import ChunkRecord, DocumentHead, DocumentRecord
from ..memories import MemoryRecord

if TYPE_CHECKING:
    from _typeshed import DataclassInstance

__all__ = ["read_chunk", "read_document", "read_head", "read_memory"]

D = TypeVar("D", bound="DataclassInstance")


def reader(record: type[D], **columns: str) -> Callable[[Mapping[str, Any]], D]:
    names = [(f.name, columns.get(f.name, f.name)) for f in fields(record)]

    def read(row: Mapping[str, Any]) -> D:
        return record(**{name: row[column] for name, column in names})

    return read


read_document = reader(DocumentRecord, group="grp")
read_head = reader(DocumentHead)
read_chunk = reader(ChunkRecord)
read_memory = reader(MemoryRecord)
