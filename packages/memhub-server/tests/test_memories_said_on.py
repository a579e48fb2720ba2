"""A plan or an ongoing activity that says no date is kept with the day it was said.

"I want to move to Madrid" read a year later is still true about its day, and someone will
ask "where did she want to move?". Written "(as of 11 August 2024)" it never claims to be
current, so it stays searchable; the profile's recent section is where it stops counting,
a month after that day. Said again later, the memory moves on to the newer day.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, date, datetime, timedelta

import pytest

from memhub import Memhub
from memhub.types import DocumentInput
from memhub_server.engine import Engine
from memhub_server.pipeline.dates import human_date

pytestmark = pytest.mark.both_backends


@pytest.fixture
def engine(make_engine: Callable[..., Engine]) -> Engine:
    return make_engine()


@pytest.fixture
def client(engine: Engine, memhub_for: Callable[[Engine], Memhub]) -> Memhub:
    return memhub_for(engine)


def _said(engine: Engine, content: str, day: date, doc_id: str) -> None:
    engine.documents.add("alex", DocumentInput(content=content, id=doc_id, date=day.isoformat()))
    assert engine.worker.drain(30)


def _found(client: Memhub, query: str) -> list[str]:
    found = client.search("alex", query=query, search_mode="memories", threshold=0)
    return [r.memory or "" for r in found.results]


def test_an_old_plan_stays_searchable_with_its_day(client: Memhub, engine: Engine) -> None:
    _said(engine, "Alex: I want to move to Madrid.", date(2024, 8, 11), "d1")
    said = "Alex wants to move to Madrid (as of 11 August 2024)."
    assert _found(client, "Where did Alex want to move?")[0] == said
    # Long past its month in the profile: history now, not something current.
    assert said not in [f.memory for f in client.profile("alex").profile.dynamic]


def test_a_recent_activity_is_current_in_the_profile_for_a_month(
    client: Memhub, engine: Engine
) -> None:
    recently = datetime.now(UTC).date() - timedelta(days=10)
    _said(engine, "Alex: I'm learning the cello.", recently, "d1")
    said = f"Alex is learning the cello (as of {human_date(recently)})."
    assert [f.memory for f in client.profile("alex").profile.dynamic] == [said]
    long_ago = datetime.now(UTC).date() - timedelta(days=40)
    _said(engine, "Alex: I'm building a boat in the shed.", long_ago, "d2")
    assert said in _found(client, "What is Alex learning?")
    dynamic = [f.memory for f in client.profile("alex").profile.dynamic]
    assert dynamic == [said]  # the boat is searchable, but no longer current


def test_said_again_later_the_memory_moves_on_to_the_newer_day(
    client: Memhub, engine: Engine
) -> None:
    _said(engine, "Alex: I'm learning the cello.", date(2025, 1, 10), "d1")
    _said(engine, "Alex: I'm learning the cello.", date(2025, 3, 2), "d2")
    # An older document dreamt last adds a source, it does not turn the day back.
    _said(engine, "Alex: I'm learning the cello.", date(2024, 12, 1), "d3")
    listing = client.list("alex", "memories", include={"forgotten": True}, order="asc")
    versions = [(m.memory, m.version, m.is_latest) for m in listing.memories]
    assert versions == [
        ("Alex is learning the cello (as of 10 January 2025).", 1, False),
        ("Alex is learning the cello (as of 2 March 2025).", 2, True),
    ]
    latest = engine.store.memory("alex", listing.memories[1].id)
    assert latest is not None and latest.source_count == 2
