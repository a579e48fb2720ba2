"""The memory tool's commands, written once for the sync and the async tool.

Each command is a plan (see `_store`): it yields the store operations it needs
and returns the text Claude reads. Anything Claude got wrong raises `ToolError`
with a message that says what to do instead, before anything is written: bad
input (a path or text the store cannot hold, a line number outside the file, an
edit of the `/memories` directory) never escapes as another exception.

Directories are not stored: a directory exists while some file lies below it.
"""

from __future__ import annotations

import contextlib
import enum
from collections.abc import Mapping
from typing import Any

from anthropic.lib.tools import ToolError

from memhub import MemhubError

from . import _store as store
from ._paths import ROOT, MemoryPath, PathError, file_document_id, parse_path
from ._records import (
    KIND_KEY,
    KIND_VALUE,
    PATH_KEY,
    RENAME_SOURCE_KEY,
    FileEntry,
    FileRecord,
    entry_from,
    file_metadata,
    record_from,
    stored_content,
)
from ._store import Plan
from ._text import Lines, human_size, insert_text, replace_once, view_file

__all__ = ["clear_all", "create", "delete", "insert", "rename", "str_replace", "view"]

LISTING_DEPTH = 2
_FILES: dict[str, Any] = {"field": KIND_KEY, "operator": "eq", "value": KIND_VALUE}
_COPIES: dict[str, Any] = {
    "operator": "and",
    "operands": [_FILES, {"field": RENAME_SOURCE_KEY, "operator": "neq", "value": ""}],
}


class State(enum.Enum):
    ABSENT = "absent"
    LIVE = "live"
    HIDDEN = "hidden"
    """The new document of an unfinished rename: present in the store, not yet visible."""


# -- commands ----------------------------------------------------------------------------


def view(command: object) -> Plan[str]:
    raw = _arg(command, "path")
    path = _path(raw)
    view_range = _arg(command, "view_range")
    if not path.is_root and not str(raw).endswith("/"):
        state, record = yield from _resolve(path)
        if state is State.LIVE and record is not None:
            return view_file(path.path, record.text, view_range)
    entries = yield from _list_files(path)
    if not entries and not path.is_root:
        raise _not_found(path)
    return _render_listing(path, entries)


def create(command: object) -> Plan[str]:
    raw = _arg(command, "path")
    path = _path(raw)
    if path.is_root or str(raw).endswith("/"):
        raise ToolError(
            f"create needs a file path such as {ROOT}/notes.md; {raw} names a directory."
        )
    text = _arg(command, "file_text")
    if not isinstance(text, str):
        raise ToolError("create needs `file_text`: the full content of the file (it may be empty).")
    _check_text(text, "file_text")
    state, _ = yield from _resolve(path)
    if state is State.ABSENT:
        yield from _require_free(path, "create")
    yield from _write(path, text, exists=state is not State.ABSENT)
    verb = "Overwrote" if state is State.LIVE else "Created"
    return f"{verb} {path} ({_describe(text)})."


def str_replace(command: object) -> Plan[str]:
    path = _path(_arg(command, "path"))
    old, new = _arg(command, "old_str"), _arg(command, "new_str")
    if not isinstance(old, str) or not old:
        raise ToolError("str_replace needs a non-empty `old_str`: the exact text to replace.")
    if not isinstance(new, str):
        raise ToolError("str_replace needs `new_str`: the replacement text (it may be empty).")
    _check_text(old, "old_str")
    _check_text(new, "new_str")
    record = yield from _require_file(path, "str_replace")
    updated, snippet = replace_once(path.path, record.text, old, new)
    yield from _write(path, updated, exists=True)
    if not snippet:
        return f"Edited {path}. The file is now empty."
    return f"Edited {path}. The changed lines now read:\n{snippet}"


def insert(command: object) -> Plan[str]:
    path = _path(_arg(command, "path"))
    line, text = _arg(command, "insert_line"), _arg(command, "insert_text")
    if not isinstance(line, int) or isinstance(line, bool):
        raise ToolError(
            "insert needs `insert_line`: the line number to insert after (0 = top of the file)."
        )
    if not isinstance(text, str):
        raise ToolError("insert needs `insert_text`: the text to insert.")
    _check_text(text, "insert_text")
    record = yield from _require_file(path, "insert")
    updated, count = insert_text(path.path, record.text, line, text)
    yield from _write(path, updated, exists=True)
    where = "at the top of" if line == 0 else f"after line {line} of"
    return f"Inserted {count} line{'s' if count != 1 else ''} {where} {path}."


def delete(command: object) -> Plan[str]:
    path = _path(_arg(command, "path"))
    if path.is_root:
        raise ToolError(
            f"{ROOT} itself cannot be deleted. Delete the files or directories inside it."
        )
    state, record = yield from _resolve(path)
    if state is State.LIVE and record is not None:
        yield from _remove([record.id], path)
        return f"Deleted {path}."
    entries = yield from _list_files(path)
    if not entries:
        raise _not_found(path)
    yield from _remove([e.id for e in entries], path)
    return f"Deleted the directory {path} and the {_count(len(entries), 'file')} in it."


def rename(command: object) -> Plan[str]:
    old = _path(_arg(command, "old_path"), field="old_path")
    new = _path(_arg(command, "new_path"), field="new_path")
    if old.is_root or new.is_root:
        raise ToolError(f"{ROOT} itself cannot be renamed, nor replaced by a rename.")
    if old == new:
        raise ToolError(f"old_path and new_path are the same ({old}); nothing to rename.")
    if old.contains(new):
        raise ToolError(f"{old} cannot be moved inside itself ({new}).")
    state, record = yield from _resolve(old)
    moves: list[tuple[FileRecord, MemoryPath]] = []
    if state is State.LIVE and record is not None:
        moves.append((record, new))
    else:
        for entry in (yield from _list_files(old)):
            resolved = yield from _resolve(entry.path)
            moves.append((_loaded(entry, resolved), _moved(entry, old, new)))
        if not moves:
            raise _not_found(old)
    target_state, _ = yield from _resolve(new)
    if target_state is State.LIVE:
        raise ToolError(f"{new} already exists. Delete it first or choose another new_path.")
    yield from _require_free(new, "rename to")
    yield from _move(moves)
    if state is State.LIVE:
        return f"Renamed {old} to {new}."
    return f"Renamed the directory {old} to {new} ({_count(len(moves), 'file')} moved)."


def clear_all() -> Plan[str]:
    """Delete every memory file (and unfinished rename) this tool keeps in the namespace."""
    items = yield from store.list_all(_FILES)
    ids = [i.id for i in items if entry_from(i.id, i.metadata) is not None]
    result = yield from store.remove(ids)
    return f"Deleted {_count(result.count, 'memory file')}."


# -- reading -----------------------------------------------------------------------------


def _resolve(path: MemoryPath) -> Plan[tuple[State, FileRecord | None]]:
    """Whether a file is at `path`, and its record when the store holds one."""
    if path.is_root:
        return State.ABSENT, None  # the root is always a directory, never a file
    document_id = file_document_id(path)
    document = yield from store.fetch(document_id)
    if document is None:
        return State.ABSENT, None
    try:
        record = record_from(document_id, document.content, document.metadata)
    except ValueError:
        raise ToolError(
            f"{path} is taken by a document the memory tool did not write "
            f"(id {document_id}). Choose another path."
        ) from None
    if record.rename_source is not None:
        # The rename commits when its source is deleted; until then this copy is invisible.
        source = yield from store.fetch(record.rename_source)
        if source is not None:
            return State.HIDDEN, record
    return State.LIVE, record


def _list_files(directory: MemoryPath) -> Plan[list[FileEntry]]:
    """The visible files below `directory`, at any depth, ordered by path."""
    if directory.is_root:
        query = _FILES
    else:
        # `contains` narrows the page server-side; the prefix test below makes it exact.
        below = {"field": PATH_KEY, "operator": "contains", "value": directory.path + "/"}
        query = {"operator": "and", "operands": [_FILES, below]}
    found: dict[MemoryPath, FileEntry] = {}
    for item in (yield from store.list_all(query)):
        entry = entry_from(item.id, item.metadata)
        if entry is None or not (directory.is_root or directory.contains(entry.path)):
            continue
        source = entry.rename_source
        if source is not None and (yield from store.fetch(source)) is not None:
            continue  # the new copy of an unfinished rename
        known = found.get(entry.path)
        if known is None or entry.id == file_document_id(entry.path):
            found[entry.path] = entry
    return [found[p] for p in sorted(found, key=lambda p: p.parts)]


def _require_file(path: MemoryPath, command: str) -> Plan[FileRecord]:
    state, record = yield from _resolve(path)
    if state is State.LIVE and record is not None:
        return record
    if not path.is_root and not (yield from _list_files(path)):
        raise _not_found(path)
    raise ToolError(f"{path} is a directory; {command} works on files. View it to see its files.")


def _require_free(path: MemoryPath, action: str) -> Plan[None]:
    """Refuse a new file where a directory is, or below a path that is a file."""
    for ancestor in path.ancestors():
        state, _ = yield from _resolve(ancestor)
        if state is State.LIVE:
            raise ToolError(f"Cannot {action} {path}: {ancestor} is a file, not a directory.")
    inside = yield from _list_files(path)
    if inside:
        raise ToolError(
            f"Cannot {action} {path}: it is a directory holding "
            f"{_count(len(inside), 'file')}. Choose another name."
        )


def _loaded(entry: FileEntry, resolved: tuple[State, FileRecord | None]) -> FileRecord:
    state, record = resolved
    if state is not State.LIVE or record is None:
        raise ToolError(f"{entry.path} changed while it was being renamed. Try again.")
    return record


def _moved(entry: FileEntry, old: MemoryPath, new: MemoryPath) -> MemoryPath:
    return new.child(entry.path.parts[len(old.parts) :])


# -- writing -----------------------------------------------------------------------------


def _write(path: MemoryPath, text: str, *, exists: bool) -> Plan[None]:
    """Make `text` the file's whole content: replace the document, or create it."""
    document_id = file_document_id(path)
    content, metadata = stored_content(text), file_metadata(path, text)
    # Replacing, never adding to, an existing id: an add to a known id would append.
    if exists and (yield from store.replace(document_id, content, metadata)):
        return
    yield from store.add(document_id, content, metadata)


def _remove(ids: list[str], path: MemoryPath) -> Plan[None]:
    """Delete files, and any copy a failed rename left of them: with its source gone, such
    a copy would otherwise come to life."""
    stale = yield from _stale_copies(set(ids), keep=set())
    result = yield from store.remove(ids + stale)
    if result.errors:
        missing = ", ".join(e.id for e in result.errors[:5])
        raise ToolError(
            f"Deleting {path} was incomplete: {_count(len(result.errors), 'document')} "
            f"could not be deleted ({missing}). View {path} and try again."
        )


def _move(moves: list[tuple[FileRecord, MemoryPath]]) -> Plan[None]:
    """Write every target as a hidden copy, then delete the sources: each delete commits."""
    written: list[tuple[FileRecord, str]] = []
    try:
        for record, target in moves:
            target_id = file_document_id(target)
            metadata = file_metadata(target, record.text, rename_source=record.id)
            content = stored_content(record.text)
            if not (yield from store.replace(target_id, content, metadata)):
                yield from store.add(target_id, content, metadata)
            written.append((record, target_id))
        sources = [record.id for record, _ in moves]
        stale = yield from _stale_copies(set(sources), keep={target for _, target in moves})
        result = yield from store.remove(sources + stale)
    except MemhubError:
        yield from _discard_uncommitted(written)
        raise
    if any(error.id in sources for error in result.errors):
        yield from _discard_uncommitted(written)
        raise ToolError(
            "The rename was not completed: some source files could not be removed. "
            "View the directories involved and try again."
        )
    for record, target in moves:
        # Drop the marker. Harmless if this fails: the deleted source already committed.
        with contextlib.suppress(MemhubError):
            yield from store.replace(
                file_document_id(target), None, file_metadata(target, record.text)
            )


def _stale_copies(sources: set[str], *, keep: set[MemoryPath]) -> Plan[list[str]]:
    """Ids of copies, other than at `keep`, that unfinished renames made of `sources`."""
    stale = []
    for item in (yield from store.list_all(_COPIES)):
        entry = entry_from(item.id, item.metadata)
        if entry is not None and entry.rename_source in sources and entry.path not in keep:
            stale.append(item.id)
    return stale


def _discard_uncommitted(written: list[tuple[FileRecord, str]]) -> Plan[None]:
    """Delete the copies whose source still exists; copies whose source is gone are live."""
    try:
        stale = []
        for record, target_id in written:
            if (yield from store.fetch(record.id)) is not None:
                stale.append(target_id)
        if stale:
            yield from store.remove(stale)
    except MemhubError:
        pass  # A copy left behind stays invisible while its source exists.


# -- rendering ---------------------------------------------------------------------------


def _render_listing(directory: MemoryPath, entries: list[FileEntry]) -> str:
    """Sizes and paths, two levels deep; a directory's size is the sum of its files."""
    sizes: dict[tuple[tuple[str, ...], bool], int] = {}
    for entry in entries:
        relative = entry.path.parts[len(directory.parts) :]
        for depth in range(1, min(len(relative), LISTING_DEPTH) + 1):
            key = (relative[:depth], depth < len(relative))
            sizes[key] = sizes.get(key, 0) + entry.size
    total = sum(e.size for e in entries)
    lines = [f"{human_size(total)}\t{directory}"]
    for (relative, is_dir), size in sorted(sizes.items()):
        lines.append(f"{human_size(size)}\t{directory}/{'/'.join(relative)}{'/' if is_dir else ''}")
    header = (
        f"{directory} holds {_count(len(entries), 'file')}. "
        f"Sizes and paths, up to {LISTING_DEPTH} levels deep:"
    )
    return header + "\n" + "\n".join(lines)


# -- arguments and messages ---------------------------------------------------------------


def _arg(command: object, name: str) -> object:
    if isinstance(command, Mapping):
        return command.get(name)
    return getattr(command, name, None)


def _path(raw: object, *, field: str = "path") -> MemoryPath:
    try:
        return parse_path(raw, field=field)
    except PathError as exc:
        raise ToolError(str(exc)) from None


def _check_text(text: str, field: str) -> None:
    """Refuse text that is not valid Unicode: a lone UTF-16 surrogate (U+D800..U+DFFF)
    cannot be stored or sent on, and would otherwise fail deep inside a write."""
    if text.isascii():
        return
    try:
        text.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise ToolError(
            f"`{field}` contains U+{ord(text[exc.start]):04X} at position {exc.start}, half "
            "of a UTF-16 surrogate pair and not a character on its own. Write the intended "
            "character itself, or leave it out."
        ) from None


def _not_found(path: MemoryPath) -> ToolError:
    return ToolError(f"{path} does not exist. View {ROOT} to see which files exist.")


def _describe(text: str) -> str:
    size = len(text.encode("utf-8"))
    return f"{_count(len(Lines.parse(text).lines), 'line')}, {human_size(size)}"


def _count(n: int, noun: str) -> str:
    return f"{n} {noun}{'' if n == 1 else 's'}"
