"""memhub-mcp against the real engine through the mcp SDK's in-memory client: the
tools, resources and prompt a host sees, each tool's answer and its errors, a key's
scope and read-only flag, forgetting (preview, then apply) and the bounds on large
results."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import pytest
from mcp import Client
from mcp.shared.exceptions import MCPError

from memhub import AsyncMemhub
from memhub.prompt import MemoryContext, RecallOptions
from memhub.tools import tool_specs
from memhub_mcp import Caller, MemhubMCP
from memhub_server.services.auth import create_key
from memhub_server.testing import LocalEngine
from tests.mcp_support import data, error

FACTS = (
    "I keep three beehives on the roof of my flat in Lyon. "
    "I am allergic to penicillin, so doctors must never prescribe it to me."
)
LONG_TEXT = "Notes on the garden shed. " + "The shed roof leaks near the door. " * 650


@pytest.fixture(scope="module")
def local(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LocalEngine]:
    with LocalEngine(tmp_path_factory.mktemp("mcp"), auth=True) as engine:
        admin, _ = create_key(engine.engine.store, name="admin", admin=True)
        engine.keys = {  # type: ignore[attr-defined]
            "admin": admin,
            "alex": create_key(engine.engine.store, name="alex", namespaces=["alex"])[0],
            "reader": create_key(
                engine.engine.store, name="reader", namespaces=["alex"], read_only=True
            )[0],
            "two": create_key(engine.engine.store, name="two", namespaces=["alex", "bo"])[0],
        }
        client = engine.client(api_key=admin)
        client.add("alex", content=FACTS, id="facts")
        client.add("alex", content=LONG_TEXT, id="shed")
        engine.settle()
        yield engine


def key(local: LocalEngine, name: str) -> str:
    keys: dict[str, str] = local.keys  # type: ignore[attr-defined]
    return keys[name]


@pytest.fixture
async def memhub(local: LocalEngine) -> AsyncIterator[AsyncMemhub]:
    client = local.async_client(api_key=key(local, "admin"))
    yield client
    await client.aclose()


@asynccontextmanager
async def connect(local: LocalEngine, who: str = "admin", **options: Any) -> AsyncIterator[Client]:
    """The SDK's in-memory client for a server that calls the engine with `who`'s key."""
    client = local.async_client(api_key=key(local, who))
    try:
        async with Client(MemhubMCP(Caller(client), **options)) as session:
            yield session
    finally:
        await client.aclose()


async def test_a_host_sees_every_tool_with_memhub_tools_schemas_and_annotations(
    local: LocalEngine,
) -> None:
    async with connect(local, default_namespace="alex") as mcp:
        tools = {tool.name: tool for tool in (await mcp.list_tools()).tools}
        assert list(tools) == [
            "search_memories",
            "add_memory",
            "get_profile",
            "forget_memory",
            "list_memories",
            "get_memory",
            "list_documents",
            "get_document",
            "list_namespaces",
        ]
        for spec in tool_specs():
            schema = tools[spec.name].input_schema
            assert schema["required"] == spec.parameters["required"]
            assert {k: v for k, v in schema["properties"].items() if k != "namespace"} == (
                spec.parameters["properties"]
            )
            assert "namespace" in schema["properties"]
        reads = [
            "search_memories",
            "get_profile",
            "list_memories",
            "get_document",
            "list_namespaces",
        ]
        for name in reads:
            annotations = tools[name].annotations
            assert annotations is not None and annotations.read_only_hint is True
        forget = tools["forget_memory"].annotations
        assert forget is not None and forget.destructive_hint is True and not forget.read_only_hint
        add = tools["add_memory"].annotations
        assert add is not None and add.destructive_hint is False and not add.read_only_hint


async def test_resources_and_the_prompt_are_listed(local: LocalEngine) -> None:
    async with connect(local, default_namespace="alex") as mcp:
        resources = [str(r.uri) for r in (await mcp.list_resources()).resources]
        templates = [
            t.uri_template for t in (await mcp.list_resource_templates()).resource_templates
        ]
        prompts = {p.name: p for p in (await mcp.list_prompts()).prompts}
        assert resources == ["memhub://namespaces"]
        assert templates == ["memhub://{namespace}/profile"]
        assert [a.name for a in prompts["context"].arguments or []] == ["namespace", "query"]


async def test_search_and_profile_answer_from_the_engine(local: LocalEngine) -> None:
    async with connect(local, default_namespace="alex") as mcp:
        found = data(await mcp.call_tool("search_memories", {"query": "beehives", "limit": 3}))
        assert found["count"] >= 1 and "hive" in found["results"][0]["memory"].lower()
        profile = data(await mcp.call_tool("get_profile", {}))
        assert set(profile) == {"static", "dynamic"}
        assert any("penicillin" in fact for fact in profile["static"] + profile["dynamic"])


async def test_add_memory_saves_a_document_in_the_resolved_namespace(
    local: LocalEngine, memhub: AsyncMemhub
) -> None:
    async with connect(local, default_namespace="alex") as mcp:
        saved = data(
            await mcp.call_tool("add_memory", {"content": "I play the cello.", "namespace": "bo"})
        )
        assert saved["saved"] is True
        document = await memhub.documents.get("bo", saved["id"])
        assert document.content == "I play the cello."
        assert document.metadata["source"] == "mcp"


@pytest.mark.parametrize(
    ("tool", "arguments", "message"),
    [
        (
            "search_memories",
            {"query": 3},
            "invalid arguments for search_memories: 'query' must be a string",
        ),
        ("search_memories", {"query": "x", "limit": 0}, "'limit' must be between 1 and 50"),
        ("search_memories", {"query": "x", "extra": 1}, "unexpected argument(s): extra"),
        ("add_memory", {}, "invalid arguments for add_memory: 'content' is required"),
        (
            "forget_memory",
            {"memory_id": "m", "query": "q"},
            "give exactly one of 'memory_id' or 'query'",
        ),
        ("get_memory", {}, "invalid arguments for get_memory: 'memory_id' is required"),
        (
            "list_memories",
            {"limit": 51},
            "invalid arguments for list_memories: 'limit' must be between 1 and 50",
        ),
        (
            "get_document",
            {"document_id": "shed", "max_chars": "9"},
            "'max_chars' must be an integer",
        ),
        ("list_documents", {"sort": "title"}, "unexpected argument(s): sort"),
        ("get_profile", {"namespace": "not a namespace!"}, "is not a valid namespace"),
        ("list_namespaces", {"query": ["x"]}, "'query' must be a string"),
        ("no_such_tool", {}, "unknown tool 'no_such_tool'"),
    ],
)
async def test_bad_arguments_come_back_as_error_results(
    local: LocalEngine, tool: str, arguments: dict[str, Any], message: str
) -> None:
    async with connect(local, default_namespace="alex") as mcp:
        assert message in error(await mcp.call_tool(tool, arguments))


async def test_unknown_ids_are_error_results(local: LocalEngine) -> None:
    async with connect(local, default_namespace="alex") as mcp:
        unknown = error(await mcp.call_tool("get_memory", {"memory_id": "nope"}))
        assert "could not complete" in unknown
        missing = error(await mcp.call_tool("get_document", {"document_id": "nope"}))
        assert missing == "no document or memory 'nope' in namespace 'alex'"


async def test_memories_list_and_open_with_their_history_and_source(local: LocalEngine) -> None:
    async with connect(local, default_namespace="alex") as mcp:
        listed = data(await mcp.call_tool("list_memories", {"limit": 50}))
        assert listed["namespace"] == "alex" and listed["total"] == len(listed["memories"]) >= 2
        hive = next(m for m in listed["memories"] if "hive" in m["memory"].lower())
        memory = data(await mcp.call_tool("get_memory", {"memory_id": hive["id"]}))
        assert memory["id"] == hive["id"] and memory["latest"] is True
        assert [source["id"] for source in memory["sources"]] == ["facts"]
        assert set(memory["links"]) == {"parents", "children", "siblings"}
        assert isinstance(memory["versions"], list)


async def test_documents_list_and_read_bounded_and_a_memory_id_opens_its_source(
    local: LocalEngine,
) -> None:
    async with connect(local, default_namespace="alex") as mcp:
        listed = data(await mcp.call_tool("list_documents", {"limit": 1}))
        assert len(listed["documents"]) == 1 and listed["totalPages"] >= 2
        shed = data(await mcp.call_tool("get_document", {"document_id": "shed"}))
        assert shed["truncated"] is True and shed["totalChars"] == len(LONG_TEXT)
        assert shed["content"] == LONG_TEXT[:20_000]
        small = data(await mcp.call_tool("get_document", {"document_id": "shed", "max_chars": 40}))
        assert small["content"] == LONG_TEXT[:40]
        hive = data(await mcp.call_tool("search_memories", {"query": "beehives"}))["results"][0]
        source = data(await mcp.call_tool("get_document", {"document_id": hive["id"]}))
        assert source["id"] == "facts" and source["fromMemory"] == hive["id"]
        assert source["content"] == FACTS and source["truncated"] is False


async def test_forget_previews_by_description_then_applies_by_id(
    local: LocalEngine, memhub: AsyncMemhub
) -> None:
    await memhub.add("forget-me", content="I drive a red Volvo estate car.")
    await memhub.add("forget-me", content="I am learning to speak Portuguese.")
    local.settle()
    async with connect(local, default_namespace="forget-me") as session:
        preview = data(await session.call_tool("forget_memory", {"query": "red Volvo estate car"}))
        assert preview["preview"] is True and preview["forgotten"] == 0
        assert preview["matches"] and all("id" in m for m in preview["matches"])
        before = data(await session.call_tool("list_memories", {}))["total"]
        assert before >= 2  # the preview forgot nothing
        target = next(m for m in preview["matches"] if "Volvo" in m["memory"])
        applied = data(await session.call_tool("forget_memory", {"memory_id": target["id"]}))
        assert applied == {"forgotten": 1}
        left = data(await session.call_tool("list_memories", {}))["memories"]
        assert target["id"] not in [m["id"] for m in left] and len(left) == before - 1


async def test_the_profile_resource_and_namespaces_resource(local: LocalEngine) -> None:
    async with connect(local, default_namespace="alex") as mcp:
        profile = await mcp.read_resource("memhub://alex/profile")
        text = profile.contents[0]
        assert text.mime_type == "text/markdown" and "penicillin" in text.text  # type: ignore[union-attr]
        listing = await mcp.read_resource("memhub://namespaces")
        assert '"namespace": "alex"' in listing.contents[0].text  # type: ignore[union-attr]
        with pytest.raises(MCPError, match="not a valid namespace"):
            await mcp.read_resource("memhub://bad%20ns/profile")


async def test_the_context_prompt_renders_the_prompt_cores_block(
    local: LocalEngine, memhub: AsyncMemhub
) -> None:
    async with connect(local, default_namespace="alex") as mcp:
        prompt = await mcp.get_prompt("context", {"query": "Where are my beehives?"})
        shown = prompt.messages[0].content
        assert shown.type == "text"
        options = RecallOptions(mode="full", raise_on_error=True)
        memory = MemoryContext(memhub, namespace="alex", options=options, cache=False)
        expected = await memory.abuild_for_query("Where are my beehives?")
        assert expected is not None and "hive" in expected.lower()
        assert shown.text == expected
        empty = await mcp.get_prompt("context", {"namespace": "nobody-here"})
        nothing = empty.messages[0].content
        assert nothing.type == "text"
        assert nothing.text == "No memories are stored for namespace 'nobody-here' yet."


async def test_a_key_with_one_namespace_needs_no_namespace_argument(local: LocalEngine) -> None:
    async with connect(local, "alex") as session:
        found = data(await session.call_tool("search_memories", {"query": "beehives"}))
        assert found["count"] >= 1
        refused = error(await session.call_tool("get_profile", {"namespace": "bo"}))
        assert "could not complete" in refused and "cannot access this namespace" in refused
        namespaces = data(await session.call_tool("list_namespaces", {}))
        assert namespaces["keyNamespaces"] == ["alex"]
        assert [n["namespace"] for n in namespaces["namespaces"]] == ["alex"]


async def test_a_key_with_several_namespaces_and_no_default_must_choose(
    local: LocalEngine,
) -> None:
    async with connect(local, "two") as session:
        message = error(await session.call_tool("get_profile", {}))
        assert message == (
            "invalid arguments for get_profile: no namespace given and none is configured: "
            "pass 'namespace' (this key may use alex, bo)"
        )
        assert data(await session.call_tool("get_profile", {"namespace": "bo"})) is not None


async def test_a_read_only_key_does_not_see_or_run_write_tools(
    local: LocalEngine, memhub: AsyncMemhub
) -> None:
    async with connect(local, "reader") as session:
        names = [tool.name for tool in (await session.list_tools()).tools]
        assert "add_memory" not in names and "forget_memory" not in names
        assert "search_memories" in names and "get_document" in names
        refused = error(await session.call_tool("add_memory", {"content": "I like tea."}))
        assert refused == "add_memory is not available: this API key is read-only"
        assert data(await session.call_tool("search_memories", {"query": "beehives"}))["count"]
    assert "tea" not in str((await memhub.list("alex", "documents", limit=50)).documents)


async def test_an_outage_is_an_error_result_and_the_tools_stay_listed(
    local: LocalEngine,
) -> None:
    server = local.loopback()
    server.start()
    client = AsyncMemhub(base_url=server.base_url, api_key=key(local, "admin"), max_retries=0)
    async with Client(MemhubMCP(Caller(client), default_namespace="alex")) as session:
        assert data(await session.call_tool("get_profile", {}))
        server.stop()
        failed = error(await session.call_tool("search_memories", {"query": "beehives"}))
        assert failed.startswith("the memory service could not complete this:")
        assert len((await session.list_tools()).tools) == 9


def test_a_bad_default_namespace_is_refused_at_construction(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="not a valid namespace"):
        MemhubMCP(Caller(AsyncMemhub(base_url="http://x")), default_namespace="no spaces")
