"""`Memhub()` with no server URL runs the engine in this process, on a local data dir."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from memhub import AsyncMemhub, Memhub, NotFoundError


def _wait_done(client: Memhub, namespace: str, doc_id: str, timeout: float = 60) -> None:
    deadline = time.monotonic() + timeout
    while client.documents.get(namespace, doc_id).system.status != "done":
        assert time.monotonic() < deadline, "document was not processed"
        time.sleep(0.05)


def test_zero_config_client_uses_the_in_process_engine(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    for name in ("MEMHUB_BASE_URL", "SUPERMEMORY_BASE_URL", "MEMHUB_API_KEY"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.chdir(tmp_path)
    with Memhub() as client:
        assert client.embedded
        ref = client.add("alex", content="Alex keeps bees on the roof.", id="bees")
        assert ref.status == "queued"
        _wait_done(client, "alex", "bees")
        hits = client.search("alex", query="What does Alex keep on the roof?")
        assert hits.results and "bees" in (hits.results[0].chunk or "")
        with pytest.raises(NotFoundError):
            client.documents.get("alex", "missing")
    # The data lives in ./.memhub, the zero-config default.
    assert (tmp_path / ".memhub" / "memhub.sqlite3").exists()


def test_explicit_data_dir_and_async_client(tmp_path: Path) -> None:
    data = tmp_path / "elsewhere"
    with Memhub(data_dir=data) as client:
        client.add("alex", content="Alex's favourite tea is sencha.", id="tea")
        _wait_done(client, "alex", "tea")

    async def read_back() -> str:
        async with AsyncMemhub(data_dir=data) as client:
            doc = await client.documents.get("alex", "tea")
            return doc.content or ""

    import asyncio

    assert asyncio.run(read_back()) == "Alex's favourite tea is sencha."
    assert (data / "memhub.sqlite3").exists()
