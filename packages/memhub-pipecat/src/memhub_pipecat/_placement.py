"""Where the memory block sits in a Pipecat context, and how last turn's block leaves.

Pipecat keeps one `LLMContext` for the whole conversation and sends all of it on
every inference, so a block put in on one turn is still there on the next. Each
turn therefore starts by removing every memhub block, from whichever message
holds it, and then places the new one. These functions work on the context's
message list (OpenAI-shaped dicts, plus Pipecat's service-specific messages,
which pass through untouched) and never mutate the messages they are given:
they are shared with the aggregators and with provisional contexts.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Literal, get_args

from memhub.prompt import inject_system, strip_message

__all__ = ["InjectPosition", "InjectRole", "check_placement", "place_block", "strip_memory"]

InjectPosition = Literal["system", "before_user", "end"]
"""`system`: appended to the context's leading system or developer message, or in a
new message at the start when there is none. `before_user`: a message of its own
just before the latest user message. `end`: a message of its own after everything
else, the last thing the model reads."""

InjectRole = Literal["developer", "system", "user"]
"""The role of a message memhub adds to the context."""

_HOST_ROLES = frozenset({"system", "developer"})


def check_placement(position: str, role: str) -> None:
    """Raise ValueError for a position or role this module does not know."""
    if position not in get_args(InjectPosition):
        raise ValueError(f"position must be system, before_user or end, got {position!r}")
    if role not in get_args(InjectRole):
        raise ValueError(f"role must be developer, system or user, got {role!r}")


def strip_memory(messages: Sequence[Any]) -> list[Any]:
    """`messages` without memhub blocks; a message that held only a block is dropped."""
    kept: list[Any] = []
    for message in messages:
        cleaned = strip_message(message) if isinstance(message, Mapping) else message
        if cleaned is not None:
            kept.append(cleaned)
    return kept


def place_block(
    messages: Sequence[Any],
    block: str | None,
    *,
    position: InjectPosition = "system",
    role: InjectRole = "developer",
) -> list[Any]:
    """A new message list holding `block` as its only memhub block.

    With `block` None the old blocks are removed and nothing is added.
    """
    check_placement(position, role)
    cleaned = strip_memory(messages)
    if block is None:
        return cleaned
    own = {"role": role, "content": block}
    if position == "system":
        if cleaned and _is_host(cleaned[0]):
            # The core appends to a host message's text, whatever shape its content has.
            return [*inject_system(cleaned[:1], block), *cleaned[1:]]
        return [own, *cleaned]
    if position == "before_user":
        for index in range(len(cleaned) - 1, -1, -1):
            if _role(cleaned[index]) == "user":
                return [*cleaned[:index], own, *cleaned[index:]]
    # `end`, or `before_user` with no user message yet (a greeting).
    return [*cleaned, own]


def _role(message: Any) -> Any:
    return message.get("role") if isinstance(message, Mapping) else None


def _is_host(message: Any) -> bool:
    return _role(message) in _HOST_ROLES
