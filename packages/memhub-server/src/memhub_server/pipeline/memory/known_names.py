"""The names a namespace's memories give people, for the extractor of its next documents.

A later session may open "Niamh got the job" without ever saying who Niamh is: the
namespace's memories already do ("Niamh lives in Cork", "The user's sister is Niamh").

The names are read once per namespace from its memories, then kept up to date without
reading them all again: when the namespace's memory stamp moves (anything wrote to its
memories, the dreamer included), only the memories inserted since are read. Each name
keeps a count of the live memories (latest, not forgotten) that give it, so a memory
that a new version replaces takes its names away unless another memory still gives them.
Other changes (a forget, a review, a moved namespace) insert nothing: the store's tally
of its live memories (how many, and the sum of their insertion seqs) then differs from
the one kept here, and the names are read again in full.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, replace

from ...store.interface import Store
from ...store.memories import MemoryRecord, StoredMemory
from .rules.person import memory_names

__all__ = ["KnownNames"]

NAMESPACES_KEPT = 256
"""How many namespaces' names stay in memory; the least recently dreamt go first."""


def _counted(record: MemoryRecord) -> bool:
    """Whether a memory's names count: live and expired memories alike, if latest."""
    return record.is_latest and not record.is_forgotten


@dataclass(frozen=True)
class _Names:
    """One namespace's names, as of its memory `stamp` and insertion seq `seen`."""

    stamp: tuple[str, int]
    seen: int
    tally: tuple[int, int]
    """(how many, sum of seqs) of the live memories counted: `Store.live_memory_tally`."""
    counts: Counter[str]
    names: frozenset[str]


def _names(
    stamp: tuple[str, int], seen: int, tally: tuple[int, int], counts: Counter[str]
) -> _Names:
    positive = +counts  # drops names no memory gives any more
    return _Names(stamp, seen, tally, positive, frozenset(positive))


class KnownNames:
    def __init__(self, store: Store) -> None:
        self._store = store
        self._names: dict[str, _Names] = {}
        self.full_reads = 0
        """How many times a namespace's memories were read in full (for tests and benches)."""

    def of(self, namespace: str) -> frozenset[str]:
        """The names the namespace's live and expired memories give people."""
        stamp = self._store.memory_stamp(namespace)
        entry = self._names.pop(namespace, None)
        if entry is not None and entry.stamp != stamp:
            # A namespace deleted and created again has another id: nothing carries over.
            entry = self._catch_up(namespace, entry, stamp) if entry.stamp[0] == stamp[0] else None
        if entry is None:
            entry = self._read(namespace, stamp)
        self._names[namespace] = entry  # re-inserted last: the most recently used
        while len(self._names) > NAMESPACES_KEPT:
            del self._names[next(iter(self._names))]
        return entry.names

    def _read(self, namespace: str, stamp: tuple[str, int]) -> _Names:
        """Every memory of the namespace, read at once (one consistent snapshot)."""
        self.full_reads += 1
        stored = self._store.memories_after(namespace, 0)
        live = [m for m in stored if _counted(m.record)]
        counts = _count(m.record for m in live)
        tally = (len(live), sum(m.seq for m in live))
        return _names(stamp, max((m.seq for m in stored), default=0), tally, counts)

    def _catch_up(self, namespace: str, entry: _Names, stamp: tuple[str, int]) -> _Names | None:
        """`entry` moved on by the memories inserted since it was made; None when other
        changes happened too (the tallies differ) and only a full read will do."""
        added = self._store.memories_after(namespace, entry.seen)
        if not added:
            # The stamp moved but nothing was inserted: a forget, a review, a new source.
            if self._store.live_memory_tally(namespace) != entry.tally:
                return None
            return replace(entry, stamp=stamp)
        replaced = self._replaced(added, entry.seen)
        counts = Counter(entry.counts)
        count, total = entry.tally
        for memory in added:
            old = replaced.get(memory.record.parent_id or "")
            if old is not None and memory.parent_seq is not None and not old.is_forgotten:
                # The version this one replaces counted while it was latest (if it was
                # forgotten since, the tallies will differ).
                counts.subtract(memory_names(old.subject, old.text))
                count, total = count - 1, total - memory.parent_seq
            if _counted(memory.record):
                counts.update(memory_names(memory.record.subject, memory.record.text))
                count, total = count + 1, total + memory.seq
        if self._store.live_memory_tally(namespace) != (count, total):
            return None
        return _names(stamp, max(entry.seen, added[-1].seq), (count, total), counts)

    def _replaced(self, added: list[StoredMemory], seen: int) -> dict[str, MemoryRecord]:
        """The earlier versions (inserted by `seen`) that `added` memories replace."""
        ids = [
            m.record.parent_id
            for m in added
            if m.record.parent_id and m.parent_seq is not None and m.parent_seq <= seen
        ]
        return self._store.memories(ids) if ids else {}


def _count(records: Iterable[MemoryRecord]) -> Counter[str]:
    counts: Counter[str] = Counter()
    for record in records:
        counts.update(memory_names(record.subject, record.text))
    return counts
