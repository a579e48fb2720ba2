"""`MemoryAgent`: a Line agent with memory, wrapped around an `LlmAgent`."""

from __future__ import annotations

import logging
from collections.abc import AsyncIterable, AsyncIterator
from typing import Any, Protocol

from line.events import CallEnded, CallStarted

from ._memory import CartesiaMemory

__all__ = ["ContextAgent", "MemoryAgent"]

logger = logging.getLogger("memhub.cartesia")


class ContextAgent(Protocol):
    """An agent whose `process` takes per-reply `context` and `tools`, as `LlmAgent`'s does."""

    def process(
        self,
        env: Any,
        event: Any,
        *,
        context: list[Any] | None = ...,
        tools: list[Any] | None = ...,
    ) -> AsyncIterable[Any]: ...


class MemoryAgent:
    """Remembers the caller across calls, around an agent that does the talking.

        agent = LlmAgent(model=..., api_key=..., config=LlmConfig(...))
        return MemoryAgent(agent, CartesiaMemory(memhub, namespace=call_request.from_))

    For every event the harness runs the agent on, the turns settled so far are
    captured. `CallStarted` starts the profile preload; `CallEnded` stores what is
    left and flushes. Any other event is a reply: memory is recalled for the
    caller's latest words within the time box and handed to the agent as this
    reply's `context`, with the memory tools added to its own unless
    `memory_tools=False`. Memory trouble never costs the caller an answer: the
    agent then answers without it.
    """

    def __init__(
        self, agent: ContextAgent, memory: CartesiaMemory, *, memory_tools: bool = True
    ) -> None:
        self.agent = agent
        self.memory = memory
        self._tools = memory.tools() if memory_tools else None

    async def process(self, env: Any, event: Any) -> AsyncIterator[Any]:
        """The `AgentClass` entry point the harness calls for each run-filtered event."""
        self.memory.capture(event)
        if isinstance(event, CallEnded):
            # Flush before the agent's own outputs: once the call is over the harness
            # stops reading after the first one and abandons this generator.
            await self.memory.aclose()
        elif isinstance(event, CallStarted):
            self.memory.start()
        else:
            context = await self._context(event)
            async for output in self.agent.process(env, event, context=context, tools=self._tools):
                yield output
            return
        async for output in self.agent.process(env, event, tools=self._tools):
            yield output

    async def _context(self, event: Any) -> list[Any] | None:
        try:
            return await self.memory.context(event)
        except Exception:
            # Memory must never cost the caller an answer (raise_on_error lands here too).
            logger.exception("memhub could not recall for this turn; answering without memory")
            return None
