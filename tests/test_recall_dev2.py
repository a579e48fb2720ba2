"""The hand-written second recall dev set (bench/data/recall-dev2/) is well-formed."""

from __future__ import annotations

import json
import re
from collections import Counter
from datetime import date
from pathlib import Path
from typing import Any

from tests.recall_checks import check_question, turn_texts, written_files

# recall_checks puts bench/ on the path
from _recall.scoring import keys_met, term_set  # isort: skip
from _recall.shapes import SHAPES  # isort: skip

DEV2 = Path(__file__).resolve().parents[1] / "bench" / "data" / "recall-dev2"

CATEGORIES = {"single-hop", "multi-hop", "temporal", "open-domain"}
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
    turns = sum(len(s["turns"]) for c in conversations for s in c["sessions"])
    assert len(turn_texts(conversations)) == turns, "turn ids are unique"
    for conv in conversations:
        assert conv["shape"] in SHAPES, conv["id"]
        days = [date.fromisoformat(s["date"]) for s in conv["sessions"]]
        assert days == sorted(days) and date(2023, 1, 1) <= days[0], conv["id"]
        assert days[-1] <= date(2025, 12, 3) and (days[-1] - days[0]).days >= 120, conv["id"]
        speakers = {t["speaker"] for s in conv["sessions"] for t in s["turns"]}
        assert speakers == set(conv["speakers"]), conv["id"]
        if conv["kind"] == "assistant":
            assert conv["user_label"] and speakers == {"User", "Assistant"}, conv["id"]
        else:
            assert 6 <= len(conv["sessions"]) <= 10 and "User" not in speakers, conv["id"]


def test_questions_point_at_real_evidence() -> None:
    turns = turn_texts(_rows("conversations.jsonl"))
    questions = _rows("questions.jsonl")
    assert len(questions) >= 150 and len({q["id"] for q in questions}) == len(questions)
    assert set(Counter(q["category"] for q in questions)) == CATEGORIES
    for q in questions:
        check_question(q, turns)
        assert q["asked_on"] == "2026-12-03", q["id"]
        first_person = re.search(r"\b(I|my|me)\b", q["question"])
        assert first_person or "first-person-question" not in q["tags"], q["id"]


def test_labelled_sentences_are_balanced_and_hold_their_own_keys() -> None:
    sentences = _rows("sentences.jsonl")
    assert len(sentences) >= 200
    labels = Counter(s["label"] for s in sentences)
    assert min(labels["memory"], labels["none"]) >= 90, labels
    for s in sentences:
        assert s["sentence"].strip() and s["shape"] in SHAPES, s["id"]
        assert s["shape"] != "labelled_user_lines", s["id"]
        assert (s["label"] == "none") == (s["type"] in NOTHING) == (not s["expected"]), s["id"]
        for e in s["expected"]:
            assert e["kind"] in ("durable", "recent"), s["id"]
            assert keys_met(e["keys"], term_set(e["memory"])), (s["id"], e["memory"])
            assert not re.search(r"\b(I|my|you|your|it)\b", e["memory"]), (s["id"], e["memory"])
            assert not re.search(r"\b(today|yesterday|tomorrow|last|next)\b", e["memory"])
