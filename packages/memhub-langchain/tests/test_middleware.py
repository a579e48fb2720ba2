"""MemhubMiddleware in real `create_agent` graphs: recall into the system message,
capture of the conversation, tool loops, outages, async, per-run namespaces."""

from __future__ import annotations

import time
from dataclasses import dataclass

import httpx
import pytest
from langchain.agents import create_agent
from langchain_core.messages import AIMessage, HumanMessage, SystemMessage, ToolCall
from langchain_core.runnables import RunnableConfig
from langchain_core.tools import tool
from langgraph.checkpoint.memory import InMemorySaver

from memhub import AsyncMemhub, Memhub
from memhub.capture import BackgroundWriter
from memhub.prompt import RecallOptions, has_block
from memhub.testing import BASE_URL, MemoryTransport
from memhub_langchain import MemhubMiddleware
from memhub_server.testing import LocalEngine

from .conftest import ModelFactory, RecordingChatModel

THREAD: RunnableConfig = {"configurable": {"thread_id": "chat-7"}}


@pytest.fixture
def seeded(local: LocalEngine, engine_client: Memhub) -> Memhub:
    engine_client.add("alex", content="User: I live in Berlin and I work night shifts as a nurse.")
    engine_client.add("sam", content="User: I live in Madrid.")
    local.settle()
    return engine_client


@tool
def weather(city: str) -> str:
    """The weather in a city."""
    return f"Sunny in {city}."


def _system(model: RecordingChatModel, call: int = 0) -> str:
    first = model.received[call][0]
    assert isinstance(first, SystemMessage)
    return first.text


def _conversation(client: Memhub, conversation: str = "chat-7") -> str:
    return client.documents.get("alex", f"conversation:{conversation}").content or ""


def test_recalled_memory_reaches_the_system_message_and_never_the_state(
    seeded: Memhub, engine_writer: BackgroundWriter, make_model: ModelFactory
) -> None:
    model = make_model("You live in Berlin.")
    middleware = MemhubMiddleware(seeded, namespace="alex", writer=engine_writer)
    agent = create_agent(model, system_prompt="Be brief.", middleware=[middleware])

    result = agent.invoke({"messages": [HumanMessage("Where do I live?")]})

    system = _system(model)
    assert system.startswith("Be brief.")  # the host's prompt comes first, unchanged
    assert has_block(system) and "Berlin" in system
    assert "Madrid" not in system  # another user's memory
    assert [m.text for m in result["messages"]] == ["Where do I live?", "You live in Berlin."]
    assert not any(has_block(m.text) for m in result["messages"])


def test_without_a_system_prompt_the_block_is_the_system_message(
    seeded: Memhub, make_model: ModelFactory
) -> None:
    model = make_model("Berlin.")
    agent = create_agent(
        model, middleware=[MemhubMiddleware(seeded, namespace="alex", capture=False)]
    )

    agent.invoke({"messages": [HumanMessage("Where do I live?")]})

    assert has_block(_system(model)) and "Berlin" in _system(model)


def test_the_turns_are_captured_once_without_memory_or_tool_traffic(
    seeded: Memhub, engine_writer: BackgroundWriter, make_model: ModelFactory
) -> None:
    model = make_model(
        AIMessage("", tool_calls=[ToolCall(name="weather", args={"city": "Berlin"}, id="c1")]),
        "It is sunny in Berlin.",
        "Enjoy!",
    )
    middleware = MemhubMiddleware(seeded, namespace="alex", writer=engine_writer)
    agent = create_agent(
        model, tools=[weather], middleware=[middleware], checkpointer=InMemorySaver()
    )

    agent.invoke({"messages": [HumanMessage("What is the weather where I live?")]}, THREAD)
    agent.invoke({"messages": [HumanMessage("Thanks!")]}, THREAD)
    middleware.flush(5)

    # Each model call of the tool loop got the turn's memory.
    assert len(model.received) == 3
    assert all("Berlin" in _system(model, call) for call in range(3))
    assert _conversation(seeded) == (
        "User: What is the weather where I live?\n\n"
        "Assistant: It is sunny in Berlin.\n\n"
        "User: Thanks!\n\n"
        "Assistant: Enjoy!"
    )
    document = seeded.documents.get("alex", "conversation:chat-7")
    assert document.metadata["source"] == "langchain-agent"


def test_capture_off_stores_nothing(
    seeded: Memhub, engine_writer: BackgroundWriter, make_model: ModelFactory
) -> None:
    middleware = MemhubMiddleware(seeded, namespace="alex", writer=engine_writer, capture=False)
    agent = create_agent(make_model("Hi."), middleware=[middleware])

    agent.invoke({"messages": [HumanMessage("Hello")]}, THREAD)
    engine_writer.flush(5)

    assert middleware.writer is None
    assert seeded.list("alex", "documents").pagination.total_items == 1


def test_an_outage_lets_the_agent_answer_without_memory(
    offline_client: Memhub, make_model: ModelFactory, caplog: pytest.LogCaptureFixture
) -> None:
    model = make_model("I do not know yet.")
    with BackgroundWriter(offline_client, flush_at_exit=False, flush_timeout=0.1) as writer:
        middleware = MemhubMiddleware(
            offline_client,
            namespace="alex",
            writer=writer,
            options=RecallOptions(timeout=1.0),
        )
        agent = create_agent(model, system_prompt="Be brief.", middleware=[middleware])

        result = agent.invoke({"messages": [HumanMessage("Where do I live?")]})

    assert result["messages"][-1].text == "I do not know yet."
    assert _system(model) == "Be brief."
    assert "memhub" in caplog.text.lower()


async def test_async_agents_recall_and_capture_with_an_async_client(
    seeded: Memhub,
    local: LocalEngine,
    engine_writer: BackgroundWriter,
    make_model: ModelFactory,
) -> None:
    model = make_model("You live in Berlin.")
    async_client = local.async_client()
    middleware = MemhubMiddleware(async_client=async_client, namespace="alex", writer=engine_writer)
    agent = create_agent(model, middleware=[middleware], checkpointer=InMemorySaver())

    await agent.ainvoke({"messages": [HumanMessage("Where do I live?")]}, THREAD)
    assert await middleware.aflush(5)
    await async_client.aclose()

    assert "Berlin" in _system(model)
    assert _conversation(seeded) == "User: Where do I live?\n\nAssistant: You live in Berlin."


async def test_async_outage_answers_without_memory(
    offline_aclient: AsyncMemhub, make_model: ModelFactory
) -> None:
    model = make_model("Hello.")
    middleware = MemhubMiddleware(
        async_client=offline_aclient,
        namespace="alex",
        capture=False,
        options=RecallOptions(timeout=1.0),
    )
    agent = create_agent(model, system_prompt="Be brief.", middleware=[middleware])

    result = await agent.ainvoke({"messages": [HumanMessage("Hi")]})

    assert result["messages"][-1].text == "Hello."
    assert _system(model) == "Be brief."


class _Slow(httpx.BaseTransport):
    """The test double, answering recall requests only after `delay` seconds."""

    def __init__(self, inner: MemoryTransport, delay: float) -> None:
        self.inner, self.delay = inner, delay

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        if request.url.path.endswith(("/search", "/profile")):
            time.sleep(self.delay)
        return self.inner.handle_request(request)


def test_a_slow_recall_is_cut_off_by_the_time_box(
    server: MemoryTransport, client: Memhub, make_model: ModelFactory
) -> None:
    client.add("alex", content="Alex keeps bees in the garden.")
    model = make_model("Bees!", "Bees?")
    slow = Memhub(base_url=BASE_URL, api_key="k", transport=_Slow(server, 2.0), max_retries=0)

    # The control gets the default 3 s, so a loaded machine cannot fail it.
    for memhub, timeout in ((client, 3.0), (slow, 0.2)):
        options = RecallOptions(timeout=timeout)
        middleware = MemhubMiddleware(memhub, namespace="alex", capture=False, options=options)
        agent = create_agent(model, middleware=[middleware])
        agent.invoke({"messages": [HumanMessage("How are my bees in the garden?")]})
    slow.close()

    assert "keeps bees" in _system(model, 0)  # the same memory, answered in time
    assert len(model.received[1]) == 1  # too late: no system message at all
    assert not has_block(model.received[1][0].text)


@dataclass
class UserContext:
    user_id: str


def test_the_namespace_can_come_from_the_runs_context(
    seeded: Memhub, engine_writer: BackgroundWriter, make_model: ModelFactory
) -> None:
    model = make_model("Madrid.", "Berlin.")
    middleware = MemhubMiddleware(
        seeded,
        namespace=lambda runtime: runtime.context.user_id,
        writer=engine_writer,
        conversation_id="support",
    )
    agent = create_agent(model, middleware=[middleware], context_schema=UserContext)

    agent.invoke({"messages": [HumanMessage("Where do I live?")]}, context=UserContext("sam"))
    agent.invoke({"messages": [HumanMessage("Where do I live?")]}, context=UserContext("alex"))
    middleware.flush(5)

    assert "Madrid" in _system(model, 0) and "Berlin" not in _system(model, 0)
    assert "Berlin" in _system(model, 1) and "Madrid" not in _system(model, 1)
    sam = seeded.documents.get("sam", "conversation:support").content
    assert sam == "User: Where do I live?\n\nAssistant: Madrid."
    assert _conversation(seeded, "support") == "User: Where do I live?\n\nAssistant: Berlin."


@pytest.fixture
def engine_aclient(local: LocalEngine) -> AsyncMemhub:
    return local.async_client()


def test_bad_arguments_are_refused(seeded: Memhub, engine_aclient: AsyncMemhub) -> None:
    with pytest.raises(ValueError, match="needs a client"):
        MemhubMiddleware(namespace="alex")
    with pytest.raises(ValueError, match="capture needs a sync"):
        MemhubMiddleware(async_client=engine_aclient, namespace="alex")
    with pytest.raises(TypeError, match="AsyncMemhub"):
        MemhubMiddleware(engine_aclient, namespace="alex", capture=False)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="invalid namespace"):
        MemhubMiddleware(seeded, namespace="  ", capture=False)
    with pytest.raises(ValueError, match="empty"):
        MemhubMiddleware(seeded, namespace="alex", capture=False, conversation_id=" ")


def test_an_async_only_middleware_refuses_sync_runs(
    engine_aclient: AsyncMemhub, make_model: ModelFactory
) -> None:
    middleware = MemhubMiddleware(async_client=engine_aclient, namespace="alex", capture=False)
    agent = create_agent(make_model("Hi."), middleware=[middleware])
    with pytest.raises(TypeError, match="ainvoke"):
        agent.invoke({"messages": [HumanMessage("Hello")]})


def test_a_system_message_of_content_blocks_gets_the_block_as_its_last_part(
    client: Memhub, make_model: ModelFactory
) -> None:
    client.add("alex", content="Alex keeps bees in the garden.")
    model = make_model("Bees!")
    system = SystemMessage([{"type": "text", "text": "Be brief."}])
    middleware = MemhubMiddleware(client, namespace="alex", capture=False)
    agent = create_agent(model, system_prompt=system, middleware=[middleware])

    agent.invoke({"messages": [HumanMessage("How are my bees?")]})

    sent = model.received[0][0]
    assert isinstance(sent, SystemMessage) and isinstance(sent.content, list)
    assert sent.content[0] == {"type": "text", "text": "Be brief."}
    last = sent.content[-1]
    assert isinstance(last, dict) and has_block(last["text"]) and "keeps bees" in last["text"]
    assert system.content == [{"type": "text", "text": "Be brief."}]  # the agent's own, unchanged
