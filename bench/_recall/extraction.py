"""Extractor precision and recall against the labelled sentences.

The memories formed from a sentence's document (read from the namespace's graph, in any
state: superseded and expired ones were formed too) are matched one to one against the
expected memories: a formed memory matches an expected one when its terms hold one phrase
of every key group of it (``scoring.keys_met``: dates in words count as the ISO date).
Precision = matched formed / formed; recall = matched expected / expected.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any, Generic, Protocol, TypeVar

from memhub import Memhub

from .ingest import memory_sources, namespace_of
from .scoring import keys_met, term_set

EXAMPLES_KEPT = 60


class Formed(Protocol):
    """A formed memory as the matching reads it: a server's ``GraphMemory``, or a fact's
    text from ``fact_pass.py``."""

    @property
    def memory(self) -> str: ...


F = TypeVar("F", bound=Formed)


@dataclass
class Matching(Generic[F]):
    formed: list[F]
    pairs: list[tuple[dict[str, Any], F]] = field(default_factory=list)
    missed: list[dict[str, Any]] = field(default_factory=list)
    extra: list[F] = field(default_factory=list)


def match(item: dict[str, Any], formed: list[F]) -> Matching[F]:
    """Pair each expected memory with the first unpaired formed memory that holds its keys."""
    result = Matching(formed)
    free = list(formed)
    for expected in item["expected"]:
        found = next((m for m in free if keys_met(expected["keys"], term_set(m.memory))), None)
        if found is None:
            result.missed.append(expected)
        else:
            free.remove(found)
            result.pairs.append((expected, found))
    result.extra = free
    return result


def evaluate(client: Memhub, sentences: list[dict[str, Any]]) -> dict[str, Any]:
    per_type: dict[str, dict[str, int]] = defaultdict(lambda: defaultdict(int))
    totals: dict[str, int] = defaultdict(int)
    false_positives: list[dict[str, Any]] = []
    missed: list[dict[str, Any]] = []
    for item in sentences:
        sources = memory_sources(client, namespace_of(item["id"]))
        formed = [memory for memory, docs in sources.values() if item["id"] in docs]
        m = match(item, formed)
        row = per_type[item["type"]]
        for counts in (row, totals):
            counts["items"] += 1
            counts["expected"] += len(item["expected"])
            counts["formed"] += len(formed)
            counts["matched"] += len(m.pairs)
            counts["items_forming_any"] += bool(formed)
            counts["kind_right"] += sum(f.is_static == (e["kind"] == "durable") for e, f in m.pairs)
        about = {"id": item["id"], "type": item["type"], "sentence": item["sentence"]}
        missed += [
            about | {"expected": e["memory"], "formed": [f.memory for f in formed]}
            for e in m.missed
        ]
        false_positives += [about | {"formed": f.memory} for f in m.extra]
    return {
        "sentences": totals["items"],
        "expected": totals["expected"],
        "formed": totals["formed"],
        "matched": totals["matched"],
        "precision": _share(totals["matched"], totals["formed"]),
        "recall": _share(totals["matched"], totals["expected"]),
        "kind_accuracy_on_matched": _share(totals["kind_right"], totals["matched"]),
        "by_type": {k: dict(v) for k, v in sorted(per_type.items())},
        "false_positives": false_positives[:EXAMPLES_KEPT],
        "missed": missed[:EXAMPLES_KEPT],
        "matching": "a formed memory matches an expected one when its terms (dates in ISO form) "
        "hold one phrase of every key group of it; one formed memory matches one expected memory",
    }


def _share(part: int, whole: int) -> float | None:
    return round(part / whole, 4) if whole else None
