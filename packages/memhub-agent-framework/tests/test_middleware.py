"""MemhubChatMiddleware around real model calls: agents, tool loops, streams, bare clients."""

from __future__ import annotations

import logging

import pytest
from agent_framework import Agent, Message, tool

from memhub import Memhub
from memhub.prompt import RecallOptions
from memhub_agent_framework import MemhubChatMiddleware

NAMESPACE = "alex"
BLOCK_OPEN = "<memhub-memory>"
# Generous, so a test machine under load cannot turn "recalled" into "timed out".
PATIENT = RecallOptions(timeout=30.0)


@tool
def local_time() -> str:
    """The current local time."""
    return "09:30"


def _block(instructions: str | None) -> str:
    assert instructions is not None
    assert instructions.count(BLOCK_OPEN) == 1
    return instructions[instructions.index(BLOCK_OPEN) :]


async def test_every_model_call_sees_memory_recalled_once_per_turn(
    seeded, counted, make_model
) -> None:
    client, transport = counted
    model = make_model(("local_time", {}), "It is 09:30 in Berlin.")
    memory = MemhubChatMiddleware(client, NAMESPACE, options=PATIENT, capture=False)
    agent = Agent(model, "Be brief.", tools=[local_time], middleware=[memory])

    response = await agent.run("What time is it where I live?")

    assert response.text == "It is 09:30 in Berlin."
    first, second = model.requests
    assert second.transcript[-1] == ("tool", "")  # the second call continues the tool loop
    for request in (first, second):
        assert request.instructions is not None
        assert request.instructions.startswith("Be brief.\n\n")
        assert "- The user lives in Berlin." in _block(request.instructions)
    # One recall (profile and search) served both calls of the turn.
    assert sorted(transport.paths) == [f"/ns/{NAMESPACE}/profile", f"/ns/{NAMESPACE}/search"]


async def test_each_turn_is_stored_once_though_every_call_resends_the_history(
    client: Memhub, make_model
) -> None:
    model = make_model(("local_time", {}), "It is 09:30.", "Enjoy your tea!")
    memory = MemhubChatMiddleware(client, NAMESPACE)
    agent = Agent(model, "Be brief.", tools=[local_time], middleware=[memory])
    session = agent.create_session()

    await agent.run("What time is it?", session=session)
    await agent.run("Time for green tea then.", session=session)

    assert model.requests[-1].transcript[0] == ("user", "What time is it?")
    assert memory.flush(30)
    document = client.documents.get(NAMESPACE, memory.document_id_for(session))
    assert document.id == f"conversation:{session.session_id}"
    assert document.content == (
        "User: What time is it?\n\nAssistant: It is 09:30.\n\n"
        "User: Time for green tea then.\n\nAssistant: Enjoy your tea!"
    )
    assert document.metadata == {"source": "agent-framework"}
    memory.close()


async def test_streamed_calls_are_stored_once_consumed(client: Memhub, make_model) -> None:
    model = make_model("Rex is a good dog.")
    memory = MemhubChatMiddleware(client, NAMESPACE)
    agent = Agent(model, "Be brief.", middleware=[memory])
    session = agent.create_session()

    stream = agent.run("My dog is Rex.", stream=True, session=session)
    text = "".join([update.text async for update in stream]).strip()

    assert text == "Rex is a good dog."
    assert memory.flush(30)
    document = client.documents.get(NAMESPACE, memory.document_id_for(session))
    assert document.content == "User: My dog is Rex.\n\nAssistant: Rex is a good dog."
    memory.close()


async def test_on_a_bare_chat_client_a_stale_block_is_replaced(seeded, make_model) -> None:
    memory = MemhubChatMiddleware(seeded, NAMESPACE, options=PATIENT)
    model = make_model("Berlin.", middleware=[memory])
    stale = "Answer in English.\n\n<memhub-memory>\n- The user lives in Paris.\n</memhub-memory>"

    response = await model.get_response(
        [Message("user", ["Where do I live?"])], options={"instructions": stale}
    )

    assert response.text == "Berlin."
    instructions = model.requests[0].instructions
    assert instructions is not None
    assert instructions.startswith("Answer in English.\n\n<memhub-memory>\n")
    assert "Paris" not in instructions
    assert "- The user lives in Berlin." in _block(instructions)
    # Without an agent session, calls share the middleware's own conversation.
    assert memory.flush(30)
    document = seeded.documents.get(NAMESPACE, memory.document_id_for(None))
    assert document.content == "User: Where do I live?\n\nAssistant: Berlin."
    memory.close()


async def test_the_middleware_takes_an_entity_context_too(seeded, make_model) -> None:
    memory = MemhubChatMiddleware(
        seeded, NAMESPACE, options=PATIENT, capture=False, entity_context="Alex, a nurse."
    )
    model = make_model("Berlin.", middleware=[memory])

    await model.get_response([Message("user", ["Where do I live?"])])

    block = _block(model.requests[0].instructions)
    assert "## Whose memory this is\nAlex, a nurse.\n\n## About the user\n" in block


async def test_a_memory_outage_never_breaks_the_call(
    offline_client: Memhub, make_model, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.WARNING, logger="memhub")
    model = make_model("Hello!")
    memory = MemhubChatMiddleware(offline_client, NAMESPACE)
    agent = Agent(model, "Be brief.", middleware=[memory])

    response = await agent.run("Hi!")

    assert response.text == "Hello!"
    assert model.requests[0].instructions == "Be brief."
    assert "memory recall failed, answering without memory" in caplog.text
    await memory.aclose(timeout=0.5)
    assert memory.writer is not None
    assert memory.writer.sent == 0
