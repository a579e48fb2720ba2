"""memhub's four memory tools in the Messages API's tool format.

The tools (schemas, argument checks, the calls to memhub, error results) are
`memhub.tools`; this module speaks Claude's shapes: tool definitions
(`{"name", "description", "input_schema"}`), `tool_result` blocks for the
`tool_use` blocks of a reply, and runnable tools for the SDK's
`client.beta.messages.tool_runner`. Every call gets a result: a bad call gives
Claude an error result (`is_error: true`) to read, never an exception to the app.
"""

from __future__ import annotations

import copy
from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any, Unpack, overload

from anthropic.lib.tools import BetaAsyncBuiltinFunctionTool, BetaBuiltinFunctionTool, ToolError

from memhub import AsyncMemhub, Memhub
from memhub.tools import (
    AsyncMemoryTools,
    Call,
    MemoryTools,
    ToolOptions,
    ToolResult,
    ToolSpec,
    arun_calls,
    memory_tools_for,
    run_calls,
)

if TYPE_CHECKING:
    from anthropic.types import ToolParam, ToolResultBlockParam
    from anthropic.types.beta import BetaToolParam

__all__ = ["AsyncMemoryToolkit", "MemoryToolkit", "memory_tools"]


def _field(obj: Any, name: str) -> Any:
    return obj.get(name) if isinstance(obj, Mapping) else getattr(obj, name, None)


def _tool_uses(source: Any) -> list[Any]:
    """The `tool_use` blocks of a `Message`, of its content, or of a single block."""
    content = _field(source, "content")
    if content is None or isinstance(content, str):
        content = [source] if _field(source, "type") == "tool_use" else source
    if isinstance(content, Mapping) or not isinstance(content, Iterable):
        content = [content]
    return [block for block in content if _field(block, "type") == "tool_use"]


def _input_schema(parameters: Mapping[str, Any]) -> dict[str, Any]:
    """The core's schema with nullable properties made optional, as Claude expects
    (the core's follows OpenAI's strict mode, where every property is required)."""
    schema = copy.deepcopy(dict(parameters))
    properties: dict[str, Any] = schema.get("properties", {})
    schema["required"] = [
        name
        for name, prop in properties.items()
        if "null" not in (prop.get("type") if isinstance(prop.get("type"), list) else [])
    ]
    return schema


def _definition(spec: ToolSpec) -> ToolParam:
    return {
        "name": spec.name,
        "description": spec.description,
        "input_schema": _input_schema(spec.parameters),
    }


def _tool_result(tool_use_id: str, result: ToolResult) -> ToolResultBlockParam:
    block: ToolResultBlockParam = {
        "type": "tool_result",
        "tool_use_id": tool_use_id,
        "content": result.content,
    }
    if not result.ok:
        block["is_error"] = True
    return block


class _Toolkit:
    tools: MemoryTools | AsyncMemoryTools

    @property
    def names(self) -> list[str]:
        """The tool names Claude sees."""
        return self.tools.names

    @property
    def definitions(self) -> list[ToolParam]:
        """Tool definitions for `messages.create(tools=...)`."""
        return [_definition(spec) for spec in self.tools.specs]

    def _calls(self, source: Any, skip_unknown: bool) -> tuple[list[str], list[Call]]:
        """The ids and (name, input) of the `tool_use` blocks in `source` to answer."""
        uses = _tool_uses(source)
        if skip_unknown:
            uses = [use for use in uses if _field(use, "name") in set(self.names)]
        ids = [str(_field(use, "id") or "") for use in uses]
        calls: list[Call] = [(str(_field(use, "name") or ""), _field(use, "input")) for use in uses]
        return ids, calls


class MemoryToolkit(_Toolkit):
    """The memory tools for one namespace, run with a sync `memhub.Memhub`."""

    def __init__(self, tools: MemoryTools, *, max_workers: int = 4) -> None:
        self.tools: MemoryTools = tools
        self.max_workers = max_workers

    def run(self, name: str, input: Mapping[str, Any] | str | None = None) -> ToolResult:
        """Run one call by name; `input` is the `tool_use` block's input."""
        return run_calls(self.tools, [(name, input)])[0]

    def execute(self, message: Any, *, skip_unknown: bool = False) -> list[ToolResultBlockParam]:
        """Run a reply's `tool_use` blocks side by side; one `tool_result` block per
        call, in order, to send back as `{"role": "user", "content": results}`.

        `message` is a `Message`, its `content`, or one block. With `skip_unknown`,
        calls to tools not in this toolkit are left out for the app to answer
        (put its results in the same user message); otherwise each gets an error.
        """
        ids, calls = self._calls(message, skip_unknown)
        results = run_calls(self.tools, calls, max_workers=self.max_workers)
        return [_tool_result(i, r) for i, r in zip(ids, results, strict=True)]

    @property
    def runner_tools(self) -> list[BetaBuiltinFunctionTool]:
        """The tools for `client.beta.messages.tool_runner(tools=[...])`."""
        return [_RunnerTool(self, spec) for spec in self.tools.specs]


class AsyncMemoryToolkit(_Toolkit):
    """The memory tools for one namespace, run with a `memhub.AsyncMemhub`."""

    def __init__(self, tools: AsyncMemoryTools) -> None:
        self.tools: AsyncMemoryTools = tools

    async def run(self, name: str, input: Mapping[str, Any] | str | None = None) -> ToolResult:
        """Run one call by name; `input` is the `tool_use` block's input."""
        return (await arun_calls(self.tools, [(name, input)]))[0]

    async def execute(
        self, message: Any, *, skip_unknown: bool = False
    ) -> list[ToolResultBlockParam]:
        """`MemoryToolkit.execute`, concurrently on the event loop."""
        ids, calls = self._calls(message, skip_unknown)
        results = await arun_calls(self.tools, calls)
        return [_tool_result(i, r) for i, r in zip(ids, results, strict=True)]

    @property
    def runner_tools(self) -> list[BetaAsyncBuiltinFunctionTool]:
        """The tools for `AsyncAnthropic().beta.messages.tool_runner(tools=[...])`."""
        return [_AsyncRunnerTool(self, spec) for spec in self.tools.specs]


def _answer(result: ToolResult) -> str:
    """What the tool runner sends back: the content, or a `ToolError` it marks `is_error`."""
    if not result.ok:
        raise ToolError(result.content)
    return result.content


class _RunnerToolBase:
    def __init__(self, spec: ToolSpec) -> None:
        self._spec = spec

    def to_dict(self) -> BetaToolParam:
        return dict(_definition(self._spec))  # type: ignore[return-value]

    def __repr__(self) -> str:
        return f"<memhub tool {self._spec.name}>"


class _RunnerTool(_RunnerToolBase, BetaBuiltinFunctionTool):
    """One memory tool as the SDK's tool runner runs it."""

    def __init__(self, toolkit: MemoryToolkit, spec: ToolSpec) -> None:
        super().__init__(spec)
        self._toolkit = toolkit

    def call(self, input: object) -> str:
        arguments = input if isinstance(input, Mapping) else None
        return _answer(self._toolkit.run(self._spec.name, arguments))


class _AsyncRunnerTool(_RunnerToolBase, BetaAsyncBuiltinFunctionTool):
    """One memory tool as the SDK's async tool runner runs it."""

    def __init__(self, toolkit: AsyncMemoryToolkit, spec: ToolSpec) -> None:
        super().__init__(spec)
        self._toolkit = toolkit

    async def call(self, input: object) -> str:
        arguments = input if isinstance(input, Mapping) else None
        return _answer(await self._toolkit.run(self._spec.name, arguments))


@overload
def memory_tools(
    *, namespace: str, memhub: AsyncMemhub, **options: Unpack[ToolOptions]
) -> AsyncMemoryToolkit: ...


@overload
def memory_tools(
    *, namespace: str, memhub: Memhub | None = ..., **options: Unpack[ToolOptions]
) -> MemoryToolkit: ...


def memory_tools(
    *,
    namespace: str,
    memhub: Memhub | AsyncMemhub | None = None,
    **options: Unpack[ToolOptions],
) -> MemoryToolkit | AsyncMemoryToolkit:
    """Memory tools for the user `namespace`, for Claude: `search_memories`,
    `add_memory`, `get_profile` and `forget_memory` (or the subset in `include`,
    renamed by `names`; the other `options` are `memhub.tools.ToolOptions`).

    Returns an async toolkit for an `AsyncMemhub`, a sync one otherwise
    (`memhub` defaults to `memhub.Memhub()`, configured from the environment).
    """
    tools = memory_tools_for(namespace, memhub, **options)
    if isinstance(tools, AsyncMemoryTools):
        return AsyncMemoryToolkit(tools)
    return MemoryToolkit(tools)
