"""Shared by the MCP tests: one real engine with keys, the mcp SDK's client over each
transport, and reading a tool result."""

from __future__ import annotations

import json
import socket
import threading
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

import httpx2
import uvicorn
from mcp import Client
from mcp.client.streamable_http import streamable_http_client
from mcp_types import CallToolResult

from memhub_mcp import with_mcp
from memhub_server.testing import LocalEngine

__all__ = ["McpLoopback", "data", "error", "http_client"]


def data(result: CallToolResult) -> dict[str, Any]:
    """A successful tool result's JSON; the text and the structured content agree."""
    assert not result.is_error, result.content
    text = result.content[0]
    assert text.type == "text"
    parsed: dict[str, Any] = json.loads(text.text)
    assert parsed == result.structured_content
    return parsed


def error(result: CallToolResult) -> str:
    """A failed tool result's message for the model."""
    assert result.is_error, result.content
    text = result.content[0]
    assert text.type == "text"
    message: str = json.loads(text.text)["error"]
    return message


class McpLoopback:
    """`memhub serve`'s app (the API with MCP at /mcp) on a free 127.0.0.1 port, lifespan on."""

    def __init__(self, local: LocalEngine) -> None:
        with socket.socket() as sock:
            sock.bind(("127.0.0.1", 0))
            self.port = int(sock.getsockname()[1])
        self.base_url = f"http://127.0.0.1:{self.port}"
        config = uvicorn.Config(
            with_mcp(local.app), host="127.0.0.1", port=self.port, log_level="warning", ws="none"
        )
        self._server = uvicorn.Server(config)
        self._thread = threading.Thread(target=self._server.run, daemon=True)

    def __enter__(self) -> McpLoopback:
        self._thread.start()
        deadline = time.monotonic() + 20
        while not self._server.started:
            if not self._thread.is_alive() or time.monotonic() > deadline:
                raise RuntimeError("the MCP loopback server did not start")
            time.sleep(0.01)
        return self

    def __exit__(self, *exc_info: object) -> None:
        self._server.should_exit = True
        self._thread.join(20)


@asynccontextmanager
async def http_client(base_url: str, key: str | None) -> AsyncIterator[Client]:
    """The mcp SDK's client for `base_url`/mcp, sending `key` as a bearer token."""
    headers = {"Authorization": f"Bearer {key}"} if key else {}
    async with httpx2.AsyncClient(headers=headers, timeout=30) as http:
        transport = streamable_http_client(f"{base_url}/mcp", http_client=http)
        async with Client(transport) as session:
            yield session
