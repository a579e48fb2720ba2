"""The memhub memory tools as LangChain `StructuredTool`s.

Schemas, validation and the calls themselves come from `memhub.tools`; this
module only wraps each tool for LangChain. A successful call returns the JSON
text for the model as the `ToolMessage` content and the parsed result as its
`artifact`. A failed call (bad arguments, an outage) becomes a `ToolMessage`
with `status="error"` and an `{"error": ...}` body the model can act on; it
never raises into the agent loop.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any, Unpack

from langchain_core.tools import StructuredTool, ToolException

from memhub import AsyncMemhub, Memhub, namespace_for
from memhub.tools import AsyncMemoryTools, MemoryTools, ToolOptions, ToolResult, ToolSpec

__all__ = ["create_memory_tools"]

Output = tuple[str, dict[str, Any]]


def create_memory_tools(
    client: Memhub | None = None,
    *,
    namespace: str,
    async_client: AsyncMemhub | None = None,
    **options: Unpack[ToolOptions],
) -> list[StructuredTool]:
    """`search_memories`, `add_memory`, `get_profile` and `forget_memory` for `namespace`.

    `options` are `memhub.tools.ToolOptions`: `include` picks tools and `names`
    renames them (`{"add_memory": "remember"}`), `search_limit` is the default
    result count, `threshold` the minimum similarity of search hits, `metadata`
    is attached to saved memories and `timeout` bounds each request.

    With `client` the tools run synchronously (and in a thread under
    `ainvoke`); with `async_client` they run natively under `ainvoke`; give
    both to get both. Tools built from only an `async_client` cannot be invoked
    synchronously.
    """
    if client is None and async_client is None:
        raise ValueError("create_memory_tools needs a client (memhub.Memhub) or an async_client")
    namespace = namespace_for(namespace)
    sync_tools = MemoryTools(client, namespace, **options) if client is not None else None
    async_tools = (
        AsyncMemoryTools(async_client, namespace, **options) if async_client is not None else None
    )
    tools = sync_tools or async_tools
    assert tools is not None  # checked above
    return [_structured_tool(spec, sync_tools, async_tools) for spec in tools.specs]


def _structured_tool(
    spec: ToolSpec, sync_tools: MemoryTools | None, async_tools: AsyncMemoryTools | None
) -> StructuredTool:
    func: Callable[..., Output] | None = None
    coroutine: Callable[..., Awaitable[Output]] | None = None
    if sync_tools is not None:

        def func(**arguments: Any) -> Output:
            return _output(sync_tools.run(spec.name, arguments))

    if async_tools is not None:

        async def coroutine(**arguments: Any) -> Output:
            return _output(await async_tools.run(spec.name, arguments))

    return StructuredTool(
        name=spec.name,
        description=spec.description,
        # A JSON schema dict: LangChain passes the model's arguments through as
        # they are, and memhub.tools validates them with messages for the model.
        args_schema=spec.parameters,
        func=func,
        coroutine=coroutine,
        response_format="content_and_artifact",
        handle_tool_error=True,
        metadata={"memhub_tool": spec.tool},
    )


def _output(result: ToolResult) -> Output:
    if not result.ok:
        # Turned by LangChain into a ToolMessage with status="error" and this content.
        raise ToolException(result.content)
    return result.content, result.data
