"""The system instruction a speech-to-speech service gets, with the memory block in it.

A speech-to-speech service (OpenAI Realtime and the like) holds the conversation
on the provider's side: the context it was given when it connected is all it
reads of it, so a block placed there on a later turn never reaches the model.
What it does take mid-session is a new system instruction. Pipecat replaces the
service's instruction with the one it is sent, so the block is appended to the
app's own instruction, rebuilt from it every turn: a new block replaces the last
and the app's prompt is never lost.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from memhub.prompt import inject_instructions, strip_blocks

__all__ = ["instruction_with_block"]

_HOST_ROLES = frozenset({"system", "developer"})


def instruction_with_block(
    system_instruction: str | None, messages: Sequence[Any], block: str | None
) -> str | None:
    """`system_instruction` (else the context's leading system message) with `block`
    as its only memory block; None when there is neither to build on."""
    base = system_instruction if system_instruction is not None else _leading(messages)
    if base is None:
        return None
    return inject_instructions(base, block) or ""


def _leading(messages: Sequence[Any]) -> str | None:
    """The text of a leading system or developer message, memory blocks removed."""
    if not messages or not isinstance(first := messages[0], Mapping):
        return None
    if first.get("role") not in _HOST_ROLES:
        return None
    content = first.get("content")
    if isinstance(content, str):
        return strip_blocks(content).strip()
    if isinstance(content, Sequence):
        texts = [p.get("text") for p in content if isinstance(p, Mapping)]
        return strip_blocks(" ".join(t for t in texts if isinstance(t, str))).strip()
    return None
