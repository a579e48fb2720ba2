"""Speech-to-speech services: the block reaches them in their system instruction.

The processor runs in `run_test` with the frames a realtime service pipeline
carries: the service's metadata announcing itself, then the user aggregator's
context frames. The memory server is memhub's test double.
"""

from __future__ import annotations

import logging
from typing import Any

import pytest
from pipecat.frames.frames import (
    Frame,
    LLMContextFrame,
    LLMServiceMetadataFrame,
    LLMUpdateSettingsFrame,
)
from pipecat.processors.aggregators.llm_context import LLMContext
from pipecat.tests.utils import run_test

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
