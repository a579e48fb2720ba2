"""Whole conversations through a real Pipecat pipeline against a real engine.

user aggregator → MemoryProcessor → OpenAILLMService (HTTP faked) → assistant aggregator
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import replace
from typing import Any

import pytest

from memhub import Memhub
from memhub.capture import BackgroundWriter
from memhub.prompt import RecallOptions
from memhub.testing import MemoryTransport
from memhub_pipecat import MemoryProcessor

Conversation = Callable[..., Awaitable[Any]]

BLOCK_OPEN = "<memhub-memory>"
# Generous, so a loaded test machine cannot turn these tests into time-out tests.
# Tests about content wait as long as a loaded CI machine needs.
PATIENT = RecallOptions(timeout=10.0)


def seed(client: Memhub, namespace: str = "alex") -> None:
    # The test double keeps each line as one memory, so facts are seeded as the
    # engine would phrase them.
    client.add(
        namespace, content="The user lives in Berlin.\nThe user loves green tea.", id="earlier-chat"
    )


def blocks_in(messages: list[dict[str, Any]]) -> list[str]:
    return [m["content"] for m in messages if BLOCK_OPEN in str(m.get("content"))]


async def test_the_model_sees_recalled_memory_in_a_developer_message(
    server: MemoryTransport, client: Memhub, model: Any, conversation: Conversation
) -> None:
    seed(client)
    memory = MemoryProcessor(client, namespace="alex", capture=False, options=PATIENT)

    await conversation(memory, model, ["What should I drink this afternoon?"])

    messages = model.messages(0)
    assert messages[0]["role"] == "developer"
    block = messages[0]["content"]
    assert block.startswith(BLOCK_OPEN)
    assert "- The user lives in Berlin." in block
    assert "- The user loves green tea." in block
    assert messages[1:] == [{"role": "user", "content": "What should I drink this afternoon?"}]


async def test_each_turn_replaces_the_previous_block(
    server: MemoryTransport, client: Memhub, model: Any, conversation: Conversation
) -> None:
    seed(client)
    memory = MemoryProcessor(
        client, namespace="alex", capture=False, options=replace(PATIENT, mode="query")
    )

    session = await conversation(
        memory, model, ["Where am I based these days?", "What tea do I love?"]
    )

    first, second = model.messages(0), model.messages(1)
    # Turn one: nothing clears the threshold for this question, so no block at all.
    assert blocks_in(first) == []
    # Turn two: one block, with the search hit, placed first; the history is intact.
    (block,) = blocks_in(second)
    assert "## Related memories\n- The user loves green tea." in block
    assert "## About the user" not in block  # query mode shows no profile
    assert [m["role"] for m in second] == ["developer", "user", "assistant", "user"]
    assert second[1:] == [
        {"role": "user", "content": "Where am I based these days?"},
        {"role": "assistant", "content": "Reply 1: happy to help with that."},
        {"role": "user", "content": "What tea do I love?"},
    ]
    # The shared context holds the same single block the model saw.
    assert blocks_in(session.context.get_messages()) == [block]


async def test_capture_stores_both_sides_once_and_never_the_memory(
    server: MemoryTransport, client: Memhub, model: Any, conversation: Conversation
) -> None:
    seed(client)
    memory = MemoryProcessor(client, namespace="alex", session_id="call-42", options=PATIENT)

    await conversation(memory, model, ["I adopted a beagle named Biscuit.", "Any tea ideas?"])

    document = client.documents.get("alex", "conversation:call-42")
    assert document.content == (
        "User: I adopted a beagle named Biscuit.\n\n"
        "Assistant: Reply 1: happy to help with that.\n\n"
        "User: Any tea ideas?\n\n"
        "Assistant: Reply 2: happy to help with that."
    )
    assert document.metadata == {"platform": "pipecat"}
    # The second turn's block (green tea, Berlin) was in the context, not in the document.
    assert blocks_in(model.messages(1))
    assert "green tea" not in document.content
    facts = [m.text for m in client.search("alex", query="beagle Biscuit").results]
    assert any("Biscuit" in fact for fact in facts)


async def test_the_namespace_comes_from_the_sanitised_user_id(
    server: MemoryTransport, client: Memhub, model: Any, conversation: Conversation
) -> None:
    memory = MemoryProcessor(client, namespace="alex@example.com", session_id="s1", options=PATIENT)
    assert memory.namespace.startswith("alex_example_com--")

    await conversation(memory, model, ["I play the cello."])

    assert (
        "User: I play the cello."
        in client.documents.get(memory.namespace, "conversation:s1").content
    )


async def test_a_context_system_message_gets_the_block_appended(
    server: MemoryTransport, client: Memhub, model: Any, conversation: Conversation
) -> None:
    from pipecat.processors.aggregators.llm_context import LLMContext

    # Pipecat 1.9 deprecated this style (it shows a warning, under its own "always"
    # filter); apps written before it still keep their prompt in the context.
    seed(client)
    context = LLMContext(messages=[{"role": "system", "content": "Keep answers short."}])
    memory = MemoryProcessor(client, namespace="alex", capture=False, options=PATIENT)

    await conversation(memory, model, ["Hi!", "What do you know about me?"], context=context)

    for index in (0, 1):
        system = model.messages(index)[0]
        assert system["role"] == "system"
        assert system["content"].startswith("Keep answers short.\n\n" + BLOCK_OPEN)
        assert system["content"].count(BLOCK_OPEN) == 1
        assert len(blocks_in(model.messages(index))) == 1


@pytest.mark.parametrize(
    ("position", "role", "roles"),
    [
        ("before_user", "user", ["user", "assistant", "user", "user"]),
        ("end", "system", ["user", "assistant", "user", "system"]),
    ],
)
async def test_position_and_role_place_the_block(
    server: MemoryTransport,
    client: Memhub,
    model: Any,
    conversation: Conversation,
    position: str,
    role: str,
    roles: list[str],
) -> None:
    seed(client)
    memory = MemoryProcessor(
        client, namespace="alex", position=position, role=role, options=PATIENT
    )  # type: ignore[arg-type]

    await conversation(memory, model, ["Hello!", "Remind me where I live."])

    second = model.messages(1)
    assert [m["role"] for m in second] == roles
    index = 2 if position == "before_user" else 3
    assert second[index]["content"].startswith(BLOCK_OPEN)
    assert len(blocks_in(second)) == 1


async def test_a_spoken_turn_gets_memory_and_is_stored(
    server: MemoryTransport, client: Memhub, model: Any
) -> None:
    from pipecat.frames.frames import (
        InputAudioRawFrame,
        TranscriptionFrame,
        UserStartedSpeakingFrame,
        UserStoppedSpeakingFrame,
    )
    from pipecat.pipeline.pipeline import Pipeline
    from pipecat.processors.aggregators.llm_context import LLMContext
    from pipecat.processors.aggregators.llm_response_universal import (
        LLMContextAggregatorPair,
        LLMUserAggregatorParams,
    )
    from pipecat.tests.utils import SleepFrame, run_test
    from pipecat.turns.user_turn_strategies import ExternalUserTurnStrategies

    seed(client)
    # Turn boundaries as a speech-to-text service with its own turn detection sends them.
    params = LLMUserAggregatorParams(user_turn_strategies=ExternalUserTurnStrategies())
    aggregators = LLMContextAggregatorPair(LLMContext(), user_params=params)
    memory = MemoryProcessor(client, namespace="alex", session_id="voice", options=PATIENT)
    pipeline = Pipeline([aggregators.user(), memory, model.service(), aggregators.assistant()])
    sound = InputAudioRawFrame(audio=b"\x00\x01" * 160, sample_rate=16000, num_channels=1)

    await run_test(
        pipeline,
        frames_to_send=[
            UserStartedSpeakingFrame(),
            sound,
            TranscriptionFrame("What should I drink?", "caller", "2026-01-01T00:00:00Z"),
            SleepFrame(0.05),
            UserStoppedSpeakingFrame(),
        ],
    )

    (block,) = blocks_in(model.messages(0))
    assert "- The user loves green tea." in block
    assert model.messages(0)[-1] == {"role": "user", "content": "What should I drink?"}
    assert client.documents.get("alex", "conversation:voice").content == (
        "User: What should I drink?\n\nAssistant: Reply 1: happy to help with that."
    )


class RecordingWriter(BackgroundWriter):
    """Notes, at each write, how many reads (search, profile) the server had answered."""

    def __init__(self, client: Memhub, server: MemoryTransport) -> None:
        super().__init__(client)
        self.server = server
        self.reads_before: list[int] = []

    def submit(self, namespace: str, **params: Any) -> None:
        reads = [r for r in self.server.requests if r.url.path.endswith(("/search", "/profile"))]
        self.reads_before.append(len(reads))
        super().submit(namespace, **params)


async def test_a_turn_is_stored_only_after_its_own_recall(
    server: MemoryTransport, client: Memhub, model: Any, conversation: Conversation
) -> None:
    # Stored first, a turn could be found by its own recall on a fast server: the model
    # would be "reminded" of what the user said a moment ago.
    writer = RecordingWriter(client, server)
    memory = MemoryProcessor(
        client, namespace="kit", session_id="call-7", writer=writer, options=PATIENT
    )

    await conversation(memory, model, ["I keep bees on my roof."])
    writer.close(10)

    assert writer.reads_before and writer.reads_before[0] >= 1
    assert "I keep bees" in client.documents.get("kit", "conversation:call-7").content
