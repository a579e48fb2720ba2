"""Moving, deleting and re-creating a namespace leaves no trace of it in memory.

Every structure the engine keeps per namespace (chunk and memory vectors, the
profile, full-text counts) is warmed up first, so a cache that fails to follow
the change shows up as a wrong answer: one namespace's memories or chunks in
another's results, a new document attached to memories it cannot see, or moved
content that only a restart would make findable.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pytest

from memhub import Memhub, NotFoundError
from memhub_server.engine import Engine
from memhub_server.pipeline.embedding import LocalMiniLMEmbedder
from memhub_server.pipeline.memory.facts import CandidateFact, ExtractionInput

pytestmark = pytest.mark.both_backends

BASE = "http://memhub.test"


class SentenceExtractor:
    """Every sentence of a document is one durable fact about Alex."""

    name = "sentences"

    def extract(self, batch: Sequence[ExtractionInput]) -> list[list[CandidateFact]]:
        return [
            [
                CandidateFact(text=f"{sentence.strip()}.", subject="Alex", kind="durable")
                for sentence in item.content.split(".")
                if sentence.strip()
            ]
            for item in batch
        ]


@pytest.fixture
def engine(make_engine: Callable[..., Engine]) -> Engine:
    return make_engine(extractor=SentenceExtractor())


@pytest.fixture
def client(engine: Engine, memhub_for: Callable[[Engine], Memhub]) -> Memhub:
    return memhub_for(engine)


# "musical instrument" shares no word with "Alex plays the cello": only the vectors
# can find it, so these queries tell whether the in-memory vectors followed a change.
BY_MEANING = "musical instrument"


def _warm(client: Memhub, namespace: str) -> None:
    """Load every per-namespace structure the engine caches."""
    for mode in ("hybrid", "memories", "chunks"):
        client.search(namespace, query=BY_MEANING, search_mode=mode, threshold=0)
    client.profile(namespace)
    client.list(namespace, "memories")
    client.graph(namespace)


def _texts(client: Memhub, namespace: str, mode: str, query: str = BY_MEANING) -> list[str]:
    hits = client.search(namespace, query=query, search_mode=mode, threshold=0, limit=20)
    return [hit.text for hit in hits.results]


def _memories(client: Memhub, namespace: str) -> dict[str, str]:
    return {m.id: m.memory for m in client.list(namespace, "memories", limit=100).memories}


def _profile(client: Memhub, namespace: str) -> list[str]:
    return sorted(fact.memory for fact in client.profile(namespace).profile.static)


def _assert_empty(client: Memhub, namespace: str) -> None:
    for mode in ("hybrid", "memories", "chunks"):
        assert _texts(client, namespace, mode) == []
        assert _texts(client, namespace, mode, query="cello") == []
    assert _memories(client, namespace) == {}
    assert _profile(client, namespace) == []
    graph = client.graph(namespace)
    assert (graph.documents, graph.memories, graph.edges) == ([], [], [])


def _move_x_to_y_once_warm(client: Memhub, engine: Engine) -> None:
    engine.worker.drain()
    _warm(client, "x")
    _warm(client, "y")
    client.namespaces.delete("x", move_to="y")


def test_move_into_an_empty_namespace(client: Memhub, engine: Engine) -> None:
    client.add("x", content="Alex plays the cello.", id="x1")
    client.add("x", content="Alex grows tomatoes in the garden.", id="x2")
    _move_x_to_y_once_warm(client, engine)

    # The destination finds what moved, by meaning, at once (no restart).
    assert _texts(client, "y", "memories")[0] == "Alex plays the cello."
    assert "Alex plays the cello." in _texts(client, "y", "chunks")[0]
    assert "Alex plays the cello." in _texts(client, "y", "chunks", query="cello")[0]  # full text
    assert "cello" in _texts(client, "y", "hybrid")[0]
    assert sorted(_memories(client, "y").values()) == [
        "Alex grows tomatoes in the garden.",
        "Alex plays the cello.",
    ]
    assert _profile(client, "y") == ["Alex grows tomatoes in the garden.", "Alex plays the cello."]
    graph = client.graph("y")
    assert {d.id for d in graph.documents} == {"x1", "x2"}
    assert {m.memory for m in graph.memories} == set(_memories(client, "y").values())

    # The source is gone, and keeps nothing of what it held.
    with pytest.raises(NotFoundError):
        client.namespaces.get("x")
    _assert_empty(client, "x")

    # A new document in the old name forms its own memories: it must not be filed as
    # one more source of the memories that moved away.
    moved = _memories(client, "y")
    client.add("x", content="Alex plays the cello.", id="x3")
    engine.worker.drain()
    fresh = _memories(client, "x")
    assert list(fresh.values()) == ["Alex plays the cello."]
    assert not set(fresh) & set(moved)
    assert _memories(client, "y") == moved
    cello = next(i for i, text in moved.items() if text == "Alex plays the cello.")
    assert engine.store.sources(cello) == [engine.store.document("y", "x1").id]  # type: ignore[union-attr]
    assert [hit.id for hit in client.search("x", query=BY_MEANING, threshold=0).results
            if hit.memory is not None] == list(fresh)  # fmt: skip
    assert {d.id for d in client.graph("x").documents} == {"x3"}
    assert {d.id for d in client.graph("y").documents} == {"x1", "x2"}


def test_move_into_a_namespace_that_has_content(client: Memhub, engine: Engine) -> None:
    client.add("x", content="Alex plays the cello.", id="x1")
    client.add("y", content="Alex drinks green tea every morning.", id="y1")
    _move_x_to_y_once_warm(client, engine)

    assert _texts(client, "y", "memories")[0] == "Alex plays the cello."
    hot_drink = _texts(client, "y", "memories", query="a hot beverage")
    assert hot_drink[0] == "Alex drinks green tea every morning."
    assert "cello" in _texts(client, "y", "chunks")[0]
    assert sorted(_memories(client, "y").values()) == [
        "Alex drinks green tea every morning.",
        "Alex plays the cello.",
    ]
    assert _profile(client, "y") == [
        "Alex drinks green tea every morning.",
        "Alex plays the cello.",
    ]
    assert client.namespaces.list().namespaces[0].memory_count == 2
    assert client.list("y", "documents").pagination.total_items == 2
    _assert_empty(client, "x")

    # Dreaming in the destination relates new content to what moved in.
    client.add("y", content="Alex plays the cello.", id="y2")
    engine.worker.drain()
    assert sorted(_memories(client, "y").values()) == [
        "Alex drinks green tea every morning.",
        "Alex plays the cello.",
    ]


def test_delete_then_recreate_starts_clean(client: Memhub, engine: Engine) -> None:
    client.add("x", content="Alex plays the cello.", id="x1")
    client.add("other", content="Alex keeps bees on the roof.", id="o1")
    engine.worker.drain()
    _warm(client, "x")
    old = _memories(client, "x")

    client.namespaces.delete("x")
    _assert_empty(client, "x")

    client.add("x", content="Alex plays the cello. Alex speaks Portuguese.", id="x1")
    engine.worker.drain()
    fresh = _memories(client, "x")
    assert sorted(fresh.values()) == ["Alex plays the cello.", "Alex speaks Portuguese."]
    assert not set(fresh) & set(old)
    assert set(_texts(client, "x", "memories")) == set(fresh.values())
    assert all(hit.memory is None or hit.id in fresh
               for hit in client.search("x", query=BY_MEANING, threshold=0).results)  # fmt: skip
    assert _profile(client, "x") == ["Alex plays the cello.", "Alex speaks Portuguese."]
    chunks = _texts(client, "x", "chunks", query="cello")
    assert chunks == ["Alex plays the cello. Alex speaks Portuguese."]
    # The other namespace never saw any of it.
    assert _memories(client, "other").keys().isdisjoint(fresh)
    assert _texts(client, "other", "memories") == ["Alex keeps bees on the roof."]


class _MoveDuring:
    """Runs `action` (once) when fired: a change made while the worker is mid-step."""

    def __init__(self) -> None:
        self.action: Callable[[], None] | None = None

    def fire(self) -> None:
        action, self.action = self.action, None
        if action is not None:
            action()


class HookedEmbedder:
    """The real model, with a hook that fires on the first batch of document chunks."""

    def __init__(self, inner: LocalMiniLMEmbedder, hook: _MoveDuring) -> None:
        self._inner = inner
        self._hook = hook
        self.model = inner.model
        self.dimensions = inner.dimensions

    def embed(self, texts: Sequence[str]) -> Any:
        if any("cello" in text for text in texts):
            self._hook.fire()
        return self._inner.embed(texts)


class HookedExtractor(SentenceExtractor):
    def __init__(self, hook: _MoveDuring) -> None:
        self._hook = hook

    def extract(self, batch: Sequence[ExtractionInput]) -> list[list[CandidateFact]]:
        self._hook.fire()
        return super().extract(batch)


@pytest.fixture
def hook() -> _MoveDuring:
    return _MoveDuring()


@pytest.fixture
def hooked(
    make_engine: Callable[..., Engine],
    memhub_for: Callable[[Engine], Memhub],
    embedder: LocalMiniLMEmbedder,
    hook: _MoveDuring,
) -> tuple[Engine, Memhub]:
    engine = make_engine(embedder=HookedEmbedder(embedder, hook), extractor=HookedExtractor(hook))
    return engine, memhub_for(engine)


def test_a_document_moved_while_it_is_indexed_lands_in_the_destination(
    hooked: tuple[Engine, Memhub], hook: _MoveDuring
) -> None:
    engine, client = hooked

    def move() -> None:
        client.namespaces.delete("x", move_to="y")
        _warm(client, "x")  # the old name is searched (and its index loaded) meanwhile
        _warm(client, "y")

    client.add("x", content="Alex plays the cello.", id="x1")
    hook.action = move
    engine.worker.run_once()  # indexing, with the move in the middle
    assert hook.action is None
    assert "cello" in _texts(client, "y", "chunks")[0]
    assert _texts(client, "x", "chunks") == []
    engine.worker.drain()
    assert list(_memories(client, "y").values()) == ["Alex plays the cello."]
    _assert_empty(client, "x")


def test_a_document_moved_while_it_dreams_files_its_memories_in_the_destination(
    hooked: tuple[Engine, Memhub], hook: _MoveDuring
) -> None:
    engine, client = hooked
    client.add("x", content="Alex plays the cello.", id="x1")
    engine.worker.run_once()  # indexing
    hook.action = lambda: client.namespaces.delete("x", move_to="y")
    engine.worker.drain()  # dreaming, with the move in the middle
    assert hook.action is None
    assert list(_memories(client, "y").values()) == ["Alex plays the cello."]
    assert _texts(client, "y", "memories")[0] == "Alex plays the cello."
    with pytest.raises(NotFoundError):
        client.namespaces.get("x")  # not brought back to life by a late memory
    _assert_empty(client, "x")
