"""Search: hybrid ranking, modes, threshold, limit, filters, include.documents."""

from __future__ import annotations

import httpx
import pytest

from memhub import Memhub
from memhub_server.engine import Engine

pytestmark = pytest.mark.both_backends

CORPUS = {
    "pets": "Alex adopted a beagle puppy named Pixel last spring.",
    "work": "Alex works as a nurse at the Santa Maria hospital in Lisbon.",
    "food": "Alex is vegetarian and loves mushroom risotto.",
    "travel": "Next month Alex flies to Tokyo for a two-week holiday.",
    "code": "The deploy script failed with error E4012 on the staging cluster.",
}


@pytest.fixture
def corpus(client: Memhub, engine: Engine) -> Memhub:
    for doc_id, text in CORPUS.items():
        client.add("alex", content=text, id=doc_id, metadata={"topic": doc_id, "n": len(doc_id)})
    client.add("someone_else", content="Bob has a beagle too.")
    engine.worker.drain()
    return client


def _docs(client: Memhub, query: str, **kwargs: object) -> list[str]:
    """Source documents of the chunk hits (memories formed from the corpus are left out)."""
    kwargs.setdefault("search_mode", "chunks")
    hits = client.search("alex", query=query, include={"documents": True}, **kwargs)  # type: ignore[arg-type]
    return [r.included.document.id for r in hits.results if r.included and r.included.document]


def test_semantic_match_ranks_first(corpus: Memhub) -> None:
    assert _docs(corpus, "What kind of dog does Alex have?")[0] == "pets"
    assert _docs(corpus, "Where is Alex's job?")[0] == "work"
    assert _docs(corpus, "vacation plans in Japan")[0] == "travel"


def test_exact_rare_token_is_found_by_full_text(corpus: Memhub) -> None:
    # A code the dense model has no meaning for: BM25 must carry it.
    assert _docs(corpus, "E4012")[0] == "code"


def test_results_shape(corpus: Memhub) -> None:
    response = corpus.search("alex", query="beagle puppy", limit=2, search_mode="chunks")
    assert 0 < len(response.results) <= 2
    top = response.results[0]
    assert top.chunk is not None and top.memory is None and top.kind == "chunk"
    assert 0 < top.similarity <= 1
    assert top.is_latest and not top.is_inference
    assert top.metadata["topic"] == "pets"
    assert top.system.updated_at is not None
    assert response.search_time >= 0
    sims = [r.similarity for r in corpus.search("alex", query="Alex", threshold=0).results]
    hybrid = corpus.search("alex", query="Is Alex vegetarian?", threshold=0)
    assert {r.kind for r in hybrid.results} == {"memory", "chunk"}  # both rank together
    assert all(0 <= s <= 1 for s in sims)


def test_threshold_filters_on_similarity(corpus: Memhub) -> None:
    loose = corpus.search("alex", query="beagle", threshold=0.0, search_mode="chunks").results
    strict = corpus.search("alex", query="beagle", threshold=0.9, search_mode="chunks").results
    assert len(loose) == len(CORPUS)
    assert all(r.similarity >= 0.9 for r in strict)
    assert len(strict) < len(loose)


def test_limit(corpus: Memhub) -> None:
    assert len(corpus.search("alex", query="Alex", threshold=0, limit=3).results) == 3


def test_modes(corpus: Memhub) -> None:
    memories = corpus.search("alex", query="What does Alex eat?", search_mode="memories").results
    assert memories and all(r.memory and not r.chunk for r in memories)
    assert "vegetarian" in memories[0].text
    chunks = corpus.search("alex", query="beagle", search_mode="chunks").results
    assert chunks and all(r.chunk for r in chunks)


def test_filter_restricts_candidates(corpus: Memhub) -> None:
    only_food = _docs(
        corpus, "dog", threshold=0, filter={"field": "topic", "operator": "eq", "value": "food"}
    )
    assert only_food == ["food"]
    either = _docs(
        corpus,
        "Alex",
        threshold=0,
        filter={
            "operator": "or",
            "operands": [
                {"field": "topic", "operator": "eq", "value": "PETS", "caseSensitive": False},
                {"field": "n", "operator": "gte", "value": 6},
            ],
        },
    )
    assert sorted(either) == ["pets", "travel"]
    none = _docs(corpus, "Alex", filter={"field": "missing", "operator": "eq", "value": "x"})
    assert none == []


def test_namespaces_do_not_leak(corpus: Memhub) -> None:
    texts = [r.chunk for r in corpus.search("alex", query="Bob beagle", threshold=0).results]
    assert all("Bob" not in (t or "") for t in texts)
    assert corpus.search("nobody", query="beagle").results == []


def test_search_sees_new_documents_and_forgets_deleted(corpus: Memhub, engine: Engine) -> None:
    corpus.add("alex", content="Alex started learning the cello.", id="music")
    engine.worker.drain()
    assert _docs(corpus, "Which instrument does Alex play?")[0] == "music"
    corpus.documents.delete("alex", ids=["music"])
    assert "music" not in _docs(corpus, "Which instrument does Alex play?", threshold=0)


@pytest.mark.parametrize(
    "body",
    [
        {"q": "legacy"},
        {"query": ""},
        {"query": "x", "filters": {"AND": []}},
        {"query": "x", "filter": {"AND": [{"key": "a", "value": "b"}]}},
        {"query": "x", "filter": {"field": "a", "operator": "like", "value": "b"}},
        {"query": "x", "filter": {"field": "a", "operator": "eq", "value": "b", "negate": True}},
        {"query": "x", "filter": {"operator": "and", "operands": []}},
        {"query": "x", "limit": 101},
        {"query": "x", "threshold": 2},
        {"query": "x", "searchMode": "documents"},
        {"query": "x", "include": {"chunks": True}},
    ],
)
def test_invalid_search_bodies_are_400(http: httpx.Client, body: dict[str, object]) -> None:
    response = http.post("/ns/alex/search", json=body)
    assert response.status_code == 400, response.text
    assert response.json()["error"].startswith("Invalid request")
