"""Best first, one way for every backend: what decides the order of equal scores.

Reciprocal rank fusion reads candidates by their place in a list, so a backend's
order is part of its answer. Scores are floats that different engines work out
differently: a cosine is a float32 BLAS product in the in-memory index, pgvector's
own float32 sum in PostgreSQL, a float64 sum elsewhere; the same text embedded in two
batches (a chunk and the memory that repeats it) gives vectors a few 1e-8 apart. Two
scores one engine finds equal another finds 1e-7 apart, so "ties in whatever order the
engine leaves them" let two backends rank the same records differently.

Every backend therefore orders its hits by `rank_key`: the score rounded to
`SCORE_DECIMALS`, then the record id. Scores closer than that are a tie, and a tie
goes to the smaller id wherever it is ranked. Rounding is `floor(score * 10**d + 0.5)`
in float64, which numpy and PostgreSQL's float8 compute bit for bit as Python does, so
the in-memory index and a SQL query sort by the very same key. (Any rounding has edges:
a near-tie 1e-7 wide that straddles one can still split, a few times in a hundred at
5 decimals, where it used to split about every other time.)
"""

from __future__ import annotations

import math
from collections.abc import Iterable

__all__ = ["SCORE_DECIMALS", "SCORE_SCALE", "best_first", "rank_key", "rounded"]

SCORE_DECIMALS = 5
"""Decimals a score is compared at: two orders of magnitude above the float32 noise
between engines (~1e-7), far below any difference that says one record fits better."""
SCORE_SCALE = 10.0**SCORE_DECIMALS


def rounded(score: float) -> float:
    """`score` at the precision hits are compared at (-inf stays -inf)."""
    return math.floor(score * SCORE_SCALE + 0.5) if math.isfinite(score) else score


def rank_key(hit: tuple[str, float]) -> tuple[float, str]:
    """Sort key of an (id, score) hit, best first: higher rounded score, then smaller id."""
    return -rounded(hit[1]), hit[0]


def best_first(hits: Iterable[tuple[str, float]]) -> list[tuple[str, float]]:
    """`hits` as (id, score), best first by `rank_key`; the scores are left as they are."""
    return sorted(hits, key=rank_key)
