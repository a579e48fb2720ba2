"""The blind held-out recall set (bench/data/blind-heldout/) is well-formed and reproducible."""

from __future__ import annotations

import importlib.util
import json
import re
import sys
from collections import Counter
from datetime import date
from pathlib import Path
from typing import Any

BENCH = Path(__file__).resolve().parents[1] / "bench"
HELDOUT = BENCH / "data" / "blind-heldout"
sys.path.insert(0, str(BENCH))

from _recall.shapes import SHAPES  # noqa: E402

from tests.recall_checks import check_question  # noqa: E402

CATEGORIES = {"single-hop", "multi-hop", "temporal", "open-domain"}
TAGS = {"latest", "relative-date", "event-chain", "human-date", "relative-question-date",
        "first-person-question", "pronoun", "fragment", "second-person",
        "third-person-fact"}  # fmt: skip
NOTHING = {"chatter", "question", "compliment", "hypothetical", "others-opinion",
           "generic-opinion", "assistant-suggestion", "thanks", "passing-mood"}  # fmt: skip


def _rows(name: str) -> list[dict[str, Any]]:
    return [json.loads(line) for line in (HELDOUT / name).read_text("utf-8").splitlines()]


def test_write_script_reproduces_the_committed_files() -> None:
    spec = importlib.util.spec_from_file_location("heldout_write", HELDOUT / "write.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    for name, text in module.build().items():
        assert (HELDOUT / name).read_text("utf-8") == text, name


def test_conversations_are_dated_and_shaped() -> None:
    conversations = _rows("conversations.jsonl")
    assert len(conversations) >= 8
    kinds = Counter(c["kind"] for c in conversations)
    assert kinds["pair"] >= 5 and kinds["assistant"] >= 3
    ids = [t["id"] for c in conversations for s in c["sessions"] for t in s["turns"]]
    assert len(ids) == len(set(ids)), "turn ids are unique"
    for conv in conversations:
        assert conv["shape"] in SHAPES, conv["id"]
        days = [date.fromisoformat(s["date"]) for s in conv["sessions"]]
        assert days == sorted(days) and date(2023, 1, 1) <= days[0], conv["id"]
        assert days[-1] <= date(2025, 12, 31), conv["id"]
        speakers = {t["speaker"] for s in conv["sessions"] for t in s["turns"]}
        assert speakers == set(conv["speakers"]), conv["id"]
        if conv["kind"] == "assistant":
            assert conv["user_label"], conv["id"]
        else:
            assert 4 <= len(conv["sessions"]) <= 8, conv["id"]


def test_questions_point_at_real_evidence() -> None:
    turns = {
        t["id"]: (c["id"], t["text"])
        for c in _rows("conversations.jsonl")
        for s in c["sessions"]
        for t in s["turns"]
    }
    questions = _rows("questions.jsonl")
    assert len(questions) >= 80
    assert set(Counter(q["category"] for q in questions)) == CATEGORIES
    assert len({q["id"] for q in questions}) == len(questions)
    for q in questions:
        check_question(q, turns)
        assert q["asked_on"] == "2026-12-03" and set(q["tags"]) <= TAGS, q["id"]
        if "first-person-question" in q["tags"]:
            assert re.search(r"\b(I|my|me)\b", q["question"]), q["id"]


def test_labelled_sentences_are_balanced_and_consistent() -> None:
    sentences = _rows("sentences.jsonl")
    assert len(sentences) >= 80
    labels = Counter(s["label"] for s in sentences)
    assert min(labels["memory"], labels["none"]) >= 35, labels
    for s in sentences:
        assert s["sentence"].strip() and s["shape"] in SHAPES, s["id"]
        assert (s["label"] == "none") == (s["type"] in NOTHING) == (not s["expected"]), s["id"]
        for e in s["expected"]:
            assert e["kind"] in ("durable", "recent") and e["keys"], s["id"]
            assert not re.search(r"\b(I|my|you|your)\b", e["memory"]), (s["id"], e["memory"])
