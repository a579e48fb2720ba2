"""SQLite full-text retrieval: namespace scoping, bounded ranking, moves and the upgrade path."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest

from memhub_server.store import _sqlite_memories
from memhub_server.store._sqlite_schema import MIGRATIONS
from memhub_server.store.base import NewChunk, NewDocument
from memhub_server.store.memories import NewMemory
from memhub_server.store.sqlite import SQLiteStore

MODEL = "test-model"


def _vector(seed: int) -> np.ndarray:
    vector = np.random.default_rng(seed).standard_normal(8).astype(np.float32)
    return vector / np.linalg.norm(vector)


def _ingest(store: SQLiteStore, namespace: str, texts: list[str]) -> list[str]:
    """Accept one document per text and commit its single chunk, as the worker does."""
    for text in texts:
        store.add_document(namespace, NewDocument(content=text, task_type="superrag"))
    chunk_ids = []
    while jobs := store.next_jobs(100):
        done = store.finish_jobs(
            [(job, [NewChunk(0, job.text, _vector(len(job.text)))]) for job in jobs]
        )
        chunk_ids += [chunk.id for chunks in done for chunk in chunks]
    return chunk_ids


@pytest.fixture
def store(tmp_path: Path) -> Iterator[SQLiteStore]:
    store = SQLiteStore(tmp_path / "memhub.sqlite3", embedding_model=MODEL)
    yield store
    store.close()


def _texts(store: SQLiteStore, namespace: str, query: str, limit: int = 10) -> list[str]:
    hits = store.fulltext(namespace, query, limit)
    chunks = store.chunks_by_id([chunk_id for chunk_id, _ in hits])
    return [chunks[chunk_id].content for chunk_id, _ in hits]


def test_ranking_stays_inside_the_namespace(store: SQLiteStore) -> None:
    # Another tenant holds many more matches; none may appear, and they must not crowd
    # this namespace's few matches out of the top results.
    _ingest(store, "crowd", [f"The train to station {i} was late." for i in range(50)])
    _ingest(store, "alex", ["Alex missed the train to Porto.", "Alex likes green tea."])
    assert _texts(store, "alex", "train", limit=3) == ["Alex missed the train to Porto."]
    assert len(_texts(store, "crowd", "train", limit=100)) == 50
    assert _texts(store, "nobody", "train") == []
    assert store.fulltext("alex", "?!", 10) == []  # no searchable words at all


def _remember(store: SQLiteStore, namespace: str, texts: list[str]) -> None:
    document = store.add_document(namespace, NewDocument(content="notes")).document
    for n, text in enumerate(texts):
        store.insert_memory(
            namespace, NewMemory(text=text, kind="durable"), _vector(n), document_id=document.id
        )


def test_another_namespace_never_moves_a_namespace_s_scores(store: SQLiteStore) -> None:
    # BM25 reads how common each word is and how long rows are. Another tenant that
    # makes "violin" common and writes long rows must change neither the order nor
    # the scores of this namespace's chunks and memories.
    own = [
        "Noor practises the violin every evening after work.",
        "Noor bought a second-hand violin bow at a market in Ghent last winter.",
        "Noor repairs bicycles on weekends.",
        "A violin teacher lives next door to Noor and plays scales early.",
    ]
    _remember(store, "noor", own)  # (its "notes" document is chunked by _ingest)
    _ingest(store, "noor", own)
    queries = ("violin bow", "Noor violin evening", "bicycles weekends violin")

    def scores() -> list[list[tuple[str, float]]]:
        return [store.fulltext("noor", q, 10) for q in queries] + [
            store.memory_fulltext("noor", q, 10) for q in queries
        ]

    before = scores()
    assert all(before), "every query matches something"
    crowd = [f"violin violin {i} and a long tail of other words about bows" * 3 for i in range(40)]
    _remember(store, "crowd", crowd)
    _ingest(store, "crowd", crowd)
    assert scores() == before


def test_a_namespace_that_is_most_of_the_index_still_finds_rows_others_outrank(
    store: SQLiteStore,
) -> None:
    # "big" holds most rows, so its searches run unscoped first; every top match of
    # "kiwi" belongs to "small", so the search must fall back to the scoped match.
    _ingest(store, "big", [f"Alex filed report number {i}." for i in range(60)])
    _ingest(store, "big", ["A kiwi, a report and a long list of other unrelated words here."])
    _ingest(store, "small", [f"kiwi kiwi kiwi {i}" for i in range(40)])
    assert _texts(store, "big", "kiwi", limit=1) == [
        "A kiwi, a report and a long list of other unrelated words here."
    ]
    assert len(_texts(store, "small", "kiwi", limit=50)) == 40
    assert store.delete_namespace("small") is not None
    assert _texts(store, "big", "kiwi report", limit=3)[0].startswith("A kiwi")


def test_common_words_are_dropped_first_when_matches_exceed_the_budget(
    store: SQLiteStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    common = [f"Alex went for a walk on day {i}." for i in range(30)]
    _ingest(store, "alex", [*common, "Alex saw a heron on the walk."])
    monkeypatch.setattr(_sqlite_memories, "MAX_RANKED_MATCHES", 5)
    # "walk" matches 31 rows, "heron" one: the ranked set is the heron row alone.
    assert _texts(store, "alex", "heron walk") == ["Alex saw a heron on the walk."]
    # With a single word there is nothing to drop: it is ranked whatever it costs.
    assert len(_texts(store, "alex", "walk", limit=50)) == 31


def test_moved_and_recreated_namespaces_keep_full_text_in_step(store: SQLiteStore) -> None:
    _ingest(store, "old", ["Alex plays the bassoon."])
    _ingest(store, "new", ["Alex drinks coffee."])
    assert store.move_namespace("old", "new")
    counts = store._conn().execute("SELECT name, chunk_count FROM namespaces").fetchall()
    assert [tuple(row) for row in counts] == [("new", 2)]
    assert _texts(store, "new", "bassoon") == ["Alex plays the bassoon."]
    assert _texts(store, "old", "bassoon") == []
    assert store.delete_namespace("new") is not None
    _ingest(store, "new", ["Alex sings."])
    assert _texts(store, "new", "bassoon coffee sings") == ["Alex sings."]


def test_upgrading_a_data_dir_reindexes_existing_rows(tmp_path: Path) -> None:
    path = tmp_path / "memhub.sqlite3"
    store = SQLiteStore(path, embedding_model=MODEL)
    _ingest(store, "alex", ["Alex keeps bees on the roof."])
    _ingest(store, "bo", ["Bo keeps bees too."])
    store.close()
    # Roll the file back to schema 4: the old full-text tables, no namespace tokens.
    with sqlite3.connect(path) as conn:
        conn.executescript(
            """
            DROP TRIGGER chunks_fts_insert; DROP TRIGGER chunks_fts_delete;
            DROP TRIGGER chunks_fts_update; DROP TABLE chunks_fts;
            CREATE VIRTUAL TABLE chunks_fts USING fts5(content, tokenize = 'porter unicode61');
            INSERT INTO chunks_fts(rowid, content) SELECT rowid, content FROM chunks;
            DROP TRIGGER memories_fts_insert; DROP TRIGGER memories_fts_delete;
            DROP TRIGGER memories_fts_update; DROP TABLE memories_fts;
            CREATE VIRTUAL TABLE memories_fts USING fts5(text, tokenize = 'porter unicode61');
            CREATE TRIGGER chunks_fts_insert AFTER INSERT ON chunks BEGIN SELECT 1; END;
            CREATE TRIGGER chunks_fts_delete AFTER DELETE ON chunks BEGIN SELECT 1; END;
            CREATE TRIGGER memories_fts_insert AFTER INSERT ON memories BEGIN SELECT 1; END;
            CREATE TRIGGER memories_fts_delete AFTER DELETE ON memories BEGIN SELECT 1; END;
            DROP TRIGGER chunks_chars_insert; DROP TRIGGER chunks_chars_delete;
            DROP TRIGGER chunks_chars_update; DROP TRIGGER memories_chars_insert;
            DROP TRIGGER memories_chars_delete; DROP TRIGGER memories_chars_update;
            ALTER TABLE namespaces DROP COLUMN chunk_chars;
            ALTER TABLE namespaces DROP COLUMN memory_chars;
            DROP TRIGGER chunks_count_insert; DROP TRIGGER chunks_count_delete;
            DROP TRIGGER chunks_count_move; DROP TRIGGER memories_count_insert;
            DROP TRIGGER memories_count_delete; DROP TRIGGER memories_count_move;
            ALTER TABLE namespaces DROP COLUMN chunk_count;
            ALTER TABLE namespaces DROP COLUMN memory_count;
            DROP TRIGGER namespaces_fts_token;
            ALTER TABLE namespaces DROP COLUMN fts_token;
            PRAGMA user_version = 4;
            """
        )
    upgraded = SQLiteStore(path, embedding_model=MODEL)
    try:
        version = upgraded._conn().execute("PRAGMA user_version").fetchone()[0]
        assert version == len(MIGRATIONS)
        assert _texts(upgraded, "alex", "bees") == ["Alex keeps bees on the roof."]
        assert _texts(upgraded, "bo", "bees") == ["Bo keeps bees too."]
        _ingest(upgraded, "alex", ["Alex sold some honey."])
        assert _texts(upgraded, "alex", "honey") == ["Alex sold some honey."]
    finally:
        upgraded.close()
