"""Storage: the one layer that knows which database runs underneath."""

from .base import (
    ApiKeyRecord,
    ChunkRecord,
    DocumentRecord,
    IngestJob,
    NamespaceRecord,
    NewChunk,
    Page,
    Store,
)

__all__ = [
    "ApiKeyRecord",
    "ChunkRecord",
    "DocumentRecord",
    "IngestJob",
    "NamespaceRecord",
    "NewChunk",
    "Page",
    "Store",
]
