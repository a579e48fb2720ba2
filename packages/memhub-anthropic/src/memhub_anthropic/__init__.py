"""memhub for Claude: Anthropic's memory tool, with each file kept as a memhub document.

    from anthropic import Anthropic
    from memhub import Memhub
    from memhub_anthropic import MemhubMemoryTool

    memory = MemhubMemoryTool(Memhub(), namespace="user_alex")
    runner = Anthropic().beta.messages.tool_runner(
        model="claude-sonnet-4-5", max_tokens=1024, tools=[memory],
        messages=[{"role": "user", "content": "Remember that I prefer window seats."}],
    )
    print(runner.until_done().content)

The tool classes load the Anthropic SDK on first use, so importing this package
stays cheap; `memory_file_id` and `memory_file_path` never load it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from memhub.lazy import lazy_exports

from ._paths import MAX_NAME_CHARS, MAX_PATH_CHARS, ROOT, memory_file_id, memory_file_path

if TYPE_CHECKING:
    from ._tool import AsyncMemhubMemoryTool, MemhubMemoryTool

__all__ = [
    "MAX_NAME_CHARS",
    "MAX_PATH_CHARS",
    "ROOT",
    "AsyncMemhubMemoryTool",
    "MemhubMemoryTool",
    "memory_file_id",
    "memory_file_path",
]

__getattr__, __dir__ = lazy_exports(
    __name__,
    {
        "AsyncMemhubMemoryTool": "._tool",
        "MemhubMemoryTool": "._tool",
    },
    sdk="anthropic",
    install="memhub-anthropic",
)
