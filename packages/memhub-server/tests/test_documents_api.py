"""Document routes end to end: add, append, replace, no-op, batch, files, get, delete, list."""

from __future__ import annotations

import httpx
import pytest

from memhub import BadRequestError, Memhub, NotFoundError
from memhub_server.engine import Engine

pytestmark = pytest.mark.both_backends


def test_add_then_process_to_done(client: Memhub, engine: Engine) -> None:
    ref = client.add("alex", content="Alex adopted a beagle named Pixel.", id="notes-1")
    assert (ref.id, ref.status) == ("notes-1", "queued")
    assert client.documents.get("alex", "notes-1").system.status == "queued"
    assert engine.worker.drain()
    doc = client.documents.get("alex", "notes-1", include=["chunks", "memories"])
    assert doc.system.status == "done"
    assert doc.content == "Alex adopted a beagle named Pixel."
    assert doc.chunks is not None and [c.content for c in doc.chunks] == [doc.content]
    assert doc.chunks[0].position == 0
    assert doc.memories == []


def test_get_by_internal_or_caller_id(client: Memhub, engine: Engine) -> None:
    client.add("alex", content="first", id="mine")
    internal = engine.store.document("alex", "mine")
    assert internal is not None and internal.id != "mine"
    assert client.documents.get("alex", internal.id).id == "mine"
    generated = client.add("alex", content="no id given")
    assert client.documents.get("alex", generated.id).content == "no id given"


def test_append_chunks_only_new_content(client: Memhub, engine: Engine) -> None:
    client.add("alex", content="User: I live in Berlin.", id="conv")
    engine.worker.drain()
    # Adapters resend the whole transcript each turn: only the tail is new.
    ref = client.add("alex", content="User: I live in Berlin.\n\nAssistant: Nice city!", id="conv")
    assert ref.status == "queued"
    engine.worker.drain()
    doc = client.documents.get("alex", "conv", include=["chunks"])
    assert doc.content == "User: I live in Berlin.\n\nAssistant: Nice city!"
    assert doc.chunks is not None
    assert [c.position for c in doc.chunks] == [0, 1]
    assert "Berlin" in doc.chunks[0].content and "Berlin" not in doc.chunks[1].content
    # Unrelated new content is appended after what was there.
    client.add("alex", content="User: I moved to Lisbon.", id="conv")
    engine.worker.drain()
    doc = client.documents.get("alex", "conv", include=["chunks"])
    assert doc.content is not None and doc.content.endswith("\n\nUser: I moved to Lisbon.")
    assert doc.chunks is not None and len(doc.chunks) == 3


def test_identical_resend_is_a_noop(client: Memhub, engine: Engine) -> None:
    client.add("alex", content="Same words.", id="d")
    engine.worker.drain()
    before = engine.store.document_chunks(engine.store.document("alex", "d").id)  # type: ignore[union-attr]
    ref = client.add("alex", content="Same words.", id="d")
    assert ref.status == "done"
    assert engine.store.pending_jobs() == 0
    after = engine.store.document_chunks(engine.store.document("alex", "d").id)  # type: ignore[union-attr]
    assert [c.id for c in after] == [c.id for c in before]


def test_a_repeated_turn_is_appended_but_a_retried_append_is_not(
    client: Memhub, engine: Engine
) -> None:
    turn = "User: Thanks!\nAssistant: Okay."
    client.add("alex", content=turn, id="conv")
    client.add("alex", content="User: Play some jazz.\nAssistant: Playing jazz.", id="conv")
    # The same words again later in the conversation are a new turn...
    assert client.add("alex", content=turn, id="conv").status == "queued"
    # ...while sending that same piece once more (a retry whose answer was lost) is not.
    assert client.add("alex", content=turn, id="conv").status == "queued"  # still pending
    engine.worker.drain()
    assert client.add("alex", content=turn, id="conv").status == "done"
    doc = client.documents.get("alex", "conv", include=["chunks"])
    assert doc.content is not None and doc.content.count(turn) == 2
    assert doc.chunks is not None and sum(turn in c.content for c in doc.chunks) == 2


def test_patch_content_replaces_and_rebuilds_chunks(client: Memhub, engine: Engine) -> None:
    client.add("alex", content="Old text about Berlin.", id="d")
    engine.worker.drain()
    ref = client.documents.update("alex", "d", content="New text about Lisbon.")
    assert ref.status == "queued"
    engine.worker.drain()
    doc = client.documents.get("alex", "d", include=["chunks"])
    assert doc.content == "New text about Lisbon."
    assert doc.chunks is not None and [c.content for c in doc.chunks] == ["New text about Lisbon."]
    hits = client.search("alex", query="Berlin", search_mode="chunks", threshold=0)
    assert all("Berlin" not in (r.chunk or "") for r in hits.results)


def test_patch_metadata_only_does_not_reprocess(client: Memhub, engine: Engine) -> None:
    client.add("alex", content="Text.", id="d", metadata={"a": 1})
    engine.worker.drain()
    ref = client.documents.update("alex", "d", metadata={"b": "x"})
    assert ref.status == "done"
    assert engine.store.pending_jobs() == 0
    assert client.documents.get("alex", "d").metadata == {"b": "x"}


def test_patch_every_field_by_its_wire_name(client: Memhub, engine: Engine) -> None:
    client.add("alex", content="Text.", id="d")
    engine.worker.drain()
    ref = client.documents.update(
        "alex",
        "d",
        task_type="superrag",
        supporting_context="A diary.",
        dreaming="instant",
        date="2026-03-01",
        group={"team": "x"},
    )
    assert ref.status == "done"
    record = engine.store.document("alex", "d")
    assert record is not None
    assert (record.task_type, record.supporting_context, record.dreaming, record.date) == (
        "superrag",
        "A diary.",
        "instant",
        "2026-03-01",
    )


def test_patch_unknown_document_is_404(client: Memhub) -> None:
    with pytest.raises(NotFoundError, match="Document not found"):
        client.documents.update("alex", "missing", content="x")


def test_delete_reports_per_id_errors(client: Memhub, engine: Engine) -> None:
    client.add("alex", content="keep me out of search", id="gone")
    engine.worker.drain()
    result = client.documents.delete("alex", ids=["gone", "never-was"])
    assert result.count == 1
    assert [(e.id, e.error) for e in result.errors] == [("never-was", "Document not found")]
    with pytest.raises(NotFoundError):
        client.documents.get("alex", "gone")
    hits = client.search("alex", query="keep me out of search", threshold=0)
    assert hits.results == []


def test_delete_during_processing_leaves_nothing(client: Memhub, engine: Engine) -> None:
    client.add("alex", content="short lived", id="d")
    [job] = engine.store.next_jobs(1)
    client.documents.delete("alex", ids=["d"])
    assert engine.store.finish_jobs([(job, [])]) == [[]]
    assert engine.store.pending_jobs() == 0


def test_batch_add(client: Memhub, engine: Engine) -> None:
    result = client.documents.batch_add(
        "alex",
        documents=[
            {"content": "one", "id": "b1"},
            {"content": "   ", "id": "blank"},
            {"content": "two", "metadata": {"k": "v"}},
        ],
        dreaming="instant",
    )
    assert (result.count, result.failed) == (2, 1)
    assert [r.status for r in result.results] == ["queued", "queued", "error"]
    assert result.results[0].id == "b1"
    assert result.results[2].id == "blank" and "empty" in (result.results[2].error or "")
    engine.worker.drain()
    assert client.documents.get("alex", "b1").system.status == "done"


def test_batch_repeating_an_id_appends_within_the_batch(client: Memhub, engine: Engine) -> None:
    result = client.documents.batch_add(
        "alex",
        documents=[
            {"content": "User: I live in Berlin.", "id": "conv"},
            {"content": "User: I live in Berlin.", "id": "conv"},  # identical re-send
            {"content": "User: I moved to Lisbon.", "id": "conv"},
        ],
    )
    assert [r.id for r in result.results] == ["conv", "conv", "conv"]
    engine.worker.drain()
    doc = client.documents.get("alex", "conv", include=["chunks"])
    assert doc.content == "User: I live in Berlin.\n\nUser: I moved to Lisbon."
    assert doc.chunks is not None and doc.system.status == "done"
    assert "Lisbon" in " ".join(c.content for c in doc.chunks)


def test_batch_is_stored_all_or_nothing(
    client: Memhub, http: httpx.Client, engine: Engine, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = engine.store
    enqueue = store._enqueue  # type: ignore[attr-defined]
    calls: list[str] = []

    def failing_enqueue(*args: object) -> None:
        calls.append("x")
        if len(calls) == 2:
            raise RuntimeError("disk full")
        enqueue(*args)

    monkeypatch.setattr(store, "_enqueue", failing_enqueue)
    docs = [{"content": "first", "id": "a1"}, {"content": "second", "id": "a2"}]
    # Raw HTTP: the client would retry a 500, and the retry would find the fault gone.
    failed = http.post("/ns/alex/document/batch", json={"documents": docs})
    assert failed.status_code == 500
    assert failed.json()["error"] == "Internal server error"
    monkeypatch.undo()
    assert engine.store.document("alex", "a1") is None
    assert engine.store.pending_jobs() == 0
    assert client.documents.batch_add("alex", documents=docs).count == 2


def test_upload_text_markdown_and_pdf(client: Memhub, engine: Engine, make_pdf) -> None:
    md = client.documents.upload_file(
        "alex",
        file=("trip.md", b"# Trip plan\n\nWe fly to Porto on Friday."),
        metadata={"kind": "plan"},
    )
    pdf = client.documents.upload_file("alex", file=("cv.pdf", make_pdf("Alex works at Acme.")))
    engine.worker.drain()
    md_doc = client.documents.get("alex", md.id)
    assert md_doc.title == "Trip plan" and md_doc.metadata == {"kind": "plan"}
    assert "Porto" in (md_doc.content or "")
    pdf_doc = client.documents.get("alex", pdf.id)
    assert pdf_doc.type == "pdf" and "Acme" in (pdf_doc.content or "")
    assert pdf_doc.system.status == "done"


def test_upload_rejects_binary_and_unknown_fields(http: httpx.Client) -> None:
    bad = http.post("/ns/alex/document/file", files={"file": ("x.bin", b"\x00\x01\x02")})
    assert bad.status_code == 400 and "error" in bad.json()
    extra = http.post(
        "/ns/alex/document/file",
        files={"file": ("a.txt", b"hello")},
        data={"containerTag": "legacy"},
    )
    assert extra.status_code == 400
    assert "containerTag" in extra.json()["error"]


def test_replace_with_file_keeps_the_id(client: Memhub, engine: Engine) -> None:
    client.add("alex", content="old", id="doc")
    engine.worker.drain()
    ref = client.documents.replace_with_file("alex", "doc", file=("new.txt", b"brand new text"))
    assert ref.id == "doc"
    engine.worker.drain()
    assert client.documents.get("alex", "doc").content == "brand new text"
    with pytest.raises(NotFoundError):
        client.documents.replace_with_file("alex", "nope", file=("a.txt", b"x"))


def test_ids_with_slashes_and_spaces_round_trip(client: Memhub, engine: Engine) -> None:
    client.add("alex", content="path-like id", id="/memories/a b.txt")
    engine.worker.drain()
    assert client.documents.get("alex", "/memories/a b.txt").id == "/memories/a b.txt"


@pytest.mark.parametrize(
    ("method", "path", "body", "fragment"),
    [
        ("POST", "/ns/alex/document", {"content": "x", "containerTag": "t"}, "containerTag"),
        ("POST", "/ns/alex/document", {}, "content"),
        ("POST", "/ns/alex/document", {"content": "x", "metadata": {"a": {"b": 1}}}, "metadata"),
        ("POST", "/ns/alex/document", {"content": "x", "date": "yesterday"}, "date"),
        ("POST", "/ns/bad%20ns/document", {"content": "x"}, "namespace"),
        ("POST", "/ns/alex/document/batch", {"documents": []}, "documents"),
        ("POST", "/ns/alex/document/batch", {"documents": ["plain"]}, "documents"),
        ("DELETE", "/ns/alex/document", {"ids": []}, "ids"),
        ("PATCH", "/ns/alex/document/x", {"customId": "y"}, "customId"),
    ],
)
def test_bad_input_is_a_clear_400(
    http: httpx.Client, method: str, path: str, body: object, fragment: str
) -> None:
    response = http.request(method, path, json=body)
    assert response.status_code == 400, response.text
    payload = response.json()
    assert isinstance(payload["error"], str)
    assert fragment in payload["error"] + payload.get("details", "")


def test_invalid_json_is_400(http: httpx.Client) -> None:
    response = http.post(
        "/ns/alex/document", content=b"{not json", headers={"content-type": "application/json"}
    )
    assert response.status_code == 400


def test_oversized_body_is_413(engine: Engine, http: httpx.Client) -> None:
    limit = engine.settings.limits.max_body_bytes
    response = http.post("/ns/alex/document", json={"content": "x" * (limit + 1)})
    assert response.status_code == 413
    assert "too large" in response.json()["error"]


def test_oversized_content_is_413(engine: Engine, client: Memhub) -> None:
    from memhub import APIStatusError

    limit = engine.settings.limits.max_content_chars
    with pytest.raises(APIStatusError) as info:
        client.add("alex", content="y" * (limit + 1))
    assert info.value.status_code == 413


def test_bad_document_get_is_404(client: Memhub) -> None:
    with pytest.raises(NotFoundError):
        client.documents.get("alex", "missing")
    with pytest.raises(BadRequestError):
        client.documents.get("alex", "x", include=["everything"])  # type: ignore[list-item]


def test_list_documents_and_chunks(client: Memhub, engine: Engine) -> None:
    for i in range(5):
        client.add(
            "alex", content=f"note number {i}", id=f"n{i}", metadata={"i": i, "even": i % 2 == 0}
        )
    client.add("other", content="not alex's")
    engine.worker.drain()
    page = client.list("alex", "documents", page=1, limit=2, order="asc")
    assert [d.id for d in page.documents] == ["n0", "n1"]
    assert page.chunks == [] and page.memories == []
    assert (page.pagination.total_items, page.pagination.total_pages) == (5, 3)
    filtered = client.list(
        "alex",
        "documents",
        filter={"field": "even", "operator": "eq", "value": True},
        include={"content": True, "memoryCount": True},
        order="asc",
    )
    assert [d.id for d in filtered.documents] == ["n0", "n2", "n4"]
    assert filtered.documents[0].content == "note number 0"
    assert filtered.documents[0].system.memory_count == 0
    plain = client.list("alex", "documents", limit=1)
    assert plain.documents[0].content is None
    chunks = client.list(
        "alex", "chunks", filter={"field": "i", "operator": "gte", "value": 3}, limit=10
    )
    assert sorted(c.document_id or "" for c in chunks.chunks) == ["n3", "n4"]
    assert client.list("alex", "memories").pagination.total_items == 0


def test_memory_counts_omit_missing_documents(client: Memhub, engine: Engine) -> None:
    client.add("alex", content="x", id="here")
    counts = client.documents.memory_counts("alex", ids=["here", "absent"])
    assert [(c.id, c.memory_count) for c in counts.counts] == [("here", 0)]
