"""Memory as OpenAI function tools: strict-mode definitions and an executor.

The tools themselves (schemas, argument checks, the calls to memhub, error
results) are `memhub.tools`; this module only speaks OpenAI's shapes:
definitions for Chat Completions and for the Responses API, and an executor that
turns a model's tool calls into the messages (or `function_call_output` items)
that carry the results back. Every call yields a result: a bad call gives the
model an error to read, never an exception to the app.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Iterable, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Unpack, overload

from memhub import AsyncMemhub, Memhub
from memhub.capture import namespace_for
from memhub.tools import AsyncMemoryTools, MemoryTools, ToolOptions, ToolResult, ToolSpec

if TYPE_CHECKING:
    from openai.types.chat import ChatCompletionFunctionToolParam, ChatCompletionToolMessageParam
    from openai.types.responses import FunctionToolParam
    from openai.types.responses.response_input_param import FunctionCallOutput

__all__ = ["AsyncMemoryToolkit", "MemoryToolkit", "memory_tools"]

logger = logging.getLogger("memhub.openai")


@dataclass(frozen=True, slots=True)
class _Call:
    """One function call from a model, whichever API and shape it came in."""

    id: str
    name: str
    arguments: Any = None
    refused: str | None = None
    """Why the call cannot run at all (it is not a function call)."""


def _field(obj: Any, name: str) -> Any:
    if isinstance(obj, Mapping):
        return obj.get(name)
    return getattr(obj, name, None)


def _chat_calls(source: Any) -> list[Any]:
    """The tool calls of a `ChatCompletion`, of its message, or the calls themselves."""
    choices = _field(source, "choices")
    if choices:
        source = _field(choices[0], "message")
    if _field(source, "role") is not None or _field(source, "tool_calls") is not None:
        source = _field(source, "tool_calls") or []
    return list(source or [])


def _chat_call(raw: Any) -> _Call:
    call_id = _field(raw, "id")
    call_id = call_id if isinstance(call_id, str) else ""
    function = _field(raw, "function")
    if _field(raw, "type") not in (None, "function") or function is None:
        custom = _field(raw, "custom")
        return _Call(call_id, str(_field(custom, "name") or ""), refused="not a function call")
    return _Call(call_id, str(_field(function, "name") or ""), _field(function, "arguments"))


def _response_calls(source: Any) -> list[_Call]:
    """The `function_call` items of a `Response`, or of a list of output items."""
    output = _field(source, "output")
    items = output if isinstance(output, list) else source
    calls = []
    for item in items or []:
        if _field(item, "type") == "function_call":
            call_id = _field(item, "call_id")
            calls.append(
                _Call(
                    call_id if isinstance(call_id, str) else "",
                    str(_field(item, "name") or ""),
                    _field(item, "arguments"),
                )
            )
    return calls


def _refusal(call: _Call) -> ToolResult:
    return ToolResult(name=call.name, ok=False, data={"error": f"{call.refused}; cannot run it"})


def _error(name: str, error: Exception) -> ToolResult:
    logger.warning("memhub: memory tool %s failed unexpectedly", name, exc_info=error)
    return ToolResult(name=name, ok=False, data={"error": f"the memory tool failed: {error}"})


def _tool_message(call_id: str, result: ToolResult) -> ChatCompletionToolMessageParam:
    return {"role": "tool", "tool_call_id": call_id, "content": result.content}


def _call_output(call_id: str, result: ToolResult) -> FunctionCallOutput:
    return {"type": "function_call_output", "call_id": call_id, "output": result.content}


class _Toolkit:
    def __init__(self, specs: Sequence[ToolSpec]) -> None:
        self.specs = list(specs)

    @property
    def names(self) -> list[str]:
        """The tool names the model sees."""
        return [spec.name for spec in self.specs]

    @property
    def definitions(self) -> list[ChatCompletionFunctionToolParam]:
        """Strict function tools for `chat.completions.create(tools=...)`."""
        return [
            {
                "type": "function",
                "function": {
                    "name": spec.name,
                    "description": spec.description,
                    "parameters": spec.parameters,
                    "strict": True,
                },
            }
            for spec in self.specs
        ]

    @property
    def response_definitions(self) -> list[FunctionToolParam]:
        """Strict function tools for `responses.create(tools=...)`."""
        return [
            {
                "type": "function",
                "name": spec.name,
                "description": spec.description,
                "parameters": spec.parameters,
                "strict": True,
            }
            for spec in self.specs
        ]

    def _mine(self, calls: Iterable[_Call], skip_unknown: bool) -> list[_Call]:
        if not skip_unknown:
            return list(calls)
        names = set(self.names)
        return [call for call in calls if call.refused is None and call.name in names]


class MemoryToolkit(_Toolkit):
    """Memory tools for one namespace, run with a sync `memhub.Memhub`."""

    def __init__(self, tools: MemoryTools, *, max_workers: int = 4) -> None:
        super().__init__(tools.specs)
        self.tools = tools
        self.max_workers = max_workers

    def run(self, name: str, arguments: str | Mapping[str, Any] | None = None) -> ToolResult:
        """Run one call by name; `arguments` is the model's JSON text or a mapping."""
        try:
            return self.tools.run(name, arguments)
        except Exception as error:
            return _error(name, error)

    def _run_all(self, calls: Sequence[_Call]) -> list[ToolResult]:
        def one(call: _Call) -> ToolResult:
            return _refusal(call) if call.refused else self.run(call.name, call.arguments)

        if len(calls) <= 1:
            return [one(call) for call in calls]
        with ThreadPoolExecutor(min(len(calls), self.max_workers)) as pool:
            return list(pool.map(one, calls))

    def execute(
        self, tool_calls: Any, *, skip_unknown: bool = False
    ) -> list[ChatCompletionToolMessageParam]:
        """Run a completion's tool calls in parallel; one `tool` message per call, in order.

        `tool_calls` is a `ChatCompletion`, its message, or the list of calls.
        With `skip_unknown`, calls to tools not in this toolkit are left out for
        the app to answer; otherwise each gets an error result.
        """
        calls = self._mine(map(_chat_call, _chat_calls(tool_calls)), skip_unknown)
        results = self._run_all(calls)
        return [_tool_message(c.id, r) for c, r in zip(calls, results, strict=True)]

    def execute_response(
        self, output: Any, *, skip_unknown: bool = False
    ) -> list[FunctionCallOutput]:
        """Run a `Response`'s function calls in parallel; one `function_call_output` each."""
        calls = self._mine(_response_calls(output), skip_unknown)
        results = self._run_all(calls)
        return [_call_output(c.id, r) for c, r in zip(calls, results, strict=True)]


class AsyncMemoryToolkit(_Toolkit):
    """Memory tools for one namespace, run with a `memhub.AsyncMemhub`."""

    def __init__(self, tools: AsyncMemoryTools) -> None:
        super().__init__(tools.specs)
        self.tools = tools

    async def run(self, name: str, arguments: str | Mapping[str, Any] | None = None) -> ToolResult:
        """Run one call by name; `arguments` is the model's JSON text or a mapping."""
        try:
            return await self.tools.run(name, arguments)
        except Exception as error:
            return _error(name, error)

    async def _run_all(self, calls: Sequence[_Call]) -> list[ToolResult]:
        async def one(call: _Call) -> ToolResult:
            return _refusal(call) if call.refused else await self.run(call.name, call.arguments)

        return list(await asyncio.gather(*(one(call) for call in calls)))

    async def execute(
        self, tool_calls: Any, *, skip_unknown: bool = False
    ) -> list[ChatCompletionToolMessageParam]:
        """`MemoryToolkit.execute`, concurrently on the event loop."""
        calls = self._mine(map(_chat_call, _chat_calls(tool_calls)), skip_unknown)
        results = await self._run_all(calls)
        return [_tool_message(c.id, r) for c, r in zip(calls, results, strict=True)]

    async def execute_response(
        self, output: Any, *, skip_unknown: bool = False
    ) -> list[FunctionCallOutput]:
        """`MemoryToolkit.execute_response`, concurrently on the event loop."""
        calls = self._mine(_response_calls(output), skip_unknown)
        results = await self._run_all(calls)
        return [_call_output(c.id, r) for c, r in zip(calls, results, strict=True)]


@overload
def memory_tools(
    *,
    namespace: str,
    memhub: AsyncMemhub,
    **options: Unpack[ToolOptions],
) -> AsyncMemoryToolkit: ...


@overload
def memory_tools(
    *,
    namespace: str,
    memhub: Memhub | None = ...,
    **options: Unpack[ToolOptions],
) -> MemoryToolkit: ...


def memory_tools(
    *,
    namespace: str,
    memhub: Memhub | AsyncMemhub | None = None,
    **options: Unpack[ToolOptions],
) -> MemoryToolkit | AsyncMemoryToolkit:
    """Memory tools for the user `namespace`: `search_memories`, `add_memory`,
    `get_profile` and `forget_memory` (or the subset in `include`, renamed by `names`;
    the other `options` are `memhub.tools.ToolOptions`). The read-only document tools
    `list_documents` and `get_document` join them when included, e.g.
    `include=memhub.tools.ALL_TOOL_NAMES`.

    Returns an async toolkit for an `AsyncMemhub`, a sync one otherwise
    (`memhub` defaults to `memhub.Memhub()`, configured from the environment).
    """
    ns = namespace_for(namespace)
    if isinstance(memhub, AsyncMemhub):
        return AsyncMemoryToolkit(AsyncMemoryTools(memhub, ns, **options))
    return MemoryToolkit(MemoryTools(memhub or Memhub(), ns, **options))
