"""The hand-written recall sets written with ``bench/_handwritten.py`` are well-formed.

Each set's ``write.py`` reproduces its committed files, and the files keep the shape the set's
README promises: how many conversations of each kind, how their sessions are spread, how many
questions and labelled sentences, and the balance of the labels. The checks common to every
set (evidence turns exist, keys are in the evidence, labels are consistent) are in
``tests/recall_checks.py``; this table holds what differs from set to set.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import Any

import pytest

from tests.recall_checks import (
    check_conversations,
    check_questions,
    check_sentence,
    jsonl_rows,
    written_files,
)

DATA = Path(__file__).resolve().parents[1] / "bench" / "data"
EPOCH = date(2026, 12, 3)

NOTHING = {"chatter", "question", "compliment", "hypothetical", "others-opinion",
           "generic-opinion", "assistant-suggestion", "thanks", "passing-mood"}  # fmt: skip


@dataclass(frozen=True, slots=True)
class Profile:
    """What one set's README promises about its size and spread."""

    pairs: int
    assistants: int
    pair_sessions: tuple[int, int]
    questions: int
    sentences: int
    each_label: int
    last_day: date = date(2025, 12, 3)
    first_day: date | None = None
    pair_span: tuple[int, int] | None = (240, 620)
    """Days between a pair chat's first and last session."""
    pair_turns: tuple[int, int] | None = (10, 25)
    assistant_sessions: tuple[int, int] | None = (4, 6)
    assistant_turns: int | None = None
    shapes: int = 1
    """How many of the transcript shapes the set's conversations use, at least."""
    nothing: frozenset[str] = frozenset(NOTHING)


SETS: dict[str, Profile] = {
    "recall-dev2": Profile(
        pairs=6, assistants=4, pair_sessions=(6, 10), questions=150, sentences=200,
        each_label=90, pair_span=(120, 100_000), pair_turns=None, assistant_sessions=None,
        nothing=frozenset(NOTHING | {"unresolvable"}),
    ),
    "recall-dev3": Profile(
        pairs=4, assistants=2, pair_sessions=(5, 8), questions=120, sentences=120,
        each_label=55, first_day=date(2023, 12, 3), assistant_turns=8, shapes=4,
    ),
    "blind-heldout2": Profile(
        pairs=5, assistants=3, pair_sessions=(5, 8), questions=150, sentences=150,
        each_label=70, last_day=date(2025, 12, 31),
    ),
    "recall-dev4": Profile(
        pairs=3, assistants=2, pair_sessions=(5, 8), questions=210, sentences=100,
        each_label=50, first_day=date(2023, 12, 3), assistant_turns=8, shapes=5,
    ),
    "recall-dev5": Profile(
        pairs=3, assistants=2, pair_sessions=(5, 8), questions=270, sentences=100,
        each_label=50, first_day=date(2023, 12, 3), assistant_turns=8, shapes=5,
    ),
    "recall-dev6": Profile(
        pairs=4, assistants=2, pair_sessions=(5, 8), questions=300, sentences=100,
        each_label=50, first_day=date(2023, 12, 3), assistant_turns=8, shapes=5,
    ),
    "recall-dev7": Profile(
        pairs=4, assistants=2, pair_sessions=(5, 8), questions=300, sentences=100,
        each_label=50, first_day=date(2023, 12, 3), assistant_turns=8, shapes=5,
    ),
    "recall-dev8": Profile(
        pairs=4, assistants=2, pair_sessions=(5, 8), questions=300, sentences=100,
        each_label=50, first_day=date(2023, 12, 3), assistant_turns=8, shapes=5,
    ),
    "recall-dev9": Profile(
        pairs=4, assistants=2, pair_sessions=(5, 8), questions=300, sentences=100,
        each_label=50, first_day=date(2023, 12, 3), assistant_turns=8, shapes=5,
    ),
    "recall-dev10": Profile(
        pairs=4, assistants=2, pair_sessions=(5, 8), questions=300, sentences=100,
        each_label=50, first_day=date(2023, 12, 3), assistant_turns=8, shapes=5,
    ),
    "recall-dev11": Profile(
        pairs=4, assistants=2, pair_sessions=(5, 8), questions=300, sentences=100,
        each_label=50, first_day=date(2023, 12, 3), assistant_turns=8, shapes=5,
    ),
    "recall-dev12": Profile(
        pairs=4, assistants=2, pair_sessions=(5, 8), questions=300, sentences=100,
        each_label=50, first_day=date(2023, 12, 3), assistant_turns=8, shapes=5,
    ),
    "recall-dev13": Profile(
        pairs=4, assistants=2, pair_sessions=(5, 8), questions=300, sentences=100,
        each_label=50, first_day=date(2023, 12, 3), assistant_turns=8, shapes=5,
    ),
    "recall-dev14": Profile(
        pairs=4, assistants=2, pair_sessions=(5, 8), questions=300, sentences=100,
        each_label=50, first_day=date(2023, 12, 3), assistant_turns=8, shapes=5,
    ),
    "recall-dev15": Profile(
        pairs=4, assistants=2, pair_sessions=(5, 8), questions=300, sentences=100,
        each_label=50, first_day=date(2023, 12, 3), assistant_turns=8, shapes=5,
    ),
    "recall-dev16": Profile(
        pairs=4, assistants=2, pair_sessions=(5, 8), questions=300, sentences=100,
        each_label=50, first_day=date(2023, 12, 3), assistant_turns=8, shapes=5,
    ),
    "recall-dev17": Profile(
        pairs=4, assistants=2, pair_sessions=(5, 8), questions=300, sentences=100,
        each_label=50, first_day=date(2023, 12, 3), assistant_turns=8, shapes=5,
    ),
    "recall-dev18": Profile(
        pairs=4, assistants=2, pair_sessions=(5, 8), questions=300, sentences=100,
        each_label=50, first_day=date(2023, 12, 3), assistant_turns=8, shapes=5,
    ),
    "recall-dev19": Profile(
        pairs=4, assistants=2, pair_sessions=(5, 8), questions=300, sentences=100,
        each_label=50, first_day=date(2023, 12, 3), assistant_turns=8, shapes=5,
    ),
    "recall-dev20": Profile(
        pairs=4, assistants=2, pair_sessions=(5, 8), questions=300, sentences=100,
        each_label=50, first_day=date(2023, 12, 3), assistant_turns=8, shapes=5,
    ),
    "recall-dev21": Profile(
        pairs=4, assistants=2, pair_sessions=(5, 8), questions=300, sentences=100,
        each_label=50, first_day=date(2023, 12, 3), assistant_turns=8, shapes=5,
    ),
    "recall-dev22": Profile(
        pairs=4, assistants=2, pair_sessions=(5, 8), questions=300, sentences=100,
        each_label=50, first_day=date(2023, 12, 3), assistant_turns=8, shapes=5,
    ),
    "recall-dev23": Profile(
        pairs=4, assistants=2, pair_sessions=(5, 8), questions=300, sentences=100,
        each_label=50, first_day=date(2023, 12, 3), assistant_turns=8, shapes=5,
    ),
    "recall-dev24": Profile(
        pairs=4, assistants=2, pair_sessions=(5, 8), questions=300, sentences=100,
        each_label=50, first_day=date(2023, 12, 3), assistant_turns=8, shapes=5,
    ),
    "recall-dev25": Profile(
        pairs=4, assistants=2, pair_sessions=(5, 8), questions=300, sentences=100,
        each_label=50, first_day=date(2023, 12, 3), assistant_turns=8, shapes=5,
    ),
    "recall-dev26": Profile(
        pairs=4, assistants=2, pair_sessions=(5, 8), questions=300, sentences=100,
        each_label=50, first_day=date(2023, 12, 3), assistant_turns=8, shapes=5,
    ),
    "recall-dev27": Profile(
        pairs=4, assistants=2, pair_sessions=(5, 8), questions=300, sentences=100,
        each_label=50, first_day=date(2023, 12, 3), assistant_turns=8, shapes=5,
    ),
    "recall-dev28": Profile(
        pairs=4, assistants=2, pair_sessions=(5, 8), questions=300, sentences=100,
        each_label=50, first_day=date(2023, 12, 3), assistant_turns=8, shapes=5,
    ),
    "recall-dev29": Profile(
        pairs=4, assistants=2, pair_sessions=(5, 8), questions=300, sentences=100,
        each_label=50, first_day=date(2023, 12, 3), assistant_turns=8, shapes=5,
    ),
    "recall-dev30": Profile(
        pairs=4, assistants=2, pair_sessions=(5, 8), questions=300, sentences=100,
        each_label=50, first_day=date(2023, 12, 3), assistant_turns=8, shapes=5,
    ),
    "recall-dev31": Profile(
        pairs=4, assistants=2, pair_sessions=(5, 8), questions=300, sentences=100,
        each_label=50, first_day=date(2023, 12, 3), assistant_turns=8, shapes=5,
    ),
    "blind-heldout32": Profile(
        pairs=4, assistants=2, pair_sessions=(5, 8), questions=300, sentences=100,
        each_label=50, first_day=date(2023, 12, 3), assistant_turns=8, shapes=5,
    ),
}  # fmt: skip


def _rows(folder: str, name: str) -> list[dict[str, Any]]:
    return jsonl_rows(DATA / folder, name)


@pytest.mark.parametrize("folder", SETS)
def test_write_script_reproduces_the_committed_files(folder: str) -> None:
    for name, text in written_files(DATA / folder).items():
        assert (DATA / folder / name).read_text("utf-8") == text, name


@pytest.mark.parametrize("folder", SETS)
def test_conversations_are_dated_shaped_and_spread_over_months(folder: str) -> None:
    profile = SETS[folder]
    conversations = _rows(folder, "conversations.jsonl")
    kinds = Counter(c["kind"] for c in conversations)
    assert kinds["pair"] >= profile.pairs and kinds["assistant"] >= profile.assistants
    assert len({c["shape"] for c in conversations}) >= profile.shapes
    for conv, days in zip(conversations, check_conversations(conversations), strict=True):
        conv_id, sessions = conv["id"], conv["sessions"]
        assert days[-1] <= profile.last_day, conv_id
        assert profile.first_day is None or profile.first_day <= days[0], conv_id
        if conv["kind"] == "assistant":
            if profile.assistant_sessions is not None:
                low, high = profile.assistant_sessions
                assert low <= len(sessions) <= high, conv_id
            if profile.assistant_turns is not None:
                assert all(len(s["turns"]) >= profile.assistant_turns for s in sessions), conv_id
            continue
        low, high = profile.pair_sessions
        assert low <= len(sessions) <= high, conv_id
        if profile.pair_span is not None:
            shortest, longest = profile.pair_span
            assert shortest <= (days[-1] - days[0]).days <= longest, conv_id
        if profile.pair_turns is not None:
            fewest, most = profile.pair_turns
            assert all(fewest <= len(s["turns"]) <= most for s in sessions), conv_id


@pytest.mark.parametrize("folder", SETS)
def test_questions_point_at_real_evidence(folder: str) -> None:
    questions = _rows(folder, "questions.jsonl")
    check_questions(questions, _rows(folder, "conversations.jsonl"), least=SETS[folder].questions)
    for q in questions:
        if q["category"] == "temporal":
            day = q["answer"] if len(q["answer"]) == 10 else q["answer"] + "-01"
            assert date.fromisoformat(day) < EPOCH, q["id"]


@pytest.mark.parametrize("folder", SETS)
def test_labelled_sentences_are_balanced_and_hold_their_own_keys(folder: str) -> None:
    profile = SETS[folder]
    sentences = _rows(folder, "sentences.jsonl")
    assert len(sentences) >= profile.sentences
    assert len({s["id"] for s in sentences}) == len(sentences)
    labels = Counter(s["label"] for s in sentences)
    assert min(labels["memory"], labels["none"]) >= profile.each_label, labels
    for s in sentences:
        check_sentence(s, set(profile.nothing))
