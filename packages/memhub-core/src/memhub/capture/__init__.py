"""Capture: turn conversations into memhub documents without blocking the app.

`turns_from_messages` and `format_transcript` reduce any OpenAI-shaped history
to plain speaker turns, `DeltaCursor` picks out the turns not stored yet,
`namespace_id` / `document_id` map host identifiers onto valid ones, and
`BackgroundWriter` sends the result from a background thread with a bounded,
retried buffer.
"""

from .delta import DeltaCursor
from .identifiers import CONVERSATION_PREFIX, conversation_document_id, document_id, namespace_id
from .loop_sink import LoopSink
from .transcript import Turn, format_transcript, turns_from_messages
from .writer import BackgroundWriter, DocumentSink

__all__ = [
    "CONVERSATION_PREFIX",
    "BackgroundWriter",
    "DeltaCursor",
    "DocumentSink",
    "LoopSink",
    "Turn",
    "conversation_document_id",
    "document_id",
    "format_transcript",
    "namespace_id",
    "turns_from_messages",
]
