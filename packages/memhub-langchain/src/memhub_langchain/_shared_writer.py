"""One background writer per client, shared by every chat history that uses it.

LangChain builds a fresh history object for each call (`RunnableWithMessageHistory`
asks its factory every time), so a writer owned by one history object could still
hold the last turn when the next object reads. Sharing the writer per client lets
every history flush the writes that came before it and read its own writes.
"""

from __future__ import annotations

import threading

from memhub import Memhub
from memhub.capture import BackgroundWriter

__all__ = ["shared_writer"]

_REQUEST_TIMEOUT = 10.0

_lock = threading.Lock()
# Keyed by id(): the writer holds its client, so the id cannot be reused while
# the entry exists. Entries live as long as the process, like the writer threads.
_writers: dict[int, BackgroundWriter] = {}


def shared_writer(client: Memhub) -> BackgroundWriter:
    """The writer for `client`, created on first use; it flushes at interpreter exit."""
    with _lock:
        writer = _writers.get(id(client))
        if writer is None:
            writer = BackgroundWriter(
                client, request_timeout=_REQUEST_TIMEOUT, name="memhub-langchain-writer"
            )
            _writers[id(client)] = writer
        return writer
