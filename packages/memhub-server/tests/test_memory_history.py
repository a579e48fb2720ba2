"""History memories: a superseded single-value fact stays answerable ("where did the user
live before?") through a dated inference, while the version chain stays as it was."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date

import pytest

from memhub import Memhub
from memhub import types as t
from memhub_server.engine import Engine
from memhub_server.pipeline.memory.history import history_text, past_tense, same_value
from memhub_server.store.memories import PREMISE_FORGOTTEN

pytestmark = pytest.mark.both_backends

Said = tuple[str, str, str]
"""A turn to add: its text, its document date and its document id."""

HOME: Said = ("User: I live in Tromsø.", "2025-02-03", "home")
MOVE: Said = ("User: I moved to Valencia last month.", "2025-06-20", "move")


@pytest.fixture
def kim(
    make_engine: Callable[..., Engine], memhub_for: Callable[[Engine], Memhub]
) -> tuple[Memhub, Engine]:
    engine = make_engine()
    return memhub_for(engine), engine


def _say(client: Memhub, engine: Engine, *said: Said) -> None:
    """Add each turn as its own document in namespace "kim" and form its memories."""
    for text, day, doc_id in said:
        client.add("kim", content=text, id=doc_id, date=day)
        assert engine.worker.drain()


def _everything(client: Memhub) -> list[t.Memory]:
    listed = client.list("kim", "memories", include={"forgotten": True}, limit=100)
    return listed.memories


def _histories(client: Memhub) -> list[t.Memory]:
    return [m for m in _everything(client) if m.is_inference]


def test_a_superseded_home_leaves_one_dated_searchable_history(
    kim: tuple[Memhub, Engine],
) -> None:
    client, engine = kim
    _say(client, engine, HOME, MOVE)
    everything = _everything(client)
    old = next(m for m in everything if "Tromsø" in m.memory and not m.is_inference)
    new = next(m for m in everything if "Valencia" in m.memory and not m.is_inference)
    # The version chain is unchanged: the old home is superseded, the new one is v2.
    assert (old.is_latest, new.is_latest, new.version) == (False, True, 2)
    [history] = _histories(client)
    assert history.memory == (
        "The user lived in Tromsø, until this changed by 20 June 2025 (2025-06-20) to: "
        f"{new.memory.rstrip('.')}."
    )
    assert history.is_latest and not history.is_forgotten and history.is_static
    record = engine.store.memory("kim", history.id)
    assert record is not None and record.forget_after is None and record.slot is None
    # Searchable: the question about the past finds the old city.
    hits = client.search("kim", query="Where did the user live before?", search_mode="memories")
    assert any("Tromsø" in (h.memory or "") for h in hits.results)
    # "Where does the user live?" still gets the current home at the top: the current
    # fact, or the history, which ends with it.
    now = client.search("kim", query="Where does the user live?", search_mode="memories")
    assert now.results[0].memory.endswith(new.memory)
    assert new.memory in [h.memory for h in now.results]
    # Derived from both versions, through the existing relation model.
    related = client.memories.get("kim", history.id, include=["related"], related_limit=10)
    assert related.included is not None and related.included.related is not None
    linked = {(m.id, m.relation) for m in related.included.related.siblings}
    assert linked == {(old.id, "derives"), (new.id, "derives")}
    # Sourced from both documents; not part of the profile (it is an inference).
    graph = {m.id: m for m in client.graph("kim").memories}
    assert sorted(graph[history.id].document_ids) == ["home", "move"]
    assert all("Tromsø" not in f.memory for f in client.profile("kim").profile.static)

    # The move's document dreamt again, and the same move stated again (a new version of
    # the same value, which is no change to tell): still the one history.
    _say(
        client,
        engine,
        (MOVE[0] + " It is sunny.", *MOVE[1:]),
        ("User: I moved to Valencia.", "2025-07-01", "again"),
    )
    assert [h.id for h in _histories(client)] == [history.id]
    assert not _histories(client)[0].is_forgotten


def test_forgetting_a_version_forgets_its_history(kim: tuple[Memhub, Engine]) -> None:
    client, engine = kim
    _say(client, engine, HOME, MOVE)
    [history] = _histories(client)
    old = next(m for m in _everything(client) if m.memory == "The user lives in Tromsø.")
    client.memories.forget("kim", ids=[old.id])
    after = engine.store.memory("kim", history.id)
    assert after is not None and after.is_forgotten
    assert after.forget_reason == PREMISE_FORGOTTEN
    hits = client.search("kim", query="Where did the user live before?", search_mode="memories")
    assert all("Tromsø" not in (h.memory or "") for h in hits.results)


def test_deleting_the_old_document_forgets_the_history_with_the_old_value(
    kim: tuple[Memhub, Engine],
) -> None:
    client, engine = kim
    _say(client, engine, HOME, MOVE)
    [history] = _histories(client)
    client.documents.delete("kim", ids=["home"])
    after = engine.store.memory("kim", history.id)
    assert after is not None and after.is_forgotten
    assert after.forget_reason == PREMISE_FORGOTTEN
    # The current fact, from the other document, is untouched.
    live = [m.memory for m in client.list("kim", "memories").memories]
    assert live == ["The user moved to Valencia in May 2025."]


def test_past_tense_of_single_value_facts() -> None:
    assert past_tense("Noor works as a welder.", "Noor") == "Noor worked as a welder"
    assert past_tense("Noor now teaches chemistry", "Noor") == "Noor taught chemistry"
    assert past_tense("The user's partner is Ines.", "the user") == "The user's partner was Ines"
    assert past_tense("Noor studies geology", "Noor") == "Noor studied geology"
    # No verb where one is expected: no guess.
    assert past_tense("Noor always cycles", "Noor") is None
    assert past_tense("Noor moved to Porto.", "Noor") is None
    assert history_text(
        "Noor moved to Porto.", "Noor lives in Gdańsk.", "Noor", date(2024, 5, 9)
    ) == (
        "Earlier: Noor moved to Porto. By 9 May 2024 (2024-05-09) this changed to: "
        "Noor lives in Gdańsk."
    )


def test_a_restated_or_refined_value_is_no_change() -> None:
    assert same_value("Noor lives in Porto.", "Noor moved to Porto in May 2024.", "Noor")
    assert same_value("Noor works as a welder.", "Noor works as a senior welder.", "Noor")
    assert not same_value("Noor works as a welder.", "Noor works at a library.", "Noor")
    assert not same_value("Noor's partner is Ines.", "Noor's partner is Ada.", "Noor")
