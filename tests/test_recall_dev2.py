"""The hand-written second recall dev set (bench/data/recall-dev2/) is well-formed."""

from __future__ import annotations

import json
from collections import Counter
from datetime import date
from pathlib import Path
from typing import Any

from tests.recall_checks import (
    check_conversations,
    check_questions,
    check_sentence,
    written_files,
)

DEV2 = Path(__file__).resolve().parents[1] / "bench" / "data" / "recall-dev2"

NOTHING = {"chatter", "question", "compliment", "hypothetical", "others-opinion",
           "generic-opinion", "assistant-suggestion", "thanks", "passing-mood",
           "unresolvable"}  # fmt: skip


def _rows(name: str) -> list[dict[str, Any]]:
    return [json.loads(line) for line in (DEV2 / name).read_text("utf-8").splitlines()]


def test_write_script_reproduces_the_committed_files() -> None:
    for name, text in written_files(DEV2).items():
        assert (DEV2 / name).read_text("utf-8") == text, name


def test_conversations_are_dated_shaped_and_spread_over_months() -> None:
    conversations = _rows("conversations.jsonl")
    kinds = Counter(c["kind"] for c in conversations)
    assert kinds["pair"] >= 6 and kinds["assistant"] >= 4
    for conv, days in zip(conversations, check_conversations(conversations), strict=True):
        conv_id = conv["id"]
        assert days[-1] <= date(2025, 12, 3) and (days[-1] - days[0]).days >= 120, conv_id
        if conv["kind"] == "pair":
            assert 6 <= len(conv["sessions"]) <= 10, conv_id


def test_questions_point_at_real_evidence() -> None:
    check_questions(_rows("questions.jsonl"), _rows("conversations.jsonl"), least=150)


def test_labelled_sentences_are_balanced_and_hold_their_own_keys() -> None:
    sentences = _rows("sentences.jsonl")
    assert len(sentences) >= 200
    labels = Counter(s["label"] for s in sentences)
    assert min(labels["memory"], labels["none"]) >= 90, labels
    for s in sentences:
        check_sentence(s, NOTHING)
