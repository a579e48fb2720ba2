"""The six memory commands: one table, run by the sync and the async tool.

Each case sets up files through the tool, runs one command, and checks the exact
text Claude would read (or the words of the error) and what the store holds after.
"""

from __future__ import annotations

import random
import string
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pytest
from anthropic.lib.tools import ToolError
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
    # -- the root itself
    Case(
        "str_replace on the root",
        {"command": "str_replace", "path": "/memories", "old_str": "a", "new_str": "b"},
        Error("/memories is a directory; str_replace works on files."),
        TREE,
        {"/memories/a.md": "x" * 10},
    ),
    Case(
        "insert on the root",
        {"command": "insert", "path": "/memories/", "insert_line": 0, "insert_text": "b"},
        Error("/memories is a directory; insert works on files."),
        TREE,
        {"/memories/a.md": "x" * 10},
    ),
    Case(
        "view the root ignores a view_range, as for any directory",
        view("/memories", view_range=[1, 2]),
        "/memories holds 1 file. Sizes and paths, up to 2 levels deep:\n"
        "6B\t/memories\n6B\t/memories/a.md",
        {"/memories/a.md": "abcdef"},
    ),
    # -- view_range edges
    Case(
        "view_range starting at 0",
        view(N, view_range=[0, 2]),
        Error(f"view_range start 0 is out of range: {N} has lines 1 to 3."),
        {N: NOTES},
    ),
    Case(
        "view_range of -1, -1",
        view(N, view_range=[-1, -1]),
        Error("view_range start -1 is out of range"),
        {N: NOTES},
    ),
    Case(
        "view_range with one number",
        view(N, view_range=[2]),
        Error("view_range must be two line numbers [start, end]"),
        {N: NOTES},
    ),
    Case(
        "view_range with three numbers",
        view(N, view_range=[1, 2, 3]),
        Error("view_range must be two line numbers [start, end]"),
        {N: NOTES},
    ),
    Case(
        "view_range with text in it",
        view(N, view_range=["1", "\udfff"]),
        Error("view_range must be two line numbers [start, end]"),
        {N: NOTES},
    ),
    Case(
        "view_range with a huge end",
        view(N, view_range=[3, 10**40]),
        f"{N}, lines 3-3 of 3:\n     3\tgamma",
        {N: NOTES},
    ),
    Case(
        "view_range on an empty file",
        view("/memories/e.md", view_range=[1, 1]),
        Error("/memories/e.md is empty, so it has no lines to show."),
        {"/memories/e.md": ""},
    ),
    # -- text the store cannot hold, and text it can
    Case(
        "NUL and control characters in file text are kept exactly",
        {"command": "create", "path": "/memories/c.md", "file_text": "a\x00b\x07\x7f\u2028c\n"},
        "Created /memories/c.md (1 line, 10B).",
        after={"/memories/c.md": "a\x00b\x07\x7f\u2028c\n"},
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


def _lone_surrogate_cases() -> list[Case]:
    """A lone surrogate in each string argument of each command: refused, nothing written."""
    bad = "\udfff"
    in_path = Error(f"invisible or control character U+DFFF at position {len('/memories/')}")
    commands: dict[str, tuple[dict[str, Any], Error]] = {
        "a view path": (view(f"/memories/{bad}.md"), in_path),
        "a create path": (
            {"command": "create", "path": f"/memories/{bad}", "file_text": "x"},
            in_path,
        ),
        "file_text": (
            {"command": "create", "path": N, "file_text": f"keep{bad}"},
            Error("`file_text` contains U+DFFF at position 4, half of a UTF-16 surrogate pair"),
        ),
        "a str_replace path": (
            {"command": "str_replace", "path": f"/memories/{bad}", "old_str": "a", "new_str": "b"},
            in_path,
        ),
        "old_str": (
            {"command": "str_replace", "path": N, "old_str": f"beta{bad}", "new_str": "b"},
            Error("`old_str` contains U+DFFF at position 4"),
        ),
        "new_str": (
            {"command": "str_replace", "path": N, "old_str": "beta", "new_str": f"{bad}B"},
            Error("`new_str` contains U+DFFF at position 0"),
        ),
        "an insert path": (
            {"command": "insert", "path": f"/memories/{bad}", "insert_line": 0, "insert_text": "a"},
            in_path,
        ),
        "insert_text": (
            {"command": "insert", "path": N, "insert_line": 1, "insert_text": f"a{bad}"},
            Error("`insert_text` contains U+DFFF at position 1"),
        ),
        "a delete path": ({"command": "delete", "path": f"/memories/{bad}"}, in_path),
        "old_path": (
            {"command": "rename", "old_path": f"/memories/{bad}", "new_path": "/memories/x.md"},
            in_path,
        ),
        "new_path": ({"command": "rename", "old_path": N, "new_path": f"/memories/{bad}"}, in_path),
        "the command name": (
            {"command": bad, "path": N},
            Error("Unknown memory command '\\udfff'"),
        ),
    }
    return [
        Case(f"a lone surrogate in {where}", command, error, {N: NOTES}, {N: NOTES})
        for where, (command, error) in commands.items()
    ]


CASES += _lone_surrogate_cases()
CASES.append(
    Case(
        "a split surrogate pair in a file_text",
        {"command": "create", "path": "/memories/new.md", "file_text": "tea \ud83c\udf75"},
        Error("`file_text` contains U+D83C at position 4"),
        after={"/memories/new.md": None},
    )
)


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


# -- fuzzing: random input never escapes as anything but a tool error -------------------

FUZZ_SEED = 20250818
FUZZ_CALLS = 160
_ALPHABETS = (
    string.ascii_letters + string.digits + " ._-/",
    "".join(map(chr, range(0x20))) + "\x7f\x85\u2028\u2029\ufeff\u200b\u202e",
    "".join(map(chr, range(0xD800, 0xD808))) + "".join(map(chr, range(0xDFF8, 0xE000))),
    "éüß東京🍵\u0301ℌ𝔘\uffff",
    "\n\r\t \\%2e..",
)
_KNOWN_PATHS = ("/memories/f.md", "/memories/g.txt", "/memories/d/h.md", "/memories/d")
_ODD_VALUES: tuple[Any, ...] = (None, 7, -1, True, 1.5, ["x"], {"a": 1}, "")


def _fuzz_text(rng: random.Random) -> str:
    alphabet = rng.choice(_ALPHABETS)
    if rng.random() < 0.03:  # very long: past path limits, large for a file
        return rng.choice(alphabet) * rng.choice([1025, 5_000, 300_000])
    length = rng.choice([0, 1, 2, 3, 8, 40, rng.randint(0, 2_000)])
    return "".join(rng.choice(alphabet) for _ in range(length))


def _fuzz_value(rng: random.Random) -> Any:
    return rng.choice(_ODD_VALUES) if rng.random() < 0.1 else _fuzz_text(rng)


def _fuzz_path(rng: random.Random) -> Any:
    roll = rng.random()
    if roll < 0.45:
        return rng.choice(_KNOWN_PATHS)
    if roll < 0.55:
        return rng.choice(["/memories", "/memories/", "/memories/d/"])
    if roll < 0.85:
        return "/memories/" + _fuzz_text(rng)
    return _fuzz_value(rng)


def _fuzz_number(rng: random.Random) -> Any:
    return rng.choice([-1, 0, 1, 2, 3, 10**20, -(10**20), None, "1", True, 1.0, [1]])


def _fuzz_command(rng: random.Random) -> dict[str, Any]:
    # Creates weigh more, so that later edits, views and renames find files to work on.
    name = rng.choice(["view", "create", "create", "str_replace", "insert", "delete", "rename"])
    if rng.random() < 0.03:
        name = _fuzz_text(rng)
    command: dict[str, Any] = {"command": name, "path": _fuzz_path(rng)}
    if name == "view" and rng.random() < 0.5:
        command["view_range"] = rng.choice(
            [[_fuzz_number(rng), _fuzz_number(rng)], [1], [], "1-2", None, [1, 2, 3]]
        )
    elif name == "create":
        command["file_text"] = _fuzz_value(rng)
    elif name == "str_replace":
        command["old_str"], command["new_str"] = _fuzz_value(rng), _fuzz_value(rng)
    elif name == "insert":
        command["insert_line"], command["insert_text"] = _fuzz_number(rng), _fuzz_value(rng)
    elif name == "rename":
        command = {"command": name, "old_path": _fuzz_path(rng), "new_path": _fuzz_path(rng)}
    return command


FUZZ_COMMANDS = [_fuzz_command(random.Random(FUZZ_SEED + n)) for n in range(FUZZ_CALLS)]


def _stored_paths(client: Memhub, namespace: str) -> list[str]:
    page = client.list(
        namespace,
        "documents",
        filter={"field": "claude_memory_type", "operator": "eq", "value": "file"},
        limit=100,
    )
    return sorted(str(d.metadata["file_path"]) for d in page.documents)


def _check_outcomes(outcomes: list[object]) -> None:
    """Each call gave text or a ToolError with a message; both kinds occurred often."""
    answers = [o for o in outcomes if isinstance(o, str)]
    refusals = [o for o in outcomes if isinstance(o, ToolError)]
    assert len(answers) + len(refusals) == len(outcomes)
    assert all(isinstance(e.content, str) and e.content for e in refusals)
    assert len(answers) >= 20 and len(refusals) >= 20, (len(answers), len(refusals))


def test_random_input_gets_a_result_or_a_tool_error(client: Memhub, namespace: str) -> None:
    tool = MemhubMemoryTool(client, namespace=namespace)
    outcomes: list[object] = []
    for command in FUZZ_COMMANDS:
        try:
            outcomes.append(tool.call(command))
        except ToolError as exc:  # anything else escapes and fails the test
            outcomes.append(exc)
    _check_outcomes(outcomes)
    # Whatever was stored is still a readable file.
    for path in _stored_paths(client, namespace):
        assert tool.call({"command": "view", "path": path}).startswith(path)


async def test_random_input_gets_a_result_or_a_tool_error_async(
    aclient: AsyncMemhub, client: Memhub, namespace: str
) -> None:
    tool = AsyncMemhubMemoryTool(aclient, namespace=namespace)
    outcomes: list[object] = []
    for command in FUZZ_COMMANDS:
        try:
            outcomes.append(await tool.call(command))
        except ToolError as exc:
            outcomes.append(exc)
    _check_outcomes(outcomes)
    for path in _stored_paths(client, namespace):
        assert (await tool.call({"command": "view", "path": path})).startswith(path)
