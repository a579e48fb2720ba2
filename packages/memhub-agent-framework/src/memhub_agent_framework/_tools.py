"""The memhub memory tools as Agent Framework function tools.

`memhub.tools` defines the tools once (names, descriptions, strict-mode JSON
schemas) and runs their calls; this module only wraps each one in a
`FunctionTool`. The model is shown memhub's schema as it is, and the
arguments reach memhub unchecked by the framework, so a mistake comes back
as memhub's specific error result ("'limit' must be between 1 and 50")
rather than the framework's generic "argument parsing failed".
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Collection
from functools import partial
from typing import Any, Unpack

from agent_framework import FunctionTool
from pydantic import BaseModel, ConfigDict

from memhub import AsyncMemhub, Memhub
from memhub.capture import namespace_for
from memhub.tools import (
    TOOL_NAMES,
    AsyncMemoryTools,
    MemoryTools,
    ToolName,
    ToolOptions,
    ToolSpec,
)

__all__ = ["memory_tools"]


class _AnyArguments(BaseModel):
    """Lets every argument through: memhub validates them."""

    model_config = ConfigDict(extra="allow")


class _MemoryFunctionTool(FunctionTool):
    """A `FunctionTool` that advertises a memhub spec's schema verbatim."""

    def __init__(self, spec: ToolSpec, func: Callable[..., Any], *, require_approval: bool) -> None:
        super().__init__(
            name=spec.name,
            description=spec.description,
            func=func,
            input_model=_AnyArguments,
            approval_mode="always_require" if require_approval else "never_require",
            additional_properties={"memhub_tool": spec.tool},
        )
        self._memhub_parameters = spec.parameters

    def parameters(self) -> dict[str, Any]:
        return self._memhub_parameters


def memory_tools(
    client: Memhub | AsyncMemhub,
    namespace: str,
    *,
    require_approval: Collection[ToolName] = (),
    **options: Unpack[ToolOptions],
) -> list[FunctionTool]:
    """Function tools for an agent to search, add, read and forget memory in `namespace`.

    `include` picks tools (default: search_memories, add_memory, get_profile,
    forget_memory) and `names` renames them. Tools in `require_approval` run
    only after a person approves the call (Agent Framework's approval flow),
    e.g. `require_approval={"forget_memory"}`. The other `options` are
    `memhub.tools.ToolOptions`: `search_limit`, `threshold`, `metadata` (added
    to saved memories) and `timeout`, with the same defaults as every adapter.

    A call never raises: bad arguments or a memory-service failure return a
    JSON result with an `error` message for the model. The namespace is mapped
    into the valid alphabet as by the context provider.
    """
    unknown = set(require_approval) - set(options.get("include", TOOL_NAMES))
    if unknown:
        raise ValueError(f"require_approval names tools not included: {', '.join(sorted(unknown))}")
    namespace = namespace_for(namespace)
    runner: MemoryTools | AsyncMemoryTools
    call_for: Callable[[str], Callable[..., Any]]
    if isinstance(client, AsyncMemhub):
        runner = AsyncMemoryTools(client, namespace, **options)
        call_for = partial(_async_call, runner)
    else:
        runner = MemoryTools(client, namespace, **options)
        call_for = partial(_sync_call, runner)
    return [
        _MemoryFunctionTool(
            spec, call_for(spec.name), require_approval=spec.tool in require_approval
        )
        for spec in runner.specs
    ]


def _async_call(runner: AsyncMemoryTools, name: str) -> Callable[..., Awaitable[str]]:
    async def call(**arguments: Any) -> str:
        return (await runner.run(name, _unwrap(arguments))).content

    return call


def _sync_call(runner: MemoryTools, name: str) -> Callable[..., str]:
    # Agent Framework runs a sync tool in a worker thread, off the event loop.
    def call(**arguments: Any) -> str:
        return runner.run(name, _unwrap(arguments)).content

    return call


def _unwrap(arguments: dict[str, Any]) -> dict[str, Any] | str:
    """The model's arguments as it sent them.

    Agent Framework passes arguments that are not a JSON object as `{"raw": text}`.
    No memhub tool has a `raw` parameter, so that is always this case, and memhub
    explains the mistake better from the text itself ("not valid JSON").
    """
    raw = arguments.get("raw")
    return raw if isinstance(raw, str) and len(arguments) == 1 else arguments
