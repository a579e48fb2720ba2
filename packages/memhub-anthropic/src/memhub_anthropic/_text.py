"""Line-level reading and editing of a memory file's text, exactly as stored.

Edits never normalise what they do not touch: line endings (LF or CRLF), a
missing final newline, tabs and trailing spaces all survive a `str_replace` or
an `insert` elsewhere in the file. Errors are `ToolError`s worded for the model.
"""

from __future__ import annotations

from dataclasses import dataclass

from anthropic.lib.tools import ToolError

__all__ = ["Lines", "human_size", "insert_text", "numbered", "replace_once", "view_file"]

LINE_NUMBER_WIDTH = 6
SNIPPET_CONTEXT = 2


@dataclass(frozen=True)
class Lines:
    """A text as lines without terminators, plus what it takes to rebuild it byte for byte."""

    lines: list[str]
    newline: str
    trailing: bool

    @classmethod
    def parse(cls, text: str) -> Lines:
        # CRLF only when every line break is one; in a mixed file the CRs stay in the lines.
        newline = "\r\n" if "\n" in text and text.count("\n") == text.count("\r\n") else "\n"
        trailing = text.endswith(newline)
        body = text[: -len(newline)] if trailing else text
        lines = body.split(newline) if body or trailing else []
        return cls(lines, newline, trailing)

    def render(self) -> str:
        return self.newline.join(self.lines) + (self.newline if self.trailing else "")


def numbered(lines: list[str], first: int) -> str:
    return "\n".join(
        f"{number:>{LINE_NUMBER_WIDTH}}\t{line}" for number, line in enumerate(lines, first)
    )


def view_file(path: str, text: str, view_range: object) -> str:
    """The file with 1-based line numbers, whole or `view_range` [start, end] (end -1 = last)."""
    lines = Lines.parse(text).lines
    total = len(lines)
    if view_range is None:
        if not lines:
            return f"{path} is empty (0 lines)."
        return f"{path} ({total} line{'' if total == 1 else 's'}):\n{numbered(lines, 1)}"
    start, end = _check_range(view_range, total, path)
    return f"{path}, lines {start}-{end} of {total}:\n{numbered(lines[start - 1 : end], start)}"


def _check_range(view_range: object, total: int, path: str) -> tuple[int, int]:
    if (
        not isinstance(view_range, list | tuple)
        or len(view_range) != 2
        or not all(isinstance(n, int) and not isinstance(n, bool) for n in view_range)
    ):
        raise ToolError(
            "view_range must be two line numbers [start, end], e.g. [1, 20]; "
            "use -1 as end to read to the end of the file."
        )
    start, end = view_range
    if total == 0:
        raise ToolError(f"{path} is empty, so it has no lines to show. View it without view_range.")
    if not 1 <= start <= total:
        raise ToolError(f"view_range start {start} is out of range: {path} has lines 1 to {total}.")
    if end == -1:
        return start, total
    if end < start:
        raise ToolError(
            f"view_range end {end} is before start {start}. Use an end of at least {start}, "
            "or -1 to read to the end of the file."
        )
    # Reading past the end is harmless: show what exists; the header says how many lines there are.
    return start, min(end, total)


def replace_once(path: str, text: str, old: str, new: str) -> tuple[str, str]:
    """Replace the single occurrence of `old` literally; return the new text and a snippet."""
    positions = _occurrences(text, old)
    if not positions:
        raise ToolError(
            f"No replacement was made: old_str does not appear in {path}. It must match the "
            "file exactly, including whitespace and line breaks; view the file to check."
        )
    if len(positions) > 1:
        where = ", ".join(str(text.count("\n", 0, p) + 1) for p in positions)
        raise ToolError(
            f"No replacement was made: old_str appears {len(positions)} times in {path} "
            f"(starting on lines {where}). Include more surrounding text so it matches once."
        )
    at = positions[0]
    updated = text[:at] + new + text[at + len(old) :]
    first = text.count("\n", 0, at)  # 0-based line where the change starts
    last = first + new.count("\n")
    lines = Lines.parse(updated).lines
    low = max(0, first - SNIPPET_CONTEXT)
    high = min(len(lines), last + SNIPPET_CONTEXT + 1)
    return updated, numbered(lines[low:high], low + 1)


def _occurrences(text: str, old: str) -> list[int]:
    """Start offsets of `old`, overlapping ones included: "aa" occurs twice in "aaa"."""
    found: list[int] = []
    at = text.find(old)
    while at != -1:
        found.append(at)
        at = text.find(old, at + 1)
    return found


def insert_text(path: str, text: str, after_line: int, inserted: str) -> tuple[str, int]:
    """Insert `inserted` after line `after_line` (0 = at the top); return text and line count."""
    parsed = Lines.parse(text)
    total = len(parsed.lines)
    if not 0 <= after_line <= total:
        raise ToolError(
            f"insert_line {after_line} is out of range: {path} has {total} lines. "
            f"Use 0 to insert at the top, or {total} to add after the last line."
        )
    # One trailing line break ends the inserted line; it does not add a blank one.
    for ending in ("\r\n", "\n"):
        if inserted.endswith(ending):
            inserted = inserted[: -len(ending)]
            break
    new_lines = inserted.replace("\r\n", "\n").split("\n")
    lines = parsed.lines[:after_line] + new_lines + parsed.lines[after_line:]
    # A file that was empty gets a final newline, like any text file written from scratch.
    rebuilt = Lines(lines, parsed.newline, parsed.trailing or not text)
    return rebuilt.render(), len(new_lines)


def human_size(size: int) -> str:
    """Bytes as a short size: 512B, 1.5K, 2M."""
    value = float(size)
    for unit in ("B", "K", "M"):
        if value < 1024:
            return f"{size}B" if unit == "B" else f"{value:.1f}".removesuffix(".0") + unit
        value /= 1024
    return f"{value:.1f}".removesuffix(".0") + "G"
