"""Names the namespace already knows: a later session may open "Dorian fixed the gate"
without saying who Dorian is, because earlier memories did.

The rule extractor takes a capitalised word opening a sentence for a person only when the
document shows it is one; names the namespace's memories give people (a memory's subject,
"X's cousin is Dorian", "The user's dog is called Crumpet") count as well; they come from
the dreamer (``known_names``, ``existing``), never from other documents of the same batch.
Precision holds: the name still needs a finite verb of its own.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import date

import pytest

from memhub.types import DocumentInput
from memhub_server.engine import Engine
from memhub_server.pipeline.memory.facts import CandidateFact, ExistingMemory, ExtractionInput
from memhub_server.pipeline.memory.rules import RuleExtractor, extract_facts
from memhub_server.pipeline.memory.rules.person import (
    attested_names,
    memory_names,
    spelled_is,
    split_after_named,
)
from memhub_server.pipeline.memory.rules.text import passages
from memhub_server.store.memories import NewMemory

DAY = date(2024, 3, 2)
KNOWN = frozenset({"Dorian", "Crumpet", "Ansgar", "Lisbeth", "Rose"})


def _texts(line: str, known: frozenset[str] = KNOWN) -> list[str]:
    item = ExtractionInput(f"Henrike: {line}\nCal: oh wow", DAY, known_names=known)
    return [fact.text for fact in extract_facts(item)]


# --- which names a memory gives people ------------------------------------------------


@pytest.mark.parametrize(
    ("subject", "text", "names"),
    [
        ("Dorian", "Dorian repairs boats in Whitby.", {"Dorian"}),
        ("Ansgar and Lisbeth", "Ansgar and Lisbeth run a bakery.", {"Ansgar", "Lisbeth"}),
        ("the user", "The user's dog is called Crumpet.", {"Crumpet"}),
        ("Philippa", "Philippa's kids are Cormac and Zofia.", {"Philippa", "Cormac", "Zofia"}),
        ("Philippa", "Philippa's younger brother Ignatius is visiting.", {"Philippa", "Ignatius"}),
        ("the user", "The user's manager is Gwendolyn.", {"Gwendolyn"}),
        ("the user", "The user lives in Skopje.", set()),  # a place is no relative
        ("the user", "The user's flight is on Friday.", set()),
        ("the project", "The project codename is Kestrel.", set()),
        (None, "Likes Thai food.", set()),
    ],
)
def test_memory_names(subject: str | None, text: str, names: set[str]) -> None:
    assert memory_names(subject, text) == names


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("Henrike: Fergal and I went sailing.", {"Henrike", "Fergal"}),
        ("Henrike: Fergal came second. He was gutted.", {"Henrike", "Fergal"}),
        ("Henrike: Fergal's sister visited.", {"Henrike", "Fergal"}),
        (
            "Henrike: my cousin Fergal is here. his name is Benedek, by the way.",
            {"Henrike", "Fergal", "Benedek"},
        ),
        # a word the document also writes in lower case
        ("Henrike: Grace and I said grace.", {"Henrike"}),
    ],
)
def test_attested_names(text: str, names: set[str]) -> None:
    assert attested_names(passages(text)) == names


# --- a known name opening a sentence ----------------------------------------------------


def test_a_known_name_forms_what_an_unknown_word_does_not() -> None:
    line = "Dorian fixed the garden gate on Sunday."
    assert _texts(line, frozenset()) == []
    assert _texts(line) == [
        "Dorian fixed the garden gate on Sunday, 25 February 2024 (2024-02-25)."
    ]
    assert _texts("Crumpet chewed up a slipper yesterday.") == [
        "Crumpet chewed up a slipper on 1 March 2024 (2024-03-01)."
    ]


@pytest.mark.parametrize(
    "line",
    [
        "Dorian thinks the ferry is overpriced.",  # an opinion
        "Dorian says the ferry is late again.",  # reported speech
        "Dorian would love a sailing boat.",  # a wish
        "Dorian might quit the choir.",  # a guess
        "Dorian felt rotten all week.",  # a feeling
        "Did Dorian finish the shed?",  # a question
        "If Dorian wins the raffle, we celebrate.",  # a hypothetical
        "Dorian is so funny.",  # a remark
        "Rose petals covered the whole floor.",  # a known name as a kind of petal
        "Rose bushes are hard to prune.",
        "Ansgar and Lisbeth want a puppy.",  # a wish of two
    ],
)
def test_a_known_name_still_needs_its_own_verb(line: str) -> None:
    assert _texts(line) == []


def test_a_verb_followed_only_by_adverbs() -> None:
    # regression: the plural-noun check read a second word that was not there
    assert _texts("Dorian swims daily.") == ["Dorian swims daily."]
    assert _texts("Dorian sings loudly.") == ["Dorian sings loudly."]


def test_a_known_name_the_document_writes_in_lower_case_is_no_name() -> None:
    # "rose" in lower case: the document uses the word, not the person
    line = "Rose fixed the fence. The sun rose early."
    assert _texts(line, frozenset({"Rose"})) == []
    assert _texts("Rose fixed the fence.", frozenset({"Rose"})) == ["Rose fixed the fence."]


def test_name_s_and_a_verb_in_ing_is_name_is() -> None:
    assert spelled_is("Dorian's finishing his nursing degree", KNOWN) == (
        "Dorian is finishing his nursing degree"
    )
    assert spelled_is("Dorian's morning was long", KNOWN) == "Dorian's morning was long"
    # a thing in "-ing" with a verb of its own stays owned (regression: "Dorian is wedding")
    assert spelled_is("Dorian's wedding is in June", KNOWN) == "Dorian's wedding is in June"
    assert spelled_is("Dorian's carving sold quickly", KNOWN) == "Dorian's carving sold quickly"
    # a noun made with the "-ing" word, its verb just after, stays owned too
    assert spelled_is("Dorian's leaving do is at the Swan", KNOWN) == (
        "Dorian's leaving do is at the Swan"
    )
    assert spelled_is("Dorian's housewarming bash was loud", KNOWN) == (
        "Dorian's housewarming bash was loud"
    )
    assert spelled_is("Dorian's leaving soon", KNOWN) == "Dorian is leaving soon"
    assert _texts("Dorian's wedding is on Friday.") == [
        "Dorian's wedding is on Friday, 8 March 2024 (2024-03-08)."
    ]
    assert spelled_is("Marek's finishing it", KNOWN) == "Marek's finishing it"  # not attested
    assert _texts("Dorian's finishing his nursing degree in November.") == [
        "Dorian is finishing his nursing degree in November 2024."
    ]


def test_the_speaker_s_own_clause_after_a_named_one_is_read_apart() -> None:
    clause = "Dorian's finishing his course in May and I want to keep him on"
    assert split_after_named(clause, KNOWN) == (
        "Dorian's finishing his course in May",
        "I want to keep him on",
    )
    assert split_after_named(clause, frozenset()) is None  # Dorian not attested
    assert split_after_named("My son and I baked bread", KNOWN) is None
    # "so" gives the reason for what follows: the clause reads whole
    assert split_after_named("Dorian works nights, so I rarely see him", KNOWN) is None
    assert split_after_named("Dorian told my mum and I laughed", KNOWN) is None
    assert _texts(f"Also, {clause}.") == ["Dorian is finishing his course in May 2024."]


def test_two_known_names_take_a_plural_verb() -> None:
    assert _texts("Ansgar and Lisbeth own a ceramics studio by the harbour.") == [
        "Ansgar and Lisbeth own a ceramics studio by the harbour."
    ]
    assert _texts("Ansgar and Lisbeth share a flat in Trieste.") == [
        "Ansgar and Lisbeth share a flat in Trieste."
    ]
    # one name alone with a plain verb is no sentence about her
    assert _texts("Lisbeth own a ceramics studio.") == []


def test_existing_memories_give_their_names() -> None:
    existing = [
        ExistingMemory("m1", "The user's cat is called Pudding.", subject="the user"),
        ExistingMemory("m2", "Marek repairs clocks.", subject="Marek"),
    ]
    item = ExtractionInput(
        "Henrike: Pudding knocked a vase off the shelf yesterday. Marek fixed the old "
        "kitchen clock on Monday.",
        DAY,
        existing=existing,
    )
    assert [fact.subject for fact in extract_facts(item)] == ["Pudding", "Marek"]


def _batch(*items: str) -> list[list[str]]:
    """The subjects of the facts each content forms in one batch."""
    results = RuleExtractor().extract([ExtractionInput(c, DAY) for c in items])
    return [[fact.subject for fact in facts] for facts in results]


def test_a_document_forms_the_same_alone_or_in_a_batch() -> None:
    # What a document forms depends on it and on the namespace's stored memories, never on
    # which documents happened to share its batch (the store's names reach it through
    # `known_names`, tested through the dreamer below).
    earlier = "Henrike: Nutmeg chewed a slipper on Sunday."
    later = "Henrike: Nutmeg and I walked to the beach. My cousin Dorian is a welder."
    third = "Henrike: Dorian fixed the garden gate on Sunday."
    together = _batch(earlier, later, third)
    alone = [_batch(text)[0] for text in (earlier, later, third)]
    assert together == alone


# --- through the dreamer and the store ------------------------------------------------


class RecordingExtractor(RuleExtractor):
    """The rule extractor, keeping every input it was given."""

    def __init__(self) -> None:
        self.inputs: list[ExtractionInput] = []

    def extract(self, batch: Sequence[ExtractionInput]) -> list[list[CandidateFact]]:
        self.inputs.extend(batch)
        return super().extract(batch)


def _subjects(engine: Engine, namespace: str) -> list[str]:
    return sorted(str(m.subject) for m in engine.store.list_memories(namespace))


def _inputs_of(extractor: RecordingExtractor, content: str) -> list[ExtractionInput]:
    return [item for item in extractor.inputs if item.content == content]


def test_the_dreamer_gives_later_sessions_the_names_of_earlier_ones(
    make_engine: Callable[..., Engine],
) -> None:
    extractor = RecordingExtractor()
    engine = make_engine(extractor=extractor)
    later = "Henrike: Dorian fixed the garden gate on Sunday."
    engine.documents.add("henrike", DocumentInput(content="Henrike: My cousin Dorian is a welder."))
    assert engine.worker.drain(30)
    assert extractor.inputs[-1].known_names == frozenset()
    engine.documents.add("henrike", DocumentInput(content=later))
    engine.documents.add("cal", DocumentInput(content=later))  # another namespace
    assert engine.worker.drain(30)
    # the same words reach the extractor twice: with henrike's names, and with none for cal
    given = sorted(_inputs_of(extractor, later), key=lambda item: len(item.known_names))
    assert [item.known_names for item in given] == [frozenset(), {"Henrike", "Dorian"}]
    assert [m.subject for m in given[1].existing] == ["Henrike"]
    assert "Dorian" in _subjects(engine, "henrike")
    assert _subjects(engine, "cal") == []


def test_a_memory_stated_outside_the_dreamer_gives_its_names(
    make_engine: Callable[..., Engine],
) -> None:
    extractor = RecordingExtractor()
    engine = make_engine(extractor=extractor)
    engine.documents.add("henrike", DocumentInput(content="Henrike: I moved to Skopje in May."))
    assert engine.worker.drain(30)  # the dreamer has read the namespace's names
    source = engine.documents.add("henrike", DocumentInput(content="notes"), task_type="store")
    engine.memories.create(
        "henrike", source.id, [NewMemory("The user's neighbour is called Dorian.", "durable")]
    )
    engine.documents.add(
        "henrike", DocumentInput(content="Henrike: Dorian fixed the gate on Sunday.")
    )
    assert engine.worker.drain(30)
    said = "Henrike: Dorian fixed the gate on Sunday."
    assert _inputs_of(extractor, said)[-1].known_names == {"Henrike", "Dorian"}
    assert "Dorian" in _subjects(engine, "henrike")
