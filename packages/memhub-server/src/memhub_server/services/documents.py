"""Documents: accept, read, change, delete and list raw content."""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterable, Mapping
from typing import Any

from memhub import types as t

from ..config import Limits
from ..index.filters import compile_filter
from ..index.retrieval import Indexer
from ..pipeline.extract import FileTooCostlyError, PdfLimits, UnsupportedFileError, extract_text
from ..store.base import STORE_ONLY, ChunkRecord, DocumentHead, DocumentRecord, NewDocument
from ..store.interface import Store
from .errors import Conflict, InvalidInput, NotFound, PayloadTooLarge
from .views import memory_model, pagination

__all__ = [
    "MAX_METADATA_BYTES",
    "MAX_METADATA_KEYS",
    "MAX_METADATA_KEY_CHARS",
    "DocumentService",
    "empty_listing",
]

MAX_METADATA_KEYS = 100
MAX_METADATA_KEY_CHARS = 128
MAX_METADATA_BYTES = 32 * 1024
"""Bounds on a document's `metadata` and `group` (each), as sent: keys, the length of
one key, and the size of the whole object as JSON. Every filtered request reads the
metadata of each document it considers, so its size is a cost of every search."""


class DocumentService:
    def __init__(
        self, store: Store, chunks: Indexer, wake_worker: Callable[[], None], limits: Limits
    ) -> None:
        self._store = store
        self._chunks = chunks
        self._wake = wake_worker
        self._limits = limits

    # -- writes ----------------------------------------------------------------------

    def _check_content(self, content: str) -> None:
        if not content.strip():
            raise InvalidInput("content must not be empty")
        if len(content) > self._limits.max_content_chars:
            raise PayloadTooLarge(
                f"content is {len(content)} characters; the limit is "
                f"{self._limits.max_content_chars}"
            )

    def _check_document(self, new: NewDocument) -> None:
        self._check_content(new.content)
        _check_metadata("metadata", new.metadata)
        _check_metadata("group", new.group)

    def _check_task_type(self, namespace: str, ref: str | None, task_type: str | None) -> None:
        """Refuse turning an indexed document into a stored-only one or back."""
        if ref is None or task_type is None:
            return
        existing = self._store.document(namespace, ref)
        if existing is not None and (existing.task_type == STORE_ONLY) != (task_type == STORE_ONLY):
            raise Conflict(
                f"Document {ref!r} has taskType {existing.task_type or 'memory'!r}; whether a "
                f"document is indexed is fixed when it is created (delete it and add it again "
                f"to change taskType to {task_type!r})"
            )

    def _accept(self, namespace: str, new: NewDocument) -> t.DocumentRef:
        self._check_document(new)
        self._check_task_type(namespace, new.custom_id, new.task_type)
        outcome = self._store.add_document(namespace, new)
        if outcome.action != "unchanged":
            self._wake()
        return t.DocumentRef(id=outcome.document.public_id, status=outcome.document.status)

    def add(
        self,
        namespace: str,
        request: t.DocumentInput,
        *,
        task_type: str | None = None,
        dreaming: str | None = None,
    ) -> t.DocumentRef:
        return self._accept(
            namespace, _new_document(request, task_type=task_type, dreaming=dreaming)
        )

    def batch_add(self, namespace: str, request: t.BatchAddRequest) -> t.BatchAddResult:
        """Store every valid document in one transaction; invalid ones are reported per item.

        One transaction and one worker wake-up for the whole batch: the worker then
        finds the batch queued together and embeds it in one go, instead of
        starting on the first document or two while the rest are still arriving.
        """
        valid: list[NewDocument] = []
        failed: list[t.BatchAddItemResult] = []
        for item in request.documents:
            new = _new_document(item, task_type=request.task_type, dreaming=request.dreaming)
            try:
                self._check_document(new)
                self._check_task_type(namespace, new.custom_id, new.task_type)
            except (InvalidInput, PayloadTooLarge, Conflict) as exc:
                failed.append(t.BatchAddItemResult(id=item.id, status="error", error=exc.message))
            else:
                valid.append(new)
        outcomes = self._store.add_documents(namespace, valid) if valid else []
        if any(outcome.action != "unchanged" for outcome in outcomes):
            self._wake()
        accepted = [
            t.BatchAddItemResult(id=o.document.public_id, status=o.document.status)
            for o in outcomes
        ]
        return t.BatchAddResult(results=accepted + failed, count=len(accepted), failed=len(failed))

    def upload(
        self,
        namespace: str,
        data: bytes,
        *,
        filename: str | None,
        content_type: str | None,
        fields: dict[str, Any],
        replace_ref: str | None = None,
    ) -> t.DocumentRef:
        if len(data) > self._limits.max_file_bytes:
            raise PayloadTooLarge(
                f"the file is {len(data)} bytes; the limit is {self._limits.max_file_bytes}"
            )
        # Checked before the file is read: reading may be the costly part.
        _check_metadata("metadata", fields.get("metadata"))
        _check_metadata("group", fields.get("group"))
        try:
            extracted = extract_text(
                data,
                filename=filename,
                content_type=content_type,
                file_type=fields.get("file_type"),
                pdf_limits=PdfLimits(
                    max_pages=self._limits.max_pdf_pages,
                    max_stream_bytes=self._limits.max_pdf_stream_bytes,
                    max_seconds=self._limits.max_pdf_seconds,
                    max_chars=self._limits.max_content_chars,
                ),
            )
        except UnsupportedFileError as exc:
            raise InvalidInput(str(exc)) from None
        except FileTooCostlyError as exc:
            raise PayloadTooLarge(str(exc)) from None
        text = _servable(extracted.text)
        title = _servable(extracted.title) if extracted.title else None
        if replace_ref is not None:
            return self.update(
                namespace,
                replace_ref,
                t.UpdateDocumentRequest(content=text, **_document_fields(fields)),
            )
        return self._accept(
            namespace,
            NewDocument(
                content=text,
                title=title or filename,
                type=extracted.type,
                metadata=fields.get("metadata") or {},
                group=fields.get("group") or {},
                supporting_context=fields.get("supporting_context"),
                date=fields.get("date"),
                task_type=fields.get("task_type"),
                dreaming=fields.get("dreaming"),
            ),
        )

    def update(self, namespace: str, ref: str, request: t.UpdateDocumentRequest) -> t.DocumentRef:
        # Python field names: they are the store's column names (`task_type`, not `taskType`).
        values = request.model_dump(exclude_unset=True, exclude_none=True, by_alias=False)
        content = values.pop("content", None)
        if content is not None:
            self._check_content(content)
        _check_metadata("metadata", values.get("metadata"))
        _check_metadata("group", values.get("group"))
        if "group" in values:
            values["grp"] = values.pop("group")
        self._check_task_type(namespace, ref, values.get("task_type"))
        record = self._store.replace_document(namespace, ref, content=content, fields=values)
        if record is None:
            raise NotFound("Document not found in this namespace")
        if record.status == "queued":
            self._wake()
        return t.DocumentRef(id=record.public_id, status=record.status)

    def delete(self, namespace: str, request: t.DeleteDocumentsRequest) -> t.DeleteDocumentsResult:
        errors: list[t.IdError] = []
        removed: set[str] = set()
        for ref in request.ids:
            document = self._store.document(namespace, ref)
            if document is None or not self._store.delete_document(namespace, ref):
                errors.append(t.IdError(id=ref, error="Document not found"))
            else:
                removed.add(document.id)
        self._chunks.remove(namespace, removed)
        return t.DeleteDocumentsResult(count=len(removed), errors=errors)

    # -- reads -----------------------------------------------------------------------

    def get(self, namespace: str, ref: str, include: set[str]) -> t.Document:
        record = self._store.document(namespace, ref)
        if record is None:
            raise NotFound("Document not found")
        document = t.Document(
            id=record.public_id,
            title=record.title,
            type=record.type,
            summary=record.summary,
            content=record.content,
            metadata=record.metadata,
            system=_system(record),
        )
        if "chunks" in include:
            document.chunks = [_chunk(c) for c in self._store.document_chunks(record.id)]
        if "memories" in include:
            document.memories = [memory_model(m) for m in self._store.document_memories(record.id)]
        return document

    def documents(
        self, namespace: str, filter: t.FilterExpression | None, sort: str, descending: bool
    ) -> Iterable[DocumentHead]:
        """The heads (everything but content and state) of the matching documents."""
        heads = self._store.list_document_heads(namespace, sort=sort, descending=descending)
        if filter is None:
            return heads
        check = compile_filter(filter)
        return [head for head in heads if check(head.metadata)]

    def matching_ids(
        self,
        namespace: str,
        filter: t.FilterExpression | None,
        sort: str = "createdAt",
        descending: bool = True,
    ) -> list[str]:
        """Ids of the documents whose metadata matches `filter`, in listing order.

        Reads ids and metadata only: a filter costs one pass over the namespace's
        metadata, never over its content."""
        rows = self._store.document_metadata(namespace, sort=sort, descending=descending)
        if filter is None:
            return [doc_id for doc_id, _ in rows]
        check = compile_filter(filter)
        return [doc_id for doc_id, metadata in rows if check(metadata)]

    def list_documents(
        self, namespace: str, params: t.ListParams, request: t.ListRequest
    ) -> t.ListResponse:
        include = request.include or t.ListInclude()
        selected = self.matching_ids(namespace, request.filter, params.sort, params.order == "desc")
        start = (params.page - 1) * params.limit
        chosen = selected[start : start + params.limit]
        found = self._store.documents_by_id(namespace, chosen)
        page = [found[doc_id] for doc_id in chosen if doc_id in found]
        counts = self._store.memory_counts(namespace, chosen) if include.memory_count else {}
        items = [
            t.DocumentListItem(
                id=r.public_id,
                title=r.title,
                type=r.type,
                content=r.content if include.content else None,
                summary=r.summary,
                metadata=r.metadata,
                url=r.url,
                system=_system(r, memory_count=counts.get(r.id)),
            )
            for r in page
        ]
        return _listing(documents=items, pagination=_pagination(params, len(selected)))

    def list_chunks(
        self, namespace: str, params: t.ListParams, request: t.ListRequest
    ) -> t.ListResponse:
        allowed = None
        if request.filter is not None:
            allowed = set(self.matching_ids(namespace, request.filter))
        page = self._store.list_chunks(
            namespace,
            document_ids=allowed,
            sort=params.sort,
            descending=params.order == "desc",
            offset=(params.page - 1) * params.limit,
            limit=params.limit,
        )
        public = self._public_ids({c.document_id for c in page.items}, namespace)
        chunks = [
            t.ChunkListItem(
                **_chunk(c).model_dump(exclude_unset=True), document_id=public.get(c.document_id)
            )
            for c in page.items
        ]
        return _listing(chunks=chunks, pagination=_pagination(params, page.total))

    def _public_ids(self, document_ids: set[str], namespace: str) -> dict[str, str]:
        heads = self._store.document_heads(namespace, sorted(document_ids))
        return {doc_id: head.public_id for doc_id, head in heads.items()}

    def memory_counts(
        self, namespace: str, request: t.MemoryCountsRequest
    ) -> t.MemoryCountsResponse:
        found = [(ref, self._store.document(namespace, ref)) for ref in request.ids]
        known = [(ref, record.id) for ref, record in found if record is not None]
        counts = self._store.memory_counts(namespace, [doc_id for _, doc_id in known])
        return t.MemoryCountsResponse(
            counts=[t.MemoryCount(id=ref, memory_count=counts[doc_id]) for ref, doc_id in known]
        )


_SURROGATE = re.compile("[\ud800-\udfff]")


def _servable(text: str) -> str:
    """Text a decoder produced, with any lone surrogate replaced by U+FFFD.

    A declared `unicode_escape` charset or a PDF's broken font map can yield lone
    surrogates; they have no UTF-8 form, so stored they could never be served back.
    """
    return _SURROGATE.sub("\ufffd", text)


def _check_metadata(name: str, metadata: Mapping[str, Any] | None) -> None:
    if not metadata:
        return
    if len(metadata) > MAX_METADATA_KEYS:
        raise InvalidInput(
            f"Invalid request: {name} has {len(metadata)} keys; the limit is {MAX_METADATA_KEYS}"
        )
    long_key = next((key for key in metadata if len(key) > MAX_METADATA_KEY_CHARS), None)
    if long_key is not None:
        raise InvalidInput(
            f"Invalid request: {name} key {long_key[:40]!r}... is {len(long_key)} characters; "
            f"the limit is {MAX_METADATA_KEY_CHARS}"
        )
    size = len(json.dumps(metadata, ensure_ascii=False).encode())
    if size > MAX_METADATA_BYTES:
        raise InvalidInput(
            f"Invalid request: {name} is {size} bytes as JSON; the limit is {MAX_METADATA_BYTES}"
        )


def _system(record: DocumentRecord, *, memory_count: int | None = None) -> t.DocumentSystem:
    # Responses are serialised without unset fields, so optional keys are only set when
    # they carry something: a failure reason, a requested memory count.
    extra: dict[str, Any] = {}
    if record.error is not None:
        extra["error"] = record.error
    if memory_count is not None:
        extra["memory_count"] = memory_count
    return t.DocumentSystem(
        status=record.status,
        dreaming_status=record.dreaming_status,
        created_at=record.created_at,
        updated_at=record.updated_at,
        **extra,
    )


def _chunk(record: ChunkRecord) -> t.Chunk:
    return t.Chunk(
        id=record.id,
        position=record.position,
        content=record.content,
        type="text",
        metadata=record.metadata,
        system=t.ChunkSystem(created_at=record.created_at),
    )


def _listing(**fields: Any) -> t.ListResponse:
    """A list response with all four keys present, whichever collection was asked for."""
    return t.ListResponse(**{"documents": [], "chunks": [], "memories": [], **fields})


def empty_listing(params: t.ListParams) -> t.ListResponse:
    return _listing(pagination=_pagination(params, 0))


def _pagination(params: t.ListParams, total: int) -> t.Pagination:
    return pagination(total, params.page, params.limit)


def _document_fields(fields: dict[str, Any]) -> dict[str, Any]:
    keys = ("metadata", "group", "supporting_context", "date", "task_type", "dreaming")
    return {k: fields[k] for k in keys if fields.get(k) is not None}


def _new_document(
    request: t.DocumentInput, *, task_type: str | None, dreaming: str | None
) -> NewDocument:
    return NewDocument(
        content=request.content,
        custom_id=request.id,
        metadata=dict(request.metadata or {}),
        group=dict(request.group or {}),
        supporting_context=request.supporting_context,
        date=request.date,
        task_type=task_type,
        dreaming=dreaming,
    )
