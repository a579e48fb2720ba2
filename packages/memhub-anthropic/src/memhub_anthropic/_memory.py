"""What a wrapped Anthropic client does around each Messages API call.

`AnthropicMemory` is `memhub.wrapping.ClientMemory` (recall within a time box,
capture through a background writer) taught the Messages API's shapes: the
memory block goes into `system`, and tool results, which the API sends as
`user` messages, are told apart from what the user said.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable, Mapping, Sequence
from typing import Any, ClassVar

from memhub.prompt import RecallOptions, inject_parts
from memhub.wrapping import CaptureMode, ClientMemory, Kwargs, listed, with_text_block

__all__ = ["DEFAULT_OPTIONS", "AnthropicMemory", "CaptureMode", "conversation"]

DEFAULT_OPTIONS = RecallOptions()
"""Recall when `with_memory` is given no `options`: the core's defaults (`full`
mode: the profile and a search on the latest user message, within 3 s)."""


class AnthropicMemory(ClientMemory):
    """Memory for one conversation held by a wrapped Anthropic client.

    Built by `with_memory`; reach it with `memory_of(client)` to flush captured
    exchanges (`flush` / `aflush`) or release what it owns (`close` / `aclose`).
    """

    source: ClassVar[str] = "anthropic"
    logger: ClassVar[logging.Logger] = logging.getLogger("memhub.anthropic")
    default_options: ClassVar[RecallOptions] = DEFAULT_OPTIONS

    def request(self, kwargs: Kwargs) -> tuple[Kwargs, list[Any] | None]:
        """Messages API arguments with this turn's memory in `system`, and the
        conversation they carry (for capture)."""
        kwargs, messages = listed(kwargs, "messages")
        if messages is None:
            return kwargs, None
        turns = conversation(messages)
        return with_system_block(kwargs, self.block(turns)), turns

    async def arequest(self, kwargs: Kwargs) -> tuple[Kwargs, list[Any] | None]:
        """`request` for async code."""
        kwargs, messages = listed(kwargs, "messages")
        if messages is None:
            return kwargs, None
        turns = conversation(messages)
        return with_system_block(kwargs, await self.ablock(turns)), turns

    # -- for code that makes the request itself (e.g. the SDK's tool runner) ----

    def system(self, messages: Iterable[Any], system: Any = None) -> Any:
        """`system` with the memory for the latest user message in `messages`, as
        `with_memory` would send it; None when there is neither.

            runner = client.beta.messages.tool_runner(
                ..., messages=messages, system=memory.system(messages, "Be brief."))
        """
        given = {} if system is None else {"system": system}
        kwargs = with_system_block(given, self.block(conversation(list(messages))))
        return kwargs.get("system")

    async def asystem(self, messages: Iterable[Any], system: Any = None) -> Any:
        """`system` for async code."""
        given = {} if system is None else {"system": system}
        kwargs = with_system_block(given, await self.ablock(conversation(list(messages))))
        return kwargs.get("system")

    def record_exchange(self, messages: Iterable[Any], replies: Iterable[Any]) -> None:
        """Store the turns of `messages` and Claude's `replies` (e.g. what a tool runner
        yielded) not stored yet; tool calls and results are left out. Never raises."""
        self.record(conversation(list(messages)), list(replies))


def conversation(messages: Sequence[Any]) -> list[Any]:
    """`messages` as the core reads a conversation: a `user` message that only
    carries tool results becomes a `tool` message.

    The API sends tool results as `user` messages, but nobody said them: such a
    step continues the turn (recall reuses the turn's memory and query) and is
    never captured as the user's words. A `user` message with text of its own
    besides tool results is a new turn.
    """
    return [{**m, "role": "tool"} if _only_tool_results(m) else m for m in messages]


def _only_tool_results(message: Any) -> bool:
    if not isinstance(message, Mapping) or message.get("role") != "user":
        return False
    content = message.get("content")
    if isinstance(content, str) or not isinstance(content, Sequence):
        return False
    kinds = [_field(block, "type") for block in content]
    said = any(
        kind == "text" and str(_field(block, "text") or "").strip()
        for kind, block in zip(kinds, content, strict=True)
    )
    return "tool_result" in kinds and not said


def _field(block: Any, name: str) -> Any:
    return block.get(name) if isinstance(block, Mapping) else getattr(block, name, None)


def with_system_block(kwargs: Kwargs, block: str | None) -> Kwargs:
    """`kwargs` with `block` as the only memhub block in `system`, in the form given.

    A string stays a string (the block is appended after a blank line). A list of
    text blocks keeps every block as it was, `cache_control` included, and gets
    the memory as a last block of its own: it changes every turn, so it goes after
    any prompt-cache breakpoint. Nothing to add and nothing stale: `kwargs` itself.
    """
    given = kwargs.get("system")
    if not isinstance(given, Iterable) or isinstance(given, str | bytes | Mapping):
        return with_text_block(kwargs, "system", block)  # a string, or no system prompt
    parts = list(given)  # a generator can be read only once
    injected = inject_parts(parts, block)
    unchanged = len(injected) == len(parts) and all(
        a is b for a, b in zip(injected, parts, strict=True)
    )
    if unchanged and isinstance(given, list):
        return kwargs
    if not injected:  # it held only a stale block
        return {key: value for key, value in kwargs.items() if key != "system"}
    return {**kwargs, "system": injected}
