"""A real engine, a real Pipecat pipeline, and a model faked at its HTTP layer
(`memhub_pipecat.testing.ScriptedLLM`).

Sessions run through `pipecat.tests.utils.run_test` with Pipecat's own context
aggregators and its `OpenAILLMService`; only the OpenAI HTTP endpoint is
replaced, by an `httpx2.MockTransport` that records each request and streams a
reply in the shape the Chat Completions API sends. `ScriptedUser` speaks the
next line each time the bot's turn ends, so turns never overlap.
"""

from __future__ import annotations

import asyncio
import inspect
import threading
import time
import warnings
from collections.abc import Awaitable, Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

import httpx
import pytest

with warnings.catch_warnings():
    # pipecat.audio.utils imports the stdlib `audioop`, deprecated since Python 3.11;
    # nothing here uses it. Importing it once here keeps the suite's `error` filter intact.
    warnings.filterwarnings("ignore", "'audioop' is deprecated", DeprecationWarning)
    import pipecat.frames.frames  # noqa: F401

from pipecat.frames.frames import (
    EndWorkerFrame,
    Frame,
    LLMContextAssistantTurnFrame,
    LLMMessagesAppendFrame,
)
from pipecat.pipeline.pipeline import Pipeline
from pipecat.processors.aggregators.llm_context import LLMContext
from pipecat.processors.aggregators.llm_response_universal import (
    LLMContextAggregatorPair,
    LLMUserAggregatorParams,
)
from pipecat.processors.frame_processor import FrameDirection, FrameProcessor
from pipecat.tests.utils import run_test
from pipecat.turns.user_turn_strategies import ExternalUserTurnStrategies

from memhub import Memhub
from memhub.testing import MemoryTransport
from memhub_pipecat.testing import ScriptedLLM
from memhub_server.testing import BASE_URL, LocalEngine, LoopbackServer

SYSTEM_PROMPT = "You are Juniper, a friendly voice assistant."

Step = str | Callable[[], object]
"""A line the user says, or something to do between turns (sync or async)."""


@pytest.fixture
def local(tmp_path: Path) -> Iterator[LocalEngine]:
    """The real engine, for the tests that take its API down and bring it back."""
    with LocalEngine(tmp_path / "engine") as engine:
        yield engine


# -- the user -------------------------------------------------------------------------


def user_says(text: str) -> LLMMessagesAppendFrame:
    return LLMMessagesAppendFrame(messages=[{"role": "user", "content": text}], run_llm=True)


class ScriptedUser(FrameProcessor):
    """Says the next line of its script whenever the bot's turn ends; ends the
    pipeline when the script runs out. Steps that are not text run in between."""

    def __init__(self, script: Sequence[Step]) -> None:
        super().__init__()
        self._script = list(script)

    async def process_frame(self, frame: Frame, direction: FrameDirection) -> None:
        await super().process_frame(frame, direction)
        await self.push_frame(frame, direction)
        if isinstance(frame, LLMContextAssistantTurnFrame) and direction is FrameDirection.UPSTREAM:
            await self._say_next()

    async def _say_next(self) -> None:
        while self._script:
            step = self._script.pop(0)
            if isinstance(step, str):
                await self.push_frame(user_says(step))
                return
            result = step()
            if inspect.isawaitable(result):
                await result
        await self.push_frame(EndWorkerFrame(), FrameDirection.UPSTREAM)


@dataclass
class Session:
    context: LLMContext
    down: Sequence[Frame]
    up: Sequence[Frame]


async def converse(
    memory: FrameProcessor,
    model: ScriptedLLM,
    script: Sequence[Step],
    *,
    context: LLMContext | None = None,
    service: FrameProcessor | None = None,
    timeout: float = 30.0,
) -> Session:
    """Run a whole conversation through user aggregator → `memory` → LLM → assistant aggregator.

    The LLM is `service`, or a fresh `model.service()`."""
    assert isinstance(script[0], str), "a conversation starts with the user speaking"
    context = context if context is not None else LLMContext()
    # Turns arrive as whole messages here, so no local turn detector (and its model) is needed.
    params = LLMUserAggregatorParams(user_turn_strategies=ExternalUserTurnStrategies())
    aggregators = LLMContextAggregatorPair(context, user_params=params)
    pipeline = Pipeline(
        [
            ScriptedUser(script[1:]),
            aggregators.user(),
            memory,
            service if service is not None else model.service(),
            aggregators.assistant(),
        ]
    )
    async with asyncio.timeout(timeout):
        down, up = await run_test(
            pipeline, frames_to_send=[user_says(script[0])], send_end_frame=False
        )
    return Session(context, down, up)


# -- memhub clients and servers ----------------------------------------------------------


class SlowTransport(httpx.BaseTransport):
    """The engine's own transport, answering `delay` seconds late.

    `release()` ends every wait at once, so no request outlives the test's engine.
    """

    def __init__(self, inner: httpx.BaseTransport) -> None:
        self.inner = inner
        self.delay = 0.0
        self._released = threading.Event()
        self._in_flight = 0
        self._lock = threading.Lock()

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        with self._lock:
            self._in_flight += 1
        try:
            if self.delay:
                self._released.wait(self.delay)
            return self.inner.handle_request(request)
        finally:
            with self._lock:
                self._in_flight -= 1

    def release(self, timeout: float = 10.0) -> None:
        self._released.set()
        deadline = time.monotonic() + timeout
        while self._in_flight and time.monotonic() < deadline:
            time.sleep(0.01)


# -- fixtures ---------------------------------------------------------------------------


@pytest.fixture
def model() -> ScriptedLLM:
    """The model: numbered replies ("Reply 1: ..."), the system prompt as its instruction."""
    model = ScriptedLLM(system_instruction=SYSTEM_PROMPT)
    model.default = lambda _body: f"Reply {len(model.requests)}: happy to help with that."
    return model


@pytest.fixture
def conversation() -> Callable[..., Awaitable[Session]]:
    """`await conversation(memory, model, ["hi", ...])`: see `converse`."""
    return converse


@pytest.fixture
def slow(server: MemoryTransport) -> Iterator[tuple[Memhub, SlowTransport]]:
    """A sync client to the test double whose requests can be slowed down."""
    transport = SlowTransport(server)
    with Memhub(base_url=BASE_URL, api_key="local-test", transport=transport) as client:
        yield client, transport
        transport.release()


@pytest.fixture
def loopback(local: LocalEngine) -> Iterator[LoopbackServer]:
    with local.loopback() as server:
        yield server
