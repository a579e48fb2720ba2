"""A test double for the memhub server: an httpx transport that keeps memory in a dict.

    from memhub.testing import MemoryTransport

    server = MemoryTransport()
    client = server.client()                 # a memhub.Memhub that talks to it
    client.add("alex", content="Alex keeps bees.")
    client.search("alex", query="bees").results[0].memory   # "Alex keeps bees."

In the spirit of `httpx.MockTransport`: the client under test is the real one, only
the server is replaced, so adapter tests need neither the server package, numpy
nor the embedding model, and they run in milliseconds. It answers the routes
adapters use (documents add/get/list/delete, search, profile, memory get, forget) with the
real wire shapes (document update and sorted, filtered listing included, so a
file store such as memhub-anthropic's runs on it), and refuses every other
route with a clear 501.

It is a double, not a model of the engine. Processing is instant (`status` is
`done` on return). Each non-empty line of added text becomes one memory, except
a question (a line ending in `?` states no fact) and all of a `superrag` or
`store` document; the document's text is its one chunk (a `store` document has
none: it is kept verbatim and never searched). Replacing a document's content
forgets its memories and forms new ones from the new text. Search scores a
memory or chunk by the share of the query's words it contains (a word matches one
that shares its first four letters, so "keep" finds "keeps"; common words are
ignored), which is enough for "seeded fact comes back" tests and no more.
Listings evaluate metadata filters as the server does (`memhub.filtering`); search
and profile filters and the other extensions are not evaluated, and a request
using one is refused rather than answered wrongly. Use `memhub_server.testing.LocalEngine`
where a test needs the real ranking, extraction or processing.

`down = True` simulates an outage: every request fails to connect. `requests`
records every request received, so a test can count calls.
"""

from __future__ import annotations

import itertools
import json
import re
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any, TypeVar
from urllib.parse import unquote

import httpx
from pydantic import ValidationError

from ._client import AsyncMemhub, Memhub
from .filtering import Check, compile_filter
from .types import ListParams, ListRequest

__all__ = ["BASE_URL", "MemoryTransport"]

BASE_URL = "http://memhub.test"

# Words too common to say what a memory is about.
_COMMON_WORDS = (
    "a an and are as at be but by did do does for from had has have how i in is it me my "
    "of on or our so that the their them they this to was we were what when where which "
    "who why will with you your"
)
_STOPWORDS = frozenset(_COMMON_WORDS.split())
_SEPARATOR = "\n\n"
# Task types whose documents form no memories: one memory per line would make no sense
# of a `superrag` knowledge document, and a `store` document is never processed at all.
_NO_MEMORIES = frozenset({"superrag", "store"})


@dataclass
class _Memory:
    id: str
    text: str
    document_id: str
    created_at: str
    forgotten: bool = False


@dataclass
class _Document:
    id: str
    content: str
    created_at: str
    updated_at: str
    metadata: dict[str, Any] = field(default_factory=dict)
    extras: dict[str, Any] = field(default_factory=dict)
    """The other `add` fields as sent (title, date, taskType, ...)."""


@dataclass
class _Namespace:
    documents: dict[str, _Document] = field(default_factory=dict)
    memories: list[_Memory] = field(default_factory=list)


class _Refused(Exception):
    def __init__(self, status: int, error: str) -> None:
        super().__init__(error)
        self.status = status
        self.error = error


_Handler = Callable[["MemoryTransport", str, list[str], httpx.Request], Any]


class MemoryTransport(httpx.BaseTransport, httpx.AsyncBaseTransport):
    """An in-memory memhub server for tests, usable by sync and async clients alike."""

    def __init__(self) -> None:
        self.down = False
        self.requests: list[httpx.Request] = []
        self._namespaces: dict[str, _Namespace] = {}
        self._ids = itertools.count(1)
        self._lock = threading.Lock()

    # -- clients -----------------------------------------------------------------------

    def client(self, **kwargs: Any) -> Memhub:
        """A `memhub.Memhub` bound to this transport; arguments go to `Memhub(...)`."""
        kwargs.setdefault("base_url", BASE_URL)
        kwargs.setdefault("api_key", "memory-transport")
        return Memhub(transport=self, **kwargs)

    def async_client(self, **kwargs: Any) -> AsyncMemhub:
        """A `memhub.AsyncMemhub` bound to this transport."""
        kwargs.setdefault("base_url", BASE_URL)
        kwargs.setdefault("api_key", "memory-transport")
        return AsyncMemhub(transport=self, **kwargs)

    # -- inspection --------------------------------------------------------------------

    def document_text(self, namespace: str, document_id: str) -> str | None:
        """The stored text of a document, or None when there is none."""
        with self._lock:
            space = self._namespaces.get(namespace)
            document = space.documents.get(document_id) if space else None
            return document.content if document else None

    def memories(self, namespace: str) -> list[str]:
        """The text of every memory in `namespace` that is not forgotten, oldest first."""
        with self._lock:
            space = self._namespaces.get(namespace)
            return [m.text for m in space.memories if not m.forgotten] if space else []

    # -- transport ---------------------------------------------------------------------

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        request.read()
        self.requests.append(request)
        if self.down:
            raise httpx.ConnectError("MemoryTransport is down", request=request)
        return self._answer(request)

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        await request.aread()
        return self.handle_request(request)

    def _answer(self, request: httpx.Request) -> httpx.Response:
        raw_path = request.url.raw_path.split(b"?", 1)[0].decode("ascii")
        parts = [unquote(part) for part in raw_path.strip("/").split("/")]
        try:
            if len(parts) < 3 or parts[0] != "ns":
                raise _Refused(501, f"MemoryTransport does not serve {request.method} {raw_path}")
            handler = _ROUTES.get((request.method, *parts[2:])) or _ROUTES.get(
                (request.method, *_shape(parts[2:]))
            )
            if handler is None:
                raise _Refused(501, f"MemoryTransport does not serve {request.method} {raw_path}")
            with self._lock:
                body = handler(self, parts[1], parts[3:], request)
        except _Refused as refused:
            return httpx.Response(refused.status, json={"error": refused.error})
        return httpx.Response(200, json=body)

    def _space(self, namespace: str) -> _Namespace:
        return self._namespaces.setdefault(namespace, _Namespace())

    # -- routes ------------------------------------------------------------------------

    def _add(self, namespace: str, _: list[str], request: httpx.Request) -> Any:
        body = _json(request)
        content = body.pop("content", None)
        if not isinstance(content, str) or not content.strip():
            raise _Refused(400, "Invalid request: content must be a non-empty string")
        space, now = self._space(namespace), _now()
        doc_id = body.pop("id", None) or f"doc_{next(self._ids)}"
        metadata = body.pop("metadata", None) or {}
        document = space.documents.get(doc_id)
        if document is None:
            document = _Document(doc_id, content, now, now, dict(metadata), body)
            space.documents[doc_id] = document
            new_text: str | None = content
        else:
            new_text = _appended(document, content)
            document.metadata.update(metadata)
            document.extras.update(body)
            document.updated_at = now
        if new_text:
            self._form_memories(space, document, new_text, now)
        return {"id": doc_id, "status": "done"}

    def _update_document(self, namespace: str, rest: list[str], request: httpx.Request) -> Any:
        body = _json(request)
        space = self._space(namespace)
        document = space.documents.get(rest[0])
        if document is None:
            raise _Refused(404, "Document not found")
        content = body.pop("content", None)
        if content is not None and (not isinstance(content, str) or not content.strip()):
            raise _Refused(400, "Invalid request: content must be a non-empty string")
        metadata = body.pop("metadata", None)
        if metadata is not None:
            document.metadata = dict(metadata)  # supplied fields replace, as on the server
        document.extras.update({key: value for key, value in body.items() if value is not None})
        document.updated_at = _now()
        if content is not None:
            document.content = content
            for memory in space.memories:
                if memory.document_id == document.id:
                    memory.forgotten = True
            self._form_memories(space, document, content, document.updated_at)
        return {"id": document.id, "status": "done"}

    def _form_memories(self, space: _Namespace, document: _Document, text: str, now: str) -> None:
        if document.extras.get("taskType") in _NO_MEMORIES:
            return
        for line in (line.strip() for line in text.splitlines()):
            if line and not line.endswith("?"):
                space.memories.append(_Memory(f"mem_{next(self._ids)}", line, document.id, now))

    def _get_document(self, namespace: str, rest: list[str], request: httpx.Request) -> Any:
        document = self._space(namespace).documents.get(rest[0])
        if document is None:
            raise _Refused(404, "Document not found")
        answer = _document_json(document)
        answer["content"] = document.content
        if "memories" in request.url.params.get("include", ""):
            answer["memories"] = [
                _memory_json(m) for m in self._space(namespace).memories if m.document_id == rest[0]
            ]
        return answer

    def _get_memory(self, namespace: str, rest: list[str], request: httpx.Request) -> Any:
        space = self._space(namespace)
        memory = next((m for m in space.memories if m.id == rest[0]), None)
        if memory is None:
            raise _Refused(404, "Memory not found")
        answer = _memory_json(memory)
        source = space.documents.get(memory.document_id)
        if "documents" in request.url.params.get("include", "") and source is not None:
            answer["included"] = {"document": _document_json(source)}
        return answer

    def _delete_documents(self, namespace: str, _: list[str], request: httpx.Request) -> Any:
        space, count, errors = self._space(namespace), 0, []
        for ref in _json(request).get("ids", []):
            if space.documents.pop(ref, None) is None:
                errors.append({"id": ref, "error": "Document not found"})
                continue
            count += 1
            for memory in space.memories:
                if memory.document_id == ref:
                    memory.forgotten = True
        return {"count": count, "errors": errors}

    def _list(self, namespace: str, rest: list[str], request: httpx.Request) -> Any:
        body = _json(request)
        try:
            paging = ListParams.model_validate(dict(request.url.params))
            kept = _filter_check(ListRequest.model_validate(body))
        except ValidationError as exc:
            raise _Refused(400, f"Invalid request: {exc.errors()[0]['msg']}") from None
        space, kind = self._space(namespace), rest[0]
        include = body.get("include") or {}
        if kind == "documents":
            documents = [d for d in space.documents.values() if kept(d.metadata)]
            ordered = _sorted(documents, paging.sort, paging.order)
            items = [
                _document_json(d) | ({"content": d.content} if include.get("content") else {})
                for d in ordered
            ]
        elif kind == "memories":
            memories = [
                m
                for m in space.memories
                if (include.get("forgotten") or not m.forgotten) and kept({})
            ]
            items = [_memory_json(m) for m in _sorted(memories, paging.sort, paging.order)]
        else:
            raise _Refused(501, f"MemoryTransport does not list {kind}")
        page, limit = paging.page, paging.limit
        shown = items[(page - 1) * limit : page * limit]
        pages = -(-len(items) // limit)
        pagination = {
            "currentPage": page,
            "limit": limit,
            "totalItems": len(items),
            "totalPages": pages,
        }
        answer: dict[str, Any] = {"documents": [], "chunks": [], "memories": []}
        return answer | {kind: shown, "pagination": pagination}

    def _search(self, namespace: str, _: list[str], request: httpx.Request) -> Any:
        body = _json(request)
        if body.get("filter") is not None:
            raise _Refused(501, "MemoryTransport does not evaluate filters")
        query = _words(body.get("query", ""))
        threshold = body.get("threshold", 0.3)
        mode = body.get("searchMode", "hybrid")
        space = self._space(namespace)
        hits: list[dict[str, Any]] = []
        if mode in ("hybrid", "memories"):
            for memory in space.memories:
                score = _score(query, memory.text)
                if not memory.forgotten and score >= threshold:
                    hits.append(_memory_json(memory) | {"similarity": score})
        # Hybrid falls back to chunks only for documents that formed no memory.
        with_memories = {m.document_id for m in space.memories}
        if mode == "chunks" or mode == "hybrid":
            for document in space.documents.values():
                if document.extras.get("taskType") == "store":
                    continue  # kept verbatim, never chunked or searched
                score = _score(query, document.content)
                if score < threshold or (mode == "hybrid" and document.id in with_memories):
                    continue
                hits.append(
                    {
                        "id": f"{document.id}#0",
                        "chunk": document.content,
                        "metadata": document.metadata,
                        "similarity": score,
                    }
                )
        hits.sort(key=lambda hit: -hit["similarity"])
        return {"results": hits[: body.get("limit", 10)], "searchTime": 0.0}

    def _profile(self, namespace: str, _: list[str], request: httpx.Request) -> Any:
        if "markdown" in request.headers.get("accept", ""):
            raise _Refused(501, "MemoryTransport does not render markdown profiles")
        if _json(request).get("filter") is not None:
            raise _Refused(501, "MemoryTransport does not evaluate filters")
        facts = [
            {"id": m.id, "memory": m.text}
            for m in self._space(namespace).memories
            if not m.forgotten
        ]
        return {"profile": {"static": facts, "dynamic": [], "buckets": {}}}

    def _forget(self, namespace: str, _: list[str], request: httpx.Request) -> Any:
        by_id = {m.id: m for m in self._space(namespace).memories}
        count, errors = 0, []
        for ref in _json(request).get("ids", []):
            memory = by_id.get(ref)
            if memory is None or memory.forgotten:
                errors.append({"id": ref, "error": "Memory not found"})
            else:
                memory.forgotten, count = True, count + 1
        return {"count": count, "errors": errors, "matches": []}

    def _forget_matching(self, namespace: str, _: list[str], request: httpx.Request) -> Any:
        body = _json(request)
        query = _words(body.get("query", ""))
        matched = [
            m
            for m in self._space(namespace).memories
            if not m.forgotten and _score(query, m.text) >= 0.5
        ]
        if not body.get("dryRun", True):
            for memory in matched:
                memory.forgotten = True
        matches = [{"id": m.id, "memory": m.text} for m in matched]
        return {"count": len(matched), "errors": [], "matches": matches}


# (method, route shape) -> handler; a shape names the fixed segments after /ns/{ns}/.
_ROUTES: dict[tuple[str, ...], _Handler] = {
    ("POST", "document"): MemoryTransport._add,
    ("GET", "document", "{}"): MemoryTransport._get_document,
    ("PATCH", "document", "{}"): MemoryTransport._update_document,
    ("DELETE", "document"): MemoryTransport._delete_documents,
    ("POST", "list", "{}"): MemoryTransport._list,
    ("POST", "search"): MemoryTransport._search,
    ("POST", "profile"): MemoryTransport._profile,
    ("GET", "memories", "{}"): MemoryTransport._get_memory,
    ("DELETE", "memories"): MemoryTransport._forget,
    ("DELETE", "memories", "semantic"): MemoryTransport._forget_matching,
}


def _shape(segments: list[str]) -> tuple[str, ...]:
    """`["document", "abc"]` -> `("document", "{}")`: the variable segment blanked.

    Fixed two-segment routes (`memories/semantic`) are looked up as they are first."""
    if len(segments) == 2 and segments[0] in ("document", "list", "memories"):
        return (segments[0], "{}")
    return tuple(segments)


def _filter_check(listing: ListRequest) -> Check:
    """Which metadata a listing keeps: all of it without a filter."""
    if listing.filter is None:
        return lambda _metadata: True
    return compile_filter(listing.filter)


_Record = TypeVar("_Record", _Document, _Memory)


def _sorted(records: list[_Record], sort: str, order: str) -> list[_Record]:
    """`records` (in the order they were made) by `createdAt` or `updatedAt`; ties keep
    the order they were made in, newest first when descending, as the server does."""
    ordered = records if order == "asc" else records[::-1]

    def key(record: _Record) -> str:
        if sort == "updatedAt" and isinstance(record, _Document):
            return record.updated_at
        return record.created_at

    return sorted(ordered, key=key, reverse=order != "asc")


def _appended(document: _Document, content: str) -> str | None:
    """Append `content` as the server does; the new text, or None for a re-send."""
    old = document.content
    if content == old or old.endswith(_SEPARATOR + content):
        return None
    if content.startswith(old):
        # A client re-sending its whole transcript: only the tail is new.
        document.content = content
        return content[len(old) :].lstrip("\n")
    document.content = old + _SEPARATOR + content
    return content


def _json(request: httpx.Request) -> dict[str, Any]:
    if not request.content:
        return {}
    body = json.loads(request.content)
    if not isinstance(body, dict):
        raise _Refused(400, "Invalid request: expected a JSON object")
    return body


def _words(text: str) -> list[str]:
    return [w for w in re.findall(r"\w+", text.lower()) if w not in _STOPWORDS]


def _score(query: list[str], text: str) -> float:
    if not query:
        return 0.0
    stems = {w[:4] for w in _words(text)}
    return sum(1 for w in query if w[:4] in stems) / len(query)


def _now() -> str:
    return datetime.now(UTC).isoformat()


def _document_json(document: _Document) -> dict[str, Any]:
    return {
        "id": document.id,
        "title": document.extras.get("title"),
        "type": "text",
        "summary": None,
        "metadata": document.metadata,
        "system": {
            "status": "done",
            "dreamingStatus": "done",
            "createdAt": document.created_at,
            "updatedAt": document.updated_at,
        },
    }


def _memory_json(memory: _Memory) -> dict[str, Any]:
    return {
        "id": memory.id,
        "memory": memory.text,
        "metadata": {},
        "isStatic": True,
        "isInference": False,
        "isLatest": True,
        "isForgotten": memory.forgotten,
        "version": 1,
        "system": {"createdAt": memory.created_at, "updatedAt": memory.created_at},
    }
