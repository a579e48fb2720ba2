"""Dense retrieval: one in-memory float32 matrix per namespace.

A namespace's matrix is read from the store the first time it is searched and
then kept in step with every write and delete, so searches never touch the
database for vectors. Rows are unit vectors, so a matrix-vector product gives
cosine similarities directly.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Collection, Iterable

import numpy as np
import numpy.typing as npt

from .order import SCORE_SCALE

__all__ = ["VectorIndex"]

Matrix = npt.NDArray[np.float32]
Loader = Callable[[str], tuple[list[str], list[str], Matrix]]
"""namespace -> (ids, owner ids, matrix). The matrix may carry spare rows past len(ids);
the index takes it over as its own storage."""


class _Space:
    """The vectors of one namespace, with room to grow without copying every append."""

    def __init__(self, ids: list[str], doc_ids: list[str], matrix: Matrix, dims: int) -> None:
        self.dims = dims
        self.ids = list(ids)
        self.doc_ids = list(doc_ids)
        self.rows = {chunk_id: row for row, chunk_id in enumerate(self.ids)}
        if matrix.ndim == 2 and matrix.shape[1] == dims and matrix.flags.writeable:
            # Adopt the loaded matrix (and its spare rows) instead of copying it.
            self.matrix = np.ascontiguousarray(matrix, dtype=np.float32)
        else:
            self.matrix = np.zeros((max(64, len(ids) * 2), dims), dtype=np.float32)
            if len(ids):
                self.matrix[: len(ids)] = matrix[: len(ids)]

    def __len__(self) -> int:
        return len(self.ids)

    def add(self, ids: list[str], doc_ids: list[str], vectors: Matrix) -> None:
        fresh = [i for i, chunk_id in enumerate(ids) if chunk_id not in self.rows]
        if not fresh:
            return
        needed = len(self.ids) + len(fresh)
        if needed > len(self.matrix):
            capacity = max(needed, len(self.matrix) + len(self.matrix) // 2, 64)
            grown = np.zeros((capacity, self.dims), dtype=np.float32)
            grown[: len(self.ids)] = self.matrix[: len(self.ids)]
            self.matrix = grown
        start = len(self.ids)
        self.matrix[start:needed] = vectors[fresh]
        for offset, i in enumerate(fresh):
            self.rows[ids[i]] = start + offset
            self.ids.append(ids[i])
            self.doc_ids.append(doc_ids[i])

    def remove(self, keep: npt.NDArray[np.bool_]) -> None:
        count = int(keep.sum())
        self.matrix[:count] = self.matrix[: len(self.ids)][keep]
        self.ids = [chunk_id for chunk_id, k in zip(self.ids, keep, strict=True) if k]
        self.doc_ids = [doc_id for doc_id, k in zip(self.doc_ids, keep, strict=True) if k]
        self.rows = {chunk_id: row for row, chunk_id in enumerate(self.ids)}


class VectorIndex:
    """Per-namespace cosine search over chunk vectors, loaded lazily from `loader`."""

    def __init__(self, loader: Loader, dims: int) -> None:
        self._loader = loader
        self._dims = dims
        self._spaces: dict[str, _Space] = {}
        self._lock = threading.RLock()

    def _space(self, namespace: str) -> _Space:
        with self._lock:
            space = self._spaces.get(namespace)
            if space is None:
                ids, doc_ids, matrix = self._loader(namespace)
                space = _Space(ids, doc_ids, matrix, self._dims)
                self._spaces[namespace] = space
            return space

    def add(self, namespace: str, ids: list[str], doc_ids: list[str], vectors: Matrix) -> None:
        """Record new chunks. An unloaded namespace will read them from the store later."""
        with self._lock:
            space = self._spaces.get(namespace)
            if space is not None:
                space.add(ids, doc_ids, vectors)

    def remove_documents(self, namespace: str, document_ids: Collection[str]) -> None:
        with self._lock:
            space = self._spaces.get(namespace)
            if space is None or not document_ids:
                return
            keep = np.fromiter((d not in document_ids for d in space.doc_ids), dtype=bool)
            if not keep.all():
                space.remove(keep)

    def forget(self, namespace: str) -> None:
        """Drop a namespace's vectors (deleted, moved, or re-embedded)."""
        with self._lock:
            self._spaces.pop(namespace, None)

    def clear(self) -> None:
        """Drop every loaded namespace; each reloads from the store on next use."""
        with self._lock:
            self._spaces.clear()

    def vectors(self, namespace: str, ids: Iterable[str]) -> dict[str, Matrix]:
        space = self._space(namespace)
        with self._lock:
            return {i: space.matrix[space.rows[i]].copy() for i in ids if i in space.rows}

    def search(
        self,
        namespace: str,
        query: Matrix,
        k: int,
        *,
        allowed_documents: Collection[str] | None = None,
    ) -> list[tuple[str, str, float]]:
        """The `k` most similar chunks as (chunk id, document id, cosine), best first."""
        space = self._space(namespace)
        with self._lock:
            count = len(space)
            if count == 0 or k <= 0:
                return []
            scores = space.matrix[:count] @ query.astype(np.float32, copy=False)
            if allowed_documents is not None:
                mask = np.fromiter((d in allowed_documents for d in space.doc_ids), dtype=bool)
                scores = np.where(mask, scores, np.float32(-np.inf))
            k = min(k, count)
            # Ranked by `order.rank_key`, as every backend ranks: rounded scores, then
            # ids. Everything tied with the k-th best competes for the last places.
            keys = np.floor(scores.astype(np.float64) * SCORE_SCALE + 0.5)
            edge = np.partition(-keys, k - 1)[k - 1]
            top = np.flatnonzero((-keys <= edge) & np.isfinite(keys))
            ranked = sorted(
                (-key, space.ids[i], i)
                for i, key in zip(top.tolist(), keys[top].tolist(), strict=True)
            )
            return [(chunk_id, space.doc_ids[i], float(scores[i])) for _, chunk_id, i in ranked[:k]]
