"""Reject oversized request bodies before they are read into memory."""

from __future__ import annotations

from starlette.exceptions import HTTPException
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from .asgi import HTTPMiddleware, TrackedSend
from .errors import error_response

__all__ = ["BodyLimit"]


def _message(max_bytes: int) -> str:
    return f"Request body too large: the limit is {max_bytes} bytes"


class _TooLarge(HTTPException):
    """Raised from `receive` mid-stream.

    An HTTPException so that whoever is reading the body when it trips (FastAPI's
    JSON parsing, the form parser) lets it through to the 413 handler: FastAPI
    turns any other exception raised while reading a body into "400: There was an
    error parsing the body".
    """

    def __init__(self, max_bytes: int) -> None:
        super().__init__(413, _message(max_bytes))


class BodyLimit(HTTPMiddleware):
    """ASGI middleware: 413 when a body exceeds `max_bytes`, declared or streamed."""

    def __init__(self, app: ASGIApp, max_bytes: int) -> None:
        super().__init__(app)
        self.max_bytes = max_bytes

    async def handle(self, scope: Scope, receive: Receive, send: Send) -> None:
        declared = dict(scope.get("headers") or []).get(b"content-length")
        if declared is not None and declared.isdigit() and int(declared) > self.max_bytes:
            await self._reject(scope, receive, send)
            return
        seen = 0

        async def limited_receive() -> Message:
            nonlocal seen
            message = await receive()
            if message["type"] == "http.request":
                seen += len(message.get("body", b""))
                if seen > self.max_bytes:
                    raise _TooLarge(self.max_bytes)
            return message

        tracked = TrackedSend(send)
        try:
            await self.app(scope, limited_receive, tracked)
        except _TooLarge:
            if tracked.started:
                raise
            await self._reject(scope, receive, send)

    async def _reject(self, scope: Scope, receive: Receive, send: Send) -> None:
        await error_response(413, _message(self.max_bytes))(scope, receive, send)
