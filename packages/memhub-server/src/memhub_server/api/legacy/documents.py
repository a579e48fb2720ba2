"""`/v3/documents*`: the legacy document routes, on the same document service as v5.

Ids: a document's v3 `id` is its memhub id (the caller's `customId` when one was
given, else the generated one), and every route that takes an id also takes the
customId. See `tags` for how container tags become namespaces.
"""

from __future__ import annotations

import secrets
from collections.abc import Sequence
from typing import Annotated, Any, Literal, get_args

from fastapi import Query, Request
from starlette.concurrency import run_in_threadpool
from starlette.datastructures import UploadFile
from starlette.responses import Response

from memhub import types as t

from ...engine import Engine
from ...services.auth import Principal
from ...services.documents import Fetched
from ...services.errors import InvalidInput, NotFound, ServiceError
from ...services.views import pagination
from ...store.base import DocumentRecord
from ..decoding import check_text, parse_json
from ..deps import Caller, DocId, EngineDep
from ..wire import wire
from . import models as m
from .common import checked, is_url, legacy_router, no_filepath, number, v5
from .filters import translate_filters
from .tags import Copy, locate, namespaces_of, visible_namespaces

router = legacy_router(prefix="/v3/documents")

_DEFAULT_LIST_LIMIT = 10
_DELETE_BATCH = t.MAX_DELETE_IDS


def _not_found() -> NotFound:
    return NotFound("Document not found")


def _renamed(fields: m.Defaults) -> dict[str, Any]:
    """The legacy document fields under their v5 names (None where not sent)."""
    return {
        "supporting_context": fields.entity_context,
        "metadata": fields.metadata,
        "group": fields.filter_by_metadata,
        "date": fields.document_date,
    }


def _document_input(
    item: m.BatchItem | m.AddDocument, defaults: m.BatchAdd | None = None, *, doc_id: str | None
) -> t.DocumentInput:
    fields = _renamed(item)
    if defaults is not None:  # the batch's value for each field the item leaves out
        fallback = _renamed(defaults)
        fields = {key: fallback[key] if value is None else value for key, value in fields.items()}
    return v5(t.DocumentInput, content=item.content, id=doc_id, **fields)


def _shared_id(custom_id: str | None, namespaces: Sequence[str]) -> str | None:
    """The id a new document gets: the caller's, or (when it goes to several namespaces)
    one chosen here, so that every copy answers to the same id."""
    if custom_id is not None or len(namespaces) < 2:
        return custom_id
    return f"v3_{secrets.token_urlsafe(12)}"


def _fetched(engine: Engine, content: str | None) -> Fetched | None:
    """The page `content` names, when content is nothing but a URL (fetched once, however
    many namespaces the document goes to); a URL that cannot be fetched is a 400."""
    if content is None or not is_url(content):
        return None
    return engine.documents.fetch(content)


@router.post(
    "",
    response_model=t.DocumentRef,
    summary="Add a document (v3)",
    description=(
        "Content that is only an http(s) URL is fetched and its text stored (HTML as "
        "readable text, text and PDF as uploads are). Public addresses only unless the "
        "operator sets `MEMHUB_FETCH_PRIVATE_URLS`; a URL that cannot be fetched is a 400 "
        "saying why (413 past the file size limit), and nothing is stored."
    ),
)
def add_document(body: m.AddDocument, caller: Caller, engine: EngineDep) -> Response:
    names = namespaces_of(caller, body.container_tag, body.container_tags, access="write")
    fetched = _fetched(engine, body.content)
    document = _document_input(body, doc_id=_shared_id(body.custom_id, names))
    refs = [
        engine.documents.add(
            name, document, task_type=body.task_type, dreaming=body.dreaming, fetched=fetched
        )
        for name in names
    ]
    return wire(refs[0])


def _add_fetched(
    engine: Engine, names: Sequence[str], document: t.DocumentInput, batch: m.BatchAdd
) -> t.BatchAddItemResult:
    """One batch item whose content is a URL: fetched and stored on its own (a page that
    cannot be fetched fails this item only, like any invalid item)."""
    try:
        fetched = engine.documents.fetch(document.content)
        refs = [
            engine.documents.add(
                name, document, task_type=batch.task_type, dreaming=batch.dreaming, fetched=fetched
            )
            for name in names
        ]
    except ServiceError as exc:
        return t.BatchAddItemResult(id=document.id or "", status="error", error=exc.message)
    return t.BatchAddItemResult(id=refs[0].id, status=refs[0].status)


@router.post("/batch", response_model=m.LegacyBatchResult, summary="Add documents (v3)")
def batch_add(body: m.BatchAdd, caller: Caller, engine: EngineDep) -> Response:
    """Each namespace's documents go to the document service as one batch (one
    transaction, one worker wake-up). A document sent to several tags is stored in each
    and reported once; a document whose content is a URL is fetched and added alone."""
    groups: dict[str, list[t.DocumentInput]] = {}
    fetched: list[t.BatchAddItemResult] = []
    for sent in body.documents:
        item = m.BatchItem(content=sent) if isinstance(sent, str) else sent
        tag = item.container_tag if item.container_tag is not None else body.container_tag
        tags = item.container_tags if item.container_tags is not None else body.container_tags
        names = namespaces_of(caller, tag, tags, access="write")
        document = _document_input(item, body, doc_id=_shared_id(item.custom_id, names))
        if is_url(item.content):
            fetched.append(_add_fetched(engine, names, document, body))
            continue
        for name in names:
            groups.setdefault(name, []).append(document)
    reported: dict[str, t.BatchAddItemResult] = {}
    anonymous: list[t.BatchAddItemResult] = []
    for name, documents in groups.items():
        request = v5(
            t.BatchAddRequest, documents=documents, task_type=body.task_type, dreaming=body.dreaming
        )
        for result in engine.documents.batch_add(name, request).results:
            if result.id:
                reported.setdefault(result.id, result)
            else:
                anonymous.append(result.model_copy(update={"id": ""}))
    results = [*reported.values(), *anonymous, *fetched]
    failed = sum(1 for r in results if r.status == "error")
    return wire(m.LegacyBatchResult(results=results, success=len(results) - failed, failed=failed))


# -- listing ------------------------------------------------------------------------------


def _listed_namespaces(engine: Engine, caller: Principal, tags: Sequence[str] | None) -> list[str]:
    """The namespaces a listing covers: the tags', or every one the caller may read."""
    names = namespaces_of(caller, None, tags, default=False, access="read")
    return names or list(visible_namespaces(engine, caller))


def _list_item(record: DocumentRecord, names: list[str], *, content: bool) -> m.LegacyListItem:
    return m.LegacyListItem(
        id=record.public_id,
        custom_id=record.custom_id,
        container_tags=names,
        title=record.title,
        summary=record.summary,
        type=record.type,
        url=record.url,
        metadata=record.metadata,
        status=record.status,
        created_at=record.created_at,
        updated_at=record.updated_at,
        content=record.content if content else None,
    )


@router.post("/list", response_model=m.LegacyListResponse, summary="List documents (v3)")
def list_documents(
    caller: Caller, engine: EngineDep, body: m.ListDocuments | None = None
) -> Response:
    body = body or m.ListDocuments()
    no_filepath(body.filepath)
    page = number(body.page, 1, "page")
    limit = number(body.limit, _DEFAULT_LIST_LIMIT, "limit")
    if limit > m.MAX_LIST_LIMIT:
        raise InvalidInput(f"Invalid request: limit must be at most {m.MAX_LIST_LIMIT}")
    names = _listed_namespaces(engine, caller, body.container_tags)
    heads = engine.documents.listed(
        names,
        translate_filters(body.filters),
        body.sort or "createdAt",
        (body.order or "desc") == "desc",
    )
    chosen = engine.documents.load(heads[(page - 1) * limit : page * limit])
    items = [_list_item(r, n, content=bool(body.include_content)) for r, n in chosen]
    return wire(
        m.LegacyListResponse(memories=items, pagination=pagination(len(heads), page, limit))
    )


@router.get(
    "/processing",
    response_model=m.ProcessingList,
    summary="Documents still being processed (v3)",
    description=(
        "Documents whose ingestion is not finished, or whose memories are still forming "
        "(`dreamingStatus: dreaming`), newest first; `view=all` adds failed ones. "
        "`containerTags` (comma-separated) narrows the listing."
    ),
)
def processing(
    caller: Caller,
    engine: EngineDep,
    container_tags: Annotated[str | None, Query(alias="containerTags")] = None,
    page: Annotated[int, Query(ge=1, le=t.MAX_PAGE)] = 1,
    limit: Annotated[int, Query(ge=1, le=m.MAX_LIST_LIMIT)] = 100,
    view: Literal["active", "pending", "all"] = "pending",
) -> Response:
    tags = [tag for tag in (container_tags or "").split(",") if tag.strip()]
    names = _listed_namespaces(engine, caller, tags)
    heads = engine.documents.listed(names, None, "createdAt", True)
    settled = ("done",) if view == "all" else ("done", "failed")
    busy = [
        (record, spaces)
        for record, spaces in engine.documents.load(heads)
        if record.status not in settled or record.dreaming_status == "dreaming"
    ]
    items = [_list_item(r, n, content=False) for r, n in busy[(page - 1) * limit : page * limit]]
    return wire(m.ProcessingList(documents=items, total_count=len(busy)))


# -- deleting -----------------------------------------------------------------------------


def _delete_copies(engine: Engine, caller: Principal, copies: Sequence[Copy]) -> None:
    for copy in copies:
        caller.check_write(copy.namespace)
    for copy in copies:
        engine.documents.delete(copy.namespace, t.DeleteDocumentsRequest(ids=[copy.record.id]))


def _empty(engine: Engine, name: str) -> int:
    """Delete every document of a namespace (the namespace and its settings stay)."""
    ids = engine.documents.matching_ids(name, None)
    deleted = 0
    for start in range(0, len(ids), _DELETE_BATCH):
        request = t.DeleteDocumentsRequest(ids=ids[start : start + _DELETE_BATCH])
        deleted += engine.documents.delete(name, request).count
    return deleted


@router.delete(
    "/bulk",
    response_model=m.BulkDeleted,
    summary="Delete documents by id, or every document under some tags (v3)",
)
def delete_bulk(body: m.BulkDelete, caller: Caller, engine: EngineDep) -> Response:
    no_filepath(body.filepath)
    if (body.ids is None) == (body.container_tags is None):
        raise InvalidInput("Invalid request: either 'ids' or 'containerTags' must be provided")
    if body.container_tags is not None:
        names = namespaces_of(caller, None, body.container_tags, access="write")
        deleted = sum(_empty(engine, name) for name in names)
        return wire(
            m.BulkDeleted(success=True, deleted_count=deleted, container_tags=body.container_tags)
        )
    errors: list[t.IdError] = []
    deleted = 0
    for ref in dict.fromkeys(body.ids or ()):
        copies = locate(engine, caller, ref)
        if not copies:
            errors.append(t.IdError(id=ref, error="Document not found"))
            continue
        _delete_copies(engine, caller, copies)
        deleted += 1
    return wire(m.BulkDeleted(success=not errors, deleted_count=deleted, errors=errors))


# -- file upload --------------------------------------------------------------------------

_FORM_FIELDS = {
    "file",
    "containerTag",
    "containerTags",
    "customId",
    "dreaming",
    "entityContext",
    "filepath",
    "fileType",
    "filterByMetadata",
    "metadata",
    "mimeType",
    "taskType",
    "useAdvancedProcessing",
}
_FILE_TYPES = set(get_args(t.FileType))


def _form_tags(raw: str | None) -> list[str] | None:
    """`containerTags` on a form: a JSON array, or one tag as plain text."""
    if raw is None:
        return None
    if raw.lstrip().startswith("["):
        tags = parse_json(raw, where="containerTags")
        if not isinstance(tags, list) or not all(isinstance(tag, str) for tag in tags):
            raise InvalidInput("Invalid request: containerTags must be a JSON array of strings")
        return tags
    return [raw]


def _form_fields(form: dict[str, str]) -> dict[str, Any]:
    """The upload's fields as the document service takes them, checked like a JSON add."""
    values: dict[str, Any] = {}
    for key in ("metadata", "filterByMetadata"):
        if key in form:
            values[key] = parse_json(form[key], where=key)
    for key in ("customId", "entityContext", "taskType", "dreaming"):
        if key in form:
            values[key] = form[key]
    checked_form = checked(m.AddDocument, {"content": "-", **values})
    fields: dict[str, Any] = {
        "metadata": checked_form.metadata,
        "group": checked_form.filter_by_metadata,
        "supporting_context": checked_form.entity_context,
        "task_type": checked_form.task_type,
        "dreaming": checked_form.dreaming,
    }
    # The legacy fileType list is longer (tweet, google_doc, webpage...); those are
    # detected from the file itself instead.
    if form.get("fileType") in _FILE_TYPES:
        fields["file_type"] = form["fileType"]
    return {key: value for key, value in fields.items() if value is not None}


@router.post(
    "/file",
    response_model=t.DocumentRef,
    summary="Upload a file (v3)",
    openapi_extra={
        "requestBody": {
            "required": True,
            "content": {
                "multipart/form-data": {
                    "schema": {
                        "type": "object",
                        "required": ["file"],
                        "properties": {
                            name: {"type": "string", "format": "binary"}
                            if name == "file"
                            else {"type": "string"}
                            for name in sorted(_FORM_FIELDS)
                        },
                    }
                }
            },
        }
    },
)
async def upload_file(request: Request, caller: Caller, engine: EngineDep) -> Response:
    async with request.form() as form:
        unknown = set(form.keys()) - _FORM_FIELDS
        if unknown:
            raise InvalidInput(f"Invalid request: unknown form field(s) {sorted(unknown)}")
        upload = form.get("file")
        if not isinstance(upload, UploadFile):
            raise InvalidInput("Invalid request: file: a file part is required")
        text: dict[str, str] = {}
        for key in _FORM_FIELDS - {"file"}:
            value = form.get(key)
            if isinstance(value, UploadFile):
                raise InvalidInput(f"Invalid request: {key} must be a text field, not a file")
            if value is not None:
                text[key] = check_text(value, key)
        data = await upload.read()
        filename, content_type = upload.filename, upload.content_type
    fields = _form_fields(text)
    names = namespaces_of(
        caller, text.get("containerTag"), _form_tags(text.get("containerTags")), access="write"
    )
    custom_id = text.get("customId")
    mime = text.get("mimeType") or content_type

    def store(name: str) -> t.DocumentRef:
        # A customId naming an existing document replaces its content with the file's;
        # a new one names the new document.
        existing = custom_id is not None and engine.documents.find(name, custom_id) is not None
        return engine.documents.upload(
            name,
            data,
            filename=filename,
            content_type=mime,
            fields=fields if existing or custom_id is None else {**fields, "custom_id": custom_id},
            replace_ref=custom_id if existing else None,
        )

    refs = [await run_in_threadpool(store, name) for name in names]
    return wire(refs[0])


# -- one document ---------------------------------------------------------------------------


def _legacy_document(engine: Engine, copies: Sequence[Copy]) -> m.LegacyDocument:
    first = copies[0]
    record = first.record
    memories = engine.documents.get(first.namespace, record.id, {"memories"}).memories or []
    listed = _list_item(record, [copy.namespace for copy in copies], content=True)
    return m.LegacyDocument(
        **dict(listed),
        raw=record.content,
        source=record.type,
        dreaming_status=record.dreaming_status,
        task_type="superrag" if record.task_type == "superrag" else "memory",
        memories=[
            m.LegacyMemory(
                id=memory.id,
                memory=memory.memory,
                created_at=memory.system.created_at or record.created_at,
                updated_at=memory.system.updated_at,
                is_latest=memory.is_latest,
                is_forgotten=memory.is_forgotten,
                is_static=memory.is_static,
                is_inference=memory.is_inference,
                version=memory.version,
                metadata=memory.metadata,
            )
            for memory in memories
        ]
        or None,
    )


@router.get(
    "/{doc_id:path}/chunks",
    response_model=m.DocumentChunks,
    summary="A document's chunks, in order (v3)",
    description=(
        "Registered before `GET /v3/documents/{id}`: a customId ending in `/chunks` is read "
        "with this route, not that one."
    ),
)
def document_chunks(doc_id: DocId, caller: Caller, engine: EngineDep) -> Response:
    copies = locate(engine, caller, doc_id)
    if not copies:
        raise _not_found()
    first = copies[0]
    found = engine.documents.get(first.namespace, first.record.id, {"chunks"}).chunks or []
    chunks = [
        m.LegacyChunk(
            id=chunk.id,
            position=chunk.position,
            content=chunk.content,
            type=chunk.type,
            metadata=chunk.metadata,
            created_at=chunk.system.created_at,
        )
        for chunk in sorted(found, key=lambda c: c.position)
    ]
    return wire(
        m.DocumentChunks(document_id=first.record.public_id, chunks=chunks, total=len(chunks))
    )


@router.get("/{doc_id:path}", response_model=m.LegacyDocument, summary="Get a document (v3)")
def get_document(doc_id: DocId, caller: Caller, engine: EngineDep) -> Response:
    copies = locate(engine, caller, doc_id)
    if not copies:
        raise _not_found()
    return wire(_legacy_document(engine, copies))


@router.patch("/{doc_id:path}", response_model=t.DocumentRef, summary="Update a document (v3)")
def update_document(
    doc_id: DocId, body: m.UpdateDocument, caller: Caller, engine: EngineDep
) -> Response:
    """Content replaces the old content (and is reprocessed); the other fields are set.
    With `containerTag(s)`, only the copies under those tags change."""
    within = namespaces_of(caller, body.container_tag, body.container_tags, default=False)
    copies = locate(engine, caller, doc_id, within or None)
    if not copies:
        raise _not_found()
    for copy in copies:
        caller.check_write(copy.namespace)
    if body.custom_id is not None and body.custom_id != copies[0].record.public_id:
        raise InvalidInput("Invalid request: memhub cannot rename a document's customId")
    fetched = _fetched(engine, body.content)
    update = v5(
        t.UpdateDocumentRequest,
        content=body.content,
        task_type=body.task_type,
        dreaming=body.dreaming,
        **_renamed(body),
    )
    refs = [
        engine.documents.update(c.namespace, c.record.id, update, fetched=fetched) for c in copies
    ]
    return wire(refs[0])


@router.delete(
    "/{doc_id:path}",
    status_code=204,
    response_class=Response,
    summary="Delete a document by id or customId (v3)",
)
def delete_document(doc_id: DocId, caller: Caller, engine: EngineDep) -> Response:
    copies = locate(engine, caller, doc_id)
    if not copies:
        raise _not_found()
    _delete_copies(engine, caller, copies)
    return Response(status_code=204)
