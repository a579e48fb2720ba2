"""The core's memory tools as Line `FunctionTool`s.

`memhub.tools` defines the tools once; Line describes a tool's parameters with
`ParameterInfo` (a Python type per argument) rather than a JSON schema, so each
spec's schema is translated here. A nullable argument in the core's schema
(`["integer", "null"]`) becomes an optional one the model may leave out. The model's
arguments go to the core runner unchanged and its `ToolResult` comes back as the
tool's result, errors included: a failed call is something for the model to read
and say, never an exception in the call.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from line.llm_agent import FunctionTool, ParameterInfo, ToolType

from memhub.tools import AsyncToolRun, ToolName, ToolSpec

__all__ = ["DEFAULT_TOOLS", "DEFAULT_TOOL_NAMES", "line_tools", "parameters_of"]

DEFAULT_TOOLS: tuple[ToolName, ...] = ("search_memories", "add_memory", "forget_memory")
DEFAULT_TOOL_NAMES: Mapping[ToolName, str] = {"add_memory": "remember", "forget_memory": "forget"}
"""Spoken-style names for a voice agent: `search_memories`, `remember`, `forget`."""

_TYPES: dict[str, type[Any]] = {"string": str, "integer": int, "number": float, "boolean": bool}


def line_tools(run: AsyncToolRun, specs: Sequence[ToolSpec]) -> list[FunctionTool]:
    """One Line tool per spec, each running its calls through `run`
    (`memhub.tools.async_tool_runner`)."""
    return [_function_tool(spec, run) for spec in specs]


def _function_tool(spec: ToolSpec, run: AsyncToolRun) -> FunctionTool:
    async def call(ctx: object, /, **arguments: Any) -> str:
        return (await run(spec.name, arguments)).content

    return FunctionTool(
        name=spec.name,
        description=spec.description,
        func=call,
        parameters=parameters_of(spec.parameters),
        tool_type=ToolType.GENERAL,
    )


def parameters_of(schema: Mapping[str, Any]) -> dict[str, ParameterInfo]:
    """Line's `ParameterInfo`s for a flat JSON object schema of scalar properties."""
    required = set(schema.get("required", ()))
    parameters = {}
    for name, prop in schema.get("properties", {}).items():
        kinds = prop["type"] if isinstance(prop["type"], list) else [prop["type"]]
        nullable = "null" in kinds
        scalar = [kind for kind in kinds if kind != "null"]
        if len(scalar) != 1 or scalar[0] not in _TYPES:
            raise ValueError(f"cannot express the type of {name!r} as a Line parameter: {kinds}")
        parameters[name] = ParameterInfo(
            name=name,
            type_annotation=_TYPES[scalar[0]],
            description=prop.get("description", ""),
            required=name in required and not nullable,
        )
    return parameters
