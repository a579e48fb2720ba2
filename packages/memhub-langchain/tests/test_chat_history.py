"""MemhubChatMessageHistory against the real engine, alone and under RunnableWithMessageHistory."""

from __future__ import annotations

import logging
import re
from collections.abc import Callable
from typing import Any

import pytest
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, RemoveMessage, ToolMessage
from langchain_core.prompts import ChatPromptTemplate, MessagesPlaceholder
from langchain_core.runnables import RunnableConfig
from langchain_core.runnables.history import RunnableWithMessageHistory

from memhub import APIConnectionError, AsyncMemhub, Memhub
from memhub.capture import BackgroundWriter
from memhub_langchain import MemhubChatMessageHistory
from memhub_server.testing import LocalEngine

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
    client: Memhub, writer: BackgroundWriter
) -> None:
    history = MemhubChatMessageHistory(client, namespace="alex", session_id="s1", writer=writer)
    history.add_messages(CONVERSATION[:3])
    history.add_messages(CONVERSATION[3:])

    again = MemhubChatMessageHistory(client, namespace="alex", session_id="s1", writer=writer)
    assert again.messages == CONVERSATION
    document = client.documents.get("alex", history.document_id)
    assert history.document_id == "langchain:s1"
    assert document.content is not None
    assert document.content.startswith("User: I live in Berlin and I love green tea.\nMemhub: {")
    assert document.metadata == {"source": "langchain", "kind": "conversation", "session_id": "s1"}


def test_what_the_user_says_becomes_memory_and_nothing_else_does(
    local: LocalEngine, client: Memhub, writer: BackgroundWriter
) -> None:
    history = MemhubChatMessageHistory(client, namespace="alex", session_id="s1", writer=writer)
    history.add_messages(CONVERSATION)
    writer.flush()
    local.settle()
    assert _memories(client, "alex") == ["The user lives in Berlin.", "The user loves green tea."]


def test_labels_name_the_speaker_in_memories(
    local: LocalEngine, client: Memhub, writer: BackgroundWriter
) -> None:
    history = MemhubChatMessageHistory(
        client, namespace="alex", session_id="s1", writer=writer, labels={"user": "Alex"}
    )
    history.add_user_message("I live in Lisbon.")
    writer.flush()
    local.settle()
    assert _memories(client, "alex") == ["Alex lives in Lisbon."]
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
    local: LocalEngine, client: Memhub, writer: BackgroundWriter
) -> None:
    history = MemhubChatMessageHistory(client, namespace="alex", session_id="s1", writer=writer)
    history.add_messages(CONVERSATION)
    writer.flush()
    local.settle()
    assert _memories(client, "alex")

    history.add_user_message("one more, still queued when clear() starts")
    history.clear()
    assert history.messages == []
    assert client.search("alex", query="Berlin", search_mode="hybrid").results == []
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


def test_runnable_with_message_history_feeds_the_model_and_stores_the_turns(
    client: Memhub, make_model: Callable[..., Any]
) -> None:
    model = make_model("Noted: Berlin and green tea.", "You drink green tea.")
    prompt = ChatPromptTemplate.from_messages(
        [
            ("system", "You are a helpful assistant."),
            MessagesPlaceholder("history"),
            ("human", "{question}"),
        ]
    )
    chain = RunnableWithMessageHistory(
        prompt | model,
        # A new history per call, as LangChain asks for one every time; the
        # default writer is shared per client, so each call sees the last one's turns.
        lambda session_id: MemhubChatMessageHistory(
            client, namespace="alex", session_id=session_id
        ),
        input_messages_key="question",
        history_messages_key="history",
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
    prompt = ChatPromptTemplate.from_messages(
        [MessagesPlaceholder("history"), ("human", "{question}")]
    )
    chain = RunnableWithMessageHistory(
        prompt | model,
        lambda session_id: MemhubChatMessageHistory(
            client, namespace="sam", session_id=session_id, async_client=aclient
        ),
        input_messages_key="question",
        history_messages_key="history",
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


def test_an_outage_reads_as_an_empty_history_and_writes_do_not_raise(
    dead_client: Memhub, caplog: pytest.LogCaptureFixture
) -> None:
    writer = BackgroundWriter(dead_client, flush_at_exit=False, backoff_initial=5)
    try:
        history = MemhubChatMessageHistory(
            dead_client, namespace="alex", session_id="s1", writer=writer, timeout=0.5
        )
        history.add_user_message("I live in Berlin.")  # queued, retried in the background
        assert writer.pending == 1
        with caplog.at_level(logging.WARNING, logger="memhub"):
            assert history.messages == []
        assert "could not read chat history 's1'" in caplog.text

        strict = MemhubChatMessageHistory(
            dead_client,
            namespace="alex",
            session_id="s1",
            writer=writer,
            timeout=0.5,
            raise_on_error=True,
        )
        with pytest.raises(APIConnectionError):
            _ = strict.messages
        with pytest.raises(APIConnectionError):
            strict.clear()
    finally:
        writer.close(timeout=0.1)


async def test_an_outage_reads_as_an_empty_history_async(
    dead_client: Memhub, dead_aclient: AsyncMemhub, caplog: pytest.LogCaptureFixture
) -> None:
    writer = BackgroundWriter(dead_client, flush_at_exit=False)
    try:
        history = MemhubChatMessageHistory(
            dead_client, namespace="alex", session_id="s1", writer=writer, async_client=dead_aclient
        )
        with caplog.at_level(logging.WARNING, logger="memhub"):
            assert await history.aget_messages() == []
        assert "continuing without it" in caplog.text
    finally:
        writer.close(timeout=0.1)


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
