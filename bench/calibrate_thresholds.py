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

The same is printed for the raw cosine. Writes JSON with ``--output``; never writes under
``bench/results``.

Semantic forget and bucket filing compare a raw cosine too, but the development set has
no labels for them; ``--labelled`` (no data directory needed) measures them on the small
hand-written set in ``_calibration``:

* forget: each request's cosine to every memory of its namespace (what
  ``DELETE /memories/semantic`` compares, a first-person request rewritten about the
  namespace's person, every memory being a candidate in a namespace this small); per
  threshold, the precision and recall of the memories removed, and the share of
  requests that remove exactly the memories they mean;
* buckets: each memory's cosine to each bucket's ``name: description``; per threshold,
  precision and recall of the filings, by the cosine alone and together with the
  keyword rule (a memory naming the bucket is filed whatever its cosine).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from _calibration import BUCKET_MEMORIES, BUCKETS, FORGET_MEMORIES, FORGET_REQUESTS
from _recall.ingest import namespace_of
from _recall.scoring import answer_recall, term_set
from bench_recall import read_set

from memhub import types as t
from memhub_server.config import Settings
from memhub_server.engine import Engine
from memhub_server.index.lexical import content_terms
from memhub_server.index.person import to_third_person
from memhub_server.pipeline.embedding import Embedder, LocalMiniLMEmbedder

THRESHOLDS = (0.3, 0.35, 0.4, 0.45, 0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8)
COSINES = (0.15, 0.2, 0.25, 0.3, 0.35, 0.4, 0.45, 0.5, 0.55, 0.6, 0.65, 0.7)


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


def _precision_recall(right: int, chosen: int, expected: int) -> dict[str, float]:
    return {
        "precision": round(right / chosen, 4) if chosen else 1.0,
        "recall": round(right / expected, 4) if expected else 1.0,
    }


def forget_table(embedder: Embedder) -> list[dict[str, float]]:
    """Semantic forget on the labelled requests, per cosine threshold."""
    vectors = {ns: embedder.embed(texts) for ns, texts in FORGET_MEMORIES.items()}
    # As the server embeds them: first person rewritten about the namespace's person.
    queries = embedder.embed([to_third_person(request, ns) for ns, request, _ in FORGET_REQUESTS])
    cosines = [vectors[ns] @ queries[n] for n, (ns, _, _) in enumerate(FORGET_REQUESTS)]
    expected = sum(len(meant) for _, _, meant in FORGET_REQUESTS)
    table = []
    for threshold in COSINES:
        right = chosen = exact = 0
        for row, (_, _, meant) in zip(cosines, FORGET_REQUESTS, strict=True):
            removed = {i for i, c in enumerate(row) if c >= threshold}
            right += len(removed & set(meant))
            chosen += len(removed)
            exact += removed == set(meant)
        table.append(
            {
                "threshold": threshold,
                **_precision_recall(right, chosen, expected),
                "requests_exact": round(exact / len(FORGET_REQUESTS), 4),
            }
        )
    return table


def bucket_table(embedder: Embedder) -> list[dict[str, float]]:
    """Bucket filing on the labelled memories, per cosine threshold."""
    names = list(BUCKETS)
    anchors = embedder.embed([f"{name}: {BUCKETS[name]}" for name in names])
    memories = embedder.embed([text for text, _ in BUCKET_MEMORIES])
    cosines = memories @ anchors.T
    named = [
        [bool(content_terms(name) & content_terms(text)) for name in names]
        for text, _ in BUCKET_MEMORIES
    ]
    expected = sum(len(buckets) for _, buckets in BUCKET_MEMORIES)
    table = []
    for threshold in COSINES:
        row: dict[str, float] = {"threshold": threshold}
        for label, keyword in (("cosine", False), ("with_keyword", True)):
            right = chosen = 0
            for m, (_, buckets) in enumerate(BUCKET_MEMORIES):
                for b, name in enumerate(names):
                    if cosines[m, b] >= threshold or (keyword and named[m][b]):
                        chosen += 1
                        right += name in buckets
            figures = _precision_recall(right, chosen, expected)
            row |= {f"{label}_{key}": value for key, value in figures.items()}
        table.append(row)
    return table


def labelled(output: Path | None) -> int:
    embedder = LocalMiniLMEmbedder()
    report = {"forget": forget_table(embedder), "buckets": bucket_table(embedder)}
    print(f"forget ({len(FORGET_REQUESTS)} requests)\n cosine  precision  recall  exact")
    for f in report["forget"]:
        print(
            f"{f['threshold']:>7.2f}  {f['precision']:>9.1%}  {f['recall']:>6.1%}"
            f"  {f['requests_exact']:>5.1%}"
        )
    print(f"buckets ({len(BUCKET_MEMORIES)} memories x {len(BUCKETS)} buckets)")
    print(" cosine  precision  recall  | with keyword: precision  recall")
    for b in report["buckets"]:
        print(
            f"{b['threshold']:>7.2f}  {b['cosine_precision']:>9.1%}  {b['cosine_recall']:>6.1%}"
            f"  |  {b['with_keyword_precision']:>21.1%}  {b['with_keyword_recall']:>6.1%}"
        )
    if output:
        output.write_text(json.dumps(report, indent=2))
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data-dir", type=Path)
    parser.add_argument(
        "--labelled", action="store_true", help="semantic forget and buckets on _calibration"
    )
    parser.add_argument("--output", type=Path)
    args = parser.parse_args(argv)
    if args.labelled:
        return labelled(args.output)
    if args.data_dir is None:
        parser.error("--data-dir is required (or --labelled)")
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
