"""Store what was said in a LiveKit session as one conversation document.

`AgentSession` emits `conversation_item_added` once per committed message: the
user's final transcript and the agent's reply as spoken (cut short if the user
interrupted). Only those two roles are kept; handoffs, configuration updates and
tool traffic are not speech, and injected memory never reaches the history. Each
turn becomes "User: …" or "Assistant: …" text appended to the session's document
through a `BackgroundWriter`, so the audio path never waits on the memory server.
"""

from __future__ import annotations

import logging
from collections import OrderedDict
from collections.abc import Mapping
from typing import Any

from livekit.agents import llm

from memhub.capture import BackgroundWriter, format_transcript, turns_from_messages
from memhub.types import DreamingMode, MetadataValue

from ._chat_ctx import is_memory_message

__all__ = ["ConversationCapture"]

logger = logging.getLogger("memhub.livekit")

_SPEAKERS = frozenset({"user", "assistant"})
# Item ids seen in one session; far more turns than any call has, yet bounded.
_MAX_SEEN = 10_000


class ConversationCapture:
    """Turns `conversation_item_added` events into appends to one document."""

    def __init__(
        self,
        writer: BackgroundWriter,
        *,
        namespace: str,
        document_id: str,
        metadata: Mapping[str, MetadataValue],
        dreaming: DreamingMode | None = None,
    ) -> None:
        self.writer = writer
        self.namespace = namespace
        self.document_id = document_id
        self.metadata = dict(metadata)
        self.dreaming = dreaming
        self._seen: OrderedDict[str, None] = OrderedDict()

    def on_item_added(self, event: Any) -> None:
        """The `conversation_item_added` handler; never raises into the session."""
        try:
            self.record(event.item)
        except Exception:  # capture must not take a live call down
            logger.exception("memhub could not capture a conversation item")

    def record(self, item: llm.ChatItem) -> bool:
        """Queue `item` for storage; False if it is not speech or was seen before."""
        if not isinstance(item, llm.ChatMessage) or item.role not in _SPEAKERS:
            return False
        if is_memory_message(item) or not self._first_sighting(item.id):
            return False
        turns = turns_from_messages([{"role": item.role, "content": item.text_content or ""}])
        if not turns:
            return False
        self.writer.submit(
            self.namespace,
            content=format_transcript(turns),
            id=self.document_id,
            metadata=self.metadata,
            dreaming=self.dreaming,
        )
        return True

    def _first_sighting(self, item_id: str) -> bool:
        if item_id in self._seen:
            return False
        self._seen[item_id] = None
        if len(self._seen) > _MAX_SEEN:
            self._seen.popitem(last=False)
        return True
