"""memhub-mcp over its real transports, with the mcp SDK's own client: `memhub mcp` as a
spawned stdio process (against a server, and with the engine embedded) and streamable
HTTP at /mcp inside the app `memhub serve` runs, on a loopback port, where each request's
bearer key is checked like a REST call."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from mcp import Client, StdioServerParameters

from memhub_server.services.auth import create_key
from memhub_server.testing import LocalEngine
from tests.mcp_support import McpLoopback, data, error, http_client

FACT = "I keep three beehives on the roof of my flat in Lyon."
MEMHUB_CLI = "from memhub_server.cli import main; raise SystemExit(main())"


@pytest.fixture(scope="module")
def local(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LocalEngine]:
    with LocalEngine(tmp_path_factory.mktemp("mcp-transports"), auth=True) as engine:
        store = engine.engine.store
        engine.keys = {  # type: ignore[attr-defined]
            "admin": create_key(store, name="admin", admin=True)[0],
            "alex": create_key(store, name="alex", namespaces=["alex"])[0],
            "reader": create_key(store, name="reader", namespaces=["alex"], read_only=True)[0],
        }
        engine.client(api_key=engine.keys["admin"]).add("alex", content=FACT)  # type: ignore[attr-defined]
        engine.settle()
        yield engine


@pytest.fixture(scope="module")
def served(local: LocalEngine) -> Iterator[McpLoopback]:
    with McpLoopback(local) as server:
        yield server


def key(local: LocalEngine, name: str) -> str:
    keys: dict[str, str] = local.keys  # type: ignore[attr-defined]
    return keys[name]


def stdio(*args: str) -> Client:
    """`memhub mcp ARGS` as a child process, spoken to over its stdin and stdout."""
    return Client(
        StdioServerParameters(command=sys.executable, args=["-c", MEMHUB_CLI, "mcp", *args])
    )


async def test_memhub_mcp_over_stdio_talks_to_a_server_with_the_keys_rights(
    local: LocalEngine, served: McpLoopback
) -> None:
    async with stdio("--url", served.base_url, "--api-key", key(local, "alex")) as session:
        assert len((await session.list_tools()).tools) == 9
        found = data(await session.call_tool("search_memories", {"query": "beehives"}))
        assert "hive" in found["results"][0]["memory"].lower()
        assert data(await session.call_tool("get_profile", {}))["static"] is not None
        bad = error(await session.call_tool("search_memories", {"query": ""}))
        assert bad == "invalid arguments for search_memories: 'query' must not be empty"
        refused = error(await session.call_tool("get_profile", {"namespace": "bo"}))
        assert "cannot access this namespace" in refused
        profile = await session.read_resource("memhub://alex/profile")
        assert "Lyon" in profile.contents[0].text  # type: ignore[union-attr]


async def test_memhub_mcp_over_stdio_runs_the_engine_embedded(tmp_path: Path) -> None:
    async with stdio("--data-dir", str(tmp_path), "--namespace", "sam") as session:
        saved = data(await session.call_tool("add_memory", {"content": "I sing in a choir."}))
        document = data(await session.call_tool("get_document", {"document_id": saved["id"]}))
        assert document["content"] == "I sing in a choir."
    assert os.listdir(tmp_path)  # the data went to the given directory


def test_mcp_over_http_needs_a_valid_bearer_key(served: McpLoopback) -> None:
    ping = {"jsonrpc": "2.0", "id": 1, "method": "tools/list"}
    headers = {"Accept": "application/json, text/event-stream"}
    missing = httpx.post(f"{served.base_url}/mcp", json=ping, headers=headers)
    assert missing.status_code == 401 and "Missing API key" in missing.json()["error"]
    wrong = httpx.post(
        f"{served.base_url}/mcp", json=ping, headers={**headers, "Authorization": "Bearer mh_x"}
    )
    assert wrong.status_code == 401 and wrong.json() == {"error": "Invalid API key"}
    assert httpx.get(f"{served.base_url}/health").status_code == 200  # the API is untouched


async def test_mcp_over_http_serves_each_request_with_its_own_key(
    local: LocalEngine, served: McpLoopback
) -> None:
    async with http_client(served.base_url, key(local, "admin")) as admin:
        names = [tool.name for tool in (await admin.list_tools()).tools]
        assert "add_memory" in names and len(names) == 9
        found = data(
            await admin.call_tool("search_memories", {"query": "beehives", "namespace": "alex"})
        )
        assert "hive" in found["results"][0]["memory"].lower()
        listing = await admin.read_resource("memhub://namespaces")
        assert '"alex"' in listing.contents[0].text  # type: ignore[union-attr]
    async with http_client(served.base_url, key(local, "reader")) as reader:
        names = [tool.name for tool in (await reader.list_tools()).tools]
        assert "add_memory" not in names and "forget_memory" not in names
        refused = error(await reader.call_tool("add_memory", {"content": "I like tea."}))
        assert refused == "add_memory is not available: this API key is read-only"
        assert data(await reader.call_tool("get_profile", {}))["static"]
    async with http_client(served.base_url, key(local, "alex")) as scoped:
        refused = error(await scoped.call_tool("list_memories", {"namespace": "bo"}))
        assert "could not complete" in refused and "cannot access this namespace" in refused
        assert data(await scoped.call_tool("list_memories", {}))["namespace"] == "alex"


def test_without_memhub_mcp_the_server_runs_plain_and_memhub_mcp_says_what_to_install() -> None:
    # A meta-path finder that refuses memhub_mcp stands in for an install without it.
    code = (
        "import sys\n"
        "class Refuse:\n"
        "    def find_spec(self, name, path=None, target=None):\n"
        "        if name.partition('.')[0] == 'memhub_mcp':\n"
        "            raise ModuleNotFoundError(name, name=name)\n"
        "sys.meta_path.insert(0, Refuse())\n"
        "from memhub_server import cli\n"
        "app = object()\n"
        "assert cli._with_mcp(app, None) is app\n"
        "raise SystemExit(cli.main(['mcp']))\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 2, result.stderr
    assert "needs the memhub-mcp package" in result.stderr
