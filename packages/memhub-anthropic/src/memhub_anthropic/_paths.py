"""Memory paths: what Claude may name, and the document id each file is stored under.

Claude addresses its memory as a small file tree under `/memories`. A path is
checked here before anything touches the store, and every rejection says what
to write instead, because the reader of the message is the model.

A file's document id is a reversible encoding of its path, so a file is always
found by id, never by search ranking. Segments are joined with `:`; letters,
digits, `.` and `-` stay as they are; `_` is doubled; any other character
becomes `_` plus the lowercase hex of each of its UTF-8 bytes:

    /memories/notes.md       -> memories:notes.md
    /memories/a_b.txt        -> memories:a__b.txt
    /memories/a/b.txt        -> memories:a:b.txt
    /memories/café plan.md   -> memories:caf_c3_a9_20plan.md

The ids use only `[A-Za-z0-9_.:-]`, so they need no escaping in a URL. An
encoding longer than the API's 255-character id limit is replaced by
`memories-sha256:` plus the SHA-256 of the path; such a file is still found by
id, and its path is kept in the document's metadata.
"""

from __future__ import annotations

import hashlib
import re
import unicodedata
from dataclasses import dataclass

__all__ = [
    "MAX_NAME_CHARS",
    "MAX_PATH_CHARS",
    "ROOT",
    "MemoryPath",
    "PathError",
    "file_document_id",
    "memory_file_id",
    "memory_file_path",
    "parse_path",
]

ROOT = "/memories"
MAX_PATH_CHARS = 1024
MAX_NAME_CHARS = 255
MAX_ID_CHARS = 255

_ID_PREFIX = "memories"
_HASHED_PREFIX = "memories-sha256:"
_LITERAL = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.-")
_PERCENT_ESCAPE = re.compile(r"%[0-9A-Fa-f]{2}")
# Control, format (zero-width, bidi overrides), surrogate and line/paragraph separators:
# invisible or layout-changing characters have no place in a name the model must repeat.
_FORBIDDEN_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Zl", "Zp"})


class PathError(ValueError):
    """A path Claude may not use; the message is written for the model."""


@dataclass(frozen=True)
class MemoryPath:
    """A checked path under `/memories`: `parts` are the segments below the root."""

    parts: tuple[str, ...]

    @property
    def path(self) -> str:
        return "/".join((ROOT, *self.parts))

    @property
    def is_root(self) -> bool:
        return not self.parts

    @property
    def name(self) -> str:
        return self.parts[-1] if self.parts else ROOT

    def ancestors(self) -> list[MemoryPath]:
        """The directories above this path, nearest first, excluding the root."""
        return [MemoryPath(self.parts[:i]) for i in range(len(self.parts) - 1, 0, -1)]

    def contains(self, other: MemoryPath) -> bool:
        """True when `other` lies strictly below this directory."""
        return len(other.parts) > len(self.parts) and other.parts[: len(self.parts)] == self.parts

    def child(self, relative: tuple[str, ...]) -> MemoryPath:
        return MemoryPath(self.parts + relative)

    def __str__(self) -> str:
        return self.path


def parse_path(raw: object, *, field: str = "path") -> MemoryPath:
    """Check a path from a tool call; raise `PathError` with a message for the model."""
    if not isinstance(raw, str) or not raw:
        raise PathError(f"`{field}` must be a path under {ROOT}, such as {ROOT}/notes.md.")
    if len(raw) > MAX_PATH_CHARS:
        raise PathError(
            f"The path is {len(raw)} characters long; the limit is {MAX_PATH_CHARS}. "
            "Use shorter directory and file names."
        )
    for position, char in enumerate(raw):
        if unicodedata.category(char) in _FORBIDDEN_CATEGORIES:
            raise PathError(
                f"The path contains the invisible or control character U+{ord(char):04X} "
                f"at position {position}. Use printable characters only."
            )
    if "\\" in raw:
        raise PathError(
            f"Backslashes are not allowed in memory paths ({raw}). Separate directories with '/'."
        )
    if _PERCENT_ESCAPE.search(raw):
        raise PathError(
            f"Percent-encoded sequences such as %2e are not allowed in memory paths ({raw}). "
            "Write the characters themselves."
        )
    if raw != ROOT and not raw.startswith(ROOT + "/"):
        raise PathError(
            f"Only paths under {ROOT} are allowed, and {raw} is not one. "
            f"Use a path such as {ROOT}/notes.md."
        )
    relative = raw[len(ROOT) + 1 :]
    if relative.endswith("/"):  # `/memories/dir/` names the directory `/memories/dir`
        relative = relative[:-1]
    parts = tuple(relative.split("/")) if relative else ()
    for part in parts:
        _check_segment(part, raw)
    return MemoryPath(parts)


def _check_segment(part: str, raw: str) -> None:
    if not part:
        raise PathError(f"The path {raw} has an empty segment ('//'). Remove the extra '/'.")
    # NFKC folds look-alikes such as U+FF0E (fullwidth full stop) into '.'.
    if unicodedata.normalize("NFKC", part) in (".", ".."):
        raise PathError(
            f"'.' and '..' segments are not allowed ({raw}): memory paths cannot leave "
            f"{ROOT} or refer to the current directory. Write the full path from {ROOT}."
        )
    if part != part.strip():
        raise PathError(
            f"The name {part!r} in {raw} begins or ends with whitespace. Remove the spaces."
        )
    if len(part) > MAX_NAME_CHARS:
        raise PathError(
            f"A name in {raw} is {len(part)} characters long; the limit is {MAX_NAME_CHARS}."
        )


# -- document ids ----------------------------------------------------------------------


def file_document_id(path: MemoryPath) -> str:
    """The document id of the file at `path` (never the root, which is a directory)."""
    if path.is_root:
        raise ValueError(f"{ROOT} is a directory and has no document id")
    encoded = _ID_PREFIX + "".join(":" + _escape(part) for part in path.parts)
    if len(encoded) <= MAX_ID_CHARS:
        return encoded
    return _HASHED_PREFIX + hashlib.sha256(path.path.encode("utf-8")).hexdigest()


def memory_file_id(path: str) -> str:
    """The memhub document id of the memory file at `path` (ValueError for a bad path).

    >>> memory_file_id("/memories/a_b.txt"), memory_file_id("/memories/a/b.txt")
    ('memories:a__b.txt', 'memories:a:b.txt')
    """
    checked = parse_path(path)
    if checked.is_root:
        raise PathError(f"{ROOT} is a directory; only files have document ids.")
    return file_document_id(checked)


def memory_file_path(document_id: str) -> str | None:
    """The path a document id encodes; None for hashed ids (see the document's
    `file_path` metadata) and for ids that are not memory-file ids."""
    if not document_id.startswith(_ID_PREFIX + ":"):
        return None
    try:
        parts = tuple(_unescape(p) for p in document_id[len(_ID_PREFIX) + 1 :].split(":"))
    except ValueError:
        return None
    path = "/".join((ROOT, *parts))
    try:
        checked = parse_path(path)
    except PathError:
        return None
    # Only canonical encodings map back: each path has exactly one id.
    if checked.is_root or file_document_id(checked) != document_id:
        return None
    return path


def _escape(part: str) -> str:
    out: list[str] = []
    for char in part:
        if char in _LITERAL:
            out.append(char)
        elif char == "_":
            out.append("__")
        else:
            out.extend(f"_{byte:02x}" for byte in char.encode("utf-8"))
    return "".join(out)


def _unescape(encoded: str) -> str:
    data = bytearray()
    i = 0
    while i < len(encoded):
        char = encoded[i]
        if char != "_":
            data += char.encode("ascii")
            i += 1
        elif encoded[i + 1 : i + 2] == "_":
            data += b"_"
            i += 2
        else:
            data.append(int(encoded[i + 1 : i + 3], 16))
            i += 3
    return data.decode("utf-8")
