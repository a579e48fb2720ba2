"""Why memories mode misses: was the memory never formed, or formed and not recalled?

Usage::

    uv run python bench/recall_misses.py --data bench/data/recall-dev2
    uv run python bench/recall_misses.py --data bench/data/recall-dev2 --show formed

A development tool for issue #15, next to ``bench_recall.py`` and sharing its loader and
scorer. It ingests a set's conversations into a fresh ``memhub serve`` (rule extractor), then
sorts every gold evidence turn of every question into one of:

- ``recalled``: a memory covering the turn (``_recall/scoring``'s rule) is among the
  memories-mode results that fit 400 word pieces;
- ``formed``: some memory of the namespace covers it (in any state), but the search did not
  bring it inside the budget (a ranking or expiry miss);
- ``not formed``: no memory covers it (an extraction miss).

With ``--by answer`` it sorts questions instead, by the answer's terms (the benchmark's
answer-token recall), which is fairer to temporal questions whose evidence keys name a
weekday or "last month" while the memory states the date in full:

- ``recalled``: every answer term is in the memories that fit 400 word pieces;
- ``formed``: the memories formed from the question's evidence sessions hold more of the
  answer than came back (a ranking miss);
- ``not formed``: they hold no more of it than came back (an extraction miss).

It prints the counts per question category and, with ``--show``, the turns (or questions)
of one kind with the question that needed them, and writes everything to
``bench/results/recall-misses.json``. On a blind held-out set it prints and writes the
counts only: reading its turns would unblind it.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

from _harness import Resources, finish, guarded, log, machine_info, stop_on_sigterm
from _recall.ingest import ingest_conversations, memory_sources, namespace_of
from _recall.retrieval import SEARCH_LIMIT, ConversationIndex, hits_of
from _recall.scoring import Hit, TokenCounter, answer_recall, covered, fill, term_set
from bench_recall import read_set

RESULTS = Path(__file__).parent / "results" / "recall-misses.json"
BUDGET = 400
KINDS = ("recalled", "formed", "not formed")


def searched(
    client: Any, convs: list[dict[str, Any]], questions: list[dict[str, Any]]
) -> Iterator[tuple[dict[str, Any], ConversationIndex, Any, list[Hit]]]:
    """Each question with its conversation's index, every memory of its namespace with
    their documents, and the memories-mode results that fit the budget."""
    counter = TokenCounter()
    by_id = {c["id"]: c for c in convs}
    cache: dict[str, tuple[ConversationIndex, Any]] = {}
    for q in questions:
        cid = q["conversation"]
        ns = namespace_of(cid)
        if cid not in cache:
            cache[cid] = ConversationIndex(by_id[cid]), memory_sources(client, ns)
        index, sources = cache[cid]
        response = client.search(
            ns, query=q["question"], search_mode="memories", limit=SEARCH_LIMIT, threshold=0
        )
        yield q, index, sources, fill(hits_of(response, sources), BUDGET, counter)


def classify(
    client: Any, convs: list[dict[str, Any]], questions: list[dict[str, Any]]
) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = []
    for q, index, sources, taken in searched(client, convs, questions):
        everything = [
            hit for memory, docs in sources.values() for hit in hits_of_memory(memory, docs)
        ]
        for turn in index.gold(q):
            if covered(turn, taken):
                kind = "recalled"
            elif covered(turn, everything):
                kind = "formed"
            else:
                kind = "not formed"
            near = [
                m.memory
                for m, docs in sources.values()
                if turn.session in docs
                and any(w in m.memory.lower() for w in q["answer"].lower().split()[:2])
            ][:3]
            rows.append(
                {
                    "question": q["id"],
                    "category": q["category"],
                    "text": q["question"],
                    "answer": q["answer"],
                    "turn": turn.id,
                    "speaker": index.turns[turn.id]["speaker"],
                    "turn_text": index.turns[turn.id]["text"],
                    "keys": [list(g) for g in turn.keys],
                    "kind": kind,
                    "memories_of_session_near_answer": near,
                }
            )
    return rows


def classify_answers(
    client: Any, convs: list[dict[str, Any]], questions: list[dict[str, Any]]
) -> list[dict[str, Any]]:
    """One row per question, sorted by how much of its answer came back (see the docstring)."""
    rows: list[dict[str, Any]] = []
    for q, index, sources, taken in searched(client, convs, questions):
        came_back: set[str] = set()
        for hit in taken:
            came_back |= term_set(hit.text)
        gold = index.gold(q)
        sessions = {turn.session for turn in gold}
        near = [m.memory for m, docs in sources.values() if sessions & set(docs)]
        formed: set[str] = set()
        for text in near:
            formed |= term_set(text)
        recalled, held = answer_recall(q["answer"], came_back), answer_recall(q["answer"], formed)
        kind = "recalled" if recalled == 1.0 else "formed" if held > recalled else "not formed"
        rows.append(
            {
                "question": q["id"],
                "category": q["category"],
                "text": q["question"],
                "answer": q["answer"],
                "kind": kind,
                "answer_recalled": round(recalled, 3),
                "answer_formed": round(held, 3),
                "evidence": [
                    f"{index.turns[t.id]['speaker']}: {index.turns[t.id]['text']}" for t in gold
                ],
                "came_back": [hit.text for hit in taken],
            }
        )
    return rows


def hits_of_memory(memory: Any, docs: frozenset[str]) -> list[Hit]:
    return [Hit(memory.memory, "memory", docs)]


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--data", type=Path, required=True)
    parser.add_argument("--show", choices=KINDS, default=None)
    parser.add_argument(
        "--by", choices=("turn", "answer"), default="turn", help="sort evidence turns or answers"
    )
    parser.add_argument("--output", type=Path, default=RESULTS)
    args = parser.parse_args(argv)
    blind = "heldout" in args.data.name
    if blind and args.show:
        raise SystemExit("a held-out set stays blind: only its counts, never its turns")
    convs, questions, _ = read_set(args.data)
    stop_on_sigterm()
    resources = Resources(keep=False)

    def run() -> None:
        server = resources.serve(resources.tempdir("misses") / "data")
        server.wait_ready()
        with server.client() as client:
            ingest_conversations(client, convs, 900.0)
            sort = classify_answers if args.by == "answer" else classify
            rows = sort(client, convs, questions)
        counts = Counter((r["category"], r["kind"]) for r in rows)
        for category in sorted({r["category"] for r in rows}):
            log(f"{category:12} " + "  ".join(f"{k}: {counts[(category, k)]}" for k in KINDS))
        log("all          " + "  ".join(f"{k}: {sum(r['kind'] == k for r in rows)}" for k in KINDS))
        if args.show:
            for r in rows:
                if r["kind"] != args.show:
                    continue
                log(f"\n[{r['category']}] {r['text']}  -> {r['answer']}")
                if args.by == "answer":
                    log(f"  answer terms back {r['answer_recalled']}, formed {r['answer_formed']}")
                    for line in r["evidence"]:
                        log(f"  {line}")
                    for text in r["came_back"][:4]:
                        log(f"  ~ {text}")
                    continue
                log(f"  {r['speaker']}: {r['turn_text']}")
                log(f"  keys: {r['keys']}")
                for m in r["memories_of_session_near_answer"]:
                    log(f"  ~ {m}")
        counted = {f"{c}/{k}": n for (c, k), n in sorted(counts.items())}
        finish(
            {
                "machine": machine_info(),
                "data": str(args.data),
                "budget": BUDGET,
                "by": args.by,
                "counts": counted,
                "turns": [] if blind else rows,
            },
            args.output,
            said="",
        )

    return guarded(resources, run)


if __name__ == "__main__":
    sys.exit(main())
