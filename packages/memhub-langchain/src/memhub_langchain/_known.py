"""What each chat session was last known to hold, so a failed read need not guess.

A history read that fails must not pretend the conversation is empty: the model
would answer as if it had never spoken to the user. For each session this keeps
the document content of the last successful read and the records this process
appended since; `MemhubChatMessageHistory` serves them when memhub cannot be
reached, and adds the appended records to a read that ran ahead of its writer.

LangChain builds a new history object for every call, so the knowledge lives
per client, like the shared writer, and outlives the objects. Only the most
recently used sessions are kept, so a server handling many users holds a
bounded amount.
"""

from __future__ import annotations

import threading
import weakref
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass, field

from memhub import Memhub

__all__ = ["MAX_SESSIONS", "KnownSessions", "known_sessions"]

MAX_SESSIONS = 256
"""Sessions remembered per client; the least recently used is forgotten first."""

SessionKey = tuple[str, str]
"""(namespace, document id)."""


@dataclass
class _Known:
    content: str
    appended: list[str] = field(default_factory=list)


class KnownSessions:
    """Last read content plus records appended since, per session; thread-safe."""

    def __init__(self, max_sessions: int = MAX_SESSIONS) -> None:
        self._max_sessions = max_sessions
        self._lock = threading.Lock()
        self._sessions: OrderedDict[SessionKey, _Known] = OrderedDict()

    def read(self, key: SessionKey, content: str, *, writes_done: bool) -> str:
        """Record a successful read; returns the content the history should show.

        With `writes_done` every record appended before the read was settled by the
        writer, so the server's content is the whole truth. Otherwise records still
        queued are added after it (a record already stored is read once by its nonce).
        """
        with self._lock:
            known = self._sessions.get(key)
            appended = known.appended if known is not None and not writes_done else []
            self._store(key, _Known(content, list(appended)))
        return _joined(content, appended)

    def cleared(self, key: SessionKey) -> None:
        """The session's document was deleted: it is known to be empty."""
        with self._lock:
            self._store(key, _Known(""))

    def append(self, key: SessionKey, records: Sequence[str]) -> None:
        """Records this process queued; kept only for a session whose content is known."""
        with self._lock:
            known = self._sessions.get(key)
            if known is not None:
                known.appended.extend(records)
                self._sessions.move_to_end(key)

    def forget(self, key: SessionKey) -> None:
        with self._lock:
            self._sessions.pop(key, None)

    def last_known(self, key: SessionKey) -> str | None:
        """The session's content as last known here, or None when nothing is known."""
        with self._lock:
            known = self._sessions.get(key)
            if known is None:
                return None
            self._sessions.move_to_end(key)
            return _joined(known.content, known.appended)

    def _store(self, key: SessionKey, known: _Known) -> None:
        self._sessions[key] = known
        self._sessions.move_to_end(key)
        while len(self._sessions) > self._max_sessions:
            self._sessions.popitem(last=False)


def _joined(content: str, appended: Sequence[str]) -> str:
    # The server joins appends with a blank line; so does this.
    return "\n\n".join([content, *appended]) if appended else content


_lock = threading.Lock()
# Weak keys: a client that is gone takes its sessions with it, and a new client
# that happens to get the same id() never sees them.
_by_client: weakref.WeakKeyDictionary[Memhub, KnownSessions] = weakref.WeakKeyDictionary()


def known_sessions(client: Memhub) -> KnownSessions:
    """The sessions known through `client`, created on first use."""
    with _lock:
        known = _by_client.get(client)
        if known is None:
            known = _by_client[client] = KnownSessions()
        return known
