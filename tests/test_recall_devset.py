"""The committed recall development set (bench/data/recall/) is well-formed and reproducible."""

from __future__ import annotations

import json
import re
import sys
from collections import Counter
from datetime import date
from pathlib import Path
from typing import Any

import pytest

BENCH = Path(__file__).resolve().parents[1] / "bench"
sys.path.insert(0, str(BENCH))

from _recall import generate  # noqa: E402
from _recall.shapes import SHAPES  # noqa: E402

from tests.recall_checks import check_question  # noqa: E402

EPOCH = date(2026, 12, 3)
CATEGORIES = {"single-hop", "multi-hop", "temporal", "open-domain"}


def _rows(name: str) -> list[dict[str, Any]]:
    text = (generate.DATA_DIR / name).read_text(encoding="utf-8")
    return [json.loads(line) for line in text.splitlines()]


@pytest.fixture(scope="module")
def conversations() -> list[dict[str, Any]]:
    return _rows("conversations.jsonl")


@pytest.fixture(scope="module")
def questions() -> list[dict[str, Any]]:
    return _rows("questions.jsonl")


@pytest.fixture(scope="module")
def sentences() -> list[dict[str, Any]]:
    return _rows("sentences.jsonl")


@pytest.fixture(scope="module")
def turns(conversations: list[dict[str, Any]]) -> dict[str, tuple[str, dict[str, Any]]]:
    """Turn id -> (conversation id, turn)."""
    return {t["id"]: (c["id"], t) for c in conversations for s in c["sessions"] for t in s["turns"]}


def test_generator_reproduces_the_committed_files_byte_for_byte() -> None:
    for name, text in generate.build().items():
        committed = (generate.DATA_DIR / name).read_bytes()
        assert committed == text.encode("utf-8"), f"{name} differs from what the generator writes"


def test_conversations_are_long_dated_and_in_every_shape(
    conversations: list[dict[str, Any]],
) -> None:
    assert len(conversations) >= 30
    kinds = Counter(c["kind"] for c in conversations)
    assert kinds["pair"] >= 20 and kinds["assistant"] >= 10
    assert {c["shape"] for c in conversations} == set(SHAPES) - {"note"}
    ids = [t["id"] for c in conversations for s in c["sessions"] for t in s["turns"]]
    assert len(ids) == len(set(ids)), "turn ids are unique"
    for conv in conversations:
        assert 10 <= len(conv["sessions"]) <= 25, conv["id"]
        days = [date.fromisoformat(s["date"]) for s in conv["sessions"]]
        assert days == sorted(days), f"{conv['id']}: sessions out of order"
        assert (days[-1] - days[0]).days >= 60, f"{conv['id']}: sessions span months"
        for day in days:
            assert date(2023, 12, 3) <= day <= date(2025, 12, 3), f"{conv['id']}: {day}"
        speakers = {t["speaker"] for s in conv["sessions"] for t in s["turns"]}
        assert speakers == set(conv["speakers"]), conv["id"]
        if conv["kind"] == "pair":
            assert len(speakers) == 2 and "User" not in speakers
        for session in conv["sessions"]:
            assert 8 <= len(session["turns"]) <= 32, session["id"]
            assert all(t["text"].strip() for t in session["turns"])


def test_questions_cover_every_category_with_real_evidence(
    questions: list[dict[str, Any]], turns: dict[str, tuple[str, dict[str, Any]]]
) -> None:
    assert len(questions) >= 300
    counts = Counter(q["category"] for q in questions)
    assert set(counts) == CATEGORIES
    assert min(counts.values()) >= 40, counts
    texts = {tid: (conv, turn["text"]) for tid, (conv, turn) in turns.items()}
    for q in questions:
        check_question(q, texts)


def test_questions_exercise_the_known_weak_spots(questions: list[dict[str, Any]]) -> None:
    tags = Counter(tag for q in questions for tag in q["tags"])
    for tag in (
        "latest", "relative-date", "human-date", "first-person-question", "pronoun",
        "fragment", "second-person", "third-person-fact", "event-chain",
    ):  # fmt: skip
        assert tags[tag] >= 5, (tag, tags)
    assert sum(q["answer_is_memory"] for q in questions) >= 100
    first_person = [q for q in questions if "first-person-question" in q["tags"]]
    assert all(re.search(r"\b(I|my|me)\b", q["question"]) for q in first_person)


def test_labelled_sentences_say_what_each_should_form(sentences: list[dict[str, Any]]) -> None:
    assert len(sentences) >= 300
    labels = Counter(s["label"] for s in sentences)
    assert labels["none"] >= 100 and labels["memory"] >= 200
    nothing = {"chatter", "question", "compliment", "hypothetical", "others-opinion",
               "generic-opinion", "assistant-suggestion", "thanks"}  # fmt: skip
    assert nothing <= {s["type"] for s in sentences}
    for s in sentences:
        assert s["sentence"].strip() and s["shape"] in SHAPES, s["id"]
        assert date.fromisoformat(s["date"]) <= date(EPOCH.year - 1, EPOCH.month, EPOCH.day)
        assert (s["label"] == "none") == (s["type"] in nothing) == (not s["expected"]), s["id"]
        for e in s["expected"]:
            assert e["kind"] in ("durable", "recent") and e["keys"], s["id"]
            memory = e["memory"]
            assert not re.search(r"\b(I|my|you|your|it)\b", memory), (s["id"], memory)
            assert not re.search(r"\b(today|yesterday|tomorrow|last|next)\b", memory), memory
