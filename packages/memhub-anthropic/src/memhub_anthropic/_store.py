"""The store operations a command needs, as data, and the sync and async drivers that run them.

A command is written once as a generator that yields steps (`Fetch`, `Add`,
`Replace`, `Remove`, `ListPage`) and receives each step's result. `SyncStore`
runs it with `memhub.Memhub`, `AsyncStore` with `memhub.AsyncMemhub`; they are
the only code that differs between the two tools. A failed call is thrown back
into the command at the step that made it, so the command can undo earlier
steps before the error leaves.
"""

from __future__ import annotations

from collections.abc import Generator, Mapping
from dataclasses import dataclass
from typing import Any, TypeAlias, TypeVar, cast

from memhub import AsyncMemhub, Memhub, MemhubError, NotFoundError
from memhub.types import (
    MAX_DELETE_IDS,
    MAX_PAGE_LIMIT,
    DeleteDocumentsResult,
    Document,
    DocumentListItem,
    ListResponse,
    MetadataValue,
    TaskType,
)

__all__ = [
    "AsyncStore",
    "Plan",
    "SyncStore",
    "add",
    "fetch",
    "list_all",
    "remove",
    "replace",
]

T = TypeVar("T")

PAGE_SIZE = MAX_PAGE_LIMIT


@dataclass(frozen=True)
class Fetch:
    """Read a document by id; the result is the `Document`, or None when there is none."""

    id: str


@dataclass(frozen=True)
class Add:
    """Create a document under a caller-chosen id."""

    id: str
    content: str
    metadata: Mapping[str, MetadataValue]


@dataclass(frozen=True)
class Replace:
    """Replace a document's content (when given) and metadata; the result is False on 404.

    The task type is set when the document is added and kept by every replace.
    """

    id: str
    content: str | None
    metadata: Mapping[str, MetadataValue]


@dataclass(frozen=True)
class Remove:
    """Delete documents permanently (at most 100 ids per step)."""

    ids: tuple[str, ...]


@dataclass(frozen=True)
class ListPage:
    """One page of documents matching a metadata filter, oldest first."""

    filter: Mapping[str, Any]
    page: int
    limit: int


Step: TypeAlias = Fetch | Add | Replace | Remove | ListPage
Plan: TypeAlias = Generator[Step, Any, T]


# -- steps as typed sub-plans ------------------------------------------------------------


def fetch(document_id: str) -> Plan[Document | None]:
    return cast(Document | None, (yield Fetch(document_id)))


def add(document_id: str, content: str, metadata: Mapping[str, MetadataValue]) -> Plan[None]:
    yield Add(document_id, content, metadata)


def replace(
    document_id: str, content: str | None, metadata: Mapping[str, MetadataValue]
) -> Plan[bool]:
    return cast(bool, (yield Replace(document_id, content, metadata)))


def remove(ids: list[str]) -> Plan[DeleteDocumentsResult]:
    """Delete `ids` in batches; every batch's per-id errors are merged into one result."""
    result = DeleteDocumentsResult()
    for start in range(0, len(ids), MAX_DELETE_IDS):
        batch = tuple(ids[start : start + MAX_DELETE_IDS])
        done = cast(DeleteDocumentsResult, (yield Remove(batch)))
        result.count += done.count
        result.errors.extend(done.errors)
    return result


def list_all(filter: Mapping[str, Any]) -> Plan[list[DocumentListItem]]:
    """Every document matching `filter`, page by page; each id once."""
    items: dict[str, DocumentListItem] = {}
    page = 1
    while True:
        response = cast(ListResponse, (yield ListPage(filter, page, PAGE_SIZE)))
        for item in response.documents:
            items.setdefault(item.id, item)
        if not response.documents or page >= response.pagination.total_pages:
            return list(items.values())
        page += 1


# -- drivers ------------------------------------------------------------------------------


class SyncStore:
    """Runs plans against a `memhub.Memhub` in one namespace."""

    def __init__(self, client: Memhub, namespace: str, task_type: TaskType | None) -> None:
        self.client = client
        self.namespace = namespace
        self.task_type = task_type

    def run(self, plan: Plan[T]) -> T:
        try:
            step = next(plan)
            while True:
                try:
                    result = self._perform(step)
                except MemhubError as exc:
                    step = plan.throw(exc)
                else:
                    step = plan.send(result)
        except StopIteration as finished:
            return cast(T, finished.value)

    def _perform(self, step: Step) -> object:
        ns, client = self.namespace, self.client
        match step:
            case Fetch(id=document_id):
                try:
                    return client.documents.get(ns, document_id)
                except NotFoundError:
                    return None
            case Add():
                return client.add(
                    ns,
                    content=step.content,
                    id=step.id,
                    metadata=step.metadata,
                    task_type=self.task_type,
                )
            case Replace():
                try:
                    client.documents.update(
                        ns, step.id, content=step.content, metadata=step.metadata
                    )
                except NotFoundError:
                    return False
                return True
            case Remove(ids=ids):
                return client.documents.delete(ns, ids=ids)
            case ListPage():
                return client.list(
                    ns,
                    "documents",
                    filter=step.filter,
                    page=step.page,
                    limit=step.limit,
                    sort="createdAt",
                    order="asc",
                )


class AsyncStore:
    """Runs plans against a `memhub.AsyncMemhub` in one namespace."""

    def __init__(self, client: AsyncMemhub, namespace: str, task_type: TaskType | None) -> None:
        self.client = client
        self.namespace = namespace
        self.task_type = task_type

    async def run(self, plan: Plan[T]) -> T:
        try:
            step = next(plan)
            while True:
                try:
                    result = await self._perform(step)
                except MemhubError as exc:
                    step = plan.throw(exc)
                else:
                    step = plan.send(result)
        except StopIteration as finished:
            return cast(T, finished.value)

    async def _perform(self, step: Step) -> object:
        ns, client = self.namespace, self.client
        match step:
            case Fetch(id=document_id):
                try:
                    return await client.documents.get(ns, document_id)
                except NotFoundError:
                    return None
            case Add():
                return await client.add(
                    ns,
                    content=step.content,
                    id=step.id,
                    metadata=step.metadata,
                    task_type=self.task_type,
                )
            case Replace():
                try:
                    await client.documents.update(
                        ns, step.id, content=step.content, metadata=step.metadata
                    )
                except NotFoundError:
                    return False
                return True
            case Remove(ids=ids):
                return await client.documents.delete(ns, ids=ids)
            case ListPage():
                return await client.list(
                    ns,
                    "documents",
                    filter=step.filter,
                    page=step.page,
                    limit=step.limit,
                    sort="createdAt",
                    order="asc",
                )
