"""SQLite schema, as an ordered list of migrations (`PRAGMA user_version` counts them)."""

from __future__ import annotations

MIGRATIONS: list[str] = [
    # 1: documents, chunks, full-text, jobs, namespaces, keys
    """
    CREATE TABLE settings (
        key TEXT PRIMARY KEY,
        value TEXT
    );
    CREATE TABLE api_keys (
        id TEXT PRIMARY KEY,
        key_hash TEXT NOT NULL UNIQUE,
        name TEXT NOT NULL,
        namespaces TEXT,
        read_only INTEGER NOT NULL DEFAULT 0,
        admin INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL
    );
    CREATE TABLE namespaces (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL UNIQUE,
        supporting_context TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
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
        metadata TEXT NOT NULL DEFAULT '{}',
        grp TEXT NOT NULL DEFAULT '{}',
        supporting_context TEXT,
        date TEXT,
        task_type TEXT,
        dreaming TEXT,
        status TEXT NOT NULL,
        dreaming_status TEXT NOT NULL,
        error TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        UNIQUE (namespace_id, custom_id)
    );
    CREATE INDEX documents_by_namespace ON documents(namespace_id, created_at);
    CREATE TABLE chunks (
        id TEXT PRIMARY KEY,
        document_id TEXT NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
        namespace_id TEXT NOT NULL REFERENCES namespaces(id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        content TEXT NOT NULL,
        metadata TEXT NOT NULL DEFAULT '{}',
        embedding BLOB NOT NULL,
        embedding_model TEXT NOT NULL,
        created_at TEXT NOT NULL,
        UNIQUE (document_id, position)
    );
    CREATE INDEX chunks_by_namespace ON chunks(namespace_id);
    CREATE VIRTUAL TABLE chunks_fts USING fts5(content, tokenize = 'porter unicode61');
    -- Keep full-text rows in step with chunks, including cascaded deletes.
    CREATE TRIGGER chunks_fts_insert AFTER INSERT ON chunks BEGIN
        INSERT INTO chunks_fts(rowid, content) VALUES (new.rowid, new.content);
    END;
    CREATE TRIGGER chunks_fts_delete AFTER DELETE ON chunks BEGIN
        DELETE FROM chunks_fts WHERE rowid = old.rowid;
    END;
    CREATE TABLE jobs (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        document_id TEXT NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
        kind TEXT NOT NULL,
        text TEXT NOT NULL,
        status TEXT NOT NULL DEFAULT 'queued',
        attempts INTEGER NOT NULL DEFAULT 0,
        error TEXT,
        created_at TEXT NOT NULL
    );
    CREATE INDEX jobs_by_status ON jobs(status, id);
    """,
    # 2: claim jobs per document without scanning the queue
    """
    CREATE INDEX jobs_by_document ON jobs(document_id, status, id);
    """,
]
