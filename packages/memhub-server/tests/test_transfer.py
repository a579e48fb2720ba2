"""`memhub export`, `memhub import` and `memhub status`, on a data folder and over HTTP."""

from __future__ import annotations

import json
import sqlite3
from contextlib import closing
from pathlib import Path
from typing import Any

import httpx
import pytest

from memhub import Memhub
from memhub_server.cli import main
from memhub_server.pipeline.embedding import Embedder
from memhub_server.store.memories import NewMemory
from memhub_server.testing import LocalEngine


@pytest.fixture(autouse=True)
def _shared_model(monkeypatch: pytest.MonkeyPatch, embedder: Embedder) -> None:
    # The CLI builds its own engine; give it the session's loaded model, not a second copy.
    monkeypatch.setattr("memhub_server.engine.embedder_for", lambda settings: embedder)


def _seed(local: LocalEngine) -> None:
    """Two namespaces with everything an export carries: metadata, a version chain, an
    inference awaiting review, an approved one, a derives link, a forgotten memory, a
    custom profile bucket and a stored-only document."""
    client = local.client()
    client.add(
        "alex",
        content="User: I live in Lisbon. I work as a nurse at the city hospital.",
        id="c1",
        date="2026-01-05",
        metadata={"channel": "chat", "turn": 3},
    )
    local.settle()
    client.add(
        "alex",
        content="User: I moved to Porto last week. My sister Ana is visiting tomorrow.",
        id="c2",
        date="2026-03-01",
    )
    client.add("alex", content='{"role": "user"}', id="raw", task_type="store")
    client.add("blair", content="User: I play the cello in a quartet.", id="b1")
    local.settle()
    store, embedder = local.engine.store, local.engine.embedder
    nurse = next(m for m in store.list_memories("alex") if "nurse" in m.text)
    doc = client.documents.get("alex", "c1")
    for text in ("The user probably works night shifts.", "The user likes hospital food."):
        inferred = store.insert_memory(
            "alex",
            NewMemory(text=text, kind="durable", is_inference=True),
            embedder.embed([text])[0],
            document_id=doc.id,
        )
        store.link(inferred.id, nurse.id, "derives")
    local.engine.forget_namespace("alex")
    client.memories.review("alex", inferred.id, action="approve")
    sister = next(m for m in store.list_memories("alex") if "sister" in m.text)
    client.memories.forget("alex", ids=[sister.id])
    client.profiles.set_buckets("alex", buckets={"work": "Job, employer and shifts"})


def _view(client: Memhub, local: LocalEngine) -> dict[str, Any]:
    """What a user of the server sees: search results, profile, review queue, versions."""
    store = local.engine.store
    seen: dict[str, Any] = {}
    for ns, query in (("alex", "where does the user live and work?"), ("blair", "music")):
        hits = client.search(ns, query=query, threshold=0, include={"forgotten": True})
        # Re-embedding in other batches moves a float32 score in its 6th decimal at most.
        seen[ns + " search"] = [(r.id, r.memory, r.chunk) for r in hits.results]
        seen[ns + " similarity"] = [r.similarity for r in hits.results]
        seen[ns + " profile"] = client.profile(ns).model_dump(exclude={"timing"})
        memories = store.list_memories(ns)
        seen[ns + " memories"] = sorted(memories, key=lambda m: m.id)
        seen[ns + " links"] = sorted(store.links_of([m.id for m in memories]))
        seen[ns + " sources"] = sorted((m.id, tuple(store.sources(m.id))) for m in memories)
        seen[ns + " buckets"] = store.buckets(ns)
    seen["review"] = [m.id for m in client.memories.inferred("alex").memories]
    seen["document"] = client.documents.get("alex", "c1").model_dump()
    return seen


def _assert_same(after: dict[str, Any], before: dict[str, Any]) -> None:
    scores = [k for k in before if k.endswith("similarity")]
    assert {k: v for k, v in after.items() if k not in scores} == {
        k: v for k, v in before.items() if k not in scores
    }
    for k in scores:
        assert after[k] == pytest.approx(before[k], abs=1e-5)


def test_an_export_imports_into_an_empty_server_with_the_same_results(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source, target, dump = tmp_path / "source", tmp_path / "target", tmp_path / "all.jsonl"
    with LocalEngine(source) as local:
        _seed(local)
        before = _view(local.client(), local)
        key_hashes = [
            row[0] for row in local.engine.store._conn().execute("SELECT key_hash FROM api_keys")
        ]
    assert main(["keys", "create", "--data-dir", str(source)]) == 0
    assert main(["export", "--data-dir", str(source), "-o", str(dump)]) == 0
    text = dump.read_text()
    assert "key_hash" not in text and "mh_" not in text
    assert not any(h in text for h in key_hashes)
    assert {json.loads(line)["record"] for line in _lines(text)} >= {
        *("header", "namespace", "bucket", "document", "chunk", "memory"),
        *("source", "link", "end"),
    }
    assert main(["import", str(dump), "--data-dir", str(target)]) == 0
    with LocalEngine(target) as local:
        after = _view(local.client(), local)
        assert local.engine.store.count_api_keys() == 0  # keys never travel
    _assert_same(after, before)
    assert before["review"] and before["alex links"] and before["alex search"]
    assert any(m.version == 2 for m in before["alex memories"])
    assert any(m.is_forgotten for m in before["alex memories"])
    # Again: nothing changes, and the command says why.
    capsys.readouterr()
    assert main(["import", str(dump), "--data-dir", str(target)]) == 0
    assert "already imported" in capsys.readouterr().err
    with LocalEngine(target) as local:
        _assert_same(_view(local.client(), local), before)


def _export(tmp_path: Path) -> list[str]:
    source, dump = tmp_path / "small", tmp_path / "small.jsonl"
    with LocalEngine(source) as local:
        # Line and paragraph separators stay raw in JSON text: a record must not split there.
        note = "User: I keep bees on the roof.\u2028They make honey.\x85Lots of it."
        local.client().add("cara", content=note, id="d1")
        local.settle()
    assert main(["export", "--data-dir", str(source), "-o", str(dump)]) == 0
    return _lines(dump.read_text())


def _lines(text: str) -> list[str]:
    # Records end at "\n" only (str.splitlines would also cut at U+2028 inside a string).
    return [line + "\n" for line in text.split("\n") if line]


def _edit(lines: list[str], kind: str, **changes: Any) -> list[str]:
    out = []
    for line in lines:
        record = json.loads(line)
        if record["record"] == kind:
            record.update(changes)
        out.append(json.dumps(record) + "\n")
    return out


def _duplicate_chunk(lines: list[str]) -> list[str]:
    chunk = next(line for line in lines if '"record":"chunk"' in line)
    end = json.loads(lines[-1])
    return [*lines[:-1], chunk, json.dumps({**end, "records": end["records"] + 1}) + "\n"]


@pytest.mark.parametrize(
    ("damage", "message"),
    [
        (lambda lines: lines[:-1], "cut short"),
        (lambda lines: lines[:-3] + lines[-1:], "the end record counts"),
        (lambda lines: [*lines[:-1], lines[-1][:10]], "not JSON"),
        (lambda lines: _edit(lines, "header", version=2), "version 2 is not supported"),
        (lambda lines: lines[1:], "not a memhub export"),
        (_duplicate_chunk, "duplicate chunk"),
        (lambda lines: _edit(lines, "chunk", document_id="doc_gone"), "refers to document"),
        (lambda lines: _edit(lines, "memory", version="2"), "version must be an integer"),
        (lambda lines: _edit(lines, "document", colour="red"), "unknown fields ['colour']"),
        (lambda lines: _edit(lines, "memory", created_at="last Tuesday"), "ISO 8601 time"),
        (lambda lines: _edit(lines, "namespace", name="a b"), "valid namespace name"),
        (lambda lines: _edit(lines, "document", task_type="later"), "task_type must be one of"),
    ],
)
def test_a_damaged_export_is_refused_and_writes_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], damage: Any, message: str
) -> None:
    bad = tmp_path / "bad.jsonl"
    bad.write_text("".join(damage(_export(tmp_path))))
    target = tmp_path / "target"
    capsys.readouterr()
    assert main(["import", str(bad), "--data-dir", str(target)]) == 1
    err = capsys.readouterr().err
    assert message in err and err.startswith("memhub import: ")
    assert not target.exists()  # refused before any folder or database was made


def test_an_import_never_merges_into_a_namespace_with_other_content(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    dump = tmp_path / "cara.jsonl"
    dump.write_text("".join(_export(tmp_path)))
    target = tmp_path / "target"
    with LocalEngine(target) as local:
        local.client().add("cara", content="Someone else's note.", id="other")
        local.settle()
    capsys.readouterr()
    assert main(["import", str(dump), "--data-dir", str(target)]) == 1
    assert "already exist" in capsys.readouterr().err
    with LocalEngine(target) as local:
        docs = local.client().list("cara", "documents").documents
        assert [d.id for d in docs] == ["other"]


def test_status_counts_namespaces_and_backlogs(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = tmp_path / "data"
    with LocalEngine(data, start_worker=False) as local:
        client = local.client()
        client.add("dana", content="User: I drink green tea every morning.", id="t1")
        client.add("dana", content="User: I run on Sundays.", id="t2")
    assert main(["status", "--data-dir", str(data), "--json"]) == 0
    status = json.loads(capsys.readouterr().out)
    assert status["ingestionQueue"] == 2 and status["memoryFormationBacklog"] == 0
    assert status["namespaces"] == [
        {"name": "dana", "documents": 2, "chunks": 0, "memories": 0}
        | {"latestMemories": 0, "pendingReview": 0}
    ]
    assert status["dataBytes"] > 0 and status["embeddingModel"]
    assert main(["status", "--data-dir", str(data)]) == 0
    table = capsys.readouterr().out
    assert "ingestion queue: 2 job(s)" in table and "dana" in table
    assert main(["status", "--data-dir", str(tmp_path / "none")]) == 1
    assert "no data folder" in capsys.readouterr().err
    newer = tmp_path / "newer"
    newer.mkdir()
    with closing(sqlite3.connect(newer / "memhub.sqlite3")) as db:
        db.execute("PRAGMA user_version = 999")
    assert main(["status", "--data-dir", str(newer)]) == 1
    assert "written by a newer memhub" in capsys.readouterr().err


def test_export_import_and_status_over_http_need_an_unscoped_admin_key(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    dump = tmp_path / "cara.jsonl"
    dump.write_text("".join(_export(tmp_path)))
    with LocalEngine(tmp_path / "server", auth=True) as local:
        from memhub_server.services.auth import create_key

        admin, _ = create_key(local.engine.store, name="ops", namespaces=None, admin=True)
        scoped, _ = create_key(local.engine.store, name="s", namespaces=["cara"], admin=True)
        with local.loopback() as server:
            url = ["--url", server.base_url]
            assert main(["import", str(dump), *url, "--api-key", admin]) == 0
            again = tmp_path / "again.jsonl"
            assert main(["export", *url, "--api-key", admin, "-o", str(again)]) == 0
            assert main(["status", *url, "--api-key", admin, "--json"]) == 0
            capsys.readouterr()
            assert main(["status", *url, "--api-key", scoped]) == 1
            assert "403" in capsys.readouterr().err
            denied = httpx.get(
                server.base_url + "/admin/export", headers={"Authorization": f"Bearer {scoped}"}
            )
            assert denied.status_code == 403
            assert main(["import", str(dump), *url, "--api-key", admin]) == 0  # skipped
            clash = _edit(_lines(dump.read_text()), "namespace", id="ns_other")
            (tmp_path / "clash.jsonl").write_text("".join(clash))
            answer = httpx.post(
                server.base_url + "/admin/import",
                content="".join(clash),
                headers={"Authorization": f"Bearer {admin}"},
            )
            assert answer.status_code == 409 and "already exist" in answer.json()["error"]
        client = local.client(api_key=admin)
        hits = client.search("cara", query="bees", threshold=0)
        assert hits.results and "bees" in (hits.results[0].chunk or hits.results[0].memory or "")
        assert "\u2028They make honey.\x85" in (client.documents.get("cara", "d1").content or "")
    assert main(["import", str(again), "--data-dir", str(tmp_path / "again-data")]) == 0
    capsys.readouterr()
    assert main(["status", "--url", "http://127.0.0.1:9", "--api-key", "x"]) == 1
    assert "cannot reach" in capsys.readouterr().err


def _records(text: str) -> list[str]:
    """An export's records, in a fixed order, without the header's time of export
    (keys sorted too: PostgreSQL keeps JSON objects with their keys in its own order)."""
    records = [json.loads(line) for line in _lines(text)]
    records[0].pop("exportedAt")
    return sorted(json.dumps(record, sort_keys=True) for record in records)


def test_an_export_moves_from_sqlite_to_postgres_and_back_unchanged(
    tmp_path: Path, postgres_url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    on_postgres = ["--data-dir", str(tmp_path / "pg"), "--database-url", postgres_url]
    first, second = tmp_path / "sqlite.jsonl", tmp_path / "postgres.jsonl"
    with LocalEngine(tmp_path / "source") as local:
        _seed(local)
        before = _view(local.client(), local)
    assert main(["export", "--data-dir", str(tmp_path / "source"), "-o", str(first)]) == 0
    assert main(["import", str(first), *on_postgres]) == 0
    with LocalEngine(tmp_path / "pg", database_url=postgres_url) as local:
        _assert_same(_view(local.client(), local), before)
    # Every record survives the trip: PostgreSQL exports what SQLite did.
    assert main(["export", *on_postgres, "-o", str(second)]) == 0
    assert _records(second.read_text()) == _records(first.read_text())
    capsys.readouterr()
    assert main(["status", *on_postgres, "--json"]) == 0
    status = json.loads(capsys.readouterr().out)
    assert status["backend"] == "postgres" and status["dataBytes"] > 0
    counts = {ns["name"]: ns for ns in status["namespaces"]}
    assert counts["alex"]["documents"] == 3 and counts["blair"]["documents"] == 1
    assert counts["alex"]["memories"] == len(before["alex memories"])
    assert counts["alex"]["latestMemories"] == sum(
        m.is_latest and not m.is_forgotten for m in before["alex memories"]
    )
    # The seeded inference awaiting review, and the history memory the move to Porto formed.
    assert counts["alex"]["chunks"] > 0
    assert counts["alex"]["pendingReview"] == len(before["review"]) == 2
    # Into PostgreSQL again: refused with other content, skipped when it is the same.
    assert main(["import", str(first), *on_postgres]) == 0
    assert "already imported" in capsys.readouterr().err
    clash = [
        line.replace('"id":"' + json.loads(line)["id"], '"id":"ns_other')
        if '"record":"namespace","id"' in line and '"name":"blair"' in line
        else line
        for line in _lines(first.read_text())
    ]
    (tmp_path / "clash.jsonl").write_text("".join(clash))
    assert main(["import", str(tmp_path / "clash.jsonl"), *on_postgres]) == 1
    assert "already exist" in capsys.readouterr().err
    # And back to SQLite.
    assert main(["import", str(second), "--data-dir", str(tmp_path / "back")]) == 0
    with LocalEngine(tmp_path / "back") as local:
        _assert_same(_view(local.client(), local), before)


def test_unfinished_work_exported_from_postgres_is_done_after_import(
    tmp_path: Path, postgres_url: str
) -> None:
    dump = tmp_path / "queued.jsonl"
    with LocalEngine(tmp_path / "pg", database_url=postgres_url, start_worker=False) as local:
        local.client().add("erin", content="User: I grow chillies on the balcony.", id="q")
        assert local.engine.store.pending_jobs() == 1
    on_postgres = ["--data-dir", str(tmp_path / "pg"), "--database-url", postgres_url]
    assert main(["export", *on_postgres, "-o", str(dump)]) == 0
    assert main(["import", str(dump), "--data-dir", str(tmp_path / "sqlite")]) == 0
    with LocalEngine(tmp_path / "sqlite") as local:
        local.settle()
        [hit, *_] = local.client().search("erin", query="chillies", threshold=0).results
        assert "chillies" in (hit.chunk or hit.memory or "")


@pytest.mark.both_backends
def test_the_admin_routes_import_status_and_export_on_each_backend(
    tmp_path: Path, http: httpx.Client, backend_name: str
) -> None:
    text = "".join(_export(tmp_path))
    answer = http.post("/admin/import", content=text)
    assert answer.status_code == 200, answer.text
    assert answer.json()["imported"] == ["cara"]
    status = http.get("/admin/status").json()
    assert status["backend"] == backend_name and status["dataBytes"] > 0
    [cara] = status["namespaces"]
    assert (cara["name"], cara["documents"]) == ("cara", 1) and cara["chunks"] >= 1
    exported = http.get("/admin/export")
    assert exported.status_code == 200
    assert _records(exported.text) == _records(text)
