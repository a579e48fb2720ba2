"""`x-request-id` on every response, errors and middleware rejections included.

The official SDK reads the header to let callers quote a request in a bug report.
A sane incoming id (a proxy's, or the caller's own) is echoed so one id follows
the request end to end; anything else is replaced by a fresh one.
"""

from __future__ import annotations

import re
import secrets

from starlette.types import Message, Receive, Scope, Send

from .asgi import HTTPMiddleware

__all__ = ["RequestId", "request_id"]

HEADER = b"x-request-id"
_SANE = re.compile(rb"[A-Za-z0-9._:@/+=-]{1,128}")
_SCOPE_KEY = "memhub.request_id"


def request_id(scope: Scope) -> str:
    """The id `RequestId` gave this request ("-" outside that middleware)."""
    return str(scope.get(_SCOPE_KEY, "-"))


class RequestId(HTTPMiddleware):
    """ASGI middleware: echo a sane `x-request-id`, else mint one, on every response."""

    async def handle(self, scope: Scope, receive: Receive, send: Send) -> None:
        incoming = dict(scope.get("headers") or []).get(HEADER)
        if incoming is not None and _SANE.fullmatch(incoming):
            value = incoming
        else:
            value = f"req_{secrets.token_hex(12)}".encode()
        scope[_SCOPE_KEY] = value.decode()

        async def send_with_id(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = [(k, v) for k, v in message.get("headers", []) if k.lower() != HEADER]
                message = {**message, "headers": [*headers, (HEADER, value)]}
            await send(message)

        await self.app(scope, receive, send_with_id)
