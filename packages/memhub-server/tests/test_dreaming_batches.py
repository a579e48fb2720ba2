"""A batch of dreams embeds in bulk: what each dream is about comes from the vectors its
chunks were indexed with, and the facts of the whole batch are embedded in one call.

Embedding one text per call keeps one CPU busy while the others idle; a session's text
embedded again after its chunks already were doubles the work. Neither may change what
is formed, and a failing call must still fail only the document that caused it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import numpy as np
import pytest
from numpy.typing import NDArray

from memhub import Memhub
from memhub_server.engine import Engine
from memhub_server.pipeline.embedding.local import LocalMiniLMEmbedder
from memhub_server.pipeline.memory.facts import CandidateFact, ExtractionInput
from memhub_server.pipeline.memory.rules import RuleExtractor

pytestmark = pytest.mark.both_backends


class RecordingEmbedder:
    """The real embedder, with every call's texts recorded; a call of several texts, one
    of which holds ``refuse``, raises (that text alone still embeds)."""

    def __init__(self, inner: LocalMiniLMEmbedder) -> None:
        self._inner = inner
        self.model = inner.model
        self.dimensions = inner.dimensions
        self.calls: list[list[str]] = []
        self.refuse: str | None = None

    def embed(self, texts: Sequence[str]) -> NDArray[np.float32]:
        self.calls.append(list(texts))
        if self.refuse and len(texts) > 1 and any(self.refuse in text for text in texts):
            raise RuntimeError("the embedding service dropped the request")
        return self._inner.embed(texts)


class RecordingExtractor(RuleExtractor):
    """The rule extractor, keeping every input it was given."""

    def __init__(self) -> None:
        self.inputs: list[ExtractionInput] = []

    def extract(self, batch: Sequence[ExtractionInput]) -> list[list[CandidateFact]]:
        self.inputs.extend(batch)
        return super().extract(batch)


@pytest.fixture
def recording(embedder: LocalMiniLMEmbedder) -> RecordingEmbedder:
    return RecordingEmbedder(embedder)


@pytest.fixture
def extractor() -> RecordingExtractor:
    return RecordingExtractor()


@pytest.fixture
def engine(
    make_engine: Callable[..., Engine], recording: RecordingEmbedder, extractor: RecordingExtractor
) -> Engine:
    return make_engine(embedder=recording, extractor=extractor)


@pytest.fixture
def client(engine: Engine, memhub_for: Callable[[Engine], Memhub]) -> Memhub:
    return memhub_for(engine)


SESSION = (
    "User: Biscuit chewed through the sofa again, I'm at my wits' end.\n"
    "Assistant: Oh no! How old is he now?\n"
    "User: Two in March. The vet says he'll calm down by three."
)

TURNS = [
    {"id": "a", "content": "I live in Lisbon."},
    {"id": "b", "content": "I love sushi."},
    {"id": "c", "content": "My sister is called Ana."},
]


def _memories(client: Memhub) -> set[str]:
    return {m.memory for m in client.list("alex", "memories", limit=50).memories}


def test_a_dream_is_about_what_its_chunks_were_indexed_with(
    client: Memhub, engine: Engine, recording: RecordingEmbedder, extractor: RecordingExtractor
) -> None:
    client.add("alex", content="I have a dog called Biscuit.")
    assert engine.worker.drain(30)
    recording.calls.clear()
    extractor.inputs.clear()

    client.add("alex", content=SESSION)
    assert engine.worker.drain(30)
    # The session's text was embedded once, as chunks, never again as a whole to find
    # the memories it relates to ...
    embedded = [text for call in recording.calls for text in call]
    assert sum(text.startswith("User: Biscuit chewed") for text in embedded) == 1
    # ... and the memory it relates to was still found and shown to the extractor.
    (item,) = extractor.inputs
    assert "The user has a dog called Biscuit." in [memory.text for memory in item.existing]


def test_without_chunk_vectors_a_batch_embeds_its_dreams_in_one_call(
    client: Memhub, engine: Engine, recording: RecordingEmbedder
) -> None:
    engine.dreamer._chunks = None  # as a dreamer that is given no chunk index
    client.documents.batch_add("alex", documents=TURNS)
    assert engine.worker.drain(30)
    contents = {turn["content"] for turn in TURNS}
    # Once as the documents' chunks (each turn is one), once as the batch's dreams,
    # never one by one.
    assert sum(set(call) == contents for call in recording.calls) == 2
    assert not any(len(call) == 1 and call[0] in contents for call in recording.calls)
    assert _memories(client) == {
        "The user lives in Lisbon.",
        "The user loves sushi.",
        "The user's sister is called Ana.",
    }


class TogetherExtractor(RecordingExtractor):
    """The rule extractor as an extractor that reads no names (an LLM): handed a whole
    batch in one call."""

    reads_known_names = False


def test_the_facts_of_a_batch_are_embedded_in_one_call(
    make_engine: Callable[..., Engine],
    recording: RecordingEmbedder,
    memhub_for: Callable[[Engine], Memhub],
) -> None:
    engine = make_engine(embedder=recording, extractor=TogetherExtractor())
    client = memhub_for(engine)
    client.documents.batch_add("alex", documents=TURNS)
    assert engine.worker.drain(30)
    facts = {
        "The user lives in Lisbon.",
        "The user loves sushi.",
        "The user's sister is called Ana.",
    }
    assert any(set(call) == facts for call in recording.calls)
    contents = {turn["content"] for turn in TURNS}
    assert sum(set(call) == contents for call in recording.calls) == 1  # the chunks only
    assert not any(call == [fact] for call in recording.calls for fact in facts)
    assert _memories(client) == facts


def test_the_facts_of_a_document_read_in_rounds_are_embedded_in_one_call(
    client: Memhub, engine: Engine, recording: RecordingEmbedder
) -> None:
    content = " ".join(turn["content"] for turn in TURNS)
    client.documents.batch_add("alex", documents=[{"id": "all", "content": content}])
    assert engine.worker.drain(30)
    facts = {
        "The user lives in Lisbon.",
        "The user loves sushi.",
        "The user's sister is called Ana.",
    }
    assert any(set(call) == facts for call in recording.calls)
    assert not any(call == [fact] for call in recording.calls for fact in facts)
    assert _memories(client) == facts


def test_a_failing_batch_call_falls_back_to_one_call_per_document(
    client: Memhub, engine: Engine, recording: RecordingEmbedder
) -> None:
    recording.refuse = "The user loves sushi."
    client.documents.batch_add("alex", documents=TURNS)
    assert engine.worker.drain(30)
    # Every document still formed its memory, each embedding its own facts.
    assert _memories(client) == {
        "The user lives in Lisbon.",
        "The user loves sushi.",
        "The user's sister is called Ana.",
    }
    assert ["The user loves sushi."] in recording.calls
    for turn in TURNS:
        record = engine.store.document("alex", turn["id"])
        assert record is not None and (record.dreaming_status, record.error) == ("done", None)


def test_an_append_reads_only_the_newest_chunks(
    client: Memhub, engine: Engine, monkeypatch: pytest.MonkeyPatch
) -> None:
    turns = [f"User: Day {n}: I walked {n} kilometres along the canal." for n in range(1, 41)]
    for n in range(1, len(turns) + 1):  # an adapter resends the transcript every turn
        client.add("alex", content="\n\n".join(turns[:n]), id="walks")
    assert engine.worker.drain(60)
    document = engine.store.document("alex", "walks")
    assert document is not None
    assert len(engine.store.document_chunks(document.id)) >= 20

    index = engine.dreamer._chunks
    assert index is not None
    asked: list[list[str]] = []
    vectors = index.vectors

    def recording(namespace: str, ids: Sequence[str]) -> dict[str, NDArray[np.float32]]:
        asked.append(list(ids))
        return vectors(namespace, ids)

    monkeypatch.setattr(index, "vectors", recording)
    read: list[int] = []  # how many chunk rows each read of the store returned
    for name in ("document_chunks", "list_chunks"):
        original = getattr(engine.store, name)

        def counting(*args: Any, _original: Any = original, **kwargs: Any) -> Any:
            rows = _original(*args, **kwargs)
            read.append(len(rows.items if hasattr(rows, "items") else rows))
            return rows

        monkeypatch.setattr(engine.store, name, counting)
    turns.append("User: Day 41: I swam across the lake instead.")
    client.add("alex", content="\n\n".join(turns), id="walks")
    assert engine.worker.drain(30)
    monkeypatch.undo()
    # The new turn's dream is about the newest chunk, which holds it, read from the end
    # of the document without reading the whole walk.
    newest = engine.store.document_chunks(document.id)[-1]
    assert "swam across the lake" in newest.content
    assert asked == [[newest.id]]
    assert 0 < sum(read) <= 4
    assert any("swam across the lake" in text for text in _memories(client))
