"""Put a memory block into a model request, replacing the previous one.

Chat histories are resent every turn, so the block injected last turn comes
back inside the system message. It is removed before the new one goes in:
the model sees one current block, never a stack of stale ones. Inputs are
never mutated, because callers often reuse their message lists.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from .._block import has_block, strip_blocks

__all__ = ["inject_instructions", "inject_parts", "inject_system", "strip_message"]

_HOST_ROLES = frozenset({"system", "developer"})


def _is_host(message: Any) -> bool:
    return isinstance(message, Mapping) and message.get("role") in _HOST_ROLES


def _part_has_block(part: Any) -> bool:
    text = part.get("text") if isinstance(part, Mapping) else None
    return isinstance(text, str) and has_block(text)


def _strip_part(part: Any) -> Any | None:
    """`part` without memhub blocks; None when a block was all it held."""
    if not _part_has_block(part):
        return part
    text = strip_blocks(part["text"])
    return {**part, "text": text} if text.strip() else None


def strip_message(message: Mapping[str, Any]) -> Mapping[str, Any] | None:
    """`message` without memhub blocks (the same object when it held none); None
    when a block was all it held. Never mutates `message`."""
    content = message.get("content")
    if isinstance(content, str) and has_block(content):
        text = strip_blocks(content)
        return {**message, "content": text} if text.strip() else None
    if isinstance(content, list) and any(map(_part_has_block, content)):
        parts = [part for part in map(_strip_part, content) if part is not None]
        return {**message, "content": parts} if parts else None
    return message


def _append(message: Mapping[str, Any], block: str) -> dict[str, Any]:
    content = message.get("content")
    if isinstance(content, list):
        # Responses API items spell text parts `input_text`; match what is there.
        kind = "text"
        if any(isinstance(p, Mapping) and p.get("type") == "input_text" for p in content):
            kind = "input_text"
        return {**message, "content": [*content, {"type": kind, "text": block}]}
    if isinstance(content, str) and content.strip():
        return {**message, "content": f"{content}\n\n{block}"}
    return {**message, "content": block}


def inject_system(messages: Sequence[Any], block: str | None) -> list[Any]:
    """A new message list with `block` as the only memhub block.

    Old blocks are removed from every system and developer message (a message
    left empty is dropped). `block` then goes at the end of the first such
    message, or into a new leading system message. With `block` None only the
    removal happens. Messages that are not dicts pass through untouched.
    """
    cleaned: list[Any] = []
    for message in messages:
        kept = strip_message(message) if _is_host(message) else message
        if kept is not None:
            cleaned.append(kept)
    if block is None:
        return cleaned
    for index, message in enumerate(cleaned):
        if _is_host(message):
            cleaned[index] = _append(message, block)
            return cleaned
    return [{"role": "system", "content": block}, *cleaned]


def inject_parts(parts: Sequence[Any], block: str | None) -> list[Any]:
    """A new list of text parts (e.g. Anthropic's `system` blocks) with `block` as
    the only memhub block.

    Old blocks are removed from every text part (a part left empty is dropped);
    `block` then goes last, as a text part of its own, so the parts before it,
    and a prompt-cache breakpoint among them, stay as they were. Every other key
    of a kept part (`cache_control`, `citations`) is kept; parts that are not
    dicts pass through untouched.
    """
    cleaned = [part for part in map(_strip_part, parts) if part is not None]
    if block is not None:
        cleaned.append({"type": "text", "text": block})
    return cleaned


def inject_instructions(instructions: str | None, block: str | None) -> str | None:
    """The Responses API `instructions` with `block` as the only memhub block."""
    host = instructions
    if host is not None and has_block(host):
        stripped = strip_blocks(host)
        # Instructions that held only our block become absent rather than blank.
        host = stripped if stripped.strip() else None
    if block is None:
        return host
    return f"{host}\n\n{block}" if host and host.strip() else block
