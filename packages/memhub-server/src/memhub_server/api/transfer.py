"""Operator routes behind `memhub export|import|status --url`: admin keys only."""

from __future__ import annotations

import tempfile
from collections.abc import Iterator
from typing import IO, Annotated, Any

from fastapi import APIRouter, Query, Request
from fastapi.responses import JSONResponse, StreamingResponse
from pydantic import BaseModel, ConfigDict, Field
from starlette.responses import Response

from memhub.types import NAMESPACE_MAX_LENGTH

from ..engine import Engine
from ..services.auth import Principal
from ..services.errors import Forbidden
from ..services.status import server_status
from ..services.transfer import TransferError, export_lines, import_export, read_export
from .decoding import StrictRoute
from .deps import Caller, EngineDep, run_query

router = APIRouter(route_class=StrictRoute, tags=["admin"])


class NamespaceCounts(BaseModel):
    name: str
    documents: int
    chunks: int
    memories: int = Field(description="Every version, forgotten ones included")
    latestMemories: int = Field(description="Latest versions not forgotten")
    pendingReview: int = Field(description="Inferences awaiting approve or decline")


class ServerStatus(BaseModel):
    version: str
    backend: str
    dataDir: str
    dataBytes: int = Field(description="Bytes of every file in the data folder")
    embeddingModel: str
    extractor: str = Field(description="The LLM model forming memories, or the offline one")
    ingestionQueue: int = Field(description="Ingestion jobs queued or running")
    memoryFormationBacklog: int = Field(description="Documents waiting for memory formation")
    namespaces: list[NamespaceCounts]


class ImportResult(BaseModel):
    imported: list[str] = Field(description="Namespaces written")
    skipped: list[str] = Field(description="Namespaces this file had imported already")
    records: int = Field(description="Records written")


class ExportRecord(BaseModel):
    """One line of an export: `record` says which kind (header, namespace, bucket,
    document, chunk, memory, source, link, job, dream, end)."""

    model_config = ConfigDict(extra="allow")
    record: str


NDJSON = "application/x-ndjson"
_SPOOL_BYTES = 8 << 20


def _check_operator(caller: Principal) -> None:
    """Exports and imports cross namespaces: only an admin key for every namespace."""
    caller.check_admin()
    if caller.namespaces is not None:
        raise Forbidden("Admin access to every namespace required (this key is scoped)")


@router.get(
    "/admin/status",
    response_model=ServerStatus,
    description="Queue depth, memory-formation backlog, counts per namespace, models, data size.",
)
async def status(caller: Caller, engine: EngineDep) -> Response:
    _check_operator(caller)
    return JSONResponse(await run_query(engine, server_status, engine))


@router.get(
    "/admin/export",
    description=(
        "Every namespace (or those named by `namespace`, repeatable) as JSON Lines, the "
        "format `memhub export` writes. Never contains API keys."
    ),
    response_class=StreamingResponse,
    responses={
        200: {
            "description": "The export, one JSON object per line",
            "content": {NDJSON: {"schema": ExportRecord.model_json_schema()}},
        }
    },
)
async def export(
    caller: Caller,
    engine: EngineDep,
    namespace: Annotated[list[str] | None, Query(max_length=1000)] = None,
) -> Response:
    _check_operator(caller)
    for name in namespace or []:
        if len(name) > NAMESPACE_MAX_LENGTH:
            raise TransferError(f"namespace name longer than {NAMESPACE_MAX_LENGTH}: {name!r}")
    spool = await run_query(engine, _spool_export, engine, namespace)
    return StreamingResponse(_drain(spool), media_type=NDJSON)


def _spool_export(engine: Engine, namespaces: list[str] | None) -> IO[bytes]:
    # Written whole before the first byte leaves: one read snapshot on one thread, and an
    # error (an unknown namespace) is still a clean 4xx rather than a cut stream.
    spool = tempfile.SpooledTemporaryFile(max_size=_SPOOL_BYTES)  # noqa: SIM115
    try:
        for line in export_lines(engine, namespaces):
            spool.write(line.encode("utf-8"))
    except BaseException:
        spool.close()
        raise
    spool.seek(0)
    return spool


def _drain(spool: IO[bytes]) -> Iterator[bytes]:
    with spool:
        while block := spool.read(1 << 16):
            yield block


@router.post(
    "/admin/import",
    summary="Import",
    description=(
        "Load a `memhub export` file (JSON Lines body). The whole file is checked first; "
        "each namespace is written in one transaction. A namespace that exists with other "
        "content is a 409; one this file already imported is skipped."
    ),
    response_model=ImportResult,
)
async def import_(request: Request, caller: Caller, engine: EngineDep) -> Response:
    _check_operator(caller)
    body = await request.body()
    try:
        text = body.decode("utf-8")
    except UnicodeDecodeError:
        raise TransferError("the body is not UTF-8 text: not a memhub export") from None
    report = await run_query(engine, _import, engine, text)
    return JSONResponse(report)


def _import(engine: Engine, text: str) -> dict[str, Any]:
    # Only "\n" ends a record: str.splitlines() would also cut at U+2028 and the like,
    # which JSON text may hold unescaped inside a string.
    report = import_export(engine, read_export(text.split("\n")))
    return {"imported": report.imported, "skipped": report.skipped, "records": report.records}
