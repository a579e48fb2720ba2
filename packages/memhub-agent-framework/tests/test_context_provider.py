"""MemhubContextProvider inside a real Agent, against a real engine."""

from __future__ import annotations

import logging
import re

import pytest
from agent_framework import Agent

from memhub import Memhub
from memhub.capture import BackgroundWriter
from memhub.prompt import PREFACE, RecallOptions
from memhub.testing import MemoryTransport
from memhub_agent_framework import DEFAULT_OPTIONS, MemhubContextProvider

NAMESPACE = "alex"
BLOCK_OPEN = "<memhub-memory>"
# Generous, so a test machine under load cannot turn "recalled" into "timed out".
PATIENT = RecallOptions(timeout=30.0)


def _block(instructions: str | None) -> str:
    """The memhub block inside `instructions`, asserting there is exactly one."""
    assert instructions is not None
    assert instructions.count(BLOCK_OPEN) == 1
    return instructions[instructions.index(BLOCK_OPEN) :]


async def test_recalled_memory_reaches_the_model_as_instructions(seeded, make_model) -> None:
    model = make_model("You live in Berlin.")
    memory = MemhubContextProvider(seeded, NAMESPACE, options=PATIENT, capture=False)
    agent = Agent(model, "You are a travel assistant.", context_providers=[memory])

    response = await agent.run("Where do I live?")

    assert response.text == "You live in Berlin."
    (request,) = model.requests
    # The agent's own instructions come first and stay intact; memory follows as data.
    assert request.instructions is not None
    assert request.instructions.startswith("You are a travel assistant.\n")
    block = _block(request.instructions)
    assert PREFACE in block
    assert "## About the user\n- The user lives in Berlin.\n- The user loves green tea." in block
    # The conversation itself is untouched.
    assert request.transcript == [("user", "Where do I live?")]


async def test_recall_options_decide_what_is_fetched(seeded, counted, make_model) -> None:
    client, transport = counted
    model = make_model()
    memory = MemhubContextProvider(
        client, NAMESPACE, options=RecallOptions(mode="profile", timeout=30.0), capture=False
    )
    agent = Agent(model, "Be brief.", context_providers=[memory])

    await agent.run("Where do I live?")

    assert transport.paths == [f"/ns/{NAMESPACE}/profile"]  # profile mode never searches
    assert "- The user lives in Berlin." in _block(model.requests[0].instructions)


def test_without_options_recall_uses_the_core_defaults(client) -> None:
    provider = MemhubContextProvider(client, NAMESPACE, capture=False)
    assert provider.options is DEFAULT_OPTIONS
    assert RecallOptions() == DEFAULT_OPTIONS


async def test_an_entity_context_says_whose_memory_it_is(seeded, make_model) -> None:
    model = make_model("You live in Berlin.")
    who = "Alex Moreau, the account holder; a nurse."
    memory = MemhubContextProvider(
        seeded, NAMESPACE, options=PATIENT, capture=False, entity_context=who
    )
    agent = Agent(model, "Be brief.", context_providers=[memory])

    await agent.run("Where do I live?")

    block = _block(model.requests[0].instructions)
    assert f"## Whose memory this is\n{who}\n\n## About the user\n" in block
    with pytest.raises(ValueError, match="1500"):
        MemhubContextProvider(seeded, NAMESPACE, capture=False, entity_context="x" * 1501)


async def test_nothing_known_leaves_the_instructions_alone(client, make_model) -> None:
    model = make_model()
    memory = MemhubContextProvider(client, "nobody", capture=False)
    agent = Agent(model, "Be brief.", context_providers=[memory])

    await agent.run("Hello there")

    assert model.requests[0].instructions == "Be brief."


async def test_exchanges_are_stored_per_session_and_recalled_later(
    seeded, server: MemoryTransport, make_model
) -> None:
    model = make_model("Nice to meet you!", "Noted.", "You work as a nurse.")
    async with MemhubContextProvider(seeded, NAMESPACE, options=PATIENT) as memory:
        agent = Agent(model, "Be helpful.", context_providers=[memory])
        first = agent.create_session()
        await agent.run("Hi! I work as a nurse.", session=first)
        await agent.run("I have a dog named Rex.", session=first)
        assert await memory.aflush(30)

        document = seeded.documents.get(NAMESPACE, memory.document_id_for(first))
        # Both runs append to one document, in order, and the memory the model was
        # shown (Berlin, green tea) is not stored back as conversation.
        assert document.id == f"conversation:{first.session_id}"
        assert document.content == (
            "User: Hi! I work as a nurse.\n\nAssistant: Nice to meet you!\n\n"
            "User: I have a dog named Rex.\n\nAssistant: Noted."
        )
        assert document.metadata == {"source": "agent-framework"}
        assert BLOCK_OPEN in (model.requests[0].instructions or "")
        await agent.run("What do I do for a living?", session=agent.create_session())

    # The test double keeps each stored line as a memory; what the engine extracts
    # from a transcript is the server's concern, tested there.
    block = _block(model.requests[-1].instructions)
    assert "- User: Hi! I work as a nurse." in block


async def test_streamed_runs_are_stored_once_the_stream_is_consumed(client, make_model) -> None:
    model = make_model("Rex is a good dog.")
    memory = MemhubContextProvider(client, NAMESPACE)
    agent = Agent(model, "Be helpful.", context_providers=[memory])
    session = agent.create_session()

    updates = [update async for update in agent.run("My dog is Rex.", stream=True, session=session)]

    assert "".join(u.text for u in updates).strip() == "Rex is a good dog."
    assert memory.flush(30)
    document = client.documents.get(NAMESPACE, memory.document_id_for(session))
    assert document.content == "User: My dog is Rex.\n\nAssistant: Rex is a good dog."
    memory.close()


async def test_identifiers_are_mapped_and_a_fixed_conversation_is_shared(
    client, make_model
) -> None:
    model = make_model("Hi", "Hello again")
    memory = MemhubContextProvider(client, "alex@example.com", conversation_id="support 42")
    agent = Agent(model, "Be helpful.", context_providers=[memory])

    await agent.run("I prefer email.", session=agent.create_session())
    await agent.run("Still me.", session=agent.create_session())
    memory.close()

    assert re.fullmatch(r"alex_example_com--[0-9a-f]{16}", memory.namespace)
    listed = client.list(memory.namespace, "documents")
    (document,) = listed.documents
    assert document.id == memory.document_id_for(agent.create_session())
    assert document.id.startswith("conversation:support_42--")
    stored = client.documents.get(memory.namespace, document.id)
    assert stored.content.count("User:") == 2


async def test_an_async_client_recalls_and_a_shared_writer_captures(
    seeded, server: MemoryTransport, make_model
) -> None:
    aclient = server.async_client()
    writer = BackgroundWriter(seeded)
    try:
        model = make_model("Berlin.")
        memory = MemhubContextProvider(aclient, NAMESPACE, options=PATIENT, writer=writer)
        agent = Agent(model, "Be brief.", context_providers=[memory])
        session = agent.create_session()
        await agent.run("Where do I live?", session=session)

        await memory.aclose()  # not its writer: closing the provider leaves it running
        assert "- The user lives in Berlin." in _block(model.requests[0].instructions)
        assert writer.flush(30)
        assert writer.sent == 1
        stored = seeded.documents.get(NAMESPACE, memory.document_id_for(session))
        assert stored.content == "User: Where do I live?\n\nAssistant: Berlin."
    finally:
        writer.close()
        await aclient.aclose()


async def test_a_memory_outage_never_breaks_the_run(
    offline_client: Memhub, make_model, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.WARNING, logger="memhub")
    model = make_model("Hello!")
    memory = MemhubContextProvider(offline_client, NAMESPACE)
    agent = Agent(model, "Be helpful.", context_providers=[memory])

    response = await agent.run("Hi, I live in Berlin.")

    assert response.text == "Hello!"
    assert model.requests[0].instructions == "Be helpful."
    assert "memory recall failed, answering without memory" in caplog.text
    await memory.aclose(timeout=0.5)
    writer = memory.writer
    assert writer is not None
    # The exchange was never delivered, and is accounted for exactly once.
    assert writer.sent == 0
    assert writer.dropped + writer.failed + writer.pending == 1


async def test_read_only_and_misconfigured_providers(
    server: MemoryTransport, client: Memhub
) -> None:
    assert MemhubContextProvider(client, NAMESPACE, capture=False).writer is None
    aclient = server.async_client()
    with pytest.raises(ValueError, match=r"capture needs a sync memhub\.Memhub"):
        MemhubContextProvider(aclient, NAMESPACE)
    await aclient.aclose()
    with pytest.raises(ValueError, match="empty identifier"):
        MemhubContextProvider(client, " ")
    with pytest.raises(ValueError, match="empty identifier"):
        MemhubContextProvider(client, NAMESPACE, conversation_id="")
