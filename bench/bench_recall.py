"""Recall benchmark on memhub's own development set: is memory right on real conversations?

Usage::

    uv run python bench/bench_recall.py                  # full run (a few minutes on 2 cores)
    uv run python bench/bench_recall.py --conversations 6 --sentences 60   # a quick look
    uv run python bench/bench_recall.py --regenerate     # rewrite bench/data/recall/ first

The data (``bench/data/recall/``, written by ``bench/_recall/`` from hand-written material,
seeded, committed) holds multi-session conversations between two named friends and between
a person and an assistant, dated one to three years before the set's epoch (2026-12-03),
questions about them (single-hop, multi-hop, temporal, open-domain) with gold evidence turns
and short answers, and labelled sentences with the memories each should form.

What one run does, against a real ``memhub serve`` subprocess on a loopback port with a
fresh data directory and no LLM configured (so the offline rule extractor forms memories):

1. Ingest: each conversation goes into its own namespace the way an adapter sends it, one
   document per session (``id`` = session id, ``date`` = session date, content in the
   conversation's shape: named lines, timestamped lines, JSON messages with names,
   ``User:``/``Assistant:`` lines, JSON ``{role, content}`` messages, or lines labelled with
   the person's name), one ``batch_add`` per conversation. Timed from the first request until
   every document is ``done`` and until memory formation (``dreamingStatus``) is ``done``
   everywhere: conversation turns per second.
2. Recall: every question is searched in its namespace in each ``searchMode`` (``memories``,
   ``chunks``, ``hybrid``; ``limit`` 100, ``threshold`` 0), and with a BM25 over the
   conversation's single turns computed here (each turn prefixed with its session date and
   speaker). The ranked items fill prompt budgets of 200 / 400 / 800 word pieces; evidence
   recall and answer-token recall are reported per category (definitions: ``_recall/scoring``).
   A diagnostic fourth mode searches memories with ``include.forgotten`` (expired and
   superseded memories too), to show how much expiry hides in old conversations.
3. Prompt recall as adapters do it (``memhub.prompt.recall`` with default options): for
   single-hop questions whose answer is a durable fact, does a recalled fact hold the answer?
4. Search latency: ``searchTime`` from the server and the HTTP round trip, p50/p95, for the
   recall searches above and for a pass of hybrid searches with the server's defaults.
5. Extractor precision and recall: each labelled sentence (with its context line) is sent
   as its own document in its own namespace, in its shape; the memories formed from it are
   read back from ``GET /ns/{ns}/graph`` and matched against the labels (a formed memory
   matches an expected one when it holds every key group of it; see ``_recall/scoring``).
   Precision = matched formed / formed, recall = matched expected / expected.

Results are printed and written to ``bench/results/recall.json`` with dataset statistics,
machine information and load averages. Other processes may share the CPU: timings are
noisy then (the load is recorded); recall figures do not depend on timing.
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import sys
import time
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from _recall import generate
from _recall.scoring import (
    BM25,
    Hit,
    TokenCounter,
    Turn,
    answer_recall,
    as_percent,
    fill,
    keys_met,
    mean,
    score,
    term_set,
    words,
)
from _recall.shapes import render
from bench_server import CpuMeter, Resources, _terminate, latency_stats, log, machine_info, table

from memhub import Memhub
from memhub.prompt import recall
from memhub.types import SearchMode

BENCH_DIR = Path(__file__).resolve().parent
RESULTS = BENCH_DIR / "results" / "recall.json"
BUDGETS = (200, 400, 800)
MODES: tuple[SearchMode, ...] = ("memories", "chunks", "hybrid")
DIAGNOSTIC = "memories+expired"
METHODS = (*MODES, "bm25", DIAGNOSTIC)
CATEGORIES = ("single-hop", "multi-hop", "temporal", "open-domain")
SEARCH_LIMIT = 100
TARGETS = {
    "hybrid_evidence_over_bm25_at_400": 0.10,
    "hybrid_multi_hop_evidence_at_400": 0.30,
    "memories_answer_recall_at_400": 0.60,
    "extractor_precision": 0.90,
    "extractor_recall": 0.70,
    "ingest_turns_per_s": 150.0,
    "prompt_default_single_hop_memory": 0.80,
    "search_p95_server_ms": 10.0,
    "search_p95_http_ms": 15.0,
}


# --------------------------------------------------------------------------------------
# The committed data
# --------------------------------------------------------------------------------------


def _read_jsonl(name: str) -> list[dict[str, Any]]:
    path = generate.DATA_DIR / name
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def namespace_of(conversation_id: str) -> str:
    return f"recall-{conversation_id}"


def session_document(conv: dict[str, Any], session: dict[str, Any]) -> dict[str, Any]:
    turns = [(t["speaker"], t["text"]) for t in session["turns"]]
    content = render(conv["shape"], turns, key=session["id"], user_label=conv["user_label"] or "")
    return {
        "id": session["id"],
        "content": content,
        "date": session["date"],
        "metadata": {"conversation": conv["id"], "shape": conv["shape"]},
    }


def sentence_document(item: dict[str, Any]) -> str:
    turns = [(c["speaker"], c["text"]) for c in item["context"]]
    turns.append((item["speaker"], item["sentence"]))
    return render(item["shape"], turns, key=item["id"])


def dataset_stats(
    convs: list[dict[str, Any]], questions: list[dict[str, Any]], sentences: list[dict[str, Any]]
) -> dict[str, Any]:
    sessions = [s for c in convs for s in c["sessions"]]
    by: dict[str, int] = defaultdict(int)
    tags: dict[str, int] = defaultdict(int)
    for q in questions:
        by[q["category"]] += 1
        for tag in q["tags"]:
            tags[tag] += 1
    dates = sorted(s["date"] for s in sessions)
    return {
        "conversations": len(convs),
        "conversation_kinds": _count(c["kind"] for c in convs),
        "shapes": _count(c["shape"] for c in convs),
        "sessions": len(sessions),
        "turns": sum(len(s["turns"]) for s in sessions),
        "session_dates": [dates[0], dates[-1]] if dates else [],
        "questions": len(questions),
        "questions_by_category": dict(by),
        "questions_by_tag": dict(sorted(tags.items())),
        "answer_is_memory": sum(q["answer_is_memory"] for q in questions),
        "sentences": len(sentences),
        "sentences_by_type": _count(s["type"] for s in sentences),
        "expected_memories": sum(len(s["expected"]) for s in sentences),
    }


def _count(values: Iterable[str]) -> dict[str, int]:
    counts: dict[str, int] = defaultdict(int)
    for value in values:
        counts[value] += 1
    return dict(sorted(counts.items()))


# --------------------------------------------------------------------------------------
# Ingestion and waiting
# --------------------------------------------------------------------------------------


def _documents(client: Memhub, namespace: str) -> list[Any]:
    found: list[Any] = []
    page = 1
    while True:
        listing = client.list(namespace, "documents", page=page, limit=100)
        found += listing.documents
        if page >= listing.pagination.total_pages:
            return found
        page += 1


def _settled(doc: Any, dreaming: bool) -> bool:
    if dreaming:
        return str(doc.system.dreaming_status) in ("done", "None") and doc.system.status in (
            "done",
            "failed",
        )
    return doc.system.status in ("done", "failed")


def wait_until(
    client: Memhub, namespaces: Sequence[str], *, dreaming: bool, timeout: float
) -> tuple[float, int]:
    """Poll until every document of `namespaces` is settled; (when, documents not settled).

    The worker takes documents in submission order, so the last namespace is watched
    alone until it settles; only then is everything swept (and re-swept where needed).
    """
    deadline = time.perf_counter() + timeout
    last = namespaces[-1]
    while time.perf_counter() < deadline:
        if all(_settled(d, dreaming) for d in _documents(client, last)):
            break
        time.sleep(0.25)
    pending = list(namespaces)
    while pending and time.perf_counter() < deadline:
        pending = [
            ns for ns in pending if not all(_settled(d, dreaming) for d in _documents(client, ns))
        ]
        if pending:
            time.sleep(0.25)
    return time.perf_counter(), sum(
        sum(not _settled(d, dreaming) for d in _documents(client, ns)) for ns in pending
    )


def ingest_conversations(
    client: Memhub, convs: list[dict[str, Any]], meter: CpuMeter, timeout: float
) -> dict[str, Any]:
    namespaces = [namespace_of(c["id"]) for c in convs]
    turns = sum(len(s["turns"]) for c in convs for s in c["sessions"])
    with meter.phase() as cpu:
        began = time.perf_counter()
        for conv, namespace in zip(convs, namespaces, strict=True):
            docs = [session_document(conv, s) for s in conv["sessions"]]
            reply = client.documents.batch_add(namespace, documents=docs)
            if reply.failed:
                raise RuntimeError(f"{namespace}: batch_add rejected {reply.failed} document(s)")
        submitted = time.perf_counter()
        indexed, not_indexed = wait_until(client, namespaces, dreaming=False, timeout=timeout)
        dreamed, not_dreamed = wait_until(client, namespaces, dreaming=True, timeout=timeout)
    done_s, dream_s = indexed - began, dreamed - began
    return {
        "documents": sum(len(c["sessions"]) for c in convs),
        "turns": turns,
        "submit_s": round(submitted - began, 2),
        "indexed_s": round(done_s, 2),
        "with_memories_s": round(dream_s, 2),
        "turns_per_s_indexed": round(turns / done_s, 1),
        "turns_per_s": round(turns / dream_s, 1),
        "documents_not_indexed": not_indexed,
        "documents_not_dreamed": not_dreamed,
        "poll_interval_s": 0.25,
        "cpu": cpu,
    }


def memory_sources(client: Memhub, namespace: str) -> dict[str, tuple[Any, frozenset[str]]]:
    """Every memory of `namespace` (any state) with the documents it was formed from."""
    found: dict[str, tuple[Any, frozenset[str]]] = {}
    page = 1
    while True:
        graph = client.graph(namespace, page=page, limit=100)
        for memory in graph.memories:
            _, seen = found.get(memory.id, (memory, frozenset()))
            found[memory.id] = (memory, seen | frozenset(memory.document_ids))
        if page >= max(graph.pagination.total_pages, 1):
            return found
        page += 1


# --------------------------------------------------------------------------------------
# Recall
# --------------------------------------------------------------------------------------


@dataclass
class Scored:
    question: dict[str, Any]
    method: str
    budget: int
    evidence: float
    answer: float
    answer_all: float


class ConversationIndex:
    """The conversation's turns: gold coverage data and the BM25 baseline over them."""

    def __init__(self, conv: dict[str, Any]) -> None:
        self.turns: dict[str, dict[str, Any]] = {}
        self.session_of: dict[str, str] = {}
        texts: list[str] = []
        self.rendered: list[str] = []
        label = conv["user_label"] or "User"
        for session in conv["sessions"]:
            for turn in session["turns"]:
                self.turns[turn["id"]] = turn
                self.session_of[turn["id"]] = session["id"]
                speaker = (
                    label
                    if turn["speaker"] == "User" and conv["shape"] == "labelled_user_lines"
                    else turn["speaker"]
                )
                text = f"[{session['date']}] {speaker}: {turn['text']}"
                self.rendered.append(text)
                texts.append(text)
        self.bm25 = BM25(texts)

    def gold(self, question: dict[str, Any]) -> list[Turn]:
        return [
            Turn(
                tid,
                self.session_of[tid],
                tuple(words(self.turns[tid]["text"])),
                tuple(tuple(g) for g in question["keys"][tid]),
            )
            for tid in question["evidence"]
        ]

    def baseline(self, query: str) -> list[Hit]:
        return [Hit(self.rendered[i], "turn") for i in self.bm25.rank(query, SEARCH_LIMIT)]


def _hits(response: Any, sources: dict[str, tuple[Any, frozenset[str]]]) -> list[Hit]:
    hits = []
    for result in response.results:
        if result.memory is not None:
            hits.append(
                Hit(result.memory, "memory", sources.get(result.id, (None, frozenset()))[1])
            )
        else:
            hits.append(Hit(result.chunk or "", "chunk"))
    return hits


def run_recall(
    client: Memhub,
    convs: list[dict[str, Any]],
    questions: list[dict[str, Any]],
    counter: TokenCounter,
) -> tuple[list[Scored], dict[str, dict[str, list[float]]], list[dict[str, Any]]]:
    by_conv = {c["id"]: c for c in convs}
    indexes: dict[str, ConversationIndex] = {}
    sources: dict[str, dict[str, tuple[Any, frozenset[str]]]] = {}
    scored: list[Scored] = []
    timings: dict[str, dict[str, list[float]]] = {m: {"http": [], "server": []} for m in MODES}
    misses: list[dict[str, Any]] = []
    for n, q in enumerate(questions, start=1):
        cid = q["conversation"]
        if cid not in indexes:
            indexes[cid] = ConversationIndex(by_conv[cid])
            sources[cid] = memory_sources(client, namespace_of(cid))
        index, ns = indexes[cid], namespace_of(cid)
        gold = index.gold(q)
        ranked: dict[str, list[Hit]] = {"bm25": index.baseline(q["question"])}
        for mode in MODES:
            began = time.perf_counter()
            response = client.search(
                ns, query=q["question"], search_mode=mode, limit=SEARCH_LIMIT, threshold=0
            )
            timings[mode]["http"].append((time.perf_counter() - began) * 1000)
            timings[mode]["server"].append(response.search_time)
            ranked[mode] = _hits(response, sources[cid])
        response = client.search(
            ns,
            query=q["question"],
            search_mode="memories",
            limit=SEARCH_LIMIT,
            threshold=0,
            include={"forgotten": True},
        )
        ranked[DIAGNOSTIC] = _hits(response, sources[cid])
        for method, hits in ranked.items():
            for budget in BUDGETS:
                result = score(gold, q["answer"], fill(hits, budget, counter))
                scored.append(
                    Scored(
                        q,
                        method,
                        budget,
                        result["evidence"],
                        result["answer"],
                        result["answer_all"],
                    )
                )
        best = fill(ranked["hybrid"], 400, counter)
        if score(gold, q["answer"], best)["evidence"] < 1.0 and len(misses) < 40:
            misses.append({
                "question": q["id"], "category": q["category"], "text": q["question"],
                "answer": q["answer"],
                "evidence": [index.turns[t]["text"] for t in q["evidence"]],
                "hybrid_top3": [h.text[:200] for h in ranked["hybrid"][:3]],
            })  # fmt: skip
        if n % 100 == 0:
            log(f"  {n}/{len(questions)} questions")
    return scored, timings, misses


def summarise(scored: list[Scored]) -> dict[str, Any]:
    """{method: {budget: {category|overall: {evidence, answer, answer_all, n}}}}."""
    cells: dict[tuple[str, int, str], list[Scored]] = defaultdict(list)
    for s in scored:
        cells[(s.method, s.budget, s.question["category"])].append(s)
        cells[(s.method, s.budget, "overall")].append(s)
    out: dict[str, Any] = {}
    for (method, budget, category), rows in sorted(cells.items()):
        out.setdefault(method, {}).setdefault(str(budget), {})[category] = {
            "evidence_recall": mean(r.evidence for r in rows),
            "answer_token_recall": mean(r.answer for r in rows),
            "answer_complete": mean(r.answer_all for r in rows),
            "n": len(rows),
        }
    return out


def by_tag(scored: list[Scored], budget: int = 400) -> dict[str, Any]:
    cells: dict[tuple[str, str], list[Scored]] = defaultdict(list)
    for s in scored:
        if s.budget == budget:
            for tag in s.question["tags"]:
                cells[(tag, s.method)].append(s)
    out: dict[str, Any] = {}
    for (tag, method), rows in sorted(cells.items()):
        out.setdefault(tag, {"n": len(rows)})[method] = {
            "evidence_recall": mean(r.evidence for r in rows),
            "answer_token_recall": mean(r.answer for r in rows),
        }
    return out


def prompt_default(client: Memhub, questions: list[dict[str, Any]]) -> dict[str, Any]:
    """Default adapter recall (profile + memories search, threshold 0.6) on single-hop
    questions whose answer is a durable fact: does some recalled fact hold all of it?"""
    asked = [q for q in questions if q["category"] == "single-hop" and q["answer_is_memory"]]
    found = 0
    facts: list[int] = []
    for q in asked:
        result = recall(client, namespace_of(q["conversation"]), q["question"])
        facts.append(len(result.facts))
        if any(answer_recall(q["answer"], term_set(f.text)) == 1.0 for f in result.facts):
            found += 1
    return {
        "questions": len(asked),
        "answer_in_a_recalled_fact": round(found / len(asked), 4) if asked else None,
        "mean_facts_recalled": mean(facts),
        "options": "memhub.prompt.RecallOptions() defaults (mode full, searchMode memories, "
        "threshold 0.6, limit 10)",
    }


def latency_pass(client: Memhub, questions: list[dict[str, Any]]) -> dict[str, Any]:
    """Hybrid search with the server's defaults (limit 10, threshold 0.3), each question once."""
    for q in questions[:20]:
        client.search(namespace_of(q["conversation"]), query=q["question"])
    http: list[float] = []
    server: list[float] = []
    for q in questions:
        began = time.perf_counter()
        response = client.search(namespace_of(q["conversation"]), query=q["question"])
        http.append((time.perf_counter() - began) * 1000)
        server.append(response.search_time)
    return {"http_ms": latency_stats(http), "server_ms": latency_stats(server)}


# --------------------------------------------------------------------------------------
# Extractor precision and recall
# --------------------------------------------------------------------------------------


def extractor(
    client: Memhub, sentences: list[dict[str, Any]], meter: CpuMeter, timeout: float
) -> dict[str, Any]:
    namespaces = [f"recall-{s['id']}" for s in sentences]
    with meter.phase() as cpu:
        began = time.perf_counter()
        for item, ns in zip(sentences, namespaces, strict=True):
            client.add(ns, content=sentence_document(item), id=item["id"], date=item["date"])
        settled, pending = wait_until(client, namespaces, dreaming=True, timeout=timeout)
    formed_total = matched_formed = expected_total = matched_expected = 0
    kind_right = kind_total = 0
    per_type: dict[str, dict[str, int]] = defaultdict(lambda: defaultdict(int))
    false_positives: list[dict[str, Any]] = []
    missed: list[dict[str, Any]] = []
    for item, ns in zip(sentences, namespaces, strict=True):
        formed = [m for m, docs in memory_sources(client, ns).values() if item["id"] in docs]
        free = list(formed)
        row = per_type[item["type"]]
        row["items"] += 1
        row["expected"] += len(item["expected"])
        row["formed"] += len(formed)
        row["items_forming_any"] += bool(formed)
        for expected in item["expected"]:
            match = next((m for m in free if keys_met(expected["keys"], term_set(m.memory))), None)
            if match is None:
                if len(missed) < 60:
                    missed.append(
                        {
                            "id": item["id"],
                            "type": item["type"],
                            "sentence": item["sentence"],
                            "expected": expected["memory"],
                            "formed": [m.memory for m in formed],
                        }
                    )
                continue
            free.remove(match)
            row["matched"] += 1
            kind_total += 1
            kind_right += match.is_static == (expected["kind"] == "durable")
        matched = len(formed) - len(free)
        matched_formed += matched
        matched_expected += matched
        formed_total += len(formed)
        expected_total += len(item["expected"])
        for m in free:
            if len(false_positives) < 60:
                false_positives.append(
                    {
                        "id": item["id"],
                        "type": item["type"],
                        "sentence": item["sentence"],
                        "formed": m.memory,
                    }
                )
    return {
        "sentences": len(sentences),
        "expected": expected_total,
        "formed": formed_total,
        "matched": matched_formed,
        "precision": round(matched_formed / formed_total, 4) if formed_total else None,
        "recall": round(matched_expected / expected_total, 4) if expected_total else None,
        "kind_accuracy_on_matched": round(kind_right / kind_total, 4) if kind_total else None,
        "by_type": {k: dict(v) for k, v in sorted(per_type.items())},
        "seconds": round(settled - began, 2),
        "documents_not_dreamed": pending,
        "cpu": cpu,
        "false_positives": false_positives,
        "missed": missed,
        "matching": "a formed memory matches an expected one when its terms (dates in ISO form) "
        "hold one phrase of every key group of it; one formed memory matches one expected memory",
    }


# --------------------------------------------------------------------------------------
# Report
# --------------------------------------------------------------------------------------


def _at_400(report: dict[str, Any], method: str, category: str, figure: str) -> float | None:
    value: float | None = (
        report["recall"].get(method, {}).get("400", {}).get(category, {}).get(figure)
    )
    return value


def verdict(report: dict[str, Any]) -> dict[str, Any]:
    """Each target of the issue next to today's figure (None when it was not measured)."""
    hybrid = _at_400(report, "hybrid", "overall", "evidence_recall")
    bm25 = _at_400(report, "bm25", "overall", "evidence_recall")
    latency = report["latency"]["default_hybrid"]
    values = {
        "hybrid_evidence_over_bm25_at_400": (
            None if hybrid is None or bm25 is None else round(hybrid - bm25, 4)
        ),
        "hybrid_multi_hop_evidence_at_400": _at_400(
            report, "hybrid", "multi-hop", "evidence_recall"
        ),
        "memories_answer_recall_at_400": _at_400(
            report, "memories", "overall", "answer_token_recall"
        ),
        "extractor_precision": report.get("extractor", {}).get("precision"),
        "extractor_recall": report.get("extractor", {}).get("recall"),
        "ingest_turns_per_s": report["ingest"]["turns_per_s"],
        "prompt_default_single_hop_memory": report["prompt_default"]["answer_in_a_recalled_fact"],
        "search_p95_server_ms": latency["server_ms"].get("p95"),
        "search_p95_http_ms": latency["http_ms"].get("p95"),
    }
    out = {}
    for name, value in values.items():
        target, at_least = TARGETS[name], not name.endswith("_ms")
        met = None if value is None else (value >= target if at_least else value <= target)
        out[name] = {"value": value, "target": target, "at_least": at_least, "met": met}
    return out


def print_recall(summary: dict[str, Any]) -> None:
    for budget in BUDGETS:
        log(f"\nbudget {budget} word pieces: evidence recall / answer-token recall (%)")
        rows = []
        for method in METHODS:
            cells = summary.get(method, {}).get(str(budget), {})
            row: list[object] = [method]
            for category in (*CATEGORIES, "overall"):
                c = cells.get(category, {})
                row.append(
                    f"{as_percent(c.get('evidence_recall'))} / "
                    f"{as_percent(c.get('answer_token_recall'))}"
                )
            rows.append(row)
        log(table(["method", *CATEGORIES, "overall"], rows))


def _parse(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--conversations", type=int, default=0, help="use only the first N")
    parser.add_argument("--sentences", type=int, default=0, help="use only the first N")
    parser.add_argument("--skip-extractor", action="store_true")
    parser.add_argument("--regenerate", action="store_true", help="rewrite bench/data/recall/")
    parser.add_argument("--timeout", type=float, default=900.0, help="per ingestion wait (s)")
    parser.add_argument("--output", type=Path, default=RESULTS)
    parser.add_argument("--keep", action="store_true", help="keep the server's data directory")
    return parser.parse_args(argv)


def main(argv: Sequence[str] | None = None) -> int:
    args = _parse(argv)
    if args.regenerate:
        generate.write()
        log(f"wrote {generate.DATA_DIR}")
    convs = _read_jsonl("conversations.jsonl")
    questions = _read_jsonl("questions.jsonl")
    sentences = _read_jsonl("sentences.jsonl")
    if args.conversations:
        convs = convs[: args.conversations]
        kept = {c["id"] for c in convs}
        questions = [q for q in questions if q["conversation"] in kept]
    if args.sentences:
        sentences = sentences[: args.sentences]
    signal.signal(signal.SIGTERM, _terminate)
    resources = Resources(keep=args.keep, server_env={})
    meter = CpuMeter(resources.own_pids)
    counter = TokenCounter()
    report: dict[str, Any] = {
        "machine": machine_info(),
        "targets": TARGETS,
        "dataset": dataset_stats(convs, questions, sentences)
        | {"manifest": json.loads((generate.DATA_DIR / "manifest.json").read_text())},
        "method": {
            "budgets": list(BUDGETS),
            "token_counter": counter.source,
            "search": f"limit {SEARCH_LIMIT}, threshold 0, searchMode memories | chunks | hybrid",
            "bm25": "Okapi BM25 (k1 1.2, b 0.75) over single turns '[date] Speaker: text', "
            "lower-cased words without function words, no stemming",
            "extractor": "no LLM configured: memhub's rule extractor",
        },
    }
    log(f"machine: {report['machine']}")
    log(f"dataset: {json.dumps({k: v for k, v in report['dataset'].items() if k != 'manifest'})}")
    args.output.parent.mkdir(parents=True, exist_ok=True)
    try:
        server = resources.serve(resources.tempdir("recall") / "data")
        report["server_start_s"] = round(server.wait_ready(), 2)
        with server.client() as client:
            client.search("recall-warmup", query="load the embedding model")
            log(f"\n[1/4] ingesting {len(convs)} conversations ...")
            report["ingest"] = ingest_conversations(client, convs, meter, args.timeout)
            report["ingest"]["rss_mb"] = server.memory()
            log(json.dumps(report["ingest"]))
            log(f"\n[2/4] searching {len(questions)} questions ...")
            with meter.phase() as cpu:
                scored, timings, misses = run_recall(client, convs, questions, counter)
            report["recall"] = summarise(scored)
            report["recall_by_tag_at_400"] = by_tag(scored)
            report["hybrid_misses_at_400"] = misses
            report["prompt_default"] = prompt_default(client, questions)
            report["latency"] = {
                "recall_searches": {
                    m: {
                        "http_ms": latency_stats(v["http"]),
                        "server_ms": latency_stats(v["server"]),
                    }
                    for m, v in timings.items()
                },
                "default_hybrid": latency_pass(client, questions),
                "cpu": cpu,
            }
            print_recall(report["recall"])
            log(f"\nprompt default: {report['prompt_default']}")
            log(f"latency (hybrid, server defaults): {report['latency']['default_hybrid']}")
            if not args.skip_extractor:
                log(f"\n[3/4] extractor on {len(sentences)} labelled sentences ...")
                report["extractor"] = extractor(client, sentences, meter, args.timeout)
                e = report["extractor"]
                log(
                    f"precision {e['precision']}  recall {e['recall']}  formed {e['formed']}  "
                    f"expected {e['expected']}  kind accuracy {e['kind_accuracy_on_matched']}"
                )
                log(
                    table(
                        ["type", "items", "expected", "formed", "matched", "any formed"],
                        [
                            [
                                k,
                                v.get("items", 0),
                                v.get("expected", 0),
                                v.get("formed", 0),
                                v.get("matched", 0),
                                v.get("items_forming_any", 0),
                            ]
                            for k, v in e["by_type"].items()
                        ],
                    )
                )
            report["rss_mb_end"] = server.memory()
        log("\n[4/4] verdict")
        report["verdict"] = verdict(report)
        for name, v in report["verdict"].items():
            log(
                f"  {name:38s} {v['value']!s:>10}  target {'>=' if v['at_least'] else '<='} "
                f"{v['target']}  {'met' if v['met'] else 'NOT met'}"
            )
        report["machine"]["loadavg_end"] = [round(x, 2) for x in os.getloadavg()]
        tmp = args.output.with_suffix(".json.tmp")
        tmp.write_text(json.dumps(report, indent=2, ensure_ascii=False) + "\n")
        tmp.replace(args.output)
        log(f"\nwrote {args.output}")
    except KeyboardInterrupt:
        log("\ninterrupted; cleaning up")
        return 130
    finally:
        resources.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
