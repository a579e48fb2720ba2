"""The processor on its own in `run_test`, fed real frames, against a real engine."""

from __future__ import annotations

import subprocess
import sys
import time
from typing import Any

import pytest
from pipecat.frames.frames import (
    InputAudioRawFrame,
    LLMContextFrame,
    LLMMessagesAppendFrame,
    MetricsFrame,
    TextFrame,
    TranscriptionFrame,
    UserStartedSpeakingFrame,
)
from pipecat.metrics.metrics import ProcessingMetricsData
from pipecat.pipeline.worker import PipelineParams
from pipecat.processors.aggregators.llm_context import LLMContext
from pipecat.processors.frame_processor import FrameDirection
from pipecat.tests.utils import run_test

from memhub import Memhub, namespace_for
from memhub.capture import BackgroundWriter
from memhub.prompt import RecallOptions
from memhub.testing import MemoryTransport
from memhub_pipecat import DEFAULT_RECALL_TIMEOUT, MemoryProcessor

BLOCK_OPEN = "<memhub-memory>"
# Tests about content wait as long as a loaded CI machine needs.
PATIENT = RecallOptions(timeout=10.0)


def seed(client: Memhub) -> None:
    # The test double keeps each line as one memory.
    client.add("alex", content="The user lives in Berlin.\nThe user loves green tea.", id="earlier")


def user(text: str) -> dict[str, str]:
    return {"role": "user", "content": text}


def assistant(text: str) -> dict[str, str]:
    return {"role": "assistant", "content": text}


def audio() -> InputAudioRawFrame:
    return InputAudioRawFrame(audio=b"\x00\x01" * 160, sample_rate=16000, num_channels=1)


def blocks(context: LLMContext) -> list[str]:
    return [str(m["content"]) for m in context.get_messages() if BLOCK_OPEN in str(m["content"])]


async def test_every_other_frame_passes_through_untouched(client: Memhub) -> None:
    memory = MemoryProcessor(client, namespace="alex", options=PATIENT)
    frames = [
        UserStartedSpeakingFrame(),
        audio(),
        TranscriptionFrame("hello there", "user-1", "2026-01-01T00:00:00Z"),
        TextFrame("Hi! How can I help?"),
        LLMMessagesAppendFrame(messages=[user("not run")], run_llm=False),
    ]
    payloads = [(f.audio,) if isinstance(f, InputAudioRawFrame) else vars(f).copy() for f in frames]

    down, up = await run_test(memory, frames_to_send=frames)

    assert len(down) == len(frames)
    assert {id(f) for f in down} == {id(f) for f in frames}
    # Data frames keep their order (system frames may overtake them, by design).
    data = [f for f in frames if isinstance(f, TextFrame | LLMMessagesAppendFrame)]
    assert [f for f in down if isinstance(f, TextFrame | LLMMessagesAppendFrame)] == data
    for frame, payload in zip(frames, payloads, strict=True):
        now = (frame.audio,) if isinstance(frame, InputAudioRawFrame) else vars(frame)
        assert now == payload
    assert up == []


async def test_an_upstream_context_frame_is_left_alone(
    server: MemoryTransport, client: Memhub
) -> None:
    seed(client)
    memory = MemoryProcessor(client, namespace="alex", capture=False, options=PATIENT)
    context = LLMContext(messages=[user("What do I drink?")])
    frame = LLMContextFrame(context=context)

    _, up = await run_test(
        memory, frames_to_send=[frame], frames_to_send_direction=FrameDirection.UPSTREAM
    )

    assert up == [frame]
    assert context.get_messages() == [user("What do I drink?")]


async def test_a_slow_recall_is_cut_off_and_audio_is_never_held(
    server: MemoryTransport, slow: tuple[Memhub, Any]
) -> None:
    client, transport = slow
    seed(client)
    transport.delay = 8.0
    memory = MemoryProcessor(
        client, namespace="alex", options=RecallOptions(timeout=0.3), capture=False
    )
    context = LLMContext(messages=[user("What should I drink?")])
    sound = audio()

    started = time.monotonic()
    down, _ = await run_test(memory, frames_to_send=[LLMContextFrame(context=context), sound])
    elapsed = time.monotonic() - started

    # The audio that came after the context frame went straight through while recall waited.
    assert [type(f) for f in down] == [InputAudioRawFrame, LLMContextFrame]
    assert down[0] is sound
    assert elapsed < 5.0  # the whole run, pipeline start and stop included
    assert context.get_messages() == [user("What should I drink?")]  # answered without memory


async def test_a_failed_recall_keeps_the_previous_turns_block(
    server: MemoryTransport, slow: tuple[Memhub, Any]
) -> None:
    client, transport = slow
    seed(client)
    context = LLMContext(messages=[user("Hi, it's me.")])
    first = MemoryProcessor(client, namespace="alex", options=PATIENT, capture=False)
    await run_test(first, frames_to_send=[LLMContextFrame(context=context)])
    (block,) = blocks(context)
    assert "The user lives in Berlin." in block

    # Next turn the server is slow: the context goes on with what it had.
    transport.delay = 5.0
    context.add_messages([assistant("Hello again!"), user("What should I drink?")])
    second = MemoryProcessor(
        client, namespace="alex", options=RecallOptions(timeout=0.3), capture=False
    )
    await run_test(second, frames_to_send=[LLMContextFrame(context=context)])

    assert blocks(context) == [block]
    assert context.get_messages()[-2:] == [assistant("Hello again!"), user("What should I drink?")]


async def test_speculative_contexts_get_memory_but_only_settled_turns_are_stored(
    server: MemoryTransport, client: Memhub
) -> None:
    seed(client)
    memory = MemoryProcessor(client, namespace="alex", session_id="eager", options=PATIENT)
    history = [user("I just moved house."), assistant("Congratulations!")]
    provisional = LLMContext(messages=[*history, user("It is near the river and")])
    settled = LLMContext(messages=[*history, user("It is near the river and I love it.")])

    await run_test(
        memory,
        frames_to_send=[
            LLMContextFrame(context=provisional, speculation=True),
            LLMContextFrame(context=settled),
        ],
    )

    assert len(blocks(provisional)) == 1
    assert len(blocks(settled)) == 1
    assert client.documents.get("alex", "conversation:eager").content == (
        "User: I just moved house.\n\nAssistant: Congratulations!\n\n"
        "User: It is near the river and I love it."
    )


async def test_a_shared_writer_is_flushed_not_closed(
    server: MemoryTransport, client: Memhub
) -> None:
    writer = BackgroundWriter(client)
    memory = MemoryProcessor(
        client, namespace="alex", session_id="shared", writer=writer, options=PATIENT
    )
    context = LLMContext(messages=[user("I collect vinyl records.")])

    await run_test(memory, frames_to_send=[LLMContextFrame(context=context)])

    assert writer.pending == 0
    assert writer.sent == 1
    writer.submit("alex", content="User: still open", id=memory.document_id)  # not closed
    writer.close()
    assert client.documents.get("alex", "conversation:shared").content == (
        "User: I collect vinyl records.\n\nUser: still open"
    )


async def test_an_async_client_recalls_and_captures(
    server: MemoryTransport, client: Memhub
) -> None:
    seed(client)
    aclient = server.async_client()
    try:
        memory = MemoryProcessor(aclient, namespace="alex", session_id="async", options=PATIENT)
        context = LLMContext(messages=[user("Which city am I in?")])
        await run_test(memory, frames_to_send=[LLMContextFrame(context=context)])
    finally:
        await aclient.aclose()

    (block,) = blocks(context)
    assert "- The user lives in Berlin." in block
    assert context.get_messages()[0]["role"] == "developer"
    assert client.documents.get("alex", "conversation:async").content == "User: Which city am I in?"


async def test_recall_time_is_reported_as_processing_metrics(
    server: MemoryTransport, slow: tuple[Memhub, Any]
) -> None:
    client, transport = slow
    transport.delay = 0.2
    memory = MemoryProcessor(client, namespace="alex", capture=False, options=PATIENT)
    context = LLMContext(messages=[user("Hello?")])

    down, _ = await run_test(
        memory,
        frames_to_send=[LLMContextFrame(context=context)],
        pipeline_params=PipelineParams(enable_metrics=True),
    )

    reported = [
        data
        for frame in down
        if isinstance(frame, MetricsFrame)
        for data in frame.data
        if isinstance(data, ProcessingMetricsData) and data.processor == memory.name
    ]
    # Pipecat announces every metrics-capable processor with a zero at start.
    assert reported[0].value == 0.0
    (recall,) = reported[1:]
    assert 0.2 <= recall.value < PATIENT.timeout


def test_options_and_their_defaults(client: Memhub) -> None:
    memory = MemoryProcessor(client, namespace="alex")
    # The core's recall defaults, with a voice turn's time box.
    assert memory.options == RecallOptions(timeout=DEFAULT_RECALL_TIMEOUT)
    assert (memory.options.mode, memory.options.timeout) == ("full", 1.5)
    assert (memory.position, memory.role) == ("system", "developer")
    assert memory.document_id.startswith("conversation:pipecat-")
    assert memory.document_id != MemoryProcessor(client, namespace="alex").document_id

    options = RecallOptions(mode="query", search_limit=3, threshold=0.2, timeout=0.5)
    tuned = MemoryProcessor(client, namespace="team:alpha", options=options)
    assert tuned.namespace == "team:alpha"
    assert tuned.options is options


def test_the_old_keywords_still_work_for_one_release(client: Memhub) -> None:
    with pytest.warns(DeprecationWarning, match="is deprecated") as caught:
        old = MemoryProcessor(
            client, user_id="alex@example.com", mode="query", search_limit=3, timeout=0.5
        )
    messages = [str(warning.message) for warning in caught]
    assert messages == [
        "MemoryProcessor(user_id=) is deprecated; pass namespace= instead",
        "MemoryProcessor(mode=, search_limit=, timeout=) is deprecated; "
        "pass options=RecallOptions(...) instead",
    ]
    # Both warnings point at the line that built the processor.
    assert {warning.filename for warning in caught} == {__file__}
    assert old.namespace == namespace_for("alex@example.com")
    assert old.namespace == MemoryProcessor(client, namespace="alex@example.com").namespace
    # The keywords change only what they name; the rest are the defaults.
    expected = RecallOptions(mode="query", search_limit=3, timeout=0.5)
    assert old.options == expected
    # Pipecat's own keywords still reach the frame processor.
    with pytest.warns(DeprecationWarning, match=r"\(threshold=\) is deprecated"):
        named = MemoryProcessor(client, namespace="a", threshold=0.2, name="memory")
    assert named.name == "memory"
    assert named.options == RecallOptions(threshold=0.2, timeout=DEFAULT_RECALL_TIMEOUT)


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({}, "namespace= is required"),
        ({"user_id": "a", "namespace": "b"}, "pass namespace= only"),
        ({"namespace": ""}, "empty identifier"),
        ({"namespace": "a", "position": "top"}, "position must be system, before_user or end"),
        ({"namespace": "a", "role": "tool"}, "role must be developer, system or user"),
    ],
)
def test_bad_arguments_are_refused_clearly(
    client: Memhub, kwargs: dict[str, Any], message: str
) -> None:
    with pytest.raises(ValueError, match=message):
        MemoryProcessor(client, **kwargs)


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"user_id": "  "}, "empty identifier"),
        ({"namespace": "a", "mode": "everything"}, "mode must be profile, query or full"),
        ({"namespace": "a", "timeout": 0}, "timeout must be positive"),
        ({"namespace": "a", "threshold": 2}, "threshold must be 0..1"),
    ],
)
def test_bad_deprecated_keywords_are_refused_as_before(
    client: Memhub, kwargs: dict[str, Any], message: str
) -> None:
    deprecated = pytest.warns(DeprecationWarning, match="is deprecated")
    with deprecated, pytest.raises(ValueError, match=message):
        MemoryProcessor(client, **kwargs)


def test_options_and_the_old_keywords_do_not_mix(client: Memhub) -> None:
    with pytest.raises(TypeError, match="pass options= or the deprecated timeout, not both"):
        MemoryProcessor(client, namespace="a", options=RecallOptions(), timeout=1.0)


def test_a_wrong_client_is_refused() -> None:
    with pytest.raises(TypeError, match=r"memhub\.Memhub or memhub\.AsyncMemhub"):
        MemoryProcessor(object(), namespace="alex")  # type: ignore[arg-type]


def test_importing_the_package_does_not_import_pipecat() -> None:
    code = (
        "import sys, memhub_pipecat; "
        "assert 'pipecat' not in sys.modules, 'pipecat imported eagerly'; "
        "memhub_pipecat.MemoryProcessor; "
        "assert 'pipecat' in sys.modules"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=False
    )
    assert result.returncode == 0, result.stderr


def test_the_owned_writer_gets_the_flush_budget(
    client: Memhub, monkeypatch: pytest.MonkeyPatch
) -> None:
    tuned = MemoryProcessor(client, namespace="a", flush_timeout=1.5)
    assert tuned._ensure_writer().flush_timeout == 1.5
    monkeypatch.setenv("MEMHUB_FLUSH_TIMEOUT", "2")
    assert MemoryProcessor(client, namespace="a")._ensure_writer().flush_timeout == 2.0
