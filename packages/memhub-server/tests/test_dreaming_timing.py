"""What a conversation's sessions form never depends on how the worker happened to batch
them: how many dreams a batch takes, which sessions were indexed when the first came due,
the order they were sent in, or a session retried after its extractor failed.

A full pass over the dev sets used to form fewer facts than reruns of its sets alone: a
conversation sent in one ``batch_add`` was dreamt in batches whose make-up depended on
timing, and a session read names from its batch-mates' candidate facts but from earlier
batches' stored memories, which are not the same thing.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

import pytest

from memhub import Memhub
from memhub_server.engine import Engine
from memhub_server.pipeline.memory.facts import CandidateFact, ExtractionError, ExtractionInput
from memhub_server.pipeline.memory.rules import RuleExtractor
from memhub_server.pipeline.memory.rules.person import memory_names
from memhub_server.store._records import INDEXING_WAIT
from memhub_server.store.base import NewDocument
from memhub_server.store.interface import Store

pytestmark = pytest.mark.both_backends

# One person's sessions: names given and used later, a pet remembered, a value that
# changes, a plan and what came of it.
SESSIONS = [
    ("s1", "2024-05-01", "User: My granddaughter Clémence was a radish in the school pageant."),
    ("s2", "2024-05-03", "User: I have a dog called Biscuit. We live in Leeds."),
    ("s3", "2024-05-03", "User: Clémence framed her poem. Biscuit chewed the sofa again."),
    ("s4", "2024-05-10", "User: My husband Blaž keeps bees behind the house."),
    ("s5", "2024-05-12", "User: We moved to York last week. Blaž lost two hives in the storm."),
    ("s6", "2024-05-20", "User: Clémence got a merit award on Friday for reading."),
    ("s7", "2024-05-20", "User: I'm learning the cello. Biscuit is two in March."),
]

Formed = set[tuple[str, bool, bool]]
"""Every memory of a namespace: (text, latest, forgotten)."""


@dataclass(frozen=True)
class Run:
    """An engine, its client, and the namespace one way of sending the sessions uses
    (a namespace of its own: on PostgreSQL the engines of a test share one database)."""

    engine: Engine
    client: Memhub
    namespace: str

    def send(self, order: Sequence[int]) -> None:
        """The sessions at ``order`` in one ``batch_add``."""
        documents = [
            {"id": SESSIONS[i][0], "date": SESSIONS[i][1], "content": SESSIONS[i][2]} for i in order
        ]
        self.client.documents.batch_add(self.namespace, documents=documents)

    def add(self, order: Sequence[int]) -> None:
        """The sessions at ``order`` stored as a request would, the worker not woken."""
        for i in order:
            key, day, content = SESSIONS[i]
            new = NewDocument(content, custom_id=key, date=day)
            self.engine.store.add_document(self.namespace, new)

    def index_all(self) -> None:
        while self.engine.store.pending_jobs():
            self.engine.worker.run_once()

    def formed(self) -> Formed:
        return {
            (m.record.text, m.record.is_latest, m.record.is_forgotten)
            for m in self.engine.store.memories_after(self.namespace, 0)
        }

    def document_id(self, key: str) -> str:
        document = self.engine.store.document(self.namespace, key)
        assert document is not None
        return document.id


@pytest.fixture
def fresh(
    make_engine: Callable[..., Engine],
    memhub_for: Callable[[Engine], Memhub],
    tmp_path_factory: pytest.TempPathFactory,
) -> Callable[..., Run]:
    """A new engine on its own data, dreaming ``batch`` dreams at a time, and a namespace
    no other run of the test uses."""
    made = itertools.count()

    def make(batch: int = 16, **kwargs: object) -> Run:
        engine = make_engine(data_dir=tmp_path_factory.mktemp("data"), **kwargs)
        engine.dreamer._batch = batch
        return Run(engine, memhub_for(engine), f"alex{next(made)}")

    return make


def _sent_together(fresh: Callable[..., Run], batch: int) -> Formed:
    run = fresh(batch)
    run.send(range(len(SESSIONS)))
    assert run.engine.worker.drain(60)
    return run.formed()


def test_the_same_memories_form_whatever_the_batch_size(fresh: Callable[..., Run]) -> None:
    whole = _sent_together(fresh, 16)
    assert ("Clémence framed her poem.", True, False) in whole
    assert _sent_together(fresh, 1) == whole
    assert _sent_together(fresh, 3) == whole


def test_the_same_memories_form_when_sessions_come_one_by_one_or_out_of_order(
    fresh: Callable[..., Run],
) -> None:
    whole = _sent_together(fresh, 16)

    run = fresh()
    for i in range(len(SESSIONS)):
        run.send([i])
        assert run.engine.worker.drain(60)  # each dreamt before the next arrives
    assert run.formed() == whole

    run = fresh(4)
    run.send([6, 2, 5, 0, 4, 1, 3])
    assert run.engine.worker.drain(60)
    assert run.formed() == whole


def test_a_namespace_dreams_only_once_its_documents_are_indexed(
    fresh: Callable[..., Run],
) -> None:
    whole = _sent_together(fresh, 16)
    run = fresh()
    run.engine.worker._batch_jobs = 2  # the worker indexes two sessions at a time
    run.send(range(len(SESSIONS)))
    assert run.engine.worker.run_once()  # two sessions indexed, their dreams due at once
    assert run.engine.store.pending_jobs() == len(SESSIONS) - 2
    assert not run.engine.dreamer.run_once()  # nothing dreamt while its sessions wait
    assert run.formed() == set()
    assert run.engine.worker.drain(60)
    assert run.formed() == whole


def test_a_stuck_document_holds_its_namespace_back_only_so_long(
    fresh: Callable[..., Run],
) -> None:
    run = fresh()
    run.engine.worker._batch_jobs = 1
    run.add([0, 1])
    assert run.engine.worker.run_once()  # one indexed, one still waiting
    now = datetime.now(UTC)
    assert run.engine.store.due_dreams(now, 16) == []
    (dream,) = run.engine.store.due_dreams(now + INDEXING_WAIT + timedelta(seconds=1), 16)
    assert dream.document_id == run.document_id("s1")


def test_a_retried_session_still_comes_before_a_later_one_of_its_day(
    fresh: Callable[..., Run],
) -> None:
    run = fresh()
    store = run.engine.store
    run.add([1, 2])  # s2 and s3, both of 3 May
    run.index_all()
    now = datetime.now(UTC) + timedelta(seconds=1)
    s2, s3 = store.due_dreams(now, 16)
    assert [s2.document_id, s3.document_id] == [run.document_id("s2"), run.document_id("s3")]
    # s2's extractor failed: it is due again later than s3 is
    store.retry_dream(s2, "extractor down", now + timedelta(seconds=30))
    store.retry_dream(s3, "extractor down", now + timedelta(seconds=5))
    order = [dream.document_id for dream in store.due_dreams(now + timedelta(seconds=6), 16)]
    assert order == [s2.document_id, s3.document_id]


class FlakyExtractor(RuleExtractor):
    """The rule extractor, failing on its first ``down`` calls (an LLM endpoint down) and
    on any document saying ``breaks`` (content it chokes on)."""

    def __init__(self, down: int = 0, breaks: str | None = None) -> None:
        self.down = down
        self.breaks = breaks

    def extract(self, batch: Sequence[ExtractionInput]) -> list[list[CandidateFact]]:
        if self.down:
            self.down -= 1
            raise ExtractionError("the extractor is unavailable")
        if self.breaks and any(self.breaks in item.content for item in batch):
            raise RuntimeError("the extractor choked")
        return super().extract(batch)


def test_after_an_outage_the_sessions_form_what_they_would_have(
    fresh: Callable[..., Run],
) -> None:
    whole = _sent_together(fresh, 16)
    extractor = FlakyExtractor()
    run = fresh(extractor=extractor)
    run.engine.dreamer._retry_after = 0.0
    run.send(range(len(SESSIONS)))
    run.index_all()
    extractor.down = 1
    assert run.engine.dreamer.run_once()  # the first session fails: all wait
    assert run.formed() == set()
    assert run.engine.worker.drain(60)
    assert run.formed() == whole


def test_a_document_that_breaks_the_extractor_fails_alone_and_takes_no_names_away(
    fresh: Callable[..., Run],
) -> None:
    run = fresh(extractor=FlakyExtractor(breaks="radish"))
    run.send(range(len(SESSIONS)))
    assert run.engine.worker.drain(60)
    first = run.engine.store.document(run.namespace, "s1")
    assert first is not None and first.dreaming_status == "failed"
    # s1 gave no name; the later sessions still know the ones the others gave
    formed = {text for text, latest, _ in run.formed() if latest}
    assert "Blaž lost two hives in the storm." in formed


class NamesSeen(RuleExtractor):
    """The rule extractor, keeping for each document the names it was read knowing and
    those the namespace's memories gave at that moment."""

    def __init__(self) -> None:
        self.store: Store | None = None
        self.known: dict[str, tuple[frozenset[str], frozenset[str]]] = {}

    def extract(self, batch: Sequence[ExtractionInput]) -> list[list[CandidateFact]]:
        assert self.store is not None
        for item in batch:
            self.known[item.content] = (item.known_names, _stored_names(self.store, "alex"))
        return super().extract(batch)


def _stored_names(store: Store, namespace: str) -> frozenset[str]:
    return frozenset(
        name
        for m in store.memories_after(namespace, 0)
        if m.record.is_latest and not m.record.is_forgotten
        for name in memory_names(m.record.subject, m.record.text)
    )


@pytest.mark.parametrize("batch", [1, 16])
def test_a_session_knows_the_names_of_the_memories_formed_before_it(
    fresh: Callable[..., Run], batch: int
) -> None:
    # "Ana" is corrected to "Anna": only a memory formed from the sessions before lends
    # its names, not a candidate fact that reconciling replaced or dropped, whether or not
    # the correction shared its batch
    sessions = [
        {"id": "a", "date": "2024-05-01", "content": "User: My sister is called Ana."},
        {"id": "b", "date": "2024-05-02", "content": "User: Sorry, my sister is called Anna."},
        {"id": "c", "date": "2024-05-03", "content": "User: Ana rang. Ok."},
    ]
    extractor = NamesSeen()
    run = fresh(batch, extractor=extractor)
    extractor.store = run.engine.store
    run.client.documents.batch_add("alex", documents=sessions)
    assert run.engine.worker.drain(60)
    known, stored = extractor.known["User: Ana rang. Ok."]
    assert known == stored and stored
