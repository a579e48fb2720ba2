"""MemhubRetriever against the real engine: documents, metadata, chains, failures."""

from __future__ import annotations

import logging
import socket
import time
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from langchain_core.documents import Document
from langchain_core.prompts import ChatPromptTemplate
from langchain_core.runnables import RunnablePassthrough
from pydantic import ValidationError

from memhub import APIConnectionError, AsyncMemhub, Memhub
from memhub_langchain import MemhubRetriever
from memhub_server.testing import LocalEngine

TRAVEL_NOTES = "# Trip notes\n\nThe hotel in Kyoto is next to the Kamo river."


@pytest.fixture(scope="module")
def seeded(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LocalEngine]:
    """Two facts from a conversation, one prose note, and another user's memory.

    One engine for the module: these tests only read from it.
    """
    with LocalEngine(tmp_path_factory.mktemp("retriever"), start_worker=False) as local:
        client = local.client()
        client.add(
            "alex",
            content="User: I live in Berlin and I love green tea.\n\nAssistant: Noted!",
            id="chat-1",
            metadata={"channel": "web"},
        )
        client.add("alex", content=TRAVEL_NOTES, id="notes-1")
        client.add("sam", content="User: I live in Madrid.", id="chat-9")
        local.settle()
        yield local


@pytest.fixture
def alex(seeded: LocalEngine) -> Memhub:
    return seeded.client()


def test_memories_come_back_as_documents_with_ids_scores_and_source(alex: Memhub) -> None:
    retriever = MemhubRetriever(client=alex, namespace="alex", search_mode="memories")
    docs = retriever.invoke("Where does the user live?")

    assert docs[0].page_content == "The user lives in Berlin."
    top = docs[0].metadata
    assert top["kind"] == "memory"
    assert top["id"] == docs[0].id
    assert top["id"].startswith("mem_")
    assert 0.3 <= top["similarity"] <= 1
    assert top["is_inference"] is False
    assert top["updated_at"].startswith("20")
    assert top["document_id"] == "chat-1"
    assert top["source_document"]["id"] == "chat-1"
    assert top["source_document"]["metadata"] == {"channel": "web"}
    assert top["channel"] == "web"  # the hit's own metadata stays at the top level
    similarities = [doc.metadata["similarity"] for doc in docs]
    assert similarities == sorted(similarities, reverse=True)
    assert all(doc.metadata["kind"] == "memory" for doc in docs)
    assert "The user lives in Madrid." not in [doc.page_content for doc in docs]


def test_chunks_carry_the_source_text(alex: Memhub) -> None:
    retriever = MemhubRetriever(client=alex, namespace="alex", search_mode="chunks", k=1)
    (doc,) = retriever.invoke("Kyoto hotel river")
    assert doc.metadata["kind"] == "chunk"
    assert "The hotel in Kyoto is next to the Kamo river." in doc.page_content
    assert doc.metadata["document_id"] == "notes-1"
    assert doc.id == doc.metadata["id"]


def test_hybrid_mixes_memories_and_chunks_and_k_caps_them(alex: Memhub) -> None:
    retriever = MemhubRetriever(client=alex, namespace="alex", k=10, threshold=0.2)
    kinds = {doc.metadata["kind"] for doc in retriever.invoke("Berlin green tea")}
    assert kinds == {"memory", "chunk"}
    assert len(MemhubRetriever(client=alex, namespace="alex", k=1).invoke("Berlin")) == 1


def test_source_lookup_can_be_left_out(alex: Memhub) -> None:
    retriever = MemhubRetriever(
        client=alex, namespace="alex", search_mode="memories", include_source=False
    )
    doc = retriever.invoke("Where does the user live?")[0]
    assert "source_document" not in doc.metadata
    assert "document_id" not in doc.metadata


def test_a_metadata_filter_narrows_the_search(alex: Memhub) -> None:
    retriever = MemhubRetriever(
        client=alex,
        namespace="alex",
        search_mode="chunks",
        filter={"field": "channel", "operator": "eq", "value": "web"},
        threshold=0.0,
        k=10,
    )
    docs = retriever.invoke("Kyoto hotel")
    assert docs
    assert {doc.metadata["document_id"] for doc in docs} == {"chat-1"}


def test_the_model_receives_retrieved_memory_in_an_lcel_chain(
    alex: Memhub, make_model: Callable[..., Any]
) -> None:
    retriever = MemhubRetriever(client=alex, namespace="alex", search_mode="memories", k=2)
    prompt = ChatPromptTemplate.from_messages(
        [
            ("system", "Known about the user:\n{memory}"),
            ("human", "{question}"),
        ]
    )
    model = make_model("Try a Japanese sencha.")

    def bullets(docs: list[Document]) -> str:
        return "\n".join(f"- {doc.page_content}" for doc in docs)

    chain = {"memory": retriever | bullets, "question": RunnablePassthrough()} | prompt | model
    answer = chain.invoke("Any tea recommendations for me?")
    assert answer.content == "Try a Japanese sencha."

    system, human = model.received[0]
    assert system.content.startswith("Known about the user:\n- The user loves green tea.")
    assert human.content == "Any tea recommendations for me?"


async def test_async_with_an_async_client(seeded: LocalEngine) -> None:
    async with seeded.async_client() as aclient:
        retriever = MemhubRetriever(async_client=aclient, namespace="alex", search_mode="memories")
        docs = await retriever.ainvoke("Where does the user live?")
    assert docs[0].page_content == "The user lives in Berlin."
    assert docs[0].metadata["document_id"] == "chat-1"
    with pytest.raises(TypeError, match="ainvoke"):
        retriever.invoke("Where does the user live?")


async def test_async_with_only_a_sync_client(alex: Memhub) -> None:
    retriever = MemhubRetriever(client=alex, namespace="alex", search_mode="memories")
    docs = await retriever.ainvoke("Where does the user live?")
    assert docs[0].page_content == "The user lives in Berlin."


def test_a_chat_history_chunk_reads_as_a_transcript(
    local: LocalEngine, engine_client: Memhub
) -> None:
    from langchain_core.messages import AIMessage, HumanMessage

    from memhub.capture import BackgroundWriter
    from memhub_langchain import MemhubChatMessageHistory

    with BackgroundWriter(engine_client, flush_at_exit=False) as writer:
        history = MemhubChatMessageHistory(
            engine_client, namespace="alex", session_id="s1", writer=writer
        )
        history.add_messages([HumanMessage("I keep bees in my garden."), AIMessage("Lovely!")])
    local.settle()
    retriever = MemhubRetriever(client=engine_client, namespace="alex", search_mode="chunks")
    (doc,) = retriever.invoke("bees garden")
    assert doc.page_content.endswith("User: I keep bees in my garden.\nAssistant: Lovely!")
    assert "Memhub:" not in doc.page_content
    assert doc.metadata["source"] == "langchain"
    assert doc.metadata["session_id"] == "s1"


def test_an_empty_query_asks_nothing(offline_client: Memhub) -> None:
    assert MemhubRetriever(client=offline_client, namespace="alex").invoke("   ") == []


def test_an_outage_means_no_documents_unless_asked_to_raise(
    offline_client: Memhub, caplog: pytest.LogCaptureFixture
) -> None:
    with caplog.at_level(logging.WARNING, logger="memhub"):
        assert MemhubRetriever(client=offline_client, namespace="alex").invoke("Berlin") == []
    assert "memhub search failed, continuing without memory" in caplog.text
    strict = MemhubRetriever(client=offline_client, namespace="alex", raise_on_error=True)
    with pytest.raises(APIConnectionError):
        strict.invoke("Berlin")


async def test_an_outage_means_no_documents_async(
    offline_aclient: AsyncMemhub, caplog: pytest.LogCaptureFixture
) -> None:
    retriever = MemhubRetriever(async_client=offline_aclient, namespace="alex")
    with caplog.at_level(logging.WARNING, logger="memhub"):
        assert await retriever.ainvoke("Berlin") == []
    assert "continuing without memory" in caplog.text


@pytest.fixture
def silent_url() -> Iterator[str]:
    """A server that accepts connections and never answers."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        sock.listen(8)
        yield f"http://127.0.0.1:{sock.getsockname()[1]}"


def test_a_slow_server_is_cut_off_at_the_deadline(silent_url: str) -> None:
    with Memhub(base_url=silent_url, api_key="k", timeout=5) as slow:
        retriever = MemhubRetriever(client=slow, namespace="alex", timeout=0.3)
        started = time.monotonic()
        assert retriever.invoke("Berlin") == []
        assert time.monotonic() - started < 2


async def test_a_slow_server_is_cut_off_at_the_deadline_async(silent_url: str) -> None:
    async with AsyncMemhub(base_url=silent_url, api_key="k", timeout=5) as slow:
        retriever = MemhubRetriever(async_client=slow, namespace="alex", timeout=0.3)
        started = time.monotonic()
        assert await retriever.ainvoke("Berlin") == []
        assert time.monotonic() - started < 2


def test_bad_configuration_is_refused(client: Memhub) -> None:
    with pytest.raises(ValidationError, match="needs a client"):
        MemhubRetriever(namespace="alex")
    with pytest.raises(ValidationError, match="invalid namespace"):
        MemhubRetriever(client=client, namespace="")
    assert MemhubRetriever(client=client, namespace="alex smith").namespace.startswith(
        "alex_smith--"
    )
    with pytest.raises(ValidationError, match="k"):
        MemhubRetriever(client=client, namespace="alex", k=0)
