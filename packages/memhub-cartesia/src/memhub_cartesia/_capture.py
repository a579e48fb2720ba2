"""Store what was said on a Cartesia call as one conversation document.

Every input event the harness hands an agent carries the call's history so far:
`UserTextSent` is what the caller said (its transcript) and `AgentTextSent` what
the agent actually spoke, cut short where the caller barged in. Nothing the agent
was shown but did not say (the memory block, tool calls and results, the system
prompt) is ever part of it, so capture reads that history and nothing else.

A turn is the text one speaker said between the other speaker's words. The last
turn may still be growing (more speech can arrive for it), so only turns that
are settled are stored: those followed by the other speaker's words, a user turn
once `UserTurnEnded` has arrived, an agent turn once `AgentTurnEnded` has, and
every turn when the call ends. `DeltaCursor` keeps each turn to one write, and the
core's `BackgroundWriter` sends it without the audio path ever waiting on it.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping, Sequence
from typing import Any

from line.events import AgentTextSent, AgentTurnEnded, UserTextSent, UserTurnEnded

from memhub.capture import BackgroundWriter, DeltaCursor, Turn, format_transcript
from memhub.prompt import strip_blocks

__all__ = ["ConversationCapture", "spoken_turns"]

logger = logging.getLogger("memhub.cartesia")

_ROLE_OF: dict[type[Any], str] = {UserTextSent: "user", AgentTextSent: "assistant"}
# The event that closes a speaker's turn.
_ENDS: dict[str, type[Any]] = {"user": UserTurnEnded, "assistant": AgentTurnEnded}


def spoken_turns(history: Sequence[Any], *, call_ended: bool = False) -> list[Turn]:
    """The settled turns of a call's `history` (a list of Line input events), in order.

    Consecutive pieces of one speaker's speech are joined with a space. The turn
    still open at the end is left out unless `call_ended`.
    """
    turns: list[Turn] = []
    role: str | None = None
    pieces: list[str] = []
    closed = False

    def close() -> None:
        text = " ".join(pieces).strip()
        if role is not None and text:
            turns.append(Turn(role, text))
        pieces.clear()

    for event in history:
        speaker = _ROLE_OF.get(type(event))
        if speaker is not None:
            if speaker != role or closed:
                close()
                role, closed = speaker, False
            # Text that carries a memory block was injected somewhere upstream: never speech.
            text = strip_blocks(event.content or "").strip()
            if text:
                pieces.append(text)
        elif role is not None and isinstance(event, _ENDS[role]):
            closed = True
    if closed or call_ended:
        close()
    return turns


class ConversationCapture:
    """Appends each settled turn of a call to its document, once.

    `document` holds what every write to the call's document carries besides its
    text (`id`, `metadata`, `dreaming`), as `BackgroundWriter.submit` takes it.
    """

    def __init__(
        self, writer: BackgroundWriter, namespace: str, document: Mapping[str, Any]
    ) -> None:
        self.writer = writer
        self._namespace = namespace
        self._document = dict(document)
        self._cursor = DeltaCursor()

    def record(self, history: Sequence[Any], *, call_ended: bool = False) -> int:
        """Queue the settled turns of `history` not stored yet; how many were queued."""
        turns = self._cursor.take(spoken_turns(history, call_ended=call_ended))
        if turns:
            content = format_transcript(turns)
            self.writer.submit(self._namespace, content=content, **self._document)
        return len(turns)
