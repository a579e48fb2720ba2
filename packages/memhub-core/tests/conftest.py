from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def _no_memhub_env(monkeypatch: pytest.MonkeyPatch) -> None:
    """Tests configure clients explicitly; a developer's shell must not leak in."""
    for name in (
        "MEMHUB_BASE_URL",
        "SUPERMEMORY_BASE_URL",
        "MEMHUB_API_KEY",
        "SUPERMEMORY_API_KEY",
        "MEMHUB_DATA_DIR",
    ):
        monkeypatch.delenv(name, raising=False)
