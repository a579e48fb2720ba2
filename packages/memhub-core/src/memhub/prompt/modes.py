"""Which memory a turn asks for, and the user text that drives the search.

Adapters hand over whatever their framework holds: OpenAI chat messages (dicts
or SDK objects), a Responses API `input` (a bare string or a list of items), or
anything shaped like them. Only the latest user message matters: it is what
the model is about to answer, so it is the best query for related memories.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any, Literal

from .._block import strip_blocks

__all__ = ["MemoryMode", "is_new_turn", "last_user_text"]

MemoryMode = Literal["profile", "query", "full"]
"""`profile`: the user's profile only, no query. `query`: search on the latest
user text only. `full`: both."""

# Part types that carry text the user typed: chat `text`, Responses `input_text`.
_TEXT_PARTS = frozenset({"text", "input_text"})


def _field(item: Any, name: str) -> Any:
    """Read `name` from a dict or from an SDK object, whichever `item` is."""
    if isinstance(item, dict):
        return item.get(name)
    return getattr(item, name, None)


def _content_text(content: Any) -> str:
    if isinstance(content, str):
        return strip_blocks(content).strip()
    if not isinstance(content, Iterable):
        return ""
    pieces: list[str] = []
    for part in content:
        text = part if isinstance(part, str) else None
        if text is None and _field(part, "type") in _TEXT_PARTS:
            text = _field(part, "text")
        if isinstance(text, str) and (cleaned := strip_blocks(text).strip()):
            pieces.append(cleaned)
    return " ".join(pieces)


def last_user_text(messages: str | Sequence[Any] | None) -> str:
    """The text of the latest user message, or "" when there is none.

    Text parts are joined with a space; images, files and audio are ignored;
    any memhub block is removed so recalled memory never becomes the query.
    """
    if messages is None:
        return ""
    if isinstance(messages, str):
        return _content_text(messages)
    for message in reversed(messages):
        if _field(message, "role") == "user":
            return _content_text(_field(message, "content"))
    return ""


def is_new_turn(messages: str | Sequence[Any] | None) -> bool:
    """True when the model is about to answer a fresh user message.

    Anything else after a user message (a tool result, an assistant step) is a
    tool-loop continuation of the same turn, where recalled memory can be reused.
    """
    if not messages or isinstance(messages, str):
        return True
    return bool(_field(messages[-1], "role") == "user")
