"""What every backend decides alike about documents: how a re-sent document merges
into the stored one, which columns an update may set, and the listing order."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from .base import STORE_ONLY, NewDocument

__all__ = ["UPDATABLE", "appended_content", "changed_fields", "order_by", "update_statement"]

UPDATABLE = frozenset(
    {
        "content",
        "title",
        "metadata",
        "grp",
        "supporting_context",
        "date",
        "task_type",
        "dreaming",
        "status",
        "dreaming_status",
        "error",
        "updated_at",
        "type",
        "url",
        "summary",
    }
)


def order_by(sort: str, descending: bool) -> str:
    """ORDER BY terms for listing documents (ties broken by id, so paging is stable)."""
    column = {"createdAt": "d.created_at", "updatedAt": "d.updated_at"}.get(sort, "d.created_at")
    return f"{column} {'DESC' if descending else 'ASC'}, d.id"


def update_statement(fields: Mapping[str, Any], mark: str) -> str:
    """`UPDATE documents` setting `fields` (in order) for one id, with `mark` as the
    placeholder; refuses a column no update may set."""
    unknown = set(fields) - UPDATABLE
    if unknown:
        raise ValueError(f"not updatable: {sorted(unknown)}")
    assignments = ", ".join(f"{name} = {mark}" for name in fields)
    return f"UPDATE documents SET {assignments} WHERE id = {mark}"


def appended_content(old: str, incoming: str) -> tuple[str, str] | None:
    """(the document's new content, the text new to it) when `incoming` brings anything
    new to a document holding `old`; None when it is already stored."""
    # Already stored: an identical re-send, or a retry of the last piece appended
    # (its response was lost). Text that merely occurs earlier in the document is a
    # new turn that happens to repeat an old one, and is appended.
    if incoming == old or old.endswith(f"\n\n{incoming}"):
        return None
    if incoming.startswith(old):
        # A client re-sending its whole transcript: only the tail is new.
        delta = incoming[len(old) :].lstrip("\n")
        content = incoming
    else:
        delta, content = incoming, f"{old}\n\n{incoming}"
    return (content, delta) if delta.strip() else None


def changed_fields(
    current: Any, metadata: dict[str, Any], new: NewDocument, encode: Callable[[Any], Any]
) -> dict[str, Any]:
    """Non-content fields an add with a reused id brings: `current` is the stored row
    (read by column name), `metadata` its decoded metadata, which merges key by key;
    objects are stored as `encode` makes them."""
    fields: dict[str, Any] = {}
    if new.metadata:
        fields["metadata"] = encode({**metadata, **new.metadata})
    if new.group:
        fields["grp"] = encode(new.group)
    for name in ("supporting_context", "date", "task_type", "dreaming", "title"):
        value = getattr(new, name)
        if value is not None and value != current[name]:
            fields[name] = value
    if "task_type" in fields and STORE_ONLY in (fields["task_type"], current["task_type"]):
        # Whether a document is indexed is fixed when it is created (the service
        # refuses the switch; this keeps a racing append from making it half-indexed).
        del fields["task_type"]
    return fields
