"""What `memhub status` reports: backlogs, per-namespace counts, models and data size."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .._version import __version__
from .transfer import transfer_for

if TYPE_CHECKING:
    from ..engine import Engine

__all__ = ["server_status"]


def server_status(engine: Engine) -> dict[str, Any]:
    """The engine's state as plain JSON: what an operator checks before and after a job."""
    settings = engine.settings
    extractor = engine.extractor
    transfer = transfer_for(engine)
    namespaces = [
        {
            "name": row["name"],
            "documents": row["documents"],
            "chunks": row["chunks"],
            "memories": row["memories"],
            "latestMemories": row["latest"],
            "pendingReview": row["pending_review"],
        }
        for row in transfer.counts()
    ]
    return {
        "version": __version__,
        "backend": settings.backend,
        "dataDir": str(settings.data_dir.resolve()),
        "dataBytes": transfer.data_bytes(),
        "embeddingModel": engine.embedder.model,
        # a lazily loaded extractor reports as the one it loads ("RuleExtractor")
        "extractor": getattr(extractor, "model", None)
        or type(extractor).__name__.removeprefix("Lazy"),
        "ingestionQueue": engine.store.pending_jobs(),
        "memoryFormationBacklog": engine.store.pending_dreams(),
        "namespaces": namespaces,
    }
