"""The interface every embedder meets."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

import numpy as np
from numpy.typing import NDArray

__all__ = ["Embedder"]


class Embedder(Protocol):
    """Anything that can turn texts into comparable vectors.

    ``model`` is recorded next to every stored vector; two vectors are only
    comparable when they carry the same ``model`` string, so it must change whenever
    the weights or the pre/post-processing change in a way that moves the vectors.
    """

    model: str
    dimensions: int

    def embed(self, texts: Sequence[str]) -> NDArray[np.float32]:
        """Return a ``(len(texts), dimensions)`` float32 array of L2-normalised rows.

        Row ``i`` belongs to ``texts[i]``. An empty input gives shape
        ``(0, dimensions)``.
        """
        ...
