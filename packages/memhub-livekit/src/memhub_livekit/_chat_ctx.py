"""Read the user's turn from a LiveKit `ChatContext` and put the memory block beside it.

`llm_node` receives a per-turn copy of the agent's history, so the block put in
here reaches the model without ever entering the stored conversation. Within one
turn the copy is reused across tool-loop steps, and an app may hand in a history
that already holds a block, so every insertion first removes what is there: the
model always sees exactly one current block. The items of the copy are shared with
the agent's history, so messages are replaced, never edited in place.
"""

from __future__ import annotations

from typing import Literal

from livekit.agents import llm

from memhub.prompt import has_block, strip_blocks

__all__ = [
    "MEMORY_MARKER",
    "MemoryRole",
    "is_memory_message",
    "last_user_message",
    "message_text",
    "put_block",
]

MemoryRole = Literal["system", "developer", "assistant"]
"""Who "says" the memory block to the model. `system` suits most providers."""

MEMORY_MARKER = "memhub_memory"
"""Key in `ChatMessage.extra` that marks a message as injected memory."""

# Just enough to sort the block before its user message without passing an earlier item.
_BEFORE = 1e-6


def message_text(message: llm.ChatMessage) -> str:
    """The message's text without memory blocks (assistant expressive tags removed)."""
    return strip_blocks(message.text_content or "").strip()


def is_memory_message(item: llm.ChatItem) -> bool:
    return isinstance(item, llm.ChatMessage) and bool(item.extra.get(MEMORY_MARKER))


def last_user_message(chat_ctx: llm.ChatContext) -> llm.ChatMessage | None:
    """The latest user message, or None (e.g. a greeting before the user spoke)."""
    for item in reversed(chat_ctx.items):
        if isinstance(item, llm.ChatMessage) and item.role == "user":
            return item
    return None


def _without_blocks(item: llm.ChatItem) -> llm.ChatItem | None:
    """`item` with memhub blocks removed from its text; None if nothing else was left."""
    if is_memory_message(item):
        return None
    if not isinstance(item, llm.ChatMessage):
        return item
    if not any(isinstance(part, str) and has_block(part) for part in item.content):
        return item
    content: list[llm.ChatContent] = []
    for part in item.content:
        if isinstance(part, str):
            part = strip_blocks(part)
            if not part.strip():
                continue
        content.append(part)
    return item.model_copy(update={"content": content}) if content else None


def put_block(
    chat_ctx: llm.ChatContext,
    block: str | None,
    *,
    anchor: llm.ChatMessage | None,
    role: MemoryRole = "system",
) -> None:
    """Make `block` the only memory block in `chat_ctx`, just before `anchor`.

    Without an anchor the block goes last. `block` None only removes old blocks.
    """
    items = [kept for item in chat_ctx.items if (kept := _without_blocks(item)) is not None]
    if block is not None:
        message = llm.ChatMessage(role=role, content=[block], extra={MEMORY_MARKER: True})
        index = len(items)
        if anchor is not None:
            # Matched by id: an anchor that carried a block of its own was replaced above.
            index = next((i for i, item in enumerate(items) if item.id == anchor.id), index)
            message.created_at = anchor.created_at - _BEFORE
        items.insert(index, message)
    chat_ctx.items[:] = items
