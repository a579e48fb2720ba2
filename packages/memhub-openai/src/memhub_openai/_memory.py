"""What a wrapped client does around each model call: recall before, capture after.

`OpenAIMemory` holds one conversation's memory settings and state. The client
proxies hand it a request's keyword arguments; it returns them with this turn's
memory block in place, and later takes the model's answer (or wraps its stream)
to send the new turns to the conversation document. Everything that is not
OpenAI-specific — choosing the query, recall, dedup, rendering, injection,
transcripts, deltas, background writes — is the core's.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import Any, ClassVar

from memhub.prompt import RecallOptions, inject_system
from memhub.wrapping import CaptureMode, ClientMemory, Items, Kwargs, listed, with_text_block

__all__ = ["DEFAULT_OPTIONS", "CaptureMode", "OpenAIMemory"]

DEFAULT_OPTIONS = RecallOptions(mode="profile")
"""Recall when `with_memory` is given no `options`: the core's defaults in `profile`
mode, the official OpenAI middleware's default (the profile alone, no search)."""


class OpenAIMemory(ClientMemory):
    """Memory for one conversation held by a wrapped OpenAI client.

    Built by `with_memory`; reach it with `memory_of(client)` to flush captured
    exchanges (`flush` / `aflush`) or release what it owns (`close` / `aclose`).
    Recall, capture and the lifecycle are `memhub.wrapping.ClientMemory`'s.
    """

    source: ClassVar[str] = "openai"
    logger: ClassVar[logging.Logger] = logging.getLogger("memhub.openai")
    default_options: ClassVar[RecallOptions] = DEFAULT_OPTIONS

    # -- requests --------------------------------------------------------------

    def chat_request(self, kwargs: Kwargs) -> tuple[Kwargs, list[Any] | None]:
        """Chat Completions arguments with this turn's memory, and the history they carry."""
        kwargs, history = listed(kwargs, "messages")
        if history is None:
            return kwargs, None
        return _with_system_block(kwargs, history, self.block(history)), history

    async def achat_request(self, kwargs: Kwargs) -> tuple[Kwargs, list[Any] | None]:
        """`chat_request` for async code."""
        kwargs, history = listed(kwargs, "messages")
        if history is None:
            return kwargs, None
        return _with_system_block(kwargs, history, await self.ablock(history)), history

    def responses_request(self, kwargs: Kwargs) -> tuple[Kwargs, Items | None]:
        """Responses API arguments with this turn's memory, and the input they carry."""
        items = _responses_input(kwargs)
        return with_text_block(kwargs, "instructions", self.block(items)), items

    async def aresponses_request(self, kwargs: Kwargs) -> tuple[Kwargs, Items | None]:
        """`responses_request` for async code."""
        items = _responses_input(kwargs)
        return with_text_block(kwargs, "instructions", await self.ablock(items)), items


def _with_system_block(kwargs: Kwargs, history: list[Any], block: str | None) -> Kwargs:
    injected = inject_system(history, block)
    unchanged = len(injected) == len(history) and all(
        a is b for a, b in zip(injected, history, strict=True)
    )
    # Nothing recalled and no stale block: the request goes out exactly as written.
    return kwargs if unchanged else {**kwargs, "messages": injected}


def _responses_input(kwargs: Kwargs) -> Items | None:
    value = kwargs.get("input")
    if isinstance(value, str) or (isinstance(value, Sequence) and not isinstance(value, bytes)):
        return value
    return None  # omitted: the request runs from `prompt` or `conversation` alone
