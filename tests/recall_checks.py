"""Checks shared by the recall dev-set and held-out-set tests: a question is well-formed."""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Collection, Mapping, Sequence
from datetime import date
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bench"))

from _recall.scoring import keys_met, term_set, terms
from _recall.shapes import SHAPES

ABSOLUTE_DATE = re.compile(r"\d{4}-\d{2}(-\d{2})?")
CATEGORIES = frozenset({"single-hop", "multi-hop", "temporal", "open-domain"})
TAGS = frozenset({"latest", "relative-date", "event-chain", "human-date", "relative-question-date",
                  "first-person-question", "pronoun", "fragment", "second-person",
                  "third-person-fact"})  # fmt: skip


def check_question(q: dict[str, Any], turns: Mapping[str, tuple[str, str]]) -> None:
    """`q` has an answer and evidence turns of its own conversation holding every key group.

    `turns` maps a turn id to (conversation id, turn text).
    """
    assert q["answer"].strip() and q["question"].strip(), q["id"]
    assert q["evidence"], q["id"]
    assert set(q["keys"]) == set(q["evidence"]), q["id"]
    assert all(turns[t][0] == q["conversation"] for t in q["evidence"]), q["id"]
    present = set(terms(" ".join(turns[t][1] for t in q["evidence"])))
    for groups in q["keys"].values():
        for group in groups:
            assert any(set(terms(p)) <= present for p in group), (q["id"], group)
    if q["category"] == "multi-hop":
        assert len(q["evidence"]) >= 2, q["id"]
    if q["category"] == "temporal":
        assert ABSOLUTE_DATE.fullmatch(q["answer"]), q["id"]
    if "first-person-question" in q.get("tags", ()):
        assert re.search(r"\b(I|my|me)\b", q["question"]), q["id"]


def check_questions(
    questions: Sequence[dict[str, Any]], conversations: Sequence[Mapping[str, Any]], least: int
) -> None:
    """At least `least` questions with unique ids, every category used, each well-formed
    (`check_question`), asked on the epoch and tagged from `TAGS`."""
    turns = turn_texts(conversations)
    assert len(questions) >= least and len({q["id"] for q in questions}) == len(questions)
    assert {q["category"] for q in questions} == CATEGORIES
    for q in questions:
        check_question(q, turns)
        assert q["asked_on"] == "2026-12-03" and set(q["tags"]) <= TAGS, q["id"]


def check_conversations(conversations: Sequence[Mapping[str, Any]]) -> list[list[date]]:
    """Each conversation is in a known shape with sessions dated in order from 2023 on, every
    listed speaker speaks, a pair chat has no ``User`` and an assistant chat is between
    ``User`` and ``Assistant`` with its user named; turn ids are unique across the set.

    Returns each conversation's session days, in the order of `conversations`.
    """
    turns = sum(len(s["turns"]) for c in conversations for s in c["sessions"])
    assert len(turn_texts(conversations)) == turns, "turn ids are unique"
    found = []
    for conv in conversations:
        assert conv["shape"] in SHAPES, conv["id"]
        days = [date.fromisoformat(s["date"]) for s in conv["sessions"]]
        assert days == sorted(days) and date(2023, 1, 1) <= days[0], conv["id"]
        speakers = {t["speaker"] for s in conv["sessions"] for t in s["turns"]}
        assert speakers == set(conv["speakers"]), conv["id"]
        if conv["kind"] == "assistant":
            assert conv["user_label"] and speakers == {"User", "Assistant"}, conv["id"]
        else:
            assert "User" not in speakers, conv["id"]
        found.append(days)
    return found


def check_sentence(s: dict[str, Any], nothing: Collection[str]) -> None:
    """A labelled sentence's type (one of `nothing` or not) agrees with its label, and each
    expected memory holds its own keys with no unresolved person or relative date word."""
    assert s["sentence"].strip() and s["shape"] in SHAPES, s["id"]
    assert s["shape"] != "labelled_user_lines", s["id"]
    assert (s["label"] == "none") == (s["type"] in nothing) == (not s["expected"]), s["id"]
    for e in s["expected"]:
        assert e["kind"] in ("durable", "recent"), s["id"]
        assert keys_met(e["keys"], term_set(e["memory"])), (s["id"], e["memory"])
        assert not re.search(r"\b(I|my|me|you|your|it)\b", e["memory"]), (s["id"], e["memory"])
        assert not re.search(r"\b(today|yesterday|tomorrow|last|next)\b", e["memory"]), s["id"]


def written_files(folder: Path) -> dict[str, str]:
    """What `folder`'s own ``write.py`` writes: file name -> text (its ``build()``)."""
    import importlib.util

    spec = importlib.util.spec_from_file_location(f"write_{folder.name}", folder / "write.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up there
    spec.loader.exec_module(module)
    files: dict[str, str] = module.build()
    return files


def jsonl_rows(folder: Path, name: str) -> list[dict[str, Any]]:
    """The rows of the JSON-lines file `name` in `folder`."""
    lines = (folder / name).read_text("utf-8").splitlines()
    return [json.loads(line) for line in lines]


def turn_texts(conversations: Sequence[Mapping[str, Any]]) -> dict[str, tuple[str, str]]:
    """Turn id -> (conversation id, turn text), as `check_question` takes them."""
    return {
        t["id"]: (c["id"], t["text"])
        for c in conversations
        for s in c["sessions"]
        for t in s["turns"]
    }
