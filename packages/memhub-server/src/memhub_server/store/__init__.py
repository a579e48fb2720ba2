"""Storage: the one layer that knows which database runs underneath."""

from .base import (
    ApiKeyRecord,
    ChunkRecord,
    DocumentRecord,
    IngestJob,
    NamespaceRecord,
    NewChunk,
    NewDocument,
    Page,
)
from .interface import Store
from .memories import Dream, MemoryRecord, NewMemory

__all__ = [
    "ApiKeyRecord",
    "ChunkRecord",
    "DocumentRecord",
    "Dream",
    "IngestJob",
    "MemoryRecord",
    "NamespaceRecord",
    "NewChunk",
    "NewDocument",
    "NewMemory",
    "Page",
    "Store",
]
