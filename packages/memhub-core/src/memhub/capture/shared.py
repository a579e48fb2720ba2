"""One background writer per client, shared by every adapter object that uses it.

Some frameworks build a fresh adapter object for each call (LangChain's
`RunnableWithMessageHistory` asks its factory every time), so a writer owned by
one object could still hold the last turn when the next object reads. Sharing
the writer per client lets every object flush the writes that came before it
and read its own writes.
"""

from __future__ import annotations

import threading

from .._client import Memhub
from .writer import BackgroundWriter

__all__ = ["shared_writer"]

_REQUEST_TIMEOUT = 10.0

_lock = threading.Lock()
# Keyed by id(): the writer holds its client, so the id cannot be reused while
# the entry exists. Entries live as long as the process, like the writer threads.
_writers: dict[int, BackgroundWriter] = {}


def shared_writer(
    client: Memhub, *, name: str = "memhub-writer", flush_timeout: float | None = None
) -> BackgroundWriter:
    """The writer for `client`, created on first use; it flushes at interpreter exit.

    `name` and `flush_timeout` apply when this call creates the writer; later calls
    get the same writer whatever they pass.
    """
    with _lock:
        writer = _writers.get(id(client))
        if writer is None:
            writer = BackgroundWriter(
                client, request_timeout=_REQUEST_TIMEOUT, name=name, flush_timeout=flush_timeout
            )
            _writers[id(client)] = writer
        return writer
