"""Decoding requests strictly: what cannot be stored and served back is a 400 at the door.

A lone UTF-16 surrogate (`"\\udfff"` in JSON) decodes to a Python string that has
no UTF-8 form. Stored, it breaks every later response that carries it, so one bad
write would leave a namespace unreadable. A NUL character (U+0000) is refused for a
like reason: PostgreSQL cannot store it in text or JSON at all, and a request that one
backend keeps and another fails with a 500 is no contract. Every way text enters is
closed here, once, before any service sees it:

- JSON bodies go through pydantic-core's parser, which refuses lone surrogates
  (escaped or raw), `NaN` and `Infinity`, instead of the stdlib's, which accepts all three;
  a `\\u0000` anywhere in the parsed body (keys included) is refused after it;
- form fields and file names are checked by `check_text` (their charset is the
  client's to choose, and some codecs decode to lone surrogates);
- a URL whose percent-escapes are not UTF-8 is refused instead of being decoded
  with replacement characters, so an id in a path is the id the client sent;
- a query parameter the route does not declare is refused: the contract rejects
  options sent in the wrong place rather than ignoring them.
"""

from __future__ import annotations

from collections.abc import Callable, Coroutine
from typing import Any
from urllib.parse import unquote_to_bytes

from fastapi.dependencies.models import Dependant
from fastapi.routing import APIRoute
from pydantic import BaseModel
from pydantic_core import from_json
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import Response
from starlette.types import Scope

__all__ = ["StrictRoute", "check_text", "parse_json"]


def _invalid(message: str) -> HTTPException:
    return HTTPException(400, f"Invalid request: {message}")


_NUL = "\x00"


def _nul(where: str) -> HTTPException:
    return _invalid(f"{where} contains a NUL character (U+0000), which memhub does not store")


def _holds_nul(value: Any) -> bool:
    if isinstance(value, str):
        return _NUL in value
    if isinstance(value, dict):
        return any(_NUL in key or _holds_nul(item) for key, item in value.items())
    if isinstance(value, list):
        return any(_holds_nul(item) for item in value)
    return False


def check_text(text: str, where: str) -> str:
    """`text` unchanged, or a 400 when it holds an unpaired surrogate or a NUL."""
    if _NUL in text:
        raise _nul(where)
    if not text.isascii():
        try:
            text.encode("utf-8")
        except UnicodeEncodeError:
            raise _invalid(f"{where} contains an unpaired UTF-16 surrogate") from None
    return text


def parse_json(data: bytes | str, where: str = "the body") -> Any:
    try:
        parsed = from_json(data, allow_inf_nan=False)
    except ValueError as exc:
        raise _invalid(f"{where} is not valid JSON ({exc})") from None
    # JSON can only carry a NUL escaped; most bodies have no such escape to walk for.
    escaped = b"\\u0000" in data if isinstance(data, bytes) else "\\u0000" in data
    if escaped and _holds_nul(parsed):
        raise _nul(where)
    return parsed


def _utf8(raw: bytes, where: str) -> None:
    decoded = unquote_to_bytes(raw)
    try:
        decoded.decode("utf-8")
    except UnicodeDecodeError:
        raise _invalid(f"the {where} is not valid UTF-8 once percent-decoded") from None
    if b"\x00" in decoded:
        raise _nul(f"the {where}")


def check_url(scope: Scope) -> None:
    """The path and query decode to UTF-8 (so to no lone surrogate) without replacement,
    and hold no NUL."""
    raw_path: bytes = scope.get("raw_path") or scope["path"].encode("utf-8", "surrogatepass")
    _utf8(raw_path.partition(b"?")[0], "path")
    _utf8(scope.get("query_string", b"").replace(b"+", b" "), "query string")


def declared_query(dependant: Dependant) -> frozenset[str]:
    """Every query parameter name a route reads, its dependencies' included."""
    names: set[str] = set()
    pending = [dependant]
    while pending:
        current = pending.pop()
        pending.extend(current.dependencies)
        for field in current.query_params:
            model = field.field_info.annotation
            if isinstance(model, type) and issubclass(model, BaseModel):
                names.update(f.alias or n for n, f in model.model_fields.items())
            else:
                names.add(field.alias)
    return frozenset(names)


class _StrictRequest(Request):
    async def json(self) -> Any:
        if not hasattr(self, "_json"):
            self._json = parse_json(await self.body())
        return self._json


class StrictRoute(APIRoute):
    """A route whose URL, query and JSON body are decoded as the module says."""

    def get_route_handler(self) -> Callable[[Request], Coroutine[Any, Any, Response]]:
        handler = super().get_route_handler()
        query_names = declared_query(self.dependant)

        async def strict_handler(request: Request) -> Response:
            check_url(request.scope)
            unknown = set(request.query_params) - query_names
            if unknown:
                raise _invalid(
                    f"unknown query parameter(s) {', '.join(sorted(unknown))} "
                    f"(not part of the memhub/Supermemory v5 API for this route)"
                )
            return await handler(_StrictRequest(request.scope, request.receive))

        return strict_handler
