"""The PostgreSQL + pgvector backend (`MEMHUB_DATABASE_URL=postgresql://…`).

Needs `memhub-server[postgres]` (psycopg 3 and its pool), PostgreSQL 15 or later and
pgvector 0.8 or later (iterative index scans).
"""

from __future__ import annotations

from .leases import ExpirySweeper
from .notify import WorkListener
from .schema import MIGRATIONS, SchemaTooNew, migrate, schema_version
from .search import CHUNKS, MEMORIES, PostgresIndex
from .store import PostgresStore

__all__ = [
    "CHUNKS",
    "MEMORIES",
    "MIGRATIONS",
    "ExpirySweeper",
    "PostgresIndex",
    "PostgresStore",
    "SchemaTooNew",
    "WorkListener",
    "migrate",
    "schema_version",
]
