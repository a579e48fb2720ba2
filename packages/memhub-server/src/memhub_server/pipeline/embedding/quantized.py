"""An int8 copy of the local model for search queries, run by ONNX Runtime.

A search embeds one short text and waits for it: on a two-core server that single
forward pass is most of a search's time (about 10 ms of 12 for a 15-token question,
whether NumPy or ONNX Runtime runs it in float32). With the weights of every dense layer
stored as 8-bit integers, one scale per output column, and activations quantised on the
fly, ONNX Runtime's integer kernels run the same pass in about a quarter of that.

Only queries take this path. Stored vectors -- passages, memories, everything a
namespace keeps -- stay float32 from :class:`~.local.LocalMiniLMEmbedder`, so what is
stored never depends on whether this module can run, and a query vector is compared with
vectors of the same model. An int8 query vector has cosine 0.97 or more with the float32
vector of the same text (about 0.99 for a typical question; see the tests), and the
similarity of a query to a stored text moves by about 0.01 (0.04 at most over the
threshold calibration's pairs). Decisions a threshold takes alone and that cannot be
undone, like semantic forget, embed with the float32 pass instead.

The graph is built at the first query from the float32 model's own weights (no model file
is downloaded, read again or written): the embedding look-up and mean pooling stay in
NumPy, the six encoder layers run in ONNX Runtime on one thread. ``onnx`` and
``onnxruntime`` come with the ``memhub-server[onnx]`` extra; without them
:func:`int8_available` is false and queries use the float32 pass.
"""

from __future__ import annotations

import importlib.util
from typing import TYPE_CHECKING, Any, Final, TypeAlias

import numpy as np
from numpy.typing import NDArray

if TYPE_CHECKING:
    from collections.abc import Sequence

    from .local import _Layer

__all__ = ["Int8QueryEncoder", "int8_available", "quantize_columns"]

_F32: TypeAlias = NDArray[np.float32]

# Symmetric int8: -127..127, so a column's largest weight maps exactly to +-127 and the
# zero point is 0 (no -128, which has no positive twin).
_INT8_MAX: Final = 127


def int8_available() -> bool:
    """Whether ``onnx`` and ``onnxruntime`` are installed (the ``onnx`` extra)."""
    return all(importlib.util.find_spec(name) is not None for name in ("onnx", "onnxruntime"))


def quantize_columns(weight: NDArray[Any]) -> tuple[NDArray[np.int8], _F32]:
    """``weight`` (in, out) as int8 with one float32 scale per output column.

    ``weight ~= q * scale`` column by column; an all-zero column gets scale 1 so that
    nothing divides by zero.
    """
    w = np.asarray(weight, dtype=np.float32)
    peak = np.abs(w).max(axis=0)
    scale = np.where(peak > 0, peak / np.float32(_INT8_MAX), np.float32(1.0)).astype(np.float32)
    q = np.clip(np.rint(w / scale), -_INT8_MAX, _INT8_MAX).astype(np.int8)
    return q, scale


class _GraphBuilder:
    """Nodes and constants of the encoder graph, named as they are added."""

    def __init__(self, signed_weights: bool) -> None:
        import onnx.numpy_helper

        self._signed = signed_weights

        self._from_array = onnx.numpy_helper.from_array
        self._make_node = onnx.helper.make_node
        self.nodes: list[Any] = []
        self.constants: list[Any] = []
        self._count = 0

    def const(self, value: NDArray[Any]) -> str:
        name = f"c{len(self.constants)}"
        self.constants.append(self._from_array(np.array(value, order="C"), name))
        return name

    def op(self, op_type: str, *inputs: str, domain: str = "", **attrs: Any) -> str:
        self._count += 1
        out = f"t{self._count}"
        self.nodes.append(self._make_node(op_type, list(inputs), [out], domain=domain, **attrs))
        return out

    def dense(self, x: str, weight: NDArray[Any], bias: NDArray[Any] | None) -> str:
        """``x @ weight + bias`` with int8 weights and ``x`` quantised per call."""
        q, scale = quantize_columns(weight)
        if self._signed:
            inputs = [x, self.const(q), self.const(scale), self.const(np.zeros_like(q[0]))]
        else:
            # The same values stored offset by 128 (zero point 128).
            shifted = (q.astype(np.int16) + 128).astype(np.uint8)
            zero = np.full(q.shape[1], 128, dtype=np.uint8)
            inputs = [x, self.const(shifted), self.const(scale), self.const(zero)]
        if bias is not None:
            inputs.append(self.const(np.asarray(bias, dtype=np.float32)))
        return self.op("DynamicQuantizeMatMul", *inputs, domain="com.microsoft")

    def layer_norm(self, x: str, gamma: NDArray[Any], beta: NDArray[Any], eps: float) -> str:
        g = self.const(np.asarray(gamma, dtype=np.float32))
        b = self.const(np.asarray(beta, dtype=np.float32))
        return self.op("LayerNormalization", x, g, b, axis=-1, epsilon=eps)


def _encoder_graph(
    layers: Sequence[_Layer],
    embedding_norm: tuple[_F32, _F32],
    heads: int,
    eps: float,
    signed_weights: bool,
) -> bytes:
    """The serialised ONNX model: summed embeddings (tokens, hidden) in, the last
    layer's token states (tokens, hidden) out, for one text at a time. ``layers`` are the
    float32 pass's own, arranged for ``x @ W`` with the query pre-scaled, the key bias
    dropped and the value bias folded into the output's (see ``LocalMiniLMEmbedder``)."""
    import onnx

    hidden = int(embedding_norm[0].shape[0])
    head_dim = hidden // heads
    g = _GraphBuilder(signed_weights)
    split = g.const(np.array([0, 3, heads, head_dim], dtype=np.int64))
    merge = g.const(np.array([0, hidden], dtype=np.int64))
    no_bias = np.zeros(2 * hidden, dtype=np.float32)  # key and value: see above

    x = g.layer_norm("embedded", *embedding_norm, eps)
    for layer in layers:
        qkv = g.dense(x, layer.qkv_w, np.concatenate([layer.q_b, no_bias]))
        # (tokens, 3 * hidden) -> (3, heads, tokens, head_dim): one head per matrix.
        per_head = g.op("Transpose", g.op("Reshape", qkv, split), perm=[1, 2, 0, 3])
        q = g.op("Gather", per_head, g.const(np.array(0, dtype=np.int64)), axis=0)
        k = g.op("Gather", per_head, g.const(np.array(1, dtype=np.int64)), axis=0)
        v = g.op("Gather", per_head, g.const(np.array(2, dtype=np.int64)), axis=0)
        scores = g.op("MatMul", q, g.op("Transpose", k, perm=[0, 2, 1]))
        context = g.op("MatMul", g.op("Softmax", scores, axis=-1), v)
        merged = g.op("Reshape", g.op("Transpose", context, perm=[1, 0, 2]), merge)
        attended = g.dense(merged, layer.out_w, layer.out_b)
        x = g.layer_norm(g.op("Add", attended, x), layer.ln1_g, layer.ln1_b, eps)
        inner = g.op("Gelu", g.dense(x, layer.ffn_in_w, layer.ffn_in_b))
        out = g.dense(inner, layer.ffn_out_w, layer.ffn_out_b)
        x = g.layer_norm(g.op("Add", out, x), layer.ln2_g, layer.ln2_b, eps)

    f32 = onnx.TensorProto.FLOAT
    graph = onnx.helper.make_graph(
        g.nodes,
        "all-MiniLM-L6-v2-int8",
        [onnx.helper.make_tensor_value_info("embedded", f32, ["tokens", hidden])],
        [onnx.helper.make_tensor_value_info(x, f32, ["tokens", hidden])],
        g.constants,
    )
    model = onnx.helper.make_model(
        graph,
        opset_imports=[
            onnx.helper.make_opsetid("", 20),
            onnx.helper.make_opsetid("com.microsoft", 1),
        ],
    )
    # The newest IR version every supported onnxruntime reads.
    model.ir_version = 9
    return bytes(model.SerializeToString())


class Int8QueryEncoder:
    """Token states of one text from the int8 encoder, on a single thread.

    ``layers`` and ``embedding_norm`` are the float32 pass's weights, as it arranged
    them. Safe to share between threads: ONNX Runtime sessions may run concurrently.

    ``signed_weights`` picks the kernel: signed weights with unsigned activations is
    the fast one, but on x86 CPUs without VNNI instructions it adds byte products in
    pairs into 16 bits, which can saturate (ONNX Runtime's quantisation notes say so).
    Unsigned weights (the same values offset by 128) take a kernel without that step,
    about half as fast. The caller checks the result against the float32 model and
    picks (see ``LocalMiniLMEmbedder``).
    """

    def __init__(
        self,
        layers: Sequence[_Layer],
        embedding_norm: tuple[_F32, _F32],
        heads: int,
        eps: float,
        signed_weights: bool = True,
    ) -> None:
        import onnxruntime

        self.signed_weights: Final = signed_weights
        options = onnxruntime.SessionOptions()
        # One core per query, as the float32 path: the other core serves full-text
        # look-ups and other requests meanwhile.
        options.intra_op_num_threads = 1
        options.inter_op_num_threads = 1
        options.execution_mode = onnxruntime.ExecutionMode.ORT_SEQUENTIAL
        options.graph_optimization_level = onnxruntime.GraphOptimizationLevel.ORT_ENABLE_ALL
        # Idle threads must sleep, not spin: the server has two cores and other work.
        options.add_session_config_entry("session.intra_op.allow_spinning", "0")
        options.log_severity_level = 3  # errors only
        self._session = onnxruntime.InferenceSession(
            _encoder_graph(layers, embedding_norm, heads, eps, signed_weights),
            options,
            providers=["CPUExecutionProvider"],
        )

    def states(self, embedded: _F32) -> _F32:
        """The encoder's output for one text's summed embeddings (tokens, hidden)."""
        (out,) = self._session.run(None, {"embedded": embedded})
        return np.asarray(out, dtype=np.float32)
