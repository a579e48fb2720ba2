"""Memory formation, versioning, recall, profile, forgetting, review and the graph.

A scripted extractor stands in for the LLM/rule extractors so each test states
exactly which facts a document yields; reconciliation, storage and every route
are the real ones.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from datetime import UTC, date, datetime, time, timedelta
from pathlib import Path
from typing import Any

import httpx
import pytest

from memhub import ConflictError, InvalidRequestError, Memhub, NotFoundError
from memhub import types as t
from memhub.types import DocumentInput
from memhub_server.api import create_app
from memhub_server.config import Settings
from memhub_server.embedded import SyncASGITransport
from memhub_server.engine import Engine
from memhub_server.pipeline.dates import full_date
from memhub_server.pipeline.embedding import LocalMiniLMEmbedder
from memhub_server.pipeline.memory.facts import CandidateFact, ExtractionError, ExtractionInput
from memhub_server.services.errors import Conflict as ServiceConflict
from memhub_server.services.profiles import (
    BUCKET_LIMIT,
    DEFAULT_BUCKETS,
    RECENT_EVENT_DAYS,
    _sections,
)
from memhub_server.store.backends import open_backend

BASE = "http://memhub.test"

pytestmark = pytest.mark.both_backends


class ScriptedExtractor:
    """Facts keyed by a marker word in the content; records every batch it saw."""

    name = "scripted"

    def __init__(self) -> None:
        self.script: dict[str, list[CandidateFact]] = {}
        self.calls: list[list[ExtractionInput]] = []
        self.fail_next = 0

    def extract(self, batch: Sequence[ExtractionInput]) -> list[list[CandidateFact]]:
        self.calls.append(list(batch))
        if self.fail_next:
            self.fail_next -= 1
            raise ExtractionError("model endpoint unavailable")
        return [
            [
                fact
                for marker, facts in self.script.items()
                if marker in item.content
                for fact in facts
            ]
            for item in batch
        ]


def fact(text: str, kind: str = "durable", **kwargs: object) -> CandidateFact:
    return CandidateFact(text=text, subject="Alex", kind=kind, **kwargs)  # type: ignore[arg-type]


@pytest.fixture
def extractor() -> ScriptedExtractor:
    return ScriptedExtractor()


@pytest.fixture
def engine(
    tmp_path: Path,
    embedder: LocalMiniLMEmbedder,
    extractor: ScriptedExtractor,
    database_settings: dict[str, Any],
) -> Iterator[Engine]:
    settings = Settings(
        data_dir=tmp_path / "data",
        start_worker=False,
        auth=False,
        dream_window=0,
        **database_settings,
    )
    engine = Engine(settings, embedder=embedder, extractor=extractor)
    engine.start()
    yield engine
    engine.close()


@pytest.fixture
def client(engine: Engine, memhub_for: Callable[[Engine], Memhub]) -> Memhub:
    return memhub_for(engine)


@pytest.fixture
def http(engine: Engine) -> Iterator[httpx.Client]:
    with httpx.Client(base_url=BASE, transport=SyncASGITransport(create_app(engine))) as http:
        yield http


def _memories(client: Memhub, query: str, **kwargs: object) -> list[str]:
    hits = client.search("alex", query=query, search_mode="memories", threshold=0, **kwargs)  # type: ignore[arg-type]
    return [r.memory or "" for r in hits.results]


def test_dreaming_forms_memories_after_indexing(
    client: Memhub, engine: Engine, extractor: ScriptedExtractor
) -> None:
    extractor.script["beagle"] = [fact("Alex has a beagle named Pixel.")]
    client.add("alex", content="User: I have a beagle named Pixel.", id="c1", date="2026-03-01")
    assert client.documents.get("alex", "c1").system.dreaming_status == "dreaming"
    assert engine.worker.drain()
    doc = client.documents.get("alex", "c1", include=["memories"])
    assert (doc.system.status, doc.system.dreaming_status) == ("done", "done")
    assert [m.memory for m in doc.memories or []] == ["Alex has a beagle named Pixel."]
    seen = extractor.calls[0][0]
    assert seen.document_date.isoformat() == "2026-03-01"
    assert "beagle" in seen.content
    hits = client.search("alex", query="What pet does Alex have?", search_mode="memories")
    assert hits.results[0].memory == "Alex has a beagle named Pixel."
    assert hits.results[0].is_latest and not hits.results[0].is_inference
    hybrid = client.search("alex", query="What pet does Alex have?", threshold=0)
    assert {r.kind for r in hybrid.results} == {"memory", "chunk"}
    assert client.documents.memory_counts("alex", ids=["c1"]).counts[0].memory_count == 1


def test_superrag_documents_form_no_memories(
    client: Memhub, engine: Engine, extractor: ScriptedExtractor
) -> None:
    extractor.script["beagle"] = [fact("Alex has a beagle.")]
    client.add("alex", content="beagle facts", task_type="superrag", id="rag")
    engine.worker.drain()
    assert extractor.calls == []
    assert client.documents.get("alex", "rag").system.dreaming_status == "done"


def test_a_new_value_in_a_slot_becomes_the_next_version(
    client: Memhub, engine: Engine, extractor: ScriptedExtractor
) -> None:
    extractor.script["Berlin"] = [fact("Alex lives in Berlin.", slot="alex:home_city")]
    extractor.script["Lisbon"] = [
        fact("Alex moved to Lisbon in March 2026.", slot="alex:home_city")
    ]
    client.add("alex", content="I live in Berlin", id="d1")
    engine.worker.drain()
    client.add("alex", content="I moved to Lisbon last month", id="d2")
    engine.worker.drain()
    # The superseded version is not recalled; the history memory formed from both is.
    live = _memories(client, "Where does Alex live?")
    assert "Alex moved to Lisbon in March 2026." in live and len(live) == 2
    assert [m for m in live if m.startswith("Alex lived in Berlin, until this changed by ")]
    with_history = _memories(client, "Where does Alex live?", include={"forgotten": True})
    assert "Alex lives in Berlin." in with_history and len(with_history) == 3
    listing = client.list("alex", "memories", include={"forgotten": True}, order="asc")
    berlin, lisbon = [m for m in listing.memories if not m.is_inference]
    assert (berlin.version, berlin.is_latest) == (1, False)
    assert (lisbon.version, lisbon.is_latest) == (2, True)
    details = client.memories.get("alex", lisbon.id, include=["related", "documents"])
    assert details.included is not None and details.included.related is not None
    assert [p.memory for p in details.included.related.parents] == ["Alex lives in Berlin."]
    assert details.included.document is not None and details.included.document.id == "d2"
    older = client.memories.get("alex", berlin.id, include=["related"])
    assert [c.id for c in older.included.related.children] == [lisbon.id]  # type: ignore[union-attr]
    profile = client.profile("alex").profile
    assert [f.memory for f in profile.static] == ["Alex moved to Lisbon in March 2026."]


def test_a_repeated_fact_is_one_memory_with_three_sources(
    client: Memhub, engine: Engine, extractor: ScriptedExtractor
) -> None:
    extractor.script["tea"] = [fact("Alex prefers green tea.")]
    for i in range(3):
        client.add("alex", content=f"note {i}: I like tea", id=f"n{i}")
        engine.worker.drain()
    listing = client.list("alex", "memories")
    assert [m.memory for m in listing.memories] == ["Alex prefers green tea."]
    record = engine.store.memory("alex", listing.memories[0].id)
    assert record is not None and record.source_count == 3


def test_expired_memories_leave_search_and_profile(
    client: Memhub, engine: Engine, extractor: ScriptedExtractor
) -> None:
    past = datetime.now(UTC) - timedelta(days=1)
    future = datetime.now(UTC) + timedelta(days=1)
    extractor.script["exam"] = [
        fact("Alex had an exam on 2026-03-02.", "recent", forget_after=past)
    ]
    extractor.script["trip"] = [
        fact("Alex flies to Porto tomorrow.", "recent", forget_after=future)
    ]
    client.add("alex", content="exam tomorrow", id="e")
    client.add("alex", content="trip tomorrow", id="t")
    engine.worker.drain()
    assert _memories(client, "exam") == ["Alex flies to Porto tomorrow."] or "exam" not in " ".join(
        _memories(client, "exam")
    )
    assert all("exam" not in m for m in _memories(client, "exam"))
    assert any("exam" in m for m in _memories(client, "exam", include={"forgotten": True}))
    profile = client.profile("alex").profile
    assert [f.memory for f in profile.dynamic] == ["Alex flies to Porto tomorrow."]
    expired = [m for m in client.list("alex", "memories", include={"forgotten": True}).memories
               if "exam" in m.memory]  # fmt: skip
    assert expired[0].is_forgotten and "forgetAfter" in expired[0].metadata


def test_inferences_rank_lower_and_go_through_review(
    client: Memhub, engine: Engine, extractor: ScriptedExtractor
) -> None:
    extractor.script["gym"] = [fact("Alex goes to the gym every morning.")]
    client.add("alex", content="gym routine", id="g")
    engine.worker.drain()
    base = client.list("alex", "memories").memories[0]
    extractor.script["marathon"] = [
        fact("Alex trains for a marathon.", relation="derives", derived_from=(base.id, "mem_bogus"))
    ]
    client.add("alex", content="marathon hint", id="m")
    engine.worker.drain()
    queue = client.memories.inferred("alex")
    assert [m.memory for m in queue.memories] == ["Alex trains for a marathon."]
    inferred = queue.memories[0]
    assert inferred.parent_count == 1
    hit = next(r for r in client.search("alex", query="marathon", search_mode="memories").results)
    assert hit.is_inference
    assert client.profile("alex").profile.static[0].memory == "Alex goes to the gym every morning."
    with pytest.raises(ConflictError):
        client.memories.review("alex", base.id, action="approve")  # not an inference
    with pytest.raises(ConflictError):
        client.memories.review("alex", inferred.id, action="undo")  # nothing to undo
    approved = client.memories.review("alex", inferred.id, action="approve")
    assert (approved.is_inference, approved.review_status) == (False, "approved")
    assert client.memories.inferred("alex").memories == []
    undone = client.memories.review("alex", inferred.id, action="undo")
    assert (undone.is_inference, undone.review_status) == (True, None)
    declined = client.memories.review("alex", inferred.id, action="decline")
    assert declined.is_forgotten and declined.review_status == "declined"
    assert "Alex trains for a marathon." not in _memories(client, "marathon")
    with pytest.raises(NotFoundError):
        client.memories.review("alex", "mem_missing", action="approve")


def test_forget_exact_and_semantic(
    client: Memhub, engine: Engine, extractor: ScriptedExtractor
) -> None:
    extractor.script["job"] = [
        fact("Alex works at Initech as a tester.", slot="alex:employer"),
        fact("Alex's manager at Initech is Bill."),
    ]
    extractor.script["cat"] = [fact("Alex has a cat named Miso.")]
    client.add("alex", content="old job notes", id="j")
    client.add("alex", content="cat notes", id="c")
    engine.worker.drain()
    preview = client.memories.forget_matching("alex", query="Alex's job at Initech", dry_run=True)
    assert {m.memory for m in preview.matches} >= {"Alex works at Initech as a tester."}
    assert "Alex has a cat named Miso." not in {m.memory for m in preview.matches}
    assert len(client.list("alex", "memories").memories) == 3  # a preview changes nothing
    applied = client.memories.forget_matching("alex", query="Alex's job at Initech", dry_run=False)
    assert applied.count == preview.count
    remaining = [m.memory for m in client.list("alex", "memories").memories]
    assert "Alex has a cat named Miso." in remaining
    cat = next(m for m in client.list("alex", "memories").memories if "cat" in m.memory)
    result = client.memories.forget("alex", ids=[cat.id, "mem_nope", cat.id])
    assert result.count == 1 and [e.id for e in result.errors] == ["mem_nope"]
    again = client.memories.forget("alex", ids=[cat.id])
    assert again.count == 0 and "already forgotten" in again.errors[0].error
    assert client.list("alex", "memories").memories == []
    history = client.list("alex", "memories", include={"forgotten": True}).memories
    assert all(m.is_forgotten for m in history) and len(history) == 3


def test_deleting_a_document_forgets_what_only_it_supported(
    client: Memhub, engine: Engine, extractor: ScriptedExtractor
) -> None:
    extractor.script["shared"] = [fact("Alex speaks Portuguese.")]
    extractor.script["only-a"] = [fact("Alex collects vinyl records.")]
    client.add("alex", content="shared only-a", id="a")
    client.add("alex", content="shared", id="b")
    engine.worker.drain()
    client.documents.delete("alex", ids=["a"])
    assert [m.memory for m in client.list("alex", "memories").memories] == [
        "Alex speaks Portuguese."
    ]


def test_patching_content_forgets_memories_of_removed_content(
    client: Memhub, engine: Engine, extractor: ScriptedExtractor
) -> None:
    extractor.script["piano"] = [fact("Alex plays the piano.")]
    extractor.script["chess"] = [fact("Alex plays chess on Sundays.")]
    client.add("alex", content="piano and chess", id="d")
    engine.worker.drain()
    client.documents.update("alex", "d", content="only chess now")
    engine.worker.drain()
    assert [m.memory for m in client.list("alex", "memories").memories] == [
        "Alex plays chess on Sundays."
    ]
    forgotten = [m for m in client.list("alex", "memories", include={"forgotten": True}).memories
                 if m.is_forgotten]  # fmt: skip
    assert [m.memory for m in forgotten] == ["Alex plays the piano."]


def test_extraction_failure_keeps_chunks_searchable_and_retries(
    client: Memhub, engine: Engine, extractor: ScriptedExtractor
) -> None:
    extractor.script["sushi"] = [fact("Alex loves sushi.")]
    extractor.fail_next = 1
    client.add("alex", content="I love sushi", id="s")
    engine.worker.run_once()  # ingestion
    engine.worker.run_once()  # dreaming fails
    doc = client.documents.get("alex", "s")
    assert (doc.system.status, doc.system.dreaming_status) == ("done", "dreaming")
    assert client.search("alex", query="sushi", search_mode="chunks").results
    engine.store.retry_dream(engine.store.due_dreams(datetime.now(UTC) + timedelta(days=1), 10)[0],
                             "retry now", datetime.now(UTC))  # fmt: skip
    assert engine.worker.drain()
    assert _memories(client, "sushi") == ["Alex loves sushi."]


def test_a_burst_of_turns_dreams_in_one_extraction_call(
    tmp_path: Path, embedder: LocalMiniLMEmbedder, extractor: ScriptedExtractor
) -> None:
    settings = Settings(data_dir=tmp_path / "d", start_worker=False, auth=False, dream_window=60)
    engine = Engine(settings, embedder=embedder, extractor=extractor)
    engine.start()
    try:
        for i in range(3):
            engine.documents.add("alex", _doc(f"turn {i}"), dreaming="dynamic")
        engine.documents.add("alex", _doc("urgent"), dreaming="instant")
        assert engine.worker.drain(60)
        assert len(extractor.calls) == 1 and len(extractor.calls[0]) == 4
    finally:
        engine.close()


def _doc(text: str) -> DocumentInput:
    return DocumentInput(content=text)


def test_profile_buckets_and_markdown(
    client: Memhub, engine: Engine, extractor: ScriptedExtractor, http: httpx.Client
) -> None:
    extractor.script["prefs"] = [
        fact("Alex loves spicy ramen."),
        fact("Alex works as a nurse.", slot="alex:job_title"),
        fact("Alex is preparing a talk for Friday.", "recent"),
    ]
    client.add("alex", content="prefs", id="p")
    engine.worker.drain()
    profile = client.profile("alex").profile
    assert {f.memory for f in profile.static} == {
        "Alex loves spicy ramen.",
        "Alex works as a nurse.",
    }
    assert [f.memory for f in profile.dynamic] == ["Alex is preparing a talk for Friday."]
    assert [f.memory for f in profile.buckets["preferences"]] == ["Alex loves spicy ramen."]
    assert client.profiles.get_buckets("alex").buckets.keys() == {"preferences"}
    updated = client.profiles.set_buckets("alex", buckets={"work": "Job, employer, career"})
    assert set(updated.buckets) == {"preferences", "work"}
    only_work = client.profile("alex", buckets=["work"]).profile
    assert list(only_work.buckets) == ["work"]
    assert "Alex works as a nurse." in [f.memory for f in only_work.buckets["work"]]
    with pytest.raises(ConflictError):
        client.profiles.delete_buckets("alex", buckets=["preferences"])
    assert set(client.profiles.delete_buckets("alex", buckets=["work", "ghost"]).buckets) == {
        "preferences"
    }
    markdown = client.profile_markdown("alex")
    assert markdown.startswith("# Profile: alex") and "- Alex works as a nurse." in markdown
    assert http.post("/ns/alex/profile", json={"q": "x"}).status_code == 400
    with pytest.raises(InvalidRequestError):
        client.profiles.set_buckets("alex", buckets={"ok": "x" * 2001})
    too_long = http.put("/ns/alex/profile/buckets", json={"buckets": {"ok": "x" * 2001}})
    assert too_long.status_code == 400
    assert (
        http.put("/ns/alex/profile/buckets", json={"buckets": {"Bad Name": "x"}}).status_code == 400
    )


def test_default_buckets_are_protected_by_the_service(engine: Engine) -> None:
    profiles = engine.profiles
    profiles.set_buckets("alex", {"work": "Job, employer, career"})
    with pytest.raises(ServiceConflict, match="cannot be changed"):
        profiles.set_buckets("alex", {"hobbies": "Pastimes", "preferences": "Anything at all"})
    with pytest.raises(ServiceConflict, match="cannot be deleted"):
        profiles.delete_buckets("alex", ["work", "preferences"])
    # A refused request changes nothing, not even its allowed part.
    assert set(profiles.buckets("alex")) == {"preferences", "work"}
    same = profiles.set_buckets("alex", {"preferences": DEFAULT_BUCKETS["preferences"]})
    assert same.buckets["preferences"] == DEFAULT_BUCKETS["preferences"]


def test_graph_feed(client: Memhub, engine: Engine, extractor: ScriptedExtractor) -> None:
    extractor.script["Berlin"] = [fact("Alex lives in Berlin.", slot="alex:home_city")]
    extractor.script["Lisbon"] = [fact("Alex lives in Lisbon.", slot="alex:home_city")]
    client.add("alex", content="Berlin", id="d1")
    engine.worker.drain()
    client.add("alex", content="Lisbon", id="d2")
    engine.worker.drain()
    graph = client.graph("alex", page=1, limit=10)
    assert {d.id for d in graph.documents} == {"d1", "d2"}
    assert len(graph.memories) == 3  # both versions and the history memory
    relations = {(e.relation, e.target) for e in graph.edges}
    assert sum(e.relation == "derives" for e in graph.edges) == 2
    assert ("source", "d1") in relations and ("source", "d2") in relations
    assert any(e.relation == "updates" for e in graph.edges)
    first_page = client.graph("alex", page=1, limit=1)
    assert len(first_page.documents) == 1 and first_page.pagination.total_items == 2


def test_namespace_delete_counts_memories(
    client: Memhub, engine: Engine, extractor: ScriptedExtractor
) -> None:
    extractor.script["x"] = [fact("Alex likes x.")]
    client.add("alex", content="x", id="d")
    engine.worker.drain()
    assert client.namespaces.list().namespaces[0].memory_count == 1
    deleted = client.namespaces.delete("alex")
    assert (deleted.deleted_documents_count, deleted.deleted_memories_count) == (1, 1)


def test_search_include_related_and_documents(
    client: Memhub, engine: Engine, extractor: ScriptedExtractor
) -> None:
    extractor.script["Berlin"] = [fact("Alex lives in Berlin.", slot="alex:home_city")]
    extractor.script["Lisbon"] = [fact("Alex lives in Lisbon.", slot="alex:home_city")]
    client.add("alex", content="Berlin", id="d1")
    engine.worker.drain()
    client.add("alex", content="Lisbon", id="d2")
    engine.worker.drain()
    hits = client.search(
        "alex",
        query="Where does Alex live?",
        search_mode="memories",
        include={"related": True, "documents": True},
    )
    top = hits.results[0]
    assert top.memory == "Alex lives in Lisbon."
    assert top.included is not None and top.included.related is not None
    assert [p.memory for p in top.included.related.parents] == ["Alex lives in Berlin."]
    assert top.included.related.parents[0].relation == "updates"
    assert top.included.document is not None and top.included.document.id == "d2"


class ConfirmingExtractor(ScriptedExtractor):
    """Adds the LLM's second opinion on semantic forgetting."""

    def __init__(self) -> None:
        super().__init__()
        self.asked: list[tuple[str, list[str]]] = []

    def confirm_forget(self, query: str, candidates: Sequence[object]) -> list[str]:
        texts = [getattr(c, "text", "") for c in candidates]
        self.asked.append((query, texts))
        return [getattr(c, "id", "") for c in candidates if "Initech" in getattr(c, "text", "")]


def test_semantic_forget_asks_the_llm_to_confirm(
    tmp_path: Path, embedder: LocalMiniLMEmbedder
) -> None:
    extractor = ConfirmingExtractor()
    extractor.script["job"] = [
        fact("Alex works at Initech as a tester."),
        fact("Alex works from home on Fridays."),
    ]
    settings = Settings(data_dir=tmp_path / "c", start_worker=False, auth=False, dream_window=0)
    engine = Engine(settings, embedder=embedder, extractor=extractor)
    engine.start()
    try:
        engine.documents.add("alex", _doc("job notes"))
        engine.worker.drain()
        # Both memories pass FORGET_MATCH_SIMILARITY (about 0.7 each); the LLM picks one.
        vector = engine.search.embed_query("Alex works")
        result = engine.memories.forget_matching("alex", "Alex works", vector, dry_run=False)
        assert extractor.asked, "the LLM was not consulted"
        assert [m.memory for m in result.matches] == ["Alex works at Initech as a tester."]
        live = [m.text for m in engine.memories.listing("alex", None, False, "createdAt", True)]
        assert live == ["Alex works from home on Fridays."]
    finally:
        engine.close()


def test_profile_is_served_from_state_until_a_memory_changes(
    client: Memhub, engine: Engine, extractor: ScriptedExtractor, tmp_path: Path
) -> None:
    extractor.script["tea"] = [fact("Alex loves green tea.")]
    client.add("alex", content="tea", id="t")
    engine.worker.drain()
    first = client.profile("alex").profile
    stamp = engine.store.memory_stamp("alex")
    # Nothing changed: the same maintained response, not a rebuild.
    profiles = engine.profiles
    assert profiles.profile("alex", t.ProfileRequest()) is profiles.profile(
        "alex", t.ProfileRequest()
    )
    assert client.profile("alex").profile == first

    # A write through a second store on the same data (another process) is seen.
    other = open_backend(
        engine.settings.backend,
        engine.settings.data_dir,
        embedding_model=engine.embedder.model,
        dimensions=engine.embedder.dimensions,
        dream_window=0,
        database_url=engine.settings.database_url,
    ).store
    try:
        ids = [f.id for f in first.static]
        other.forget_memories(ids, "user asked")
    finally:
        other.close()
    assert engine.store.memory_stamp("alex") != stamp
    assert client.profile("alex").profile.static == []

    # A namespace deleted and recreated never serves the old namespace's profile.
    client.namespaces.delete("alex")
    assert engine.store.memory_stamp("alex") == ("", 0)
    extractor.script["coffee"] = [fact("Alex loves black coffee.")]
    client.add("alex", content="coffee", id="c")
    engine.worker.drain()
    assert [f.memory for f in client.profile("alex").profile.static] == ["Alex loves black coffee."]


def test_profile_buckets_list_the_best_matches_first_and_are_capped(
    client: Memhub, engine: Engine, extractor: ScriptedExtractor
) -> None:
    foods = str.split(
        "sushi ramen tacos paella falafel curry pierogi goulash risotto kimchi baklava churros "
        "hummus pho dumplings lasagne empanadas croissants bagels pretzels waffles pancakes "
        "oysters lobster salmon anchovies olives mangoes lychees figs dates cherries plums "
        "pistachios walnuts cashews chocolate marzipan licorice nougat gelato sorbet tiramisu "
        "cheesecake brownies muffins scones oatmeal granola yoghurt kefir kombucha espresso "
        "matcha chai lemonade cider porridge polenta couscous quinoa tofu tempeh seitan"
    )
    assert len(foods) > BUCKET_LIMIT
    extractor.script["menu"] = [fact(f"Alex really loves {food}.") for food in foods]
    client.add("alex", content="menu", id="m")
    engine.worker.drain()
    preferences = client.profile("alex").profile.buckets["preferences"]
    assert len(preferences) == BUCKET_LIMIT
    assert len({f.id for f in preferences}) == BUCKET_LIMIT


def test_past_events_stay_searchable_but_leave_the_profiles_recent_section(
    client: Memhub, engine: Engine, extractor: ScriptedExtractor
) -> None:
    now = datetime.now(UTC)
    long_ago, lately = full_date((now - timedelta(days=400)).date()), full_date(now.date())
    kiln = f"Alex fired pots in a wood kiln on {long_ago}."
    choir = f"Alex sang at a choir concert on {lately}."
    shed = "Alex repainted the garden shed."  # no date: recent since it was stated
    trip = "Alex is flying to Reykjavik tomorrow."
    extractor.script["kiln"] = [fact(kiln, "recent")]
    extractor.script["choir"] = [fact(choir, "recent")]
    extractor.script["shed"] = [fact(shed, "recent")]
    extractor.script["trip"] = [fact(trip, "recent", forget_after=now + timedelta(days=2))]
    for marker in extractor.script:
        client.add("alex", content=f"{marker} news", id=marker)
    engine.worker.drain()

    dynamic = {f.memory for f in client.profile("alex").profile.dynamic}
    assert dynamic == {choir, shed, trip}
    # Search is not where history drops out: the old event is found by what it says.
    assert _memories(client, "When did Alex fire pots in a kiln?")[0] == kiln

    # Later, each recent item leaves when its time is up, and the maintained profile
    # knows when to look again: at the next expiry or end of a recent window.
    stored = engine.store.list_memories("alex")
    today = now.date()
    window_end = datetime.combine(today + timedelta(days=RECENT_EVENT_DAYS + 1), time(), UTC)
    trip_ends = next(m.forget_after for m in stored if m.text == trip)
    for at, expected, next_change in [
        (now, {choir, shed, trip}, trip_ends),
        (now + timedelta(days=3), {choir, shed}, window_end),
        (window_end - timedelta(seconds=1), {choir, shed}, window_end),
        (window_end, set(), None),
    ]:
        _, _, dynamic_then, changes_at = _sections([m for m in stored if m.live(at)], at)
        assert {m.text for m in dynamic_then} == expected, at
        assert changes_at == next_change, at


def test_search_matches_relative_dates_in_the_question_as_absolute_ones(
    client: Memhub, engine: Engine, extractor: ScriptedExtractor, monkeypatch: pytest.MonkeyPatch
) -> None:
    today = datetime.now(UTC).date()
    # The month two months back: "last <that month>" is it, whatever today is.
    index = today.year * 12 + today.month - 1 - 2
    asked = date(index // 12, index % 12 + 1, 14)
    month = asked.strftime("%B")
    that_year = f"Alex went to a pottery fair on {full_date(asked)}."
    year_before = (
        f"Alex went to a glass-blowing class on {full_date(asked.replace(year=asked.year - 1))}."
    )
    extractor.script["fair"] = [fact(that_year, "recent"), fact(year_before, "recent")]
    client.add("alex", content="fair news", id="fair")
    engine.worker.drain()
    sent: list[str] = []
    full_text = engine.memories.lexical

    def spy(namespace: str, query: str, depth: int) -> list[tuple[str, float]]:
        sent.append(query)
        return full_text(namespace, query, depth)

    monkeypatch.setattr(engine.memories, "lexical", spy)
    question = f"What did Alex do last {month}?"
    assert len(_memories(client, question)) == 2
    assert sent == [f"What did Alex do in {month} {asked.year}?"]
    # The full-text ranking now tells the two years apart.
    [(first, _), _] = full_text("alex", sent[0], 10)
    assert engine.store.memories([first])[first].text == that_year
