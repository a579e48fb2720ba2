"""The facts the rule extractor forms from every development set, without a server.

Usage::

    uv run python bench/fact_pass.py /tmp/before.tsv            # every dev set
    uv run python bench/fact_pass.py /tmp/after.tsv recall-dev28 # one or more sets
    diff /tmp/before.tsv /tmp/after.tsv                          # what a rule change did
    uv run python bench/fact_pass.py --score /tmp/after.tsv recall-dev28 [--show]

A development tool for issue #15, beside ``recall_misses.py``. It reads each set's
conversations session by session (a namespace per conversation: the facts formed so far are
the existing memories the next session sees, and the names they give people are known
names) and each labelled sentence on its own, runs the rule extractor in two processes, and
writes one line per fact: document id, kind, subject and text (a document that forms nothing
gets a line saying so). It takes about a minute for all sets, against about forty seconds a
set for ``bench_recall.py``; what it forms is what the server forms, but for the existing
memories the server picks by similarity (here: the last thirty) and the dreamer's merging,
so its sentence scores can differ from the benchmark's by a memory or two.

``--score`` reads such a file back and prints each set's extractor precision and recall
against the sentence labels, matched by the benchmark's own ``_recall.extraction.match``;
``--show`` lists the misses and the facts no label expected. Blind held-out sets are never
read: only ``bench/data/recall`` and ``bench/data/recall-devN`` folders, each opened by its
name.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import defaultdict
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from datetime import date
from pathlib import Path

from _recall.extraction import match
from _recall.ingest import sentence_document, session_document

DATA = Path(__file__).parent / "data"
EXISTING_SEEN = 30
"""How many of a namespace's latest facts each session sees as existing memories."""
NOTHING = "(nothing)"


@dataclass(frozen=True)
class Fact:
    """A fact's text, as the benchmark's matching reads a formed memory."""

    memory: str


def dev_sets() -> list[str]:
    """The first dev set and every ``recall-devN`` after it, by name (no listing)."""
    names = ["recall"] + [f"recall-dev{n}" for n in range(2, 100)]
    return [name for name in names if (DATA / name / "conversations.jsonl").exists()]


def facts_of_set(name: str) -> list[str]:
    """Lines for every fact one set's sessions and sentences form."""
    from memhub_server.pipeline.memory.facts import ExistingMemory, ExtractionInput
    from memhub_server.pipeline.memory.rules.extractor import extract_facts
    from memhub_server.pipeline.memory.rules.person import memory_names

    folder = DATA / name
    lines: list[str] = []
    for raw in (folder / "conversations.jsonl").read_text().splitlines():
        conv = json.loads(raw)
        existing: list[ExistingMemory] = []
        known: set[str] = set()
        for session in conv["sessions"]:
            doc = session_document(conv, session)
            item = ExtractionInput(
                content=doc["content"],
                document_date=date.fromisoformat(doc["date"]),
                existing=existing[-EXISTING_SEEN:],
                known_names=frozenset(known),
            )
            for n, fact in enumerate(extract_facts(item)):
                lines.append(f"{doc['id']}\t{fact.kind}\t{fact.subject}\t{fact.text}")
                existing.append(
                    ExistingMemory(f"{doc['id']}-{n}", fact.text, fact.slot, fact.subject)
                )
                known |= memory_names(fact.subject, fact.text)
    for raw in (folder / "sentences.jsonl").read_text().splitlines():
        sentence = json.loads(raw)
        item = ExtractionInput(
            content=sentence_document(sentence), document_date=date.fromisoformat(sentence["date"])
        )
        facts = extract_facts(item)
        lines += [f"{sentence['id']}\t{f.kind}\t{f.subject}\t{f.text}" for f in facts]
        if not facts:
            lines.append(f"{sentence['id']}\t-\t-\t{NOTHING}")
    return lines


def score(path: Path, names: Sequence[str], show: bool) -> None:
    """Print each set's sentence precision and recall from a file this script wrote."""
    formed_by_doc: dict[str, list[str]] = defaultdict(list)
    for line in path.read_text().splitlines():
        doc, kind, _subject, text = line.split("\t", 3)
        if kind != "-":
            formed_by_doc[doc].append(text)
    for name in names:
        formed = matched = expected = 0
        for raw in (DATA / name / "sentences.jsonl").read_text().splitlines():
            item = json.loads(raw)
            found = match(item, [Fact(text) for text in formed_by_doc.get(item["id"], [])])
            formed += len(found.formed)
            expected += len(item["expected"])
            matched += len(found.pairs)
            if show and (found.missed or found.extra):
                print(f"{item['id']} [{item['type']}] {item['sentence']}")
                for want in found.missed:
                    print(f"    missed  {want['memory']}  keys={want['keys']}")
                for fact in found.extra:
                    print(f"    extra   {fact.memory}")
        precision = 100 * matched / formed if formed else 0.0
        recall = 100 * matched / expected if expected else 0.0
        print(
            f"{name}: precision {precision:.1f}, recall {recall:.1f} "
            f"({matched} of {formed} formed, {expected} expected)"
        )


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("output", type=Path, help="the file to write (or, with --score, to read)")
    parser.add_argument("sets", nargs="*", help="dev set folders under bench/data (default: all)")
    parser.add_argument("--score", action="store_true", help="score the file against the labels")
    parser.add_argument("--show", action="store_true", help="with --score: list misses and extras")
    args = parser.parse_args(argv)
    names = args.sets or dev_sets()
    if any(not name.startswith("recall") for name in names):
        parser.error("only development sets (bench/data/recall, recall-devN) may be read")
    if args.score:
        score(args.output, names, args.show)
        return 0
    with ProcessPoolExecutor(2) as pool:
        lines = [line for found in pool.map(facts_of_set, names) for line in found]
    args.output.write_text("\n".join(lines) + "\n")
    print(f"{len(names)} sets, {len(lines)} lines -> {args.output}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
