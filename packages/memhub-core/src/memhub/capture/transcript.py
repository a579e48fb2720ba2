"""Turn chat messages from any OpenAI-shaped API into plain conversation turns.

Capture stores what people said, not how an SDK packaged it. The shapes accepted
here cover Chat Completions messages, Responses API input and output items, and
the SDK objects behind both (anything with `role` / `content` attributes), so an
adapter can hand over whatever its framework holds.

Only words spoken by a party to the conversation survive: tool results, tool
calls, images, audio and refusals carry no text worth remembering, or carry text
that was never said. Memory blocks injected by memhub are removed from every
text, because storing recalled memory again would make it look like something
the user said anew.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from .._block import strip_blocks

__all__ = ["Turn", "format_transcript", "turns_from_messages"]

# Roles whose messages are instructions to the model rather than conversation.
_SYSTEM_ROLES = frozenset({"system", "developer"})
# Roles that carry machine output (tool results), never speech.
_TOOL_ROLES = frozenset({"tool", "function", "ipython"})
# Content part types that hold plain text across Chat Completions and Responses.
_TEXT_PARTS = frozenset({"text", "input_text", "output_text"})

_DEFAULT_LABELS = {"user": "User", "assistant": "Assistant", "system": "System"}


@dataclass(frozen=True, slots=True)
class Turn:
    """One utterance: who said it, the text with memory blocks removed, and an
    optional message id when the source had one (informational only)."""

    role: str
    text: str
    id: str | None = None


def turns_from_messages(
    messages: str | Iterable[Any], *, include_system: bool = False
) -> list[Turn]:
    """The conversation turns in `messages`, in order.

    `messages` is a list of chat messages (dicts or objects), Responses API input
    items, or a bare string, which counts as one user turn. System and developer
    messages are left out unless `include_system` is set; messages whose text is
    empty after cleaning disappear.
    """
    if isinstance(messages, str):
        text = _clean(messages)
        return [Turn("user", text)] if text else []
    turns: list[Turn] = []
    for message in messages:
        turn = _turn(message, include_system=include_system)
        if turn is not None:
            turns.append(turn)
    return turns


def format_transcript(turns: Iterable[Turn], *, labels: Mapping[str, str] | None = None) -> str:
    """Render turns as `"User: …\\n\\nAssistant: …"`.

    `labels` maps roles to speaker names and overrides the defaults (User,
    Assistant, System); a role without a label is shown capitalised. Keeping the
    speaker on every turn lets each chunk of the stored document stand on its own.
    """
    names = {**_DEFAULT_LABELS, **(labels or {})}
    return "\n\n".join(
        f"{names.get(turn.role) or turn.role.capitalize()}: {turn.text}" for turn in turns
    )


def _turn(message: Any, *, include_system: bool) -> Turn | None:
    if isinstance(message, str):
        # A plain string inside a list has no role; treat it like bare string input.
        text = _clean(message)
        return Turn("user", text) if text else None
    kind = _field(message, "type")
    # Responses API items other than messages: function_call, function_call_output,
    # reasoning, web_search_call, ... None of them is something a person said.
    if kind is not None and kind != "message":
        return None
    role = _field(message, "role")
    if not isinstance(role, str) or role in _TOOL_ROLES:
        return None
    if role in _SYSTEM_ROLES and not include_system:
        return None
    text = _content_text(_field(message, "content"))
    if not text:
        return None
    message_id = _field(message, "id")
    return Turn(role, text, message_id if isinstance(message_id, str) else None)


def _content_text(content: Any) -> str:
    if content is None:
        return ""  # e.g. an assistant message that only holds tool calls
    if isinstance(content, str):
        return _clean(content)
    if isinstance(content, Mapping):
        return _part_text(content)  # a single part not wrapped in a list
    if not isinstance(content, Iterable):
        return ""
    pieces = (_part_text(part) for part in content)
    # Cleaning each part first means a part that held only a memory block vanishes
    # instead of leaving a blank line between its neighbours.
    return "\n".join(piece for piece in pieces if piece)


def _part_text(part: Any) -> str:
    if isinstance(part, str):
        return _clean(part)
    if _field(part, "type") not in _TEXT_PARTS:
        return ""
    text = _field(part, "text")
    return _clean(text) if isinstance(text, str) else ""


def _field(obj: Any, name: str) -> Any:
    """Read a key from a mapping or an attribute from an SDK object."""
    if isinstance(obj, Mapping):
        return obj.get(name)
    return getattr(obj, name, None)


def _clean(text: str) -> str:
    return strip_blocks(text).strip()
