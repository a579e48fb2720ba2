"""Container tags as namespaces, and finding a legacy document without its namespace.

The v3/v4 API names its container in the body (`containerTag`, or the deprecated
`containerTags` list) instead of the path; memhub keeps one namespace per container.
The mapping is deterministic and needs no stored table:

- a tag that is already a valid namespace name (`^[a-zA-Z0-9_:-]+$`, at most 100
  characters: the rule Supermemory documents for tags) is that namespace;
- any other tag is mapped, never refused, by `memhub.namespace_for`: cleaned and
  suffixed with a digest of the original, the same mapping every memhub adapter uses
  for user ids, so one user id reaches one namespace from any client;
- no tag at all means the key's only namespace when the key is scoped to exactly one,
  else `sm_project_default` (the default the official tools use).

A document sent with several tags is written to each tag's namespace under one id,
so a later search, profile or list on any of those tags sees it (Supermemory's
"belongs to each tag"). Reads by id find every copy the key may see and report
their namespaces as `containerTags`; deletes and updates act on every copy.

Scoped keys apply to the mapped namespace exactly as on the v5 routes: the check
runs on the namespace a tag maps to, so a key scoped to `alice` may use the tag
`alice` and no other.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Literal

from memhub import namespace_for
from memhub import types as t
from memhub.types import is_valid_namespace

from ...engine import Engine
from ...services.auth import Principal
from ...services.errors import InvalidInput
from ...store.base import DocumentRecord

__all__ = [
    "DEFAULT_TAG",
    "MAX_TAGS",
    "Copy",
    "default_namespace",
    "locate",
    "namespace_of_tag",
    "namespaces_of",
    "visible",
    "visible_namespaces",
]

DEFAULT_TAG = "sm_project_default"
MAX_TAGS = 20
"""Tags on one request: each is a namespace the request fans out to."""

_PAGE = 100


def namespace_of_tag(tag: str) -> str:
    """The namespace a container tag maps to (see the module docstring)."""
    if is_valid_namespace(tag):
        return tag
    try:
        return namespace_for(tag)
    except ValueError:
        raise InvalidInput("Invalid request: a container tag must not be blank") from None


def default_namespace(caller: Principal) -> str:
    if caller.namespaces is not None and len(caller.namespaces) == 1:
        return caller.namespaces[0]
    return DEFAULT_TAG


def namespaces_of(
    caller: Principal,
    tag: str | None,
    tags: Sequence[str] | None,
    *,
    default: bool = True,
    access: Literal["read", "write"] | None = None,
) -> list[str]:
    """The namespaces a request's `containerTag` and `containerTags` name, in order and
    without repeats; with neither, the default namespace (or none, if `default` is off).
    With `access`, a 403 unless the caller may read (or write) every one of them."""
    raw = ([tag] if tag is not None else []) + list(tags or ())
    names = list(dict.fromkeys(namespace_of_tag(one) for one in raw))
    if len(names) > MAX_TAGS:
        raise InvalidInput(f"Invalid request: at most {MAX_TAGS} container tags per request")
    if not names and default:
        names = [default_namespace(caller)]
    for name in names:
        if access == "write":
            caller.check_write(name)
        elif access == "read":
            caller.check_read(name)
    return names


def visible(engine: Engine, caller: Principal) -> Iterator[t.Namespace]:
    """Every existing namespace the caller may read, page by page."""
    page = 1
    while True:
        listing = engine.namespaces.list(caller, page=page, limit=_PAGE, query=None)
        yield from listing.namespaces
        if page >= listing.pagination.total_pages:
            return
        page += 1


def visible_namespaces(engine: Engine, caller: Principal) -> Iterator[str]:
    """The names of `visible`."""
    return (entry.namespace for entry in visible(engine, caller))


@dataclass(frozen=True)
class Copy:
    """One namespace's copy of a legacy document."""

    namespace: str
    record: DocumentRecord


def locate(
    engine: Engine, caller: Principal, ref: str, within: Sequence[str] | None = None
) -> list[Copy]:
    """Every copy of document `ref` (its id or customId) in `within`, or in every
    namespace the caller may read. The legacy routes name no namespace, so a lookup
    asks each candidate; a key scoped to a few namespaces asks only those."""
    names: Sequence[str] | Iterator[str]
    if within is not None:
        for name in within:
            caller.check_read(name)
        names = within
    else:
        names = visible_namespaces(engine, caller)
    return [Copy(name, record) for name, record in engine.documents.locate(ref, names)]
