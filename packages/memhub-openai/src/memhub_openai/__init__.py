"""memhub for OpenAI clients: memory injected into chat and Responses calls,
exchanges captured into the conversation, and memory as function tools.

    from openai import OpenAI
    from memhub_openai import with_memory

    client = with_memory(OpenAI(), namespace="user_42", conversation_id="chat-7")
    client.chat.completions.create(model="gpt-4.1-mini", messages=[...])

Importing this package does not import `openai`; it is loaded when first needed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from memhub.lazy import lazy_exports

if TYPE_CHECKING:
    from ._memory import DEFAULT_OPTIONS, CaptureMode, OpenAIMemory
    from ._tools import AsyncMemoryToolkit, MemoryToolkit, memory_tools
    from ._wrap import memory_of, with_memory

__all__ = [
    "DEFAULT_OPTIONS",
    "AsyncMemoryToolkit",
    "CaptureMode",
    "MemoryToolkit",
    "OpenAIMemory",
    "memory_of",
    "memory_tools",
    "with_memory",
]

__getattr__, __dir__ = lazy_exports(
    __name__,
    {
        "DEFAULT_OPTIONS": "._memory",
        "CaptureMode": "._memory",
        "OpenAIMemory": "._memory",
        "AsyncMemoryToolkit": "._tools",
        "MemoryToolkit": "._tools",
        "memory_tools": "._tools",
        "memory_of": "._wrap",
        "with_memory": "._wrap",
    },
    sdk="openai",
    install="memhub-openai",
)
