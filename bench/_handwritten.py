"""The format of the hand-written recall sets, shared by their ``write.py`` scripts.

A set's ``write.py`` (``bench/data/recall-dev2/``, ``bench/data/recall-dev3/``) holds
its material as literals of the classes below: conversations as scripts (``@ YYYY-MM-DD``
opens a session, ``Speaker: text`` is a turn, a trailing ``{label}`` names the turn so that
a question can cite it as evidence), questions and labelled sentences. This module numbers
the turns, resolves the labels, checks every label against the scorer's rules and turns the
material into the rows of the set's jsonl files; each script adds the checks of its own
brief through the ``check_*`` hooks and writes its own manifest.
"""

from __future__ import annotations

import json
import re
import sys
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path
from typing import Any

from _recall.scoring import keys_met, term_set, terms

EPOCH = "2026-12-03"
CATEGORY = {"s": "single-hop", "m": "multi-hop", "t": "temporal", "o": "open-domain"}
TAGS = {"latest", "relative-date", "event-chain", "human-date", "relative-question-date",
        "first-person-question", "pronoun", "fragment", "second-person",
        "third-person-fact"}  # fmt: skip
ISO_DAY_OR_MONTH = re.compile(r"\d{4}-\d{2}(-\d{2})?")

Row = dict[str, Any]


@dataclass
class Q:
    """A question: category letter, text, short answer, evidence labels, keys, tags, memory?"""

    cat: str
    question: str
    answer: str
    evidence: str
    keys: str | dict[str, str]
    tags: str = ""
    memory: bool = False


@dataclass
class Conv:
    kind: str
    shape: str
    speakers: list[str]
    script: str
    questions: list[Q]
    user_label: str | None = None


@dataclass
class M:
    """An expected memory: its text as it should read, durable or recent, key groups."""

    memory: str
    kind: str
    keys: str


@dataclass
class S:
    type: str
    shape: str
    date: str
    speaker: str | None
    sentence: str
    expected: list[M] = field(default_factory=list)
    context: list[tuple[str, str]] = field(default_factory=list)


def groups(spec: str) -> list[list[str]]:
    """``"a|b; c"`` -> ``[["a", "b"], ["c"]]``: one phrase of each group must be held."""
    return [[p.strip() for p in g.split("|") if p.strip()] for g in spec.split(";") if g.strip()]


_TURN = re.compile(r"(?P<who>[^:{}]+): (?P<text>.*?)(?:\s+\{(?P<label>[\w-]+)\})?")


def parse(cid: str, script: str) -> tuple[list[Row], dict[str, str]]:
    """The sessions of conversation `cid` and its turn labels (label -> turn id)."""
    sessions: list[Row] = []
    labels: dict[str, str] = {}
    for raw in script.strip().splitlines():
        line = raw.strip()
        if not line:
            continue
        if line.startswith("@ "):
            day = date.fromisoformat(line[2:].strip()).isoformat()
            sessions.append({"id": f"{cid}-s{len(sessions) + 1:02d}", "date": day, "turns": []})
            continue
        m = _TURN.fullmatch(line)
        assert m and sessions, (cid, line)
        session = sessions[-1]
        tid = f"{session['id']}-t{len(session['turns']) + 1:02d}"
        session["turns"].append({"id": tid, "speaker": m["who"].strip(), "text": m["text"]})
        if m["label"]:
            assert m["label"] not in labels, (cid, m["label"])
            labels[m["label"]] = tid
    return sessions, labels


def conversation_rows(
    prefix: str,
    conversations: Sequence[Conv],
    check_sessions: Callable[[str, Conv, list[Row]], None],
) -> tuple[list[Row], list[Row]]:
    """The conversation and question rows; `check_sessions` holds the set's own rules for
    a conversation's sessions (dates, sizes)."""
    convs: list[Row] = []
    questions: list[Row] = []
    for n, conv in enumerate(conversations, start=1):
        cid = f"{prefix}-{n:02d}"
        sessions, labels = parse(cid, conv.script)
        texts = {t["id"]: t["text"] for s in sessions for t in s["turns"]}
        speakers = {t["speaker"] for s in sessions for t in s["turns"]}
        assert speakers == set(conv.speakers), (cid, speakers)
        check_sessions(cid, conv, sessions)
        convs.append(
            {
                "id": cid,
                "kind": conv.kind,
                "shape": conv.shape,
                "speakers": conv.speakers,
                "user_label": conv.user_label,
                "sessions": sessions,
            }
        )
        for k, q in enumerate(conv.questions, start=1):
            questions.append(_question_row(f"{cid}-q{k:02d}", cid, q, labels, texts))
    return convs, questions


def _question_row(qid: str, cid: str, q: Q, labels: dict[str, str], texts: dict[str, str]) -> Row:
    evidence = [labels[label] for label in q.evidence.split()]
    keyed = (
        {labels[label]: groups(spec) for label, spec in q.keys.items()}
        if isinstance(q.keys, dict)
        else {tid: groups(q.keys) for tid in evidence}
    )
    assert set(keyed) == set(evidence), qid
    tags = q.tags.split()
    check_question(qid, q, evidence, keyed, texts, tags)
    return {
        "id": qid,
        "conversation": cid,
        "category": CATEGORY[q.cat],
        "question": q.question,
        "answer": q.answer,
        "evidence": evidence,
        "keys": keyed,
        "tags": tags,
        "answer_is_memory": q.memory,
        "asked_on": EPOCH,
    }


def check_question(
    qid: str,
    q: Q,
    evidence: list[str],
    keyed: dict[str, list[list[str]]],
    texts: dict[str, str],
    tags: list[str],
) -> None:
    """Key groups hold only words of the evidence turns, multi-hop cites two turns or more,
    a temporal answer is an ISO day or month before the epoch, a first-person question says
    I/my/me, tags come from `TAGS`."""
    present = set(terms(" ".join(texts[t] for t in evidence)))
    for spec in keyed.values():
        for group in spec:
            assert any(terms(p) and set(terms(p)) <= present for p in group), (qid, group)
    assert terms(q.answer), qid
    assert set(tags) <= TAGS, (qid, tags)
    if q.cat == "m":
        assert len(evidence) >= 2, qid
    if q.cat == "t":
        assert ISO_DAY_OR_MONTH.fullmatch(q.answer), qid
        day = q.answer if len(q.answer) == 10 else q.answer + "-01"
        assert date.fromisoformat(day) < date.fromisoformat(EPOCH), qid
    if "first-person-question" in tags:
        assert re.search(r"\b(I|my|me)\b", q.question), qid


def sentence_rows(
    prefix: str,
    sentences: Sequence[S],
    nothing: set[str],
    check_sentence: Callable[[str, S], None],
) -> list[Row]:
    """The labelled-sentence rows; `check_sentence` holds the set's own rules for one."""
    rows = []
    for n, s in enumerate(sentences, start=1):
        sid = f"{prefix}-sent-{n:03d}"
        label = "none" if s.type in nothing else "memory"
        assert (label == "none") == (not s.expected), sid
        assert s.shape != "labelled_user_lines", sid  # sentence documents carry no user label
        assert date.fromisoformat(s.date) <= date(2025, 12, 3), sid
        check_sentence(sid, s)
        expected = []
        for e in s.expected:
            assert e.kind in ("durable", "recent"), sid
            keys = groups(e.keys)
            assert keys and keys_met(keys, term_set(e.memory)), (sid, e.memory, keys)
            assert not re.search(r"\b(I|my|you|your|it)\b", e.memory), (sid, e.memory)
            assert not re.search(r"\b(today|yesterday|tomorrow|last|next)\b", e.memory), sid
            expected.append({"memory": e.memory, "kind": e.kind, "keys": keys})
        rows.append(
            {
                "id": sid,
                "type": s.type,
                "label": label,
                "shape": s.shape,
                "date": s.date,
                "context": [{"speaker": who, "text": text} for who, text in s.context],
                "speaker": s.speaker,
                "sentence": s.sentence,
                "expected": expected,
            }
        )
    return rows


def jsonl(rows: list[Row]) -> str:
    return "".join(json.dumps(row, ensure_ascii=False) + "\n" for row in rows)


def write_or_check(here: Path, files: dict[str, str]) -> int:
    """Write `files` into `here`, or with ``--check`` say whether they are up to date."""
    if "--check" in sys.argv[1:]:
        stale = [n for n, text in files.items() if (here / n).read_text("utf-8") != text]
        print("stale: " + ", ".join(stale) if stale else "up to date")
        return 1 if stale else 0
    for name, text in files.items():
        (here / name).write_text(text, encoding="utf-8")
    print(json.loads(files["manifest.json"]))
    return 0


def _tally(values: Any) -> dict[str, int]:
    return dict(sorted(Counter(values).items()))


def manifest(
    written_by: str,
    convs: list[Row],
    questions: list[Row],
    sentences: list[Row],
    *,
    breakdowns: bool = False,
) -> dict[str, Any]:
    """The counts a set's ``manifest.json`` holds; `breakdowns` adds questions by tag and
    sentences by type and by shape."""
    counts: dict[str, Any] = {
        "written_by": written_by,
        "dataset_epoch": EPOCH,
        "conversations": len(convs),
        "conversation_kinds": _tally(c["kind"] for c in convs),
        "shapes": _tally(c["shape"] for c in convs),
        "sessions": sum(len(c["sessions"]) for c in convs),
        "turns": sum(len(s["turns"]) for c in convs for s in c["sessions"]),
        "questions": len(questions),
        "questions_by_category": _tally(q["category"] for q in questions),
    }
    if breakdowns:
        counts["questions_by_tag"] = _tally(t for q in questions for t in q["tags"])
    counts["sentences"] = len(sentences)
    counts["sentences_by_label"] = _tally(s["label"] for s in sentences)
    if breakdowns:
        counts["sentences_by_type"] = _tally(s["type"] for s in sentences)
        counts["sentences_by_shape"] = _tally(s["shape"] for s in sentences)
    counts["expected_memories"] = sum(len(s["expected"]) for s in sentences)
    return counts


def set_files(
    convs: list[Row], questions: list[Row], sentences: list[Row], counts: dict[str, Any]
) -> dict[str, str]:
    """File name -> the exact text of a set's four files."""
    return {
        "conversations.jsonl": jsonl(convs),
        "questions.jsonl": jsonl(questions),
        "sentences.jsonl": jsonl(sentences),
        "manifest.json": json.dumps(counts, indent=2) + "\n",
    }


# -- the brief of the sets written blind (the third to thirty-first dev sets) -------------------
# Their write.py scripts pass these as the ``check_*`` hooks.

EARLIEST_DAY = date(2023, 12, 3)  # three years before the epoch, 2026-12-03
LATEST_DAY = date(2025, 12, 3)  # a year before it
BLIND_NOTHING = {"chatter", "question", "compliment", "hypothetical", "others-opinion",
                 "generic-opinion", "assistant-suggestion", "thanks", "passing-mood"}  # fmt: skip


def check_sessions(cid: str, conv: Conv, sessions: list[dict[str, Any]]) -> None:
    """Sessions in date order one to three years before the epoch; a pair chat has 5-8
    sessions of 10-25 turns spread over 8-20 months and no ``User``, an assistant chat 4-6
    sessions of 8 turns or more between ``User`` and ``Assistant`` with its user named."""
    days = [date.fromisoformat(s["date"]) for s in sessions]
    assert days == sorted(days) and len(set(days)) == len(days), cid
    assert days[0] >= EARLIEST_DAY and days[-1] <= LATEST_DAY, cid
    sizes = [len(s["turns"]) for s in sessions]
    if conv.kind == "pair":
        assert 5 <= len(sessions) <= 8 and all(10 <= n <= 25 for n in sizes), (cid, sizes)
        assert 240 <= (days[-1] - days[0]).days <= 620, cid
        assert "User" not in conv.speakers and conv.user_label is None, cid
    else:
        assert conv.kind == "assistant" and conv.speakers == ["User", "Assistant"], cid
        assert 4 <= len(sessions) <= 6 and min(sizes) >= 8 and conv.user_label, cid


def check_sentence(sid: str, s: S) -> None:
    """Beyond the shared rules: dated one to three years before the epoch, a note (and only
    a note) has no speaker, no expected memory says "me", and every key phrase of an
    expected memory is said in the document as sent or is a real ISO date."""
    assert EARLIEST_DAY <= date.fromisoformat(s.date) <= LATEST_DAY, sid
    assert (s.shape == "note") == (s.speaker is None), sid
    lines = [*(f"{who}: {text}" for who, text in s.context), f"{s.speaker or ''}: {s.sentence}"]
    said = set(terms(" ".join(lines)))  # the document as sent, speaker labels included
    for e in s.expected:
        assert not re.search(r"\bme\b", e.memory), (sid, e.memory)
        for group in groups(e.keys):
            for phrase in group:
                assert _said_or_date(phrase, said), (sid, phrase)


def _said_or_date(phrase: str, said: set[str]) -> bool:
    """A key phrase is either said in the document or a real ISO date (day or month) the
    labeller worked out from the sentence's date."""
    if ISO_DAY_OR_MONTH.fullmatch(phrase):
        date.fromisoformat(phrase if len(phrase) == 10 else phrase + "-01")
        return True
    return bool(terms(phrase)) and set(terms(phrase)) <= said


def blind_set_files(
    prefix: str, conversations: list[Conv], sentences: list[S], written_by: str
) -> dict[str, str]:
    """File name -> exact text for a set written to the blind brief (the third to thirty-first
    dev sets and later held-out sets): rows checked by ``check_sessions``/``check_sentence``, with
    ``BLIND_NOTHING`` as the types that form nothing, and the manifest's breakdowns."""
    convs, questions = conversation_rows(prefix, conversations, check_sessions)
    rows = sentence_rows(prefix, sentences, BLIND_NOTHING, check_sentence)
    counts = manifest(written_by, convs, questions, rows, breakdowns=True)
    return set_files(convs, questions, rows, counts)
