"""Fused ranking pinned on a small corpus, for every mode (hybrid, chunks, memories).

Recorded when hybrid search started fusing memories and passages as one pool and
full-text scores became BM25 from the namespace's own statistics; before that, the
record was of the two separate fusions merged by score. Re-recorded when specificity
and brevity joined the fused score (`index.ranking`): the two-word memory "Alex is
vegetarian." no longer sits third on questions it has nothing to do with. Re-recorded when
the dreamer read a batch's documents in order (`pipeline.memory.dreamer`): the later
documents know "Alex" from the first, and form memories of their own. Re-recorded when
search queries were embedded by the int8 encoder (`pipeline.embedding.quantized`): the
best result stayed first everywhere, similarities moved by about 0.01 at most, and for
"Tokyo holiday" two unrelated results near 0.17 changed places. A change here is a change
in what search returns, not a refactoring."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from memhub import types as t
from memhub_server.engine import Engine

# PostgreSQL ranks with the same module and the same per-namespace BM25: same answers.
pytestmark = pytest.mark.both_backends

CORPUS = [
    "Alex adopted a beagle puppy named Pixel last spring.",
    "Alex works as a nurse at the Santa Maria hospital in Lisbon.",
    "Alex is vegetarian and loves mushroom risotto.",
    "Next month Alex flies to Tokyo for a two-week holiday.",
    "The deploy script failed with error E4012 on the staging cluster.",
    "Alex walks the beagle in the park every morning before the hospital shift.",
]

PINNED: dict[tuple[str, str], list[tuple[str, float]]] = {
    ("beagle", "hybrid"): [
        ("Alex adopted a beagle puppy named Pixel last spring.", 0.754183),
        ("Alex walks the beagle in the park every morning before the hospital shift.", 0.729484),
        ("Alex walks the beagle in the park every morning before the hospital shift.", 0.729484),
        ("Alex is vegetarian and loves mushroom risotto.", 0.089373),
        ("Alex loves mushroom risotto.", 0.050077),
        ("Next month Alex flies to Tokyo for a two-week holiday.", 0.035598),
    ],
    ("beagle", "chunks"): [
        ("Alex adopted a beagle puppy named Pixel last spring.", 0.754183),
        ("Alex walks the beagle in the park every morning before the hospital shift.", 0.729484),
        ("Alex is vegetarian and loves mushroom risotto.", 0.089373),
        ("Next month Alex flies to Tokyo for a two-week holiday.", 0.035598),
        ("Alex works as a nurse at the Santa Maria hospital in Lisbon.", 0.0),
        ("The deploy script failed with error E4012 on the staging cluster.", 0.0),
    ],
    ("beagle", "memories"): [
        ("Alex walks the beagle in the park every morning before the hospital shift.", 0.729484),
        ("Alex loves mushroom risotto.", 0.050077),
        ("Alex works as a nurse at the Santa Maria hospital in Lisbon.", 0.0),
        ("Alex is vegetarian.", 0.235561),
    ],
    ("Alex hospital nurse", "hybrid"): [
        ("Alex works as a nurse at the Santa Maria hospital in Lisbon.", 0.912712),
        ("Alex works as a nurse at the Santa Maria hospital in Lisbon.", 0.912712),
        ("Alex walks the beagle in the park every morning before the hospital shift.", 0.59292),
        ("Alex walks the beagle in the park every morning before the hospital shift.", 0.59292),
        ("Next month Alex flies to Tokyo for a two-week holiday.", 0.463107),
        ("Alex adopted a beagle puppy named Pixel last spring.", 0.449446),
    ],
    ("Alex hospital nurse", "chunks"): [
        ("Alex works as a nurse at the Santa Maria hospital in Lisbon.", 0.912712),
        ("Alex walks the beagle in the park every morning before the hospital shift.", 0.59292),
        ("Next month Alex flies to Tokyo for a two-week holiday.", 0.463107),
        ("Alex is vegetarian and loves mushroom risotto.", 0.40026),
        ("Alex adopted a beagle puppy named Pixel last spring.", 0.449446),
        ("The deploy script failed with error E4012 on the staging cluster.", 0.0),
    ],
    ("Alex hospital nurse", "memories"): [
        ("Alex works as a nurse at the Santa Maria hospital in Lisbon.", 0.912712),
        ("Alex walks the beagle in the park every morning before the hospital shift.", 0.59292),
        ("Alex loves mushroom risotto.", 0.430542),
        ("Alex is vegetarian.", 0.505128),
    ],
    ("mushroom risotto dinner", "hybrid"): [
        ("Alex loves mushroom risotto.", 0.809395),
        ("Alex is vegetarian and loves mushroom risotto.", 0.763965),
        ("Next month Alex flies to Tokyo for a two-week holiday.", 0.041505),
        ("Alex works as a nurse at the Santa Maria hospital in Lisbon.", 0.034794),
        ("Alex works as a nurse at the Santa Maria hospital in Lisbon.", 0.034794),
        ("The deploy script failed with error E4012 on the staging cluster.", 0.002777),
    ],
    ("mushroom risotto dinner", "chunks"): [
        ("Alex is vegetarian and loves mushroom risotto.", 0.763965),
        ("Next month Alex flies to Tokyo for a two-week holiday.", 0.041505),
        ("Alex works as a nurse at the Santa Maria hospital in Lisbon.", 0.034794),
        ("The deploy script failed with error E4012 on the staging cluster.", 0.002777),
        ("Alex adopted a beagle puppy named Pixel last spring.", 0.0),
        ("Alex walks the beagle in the park every morning before the hospital shift.", 0.0),
    ],
    ("mushroom risotto dinner", "memories"): [
        ("Alex loves mushroom risotto.", 0.809395),
        ("Alex works as a nurse at the Santa Maria hospital in Lisbon.", 0.034794),
        ("Alex walks the beagle in the park every morning before the hospital shift.", 0.0),
        ("Alex is vegetarian.", 0.140745),
    ],
    ("E4012 error", "hybrid"): [
        ("The deploy script failed with error E4012 on the staging cluster.", 0.772843),
        ("Alex adopted a beagle puppy named Pixel last spring.", 0.010358),
        ("Alex walks the beagle in the park every morning before the hospital shift.", 0.0),
        ("Alex walks the beagle in the park every morning before the hospital shift.", 0.0),
        ("Next month Alex flies to Tokyo for a two-week holiday.", 0.0),
        ("Alex works as a nurse at the Santa Maria hospital in Lisbon.", 0.0),
    ],
    ("E4012 error", "chunks"): [
        ("The deploy script failed with error E4012 on the staging cluster.", 0.772843),
        ("Alex adopted a beagle puppy named Pixel last spring.", 0.010358),
        ("Alex walks the beagle in the park every morning before the hospital shift.", 0.0),
        ("Next month Alex flies to Tokyo for a two-week holiday.", 0.0),
        ("Alex works as a nurse at the Santa Maria hospital in Lisbon.", 0.0),
        ("Alex is vegetarian and loves mushroom risotto.", 0.0),
    ],
    ("E4012 error", "memories"): [
        ("Alex walks the beagle in the park every morning before the hospital shift.", 0.0),
        ("Alex is vegetarian.", 0.0),
        ("Alex works as a nurse at the Santa Maria hospital in Lisbon.", 0.0),
        ("Alex loves mushroom risotto.", 0.0),
    ],
    ("Tokyo holiday", "hybrid"): [
        ("Next month Alex flies to Tokyo for a two-week holiday.", 0.794822),
        ("Alex works as a nurse at the Santa Maria hospital in Lisbon.", 0.171426),
        ("Alex works as a nurse at the Santa Maria hospital in Lisbon.", 0.171426),
        ("Alex walks the beagle in the park every morning before the hospital shift.", 0.164262),
        ("Alex walks the beagle in the park every morning before the hospital shift.", 0.164262),
        ("Alex adopted a beagle puppy named Pixel last spring.", 0.148654),
    ],
    ("Tokyo holiday", "chunks"): [
        ("Next month Alex flies to Tokyo for a two-week holiday.", 0.794822),
        ("Alex works as a nurse at the Santa Maria hospital in Lisbon.", 0.171426),
        ("Alex walks the beagle in the park every morning before the hospital shift.", 0.164262),
        ("Alex adopted a beagle puppy named Pixel last spring.", 0.148654),
        ("Alex is vegetarian and loves mushroom risotto.", 0.119533),
        ("The deploy script failed with error E4012 on the staging cluster.", 0.090474),
    ],
    ("Tokyo holiday", "memories"): [
        ("Alex works as a nurse at the Santa Maria hospital in Lisbon.", 0.171426),
        ("Alex walks the beagle in the park every morning before the hospital shift.", 0.164262),
        ("Alex loves mushroom risotto.", 0.138043),
        ("Alex is vegetarian.", 0.086793),
    ],
}


def test_fused_order_and_similarity_are_unchanged(make_engine: Callable[..., Engine]) -> None:
    engine = make_engine()
    for i, text in enumerate(CORPUS):
        engine.documents.add("alex", t.DocumentInput(content=text, id=f"d{i}"))
    engine.worker.drain()
    for (query, mode), expected in PINNED.items():
        request = t.SearchRequest(query=query, search_mode=mode, threshold=0, limit=6)  # type: ignore[arg-type]
        results = engine.search.search("alex", request).results
        got = [(r.chunk or r.memory, r.similarity) for r in results]
        assert [text for text, _ in got] == [text for text, _ in expected], (query, mode)
        # The last digits of a similarity move with BLAS threading.
        similarities = [s for _, s in expected]
        assert [s for _, s in got] == pytest.approx(similarities, abs=1e-4), (query, mode)
