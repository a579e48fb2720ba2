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

from ._exceptions import CircuitOpenError, MemhubError

if TYPE_CHECKING:
    from ._client import AsyncMemhub, Memhub
    from .types import ForgetResult, ProfileResponse, SearchResponse

__all__ = [
    "TOOL_NAMES",
    "AsyncMemoryTools",
    "AsyncToolRun",
    "MemoryTools",
    "ToolName",
    "ToolOptions",
    "ToolResult",
    "ToolSpec",
    "async_tool_runner",
    "tool_specs",
]

logger = logging.getLogger("memhub")

ToolName = Literal["search_memories", "add_memory", "get_profile", "forget_memory"]
TOOL_NAMES: tuple[ToolName, ...] = ("search_memories", "add_memory", "get_profile", "forget_memory")

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
}


def tool_specs(
    include: Sequence[ToolName] = TOOL_NAMES, *, names: Mapping[ToolName, str] | None = None
) -> list[ToolSpec]:
    """Specs for the chosen tools, optionally renamed (e.g. `{"add_memory": "remember"}`)."""
    renames = names or {}
    specs = []
    for tool in include:
        if tool not in _DESCRIPTIONS:
            raise ValueError(f"unknown memhub tool {tool!r}; choose from {', '.join(TOOL_NAMES)}")
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


class _ArgumentError(ValueError):
    pass


def _parse_arguments(arguments: str | Mapping[str, Any] | None) -> dict[str, Any]:
    if arguments is None or arguments == "":
        return {}
    if isinstance(arguments, str):
        try:
            parsed = json.loads(arguments)
        except json.JSONDecodeError as exc:
            raise _ArgumentError(f"arguments are not valid JSON ({exc.msg})") from None
    else:
        parsed = arguments
    if not isinstance(parsed, Mapping):
        raise _ArgumentError("arguments must be a JSON object")
    return dict(parsed)


def _text(args: dict[str, Any], key: str, *, limit: int, required: bool) -> str | None:
    value = args.get(key)
    if value is None:
        if required:
            raise _ArgumentError(f"'{key}' is required")
        return None
    if not isinstance(value, str):
        raise _ArgumentError(f"'{key}' must be a string")
    value = value.strip()
    if not value:
        if required:
            raise _ArgumentError(f"'{key}' must not be empty")
        return None
    if len(value) > limit:
        raise _ArgumentError(f"'{key}' is longer than {limit} characters")
    return value


@dataclass(frozen=True)
class _Call:
    """A validated call, ready to run against the client."""

    tool: ToolName
    query: str | None = None
    limit: int = 5
    content: str | None = None
    memory_id: str | None = None


def _validate(tool: ToolName, args: dict[str, Any], default_limit: int) -> _Call:
    allowed = set(_DESCRIPTIONS[tool][1]["properties"])
    unknown = sorted(set(args) - allowed)
    if unknown:
        raise _ArgumentError(f"unexpected argument(s): {', '.join(unknown)}")
    if tool == "search_memories":
        limit = args.get("limit")
        if limit is None:
            limit = default_limit
        elif isinstance(limit, bool) or not isinstance(limit, int):
            raise _ArgumentError("'limit' must be an integer")
        elif not 1 <= limit <= MAX_LIMIT:
            raise _ArgumentError(f"'limit' must be between 1 and {MAX_LIMIT}")
        return _Call(tool, query=_text(args, "query", limit=MAX_QUERY, required=True), limit=limit)
    if tool == "add_memory":
        return _Call(tool, content=_text(args, "content", limit=MAX_CONTENT, required=True))
    if tool == "forget_memory":
        memory_id = _text(args, "memory_id", limit=200, required=False)
        query = _text(args, "query", limit=MAX_QUERY, required=False)
        if (memory_id is None) == (query is None):
            raise _ArgumentError("give exactly one of 'memory_id' or 'query'")
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
        except _ArgumentError as exc:
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
        if call.memory_id is not None:
            result = client.memories.forget(ns, ids=[call.memory_id], timeout=timeout)
        else:
            assert call.query is not None
            result = client.memories.forget_matching(
                ns, query=call.query, dry_run=self.preview_forget, timeout=timeout
            )
        return _forget_data(result, call, preview=call.query is not None and self.preview_forget)


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
        if call.memory_id is not None:
            result = await client.memories.forget(ns, ids=[call.memory_id], timeout=timeout)
        else:
            assert call.query is not None
            result = await client.memories.forget_matching(
                ns, query=call.query, dry_run=self.preview_forget, timeout=timeout
            )
        return _forget_data(result, call, preview=call.query is not None and self.preview_forget)


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
