"""Memory for realtime (speech-to-speech) models, which never call `llm_node`.

A realtime model keeps its conversation on the provider's side and answers
straight from the caller's audio, so there is no per-turn context to put a block
into. What the session does take mid-call is new instructions: the block rides
at the end of the agent's own instructions, rebuilt from them every time, so a
new block replaces the last one and the agent's prompt is never lost. The agent's
stored instructions stay as they were; only the live session gets the block.
"""

from __future__ import annotations

import logging
from typing import Any

from livekit.agents import Agent, llm
from livekit.agents.llm.chat_context import Instructions

from memhub.prompt import inject_instructions

__all__ = ["realtime_session", "with_block"]

logger = logging.getLogger("memhub.livekit")


def realtime_session(agent: Agent | None) -> llm.RealtimeSession[Any] | None:
    """The running agent's realtime session, if its model is a realtime one that
    takes new instructions mid-session; None otherwise."""
    if agent is None:
        return None
    try:
        session: llm.RealtimeSession[Any] = agent.realtime_llm_session
    except RuntimeError:  # not running, or a pipeline model
        return None
    if not session.realtime_model.capabilities.mutable_instructions:
        logger.debug("this realtime model cannot change instructions mid-session; no recall")
        return None
    return session


def with_block(agent: Agent, session: llm.RealtimeSession[Any], block: str | None) -> str:
    """The agent's instructions for `session`, with `block` (if any) at the end."""
    instructions = agent.instructions
    if isinstance(instructions, Instructions):
        audio = session.realtime_model.capabilities.audio_output
        instructions = instructions.render(modality="audio" if audio else "text")
    return inject_instructions(instructions, block) or ""
