"""Chat transcripts sent as JSON: an array of ``{"role", "content"}`` messages.

This is what chat frameworks hold and what several adapters send as a document
(Pipecat's context, OpenAI-style message lists). Each message names its speaker by
``role`` and/or ``name`` (or ``speaker``: the speaker's own name, which then wins over
the role); ``content`` (or ``text``) is a string, one part, or a list of parts of which
strings and the ``{"type": "text" | "input_text" | "output_text", "text": ...}`` ones
count (images, audio and tool calls say nothing). An object with a ``messages`` array is
read the same way. An item that names no speaker at all makes the JSON a data file, not
a transcript.

:func:`read_messages` answers the turns, or the reason the content is not such a
transcript. Both readers of conversations use it: the chunker (passages of turns) and
the rule extractor (who said what); each falls back to plain text on a reason, so a
malformed array never keeps a document from being indexed or forming memories.
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
    """The role as sent, lower case ("user", "assistant", "system", "tool", ...); "" when
    the message only names its speaker."""
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
        role = item.get("role", "")
        if not isinstance(role, str):
            return f"item {index} has a role that is not a string"
        name = item.get("name", item.get("speaker"))
        if not isinstance(name, str):
            name = None  # a number or an object is no one's name: the role speaks
        if not role.strip() and not (name and name.strip()):
            return f"item {index} names no speaker (no role, name or speaker)"
        text = _text_of(item.get("content", item.get("text")))
        if text is None:
            return f"item {index} has no text content"
        clean_name = " ".join(name.split()) if name else None
        found.append(Message(role.strip().lower(), clean_name or None, text))
    return found


_TEXT_PARTS: Final = frozenset({"text", "input_text", "output_text"})


def _text_of(content: object) -> str | None:
    if isinstance(content, str):
        return content
    if isinstance(content, dict):
        content = [content]
    if isinstance(content, list):
        parts = [
            part if isinstance(part, str) else part["text"]
            for part in content
            if isinstance(part, str)
            or (
                isinstance(part, dict)
                and part.get("type", "text") in _TEXT_PARTS
                and isinstance(part.get("text"), str)
            )
        ]
        return "\n".join(parts)
    if content is None:
        return ""  # a tool call or an empty turn: nothing said
    return None
