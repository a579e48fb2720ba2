"""How files live in memhub: exact bytes, exact lookups, paging, renames that fail, clearing."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Callable, Iterator

import httpx
import pytest
from anthropic.lib.tools import ToolError

from memhub import Memhub, NotFoundError, namespace_for
from memhub.testing import BASE_URL, MemoryTransport
from memhub.types import is_valid_namespace
from memhub_anthropic import MemhubMemoryTool, memory_file_id
from memhub_anthropic import _store as store

Stored = Callable[[str, str], "str | None"]

TRICKY = [
    "trailing newlines\n\n\n",
    "\ttabs\tand  double  spaces  \n",
    "unicode: café, 漢字, emoji 🚀, combining e\u0301\n",
    "crlf line one\r\ncrlf line two\r\n",
    "mixed\r\nendings\nand a lone \r carriage return",
    "no final newline",
    "\u2028line separator\u2029paragraph separator\u00a0nbsp",
    "\n",
    "   ",
    "",
]


def tool_for(client: Memhub, namespace: str) -> MemhubMemoryTool:
    return MemhubMemoryTool(client, namespace=namespace)


def run(tool: MemhubMemoryTool, **command: object) -> str:
    result = tool.call(command)
    assert isinstance(result, str)
    return result


def error_of(tool: MemhubMemoryTool, **command: object) -> str:
    with pytest.raises(ToolError) as caught:
        tool.call(command)
    content = caught.value.content
    assert isinstance(content, str)
    return content


@pytest.mark.parametrize("text", TRICKY, ids=[repr(t)[:24] for t in TRICKY])
def test_content_is_stored_and_read_back_byte_for_byte(
    text: str, client: Memhub, namespace: str, stored: Stored
) -> None:
    tool = tool_for(client, namespace)
    run(tool, command="create", path="/memories/t.md", file_text=text)
    assert stored(namespace, "/memories/t.md") == text
    if text.strip():  # the document itself holds the file, verbatim
        assert client.documents.get(namespace, memory_file_id("/memories/t.md")).content == text
    # Edits at both ends leave every byte in between alone.
    run(tool, command="create", path="/memories/t.md", file_text=f"<<{text}>>")
    run(tool, command="str_replace", path="/memories/t.md", old_str="<<", new_str="[[")
    assert stored(namespace, "/memories/t.md") == f"[[{text}>>"
    run(tool, command="str_replace", path="/memories/t.md", old_str="[[", new_str="")
    run(tool, command="str_replace", path="/memories/t.md", old_str=">>", new_str="")
    assert stored(namespace, "/memories/t.md") == text


def test_look_alike_paths_are_separate_files(client: Memhub, namespace: str) -> None:
    tool = tool_for(client, namespace)
    run(tool, command="create", path="/memories/a_b.txt", file_text="flat\n")
    run(tool, command="create", path="/memories/a/b.txt", file_text="nested\n")
    assert run(tool, command="view", path="/memories/a_b.txt").endswith("\tflat")
    assert run(tool, command="view", path="/memories/a/b.txt").endswith("\tnested")
    run(tool, command="delete", path="/memories/a_b.txt")
    assert run(tool, command="view", path="/memories/a/b.txt").endswith("\tnested")


def test_files_are_found_by_id_never_by_a_similar_neighbour(client: Memhub, namespace: str) -> None:
    tool = tool_for(client, namespace)
    run(tool, command="create", path="/memories/notes_backup.md", file_text="keep me\n")
    assert "does not exist" in error_of(tool, command="view", path="/memories/notes.md")
    assert "does not exist" in error_of(
        tool, command="str_replace", path="/memories/notes.md", old_str="keep", new_str="x"
    )
    assert run(tool, command="view", path="/memories/notes_backup.md").endswith("\tkeep me")


def test_a_long_path_is_stored_under_a_hashed_id(client: Memhub, namespace: str) -> None:
    deep = "/memories/" + "/".join(["é" * 60] * 3) + "/notes.md"
    tool = tool_for(client, namespace)
    run(tool, command="create", path=deep, file_text="deep\n")
    assert memory_file_id(deep).startswith("memories-sha256:")
    assert client.documents.get(namespace, memory_file_id(deep)).metadata["file_path"] == deep
    assert run(tool, command="view", path=deep).endswith("\tdeep")
    assert "1 file." in run(tool, command="view", path="/memories")
    run(tool, command="rename", old_path=deep, new_path="/memories/short.md")
    assert run(tool, command="view", path="/memories/short.md").endswith("\tdeep")


def test_listing_pages_through_every_file(
    client: Memhub, namespace: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(store, "PAGE_SIZE", 2)
    tool = tool_for(client, namespace)
    for i in range(7):
        run(tool, command="create", path=f"/memories/f{i}.md", file_text="x" * i)
    client.add(namespace, content="an unrelated document", id="chat-1")
    listing = run(tool, command="view", path="/memories")
    assert "holds 7 files" in listing
    for i in range(7):
        assert f"{i}B\t/memories/f{i}.md" in listing
    assert "chat-1" not in listing


def test_a_document_the_tool_did_not_write_is_never_used_as_a_file(
    client: Memhub, namespace: str
) -> None:
    client.add(namespace, content="a chat transcript", id=memory_file_id("/memories/notes.md"))
    tool = tool_for(client, namespace)
    message = error_of(tool, command="view", path="/memories/notes.md")
    assert "taken by a document the memory tool did not write" in message
    error_of(tool, command="create", path="/memories/notes.md", file_text="overwrite?")
    untouched = client.documents.get(namespace, memory_file_id("/memories/notes.md"))
    assert untouched.content == "a chat transcript"


def test_clear_all_memory_removes_only_this_tools_files(client: Memhub, namespace: str) -> None:
    tool = tool_for(client, namespace)
    other = tool_for(client, namespace + "_other")
    for path in ("/memories/a.md", "/memories/d/b.md", "/memories/d/e/c.md"):
        run(tool, command="create", path=path, file_text="x")
    run(other, command="create", path="/memories/a.md", file_text="elsewhere")
    client.add(namespace, content="I live in Berlin.", id="chat-1")
    assert tool.clear_all_memory() == "Deleted 3 memory files."
    assert "holds 0 files" in run(tool, command="view", path="/memories")
    assert client.documents.get(namespace, "chat-1").content == "I live in Berlin."
    assert run(other, command="view", path="/memories/a.md").endswith("\telsewhere")


# -- renames that fail halfway ---------------------------------------------------------------


class FailingDeletes(httpx.BaseTransport):
    """Answers the next `failures` document deletions with a 500; passes everything else on."""

    def __init__(self, inner: httpx.BaseTransport, failures: int) -> None:
        self.inner = inner
        self.failures = failures

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        if request.method == "DELETE" and self.failures > 0:
            self.failures -= 1
            return httpx.Response(500, json={"error": "disk full"})
        return self.inner.handle_request(request)


@pytest.fixture
def flaky(server: MemoryTransport) -> Iterator[tuple[Memhub, FailingDeletes]]:
    transport = FailingDeletes(server, failures=0)
    with Memhub(base_url=BASE_URL, api_key="k", transport=transport, max_retries=0) as c:
        yield c, transport


def test_a_failed_rename_leaves_the_source_and_no_copy(
    flaky: tuple[Memhub, FailingDeletes], client: Memhub, namespace: str
) -> None:
    flaky_client, transport = flaky
    tool = tool_for(flaky_client, namespace)
    run(tool, command="create", path="/memories/a.md", file_text="content\n")
    transport.failures = 1  # the source delete fails; the clean-up succeeds
    message = error_of(tool, command="rename", old_path="/memories/a.md", new_path="/memories/b.md")
    assert "(500): disk full" in message
    assert run(tool, command="view", path="/memories/a.md").endswith("\tcontent")
    assert "does not exist" in error_of(tool, command="view", path="/memories/b.md")
    with pytest.raises(NotFoundError):
        client.documents.get(namespace, memory_file_id("/memories/b.md"))


def test_an_interrupted_rename_commits_exactly_when_its_source_is_gone(
    flaky: tuple[Memhub, FailingDeletes], client: Memhub, namespace: str
) -> None:
    flaky_client, transport = flaky
    tool = tool_for(flaky_client, namespace)
    for name in ("a", "b", "c"):
        run(tool, command="create", path=f"/memories/d/{name}.md", file_text=f"{name}\n")
    transport.failures = 2  # the source delete and the clean-up both fail
    error_of(tool, command="rename", old_path="/memories/d", new_path="/memories/e")
    # The copies exist in the store but are invisible while their sources exist.
    assert client.documents.get(namespace, memory_file_id("/memories/e/a.md")).content == "a\n"
    listing = run(tool, command="view", path="/memories")
    assert "holds 3 files" in listing
    assert "/memories/e" not in listing
    assert "does not exist" in error_of(tool, command="view", path="/memories/e/a.md")
    # Deleting a source on the rename's behalf commits its copy, at once and complete.
    client.documents.delete(namespace, ids=[memory_file_id("/memories/d/a.md")])
    assert run(tool, command="view", path="/memories/e/a.md").endswith("\ta")
    # Deleting a file through the tool takes its stale copy with it.
    run(tool, command="delete", path="/memories/d/b.md")
    assert "does not exist" in error_of(tool, command="view", path="/memories/e/b.md")
    with pytest.raises(NotFoundError):
        client.documents.get(namespace, memory_file_id("/memories/e/b.md"))
    # A later rename onto a stale copy replaces it.
    run(tool, command="rename", old_path="/memories/d/c.md", new_path="/memories/e/c.md")
    assert run(tool, command="view", path="/memories/e/c.md").endswith("\tc")
    assert run(tool, command="view", path="/memories").endswith(
        "4B\t/memories\n4B\t/memories/e/\n2B\t/memories/e/a.md\n2B\t/memories/e/c.md"
    )


def test_renaming_a_source_again_discards_the_copy_of_the_failed_rename(
    flaky: tuple[Memhub, FailingDeletes], namespace: str
) -> None:
    flaky_client, transport = flaky
    tool = tool_for(flaky_client, namespace)
    run(tool, command="create", path="/memories/a.md", file_text="a\n")
    transport.failures = 2
    error_of(tool, command="rename", old_path="/memories/a.md", new_path="/memories/b.md")
    run(tool, command="rename", old_path="/memories/a.md", new_path="/memories/c.md")
    listing = run(tool, command="view", path="/memories")
    assert listing.endswith("2B\t/memories\n2B\t/memories/c.md")


def test_an_unreachable_store_is_an_error_result(namespace: str) -> None:
    def refuse(request: httpx.Request) -> httpx.Response:
        raise httpx.ConnectError("connection refused", request=request)

    with Memhub(
        base_url="http://memhub.test",
        api_key="k",
        transport=httpx.MockTransport(refuse),
        max_retries=0,
    ) as offline:
        message = error_of(tool_for(offline, namespace), command="view", path="/memories")
    assert message.startswith("The memory store could not be reached")


# -- configuration -----------------------------------------------------------------------


def test_the_tool_declares_itself_as_claudes_memory_tool(client: Memhub) -> None:
    tool = MemhubMemoryTool(client, namespace="alex", cache_control={"type": "ephemeral"})
    assert tool.to_dict() == {
        "type": "memory_20250818",
        "name": "memory",
        "cache_control": {"type": "ephemeral"},
    }
    assert tool.name == "memory"
    assert tool.namespace == "alex"


@pytest.mark.parametrize("bad", ["", "  "])
def test_an_empty_namespace_is_refused_at_construction(client: Memhub, bad: str) -> None:
    with pytest.raises(ValueError, match="invalid namespace"):
        MemhubMemoryTool(client, namespace=bad)


@pytest.mark.parametrize("user_id", ["has space", "a/b", "x" * 101, "alex@example.com"])
def test_any_user_id_maps_to_a_namespace_like_every_adapter(client: Memhub, user_id: str) -> None:
    tool = MemhubMemoryTool(client, namespace=user_id)
    assert tool.namespace == namespace_for(user_id)
    assert is_valid_namespace(tool.namespace)


def test_importing_the_package_does_not_load_the_sdk() -> None:
    code = "import sys, memhub_anthropic; assert 'anthropic' not in sys.modules"
    subprocess.run([sys.executable, "-c", code], check=True, timeout=60)
