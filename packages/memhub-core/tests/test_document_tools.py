"""The read-only document tools against a real engine: paging, bounded text, scoping."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from memhub import Memhub
from memhub.tools import (
    ALL_TOOL_NAMES,
    DOCUMENT_TOOL_NAMES,
    TOOL_NAMES,
    AsyncMemoryTools,
    MemoryTools,
    tool_specs,
)
from memhub_server.testing import LocalEngine

LONG = "The greenhouse log, day by day. " * 650  # past the 20,000-character default


@pytest.fixture(scope="module")
def local(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LocalEngine]:
    # One engine for the module: every test only reads what the fixture stored.
    with LocalEngine(tmp_path_factory.mktemp("documents")) as engine:
        yield engine


@pytest.fixture(scope="module")
def client(local: LocalEngine) -> Memhub:
    client = local.client()
    client.add("sam", content="I keep three beehives behind the barn.", id="bees")
    client.add("sam", content=LONG, id="greenhouse", metadata={"kind": "log"})
    client.add("kim", content="Kim's private diary entry about a job offer.", id="diary")
    local.settle()
    return client


def test_document_tools_are_offered_only_when_asked_for() -> None:
    assert [spec.name for spec in tool_specs()] == list(TOOL_NAMES)
    specs = tool_specs(ALL_TOOL_NAMES)
    assert [spec.name for spec in specs][-2:] == list(DOCUMENT_TOOL_NAMES)
    for spec in specs[-2:]:
        # OpenAI strict mode: every property required, nullable when optional.
        assert sorted(spec.parameters["required"]) == sorted(spec.parameters["properties"])
        assert spec.parameters["additionalProperties"] is False


def test_list_pages_through_the_namespace_only(client: Memhub) -> None:
    tools = MemoryTools(client, "sam", include=DOCUMENT_TOOL_NAMES)
    first = tools.run("list_documents", {"page": None, "limit": 1})
    assert first.ok and first.data["total"] == 2 and first.data["totalPages"] == 2
    second = tools.run("list_documents", {"page": 2, "limit": 1})
    ids = {first.data["documents"][0]["id"], second.data["documents"][0]["id"]}
    assert ids == {"bees", "greenhouse"}  # never Kim's diary
    entry = first.data["documents"][0]
    assert set(entry) >= {"id", "title", "type", "status", "summary", "createdAt"}
    assert "content" not in entry


def test_get_reads_bounded_text_and_opens_a_memorys_source(client: Memhub) -> None:
    tools = MemoryTools(client, "sam", include=ALL_TOOL_NAMES)
    log = tools.run("get_document", {"document_id": "greenhouse", "max_chars": None})
    assert log.ok and log.data["truncated"] is True and log.data["totalChars"] == len(LONG)
    assert log.data["content"] == LONG[:20_000]
    short = tools.run("get_document", {"document_id": "greenhouse", "max_chars": 25})
    assert short.data["content"] == LONG[:25]

    hit = tools.run("search_memories", {"query": "beehives", "limit": 1}).data["results"][0]
    source = tools.run("get_document", {"document_id": hit["id"], "max_chars": None})
    assert source.ok and source.data["id"] == "bees" and source.data["fromMemory"] == hit["id"]
    assert source.data["truncated"] is False


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        (
            {"document_id": "diary", "max_chars": None},
            "no document or memory 'diary' in namespace 'sam'",
        ),
        ({"document_id": "", "max_chars": None}, "'document_id' must not be empty"),
        ({"document_id": "bees", "max_chars": 0}, "'max_chars' must be between 1 and 100000"),
        ({"document_id": "bees", "max_chars": True}, "'max_chars' must be an integer"),
    ],
)
def test_bad_or_foreign_ids_are_error_results(
    client: Memhub, arguments: dict[str, object], message: str
) -> None:
    result = MemoryTools(client, "sam", include=ALL_TOOL_NAMES).run("get_document", arguments)
    assert not result.ok and message in result.data["error"]


def test_list_rejects_out_of_range_paging(client: Memhub) -> None:
    tools = MemoryTools(client, "sam", include=DOCUMENT_TOOL_NAMES)
    result = tools.run("list_documents", {"page": 0, "limit": None})
    assert not result.ok and "'page' must be between 1 and 10000" in result.data["error"]
    result = tools.run("list_documents", {"page": None, "limit": 51})
    assert not result.ok and "'limit' must be between 1 and 50" in result.data["error"]


async def test_async_document_tools_match_the_sync_ones(local: LocalEngine, client: Memhub) -> None:
    sync_tools = MemoryTools(client, "sam", include=ALL_TOOL_NAMES)
    async with local.async_client() as aclient:
        tools = AsyncMemoryTools(aclient, "sam", include=ALL_TOOL_NAMES)
        listed = await tools.run("list_documents", {})
        assert listed.data == sync_tools.run("list_documents", {}).data
        read = await tools.run("get_document", {"document_id": "bees"})
        assert read.data == sync_tools.run("get_document", {"document_id": "bees"}).data
        hit = (await tools.run("search_memories", {"query": "beehives"})).data["results"][0]
        source = await tools.run("get_document", {"document_id": hit["id"]})
        assert source.data["id"] == "bees" and source.data["fromMemory"] == hit["id"]
        missing = await tools.run("get_document", {"document_id": "diary"})
        assert not missing.ok and "namespace 'sam'" in missing.data["error"]
