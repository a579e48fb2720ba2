"""Documents: accept, read, change, delete and list raw content."""

from __future__ import annotations

import dataclasses
import json
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from memhub import types as t
from memhub.filtering import compile_filter

from ..config import Limits, Settings
from ..index.retrieval import Indexer
from ..pipeline.extract import FileTooCostlyError, PdfLimits, UnsupportedFileError, extract_text
from ..pipeline.fetch import FetchError, FetchTooLarge, UrlFetcher, any_address, public_only
from ..store.base import STORE_ONLY, ChunkRecord, DocumentHead, DocumentRecord, NewDocument
from ..store.interface import Store
from .errors import Conflict, InvalidInput, NotFound, PayloadTooLarge
from .views import memory_model, pagination

__all__ = [
    "MAX_METADATA_BYTES",
    "MAX_METADATA_KEYS",
    "MAX_METADATA_KEY_CHARS",
    "DocumentService",
    "Fetched",
    "Listed",
    "empty_listing",
    "url_fetcher",
]

MAX_METADATA_KEYS = 100
MAX_METADATA_KEY_CHARS = 128
MAX_METADATA_BYTES = 32 * 1024
"""Bounds on a document's `metadata` and `group` (each), as sent: keys, the length of
one key, and the size of the whole object as JSON. Every filtered request reads the
metadata of each document it considers, so its size is a cost of every search."""


def _pdf_limits(limits: Limits) -> PdfLimits:
    return PdfLimits(
        max_pages=limits.max_pdf_pages,
        max_stream_bytes=limits.max_pdf_stream_bytes,
        max_seconds=limits.max_pdf_seconds,
        max_chars=limits.max_content_chars,
    )


def url_fetcher(settings: Settings) -> UrlFetcher:
    """The fetcher for URL content: public addresses only unless the operator allows
    private ones; a page may be as large as an uploaded file."""
    return UrlFetcher(
        allowed=any_address if settings.fetch_private_urls else public_only,
        max_bytes=settings.limits.max_file_bytes,
        pdf_limits=_pdf_limits(settings.limits),
    )


@dataclass(frozen=True)
class Fetched:
    """The text fetched from a URL, ready to be stored as a document's content."""

    url: str
    text: str
    title: str | None
    type: str


@dataclass(frozen=True)
class Listed:
    """A document listed across several namespaces: one head, and every namespace
    holding a copy of it under the same public id."""

    head: DocumentHead
    namespaces: list[str]


class DocumentService:
    def __init__(
        self,
        store: Store,
        chunks: Indexer,
        wake_worker: Callable[[], None],
        limits: Limits,
        *,
        fetcher: UrlFetcher | None = None,
    ) -> None:
        self._store = store
        self._chunks = chunks
        self._wake = wake_worker
        self._limits = limits
        self.fetcher = fetcher or UrlFetcher(
            max_bytes=limits.max_file_bytes, pdf_limits=_pdf_limits(limits)
        )

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
        fetched: Fetched | None = None,
    ) -> t.DocumentRef:
        """Store a document; with `fetched`, its content is the fetched page's text (the
        request's content being the URL it came from)."""
        new = _new_document(request, task_type=task_type, dreaming=dreaming)
        if fetched is not None:
            new = dataclasses.replace(
                new,
                content=fetched.text,
                title=fetched.title,
                type=fetched.type,
                url=fetched.url,
            )
        return self._accept(namespace, new)

    def fetch(self, url: str) -> Fetched:
        """The text at `url`, fetched under the fetcher's address policy and limits. A
        failure is a 400 (413 past a size limit) saying why; nothing is stored."""
        try:
            extracted = self.fetcher.fetch(url)
        except FetchTooLarge as exc:
            raise PayloadTooLarge(f"the URL was not fetched: {exc}") from None
        except FetchError as exc:
            raise InvalidInput(f"the URL was not fetched: {exc}") from None
        text = _servable(extracted.text)
        self._check_content(text)
        title = _servable(extracted.title) if extracted.title else None
        return Fetched(url=url.strip(), text=text, title=title, type=extracted.type)

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
                pdf_limits=_pdf_limits(self._limits),
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
                custom_id=fields.get("custom_id"),  # the v3 upload's customId
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

    def update(
        self,
        namespace: str,
        ref: str,
        request: t.UpdateDocumentRequest,
        *,
        fetched: Fetched | None = None,
    ) -> t.DocumentRef:
        """Change a document; with `fetched`, its content becomes the fetched page's
        text (and its title, type and url the page's)."""
        # Python field names: they are the store's column names (`task_type`, not `taskType`).
        values = request.model_dump(exclude_unset=True, exclude_none=True, by_alias=False)
        content = values.pop("content", None)
        if fetched is not None:
            content = fetched.text
            values.update(type=fetched.type, url=fetched.url)
            if fetched.title is not None:
                values["title"] = fetched.title
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

    def find(self, namespace: str, ref: str) -> DocumentRecord | None:
        """The document `ref` (its id or customId) names in `namespace`, if any."""
        return self._store.document(namespace, ref)

    def locate(self, ref: str, namespaces: Iterable[str]) -> list[tuple[str, DocumentRecord]]:
        """Every copy of document `ref` (id or customId) in `namespaces`, with the
        namespace holding it: for callers that name no namespace (the legacy API)."""
        found = []
        for name in namespaces:
            record = self._store.document(name, ref)
            if record is not None:
                found.append((name, record))
        return found

    def listed(
        self,
        namespaces: Iterable[str],
        filter: t.FilterExpression | None,
        sort: str,
        descending: bool,
    ) -> list[Listed]:
        """The matching documents of several namespaces in listing order, each once:
        copies under one public id (a document sent to several namespaces) merge."""
        merged: dict[str, Listed] = {}
        for name in namespaces:
            for head in self.documents(name, filter, sort, descending):
                entry = merged.setdefault(head.public_id, Listed(head, []))
                entry.namespaces.append(name)
        key = "updated_at" if sort == "updatedAt" else "created_at"
        return sorted(merged.values(), key=lambda e: getattr(e.head, key), reverse=descending)

    def load(self, listed: Sequence[Listed]) -> list[tuple[DocumentRecord, list[str]]]:
        """The full records of `listed` (one read per namespace), in the same order;
        any deleted meanwhile is left out."""
        by_namespace: dict[str, list[str]] = {}
        for entry in listed:
            by_namespace.setdefault(entry.namespaces[0], []).append(entry.head.id)
        found: dict[str, DocumentRecord] = {}
        for name, ids in by_namespace.items():
            found.update(self._store.documents_by_id(name, ids))
        return [(found[e.head.id], e.namespaces) for e in listed if e.head.id in found]

    def chunk_positions(self, chunk_ids: Sequence[str]) -> dict[str, int]:
        """Each chunk's position in its document."""
        return {i: chunk.position for i, chunk in self._store.chunks_by_id(chunk_ids).items()}

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
