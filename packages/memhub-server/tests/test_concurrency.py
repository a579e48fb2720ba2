"""Search never waits behind ingestion."""

from __future__ import annotations

import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from numpy.typing import NDArray

from memhub.types import DocumentInput, SearchRequest
from memhub_server.config import Settings
from memhub_server.engine import Engine
from memhub_server.pipeline.embedding import LocalMiniLMEmbedder

pytestmark = pytest.mark.both_backends


class GatedEmbedder:
    """Holds any batch containing the marker until released; everything else passes."""

    MARKER = "slow-ingestion-marker"

    def __init__(self, inner: LocalMiniLMEmbedder) -> None:
        self._inner = inner
        self.model = inner.model
        self.dimensions = inner.dimensions
        self.entered = threading.Event()
        self.release = threading.Event()

    def embed(self, texts: Sequence[str]) -> NDArray[np.float32]:
        if any(self.MARKER in text for text in texts):
            self.entered.set()
            assert self.release.wait(30), "test never released the ingestion"
        return self._inner.embed(texts)


def test_search_answers_while_the_worker_is_busy(
    tmp_path: Path, embedder: LocalMiniLMEmbedder, database_settings: dict[str, Any]
) -> None:
    gated = GatedEmbedder(embedder)
    engine = Engine(Settings(data_dir=tmp_path / "data", **database_settings), embedder=gated)
    engine.start()
    try:
        engine.documents.add("ns", DocumentInput(content="Alex likes hiking in the Alps.", id="a"))
        assert engine.worker.drain(30)
        engine.documents.add("ns", DocumentInput(content=f"{GatedEmbedder.MARKER} text", id="b"))
        assert gated.entered.wait(30), "the worker never started embedding"
        # The worker is stuck mid-job (status 'embedding'); reads must not queue behind it.
        hits = engine.search.search("ns", SearchRequest(query="Where does Alex hike?"))
        assert hits.results and "Alps" in hits.results[0].text
        assert engine.store.document("ns", "b").status == "embedding"  # type: ignore[union-attr]
        gated.release.set()
        assert engine.worker.drain(30)
        assert engine.store.document("ns", "b").status == "done"  # type: ignore[union-attr]
    finally:
        gated.release.set()
        engine.close()


class BrokenEmbedder:
    """Fails on one document's text, works for everything else."""

    def __init__(self, inner: LocalMiniLMEmbedder, poison: str) -> None:
        self._inner = inner
        self._poison = poison
        self.model = inner.model
        self.dimensions = inner.dimensions
        self.failures = 0

    def embed(self, texts: Sequence[str]) -> NDArray[np.float32]:
        if any(self._poison in text for text in texts):
            self.failures += 1
            raise RuntimeError("embedding backend exploded")
        return self._inner.embed(texts)


def test_failing_document_is_retried_then_marked_failed_with_reason(
    tmp_path: Path,
    embedder: LocalMiniLMEmbedder,
    caplog: pytest.LogCaptureFixture,
    database_settings: dict[str, Any],
) -> None:
    broken = BrokenEmbedder(embedder, "poison")
    settings = Settings(data_dir=tmp_path / "data", start_worker=False, **database_settings)
    engine = Engine(settings, embedder=broken)
    engine.start()
    try:
        engine.documents.add("ns", DocumentInput(content="poison pill", id="bad"))
        engine.documents.add("ns", DocumentInput(content="a healthy note", id="good"))
        assert engine.worker.drain(30)
        bad = engine.store.document("ns", "bad")
        assert bad is not None and bad.status == "failed"
        assert bad.error is not None and "exploded" in bad.error
        attempts = [r for r in caplog.records if "failed (attempt" in r.getMessage()]
        assert len(attempts) == 3  # three attempts, then the document is marked failed
        assert engine.store.document_chunks(bad.id) == []
        good = engine.store.document("ns", "good")
        assert good is not None and good.status == "done"
        # New content for a failed document gets a fresh chance.
        engine.documents.add("ns", DocumentInput(content="now fine", id="bad"))
        broken._poison = "never-matches"
        assert engine.worker.drain(30)
        assert engine.store.document("ns", "bad").status == "done"  # type: ignore[union-attr]
    finally:
        engine.close()
