"""Capture: turn conversations into memhub documents without blocking the app.

`turns_from_messages` and `format_transcript` reduce any OpenAI-shaped history
to plain speaker turns, `DeltaCursor` picks out the turns not stored yet,
`namespace_for` / `document_id` map host identifiers onto valid ones, and
`BackgroundWriter` sends the result from a background thread with a bounded,
retried buffer (`shared_writer` gives one per client to every adapter object;
`writer_for` / `finish_writer` open one for a session and finish it).
"""

from .delta import DeltaCursor
from .identifiers import (
    CONVERSATION_PREFIX,
    conversation_document_id,
    document_id,
    namespace_for,
    namespace_id,
)
from .lifecycle import finish_writer, writer_for
from .loop_sink import LoopSink
from .shared import shared_writer
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
    "finish_writer",
    "format_transcript",
    "namespace_for",
    "namespace_id",
    "shared_writer",
    "turns_from_messages",
    "writer_for",
]
