"""`MemoryAgent`: a LiveKit `Agent` with memory wired in."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

from livekit.agents import Agent, FlushSentinel, ModelSettings, llm

from ._memory import LiveKitMemory

__all__ = ["MemoryAgent"]


class MemoryAgent(Agent):
    """An `Agent` that remembers its caller across sessions.

    Before every model call it recalls memory for the user's latest message and
    injects it (`LiveKitMemory.enrich`); on enter it attaches the memory to the
    session, which starts the profile preload and captures the conversation; and
    it offers the memory tools unless `memory_tools=False`. Every other argument
    goes to `Agent`. Overriding `llm_node` or `on_enter`? Call `super()` first.

    With a realtime model, which never calls `llm_node`, the block goes into
    the live session's instructions instead: in `on_user_turn_completed` when the
    agent detects turns itself (this turn's reply sees it), and for each user
    transcript when the provider does (the next reply sees it). Overriding
    `on_user_turn_completed`? Call `super()` first.
    """

    def __init__(
        self,
        memory: LiveKitMemory,
        *,
        memory_tools: bool = True,
        tools: list[llm.Tool | llm.Toolset] | None = None,
        **kwargs: Any,
    ) -> None:
        extra: list[llm.Tool | llm.Toolset] = list(memory.tools()) if memory_tools else []
        super().__init__(tools=[*(tools or []), *extra], **kwargs)
        self.memory = memory

    async def on_enter(self) -> None:
        self.memory.attach(self.session)

    async def on_user_turn_completed(
        self, turn_ctx: llm.ChatContext, new_message: llm.ChatMessage
    ) -> None:
        await self.memory.enrich_realtime(self, new_message)

    async def llm_node(
        self,
        chat_ctx: llm.ChatContext,
        tools: list[llm.Tool],
        model_settings: ModelSettings,
    ) -> AsyncIterator[llm.ChatChunk | str | FlushSentinel]:
        await self.memory.enrich(chat_ctx)
        async for chunk in Agent.default.llm_node(self, chat_ctx, tools, model_settings):
            yield chunk
