"""Who is calling, and which namespace a call is about.

A namespace comes from the call's own `namespace` argument, else from the key when
it reaches exactly one namespace, else from the configured default. The key's scope
is read once per caller from `GET /whoami`; a server without that route (the hosted
service) is taken to give the key every namespace and write access, and its own
answers (403) still apply to each call.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass

from memhub import AsyncMemhub, NotFoundError
from memhub.types import is_valid_namespace

__all__ = ["Access", "Caller", "NamespaceError", "resolve_namespace"]


@dataclass(frozen=True, slots=True)
class Access:
    """What a key may touch: its namespaces (None: all of them) and whether it may write."""

    namespaces: tuple[str, ...] | None = None
    read_only: bool = False


class NamespaceError(ValueError):
    """No usable namespace for a call; the message is written for the model."""


class Caller:
    """One client, and its key's access, fetched on first need and then kept."""

    def __init__(self, client: AsyncMemhub, *, access: Access | None = None) -> None:
        self.client = client
        self._access = access
        self._lock = asyncio.Lock()

    async def access(self) -> Access:
        if self._access is None:
            async with self._lock:
                if self._access is None:
                    self._access = await _fetch_access(self.client)
        return self._access


async def _fetch_access(client: AsyncMemhub) -> Access:
    try:
        scope = await client.whoami(timeout=10.0)
    except NotFoundError:
        return Access()
    namespaces = None if scope.namespaces is None else tuple(scope.namespaces)
    return Access(namespaces=namespaces, read_only=scope.read_only)


def resolve_namespace(given: object, access: Access, default: str | None) -> str:
    """The namespace a call works in: `given`, else the key's only one, else `default`."""
    if given is not None:
        if not isinstance(given, str):
            raise NamespaceError("'namespace' must be a string")
        name = given.strip()
        if name:
            if not is_valid_namespace(name):
                raise NamespaceError(
                    f"'namespace' {name!r} is not a valid namespace: use letters, digits, "
                    "'_', ':' and '-', at most 100 characters"
                )
            return name
    if access.namespaces is not None and len(access.namespaces) == 1:
        return access.namespaces[0]
    if default is not None:
        return default
    if access.namespaces:
        return _choose(f"this key may use {', '.join(access.namespaces)}")
    return _choose("list_namespaces shows the namespaces there are")


def _choose(hint: str) -> str:
    raise NamespaceError(f"no namespace given and none is configured: pass 'namespace' ({hint})")
