"""PostgreSQL schema, as an ordered list of migrations recorded in `memhub_migrations`.

Every process that opens the database runs `migrate`; the migrations are applied under
a transaction-scoped advisory lock, so processes starting together apply each one once
and none reads a half-built schema. Each migration commits with its row in the table.

Tables live in the connection's current schema (the first on its `search_path`), so
several memhub databases can share one PostgreSQL database, one schema each.
"""

from __future__ import annotations

from typing import Any

import psycopg
from psycopg import sql

__all__ = [
    "HNSW_BUILD_MEMORY",
    "HNSW_NAME",
    "MIGRATIONS",
    "SchemaTooNew",
    "hnsw_index",
    "migrate",
    "schema_version",
]


class SchemaTooNew(RuntimeError):
    """The database was migrated by a newer memhub than this one."""


MIGRATIONS: list[str] = [
    # 1: keys, namespaces, documents, chunks, jobs, memories and what hangs off them.
    # Vectors are `vector` of any dimension (the embedder decides; `reembed` may change
    # it); full text is a tsvector of `index.lexical.stems`, built by the store, so both
    # backends match the same words (PostgreSQL's own `english` stemmer is Porter2).
    """
    CREATE EXTENSION IF NOT EXISTS vector;
    CREATE TABLE settings (
        key TEXT PRIMARY KEY,
        value TEXT
    );
    CREATE TABLE api_keys (
        id TEXT PRIMARY KEY,
        key_hash TEXT NOT NULL UNIQUE,
        name TEXT NOT NULL,
        namespaces JSONB,
        read_only BOOLEAN NOT NULL DEFAULT false,
        admin BOOLEAN NOT NULL DEFAULT false,
        created_at TIMESTAMPTZ NOT NULL
    );
    CREATE TABLE namespaces (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL UNIQUE,
        supporting_context TEXT,
        created_at TIMESTAMPTZ NOT NULL,
        updated_at TIMESTAMPTZ NOT NULL
    );
    CREATE TABLE documents (
        id TEXT PRIMARY KEY,
        namespace_id TEXT NOT NULL REFERENCES namespaces(id) ON DELETE CASCADE,
        custom_id TEXT,
        content TEXT NOT NULL,
        title TEXT,
        type TEXT NOT NULL DEFAULT 'text',
        summary TEXT,
        url TEXT,
        metadata JSONB NOT NULL DEFAULT '{}',
        grp JSONB NOT NULL DEFAULT '{}',
        supporting_context TEXT,
        date TEXT,
        task_type TEXT,
        dreaming TEXT,
        status TEXT NOT NULL,
        dreaming_status TEXT NOT NULL,
        error TEXT,
        created_at TIMESTAMPTZ NOT NULL,
        updated_at TIMESTAMPTZ NOT NULL,
        UNIQUE (namespace_id, custom_id)
    );
    CREATE INDEX documents_by_namespace ON documents(namespace_id, created_at);
    CREATE TABLE chunks (
        id TEXT PRIMARY KEY,
        seq BIGINT GENERATED ALWAYS AS IDENTITY,
        document_id TEXT NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
        namespace_id TEXT NOT NULL REFERENCES namespaces(id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        content TEXT NOT NULL,
        terms TSVECTOR NOT NULL,
        metadata JSONB NOT NULL DEFAULT '{}',
        embedding VECTOR NOT NULL,
        embedding_model TEXT NOT NULL,
        created_at TIMESTAMPTZ NOT NULL,
        UNIQUE (document_id, position)
    );
    CREATE INDEX chunks_by_namespace ON chunks(namespace_id, seq);
    CREATE INDEX chunks_terms ON chunks USING gin (terms);
    CREATE TABLE jobs (
        id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        document_id TEXT NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
        kind TEXT NOT NULL,
        text TEXT NOT NULL,
        status TEXT NOT NULL DEFAULT 'queued',
        attempts INTEGER NOT NULL DEFAULT 0,
        error TEXT,
        created_at TIMESTAMPTZ NOT NULL
    );
    CREATE INDEX jobs_by_status ON jobs(status, id);
    CREATE INDEX jobs_by_document ON jobs(document_id, status, id);
    CREATE TABLE memories (
        id TEXT PRIMARY KEY,
        seq BIGINT GENERATED ALWAYS AS IDENTITY,
        namespace_id TEXT NOT NULL REFERENCES namespaces(id) ON DELETE CASCADE,
        text TEXT NOT NULL,
        terms TSVECTOR NOT NULL,
        subject TEXT,
        slot TEXT,
        kind TEXT NOT NULL,
        is_inference BOOLEAN NOT NULL DEFAULT false,
        is_latest BOOLEAN NOT NULL DEFAULT true,
        is_forgotten BOOLEAN NOT NULL DEFAULT false,
        forget_reason TEXT,
        forget_after TIMESTAMPTZ,
        review_status TEXT,
        version INTEGER NOT NULL DEFAULT 1,
        parent_id TEXT,
        root_id TEXT NOT NULL,
        source_count INTEGER NOT NULL DEFAULT 1,
        metadata JSONB NOT NULL DEFAULT '{}',
        embedding VECTOR NOT NULL,
        embedding_model TEXT NOT NULL,
        created_at TIMESTAMPTZ NOT NULL,
        updated_at TIMESTAMPTZ NOT NULL
    );
    CREATE INDEX memories_by_namespace ON memories(namespace_id, is_latest, is_forgotten);
    CREATE INDEX memories_by_slot ON memories(namespace_id, slot, is_latest);
    CREATE INDEX memories_by_parent ON memories(parent_id);
    CREATE INDEX memories_terms ON memories USING gin (terms);
    CREATE TABLE memory_sources (
        memory_id TEXT NOT NULL REFERENCES memories(id) ON DELETE CASCADE,
        document_id TEXT NOT NULL,
        seq BIGINT GENERATED ALWAYS AS IDENTITY,
        added_at TIMESTAMPTZ NOT NULL,
        PRIMARY KEY (memory_id, document_id)
    );
    CREATE INDEX memory_sources_by_document ON memory_sources(document_id);
    CREATE TABLE memory_links (
        source_id TEXT NOT NULL REFERENCES memories(id) ON DELETE CASCADE,
        target_id TEXT NOT NULL REFERENCES memories(id) ON DELETE CASCADE,
        relation TEXT NOT NULL,
        PRIMARY KEY (source_id, target_id, relation)
    );
    CREATE INDEX memory_links_by_target ON memory_links(target_id);
    CREATE TABLE dreams (
        document_id TEXT PRIMARY KEY REFERENCES documents(id) ON DELETE CASCADE,
        kind TEXT NOT NULL,
        text TEXT NOT NULL,
        due_at TIMESTAMPTZ NOT NULL,
        status TEXT NOT NULL DEFAULT 'queued',
        attempts INTEGER NOT NULL DEFAULT 0,
        error TEXT
    );
    CREATE INDEX dreams_due ON dreams(status, due_at);
    CREATE TABLE profile_buckets (
        namespace_id TEXT NOT NULL REFERENCES namespaces(id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        description TEXT NOT NULL,
        PRIMARY KEY (namespace_id, name)
    );
    """,
    # 2: per-namespace statistics for full-text scoring (rows and characters of each
    # kind) and the memory version, kept by statement triggers. Each namespace's figures
    # are spread over a few shard rows (chosen by the writing backend's pid) and summed
    # on read, so concurrent writers to one namespace do not queue on one row.
    """
    CREATE TABLE namespace_stats (
        namespace_id TEXT NOT NULL,
        shard SMALLINT NOT NULL,
        chunk_count BIGINT NOT NULL DEFAULT 0,
        chunk_chars BIGINT NOT NULL DEFAULT 0,
        memory_count BIGINT NOT NULL DEFAULT 0,
        memory_chars BIGINT NOT NULL DEFAULT 0,
        memory_writes BIGINT NOT NULL DEFAULT 0,
        PRIMARY KEY (namespace_id, shard)
    );
    CREATE FUNCTION memhub_count_chunks() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
        IF TG_OP IN ('DELETE', 'UPDATE') THEN
            INSERT INTO namespace_stats AS s (namespace_id, shard, chunk_count, chunk_chars)
            SELECT namespace_id, pg_backend_pid() % 8, -count(*), -sum(length(content))
            FROM old_rows GROUP BY namespace_id
            ON CONFLICT (namespace_id, shard) DO UPDATE SET
                chunk_count = s.chunk_count + excluded.chunk_count,
                chunk_chars = s.chunk_chars + excluded.chunk_chars;
        END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') THEN
            INSERT INTO namespace_stats AS s (namespace_id, shard, chunk_count, chunk_chars)
            SELECT namespace_id, pg_backend_pid() % 8, count(*), sum(length(content))
            FROM new_rows GROUP BY namespace_id
            ON CONFLICT (namespace_id, shard) DO UPDATE SET
                chunk_count = s.chunk_count + excluded.chunk_count,
                chunk_chars = s.chunk_chars + excluded.chunk_chars;
        END IF;
        RETURN NULL;
    END $$;
    CREATE TRIGGER chunks_count_insert AFTER INSERT ON chunks
        REFERENCING NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION memhub_count_chunks();
    CREATE TRIGGER chunks_count_update AFTER UPDATE ON chunks
        REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION memhub_count_chunks();
    CREATE TRIGGER chunks_count_delete AFTER DELETE ON chunks
        REFERENCING OLD TABLE AS old_rows
        FOR EACH STATEMENT EXECUTE FUNCTION memhub_count_chunks();
    CREATE FUNCTION memhub_count_memories() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
        IF TG_OP IN ('DELETE', 'UPDATE') THEN
            INSERT INTO namespace_stats AS s
                (namespace_id, shard, memory_count, memory_chars, memory_writes)
            SELECT namespace_id, pg_backend_pid() % 8, -count(*), -sum(length(text)), 1
            FROM old_rows GROUP BY namespace_id
            ON CONFLICT (namespace_id, shard) DO UPDATE SET
                memory_count = s.memory_count + excluded.memory_count,
                memory_chars = s.memory_chars + excluded.memory_chars,
                memory_writes = s.memory_writes + 1;
        END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') THEN
            INSERT INTO namespace_stats AS s
                (namespace_id, shard, memory_count, memory_chars, memory_writes)
            SELECT namespace_id, pg_backend_pid() % 8, count(*), sum(length(text)), 1
            FROM new_rows GROUP BY namespace_id
            ON CONFLICT (namespace_id, shard) DO UPDATE SET
                memory_count = s.memory_count + excluded.memory_count,
                memory_chars = s.memory_chars + excluded.memory_chars,
                memory_writes = s.memory_writes + 1;
        END IF;
        RETURN NULL;
    END $$;
    CREATE TRIGGER memories_count_insert AFTER INSERT ON memories
        REFERENCING NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION memhub_count_memories();
    CREATE TRIGGER memories_count_update AFTER UPDATE ON memories
        REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION memhub_count_memories();
    CREATE TRIGGER memories_count_delete AFTER DELETE ON memories
        REFERENCING OLD TABLE AS old_rows
        FOR EACH STATEMENT EXECUTE FUNCTION memhub_count_memories();
    INSERT INTO namespace_stats (namespace_id, shard, chunk_count, chunk_chars)
        SELECT namespace_id, 0, count(*), sum(length(content)) FROM chunks
        GROUP BY namespace_id;
    INSERT INTO namespace_stats AS s (namespace_id, shard, memory_count, memory_chars)
        SELECT namespace_id, 0, count(*), sum(length(text)) FROM memories GROUP BY namespace_id
        ON CONFLICT (namespace_id, shard) DO UPDATE SET
            memory_count = excluded.memory_count, memory_chars = excluded.memory_chars;
    """,
    # 3: claims expire unless renewed (see `leases`), so a starting process requeues
    # only work whose process is gone
    """
    ALTER TABLE jobs ADD COLUMN lease_until TIMESTAMPTZ;
    ALTER TABLE dreams ADD COLUMN lease_until TIMESTAMPTZ;
    CREATE INDEX jobs_by_lease ON jobs(lease_until) WHERE status = 'running';
    CREATE INDEX dreams_by_lease ON dreams(lease_until) WHERE status = 'running';
    """,
    # 4: a memory has at most one next version, so a version chain cannot fork even if
    # two processes reconcile the same fact at once (the second insert fails)
    """
    CREATE UNIQUE INDEX memories_next_version ON memories(parent_id) WHERE parent_id IS NOT NULL;
    DROP INDEX memories_by_parent;
    """,
    # 5: HNSW indexes are per namespace now (see `hnsw_index`); one over a whole table,
    # as earlier versions built, is kept up by every insert of every namespace, however
    # small, and is no longer searched.
    r"""
    DO $$
    DECLARE found record;
    BEGIN
        FOR found IN SELECT c.relname FROM pg_class c WHERE c.relkind = 'i'
            AND c.relnamespace = current_schema()::regnamespace
            AND c.relname ~ '^(chunks|memories)_hnsw_[0-9]+$'
        LOOP
            EXECUTE format('DROP INDEX %I', found.relname);
        END LOOP;
    END $$;
    """,
    # 6: a write counter for chunks, as memories have: the version a process's cache of
    # a namespace's full-text statistics is checked against (see `search`). Spread over
    # the same shard rows, so it adds no hot row. And vectors kept in their rows: by
    # default a row past ~2 kB (a 384-dimension vector is 1.5 kB) has its vector moved to
    # the TOAST table, and an exact scan then fetches every vector from there (10k rows:
    # 110 ms instead of 12). Rows written before keep their place until rewritten
    # (`memhub reembed` rewrites every vector).
    """
    ALTER TABLE chunks SET (toast_tuple_target = 8160);
    ALTER TABLE memories SET (toast_tuple_target = 8160);
    ALTER TABLE namespace_stats ADD COLUMN chunk_writes BIGINT NOT NULL DEFAULT 0;
    CREATE OR REPLACE FUNCTION memhub_count_chunks() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
        IF TG_OP IN ('DELETE', 'UPDATE') THEN
            INSERT INTO namespace_stats AS s
                (namespace_id, shard, chunk_count, chunk_chars, chunk_writes)
            SELECT namespace_id, pg_backend_pid() % 8, -count(*), -sum(length(content)), 1
            FROM old_rows GROUP BY namespace_id
            ON CONFLICT (namespace_id, shard) DO UPDATE SET
                chunk_count = s.chunk_count + excluded.chunk_count,
                chunk_chars = s.chunk_chars + excluded.chunk_chars,
                chunk_writes = s.chunk_writes + 1;
        END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') THEN
            INSERT INTO namespace_stats AS s
                (namespace_id, shard, chunk_count, chunk_chars, chunk_writes)
            SELECT namespace_id, pg_backend_pid() % 8, count(*), sum(length(content)), 1
            FROM new_rows GROUP BY namespace_id
            ON CONFLICT (namespace_id, shard) DO UPDATE SET
                chunk_count = s.chunk_count + excluded.chunk_count,
                chunk_chars = s.chunk_chars + excluded.chunk_chars,
                chunk_writes = s.chunk_writes + 1;
        END IF;
        RETURN NULL;
    END $$;
    """,
]

HNSW_NAME = "^{table}_hnsw_[0-9]+_(ns_.+)$"
"""A pattern matching the names of `table`'s HNSW indexes; its group is the namespace id."""
HNSW_BUILD_MEMORY = "1GB"
"""`maintenance_work_mem` an HNSW build gets (if the server gives less): a 100k-row
graph of 384 dimensions needs a few hundred MB to be built in memory, and a build that
spills is many times slower. Only taken while building."""


def hnsw_index(table: str, dimensions: int, namespace_id: str) -> tuple[str, sql.Composed]:
    """The name and the `CREATE INDEX` of one namespace's HNSW index over `table`.

    Partial: it holds only the namespace's vectors of `dimensions`, so inserting into any
    other namespace never touches it. A query uses it only when its WHERE clause names
    the same namespace id and dimensions as literals (the planner must prove the index
    predicate from the query text; a bound parameter proves nothing)."""
    name = f"{table}_hnsw_{dimensions}_{namespace_id}"
    create = sql.SQL(
        "CREATE INDEX CONCURRENTLY IF NOT EXISTS {name} ON {table} USING hnsw "
        "((embedding::vector({dims})) vector_ip_ops) "
        "WHERE namespace_id = {ns} AND vector_dims(embedding) = {dims}"
    ).format(
        name=sql.Identifier(name),
        table=sql.Identifier(table),
        dims=sql.Literal(dimensions),
        ns=sql.Literal(namespace_id),
    )
    return name, create


_LOCK = "SELECT pg_advisory_xact_lock(hashtext('memhub.migrate.' || current_schema()))"


def schema_version(conn: psycopg.Connection[Any]) -> int:
    """The number of migrations applied to the connection's schema (0 for none)."""
    exists = conn.execute("SELECT to_regclass('memhub_migrations') IS NOT NULL").fetchone()
    if not exists or not exists[0]:
        return 0
    row = conn.execute("SELECT coalesce(max(version), 0) FROM memhub_migrations").fetchone()
    return int(row[0]) if row else 0


def migrate(conn: psycopg.Connection[Any], *, upto: int | None = None) -> int:
    """Apply the migrations the schema lacks (up to `upto`, default all); the new version.

    The advisory lock is held until the transaction ends: a process starting meanwhile
    waits, then finds the migrations applied. `conn` must not be in a transaction.
    """
    target = len(MIGRATIONS) if upto is None else upto
    with conn.transaction():
        conn.execute(_LOCK)
        conn.execute(
            "CREATE TABLE IF NOT EXISTS memhub_migrations ("
            " version INTEGER PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())"
        )
        version = schema_version(conn)
        if version > len(MIGRATIONS):
            raise SchemaTooNew(
                f"the database was written by a newer memhub (schema {version}); upgrade memhub"
            )
        for number in range(version + 1, target + 1):
            conn.execute(MIGRATIONS[number - 1].encode())
            conn.execute("INSERT INTO memhub_migrations(version) VALUES (%s)", (number,))
        return max(version, target)
