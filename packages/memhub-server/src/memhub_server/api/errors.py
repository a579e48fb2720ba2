"""Every failure leaves as `{"error": "...", "details"?: "..."}` with the right status."""

from __future__ import annotations

import logging
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException

from ..services.errors import ServiceError

__all__ = ["error_response", "install_error_handlers"]

logger = logging.getLogger("memhub")


def error_response(status: int, message: str, details: str | None = None) -> JSONResponse:
    body: dict[str, Any] = {"error": message}
    if details:
        body["details"] = details
    return JSONResponse(body, status_code=status)


def _describe(error: dict[str, Any]) -> str:
    # Drop FastAPI's location prefix ("body", "query", "path") only when it adds nothing.
    location = [str(part) for part in error.get("loc", ()) if part != "body"]
    where = ".".join(location)
    message = str(error.get("msg", "invalid value"))
    if error.get("type") == "extra_forbidden":
        message = "unknown field (not part of the memhub/Supermemory v5 API)"
    elif error.get("type") == "missing":
        message = "field required"
    return f"{where}: {message}" if where else message


def install_error_handlers(app: FastAPI) -> None:
    @app.exception_handler(RequestValidationError)
    async def _validation(request: Request, exc: RequestValidationError) -> JSONResponse:
        problems = [_describe(e) for e in exc.errors()]
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
            return error_response(405, f"{request.method} is not allowed on {request.url.path}")
        return error_response(exc.status_code, str(exc.detail))

    @app.exception_handler(Exception)
    async def _unexpected(request: Request, exc: Exception) -> JSONResponse:
        logger.exception("unhandled error on %s %s", request.method, request.url.path)
        return error_response(500, "Internal server error")
