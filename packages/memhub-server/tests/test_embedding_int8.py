"""The int8 query encoder: close to the float32 model, used for searches only, and a
clear error when asked for without ONNX Runtime."""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence

import numpy as np
import pytest
from numpy.typing import NDArray

from memhub import types as t
from memhub_server.config import Settings
from memhub_server.engine import Engine
from memhub_server.pipeline.embedding import (
    LazyLocalEmbedder,
    LocalMiniLMEmbedder,
    embed_queries,
    embedder_for,
)
from memhub_server.pipeline.embedding import local as local_module
from memhub_server.pipeline.embedding.quantized import Int8QueryEncoder, quantize_columns
from memhub_server.store.memories import NewMemory
from memhub_server.testing import remember

# Varied shapes: questions and statements, first and third person, dates, names,
# non-ASCII, one word, nothing, and a text past the model's 256 tokens.
TEXTS = [
    "Where do I live?",
    "The user lives in Lisbon.",
    "When did Caroline go to the support group?",
    "Dana drew a portrait of her grandmother on 7 May 2023.",
    "what car u got",
    "Mi hermana se llama Marta y vive en Sevilla.",
    "Søren's café in Århus opens at 7 o'clock.",
    "hi",
    "",
    "How much did the wardrobe cost, and who delivered it on Tuesday?",
    " ".join(["The long meeting notes go on and on about the budget."] * 40),
]


@pytest.fixture(scope="module")
def int8() -> LocalMiniLMEmbedder:
    return LocalMiniLMEmbedder(query_encoder="int8")


def test_int8_vectors_are_unit_float32_rows_close_to_the_float32_ones(
    int8: LocalMiniLMEmbedder,
) -> None:
    assert int8.query_encoder == "int8"
    queries = int8.embed_queries(TEXTS)
    stored = int8.embed(TEXTS)  # embed() is always the float32 pass
    assert queries.shape == (len(TEXTS), 384)
    assert queries.dtype == np.float32
    np.testing.assert_allclose(np.linalg.norm(queries, axis=1), 1.0, atol=1e-5)
    agreement = np.einsum("ij,ij->i", queries, stored)
    assert agreement.min() >= 0.975, dict(zip(TEXTS, agreement.round(4), strict=True))
    # Close, not equal: the int8 path really ran.
    assert agreement.max() < 0.99999


def test_a_first_person_question_ranks_the_same_memories_first(
    int8: LocalMiniLMEmbedder,
) -> None:
    memories = [
        "The user lives in Lisbon.",
        "The user's sister is called Marta.",
        "The user likes jazz and plays the saxophone.",
        "Dana's dog Rex ate a sock on 3 March 2024.",
        "The user works as a nurse at the city hospital.",
    ]
    stored = int8.embed(memories)
    for question in ("Where do I live?", "What is my sister's name?", "What is my job?"):
        by_int8 = np.argsort(-(int8.embed_queries([question])[0] @ stored.T))
        by_float32 = np.argsort(-(int8.embed([question])[0] @ stored.T))
        assert by_int8[0] == by_float32[0]


def test_repeated_queries_come_back_identical_and_as_copies(int8: LocalMiniLMEmbedder) -> None:
    first = int8.embed_queries(["Where is the cabin?"])
    first[0, :] = 0.0  # must not reach the cache
    again = int8.embed_queries(["Where is the cabin?"])
    np.testing.assert_array_equal(again, int8.embed_queries(["Where is the cabin?"]))
    assert np.linalg.norm(again[0]) == pytest.approx(1.0, abs=1e-5)
    # Two texts in one call: the same rows as one at a time.
    both = int8.embed_queries(["Where is the cabin?", "Who fixed the roof?"])
    np.testing.assert_array_equal(both[0], again[0])
    np.testing.assert_array_equal(both[1], int8.embed_queries(["Who fixed the roof?"])[0])


def test_float32_queries_are_exactly_the_stored_pass() -> None:
    embedder = LocalMiniLMEmbedder(query_encoder="float32")
    assert embedder.query_encoder == "float32"
    np.testing.assert_array_equal(embedder.embed_queries(TEXTS[:4]), embedder.embed(TEXTS[:4]))


def test_a_bare_string_is_refused(int8: LocalMiniLMEmbedder) -> None:
    with pytest.raises(TypeError, match="sequence of strings"):
        int8.embed_queries("Where do I live?")


def test_int8_without_onnx_runtime_is_a_clear_error_at_start_up(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(local_module, "int8_available", lambda: False)
    with pytest.raises(ValueError, match=r"memhub-server\[onnx\]"):
        LazyLocalEmbedder(query_encoder="int8")
    with pytest.raises(ValueError, match=r"memhub-server\[onnx\]"):
        LocalMiniLMEmbedder(query_encoder="int8")
    # auto falls back to the float32 pass.
    assert LocalMiniLMEmbedder(query_encoder="auto").query_encoder == "float32"


class _Saturating(Int8QueryEncoder):
    """Stands in for a CPU whose fast int8 kernel overflows: the signed-weight
    encoder's output is noise, the unsigned one is the real thing."""

    def states(self, embedded: NDArray[np.float32]) -> NDArray[np.float32]:
        if self.signed_weights:
            noise = np.random.default_rng(len(embedded)).normal(size=embedded.shape)
            return noise.astype(np.float32)
        return super().states(embedded)


def test_a_kernel_that_disagrees_is_passed_over_for_the_safe_one(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(local_module, "Int8QueryEncoder", _Saturating)
    embedder = LocalMiniLMEmbedder(query_encoder="int8")
    assert embedder.query_encoder == "int8"
    assert embedder._int8 is not None
    assert embedder._int8.signed_weights is False
    agreement = np.einsum("ij,ij->i", embedder.embed_queries(TEXTS), embedder.embed(TEXTS))
    assert agreement.min() >= 0.975


def test_when_no_kernel_agrees_queries_take_the_float32_pass(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setattr(local_module, "INT8_AGREEMENT", 1.01)  # nothing can reach it
    with caplog.at_level(logging.WARNING, logger=local_module.__name__):
        embedder = LocalMiniLMEmbedder(query_encoder="int8")
    assert embedder.query_encoder == "float32"
    assert "search queries use the float32 pass" in caplog.text
    np.testing.assert_array_equal(embedder.embed_queries(TEXTS[:3]), embedder.embed(TEXTS[:3]))


class _Broken(Int8QueryEncoder):
    """Stands in for an ONNX Runtime install that cannot load."""

    def __init__(self, *args: object, **kwargs: object) -> None:
        raise ImportError("libonnxruntime.so: cannot open shared object file")


def test_an_encoder_that_cannot_be_built_leaves_auto_on_float32(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setattr(local_module, "Int8QueryEncoder", _Broken)
    embedder = LocalMiniLMEmbedder(query_encoder="auto")
    with caplog.at_level(logging.WARNING, logger=local_module.__name__):
        vectors = embedder.embed_queries(TEXTS[:3])  # built, and failed, here
    assert "could not be built" in caplog.text
    assert embedder.query_encoder == "float32"
    np.testing.assert_array_equal(vectors, embedder.embed(TEXTS[:3]))
    # Asked for by name, the failure stops start-up instead.
    with pytest.raises(ImportError, match="libonnxruntime"):
        LocalMiniLMEmbedder(query_encoder="int8")


def test_an_unknown_encoder_is_refused() -> None:
    with pytest.raises(ValueError, match="auto, int8 or float32"):
        LazyLocalEmbedder(query_encoder="fp16")  # type: ignore[arg-type]


def test_the_setting_reaches_the_embedder(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MEMHUB_QUERY_ENCODER", "float32")
    settings = Settings.from_env()
    assert settings.query_encoder == "float32"
    embedder = embedder_for(settings)
    assert isinstance(embedder, LazyLocalEmbedder)
    vectors = embedder.embed_queries(["Where do I live?"])
    np.testing.assert_array_equal(vectors, embedder.embed(["Where do I live?"]))
    assert Settings().query_encoder == "auto"


class _Recording:
    """An embedder with a query path that says which path each text took."""

    model = "recording"
    dimensions = 3

    def __init__(self) -> None:
        self.stored: list[str] = []
        self.queries: list[str] = []

    def embed(self, texts: Sequence[str]) -> NDArray[np.float32]:
        self.stored.extend(texts)
        return np.tile(np.array([1.0, 0.0, 0.0], dtype=np.float32), (len(texts), 1))

    def embed_queries(self, texts: Sequence[str]) -> NDArray[np.float32]:
        self.queries.extend(texts)
        return np.tile(np.array([0.0, 1.0, 0.0], dtype=np.float32), (len(texts), 1))


class _Plain:
    model = "plain"
    dimensions = 2

    def embed(self, texts: Sequence[str]) -> NDArray[np.float32]:
        return np.ones((len(texts), 2), dtype=np.float32)


def test_embed_queries_takes_the_query_path_only_when_there_is_one() -> None:
    recording = _Recording()
    assert embed_queries(recording, ["q"])[0, 1] == 1.0
    assert recording.queries == ["q"]
    assert recording.stored == []
    np.testing.assert_array_equal(embed_queries(_Plain(), ["q", "r"]), np.ones((2, 2)))


class _Watched:
    """The real model, noting which texts went by which path."""

    def __init__(self, inner: LocalMiniLMEmbedder) -> None:
        self.inner = inner
        self.model = inner.model
        self.dimensions = inner.dimensions
        self.stored: list[str] = []
        self.queries: list[str] = []

    def embed(self, texts: Sequence[str]) -> NDArray[np.float32]:
        self.stored.extend(texts)
        return self.inner.embed(texts)

    def embed_queries(self, texts: Sequence[str]) -> NDArray[np.float32]:
        self.queries.extend(texts)
        return self.inner.embed_queries(texts)


def test_search_embeds_queries_by_the_query_path_and_stores_float32(
    make_engine: Callable[..., Engine], int8: LocalMiniLMEmbedder
) -> None:
    watched = _Watched(int8)
    engine = make_engine(embedder=watched)
    remember(
        engine, "ana", [NewMemory(text="Ana's sister Marta lives in Sevilla.", kind="durable")]
    )
    found = engine.search.search(
        "ana", t.SearchRequest(query="Where does Marta live?", search_mode="memories", threshold=0)
    )
    assert [r.memory for r in found.results] == ["Ana's sister Marta lives in Sevilla."]
    assert "Where does Marta live?" in watched.queries
    assert "Where does Marta live?" not in watched.stored
    assert "Ana's sister Marta lives in Sevilla." in watched.stored
    assert "Ana's sister Marta lives in Sevilla." not in watched.queries


def test_semantic_forget_compares_by_the_float32_pass(
    make_engine: Callable[..., Engine], int8: LocalMiniLMEmbedder
) -> None:
    # Forgetting cannot be undone and its threshold was calibrated on float32 vectors.
    watched = _Watched(int8)
    engine = make_engine(embedder=watched)
    vector = engine.search.memory_vector("ana", "Marta lives in Sevilla")
    assert watched.stored == ["Marta lives in Sevilla"]
    assert watched.queries == []
    np.testing.assert_array_equal(vector, int8.embed(["Marta lives in Sevilla"])[0])


@pytest.mark.parametrize("shape", [(384, 1152), (1536, 384), (5, 3)])
def test_quantized_columns_reconstruct_within_half_a_step(shape: tuple[int, int]) -> None:
    rng = np.random.default_rng(7)
    weight = rng.normal(0.0, 0.05, size=shape).astype(np.float32)
    weight[:, 0] = 0.0  # an all-zero column
    q, scale = quantize_columns(weight)
    assert q.dtype == np.int8
    assert scale.dtype == np.float32
    assert scale.shape == (shape[1],)
    assert scale[0] == 1.0
    assert np.all(q[:, 0] == 0)
    error = np.abs(q.astype(np.float32) * scale - weight)
    assert np.all(error <= scale / 2 + 1e-7)
    # Each non-zero column's largest weight maps to +-127 exactly.
    assert np.all(np.abs(q[:, 1:]).max(axis=0) == 127)
    assert q.min() >= -127
