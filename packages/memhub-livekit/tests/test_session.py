"""LiveKit sessions in text mode against the real engine: what the model saw, what was stored."""

from __future__ import annotations

import json
from typing import Any

import pytest
from livekit.agents import Agent, AgentSession, ConversationItemAddedEvent, llm
from livekit.agents.testing import fake_job_context

from memhub import namespace_for
from memhub._block import BLOCK_OPEN
from memhub.capture import BackgroundWriter
from memhub.prompt import RecallOptions
from memhub_livekit import (
    DEFAULT_OPTIONS,
    DEFAULT_RECALL_TIMEOUT,
    MEMORY_MARKER,
    LiveKitMemory,
    MemoryAgent,
)
from memhub_livekit.testing import ScriptedLLM

INSTRUCTIONS = "You are a concise voice assistant."
# The test double keeps each line as one memory, so facts are seeded as the engine
# would phrase them.
BERLIN = "The user lives in Berlin.\nThe user loves green tea."
# Tests about content wait as long as a loaded CI machine needs; the time box
# itself is tested with a server held back on purpose.
PATIENT = {"options": RecallOptions(timeout=20.0), "preload_timeout": 20.0}
# For tests about recall: nothing stored, so the engine only answers.
RECALL_ONLY = {**PATIENT, "capture": False}


async def test_the_model_sees_the_callers_memory_before_their_message(engine):
    engine.seed("alex", BERLIN, "seed")
    model = ScriptedLLM("You live in Berlin.")
    memory = LiveKitMemory(engine.client, namespace="alex", session_id="call-1", **RECALL_ONLY)

    async with AgentSession(llm=model) as session:
        await session.start(MemoryAgent(memory, instructions=INSTRUCTIONS))
        result = await session.run(user_input="Where do I live?")
        result.expect.next_event().is_message(role="assistant")
        result.expect.no_more_events()
    await memory.aclose()
    await model.aclose()

    messages = model.messages()
    assert [m["role"] for m in messages] == ["system", "system", "user"]
    assert messages[0]["content"] == INSTRUCTIONS
    assert messages[2]["content"] == "Where do I live?"
    block = messages[1]["content"]
    assert block.startswith("<memhub-memory>\n")
    assert block.endswith("</memhub-memory>")
    assert "- The user lives in Berlin." in block
    assert "- The user loves green tea." in block
    assert model.tool_names() == ["search_memories", "remember", "forget"]


async def test_each_turn_replaces_the_block_and_history_never_holds_it(engine):
    engine.seed("alex", BERLIN, "seed")
    model = ScriptedLLM("Berlin.", "Green tea.")
    memory = LiveKitMemory(engine.client, namespace="alex", **RECALL_ONLY)

    async with AgentSession(llm=model) as session:
        await session.start(MemoryAgent(memory, instructions=INSTRUCTIONS))
        await session.run(user_input="Where do I live?")
        # A spoken turn goes through the same llm_node.
        await session.run(user_input="What do I drink?", input_modality="audio")
        history = session.history.items
    await memory.aclose()
    await model.aclose()

    second = model.messages(1)
    assert [(m["role"], m["content"][:16]) for m in second] == [
        ("system", INSTRUCTIONS[:16]),
        ("user", "Where do I live?"),
        ("assistant", "Berlin."),
        ("system", "<memhub-memory>\n"),
        ("user", "What do I drink?"),
    ]
    assert len(model.memory_blocks(1)) == 1
    # The block lives only in the per-turn copy sent to the model.
    for item in history:
        if isinstance(item, llm.ChatMessage):
            assert not item.extra.get(MEMORY_MARKER)
            assert BLOCK_OPEN not in (item.text_content or "")


async def test_one_recall_serves_every_step_of_a_tool_loop(engine):
    engine.seed("alex", BERLIN, "seed")
    model = ScriptedLLM(
        ScriptedLLM.call("remember", content="The user's dog is called Rex."),
        "I'll remember Rex.",
    )
    memory = LiveKitMemory(engine.client, namespace="alex", **RECALL_ONLY)

    async with AgentSession(llm=model) as session:
        await session.start(MemoryAgent(memory, instructions=INSTRUCTIONS))
        await memory.preload()
        profiles, searches = engine.gate.count("/profile"), engine.gate.count("/search")
        result = await session.run(user_input="My dog is called Rex, remember that.")
        result.expect.next_event().is_function_call(name="remember")
        result.expect.next_event().is_function_call_output(is_error=False)
        result.expect.next_event().is_message(role="assistant")
    await memory.aclose()
    await model.aclose()

    assert len(model.requests) == 2
    assert model.memory_blocks(0) == model.memory_blocks(1)
    assert len(model.memory_blocks(1)) == 1
    assert engine.gate.count("/profile") - profiles == 1
    assert engine.gate.count("/search") - searches == 1


async def test_capture_stores_spoken_turns_once_in_one_document(engine):
    engine.seed("alex", BERLIN, "seed")
    model = ScriptedLLM(
        "Hello Alex.",
        ScriptedLLM.call("remember", content="The user's sister is Mia."),
        "Noted, Mia.",
    )
    memory = LiveKitMemory(engine.client, namespace="alex", session_id="room-7", **PATIENT)

    async with AgentSession(llm=model) as session:
        await session.start(MemoryAgent(memory, instructions=INSTRUCTIONS))
        await session.run(user_input="Hi there!")
        await session.run(user_input="My sister is Mia.")
        # A repeated event for an item already stored, and a message holding only memory.
        user_item = next(
            item
            for item in session.history.items
            if isinstance(item, llm.ChatMessage) and item.role == "user"
        )
        session.emit("conversation_item_added", ConversationItemAddedEvent(item=user_item))
        injected = llm.ChatMessage(
            role="assistant",
            content=["<memhub-memory>\nThe user lives in Berlin.\n</memhub-memory>"],
        )
        session.emit("conversation_item_added", ConversationItemAddedEvent(item=injected))
    await memory.aclose()
    await model.aclose()

    assert memory.document_id == "conversation:room-7"
    assert engine.document("alex", "conversation:room-7") == (
        "User: Hi there!\n\n"
        "Assistant: Hello Alex.\n\n"
        "User: My sister is Mia.\n\n"
        "Assistant: Noted, Mia."
    )
    stored = engine.client.documents.get("alex", "conversation:room-7")
    assert stored.metadata == {"source": "livekit", "kind": "conversation", "session": "room-7"}
    assert memory.writer is not None
    assert (memory.writer.sent, memory.writer.dropped, memory.writer.failed) == (4, 0, 0)


async def test_capture_never_holds_up_a_turn(engine):
    model = ScriptedLLM("Sure.")
    memory = LiveKitMemory(engine.client, namespace="alex", **PATIENT)
    engine.gate.hold("/document", delay=60.0)

    async with AgentSession(llm=model) as session:
        await session.start(MemoryAgent(memory, instructions=INSTRUCTIONS))
        await session.run(user_input="I live in Lisbon.")
        # The reply is out while the server still sits on the first write.
        assert engine.gate.held == 1
        assert memory.writer is not None
        assert memory.writer.pending == 2
        engine.gate.release()
    await memory.aclose()
    await model.aclose()

    assert (
        engine.document("alex", memory.document_id) == "User: I live in Lisbon.\n\nAssistant: Sure."
    )


async def test_a_slow_recall_falls_back_to_the_profile_preloaded_at_start(engine):
    engine.seed("alex", BERLIN, "seed")
    model = ScriptedLLM("Hi.", "Hi again.")
    boxed = RecallOptions(timeout=0.3)
    memory = LiveKitMemory(
        engine.client, namespace="alex", options=boxed, preload_timeout=20.0, capture=False
    )
    cold = LiveKitMemory(engine.client, namespace="alex", options=boxed, preload=False)

    async with AgentSession(llm=model) as session:
        await session.start(MemoryAgent(memory, instructions=INSTRUCTIONS))
        await memory.preload()
        # Learned after the preload: only a fresh recall could know it.
        engine.seed("alex", "User: I work as a nurse.", "later")
        engine.gate.hold("/search", delay=60.0)
        await session.run(user_input="What do you know about me?")
        # Answered while the search was still held: the time box let the turn go.
        assert engine.gate.held == 1
    async with AgentSession(llm=model) as session:
        await session.start(MemoryAgent(cold, instructions=INSTRUCTIONS))
        await session.run(user_input="What do you know about me?")
    engine.gate.release()
    await memory.aclose()
    await cold.aclose()
    await model.aclose()

    (block,) = model.memory_blocks(0)
    assert "The user lives in Berlin." in block
    assert "nurse" not in block
    assert model.memory_blocks(1) == []  # no preload: the turn goes ahead without memory
    assert model.messages(1)[-1]["content"] == "What do you know about me?"


async def test_the_greeting_uses_the_preloaded_profile(engine):
    engine.seed("alex", BERLIN, "seed")
    model = ScriptedLLM("Welcome back!")
    memory = LiveKitMemory(engine.client, namespace="alex", **RECALL_ONLY)

    async with AgentSession(llm=model) as session:
        await session.start(MemoryAgent(memory, instructions=INSTRUCTIONS))
        await session.generate_reply(instructions="Greet the caller.")
    await memory.aclose()
    await model.aclose()

    messages = model.messages()
    assert messages[-1]["role"] == "system"
    assert "The user lives in Berlin." in messages[-1]["content"]
    assert engine.gate.count("/profile") == 1  # the preload itself, not a second fetch
    assert engine.gate.count("/search") == 0


async def test_tools_remember_search_and_forget(engine):
    def forget_what_search_found(request: dict[str, Any]) -> Any:
        tool_output = [m for m in request["messages"] if m["role"] == "tool"][-1]
        found = json.loads(tool_output["content"])
        return ScriptedLLM.call("forget", memory_id=found["results"][0]["id"], query=None)

    model = ScriptedLLM(
        ScriptedLLM.call("remember", content="The user is allergic to peanuts."),
        "Saved.",
        ScriptedLLM.call("search_memories", query="peanut allergy", limit=None),
        "Peanuts.",
        forget_what_search_found,
        "Forgotten.",
        ScriptedLLM.call("search_memories", query="   ", limit=None),
        "Sorry.",
    )
    memory = LiveKitMemory(engine.client, namespace="alex", **RECALL_ONLY)

    async with AgentSession(llm=model) as session:
        await session.start(MemoryAgent(memory, instructions=INSTRUCTIONS))
        saved = await session.run(user_input="Remember that I am allergic to peanuts.")
        saved.expect.next_event().is_function_call(name="remember")
        output = saved.expect.next_event().is_function_call_output(is_error=False)
        assert json.loads(output.event().item.output)["saved"] is True

        found = await session.run(user_input="Am I allergic to anything?")
        found.expect.next_event().is_function_call(name="search_memories")
        output = found.expect.next_event().is_function_call_output(is_error=False)
        hits = json.loads(output.event().item.output)["results"]
        assert [hit["memory"] for hit in hits] == ["The user is allergic to peanuts."]

        forgot = await session.run(user_input="Forget about my allergy.")
        forgot.expect.next_event().is_function_call(name="forget", arguments={"query": None})
        output = forgot.expect.next_event().is_function_call_output(is_error=False)
        assert json.loads(output.event().item.output) == {"forgotten": 1}

        bad = await session.run(user_input="Search for nothing.")
        bad.expect.next_event().is_function_call(name="search_memories")
        output = bad.expect.next_event().is_function_call_output(is_error=True)
        assert json.loads(output.event().item.output) == {
            "error": "invalid arguments for search_memories: 'query' must not be empty"
        }
        bad.expect.next_event().is_message(role="assistant")
    await memory.aclose()
    await model.aclose()

    left = engine.client.search("alex", query="peanut allergy", search_mode="memories")
    assert left.results == []


async def test_each_caller_gets_their_own_namespace(engine):
    alex_ns = namespace_for("alex@example.com")
    engine.seed(alex_ns, BERLIN, "seed")
    model = ScriptedLLM("Hi Alex.", "Hi Sam.")
    alex = LiveKitMemory(engine.client, namespace="alex@example.com", **PATIENT)
    sam = LiveKitMemory(engine.client, namespace="sam@example.com", **PATIENT)

    for memory in (alex, sam):
        async with AgentSession(llm=model) as session:
            await session.start(MemoryAgent(memory, instructions=INSTRUCTIONS))
            await session.run(user_input="Where do I live?")
        await memory.aclose()
    await model.aclose()

    assert alex.namespace == alex_ns != "alex@example.com"
    assert "Berlin" in model.memory_blocks(0)[0]
    assert model.memory_blocks(1) == []
    assert engine.document(sam.namespace, sam.document_id).startswith("User: Where do I live?")


async def test_an_existing_agent_composes_the_helper(engine):
    """No MemoryAgent: the app's own agent calls enrich, lists the tools, attaches."""

    class Concierge(Agent):
        def __init__(self, memory: LiveKitMemory) -> None:
            super().__init__(instructions=INSTRUCTIONS, tools=memory.tools())
            self.memory = memory

        async def llm_node(self, chat_ctx, tools, model_settings):
            await self.memory.enrich(chat_ctx)
            return Agent.default.llm_node(self, chat_ctx, tools, model_settings)

    engine.seed("alex", BERLIN, "seed")
    model = ScriptedLLM("You live in Berlin.")
    memory = LiveKitMemory(engine.client, namespace="alex", session_id="own-agent", **PATIENT)

    async with AgentSession(llm=model) as session:
        await session.start(Concierge(memory))
        memory.attach(session)
        memory.attach(session)  # idempotent
        await session.run(user_input="Where do I live?")
    await memory.aclose()
    await model.aclose()

    assert "The user lives in Berlin." in model.memory_blocks()[0]
    assert model.tool_names() == ["search_memories", "remember", "forget"]
    assert engine.document("alex", "conversation:own-agent") == (
        "User: Where do I live?\n\nAssistant: You live in Berlin."
    )


async def test_an_async_client_with_a_shared_writer(engine):
    engine.seed("alex", BERLIN, "seed")
    model = ScriptedLLM("Berlin.")
    aclient = engine.server.async_client()
    writer = BackgroundWriter(engine.client, flush_at_exit=False)
    memory = LiveKitMemory(aclient, namespace="alex", writer=writer, session_id="async", **PATIENT)

    async with AgentSession(llm=model) as session:
        await session.start(MemoryAgent(memory, instructions=INSTRUCTIONS))
        await session.run(user_input="Where do I live?")
    await memory.aclose()  # flushes the shared writer but leaves it open
    await model.aclose()

    assert "The user lives in Berlin." in model.memory_blocks()[0]
    assert writer.pending == 0
    assert (
        engine.document("alex", "conversation:async")
        == "User: Where do I live?\n\nAssistant: Berlin."
    )
    writer.submit("alex", content="still open", id="after")
    assert writer.flush(5.0)
    assert writer.sent == 3
    writer.close()
    await aclient.aclose()


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({}, "namespace= is required"),
        ({"user_id": "a", "namespace": "b"}, "pass namespace= only"),
        ({"namespace": " "}, "empty identifier"),
        ({"namespace": "a", "role": "user"}, "role must be system, developer or assistant"),
        ({"namespace": "a", "preload_timeout": 0}, "preload_timeout must be positive"),
    ],
)
def test_bad_configuration_is_refused_clearly(engine, kwargs, message):
    with pytest.raises(ValueError, match=message):
        LiveKitMemory(engine.client, **kwargs)


async def test_capture_with_an_async_client_needs_a_writer(engine):
    aclient = engine.server.async_client()
    with pytest.raises(ValueError, match="needs a sync client"):
        LiveKitMemory(aclient, namespace="alex")
    assert LiveKitMemory(aclient, namespace="alex", capture=False).writer is None
    await aclient.aclose()


def test_namespaces_follow_the_core_sanitizer(engine):
    assert LiveKitMemory(engine.client, namespace="alex", namespace_prefix="acme:").namespace == (
        "acme:alex"
    )
    odd = LiveKitMemory(engine.client, namespace="José Díaz")
    assert odd.namespace == namespace_for("José Díaz")
    assert odd.namespace.startswith("Jose_Diaz--")
    assert LiveKitMemory(engine.client, namespace="team:ops").namespace == "team:ops"
    # namespace= follows the same rule as every other adapter: mapped, not refused.
    assert LiveKitMemory(engine.client, namespace="alex smith").namespace == (
        namespace_for("alex smith")
    )


def test_without_options_recall_is_time_boxed_for_voice(engine):
    memory = LiveKitMemory(engine.client, namespace="alex", capture=False)
    assert memory.options is DEFAULT_OPTIONS
    # The core's defaults, with a voice turn's time box.
    assert RecallOptions(timeout=DEFAULT_RECALL_TIMEOUT) == DEFAULT_OPTIONS
    assert DEFAULT_RECALL_TIMEOUT == 1.5


def test_user_id_still_works_for_one_release_with_a_deprecation_warning(engine):
    with pytest.warns(DeprecationWarning, match=r"user_id=\.\.\.\) is deprecated") as caught:
        old = LiveKitMemory(engine.client, user_id="José Díaz", namespace_prefix="acme:")
    # The warning points at the caller's line, not at memhub's code.
    assert caught[0].filename == __file__
    assert old.namespace == namespace_for("José Díaz", prefix="acme:")
    new = LiveKitMemory(engine.client, namespace="José Díaz", namespace_prefix="acme:")
    assert new.namespace == old.namespace


async def test_the_job_shutdown_flushes_what_was_captured(engine):
    memory = LiveKitMemory(engine.client, namespace="alex", session_id="job-1", preload=False)
    with fake_job_context() as job:
        session: AgentSession[Any] = AgentSession()
        memory.attach(session)
        memory.attach(session)
        said = llm.ChatMessage(role="user", content=["Call me back tomorrow."])
        session.emit("conversation_item_added", ConversationItemAddedEvent(item=said))
        # The worker runs these when the job ends (there is no public trigger).
        callbacks = list(job._shutdown_callbacks)
        job._tempdir.cleanup()  # the worker's job cleanup would, too
    assert len(callbacks) == 1
    await callbacks[0]("room closed")
    assert memory.writer is not None
    assert memory.writer.pending == 0
    assert engine.document("alex", "conversation:job-1") == "User: Call me back tomorrow."
    with pytest.raises(RuntimeError, match="closed"):
        memory.attach(session)


def test_the_owned_writer_gets_the_flush_budget(engine, monkeypatch):
    assert (
        LiveKitMemory(engine.client, namespace="a", flush_timeout=1.5).writer.flush_timeout == 1.5
    )
    monkeypatch.setenv("MEMHUB_FLUSH_TIMEOUT", "2")
    assert LiveKitMemory(engine.client, namespace="a").writer.flush_timeout == 2.0
