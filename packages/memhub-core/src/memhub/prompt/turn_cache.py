"""Remember this turn's recall while the model works through a tool loop.

One user turn can mean several model calls: the model asks for a tool, gets
the result, and is called again. The user has said nothing new, so fetching
memory again would only add latency. Entries are keyed by the user's message,
so the next user turn misses naturally; new turns also refetch deliberately
(see `MemoryContext`), which keeps a repeated "yes" from reusing old memory.
"""

from __future__ import annotations

import threading
import time
from collections import OrderedDict
from collections.abc import Callable
from typing import NamedTuple

from .facts import Recall
from .modes import MemoryMode

__all__ = ["TurnCache", "TurnKey"]


class TurnKey(NamedTuple):
    namespace: str
    conversation_id: str
    mode: MemoryMode
    message: str

    @classmethod
    def of(
        cls, namespace: str, conversation_id: str | None, mode: MemoryMode, message: str
    ) -> TurnKey:
        """A key whose message ignores outer and repeated whitespace."""
        return cls(namespace, conversation_id or "", mode, " ".join(message.split()))


class TurnCache:
    """A thread-safe LRU of recalls per turn, with an optional time-to-live.

    One cache may serve many conversations at once; the least recently used
    entry goes first when `maxsize` is reached. `ttl` (seconds, by `clock`)
    bounds how stale a reused recall can be in a long-running tool loop.
    """

    def __init__(
        self,
        maxsize: int = 256,
        ttl: float | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        if maxsize < 1:
            raise ValueError(f"maxsize must be at least 1, got {maxsize}")
        if ttl is not None and ttl <= 0:
            raise ValueError(f"ttl must be positive, got {ttl}")
        self.maxsize = maxsize
        self.ttl = ttl
        self._clock = clock
        self._entries: OrderedDict[TurnKey, tuple[float, Recall]] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key: TurnKey) -> Recall | None:
        """The cached recall for `key`, or None if absent or expired."""
        with self._lock:
            entry = self._entries.get(key)
            if entry is None:
                return None
            if self._expired(entry[0]):
                del self._entries[key]
                return None
            self._entries.move_to_end(key)
            return entry[1]

    def put(self, key: TurnKey, value: Recall) -> None:
        with self._lock:
            self._entries[key] = (self._clock(), value)
            self._entries.move_to_end(key)
            while len(self._entries) > self.maxsize:
                self._entries.popitem(last=False)

    def clear(self) -> None:
        with self._lock:
            self._entries.clear()

    def __len__(self) -> int:
        """How many live entries the cache holds (expired ones are purged first)."""
        with self._lock:
            for key in [k for k, (stored, _) in self._entries.items() if self._expired(stored)]:
                del self._entries[key]
            return len(self._entries)

    def _expired(self, stored_at: float) -> bool:
        return self.ttl is not None and self._clock() - stored_at >= self.ttl
