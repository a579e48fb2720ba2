"""`MemhubMemoryTool` and `AsyncMemhubMemoryTool`: Claude's memory tool on memhub.

Both subclass the Anthropic SDK's abstract memory tools, so they plug into
`client.beta.messages.tool_runner(tools=[...])` as they are, and both run the
same commands (`_commands`); they differ only in the client they drive.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from typing import TYPE_CHECKING

from anthropic.lib.tools import (
    BetaAbstractMemoryTool,
    BetaAsyncAbstractMemoryTool,
    BetaFunctionToolResultType,
    ToolError,
)
from anthropic.types.beta import (
    BetaCacheControlEphemeralParam,
    BetaMemoryTool20250818CreateCommand,
    BetaMemoryTool20250818DeleteCommand,
    BetaMemoryTool20250818InsertCommand,
    BetaMemoryTool20250818RenameCommand,
    BetaMemoryTool20250818StrReplaceCommand,
    BetaMemoryTool20250818ViewCommand,
    BetaToolResultBlockParam,
)

from memhub import (
    APIConnectionError,
    APIStatusError,
    AsyncMemhub,
    Memhub,
    MemhubError,
    namespace_for,
)
from memhub.types import TaskType

from . import _commands as commands
from ._store import AsyncStore, Plan, SyncStore

if TYPE_CHECKING:
    from anthropic.types import ToolUseBlock
    from anthropic.types.beta import BetaToolUseBlock

__all__ = ["AsyncMemhubMemoryTool", "MemhubMemoryTool"]

log = logging.getLogger("memhub_anthropic")

COMMANDS = ("view", "create", "str_replace", "insert", "delete", "rename")


class MemhubMemoryTool(BetaAbstractMemoryTool):
    """Claude's memory tool (`memory_20250818`), each file kept as a memhub document.

        memory = MemhubMemoryTool(Memhub(), namespace="user_alex")
        runner = anthropic.beta.messages.tool_runner(
            model="claude-sonnet-4-5", max_tokens=1024, messages=[...], tools=[memory]
        )

    Files live in `namespace`, one document per file, found by an id that
    encodes the path. Their text also goes through memhub's pipeline, so what
    Claude writes down becomes searchable memory in that namespace. Pass
    `extract_memories=False` to index files as searchable chunks without forming
    memories, or give the tool a namespace of its own to keep files out of recall.

    A mistake by the model (a bad path, a missing file, an ambiguous
    `str_replace`) and a failed call to memhub both raise `ToolError`, which the
    tool runner sends back as an error result. In a hand-written loop,
    `tool_result(block)` does the same.
    """

    def __init__(
        self,
        client: Memhub,
        *,
        namespace: str,
        extract_memories: bool = True,
        cache_control: BetaCacheControlEphemeralParam | None = None,
    ) -> None:
        super().__init__(cache_control=cache_control)
        self.namespace = namespace_for(namespace)
        self._store = SyncStore(client, namespace, _task_type(extract_memories))

    @property
    def client(self) -> Memhub:
        return self._store.client

    def call(self, input: object) -> BetaFunctionToolResultType:
        _check_input(input)
        return super().call(input)

    def tool_result(self, tool_use: BetaToolUseBlock | ToolUseBlock) -> BetaToolResultBlockParam:
        """Run one `tool_use` block and answer it, errors included, for a hand-written loop."""
        try:
            return _result(tool_use.id, self.call(tool_use.input))
        except Exception as exc:
            return _error_result(tool_use.id, exc)

    def view(self, command: BetaMemoryTool20250818ViewCommand) -> str:
        return self._run(commands.view(command))

    def create(self, command: BetaMemoryTool20250818CreateCommand) -> str:
        return self._run(commands.create(command))

    def str_replace(self, command: BetaMemoryTool20250818StrReplaceCommand) -> str:
        return self._run(commands.str_replace(command))

    def insert(self, command: BetaMemoryTool20250818InsertCommand) -> str:
        return self._run(commands.insert(command))

    def delete(self, command: BetaMemoryTool20250818DeleteCommand) -> str:
        return self._run(commands.delete(command))

    def rename(self, command: BetaMemoryTool20250818RenameCommand) -> str:
        return self._run(commands.rename(command))

    def clear_all_memory(self) -> str:
        """Delete every file this tool keeps in its namespace; other documents stay.

        Meant for application code, so a memhub failure raises `memhub.MemhubError`.
        """
        return self._store.run(commands.clear_all())

    def _run(self, plan: Plan[str]) -> str:
        try:
            return self._store.run(plan)
        except MemhubError as exc:
            raise _tool_error(exc) from exc


class AsyncMemhubMemoryTool(BetaAsyncAbstractMemoryTool):
    """The async twin of `MemhubMemoryTool`, driving a `memhub.AsyncMemhub`.

    Use it with `AsyncAnthropic().beta.messages.tool_runner(...)`; commands,
    results and errors are the same as the sync tool's.
    """

    def __init__(
        self,
        client: AsyncMemhub,
        *,
        namespace: str,
        extract_memories: bool = True,
        cache_control: BetaCacheControlEphemeralParam | None = None,
    ) -> None:
        super().__init__(cache_control=cache_control)
        self.namespace = namespace_for(namespace)
        self._store = AsyncStore(client, namespace, _task_type(extract_memories))

    @property
    def client(self) -> AsyncMemhub:
        return self._store.client

    async def call(self, input: object) -> BetaFunctionToolResultType:
        _check_input(input)
        return await super().call(input)

    async def tool_result(
        self, tool_use: BetaToolUseBlock | ToolUseBlock
    ) -> BetaToolResultBlockParam:
        """Run one `tool_use` block and answer it, errors included, for a hand-written loop."""
        try:
            return _result(tool_use.id, await self.call(tool_use.input))
        except Exception as exc:
            return _error_result(tool_use.id, exc)

    async def view(self, command: BetaMemoryTool20250818ViewCommand) -> str:
        return await self._run(commands.view(command))

    async def create(self, command: BetaMemoryTool20250818CreateCommand) -> str:
        return await self._run(commands.create(command))

    async def str_replace(self, command: BetaMemoryTool20250818StrReplaceCommand) -> str:
        return await self._run(commands.str_replace(command))

    async def insert(self, command: BetaMemoryTool20250818InsertCommand) -> str:
        return await self._run(commands.insert(command))

    async def delete(self, command: BetaMemoryTool20250818DeleteCommand) -> str:
        return await self._run(commands.delete(command))

    async def rename(self, command: BetaMemoryTool20250818RenameCommand) -> str:
        return await self._run(commands.rename(command))

    async def clear_all_memory(self) -> str:
        """Delete every file this tool keeps in its namespace; other documents stay.

        Meant for application code, so a memhub failure raises `memhub.MemhubError`.
        """
        return await self._store.run(commands.clear_all())

    async def _run(self, plan: Plan[str]) -> str:
        try:
            return await self._store.run(plan)
        except MemhubError as exc:
            raise _tool_error(exc) from exc


# -- shared -------------------------------------------------------------------------------


def _task_type(extract_memories: bool) -> TaskType:
    # "superrag" documents are chunked and searchable but form no memories.
    return "memory" if extract_memories else "superrag"


def _check_input(input: object) -> None:
    """Reject what the SDK's command parsing would pass through unchecked."""
    command = input.get("command") if isinstance(input, Mapping) else None
    if command not in COMMANDS:
        raise ToolError(
            f"Unknown memory command {command!r}. Use one of: {', '.join(COMMANDS)}."
            if command is not None
            else f"The memory tool needs a `command`: one of {', '.join(COMMANDS)}."
        )


def _tool_error(exc: MemhubError) -> ToolError:
    """A memhub failure, told to the model without internals."""
    if isinstance(exc, APIConnectionError):
        return ToolError(
            "The memory store could not be reached, so the command may not have been "
            "applied. View the file or directory before trying again."
        )
    if isinstance(exc, APIStatusError):
        return ToolError(f"The memory store refused the command ({exc.status_code}): {exc.message}")
    return ToolError(f"The memory store refused the command: {exc}")


def _result(tool_use_id: str, content: BetaFunctionToolResultType) -> BetaToolResultBlockParam:
    return {"type": "tool_result", "tool_use_id": tool_use_id, "content": content}


def _error_result(tool_use_id: str, exc: Exception) -> BetaToolResultBlockParam:
    if isinstance(exc, ToolError):
        content = exc.content
    else:
        log.exception("memory tool failed unexpectedly", exc_info=exc)
        content = f"The memory tool failed unexpectedly ({type(exc).__name__})."
    return {"type": "tool_result", "tool_use_id": tool_use_id, "content": content, "is_error": True}
