"""Namespaces and the organization: settings, listing, retiring and moving."""

from __future__ import annotations

import math
import secrets
from collections.abc import Callable

from memhub import types as t

from ..store.base import NamespaceRecord
from ..store.interface import Store
from .auth import Principal
from .errors import InvalidInput, NotFound

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
            pagination=t.Pagination(
                current_page=page,
                limit=limit,
                total_items=found.total,
                total_pages=math.ceil(found.total / limit) if found.total else 0,
            ),
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
        if move_to is not None:
            if move_to == name:
                raise InvalidInput("Invalid move destination: it must differ from the source")
            if not self._store.move_namespace(name, move_to):
                raise NotFound("Namespace not found")
            self._forget_caches(name)
            self._forget_caches(move_to)
            return t.NamespaceDeleted(
                status="queued",
                operation_id=f"op_{secrets.token_hex(8)}",
                namespace=name,
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

    def organization(self) -> t.Organization:
        count = self._store.list_namespaces(page=1, limit=1, query=None, only=None).total
        return t.Organization(
            organizational_context=self._store.organization_context(), namespace_count=count
        )

    def update_organization(self, request: t.UpdateOrganizationRequest) -> t.Organization:
        self._store.set_organization_context(request.organizational_context)
        return self.organization()


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
