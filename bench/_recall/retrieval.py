"""Asking the questions: the engine's searches, the BM25 baseline, budgets and scores."""

from __future__ import annotations

import time
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from memhub import Memhub
from memhub import types as t
from memhub.prompt import MemoryContext, RecallOptions

from .ingest import Sources, memory_sources, namespace_of
from .scoring import (
    BM25,
    Hit,
    TokenCounter,
    Turn,
    answer_recall,
    fill,
    mean,
    score,
    term_set,
    words,
)

BUDGETS = (200, 400, 800)
MODES: tuple[t.SearchMode, ...] = ("memories", "chunks", "hybrid")
RERANKED = "+rerank"
"""Suffix of a mode searched again with ``rerank: "order"`` (``bench_recall.py --rerank``)."""
DIAGNOSTIC = "memories+expired"
"""Memories searched with ``include.forgotten``: what expiry and superseding hide."""
METHODS = (*MODES, "bm25", DIAGNOSTIC)
CATEGORIES = ("single-hop", "multi-hop", "temporal", "open-domain")
SEARCH_LIMIT = 100
MISSES_KEPT = 40


@dataclass(frozen=True)
class Scored:
    question: dict[str, Any]
    method: str
    budget: int
    evidence: float
    answer: float
    answer_complete: float


class ConversationIndex:
    """A conversation's turns: what gold evidence looks like, and BM25 over single turns."""

    def __init__(self, conv: dict[str, Any]) -> None:
        self.turns: dict[str, dict[str, Any]] = {}
        self.session_of: dict[str, str] = {}
        self.rendered: list[str] = []
        labelled = conv["shape"] == "labelled_user_lines"
        for session in conv["sessions"]:
            for turn in session["turns"]:
                self.turns[turn["id"]] = turn
                self.session_of[turn["id"]] = session["id"]
                speaker = turn["speaker"]
                if labelled and speaker == "User":
                    speaker = conv["user_label"]
                self.rendered.append(f"[{session['date']}] {speaker}: {turn['text']}")
        self.bm25 = BM25(self.rendered)

    def gold(self, question: dict[str, Any]) -> list[Turn]:
        return [
            Turn(
                tid,
                self.session_of[tid],
                tuple(words(self.turns[tid]["text"])),
                tuple(tuple(group) for group in question["keys"][tid]),
            )
            for tid in question["evidence"]
        ]

    def baseline(self, query: str) -> list[Hit]:
        return [Hit(self.rendered[i], "turn") for i in self.bm25.rank(query, SEARCH_LIMIT)]


def hits_of(response: t.SearchResponse, sources: Sources) -> list[Hit]:
    hits = []
    for result in response.results:
        if result.memory is not None:
            formed_from = sources[result.id][1] if result.id in sources else frozenset()
            hits.append(Hit(result.memory, "memory", formed_from))
        else:
            hits.append(Hit(result.chunk or "", "chunk"))
    return hits


@dataclass
class RecallRun:
    scored: list[Scored]
    http_ms: dict[str, list[float]]
    server_ms: dict[str, list[float]]
    misses: list[dict[str, Any]]
    """Questions whose evidence hybrid search did not fully cover at 400 (the first few)."""


def run_recall(
    client: Memhub,
    convs: list[dict[str, Any]],
    questions: list[dict[str, Any]],
    counter: TokenCounter,
    progress: Callable[[str], None],
    rerank: bool = False,
) -> RecallRun:
    """Every question in every mode; with `rerank`, each mode again with reranking on
    (methods named ``<mode>+rerank``)."""
    by_id = {c["id"]: c for c in convs}
    indexes: dict[str, tuple[ConversationIndex, Sources]] = {}
    searches: list[tuple[str, t.SearchMode, t.RerankMode | None]] = [(m, m, None) for m in MODES]
    if rerank:
        searches += [(m + RERANKED, m, "order") for m in MODES]
    names = [name for name, _, _ in searches]
    run = RecallRun([], {m: [] for m in names}, {m: [] for m in names}, [])
    for n, q in enumerate(questions, start=1):
        cid, ns = q["conversation"], namespace_of(q["conversation"])
        if cid not in indexes:
            indexes[cid] = ConversationIndex(by_id[cid]), memory_sources(client, ns)
        index, sources = indexes[cid]
        ranked = {"bm25": index.baseline(q["question"])}
        for name, mode, reranking in searches:
            began = time.perf_counter()
            response = client.search(
                ns,
                query=q["question"],
                search_mode=mode,
                limit=SEARCH_LIMIT,
                threshold=0,
                rerank=reranking,
            )
            run.http_ms[name].append((time.perf_counter() - began) * 1000)
            run.server_ms[name].append(response.search_time)
            ranked[name] = hits_of(response, sources)
        everything = client.search(
            ns,
            query=q["question"],
            search_mode="memories",
            limit=SEARCH_LIMIT,
            threshold=0,
            include={"forgotten": True},
        )
        ranked[DIAGNOSTIC] = hits_of(everything, sources)
        gold = index.gold(q)
        rows = [
            Scored(q, method, budget, *score(gold, q["answer"], fill(hits, budget, counter)))
            for method, hits in ranked.items()
            for budget in BUDGETS
        ]
        run.scored += rows
        hybrid = next(r for r in rows if r.method == "hybrid" and r.budget == 400)
        if hybrid.evidence < 1.0 and len(run.misses) < MISSES_KEPT:
            run.misses.append(_miss(q, index, ranked["hybrid"]))
        if n % 100 == 0:
            progress(f"  {n}/{len(questions)} questions")
    return run


def _miss(q: dict[str, Any], index: ConversationIndex, hybrid: list[Hit]) -> dict[str, Any]:
    return {
        "question": q["id"],
        "category": q["category"],
        "text": q["question"],
        "answer": q["answer"],
        "evidence": [index.turns[tid]["text"] for tid in q["evidence"]],
        "hybrid_top3": [hit.text[:200] for hit in hybrid[:3]],
    }


def summarise(scored: list[Scored]) -> dict[str, Any]:
    """{method: {budget: {category | "overall": figures}}}, each a mean over questions."""
    cells: dict[tuple[str, int, str], list[Scored]] = defaultdict(list)
    for s in scored:
        cells[(s.method, s.budget, s.question["category"])].append(s)
        cells[(s.method, s.budget, "overall")].append(s)
    out: dict[str, Any] = {}
    for (method, budget, category), rows in sorted(cells.items()):
        out.setdefault(method, {}).setdefault(str(budget), {})[category] = _figures(rows)
    return out


def by_tag(scored: list[Scored], budget: int = 400) -> dict[str, Any]:
    """The same figures per question tag (a question counts under each of its tags)."""
    cells: dict[tuple[str, str], list[Scored]] = defaultdict(list)
    for s in scored:
        if s.budget == budget:
            for tag in s.question["tags"]:
                cells[(tag, s.method)].append(s)
    out: dict[str, Any] = {}
    for (tag, method), rows in sorted(cells.items()):
        out.setdefault(tag, {})[method] = _figures(rows)
    return out


def _figures(rows: list[Scored]) -> dict[str, Any]:
    return {
        "evidence_recall": mean(r.evidence for r in rows),
        "answer_token_recall": mean(r.answer for r in rows),
        "answer_complete": mean(r.answer_complete for r in rows),
        "n": len(rows),
    }


def prompt_default(client: Memhub, questions: list[dict[str, Any]]) -> dict[str, Any]:
    """Recall as adapters do it by default (`memhub.prompt.MemoryContext`: recall, dedup, token
    budget), on single-hop questions whose answer is a durable fact: does one recalled fact
    hold the whole answer?"""
    asked = [q for q in questions if q["category"] == "single-hop" and q["answer_is_memory"]]
    found = together = 0
    facts: list[int] = []
    for q in asked:
        context = MemoryContext(client, namespace=namespace_of(q["conversation"]), cache=False)
        result = context.recall(q["question"])
        facts.append(len(result.facts))
        found += any(answer_recall(q["answer"], term_set(f.text)) == 1.0 for f in result.facts)
        # Many answers join two facts ("a rope maker; charge hand from December"): the
        # recalled block as a whole may hold what no single fact does.
        block = set().union(*(term_set(f.text) for f in result.facts))
        together += answer_recall(q["answer"], block) == 1.0
    return {
        "questions": len(asked),
        "answer_in_a_recalled_fact": round(found / len(asked), 4) if asked else None,
        "answer_in_the_recalled_facts_together": round(together / len(asked), 4) if asked else None,
        "mean_facts_recalled": mean(facts),
        "options": f"memhub.prompt.RecallOptions() defaults ({_describe(RecallOptions())})",
    }


def default_search_times(
    client: Memhub, questions: list[dict[str, Any]]
) -> tuple[list[float], list[float]]:
    """Hybrid search with the server's defaults (limit 10, threshold 0.3), each question once
    after a short warm-up: (HTTP round trips, server `searchTime`), in ms."""
    for q in questions[:20]:
        client.search(namespace_of(q["conversation"]), query=q["question"])
    http: list[float] = []
    server: list[float] = []
    for q in questions:
        began = time.perf_counter()
        response = client.search(namespace_of(q["conversation"]), query=q["question"])
        http.append((time.perf_counter() - began) * 1000)
        server.append(response.search_time)
    return http, server


def _describe(options: RecallOptions) -> str:
    return (
        f"mode {options.mode}, searchMode {options.search_mode}, threshold {options.threshold}, "
        f"limit {options.search_limit}, token budget {options.token_budget}, "
        f"rewriteQuery {options.rewrite_query}"
    )
