"""The rest of the v3/v4 surface: memories stated directly and listed with their history,
a document's chunks, container-tag settings, deletion and review, effective buckets."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence

import httpx
import pytest

from memhub_server.api import create_app
from memhub_server.embedded import SyncASGITransport
from memhub_server.engine import Engine
from memhub_server.pipeline.memory.facts import CandidateFact, ExtractionInput

pytestmark = pytest.mark.both_backends

Setup = tuple[Engine, httpx.Client]


@pytest.fixture
def setup(make_engine: Callable[..., Engine]) -> Iterator[Setup]:
    engine = make_engine()
    with httpx.Client(
        transport=SyncASGITransport(create_app(engine)), base_url="http://memhub.test"
    ) as http:
        yield engine, http


def test_memories_added_directly_are_searchable_at_once_and_listed(setup: Setup) -> None:
    _, http = setup
    added = http.post(
        "/v4/memories",
        json={
            "containerTag": "kim",
            "memories": [
                {"content": "Kim is a glassblower.", "isStatic": True},
                {
                    "content": "Kim is visiting Murano this week.",
                    "metadata": {"topic": "travel"},
                    "forgetAfter": "2099-05-01T00:00:00Z",
                    "forgetReason": "trip ends",
                    "temporalContext": {"eventDate": ["2099-04-28"]},
                },
            ],
        },
    )
    assert added.status_code == 201, added.text
    body = added.json()
    static, trip = body["memories"]
    assert static["isStatic"] is True and trip["isStatic"] is False
    assert trip["forgetReason"] == "trip ends" and trip["forgetAfter"].startswith("2099-05-01")
    assert trip["metadata"] == {"topic": "travel", "temporalContext": {"eventDate": ["2099-04-28"]}}
    # No worker run: the memories are searchable as soon as the call returns, and the
    # source document is stored only (never mined into a second copy of them).
    found = http.post("/v4/search", json={"q": "what does Kim do for work", "containerTag": "kim"})
    assert found.json()["results"][0]["memory"] == "Kim is a glassblower."
    source = http.get(f"/v3/documents/{body['documentId']}").json()
    assert source["status"] == "done"
    assert source["content"] == "Kim is a glassblower.\nKim is visiting Murano this week."
    profile = http.post("/v4/profile", json={"containerTag": "kim"}).json()["profile"]
    assert "Kim is a glassblower." in profile["static"]

    # Revise one, then list: latest versions only, each with its history and sources.
    http.patch(
        "/v4/memories",
        json={"containerTag": "kim", "id": static["id"], "newContent": "Kim is a glass artist."},
    )
    listed = http.post("/v4/memories/list", json={"containerTags": ["kim"], "sort": "createdAt"})
    entries = {e["memory"]: e for e in listed.json()["memoryEntries"]}
    assert set(entries) == {"Kim is a glass artist.", "Kim is visiting Murano this week."}
    artist = entries["Kim is a glass artist."]
    assert artist["version"] == 2 and artist["rootMemoryId"] == static["id"]
    assert [h["memory"] for h in artist["history"]] == ["Kim is a glassblower."]
    assert artist["documentIds"] == [body["documentId"]]
    assert listed.json()["pagination"]["totalItems"] == 2
    page = http.post("/v4/memories/list", json={"containerTags": ["kim"], "limit": 1, "page": "2"})
    assert len(page.json()["memoryEntries"]) == 1
    assert http.post("/v4/memories/list", json={}).status_code == 400
    assert (
        http.post("/v4/memories", json={"containerTag": "kim", "memories": []}).status_code == 400
    )


def test_document_chunks_in_order(setup: Setup) -> None:
    engine, http = setup
    text = "\n\n".join(
        f"Paragraph {i}: " + "the lighthouse keeper logs the weather. " * 30 for i in range(4)
    )
    http.post("/v3/documents", json={"content": text, "customId": "log", "containerTag": "sea"})
    assert engine.worker.drain(60)
    chunks = http.get("/v3/documents/log/chunks").json()
    assert chunks["documentId"] == "log" and chunks["total"] == len(chunks["chunks"]) > 1
    assert [c["position"] for c in chunks["chunks"]] == sorted(
        c["position"] for c in chunks["chunks"]
    )
    assert chunks["chunks"][0]["content"].startswith("Paragraph 0")
    assert http.get("/v3/documents/nothing/chunks").status_code == 404


def test_container_tag_settings_delete_and_buckets(setup: Setup) -> None:
    engine, http = setup
    http.post("/v3/documents", json={"content": "Noor bakes bread.", "containerTag": "noor"})
    assert engine.worker.drain(60)
    listed = http.get("/v3/container-tags/list").json()
    assert [(t["containerTag"], t["documentCount"]) for t in listed] == [("noor", 1)]

    patched = http.patch(
        "/v3/container-tags/noor",
        json={
            "entityContext": "Noor is the user; a baker.",
            "profileBuckets": [{"key": "baking", "description": "Bread and recipes"}],
        },
    )
    assert patched.status_code == 200, patched.text
    assert patched.json()["entityContext"] == "Noor is the user; a baker."
    assert patched.json()["profileBuckets"] == [
        {"key": "baking", "description": "Bread and recipes"}
    ]
    assert "createdAt" not in patched.json()
    shown = http.get("/v3/container-tags/noor").json()
    assert shown["entityContext"] == "Noor is the user; a baker." and "createdAt" in shown
    effective = http.post("/v4/profile/buckets", json={"containerTag": "noor"}).json()["buckets"]
    assert {"key": "baking", "description": "Bread and recipes"} in effective
    assert len(effective) > 1  # the defaults come first
    # `null` clears the context; an empty bucket list drops the tag's own buckets.
    cleared = http.patch(
        "/v3/container-tags/noor", json={"entityContext": None, "profileBuckets": []}
    ).json()
    assert cleared["entityContext"] is None and cleared["profileBuckets"] == []
    assert http.patch("/v3/container-tags/noor", json={"name": "Noor"}).status_code == 400
    assert http.patch("/v3/container-tags/ghost", json={"profileBuckets": []}).status_code == 404
    assert http.post("/v3/container-tags/merge", json={}).status_code == 404

    deleted = http.delete("/v3/container-tags/noor").json()
    assert deleted["success"] is True and deleted["deletedDocumentsCount"] == 1
    assert http.get("/v3/container-tags/noor").status_code == 404
    assert http.get("/v3/container-tags/list").json() == []


class _Inferring:
    """A test extractor: states a fact from the first document, and from the second
    infers one resting on the memories memhub shows it."""

    name = "inferring"

    def extract(self, batch: Sequence[ExtractionInput]) -> list[list[CandidateFact]]:
        return [self._facts(item) for item in batch]

    def _facts(self, item: ExtractionInput) -> list[CandidateFact]:
        if "second" not in item.content:
            return [CandidateFact(text="Ravi runs every morning.", subject="Ravi", kind="durable")]
        return [
            CandidateFact(
                text="Ravi is probably training for a race.",
                subject="Ravi",
                kind="recent",
                relation="derives",
                derived_from=tuple(m.id for m in item.existing),
            )
        ]


def test_review_queue_through_container_tag_routes(make_engine: Callable[..., Engine]) -> None:
    engine = make_engine(extractor=_Inferring())
    with httpx.Client(
        transport=SyncASGITransport(create_app(engine)), base_url="http://memhub.test"
    ) as http:
        http.post("/v3/documents", json={"content": "Ravi runs.", "containerTag": "ravi"})
        assert engine.worker.drain(60)
        http.post("/v3/documents", json={"content": "Ravi runs, second", "containerTag": "ravi"})
        assert engine.worker.drain(60)
        queue = http.get("/v3/container-tags/ravi/inferred").json()
        assert queue["total"] == 1
        memory_id = queue["memories"][0]["id"]
        reviewed = http.post(
            f"/v3/container-tags/ravi/inferred/{memory_id}/review", json={"action": "approve"}
        ).json()
        assert reviewed == {
            "id": memory_id,
            "isInference": False,
            "isForgotten": False,
            "reviewStatus": "approved",
        }
        assert http.get("/v3/container-tags/ravi/inferred").json()["total"] == 0
        bad = http.post(
            f"/v3/container-tags/ravi/inferred/{memory_id}/review", json={"action": "reject"}
        )
        assert bad.status_code == 400
