"""Recall benchmark on memhub's own development set: is memory right on real conversations?

Usage::

    uv run python bench/bench_recall.py                  # full run (a few minutes on 2 cores)
    uv run python bench/bench_recall.py --conversations 6 --sentences 60   # a quick look
    uv run python bench/bench_recall.py --regenerate     # rewrite bench/data/recall/ first
    uv run python bench/bench_recall.py --rerank         # also score rerank "order"
    uv run python bench/bench_recall.py --data bench/data/blind-heldout   # the blind held-out set
    uv run python bench/bench_recall.py --data bench/data/blind-heldout2  # the second blind set
    uv run python bench/bench_recall.py --data bench/data/recall-dev3      # the third dev set
    uv run python bench/bench_recall.py --data bench/data/recall-dev5      # the fifth dev set
    uv run python bench/bench_recall.py --data bench/data/recall-dev6      # the sixth dev set
    uv run python bench/bench_recall.py --data bench/data/recall-dev7      # the seventh dev set
    uv run python bench/bench_recall.py --data bench/data/recall-dev8      # the eighth dev set
    uv run python bench/bench_recall.py --data bench/data/recall-dev9      # the ninth dev set
    uv run python bench/bench_recall.py --data bench/data/recall-dev10     # the tenth dev set
    uv run python bench/bench_recall.py --data bench/data/recall-dev11     # the eleventh dev set
    uv run python bench/bench_recall.py --data bench/data/recall-dev12     # the twelfth dev set
    uv run python bench/bench_recall.py --data bench/data/recall-dev13     # the thirteenth dev set
    uv run python bench/bench_recall.py --data bench/data/recall-dev14     # the fourteenth dev set
    uv run python bench/bench_recall.py --data bench/data/recall-dev15     # the fifteenth dev set
    uv run python bench/bench_recall.py --data bench/data/recall-dev16     # the sixteenth dev set
    uv run python bench/bench_recall.py --data bench/data/recall-dev17     # the seventeenth dev set
    uv run python bench/bench_recall.py --data bench/data/recall-dev18     # the eighteenth dev set
    uv run python bench/bench_recall.py --data bench/data/recall-dev19     # the nineteenth dev set
    uv run python bench/bench_recall.py --data bench/data/recall-dev20     # the twentieth dev set
    uv run python bench/bench_recall.py --data bench/data/recall-dev21     # the 21st dev set
    uv run python bench/bench_recall.py --data bench/data/recall-dev22     # the 22nd dev set
    uv run python bench/bench_recall.py --data bench/data/recall-dev23     # the 23rd dev set
    uv run python bench/bench_recall.py --data bench/data/recall-dev24     # the 24th dev set
    uv run python bench/bench_recall.py --data bench/data/recall-dev25     # the 25th dev set
    uv run python bench/bench_recall.py --data bench/data/recall-dev26     # the 26th dev set
    uv run python bench/bench_recall.py --data bench/data/recall-dev27     # the 27th dev set
    uv run python bench/bench_recall.py --data bench/data/recall-dev28     # the 28th dev set
    uv run python bench/bench_recall.py --data bench/data/recall-dev29     # the 29th dev set
    uv run python bench/bench_recall.py --data bench/data/recall-dev30     # the 30th dev set
    uv run python bench/bench_recall.py --data bench/data/recall-dev31     # the 31st dev set

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
   superseded memories too), to show how much expiry hides in old conversations. With
   ``--rerank`` every mode is searched once more with ``rerank: "order"`` (methods
   ``memories+rerank``, ``chunks+rerank``, ``hybrid+rerank``), so both orders are scored
   in the same run.
3. Prompt recall as adapters do it (``memhub.prompt.recall`` with default options): for
   single-hop questions whose answer is a durable fact, does a recalled fact hold the answer?
   (A second figure asks whether the recalled facts together hold it: many answers join two.)
4. Search latency: ``searchTime`` from the server and the HTTP round trip, p50/p95, for the
   recall searches above and for a pass of hybrid searches with the server's defaults.
   Queries are embedded as the server does by default (``--query-encoder``; the report's
   ``method.query_encoder`` says which).
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
import sys
import time
from collections import Counter
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from _harness import (
    CpuMeter,
    Resources,
    finish,
    guarded,
    latency_stats,
    log,
    machine_info,
    stop_on_sigterm,
    table,
)
from _recall import generate
from _recall.extraction import evaluate
from _recall.ingest import ingest_conversations, ingest_sentences
from _recall.retrieval import (
    BUDGETS,
    CATEGORIES,
    METHODS,
    MODES,
    RERANKED,
    SEARCH_LIMIT,
    by_tag,
    default_search_times,
    prompt_default,
    run_recall,
    summarise,
)
from _recall.scoring import TokenCounter, as_percent

from memhub import Memhub

RESULTS = Path(__file__).resolve().parent / "results" / "recall.json"
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
"""What the engine work will be judged by (issue #15); `_ms` figures are upper bounds."""


def read_set(
    data_dir: Path = generate.DATA_DIR,
) -> tuple[list[dict[str, Any]], list[dict[str, Any]], list[dict[str, Any]]]:
    """The committed conversations, questions and labelled sentences in `data_dir`."""

    def rows(name: str) -> list[dict[str, Any]]:
        text = (data_dir / name).read_text(encoding="utf-8")
        return [json.loads(line) for line in text.splitlines()]

    return rows("conversations.jsonl"), rows("questions.jsonl"), rows("sentences.jsonl")


def dataset_stats(
    convs: list[dict[str, Any]],
    questions: list[dict[str, Any]],
    sentences: list[dict[str, Any]],
    data_dir: Path = generate.DATA_DIR,
) -> dict[str, Any]:
    sessions = [s for c in convs for s in c["sessions"]]
    dates = sorted(s["date"] for s in sessions)
    return {
        "conversations": len(convs),
        "conversation_kinds": _count(c["kind"] for c in convs),
        "shapes": _count(c["shape"] for c in convs),
        "sessions": len(sessions),
        "turns": sum(len(s["turns"]) for s in sessions),
        "session_dates": [dates[0], dates[-1]] if dates else [],
        "questions": len(questions),
        "questions_by_category": _count(q["category"] for q in questions),
        "questions_by_tag": _count(tag for q in questions for tag in q["tags"]),
        "answer_is_memory": sum(q["answer_is_memory"] for q in questions),
        "sentences": len(sentences),
        "sentences_by_type": _count(s["type"] for s in sentences),
        "expected_memories": sum(len(s["expected"]) for s in sentences),
        "data": str(data_dir),
        "manifest": json.loads((data_dir / "manifest.json").read_text()),
    }


def _count(values: Iterable[str]) -> dict[str, int]:
    return dict(sorted(Counter(values).items()))


def _at_400(report: dict[str, Any], method: str, category: str, figure: str) -> float | None:
    value: float | None = (
        report["recall"].get(method, {}).get("400", {}).get(category, {}).get(figure)
    )
    return value


def verdict(report: dict[str, Any]) -> dict[str, Any]:
    """Each target next to today's figure (None when it was not measured)."""
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


def rerank_effect(report: dict[str, Any]) -> dict[str, Any]:
    """Overall figures at 400 word pieces of each mode without and with rerank "order"."""
    figures = ("evidence_recall", "answer_token_recall")
    return {
        mode: {
            figure: {
                "fused": _at_400(report, mode, "overall", figure),
                "reranked": _at_400(report, mode + RERANKED, "overall", figure),
            }
            for figure in figures
        }
        for mode in MODES
    }


def print_recall(summary: dict[str, Any]) -> None:
    methods = [*METHODS, *(m + RERANKED for m in MODES if m + RERANKED in summary)]
    for budget in BUDGETS:
        log(f"\nbudget {budget} word pieces: evidence recall / answer-token recall (%)")
        rows = []
        for method in methods:
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
    temporal = [
        [
            m,
            as_percent(
                summary.get(m, {}).get("400", {}).get("temporal", {}).get("answer_complete")
            ),
        ]
        for m in methods
    ]
    log("\ntemporal questions whose absolute answer date is in the 400-piece text (%)")
    log(table(["method", "share"], temporal))


def print_extractor(e: dict[str, Any]) -> None:
    log(
        f"precision {e['precision']}  recall {e['recall']}  formed {e['formed']}  "
        f"expected {e['expected']}  kind right on matched {e['kind_accuracy_on_matched']}"
    )
    headers = ["type", "items", "expected", "formed", "matched", "items forming any"]
    fields = ["items", "expected", "formed", "matched", "items_forming_any"]
    log(table(headers, [[k, *(v.get(f, 0) for f in fields)] for k, v in e["by_type"].items()]))


def print_verdict(checks: dict[str, Any]) -> None:
    for name, v in checks.items():
        bound = ">=" if v["at_least"] else "<="
        state = "not measured" if v["met"] is None else "met" if v["met"] else "NOT met"
        log(f"  {name:38s} {v['value']!s:>10}  target {bound} {v['target']}  {state}")


def measure(
    client: Memhub,
    data: tuple[list[dict[str, Any]], list[dict[str, Any]], list[dict[str, Any]]],
    meter: CpuMeter,
    args: argparse.Namespace,
    report: dict[str, Any],
) -> None:
    """Every phase against one server; `report` is filled in as they finish."""
    convs, questions, sentences = data
    counter = TokenCounter()
    report["method"]["token_counter"] = counter.source
    log(f"\n[1/4] ingesting {len(convs)} conversations ...")
    with meter.phase() as cpu:
        report["ingest"] = ingest_conversations(client, convs, args.timeout)
    report["ingest"]["cpu"] = cpu
    log(json.dumps(report["ingest"]))
    if report["ingest"]["documents_dream_failed"]:
        log(
            f"WARNING: memory formation failed for {report['ingest']['documents_dream_failed']} "
            "document(s); their memories are missing from every figure below"
        )
    log(f"\n[2/4] searching {len(questions)} questions ...")
    # Timed first, while every question is new to the server: later passes repeat the
    # same questions and would meet the server's query-embedding cache.
    http, server = default_search_times(client, questions)
    with meter.phase() as cpu:
        run = run_recall(client, convs, questions, counter, log, rerank=args.rerank)
    report["recall"] = summarise(run.scored)
    if args.rerank:
        report["rerank_at_400"] = rerank_effect(report)
    report["recall_by_tag_at_400"] = by_tag(run.scored)
    report["hybrid_misses_at_400"] = [] if _blind(args) else run.misses
    report["hybrid_misses_kept"] = len(run.misses)
    report["prompt_default"] = prompt_default(client, questions)
    report["latency"] = {
        "default_hybrid": {"http_ms": latency_stats(http), "server_ms": latency_stats(server)},
        "recall_searches": {
            mode: {
                "http_ms": latency_stats(run.http_ms[mode]),
                "server_ms": latency_stats(run.server_ms[mode]),
            }
            for mode in run.http_ms
        },
        "cpu": cpu,
    }
    print_recall(report["recall"])
    if "rerank_at_400" in report:
        log(f"\nrerank at 400 (overall): {json.dumps(report['rerank_at_400'])}")
    log(f"\nprompt default: {report['prompt_default']}")
    log(
        f"latency (hybrid, server defaults, first time each question is asked): "
        f"{report['latency']['default_hybrid']}"
    )
    if args.skip_extractor:
        return
    log(f"\n[3/4] extractor on {len(sentences)} labelled sentences ...")
    with meter.phase() as cpu:
        ingested = ingest_sentences(client, sentences, args.timeout)
    report["extractor"] = evaluate(client, sentences) | ingested | {"cpu": cpu}
    if _blind(args):
        for examples in ("false_positives", "missed"):
            report["extractor"][f"{examples}_kept"] = len(report["extractor"][examples])
            report["extractor"][examples] = []
    print_extractor(report["extractor"])


def _blind(args: argparse.Namespace) -> bool:
    """Whether the set is a blind held-out one. Its results keep counts but no example
    questions, turns or sentences: whoever opens the file would read the set (as
    `recall_misses.py` refuses to show it)."""
    return "heldout" in args.data.name


def _parse(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--conversations", type=int, default=0, help="use only the first N")
    parser.add_argument("--sentences", type=int, default=0, help="use only the first N")
    parser.add_argument("--skip-extractor", action="store_true")
    parser.add_argument(
        "--rerank", action="store_true", help='also search every mode with rerank "order"'
    )
    parser.add_argument(
        "--data",
        type=Path,
        default=generate.DATA_DIR,
        help="the set to measure on (default: the dev set bench/data/recall/; "
        "bench/data/recall-dev2/ to bench/data/recall-dev31/ are hand-written development sets, "
        "bench/data/blind-heldout/ and bench/data/blind-heldout2/ are blind held-out sets)",
    )
    parser.add_argument("--regenerate", action="store_true", help="rewrite bench/data/recall/")
    parser.add_argument("--timeout", type=float, default=900.0, help="per ingestion wait (s)")
    parser.add_argument("--output", type=Path, default=RESULTS)
    parser.add_argument("--keep", action="store_true", help="keep the server's data directory")
    parser.add_argument(
        "--query-encoder",
        choices=("auto", "int8", "float32"),
        default="auto",
        help="how the server embeds search queries (MEMHUB_QUERY_ENCODER; default: the "
        "server's own default, int8 when the onnx extra is installed)",
    )
    return parser.parse_args(argv)


def _query_encoder(args: argparse.Namespace) -> str:
    """The query encoder the server runs with: what was asked, or what `auto` becomes
    in this environment (the server runs in it too)."""
    if args.query_encoder != "auto":
        return str(args.query_encoder)
    from memhub_server.pipeline.embedding.quantized import int8_available

    return "int8" if int8_available() else "float32"


def main(argv: Sequence[str] | None = None) -> int:
    args = _parse(argv)
    if args.regenerate and args.data.resolve() != generate.DATA_DIR.resolve():
        raise SystemExit("--regenerate rewrites the dev set only; drop --data or --regenerate")
    if args.regenerate:
        generate.write()
        log(f"wrote {generate.DATA_DIR}")
    convs, questions, sentences = read_set(args.data)
    if args.conversations:
        convs = convs[: args.conversations]
        kept = {c["id"] for c in convs}
        questions = [q for q in questions if q["conversation"] in kept]
    if args.sentences:
        sentences = sentences[: args.sentences]
    stop_on_sigterm()
    resources = Resources(keep=args.keep)
    meter = CpuMeter(resources.own_pids)
    began = time.perf_counter()
    report: dict[str, Any] = {
        "machine": machine_info(),
        "targets": TARGETS,
        "dataset": dataset_stats(convs, questions, sentences, args.data),
        "method": {
            "budgets": list(BUDGETS),
            "search": f"limit {SEARCH_LIMIT}, threshold 0, searchMode memories | chunks | hybrid"
            + (', each also with rerank "order" (<mode>+rerank)' if args.rerank else ""),
            "bm25": "Okapi BM25 (k1 1.2, b 0.75) over single turns '[date] Speaker: text', "
            "lower-cased words without function words, no stemming",
            "extractor": "no LLM configured: memhub's rule extractor",
            "query_encoder": _query_encoder(args),
        },
    }
    log(f"machine: {report['machine']}")
    log(f"dataset: {json.dumps({k: v for k, v in report['dataset'].items() if k != 'manifest'})}")
    args.output.parent.mkdir(parents=True, exist_ok=True)

    def run() -> None:
        data_dir = resources.tempdir("recall") / "data"
        server = resources.serve(
            data_dir, {"MEMHUB_QUERY_ENCODER": report["method"]["query_encoder"]}
        )
        report["server_start_s"] = round(server.wait_ready(), 2)
        with server.client() as client:
            client.search("recall-warmup", query="load the embedding model")
            # The int8 encoder is built and checked at that first query; when it fell
            # back, the server's log says so.
            said = (data_dir.parent / f"{data_dir.name}-server.log").read_text(errors="replace")
            if "search queries use the float32 pass" in said:
                report["method"]["query_encoder"] = "float32 (int8 fell back: see server log)"
            report["rss_mb_start"] = server.memory()
            measure(client, (convs, questions, sentences), meter, args, report)
            report["rss_mb_end"] = server.memory()
        log("\n[4/4] verdict")
        report["verdict"] = verdict(report)
        print_verdict(report["verdict"])
        report["seconds"] = round(time.perf_counter() - began, 1)
        finish(report, args.output, said=f" after {report['seconds']} s")

    return guarded(resources, run)


if __name__ == "__main__":
    sys.exit(main())
