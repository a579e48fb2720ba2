"""MemhubChatMessageHistory, alone and under RunnableWithMessageHistory.

Most tests run on memhub's in-memory test double; those about what the engine does
with a history (stores it exactly, forms memories from it, searches it, forgets
them on clear) run on the real engine."""

from __future__ import annotations

import logging
import re
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, RemoveMessage, ToolMessage
from langchain_core.prompts import ChatPromptTemplate, MessagesPlaceholder
from langchain_core.runnables import RunnableConfig
from langchain_core.runnables.history import RunnableWithMessageHistory

from memhub import (
    APIConnectionError,
    AsyncMemhub,
    CircuitOpenError,
    Memhub,
    PermissionDeniedError,
)
from memhub.capture import BackgroundWriter
from memhub_langchain import MemhubChatMessageHistory
from memhub_server.testing import LocalEngine

from .conftest import Outage

# LangChain 1.x deprecates RunnableWithMessageHistory in favour of LangGraph
# persistence; it is still the framework's own way to drive a chat history.
pytestmark = pytest.mark.filterwarnings(
    "ignore:RunnableWithMessageHistory is deprecated"
    ":langchain_core._api.deprecation.LangChainDeprecationWarning"
)

CONVERSATION: list[BaseMessage] = [
    HumanMessage("I live in Berlin and I love green tea."),
    AIMessage(
        "",
        id="run-1",
        tool_calls=[{"name": "search_memories", "args": {"query": "tea"}, "id": "call-1"}],
    ),
    ToolMessage('{"results":[],"count":0}', tool_call_id="call-1", name="search_memories"),
    AIMessage("Berlin and green tea, noted.", response_metadata={"model_name": "fake"}),
    HumanMessage("ok"),
    HumanMessage("ok"),
]


def _memories(client: Memhub, namespace: str) -> list[str]:
    page = client.list(namespace, "memories", limit=100)
    return sorted(memory.memory for memory in page.memories)


def test_messages_round_trip_exactly_through_the_engine(
    engine_client: Memhub, engine_writer: BackgroundWriter
) -> None:
    history = MemhubChatMessageHistory(
        engine_client, namespace="alex", session_id="s1", writer=engine_writer
    )
    history.add_messages(CONVERSATION[:3])
    history.add_messages(CONVERSATION[3:])

    again = MemhubChatMessageHistory(
        engine_client, namespace="alex", session_id="s1", writer=engine_writer
    )
    assert again.messages == CONVERSATION
    transcript = engine_client.documents.get("alex", history.document_id)
    assert history.document_id == "langchain:s1"
    assert transcript.content is not None
    assert transcript.content.startswith("User: I live in Berlin and I love green tea.\nTool: ")
    assert "Memhub:" not in transcript.content
    assert transcript.metadata == {
        "source": "langchain",
        "kind": "conversation",
        "session_id": "s1",
    }
    records = engine_client.documents.get("alex", history.records_id, include=["chunks"])
    assert history.records_id == "langchain-records:s1"
    assert records.content is not None
    assert records.content.startswith("User: I live in Berlin and I love green tea.\nMemhub: {")
    assert not records.chunks  # stored verbatim, never indexed


@pytest.fixture
def learned(
    local: LocalEngine, engine_client: Memhub, engine_writer: BackgroundWriter
) -> MemhubChatMessageHistory:
    """Alex's history on the real engine, the whole conversation stored and learned from."""
    history = MemhubChatMessageHistory(
        engine_client, namespace="alex", session_id="s1", writer=engine_writer
    )
    history.add_messages(CONVERSATION)
    engine_writer.flush()
    local.settle()
    return history


def test_what_the_user_says_becomes_memory_and_nothing_else_does(
    learned: MemhubChatMessageHistory, engine_client: Memhub
) -> None:
    assert _memories(engine_client, "alex") == [
        "The user lives in Berlin.",
        "The user loves green tea.",
    ]


def test_labels_name_the_speaker_in_memories(
    local: LocalEngine, engine_client: Memhub, engine_writer: BackgroundWriter
) -> None:
    history = MemhubChatMessageHistory(
        engine_client,
        namespace="alex",
        session_id="s1",
        writer=engine_writer,
        labels={"user": "Alex"},
    )
    history.add_user_message("I live in Lisbon.")
    engine_writer.flush()
    local.settle()
    assert _memories(engine_client, "alex") == ["Alex lives in Lisbon."]
    assert history.messages == [HumanMessage("I live in Lisbon.")]


def test_sessions_and_namespaces_are_separate(client: Memhub, writer: BackgroundWriter) -> None:
    def history(namespace: str, session: str) -> MemhubChatMessageHistory:
        return MemhubChatMessageHistory(
            client, namespace=namespace, session_id=session, writer=writer
        )

    history("alex", "s1").add_user_message("one")
    history("alex", "s2").add_user_message("two")
    history("sam", "s1").add_user_message("three")
    assert history("alex", "s1").messages == [HumanMessage("one")]
    assert history("alex", "s2").messages == [HumanMessage("two")]
    assert history("sam", "s1").messages == [HumanMessage("three")]
    assert history("sam", "nothing yet").messages == []


def test_session_ids_of_any_shape_map_to_valid_distinct_documents(
    client: Memhub, writer: BackgroundWriter
) -> None:
    spaced = MemhubChatMessageHistory(client, namespace="alex", session_id="a b", writer=writer)
    underscored = MemhubChatMessageHistory(
        client, namespace="alex", session_id="a_b", writer=writer
    )
    assert re.fullmatch(r"langchain:a_b--[0-9a-f]{16}", spaced.document_id)
    assert underscored.document_id == "langchain:a_b"
    spaced.add_user_message("spaced")
    underscored.add_user_message("underscored")
    assert spaced.messages == [HumanMessage("spaced")]
    assert underscored.messages == [HumanMessage("underscored")]


def test_clear_deletes_the_conversation_and_what_was_learned_from_it(
    learned: MemhubChatMessageHistory, engine_client: Memhub
) -> None:
    history = learned
    assert _memories(engine_client, "alex")

    history.add_user_message("one more, still queued when clear() starts")
    history.clear()
    assert history.messages == []
    assert engine_client.search("alex", query="Berlin", search_mode="hybrid").results == []
    history.clear()  # clearing an empty history is fine

    history.add_user_message("a fresh start")
    assert history.messages == [HumanMessage("a fresh start")]


async def test_async_methods_round_trip_and_clear(
    client: Memhub, aclient: AsyncMemhub, writer: BackgroundWriter
) -> None:
    history = MemhubChatMessageHistory(
        client, namespace="alex", session_id="s1", writer=writer, async_client=aclient
    )
    await history.aadd_messages(CONVERSATION)
    assert await history.aget_messages() == CONVERSATION
    await history.aclear()
    assert await history.aget_messages() == []

    thread_backed = MemhubChatMessageHistory(
        client, namespace="alex", session_id="s2", writer=writer
    )
    await thread_backed.aadd_messages(CONVERSATION[:1])
    assert await thread_backed.aget_messages() == CONVERSATION[:1]
    await thread_backed.aclear()
    assert await thread_backed.aget_messages() == []


def _chat_chain(
    model: Any,
    get_history: Callable[[str], MemhubChatMessageHistory],
    *,
    system: str | None = None,
) -> RunnableWithMessageHistory:
    """`model` behind a prompt of (system,) history and the question, with `get_history`."""
    prompt = ChatPromptTemplate.from_messages(
        [
            *([("system", system)] if system else []),
            MessagesPlaceholder("history"),
            ("human", "{question}"),
        ]
    )
    return RunnableWithMessageHistory(
        prompt | model,
        get_history,
        input_messages_key="question",
        history_messages_key="history",
    )


def test_runnable_with_message_history_feeds_the_model_and_stores_the_turns(
    client: Memhub, make_model: Callable[..., Any]
) -> None:
    model = make_model("Noted: Berlin and green tea.", "You drink green tea.")
    chain = _chat_chain(
        model,
        # A new history per call, as LangChain asks for one every time; the
        # default writer is shared per client, so each call sees the last one's turns.
        lambda session_id: MemhubChatMessageHistory(
            client, namespace="alex", session_id=session_id
        ),
        system="You are a helpful assistant.",
    )
    config: RunnableConfig = {"configurable": {"session_id": "chat-42"}}
    chain.invoke({"question": "I live in Berlin and I love green tea."}, config=config)
    answer = chain.invoke({"question": "What do I drink?"}, config=config)

    assert answer.content == "You drink green tea."
    assert [m.content for m in model.received[1]] == [
        "You are a helpful assistant.",
        "I live in Berlin and I love green tea.",
        "Noted: Berlin and green tea.",
        "What do I drink?",
    ]
    stored = MemhubChatMessageHistory(client, namespace="alex", session_id="chat-42").messages
    assert [(m.type, m.content) for m in stored] == [
        ("human", "I live in Berlin and I love green tea."),
        ("ai", "Noted: Berlin and green tea."),
        ("human", "What do I drink?"),
        ("ai", "You drink green tea."),
    ]
    assert stored[1] == model.received[1][2]


async def test_runnable_with_message_history_async(
    client: Memhub, aclient: AsyncMemhub, make_model: Callable[..., Any]
) -> None:
    model = make_model("Hello Sam.", "Your name is Sam.")
    chain = _chat_chain(
        model,
        lambda session_id: MemhubChatMessageHistory(
            client, namespace="sam", session_id=session_id, async_client=aclient
        ),
    )
    config: RunnableConfig = {"configurable": {"session_id": "voice-1"}}
    await chain.ainvoke({"question": "My name is Sam."}, config=config)
    answer = await chain.ainvoke({"question": "What is my name?"}, config=config)

    assert answer.content == "Your name is Sam."
    assert [m.content for m in model.received[1]] == [
        "My name is Sam.",
        "Hello Sam.",
        "What is my name?",
    ]


def _history(client: Memhub, writer: BackgroundWriter, **kwargs: Any) -> MemhubChatMessageHistory:
    kwargs.setdefault("session_id", "s1")
    return MemhubChatMessageHistory(client, namespace="alex", writer=writer, timeout=0.5, **kwargs)


@pytest.fixture
def switched_writer(switched_client: Memhub) -> Iterator[BackgroundWriter]:
    writer = BackgroundWriter(
        switched_client, flush_at_exit=False, backoff_initial=0.01, backoff_max=0.05
    )
    yield writer
    writer.close(timeout=0.5)


def test_an_outage_serves_the_last_known_messages_never_an_empty_history(
    switched_client: Memhub,
    switched_writer: BackgroundWriter,
    outage: Outage,
    caplog: pytest.LogCaptureFixture,
) -> None:
    _history(switched_client, switched_writer).add_messages(CONVERSATION[:4])
    assert _history(switched_client, switched_writer).messages == CONVERSATION[:4]

    outage.down = True
    # A new object per call, as RunnableWithMessageHistory makes them.
    _history(switched_client, switched_writer).add_user_message("said during the outage")
    with caplog.at_level(logging.WARNING, logger="memhub"):
        during = _history(switched_client, switched_writer).messages
    assert during == [*CONVERSATION[:4], HumanMessage("said during the outage")]
    assert "using the 5 messages last read or added by this process" in caplog.text

    with pytest.raises(APIConnectionError) as strict:
        _ = _history(switched_client, switched_writer, raise_on_error=True).messages
    assert "raise_on_error is set" in "".join(strict.value.__notes__)

    outage.down = False
    # The queued message reached memhub, and is read once.
    after = _history(switched_client, switched_writer).messages
    assert after == [*CONVERSATION[:4], HumanMessage("said during the outage")]


def test_an_outage_with_nothing_known_raises_and_writes_do_not(
    switched_client: Memhub, switched_writer: BackgroundWriter, outage: Outage
) -> None:
    outage.down = True
    history = _history(switched_client, switched_writer)
    history.add_user_message("I live in Berlin.")  # queued, retried in the background
    assert switched_writer.pending == 2  # the record and the transcript line
    with pytest.raises(APIConnectionError) as caught:
        _ = history.messages
    note = "".join(caught.value.__notes__)
    assert "could not read chat history 's1'" in note
    assert "nothing read or added through this client is known" in note
    with pytest.raises(APIConnectionError):
        history.clear()

    outage.down = False
    # The client's circuit breaker opened during the outage; once its cooldown ends a
    # probe finds memhub again, the queued writes go out and the read succeeds.
    deadline = time.monotonic() + 30
    while True:
        try:
            messages = history.messages
            break
        except CircuitOpenError:
            assert time.monotonic() < deadline, "the breaker never let a probe through"
            time.sleep(0.1)
    assert messages == [HumanMessage("I live in Berlin.")]


def test_a_refused_read_raises_even_when_messages_are_known(
    switched_client: Memhub, switched_writer: BackgroundWriter, outage: Outage
) -> None:
    history = _history(switched_client, switched_writer)
    history.add_user_message("hello")
    assert history.messages == [HumanMessage("hello")]
    outage.status = 403  # not an outage: memhub says no, and the caller must hear it
    with pytest.raises(PermissionDeniedError) as refused:
        _ = history.messages
    assert "memhub refused the read" in "".join(refused.value.__notes__)
    outage.status = 503
    assert history.messages == [HumanMessage("hello")]


def test_a_session_never_written_is_empty_and_known_to_be(
    switched_client: Memhub, switched_writer: BackgroundWriter, outage: Outage
) -> None:
    assert _history(switched_client, switched_writer, session_id="new").messages == []
    outage.down = True
    assert _history(switched_client, switched_writer, session_id="new").messages == []


def test_a_cleared_history_is_known_to_be_empty(
    switched_client: Memhub, switched_writer: BackgroundWriter, outage: Outage
) -> None:
    history = _history(switched_client, switched_writer)
    history.add_messages(CONVERSATION)
    assert history.messages == CONVERSATION
    history.clear()
    outage.down = True
    assert history.messages == []


def test_a_read_ahead_of_its_writer_still_shows_its_own_messages(
    client: Memhub, offline_client: Memhub
) -> None:
    # Reads reach the engine while this writer cannot: its queue is still pending.
    stuck = BackgroundWriter(offline_client, flush_at_exit=False, backoff_initial=5)
    try:
        assert _history(client, stuck).messages == []
        _history(client, stuck).add_messages(CONVERSATION[:2])
        assert _history(client, stuck).messages == CONVERSATION[:2]
    finally:
        stuck.close(timeout=0.1)


def _slow_to_start(monkeypatch: pytest.MonkeyPatch, local: LocalEngine, seconds: float) -> None:
    """Clients with no server reach `local`'s app only after `seconds` of start-up,
    as the real in-process engine does while it imports the server."""
    import memhub_server.embedded as embedded

    def sync_transport(data_dir: object) -> httpx.BaseTransport:
        time.sleep(seconds)
        return embedded.SyncASGITransport(local.app)

    def async_transport(data_dir: object) -> httpx.AsyncBaseTransport:
        time.sleep(seconds)
        return httpx.ASGITransport(app=local.app)

    monkeypatch.setattr(embedded, "sync_transport", sync_transport)
    monkeypatch.setattr(embedded, "async_transport", async_transport)


def test_a_cold_in_process_engine_starts_before_the_read_is_timed(
    local: LocalEngine, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    _slow_to_start(monkeypatch, local, seconds=1.0)
    client = Memhub(embedded=True, data_dir=tmp_path)
    with BackgroundWriter(client, flush_at_exit=False) as writer:
        history = MemhubChatMessageHistory(
            client, namespace="alex", session_id="cold", writer=writer, timeout=0.3
        )
        history.add_messages(CONVERSATION[:2])
        assert history.messages == CONVERSATION[:2]
        history.clear()
        assert history.messages == []


async def test_a_cold_in_process_engine_starts_before_the_async_read_is_timed(
    local: LocalEngine, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    _slow_to_start(monkeypatch, local, seconds=1.0)
    client = Memhub(embedded=True, data_dir=tmp_path)
    aclient = AsyncMemhub(embedded=True, data_dir=tmp_path)
    with BackgroundWriter(client, flush_at_exit=False) as writer:
        history = MemhubChatMessageHistory(
            client,
            namespace="alex",
            session_id="cold",
            writer=writer,
            async_client=aclient,
            timeout=0.3,
        )
        await history.aadd_messages(CONVERSATION[:2])
        assert await history.aget_messages() == CONVERSATION[:2]
        await history.aclear()
        assert await history.aget_messages() == []


async def test_an_outage_serves_the_last_known_messages_async(
    switched_client: Memhub,
    switched_aclient: AsyncMemhub,
    switched_writer: BackgroundWriter,
    outage: Outage,
) -> None:
    def history(session_id: str = "s1") -> MemhubChatMessageHistory:
        return _history(
            switched_client, switched_writer, session_id=session_id, async_client=switched_aclient
        )

    await history().aadd_messages(CONVERSATION[:2])
    assert await history().aget_messages() == CONVERSATION[:2]
    outage.down = True
    await history().aadd_messages(CONVERSATION[2:3])
    assert await history().aget_messages() == CONVERSATION[:3]
    with pytest.raises(APIConnectionError):
        await history("never read").aget_messages()
    with pytest.raises(APIConnectionError):
        await history().aclear()
    # A clear that failed may or may not have happened: nothing is known any more.
    with pytest.raises(APIConnectionError):
        await history().aget_messages()


def test_runnable_with_message_history_keeps_the_history_through_an_outage(
    switched_client: Memhub,
    switched_writer: BackgroundWriter,
    outage: Outage,
    make_model: Callable[..., Any],
) -> None:
    model = make_model("Noted: Berlin.", "You live in Berlin.", "unused")
    chain = _chat_chain(
        model, lambda session_id: _history(switched_client, switched_writer, session_id=session_id)
    )
    config: RunnableConfig = {"configurable": {"session_id": "chat-7"}}
    chain.invoke({"question": "I live in Berlin."}, config=config)
    outage.down = True
    assert chain.invoke({"question": "Where do I live?"}, config).content == "You live in Berlin."
    sent = [m.content for m in model.received[-1]]
    assert sent == ["I live in Berlin.", "Noted: Berlin.", "Where do I live?"]
    # A session nobody has read yet cannot be answered as if it were empty.
    with pytest.raises(APIConnectionError):
        chain.invoke({"question": "Hello?"}, config={"configurable": {"session_id": "other"}})


def test_bad_input_is_refused_clearly(
    client: Memhub, aclient: AsyncMemhub, writer: BackgroundWriter
) -> None:
    with pytest.raises(ValueError, match="invalid namespace"):
        MemhubChatMessageHistory(client, namespace=" ", session_id="s1")
    mapped = MemhubChatMessageHistory(client, namespace="alex smith", session_id="s1")
    assert mapped.namespace.startswith("alex_smith--")
    with pytest.raises(ValueError, match="empty identifier"):
        MemhubChatMessageHistory(client, namespace="alex", session_id=" ")
    with pytest.raises(TypeError, match="async_client"):
        MemhubChatMessageHistory(
            aclient,  # type: ignore[arg-type]
            namespace="alex",
            session_id="s1",
        )
    history = MemhubChatMessageHistory(client, namespace="alex", session_id="s1", writer=writer)
    with pytest.raises(ValueError, match="RemoveMessage"):
        history.add_messages([HumanMessage("kept out too"), RemoveMessage(id="m-1")])
    assert writer.pending == 0
    assert history.messages == []


USAGE = AIMessage(
    "Noted: you drink green tea every morning.",
    id="run-7f3a",
    response_metadata={"model_name": "gpt-fake", "token_usage": {"prompt_tokens": 812}},
    usage_metadata={"input_tokens": 812, "output_tokens": 9, "total_tokens": 821},
)


def test_structured_records_never_reach_search_or_a_memory_block(
    local: LocalEngine, engine_client: Memhub, engine_writer: BackgroundWriter
) -> None:
    from memhub.prompt import MemoryContext, RecallOptions

    history = MemhubChatMessageHistory(
        engine_client, namespace="alex", session_id="s1", writer=engine_writer
    )
    history.add_messages([HumanMessage("I drink green tea every morning."), USAGE])
    engine_writer.flush()
    local.settle()
    assert history.messages == [HumanMessage("I drink green tea every morning."), USAGE]

    leaks = re.compile(r"Memhub:|input_tokens|token_usage|run-7f3a|\"lc\"")
    for query in ("input tokens usage run id", "green tea every morning", "Memhub lc type"):
        for mode in ("hybrid", "chunks", "memories"):
            hits = engine_client.search(
                "alex", query=query, search_mode=mode, threshold=0, limit=50
            )
            texts = [hit.chunk or hit.memory or "" for hit in hits.results]
            assert not [text for text in texts if leaks.search(text)], (query, mode)
    found = engine_client.search("alex", query="green tea", search_mode="chunks", threshold=0)
    assert any("green tea every morning" in (hit.chunk or "") for hit in found.results)

    options = RecallOptions(mode="full", threshold=0, search_mode="hybrid", timeout=30)
    context = MemoryContext(engine_client, namespace="alex", options=options, cache=False)
    block = context.build_for_query("What about tokens, usage and my tea?") or ""
    assert "green tea" in block
    assert not leaks.search(block), block


def test_a_history_written_before_the_split_reads_back_and_continues(
    client: Memhub, writer: BackgroundWriter
) -> None:
    from memhub_langchain._records import encode_record

    old = [HumanMessage("I live in Berlin."), AIMessage("Noted.")]
    # What earlier versions stored: every record in the transcript document itself.
    client.add(
        "alex",
        content="\n\n".join(encode_record(message, {}).text for message in old),
        id="langchain:s1",
    )
    history = MemhubChatMessageHistory(client, namespace="alex", session_id="s1", writer=writer)
    assert history.messages == old
    history.add_messages([HumanMessage("I moved to Lisbon."), AIMessage("Got it.")])
    assert history.messages == [*old, HumanMessage("I moved to Lisbon."), AIMessage("Got it.")]
    history.clear()
    assert history.messages == []
