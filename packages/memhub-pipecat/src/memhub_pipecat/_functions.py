"""The core's memory tools as Pipecat functions: schemas and handlers.

`memhub.tools` defines the tools once (schemas, validated calls, error results);
this module only speaks Pipecat's function calling: a `FunctionSchema` per tool
for the context's `ToolsSchema`, and one handler, registered on the LLM service
with `register_function`, that runs a call and hands its result to the call's
`result_callback`. A failed call (bad arguments, the memory server down or slow)
reaches the model as `{"error": ...}` it can explain; nothing is raised into
the pipeline.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Mapping, Sequence
from typing import Any, TypeAlias

from pipecat.adapters.llm.schemas.function_schema import FunctionSchema
from pipecat.adapters.llm.schemas.tools_schema import ToolsSchema
from pipecat.services.llm_service import FunctionCallParams, LLMService

from memhub import AsyncMemhub, Memhub
from memhub.capture import namespace_for
from memhub.tools import AsyncMemoryTools, MemoryTools, ToolName, ToolOptions, ToolResult

__all__ = ["DEFAULT_TOOLS", "DEFAULT_TOOL_NAMES", "DEFAULT_TOOL_TIMEOUT", "MemoryFunctions"]

logger = logging.getLogger("memhub.pipecat")

DEFAULT_TOOLS: tuple[ToolName, ...] = ("search_memories", "add_memory", "forget_memory")
DEFAULT_TOOL_NAMES: Mapping[ToolName, str] = {"add_memory": "remember", "forget_memory": "forget"}
"""Spoken-style names for a voice agent: `search_memories`, `remember`, `forget`."""
DEFAULT_TOOL_TIMEOUT = 5.0
"""Seconds a tool call may take: the caller is waiting on the line."""

_Runner: TypeAlias = Callable[[str, Mapping[str, Any]], Awaitable[ToolResult]]


class MemoryFunctions:
    """Memory tools for a Pipecat LLM service, bound to one user's namespace.

        functions = MemoryFunctions(memhub, namespace=caller_id)
        functions.register(llm)
        context = LLMContext(tools=functions.tools_schema(*my_functions))

    `namespace` is any user id, mapped through `memhub.namespace_for` (use the
    processor's: `MemoryFunctions(memhub, namespace=processor.namespace)` maps it
    once more to the same value). `tools` picks the `memhub.tools` to offer and
    `tool_names` renames them (default: `search_memories`, `remember`, `forget`);
    each call may take `timeout` seconds. `metadata` goes on saved memories.
    """

    def __init__(
        self,
        client: Memhub | AsyncMemhub,
        *,
        namespace: str,
        tools: Sequence[ToolName] = DEFAULT_TOOLS,
        tool_names: Mapping[ToolName, str] = DEFAULT_TOOL_NAMES,
        timeout: float = DEFAULT_TOOL_TIMEOUT,
        metadata: Mapping[str, str | int | float | bool] | None = None,
    ) -> None:
        if not isinstance(client, Memhub | AsyncMemhub):
            raise TypeError(f"client must be memhub.Memhub or memhub.AsyncMemhub, got {client!r}")
        self.namespace = namespace_for(namespace)
        options: ToolOptions = {
            "include": tools,
            "names": tool_names,
            "timeout": timeout,
            "metadata": {"source": "pipecat", **(metadata or {})},
        }
        self._run: _Runner
        if isinstance(client, AsyncMemhub):
            async_runner = AsyncMemoryTools(client, self.namespace, **options)
            self._run, specs = async_runner.run, async_runner.specs
        else:
            sync_runner = MemoryTools(client, self.namespace, **options)
            specs = sync_runner.specs

            async def run(name: str, arguments: Mapping[str, Any]) -> ToolResult:
                # A sync client blocks; a worker thread keeps the audio flowing.
                return await asyncio.to_thread(sync_runner.run, name, arguments)

            self._run = run
        self.schemas = [
            FunctionSchema(
                name=spec.name,
                description=spec.description,
                properties=spec.parameters["properties"],
                required=list(spec.parameters["required"]),
            )
            for spec in specs
        ]

    @property
    def names(self) -> list[str]:
        return [schema.name for schema in self.schemas]

    def tools_schema(self, *functions: FunctionSchema) -> ToolsSchema:
        """A `ToolsSchema` for `LLMContext(tools=...)`: your `functions`, then the memory tools."""
        return ToolsSchema(standard_tools=[*functions, *self.schemas])

    def register(self, llm: LLMService[Any]) -> list[FunctionSchema]:
        """Register the handler for every memory tool on `llm`; returns the schemas."""
        for name in self.names:
            llm.register_function(name, self.handle)
        return list(self.schemas)

    async def handle(self, params: FunctionCallParams) -> None:
        """Run one call and deliver its result (or its error) through `result_callback`."""
        try:
            result = await self._run(params.function_name, params.arguments)
            data: dict[str, Any] = result.data
        except Exception as exc:  # the tools report failures; this is the unforeseen
            logger.exception("memhub tool %s failed", params.function_name)
            data = {"error": f"the memory tool failed: {exc}"}
        await params.result_callback(data)
