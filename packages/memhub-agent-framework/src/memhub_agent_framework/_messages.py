"""Agent Framework messages in the shape the memhub core reads.

The core's prompt and capture helpers take chat messages with a `role` and a
`content`. An Agent Framework `Message` holds a list of typed `Content` items
instead, and only its text items are conversation, so each message becomes
`{"role": ..., "content": message.text}`. Function calls, function results,
images and reasoning have no text there; the core drops such empty turns.
"""

from __future__ import annotations

from collections.abc import Iterable

from agent_framework import Message

__all__ = ["as_chat"]


def as_chat(messages: Iterable[Message]) -> list[dict[str, str]]:
    """`messages` as role/content dicts, in order, one per message."""
    return [{"role": str(message.role), "content": message.text} for message in messages]
