"""The six memory commands against a real engine: one table, run by the sync and the async tool.

Each case sets up files through the tool, runs one command, and checks the exact
text Claude would read (or the words of the error) and what the store holds after.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pytest
from anthropic.types.beta import BetaToolUseBlock

from memhub import AsyncMemhub, Memhub
from memhub_anthropic import AsyncMemhubMemoryTool, MemhubMemoryTool

Stored = Callable[[str, str], "str | None"]


@dataclass(frozen=True)
class Error:
    words: str


@dataclass(frozen=True)
class Case:
    name: str
    command: dict[str, Any]
    expect: str | Error
    files: dict[str, str] = field(default_factory=dict)
    after: dict[str, str | None] = field(default_factory=dict)
    """Path → text the store must hold afterwards (None: no such file)."""


NOTES = "alpha\nbeta\ngamma\n"
N = "/memories/notes.md"
TREE = {
    "/memories/a.md": "x" * 10,
    "/memories/d/b.md": "yy",
    "/memories/d/e/f.md": "zzz",
    "/memories/d/e/g/h.md": "w",
}


def view(path: str, **extra: Any) -> dict[str, Any]:
    return {"command": "view", "path": path, **extra}


CASES = [
    # -- view
    Case(
        "view numbers every line",
        view(N),
        f"{N} (3 lines):\n     1\talpha\n     2\tbeta\n     3\tgamma",
        {N: NOTES},
    ),
    Case(
        "view_range -1 reads to the end",
        view(N, view_range=[2, -1]),
        f"{N}, lines 2-3 of 3:\n     2\tbeta\n     3\tgamma",
        {N: NOTES},
    ),
    Case(
        "view_range explicit",
        view(N, view_range=[1, 2]),
        f"{N}, lines 1-2 of 3:\n     1\talpha\n     2\tbeta",
        {N: NOTES},
    ),
    Case(
        "view_range the last line",
        view(N, view_range=[3, 3]),
        f"{N}, lines 3-3 of 3:\n     3\tgamma",
        {N: NOTES},
    ),
    Case(
        "view_range past the end shows what exists",
        view(N, view_range=[2, 99]),
        f"{N}, lines 2-3 of 3:\n     2\tbeta\n     3\tgamma",
        {N: NOTES},
    ),
    Case(
        "view_range start out of range",
        view(N, view_range=[4, -1]),
        Error(f"view_range start 4 is out of range: {N} has lines 1 to 3."),
        {N: NOTES},
    ),
    Case(
        "view_range backwards",
        view(N, view_range=[3, 2]),
        Error("view_range end 2 is before start 3"),
        {N: NOTES},
    ),
    Case(
        "view_range malformed",
        view(N, view_range="1-2"),
        Error("view_range must be two line numbers [start, end]"),
        {N: NOTES},
    ),
    Case(
        "view a missing file",
        view("/memories/nope.md"),
        Error("/memories/nope.md does not exist. View /memories to see which files exist."),
    ),
    Case(
        "view an empty file",
        view("/memories/empty.md"),
        "/memories/empty.md is empty (0 lines).",
        {"/memories/empty.md": ""},
    ),
    Case(
        "view the root lists two levels with sizes",
        view("/memories"),
        "/memories holds 4 files. Sizes and paths, up to 2 levels deep:\n"
        "16B\t/memories\n10B\t/memories/a.md\n6B\t/memories/d/\n2B\t/memories/d/b.md\n"
        "4B\t/memories/d/e/",
        TREE,
    ),
    Case(
        "view a subdirectory",
        view("/memories/d/"),
        "/memories/d holds 3 files. Sizes and paths, up to 2 levels deep:\n"
        "6B\t/memories/d\n2B\t/memories/d/b.md\n4B\t/memories/d/e/\n3B\t/memories/d/e/f.md\n"
        "1B\t/memories/d/e/g/",
        TREE,
    ),
    Case(
        "view a directory named without its slash",
        view("/memories/d/e"),
        "/memories/d/e holds 2 files. Sizes and paths, up to 2 levels deep:\n"
        "4B\t/memories/d/e\n3B\t/memories/d/e/f.md\n1B\t/memories/d/e/g/\n1B\t/memories/d/e/g/h.md",
        TREE,
    ),
    Case(
        "view an empty root",
        view("/memories"),
        "/memories holds 0 files. Sizes and paths, up to 2 levels deep:\n0B\t/memories",
    ),
    Case(
        "view a missing directory",
        view("/memories/nodir/"),
        Error("/memories/nodir does not exist"),
        TREE,
    ),
    # -- create
    Case(
        "create a file",
        {"command": "create", "path": "/memories/new.md", "file_text": "one\ntwo\n"},
        "Created /memories/new.md (2 lines, 8B).",
        after={"/memories/new.md": "one\ntwo\n"},
    ),
    Case(
        "create replaces, never appends",
        {"command": "create", "path": N, "file_text": "short\n"},
        f"Overwrote {N} (1 line, 6B).",
        {N: NOTES},
        {N: "short\n"},
    ),
    Case(
        "create an empty file",
        {"command": "create", "path": "/memories/e.md", "file_text": ""},
        "Created /memories/e.md (0 lines, 0B).",
        after={"/memories/e.md": ""},
    ),
    Case(
        "create a whitespace-only file",
        {"command": "create", "path": "/memories/ws.md", "file_text": "  \n\t"},
        "Created /memories/ws.md (2 lines, 4B).",
        after={"/memories/ws.md": "  \n\t"},
    ),
    Case(
        "create at the root",
        {"command": "create", "path": "/memories", "file_text": "x"},
        Error("create needs a file path such as /memories/notes.md"),
    ),
    Case(
        "create at a directory path",
        {"command": "create", "path": "/memories/dir/", "file_text": "x"},
        Error("/memories/dir/ names a directory"),
        after={"/memories/dir": None},
    ),
    Case(
        "create without file_text",
        {"command": "create", "path": "/memories/x.md"},
        Error("create needs `file_text`"),
        after={"/memories/x.md": None},
    ),
    Case(
        "create over a directory",
        {"command": "create", "path": "/memories/d", "file_text": "x"},
        Error("Cannot create /memories/d: it is a directory holding 3 files."),
        TREE,
        {"/memories/d": None, "/memories/d/b.md": "yy"},
    ),
    Case(
        "create below a file",
        {"command": "create", "path": "/memories/a.md/inner.md", "file_text": "x"},
        Error("Cannot create /memories/a.md/inner.md: /memories/a.md is a file, not a directory."),
        TREE,
        {"/memories/a.md/inner.md": None},
    ),
    # -- str_replace
    Case(
        "str_replace one occurrence, with a snippet",
        {"command": "str_replace", "path": N, "old_str": "beta", "new_str": "BETA\nbeta2"},
        f"Edited {N}. The changed lines now read:\n"
        "     1\talpha\n     2\tBETA\n     3\tbeta2\n     4\tgamma",
        {N: NOTES},
        {N: "alpha\nBETA\nbeta2\ngamma\n"},
    ),
    Case(
        "str_replace with no occurrence",
        {"command": "str_replace", "path": N, "old_str": "delta", "new_str": "x"},
        Error(f"No replacement was made: old_str does not appear in {N}."),
        {N: NOTES},
        {N: NOTES},
    ),
    Case(
        "str_replace with several occurrences says where",
        {"command": "str_replace", "path": "/memories/r.md", "old_str": "x =", "new_str": "z ="},
        Error("old_str appears 2 times in /memories/r.md (starting on lines 1, 3)"),
        {"/memories/r.md": "x = 1\ny = 2\nx = 3\n"},
        {"/memories/r.md": "x = 1\ny = 2\nx = 3\n"},
    ),
    Case(
        "str_replace counts overlapping occurrences",
        {"command": "str_replace", "path": "/memories/o.md", "old_str": "aa", "new_str": "b"},
        Error("old_str appears 2 times"),
        {"/memories/o.md": "aaa"},
        {"/memories/o.md": "aaa"},
    ),
    Case(
        "str_replace is literal",
        {
            "command": "str_replace",
            "path": "/memories/l.md",
            "old_str": "5",
            "new_str": r"$& \1 \g<0> $$",
        },
        "Edited /memories/l.md. The changed lines now read:\n     1\tprice: $& \\1 \\g<0> $$",
        {"/memories/l.md": "price: 5\n"},
        {"/memories/l.md": "price: $& \\1 \\g<0> $$\n"},
    ),
    Case(
        "str_replace with an empty new_str deletes",
        {
            "command": "str_replace",
            "path": "/memories/k.md",
            "old_str": "remove this\n",
            "new_str": "",
        },
        "Edited /memories/k.md. The changed lines now read:\n     1\tkeep this",
        {"/memories/k.md": "keep this\nremove this\n"},
        {"/memories/k.md": "keep this\n"},
    ),
    Case(
        "str_replace can empty a file",
        {"command": "str_replace", "path": "/memories/w.md", "old_str": "gone", "new_str": ""},
        "Edited /memories/w.md. The file is now empty.",
        {"/memories/w.md": "gone"},
        {"/memories/w.md": ""},
    ),
    Case(
        "str_replace without old_str",
        {"command": "str_replace", "path": N, "old_str": "", "new_str": "x"},
        Error("str_replace needs a non-empty `old_str`"),
        {N: NOTES},
        {N: NOTES},
    ),
    Case(
        "str_replace on a missing file",
        {"command": "str_replace", "path": "/memories/nope.md", "old_str": "a", "new_str": "b"},
        Error("/memories/nope.md does not exist"),
    ),
    Case(
        "str_replace on a directory",
        {"command": "str_replace", "path": "/memories/d", "old_str": "a", "new_str": "b"},
        Error("/memories/d is a directory; str_replace works on files."),
        TREE,
    ),
    # -- insert
    Case(
        "insert at the top",
        {"command": "insert", "path": N, "insert_line": 0, "insert_text": "zero"},
        f"Inserted 1 line at the top of {N}.",
        {N: NOTES},
        {N: "zero\nalpha\nbeta\ngamma\n"},
    ),
    Case(
        "insert after the last line",
        {"command": "insert", "path": N, "insert_line": 3, "insert_text": "delta\n"},
        f"Inserted 1 line after line 3 of {N}.",
        {N: NOTES},
        {N: "alpha\nbeta\ngamma\ndelta\n"},
    ),
    Case(
        "insert several lines in the middle",
        {"command": "insert", "path": N, "insert_line": 1, "insert_text": "a1\na2"},
        f"Inserted 2 lines after line 1 of {N}.",
        {N: NOTES},
        {N: "alpha\na1\na2\nbeta\ngamma\n"},
    ),
    Case(
        "insert past the end",
        {"command": "insert", "path": N, "insert_line": 4, "insert_text": "x"},
        Error(
            f"insert_line 4 is out of range: {N} has 3 lines. "
            "Use 0 to insert at the top, or 3 to add after the last line."
        ),
        {N: NOTES},
        {N: NOTES},
    ),
    Case(
        "insert at a negative line",
        {"command": "insert", "path": N, "insert_line": -1, "insert_text": "x"},
        Error("insert_line -1 is out of range"),
        {N: NOTES},
        {N: NOTES},
    ),
    Case(
        "insert keeps a missing final newline missing",
        {"command": "insert", "path": "/memories/n.md", "insert_line": 2, "insert_text": "c"},
        "Inserted 1 line after line 2 of /memories/n.md.",
        {"/memories/n.md": "a\nb"},
        {"/memories/n.md": "a\nb\nc"},
    ),
    Case(
        "insert keeps CRLF line endings",
        {"command": "insert", "path": "/memories/c.md", "insert_line": 1, "insert_text": "x\n"},
        "Inserted 1 line after line 1 of /memories/c.md.",
        {"/memories/c.md": "a\r\nb\r\n"},
        {"/memories/c.md": "a\r\nx\r\nb\r\n"},
    ),
    Case(
        "insert into an empty file",
        {"command": "insert", "path": "/memories/e.md", "insert_line": 0, "insert_text": "first"},
        "Inserted 1 line at the top of /memories/e.md.",
        {"/memories/e.md": ""},
        {"/memories/e.md": "first\n"},
    ),
    Case(
        "insert an empty line",
        {"command": "insert", "path": "/memories/n.md", "insert_line": 1, "insert_text": ""},
        "Inserted 1 line after line 1 of /memories/n.md.",
        {"/memories/n.md": "line1\nline2"},
        {"/memories/n.md": "line1\n\nline2"},
    ),
    Case(
        "insert without a line number",
        {"command": "insert", "path": N, "insert_text": "x"},
        Error("insert needs `insert_line`"),
        {N: NOTES},
        {N: NOTES},
    ),
    # -- delete
    Case(
        "delete a file",
        {"command": "delete", "path": N},
        f"Deleted {N}.",
        {N: NOTES},
        {N: None},
    ),
    Case(
        "delete a directory",
        {"command": "delete", "path": "/memories/d"},
        "Deleted the directory /memories/d and the 3 files in it.",
        TREE,
        {"/memories/d/b.md": None, "/memories/d/e/g/h.md": None, "/memories/a.md": "x" * 10},
    ),
    Case(
        "delete the root",
        {"command": "delete", "path": "/memories"},
        Error("/memories itself cannot be deleted"),
        TREE,
        {"/memories/a.md": "x" * 10},
    ),
    Case(
        "delete a missing path",
        {"command": "delete", "path": "/memories/nope.md"},
        Error("/memories/nope.md does not exist"),
    ),
    # -- rename
    Case(
        "rename a file into a new directory",
        {"command": "rename", "old_path": N, "new_path": "/memories/archive/notes.md"},
        f"Renamed {N} to /memories/archive/notes.md.",
        {N: NOTES},
        {N: None, "/memories/archive/notes.md": NOTES},
    ),
    Case(
        "rename refuses an existing destination",
        {"command": "rename", "old_path": N, "new_path": "/memories/other.md"},
        Error("/memories/other.md already exists."),
        {N: NOTES, "/memories/other.md": "other"},
        {N: NOTES, "/memories/other.md": "other"},
    ),
    Case(
        "rename a directory",
        {"command": "rename", "old_path": "/memories/d", "new_path": "/memories/x"},
        "Renamed the directory /memories/d to /memories/x (3 files moved).",
        TREE,
        {
            "/memories/d/b.md": None,
            "/memories/x/b.md": "yy",
            "/memories/x/e/f.md": "zzz",
            "/memories/x/e/g/h.md": "w",
            "/memories/a.md": "x" * 10,
        },
    ),
    Case(
        "rename a directory onto another",
        {"command": "rename", "old_path": "/memories/d/e", "new_path": "/memories/d"},
        Error("Cannot rename to /memories/d: it is a directory holding 3 files."),
        TREE,
        {"/memories/d/e/f.md": "zzz"},
    ),
    Case(
        "rename into itself",
        {"command": "rename", "old_path": "/memories/d", "new_path": "/memories/d/sub"},
        Error("/memories/d cannot be moved inside itself"),
        TREE,
        {"/memories/d/b.md": "yy"},
    ),
    Case(
        "rename below a file",
        {"command": "rename", "old_path": N, "new_path": "/memories/a.md/notes.md"},
        Error("/memories/a.md is a file, not a directory."),
        {N: NOTES, "/memories/a.md": "a"},
        {N: NOTES},
    ),
    Case(
        "rename a missing file",
        {"command": "rename", "old_path": "/memories/nope.md", "new_path": "/memories/x.md"},
        Error("/memories/nope.md does not exist"),
    ),
    Case(
        "rename the root",
        {"command": "rename", "old_path": "/memories", "new_path": "/memories/x"},
        Error("/memories itself cannot be renamed"),
    ),
    Case(
        "rename to the same path",
        {"command": "rename", "old_path": N, "new_path": N},
        Error("old_path and new_path are the same"),
        {N: NOTES},
        {N: NOTES},
    ),
    # -- malformed calls
    Case(
        "an unknown command",
        {"command": "append", "path": N},
        Error("Unknown memory command 'append'. Use one of: view, create,"),
    ),
    Case("no command at all", {"path": N}, Error("The memory tool needs a `command`")),
    Case(
        "a traversal attempt",
        {"command": "create", "path": "/memories/../secrets.txt", "file_text": "x"},
        Error("'.' and '..' segments are not allowed"),
    ),
]


def _block(command: dict[str, Any]) -> BetaToolUseBlock:
    return BetaToolUseBlock(id="toolu_01", name="memory", input=command, type="tool_use")


def _check(case: Case, result: Any) -> None:
    assert result["tool_use_id"] == "toolu_01"
    if isinstance(case.expect, Error):
        assert result.get("is_error") is True, result["content"]
        assert case.expect.words in result["content"]
    else:
        assert not result.get("is_error"), result["content"]
        assert result["content"] == case.expect


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_command(case: Case, client: Memhub, namespace: str, stored: Stored) -> None:
    tool = MemhubMemoryTool(client, namespace=namespace)
    for path, text in case.files.items():
        tool.call({"command": "create", "path": path, "file_text": text})
    _check(case, tool.tool_result(_block(case.command)))
    for path, expected in case.after.items():
        assert stored(namespace, path) == expected, path


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
async def test_command_async(
    case: Case, aclient: AsyncMemhub, namespace: str, stored: Stored
) -> None:
    tool = AsyncMemhubMemoryTool(aclient, namespace=namespace)
    for path, text in case.files.items():
        await tool.call({"command": "create", "path": path, "file_text": text})
    _check(case, await tool.tool_result(_block(case.command)))
    for path, expected in case.after.items():
        assert stored(namespace, path) == expected, path
