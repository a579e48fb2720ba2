"""Write the development set under ``bench/data/recall/`` (deterministic: same seed, same bytes).

Run ``uv run python bench/bench_recall.py --regenerate`` after changing the material; the
files are committed so the benchmark never depends on regenerating them, and
``tests/test_recall_devset.py`` checks that they are what this module writes.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from .dialogue import ASSISTANT_SHAPES, PAIR_SHAPES, Conversation, conversation
from .script import Question
from .sentences import Item, labelled_sentences
from .when import DATASET_EPOCH

SEED = 20261203
PAIR_CONVERSATIONS = 24
ASSISTANT_CONVERSATIONS = 12
DATA_DIR = Path(__file__).resolve().parent.parent / "data" / "recall"
FILES = ("conversations.jsonl", "questions.jsonl", "sentences.jsonl", "manifest.json")


def conversations() -> list[Conversation]:
    """Every third conversation is with an assistant; each kind cycles through its shapes."""
    made: list[Conversation] = []
    seen = {True: 0, False: 0}
    for i in range(PAIR_CONVERSATIONS + ASSISTANT_CONVERSATIONS):
        assistant = i % 3 == 2
        shapes = ASSISTANT_SHAPES if assistant else PAIR_SHAPES
        shape = shapes[seen[assistant] % len(shapes)]
        seen[assistant] += 1
        made.append(conversation(i, SEED, assistant=assistant, shape=shape))
    return made


def _conversation_record(conv: Conversation) -> dict[str, Any]:
    return {
        "id": conv.id,
        "kind": conv.kind,
        "shape": conv.shape,
        "speakers": conv.speakers,
        "user_label": conv.user_label,
        "sessions": [
            {
                "id": s.id,
                "date": s.day.isoformat(),
                "turns": [{"id": ln.id, "speaker": ln.speaker, "text": ln.text} for ln in s.lines],
            }
            for s in conv.sessions
        ],
    }


def _question_record(conv: Conversation, number: int, q: Question) -> dict[str, Any]:
    evidence: dict[str, list[list[str]]] = {}
    for item in q.evidence:
        groups = evidence.setdefault(item.line.id, [])
        for group in item.keys:
            phrases = [phrase.lower() for phrase in group]
            if phrases not in groups:
                groups.append(phrases)
    return {
        "id": f"{conv.id}-q{number:02d}",
        "conversation": conv.id,
        "category": q.category,
        "question": q.text,
        "answer": q.answer,
        "evidence": list(evidence),
        "keys": evidence,
        "tags": q.tags,
        "answer_is_memory": q.answer_is_memory,
        "asked_on": DATASET_EPOCH.isoformat(),
    }


def _sentence_record(number: int, item: Item) -> dict[str, Any]:
    return {
        "id": f"sent-{number:03d}",
        "type": item.type,
        "label": "memory" if item.expected else "none",
        "shape": item.shape,
        "date": item.day.isoformat(),
        "context": [{"speaker": who, "text": text} for who, text in item.context],
        "speaker": item.speaker,
        "sentence": item.sentence,
        "expected": [{"memory": e.memory, "kind": e.kind, "keys": e.keys} for e in item.expected],
    }


def _lines(records: list[dict[str, Any]]) -> str:
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records)


def build() -> dict[str, str]:
    """Every file of the set, by name, exactly as written to disk."""
    convs = conversations()
    questions = [
        _question_record(conv, n, q)
        for conv in convs
        for n, q in enumerate(conv.questions, start=1)
    ]
    sentences = [_sentence_record(n, item) for n, item in enumerate(labelled_sentences(SEED), 1)]
    manifest = {
        "generator": "bench/_recall (seeded, hand-written material)",
        "seed": SEED,
        "dataset_epoch": DATASET_EPOCH.isoformat(),
        "conversations": len(convs),
        "sessions": sum(len(c.sessions) for c in convs),
        "turns": sum(len(s.lines) for c in convs for s in c.sessions),
        "questions": len(questions),
        "sentences": len(sentences),
    }
    return {
        "conversations.jsonl": _lines([_conversation_record(c) for c in convs]),
        "questions.jsonl": _lines(questions),
        "sentences.jsonl": _lines(sentences),
        "manifest.json": json.dumps(manifest, indent=2) + "\n",
    }


def write(directory: Path = DATA_DIR) -> dict[str, str]:
    directory.mkdir(parents=True, exist_ok=True)
    files = build()
    for name, text in files.items():
        (directory / name).write_text(text, encoding="utf-8")
    return files
