"""Profiles: the maintained picture of a namespace's subject, plus custom buckets.

static: latest, live, durable stated facts (most supported first).
dynamic: recent context that is still current, newest first, bounded.
buckets: memories matching a bucket's description (`preferences` by default).

What counts as current in `dynamic` (search keeps everything that has not expired; only
this section lets old items go):

* a temporary state or a plan with an expiry (`forget_after`) is current until then;
* a plan or an ongoing activity stamped with the day it was said ("is learning the cello
  (as of 1 March 2026)") is current for `RECENT_ACTIVITY_DAYS` after that day;
* any other recent fact without one is history (a past event never expires: "Alex went to a
  concert on 7 May 2023" stays searchable for good) and is current for
  `RECENT_EVENT_DAYS` after the latest date its text names, or, when it names none,
  after it was last stated.

The profile is kept per namespace and rebuilt only when its memories change
(or when one of its facts reaches its expiry), not recomputed on every call.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, timedelta

import numpy as np
import numpy.typing as npt

from memhub import types as t
from memhub.filtering import compile_filter

from ..index.lexical import content_terms
from ..index.retrieval import Retriever
from ..pipeline.dates import as_of_day, latest_day
from ..pipeline.embedding import Embedder
from ..store.interface import Store
from ..store.memories import MemoryRecord
from .errors import Conflict, InvalidInput

__all__ = ["DEFAULT_BUCKETS", "ProfileService"]

DYNAMIC_LIMIT = 20
RECENT_EVENT_DAYS = 14
"""Days a past event stays in the dynamic section after its date (or after it was last
stated, when its text names no date): what "recently" means for the profile."""
RECENT_ACTIVITY_DAYS = 30
"""Days a plan or an ongoing activity stamped with the day it was said ("is learning the
cello (as of 1 March 2026)") stays in the dynamic section after that day."""
STATIC_LIMIT = 100
BUCKET_SIMILARITY = 0.25
"""Cosine between a memory and a bucket's `name: description` that files it there.
Measured on a hand-written labelled set (36 memories, five buckets an app might define;
`bench/calibrate_thresholds.py --labelled`): at 0.2 precision 71 %, recall 62 %; at
0.25 precision 100 %, recall 53 %; at 0.3 precision 100 %, recall 31 %. Filing shows a
fact to the model under a heading, so the threshold sits where precision turns whole."""

DEFAULT_BUCKETS = {
    "preferences": "What the user likes, dislikes, prefers or chooses: favourites, tastes, habits "
    "they state about themselves.",
}
"""Buckets every namespace has. They play the part of organization-level buckets in the
contract: protected, so a namespace can neither redefine nor delete them (409)."""
_PREFERENCE_WORDS = re.compile(
    r"\b(likes?|loves?|enjoys?|prefers?|favou?rite|hates?|dislikes?|can't stand|into)\b", re.I
)


BUCKET_LIMIT = 50
"""Most facts a bucket lists (best matches first)."""

MAX_NAMESPACE_BUCKETS = t.MAX_BUCKETS
"""Custom buckets one namespace may keep in all (one request may set as many). A
profile fills every bucket it shows, so their number is a cost of each profile."""

BUCKET_VECTOR_CACHE = 1024
"""Bucket descriptions whose vectors are kept (a namespace's buckets can change)."""


RESPONSES_KEPT = 64
"""Bucket selections whose profile responses a namespace's state keeps."""


@dataclass(frozen=True)
class _Filing:
    """Stated memories with what filing them into buckets reads, worked out once for
    all buckets: their content words, whether they state a preference, their vectors."""

    memories: list[MemoryRecord]
    terms: list[set[str]]
    preference: list[bool]
    vectors: npt.NDArray[np.float32]
    """One row per memory (zeros for one the index has no vector for)."""


@dataclass
class _State:
    """A namespace's profile as of one memory version: rebuilt only when that changes."""

    stamp: tuple[str, int]
    expires_at: datetime | None
    stated: list[MemoryRecord]
    static: list[t.ProfileFact]
    dynamic: list[t.ProfileFact]
    buckets: dict[tuple[str, str], list[t.ProfileFact]] = field(default_factory=dict)
    responses: dict[tuple[tuple[str, str], ...], t.ProfileResponse] = field(default_factory=dict)
    filing: _Filing | None = None

    def fresh(self, stamp: tuple[str, int], now: datetime) -> bool:
        return self.stamp == stamp and (self.expires_at is None or self.expires_at > now)


class ProfileService:
    def __init__(self, store: Store, embedder: Embedder, memories: Retriever[MemoryRecord]) -> None:
        self._store = store
        self._embedder = embedder
        self._memories = memories
        self._states: dict[str, _State] = {}
        self._lock = threading.Lock()
        self._bucket_vectors: dict[str, np.ndarray] = {}

    def _state(self, namespace: str) -> _State:
        """The namespace's current profile state, rebuilt when a memory changed or expired.

        The change check reads one row (the namespace's memory version, bumped by every
        memory write), so it also sees writes made by other processes.
        """
        now = datetime.now(UTC)
        stamp = self._store.memory_stamp(namespace)
        with self._lock:
            state = self._states.get(namespace)
        if state is not None and state.fresh(stamp, now):
            return state
        live = [m for m in self._store.list_memories(namespace) if m.live(now)]
        stated, static, dynamic, changes_at = _sections(live, now)
        state = _State(
            stamp,
            changes_at,
            stated,
            [_fact(m) for m in static],
            [_fact(m) for m in dynamic],
        )
        with self._lock:
            self._states[namespace] = state
        return state

    def forget(self, namespace: str | None = None) -> None:
        """Drop the cached profile of `namespace` (deleted or moved), or of every one."""
        with self._lock:
            if namespace is None:
                self._states.clear()
                self._bucket_vectors.clear()
            else:
                self._states.pop(namespace, None)

    def profile(self, namespace: str, request: t.ProfileRequest) -> t.ProfileResponse:
        effective = self.buckets(namespace)
        wanted = request.buckets if request.buckets is not None else list(effective)
        chosen = tuple(
            (name, effective[name]) for name in dict.fromkeys(wanted) if name in effective
        )
        if request.filter is not None:
            return self._filtered(namespace, request.filter, chosen)
        state = self._state(namespace)
        cached = state.responses.get(chosen)
        if cached is not None:
            return cached
        buckets = {}
        for name, description in chosen:
            facts = state.buckets.get((name, description))
            if facts is None:
                if state.filing is None:
                    state.filing = self._filing(state.stated)
                members = self._in_bucket(name, description, state.filing)
                facts = state.buckets[(name, description)] = [_fact(m) for m in members]
            buckets[name] = facts
        response = t.ProfileResponse(
            profile=t.Profile(static=state.static, dynamic=state.dynamic, buckets=buckets)
        )
        if len(state.responses) >= RESPONSES_KEPT:
            state.responses.clear()  # callers asking for ever new bucket selections
        state.responses[chosen] = response
        return response

    def _filtered(
        self, namespace: str, filter: t.FilterExpression, chosen: tuple[tuple[str, str], ...]
    ) -> t.ProfileResponse:
        """A profile over the memories whose metadata matches `filter` (built per call)."""
        now = datetime.now(UTC)
        check = compile_filter(filter)
        live = [
            m for m in self._store.list_memories(namespace) if m.live(now) and check(m.metadata)
        ]
        stated, static, dynamic, _ = _sections(live, now)
        filing = self._filing(stated)
        return t.ProfileResponse(
            profile=t.Profile(
                static=[_fact(m) for m in static],
                dynamic=[_fact(m) for m in dynamic],
                buckets={
                    name: [_fact(m) for m in self._in_bucket(name, description, filing)]
                    for name, description in chosen
                },
            )
        )

    def _filing(self, memories: Sequence[MemoryRecord]) -> _Filing:
        vectors = np.zeros((len(memories), self._embedder.dimensions), dtype=np.float32)
        if memories:
            # Memories already carry their vectors in the index: never re-embed them here.
            stored = self._memories.vectors(memories[0].namespace, [m.id for m in memories])
            for row, memory in enumerate(memories):
                vector = stored.get(memory.id)
                if vector is not None:
                    vectors[row] = vector
        return _Filing(
            list(memories),
            [content_terms(m.text) for m in memories],
            [bool(_PREFERENCE_WORDS.search(m.text)) for m in memories],
            vectors,
        )

    def _in_bucket(self, name: str, description: str, filing: _Filing) -> list[MemoryRecord]:
        """The memories filed under a bucket, best matches first, at most `BUCKET_LIMIT`.

        A memory belongs when it names the bucket (preference verbs for `preferences`)
        or its stored vector is close to the bucket's `name: description`.
        """
        if not filing.memories:
            return []
        key = f"{name}: {description}"
        with self._lock:
            anchor = self._bucket_vectors.get(key)
        if anchor is None:
            anchor = self._embedder.embed([key])[0]
            with self._lock:
                if len(self._bucket_vectors) >= BUCKET_VECTOR_CACHE:
                    self._bucket_vectors.clear()
                self._bucket_vectors[key] = anchor
        scores = filing.vectors @ np.asarray(anchor, dtype=np.float32)
        named = content_terms(name.replace("_", " ").replace("-", " "))
        chosen: list[tuple[bool, float, MemoryRecord]] = []
        for row, memory in enumerate(filing.memories):
            score = float(scores[row])
            if name == "preferences":
                keyword = filing.preference[row]
            else:
                keyword = bool(named & filing.terms[row])
            if keyword or score >= BUCKET_SIMILARITY:
                chosen.append((keyword, score, memory))
        chosen.sort(key=lambda item: (item[0], item[1]), reverse=True)
        return [memory for _, _, memory in chosen[:BUCKET_LIMIT]]

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
        """Add or redefine custom buckets; setting a default one to its own description
        is allowed (a client may send back what it read)."""
        if any(DEFAULT_BUCKETS.get(name, text) != text for name, text in buckets.items()):
            raise Conflict("An organization-level bucket cannot be changed")
        kept = set(self._store.buckets(namespace)) | set(buckets)
        if len(kept) > MAX_NAMESPACE_BUCKETS:
            raise InvalidInput(
                f"a namespace may keep at most {MAX_NAMESPACE_BUCKETS} custom buckets; this "
                f"would make {len(kept)} (delete some first)"
            )
        self._store.set_buckets(namespace, buckets)
        return t.ProfileBuckets(buckets=self.buckets(namespace))

    def delete_buckets(self, namespace: str, names: Sequence[str]) -> t.ProfileBuckets:
        if any(name in DEFAULT_BUCKETS for name in names):
            raise Conflict("An organization-level bucket cannot be deleted")
        self._store.delete_buckets(namespace, names)
        return t.ProfileBuckets(buckets=self.buckets(namespace))


def _sections(
    live: Sequence[MemoryRecord], now: datetime
) -> tuple[list[MemoryRecord], list[MemoryRecord], list[MemoryRecord], datetime | None]:
    """Stated facts, the static and dynamic sections drawn from them, and the next
    moment the sections change by themselves (a fact expires, an event stops being
    recent), None if never."""
    stated = [m for m in live if not m.is_inference]
    static = sorted(
        (m for m in stated if m.is_static), key=lambda m: (-m.source_count, m.created_at)
    )[:STATIC_LIMIT]
    current = [(m, until) for m in stated if not m.is_static and (until := _current_until(m)) > now]
    dynamic = sorted((m for m, _ in current), key=lambda m: m.updated_at, reverse=True)
    changes = [m.forget_after for m in live if m.forget_after is not None]
    changes += [until for _, until in current]
    return stated, static, dynamic[:DYNAMIC_LIMIT], min(changes, default=None)


def _current_until(memory: MemoryRecord) -> datetime:
    """When a recent fact stops belonging in the dynamic section (see the module doc)."""
    if memory.forget_after is not None:
        return memory.forget_after
    said = as_of_day(memory.text)  # "is learning the cello (as of 1 March 2026)"
    if said is not None:
        day, days = said, RECENT_ACTIVITY_DAYS
    else:
        day = latest_day(memory.text) or memory.updated_at.astimezone(UTC).date()
        days = RECENT_EVENT_DAYS + 1
    if (date.max - day).days < days:
        return datetime.max.replace(tzinfo=UTC)  # the end of the calendar, not an overflow
    end = day + timedelta(days=days)
    return datetime(end.year, end.month, end.day, tzinfo=UTC)


def _fact(record: MemoryRecord) -> t.ProfileFact:
    return t.ProfileFact(id=record.id, memory=record.text)
