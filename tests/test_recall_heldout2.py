"""The second blind held-out recall set (bench/data/recall-heldout2/) is well-formed."""

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

HELDOUT2 = Path(__file__).resolve().parents[1] / "bench" / "data" / "recall-heldout2"
EPOCH = date(2026, 12, 3)

CATEGORIES = {"single-hop", "multi-hop", "temporal", "open-domain"}
TAGS = {"latest", "relative-date", "event-chain", "human-date", "relative-question-date",
        "first-person-question", "pronoun", "fragment", "second-person",
        "third-person-fact"}  # fmt: skip
NOTHING = {"chatter", "question", "compliment", "hypothetical", "others-opinion",
           "generic-opinion", "assistant-suggestion", "thanks", "passing-mood"}  # fmt: skip


def _rows(name: str) -> list[dict[str, Any]]:
    return [json.loads(line) for line in (HELDOUT2 / name).read_text("utf-8").splitlines()]


def test_write_script_reproduces_the_committed_files() -> None:
    for name, text in written_files(HELDOUT2).items():
        assert (HELDOUT2 / name).read_text("utf-8") == text, name


def test_pair_chats_span_months_and_assistant_chats_name_their_user() -> None:
    conversations = _rows("conversations.jsonl")
    assert len(conversations) >= 8
    kinds = Counter(c["kind"] for c in conversations)
    assert kinds["pair"] >= 5 and kinds["assistant"] >= 3
    turns = sum(len(s["turns"]) for c in conversations for s in c["sessions"])
    assert len(turn_texts(conversations)) == turns, "turn ids are unique"
    for conv in conversations:
        assert conv["shape"] in SHAPES, conv["id"]
        days = [date.fromisoformat(s["date"]) for s in conv["sessions"]]
        assert days == sorted(days), conv["id"]
        assert date(2023, 1, 1) <= days[0] and days[-1] <= date(2025, 12, 31), conv["id"]
        speakers = {t["speaker"] for s in conv["sessions"] for t in s["turns"]}
        assert speakers == set(conv["speakers"]), conv["id"]
        if conv["kind"] == "assistant":
            assert conv["user_label"] and speakers == {"User", "Assistant"}, conv["id"]
            assert 4 <= len(conv["sessions"]) <= 6, conv["id"]
        else:
            assert 5 <= len(conv["sessions"]) <= 8 and "User" not in speakers, conv["id"]
            assert 240 <= (days[-1] - days[0]).days <= 620, conv["id"]
            assert all(10 <= len(s["turns"]) <= 25 for s in conv["sessions"]), conv["id"]


def test_questions_point_at_real_evidence() -> None:
    turns = turn_texts(_rows("conversations.jsonl"))
    questions = _rows("questions.jsonl")
    assert len(questions) >= 150 and len({q["id"] for q in questions}) == len(questions)
    assert set(Counter(q["category"] for q in questions)) == CATEGORIES
    for q in questions:
        check_question(q, turns)
        assert q["asked_on"] == EPOCH.isoformat() and set(q["tags"]) <= TAGS, q["id"]
        first_person = re.search(r"\b(I|my|me)\b", q["question"])
        assert first_person or "first-person-question" not in q["tags"], q["id"]
        if q["category"] == "temporal":
            day = q["answer"] if len(q["answer"]) == 10 else q["answer"] + "-01"
            assert date.fromisoformat(day) < EPOCH, q["id"]


def test_labelled_sentences_are_balanced_and_hold_their_own_keys() -> None:
    sentences = _rows("sentences.jsonl")
    assert len(sentences) >= 150 and len({s["id"] for s in sentences}) == len(sentences)
    labels = Counter(s["label"] for s in sentences)
    assert min(labels["memory"], labels["none"]) >= 70, labels
    for s in sentences:
        assert s["sentence"].strip() and s["shape"] in SHAPES, s["id"]
        assert s["shape"] != "labelled_user_lines", s["id"]
        assert (s["label"] == "none") == (s["type"] in NOTHING) == (not s["expected"]), s["id"]
        for e in s["expected"]:
            assert e["kind"] in ("durable", "recent"), s["id"]
            assert keys_met(e["keys"], term_set(e["memory"])), (s["id"], e["memory"])
            assert not re.search(r"\b(I|my|me|you|your|it)\b", e["memory"]), s["id"]
            assert not re.search(r"\b(today|yesterday|tomorrow|last|next)\b", e["memory"])
