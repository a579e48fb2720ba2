"""`MemhubRetriever`: memhub search as a LangChain retriever."""

from __future__ import annotations

import asyncio
import logging
from typing import Any

from langchain_core.callbacks import (
    AsyncCallbackManagerForRetrieverRun,
    CallbackManagerForRetrieverRun,
)
from langchain_core.documents import Document
from langchain_core.retrievers import BaseRetriever
from pydantic import Field, model_validator

from memhub import APITimeoutError, AsyncMemhub, Memhub, MemhubError, namespace_for
from memhub.prompt import call_within
from memhub.types import FilterExpression, SearchMode, SearchResult

from ._records import strip_data_lines

__all__ = ["MemhubRetriever"]

logger = logging.getLogger("memhub")


class MemhubRetriever(BaseRetriever):
    """Documents from one namespace's memories and source chunks, best first.

    Each `Document` holds a memory or a chunk of source text. Its metadata keeps
    the hit's own metadata and adds `id`, `kind` ("memory" or "chunk"),
    `similarity`, `is_inference`, `updated_at` (ISO 8601, when known) and, when
    `include_source` is on, `document_id` (the source document's id) and
    `source_document` (its `id`, `title`, `type` and `metadata`). The hit's
    own `source` key, when it has one, names the integration that stored it.

    The search is time-boxed: after `timeout` seconds, or on any memhub error,
    the retriever logs a warning and returns no documents, so the chain answers
    without memory. Set `raise_on_error` to get the exception instead.

    Give `client` (sync), `async_client`, or both; with only one, the other
    style of call still works (a sync client runs in a thread for `ainvoke`),
    except that sync calls need a sync client.
    """

    client: Memhub | None = None
    async_client: AsyncMemhub | None = None
    namespace: str
    search_mode: SearchMode = "hybrid"
    """"hybrid" (memories and chunks), "memories" or "chunks"."""
    k: int = Field(default=5, ge=1, le=100)
    """How many documents to return at most."""
    threshold: float | None = Field(default=None, ge=0, le=1)
    """Minimum similarity; None keeps the server's default (0.3)."""
    filter: FilterExpression | dict[str, Any] | None = None
    """A metadata filter, as for `Memhub.search`."""
    include_source: bool = True
    """Ask for each hit's source document (id, title, metadata)."""
    timeout: float = Field(default=3.0, gt=0)
    """Seconds to wait for the whole search, retries included."""
    raise_on_error: bool = False

    @model_validator(mode="after")
    def _check(self) -> MemhubRetriever:
        if self.client is None and self.async_client is None:
            raise ValueError("MemhubRetriever needs a client (memhub.Memhub) or an async_client")
        self.namespace = namespace_for(self.namespace)
        return self

    def _search_kwargs(self, query: str) -> dict[str, Any]:
        kwargs: dict[str, Any] = {
            "query": query,
            "search_mode": self.search_mode,
            "limit": self.k,
            "timeout": self.timeout,
        }
        if self.threshold is not None:
            kwargs["threshold"] = self.threshold
        if self.filter is not None:
            kwargs["filter"] = self.filter
        if self.include_source:
            kwargs["include"] = {"documents": True}
        return kwargs

    def _get_relevant_documents(
        self, query: str, *, run_manager: CallbackManagerForRetrieverRun
    ) -> list[Document]:
        if self.client is None:
            raise TypeError("this MemhubRetriever has only an async_client: use ainvoke")
        if not query.strip():
            return []
        try:
            response = call_within(
                self.timeout, self.client.search, self.namespace, **self._search_kwargs(query)
            )
        except MemhubError as exc:
            return self._failed(exc)
        return [_document(hit) for hit in response.results]

    async def _aget_relevant_documents(
        self, query: str, *, run_manager: AsyncCallbackManagerForRetrieverRun
    ) -> list[Document]:
        if self.async_client is None:
            return await super()._aget_relevant_documents(query, run_manager=run_manager)
        if not query.strip():
            return []
        try:
            async with asyncio.timeout(self.timeout):
                response = await self.async_client.search(
                    self.namespace, **self._search_kwargs(query)
                )
        except TimeoutError:
            return self._failed(APITimeoutError(f"memhub did not answer within {self.timeout:g}s"))
        except MemhubError as exc:
            return self._failed(exc)
        return [_document(hit) for hit in response.results]

    def _failed(self, error: MemhubError) -> list[Document]:
        if self.raise_on_error:
            raise error
        logger.warning("memhub search failed, continuing without memory: %s", error)
        return []


def _document(hit: SearchResult) -> Document:
    metadata: dict[str, Any] = {
        **hit.metadata,
        "id": hit.id,
        "kind": hit.kind,
        "similarity": hit.similarity,
        "is_inference": hit.is_inference,
    }
    if hit.system.updated_at is not None:
        metadata["updated_at"] = hit.system.updated_at.isoformat()
    source = hit.included.document if hit.included else None
    if source is not None:
        metadata["document_id"] = source.id
        metadata["source_document"] = {
            "id": source.id,
            "title": source.title,
            "type": source.type,
            "metadata": dict(source.metadata),
        }
    # A chunk of a stored chat history carries its records' data lines; they mean
    # nothing to a reader, so only the transcript is shown.
    text = strip_data_lines(hit.text) if hit.kind == "chunk" else hit.text
    return Document(page_content=text, metadata=metadata, id=hit.id)
