"""Speech-to-speech services: the block reaches them in their system instruction.

The processor runs in `run_test` with the frames a realtime service pipeline
carries: the service's metadata announcing itself, then the user aggregator's
context frames. The memory server is memhub's test double.
"""

from __future__ import annotations

import asyncio
import json
import logging
from typing import Any

import pytest
from pipecat.frames.frames import (
    EndFrame,
    Frame,
    LLMContextFrame,
    LLMMessagesAppendFrame,
    LLMServiceMetadataFrame,
    LLMUpdateSettingsFrame,
)
from pipecat.pipeline.pipeline import Pipeline
from pipecat.pipeline.worker import PipelineWorker
from pipecat.processors.aggregators.llm_context import LLMContext
from pipecat.processors.aggregators.llm_response_universal import LLMContextAggregatorPair
from pipecat.services.openai.realtime.llm import OpenAIRealtimeLLMService
from pipecat.tests.utils import run_test
from pipecat.workers.runner import WorkerRunner
from websockets.asyncio.server import ServerConnection, serve

from memhub import Memhub
from memhub.prompt import RecallOptions
from memhub_pipecat import MemoryProcessor

PROMPT = "You are Juniper, a friendly voice assistant."
# Search only, so each turn's block shows which words it was recalled for.
QUERY = RecallOptions(mode="query", timeout=10.0)
REALTIME = LLMServiceMetadataFrame(
    service_name="OpenAIRealtimeLLMService#0", is_realtime_service=True
)


def seed(client: Memhub) -> None:
    # The test double keeps each line as one memory.
    client.add("alex", content="The user lives in Berlin.\nThe user loves green tea.", id="earlier")


def turns(*lines: str) -> list[dict[str, str]]:
    """A conversation: user lines, each answered "Sure."."""
    messages: list[dict[str, str]] = []
    for line in lines:
        messages += [{"role": "user", "content": line}, {"role": "assistant", "content": "Sure."}]
    return messages[:-1]


def instructions(frames: list[Frame]) -> list[str]:
    sent = [f.delta.system_instruction for f in frames if isinstance(f, LLMUpdateSettingsFrame)]
    assert all(isinstance(text, str) for text in sent)
    return [str(text) for text in sent]


async def test_each_turn_replaces_the_block_in_the_service_instruction(client: Memhub) -> None:
    seed(client)
    memory = MemoryProcessor(
        client, namespace="alex", options=QUERY, capture=False, system_instruction=PROMPT
    )
    contexts = [
        LLMContext(messages=turns("Which tea do I love?")),  # type: ignore[arg-type]
        LLMContext(messages=turns("Which tea do I love?", "Where do I live?")),  # type: ignore[arg-type]
        LLMContext(messages=turns("Which tea do I love?", "Where do I live?", "Thanks!")),  # type: ignore[arg-type]
    ]
    before = [c.get_messages() for c in contexts]

    down, _ = await run_test(
        memory, frames_to_send=[REALTIME, *(LLMContextFrame(context=c) for c in contexts)]
    )

    # Each instruction goes to the service just before the context frame it is for.
    kinds = [type(f) for f in down if not isinstance(f, LLMServiceMetadataFrame)]
    assert kinds == [LLMUpdateSettingsFrame, LLMContextFrame] * 2 + [
        LLMUpdateSettingsFrame,
        LLMContextFrame,
    ]
    tea, home, thanks = instructions(down)
    assert tea.startswith(PROMPT + "\n\n<memhub-memory>")
    assert "The user loves green tea." in tea
    # Replaced, not accumulated.
    assert home.count("<memhub-memory>") == 1 and home.startswith(PROMPT)
    assert "The user lives in Berlin." in home and "green tea" not in home
    assert thanks == PROMPT  # nothing recalled: the block goes, the prompt stays
    # The context is left alone: the service reads it only when it connects.
    assert [c.get_messages() for c in contexts] == before


async def test_the_leading_system_message_stands_in_for_the_instruction(client: Memhub) -> None:
    seed(client)
    memory = MemoryProcessor(client, namespace="alex", options=QUERY, capture=False)
    context = LLMContext(
        messages=[{"role": "system", "content": PROMPT}, *turns("Which tea do I love?")]  # type: ignore[list-item]
    )

    down, _ = await run_test(memory, frames_to_send=[REALTIME, LLMContextFrame(context=context)])

    (instruction,) = instructions(down)
    assert instruction.startswith(PROMPT + "\n\n<memhub-memory>")


async def test_without_an_instruction_to_build_on_nothing_is_sent(
    client: Memhub, caplog: pytest.LogCaptureFixture
) -> None:
    seed(client)
    memory = MemoryProcessor(client, namespace="alex", options=QUERY, capture=False)
    frames = [
        LLMContextFrame(context=LLMContext(messages=turns(line))) for line in ("tea?", "tea!")
    ]  # type: ignore[arg-type]

    with caplog.at_level(logging.WARNING, logger="memhub.pipecat"):
        down, _ = await run_test(memory, frames_to_send=[REALTIME, *frames])

    assert instructions(down) == []
    assert sum("system_instruction=" in r.getMessage() for r in caplog.records) == 1


async def test_a_slow_memory_server_sends_nothing_and_the_frames_flow(
    slow: tuple[Memhub, Any],
) -> None:
    client, transport = slow
    seed(client)
    transport.delay = 8.0
    memory = MemoryProcessor(
        client,
        namespace="alex",
        options=RecallOptions(mode="query", timeout=0.3),
        capture=False,
        system_instruction=PROMPT,
    )
    context = LLMContext(messages=turns("Which tea do I love?"))  # type: ignore[arg-type]

    down, _ = await run_test(memory, frames_to_send=[REALTIME, LLMContextFrame(context=context)])

    assert [type(f) for f in down if not isinstance(f, LLMServiceMetadataFrame)] == [
        LLMContextFrame
    ]


async def test_a_cascade_service_still_gets_the_block_in_its_context(client: Memhub) -> None:
    seed(client)
    memory = MemoryProcessor(
        client, namespace="alex", options=QUERY, capture=False, system_instruction=PROMPT
    )
    context = LLMContext(messages=turns("Which tea do I love?"))  # type: ignore[arg-type]
    cascade = LLMServiceMetadataFrame(service_name="OpenAILLMService#0")

    down, _ = await run_test(memory, frames_to_send=[cascade, LLMContextFrame(context=context)])

    assert instructions(down) == []
    assert "The user loves green tea." in str(context.get_messages()[0]["content"])


# -- end to end: Pipecat's OpenAI Realtime service over a websocket on loopback ----------


class RealtimeEndpoint:
    """Just enough of the OpenAI Realtime API for a session to start and be updated:
    it keeps the instructions of every `session.update` and ignores the rest."""

    def __init__(self) -> None:
        self.instructions: list[str] = []
        self.updated = asyncio.Condition()

    @property
    def with_memory(self) -> list[str]:
        """The instructions that carried a memory block, in the order they came."""
        return [text for text in self.instructions if "<memhub-memory>" in text]

    async def handle(self, socket: ServerConnection) -> None:
        await socket.send(json.dumps({"event_id": "e0", "type": "session.created", "session": {}}))
        async for message in socket:
            event = json.loads(message)
            if event.get("type") == "session.update":
                session = event.get("session") or {}
                if isinstance(session.get("instructions"), str):
                    async with self.updated:
                        self.instructions.append(session["instructions"])
                        self.updated.notify_all()
                reply = {"event_id": "e1", "type": "session.updated", "session": session}
                await socket.send(json.dumps(reply))


async def test_the_realtime_service_is_sent_each_turns_instruction(client: Memhub) -> None:
    seed(client)
    endpoint = RealtimeEndpoint()
    async with serve(endpoint.handle, "127.0.0.1", 0) as server:
        port = next(iter(server.sockets)).getsockname()[1]
        service = OpenAIRealtimeLLMService(
            api_key="sk-test",
            base_url=f"ws://127.0.0.1:{port}/v1/realtime",
            settings=OpenAIRealtimeLLMService.Settings(system_instruction=PROMPT),
        )
        memory = MemoryProcessor(
            client, namespace="alex", options=QUERY, capture=False, system_instruction=PROMPT
        )
        aggregators = LLMContextAggregatorPair(LLMContext())

        async def say(text: str) -> None:
            """One user turn; returns once its memory reached the endpoint."""
            sent = len(endpoint.with_memory)
            await worker.queue_frame(
                LLMMessagesAppendFrame(messages=[{"role": "user", "content": text}], run_llm=True)
            )
            async with endpoint.updated:
                await asyncio.wait_for(
                    endpoint.updated.wait_for(lambda: len(endpoint.with_memory) > sent), 20
                )

        worker = PipelineWorker(Pipeline([aggregators.user(), memory, service]))
        runner = WorkerRunner(handle_sigint=False)
        await runner.add_workers(worker)
        running = asyncio.create_task(runner.run())
        await say("Which tea do I love?")
        await say("Where do I live?")
        await worker.queue_frame(EndFrame())
        await asyncio.wait_for(running, 20)

    # The service was set up with the app's prompt, then sent one block per turn.
    assert endpoint.instructions[0] == PROMPT
    # The setup of the conversation may send the current instruction once more.
    tea, home = dict.fromkeys(endpoint.with_memory)
    assert tea.startswith(PROMPT) and "The user loves green tea." in tea
    assert home.count("<memhub-memory>") == 1 and "The user lives in Berlin." in home
    assert "green tea" not in home
