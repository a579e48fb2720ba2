"""Ranking: fuse a dense and a lexical candidate list into one scored, thresholded list.

One definition for every kind of record (chunks and memories alike), so a result's
place and `similarity` mean the same thing whichever retriever produced it:

* order is reciprocal rank fusion of the two rankings, so neither signal can drown
  the other (a small dense model alone loses to BM25 on conversational recall; BM25
  alone misses paraphrases);
* `similarity` is a 0..1 number the threshold applies to: the cosine similarity,
  raised toward 1 by the share of query words the text contains (BM25 scores have no
  fixed scale, so they order but never score).

What a similarity means, measured on the development set (`bench/calibrate_thresholds.py`:
147 single-hop questions whose answer is a fact, memory search with `rewriteQuery`, ten
results; "right" = the memory holds the whole answer, so with one answer per question
precision is low by construction; memories formed by the offline extractor as of the
issue #15 merges):

    similarity >=   0.3   0.4   0.5   0.6   0.7   0.75  0.8
    precision       5.7%  5.7%  5.9%  7.3%  14%   26%   51%
    answered        46%   42%   40%   35%   22%   18%   14%
    results/query   8.1   7.5   6.8   4.9   1.6   0.7   0.3

Below about 0.7 a similarity orders results but says little about whether one holds
the answer (short memories that share the person's name score 0.6-0.7 on any question
about them), so defaults stay low (0.3 for search, the tools and prompt recall) and a
result count or token budget bounds what is used.

Two more factors, both at most 1, scale the fused score, so that a short fragment
("Dana goes.", "Dana can't complain.") that only shares the person's name with a
question never outranks the passage that answers it:

* specificity: the share of the query's words a record holds, each word weighted by
  its rarity (idf) among the `IDF_POOL` best candidates. A name every candidate holds
  weighs next to nothing; "job" or "allergic", held by a few, weighs most. Rarity is
  read from the candidates, not the whole namespace, because what matters is which
  words tell the likely answers apart. In ranking memories alone (`times_qualify`),
  words that name a time ("June", "2024" of "What was Ines's job in June 2024?") are
  left out when the query has a topic (`query_dates.topic_terms`): a time qualifies a
  question, and holding it would lift every memory of that month above the one on
  the question's topic;
* brevity: a record with fewer than `MIN_TERMS` content words (function words aside)
  that lacks the query's rare words carries too little to answer anything on its own,
  however close its vector is (a two-word text's vector is mostly its name's); the
  discount shrinks as it holds more of them, so a short fact that answers keeps its place.
  It applies only when some query word is held by a few candidates but not by most (a
  word the answers can be told apart by): when none is ("What does Alex eat?" over
  memories that all name Alex and none say "eat"), only the vectors speak, and a short
  fact ("Alex is vegetarian.") is judged by its vector like any other record.

Records may be weighted (memories push unreviewed inferences down): a weight scales
the fused score and must not exceed 1, which lets ranking stop reading texts once no
remaining candidate can reach the results.
"""

from __future__ import annotations

import heapq
import math
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Generic, TypeVar

from .lexical import content_terms, passage_terms
from .order import rounded
from .query_dates import topic_terms

__all__ = [
    "IDF_POOL",
    "LEXICAL_WEIGHT",
    "MIN_TERMS",
    "RRF_K",
    "SPECIFICITY_WEIGHT",
    "Fusion",
    "Ranked",
    "blend",
    "brevity",
    "rarity",
    "tells_apart",
]

R = TypeVar("R")

RRF_K = 60
"""Reciprocal rank fusion's damping constant: rank r scores 1 / (RRF_K + r)."""
LEXICAL_WEIGHT = 0.5
"""How far full query-word coverage lifts a similarity toward 1."""
SPECIFICITY_WEIGHT = 0.2
"""Share of the fused score that rides on holding the query's rare words: a record
holding none of them keeps 1 - SPECIFICITY_WEIGHT of its score."""
IDF_POOL = 30
"""Best candidates (by fused score) whose words say how rare each query word is; a
fixed number, so a record's place does not depend on how many results were asked for."""
MIN_TERMS = 4
"""Content words below which a record counts as a fragment and is pushed down."""


def rarity(terms: set[str], pool: Sequence[frozenset[str]]) -> dict[str, float]:
    """Each of `terms` weighted by how few of `pool` (the content words of each
    candidate) hold it: Lucene's idf, never negative."""
    n = len(pool)
    weights = {}
    for term in terms:
        held = sum(term in words for words in pool)
        weights[term] = math.log(1 + (n - held + 0.5) / (held + 0.5))
    return weights


def tells_apart(terms: set[str], pool: Sequence[frozenset[str]]) -> bool:
    """Whether some of `terms` is held by a few of `pool` but not by most: a word the
    likely answers can be told apart by (a name most candidates hold is not one)."""
    return any(0 < sum(term in words for words in pool) <= len(pool) / 2 for term in terms)


def brevity(words: int, min_terms: int = MIN_TERMS) -> float:
    """The factor a record with `words` content words keeps: 1 from `min_terms` on,
    less the fewer it has (a two-word fragment keeps 3/5 at the default)."""
    return min(1.0, (words + 1) / (min_terms + 1))


def blend(cosine: float, covered: float, lexical_weight: float = LEXICAL_WEIGHT) -> float:
    """The reported similarity: `cosine` (clamped to 0..1) raised toward 1 by `covered`."""
    cosine = min(max(cosine, 0.0), 1.0)
    return cosine + (1 - cosine) * lexical_weight * covered


@dataclass(frozen=True)
class Ranked(Generic[R]):
    """One result: the record, its fused score (the order), its similarity (the
    threshold's scale) and its raw cosine to the query."""

    record: R
    fused: float
    similarity: float
    cosine: float


@dataclass
class _Candidate:
    id: str
    dense_rank: int | None = None
    lexical_rank: int | None = None
    cosine: float | None = None

    def fused(self, rrf_k: int) -> float:
        return sum(1 / (rrf_k + rank) for rank in (self.dense_rank, self.lexical_rank) if rank)


@dataclass(frozen=True)
class Fusion(Generic[R]):
    """Reciprocal rank fusion plus the similarity blend, for records of one kind.

    `text` reads the words a record is matched on; `weight`, when given, scales a
    record's fused score (0 < weight <= 1), and so do its specificity and brevity.
    """

    text: Callable[[R], str]
    weight: Callable[[R], float] | None = None
    rrf_k: int = RRF_K
    lexical_weight: float = LEXICAL_WEIGHT
    specificity_weight: float = SPECIFICITY_WEIGHT
    min_terms: int = MIN_TERMS
    times_qualify: bool = False
    """Whether a time the query names only qualifies it: its words then weigh nothing
    in specificity when the query has a topic (`query_dates.topic_terms`). Right for
    memories, which state every time in full ("on 9 June 2024"), so that all of a
    month's memories would share it; passages are left to match it as written."""

    def _factor(
        self, held: frozenset[str], terms: set[str], rare: Mapping[str, float], telling: bool
    ) -> float:
        """Specificity and brevity of a record whose content words are `held`: a short
        record is pushed down for what it lacks of the query's rare words, so "Alex is
        vegetarian." still tops "Is Alex vegetarian?" while "Alex waves." sinks."""
        total = sum(rare.values())
        # A query of function words alone asks for no word in particular.
        specific = sum(rare[t] for t in terms & held) / total if total > 0 else 1.0
        short = 1 - brevity(len(held), self.min_terms) if telling else 0.0
        return (1 - self.specificity_weight * (1 - specific)) * (1 - short * (1 - specific))

    def rank(
        self,
        query: str,
        dense: Iterable[tuple[str, float]],
        lexical: Iterable[tuple[str, float]],
        records: Mapping[str, R],
        *,
        cosines: Callable[[Sequence[str]], Mapping[str, float]],
        threshold: float,
        limit: int,
    ) -> list[Ranked[R]]:
        """The best `limit` records at or above `threshold`, best first.

        `dense` is (id, cosine) and `lexical` (id, score), each best first; an id
        missing from `records` is not eligible (deleted, another namespace, filtered
        out) and takes no rank. `cosines(ids)` gives the cosine of lexical-only hits.
        """
        if limit <= 0:
            return []
        terms = content_terms(query)
        # Rarity is read on what the query is about (see `times_qualify`).
        topic = topic_terms(query, terms) if self.times_qualify else terms
        candidates: dict[str, _Candidate] = {}
        for rank, (record_id, cosine) in enumerate((d for d in dense if d[0] in records), 1):
            candidates[record_id] = _Candidate(record_id, dense_rank=rank, cosine=cosine)
        for rank, (record_id, _score) in enumerate((h for h in lexical if h[0] in records), 1):
            candidates.setdefault(record_id, _Candidate(record_id)).lexical_rank = rank
        missing = [c.id for c in candidates.values() if c.cosine is None]
        if missing:
            for record_id, cosine in cosines(missing).items():
                candidates[record_id].cosine = cosine
        kept: list[Ranked[R]] = []
        best: list[float] = []  # min-heap of the `limit` best fused scores kept so far
        # Walk by unweighted fused score, an upper bound of the weighted one, and stop
        # once none left can reach the results: the similarity (which reads the text)
        # is only worked out for candidates that could be returned.
        ordered = sorted(candidates.values(), key=lambda c: c.fused(self.rrf_k), reverse=True)
        pool = [passage_terms(self.text(records[c.id])) for c in ordered[:IDF_POOL]]
        rare = rarity(topic, pool)
        telling = tells_apart(topic, pool)
        for candidate in ordered:
            bound = candidate.fused(self.rrf_k)
            if len(best) >= limit and bound < best[0]:
                break  # ties with the last kept candidate still compete on similarity
            record = records[candidate.id]
            held = passage_terms(self.text(record))
            cosine = min(max(candidate.cosine or 0.0, 0.0), 1.0)
            covered = len(terms & held) / len(terms) if terms else 0.0
            similarity = blend(cosine, covered, self.lexical_weight)
            if similarity < threshold:
                continue
            fused = bound * self._factor(held, topic, rare, telling)
            fused *= self.weight(record) if self.weight else 1.0
            kept.append(Ranked(record, fused, similarity, cosine))
            if len(best) < limit:
                heapq.heappush(best, fused)
            elif fused > best[0]:
                heapq.heapreplace(best, fused)
        # Equal fused scores go by similarity, compared at the precision every backend
        # agrees on (`order`), then keep the candidates' order, which backends share.
        kept.sort(key=lambda k: (k.fused, rounded(k.similarity)), reverse=True)
        return kept[:limit]
