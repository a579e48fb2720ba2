"""Memory tools against a real in-process engine: schemas, results and error results."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from memhub import Memhub
from memhub.tools import TOOL_NAMES, AsyncMemoryTools, MemoryTools, tool_specs
from memhub_server.testing import LocalEngine


@pytest.fixture
def local(tmp_path: Path) -> Iterator[LocalEngine]:
    with LocalEngine(tmp_path) as engine:
        yield engine


@pytest.fixture
def client(local: LocalEngine) -> Memhub:
    client = local.client()
    client.add("alex", content="I live in Berlin. I am allergic to peanuts.", id="chat-1")
    local.settle()
    return client


def _strict_ok(schema: dict[str, Any]) -> None:
    """OpenAI strict mode: objects list every property as required and forbid extras."""
    assert schema["type"] == "object"
    assert schema["additionalProperties"] is False
    assert sorted(schema["required"]) == sorted(schema["properties"])
    for prop in schema["properties"].values():
        assert "type" in prop and "description" in prop


def test_specs_are_strict_mode_schemas_and_can_be_renamed() -> None:
    specs = tool_specs()
    assert [s.name for s in specs] == list(TOOL_NAMES)
    for spec in specs:
        _strict_ok(spec.parameters)
        assert spec.description
    renamed = tool_specs(["add_memory", "forget_memory"], names={"add_memory": "remember"})
    assert [(s.name, s.tool) for s in renamed] == [
        ("remember", "add_memory"),
        ("forget_memory", "forget_memory"),
    ]
    # Each call returns a fresh schema: a caller mutating one cannot corrupt the next.
    specs[0].parameters["properties"].clear()
    assert tool_specs()[0].parameters["properties"]
    with pytest.raises(ValueError, match="unknown memhub tool"):
        tool_specs(["recall_everything"])  # type: ignore[list-item]


def test_search_add_profile_and_forget_round_trip(local: LocalEngine, client: Memhub) -> None:
    tools = MemoryTools(client, "alex")
    found = tools.run("search_memories", '{"query": "where does the user live", "limit": 3}')
    assert found.ok
    memories = [r["memory"] for r in found.data["results"]]
    assert "The user lives in Berlin." in memories
    assert json.loads(found.content) == found.data

    saved = tools.run("add_memory", {"content": "I prefer aisle seats on flights."})
    assert saved.ok and saved.data["saved"] is True
    local.settle()
    doc = client.documents.get("alex", saved.data["id"])
    assert doc.metadata.get("source") == "memory-tool"

    profile = tools.run("get_profile", "{}")
    assert profile.ok
    assert "The user lives in Berlin." in profile.data["static"]

    berlin = next(r for r in found.data["results"] if r["memory"] == "The user lives in Berlin.")
    forgot = tools.run("forget_memory", {"memory_id": berlin["id"], "query": None})
    assert forgot.ok and forgot.data == {"forgotten": 1}
    again = tools.run("search_memories", {"query": "where does the user live", "limit": None})
    assert "The user lives in Berlin." not in [r["memory"] for r in again.data["results"]]

    by_description = tools.run("forget_memory", {"memory_id": None, "query": "peanut allergy"})
    assert by_description.ok
    assert by_description.data["forgotten"] >= 1
    assert any("peanuts" in m for m in by_description.data["memories"])


@pytest.mark.parametrize(
    ("name", "arguments", "message"),
    [
        ("search_memories", "{not json", "not valid JSON"),
        ("search_memories", "[1, 2]", "must be a JSON object"),
        ("search_memories", {"limit": 3}, "'query' is required"),
        ("search_memories", {"query": "  "}, "must not be empty"),
        ("search_memories", {"query": "x", "limit": "5"}, "'limit' must be an integer"),
        ("search_memories", {"query": "x", "limit": 0}, "between 1 and 50"),
        ("search_memories", {"query": "x", "mode": "all"}, "unexpected argument(s): mode"),
        ("add_memory", {"content": 42}, "'content' must be a string"),
        ("forget_memory", {"memory_id": None, "query": None}, "exactly one"),
        ("forget_memory", {"memory_id": "m1", "query": "tea"}, "exactly one"),
        ("drop_tables", {}, "unknown tool 'drop_tables'"),
    ],
)
def test_bad_calls_return_error_results(
    client: Memhub, name: str, arguments: Any, message: str
) -> None:
    result = MemoryTools(client, "alex").run(name, arguments)
    assert not result.ok
    assert message in result.data["error"]


def test_unknown_memory_id_and_service_outage_are_error_results(client: Memhub) -> None:
    tools = MemoryTools(client, "alex")
    missing = tools.run("forget_memory", {"memory_id": "mem_missing", "query": None})
    assert missing.data["forgotten"] == 0 and "error" in missing.data

    down = Memhub(base_url="http://127.0.0.1:9", max_retries=0, timeout=1.0)
    with down:
        result = MemoryTools(down, "alex").run("get_profile")
    assert not result.ok
    assert "memory service could not complete" in result.data["error"]


def test_renamed_tools_answer_to_their_new_names(client: Memhub) -> None:
    tools = MemoryTools(client, "alex", include=["add_memory"], names={"add_memory": "remember"})
    assert tools.names == ["remember"]
    assert tools.run("remember", {"content": "I own a kayak."}).ok
    assert not tools.run("add_memory", {"content": "I own a kayak."}).ok


async def test_async_tools_match_the_sync_ones(local: LocalEngine, client: Memhub) -> None:
    async with local.async_client() as aclient:
        tools = AsyncMemoryTools(aclient, "alex", search_limit=2)
        found = await tools.run("search_memories", {"query": "allergy", "limit": None})
        sync_found = MemoryTools(client, "alex", search_limit=2).run(
            "search_memories", {"query": "allergy", "limit": None}
        )
        assert found.ok and found.data == sync_found.data
        assert len(found.data["results"]) <= 2
        bad = await tools.run("add_memory", {})
        assert not bad.ok and "'content' is required" in bad.data["error"]


def test_constructor_rejects_bad_configuration(client: Memhub) -> None:
    with pytest.raises(ValueError, match="namespace"):
        MemoryTools(client, "")
    with pytest.raises(ValueError, match="search_limit"):
        MemoryTools(client, "alex", search_limit=0)
