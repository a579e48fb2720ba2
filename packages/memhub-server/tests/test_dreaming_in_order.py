"""A batch of a namespace's documents is read in the order they were written, each knowing
the names the ones before it gave people.

Sessions sent together (a ``batch_add`` of a whole conversation) are dreamt in one batch,
before any of them has formed a memory: read all at once, a later session that only opens
a sentence on a name ("Clémence framed her poem.") never learnt from the earlier one ("My
granddaughter Clémence ...") that it is a person's, though it would have, had the sessions
come one at a time. A name goes no further than its own namespace, and no earlier than
the document that gave it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import UTC, datetime, timedelta
from types import SimpleNamespace

import pytest

from memhub import Memhub
from memhub_server.engine import Engine
from memhub_server.pipeline.memory.dreamer import _Claimed, _rounds
from memhub_server.pipeline.memory.facts import CandidateFact, ExtractionInput
from memhub_server.pipeline.memory.rules import RuleExtractor
from memhub_server.store.memories import Dream

pytestmark = pytest.mark.both_backends


class RecordingExtractor(RuleExtractor):
    """The rule extractor, keeping the contents of every call it was given."""

    def __init__(self) -> None:
        self.calls: list[list[str]] = []

    def extract(self, batch: Sequence[ExtractionInput]) -> list[list[CandidateFact]]:
        self.calls.append([item.content for item in batch])
        return super().extract(batch)


@pytest.fixture
def extractor() -> RecordingExtractor:
    return RecordingExtractor()


@pytest.fixture
def engine(make_engine: Callable[..., Engine], extractor: RecordingExtractor) -> Engine:
    return make_engine(extractor=extractor)


@pytest.fixture
def client(engine: Engine, memhub_for: Callable[[Engine], Memhub]) -> Memhub:
    return memhub_for(engine)


# (the session that names someone, the later one that only opens a sentence on the name,
# the memory the later one forms once the name is known)
NAMED_THEN_USED = [
    (
        "Nicole: My granddaughter Clémence was a radish in the school pageant.",
        "Nicole: Clémence framed her poem.",
        "Clémence framed her poem.",
    ),
    (
        "kayla: my little brother Jayden started school today",
        "kayla: Jayden got a merit award on Friday for reading",
        "Jayden got a merit award on Friday, 31 May 2024 (2024-05-31) for reading.",
    ),
    (
        "User: My daughter Haeun is seven.",
        "User: Haeun lost a front tooth on the trail.",
        "Haeun lost a front tooth on the trail.",
    ),
    (
        "Tjaša: I'm walking up the hill with my sister-in-law Alenka.",
        "Tjaša: Alenka threw me a party in her garden on the 17th of May.",
        "Alenka threw Tjaša a party in her garden on 17 May 2024 (2024-05-17).",
    ),
    (
        "User: My husband Blaž keeps bees behind the house.",
        "User: Blaž lost two hives in the storm.",
        "Blaž lost two hives in the storm.",
    ),
]


def _memories(client: Memhub, namespace: str) -> set[str]:
    return {m.memory for m in client.list(namespace, "memories", limit=50).memories}


def _sessions(first: str, later: str, later_date: str = "2024-06-01") -> list[dict[str, str]]:
    return [
        {"id": "s1", "content": first, "date": "2024-05-01"},
        {"id": "s2", "content": later, "date": later_date},
    ]


@pytest.mark.parametrize(("first", "later", "formed"), NAMED_THEN_USED)
def test_a_later_session_knows_the_names_an_earlier_one_in_its_batch_gave(
    client: Memhub, engine: Engine, first: str, later: str, formed: str
) -> None:
    client.documents.batch_add("alex", documents=_sessions(first, later))
    assert engine.worker.drain(30)
    assert formed in _memories(client, "alex")


@pytest.mark.parametrize(("first", "later", "formed"), NAMED_THEN_USED)
def test_a_name_does_not_cross_to_another_namespace(
    client: Memhub, engine: Engine, first: str, later: str, formed: str
) -> None:
    client.documents.batch_add("alex", documents=_sessions(first, later)[:1])
    client.documents.batch_add("sam", documents=_sessions(first, later)[1:])
    assert engine.worker.drain(30)
    assert formed not in _memories(client, "sam")


@pytest.mark.parametrize(("first", "later", "formed"), NAMED_THEN_USED[:3])
def test_a_session_written_before_the_one_that_names_is_read_first(
    client: Memhub, engine: Engine, first: str, later: str, formed: str
) -> None:
    # sent after it, but dated before it: it is read before the name was given
    client.documents.batch_add("alex", documents=_sessions(first, later, "2024-04-01"))
    assert engine.worker.drain(30)
    assert not any(memory.startswith(formed.split()[0]) for memory in _memories(client, "alex"))


def test_a_place_the_first_session_names_gives_no_name(client: Memhub, engine: Engine) -> None:
    first, later = "User: We moved to Florence in May.", "User: Florence was lovely in the rain."
    client.documents.batch_add("alex", documents=_sessions(first, later))
    assert engine.worker.drain(30)
    assert not any("lovely" in memory for memory in _memories(client, "alex"))


def _claimed(namespace: str, day: str, arrived: int) -> _Claimed:
    dream = Dream(document_id=day, namespace=namespace, kind="append", text=day, attempts=0)
    created = datetime(2024, 8, 1, tzinfo=UTC) + timedelta(seconds=arrived)
    document = SimpleNamespace(date=day, created_at=created, id=f"doc{arrived}")
    return _Claimed(dream, document)  # type: ignore[arg-type]  # only the order is read


def test_each_round_holds_one_document_of_each_namespace_by_date() -> None:
    items = [
        _claimed("alex", "2024-06-01", 0),
        _claimed("sam", "2024-06-01", 1),
        _claimed("alex", "2024-05-01", 2),
        _claimed("alex", "2024-07-01", 3),
    ]
    assert _rounds(items) == [[2, 1], [0], [3]]


def test_documents_of_one_day_go_in_the_order_they_arrived() -> None:
    # claimed in another order (a retried dream comes due after a later session's)
    items = [_claimed("alex", "2024-06-01", 5), _claimed("alex", "2024-06-01", 4)]
    assert _rounds(items) == [[1], [0]]
