"""The OpenAPI document as the server behaves: 400 with the error envelope, never 422.

FastAPI documents a 422 `HTTPValidationError` on every route with parameters;
memhub answers invalid requests with 400 and `{"error", "details"?}`, as the
contract does. The generated schema is rewritten once to say so, to document
that envelope for every other error status, to declare the `x-request-id`
header every response carries, and to mark the request fields memhub accepts
but does not act on.
"""

from __future__ import annotations

from typing import Any

from fastapi import FastAPI
from fastapi.openapi.utils import get_openapi

__all__ = ["ERROR_RESPONSE", "install_openapi"]

_ERROR_SCHEMA: dict[str, Any] = {
    "title": "Error",
    "type": "object",
    "required": ["error"],
    "properties": {
        "error": {"type": "string", "description": "What went wrong"},
        "details": {"type": "string", "description": "Every problem found, when there are more"},
    },
}

_JSON_ERROR = {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}

ERROR_RESPONSE: dict[str, Any] = {"description": "Error", "content": _JSON_ERROR}
"""An error response, for routes that document their own error statuses."""

_REQUEST_ID = {
    "x-request-id": {
        "description": "The caller's own id when it sent a sane one, else a fresh one",
        "schema": {"type": "string"},
        "required": True,
    }
}


_FIELD_NOTES = {
    ("SearchRequest", "rerank"): (
        '"order" reads each fused candidate against the query a second time (rare query '
        "words near each other, query phrases, the date the question names, fragments "
        'pushed down) and reorders the results; "aggregate" does the same and also drops a '
        "result whose text is repeated inside a higher-ranked one. No model is involved. "
        '"none" (the default) keeps the fused order.'
    ),
    ("SearchRequest", "rewriteQuery"): (
        "Match a first-person question to what memory says about the namespace's person: "
        'in a namespace whose memories are mostly about one subject ("the user", or a '
        'name), "Where do I live?" is matched against memories as "Where does the user '
        "live?\" (passages, which keep the speaker's own words, are matched as asked). "
        "Rule-based and local: it adds one query embedding, not a model call. Other "
        "queries, and namespaces about several people equally, are searched as sent."
    ),
}
"""Request fields whose meaning in memhub the generated schema cannot say."""


def _rewrite(schema: dict[str, Any]) -> dict[str, Any]:
    schemas = schema.setdefault("components", {}).setdefault("schemas", {})
    schemas.pop("HTTPValidationError", None)
    schemas.pop("ValidationError", None)
    schemas["Error"] = _ERROR_SCHEMA
    for (model, field), description in _FIELD_NOTES.items():
        schemas[model]["properties"][field]["description"] = description
    for operations in schema.get("paths", {}).values():
        for operation in operations.values():
            responses = operation.setdefault("responses", {})
            responses.pop("422", None)
            # Any route answers 400 to a malformed URL or an undeclared query parameter.
            responses.setdefault("400", {"description": "Invalid request", "content": _JSON_ERROR})
            responses.setdefault("default", ERROR_RESPONSE)
            operation["responses"] = {
                status: {**response, "headers": {**response.get("headers", {}), **_REQUEST_ID}}
                for status, response in responses.items()
            }
    return schema


def install_openapi(app: FastAPI) -> None:
    def openapi() -> dict[str, Any]:
        if app.openapi_schema is None:
            app.openapi_schema = _rewrite(
                get_openapi(
                    title=app.title,
                    version=app.version,
                    description=app.description,
                    routes=app.routes,
                )
            )
        return app.openapi_schema

    app.openapi = openapi  # type: ignore[method-assign]
