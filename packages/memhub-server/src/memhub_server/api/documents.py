"""Document routes: add, batch, upload, get, update, delete."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Annotated, Any, get_args

from fastapi import APIRouter, Query, Request
from pydantic import ValidationError
from starlette.concurrency import run_in_threadpool
from starlette.datastructures import UploadFile
from starlette.responses import Response

from memhub import types as t
from memhub._validation import describe_errors

from ..services.errors import InvalidInput
from .decoding import StrictRoute, check_text, parse_json
from .deps import Caller, DocId, EngineDep, NamespacePath
from .wire import wire

router = APIRouter(prefix="/ns/{namespace}", route_class=StrictRoute)

_FORM_FIELDS = {
    "supportingContext": "supporting_context",
    "metadata": "metadata",
    "group": "group",
    "date": "date",
    "taskType": "task_type",
    "dreaming": "dreaming",
    "fileType": "file_type",
    "mimeType": "mime_type",
}

_FILE_TYPES = get_args(t.FileType)
_MIME_TYPE = re.compile(r"[^\s/]+/[^\s/]+")


def _upload_form(*, file_required: bool) -> dict[str, Any]:
    """The multipart body as OpenAPI describes it (the route reads the form itself)."""
    json_object = "a JSON-encoded object of metadata values"
    properties: dict[str, Any] = {
        "file": {"type": "string", "format": "binary"},
        "supportingContext": {"type": "string", "maxLength": 1500},
        "metadata": {"type": "string", "description": json_object},
        "group": {"type": "string", "description": json_object},
        "date": {"type": "string", "description": "ISO 8601"},
        "taskType": {"type": "string", "enum": list(get_args(t.TaskType))},
        "dreaming": {"type": "string", "enum": list(get_args(t.DreamingMode))},
        "fileType": {"type": "string", "enum": list(_FILE_TYPES)},
        "mimeType": {"type": "string", "pattern": "^[^\\s/]+/[^\\s/]+$"},
    }
    schema = {
        "type": "object",
        "properties": properties,
        "required": ["file"] if file_required else [],
        "additionalProperties": False,
    }
    return {
        "requestBody": {
            "required": file_required,
            "content": {"multipart/form-data": {"schema": schema}},
        }
    }


@router.post("/document", response_model=t.DocumentRef)
def add_document(
    namespace: NamespacePath, body: t.AddDocumentRequest, caller: Caller, engine: EngineDep
) -> Response:
    caller.check_write(namespace)
    return wire(
        engine.documents.add(namespace, body, task_type=body.task_type, dreaming=body.dreaming)
    )


@router.post("/document/batch", response_model=t.BatchAddResult)
def batch_add(
    namespace: NamespacePath, body: t.BatchAddRequest, caller: Caller, engine: EngineDep
) -> Response:
    caller.check_write(namespace)
    return wire(engine.documents.batch_add(namespace, body))


@dataclass(frozen=True)
class _Upload:
    data: bytes | None
    filename: str | None
    content_type: str | None
    fields: dict[str, Any]


async def _read_upload(request: Request, *, file_required: bool) -> _Upload:
    # The form owns spooled temp files; read what we need and close it right here.
    async with request.form() as form:
        unknown = set(form.keys()) - set(_FORM_FIELDS) - {"file"}
        if unknown:
            raise InvalidInput(f"Invalid request: unknown form field(s) {sorted(unknown)}")
        repeated = sorted(key for key in set(form.keys()) if len(form.getlist(key)) > 1)
        if repeated:
            raise InvalidInput(f"Invalid request: form field(s) sent more than once {repeated}")
        upload = form.get("file")
        if upload is not None and not isinstance(upload, UploadFile):
            raise InvalidInput("Invalid request: 'file' must be a file part")
        if upload is None and file_required:
            raise InvalidInput("Invalid request: file: field required")
        raw: dict[str, str] = {}
        for key in _FORM_FIELDS:
            value = form.get(key)
            if isinstance(value, UploadFile):
                raise InvalidInput(f"Invalid request: {key} must be a text field, not a file")
            if value is not None:
                raw[key] = check_text(value, key)
        data = await upload.read() if upload is not None else None
        filename = upload.filename if upload is not None else None
        content_type = upload.content_type if upload is not None else None
    if filename is not None:
        check_text(filename, "the file name")
    fields = _form_fields(raw)
    return _Upload(data, filename, fields.pop("mime_type", None) or content_type, fields)


def _form_fields(raw: dict[str, str]) -> dict[str, Any]:
    values: dict[str, Any] = dict(raw)
    for key in ("metadata", "group"):
        if key in values:
            values[key] = parse_json(values[key], where=key)
    file_type = values.pop("fileType", None)
    if file_type is not None and file_type not in _FILE_TYPES:
        raise InvalidInput(f"Invalid request: fileType must be one of {', '.join(_FILE_TYPES)}")
    mime_type = values.pop("mimeType", None)
    if mime_type is not None and not _MIME_TYPE.fullmatch(mime_type):
        raise InvalidInput("Invalid request: mimeType must look like type/subtype")
    try:
        checked = t.UpdateDocumentRequest.model_validate(values)
    except ValidationError as exc:
        problems = "; ".join(describe_errors(exc.errors()))
        raise InvalidInput(f"Invalid request: {problems}") from None
    fields = checked.model_dump(exclude_none=True)
    if file_type is not None:
        fields["file_type"] = file_type
    if mime_type is not None:
        fields["mime_type"] = mime_type
    return fields


async def _upload(
    request: Request,
    namespace: str,
    engine: EngineDep,
    *,
    replace: str | None,
    file_required: bool = True,
) -> Response:
    upload = await _read_upload(request, file_required=file_required)
    if upload.data is None:  # a fields-only PATCH of a file document
        # fileType describes a file; with none sent there is nothing for it to apply to.
        fields = {k: v for k, v in upload.fields.items() if k != "file_type"}
        update = t.UpdateDocumentRequest.model_validate(fields)
        ref = await run_in_threadpool(engine.documents.update, namespace, replace or "", update)
        return wire(ref)
    ref = await run_in_threadpool(
        lambda: engine.documents.upload(
            namespace,
            upload.data or b"",
            filename=upload.filename,
            content_type=upload.content_type,
            fields=upload.fields,
            replace_ref=replace,
        )
    )
    return wire(ref)


@router.post(
    "/document/file",
    response_model=t.DocumentRef,
    openapi_extra=_upload_form(file_required=True),
)
async def upload_file(
    namespace: NamespacePath, request: Request, caller: Caller, engine: EngineDep
) -> Response:
    caller.check_write(namespace)
    return await _upload(request, namespace, engine, replace=None)


@router.post(
    "/document/file/{doc_id:path}",
    response_model=t.DocumentRef,
    openapi_extra=_upload_form(file_required=True),
)
async def replace_with_file(
    namespace: NamespacePath, doc_id: DocId, request: Request, caller: Caller, engine: EngineDep
) -> Response:
    caller.check_write(namespace)
    engine.documents.get(namespace, doc_id, set())  # 404 before reading the upload
    return await _upload(request, namespace, engine, replace=doc_id)


@router.patch(
    "/document/file/{doc_id:path}",
    response_model=t.DocumentRef,
    openapi_extra=_upload_form(file_required=False),
)
async def update_file(
    namespace: NamespacePath, doc_id: DocId, request: Request, caller: Caller, engine: EngineDep
) -> Response:
    caller.check_write(namespace)
    engine.documents.get(namespace, doc_id, set())
    return await _upload(request, namespace, engine, replace=doc_id, file_required=False)


@router.get("/document/{doc_id:path}", response_model=t.Document)
def get_document(
    namespace: NamespacePath,
    doc_id: DocId,
    caller: Caller,
    engine: EngineDep,
    include: Annotated[list[str] | None, Query()] = None,
) -> Response:
    caller.check_read(namespace)
    wanted = include_values(include, {"chunks", "memories"})
    return wire(engine.documents.get(namespace, doc_id, wanted))


@router.patch("/document/{doc_id:path}", response_model=t.DocumentRef)
def update_document(
    namespace: NamespacePath,
    doc_id: DocId,
    body: t.UpdateDocumentRequest,
    caller: Caller,
    engine: EngineDep,
) -> Response:
    caller.check_write(namespace)
    return wire(engine.documents.update(namespace, doc_id, body))


@router.delete("/document", response_model=t.DeleteDocumentsResult)
def delete_documents(
    namespace: NamespacePath, body: t.DeleteDocumentsRequest, caller: Caller, engine: EngineDep
) -> Response:
    caller.check_write(namespace)
    return wire(engine.documents.delete(namespace, body))


def include_values(values: list[str] | None, allowed: set[str]) -> set[str]:
    """`include` as a comma-joined list, repeated parameters, or both."""
    wanted = {part.strip() for value in values or [] for part in value.split(",") if part.strip()}
    unknown = wanted - allowed
    if unknown:
        raise InvalidInput(
            f"Invalid request: include accepts {', '.join(sorted(allowed))}; "
            f"got {', '.join(sorted(unknown))}"
        )
    return wanted
