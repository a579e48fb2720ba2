"""Fixtures every test in the repository gets."""

from __future__ import annotations

import pytest

# memhub's own fixtures (`server`, `client`, `aclient`, `offline_client`, ...) for every package,
# and the storage-backend ones (`database_settings`, `both_backends`, PostgreSQL).
pytest_plugins = ("memhub.pytest_plugin", "memhub_server.pytest_plugin")

# memhub-cartesia has an environment of its own; tests/test_cartesia.py runs its tests there.
collect_ignore = ["packages/memhub-cartesia"]

_CLIENT_ENV = (
    "MEMHUB_BASE_URL",
    "SUPERMEMORY_BASE_URL",
    "MEMHUB_API_KEY",
    "SUPERMEMORY_API_KEY",
    "MEMHUB_DATA_DIR",
)


@pytest.fixture(autouse=True)
def _no_memhub_env(monkeypatch: pytest.MonkeyPatch) -> None:
    """Tests configure clients explicitly; a developer's shell must not leak in."""
    for name in _CLIENT_ENV:
        monkeypatch.delenv(name, raising=False)
