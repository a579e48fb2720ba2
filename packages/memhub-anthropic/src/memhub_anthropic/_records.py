"""How a memory file is kept as a memhub document: content, metadata, visibility.

The document's content is the file's text, verbatim, so it flows through the
normal pipeline (chunks, then memories) like anything else the user shares.
Two cases need help from metadata:

- The API refuses empty or whitespace-only content, so such a file is stored
  with a fixed placeholder as content and its exact text under `file_blank_text`.
- A rename writes the new document before deleting the old one. Until the old
  one is gone, the new one carries `rename_source` (the old document's id) and
  counts as absent; deleting the source is the single step that commits the move.

Every write sends every key, so a server that merges metadata instead of
replacing it still ends with the right values.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from memhub.types import MetadataValue

from ._paths import MemoryPath, file_document_id, parse_path
from ._text import Lines

__all__ = [
    "BLANK_PLACEHOLDER",
    "KIND_KEY",
    "KIND_VALUE",
    "PATH_KEY",
    "RENAME_SOURCE_KEY",
    "FileEntry",
    "FileRecord",
    "entry_from",
    "file_metadata",
    "record_from",
    "stored_content",
]

KIND_KEY = "claude_memory_type"
KIND_VALUE = "file"
PATH_KEY = "file_path"
SIZE_KEY = "file_size"
LINES_KEY = "line_count"
BLANK_KEY = "file_blank"
BLANK_TEXT_KEY = "file_blank_text"
RENAME_SOURCE_KEY = "rename_source"

BLANK_PLACEHOLDER = "(empty memory file)"


@dataclass(frozen=True)
class FileEntry:
    """A memory file as listed: where it is and how large, without its text."""

    id: str
    path: MemoryPath
    size: int
    rename_source: str | None
    """Set on the new document of a rename until the rename has removed its source."""


@dataclass(frozen=True)
class FileRecord(FileEntry):
    """A memory file as read back from its document, text included."""

    text: str


def stored_content(text: str) -> str:
    """The document content for a file's text (the API rejects blank content)."""
    return text if text.strip() else BLANK_PLACEHOLDER


def file_metadata(
    path: MemoryPath, text: str, *, rename_source: str | None = None
) -> dict[str, MetadataValue]:
    blank = not text.strip()
    return {
        KIND_KEY: KIND_VALUE,
        PATH_KEY: path.path,
        SIZE_KEY: len(text.encode("utf-8")),
        LINES_KEY: len(Lines.parse(text).lines),
        BLANK_KEY: blank,
        BLANK_TEXT_KEY: text if blank else "",
        RENAME_SOURCE_KEY: rename_source or "",
    }


def entry_from(document_id: str, metadata: dict[str, Any]) -> FileEntry | None:
    """The file a listed document describes, or None when it is not a memory file."""
    path = _path_of(metadata)
    if metadata.get(KIND_KEY) != KIND_VALUE or path is None or path.is_root:
        return None
    size = metadata.get(SIZE_KEY)
    source = metadata.get(RENAME_SOURCE_KEY)
    return FileEntry(
        id=document_id,
        path=path,
        size=size if isinstance(size, int) and not isinstance(size, bool) else 0,
        rename_source=source if isinstance(source, str) and source else None,
    )


def record_from(document_id: str, content: str | None, metadata: dict[str, Any]) -> FileRecord:
    """The file stored under `document_id`; ValueError when that document is not one.

    The id must be the one the path encodes, so a document that merely copies the
    marker cannot stand in for a file at another path.
    """
    entry = entry_from(document_id, metadata)
    if entry is None or file_document_id(entry.path) != document_id:
        raise ValueError(f"document {document_id} is not a memory file")
    if metadata.get(BLANK_KEY) is True:
        blank = metadata.get(BLANK_TEXT_KEY)
        text = blank if isinstance(blank, str) else ""
    else:
        text = content or ""
    return FileRecord(
        id=document_id,
        path=entry.path,
        size=len(text.encode("utf-8")),
        rename_source=entry.rename_source,
        text=text,
    )


def _path_of(metadata: dict[str, Any]) -> MemoryPath | None:
    raw = metadata.get(PATH_KEY)
    if not isinstance(raw, str):
        return None
    try:
        return parse_path(raw)
    except ValueError:
        return None
