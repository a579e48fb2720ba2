"""An internal error over a real socket: a clean 500, and the connection stays usable."""

from __future__ import annotations

import httpx
import pytest

from .conftest import LiveServer


def _local_port(response: httpx.Response) -> int:
    """The client-side port the response came in on: one port means one connection."""
    return int(response.extensions["network_stream"].get_extra_info("client_addr")[1])


def test_a_500_keeps_the_keep_alive_connection(
    live_server: LiveServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    def explode(*args: object, **kwargs: object) -> None:
        raise RuntimeError("the store fell over")

    monkeypatch.setattr(live_server.engine.namespaces, "get", explode)
    with httpx.Client(
        base_url=live_server.base_url,
        headers={"authorization": f"Bearer {live_server.api_key}"},
        timeout=10,
    ) as client:
        before = client.get("/health")
        failed = client.get("/ns/team")
        after = client.get("/health")
        ports = {_local_port(r) for r in (before, failed, after)}

    assert failed.status_code == 500
    assert failed.headers["content-type"] == "application/json"
    body = failed.json()
    assert body["error"] == "Internal server error"
    assert body["details"] == f"request id {failed.headers['x-request-id']}"
    assert failed.headers.get("connection", "").lower() != "close"
    assert after.status_code == 200
    assert len(ports) == 1, "the server dropped the connection after the 500"
