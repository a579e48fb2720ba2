"""Closing the store while another thread is inside a statement must not pull the
connection out from under it (a request finishing during shutdown crashed the
process with a segmentation fault)."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest

from memhub_server.store.sqlite import SQLiteStore


def test_close_leaves_a_running_statement_to_finish(tmp_path: Path) -> None:
    store = SQLiteStore(tmp_path / "memhub.db", embedding_model="test")
    started, closed, finished = threading.Event(), threading.Event(), threading.Event()
    rows: list[int] = []
    errors: list[BaseException] = []

    def reader() -> None:
        try:
            cursor = store._conn().execute(
                "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 500)"
                " SELECT i FROM n"
            )
            rows.append(cursor.fetchone()[0])
            started.set()
            assert closed.wait(10)
            rows.extend(row[0] for row in cursor.fetchall())  # mid-statement when closed
        except BaseException as exc:
            errors.append(exc)
        finally:
            finished.set()

    thread = threading.Thread(target=reader)
    thread.start()
    assert started.wait(10)
    store.close()
    closed.set()
    assert finished.wait(10)
    thread.join()
    assert errors == []
    assert rows == list(range(1, 501))


def test_a_closed_store_refuses_new_work_clearly(tmp_path: Path) -> None:
    store = SQLiteStore(tmp_path / "memhub.db", embedding_model="test")
    store.close()

    seen: list[BaseException] = []

    def in_another_thread() -> None:
        try:
            store.pending_jobs()
        except BaseException as exc:
            seen.append(exc)

    thread = threading.Thread(target=in_another_thread)
    thread.start()
    thread.join()
    assert [type(e) for e in seen] == [RuntimeError]
    assert "is closed" in str(seen[0])
    with pytest.raises(RuntimeError, match="is closed"):
        store.pending_jobs()
