"""Memory tools a model can call, defined once for every framework.

Adapters turn `ToolSpec`s into their framework's tool objects (OpenAI function
schemas, LangChain `StructuredTool`s, Agent Framework `@tool`s, LiveKit function
tools) and hand the model's calls to `MemoryTools.run` / `AsyncMemoryTools.run`.

The four tools:

- `search_memories(query, limit)` — facts relevant to a question.
- `add_memory(content)` — remember something the user asked to keep.
- `get_profile()` — what is known about the user: stable facts and recent context.
- `forget_memory(memory_id, query)` — forget one memory by id, or the memories
  matching a description.

Two read-only document tools are there for the asking (`include=ALL_TOOL_NAMES`, or
name them): `list_documents(page, limit)` pages through what was stored in the
namespace (titles, summaries, never the text) and `get_document(document_id,
max_chars)` reads one, by its id or by the id of a memory formed from it. Both stay
inside the tools' namespace.

A tool call never raises: bad arguments, an unknown tool or a memory-service
failure come back as a `ToolResult` with `ok=False` and a message written for the
model. Parameter schemas are valid in OpenAI's strict mode (every property
required, optional values nullable, no extra properties).
"""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal, TypedDict, Unpack

from ._document_tools import (
    DOCUMENT_MAX_CHARS,
    DOCUMENT_TEXT_DEFAULT,
    LIST_LIMIT,
    document_detail,
    document_entry,
    pages,
)
from ._exceptions import CircuitOpenError, MemhubError, NotFoundError
from ._tool_args import ArgumentError, integer, only, text

if TYPE_CHECKING:
    from ._client import AsyncMemhub, Memhub
    from .types import Document, ForgetResult, ListResponse, ProfileResponse, SearchResponse

__all__ = [
    "ALL_TOOL_NAMES",
    "DOCUMENT_TOOL_NAMES",
    "TOOL_NAMES",
    "AsyncMemoryTools",
    "AsyncToolRun",
    "MemoryTools",
    "ToolName",
    "ToolOptions",
    "ToolResult",
    "ToolSpec",
    "arun_calls",
    "async_tool_runner",
    "memory_tools_for",
    "run_calls",
    "tool_specs",
]

logger = logging.getLogger("memhub")

ToolName = Literal[
    "search_memories",
    "add_memory",
    "get_profile",
    "forget_memory",
    "list_documents",
    "get_document",
]
TOOL_NAMES: tuple[ToolName, ...] = ("search_memories", "add_memory", "get_profile", "forget_memory")
"""The memory tools, every adapter's default."""
DOCUMENT_TOOL_NAMES: tuple[ToolName, ...] = ("list_documents", "get_document")
"""The read-only document tools, offered when asked for."""
ALL_TOOL_NAMES: tuple[ToolName, ...] = TOOL_NAMES + DOCUMENT_TOOL_NAMES

MAX_QUERY = 2000
MAX_CONTENT = 20_000
MAX_LIMIT = 50


class ToolOptions(TypedDict, total=False):
    """How the memory tools behave, the same keywords in every adapter.

    `include` picks tools (default: all four) and `names` renames them
    (`{"add_memory": "remember"}`); `search_limit` is the default result count
    (5), `threshold` the minimum similarity of search hits (0.3), `metadata` is
    attached to saved memories and `timeout` bounds each call (10 s; None: no bound).
    """

    include: Sequence[ToolName]
    names: Mapping[ToolName, str] | None
    search_limit: int
    threshold: float
    metadata: Mapping[str, str | int | float | bool] | None
    timeout: float | None


@dataclass(frozen=True)
class ToolSpec:
    """A tool as a model sees it: a name, what it is for, and a JSON schema."""

    name: str
    description: str
    parameters: dict[str, Any]
    tool: ToolName
    """The memhub tool behind this spec (`name` may be renamed for a framework)."""


@dataclass(frozen=True)
class ToolResult:
    """What a tool call produced; `content` is the text to return to the model."""

    name: str
    ok: bool
    data: dict[str, Any] = field(default_factory=dict)

    @property
    def content(self) -> str:
        return json.dumps(self.data, ensure_ascii=False, separators=(",", ":"))


def _schema(properties: dict[str, Any]) -> dict[str, Any]:
    return {
        "type": "object",
        "properties": properties,
        "required": list(properties),
        "additionalProperties": False,
    }


_DESCRIPTIONS: dict[ToolName, tuple[str, dict[str, Any]]] = {
    "search_memories": (
        "Search the user's long-term memory for facts relevant to a question. Use it when the "
        "answer may depend on something the user said in an earlier conversation.",
        _schema(
            {
                "query": {"type": "string", "description": "What to look for, in plain words."},
                "limit": {
                    "type": ["integer", "null"],
                    "description": f"How many facts to return (1-{MAX_LIMIT}), or null.",
                },
            }
        ),
    ),
    "add_memory": (
        "Save a fact to the user's long-term memory. Use it when the user asks you to remember "
        "something or shares a lasting detail about themselves.",
        _schema(
            {
                "content": {
                    "type": "string",
                    "description": "The fact, written so it reads on its own, e.g. "
                    "'The user is allergic to peanuts.'",
                }
            }
        ),
    ),
    "get_profile": (
        "Get what is known about the user: stable facts (identity, preferences, work) and "
        "recent context.",
        _schema({}),
    ),
    "forget_memory": (
        "Forget something from the user's long-term memory, either one memory by its id (from "
        "search_memories) or every memory matching a description. Forgetting can be undone "
        "by the user later.",
        _schema(
            {
                "memory_id": {
                    "type": ["string", "null"],
                    "description": "The id of one memory to forget, or null.",
                },
                "query": {
                    "type": ["string", "null"],
                    "description": "A description of what to forget, used when memory_id is null.",
                },
            }
        ),
    ),
    "list_documents": (
        "List the documents and conversations stored in the user's long-term memory, newest "
        "first: titles and summaries, not their text. Use get_document to read one.",
        _schema(
            {
                "page": {
                    "type": ["integer", "null"],
                    "description": "Page number from 1, or null.",
                },
                "limit": {
                    "type": ["integer", "null"],
                    "description": f"Documents per page (1-{LIST_LIMIT}), or null for 10.",
                },
            }
        ),
    ),
    "get_document": (
        "Read one stored document or conversation, by its id from list_documents or by the "
        "id of a memory formed from it.",
        _schema(
            {
                "document_id": {
                    "type": "string",
                    "description": "The id of a document, or of a memory to read the source of.",
                },
                "max_chars": {
                    "type": ["integer", "null"],
                    "description": f"Most characters of text to return (1-{DOCUMENT_MAX_CHARS}), "
                    f"or null for {DOCUMENT_TEXT_DEFAULT}.",
                },
            }
        ),
    ),
}


def tool_specs(
    include: Sequence[ToolName] = TOOL_NAMES, *, names: Mapping[ToolName, str] | None = None
) -> list[ToolSpec]:
    """Specs for the chosen tools, optionally renamed (e.g. `{"add_memory": "remember"}`)."""
    renames = names or {}
    specs = []
    for tool in include:
        if tool not in _DESCRIPTIONS:
            raise ValueError(
                f"unknown memhub tool {tool!r}; choose from {', '.join(ALL_TOOL_NAMES)}"
            )
        description, parameters = _DESCRIPTIONS[tool]
        specs.append(
            ToolSpec(
                name=renames.get(tool, tool),
                description=description,
                parameters=json.loads(json.dumps(parameters)),
                tool=tool,
            )
        )
    return specs


def _parse_arguments(arguments: str | Mapping[str, Any] | None) -> dict[str, Any]:
    if arguments is None or arguments == "":
        return {}
    if isinstance(arguments, str):
        try:
            parsed = json.loads(arguments)
        except json.JSONDecodeError as exc:
            raise ArgumentError(f"arguments are not valid JSON ({exc.msg})") from None
    else:
        parsed = arguments
    if not isinstance(parsed, Mapping):
        raise ArgumentError("arguments must be a JSON object")
    return dict(parsed)


@dataclass(frozen=True)
class _Call:
    """A validated call, ready to run against the client."""

    tool: ToolName
    query: str | None = None
    limit: int = 5
    content: str | None = None
    memory_id: str | None = None
    page: int = 1
    document_id: str | None = None
    max_chars: int = DOCUMENT_TEXT_DEFAULT


def _validate(tool: ToolName, args: dict[str, Any], default_limit: int) -> _Call:
    only(args, _DESCRIPTIONS[tool][1])
    if tool == "search_memories":
        limit = integer(args, "limit", low=1, high=MAX_LIMIT, default=default_limit)
        return _Call(tool, query=text(args, "query", limit=MAX_QUERY, required=True), limit=limit)
    if tool == "list_documents":
        page = integer(args, "page", low=1, high=10_000, default=1)
        return _Call(
            tool, page=page, limit=integer(args, "limit", low=1, high=LIST_LIMIT, default=10)
        )
    if tool == "get_document":
        return _Call(
            tool,
            document_id=text(args, "document_id", limit=255, required=True),
            max_chars=integer(
                args, "max_chars", low=1, high=DOCUMENT_MAX_CHARS, default=DOCUMENT_TEXT_DEFAULT
            ),
        )
    if tool == "add_memory":
        return _Call(tool, content=text(args, "content", limit=MAX_CONTENT, required=True))
    if tool == "forget_memory":
        memory_id = text(args, "memory_id", limit=200, required=False)
        query = text(args, "query", limit=MAX_QUERY, required=False)
        if (memory_id is None) == (query is None):
            raise ArgumentError("give exactly one of 'memory_id' or 'query'")
        return _Call(tool, memory_id=memory_id, query=query)
    return _Call(tool)


def _search_data(response: SearchResponse) -> dict[str, Any]:
    results = []
    for hit in response.results:
        item: dict[str, Any] = {"id": hit.id, "memory": hit.text, "similarity": hit.similarity}
        when = hit.system.updated_at
        if when is not None:
            item["updatedAt"] = when.isoformat()
        if hit.is_inference:
            item["inferred"] = True
        results.append(item)
    return {"results": results, "count": len(results)}


def _profile_data(response: ProfileResponse) -> dict[str, Any]:
    profile = response.profile
    return {
        "static": [fact.memory for fact in profile.static],
        "dynamic": [fact.memory for fact in profile.dynamic],
    }


def _preview_data(result: ForgetResult) -> dict[str, Any]:
    return {
        "preview": True,
        "forgotten": 0,
        "matches": [{"id": match.id, "memory": match.memory} for match in result.matches],
        "next": "nothing was forgotten yet: to forget a match, call forget_memory with its "
        "id as memory_id",
    }


def _forget_data(result: ForgetResult, call: _Call, *, preview: bool = False) -> dict[str, Any]:
    if preview:
        return _preview_data(result)
    if result.errors and not result.count:
        return {"forgotten": 0, "error": result.errors[0].error}
    data: dict[str, Any] = {"forgotten": result.count}
    if call.query is not None:
        data["memories"] = [match.memory for match in result.matches]
    return data


def _listing_data(listed: ListResponse, namespace: str) -> dict[str, Any]:
    documents = [document_entry(document) for document in listed.documents]
    return {"namespace": namespace, "documents": documents, **pages(listed.pagination)}


def _document_data(document: Document, call: _Call, *, via_memory: bool) -> dict[str, Any]:
    data = document_detail(document, call.max_chars)
    if via_memory:
        data["fromMemory"] = call.document_id
    return data


class _Missing(LookupError):
    """The id names nothing the tool may read; the message is for the model."""


def _source_id(memory_id: str, source: Any) -> str:
    if source is None:
        raise _Missing(f"memory {memory_id!r} has no source document")
    return str(source.id)


def _failure(name: str, message: str) -> ToolResult:
    return ToolResult(name=name, ok=False, data={"error": message})


def _service_failure(name: str, exc: MemhubError) -> ToolResult:
    # An open breaker has logged the outage once already; one warning per call is noise.
    level = logging.DEBUG if isinstance(exc, CircuitOpenError) else logging.WARNING
    logger.log(level, "memhub tool %s failed: %s", name, exc)
    return _failure(name, f"the memory service could not complete this: {exc}")


class _ToolsBase:
    def __init__(
        self,
        namespace: str,
        *,
        include: Sequence[ToolName] = TOOL_NAMES,
        names: Mapping[ToolName, str] | None = None,
        search_limit: int = 5,
        threshold: float = 0.3,
        metadata: Mapping[str, str | int | float | bool] | None = None,
        timeout: float | None = 10.0,
        preview_forget: bool = False,
    ) -> None:
        if not namespace:
            raise ValueError("namespace must not be empty")
        if not 1 <= search_limit <= MAX_LIMIT:
            raise ValueError(f"search_limit must be between 1 and {MAX_LIMIT}")
        self.namespace = namespace
        self.specs = tool_specs(include, names=names)
        self.search_limit = search_limit
        self.threshold = threshold
        self.metadata: dict[str, str | int | float | bool] = {"source": "memory-tool"}
        self.metadata.update(metadata or {})
        self.timeout = timeout
        self.preview_forget = preview_forget
        """A `forget_memory` by description only previews its matches (a dry run), so
        nothing goes until the model forgets an exact id."""
        self._by_name = {spec.name: spec.tool for spec in self.specs}

    @property
    def names(self) -> list[str]:
        return [spec.name for spec in self.specs]

    def _prepare(self, name: str, arguments: str | Mapping[str, Any] | None) -> _Call | ToolResult:
        tool = self._by_name.get(name)
        if tool is None:
            return _failure(name, f"unknown tool {name!r}; available: {', '.join(self.names)}")
        try:
            return _validate(tool, _parse_arguments(arguments), self.search_limit)
        except ArgumentError as exc:
            return _failure(name, f"invalid arguments for {name}: {exc}")


class MemoryTools(_ToolsBase):
    """Runs memory tool calls for one namespace with a sync `memhub.Memhub`.

    `timeout` (seconds) is each tool call's whole budget, the client's retries
    included, so a model waits at most that long for a tool's answer; None lets a
    call take as long as it needs.
    """

    def __init__(self, client: Memhub, namespace: str, **options: Unpack[ToolOptions]) -> None:
        super().__init__(namespace, **options)
        self.client = client

    def run(self, name: str, arguments: str | Mapping[str, Any] | None = None) -> ToolResult:
        """Run one call; `arguments` is the model's JSON string or a parsed mapping."""
        call = self._prepare(name, arguments)
        if isinstance(call, ToolResult):
            return call
        try:
            return ToolResult(name=name, ok=True, data=self._execute(call))
        except _Missing as exc:
            return _failure(name, str(exc))
        except MemhubError as exc:
            return _service_failure(name, exc)

    def _execute(self, call: _Call) -> dict[str, Any]:
        ns, client, timeout = self.namespace, self.client, self.timeout
        if call.tool == "search_memories":
            assert call.query is not None
            return _search_data(
                client.search(
                    ns,
                    query=call.query,
                    search_mode="memories",
                    limit=call.limit,
                    threshold=self.threshold,
                    timeout=timeout,
                )
            )
        if call.tool == "add_memory":
            assert call.content is not None
            ref = client.add(ns, content=call.content, metadata=self.metadata, timeout=timeout)
            return {"saved": True, "id": ref.id, "status": str(ref.status)}
        if call.tool == "get_profile":
            return _profile_data(client.profile(ns, timeout=timeout))
        if call.tool == "list_documents":
            return _listing_data(
                client.list(ns, "documents", page=call.page, limit=call.limit, timeout=timeout),
                ns,
            )
        if call.tool == "get_document":
            return self._document(call)
        if call.memory_id is not None:
            result = client.memories.forget(ns, ids=[call.memory_id], timeout=timeout)
        else:
            assert call.query is not None
            result = client.memories.forget_matching(
                ns, query=call.query, dry_run=self.preview_forget, timeout=timeout
            )
        return _forget_data(result, call, preview=call.query is not None and self.preview_forget)

    def _document(self, call: _Call) -> dict[str, Any]:
        """The document `call` names, or the source of the memory it names."""
        ns, client, timeout, given = self.namespace, self.client, self.timeout, call.document_id
        assert given is not None
        try:
            return _document_data(
                client.documents.get(ns, given, timeout=timeout), call, via_memory=False
            )
        except NotFoundError:
            try:
                memory = client.memories.get(ns, given, include=["documents"], timeout=timeout)
            except NotFoundError:
                raise _Missing(f"no document or memory {given!r} in namespace {ns!r}") from None
        source = _source_id(given, memory.included.document if memory.included else None)
        document = client.documents.get(ns, source, timeout=timeout)
        return _document_data(document, call, via_memory=True)


class AsyncMemoryTools(_ToolsBase):
    """Runs memory tool calls for one namespace with a `memhub.AsyncMemhub`; the same
    options as `MemoryTools`."""

    def __init__(self, client: AsyncMemhub, namespace: str, **options: Unpack[ToolOptions]) -> None:
        super().__init__(namespace, **options)
        self.client = client

    async def run(self, name: str, arguments: str | Mapping[str, Any] | None = None) -> ToolResult:
        """Run one call; `arguments` is the model's JSON string or a parsed mapping."""
        call = self._prepare(name, arguments)
        if isinstance(call, ToolResult):
            return call
        try:
            return ToolResult(name=name, ok=True, data=await self._execute(call))
        except _Missing as exc:
            return _failure(name, str(exc))
        except MemhubError as exc:
            return _service_failure(name, exc)

    async def _execute(self, call: _Call) -> dict[str, Any]:
        ns, client, timeout = self.namespace, self.client, self.timeout
        if call.tool == "search_memories":
            assert call.query is not None
            return _search_data(
                await client.search(
                    ns,
                    query=call.query,
                    search_mode="memories",
                    limit=call.limit,
                    threshold=self.threshold,
                    timeout=timeout,
                )
            )
        if call.tool == "add_memory":
            assert call.content is not None
            ref = await client.add(
                ns, content=call.content, metadata=self.metadata, timeout=timeout
            )
            return {"saved": True, "id": ref.id, "status": str(ref.status)}
        if call.tool == "get_profile":
            return _profile_data(await client.profile(ns, timeout=timeout))
        if call.tool == "list_documents":
            return _listing_data(
                await client.list(
                    ns, "documents", page=call.page, limit=call.limit, timeout=timeout
                ),
                ns,
            )
        if call.tool == "get_document":
            return await self._document(call)
        if call.memory_id is not None:
            result = await client.memories.forget(ns, ids=[call.memory_id], timeout=timeout)
        else:
            assert call.query is not None
            result = await client.memories.forget_matching(
                ns, query=call.query, dry_run=self.preview_forget, timeout=timeout
            )
        return _forget_data(result, call, preview=call.query is not None and self.preview_forget)

    async def _document(self, call: _Call) -> dict[str, Any]:
        """`MemoryTools._document` on the event loop."""
        ns, client, timeout, given = self.namespace, self.client, self.timeout, call.document_id
        assert given is not None
        try:
            document = await client.documents.get(ns, given, timeout=timeout)
            return _document_data(document, call, via_memory=False)
        except NotFoundError:
            try:
                memory = await client.memories.get(
                    ns, given, include=["documents"], timeout=timeout
                )
            except NotFoundError:
                raise _Missing(f"no document or memory {given!r} in namespace {ns!r}") from None
        source = _source_id(given, memory.included.document if memory.included else None)
        document = await client.documents.get(ns, source, timeout=timeout)
        return _document_data(document, call, via_memory=True)


# -- several calls at once ----------------------------------------------------------------

Call = tuple[str, "str | Mapping[str, Any] | None"]
"""A tool call as a model made it: the tool's name and its arguments."""


def _unexpected(name: str, error: Exception) -> ToolResult:
    logger.warning("memhub tool %s failed unexpectedly", name, exc_info=error)
    return _failure(name, f"the memory tool failed: {error}")


def run_calls(
    tools: MemoryTools, calls: Sequence[Call], *, max_workers: int = 4
) -> list[ToolResult]:
    """Run a model's tool calls side by side; one result per call, in order.

    Never raises: even an unexpected error is a result the model can read.
    """

    def one(call: Call) -> ToolResult:
        try:
            return tools.run(*call)
        except Exception as error:
            return _unexpected(call[0], error)

    if len(calls) <= 1:
        return [one(call) for call in calls]
    from concurrent.futures import ThreadPoolExecutor

    with ThreadPoolExecutor(min(len(calls), max_workers)) as pool:
        return list(pool.map(one, calls))


async def arun_calls(tools: AsyncMemoryTools, calls: Sequence[Call]) -> list[ToolResult]:
    """`run_calls` for async code: the calls run concurrently on the event loop."""

    async def one(call: Call) -> ToolResult:
        try:
            return await tools.run(*call)
        except Exception as error:
            return _unexpected(call[0], error)

    return list(await asyncio.gather(*(one(call) for call in calls)))


def memory_tools_for(
    namespace: str, memhub: Memhub | AsyncMemhub | None = None, **options: Unpack[ToolOptions]
) -> MemoryTools | AsyncMemoryTools:
    """The tools for the user `namespace` (any user id, mapped through `namespace_for`):
    async for an `AsyncMemhub`, sync otherwise (`memhub` defaults to `Memhub()`,
    configured from the environment)."""
    from ._client import AsyncMemhub, Memhub
    from .capture.identifiers import namespace_for

    ns = namespace_for(namespace)
    if isinstance(memhub, AsyncMemhub):
        return AsyncMemoryTools(memhub, ns, **options)
    return MemoryTools(memhub or Memhub(), ns, **options)


AsyncToolRun = Callable[[str, Mapping[str, Any]], Awaitable[ToolResult]]
"""Runs one tool call without blocking the event loop: `await run(name, arguments)`."""


def async_tool_runner(
    client: Memhub | AsyncMemhub, namespace: str, **options: Unpack[ToolOptions]
) -> tuple[AsyncToolRun, list[ToolSpec]]:
    """An awaitable `run` and the specs, for adapters whose framework awaits tool calls.

    An `AsyncMemhub` runs on the event loop; a sync `Memhub` runs each call in a worker
    thread, so a blocking client never stalls the loop (a voice agent's audio runs there).
    """
    from ._client import AsyncMemhub

    if isinstance(client, AsyncMemhub):
        async_tools = AsyncMemoryTools(client, namespace, **options)
        return async_tools.run, async_tools.specs
    sync_tools = MemoryTools(client, namespace, **options)

    async def run(name: str, arguments: Mapping[str, Any]) -> ToolResult:
        return await asyncio.to_thread(sync_tools.run, name, arguments)

    return run, sync_tools.specs
