"""A plan that came true (or was called off) becomes the plan's next version: search
shows the outcome, the version chain tells plan → outcome. Near misses stay apart."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from memhub import Memhub
from memhub import types as t
from memhub_server.engine import Engine
from memhub_server.pipeline.memory.outcomes import (
    fulfils,
    outcome_act,
    plan_act,
    verb_key,
)

Said = tuple[str, str, str]
"""A turn to add: its text, its document date and its document id."""


@pytest.fixture
def pia(
    make_engine: Callable[..., Engine], memhub_for: Callable[[Engine], Memhub]
) -> tuple[Memhub, Engine]:
    engine = make_engine()
    return memhub_for(engine), engine


def _say(client: Memhub, engine: Engine, namespace: str, *said: Said) -> list[t.Memory]:
    """Add each turn as its own document in `namespace`, form its memories, and return
    every memory of the namespace."""
    for text, day, doc_id in said:
        client.add(namespace, content=text, id=doc_id, date=day)
        assert engine.worker.drain()
    return client.list(namespace, "memories", include={"forgotten": True}, limit=100).memories


def _one(memories: list[t.Memory], words: str) -> t.Memory:
    [found] = [m for m in memories if words in m.memory and not m.is_inference]
    return found


@pytest.mark.both_backends
def test_the_outcome_becomes_the_plans_next_version(pia: tuple[Memhub, Engine]) -> None:
    client, engine = pia
    plan_said: Said = ("Pia: I'm selling my pottery studio to Marek.", "2023-10-02", "plan")
    done_said: Said = ("Pia: I sold the pottery studio to Marek last Friday.", "2023-12-04", "done")
    memories = _say(client, engine, "pia", plan_said, done_said)
    plan, done = _one(memories, "is selling"), _one(memories, "sold")
    assert done.memory.startswith("Pia sold the pottery studio to Marek on Friday, 1 December 2023")
    assert (plan.is_latest, done.is_latest, done.version) == (False, True, 2)
    stored = engine.store.memory("pia", done.id)
    assert stored is not None and stored.parent_id == plan.id and stored.root_id == plan.id
    hits = client.search("pia", query="Did Pia sell the pottery studio?", search_mode="memories")
    texts = [h.memory for h in hits.results]
    assert done.memory in texts and plan.memory not in texts
    # Said again: the same outcome merges into the one version, the plan stays superseded.
    again = _say(client, engine, "pia", (done_said[0], done_said[1], "again"))
    assert [m.id for m in again if m.is_latest and "studio" in m.memory] == [done.id]
    # The plan's document dreamt again: the plan stays the outcome's first version, neither
    # forgotten as stale nor formed anew beside the outcome.
    redone = _say(client, engine, "pia", ("Pia: Big news! " + plan_said[0][5:], *plan_said[1:]))
    assert {m.id for m in redone if "studio" in m.memory} == {plan.id, done.id}
    stored = engine.store.memory("pia", plan.id)
    assert stored is not None and stored.forget_reason is None and not stored.is_latest
    assert [m.id for m in redone if m.is_latest and "studio" in m.memory] == [done.id]


def test_a_called_off_plan_is_superseded_and_near_misses_are_not(
    pia: tuple[Memhub, Engine],
) -> None:
    client, engine = pia
    moving: Said = ("Pia: We're moving to Tallinn in the spring.", "2024-01-10", "plan")
    memories = _say(
        client,
        engine,
        "off",
        moving,
        ("Pia: We're not moving to Tallinn after all.", "2024-02-20", "off"),
    )
    plan, off = _one(memories, "are moving"), _one(memories, "not moving")
    assert (plan.is_latest, off.is_latest, off.version) == (False, True, 2)
    # Another place, or an outcome dated before the plan was said: the plan
    # stays as it was, and every memory is a first version.
    kayak: Said = ("Pia: I'm selling my kayak.", "2024-03-10", "plan")
    for namespace, said in {
        "riga": (moving, ("Pia: We moved to Riga.", "2024-03-15", "later")),
        "early": (kayak, ("Pia: I sold my kayak on 2 January 2024.", "2024-03-15", "later")),
    }.items():
        memories = _say(client, engine, namespace, *said)
        assert any("Tallinn" in m.memory or "kayak" in m.memory for m in memories), namespace
        assert all(m.version == 1 and m.is_latest for m in memories), namespace


FULFILLED = [
    ("Ola is selling the bakery to Ingrid in June 2024.", "Ola sold the bakery to Ingrid."),
    ("Ola is planning to start a choir.", "Ola finally started a choir in May 2024."),
    ("Ola is going to run a half marathon.", "Ola ran the half marathon on 3 May 2024."),
    ("Ola is thinking about adopting a puppy.", "Ola has adopted a puppy."),
    ("Ola plans to visit Kyoto in April 2025.", "Ola visited Kyoto and Nara."),
    ("Ola is going to Kyoto next week.", "Ola went to Kyoto."),
    ("Ola and others are moving to Bergen.", "Ola and others moved to Bergen in 2024."),
    ("Ola will apply for the grant.", "Ola applied for the grant."),
    ("Ola is selling the bakery.", "Ola is not selling the bakery after all."),
    ("Ola is selling the bakery.", "Ola decided not to sell the bakery."),
    ("Ola is thinking of selling the van.", "Ola decided against selling the van."),
    ("Ola is doing a pottery course.", "Ola did the pottery course in March."),
    ("Ola is getting a dog.", "Ola got a dog."),
]
"""(plan, outcome) pairs where the outcome tells how the plan ended."""
NEAR_MISSES = [
    ("Ola is moving to Bergen.", "Ola moved to Oslo."),
    ("Ola is selling the bakery.", "Ola sold the van."),
    ("Ola is selling the bakery.", "Ola bought the bakery."),
    ("Ola is planning to start a choir.", "Ola started a choir course at the college."),
    ("Ola is moving.", "Ola moved to Oslo."),
    ("Ola is not selling the bakery.", "Ola sold the bakery."),
    ("Ola is going to the gym tonight.", "Ola went to the dentist."),
    ("Ola is going to paint the shed.", "Ola painted the kitchen."),
]
"""(plan, outcome) pairs that look alike but are not plan and outcome."""


@pytest.mark.parametrize(
    ("plan", "outcome", "fulfilled"),
    [(*pair, True) for pair in FULFILLED] + [(*pair, False) for pair in NEAR_MISSES],
)
def test_outcomes_fulfil_their_plans_only(plan: str, outcome: str, fulfilled: bool) -> None:
    planned, happened = plan_act(plan, "Ola"), outcome_act(outcome, "Ola")
    assert planned is not None and happened is not None
    assert fulfils(planned, happened) is fulfilled


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("Ola loves the bakery.", "Ola"),  # a state, no plan or event
        ("Ola is a baker.", "Ola"),
        ("Ingrid sold the bakery.", "Ola"),  # another subject
        ("Ola is excited about the trip.", "Ola"),
        ("Ola was selling the bakery.", "Ola"),
        ("Ola needs a new oven.", "Ola"),
    ],
)
def test_texts_that_are_neither(text: str, subject: str) -> None:
    assert plan_act(text, subject) is None
    assert outcome_act(text, subject) is None


def test_verb_keys_join_every_form() -> None:
    for forms in (
        "sell selling sold sells",
        "move moving moved",
        "run running ran",
        "stop stopping stopped",
        "marry marrying married",
        "go going went gone",
        "take taking took taken",
        "leave leaving left",
    ):
        assert len({verb_key(form) for form in forms.split()}) == 1, forms
    assert verb_key("moved") != verb_key("made")
