"""memhub for Claude: automatic memory for the Messages API, memhub's memory tools in
Claude's tool format, and Anthropic's memory tool with each file kept as a memhub document.

    from anthropic import Anthropic
    from memhub_anthropic import with_memory

    client = with_memory(Anthropic(), namespace="user_42", conversation_id="chat-7")
    client.messages.create(model="claude-sonnet-4-5", max_tokens=1024, messages=[...])


    from anthropic import Anthropic
    from memhub import Memhub
    from memhub_anthropic import MemhubMemoryTool

    memory = MemhubMemoryTool(Memhub(), namespace="user_alex")
    runner = Anthropic().beta.messages.tool_runner(
        model="claude-sonnet-4-5", max_tokens=1024, tools=[memory],
        messages=[{"role": "user", "content": "Remember that I prefer window seats."}],
    )
    print(runner.until_done().content)

Everything but the path helpers loads the Anthropic SDK on first use, so importing
this package stays cheap; `memory_file_id` and `memory_file_path` never load it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from memhub.lazy import lazy_exports

from ._paths import MAX_NAME_CHARS, MAX_PATH_CHARS, ROOT, memory_file_id, memory_file_path

if TYPE_CHECKING:
    from ._memory import DEFAULT_OPTIONS, AnthropicMemory, CaptureMode
    from ._tool import AsyncMemhubMemoryTool, MemhubMemoryTool
    from ._toolkit import AsyncMemoryToolkit, MemoryToolkit, memory_tools
    from ._wrap import memory_of, with_memory

__all__ = [
    "DEFAULT_OPTIONS",
    "MAX_NAME_CHARS",
    "MAX_PATH_CHARS",
    "ROOT",
    "AnthropicMemory",
    "AsyncMemhubMemoryTool",
    "AsyncMemoryToolkit",
    "CaptureMode",
    "MemhubMemoryTool",
    "MemoryToolkit",
    "memory_file_id",
    "memory_file_path",
    "memory_of",
    "memory_tools",
    "with_memory",
]

__getattr__, __dir__ = lazy_exports(
    __name__,
    {
        "DEFAULT_OPTIONS": "._memory",
        "AnthropicMemory": "._memory",
        "CaptureMode": "._memory",
        "AsyncMemhubMemoryTool": "._tool",
        "MemhubMemoryTool": "._tool",
        "AsyncMemoryToolkit": "._toolkit",
        "MemoryToolkit": "._toolkit",
        "memory_tools": "._toolkit",
        "memory_of": "._wrap",
        "with_memory": "._wrap",
    },
    sdk="anthropic",
    install="memhub-anthropic",
)
