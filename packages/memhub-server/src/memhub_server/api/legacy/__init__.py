"""The v3/v4 API the Supermemory 3.x clients speak, translated onto the v5 services.

Route modules only: each request is validated, its container tags are mapped to
namespaces (`tags`), its legacy filters rewritten (`filters`), and the same services
the v5 routes call do the work; the answers are reshaped into the legacy bodies
(`models`). Nothing below the route layer knows these routes exist.
"""

from __future__ import annotations

from fastapi import APIRouter

from . import documents, entries, memories, search, spaces

__all__ = ["routers"]

routers: tuple[APIRouter, ...] = (
    documents.router,
    search.router,
    memories.router,
    entries.router,
    spaces.router,
    memories.connections,
)
