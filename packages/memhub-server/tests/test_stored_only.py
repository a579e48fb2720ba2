"""`taskType: "store"`: documents kept verbatim for an adapter to read back, never recalled.

Structured records (a chat history's exact messages, token usage, run ids) must not
become searchable text, chunks or memories; they only need to come back byte for byte.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from memhub import ConflictError, Memhub
from memhub.types import BatchAddRequest, DocumentInput
from memhub_server.engine import Engine

pytestmark = pytest.mark.both_backends

RECORD = '{"lc":1,"type":"ai","n":"3f9ac2e1","data":{"usage":{"input_tokens":12}}}'


@pytest.fixture
def engine(make_engine: Callable[..., Engine]) -> Engine:
    return make_engine()


@pytest.fixture
def client(engine: Engine, memhub_for: Callable[[Engine], Memhub]) -> Memhub:
    return memhub_for(engine)


def test_a_stored_document_is_done_at_once_and_never_searchable(
    client: Memhub, engine: Engine
) -> None:
    client.add("alex", content="I live in Lisbon and love green tea.", id="talk")
    ref = client.add("alex", content=f"Records: {RECORD}", id="records", task_type="store")
    assert ref.status == "done"
    assert engine.worker.drain(30)

    stored = client.documents.get("alex", "records", include=["chunks", "memories"])
    assert (stored.system.status, stored.system.dreaming_status) == ("done", "done")
    assert stored.content == f"Records: {RECORD}"
    assert not stored.chunks
    assert not stored.memories

    for mode in ("hybrid", "chunks", "memories"):
        hits = client.search(
            "alex", query="input tokens usage records", search_mode=mode, threshold=0, limit=50
        )
        texts = [hit.chunk or hit.memory or "" for hit in hits.results]
        assert texts, mode  # the transcript is there to be found
        assert not any("input_tokens" in text for text in texts), (mode, texts)
    profile = client.profile("alex")
    facts = [item.memory for item in profile.profile.static + profile.profile.dynamic]
    assert not any("input_tokens" in fact for fact in facts)


def test_appends_and_replacements_stay_unindexed(client: Memhub, engine: Engine) -> None:
    client.add("alex", content="first record", id="records", task_type="store")
    ref = client.add("alex", content="second record", id="records")
    assert ref.status == "done"
    assert engine.worker.drain(30)
    assert client.documents.get("alex", "records").content == "first record\n\nsecond record"

    client.documents.update("alex", "records", content="replaced record")
    assert engine.worker.drain(30)
    stored = client.documents.get("alex", "records", include=["chunks"])
    assert stored.content == "replaced record"
    assert stored.system.status == "done"
    assert not stored.chunks
    hits = client.search("alex", query="record", search_mode="chunks", threshold=0)
    assert hits.results == []


def test_whether_a_document_is_indexed_is_fixed_at_creation(client: Memhub, engine: Engine) -> None:
    client.add("alex", content="I live in Lisbon.", id="talk")
    client.add("alex", content="a record", id="records", task_type="store")

    with pytest.raises(ConflictError, match="fixed when it is created"):
        client.add("alex", content="more", id="talk", task_type="store")
    with pytest.raises(ConflictError, match="fixed when it is created"):
        client.add("alex", content="more", id="records", task_type="memory")
    with pytest.raises(ConflictError, match="fixed when it is created"):
        client.documents.update("alex", "records", task_type="superrag")

    result = client.documents.batch_add(
        "alex",
        documents=[
            DocumentInput(id="records", content="indexed now?"),
            DocumentInput(id="fresh", content="kept"),
        ],
        task_type="memory",
    )
    assert (result.count, result.failed) == (1, 1)
    assert [r.status for r in result.results] == ["queued", "error"]
    assert "fixed when it is created" in (result.results[1].error or "")
    # Nothing was changed by the refused writes.
    assert client.documents.get("alex", "records").content == "a record"
    assert client.documents.get("alex", "talk").content == "I live in Lisbon."


def test_a_stored_batch_is_done_without_the_worker(client: Memhub, engine: Engine) -> None:
    request = BatchAddRequest(
        documents=[DocumentInput(id=f"r{i}", content=f"record {i}") for i in range(3)],
        task_type="store",
    )
    result = engine.documents.batch_add("alex", request)
    assert [r.status for r in result.results] == ["done"] * 3
    assert engine.store.pending_jobs() == 0
