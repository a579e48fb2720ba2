"""Every API operation, described once as data.

An `Operation` says what to send and how to read the answer. The sync and async
clients only differ in how they send it, so each route's path, body and
validation live here and nowhere else.
"""

from __future__ import annotations

import json
import mimetypes
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar
from urllib.parse import quote

import httpx
from pydantic import BaseModel, ValidationError

from . import types as t
from ._exceptions import InvalidRequestError
from ._params import (
    AddParams,
    BatchAddParams,
    FileInput,
    FileParams,
    GetDocumentParams,
    GetMemoryParams,
    GraphParams,
    ListParams,
    NamespaceListParams,
    ProfileParams,
    SearchParams,
    Timeout,
    UpdateDocumentParams,
)
from ._validation import describe_error

__all__ = ["UNSET_TIMEOUT", "Operation"]

T = TypeVar("T")
M = TypeVar("M", bound=BaseModel)
R = TypeVar("R", bound=t.RequestModel)

UNSET_TIMEOUT: Any = object()
"""Marks "no per-call timeout given": the client default applies."""


@dataclass(frozen=True)
class Operation(Generic[T]):
    method: str
    path: str
    parse: Callable[[httpx.Response], T]
    json: dict[str, Any] | None = None
    params: dict[str, str | int] = field(default_factory=dict)
    files: list[tuple[str, Any]] | None = None
    data: dict[str, str] | None = None
    headers: dict[str, str] = field(default_factory=dict)
    idempotent: bool = True
    """Safe to repeat after a timeout: reads, replaces and deletes, and writes keyed by id."""
    timeout: Timeout = UNSET_TIMEOUT
    bypass_breaker: bool = False
    """Always asks the server, even while the circuit breaker is open (a health check is
    how a caller finds out the server is back; its answer closes the breaker)."""


# -- helpers ---------------------------------------------------------------------------


def _model(model: type[M]) -> Callable[[httpx.Response], M]:
    return lambda response: model.model_validate(response.json())


def _text(response: httpx.Response) -> str:
    return response.text


def _ns(namespace: str) -> str:
    if not t.is_valid_namespace(namespace):
        raise InvalidRequestError(
            f"invalid namespace {namespace!r}: use 1-{t.NAMESPACE_MAX_LENGTH} characters from "
            "letters, digits, '_', ':' and '-' (memhub.namespace_for() makes any user id valid)"
        )
    return namespace


def _seg(value: str, what: str) -> str:
    if not isinstance(value, str) or not 1 <= len(value) <= 255:
        raise InvalidRequestError(f"invalid {what} {value!r}: use 1-255 characters")
    # Ids are caller-chosen and may contain '/', '?', spaces: encode every reserved byte.
    return quote(value, safe="")


def _validate(model: type[R], values: Mapping[str, Any]) -> R:
    try:
        return model.model_validate(values)
    except ValidationError as exc:
        problems = "; ".join(
            describe_error(err, where=None if err["loc"] else model.__name__)
            for err in exc.errors()
        )
        raise InvalidRequestError(f"invalid {model.__name__}: {problems}") from None


def _present(params: Mapping[str, Any], *, skip: Sequence[str] = ()) -> dict[str, Any]:
    """The arguments the caller actually gave (None means 'leave it out')."""
    return {k: v for k, v in params.items() if v is not None and k != "timeout" and k not in skip}


def _body(model: type[t.RequestModel], params: Mapping[str, Any], **extra: Any) -> dict[str, Any]:
    return _validate(model, {**_present(params), **extra}).to_wire()


def _timeout(params: Mapping[str, Any]) -> Timeout:
    timeout: Timeout = params.get("timeout", UNSET_TIMEOUT)
    return timeout


def _query(values: Mapping[str, Any]) -> dict[str, str | int]:
    out: dict[str, str | int] = {}
    for key, value in values.items():
        if value is None:
            continue
        if isinstance(value, str | int):
            out[key] = value
        else:  # a list of include values travels comma-joined
            out[key] = ",".join(value)
    return out


# -- documents ---------------------------------------------------------------------------


def add(namespace: str, params: AddParams) -> Operation[t.DocumentRef]:
    body = _body(t.AddDocumentRequest, params)
    return Operation(
        "POST",
        f"/ns/{_ns(namespace)}/document",
        _model(t.DocumentRef),
        json=body,
        # Re-sending identical content under the same id is a no-op on the server.
        idempotent="id" in body,
        timeout=_timeout(params),
    )


def batch_add(namespace: str, params: BatchAddParams) -> Operation[t.BatchAddResult]:
    body = _body(t.BatchAddRequest, params)
    return Operation(
        "POST",
        f"/ns/{_ns(namespace)}/document/batch",
        _model(t.BatchAddResult),
        json=body,
        idempotent=all("id" in doc for doc in body["documents"]),
        timeout=_timeout(params),
    )


def _file_part(file: FileInput) -> tuple[str, Any]:
    # Read streams up front so a retried request can send the same bytes again.
    if isinstance(file, bytes):
        return ("file", ("upload", file, "application/octet-stream"))
    if not isinstance(file, tuple):
        name = getattr(file, "name", None)
        filename = name.rsplit("/", 1)[-1] if isinstance(name, str) else "upload"
        return ("file", (filename, file.read(), _guess_type(filename)))
    filename, content, *rest = file
    data = content if isinstance(content, bytes) else content.read()
    return ("file", (filename, data, rest[0] if rest else _guess_type(filename)))


def _guess_type(filename: str) -> str:
    return mimetypes.guess_type(filename)[0] or "application/octet-stream"


def _file_form(params: FileParams) -> dict[str, str]:
    form: dict[str, str] = {}
    values = _present(params)
    for key in ("metadata", "group"):
        if key in values:
            # Validate through the JSON model first so multipart and JSON agree.
            _validate(t.UpdateDocumentRequest, {key: values[key]})
            form[key] = json.dumps(dict(values.pop(key)))
    names = {
        "supporting_context": "supportingContext",
        "date": "date",
        "task_type": "taskType",
        "dreaming": "dreaming",
        "file_type": "fileType",
        "mime_type": "mimeType",
    }
    for key, value in values.items():
        if key not in names:
            raise InvalidRequestError(f"unexpected argument {key!r} for a file upload")
        form[names[key]] = str(value)
    return form


def upload_file(namespace: str, file: FileInput, params: FileParams) -> Operation[t.DocumentRef]:
    return Operation(
        "POST",
        f"/ns/{_ns(namespace)}/document/file",
        _model(t.DocumentRef),
        files=[_file_part(file)],
        data=_file_form(params),
        idempotent=False,
        timeout=_timeout(params),
    )


def replace_with_file(
    namespace: str, document_id: str, file: FileInput, params: FileParams
) -> Operation[t.DocumentRef]:
    return Operation(
        "POST",
        f"/ns/{_ns(namespace)}/document/file/{_seg(document_id, 'document id')}",
        _model(t.DocumentRef),
        files=[_file_part(file)],
        data=_file_form(params),
        timeout=_timeout(params),
    )


def update_file(
    namespace: str, document_id: str, file: FileInput | None, params: FileParams
) -> Operation[t.DocumentRef]:
    return Operation(
        "PATCH",
        f"/ns/{_ns(namespace)}/document/file/{_seg(document_id, 'document id')}",
        _model(t.DocumentRef),
        files=[_file_part(file)] if file is not None else [],
        data=_file_form(params),
        timeout=_timeout(params),
    )


def get_document(
    namespace: str, document_id: str, params: GetDocumentParams
) -> Operation[t.Document]:
    return Operation(
        "GET",
        f"/ns/{_ns(namespace)}/document/{_seg(document_id, 'document id')}",
        _model(t.Document),
        params=_query({"include": params.get("include")}),
        timeout=_timeout(params),
    )


def update_document(
    namespace: str, document_id: str, params: UpdateDocumentParams
) -> Operation[t.DocumentRef]:
    return Operation(
        "PATCH",
        f"/ns/{_ns(namespace)}/document/{_seg(document_id, 'document id')}",
        _model(t.DocumentRef),
        json=_body(t.UpdateDocumentRequest, params),
        timeout=_timeout(params),
    )


def delete_documents(
    namespace: str, ids: Sequence[str], timeout: Timeout
) -> Operation[t.DeleteDocumentsResult]:
    return Operation(
        "DELETE",
        f"/ns/{_ns(namespace)}/document",
        _model(t.DeleteDocumentsResult),
        json=_body(t.DeleteDocumentsRequest, {}, ids=list(ids)),
        timeout=timeout,
    )


def memory_counts(
    namespace: str, ids: Sequence[str], timeout: Timeout
) -> Operation[t.MemoryCountsResponse]:
    return Operation(
        "POST",
        f"/ns/{_ns(namespace)}/list/documents/memory-counts",
        _model(t.MemoryCountsResponse),
        json=_body(t.MemoryCountsRequest, {}, ids=list(ids)),
        timeout=timeout,
    )


# -- recall ---------------------------------------------------------------------------


def search(namespace: str, params: SearchParams) -> Operation[t.SearchResponse]:
    return Operation(
        "POST",
        f"/ns/{_ns(namespace)}/search",
        _model(t.SearchResponse),
        json=_body(t.SearchRequest, params),
        timeout=_timeout(params),
    )


def profile(namespace: str, params: ProfileParams) -> Operation[t.ProfileResponse]:
    return Operation(
        "POST",
        f"/ns/{_ns(namespace)}/profile",
        _model(t.ProfileResponse),
        json=_body(t.ProfileRequest, params),
        timeout=_timeout(params),
    )


def profile_markdown(namespace: str, params: ProfileParams) -> Operation[str]:
    return Operation(
        "POST",
        f"/ns/{_ns(namespace)}/profile",
        _text,
        json=_body(t.ProfileRequest, params),
        headers={"accept": "text/markdown"},
        timeout=_timeout(params),
    )


def list_items(namespace: str, kind: t.ListType, params: ListParams) -> Operation[t.ListResponse]:
    if kind not in ("documents", "chunks", "memories"):
        raise InvalidRequestError(f"list type must be documents, chunks or memories, not {kind!r}")
    given = _present(params)
    paging: dict[str, Any] = {
        k: given.pop(k) for k in ("page", "limit", "sort", "order") if k in given
    }
    _validate(t.ListParams, paging)
    return Operation(
        "POST",
        f"/ns/{_ns(namespace)}/list/{kind}",
        _model(t.ListResponse),
        json=_validate(t.ListRequest, given).to_wire(),
        params=_query(paging),
        timeout=_timeout(params),
    )


# -- memories ---------------------------------------------------------------------------


def get_memory(
    namespace: str, memory_id: str, params: GetMemoryParams
) -> Operation[t.MemoryDetails]:
    related_limit = params.get("related_limit")
    if related_limit is not None and not 1 <= related_limit <= 100:
        raise InvalidRequestError("related_limit must be between 1 and 100")
    return Operation(
        "GET",
        f"/ns/{_ns(namespace)}/memories/{_seg(memory_id, 'memory id')}",
        _model(t.MemoryDetails),
        params=_query({"include": params.get("include"), "relatedLimit": related_limit}),
        timeout=_timeout(params),
    )


def forget(namespace: str, ids: Sequence[str], timeout: Timeout) -> Operation[t.ForgetResult]:
    return Operation(
        "DELETE",
        f"/ns/{_ns(namespace)}/memories",
        _model(t.ForgetResult),
        json=_body(t.ForgetMemoriesRequest, {}, ids=list(ids)),
        timeout=timeout,
    )


def forget_matching(
    namespace: str, query: str, dry_run: bool, timeout: Timeout
) -> Operation[t.ForgetResult]:
    return Operation(
        "DELETE",
        f"/ns/{_ns(namespace)}/memories/semantic",
        _model(t.ForgetResult),
        json=_body(t.ForgetMatchingRequest, {}, query=query, dry_run=dry_run),
        # A repeated apply may match a different set, so only previews are repeatable.
        idempotent=dry_run,
        timeout=timeout,
    )


def inferred(namespace: str, timeout: Timeout) -> Operation[t.InferredMemoryList]:
    return Operation(
        "GET",
        f"/ns/{_ns(namespace)}/memories/inferred",
        _model(t.InferredMemoryList),
        timeout=timeout,
    )


def review(
    namespace: str, memory_id: str, action: t.ReviewAction, timeout: Timeout
) -> Operation[t.ReviewResult]:
    return Operation(
        "POST",
        f"/ns/{_ns(namespace)}/memories/{_seg(memory_id, 'memory id')}/review",
        _model(t.ReviewResult),
        json=_body(t.ReviewRequest, {}, action=action),
        idempotent=False,
        timeout=timeout,
    )


# -- profile buckets ---------------------------------------------------------------------


def get_buckets(namespace: str, timeout: Timeout) -> Operation[t.ProfileBuckets]:
    return Operation(
        "GET", f"/ns/{_ns(namespace)}/profile/buckets", _model(t.ProfileBuckets), timeout=timeout
    )


def set_buckets(
    namespace: str, buckets: Mapping[str, str], timeout: Timeout
) -> Operation[t.ProfileBuckets]:
    return Operation(
        "PUT",
        f"/ns/{_ns(namespace)}/profile/buckets",
        _model(t.ProfileBuckets),
        json=_body(t.SetBucketsRequest, {}, buckets=dict(buckets)),
        timeout=timeout,
    )


def delete_buckets(
    namespace: str, buckets: Sequence[str], timeout: Timeout
) -> Operation[t.ProfileBuckets]:
    return Operation(
        "DELETE",
        f"/ns/{_ns(namespace)}/profile/buckets",
        _model(t.ProfileBuckets),
        json=_body(t.DeleteBucketsRequest, {}, buckets=list(buckets)),
        timeout=timeout,
    )


# -- namespaces, organization, graph, health --------------------------------------------


def list_namespaces(params: NamespaceListParams) -> Operation[t.NamespaceList]:
    given = _present(params)
    _validate(t.ListParams, {k: v for k, v in given.items() if k != "q"})
    return Operation(
        "GET", "/ns", _model(t.NamespaceList), params=_query(given), timeout=_timeout(params)
    )


def get_namespace(namespace: str, timeout: Timeout) -> Operation[t.NamespaceDetails]:
    return Operation("GET", f"/ns/{_ns(namespace)}", _model(t.NamespaceDetails), timeout=timeout)


def update_namespace(
    namespace: str, supporting_context: str | None, timeout: Timeout
) -> Operation[t.NamespaceDetails]:
    return Operation(
        "PATCH",
        f"/ns/{_ns(namespace)}",
        _model(t.NamespaceDetails),
        json=_body(t.UpdateNamespaceRequest, {}, supporting_context=supporting_context),
        timeout=timeout,
    )


def delete_namespace(
    namespace: str, move_to: str | None, timeout: Timeout
) -> Operation[t.NamespaceDeleted]:
    if move_to is not None and _ns(move_to) == namespace:
        raise InvalidRequestError("move_to must name a different namespace")
    return Operation(
        "DELETE",
        f"/ns/{_ns(namespace)}",
        _model(t.NamespaceDeleted),
        # moveTo must travel in the query string: a body would be ignored and the
        # namespace deleted instead of moved.
        params=_query({"moveTo": move_to}),
        idempotent=move_to is None,
        timeout=timeout,
    )


def get_organization(timeout: Timeout) -> Operation[t.Organization]:
    return Operation("GET", "/organization", _model(t.Organization), timeout=timeout)


def update_organization(context: str | None, timeout: Timeout) -> Operation[t.Organization]:
    return Operation(
        "PATCH",
        "/organization",
        _model(t.Organization),
        json=_body(t.UpdateOrganizationRequest, {}, organizational_context=context),
        timeout=timeout,
    )


def graph(namespace: str, params: GraphParams) -> Operation[t.GraphResponse]:
    given = _present(params)
    _validate(t.ListParams, given)
    return Operation(
        "GET",
        f"/ns/{_ns(namespace)}/graph",
        _model(t.GraphResponse),
        params=_query(given),
        timeout=_timeout(params),
    )


def whoami(timeout: Timeout) -> Operation[t.WhoAmI]:
    return Operation("GET", "/whoami", _model(t.WhoAmI), timeout=timeout)


def health(timeout: Timeout) -> Operation[t.Health]:
    return Operation("GET", "/health", _model(t.Health), timeout=timeout, bypass_breaker=True)
