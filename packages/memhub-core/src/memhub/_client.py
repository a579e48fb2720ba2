"""`Memhub` (sync) and `AsyncMemhub`: the memhub HTTP API as Python methods.

Shaped like the official Supermemory v5 SDK (`client.add`, `client.search`,
`client.documents.get`, ...) so code can switch by changing the import. Every
route is described once in `_ops`; these classes only send what it describes.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TypeVar, Unpack

import httpx

from . import _ops as ops
from . import types as t
from ._attempts import Attempts
from ._base_client import DEFAULT_MAX_RETRIES, BaseClient
from ._breaker import CircuitBreaker
from ._closing import AsyncClosing, Closing
from ._embedded import AsyncEmbeddedTransport, EmbeddedTransport
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

__all__ = ["AsyncMemhub", "Memhub"]

T = TypeVar("T")
_DEFAULT = ops.UNSET_TIMEOUT


class Memhub(BaseClient, Closing):
    """Synchronous memhub client.

    Configuration falls back to the environment: `base_url` → `MEMHUB_BASE_URL` →
    `SUPERMEMORY_BASE_URL`, `api_key` → `MEMHUB_API_KEY` → `SUPERMEMORY_API_KEY`.
    With neither a URL nor a key, the engine runs in this process on `data_dir`
    (default `MEMHUB_DATA_DIR` or `./.memhub`). A key without a URL is taken for a
    forgotten URL and raises `ConfigurationError`; `embedded=True` asks for the
    in-process engine whatever the environment says, `embedded=False` insists on
    a server. `transport` plugs in any httpx transport (a mock, an ASGI app);
    `http_client` replaces the HTTP client whole.

    `timeout` (seconds, or an `httpx.Timeout` whose longest phase counts) is each
    call's whole budget, retries and their backoff included; a method's own
    `timeout=` overrides it for that call. `max_retries` bounds the retries of
    connection failures, timeouts of idempotent calls, 429 and 5xx.

    `breaker` guards against an unreachable server: after two connection
    failures or timeouts in a row, calls fail at once with `CircuitOpenError` for
    a cooldown that grows from 1 s to 60 s, while one call at a time checks
    whether the server is back. Pass a `CircuitBreaker` to tune it or to share one
    between clients, or False to turn it off. The in-process engine has none.
    """

    def __init__(
        self,
        *,
        base_url: str | None = None,
        api_key: str | None = None,
        timeout: float | httpx.Timeout | None = None,
        max_retries: int = DEFAULT_MAX_RETRIES,
        default_headers: dict[str, str] | None = None,
        transport: httpx.BaseTransport | None = None,
        http_client: httpx.Client | None = None,
        data_dir: str | Path | None = None,
        embedded: bool | None = None,
        breaker: CircuitBreaker | bool = True,
    ) -> None:
        super().__init__(
            base_url=base_url,
            api_key=api_key,
            timeout=timeout,
            max_retries=max_retries,
            default_headers=default_headers,
            embedded=embedded,
            breaker=breaker,
            custom_transport=http_client is not None or transport is not None,
        )
        self._engine: EmbeddedTransport | None = None
        if http_client is None and transport is None and self.embedded:
            transport = self._engine = EmbeddedTransport(Path(data_dir) if data_dir else None)
        self._owns_http = http_client is None
        self._http = http_client or httpx.Client(
            base_url=self._http_base_url(),
            headers=self._headers,
            timeout=self.timeout,
            transport=transport,
        )
        if http_client is not None:
            self._http.headers.update(self._headers)
        self.documents = Documents(self)
        self.memories = Memories(self)
        self.profiles = Profiles(self)
        self.namespaces = Namespaces(self)
        self.organization = OrganizationResource(self)

    def _run(self, op: ops.Operation[T]) -> T:
        attempts = self._attempts(self._http, op)
        while True:
            attempts.begin()
            try:
                response = self._http.send(attempts.request)
            except httpx.TransportError as exc:
                delay = attempts.unreachable(exc)
                if delay is None:
                    raise self._connection_error(exc, attempts.request) from exc
            except BaseException:
                attempts.abandoned()
                raise
            else:
                delay = attempts.answered(response)
                if delay is None:
                    if response.is_success:
                        return self._parse(op, response)
                    raise self._status_error(response)
            time.sleep(delay)

    # -- lifecycle

    def start(self) -> None:
        """Start the in-process engine now instead of on the first call.

        The engine starts by importing the server and opening `data_dir`, which
        takes a few seconds once per process; call this at start-up to keep that
        out of the first request and out of any time box around it. A client of a
        server has nothing to start, and neither has a second call.
        """
        if self._engine is not None:
            self._engine.start()

    def close(self) -> None:
        if self._owns_http:
            self._http.close()

    # -- top-level calls

    def add(self, namespace: str, **params: Unpack[AddParams]) -> t.DocumentRef:
        """Add content to `namespace`; an existing `id` appends to that document."""
        return self._run(ops.add(namespace, params))

    def search(self, namespace: str, **params: Unpack[SearchParams]) -> t.SearchResponse:
        """Recall memories and source chunks relevant to `query`."""
        return self._run(ops.search(namespace, params))

    def profile(self, namespace: str, **params: Unpack[ProfileParams]) -> t.ProfileResponse:
        """The namespace's maintained profile: static facts, recent context, buckets."""
        return self._run(ops.profile(namespace, params))

    def profile_markdown(self, namespace: str, **params: Unpack[ProfileParams]) -> str:
        """The profile rendered as markdown by the server."""
        return self._run(ops.profile_markdown(namespace, params))

    def list(
        self, namespace: str, type: t.ListType, **params: Unpack[ListParams]
    ) -> t.ListResponse:
        """One page of documents, chunks or memories."""
        return self._run(ops.list_items(namespace, type, params))

    def graph(self, namespace: str, **params: Unpack[GraphParams]) -> t.GraphResponse:
        """Documents, memories and their relations, one page of documents at a time."""
        return self._run(ops.graph(namespace, params))

    def whoami(self, *, timeout: Timeout = _DEFAULT) -> t.WhoAmI:
        """What this client's API key may touch: its namespaces and whether it may write."""
        return self._run(ops.whoami(timeout))

    def health(self, *, timeout: Timeout = _DEFAULT) -> t.Health:
        return self._run(ops.health(timeout))


class _SyncResource:
    def __init__(self, client: Memhub) -> None:
        self._run = client._run


class Documents(_SyncResource):
    def batch_add(self, namespace: str, **params: Unpack[BatchAddParams]) -> t.BatchAddResult:
        """Add up to 600 documents in one request."""
        return self._run(ops.batch_add(namespace, params))

    def get(self, namespace: str, id: str, **params: Unpack[GetDocumentParams]) -> t.Document:
        """A document by its id or caller-defined id; `include=["chunks","memories"]`."""
        return self._run(ops.get_document(namespace, id, params))

    def update(
        self, namespace: str, id: str, **params: Unpack[UpdateDocumentParams]
    ) -> t.DocumentRef:
        """Change a document; new `content` replaces the old and is reprocessed."""
        return self._run(ops.update_document(namespace, id, params))

    def delete(
        self, namespace: str, *, ids: Sequence[str], timeout: Timeout = _DEFAULT
    ) -> t.DeleteDocumentsResult:
        """Delete documents permanently; failures are reported per id."""
        return self._run(ops.delete_documents(namespace, ids, timeout))

    def upload_file(
        self, namespace: str, *, file: FileInput, **params: Unpack[FileParams]
    ) -> t.DocumentRef:
        """Upload a file (text, markdown, PDF) as a new document."""
        return self._run(ops.upload_file(namespace, file, params))

    def replace_with_file(
        self, namespace: str, id: str, *, file: FileInput, **params: Unpack[FileParams]
    ) -> t.DocumentRef:
        return self._run(ops.replace_with_file(namespace, id, file, params))

    def update_file(
        self,
        namespace: str,
        id: str,
        *,
        file: FileInput | None = None,
        **params: Unpack[FileParams],
    ) -> t.DocumentRef:
        return self._run(ops.update_file(namespace, id, file, params))

    def memory_counts(
        self, namespace: str, *, ids: Sequence[str], timeout: Timeout = _DEFAULT
    ) -> t.MemoryCountsResponse:
        """Live memory counts for up to 100 documents."""
        return self._run(ops.memory_counts(namespace, ids, timeout))


class Memories(_SyncResource):
    def get(self, namespace: str, id: str, **params: Unpack[GetMemoryParams]) -> t.MemoryDetails:
        """One memory, optionally with its versions, links and source document."""
        return self._run(ops.get_memory(namespace, id, params))

    def forget(
        self, namespace: str, *, ids: Sequence[str], timeout: Timeout = _DEFAULT
    ) -> t.ForgetResult:
        """Soft-forget exact memories (reversible; history is kept)."""
        return self._run(ops.forget(namespace, ids, timeout))

    def forget_matching(
        self, namespace: str, *, query: str, dry_run: bool, timeout: Timeout = _DEFAULT
    ) -> t.ForgetResult:
        """Forget memories matching a description; preview first with `dry_run=True`."""
        return self._run(ops.forget_matching(namespace, query, dry_run, timeout))

    def inferred(self, namespace: str, *, timeout: Timeout = _DEFAULT) -> t.InferredMemoryList:
        """The review queue: inferred memories nobody has approved or declined yet."""
        return self._run(ops.inferred(namespace, timeout))

    def review(
        self,
        namespace: str,
        id: str,
        *,
        action: t.ReviewAction,
        timeout: Timeout = _DEFAULT,
    ) -> t.ReviewResult:
        """Approve, decline or undo the review of an inferred memory."""
        return self._run(ops.review(namespace, id, action, timeout))


class Profiles(_SyncResource):
    def get_buckets(self, namespace: str, *, timeout: Timeout = _DEFAULT) -> t.ProfileBuckets:
        return self._run(ops.get_buckets(namespace, timeout))

    def set_buckets(
        self, namespace: str, *, buckets: Mapping[str, str], timeout: Timeout = _DEFAULT
    ) -> t.ProfileBuckets:
        """Add or update buckets (name → description); other buckets stay."""
        return self._run(ops.set_buckets(namespace, buckets, timeout))

    def delete_buckets(
        self, namespace: str, *, buckets: Sequence[str], timeout: Timeout = _DEFAULT
    ) -> t.ProfileBuckets:
        return self._run(ops.delete_buckets(namespace, buckets, timeout))


class Namespaces(_SyncResource):
    def list(self, **params: Unpack[NamespaceListParams]) -> t.NamespaceList:
        return self._run(ops.list_namespaces(params))

    def get(self, namespace: str, *, timeout: Timeout = _DEFAULT) -> t.NamespaceDetails:
        return self._run(ops.get_namespace(namespace, timeout))

    def update(
        self, namespace: str, *, supporting_context: str | None, timeout: Timeout = _DEFAULT
    ) -> t.NamespaceDetails:
        """Set the namespace's supporting context; None clears it."""
        return self._run(ops.update_namespace(namespace, supporting_context, timeout))

    def delete(
        self, namespace: str, *, move_to: str | None = None, timeout: Timeout = _DEFAULT
    ) -> t.NamespaceDeleted:
        """Delete a namespace and its content, or move everything to `move_to` first."""
        return self._run(ops.delete_namespace(namespace, move_to, timeout))


class OrganizationResource(_SyncResource):
    def get(self, *, timeout: Timeout = _DEFAULT) -> t.Organization:
        return self._run(ops.get_organization(timeout))

    def update(
        self, *, organizational_context: str | None, timeout: Timeout = _DEFAULT
    ) -> t.Organization:
        """Set the context that guides memory formation everywhere; None clears it."""
        return self._run(ops.update_organization(organizational_context, timeout))


# ---------------------------------------------------------------------------------------


class AsyncMemhub(BaseClient, AsyncClosing):
    """Asynchronous memhub client; the same methods and settings as `Memhub`, awaited."""

    def __init__(
        self,
        *,
        base_url: str | None = None,
        api_key: str | None = None,
        timeout: float | httpx.Timeout | None = None,
        max_retries: int = DEFAULT_MAX_RETRIES,
        default_headers: dict[str, str] | None = None,
        transport: httpx.AsyncBaseTransport | None = None,
        http_client: httpx.AsyncClient | None = None,
        data_dir: str | Path | None = None,
        embedded: bool | None = None,
        breaker: CircuitBreaker | bool = True,
    ) -> None:
        super().__init__(
            base_url=base_url,
            api_key=api_key,
            timeout=timeout,
            max_retries=max_retries,
            default_headers=default_headers,
            embedded=embedded,
            breaker=breaker,
            custom_transport=http_client is not None or transport is not None,
        )
        self._engine: AsyncEmbeddedTransport | None = None
        if http_client is None and transport is None and self.embedded:
            transport = self._engine = AsyncEmbeddedTransport(Path(data_dir) if data_dir else None)
        self._probes: set[asyncio.Future[httpx.Response]] = set()
        self._owns_http = http_client is None
        self._http = http_client or httpx.AsyncClient(
            base_url=self._http_base_url(),
            headers=self._headers,
            timeout=self.timeout,
            transport=transport,
        )
        if http_client is not None:
            self._http.headers.update(self._headers)
        self.documents = AsyncDocuments(self)
        self.memories = AsyncMemories(self)
        self.profiles = AsyncProfiles(self)
        self.namespaces = AsyncNamespaces(self)
        self.organization = AsyncOrganizationResource(self)

    async def _run(self, op: ops.Operation[T]) -> T:
        attempts = self._attempts(self._http, op)
        while True:
            attempts.begin()
            try:
                response = await (self._probe(attempts) if attempts.probe else self._send(attempts))
            except httpx.TransportError as exc:
                delay = attempts.unreachable(exc)
                if delay is None:
                    raise self._connection_error(exc, attempts.request) from exc
            except BaseException:
                attempts.abandoned()
                raise
            else:
                delay = attempts.answered(response)
                if delay is None:
                    if response.is_success:
                        return self._parse(op, response)
                    raise self._status_error(response)
            await asyncio.sleep(delay)

    async def _probe(self, attempts: Attempts) -> httpx.Response:
        """Send the breaker's probe so that it finishes even if its caller stops waiting."""
        probe = asyncio.ensure_future(self._send(attempts))
        self._probes.add(probe)  # a strong reference until it is done
        probe.add_done_callback(self._probes.discard)
        try:
            return await asyncio.shield(probe)
        except asyncio.CancelledError:
            if not probe.done():
                attempts.report_later(probe)
            raise

    async def _send(self, attempts: Attempts) -> httpx.Response:
        # httpx bounds each phase of a request, not the request; here the event
        # loop can hold the whole attempt to the call's deadline.
        try:
            async with asyncio.timeout(attempts.remaining()):
                return await self._http.send(attempts.request)
        except TimeoutError:
            raise httpx.TimeoutException(
                "no answer before the call's deadline", request=attempts.request
            ) from None

    async def start(self) -> None:
        """`Memhub.start`: the in-process engine starts now, on a worker thread."""
        if self._engine is not None:
            await self._engine.start()

    async def aclose(self) -> None:
        if self._owns_http:
            await self._http.aclose()

    async def add(self, namespace: str, **params: Unpack[AddParams]) -> t.DocumentRef:
        """Add content to `namespace`; an existing `id` appends to that document."""
        return await self._run(ops.add(namespace, params))

    async def search(self, namespace: str, **params: Unpack[SearchParams]) -> t.SearchResponse:
        """Recall memories and source chunks relevant to `query`."""
        return await self._run(ops.search(namespace, params))

    async def profile(self, namespace: str, **params: Unpack[ProfileParams]) -> t.ProfileResponse:
        """The namespace's maintained profile: static facts, recent context, buckets."""
        return await self._run(ops.profile(namespace, params))

    async def profile_markdown(self, namespace: str, **params: Unpack[ProfileParams]) -> str:
        """The profile rendered as markdown by the server."""
        return await self._run(ops.profile_markdown(namespace, params))

    async def list(
        self, namespace: str, type: t.ListType, **params: Unpack[ListParams]
    ) -> t.ListResponse:
        """One page of documents, chunks or memories."""
        return await self._run(ops.list_items(namespace, type, params))

    async def graph(self, namespace: str, **params: Unpack[GraphParams]) -> t.GraphResponse:
        """Documents, memories and their relations, one page of documents at a time."""
        return await self._run(ops.graph(namespace, params))

    async def whoami(self, *, timeout: Timeout = _DEFAULT) -> t.WhoAmI:
        return await self._run(ops.whoami(timeout))

    async def health(self, *, timeout: Timeout = _DEFAULT) -> t.Health:
        return await self._run(ops.health(timeout))


class _AsyncResource:
    def __init__(self, client: AsyncMemhub) -> None:
        self._run = client._run


class AsyncDocuments(_AsyncResource):
    async def batch_add(self, namespace: str, **params: Unpack[BatchAddParams]) -> t.BatchAddResult:
        return await self._run(ops.batch_add(namespace, params))

    async def get(self, namespace: str, id: str, **params: Unpack[GetDocumentParams]) -> t.Document:
        return await self._run(ops.get_document(namespace, id, params))

    async def update(
        self, namespace: str, id: str, **params: Unpack[UpdateDocumentParams]
    ) -> t.DocumentRef:
        return await self._run(ops.update_document(namespace, id, params))

    async def delete(
        self, namespace: str, *, ids: Sequence[str], timeout: Timeout = _DEFAULT
    ) -> t.DeleteDocumentsResult:
        return await self._run(ops.delete_documents(namespace, ids, timeout))

    async def upload_file(
        self, namespace: str, *, file: FileInput, **params: Unpack[FileParams]
    ) -> t.DocumentRef:
        return await self._run(ops.upload_file(namespace, file, params))

    async def replace_with_file(
        self, namespace: str, id: str, *, file: FileInput, **params: Unpack[FileParams]
    ) -> t.DocumentRef:
        return await self._run(ops.replace_with_file(namespace, id, file, params))

    async def update_file(
        self,
        namespace: str,
        id: str,
        *,
        file: FileInput | None = None,
        **params: Unpack[FileParams],
    ) -> t.DocumentRef:
        return await self._run(ops.update_file(namespace, id, file, params))

    async def memory_counts(
        self, namespace: str, *, ids: Sequence[str], timeout: Timeout = _DEFAULT
    ) -> t.MemoryCountsResponse:
        return await self._run(ops.memory_counts(namespace, ids, timeout))


class AsyncMemories(_AsyncResource):
    async def get(
        self, namespace: str, id: str, **params: Unpack[GetMemoryParams]
    ) -> t.MemoryDetails:
        return await self._run(ops.get_memory(namespace, id, params))

    async def forget(
        self, namespace: str, *, ids: Sequence[str], timeout: Timeout = _DEFAULT
    ) -> t.ForgetResult:
        return await self._run(ops.forget(namespace, ids, timeout))

    async def forget_matching(
        self, namespace: str, *, query: str, dry_run: bool, timeout: Timeout = _DEFAULT
    ) -> t.ForgetResult:
        return await self._run(ops.forget_matching(namespace, query, dry_run, timeout))

    async def inferred(
        self, namespace: str, *, timeout: Timeout = _DEFAULT
    ) -> t.InferredMemoryList:
        return await self._run(ops.inferred(namespace, timeout))

    async def review(
        self,
        namespace: str,
        id: str,
        *,
        action: t.ReviewAction,
        timeout: Timeout = _DEFAULT,
    ) -> t.ReviewResult:
        return await self._run(ops.review(namespace, id, action, timeout))


class AsyncProfiles(_AsyncResource):
    async def get_buckets(self, namespace: str, *, timeout: Timeout = _DEFAULT) -> t.ProfileBuckets:
        return await self._run(ops.get_buckets(namespace, timeout))

    async def set_buckets(
        self, namespace: str, *, buckets: Mapping[str, str], timeout: Timeout = _DEFAULT
    ) -> t.ProfileBuckets:
        return await self._run(ops.set_buckets(namespace, buckets, timeout))

    async def delete_buckets(
        self, namespace: str, *, buckets: Sequence[str], timeout: Timeout = _DEFAULT
    ) -> t.ProfileBuckets:
        return await self._run(ops.delete_buckets(namespace, buckets, timeout))


class AsyncNamespaces(_AsyncResource):
    async def list(self, **params: Unpack[NamespaceListParams]) -> t.NamespaceList:
        return await self._run(ops.list_namespaces(params))

    async def get(self, namespace: str, *, timeout: Timeout = _DEFAULT) -> t.NamespaceDetails:
        return await self._run(ops.get_namespace(namespace, timeout))

    async def update(
        self, namespace: str, *, supporting_context: str | None, timeout: Timeout = _DEFAULT
    ) -> t.NamespaceDetails:
        return await self._run(ops.update_namespace(namespace, supporting_context, timeout))

    async def delete(
        self, namespace: str, *, move_to: str | None = None, timeout: Timeout = _DEFAULT
    ) -> t.NamespaceDeleted:
        return await self._run(ops.delete_namespace(namespace, move_to, timeout))


class AsyncOrganizationResource(_AsyncResource):
    async def get(self, *, timeout: Timeout = _DEFAULT) -> t.Organization:
        return await self._run(ops.get_organization(timeout))

    async def update(
        self, *, organizational_context: str | None, timeout: Timeout = _DEFAULT
    ) -> t.Organization:
        return await self._run(ops.update_organization(organizational_context, timeout))
