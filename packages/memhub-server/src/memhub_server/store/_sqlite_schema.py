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
    # 3: memories (versioned facts), their sources and links, dreaming queue, buckets
    """
    CREATE TABLE memories (
        id TEXT PRIMARY KEY,
        namespace_id TEXT NOT NULL REFERENCES namespaces(id) ON DELETE CASCADE,
        text TEXT NOT NULL,
        subject TEXT,
        slot TEXT,
        kind TEXT NOT NULL,
        is_inference INTEGER NOT NULL DEFAULT 0,
        is_latest INTEGER NOT NULL DEFAULT 1,
        is_forgotten INTEGER NOT NULL DEFAULT 0,
        forget_reason TEXT,
        forget_after TEXT,
        review_status TEXT,
        version INTEGER NOT NULL DEFAULT 1,
        parent_id TEXT,
        root_id TEXT NOT NULL,
        source_count INTEGER NOT NULL DEFAULT 1,
        metadata TEXT NOT NULL DEFAULT '{}',
        embedding BLOB NOT NULL,
        embedding_model TEXT NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
    );
    CREATE INDEX memories_by_namespace ON memories(namespace_id, is_latest, is_forgotten);
    CREATE INDEX memories_by_slot ON memories(namespace_id, slot, is_latest);
    CREATE INDEX memories_by_parent ON memories(parent_id);
    CREATE TABLE memory_sources (
        memory_id TEXT NOT NULL REFERENCES memories(id) ON DELETE CASCADE,
        document_id TEXT NOT NULL,
        added_at TEXT NOT NULL,
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
    CREATE VIRTUAL TABLE memories_fts USING fts5(text, tokenize = 'porter unicode61');
    CREATE TRIGGER memories_fts_insert AFTER INSERT ON memories BEGIN
        INSERT INTO memories_fts(rowid, text) VALUES (new.rowid, new.text);
    END;
    CREATE TRIGGER memories_fts_delete AFTER DELETE ON memories BEGIN
        DELETE FROM memories_fts WHERE rowid = old.rowid;
    END;
    CREATE TABLE dreams (
        document_id TEXT PRIMARY KEY REFERENCES documents(id) ON DELETE CASCADE,
        kind TEXT NOT NULL,
        text TEXT NOT NULL,
        due_at TEXT NOT NULL,
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
    # 4: a per-namespace memory version, bumped by every memory write (any process), so
    # "has anything changed since I built this?" is one primary-key read
    """
    ALTER TABLE namespaces ADD COLUMN memory_version INTEGER NOT NULL DEFAULT 0;
    CREATE TRIGGER memories_version_insert AFTER INSERT ON memories BEGIN
        UPDATE namespaces SET memory_version = memory_version + 1 WHERE id = new.namespace_id;
    END;
    CREATE TRIGGER memories_version_update AFTER UPDATE ON memories BEGIN
        UPDATE namespaces SET memory_version = memory_version + 1
        WHERE id IN (old.namespace_id, new.namespace_id);
    END;
    CREATE TRIGGER memories_version_delete AFTER DELETE ON memories BEGIN
        UPDATE namespaces SET memory_version = memory_version + 1 WHERE id = old.namespace_id;
    END;
    """,
    # 5: full-text rows carry their namespace as an indexed token, so a search ranks only
    # its own namespace's matches (a random number per namespace: untouched by stemming)
    """
    ALTER TABLE namespaces ADD COLUMN fts_token INTEGER NOT NULL DEFAULT 0;
    UPDATE namespaces SET fts_token = abs(random());
    CREATE TRIGGER namespaces_fts_token AFTER INSERT ON namespaces WHEN new.fts_token = 0 BEGIN
        UPDATE namespaces SET fts_token = abs(random()) WHERE rowid = new.rowid;
    END;
    DROP TRIGGER chunks_fts_insert;
    DROP TRIGGER chunks_fts_delete;
    DROP TABLE chunks_fts;
    CREATE VIRTUAL TABLE chunks_fts USING fts5(content, ns, tokenize = 'porter unicode61');
    INSERT INTO chunks_fts(rowid, content, ns)
        SELECT c.rowid, c.content, n.fts_token
        FROM chunks c JOIN namespaces n ON n.id = c.namespace_id;
    CREATE TRIGGER chunks_fts_insert AFTER INSERT ON chunks BEGIN
        INSERT INTO chunks_fts(rowid, content, ns) VALUES (
            new.rowid, new.content, (SELECT fts_token FROM namespaces WHERE id = new.namespace_id)
        );
    END;
    CREATE TRIGGER chunks_fts_delete AFTER DELETE ON chunks BEGIN
        DELETE FROM chunks_fts WHERE rowid = old.rowid;
    END;
    CREATE TRIGGER chunks_fts_update AFTER UPDATE OF namespace_id, content ON chunks BEGIN
        DELETE FROM chunks_fts WHERE rowid = old.rowid;
        INSERT INTO chunks_fts(rowid, content, ns) VALUES (
            new.rowid, new.content, (SELECT fts_token FROM namespaces WHERE id = new.namespace_id)
        );
    END;
    DROP TRIGGER memories_fts_insert;
    DROP TRIGGER memories_fts_delete;
    DROP TABLE memories_fts;
    CREATE VIRTUAL TABLE memories_fts USING fts5(text, ns, tokenize = 'porter unicode61');
    INSERT INTO memories_fts(rowid, text, ns)
        SELECT m.rowid, m.text, n.fts_token
        FROM memories m JOIN namespaces n ON n.id = m.namespace_id;
    CREATE TRIGGER memories_fts_insert AFTER INSERT ON memories BEGIN
        INSERT INTO memories_fts(rowid, text, ns) VALUES (
            new.rowid, new.text, (SELECT fts_token FROM namespaces WHERE id = new.namespace_id)
        );
    END;
    CREATE TRIGGER memories_fts_delete AFTER DELETE ON memories BEGIN
        DELETE FROM memories_fts WHERE rowid = old.rowid;
    END;
    CREATE TRIGGER memories_fts_update AFTER UPDATE OF namespace_id, text ON memories BEGIN
        DELETE FROM memories_fts WHERE rowid = old.rowid;
        INSERT INTO memories_fts(rowid, text, ns) VALUES (
            new.rowid, new.text, (SELECT fts_token FROM namespaces WHERE id = new.namespace_id)
        );
    END;
    """,
    # 6: per-namespace row counts kept by triggers, so full-text search knows at once
    # whether a namespace is most of the index (then scoping the match costs more
    # than it saves) and whether it can hold more matches than are worth ranking
    """
    ALTER TABLE namespaces ADD COLUMN chunk_count INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE namespaces ADD COLUMN memory_count INTEGER NOT NULL DEFAULT 0;
    UPDATE namespaces SET
        chunk_count = (SELECT count(*) FROM chunks c WHERE c.namespace_id = namespaces.id),
        memory_count = (SELECT count(*) FROM memories m WHERE m.namespace_id = namespaces.id);
    CREATE TRIGGER chunks_count_insert AFTER INSERT ON chunks BEGIN
        UPDATE namespaces SET chunk_count = chunk_count + 1 WHERE id = new.namespace_id;
    END;
    CREATE TRIGGER chunks_count_delete AFTER DELETE ON chunks BEGIN
        UPDATE namespaces SET chunk_count = chunk_count - 1 WHERE id = old.namespace_id;
    END;
    CREATE TRIGGER chunks_count_move AFTER UPDATE OF namespace_id ON chunks
    WHEN old.namespace_id IS NOT new.namespace_id BEGIN
        UPDATE namespaces SET chunk_count = chunk_count - 1 WHERE id = old.namespace_id;
        UPDATE namespaces SET chunk_count = chunk_count + 1 WHERE id = new.namespace_id;
    END;
    CREATE TRIGGER memories_count_insert AFTER INSERT ON memories BEGIN
        UPDATE namespaces SET memory_count = memory_count + 1 WHERE id = new.namespace_id;
    END;
    CREATE TRIGGER memories_count_delete AFTER DELETE ON memories BEGIN
        UPDATE namespaces SET memory_count = memory_count - 1 WHERE id = old.namespace_id;
    END;
    CREATE TRIGGER memories_count_move AFTER UPDATE OF namespace_id ON memories
    WHEN old.namespace_id IS NOT new.namespace_id BEGIN
        UPDATE namespaces SET memory_count = memory_count - 1 WHERE id = old.namespace_id;
        UPDATE namespaces SET memory_count = memory_count + 1 WHERE id = new.namespace_id;
    END;
    """,
    # 7: per-namespace text lengths (in characters) kept by triggers, so full-text
    # scores read each namespace's own mean row length (see index.bm25)
    """
    ALTER TABLE namespaces ADD COLUMN chunk_chars INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE namespaces ADD COLUMN memory_chars INTEGER NOT NULL DEFAULT 0;
    UPDATE namespaces SET
        chunk_chars = (SELECT coalesce(sum(length(c.content)), 0) FROM chunks c
                       WHERE c.namespace_id = namespaces.id),
        memory_chars = (SELECT coalesce(sum(length(m.text)), 0) FROM memories m
                        WHERE m.namespace_id = namespaces.id);
    CREATE TRIGGER chunks_chars_insert AFTER INSERT ON chunks BEGIN
        UPDATE namespaces SET chunk_chars = chunk_chars + length(new.content)
        WHERE id = new.namespace_id;
    END;
    CREATE TRIGGER chunks_chars_delete AFTER DELETE ON chunks BEGIN
        UPDATE namespaces SET chunk_chars = chunk_chars - length(old.content)
        WHERE id = old.namespace_id;
    END;
    CREATE TRIGGER chunks_chars_update AFTER UPDATE OF namespace_id, content ON chunks BEGIN
        UPDATE namespaces SET chunk_chars = chunk_chars - length(old.content)
        WHERE id = old.namespace_id;
        UPDATE namespaces SET chunk_chars = chunk_chars + length(new.content)
        WHERE id = new.namespace_id;
    END;
    CREATE TRIGGER memories_chars_insert AFTER INSERT ON memories BEGIN
        UPDATE namespaces SET memory_chars = memory_chars + length(new.text)
        WHERE id = new.namespace_id;
    END;
    CREATE TRIGGER memories_chars_delete AFTER DELETE ON memories BEGIN
        UPDATE namespaces SET memory_chars = memory_chars - length(old.text)
        WHERE id = old.namespace_id;
    END;
    CREATE TRIGGER memories_chars_update AFTER UPDATE OF namespace_id, text ON memories BEGIN
        UPDATE namespaces SET memory_chars = memory_chars - length(old.text)
        WHERE id = old.namespace_id;
        UPDATE namespaces SET memory_chars = memory_chars + length(new.text)
        WHERE id = new.namespace_id;
    END;
    """,
]
