"""Chat transcripts sent as JSON: an array of ``{"role", "content"}`` messages.

This is what chat frameworks hold and what several adapters send as a document
(Pipecat's context, OpenAI-style message lists). Each message may carry a ``name``
(the speaker's own name, which then wins over the role), and ``content`` may be a
string or a list of parts of which the ``{"type": "text", "text": ...}`` ones count.
An object with a ``messages`` array is read the same way.

:func:`read_messages` answers the turns, or the reason the content is not such a
transcript; the caller then reads it as plain text, so a malformed array never keeps
the rest of the document from forming memories.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Final

__all__ = ["Message", "looks_like_messages", "read_messages"]

_MAX_CHARS: Final = 2_000_000
"""Longer content is read as text rather than parsed (a document cannot be larger)."""


@dataclass(frozen=True, slots=True)
class Message:
    role: str
    """The role as sent, lower case ("user", "assistant", "system", "tool", ...)."""
    name: str | None
    """The speaker's own name when the message carries one."""
    text: str


def looks_like_messages(content: str) -> bool:
    """Cheap test before parsing: the content opens like a JSON array or object."""
    head = content.lstrip()[:1]
    return head in {"[", "{"}


def read_messages(content: str) -> list[Message] | str:
    """The messages of a JSON transcript, or why ``content`` is not one."""
    if len(content) > _MAX_CHARS:
        return "content too long to parse as JSON messages"
    try:
        data = json.loads(content)
    except (ValueError, RecursionError) as exc:
        return f"not valid JSON: {str(exc)[:80]}"
    if isinstance(data, dict) and isinstance(data.get("messages"), list):
        data = data["messages"]
    if not isinstance(data, list) or not data:
        return "JSON is not a non-empty array of messages"
    found: list[Message] = []
    for index, item in enumerate(data):
        if not isinstance(item, dict):
            return f"item {index} is not an object"
        role = item.get("role", item.get("speaker", "user"))
        name = item.get("name")
        if not isinstance(role, str) or (name is not None and not isinstance(name, str)):
            return f"item {index} has a role or name that is not a string"
        text = _text_of(item.get("content", item.get("text")))
        if text is None:
            return f"item {index} has no text content"
        clean_name = " ".join(name.split()) if name else None
        found.append(Message(role.strip().lower(), clean_name or None, text))
    return found


def _text_of(content: object) -> str | None:
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        parts = [
            part["text"]
            for part in content
            if isinstance(part, dict)
            and part.get("type", "text") == "text"
            and isinstance(part.get("text"), str)
        ]
        return "\n".join(parts)
    if content is None:
        return ""  # a tool call or an empty turn: nothing said
    return None
