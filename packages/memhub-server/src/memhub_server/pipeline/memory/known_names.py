"""The names a namespace's memories give people, for the extractor of its next documents.

A later session may open "Niamh got the job" without ever saying who Niamh is: the
namespace's memories already do ("Niamh lives in Cork", "The user's sister is Niamh").
The names are read once per namespace from its memories and then kept up to date from the
facts the dreamer itself applies; a change anyone else makes to the namespace's memories
(a memory added through the API, a forget, a deleted namespace) moves its memory stamp,
and the names are read again.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...store.interface import Store
from .facts import CandidateFact
from .rules.person import memory_names

__all__ = ["KnownNames"]

NAMESPACES_KEPT = 256
"""How many namespaces' names stay in memory; the least recently dreamt go first."""


class KnownNames:
    def __init__(self, store: Store) -> None:
        self._store = store
        self._names: dict[str, tuple[tuple[str, int], frozenset[str]]] = {}

    def of(self, namespace: str) -> frozenset[str]:
        """The names the namespace's live and expired memories give people."""
        stamp = self._store.memory_stamp(namespace)
        cached = self._names.pop(namespace, None)
        if cached is None or cached[0] != stamp:
            found: set[str] = set()
            for record in self._store.list_memories(namespace):
                if record.is_latest and not record.is_forgotten:
                    found |= memory_names(record.subject, record.text)
            cached = (stamp, frozenset(found))
        self._keep(namespace, cached)
        return cached[1]

    def learn(self, namespace: str, facts: Sequence[CandidateFact]) -> None:
        """Add the names of ``facts``, just applied to the namespace by the caller: the
        memory stamp they moved is then the one the names are up to date with."""
        cached = self._names.pop(namespace, None)
        if cached is None:
            return  # never read: the next ``of`` reads them all
        found = set(cached[1])
        for fact in facts:
            found |= memory_names(fact.subject, fact.text)
        self._keep(namespace, (self._store.memory_stamp(namespace), frozenset(found)))

    def _keep(self, namespace: str, entry: tuple[tuple[str, int], frozenset[str]]) -> None:
        self._names[namespace] = entry  # re-inserted last: the most recently used
        while len(self._names) > NAMESPACES_KEPT:
            del self._names[next(iter(self._names))]
