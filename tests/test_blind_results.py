"""The committed results of a blind held-out set name none of its questions, turns or
sentences: only counts. (`bench_recall.py` keeps examples of misses for the dev sets, where
reading them is the point; for a blind set they would unblind whoever opens the file.)"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

RESULTS = Path(__file__).resolve().parents[1] / "bench" / "results"
BLIND = sorted(RESULTS.glob("*heldout*.json"))


def test_there_are_blind_results() -> None:
    assert BLIND, "no committed results of a blind held-out set"


@pytest.mark.parametrize("path", BLIND, ids=lambda p: p.stem)
def test_blind_results_keep_counts_not_examples(path: Path) -> None:
    report = json.loads(path.read_text(encoding="utf-8"))
    assert "heldout" in report["dataset"]["data"]
    assert report["hybrid_misses_at_400"] == []
    assert report["extractor"]["false_positives"] == []
    assert report["extractor"]["missed"] == []
    # the counts are still there
    assert report["hybrid_misses_kept"] >= 0
    assert report["extractor"]["false_positives_kept"] >= 0
