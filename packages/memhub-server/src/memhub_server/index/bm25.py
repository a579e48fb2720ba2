"""Okapi BM25 from one namespace's own statistics.

A full-text engine's built-in BM25 (FTS5's `bm25()`, PostgreSQL's `ts_rank`) reads
its statistics from the whole index: how many rows hold a word, how long rows are on
average. In a shared index one tenant's data then moves another tenant's scores. The
engine is used here to find candidates only; `Okapi.score` ranks them from counts the
namespace alone determines:

* `documents`: the namespace's rows; `frequency[term]`: how many of them hold `term`;
* `average_length`: their mean length, in characters (the ratio of a row's length to
  the mean is all BM25 reads, and characters are what a trigger can sum as rows come
  and go; they follow the word count closely).

Terms are stems as `lexical.stems` gives them, the ones the full-text index holds.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cached_property

from .lexical import stem, stems
from .order import best_first

__all__ = ["K1", "B", "Okapi"]

K1 = 1.2
"""Term-frequency saturation (FTS5's and Lucene's default)."""
B = 0.75
"""How much a row's length relative to the mean discounts its matches."""


@dataclass(frozen=True)
class Okapi:
    """BM25 for one query over one namespace's rows of one kind."""

    terms: frozenset[str]
    documents: int
    frequency: Mapping[str, int]
    average_length: float

    def idf(self, term: str) -> float:
        """Lucene's idf: never negative, so a word most rows hold still counts a little."""
        held = min(self.frequency.get(term, 0), self.documents)
        return math.log(1 + (self.documents - held + 0.5) / (held + 0.5))

    @cached_property
    def _candidates(self) -> re.Pattern[str]:
        """Words that may stem to a query term. Porter only rewrites a word's ending and
        always leaves its first two letters, so in ASCII text only words that start as
        a term does are stemmed. The regex runs in C: stemming every word of every
        candidate would cost more than the rest of the search."""
        starts = sorted({term[:2] for term in self.terms})
        return re.compile(rf"\b(?:{'|'.join(re.escape(start) for start in starts)})\w*")

    @cached_property
    def _weights(self) -> dict[str, float]:
        """idf x (K1 + 1) of each term, worked out once per query, not once per row."""
        return {term: self.idf(term) * (K1 + 1) for term in self.terms}

    @cached_property
    def _stemmed(self) -> dict[str, str]:
        """The query term each word seen so far stems to ("" for none): a query's rows
        repeat their words, and a dict lookup costs less than stemming again."""
        return {}

    def _counts(self, text: str) -> dict[str, int]:
        """How often each query term occurs in `text`."""
        counts: dict[str, int] = {}
        if text.isascii() and self.terms:
            seen = self._stemmed
            # The index splits words at "_" too; `\w` would not.
            for word in self._candidates.findall(text.lower().replace("_", " ")):
                term = seen.get(word)
                if term is None:
                    term = stem(word)
                    term = seen[word] = term if term in self.terms else ""
                if term:
                    counts[term] = counts.get(term, 0) + 1
            return counts
        # Accents are folded before stemming, which may change a word's start.
        for term in stems(text):
            if term in self.terms:
                counts[term] = counts.get(term, 0) + 1
        return counts

    def score(self, text: str) -> float:
        """The BM25 score of `text` (0 when it holds none of the query's terms)."""
        counts = self._counts(text)
        if not counts:
            return 0.0
        norm = K1 * (1 - B + B * len(text) / max(self.average_length, 1.0))
        weights = self._weights
        return sum(weights[t] * n / (n + norm) for t, n in counts.items())

    def rank(self, rows: Iterable[tuple[str, str]]) -> list[tuple[str, float]]:
        """(id, score) of each (id, text) that scores above 0, best first (`order.rank_key`:
        scores equal at the precision every backend compares them at go by id)."""
        return best_first(
            hit for row_id, text in rows if (hit := (row_id, self.score(text)))[1] > 0
        )
