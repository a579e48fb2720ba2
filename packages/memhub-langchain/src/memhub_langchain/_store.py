"""`MemhubStore`: a LangGraph `BaseStore` whose items are memhub documents.

How items map onto memhub (stable, so other tools can read the store too):

- The whole store lives in one memhub namespace (`namespace=`, default
  "langgraph"), which is the isolation boundary an API key is scoped to.
- An item is one document. Its content is the value as JSON, exactly; its id
  is `langgraph:` plus a readable form of the item's namespace and key and a
  digest of both (`item_document_id`), so a put on the same key reaches the
  same document and replaces its content.
- The item's LangGraph namespace is in the document's metadata:
  `langgraph_namespace` holds the labels joined with "." (LangGraph forbids
  "." inside a label, so the join is reversible: `split(".")` gives the tuple
  back), `langgraph_prefixes` every leading part of it (`["users",
  "users.u1"]`, which a prefix search filters on), `langgraph_key` the key and
  `source` "langgraph". `langgraph_updated_at` is the time of the last put
  (memhub's own `updatedAt` also moves when it processes the document).

Each operation is written once, as a generator that yields the client calls it
needs and receives their results (`_Call`); one driver runs them, on a `Memhub`
for `batch` and an `AsyncMemhub` for `abatch`, so the two cannot drift apart.
"""

from __future__ import annotations

import asyncio
import json
import math
import operator
from collections.abc import Awaitable, Callable, Generator, Iterable, Mapping, Sequence
from datetime import UTC, datetime
from typing import Any, Literal, NamedTuple

from langgraph.store.base import (
    BaseStore,
    GetOp,
    Item,
    ListNamespacesOp,
    MatchCondition,
    Op,
    PutOp,
    Result,
    SearchItem,
    SearchOp,
    validate_op_namespace,
)

from memhub import AsyncMemhub, ConflictError, Memhub, MemhubError, NotFoundError, namespace_for
from memhub.capture import document_id
from memhub.types import Document, DocumentListItem, MetadataValue, TaskType

from ._clients import check_clients

__all__ = ["SOURCE", "MemhubStore", "item_document_id", "namespace_key", "namespace_of"]

SOURCE = "langgraph"
"""The `source` metadata of every item document."""
_PREFIX = "langgraph:"
_NAMESPACE = "langgraph_namespace"
_PREFIXES = "langgraph_prefixes"
_KEY = "langgraph_key"
_CREATED = "langgraph_created_at"
_UPDATED = "langgraph_updated_at"

_PAGE = 100  # the most one listing page holds
_SEARCH_MAX = 100  # the most one search returns


def namespace_key(namespace: Sequence[str]) -> str:
    """The metadata form of a LangGraph namespace: its labels joined with "."."""
    return ".".join(namespace)


def namespace_of(key: str) -> tuple[str, ...]:
    """The LangGraph namespace a `langgraph_namespace` metadata value stands for."""
    return tuple(key.split("."))


def item_document_id(namespace: Sequence[str], key: str) -> str:
    """The memhub document id of the item `key` in `namespace`."""
    return document_id(json.dumps([*namespace, key], ensure_ascii=False), prefix=_PREFIX)


class _Call(NamedTuple):
    """One client call an operation needs: a method path on the client and its arguments."""

    method: str
    args: tuple[Any, ...]
    kwargs: dict[str, Any]


_Step = Generator[_Call, Any, Any]


class MemhubStore(BaseStore):
    """LangGraph's long-term memory store, kept in one memhub namespace.

    Use it wherever LangGraph takes a store: `create_agent(..., store=store)`,
    `graph.compile(store=store)`, or on its own. `put`, `get`, `delete`,
    `search` and `list_namespaces` behave as with LangGraph's `InMemoryStore`,
    with these differences:

    - Search with a `query` is semantic out of the box: memhub embeds each
      item's JSON (no `index` config needed) and `SearchItem.score` is memhub's
      similarity (0..1). A put is searchable by query once memhub has indexed it
      (milliseconds to seconds later); `get`, listing and filtering see it at once.
    - `put(..., index=False)` stores the item without indexing it: it is never
      found by a query. A list of fields counts as "index this item"; memhub
      always indexes the whole value.
    - A put on an existing key keeps the item's `created_at`. Search without a
      query lists the most recently changed documents first (memhub's update
      time, which its processing of a put also moves); a query ranks at most
      the 100 best passages.
    - With `form_memories=True`, memhub also mines each indexed item's text for
      memories about the user, so what the agent stores shows up in memhub's
      profile and recall for other integrations. It is off by default: items are
      the agent's own records, kept as written.

    A failed memhub call raises its `memhub.MemhubError`: a store does not
    pretend an item is missing. Values must be JSON (no NaN, no datetimes);
    anything else is refused with a `ValueError` before memhub is called.

    `batch` needs `client`; `abatch` uses `async_client`, or runs `batch` in a
    thread when there is none. `timeout` bounds each memhub call, retries included.
    """

    __slots__ = ("async_client", "client", "form_memories", "namespace", "timeout")

    def __init__(
        self,
        client: Memhub | None = None,
        *,
        async_client: AsyncMemhub | None = None,
        namespace: str = "langgraph",
        form_memories: bool = False,
        timeout: float = 10.0,
    ) -> None:
        check_clients("MemhubStore", client, async_client)
        if not timeout > 0:
            raise ValueError(f"timeout must be positive, got {timeout}")
        self.client = client
        self.async_client = async_client
        self.namespace = namespace_for(namespace)
        self.form_memories = form_memories
        self.timeout = timeout

    # -- BaseStore

    def batch(self, ops: Iterable[Op]) -> list[Result]:
        if self.client is None:
            raise TypeError("this MemhubStore has only an async_client: use the a-prefixed methods")
        return [self._drive(self._operation(op)) for op in _checked(ops)]

    async def abatch(self, ops: Iterable[Op]) -> list[Result]:
        checked = _checked(ops)
        if self.async_client is None:
            return await asyncio.to_thread(self.batch, checked)
        return [await self._adrive(self._operation(op)) for op in checked]

    # -- running operations

    def _drive(self, step: _Step) -> Any:
        client = self.client

        async def perform(call: _Call) -> Any:
            return _method(client, call)(*call.args, **call.kwargs)

        # `perform` never suspends, so the coroutine finishes on its first step and
        # needs no event loop: sync and async stores share one driver.
        coroutine = _drive(step, perform)
        try:
            coroutine.send(None)
        except StopIteration as done:
            return done.value
        raise RuntimeError("a sync store call suspended")  # pragma: no cover

    async def _adrive(self, step: _Step) -> Any:
        client = self.async_client

        async def perform(call: _Call) -> Any:
            return await _method(client, call)(*call.args, **call.kwargs)

        return await _drive(step, perform)

    def _call(self, method: str, *args: Any, **kwargs: Any) -> _Call:
        return _Call(method, (self.namespace, *args), {**kwargs, "timeout": self.timeout})

    def _operation(self, op: Op) -> _Step:
        if isinstance(op, GetOp):
            return self._get(op)
        if isinstance(op, PutOp):
            return self._put(op) if op.value is not None else self._delete(op)
        if isinstance(op, SearchOp):
            return self._search(op)
        if isinstance(op, ListNamespacesOp):
            return self._list_namespaces(op)
        raise TypeError(f"unknown store operation: {type(op).__name__}")

    # -- operations

    def _get(self, op: GetOp) -> _Step:
        try:
            document = yield self._call("documents.get", item_document_id(op.namespace, op.key))
        except NotFoundError:
            return None
        if not _is_item(document.metadata, op.namespace, op.key):
            return None
        return _item(document, Item)

    def _delete(self, op: PutOp) -> _Step:
        # Deleting a missing item is a no-op, as in LangGraph's stores (the per-id
        # error of the bulk delete is that and nothing else).
        yield self._call("documents.delete", ids=[item_document_id(op.namespace, op.key)])

    def _put(self, op: PutOp) -> _Step:
        content = _content(op.value)
        metadata = _metadata(op.namespace, op.key)
        metadata[_UPDATED] = datetime.now(UTC).isoformat()
        task_type: TaskType = (
            "store" if op.index is False else "memory" if self.form_memories else "superrag"
        )
        doc_id = item_document_id(op.namespace, op.key)
        try:
            yield self._call(
                "documents.update", doc_id, content=content, metadata=metadata, task_type=task_type
            )
            return None
        except NotFoundError:
            pass
        except ConflictError:
            # Whether a document is indexed is fixed when it is created: a put that
            # turns indexing on or off replaces the document, keeping the item's age.
            old = yield self._call("documents.get", doc_id)
            metadata[_CREATED] = _created(old).isoformat()
            yield self._call("documents.delete", ids=[doc_id])
        yield self._call("add", content=content, id=doc_id, metadata=metadata, task_type=task_type)
        return None

    def _search(self, op: SearchOp) -> _Step:
        if op.limit < 0 or op.offset < 0:
            raise ValueError("search limit and offset must not be negative")
        wanted = op.offset + op.limit
        if op.limit == 0:
            return []
        if op.query:
            found = yield from self._query(op, wanted)
        else:
            found = yield from self._listing(op, wanted)
        return found[op.offset : wanted]

    def _query(self, op: SearchOp, wanted: int) -> _Step:
        # A value filter is applied here after the search, so it gets the most hits
        # one search returns; items with several chunks take several hits.
        limit = _SEARCH_MAX if op.filter else min(_SEARCH_MAX, 2 * wanted + 8)
        response = yield self._call(
            "search",
            query=op.query,
            search_mode="chunks",
            limit=limit,
            threshold=0.0,
            filter=_scope(op.namespace_prefix),
        )
        best: dict[tuple[tuple[str, ...], str], float] = {}
        for hit in response.results:
            place = _place(hit.metadata)
            if place is not None and place not in best:
                best[place] = hit.similarity
        found: list[SearchItem] = []
        for (namespace, key), score in best.items():
            try:
                document = yield self._call("documents.get", item_document_id(namespace, key))
            except NotFoundError:  # deleted since the search
                continue
            item = _item(document, SearchItem, score=score)
            if _matches(item.value, op.filter):
                found.append(item)
                if len(found) == wanted:
                    break
        return found

    def _listing(self, op: SearchOp, wanted: int) -> _Step:
        found: list[SearchItem] = []
        page = 1
        while True:
            listing = yield self._call(
                "list",
                "documents",
                page=page,
                limit=_PAGE,
                sort="updatedAt",
                order="desc",
                filter=_scope(op.namespace_prefix),
                include={"content": True},
            )
            for document in listing.documents:
                if _place(document.metadata) is None:
                    continue
                item = _item(document, SearchItem)
                if _matches(item.value, op.filter):
                    found.append(item)
                    if len(found) == wanted:
                        return found
            if page >= listing.pagination.total_pages:
                return found
            page += 1

    def _list_namespaces(self, op: ListNamespacesOp) -> _Step:
        conditions = op.match_conditions or ()
        namespaces: set[tuple[str, ...]] = set()
        page = 1
        while True:
            listing = yield self._call(
                "list", "documents", page=page, limit=_PAGE, filter=_scope(_literal(conditions))
            )
            for document in listing.documents:
                place = _place(document.metadata)
                if place is not None and all(_fits(c, place[0]) for c in conditions):
                    namespaces.add(place[0])
            if page >= listing.pagination.total_pages:
                break
            page += 1
        if op.max_depth is not None:
            namespaces = {namespace[: op.max_depth] for namespace in namespaces}
        return sorted(namespaces)[op.offset : op.offset + op.limit]


# -- helpers


def _checked(ops: Iterable[Op]) -> list[Op]:
    """The operations as a list, each namespace checked before anything runs."""
    listed = list(ops)
    for op in listed:
        validate_op_namespace(op)
    return listed


def _method(client: Any, call: _Call) -> Any:
    return operator.attrgetter(call.method)(client)


async def _drive(step: _Step, perform: Callable[[_Call], Awaitable[Any]]) -> Any:
    """Run an operation: make each call it yields and send back the result, or throw
    the `MemhubError` into it so it can handle it (a 404 on get, say)."""
    try:
        call = next(step)
        while True:
            try:
                result = await perform(call)
            except MemhubError as exc:
                call = step.throw(exc)
            else:
                call = step.send(result)
    except StopIteration as done:
        return done.value


def _content(value: Mapping[str, Any] | None) -> str:
    if not isinstance(value, Mapping):
        raise ValueError(f"a store value must be a dict, got {type(value).__name__}")
    _check_keys(value)
    try:
        return json.dumps(dict(value), ensure_ascii=False, allow_nan=False)
    except (TypeError, ValueError) as exc:
        raise ValueError(f"a store value must be JSON (str keys, no NaN): {exc}") from None


def _check_keys(value: Any) -> None:
    """Refuse keys that are not strings: JSON would quietly turn them into strings."""
    if isinstance(value, Mapping):
        for key, inner in value.items():
            if not isinstance(key, str):
                raise ValueError(f"a store value must be JSON: key {key!r} is not a string")
            _check_keys(inner)
    elif isinstance(value, list | tuple):
        for inner in value:
            _check_keys(inner)


def _metadata(namespace: Sequence[str], key: str) -> dict[str, MetadataValue]:
    return {
        "source": SOURCE,
        _NAMESPACE: namespace_key(namespace),
        _PREFIXES: [namespace_key(namespace[:depth]) for depth in range(1, len(namespace) + 1)],
        _KEY: key,
    }


def _place(metadata: Mapping[str, Any]) -> tuple[tuple[str, ...], str] | None:
    """(namespace, key) of an item document's metadata; None for other documents."""
    namespace, key = metadata.get(_NAMESPACE), metadata.get(_KEY)
    if metadata.get("source") != SOURCE or not isinstance(namespace, str):
        return None
    return (namespace_of(namespace), key) if isinstance(key, str) else None


def _is_item(metadata: Mapping[str, Any], namespace: tuple[str, ...], key: str) -> bool:
    return _place(metadata) == (tuple(namespace), key)


def _scope(prefix: Sequence[str]) -> dict[str, Any]:
    """The metadata filter for the items under `prefix` (every item for ())."""
    if not prefix:
        return {"field": "source", "operator": "eq", "value": SOURCE}
    return {"field": _PREFIXES, "operator": "arrayContains", "value": namespace_key(prefix)}


def _literal(conditions: Sequence[MatchCondition]) -> tuple[str, ...]:
    """The longest wildcard-free start of the first prefix condition, for the server."""
    for condition in conditions:
        if condition.match_type == "prefix":
            labels = []
            for label in condition.path:
                if label == "*":
                    break
                labels.append(label)
            return tuple(labels)
    return ()


def _fits(condition: MatchCondition, namespace: tuple[str, ...]) -> bool:
    path = tuple(condition.path)
    if len(namespace) < len(path):
        return False
    if condition.match_type == "prefix":
        compared = namespace[: len(path)]
    elif condition.match_type == "suffix":
        compared = namespace[len(namespace) - len(path) :]
    else:
        raise ValueError(f"unknown namespace match type: {condition.match_type!r}")
    return all(want in ("*", have) for want, have in zip(path, compared, strict=True))


def _decode(content: str) -> dict[str, Any]:
    """The value a document holds. Two puts racing on a new key can both add it, and
    memhub appends the second; the last complete value is the one that counts."""
    decoder = json.JSONDecoder()
    position, value = 0, None
    while position < len(content):
        if content[position].isspace():
            position += 1
            continue
        value, position = decoder.raw_decode(content, position)
    if not isinstance(value, dict):
        raise ValueError("the document does not hold a LangGraph store value")
    return value


def _stamp(metadata: Mapping[str, Any], key: str) -> datetime | None:
    value = metadata.get(key)
    try:
        return datetime.fromisoformat(value) if isinstance(value, str) else None
    except ValueError:
        return None


def _created(document: Document | DocumentListItem) -> datetime:
    return _stamp(document.metadata, _CREATED) or document.system.created_at or datetime.now(UTC)


def _item(document: Document | DocumentListItem, kind: Any, **extra: Any) -> Any:
    place = _place(document.metadata)
    assert place is not None
    created = _created(document)
    updated = _stamp(document.metadata, _UPDATED) or document.system.updated_at or created
    return kind(
        namespace=place[0],
        key=place[1],
        value=_decode(document.content or ""),
        created_at=created,
        # Two clocks (this process's for puts, the server's for creation) may disagree.
        updated_at=max(created, updated),
        **extra,
    )


_Compare = Literal["$eq", "$ne", "$gt", "$gte", "$lt", "$lte"]


def _matches(value: Mapping[str, Any], filter: Mapping[str, Any] | None) -> bool:
    """Whether an item's value passes a LangGraph search filter: every key equal to
    its filter value (nested dicts compared key by key) or passing its `$` operators."""
    return not filter or all(_passes(value.get(key), want) for key, want in filter.items())


def _passes(actual: Any, want: Any) -> bool:
    if isinstance(want, Mapping):
        if any(str(key).startswith("$") for key in want):
            return all(_compare(actual, op, bound) for op, bound in want.items())
        return isinstance(actual, Mapping) and all(
            _passes(actual.get(key), inner) for key, inner in want.items()
        )
    if isinstance(want, list | tuple):
        return (
            isinstance(actual, list | tuple)
            and len(actual) == len(want)
            and all(_passes(a, w) for a, w in zip(actual, want, strict=True))
        )
    return bool(actual == want)


def _compare(actual: Any, op: _Compare | str, bound: Any) -> bool:
    if op == "$eq":
        return bool(actual == bound)
    if op == "$ne":
        return bool(actual != bound)
    if op not in ("$gt", "$gte", "$lt", "$lte"):
        raise ValueError(f"unsupported filter operator: {op!r}")
    try:
        left, right = float(actual), float(bound)
    except (TypeError, ValueError):
        return False  # a missing or non-numeric value never passes a comparison
    if math.isnan(left):
        return False
    return {
        "$gt": left > right,
        "$gte": left >= right,
        "$lt": left < right,
        "$lte": left <= right,
    }[op]
