"""The core's memory tools as LiveKit function tools.

`memhub.tools` defines the tools once (schemas valid in strict mode, validated
calls, error results); this module only wraps each spec in a raw-schema
`function_tool`. A failed call is raised as `ToolError`, which LiveKit hands to
the model as an error output (`is_error=True`) and never to the application.
"""

from __future__ import annotations

from collections.abc import Coroutine, Mapping, Sequence
from typing import Any, TypeAlias

from livekit.agents import llm

from memhub import AsyncMemhub, Memhub
from memhub.tools import AsyncToolRun, ToolName, ToolSpec, async_tool_runner

__all__ = ["DEFAULT_TOOLS", "DEFAULT_TOOL_NAMES", "MemoryTool", "build_tools"]

DEFAULT_TOOLS: tuple[ToolName, ...] = ("search_memories", "add_memory", "forget_memory")
DEFAULT_TOOL_NAMES: Mapping[ToolName, str] = {"add_memory": "remember", "forget_memory": "forget"}
"""Spoken-style names for a voice agent: `search_memories`, `remember`, `forget`."""

MemoryTool: TypeAlias = llm.RawFunctionTool[[dict[str, Any]], Coroutine[Any, Any, str]]
"""A LiveKit raw function tool that runs one memhub tool call."""


def build_tools(
    client: Memhub | AsyncMemhub,
    namespace: str,
    *,
    include: Sequence[ToolName],
    names: Mapping[ToolName, str],
    timeout: float,
    metadata: Mapping[str, str | int | float | bool],
) -> list[MemoryTool]:
    """One LiveKit tool per memhub tool, all bound to `namespace`."""
    run, specs = async_tool_runner(
        client, namespace, include=include, names=names, timeout=timeout, metadata=metadata
    )
    return [_function_tool(spec, run) for spec in specs]


def _function_tool(spec: ToolSpec, run: AsyncToolRun) -> MemoryTool:
    async def call(raw_arguments: dict[str, Any]) -> str:
        result = await run(spec.name, raw_arguments)
        if not result.ok:
            raise llm.ToolError(result.content)
        return result.content

    schema = {"name": spec.name, "description": spec.description, "parameters": spec.parameters}
    return llm.function_tool(call, raw_schema=schema)
