"""Every failure leaves as `{"error": "...", "details"?: "..."}` with the right status."""

from __future__ import annotations

import logging
from collections.abc import Mapping
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException
from starlette.routing import Match
from starlette.types import Receive, Scope, Send

from memhub._validation import describe_errors

from ..services.errors import ServiceError
from .asgi import HTTPMiddleware, TrackedSend
from .request_id import request_id

__all__ = ["InternalErrors", "error_response", "install_error_handlers"]

logger = logging.getLogger("memhub")


def error_response(
    status: int,
    message: str,
    details: str | None = None,
    headers: Mapping[str, str] | None = None,
) -> JSONResponse:
    body: dict[str, Any] = {"error": message}
    if details:
        body["details"] = details
    return JSONResponse(body, status_code=status, headers=headers)


_METHODS = ("DELETE", "GET", "HEAD", "OPTIONS", "PATCH", "POST", "PUT")


def _allowed_methods(request: Request) -> str:
    """Every method some route serves on this path (Starlette names only the first route's).

    Asked of the router itself, one method at a time, so included routers count.
    """
    allowed = []
    for method in _METHODS:
        scope = {**request.scope, "method": method}
        if any(route.matches(scope)[0] is Match.FULL for route in request.app.router.routes):
            allowed.append(method)
    return ", ".join(allowed)


def install_error_handlers(app: FastAPI) -> None:
    @app.exception_handler(RequestValidationError)
    async def _validation(request: Request, exc: RequestValidationError) -> JSONResponse:
        problems = describe_errors(exc.errors())
        if not problems:
            problems = ["the request could not be parsed"]
        return error_response(400, f"Invalid request: {problems[0]}", "; ".join(problems))

    @app.exception_handler(ServiceError)
    async def _service(request: Request, exc: ServiceError) -> JSONResponse:
        return error_response(exc.status_code, exc.message, exc.details)

    @app.exception_handler(HTTPException)
    async def _http(request: Request, exc: HTTPException) -> JSONResponse:
        if exc.status_code == 404 and exc.detail == "Not Found":
            return error_response(404, f"No such route: {request.method} {request.url.path}")
        if exc.status_code == 405:
            return error_response(
                405,
                f"{request.method} is not allowed on {request.url.path}",
                headers={"Allow": _allowed_methods(request)},
            )
        return error_response(exc.status_code, str(exc.detail), headers=exc.headers)


class InternalErrors(HTTPMiddleware):
    """ASGI middleware: an unhandled exception becomes a complete `500` JSON response.

    Starlette's own last-resort handler (ServerErrorMiddleware) sends its 500 and
    then re-raises, and uvicorn answers an exception that escapes the app by
    closing the socket: the client's next request on that keep-alive connection
    then fails with a reset. Caught here, below that handler, the 500 is an
    ordinary response and the connection stays usable. Only an exception after
    the response has started still escapes, because then closing the connection
    is the only way to tell the client the body is incomplete.
    """

    async def handle(self, scope: Scope, receive: Receive, send: Send) -> None:
        tracked = TrackedSend(send)
        try:
            await self.app(scope, receive, tracked)
        except Exception:
            rid = request_id(scope)
            logger.exception(
                "unhandled error on %s %s (request id %s)", scope["method"], scope["path"], rid
            )
            if tracked.started:
                raise
            response = error_response(500, "Internal server error", f"request id {rid}")
            await response(scope, receive, send)
