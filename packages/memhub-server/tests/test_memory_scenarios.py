"""End-to-end memory scenarios with the real extractors (rule-based, and LLM over a
mocked OpenAI-compatible endpoint) and the real engine."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import httpx
import pytest

from memhub import Memhub
from memhub_server.config import Settings
from memhub_server.engine import Engine
from memhub_server.pipeline.embedding import LocalMiniLMEmbedder
from memhub_server.pipeline.memory.facts import Extractor
from memhub_server.pipeline.memory.llm import LLMExtractor

pytestmark = pytest.mark.both_backends

BASE = "http://memhub.test"


def _engine(
    tmp_path: Path,
    embedder: LocalMiniLMEmbedder,
    extractor: Extractor | None,
    database: dict[str, Any],
) -> Engine:
    settings = Settings(
        data_dir=tmp_path / "data", start_worker=False, auth=False, dream_window=0, **database
    )
    engine = Engine(settings, embedder=embedder, extractor=extractor)
    engine.start()
    return engine


@pytest.fixture
def engine(
    tmp_path: Path, embedder: LocalMiniLMEmbedder, database_settings: dict[str, Any]
) -> Iterator[Engine]:
    # No LLM configured: the rule extractor.
    engine = _engine(tmp_path, embedder, None, database_settings)
    yield engine
    engine.close()


@pytest.fixture
def client(engine: Engine, memhub_for: Callable[[Engine], Memhub]) -> Memhub:
    return memhub_for(engine)


def _say(client: Memhub, engine: Engine, text: str, date: str, doc_id: str) -> None:
    client.add("alex", content=text, id=doc_id, date=date)
    assert engine.worker.drain()


def _live(client: Memhub) -> list[str]:
    return [m.memory for m in client.list("alex", "memories", limit=100).memories]


def test_rule_extractor_is_the_offline_default(engine: Engine) -> None:
    assert engine.extractor.name == "rules"


def test_a_move_supersedes_the_old_city(client: Memhub, engine: Engine) -> None:
    _say(client, engine, "User: I live in Berlin.", "2026-01-10", "c1")
    _say(client, engine, "User: I moved to Lisbon last month.", "2026-04-10", "c2")
    hits = client.search("alex", query="Where does the user live?", search_mode="memories")
    # The old city is only recalled through the history memory formed from both versions,
    # which ends with the current fact.
    assert (hits.results[0].memory or "").endswith("The user moved to Lisbon in March 2026.")
    assert all(r.is_inference for r in hits.results if "Berlin" in (r.memory or ""))
    history = client.list("alex", "memories", include={"forgotten": True}, order="asc").memories
    berlin = next(m for m in history if "Berlin" in m.memory)
    lisbon = next(m for m in history if "Lisbon" in m.memory)
    assert (berlin.is_latest, lisbon.is_latest, lisbon.version) == (False, True, 2)
    static = [f.memory for f in client.profile("alex").profile.static]
    assert "The user moved to Lisbon in March 2026." in static
    assert all("Berlin" not in s for s in static)


def test_a_past_exam_stays_searchable_and_leaves_the_profile(
    client: Memhub, engine: Engine
) -> None:
    _say(client, engine, "User: I have an exam tomorrow.", "2026-03-01", "exam")
    exam = "The user has an exam on 2 March 2026 (2026-03-02)."
    # Today is long past 2026-03-02: the plan is now a fact about that day, still
    # recalled (a year later "When was my exam?" must find it) ...
    assert datetime.now(UTC).date().isoformat() > "2026-03-16"
    assert _live(client) == [exam]
    hits = client.search("alex", query="exam", search_mode="memories").results
    assert [h.memory for h in hits] == [exam]
    # ... but no longer recent context.
    assert client.profile("alex").profile.dynamic == []
    # An undated passing state reads as current, so it expires.
    _say(client, engine, "User: I'm stuck at the airport.", "2026-03-01", "airport")
    everything = client.list("alex", "memories", include={"forgotten": True}).memories
    assert "The user is stuck at the airport." in [m.memory for m in everything]
    assert _live(client) == [exam]
    # A plan from today is still ahead of us and shows as recent context.
    today = datetime.now(UTC).date().isoformat()
    _say(client, engine, "User: I have a dentist appointment tomorrow.", today, "dentist")
    dynamic = [f.memory for f in client.profile("alex").profile.dynamic]
    assert len(dynamic) == 1 and "dentist" in dynamic[0]


def test_two_events_of_one_kind_on_two_days_stay_two_memories(
    client: Memhub, engine: Engine
) -> None:
    # Regression: the two texts embed almost alike (cosine above the duplicate bar), so
    # the second visit merged into the first and its date was lost.
    _say(client, engine, "User: I went to the climbing wall yesterday.", "2026-03-04", "v1")
    _say(client, engine, "User: I went to the climbing wall yesterday.", "2026-03-11", "v2")
    assert sorted(_live(client)) == [
        "The user went to the climbing wall on 10 March 2026 (2026-03-10).",
        "The user went to the climbing wall on 3 March 2026 (2026-03-03).",
    ]
    # The same fact said twice is still one memory with two sources.
    _say(client, engine, "User: I love green tea.", "2026-03-12", "t1")
    _say(client, engine, "User: I love green tea!", "2026-03-13", "t2")
    assert _live(client).count("The user loves green tea.") == 1


def test_a_preference_repeated_three_times_is_one_memory(client: Memhub, engine: Engine) -> None:
    for i, date in enumerate(("2026-01-01", "2026-02-01", "2026-03-01")):
        _say(client, engine, "User: I love green tea.", date, f"t{i}")
    memories = client.list("alex", "memories").memories
    assert [m.memory for m in memories] == ["The user loves green tea."]
    record = engine.store.memory("alex", memories[0].id)
    assert record is not None and record.source_count == 3
    prefs = client.profile("alex").profile.buckets["preferences"]
    assert [f.memory for f in prefs] == ["The user loves green tea."]


def test_questions_and_small_talk_form_no_memories(client: Memhub, engine: Engine) -> None:
    chat = "User: hi there!\nAssistant: Hello! How can I help?\nUser: what's the weather like?\n"
    chat += "Assistant: Sunny today.\nUser: ok thanks, bye"
    _say(client, engine, chat, "2026-03-01", "chat")
    assert _live(client) == []
    assert client.documents.get("alex", "chat").system.dreaming_status == "done"


def test_two_speakers_are_attributed_correctly(client: Memhub, engine: Engine) -> None:
    _say(client, engine, "Alex: I work at Acme.\nSam: I am a teacher.", "2026-03-01", "two")
    assert sorted(_live(client)) == ["Alex works at Acme.", "Sam is a teacher."]


def _completion(content: str) -> dict[str, object]:
    return {
        "id": "chatcmpl-test",
        "object": "chat.completion",
        "created": 1767225600,
        "model": "gpt-4o-mini",
        "choices": [
            {
                "index": 0,
                "message": {"role": "assistant", "content": content},
                "finish_reason": "stop",
            }
        ],
        "usage": {"prompt_tokens": 100, "completion_tokens": 20, "total_tokens": 120},
    }


def test_llm_extractor_end_to_end_with_an_outage(
    tmp_path: Path, embedder: LocalMiniLMEmbedder, database_settings: dict[str, Any]
) -> None:
    state = {"down": True, "calls": 0}
    facts = {
        "documents": [
            {
                "index": 0,
                "facts": [
                    {
                        "text": "Alex is training for the Lisbon half marathon.",
                        "subject": "Alex",
                        "kind": "recent",
                        "slot": None,
                        "forget_after": None,
                        "relation": "new",
                        "related_to": None,
                        "derived_from": [],
                    }
                ],
            }
        ]
    }

    def endpoint(request: httpx.Request) -> httpx.Response:
        state["calls"] += 1
        if state["down"]:
            return httpx.Response(503, json={"error": {"message": "overloaded"}})
        body = json.loads(request.content)
        assert body["model"] == "gpt-4o-mini"
        return httpx.Response(200, json=_completion(json.dumps(facts)))

    extractor = LLMExtractor(
        base_url="http://llm.test/v1", model="gpt-4o-mini", api_key="sk-test",
        max_retries=1, backoff=0.0, transport=httpx.MockTransport(endpoint),
    )  # fmt: skip
    engine = _engine(tmp_path, embedder, extractor, database_settings)
    try:
        engine.documents.add("alex", _input("Alex: training for the half marathon!"))
        engine.worker.run_once()  # indexed
        engine.worker.run_once()  # dreaming fails: endpoint down
        record = engine.store.document("alex", "d")
        assert record is not None and record.status == "done"
        assert record.dreaming_status == "dreaming"  # scheduled for a retry, nothing lost
        from memhub.types import SearchRequest

        chunks = engine.search.search("alex", SearchRequest(query="marathon", searchMode="chunks"))
        assert chunks.results  # still searchable
        state["down"] = False
        dream = engine.store.due_dreams(datetime.max.replace(tzinfo=UTC), 10)[0]
        engine.store.retry_dream(dream, "test: retry now", datetime.now(UTC))
        assert engine.worker.drain()
        memories = engine.memories.listing("alex", None, False, "createdAt", True)
        assert [m.text for m in memories] == ["Alex is training for the Lisbon half marathon."]
    finally:
        engine.close()


def _input(text: str):
    from memhub.types import DocumentInput

    return DocumentInput(content=text, id="d")
