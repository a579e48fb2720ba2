"""Drop facts the model would otherwise read twice.

The profile and the search often return the same fact, sometimes with a
`[Recent]`-style marker or different spacing. Repeating it wastes context and
overstates it, so one copy is kept: static beats dynamic beats search, because
the profile is the curated view and search hits are the most redundant. The
profile copy of a fact the search also found takes the hit's similarity, so the
token budget can still tell that the search ranked it for this question
(`fit_budget` keeps such profile facts first when the profile does not fit).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import replace

from .facts import Fact, Recall

__all__ = ["dedupe", "memory_key"]

# Markers the engine puts in front of profile lines; they say how a fact is
# known, not what it is, so two lines differing only in markers are the same.
_MARKERS = re.compile(r"^(?:\[(?:recent|summary|[0-9]{4}-[0-9]{2}-[0-9]{2})\]\s*)+", re.IGNORECASE)


def memory_key(text: str) -> str:
    """The comparison key of a memory text: markers dropped, spacing and case folded."""
    unmarked = _MARKERS.sub("", text.strip())
    return " ".join(unmarked.split()).casefold()


def _keep_unseen(facts: Iterable[Fact], seen: set[str]) -> tuple[Fact, ...]:
    kept: list[Fact] = []
    for fact in facts:
        key = memory_key(fact.text)
        if key and key not in seen:
            seen.add(key)
            kept.append(fact)
    return tuple(kept)


def _found(facts: Iterable[Fact], similarity: dict[str, float]) -> tuple[Fact, ...]:
    """`facts`, each that the search also returned carrying the hit's similarity."""
    return tuple(
        replace(fact, similarity=similarity[key])
        if fact.similarity is None and (key := memory_key(fact.text)) in similarity
        else fact
        for fact in facts
    )


def dedupe(recall: Recall) -> Recall:
    """A copy of `recall` with each fact kept once, in its highest-priority section
    (a profile fact the search also found carries the hit's similarity).

    In `query` mode the profile is not shown, so search hits are only checked
    against each other: dropping one for matching an invisible profile line
    would lose the fact altogether.
    """
    similarity: dict[str, float] = {}
    if recall.mode != "query":
        for hit in recall.search:
            if hit.similarity is not None:
                similarity.setdefault(memory_key(hit.text), hit.similarity)
    seen: set[str] = set()
    static = _keep_unseen(_found(recall.static, similarity), seen)
    dynamic = _keep_unseen(_found(recall.dynamic, similarity), seen)
    search_seen = set() if recall.mode == "query" else seen
    search = _keep_unseen(recall.search, search_seen)
    return replace(recall, static=static, dynamic=dynamic, search=search)
