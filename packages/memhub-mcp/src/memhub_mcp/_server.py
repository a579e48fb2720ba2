"""The memhub MCP server: memory tools, two resources and a `context` prompt.

`MemhubMCP` is an `MCPServer` whose tools come from the catalog (`memhub.tools`'
schemas plus the MCP-only readers) instead of Python signatures, so every host sees
the same names, schemas and error messages as the other adapters. It serves one
`Caller` (stdio, in-process) or, over HTTP, the caller of the current request
(`caller_scope`), so each request is served with its own key's rights.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any

from mcp.server.mcpserver import Context, MCPServer
from mcp.server.mcpserver.exceptions import ResourceError
from mcp_types import CallToolResult, InputRequiredResult, TextContent
from mcp_types import Tool as MCPTool

from memhub import MemhubError
from memhub.prompt import MemoryContext, RecallOptions, render
from memhub.tools import ALL_TOOL_NAMES, AsyncMemoryTools, ToolResult
from memhub.types import is_valid_namespace

from ._access import Access, Caller, NamespaceError, resolve_namespace
from ._args import ArgumentError, Refusal, only
from ._catalog import TOOLS, WRITE_TOOLS
from ._readers import READERS, list_namespaces
from ._version import __version__

__all__ = ["MemhubMCP", "caller_scope"]

_current: ContextVar[Caller | None] = ContextVar("memhub_mcp_caller", default=None)

INSTRUCTIONS = (
    "Long-term memory of the user. Before answering something that may depend on an earlier "
    "conversation, call search_memories (or get_profile for who the user is). Save lasting "
    "facts the user shares or asks you to remember with add_memory. Each tool works in one "
    "namespace (one user's memory): leave 'namespace' out unless the user names another."
)


@contextmanager
def caller_scope(caller: Caller) -> Iterator[None]:
    """Serve the requests handled inside this block as `caller` (one per HTTP request)."""
    token = _current.set(caller)
    try:
        yield
    finally:
        _current.reset(token)


def _result(result: ToolResult) -> CallToolResult:
    return CallToolResult(
        content=[TextContent(text=result.content)],
        structured_content=result.data,
        is_error=not result.ok,
    )


def _failure(name: str, message: str) -> ToolResult:
    return ToolResult(name=name, ok=False, data={"error": message})


class MemhubMCP(MCPServer[Any]):
    """memhub over MCP for `caller` (or, with none, the caller of each HTTP request).

    `default_namespace` is used when a call names none and the key reaches more than
    one namespace. `search_limit`, `threshold` and `timeout` are those of
    `memhub.tools`.
    """

    def __init__(
        self,
        caller: Caller | None = None,
        *,
        default_namespace: str | None = None,
        search_limit: int = 5,
        threshold: float = 0.3,
        timeout: float | None = 10.0,
        name: str = "memhub",
    ) -> None:
        if default_namespace is not None and not is_valid_namespace(default_namespace):
            raise ValueError(f"default_namespace {default_namespace!r} is not a valid namespace")
        # WARNING: the SDK configures root logging with this level when nothing else has.
        super().__init__(name, instructions=INSTRUCTIONS, version=__version__, log_level="WARNING")
        self._caller = caller
        self.default_namespace = default_namespace
        self._tool_options: dict[str, Any] = {
            "search_limit": search_limit,
            "threshold": threshold,
            "timeout": timeout,
            "preview_forget": True,
            "metadata": {"source": "mcp"},
            # The four memory tools and the two document tools are memhub.tools' own.
            "include": ALL_TOOL_NAMES,
        }
        self._register_resources()

    def caller(self) -> Caller:
        caller = _current.get() or self._caller
        if caller is None:
            raise RuntimeError("MemhubMCP has no caller: pass one, or serve it over HTTP")
        return caller

    # -- tools ---------------------------------------------------------------------------

    async def _access_or_none(self) -> Access | None:
        try:
            return await self.caller().access()
        except MemhubError:
            return None

    async def list_tools(self) -> list[MCPTool]:
        # Without an answer from the server the host still gets every tool; the calls
        # themselves then report the outage.
        access = await self._access_or_none()
        read_only = access is not None and access.read_only
        return [tool for name, tool in TOOLS.items() if not (read_only and name in WRITE_TOOLS)]

    async def call_tool(
        self, name: str, arguments: dict[str, Any], context: Context[Any, Any] | None = None
    ) -> CallToolResult | InputRequiredResult:
        return _result(await self.run_tool(name, arguments))

    async def run_tool(self, name: str, arguments: Mapping[str, Any]) -> ToolResult:
        """One tool call; never raises: every failure is an error result for the model."""
        if name not in TOOLS:
            return _failure(name, f"unknown tool {name!r}; available: {', '.join(TOOLS)}")
        try:
            return await self._run(name, dict(arguments))
        except (ArgumentError, NamespaceError) as exc:
            return _failure(name, f"invalid arguments for {name}: {exc}")
        except Refusal as exc:
            return _failure(name, str(exc))
        except MemhubError as exc:
            return _failure(name, f"the memory service could not complete this: {exc}")

    async def _run(self, name: str, args: dict[str, Any]) -> ToolResult:
        caller = self.caller()
        access = await caller.access()
        if access.read_only and name in WRITE_TOOLS:
            raise Refusal(f"{name} is not available: this API key is read-only")
        if name not in ALL_TOOL_NAMES:
            only(args, TOOLS[name].input_schema)  # memhub.tools checks its own
        if name == "list_namespaces":
            data = await list_namespaces(caller.client, access, args)
            return ToolResult(name=name, ok=True, data=data)
        ns = resolve_namespace(args.pop("namespace", None), access, self.default_namespace)
        if name in ALL_TOOL_NAMES:
            return await AsyncMemoryTools(caller.client, ns, **self._tool_options).run(name, args)
        return ToolResult(name=name, ok=True, data=await READERS[name](caller.client, ns, args))

    # -- resources and the prompt ----------------------------------------------------------

    def _register_resources(self) -> None:
        @self.resource(
            "memhub://namespaces",
            name="namespaces",
            title="Namespaces",
            description="The namespaces this key can use, with their document and memory counts.",
            mime_type="application/json",
        )
        async def namespaces() -> str:
            caller = self.caller()
            try:
                access = await caller.access()
                data = await list_namespaces(caller.client, access, {"limit": 50})
            except MemhubError as exc:
                raise ResourceError(f"the memory service could not list namespaces: {exc}") from exc
            return json.dumps(data, ensure_ascii=False)

        @self.resource(
            "memhub://{namespace}/profile",
            name="profile",
            title="User profile",
            description="What is known about the user of a namespace: stable facts and recent "
            "context, as markdown.",
            mime_type="text/markdown",
        )
        async def profile(namespace: str) -> str:
            if not is_valid_namespace(namespace):
                raise ResourceError(f"{namespace!r} is not a valid namespace")
            try:
                return await self.caller().client.profile_markdown(namespace)
            except MemhubError as exc:
                message = f"the memory service could not read the profile: {exc}"
                raise ResourceError(message) from exc

        @self.prompt(
            name="context",
            title="Memory context",
            description="The user's memory as a block for the conversation: their profile and, "
            "with a query, the memories relevant to it.",
        )
        async def context(namespace: str | None = None, query: str | None = None) -> str:
            caller = self.caller()
            ns = resolve_namespace(namespace, await caller.access(), self.default_namespace)
            options = RecallOptions(mode="full", raise_on_error=True)
            memory = MemoryContext(caller.client, namespace=ns, options=options, cache=False)
            block = render(await memory.arecall(query or ""))
            return block or f"No memories are stored for namespace {ns!r} yet."
