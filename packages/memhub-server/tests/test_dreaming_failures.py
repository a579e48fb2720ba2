"""A document that cannot be dreamt fails alone, with its reason, and stays failed.

Memory formation runs a batch of documents (every due dream of a namespace) through
one extractor call. One document that breaks the extractor, the reconciler or the
date arithmetic must not leave its batch-mates "dreaming" for good, must not stop
the worker, and must not crash again after a restart.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from datetime import UTC, date, datetime, timedelta
from pathlib import Path

import pytest

from memhub import Memhub
from memhub.types import BatchAddRequest, DocumentInput
from memhub_server.engine import Engine
from memhub_server.pipeline.memory.facts import CandidateFact, ExtractionInput
from memhub_server.pipeline.memory.llm import parse_forget_after
from memhub_server.pipeline.memory.rules import RuleExtractor, extract_facts
from memhub_server.pipeline.memory.rules.dates import resolve_relative_dates
from memhub_server.store.base import DocumentRecord, NewDocument, Vector
from memhub_server.store.sqlite import SQLiteStore

pytestmark = pytest.mark.both_backends

BASE = "http://memhub.test"


class PoisonedExtractor(RuleExtractor):
    """The rule extractor, except that any batch holding "poison" raises (a bug)."""

    # one call for the whole batch, as an LLM's: the rules' rounds (a namespace's documents
    # in order, see the dreamer) would keep the poisoned one from its batch-mates' call
    reads_known_names = False

    def __init__(self) -> None:
        self.batches: list[int] = []

    def extract(self, batch: Sequence[ExtractionInput]) -> list[list[CandidateFact]]:
        self.batches.append(len(batch))
        if any("poison" in item.content for item in batch):
            raise KeyError("unexpected token")
        return super().extract(batch)


@pytest.fixture
def extractor() -> PoisonedExtractor:
    return PoisonedExtractor()


@pytest.fixture
def engine(make_engine: Callable[..., Engine], extractor: PoisonedExtractor) -> Engine:
    return make_engine(extractor=extractor)


@pytest.fixture
def client(engine: Engine, memhub_for: Callable[[Engine], Memhub]) -> Memhub:
    return memhub_for(engine)


TURNS = [
    {"id": "a", "content": "I live in Lisbon."},
    {"id": "b", "content": "poison: I work as a nurse."},
    {"id": "c", "content": "I love sushi."},
    {"id": "d", "content": "My sister is called Ana."},
]


def _statuses(client: Memhub) -> dict[str, tuple[str, str, str | None]]:
    statuses = {}
    for turn in TURNS:
        system = client.documents.get("alex", turn["id"]).system
        statuses[turn["id"]] = (str(system.status), str(system.dreaming_status), system.error)
    return statuses


def test_a_failing_document_fails_alone(
    client: Memhub, engine: Engine, extractor: PoisonedExtractor
) -> None:
    client.documents.batch_add("alex", documents=TURNS)
    assert engine.worker.drain(30)
    assert extractor.batches[0] == 4  # they did dream together

    statuses = _statuses(client)
    status, dreaming, error = statuses.pop("b")
    assert (status, dreaming) == ("done", "failed")
    assert error is not None and "memory formation failed" in error and "KeyError" in error
    assert statuses == dict.fromkeys("acd", ("done", "done", None))
    memories = {m.memory for m in client.list("alex", "memories", limit=20).memories}
    assert memories == {
        "The user lives in Lisbon.",
        "The user loves sushi.",
        "The user's sister is called Ana.",
    }
    # The failed document's content stays searchable.
    chunks = client.search("alex", query="nurse", search_mode="chunks").results
    assert chunks and "nurse" in chunks[0].text
    assert engine.store.pending_dreams() == 0


def test_a_failed_dream_is_not_retried_after_a_restart(
    make_engine: Callable[..., Engine], extractor: PoisonedExtractor
) -> None:
    engine = make_engine(extractor=extractor)
    engine.documents.add("alex", DocumentInput(content="poison: I work as a nurse.", id="b"))
    assert engine.worker.drain(30)
    engine.close()
    calls = len(extractor.batches)

    engine = make_engine(extractor=extractor)  # the same data directory
    assert engine.store.pending_dreams() == 0
    assert engine.worker.run_once() is False  # nothing left to crash on
    assert len(extractor.batches) == calls
    record = engine.store.document("alex", "b")
    assert record is not None and record.dreaming_status == "failed"
    # New content for the document dreams normally.
    engine.documents.add("alex", DocumentInput(content="I love sushi.", id="b"))
    assert engine.worker.drain(30)
    record = engine.store.document("alex", "b")
    assert record is not None and (record.dreaming_status, record.error) == ("done", None)


def test_a_reconciliation_failure_fails_only_its_document(
    client: Memhub, engine: Engine, monkeypatch: pytest.MonkeyPatch
) -> None:
    reconciler = engine.dreamer._reconciler
    apply = reconciler.apply

    def failing_apply(
        namespace: str,
        document: object,
        facts: Sequence[CandidateFact],
        vectors: Sequence[Vector] | None = None,
    ) -> set[str]:
        if any("sushi" in fact.text for fact in facts):
            raise ValueError("cannot store this fact")
        return apply(namespace, document, facts, vectors)  # type: ignore[arg-type]

    monkeypatch.setattr(reconciler, "apply", failing_apply)
    client.documents.batch_add("alex", documents=[TURNS[0], TURNS[2], TURNS[3]])
    assert engine.worker.drain(30)
    assert client.documents.get("alex", "c").system.dreaming_status == "failed"
    error = client.documents.get("alex", "c").system.error or ""
    assert "ValueError: cannot store this fact" in error
    assert client.documents.get("alex", "a").system.dreaming_status == "done"
    assert client.documents.get("alex", "d").system.dreaming_status == "done"


def test_edge_dates_form_memories(make_engine: Callable[..., Engine]) -> None:
    engine = make_engine(extractor=RuleExtractor())
    turns = [
        ("end", "I have an exam tomorrow. I feel sick today.", "9999-12-31"),
        ("end-tz", "I have a meeting next week.", "9999-12-31T23:00:00-05:00"),
        ("start", "I moved to Porto last month. I went to Rome last year.", "0001-01-01"),
        ("plain", "I love sushi.", None),
    ]
    documents = [
        DocumentInput(id=ref, content=text, **({"date": day} if day else {}))
        for ref, text, day in turns
    ]
    engine.documents.batch_add("alex", BatchAddRequest(documents=documents))
    assert engine.worker.drain(30)
    for ref in ("end", "end-tz", "start", "plain"):
        record = engine.store.document("alex", ref)
        assert record is not None
        assert (record.status, record.dreaming_status, record.error) == ("done", "done", None)
    texts = {m.text for m in engine.memories.listing("alex", None, True, "createdAt", False)}
    assert "The user loves sushi." in texts
    # A day past the calendar cannot be named: such facts form nothing rather than keep
    # a "tomorrow" or "last month" that a later reader would take for their own.
    assert not any("tomorrow" in text or "last month" in text for text in texts)


@pytest.mark.parametrize(
    ("today", "text"),
    [
        (date.max, "I have an exam tomorrow"),
        (date.max, "I have a meeting next week"),
        (date.max, "We meet this weekend"),
        (date.max, "See you in 3 months"),
        (date.max, "Back in 2 years"),
        (date.max, "The day after tomorrow works"),
        (date.min, "I moved here last month"),
        (date.min, "I went to Rome last year"),
        (date.min, "I saw her last week"),
        (date.min, "We met 3 days ago"),
        (date.min, "It rained yesterday"),
        (date.min, "I was sick on Friday"),
    ],
)
def test_relative_dates_past_the_calendar_are_left_as_written(today: date, text: str) -> None:
    rewritten, periods = resolve_relative_dates(text, today, past=True)
    assert (rewritten, periods) == (text, ())


@pytest.mark.parametrize("today", [date.max, date.max - timedelta(days=1), date.min])
def test_rule_extractor_expiry_stays_inside_the_calendar(today: date) -> None:
    content = "I have an exam tomorrow. I feel sick today. I am learning the cello."
    facts = extract_facts(ExtractionInput(content=content, document_date=today))
    # A day whose span ends past the calendar cannot be resolved: its fact forms nothing.
    assert len(facts) == {date.max: 1, date.max - timedelta(days=1): 2}.get(today, 3)
    # The undated activity says the day it was said; dated facts say when they hold.
    [cello] = [fact for fact in facts if "cello" in fact.text]
    assert cello.forget_after is None and "(as of " in cello.text
    for fact in facts:
        if fact.forget_after is not None:
            assert fact.forget_after >= datetime(today.year, today.month, today.day, tzinfo=UTC)


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("9999-12-31", datetime.max.replace(tzinfo=UTC)),
        ("9999-12-31T23:00:00-05:00", datetime.max.replace(tzinfo=UTC)),
        ("0001-01-01T00:00:00+05:00", datetime.min.replace(tzinfo=UTC)),
        ("2026-03-01", datetime(2026, 3, 2, tzinfo=UTC)),
        ("2026-03-01T10:00:00+02:00", datetime(2026, 3, 1, 8, tzinfo=UTC)),
    ],
)
def test_llm_expiry_dates_clamp_to_the_calendar(value: str, expected: datetime) -> None:
    assert parse_forget_after(value) == expected


@pytest.fixture
def dreaming_store(tmp_path: Path) -> Iterator[SQLiteStore]:
    """A store holding one indexed document whose dream is queued."""
    store = SQLiteStore(tmp_path / "db.sqlite3", embedding_model="m", dream_window=0)
    store.add_document("alex", NewDocument(content="I love sushi."))
    [job] = store.next_jobs(1)
    store.finish_jobs([(job, [])])
    yield store
    store.close()


LATER = datetime.now(UTC) + timedelta(days=1)


def _only_document(store: SQLiteStore) -> DocumentRecord:
    return next(store.list_documents("alex", sort="createdAt", descending=True))


def test_a_dream_that_keeps_crashing_the_process_is_given_up(dreaming_store: SQLiteStore) -> None:
    for _ in range(5):  # claimed, then the process dies before finishing
        assert len(dreaming_store.due_dreams(LATER, 10)) == 1
        dreaming_store.recover_jobs()
    assert dreaming_store.due_dreams(LATER, 10) == []
    assert dreaming_store.pending_dreams() == 0
    record = _only_document(dreaming_store)
    assert record.dreaming_status == "failed"
    assert record.error == "memory formation gave up after 5 interrupted attempts"


def test_retries_that_run_out_leave_the_reason(dreaming_store: SQLiteStore) -> None:
    for _ in range(5):
        (dream,) = dreaming_store.due_dreams(LATER, 10)
        dreaming_store.retry_dream(dream, "model endpoint unavailable", datetime.now(UTC))
    assert dreaming_store.pending_dreams() == 0
    record = _only_document(dreaming_store)
    assert (record.status, record.dreaming_status) == ("done", "failed")
    assert record.error == "memory formation failed after 5 attempts: model endpoint unavailable"
