"""Profiles: the maintained picture of a namespace's subject, plus custom buckets.

static: latest, live, durable stated facts (most supported first).
dynamic: recent context, newest first, bounded.
buckets: memories matching a bucket's description (`preferences` by default).

The profile is kept per namespace and rebuilt only when its memories change
(or when one of its facts reaches its expiry), not recomputed on every call.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime

import numpy as np

from memhub import types as t

from ..index.filters import matches
from ..index.lexical import content_terms
from ..index.vectors import VectorIndex
from ..pipeline.embedder import Embedder
from ..store.interface import Store
from ..store.memories import MemoryRecord

__all__ = ["DEFAULT_BUCKETS", "ProfileService"]

DYNAMIC_LIMIT = 20
STATIC_LIMIT = 100
BUCKET_SIMILARITY = 0.25
"""Cosine between a memory and a bucket's `name: description` that files it there."""

DEFAULT_BUCKETS = {
    "preferences": "What the user likes, dislikes, prefers or chooses: favourites, tastes, habits "
    "they state about themselves.",
}
_PREFERENCE_WORDS = re.compile(
    r"\b(likes?|loves?|enjoys?|prefers?|favou?rite|hates?|dislikes?|can't stand|into)\b", re.I
)


@dataclass
class _Cached:
    stamp: tuple[int, str]
    expires_at: datetime | None
    memories: list[MemoryRecord]


class ProfileService:
    def __init__(self, store: Store, embedder: Embedder, memories: VectorIndex) -> None:
        self._store = store
        self._embedder = embedder
        self._memories = memories
        self._cache: dict[str, _Cached] = {}
        self._lock = threading.Lock()
        self._bucket_vectors: dict[str, np.ndarray] = {}

    def _live(self, namespace: str) -> list[MemoryRecord]:
        """The namespace's live memories, rebuilt only when they changed or one expired.

        The change check is one indexed query (count and newest update), so it also
        sees writes made by other processes sharing the data directory.
        """
        now = datetime.now(UTC)
        stamp = self._store.memory_stamp(namespace)
        with self._lock:
            cached = self._cache.get(namespace)
            if (
                cached is not None
                and cached.stamp == stamp
                and (cached.expires_at is None or cached.expires_at > now)
            ):
                return cached.memories
        live = [m for m in self._store.list_memories(namespace) if m.live(now)]
        expiries = [m.forget_after for m in live if m.forget_after is not None]
        with self._lock:
            self._cache[namespace] = _Cached(stamp, min(expiries, default=None), live)
        return live

    def profile(self, namespace: str, request: t.ProfileRequest) -> t.ProfileResponse:
        live = self._live(namespace)
        if request.filter is not None:
            live = [m for m in live if matches(request.filter, m.metadata)]
        stated = [m for m in live if not m.is_inference]
        static = sorted(
            (m for m in stated if m.is_static), key=lambda m: (-m.source_count, m.created_at)
        )[:STATIC_LIMIT]
        dynamic = sorted(
            (m for m in stated if not m.is_static), key=lambda m: m.updated_at, reverse=True
        )[:DYNAMIC_LIMIT]
        effective = self.buckets(namespace)
        wanted = request.buckets if request.buckets is not None else list(effective)
        buckets = {
            name: [_fact(m) for m in self._in_bucket(name, effective[name], stated)]
            for name in wanted
            if name in effective
        }
        return t.ProfileResponse(
            profile=t.Profile(
                static=[_fact(m) for m in static],
                dynamic=[_fact(m) for m in dynamic],
                buckets=buckets,
            )
        )

    def _in_bucket(
        self, name: str, description: str, memories: Sequence[MemoryRecord]
    ) -> list[MemoryRecord]:
        if not memories:
            return []
        key = f"{name}: {description}"
        with self._lock:
            anchor = self._bucket_vectors.get(key)
        if anchor is None:
            anchor = self._embedder.embed([key])[0]
            with self._lock:
                self._bucket_vectors[key] = anchor
        # Memories already carry their vectors in the index: never re-embed them here.
        stored = self._memories.vectors(memories[0].namespace, [m.id for m in memories])
        scores = [float(stored[m.id] @ anchor) if m.id in stored else 0.0 for m in memories]
        named = content_terms(name.replace("_", " ").replace("-", " "))
        chosen = []
        for memory, score in zip(memories, scores, strict=True):
            if name == "preferences":
                keyword = bool(_PREFERENCE_WORDS.search(memory.text))
            else:
                keyword = bool(named & content_terms(memory.text))
            if keyword or float(score) >= BUCKET_SIMILARITY:
                chosen.append(memory)
        return chosen

    def markdown(self, namespace: str, profile: t.Profile) -> str:
        lines = [f"# Profile: {namespace}", ""]
        sections = [("Static", profile.static), ("Dynamic", profile.dynamic)]
        sections += [(f"Bucket: {name}", facts) for name, facts in profile.buckets.items()]
        for title, facts in sections:
            lines += [f"## {title}", ""]
            lines += [f"- {fact.memory}" for fact in facts] or ["_Nothing recorded yet._"]
            lines.append("")
        return "\n".join(lines).rstrip() + "\n"

    # -- buckets ---------------------------------------------------------------------------

    def buckets(self, namespace: str) -> dict[str, str]:
        return {**DEFAULT_BUCKETS, **self._store.buckets(namespace)}

    def set_buckets(self, namespace: str, buckets: dict[str, str]) -> t.ProfileBuckets:
        self._store.set_buckets(namespace, buckets)
        return t.ProfileBuckets(buckets=self.buckets(namespace))

    def delete_buckets(self, namespace: str, names: Sequence[str]) -> t.ProfileBuckets:
        self._store.delete_buckets(namespace, names)
        return t.ProfileBuckets(buckets=self.buckets(namespace))


def _fact(record: MemoryRecord) -> t.ProfileFact:
    return t.ProfileFact(id=record.id, memory=record.text)
