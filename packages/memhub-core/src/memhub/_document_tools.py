"""What the read-only document tools show a model: bounded, JSON-ready views.

`memhub.tools` offers `list_documents` and `get_document` to every adapter and the
MCP server offers the same two; both shape their answers here, so a model sees one
layout whichever way it reached memhub. Every view is bounded: a page holds at most
`LIST_LIMIT` documents, a summary is cut, and a document's text stops at the call's
character budget with the total length reported, so the model knows to ask again.
"""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .types import Document, DocumentListItem, Pagination

__all__ = [
    "DOCUMENT_MAX_CHARS",
    "DOCUMENT_TEXT_DEFAULT",
    "LIST_LIMIT",
    "cut",
    "document_detail",
    "document_entry",
    "pages",
    "when",
]

LIST_LIMIT = 50
"""Most documents one page of `list_documents` returns."""
DOCUMENT_TEXT_DEFAULT = 20_000
"""Characters of a document's text `get_document` returns unless asked for fewer or more."""
DOCUMENT_MAX_CHARS = 100_000
"""The most characters of text one `get_document` call may ask for."""
SUMMARY_CHARS = 500


def when(value: datetime | None) -> str | None:
    return None if value is None else value.isoformat()


def cut(value: str | None, limit: int) -> str | None:
    """`value` shortened to `limit` characters, marked with an ellipsis when cut."""
    if value is None or len(value) <= limit:
        return value
    return value[:limit] + " …"


def pages(pagination: Pagination) -> dict[str, int]:
    return {
        "page": pagination.current_page,
        "totalPages": pagination.total_pages,
        "total": pagination.total_items,
    }


def document_entry(document: DocumentListItem) -> dict[str, Any]:
    """One document in a listing: what it is, never its text."""
    return {
        "id": document.id,
        "title": document.title,
        "type": document.type,
        "status": document.system.status,
        "summary": cut(document.summary, SUMMARY_CHARS),
        "createdAt": when(document.system.created_at),
        "updatedAt": when(document.system.updated_at),
    }


def document_detail(document: Document, max_chars: int) -> dict[str, Any]:
    """A document with up to `max_chars` of its text; `truncated` says whether more exists."""
    content = document.content or ""
    return {
        "id": document.id,
        "title": document.title,
        "type": document.type,
        "status": document.system.status,
        "summary": cut(document.summary, 2000),
        "createdAt": when(document.system.created_at),
        "updatedAt": when(document.system.updated_at),
        "content": content[:max_chars],
        "truncated": len(content) > max_chars,
        "totalChars": len(content),
    }
