"""What memhub's pure ASGI middleware share: HTTP only, and knowing if a response began."""

from __future__ import annotations

from abc import ABC, abstractmethod

from starlette.types import ASGIApp, Message, Receive, Scope, Send

__all__ = ["HTTPMiddleware", "TrackedSend"]


class HTTPMiddleware(ABC):
    """Base for middleware that acts on HTTP requests; lifespan events pass straight on."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        await self.handle(scope, receive, send)

    @abstractmethod
    async def handle(self, scope: Scope, receive: Receive, send: Send) -> None:
        """Serve one HTTP request."""


class TrackedSend:
    """`send`, noting whether the response has started (after which it cannot be replaced)."""

    def __init__(self, send: Send) -> None:
        self._send = send
        self.started = False

    async def __call__(self, message: Message) -> None:
        if message["type"] == "http.response.start":
            self.started = True
        await self._send(message)
