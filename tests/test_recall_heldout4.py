"""The fourth blind held-out recall set (bench/data/recall-heldout4/) is well-formed."""

from __future__ import annotations

from collections import Counter
from datetime import date
from pathlib import Path
from typing import Any

from tests.recall_checks import (
    check_conversations,
    check_questions,
    check_sentence,
    jsonl_rows,
    written_files,
)

HELDOUT4 = Path(__file__).resolve().parents[1] / "bench" / "data" / "recall-heldout4"
EPOCH = date(2026, 12, 3)

NOTHING = {"chatter", "question", "compliment", "hypothetical", "others-opinion",
           "generic-opinion", "assistant-suggestion", "thanks", "passing-mood"}  # fmt: skip


def _rows(name: str) -> list[dict[str, Any]]:
    return jsonl_rows(HELDOUT4, name)


def test_write_script_reproduces_the_committed_files() -> None:
    for name, text in written_files(HELDOUT4).items():
        assert (HELDOUT4 / name).read_text("utf-8") == text, name


def test_pair_chats_span_months_and_assistant_chats_name_their_user() -> None:
    conversations = _rows("conversations.jsonl")
    assert len(conversations) >= 5 and len({c["shape"] for c in conversations}) >= 5
    kinds = Counter(c["kind"] for c in conversations)
    assert kinds["pair"] >= 3 and kinds["assistant"] >= 2
    for conv, days in zip(conversations, check_conversations(conversations), strict=True):
        conv_id = conv["id"]
        assert date(2023, 12, 3) <= days[0] and days[-1] <= date(2025, 12, 3), conv_id
        if conv["kind"] == "assistant":
            assert 4 <= len(conv["sessions"]) <= 6, conv_id
            assert all(len(s["turns"]) >= 8 for s in conv["sessions"]), conv_id
        else:
            assert 5 <= len(conv["sessions"]) <= 8, conv_id
            assert 240 <= (days[-1] - days[0]).days <= 620, conv_id
            assert all(10 <= len(s["turns"]) <= 25 for s in conv["sessions"]), conv_id


def test_questions_point_at_real_evidence() -> None:
    questions = _rows("questions.jsonl")
    check_questions(questions, _rows("conversations.jsonl"), least=210)
    for q in questions:
        if q["category"] == "temporal":
            day = q["answer"] if len(q["answer"]) == 10 else q["answer"] + "-01"
            assert date.fromisoformat(day) < EPOCH, q["id"]


def test_labelled_sentences_are_balanced_and_hold_their_own_keys() -> None:
    sentences = _rows("sentences.jsonl")
    assert len(sentences) >= 100 and len({s["id"] for s in sentences}) == len(sentences)
    labels = Counter(s["label"] for s in sentences)
    assert min(labels["memory"], labels["none"]) >= 50, labels
    for s in sentences:
        check_sentence(s, NOTHING)
