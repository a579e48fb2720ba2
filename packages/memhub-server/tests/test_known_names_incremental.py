"""`KnownNames` reads only the memories inserted since it last looked, and still drops a
name no live memory gives any more (a new version, a forget, a declined review)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest

from memhub_server.pipeline.memory.known_names import KnownNames
from memhub_server.pipeline.memory.rules.person import memory_names
from memhub_server.store.base import NewDocument
from memhub_server.store.memories import MemoryRecord, NewMemory
from memhub_server.store.postgres import PostgresStore
from memhub_server.store.sqlite import SQLiteStore

Store = SQLiteStore | PostgresStore
VECTOR = np.full(4, 0.5, dtype=np.float32)


@pytest.fixture
def sqlite_store(tmp_path: Path) -> Iterator[SQLiteStore]:
    store = SQLiteStore(tmp_path / "memhub.sqlite3", embedding_model="m")
    yield store
    store.close()


class Memories:
    """Writes to one namespace's memories, as the dreamer and the API make them."""

    def __init__(self, store: Store, namespace: str = "ines") -> None:
        self.store, self.namespace = store, namespace
        self.source = store.add_document(namespace, NewDocument(content="notes")).document.id

    def add(self, name: str, text: str = "{} keeps bees.", subject: str = "") -> MemoryRecord:
        new = NewMemory(text=text.format(name), kind="durable", subject=subject or name)
        return self.store.insert_memory(self.namespace, new, VECTOR, document_id=self.source)

    def update(self, old: MemoryRecord, name: str) -> MemoryRecord:
        new = NewMemory(text=f"{name} keeps bees.", kind="durable", subject=name)
        return self.store.insert_memory(
            self.namespace, new, VECTOR, document_id=self.source, parent=old
        )

    def truth(self) -> frozenset[str]:
        """The names read the slow way: every latest, unforgotten memory."""
        found: set[str] = set()
        for record in self.store.list_memories(self.namespace):
            if record.is_latest and not record.is_forgotten:
                found |= memory_names(record.subject, record.text)
        return frozenset(found)


def test_new_memories_are_read_without_reading_the_namespace_again(
    sqlite_store: SQLiteStore,
) -> None:
    memories, known = Memories(sqlite_store), KnownNames(sqlite_store)
    memories.add("Oyelaran")
    assert known.of("ines") == {"Oyelaran"}
    memories.add("Tamsin")
    memories.add("Grete", "The user's cousin is called {}.", "the user")
    assert known.of("ines") == {"Oyelaran", "Tamsin", "Grete"}
    assert known.full_reads == 1
    assert known.of("other") == frozenset()


def test_a_new_version_takes_its_names_away_unless_another_memory_gives_them(
    sqlite_store: SQLiteStore,
) -> None:
    memories, known = Memories(sqlite_store), KnownNames(sqlite_store)
    bees = memories.add("Oyelaran")
    memories.add("Tamsin")
    hives = memories.add("Tamsin", "{} sells honey.")
    assert known.of("ines") == {"Oyelaran", "Tamsin"}
    memories.update(bees, "Radek")  # the memory now says Radek, not Oyelaran
    memories.update(hives, "Radek")  # Tamsin is still given by the other memory
    assert known.of("ines") == {"Radek", "Tamsin"}
    assert known.full_reads == 1


def test_a_forgotten_or_declined_memory_drops_its_name_and_an_accepted_one_brings_it_back(
    sqlite_store: SQLiteStore,
) -> None:
    memories, known = Memories(sqlite_store), KnownNames(sqlite_store)
    first = memories.add("Oyelaran")
    second = memories.add("Tamsin")
    assert known.of("ines") == {"Oyelaran", "Tamsin"}
    sqlite_store.forget_memories([first.id], "asked to forget")
    assert known.of("ines") == {"Tamsin"}
    sqlite_store.set_review(second.id, status="declined", is_inference=True, is_forgotten=True)
    assert known.of("ines") == frozenset()
    sqlite_store.set_review(second.id, status="accepted", is_inference=False, is_forgotten=False)
    assert known.of("ines") == {"Tamsin"}
    # A change that inserts nothing and leaves the live memories as they were reads nothing.
    reads = known.full_reads
    sqlite_store.add_source(second.id, memories.source)
    sqlite_store.set_review(second.id, status="accepted", is_inference=False, is_forgotten=False)
    assert known.of("ines") == {"Tamsin"}
    assert known.full_reads == reads


def test_a_namespace_deleted_and_created_again_starts_afresh(sqlite_store: SQLiteStore) -> None:
    known = KnownNames(sqlite_store)
    Memories(sqlite_store).add("Oyelaran")
    assert known.of("ines") == {"Oyelaran"}
    sqlite_store.delete_namespace("ines")
    Memories(sqlite_store).add("Tamsin")
    assert known.of("ines") == {"Tamsin"}


def _random_history(store: Store, seed: int, steps: int) -> None:
    """Random inserts, new versions, forgets and reviews, each followed by a check
    that the kept names are exactly the slow way's."""
    rng = random.Random(seed)
    memories, known = Memories(store), KnownNames(store)
    names = ["Oyelaran", "Tamsin", "Radek", "Grete", "Solveig"]
    latest: list[MemoryRecord] = []
    other_changes = 0  # steps with a forget or a review: those may need a full read
    for _ in range(steps):
        changed = False
        for _ in range(rng.randint(1, 3)):  # several writes between two dreams
            move = rng.random()
            if move < 0.45 or not latest:
                latest.append(memories.add(rng.choice(names)))
            elif move < 0.7:
                old = latest.pop(rng.randrange(len(latest)))
                latest.append(memories.update(old, rng.choice(names)))
            elif move < 0.85:
                changed = True
                store.forget_memories([rng.choice(latest).id], "asked to forget")
            else:
                changed = True
                forgotten = rng.random() < 0.5
                status = "declined" if forgotten else "accepted"
                chosen = rng.choice(latest).id
                store.set_review(chosen, status=status, is_inference=False, is_forgotten=forgotten)
        other_changes += changed
        assert known.of("ines") == memories.truth()
    # Inserts and new versions alone were caught up with, never read in full.
    assert known.full_reads <= 1 + other_changes < steps


def test_names_stay_exact_through_a_random_history_on_sqlite(sqlite_store: SQLiteStore) -> None:
    _random_history(sqlite_store, seed=5, steps=40)


def test_names_stay_exact_through_a_random_history_on_postgres(postgres_url: str) -> None:
    store = PostgresStore(postgres_url, embedding_model="m")
    try:
        _random_history(store, seed=6, steps=25)
        # The store queries the cache relies on say the same as SQLite's would.
        stored = store.memories_after("ines", 0)
        assert [m.seq for m in stored] == sorted(m.seq for m in stored)
        live = [m for m in stored if m.record.is_latest and not m.record.is_forgotten]
        assert store.live_memory_tally("ines") == (len(live), sum(m.seq for m in live))
        last = stored[-1].seq
        assert store.memories_after("ines", last) == []
        assert store.live_memory_tally("nobody") == (0, 0)
    finally:
        store.close()
