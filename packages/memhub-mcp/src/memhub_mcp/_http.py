"""MCP over streamable HTTP at `/mcp`, in front of memhub's own HTTP API.

`with_mcp(app)` wraps the API app: requests under `/mcp` are MCP (stateless, JSON
answers), everything else goes to the API untouched. Each MCP request carries its
own `Authorization: Bearer <key>`; the key is checked by the API itself
(`GET /whoami`, so a missing or unknown key gets the API's 401) and every tool call
then goes through the API in-process with that key, so a key's namespaces and
read-only flag apply exactly as they do to REST calls.
"""

from __future__ import annotations

import hashlib
import json
from collections import OrderedDict

import httpx
from starlette.types import ASGIApp, Receive, Scope, Send

from memhub import AsyncMemhub, AuthenticationError, MemhubError

from ._access import Access, Caller
from ._server import MemhubMCP, caller_scope

__all__ = ["MCPMount", "with_mcp"]

_INTERNAL_URL = "http://memhub.mcp"
_KEPT_CLIENTS = 256


class MCPMount:
    """An ASGI app: MCP at `path`, the wrapped `app` everywhere else."""

    def __init__(
        self,
        app: ASGIApp,
        *,
        path: str = "/mcp",
        default_namespace: str | None = None,
        host: str = "127.0.0.1",
    ) -> None:
        self.app = app
        self.path = path.rstrip("/") or "/mcp"
        self.server = MemhubMCP(default_namespace=default_namespace)
        # `host` turns on the SDK's DNS-rebinding guard when it is a loopback address.
        self._mcp = self.server.streamable_http_app(
            streamable_http_path=self.path, stateless_http=True, json_response=True, host=host
        )
        self._transport = httpx.ASGITransport(app=app)
        self._clients: OrderedDict[str, AsyncMemhub] = OrderedDict()

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "lifespan":
            async with self.server.session_manager.run():
                await self.app(scope, receive, send)
            await self._close_clients()
            return
        path = scope.get("path", "")
        if scope["type"] == "http" and (path == self.path or path.startswith(self.path + "/")):
            await self._serve(scope, receive, send)
            return
        await self.app(scope, receive, send)

    async def _serve(self, scope: Scope, receive: Receive, send: Send) -> None:
        key = _bearer(scope)
        client = await self._client(key)
        try:
            scope_of_key = await client.whoami()
        except AuthenticationError as exc:
            await _reply(send, 401, exc.message, {"www-authenticate": "Bearer"})
            return
        except MemhubError as exc:
            await _reply(send, 503, f"memhub could not check the API key: {exc}", {})
            return
        namespaces = scope_of_key.namespaces
        access = Access(
            namespaces=None if namespaces is None else tuple(namespaces),
            read_only=scope_of_key.read_only,
        )
        with caller_scope(Caller(client, access=access)):
            await self._mcp(scope, receive, send)

    async def _client(self, key: str | None) -> AsyncMemhub:
        """A client that calls the API in-process with `key`, kept for the key's next request."""
        slot = hashlib.sha256((key or "").encode()).hexdigest()
        client = self._clients.pop(slot, None)
        if client is None:
            client = AsyncMemhub(
                base_url=_INTERNAL_URL,
                api_key=key,
                transport=self._transport,
                max_retries=0,
                breaker=False,
            )
        self._clients[slot] = client
        while len(self._clients) > _KEPT_CLIENTS:
            _, oldest = self._clients.popitem(last=False)
            await oldest.aclose()
        return client

    async def _close_clients(self) -> None:
        while self._clients:
            _, client = self._clients.popitem()
            await client.aclose()


def _bearer(scope: Scope) -> str | None:
    for name, value in scope.get("headers", []):
        if name == b"authorization":
            header: str = value.decode("latin-1")
            scheme, _, token = header.partition(" ")
            if scheme.lower() == "bearer" and token.strip():
                return token.strip()
            return None
    return None


async def _reply(send: Send, status: int, message: str, headers: dict[str, str]) -> None:
    body = json.dumps({"error": message}).encode()
    raw = [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode())]
    raw += [(k.encode(), v.encode()) for k, v in headers.items()]
    await send({"type": "http.response.start", "status": status, "headers": raw})
    await send({"type": "http.response.body", "body": body})


def with_mcp(
    app: ASGIApp, *, default_namespace: str | None = None, host: str = "127.0.0.1"
) -> MCPMount:
    """`app` (memhub's HTTP API) with MCP served at `/mcp` beside it."""
    return MCPMount(app, default_namespace=default_namespace, host=host)
