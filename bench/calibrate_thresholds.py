"""What a `similarity` means in precision, measured on the recall development set.

Usage::

    uv run python bench/bench_recall.py --skip-extractor --keep   # prints the data dir
    uv run python bench/calibrate_thresholds.py --data-dir /tmp/.../recall/data

Opens a data directory the recall benchmark filled (one namespace per conversation,
memories formed) in-process with ``Engine`` and asks every question whose answer is a
fact (single-hop, ``answer_is_memory``) as memory search does it for the prompt core
(``searchMode`` memories, ``rewriteQuery``, ``limit`` 10, ``threshold`` 0). A result is
*right* when it holds the whole answer (the benchmark's answer terms). Per threshold it
prints:

* ``questions``: share of questions with a right result at or above it (what the prompt
  default is judged by, before the profile adds its facts);
* ``precision``: share of results at or above it that are right;
* ``results``: mean results per question at or above it.

The same is printed for the raw cosine (what semantic forget compares). Writes JSON with
``--output``; never writes under ``bench/results``.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from _recall.ingest import namespace_of
from _recall.scoring import answer_recall, term_set
from bench_recall import read_set

from memhub import types as t
from memhub_server.config import Settings
from memhub_server.engine import Engine

THRESHOLDS = (0.3, 0.35, 0.4, 0.45, 0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8)


def _rows(engine: Engine, questions: list[dict[str, Any]]) -> list[list[tuple[float, float, bool]]]:
    """Per question: (similarity, cosine, right) of each result."""
    out = []
    for q in questions:
        request = t.SearchRequest(
            query=q["question"], search_mode="memories", limit=10, threshold=0, rewrite_query=True
        )
        response = engine.search.search(namespace_of(q["conversation"]), request)
        texts = [result.memory or "" for result in response.results]
        vectors = engine.embedder.embed([q["question"], *texts])  # one batch per question
        out.append(
            [
                (
                    result.similarity,
                    float(vectors[n + 1] @ vectors[0]),
                    answer_recall(q["answer"], term_set(text)) == 1.0,
                )
                for n, (result, text) in enumerate(zip(response.results, texts, strict=True))
            ]
        )
    return out


def _table(rows: list[list[tuple[float, float, bool]]], column: int) -> list[dict[str, float]]:
    table = []
    for threshold in THRESHOLDS:
        kept = [[r for r in question if r[column] >= threshold] for question in rows]
        results = sum(len(k) for k in kept)
        right = sum(r[2] for k in kept for r in k)
        table.append(
            {
                "threshold": threshold,
                "questions": round(sum(any(r[2] for r in k) for k in kept) / len(rows), 4),
                "precision": round(right / results, 4) if results else 0.0,
                "results": round(results / len(rows), 2),
            }
        )
    return table


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data-dir", type=Path, required=True)
    parser.add_argument("--output", type=Path)
    args = parser.parse_args(argv)
    _convs, questions, _sentences = read_set()
    asked = [q for q in questions if q["category"] == "single-hop" and q["answer_is_memory"]]
    engine = Engine(Settings(data_dir=args.data_dir, auth=False, start_worker=False))
    try:
        engine.start()
        rows = _rows(engine, asked)
    finally:
        engine.close()
    report = {
        "questions": len(asked),
        "answer_in_any_memory_result": round(
            sum(any(r[2] for r in q) for q in rows) / len(rows), 4
        ),
        "similarity": _table(rows, 0),
        "cosine": _table(rows, 1),
    }
    for name in ("similarity", "cosine"):
        print(f"{name:>10}  questions  precision  results")
        for row in report[name]:
            print(
                f"{row['threshold']:>10.2f}  {row['questions']:>9.1%}  {row['precision']:>9.1%}"
                f"  {row['results']:>7.2f}"
            )
    print(f"answer in any of the 10 results: {report['answer_in_any_memory_result']:.1%}")
    if args.output:
        args.output.write_text(json.dumps(report, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
