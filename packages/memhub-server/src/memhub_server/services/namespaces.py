"""Namespaces and the organization: settings, listing, retiring and moving."""

from __future__ import annotations

from collections.abc import Callable

from memhub import types as t

from ..store.base import NamespaceRecord
from ..store.interface import Store
from .auth import Principal
from .errors import InvalidInput, NotFound
from .views import pagination

__all__ = ["NamespaceService"]


class NamespaceService:
    def __init__(self, store: Store, forget_caches: Callable[[str], None]) -> None:
        """`forget_caches(name)` drops everything kept in memory for a namespace; it runs
        after every store change that moves or removes a namespace's contents."""
        self._store = store
        self._forget_caches = forget_caches

    def list(
        self, principal: Principal, *, page: int, limit: int, query: str | None
    ) -> t.NamespaceList:
        found = self._store.list_namespaces(
            page=page, limit=limit, query=query, only=principal.namespaces
        )
        return t.NamespaceList(
            namespaces=[_namespace(r) for r in found.items],
            pagination=pagination(found.total, page, limit),
        )

    def get(self, name: str) -> t.NamespaceDetails:
        record = self._store.namespace(name)
        if record is None:
            raise NotFound("Namespace not found")
        return _details(record)

    def update(self, name: str, request: t.UpdateNamespaceRequest) -> t.NamespaceDetails:
        record = self._store.set_namespace_context(name, request.supporting_context)
        if record is None:
            raise NotFound("Namespace not found")
        return _details(record)

    def delete(self, name: str, move_to: str | None) -> t.NamespaceDeleted:
        """Delete a namespace with its content, or move the content to `move_to` first.

        A move is done by the time this returns, so it is answered as what it is: the
        namespace is deleted and nothing of its content was (both counts 0), with
        `moveTo` naming where it went. The contract's 202 `queued` answer, with an
        operation id to trace, describes a move still to happen; none is.
        """
        if move_to is not None:
            if move_to == name:
                raise InvalidInput("Invalid move destination: it must differ from the source")
            if not self._store.move_namespace(name, move_to):
                raise NotFound("Namespace not found")
            self._forget_caches(name)
            self._forget_caches(move_to)
            return t.NamespaceDeleted(
                status="deleted",
                namespace=name,
                deleted_documents_count=0,
                deleted_memories_count=0,
                move_to=move_to,
            )
        counts = self._store.delete_namespace(name)
        if counts is None:
            raise NotFound("Namespace not found")
        self._forget_caches(name)
        return t.NamespaceDeleted(
            status="deleted",
            namespace=name,
            deleted_documents_count=counts[0],
            deleted_memories_count=counts[1],
        )

    def organization(self, principal: Principal) -> t.Organization:
        """The organization as `principal` sees it: a key scoped to some namespaces counts
        only those (the rest are not its to know of)."""
        only = principal.namespaces
        count = self._store.list_namespaces(page=1, limit=1, query=None, only=only).total
        return t.Organization(
            organizational_context=self._store.organization_context(), namespace_count=count
        )

    def update_organization(
        self, principal: Principal, request: t.UpdateOrganizationRequest
    ) -> t.Organization:
        self._store.set_organization_context(request.organizational_context)
        return self.organization(principal)


def _namespace(record: NamespaceRecord) -> t.Namespace:
    return t.Namespace(
        id=record.id,
        namespace=record.name,
        document_count=record.document_count,
        memory_count=record.memory_count,
        description=record.supporting_context,
        system=t.Timestamps(created_at=record.created_at, updated_at=record.updated_at),
    )


def _details(record: NamespaceRecord) -> t.NamespaceDetails:
    return t.NamespaceDetails(
        namespace=record.name,
        supporting_context=record.supporting_context,
        system=t.Timestamps(created_at=record.created_at, updated_at=record.updated_at),
    )
