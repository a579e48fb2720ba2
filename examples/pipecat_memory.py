"""A Pipecat bot that remembers its caller across calls, offline end to end.

Run with `uv run python examples/pipecat_memory.py`. Two calls run through a
real Pipecat pipeline (user aggregator -> MemoryProcessor -> OpenAI LLM service
-> assistant aggregator). In the first call Alex says a few things about
herself; the processor stores the call. In the second call the model is sent
what memhub recalled, and the script prints it.

Nothing leaves this process: memhub's engine runs in-process on
./.memhub-examples/pipecat (no MEMHUB_BASE_URL), and the OpenAI endpoint is a mock
transport with canned replies (`memhub_pipecat.testing.ScriptedLLM`). In a real bot, the
transport, speech-to-text and text-to-speech go around these processors and the LLM
service talks to OpenAI.
"""

from __future__ import annotations

import asyncio
import os
import time
import warnings
from typing import Any

# Form memories as soon as a call is stored; memhub's default waits 5 s for quiet.
os.environ.setdefault("MEMHUB_DREAM_WINDOW", "0")
# Pipecat imports the stdlib `audioop`, deprecated in Python 3.11; not ours to fix.
warnings.filterwarnings("ignore", "'audioop' is deprecated", DeprecationWarning)

from loguru import logger  # noqa: E402  (after the settings above)
from pipecat.frames.frames import EndFrame, LLMMessagesAppendFrame  # noqa: E402
from pipecat.pipeline.pipeline import Pipeline  # noqa: E402
from pipecat.pipeline.worker import PipelineWorker  # noqa: E402
from pipecat.processors.aggregators.llm_context import LLMContext  # noqa: E402
from pipecat.processors.aggregators.llm_response_universal import (  # noqa: E402
    AssistantTurnStoppedMessage,
    LLMAssistantAggregator,
    LLMContextAggregatorPair,
)
from pipecat.workers.runner import WorkerRunner  # noqa: E402

from memhub import Memhub, namespace_for  # noqa: E402
from memhub.prompt import RecallOptions  # noqa: E402
from memhub_pipecat import MemoryProcessor  # noqa: E402
from memhub_pipecat.testing import ScriptedLLM  # noqa: E402

USER_ID = "example_pipecat_alex"
DATA_DIR = ".memhub-examples/pipecat"  # its own data folder: examples never mix memories
NAMESPACE = namespace_for(USER_ID)  # what MemoryProcessor(namespace=USER_ID) uses
SYSTEM_PROMPT = "You are Juniper, a warm and concise voice assistant."

FIRST_CALL = [
    "Hi! I'm Alex. I live in Lisbon and I'm vegetarian.",
    "I also have a beagle named Biscuit. Talk soon!",
]
SECOND_CALL = ["Can you suggest somewhere to eat tonight?"]


REPLIES = [
    "Nice to meet you, Alex!",
    "Biscuit is a lovely name. Talk soon!",
    "Here are a few ideas for tonight.",
]


def stand_in_model(request: dict[str, Any]) -> str:
    """Stands in for api.openai.com: shows the memory the model got, gives a canned reply."""
    for message in request["messages"]:
        if "<memhub-memory>" in str(message["content"]):
            print(f"\n[the model was sent this {message['role']} message]\n{message['content']}\n")
    return REPLIES.pop(0)


# Pipecat's own OpenAI LLM service, its HTTP endpoint answered by `stand_in_model`.
MODEL = ScriptedLLM(default=stand_in_model, system_instruction=SYSTEM_PROMPT)


async def call(client: Memhub, session_id: str, lines: list[str]) -> None:
    """One call: the user says `lines`, one per bot turn."""
    print(f"=== {session_id}")
    aggregators = LLMContextAggregatorPair(LLMContext())
    assistant = aggregators.assistant()
    llm = MODEL.service()
    # The 1.5 s default suits a warm server; an in-process engine on a busy laptop
    # is given more room here.
    memory = MemoryProcessor(
        client, namespace=USER_ID, session_id=session_id, options=RecallOptions(timeout=5.0)
    )
    worker = PipelineWorker(Pipeline([aggregators.user(), memory, llm, assistant]))
    pending = list(lines)

    async def say_next() -> None:
        if not pending:
            await worker.queue_frame(EndFrame())
            return
        text = pending.pop(0)
        print(f"User: {text}")
        await worker.queue_frame(
            LLMMessagesAppendFrame(messages=[{"role": "user", "content": text}], run_llm=True)
        )

    @assistant.event_handler("on_assistant_turn_stopped")
    async def on_reply(_: LLMAssistantAggregator, message: AssistantTurnStoppedMessage) -> None:
        print(f"Bot:  {message.content}")
        await say_next()

    @worker.event_handler("on_pipeline_started")
    async def on_started(_: PipelineWorker, __: object) -> None:
        await say_next()

    runner = WorkerRunner(handle_sigint=False)
    await runner.add_workers(worker)
    await runner.run()


def wait_for_memories(client: Memhub, session_id: str, timeout: float = 60.0) -> None:
    deadline = time.monotonic() + timeout
    while (
        client.documents.get(NAMESPACE, f"conversation:{session_id}").system.dreaming_status
        != "done"
    ):
        if time.monotonic() > deadline:
            raise TimeoutError("memhub did not form memories in time")
        time.sleep(0.1)


def main() -> None:
    logger.remove()  # Pipecat logs every frame at DEBUG; keep the output to the conversation
    with Memhub(data_dir=DATA_DIR) as client:
        # The in-process engine loads its embedding model on first use; a running
        # server has done that long before the first call comes in.
        client.search(NAMESPACE, query="warm up")
        asyncio.run(call(client, "call-1", FIRST_CALL))
        wait_for_memories(client, "call-1")
        print(
            "\nStored:",
            client.documents.get(NAMESPACE, "conversation:call-1").content.replace("\n\n", " | "),
        )
        print("\nWhat memhub knows about Alex now:")
        for fact in client.profile(NAMESPACE).profile.static:
            print(f"  - {fact.memory}")
        print()
        asyncio.run(call(client, "call-2", SECOND_CALL))


if __name__ == "__main__":
    main()
