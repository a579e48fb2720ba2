"""`GET /whoami`: what the calling key may touch (MCP hosts pick a namespace with it)."""

from __future__ import annotations

import pytest

from memhub import AuthenticationError, Memhub
from memhub_server.api import create_app
from memhub_server.embedded import SyncASGITransport
from memhub_server.engine import Engine
from memhub_server.services.auth import create_key

pytestmark = pytest.mark.both_backends


def _client(engine: Engine, key: str | None) -> Memhub:
    return Memhub(
        base_url="http://memhub.test", api_key=key, transport=SyncASGITransport(create_app(engine))
    )


def test_whoami_reports_a_keys_namespaces_and_flags(engine: Engine, admin_key: str) -> None:
    admin = _client(engine, admin_key).whoami()
    assert (admin.namespaces, admin.read_only, admin.admin) == (None, False, True)
    key, _ = create_key(engine.store, name="r", namespaces=["a", "b"], read_only=True)
    scoped = _client(engine, key).whoami()
    assert (scoped.namespaces, scoped.read_only, scoped.admin) == (["a", "b"], True, False)


def test_whoami_needs_a_valid_key(engine: Engine) -> None:
    with pytest.raises(AuthenticationError, match="Invalid API key"):
        _client(engine, "mh_wrong").whoami()
